import Foundation
import Testing
import ViewLayout

// The view language: SwiftUI code written with @ViewBuilder must compile
// unchanged and produce the views SwiftUI would (GettingStarted, "Compatibility
// with SwiftUI"). Each test lays the result out so that a missing or extra
// view shows up as a wrong frame. Unless noted the root is 400 × 400 at @1x
// and centres its content; stacks use explicit spacing so that only the
// builder is under test.

// MARK: Fixtures

private struct ATChoice: View {
    let flag: Bool
    var body: some View {
        HStack(spacing: 0) {
            if flag {
                atBlock(10, 10).id("t")
            } else {
                atBlock(20, 10).id("f1")
                atBlock(30, 10).id("f2")
            }
        }
    }
}

private enum ATSize { case small, medium, large }

private struct ATSwitch: View {
    let size: ATSize
    var body: some View {
        switch size {
        case .small: atBlock(10, 10).id("s")
        case .medium: atBlock(20, 10).id("m")
        case .large:
            HStack(spacing: 0) {
                atBlock(30, 10).id("l1")
                atBlock(30, 10).id("l2")
            }
        }
    }
}

private struct ATItem: Identifiable {
    let id: String
    let width: CGFloat
}

private struct ATInner: View {
    let w: CGFloat
    var body: some View { atBlock(w, 10) }
}

private struct ATCell: View {
    let w: CGFloat
    var body: some View { ATInner(w: w).padding(5) }
}

private struct ATRow: View {
    var body: some View {
        HStack(spacing: 0) {
            ATCell(w: 10).id("c1")
            ATCell(w: 20).id("c2")
        }
    }
}

private struct ATDirectionAware: View {
    let tag: String
    @Environment(\.layoutDirection) var direction
    var body: some View {
        atBlock(direction == .rightToLeft ? 30 : 10, 10).id(tag)
    }
}

private struct ATBarWidthKey: EnvironmentKey {
    static let defaultValue: CGFloat = 10
}

extension EnvironmentValues {
    fileprivate var atBarWidth: CGFloat {
        get { self[ATBarWidthKey.self] }
        set { self[ATBarWidthKey.self] = newValue }
    }
}

extension EnvironmentValues {
    // iOS 18's @Entry: the key type and accessors made by the macro.
    @Entry fileprivate var atEntryWidth: CGFloat = 15
}

private struct ATEntryBar: View {
    let tag: String
    @Environment(\.atEntryWidth) var width
    var body: some View { atBlock(width, 10).id(tag) }
}

private struct ATEnvBar: View {
    let tag: String
    @Environment(\.atBarWidth) var width
    var body: some View { atBlock(width, 10).id(tag) }
}

private struct ATHairlineBlock: View {
    let tag: String
    @Environment(\.pixelLength) var pixel
    var body: some View { atBlock(10, 6 * pixel).id(tag) }
}

private struct ATCard: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(10)
            .frame(width: 100)
    }
}

private struct ATLabelled: ViewModifier {
    let tag: String
    func body(content: Content) -> some View {
        HStack(spacing: 5) {
            atBlock(10, 10).id(tag)
            content
        }
    }
}

extension View {
    fileprivate func atCard() -> some View { modifier(ATCard()) }
}

@Suite struct ViewBuilderTests {

    // MARK: Blocks of many children

    // ViewBuilder (parameter packs): more than ten children in one block.
    // Twelve Colors in HStack(spacing: 0) inside a 120-wide frame get 10 each
    // (HStack page: equal shares among equally flexible children).
    @Test func twelveChildrenInOneBlock() {
        let r = ATS.lay(HStack(spacing: 0) {
            Color.red.id(0); Color.orange.id(1); Color.yellow.id(2); Color.green.id(3)
            Color.mint.id(4); Color.teal.id(5); Color.cyan.id(6); Color.blue.id(7)
            Color.indigo.id(8); Color.purple.id(9); Color.pink.id(10); Color.brown.id(11)
        }.frame(width: 120, height: 10), scale: 1)
        #expect(r.views(ofKind: "Color").count == 12)
        for i in 0..<12 {
            atExpectFrame(r.frame(of: i), CGRect(x: 140 + 10 * Double(i), y: 195, width: 10, height: 10), "color \(i)")
        }
    }

    // Fourteen children of different types in one block.
    @Test func fourteenMixedChildren() {
        let r = ATS.lay(VStack(spacing: 0) {
            atBlock(10, 1); Color.red.frame(width: 10, height: 1); Rectangle().frame(width: 10, height: 1)
            Circle().frame(width: 10, height: 1); Capsule().frame(width: 10, height: 1); Ellipse().frame(width: 10, height: 1)
            RoundedRectangle(cornerRadius: 2).frame(width: 10, height: 1); atBlock(10, 1).padding(0)
            atBlock(10, 1); atBlock(10, 1); atBlock(10, 1); atBlock(10, 1); atBlock(10, 1)
            atBlock(10, 1).id("last")
        }, scale: 1)
        atExpectFrame(r.frame(of: "last"), CGRect(x: 195, y: 206, width: 10, height: 1), "14th child")
    }

    // TupleView(_:) made from a tuple value, as SwiftUI's public initializer
    // allows: its views are siblings, as a builder block's are. Blocks
    // 20 × 10 and 30 × 10 in HStack(spacing: 0), centred in the root: the
    // row is 50 wide from x 175 and 10 high from y 195.
    @Test func tupleViewMadeFromAValue() {
        let r = ATS.lay(HStack(spacing: 0) {
            TupleView((atBlock(20, 10).id("a"), atBlock(30, 10).id("b")))
        }, scale: 1)
        atExpectFrame(r.frame(of: "a"), CGRect(x: 175, y: 195, width: 20, height: 10), "first element")
        atExpectFrame(r.frame(of: "b"), CGRect(x: 195, y: 195, width: 30, height: 10), "second element")
    }

    // MARK: Control flow

    // if/else (buildEither): the branch taken decides which views exist.
    @Test func ifElse() {
        let t = ATS.lay(ATChoice(flag: true), scale: 1)
        atExpectFrame(t.frame(of: "t"), CGRect(x: 195, y: 195, width: 10, height: 10), "true branch")
        #expect(t.frame(of: "f1") == nil && t.frame(of: "f2") == nil)
        let f = ATS.lay(ATChoice(flag: false), scale: 1)
        #expect(f.frame(of: "t") == nil)
        atExpectFrame(f.frame(of: "f1"), CGRect(x: 175, y: 195, width: 20, height: 10), "false branch 1")
        atExpectFrame(f.frame(of: "f2"), CGRect(x: 195, y: 195, width: 30, height: 10), "false branch 2")
    }

    // if without else (buildIf): a false condition produces no view, so the
    // stack adds no spacing for it.
    @Test(arguments: [false, true])
    func ifWithoutElse(_ show: Bool) {
        let r = ATS.lay(HStack(spacing: 10) {
            atBlock(10, 10).id("a")
            if show { atBlock(10, 10).id("b") }
            atBlock(10, 10).id("c")
        }, scale: 1)
        if show {
            #expect(r.frame(of: "a")?.minX == 175)
            #expect(r.frame(of: "b")?.minX == 195)
            #expect(r.frame(of: "c")?.minX == 215)
        } else {
            #expect(r.frame(of: "a")?.minX == 185)
            #expect(r.frame(of: "b") == nil)
            #expect(r.frame(of: "c")?.minX == 205)
        }
    }

    // if let (buildOptional): the unwrapped value is usable in the view.
    @Test(arguments: [nil, 30.0] as [Double?])
    func ifLet(_ width: Double?) {
        let w = width.map { CGFloat($0) }
        let r = ATS.lay(HStack(spacing: 0) {
            if let w {
                atBlock(w, 10).id("x")
            }
            atBlock(10, 10).id("y")
        }, scale: 1)
        if let width {
            atExpectFrame(r.frame(of: "x"), CGRect(x: 200 - (width + 10) / 2, y: 195, width: width, height: 10), "x")
            #expect(r.frame(of: "y")?.minX == r.frame(of: "x")?.maxX)
        } else {
            #expect(r.frame(of: "x") == nil)
            atExpectFrame(r.frame(of: "y"), CGRect(x: 195, y: 195, width: 10, height: 10), "y")
        }
    }

    // switch (nested buildEither), in a custom view's body.
    @Test func switchStatement() {
        #expect(ATS.lay(ATSwitch(size: .small), scale: 1).frame(of: "s") == CGRect(x: 195, y: 195, width: 10, height: 10))
        #expect(ATS.lay(ATSwitch(size: .medium), scale: 1).frame(of: "m") == CGRect(x: 190, y: 195, width: 20, height: 10))
        let l = ATS.lay(ATSwitch(size: .large), scale: 1)
        #expect(l.frame(of: "l1") == CGRect(x: 170, y: 195, width: 30, height: 10))
        #expect(l.frame(of: "l2") == CGRect(x: 200, y: 195, width: 30, height: 10))
        #expect(l.frame(of: "s") == nil && l.frame(of: "m") == nil)
    }

    // Optional<View> is a view: nil is no view (no spacing), some is the view.
    @Test func optionalViews() {
        let none: Color? = nil
        let some: Color? = Color.red
        let bare = ATS.lay(HStack(spacing: 10) {
            atBlock(10, 10).id("a")
            none
            atBlock(10, 10).id("b")
        }, scale: 1)
        #expect(bare.frame(of: "a")?.minX == 185)
        #expect(bare.frame(of: "b")?.minX == 205)
        #expect(bare.views(ofKind: "Color").count == 2)
        let present = ATS.lay(HStack(spacing: 10) {
            atBlock(10, 10).id("a")
            some.id("some")
            atBlock(10, 10).id("b")
        }.frame(width: 50, height: 10), scale: 1)
        // 50 - 2 gaps - 2 blocks leaves 10 for the Color.
        #expect(present.frame(of: "some") == CGRect(x: 195, y: 195, width: 10, height: 10))
        #expect(present.views(ofKind: "Color").count == 3)
    }

    // `if #available` (buildLimitedAvailability): on this platform every
    // availability check with `*` is true.
    @Test func availabilityCheck() {
        let r = ATS.lay(HStack(spacing: 0) {
            if #available(iOS 17, macOS 14, *) {
                atBlock(10, 10).id("new")
            } else {
                atBlock(20, 10).id("old")
            }
        }, scale: 1)
        #expect(r.frame(of: "new") == CGRect(x: 195, y: 195, width: 10, height: 10))
        #expect(r.frame(of: "old") == nil)
    }

    // MARK: ForEach

    // ForEach over a Range<Int>: one view per element, in order.
    @Test func forEachOverRange() {
        let r = ATS.lay(HStack(spacing: 0) {
            ForEach(0..<5) { i in atBlock(CGFloat(10 * (i + 1)), 10).id(i) }
        }, scale: 1)
        var x = 125.0
        for i in 0..<5 {
            let w = 10.0 * Double(i + 1)
            #expect(r.frame(of: i) == CGRect(x: x, y: 195, width: w, height: 10), "element \(i)")
            x += w
        }
        // A ClosedRange too.
        let c = ATS.lay(VStack(spacing: 0) { ForEach(1...3) { i in atBlock(10, 10).id(i) } }, scale: 1)
        #expect(c.frame(of: 1)?.minY == 185)
        #expect(c.frame(of: 3)?.minY == 205)
    }

    // ForEach over Identifiable items.
    @Test func forEachOverIdentifiable() {
        let items = [ATItem(id: "x", width: 40), ATItem(id: "y", width: 20), ATItem(id: "z", width: 40)]
        let r = ATS.lay(HStack(spacing: 0) {
            ForEach(items) { item in atBlock(item.width, 10).id(item.id) }
        }, scale: 1)
        #expect(r.frame(of: "x") == CGRect(x: 150, y: 195, width: 40, height: 10))
        #expect(r.frame(of: "y") == CGRect(x: 190, y: 195, width: 20, height: 10))
        #expect(r.frame(of: "z") == CGRect(x: 210, y: 195, width: 40, height: 10))
    }

    // ForEach(_:id:content:) with a key path, and an empty collection.
    @Test func forEachWithKeyPath() {
        let words = ["a", "bb", "ccc"]
        let none: [String] = []
        let r = ATS.lay(HStack(spacing: 10) {
            ForEach(words, id: \.self) { s in atBlock(CGFloat(10 * s.count), 10).id(s) }
            ForEach(none, id: \.self) { s in atBlock(50, 50).id(s) }
        }, scale: 1)
        // 10 + 20 + 30 + 2 gaps of 10 = 80 wide, at 160.
        #expect(r.frame(of: "a")?.minX == 160)
        #expect(r.frame(of: "bb")?.minX == 180)
        #expect(r.frame(of: "ccc")?.minX == 210)
        #expect(r.views(ofKind: "Color").count == 3)
    }

    // MARK: Group, EmptyView, AnyView

    // Group page: a modifier on a Group applies to each child. Group { A; B }
    // .frame(width: 10) in an HStack gives two 10-wide frames.
    @Test func modifierOnGroupAppliesToEachChild() {
        let r = ATS.lay(HStack(spacing: 0) {
            Group {
                Color.red.id("a")
                Color.blue.id("b")
            }
            .frame(width: 10, height: 10)
        }.id("h"), scale: 1)
        #expect(r.views(ofKind: "frame").count == 2)
        #expect(r.frame(of: "h") == CGRect(x: 190, y: 195, width: 20, height: 10))
        #expect(r.frame(of: "a") == CGRect(x: 190, y: 195, width: 10, height: 10))
        #expect(r.frame(of: "b") == CGRect(x: 200, y: 195, width: 10, height: 10))
        // And padding on a group pads each child.
        let p = ATS.lay(VStack(spacing: 0) {
            Group {
                atBlock(10, 10).id("a")
                atBlock(10, 10).id("b")
            }
            .padding(5)
        }, scale: 1)
        #expect(p.views(ofKind: "padding").count == 2)
        #expect(p.frame(of: "a") == CGRect(x: 195, y: 185, width: 10, height: 10))
        #expect(p.frame(of: "b") == CGRect(x: 195, y: 205, width: 10, height: 10))
    }

    // EmptyView is no view: no space and no spacing; an empty stack is 0 × 0.
    @Test func emptyView() {
        let r = ATS.lay(HStack(spacing: 10) {
            atBlock(10, 10).id("a")
            EmptyView()
            atBlock(10, 10).id("b")
        }, scale: 1)
        #expect(r.frame(of: "a")?.minX == 185)
        #expect(r.frame(of: "b")?.minX == 205)
        let e = ATS.lay(HStack(spacing: 10) { EmptyView() }.id("h"), scale: 1)
        #expect(e.frame(of: "h")?.size == .zero)
    }

    // AnyView erases the type but keeps the view (and nested AnyViews).
    @Test func anyView() {
        let views: [AnyView] = [AnyView(atBlock(10, 10).id("a")), AnyView(AnyView(atBlock(20, 10).id("b")))]
        let r = ATS.lay(HStack(spacing: 0) {
            ForEach(0..<views.count) { views[$0] }
            AnyView(erasing: atBlock(30, 10).id("c"))
        }, scale: 1)
        #expect(r.frame(of: "a") == CGRect(x: 170, y: 195, width: 10, height: 10))
        #expect(r.frame(of: "b") == CGRect(x: 180, y: 195, width: 20, height: 10))
        #expect(r.frame(of: "c") == CGRect(x: 200, y: 195, width: 30, height: 10))
    }

    // MARK: Custom views and environment

    // Custom views nested in bodies resolve through every level; `.id` on a
    // custom view marks the view its body produces (here the padding).
    @Test func nestedCustomViews() {
        let r = ATS.lay(ATRow(), scale: 1)
        // Cells are 20 × 20 and 30 × 20: the row is 50 × 20 at (175, 190).
        #expect(r.frame(of: "c1") == CGRect(x: 175, y: 190, width: 20, height: 20))
        #expect(r.frame(of: "c2") == CGRect(x: 195, y: 190, width: 30, height: 20))
        #expect(r.views(ofKind: "Color").map(\.frame) == [CGRect(x: 180, y: 195, width: 10, height: 10),
                                                          CGRect(x: 200, y: 195, width: 20, height: 10)])
    }

    // Environment: @Environment(\.layoutDirection) read in a body sees the
    // value in effect at that point of the hierarchy.
    @Test @MainActor func environmentLayoutDirectionInBody() {
        let r = ATS.lay(VStack(spacing: 0) {
            ATDirectionAware(tag: "ltr")
            ATDirectionAware(tag: "rtl").environment(\.layoutDirection, .rightToLeft)
        }, scale: 1)
        #expect(r.frame(of: "ltr")?.width == 10)
        #expect(r.frame(of: "rtl")?.width == 30)
        // The root's environment reaches the body too.
        #expect(ATS.lay(ATDirectionAware(tag: "x"), scale: 1, rtl: true).frame(of: "x")?.width == 30)
    }

    // EnvironmentKey: a user-defined key with its default, set by
    // .environment(_:_:) (inner settings win) and by the layout's environment.
    @Test @MainActor func userDefinedEnvironmentKey() {
        let r = ATS.lay(VStack(spacing: 0) {
            ATEnvBar(tag: "default")
        }, scale: 1)
        #expect(r.frame(of: "default")?.width == 10)
        let n = ATS.lay(VStack(spacing: 0) {
            ATEnvBar(tag: "outer")
            ATEnvBar(tag: "inner").environment(\.atBarWidth, 25)
        }.environment(\.atBarWidth, 40), scale: 1)
        #expect(n.frame(of: "outer")?.width == 40)
        #expect(n.frame(of: "inner")?.width == 25)
        var env = ATS.env(scale: 1)
        env.atBarWidth = 70
        let e = layout(ATEnvBar(tag: "root"), in: CGSize(width: 400, height: 400), environment: env)
        #expect(e.frame(of: "root")?.width == 70)
    }

    // @Entry declares the same kind of key: its written value the default,
    // .environment(_:_:) sets it.
    @Test @MainActor func entryMacroEnvironmentValue() {
        let r = ATS.lay(VStack(spacing: 0) {
            ATEntryBar(tag: "default")
            ATEntryBar(tag: "set").environment(\.atEntryWidth, 33)
        }, scale: 1)
        #expect(r.frame(of: "default")?.width == 15)
        #expect(r.frame(of: "set")?.width == 33)
    }

    // displayScale in the environment (Fidelity, "Padding, Spacer and Divider": Divider thickness is
    // pixelLength = 1/displayScale). The root is laid out at a hypothetical
    // @6x so that 1/6, 1/3 and 1/2 are all on its pixel grid.
    @Test @MainActor func displayScaleEnvironmentChangesDividerThickness() {
        let r = ATS.lay(VStack(spacing: 0) {
            Divider().id("d6")
            Divider().environment(\.displayScale, 2).id("d2")
            Divider().environment(\.displayScale, 3).id("d3")
            ATHairlineBlock(tag: "h6")
            ATHairlineBlock(tag: "h2").environment(\.displayScale, 2)
        }.frame(width: 50), scale: 6)
        atExpectEqual(r.frame(of: "d6")?.height, 1.0 / 6, "root @6x")
        atExpectEqual(r.frame(of: "d2")?.height, 0.5, "environment @2x")
        atExpectEqual(r.frame(of: "d3")?.height, 1.0 / 3, "environment @3x")
        atExpectEqual(r.frame(of: "d2")?.width, 50, "divider width")
        // @Environment(\.pixelLength) follows displayScale: 6 pixels tall.
        atExpectEqual(r.frame(of: "h6")?.height, 1, "6 px @6x")
        atExpectEqual(r.frame(of: "h2")?.height, 3, "6 px @2x")
    }

    // ViewModifier: a custom modifier's body(content:) wraps the view;
    // modifier(_:) and a View extension both apply it; modifiers compose.
    @Test @MainActor func customViewModifier() {
        let r = ATS.lay(atBlock(20, 20).id("c").modifier(ATCard()), scale: 1)
        // padding(10) -> 40 × 40, then frame(width: 100) -> 100 × 40.
        #expect(r.frame(of: "c") == CGRect(x: 190, y: 190, width: 20, height: 20))
        #expect(r.views(ofKind: "frame").first?.frame == CGRect(x: 150, y: 180, width: 100, height: 40))
        #expect(r.views(ofKind: "padding").first?.frame == CGRect(x: 180, y: 180, width: 40, height: 40))
        let e = ATS.lay(atBlock(20, 20).id("c").atCard(), scale: 1)
        #expect(e.frame(of: "c") == r.frame(of: "c"))

        // Composed: the label sits 5 left of the content inside the card.
        let l = ATS.lay(atBlock(20, 20).id("c").modifier(ATLabelled(tag: "label")).atCard(), scale: 1)
        // HStack 35 × 20, padded to 55 × 40, centred in a 100-wide frame at
        // x 150: padding at 172.5, label at 182.5 -> 183 and content at 197.5
        // -> 198 (@1x, ties up: Fidelity, "Pixel rounding"); label centred in the 20-high row.
        #expect(l.frame(of: "label") == CGRect(x: 183, y: 195, width: 10, height: 10))
        #expect(l.frame(of: "c") == CGRect(x: 198, y: 190, width: 20, height: 20))
    }
}
