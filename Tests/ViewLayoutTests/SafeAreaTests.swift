import Foundation
import Testing
import ViewLayout

// Safe areas. Sources: the "ignoresSafeArea(_:edges:)", "safeAreaInset",
// "safeAreaPadding" and "SafeAreaRegions" pages (in https://developer.apple.com/documentation/swiftui/layout-adjustments); the touching
// rule measured by Chris Eidhof (Fidelity, "Safe area": a view grows only on edges where
// its frame reaches the safe-area boundary) as OpenSwiftUI implements it
// (`SafeAreaInsets.resolve`); the iPhone 13's 47 / 34 insets measured by FB
// (Fidelity, "Safe area"). Scale 1 keeps the figures whole.

@Suite struct SafeAreaTests {
    static let phone = CGSize(width: 390, height: 844)
    static let phoneInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

    static func onPhone<V: View>(_ view: V, keyboard: CGFloat = 0, rtl: Bool = false) -> PlacedViewTree {
        var env = VLTest.environment(scale: 1)
        if rtl { env.layoutDirection = .rightToLeft }
        return layout(view, in: phone, safeAreaInsets: phoneInsets, keyboardHeight: keyboard, environment: env)
    }

    // MARK: Root insets

    /// Views are laid out inside the safe area by default (Fidelity, "Safe area"): the
    /// root is the screen, its content the screen less 47 and 34.
    @Test func contentSitsInTheSafeArea() {
        let placed = Self.onPhone(Color.red.id("c"))
        placed.assertFrame(of: placed.root, 0, 0, 390, 844)
        placed.assertFrame("c", 0, 47, 390, 763)
    }

    /// Without insets nothing changes: `layout(in:)` is the safe area itself,
    /// as the examples' 390 × 763 canvas has always been.
    @Test func noInsetsIsTheOldEntryPoint() {
        let a = VLTest.layout(Color.red.id("c").ignoresSafeArea(), 390, 763)
        a.assertFrame("c", 0, 0, 390, 763)
    }

    /// ignoresSafeArea() grows a view that fills the safe area to the whole
    /// screen; with `edges:` only the listed edges grow.
    @Test(arguments: [
        (Edge.Set.all, 0.0, 0.0, 390.0, 844.0),
        (.top, 0, 0, 390, 810),
        (.bottom, 0, 47, 390, 797),
        (.vertical, 0, 0, 390, 844),
        (.horizontal, 0, 47, 390, 763),
    ])
    func edgesOfThePhone(_ edges: Edge.Set, _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        let placed = Self.onPhone(Color.red.id("c").ignoresSafeArea(edges: edges))
        placed.assertFrame("c", x, y, w, h)
        // The modifier itself keeps the frame its parent gave it.
        placed.assertFrame(of: placed.views(ofKind: "ignoresSafeArea").first, 0, 47, 390, 763)
    }

    /// Leading and trailing follow the layout direction: with a 10-point
    /// leading and 30-point trailing inset, `.leading` grows to the left in
    /// left-to-right and to the right in right-to-left.
    @Test(arguments: [false, true])
    func leadingAndTrailingInsets(_ rtl: Bool) {
        var env = VLTest.environment(scale: 1)
        if rtl { env.layoutDirection = .rightToLeft }
        let insets = EdgeInsets(top: 20, leading: 10, bottom: 40, trailing: 30)
        func run(_ edges: Edge.Set) -> PlacedViewTree {
            layout(Color.red.id("c").ignoresSafeArea(edges: edges), in: CGSize(width: 400, height: 300),
                   safeAreaInsets: insets, environment: env)
        }
        let left = rtl ? 30.0 : 10.0
        run([]).assertFrame("c", left, 20, 360, 240)
        run(.leading).assertFrame("c", rtl ? 30 : 0, 20, 370, 240)
        run(.trailing).assertFrame("c", rtl ? 0 : 10, 20, 390, 240)
        run(.all).assertFrame("c", 0, 0, 400, 300)
    }

    /// Regions (SafeAreaRegions page; OpenSwiftUI's merge of regions): a
    /// 300-point keyboard covers the bottom. `.container` grows to the top
    /// but not under the keyboard (a region not ignored blocks its edge);
    /// `.keyboard` grows down to the container's bottom inset only, and not
    /// up; `.all` grows everywhere.
    @Test(arguments: [
        (SafeAreaRegions.container, 0.0, 0.0, 390.0, 544.0),
        (.keyboard, 0, 47, 390, 763),
        (.all, 0, 0, 390, 844),
    ])
    func regionsWithKeyboard(_ regions: SafeAreaRegions, _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        let plain = Self.onPhone(Color.red.id("c"), keyboard: 300)
        plain.assertFrame("c", 0, 47, 390, 497)
        Self.onPhone(Color.red.id("c").ignoresSafeArea(regions), keyboard: 300).assertFrame("c", x, y, w, h)
    }

    /// Every edge for every region set, with insets on all four sides
    /// (top 20, leading 10, bottom 40, trailing 30) and a 100-point keyboard
    /// in a 400 × 300 root: the safe area is (10, 20)–(370, 200). The
    /// container region reaches the screen's top, leading and trailing edges
    /// but not under the keyboard; the keyboard region only reaches down to
    /// the container's 40-point bottom inset (260); `.all` reaches every
    /// screen edge. An edge not listed never moves.
    @Test(arguments: [
        (SafeAreaRegions.container, Edge.Set.top, 10.0, 0.0, 360.0, 200.0),
        (.container, .leading, 0, 20, 370, 180),
        (.container, .bottom, 10, 20, 360, 180),
        (.container, .trailing, 10, 20, 390, 180),
        (.keyboard, .top, 10, 20, 360, 180),
        (.keyboard, .leading, 10, 20, 360, 180),
        (.keyboard, .bottom, 10, 20, 360, 240),
        (.keyboard, .trailing, 10, 20, 360, 180),
        (.all, .top, 10, 0, 360, 200),
        (.all, .leading, 0, 20, 370, 180),
        (.all, .bottom, 10, 20, 360, 280),
        (.all, .trailing, 10, 20, 390, 180),
    ])
    func everyEdgeForEveryRegion(_ regions: SafeAreaRegions, _ edges: Edge.Set, _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        let placed = layout(Color.red.id("c").ignoresSafeArea(regions, edges: edges), in: CGSize(width: 400, height: 300),
                            safeAreaInsets: EdgeInsets(top: 20, leading: 10, bottom: 40, trailing: 30), keyboardHeight: 100,
                            environment: VLTest.environment(scale: 1))
        placed.assertFrame("c", x, y, w, h)
    }

    /// Without a keyboard the keyboard region is empty: `.keyboard` does not
    /// grow, `.container` grows to the screen.
    @Test func regionsWithoutKeyboard() {
        Self.onPhone(Color.red.id("c").ignoresSafeArea(.keyboard)).assertFrame("c", 0, 47, 390, 763)
        Self.onPhone(Color.red.id("c").ignoresSafeArea(.container)).assertFrame("c", 0, 0, 390, 844)
    }

    /// Only edges that reach the safe-area boundary grow (Eidhof, Fidelity, "Safe area":
    /// the yellow above the text extends up, not down).
    @Test func onlyTouchingEdgesGrow() {
        let placed = Self.onPhone(VStack(spacing: 0) {
            Color.yellow.id("y").ignoresSafeArea()
            Color.blue.frame(height: 100).id("b")
        })
        placed.assertFrame("y", 0, 0, 390, 710)
        placed.assertFrame("b", 0, 710, 390, 100)
        // A view in the middle touches nothing and stays put.
        let small = Self.onPhone(Color.red.frame(width: 100, height: 101).id("s").ignoresSafeArea())
        small.assertFrame("s", 145, 378, 100, 101)
    }

    // MARK: safeAreaInset

    /// The bar sits on the bottom edge; the view is inset by its height plus
    /// the default spacing (8: Fidelity, "Default spacing"; FB measured a non-zero default gap,
    /// Fidelity, "Safe area").
    @Test func bottomBarWithDefaultSpacing() {
        let placed = Self.onPhone(Color.red.id("c").safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).id("bar") })
        placed.assertFrame("bar", 0, 760, 390, 50)
        placed.assertFrame("c", 0, 47, 390, 705)
    }

    /// Nested safeAreaInsets stack: the inner bar sits above the outer one,
    /// and a view that ignores the safe area grows under both bars and on to
    /// the screen's edge (its safe area is 34 + 40 + 50 at the bottom).
    @Test func nestedInsetsStack() {
        let bars = { (content: AnyView) in
            Self.onPhone(content
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50).id("bar1") }
                .safeAreaInset(edge: .bottom, spacing: 10) { Color.green.frame(height: 30).id("bar2") })
        }
        let plain = bars(AnyView(Color.red.id("c")))
        plain.assertFrame("bar2", 0, 780, 390, 30)
        plain.assertFrame("bar1", 0, 720, 390, 50)
        plain.assertFrame("c", 0, 47, 390, 673)
        let ignoring = bars(AnyView(Color.red.id("c").ignoresSafeArea()))
        ignoring.assertFrame("c", 0, 0, 390, 844)
        ignoring.assertFrame("bar1", 0, 720, 390, 50)
        // Ignoring only the bottom edge: the top stays at the safe area.
        bars(AnyView(Color.red.id("c").ignoresSafeArea(edges: .bottom))).assertFrame("c", 0, 47, 390, 797)
    }

    /// Leading / trailing insets, both directions: the content is anchored
    /// to the edge in the layout direction.
    @Test(arguments: [false, true])
    func sideBar(_ rtl: Bool) {
        var env = VLTest.environment(scale: 1)
        if rtl { env.layoutDirection = .rightToLeft }
        let placed = layout(Color.red.id("c").safeAreaInset(edge: .leading, spacing: 0) { Color.blue.frame(width: 40).id("side") },
                            in: CGSize(width: 400, height: 300), environment: env)
        placed.assertFrame("side", rtl ? 360 : 0, 0, 40, 300)
        placed.assertFrame("c", rtl ? 0 : 40, 0, 360, 300)
    }

    /// The content's cross-axis guide meets the view's (the page: "aligning
    /// its horizontal axis to the specified alignment guide").
    @Test(arguments: [(HorizontalAlignment.leading, 0.0), (.center, 150), (.trailing, 300)])
    func insetAlignment(_ alignment: HorizontalAlignment, _ x: Double) {
        let placed = VLTest.layout(Color.red.safeAreaInset(edge: .bottom, alignment: alignment, spacing: 0) {
            Color.blue.frame(width: 100, height: 50).id("bar")
        }, 400, 300)
        placed.assertFrame("bar", x, 250, 100, 50)
    }

    /// A top inset: the content on top, the view below it.
    @Test func topInset() {
        let placed = VLTest.layout(Color.red.id("c").safeAreaInset(edge: .top, spacing: 4) { Color.blue.frame(height: 20).id("t") }, 400, 300)
        placed.assertFrame("t", 0, 0, 400, 20)
        placed.assertFrame("c", 0, 24, 400, 276)
    }

    // MARK: safeAreaPadding

    /// safeAreaPadding insets the view like padding, and the amount is added
    /// to the safe area: a view that ignores the safe area grows over the
    /// padding and on through the screen's insets.
    @Test func paddingAddsToIgnoresSafeArea() {
        Self.onPhone(Color.red.id("c").safeAreaPadding(20)).assertFrame("c", 20, 67, 350, 723)
        Self.onPhone(Color.red.id("c").ignoresSafeArea().safeAreaPadding(20)).assertFrame("c", 0, 0, 390, 844)
        Self.onPhone(Color.red.id("c").ignoresSafeArea(.container, edges: .top).safeAreaPadding(20)).assertFrame("c", 20, 0, 350, 790)
    }

    /// The three forms: edges with a length, edges with the default (16,
    /// Fidelity, "Padding, Spacer and Divider"), and EdgeInsets.
    @Test func paddingForms() {
        Self.onPhone(Color.red.id("c").safeAreaPadding(.horizontal, 20)).assertFrame("c", 20, 47, 350, 763)
        Self.onPhone(Color.red.id("c").safeAreaPadding(.top)).assertFrame("c", 0, 63, 390, 747)
        Self.onPhone(Color.red.id("c").safeAreaPadding(EdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20)))
            .assertFrame("c", 10, 52, 360, 743)
    }

    // MARK: scenePadding

    /// On iOS scene padding is the default padding (the scenePadding pages:
    /// "In other platforms, scene padding produces the same default padding
    /// that you get from the padding(_:_:) modifier"): 16.
    @Test func scenePaddingIsDefaultPadding() {
        VLTest.layout(Color.red.id("c").scenePadding(), 400, 300).assertFrame("c", 16, 16, 368, 268)
        VLTest.layout(Color.red.id("c").scenePadding(.minimum, edges: .horizontal), 400, 300).assertFrame("c", 16, 0, 368, 300)
    }

    // MARK: Bad input

    /// Negative and NaN root insets and keyboard heights are reported and
    /// taken as 0.
    @Test func badRootInsets() {
        let placed = layout(Color.red.id("c"), in: Self.phone,
                            safeAreaInsets: EdgeInsets(top: -5, leading: .nan, bottom: 34, trailing: .infinity),
                            keyboardHeight: .nan, environment: VLTest.environment(scale: 1))
        placed.assertFrame("c", 0, 0, 390, 810)
        #expect(placed.vlHasDiagnostic("safe-area inset top", "-5"))
        #expect(placed.vlHasDiagnostic("safe-area inset leading", "nan"))
        #expect(placed.vlHasDiagnostic("safe-area inset trailing"))
        #expect(placed.vlHasDiagnostic("keyboardHeight"))
        #expect(placed.vlAllFramesFinite)
    }

    /// Negative or NaN safeAreaPadding is reported and taken as 0; a NaN
    /// safeAreaInset spacing is reported and the default (8) is used.
    @Test func badPaddingAndSpacing() {
        let negative = Self.onPhone(Color.red.id("c").safeAreaPadding(-10))
        negative.assertFrame("c", 0, 47, 390, 763)
        #expect(negative.vlHasDiagnostic("safeAreaPadding", "-10"))
        let nan = Self.onPhone(Color.red.id("c").safeAreaPadding(.nan))
        nan.assertFrame("c", 0, 47, 390, 763)
        #expect(nan.vlHasDiagnostic("safeAreaPadding", "NaN"))
        let spacing = Self.onPhone(Color.red.id("c").safeAreaInset(edge: .bottom, spacing: .nan) { Color.blue.frame(height: 50) })
        spacing.assertFrame("c", 0, 47, 390, 705)
        #expect(spacing.vlHasDiagnostic("safeAreaInset(spacing:)", "NaN"))
        #expect(spacing.vlAllFramesFinite)
    }
}

/// GeometryProxy.safeAreaInsets: the insets a reader would grow by if it
/// ignored the safe area (OpenSwiftUI's `resolve`), so a reader filling the
/// iPhone 13's safe area sees 47 / 34 (Fidelity, "Safe area"), one under a 50-point
/// bottom bar sees 34 + 50, and one that reaches no edge sees zeros.
@Suite struct GeometrySafeAreaTests {
    static func reader(_ id: String) -> some View {
        GeometryReader { proxy in
            Color.red.frame(width: proxy.safeAreaInsets.top, height: proxy.safeAreaInsets.bottom).id(id)
        }
    }

    @Test func readerSeesTheInsets() {
        SafeAreaTests.onPhone(Self.reader("c")).assertFrame("c", 0, 47, 47, 34)
        let barred = SafeAreaTests.onPhone(Self.reader("c").safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) })
        #expect(barred.frame(of: "c")?.size == CGSize(width: 47, height: 84))
        let small = SafeAreaTests.onPhone(Self.reader("c").frame(width: 100, height: 100))
        #expect(small.frame(of: "c")?.size == CGSize(width: 0, height: 0))
    }
}
