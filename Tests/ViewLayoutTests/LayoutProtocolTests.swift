import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples

// The Layout protocol (Apple's pages "Layout", "LayoutSubview",
// "ViewSpacing", "LayoutValueKey", "AnyLayout"; the sample "Composing custom
// layouts with SwiftUI"). Root 390 × 763 at scale 1 unless said otherwise:
// the root centres its child.
// At scale 1 frames land on whole points, an origin at .5 rounding up
// (Fidelity, "Pixel rounding": edges to the nearest pixel, ties up): 376.5 is placed at 377.

/// Records the calls a layout receives, in order.
final class LayoutCallLog: @unchecked Sendable {
    var calls: [String] = []
}

private func text(_ p: ProposedViewSize) -> String {
    func f(_ v: CGFloat?) -> String { v.map { PlacedViewTreeNumber.format($0) } ?? "nil" }
    return "\(f(p.width))×\(f(p.height))"
}

/// Number formatting for call logs (integers without decimals).
enum PlacedViewTreeNumber {
    static func format(_ v: CGFloat) -> String {
        v.isInfinite ? "inf" : (v == v.rounded() ? String(Int(v)) : String(Double(v)))
    }
}

/// A row that logs every protocol call and keeps a counter in its cache:
/// 100 × 50 whatever it is offered, subviews 50 apart from the origin.
struct LoggingRow: Layout {
    let log: LayoutCallLog
    struct Cache { var uses: Int }

    func makeCache(subviews: Subviews) -> Cache {
        log.calls.append("makeCache(\(subviews.count))")
        return Cache(uses: 0)
    }
    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        log.calls.append("updateCache")
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.uses += 1
        log.calls.append("sizeThatFits(\(text(proposal))) uses=\(cache.uses)")
        return CGSize(width: 100, height: 50)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.uses += 1
        log.calls.append("placeSubviews(\(Int(bounds.minX)),\(bounds.minY) \(text(proposal))) uses=\(cache.uses)")
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX + CGFloat(i) * 50, y: bounds.minY), proposal: .unspecified)
        }
    }
}

/// Places its single subview at its ideal size at the top-leading corner;
/// optionally gives the container an explicit bottom guide.
struct CornerLayout: Layout {
    var bottomGuide: CGFloat? = nil
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(.unspecified) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}

/// CornerLayout with the Layout page's explicit-alignment example shape:
/// the bottom guide `offset` points below the top of the bounds.
struct GuidedCornerLayout: Layout {
    let offset: CGFloat
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(.unspecified) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .bottom ? bounds.minY + offset : nil
    }
}

/// A row laid out with the subviews' spacing preferences (the Layout page's
/// `placeSubviews` example, horizontally), at their ideal sizes.
struct PreferredSpacingRow: Layout {
    static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }
    func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropLast().map { subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal) }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gaps(subviews).reduce(0, +),
                      height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let gaps = gaps(subviews)
        var x = bounds.minX
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += s.sizeThatFits(.unspecified).width + (i < gaps.count ? gaps[i] : 0)
        }
    }
}

/// CornerLayout whose container prefers no space around it.
struct TightCornerLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(.unspecified) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .zero }
}

struct Column: LayoutValueKey {
    static let defaultValue: Int = 0
}

/// Places each subview in the column its `Column` layout value names
/// (40 points a column), all on one line.
struct ColumnLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 40 * CGFloat((subviews.map { $0[Column.self] }.max() ?? 0) + 1), height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews {
            s.place(at: CGPoint(x: bounds.minX + 40 * CGFloat(s[Column.self]), y: bounds.minY), proposal: .unspecified)
        }
    }
}

/// Lays its subviews out with HStackLayout's own Layout methods.
struct ForwardingRow: Layout {
    static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var c: Void = ()
        return HStackLayout(alignment: .top).sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var c: Void = ()
        HStackLayout(alignment: .top).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
    }
}

@Suite("Layout protocol")
struct LayoutProtocolTests {
    /// Cache semantics (Layout page, "Initialize a cache"): the cache is made
    /// once, before the first call that takes it, and every later call of
    /// the pass gets the same storage (a counter kept in it goes 1, 2).
    /// Sizing runs before placement, and placement receives the bounds the
    /// parent chose in its own space (the root centres 100 × 50 in 390 × 763:
    /// origin 145, 356.5) and the proposal that size answered. updateCache is
    /// for a layout or subviews that change, which a pass never sees.
    @Test func callOrderAndCache() {
        let log = LayoutCallLog()
        let tree = VLTest.layout(LoggingRow(log: log) {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.blue.frame(width: 40, height: 20).id("b")
        }, 390, 763)
        #expect(log.calls == [
            "makeCache(2)",
            "sizeThatFits(390×763) uses=1",
            "placeSubviews(145,356.5 390×763) uses=2",
        ])
        tree.assertFrame("a", 145, 357, 40, 20)
        tree.assertFrame("b", 195, 357, 40, 20)
        #expect(tree.root.children[0].kind == "LoggingRow")
    }

    /// A LayoutSession update with a new value of the same view keeps each
    /// layout's cache and calls updateCache on it before its first use (the
    /// updateCache page: SwiftUI calls it "when your layout or its subviews
    /// change"; a layout value cannot be compared, so a kept layout counts
    /// as changed); the counter in the cache goes on (3, 4). A new root size
    /// calls neither makeCache nor updateCache. An update with another
    /// structure (three subviews) makes a new cache.
    @Test func sessionUpdateCallsUpdateCache() {
        let log = LayoutCallLog()
        func row(_ width: CGFloat) -> some View {
            LoggingRow(log: log) { Color.red.frame(width: width, height: 20) }
        }
        let session = LayoutSession(row(40), in: CGSize(width: 390, height: 763), environment: VLTest.environment(scale: 1))
        #expect(log.calls.first == "makeCache(1)")
        log.calls = []
        session.update(with: row(30))
        #expect(log.calls == [
            "updateCache",
            "sizeThatFits(390×763) uses=3",
            "placeSubviews(145,356.5 390×763) uses=4",
        ])
        log.calls = []
        session.layout(in: CGSize(width: 200, height: 100))
        #expect(log.calls == [
            "sizeThatFits(200×100) uses=5",
            "placeSubviews(50,25.0 200×100) uses=6",
        ])
        log.calls = []
        session.update(with: LoggingRow(log: log) { Color.red; Color.blue; Color.green })
        #expect(log.calls.first == "makeCache(3)")
        #expect(!log.calls.contains("updateCache"))
    }

    /// A parent stack probes its children at several proposals (Fidelity, "Stack distribution":
    /// 0, infinity, the share); the layout is asked each once (the pass's
    /// memo) and the cache is still made only once per pass. The stack asks for the
    /// layout's center guide, but no subview has an explicit one, so the
    /// default merge needs no extra placement: placeSubviews runs once.
    @Test func cacheMadeOncePerPass() {
        let log = LayoutCallLog()
        let resolved = ResolvedViewTree(HStack(spacing: 0) {
            LoggingRow(log: log) { Color.red }
            Color.blue
        }, environment: VLTest.environment(scale: 1))
        _ = resolved.layout(in: CGSize(width: 300, height: 100))
        #expect(log.calls.filter { $0.hasPrefix("makeCache") }.count == 1)
        #expect(log.calls.first == "makeCache(1)")
        #expect(log.calls.contains("sizeThatFits(0×100) uses=1"))
        #expect(log.calls.contains("sizeThatFits(inf×100) uses=2"))
        #expect(log.calls.filter { $0.hasPrefix("placeSubviews") }.count == 1)
        #expect(!log.calls.contains("updateCache"))
        let sizing = log.calls.filter { $0.hasPrefix("sizeThatFits") }
        #expect(Set(sizing.map { $0.components(separatedBy: " ")[0] }).count == sizing.count, "each proposal asked once")
    }

    /// A second pass of the same resolved view, at another root size, keeps
    /// the cache: the layout and its subviews are the same, so neither
    /// makeCache nor updateCache runs (updateCache page: SwiftUI calls it
    /// "when your layout or its subviews change"; the makeCache page asks
    /// for a cache derived "from the layout and its subviews" only, so a new
    /// size leaves it valid). The counter kept in the cache goes on from the
    /// first pass: 390 × 763 used it twice, the pass at 200 × 100 makes it
    /// 3 and 4. A new view value is a new tree and makes a new cache.
    @Test func cacheKeptAcrossPassesOfOneTree() {
        let log = LayoutCallLog()
        let resolved = ResolvedViewTree(LoggingRow(log: log) {
            Color.red.frame(width: 40, height: 20)
        }, environment: VLTest.environment(scale: 1))
        _ = resolved.layout(in: CGSize(width: 390, height: 763))
        #expect(log.calls == [
            "makeCache(1)",
            "sizeThatFits(390×763) uses=1",
            "placeSubviews(145,356.5 390×763) uses=2",
        ])
        log.calls = []
        let second = resolved.layout(in: CGSize(width: 200, height: 100))
        #expect(log.calls == [
            "sizeThatFits(200×100) uses=3",
            "placeSubviews(50,25.0 200×100) uses=4",
        ])
        #expect(second.root.children[0].frame == CGRect(x: 50, y: 25, width: 100, height: 50))
        log.calls = []
        _ = ResolvedViewTree(LoggingRow(log: log) { Color.red }, environment: VLTest.environment(scale: 1))
            .layout(in: CGSize(width: 200, height: 100))
        #expect(log.calls.first == "makeCache(1)")
        #expect(!log.calls.contains("updateCache"))
    }

    /// Apple's MyEqualWidthHStack (the sample): every cell as wide as the
    /// widest ideal width (60), 8 apart (two views with no spacing
    /// preference: ViewSpacing.distance gives the platform's 8), each
    /// subview proposed the cell and placed at its centre.
    @Test func equalWidthStack() {
        let tree = VLTest.layout(MyEqualWidthHStack {
            Color.red.frame(idealWidth: 30, idealHeight: 20).id("a")
            Color.green.frame(idealWidth: 60, idealHeight: 20).id("b")
            Color.blue.frame(idealWidth: 45, idealHeight: 20).id("c")
        }, 390, 763)
        // 3 × 60 + 2 × 8 = 196 wide, 20 high, centred: x 97, y 371.5.
        #expect(tree.root.children[0].frame == CGRect(x: 97, y: 372, width: 196, height: 20))
        tree.assertFrame("a", 97, 372, 60, 20)
        tree.assertFrame("b", 165, 372, 60, 20)
        tree.assertFrame("c", 233, 372, 60, 20)
    }

    /// The same layout mirrored right to left: the layout computes left to
    /// right and each subview's x is mirrored inside the container (Fidelity,
    /// "Layout direction"), so the first cell is on the right.
    @Test func equalWidthStackRightToLeft() {
        var env = VLTest.environment(scale: 1)
        env.layoutDirection = .rightToLeft
        let tree = layout(MyEqualWidthHStack {
            Color.red.frame(idealWidth: 30, idealHeight: 20).id("a")
            Color.green.frame(idealWidth: 60, idealHeight: 20).id("b")
        }, in: CGSize(width: 390, height: 763), environment: env)
        // 128 wide at x 131: "a" at 131 + 128 − 60 = 199.
        tree.assertFrame("a", 199, 372, 60, 20)
        tree.assertFrame("b", 131, 372, 60, 20)
    }

    /// explicitAlignment (Layout page): "The value you return affects the
    /// placement of the container as a whole". A bottom guide 10 points
    /// below the top lines up with the bottom of a 20-point square in an
    /// HStack(alignment: .bottom): square −20...0, layout −10...30, so the
    /// stack is 50 high, the square at its top and the layout 10 down.
    @Test func explicitAlignmentUsedByParentStack() {
        let tree = VLTest.layout(HStack(alignment: .bottom) {
            Color.red.frame(width: 20, height: 20).id("square")
            GuidedCornerLayout(offset: 10) { Color.blue.frame(width: 30, height: 40) }.id("layout")
        }, 390, 763)
        // 20 + 8 + 30 = 58 wide, 50 high: origin (166, 356.5).
        tree.assertFrame("square", 166, 357, 20, 20)
        tree.assertFrame("layout", 194, 367, 30, 40)
    }

    /// Without explicitAlignment, the default "merges the subviews' guides"
    /// where placeSubviews put them: the child's own bottom guide of 10
    /// becomes the layout's, with the same frames as above.
    @Test func defaultExplicitAlignmentMergesSubviews() {
        let tree = VLTest.layout(HStack(alignment: .bottom) {
            Color.red.frame(width: 20, height: 20).id("square")
            CornerLayout {
                Color.blue.frame(width: 30, height: 40).alignmentGuide(.bottom) { _ in 10 }
            }.id("layout")
        }, 390, 763)
        tree.assertFrame("square", 166, 357, 20, 20)
        tree.assertFrame("layout", 194, 367, 30, 40)
    }

    /// ViewSpacing.distance (ViewSpacing page): the greater of the two
    /// preferences on the shared edge; no preference on either side is the
    /// platform's 8 (Fidelity, "Default spacing"); a Spacer prefers 0 along its stack's axis.
    @Test func spacingPreferences() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing().distance(to: .zero, along: .horizontal) == 0)
        var merged = ViewSpacing()
        merged.formUnion(.zero, edges: .leading)
        #expect(merged.distance(to: ViewSpacing(), along: .horizontal) == 8, "only the leading edge was merged")
        #expect(ViewSpacing().distance(to: merged, along: .horizontal) == 0)

        // 10 + 8 + 10: two colors; 10 + 0 + 20 + 0 + 10: a Spacer(minLength: 20) between.
        let plain = VLTest.layout(PreferredSpacingRow {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 10, height: 10).id("b")
        }, 390, 763)
        plain.assertFrame("a", 181, 377, 10, 10)
        plain.assertFrame("b", 199, 377, 10, 10)
        let spaced = VLTest.layout(PreferredSpacingRow {
            Color.red.frame(width: 10, height: 10).id("a")
            Spacer(minLength: 20)
            Color.blue.frame(width: 10, height: 10).id("b")
        }, 390, 763)
        spaced.assertFrame("a", 175, 377, 10, 10)
        spaced.assertFrame("b", 205, 377, 10, 10)
    }

    /// A container's spacing(subviews:cache:) is what its neighbours in a
    /// parent stack see (Layout.spacing page: "The value you return affects
    /// the spacing around the container"): ViewSpacing.zero puts it flush
    /// against the square; the default (the union of its subviews, here no
    /// preference) leaves the platform's 8.
    @Test func containerSpacingUsedByParentStack() {
        let tight = VLTest.layout(HStack {
            Color.red.frame(width: 10, height: 10).id("a")
            TightCornerLayout { Color.blue.frame(width: 10, height: 10) }.id("b")
        }, 390, 763)
        tight.assertFrame("a", 185, 377, 10, 10)
        tight.assertFrame("b", 195, 377, 10, 10)
        let loose = VLTest.layout(HStack {
            Color.red.frame(width: 10, height: 10).id("a")
            CornerLayout { Color.blue.frame(width: 10, height: 10) }.id("b")
        }, 390, 763)
        loose.assertFrame("a", 181, 377, 10, 10)
        loose.assertFrame("b", 199, 377, 10, 10)
    }

    /// Layout values (LayoutValueKey page): a view without a value reads the
    /// key's default; the value survives modifiers applied after it (a
    /// trait of the view in its container, like layoutPriority); of two
    /// values the innermost wins (a trait writer sets its value before the
    /// content is made, so the content's own write replaces it: OSU
    /// `_TraitWritingModifier`, Fidelity, "Repeated traits"). priority reads
    /// layoutPriority.
    @Test func layoutValues() {
        let tree = VLTest.layout(ColumnLayout {
            Color.red.frame(width: 10, height: 10).id("default")
            Color.green.frame(width: 10, height: 10).layoutValue(key: Column.self, value: 2).padding(0).id("two")
            Color.blue.frame(width: 10, height: 10).layoutValue(key: Column.self, value: 1)
                .layoutValue(key: Column.self, value: 5).id("one")
        }, 390, 763)
        // 3 columns of 40 = 120 wide at x 135.
        tree.assertFrame("default", 135, 377, 10, 10)
        tree.assertFrame("two", 215, 377, 10, 10)
        tree.assertFrame("one", 175, 377, 10, 10)

        struct PriorityReader: Layout {
            let log: LayoutCallLog
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                log.calls = subviews.map { "\($0.priority)" }
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let log = LayoutCallLog()
        _ = VLTest.layout(PriorityReader(log: log) { Color.red.layoutPriority(2); Color.blue }, 100, 100)
        #expect(log.calls == ["2.0", "0.0"])
    }

    /// The flow example: a layout whose size depends on the proposal. In
    /// 390: 90 + 60 + 120 + 40 and three gaps of 8 = 334 on the first line,
    /// 80 + 100 on the second (30 + 8 + 30 = 68 high). In 200: three lines.
    @Test func flowExample() throws {
        let example = try #require(Example.named("flow-layout"))
        let wide = example.stages[0].layout()
        let flow = try #require(wide.views(ofKind: "FlowLayout").first)
        // 334 × 68 centred in 390 × 763: x 28, y 347.5 → 347.6667 at @3x.
        wide.assertFrame(of: flow, 28, 1043.0 / 3, 334, 68)
        #expect(flow.children.map(\.frame.minX) == [28, 126, 194, 322, 28, 116])
        let narrow = example.stages[1].layout()
        let lines = try #require(narrow.views(ofKind: "FlowLayout").first).children.map(\.frame.minY)
        #expect(Set(lines).count == 3)
        #expect(narrow.views(ofKind: "FlowLayout").first?.frame.size == CGSize(width: 188, height: 106))
    }

    /// The radial example: rank 1 (the blue circle) on top of a circle of
    /// radius 300 / 3 = 100 around the centre of the 300 × 300 frame (which
    /// the root puts at (45, 231.5)); the others 120° apart.
    @Test func radialExample() throws {
        let tree = Example.named("radial-layout")!.stages[0].layout()
        let circles = tree.views(ofKind: "Circle")
        try #require(circles.count == 3)
        // At @3x, 251.5 rounds up to 251.6667 (Fidelity, "Pixel rounding").
        tree.assertFrame(of: circles[1], 165, 755.0 / 3, 60, 60)
        // 45 + 150 − 100·sin 120° − 30 = 78.40 (78.3333 on the @3x grid), 231.5 + 150 + 50 − 30.
        tree.assertFrame(of: circles[0], 235.0 / 3, 1205.0 / 3, 60, 60)
        // 45 + 150 + 86.60 − 30 = 251.60 (251.6667).
        tree.assertFrame(of: circles[2], 755.0 / 3, 1205.0 / 3, 60, 60)
    }
}

/// Picks the first of its layouts whose size for the proposal fits it
/// (the "LayoutThatFits" idiom: AnyLayout values used as Layouts).
struct FirstFittingLayout: Layout {
    let layouts: [AnyLayout]
    func choice(_ proposal: ProposedViewSize, _ subviews: Subviews) -> AnyLayout {
        layouts.first { layout in
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache).width <= (proposal.width ?? .infinity)
        } ?? layouts[layouts.count - 1]
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let layout = choice(proposal, subviews)
        var c = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let layout = choice(proposal, subviews)
        var c = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
    }
}

/// Aligns its subviews' bottom guides on one line, reading them through
/// `dimensions(in:)` (LayoutSubview page: "its size and alignment
/// properties"), side by side with no spacing.
struct BottomGuideRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let d = subviews.map { $0.dimensions(in: .unspecified) }
        let above = d.map { $0[VerticalAlignment.bottom] }.max() ?? 0
        let below = d.map { $0.height - $0[VerticalAlignment.bottom] }.max() ?? 0
        return CGSize(width: d.reduce(0) { $0 + $1.width }, height: above + below)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let d = subviews.map { $0.dimensions(in: .unspecified) }
        let line = bounds.minY + (d.map { $0[VerticalAlignment.bottom] }.max() ?? 0)
        var x = bounds.minX
        for (s, dim) in zip(subviews, d) {
            s.place(at: CGPoint(x: x, y: line - dim[VerticalAlignment.bottom]), proposal: .unspecified)
            x += dim.width
        }
    }
}

@Suite("Layout subviews")
struct LayoutSubviewsTests {
    /// dimensions(in:) answers the subview's guides: the explicit bottom of
    /// 10 set with alignmentGuide, the default (its height, 30) otherwise.
    /// The bottoms line up: a 10 above the line and 30 below, b 30 above.
    @Test func dimensionsCarryGuides() {
        let tree = VLTest.layout(BottomGuideRow {
            Color.red.frame(width: 20, height: 40).alignmentGuide(.bottom) { _ in 10 }.id("a")
            Color.blue.frame(width: 20, height: 30).id("b")
        }, 390, 763)
        // 40 wide, 30 + 30 = 60 high at (175, 351.5 → 352).
        tree.assertFrame("a", 175, 372, 20, 40)
        tree.assertFrame("b", 195, 352, 20, 30)
    }

    /// AnyLayout values used as Layouts inside a custom layout (their
    /// makeCache / sizeThatFits / placeSubviews forward to the held
    /// layout): a row when 40 + 8 + 40 fits, else a column.
    @Test func anyLayoutAsALayout() {
        let content = FirstFittingLayout(layouts: [AnyLayout(HStackLayout()), AnyLayout(VStackLayout())])
        let wide = VLTest.layout(content {
            Color.red.frame(width: 40, height: 10).id("a")
            Color.blue.frame(width: 40, height: 10).id("b")
        }.frame(width: 100), 390, 763)
        wide.assertFrame("a", 151, 377, 40, 10)
        wide.assertFrame("b", 199, 377, 40, 10)
        let narrow = VLTest.layout(content {
            Color.red.frame(width: 40, height: 10).id("a")
            Color.blue.frame(width: 40, height: 10).id("b")
        }.frame(width: 60), 390, 763)
        // 40 × 28 column centred in the 60-wide frame: x 175, y 367.5 → 368.
        narrow.assertFrame("a", 175, 368, 40, 10)
        narrow.assertFrame("b", 175, 386, 40, 10)
    }

    /// A column that spaces its subviews by their `ViewSpacing` (the Layout
    /// page's pattern: `subviews[i].spacing.distance(to:along:)`), leading
    /// aligned, each at its ideal size.
    struct SpacedColumn: Layout {
        func gaps(_ subviews: Subviews) -> [CGFloat] {
            subviews.indices.dropLast().map { subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .vertical) }
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.map(\.width).max() ?? 0,
                          height: sizes.map(\.height).reduce(0, +) + gaps(subviews).reduce(0, +))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let gaps = gaps(subviews)
            var y = bounds.minY
            for (i, s) in subviews.enumerated() {
                s.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .unspecified)
                y += s.sizeThatFits(.unspecified).height + (i < gaps.count ? gaps[i] : 0)
            }
        }
    }

    /// ViewSpacing carries the text at a view's edges, so a custom column
    /// spaces text as a VStack does (TextSpacing.swift, after OpenSwiftUI's
    /// Text+Spacing: 0 between two texts, line spacing − ascender above a
    /// text, max(line spacing − cap height, text spacing + descender) below
    /// one; 8 between views without text): the same children in a leading
    /// VStack and in the column land on the same frames, and the gaps are
    /// not all 8.
    @Test func viewSpacingCarriesTextSpacing() {
        func children() -> some View {
            Group {
                Color.red.frame(width: 40, height: 10).id("a")
                Text("Title").font(.title).id("t1")
                Text("Body").id("t2")
                Color.blue.frame(width: 40, height: 10).id("b")
                Color.green.frame(width: 40, height: 10).id("c")
            }
        }
        let column = VLTest.layout(SpacedColumn { children() }, 390, 763)
        let stack = VLTest.layout(VStack(alignment: .leading) { children() }, 390, 763)
        let ids = ["a", "t1", "t2", "b", "c"]
        let frames = ids.map { column.frame(of: $0) }, expected = ids.map { stack.frame(of: $0) }
        guard let top = frames[0]?.minY, let stackTop = expected[0]?.minY else { Issue.record("missing views"); return }
        // The two are centred at different heights only if their sizes differ:
        // compare positions relative to the first view.
        for (k, id) in ids.enumerated() {
            guard let f = frames[k], let e = expected[k] else { Issue.record("no \(id)"); continue }
            #expect(abs((f.minY - top) - (e.minY - stackTop)) < 0.01, "\(id): \(f) vs \(e)")
        }
        let gap = { (a: String, b: String) -> Double in Double(column.frame(of: b)!.minY - column.frame(of: a)!.maxY) }
        #expect(abs(gap("t1", "t2")) < 0.01)
        #expect(abs(gap("b", "c") - 8) < 0.01)
        #expect(abs(gap("a", "t1") - 8) > 0.5 && abs(gap("t2", "b") - 8) > 0.5)
    }

    /// Subscripts: a range and a list of indices give the chosen subviews,
    /// in that order; equal subviews compare equal.
    @Test func subviewCollections() {
        struct Probe: Layout {
            let log: LayoutCallLog
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let tail = subviews[1..<3]
                let picked = subviews[[2, 0]]
                log.calls = [
                    "\(subviews.count) \(tail.count) \(picked.count)",
                    "\(tail[0] == subviews[1]) \(picked[0] == subviews[2]) \(picked[1] == subviews[1])",
                    "\(tail[0].sizeThatFits(.unspecified).width) \(picked[0].sizeThatFits(.unspecified).width)",
                    "\(subviews.layoutDirection)",
                ]
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let log = LayoutCallLog()
        _ = VLTest.layout(Probe(log: log) {
            Color.red.frame(width: 1, height: 1)
            Color.red.frame(width: 2, height: 1)
            Color.red.frame(width: 3, height: 1)
        }, 100, 100)
        #expect(log.calls == ["3 2 2", "true true false", "2.0 3.0", "leftToRight"])
    }
}

@Suite("Stack layouts and AnyLayout")
struct StackLayoutsTests {
    struct Switcher: View {
        let vertical: Bool
        var body: some View {
            let layout = vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
            layout {
                Color.red.frame(width: 40, height: 20).id("a")
                Color.blue.frame(width: 30, height: 30).id("b")
            }
        }
    }

    static func frames(_ tree: PlacedViewTree) -> [CGRect] { tree.allViews.dropFirst().map(\.frame) }

    /// HStackLayout / VStackLayout / ZStackLayout as views "lay out exactly
    /// like" the stacks (they make the stacks' own nodes): every frame equal,
    /// with Spacer taking the layout's axis.
    @Test func stackLayoutsMatchStacks() {
        let h1 = VLTest.layout(HStackLayout(alignment: .top, spacing: 4) {
            Color.red.frame(width: 40, height: 20); Spacer(); Color.blue.frame(width: 30, height: 30)
        }, 200, 100)
        let h2 = VLTest.layout(HStack(alignment: .top, spacing: 4) {
            Color.red.frame(width: 40, height: 20); Spacer(); Color.blue.frame(width: 30, height: 30)
        }, 200, 100)
        #expect(Self.frames(h1) == Self.frames(h2))
        #expect(h1.root.children[0].kind == "HStackLayout")
        #expect(h1.root.children[0].frame == CGRect(x: 0, y: 35, width: 200, height: 30))

        let v1 = VLTest.layout(VStackLayout(alignment: .leading) { Color.red.frame(width: 40, height: 20); Spacer() }, 200, 100)
        let v2 = VLTest.layout(VStack(alignment: .leading) { Color.red.frame(width: 40, height: 20); Spacer() }, 200, 100)
        #expect(Self.frames(v1) == Self.frames(v2))
        #expect(v1.root.children[0].frame == CGRect(x: 80, y: 0, width: 40, height: 100))

        let z1 = VLTest.layout(ZStackLayout(alignment: .bottomTrailing) { Color.red.frame(width: 40, height: 20); Color.blue.frame(width: 10, height: 10) }, 200, 100)
        let z2 = VLTest.layout(ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 40, height: 20); Color.blue.frame(width: 10, height: 10) }, 200, 100)
        #expect(Self.frames(z1) == Self.frames(z2))
        #expect(z1.root.children[0].kind == "ZStackLayout")
    }

    /// AnyLayout page: switching the layout keeps the children. The same
    /// two views (same ids, same nodes) are laid out in a row, then in a
    /// column, each exactly as HStack and VStack lay them out.
    @Test func anyLayoutSwitching() {
        let row = VLTest.layout(Switcher(vertical: false), 390, 763)
        let column = VLTest.layout(Switcher(vertical: true), 390, 763)
        // Row: 40 + 8 + 30 = 78 × 30 at (156, 366.5); "a" centred vertically.
        row.assertFrame("a", 156, 372, 40, 20)
        row.assertFrame("b", 204, 367, 30, 30)
        // Column: 40 × (20 + 8 + 30) at (175, 352.5); "b" centred horizontally.
        column.assertFrame("a", 175, 353, 40, 20)
        column.assertFrame("b", 180, 381, 30, 30)
        #expect(row.root.children[0].kind == "AnyLayout" && row.root.children[0].label == "HStackLayout")
        #expect(column.root.children[0].label == "VStackLayout")
        #expect(row.count == column.count)
        #expect(row.root.children[0].children.map(\.id) == column.root.children[0].children.map(\.id))
        let stack = VLTest.layout(HStack { Color.red.frame(width: 40, height: 20); Color.blue.frame(width: 30, height: 30) }, 390, 763)
        #expect(Self.frames(row) == Self.frames(stack))
    }

    /// AnyLayout holding a custom layout lays out as that layout does.
    @Test func anyLayoutOfCustomLayout() {
        let tree = VLTest.layout(AnyLayout(MyEqualWidthHStack()) {
            Color.red.frame(idealWidth: 30, idealHeight: 20).id("a")
            Color.green.frame(idealWidth: 60, idealHeight: 20).id("b")
        }, 390, 763)
        tree.assertFrame("a", 131, 372, 60, 20)
        tree.assertFrame("b", 199, 372, 60, 20)
        #expect(tree.root.children[0].kind == "AnyLayout" && tree.root.children[0].label == "MyEqualWidthHStack")
    }

    /// HStackLayout's own Layout methods, called by a custom layout on its
    /// subviews, run HStack's algorithm (Fidelity, "Stack distribution"): the same frames as an
    /// HStack(alignment: .top), Spacer included.
    @Test func stackLayoutMethodsOnSubviews() {
        let forwarded = VLTest.layout(ForwardingRow {
            Color.red.frame(width: 40, height: 20).id("a"); Spacer(); Color.blue.frame(width: 30, height: 30).id("b")
        }, 200, 100)
        let stack = VLTest.layout(HStack(alignment: .top) {
            Color.red.frame(width: 40, height: 20).id("a"); Spacer(); Color.blue.frame(width: 30, height: 30).id("b")
        }, 200, 100)
        forwarded.assertFrame("a", 0, 35, 40, 20)
        forwarded.assertFrame("b", 170, 35, 30, 30)
        #expect(Self.frames(forwarded) == Self.frames(stack))
    }
}
