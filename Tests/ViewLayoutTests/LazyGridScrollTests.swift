import Foundation
import Testing
import ViewLayout

// Lazy grids in scroll views: only the lines of items that intersect the
// visible region are created (the LazyVGrid and LazyHGrid pages: "the grid
// doesn't create items until they're needed"), with the lazy stacks'
// mechanism (Resolve/DeferredContent.swift, rules on `LazyHStack` and on
// `LayoutEngine.lazyGridSize`); pinned section headers and footers follow
// the PinnedScrollableViews page, as in the lazy stacks. Track sizes come
// from `LazyGridTracks` (Fidelity, "Lazy grids"), tested in LazyGridLayoutTests.
@Suite struct LazyGridScrollTests {
    /// A million 40-point items in three flexible columns 15 apart (each
    /// (390 − 30) / 3 = 120 wide, at 0, 135 and 270), lines 10 apart: a line
    /// every 50 points, 333,334 lines, 333,334 × 50 − 10 = 16,666,690 high.
    struct MillionV: View {
        var count = 1_000_000
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible(), spacing: 15), GridItem(.flexible(), spacing: 15), GridItem(.flexible())],
                          spacing: 10) {
                    ForEach(0..<count, id: \.self) { i in Color.red.frame(height: 40).id(i) }
                }
                .id("grid")
            }
        }
    }

    /// A million 40-point-wide items in two fixed rows of 100, 11 apart
    /// (211 high, centred in the 763-point scroll view: rows at 276 and 387),
    /// columns 10 apart: a column every 50 points.
    struct MillionH: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(100), spacing: 11), GridItem(.fixed(100))], spacing: 10) {
                    ForEach(0..<1_000_000, id: \.self) { i in Color.red.frame(width: 40).id(i) }
                }
                .id("grid")
            }
        }
    }

    func items(_ t: PlacedViewTree, _ kind: String = "LazyVGrid") -> LazyChildren? { t.root.first(kind)?.lazyChildren }

    func rtl<V: View>(_ v: V, x: CGFloat = 0, y: CGFloat = 0) -> PlacedViewTree {
        var env = VLTest.environment(scale: 1)
        env.layoutDirection = .rightToLeft
        return ViewLayout.layout(v, in: CGSize(width: 390, height: 763), environment: env, scrollOffsets: ScrollOffsets(x: x, y: y))
    }

    @Test func forEachInALazyGridIsNotExpandedWhenResolved() {
        // Root, scroll view, grid, the ForEach's placeholder (and the id).
        #expect(ResolvedViewTree(MillionV()).nodeCount < 8)
        #expect(ResolvedViewTree(MillionH()).nodeCount < 8)
    }

    @Test func onlyVisibleRowsOfAVerticalGridAreCreated() {
        // 763 / 50 = 15.26: sixteen lines (48 items) are visible at a time.
        let top = ScrollTest.layout(MillionV())
        #expect(items(top)?.count == 1_000_000)
        #expect(items(top)?.shown == Array(0...47))
        #expect(items(top)?.created == Array(0...47))
        top.assertFrame("grid", 0, 0, 390, 16_666_690)
        top.assertFrame(0, 0, 0, 120, 40)
        top.assertFrame(1, 135, 0, 120, 40)
        top.assertFrame(47, 270, 750, 120, 40)
        #expect(top.frame(of: 48) == nil)

        // 10,000 points down: lines 200 (y 0) to 215 (y 750). The first line
        // is created too, to estimate the others' thickness.
        let mid = ScrollTest.layout(MillionV(), y: 10_000)
        #expect(items(mid)?.shown == Array(600...647))
        #expect(items(mid)?.created == [0, 1, 2] + Array(600...647))
        mid.assertFrame(600, 0, 0, 120, 40)
        mid.assertFrame(647, 270, 750, 120, 40)
        #expect(mid.frame(of: 599) == nil && mid.frame(of: 648) == nil)

        // Half a line off: line 200 is partly above the top.
        let half = ScrollTest.layout(MillionV(), y: 10_025)
        #expect(items(half)?.shown == Array(600...647))
        half.assertFrame(601, 135, -25, 120, 40)

        // Past the end: clamped to 16,666,690 − 763 = 16,665,927. Lines
        // 333,318 (y −27) to 333,333 (y 723, item 999,999 alone in it).
        let end = ScrollTest.layout(MillionV(), y: .greatestFiniteMagnitude)
        #expect(items(end)?.shown == Array(999_954...999_999))
        end.assertFrame(999_954, 0, -27, 120, 40)
        end.assertFrame(999_999, 0, 723, 120, 40)
        // 46 items of two views each (the frame and its Color).
        #expect(end.count < 100, "the placed tree holds the visible items only")
    }

    @Test func onlyVisibleColumnsOfAHorizontalGridAreCreated() {
        // 390 / 50 = 7.8: eight columns (16 items) are visible at a time.
        let start = ScrollTest.layout(MillionH())
        #expect(items(start, "LazyHGrid")?.shown == Array(0...15))
        start.assertFrame("grid", 0, 276, 24_999_990, 211)
        start.assertFrame(0, 0, 276, 40, 100)
        start.assertFrame(1, 0, 387, 40, 100)
        start.assertFrame(15, 350, 387, 40, 100)

        let mid = ScrollTest.layout(MillionH(), x: 10_000)
        #expect(items(mid, "LazyHGrid")?.shown == Array(400...415))
        #expect(items(mid, "LazyHGrid")?.created == [0, 1] + Array(400...415))
        mid.assertFrame(400, 0, 276, 40, 100)
        mid.assertFrame(415, 350, 387, 40, 100)

        // 20 points further: columns 200 (x −20) to 208 (x 380).
        let half = ScrollTest.layout(MillionH(), x: 10_020)
        #expect(items(half, "LazyHGrid")?.shown == Array(400...417))
        half.assertFrame(417, 380, 387, 40, 100)
        half.assertFrame(400, -20, 276, 40, 100)
    }

    @Test func rightToLeftMirrorsTracksAndStartsAtTheRight() {
        // Vertical grid: the first column is the rightmost (270).
        let v = rtl(MillionV(), y: 10_000)
        #expect(items(v)?.shown == Array(600...647))
        v.assertFrame(600, 270, 0, 120, 40)
        v.assertFrame(602, 0, 0, 120, 40)
        // Horizontal grid: columns run from the right edge.
        let h = rtl(MillionH())
        #expect(items(h, "LazyHGrid")?.shown == Array(0...15))
        h.assertFrame(0, 350, 276, 40, 100)
        h.assertFrame(15, 0, 387, 40, 100)
        let hm = rtl(MillionH(), x: 10_020)
        #expect(items(hm, "LazyHGrid")?.shown == Array(400...417))
        hm.assertFrame(400, 370, 276, 40, 100)
        hm.assertFrame(417, -30, 387, 40, 100)
    }

    @Test func theCostOfAScreenDoesNotGrowWithTheItemCount() {
        let small = ScrollTest.layout(MillionV(count: 1_000), y: 5_000)
        let large = ScrollTest.layout(MillionV(count: 1_000_000), y: 5_000)
        #expect(items(small)?.shown == Array(300...347))
        #expect(items(large)?.shown == Array(300...347))
        #expect(small.count == large.count)
        #expect(small.sizeComputations == large.sizeComputations)
    }

    /// Two sections of 100 items in two columns ((390 − 10) / 2 = 190, at 0
    /// and 200), lines of 20 with no spacing: section 1 is its header
    /// (0..40), 50 lines (40..1040) and its footer (1040..1070); section 2
    /// its header (1070..1110) and 50 lines (1110..2110).
    struct Pinned: View {
        var pinned: PinnedScrollableViews = [.sectionHeaders, .sectionFooters]
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible(), spacing: 10), GridItem(.flexible())], spacing: 0, pinnedViews: pinned) {
                    Section {
                        ForEach(0..<100, id: \.self) { i in Color.red.frame(height: 20).id("a\(i)") }
                    } header: {
                        Color.blue.frame(height: 40).id("h1")
                    } footer: {
                        Color.green.frame(height: 30).id("f1")
                    }
                    Section(header: Color.blue.frame(height: 40).id("h2")) {
                        ForEach(0..<100, id: \.self) { i in Color.red.frame(height: 20).id("b\(i)") }
                    }
                }
            }
        }
    }

    @Test(arguments: [false, true])
    func pinnedSectionHeadersAndFooters(_ mirrored: Bool) {
        func at(_ y: CGFloat) -> PlacedViewTree { mirrored ? rtl(Pinned(), y: y) : ScrollTest.layout(Pinned(), y: y) }
        // Headers and footers span both columns; mirroring moves only items.
        let col0 = mirrored ? 200.0 : 0, col1 = mirrored ? 0.0 : 200
        // At the top: the header in place, the footer at the bottom of the
        // visible region (763 − 30), section 2 not visible.
        let a = at(0)
        a.assertFrame("h1", 0, 0, 390, 40)
        a.assertFrame("f1", 0, 733, 390, 30)
        a.assertFrame("a0", col0, 40, 190, 20)
        a.assertFrame("a1", col1, 40, 190, 20)
        #expect(a.frame(of: "h2") == nil)
        // Pinned views are drawn above the items (placed last).
        #expect(a.root.first("LazyVGrid")?.children.suffix(2).map(\.id) == [AnyHashable("h1"), AnyHashable("f1")])

        // 300 down: the header pinned at the top, the footer at the bottom;
        // item 60 (line 30, at 40 + 600) at 340.
        let b = at(300)
        b.assertFrame("h1", 0, 0, 390, 40)
        b.assertFrame("f1", 0, 733, 390, 30)
        b.assertFrame("a60", col0, 340, 190, 20)
        #expect(b.frame(of: "a0") == nil)

        // 1,050 down: section 1 ends at 1070; its header is pushed up above
        // its footer (1070 − 30 − 40 = 1000, y −50), its footer is in place
        // (1040, y −10); section 2's header is in place (1070, y 20).
        let c = at(1050)
        c.assertFrame("h1", 0, -50, 390, 40)
        c.assertFrame("f1", 0, -10, 390, 30)
        c.assertFrame("h2", 0, 20, 390, 40)
        c.assertFrame("b0", col0, 60, 190, 20)

        // 1,300 down: section 1 gone, section 2's header pinned; line 9 of
        // section 2 (1110 + 180 = 1290) at −10.
        let d = at(1300)
        #expect(d.frame(of: "h1") == nil && d.frame(of: "f1") == nil)
        d.assertFrame("h2", 0, 0, 390, 40)
        d.assertFrame("b18", col0, -10, 190, 20)
        d.assertFrame("b19", col1, -10, 190, 20)
    }

    @Test func unpinnedHeadersScrollAway() {
        let t = ScrollTest.layout(Pinned(pinned: []), y: 300)
        #expect(t.frame(of: "h1") == nil)
        t.assertFrame("f1", 0, 740, 390, 30)
        t.assertFrame("a60", 0, 340, 190, 20)
    }

    @Test func aForEachOfSectionsIsExpandedIntoCells() {
        // Each element is a header and two items: expanded when resolved, so
        // each header takes a line and each item a cell, as in an eager grid.
        let v = ScrollView {
            LazyVGrid(columns: [GridItem(.fixed(50), spacing: 0), GridItem(.fixed(50))], spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<3, id: \.self) { s in
                    Section(header: Color.blue.frame(height: 10).id("h\(s)")) {
                        Color.red.frame(height: 20).id("a\(s)")
                        Color.red.frame(height: 20).id("b\(s)")
                    }
                }
            }
        }
        // The 100-point grid is centred in the 390-point scroll view (x 145).
        let t = ScrollTest.layout(v)
        t.assertFrame("h0", 145, 0, 100, 10)
        t.assertFrame("a0", 145, 10, 50, 20)
        t.assertFrame("b0", 195, 10, 50, 20)
        t.assertFrame("h1", 145, 30, 100, 10)
        t.assertFrame("b2", 195, 70, 50, 20)
        #expect(t.root.first("LazyVGrid")?.lazyChildren?.count == 9)
    }

    // Bad input: lines of no thickness would all be visible at once; the
    // grid creates at most `lazyCreationLimit` (10,000) items in a layout and
    // says so, as the lazy stacks do.
    @Test func linesOfNoThicknessAreCapped() {
        let v = ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem()], spacing: 0) {
                ForEach(0..<100_000, id: \.self) { _ in Color.red.frame(height: 0) }
            }
        }
        let t = ScrollTest.layout(v)
        #expect(t.vlHasDiagnostic("lazy grid", "more than"))
        #expect(t.root.first("LazyVGrid")!.lazyChildren!.shown.count == 10_000)
    }

    // A ForEach element of several views fills that many cells (each view is
    // a grid item, as in the LazyVGrid page's smileys: a code point and an
    // emoji per value) and stays lazy: the grid resolves to a handful of
    // nodes and a screen creates only the elements it shows. Two views per
    // element in three fixed 50-point columns, 20-point items, lines 0
    // apart: element e's views are units 2e and 2e + 1, line u / 3, column
    // u % 3, so element 1 straddles lines 0 and 1.
    struct Pairs: View {
        var body: some View {
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.fixed(50), spacing: 0), count: 3), spacing: 0) {
                    ForEach(0..<100_000, id: \.self) { i in
                        Color.red.frame(height: 20).id("a\(i)")
                        Color.blue.frame(height: 20).id("b\(i)")
                    }
                }
            }
        }
    }

    @Test func elementsOfSeveralViewsStayLazy() {
        #expect(ResolvedViewTree(Pairs()).nodeCount < 8)
        let t = ScrollTest.layout(Pairs())
        guard let grid = items(t) else { Issue.record("no grid"); return }
        #expect(grid.count == 200_000)
        // 763 / 20 = 38.15: 39 lines of three cells are shown.
        #expect(grid.shown == Array(0..<117))
        // 117 cells end inside element 58 (units 116, 117): its second view
        // is created with it but not shown.
        #expect(grid.created == Array(0..<118))
        // The grid: 150 wide, centred in 390 (x 120); 66,667 lines of 20.
        t.assertFrame("a0", 120, 0, 50, 20)
        t.assertFrame("b0", 170, 0, 50, 20)
        t.assertFrame("a1", 220, 0, 50, 20)
        t.assertFrame("b1", 120, 20, 50, 20)
        t.assertFrame("a58", 220, 760, 50, 20)
        let height = t.root.first("LazyVGrid").map { Double($0.frame.height) } ?? 0
        #expect(abs(height - 66_667 * 20) < 0.01)
    }

    // An element that makes fewer views than the first keeps its cells, the
    // missing ones empty, and is reported.
    @Test func anElementOfFewerViewsIsReported() {
        let v = ScrollView {
            LazyVGrid(columns: [GridItem(.fixed(50), spacing: 0), GridItem(.fixed(50))], spacing: 0) {
                ForEach(0..<3, id: \.self) { i in
                    Color.red.frame(height: 10).id("a\(i)")
                    if i != 1 { Color.blue.frame(height: 10).id("b\(i)") }
                }
            }
        }
        let t = ScrollTest.layout(v)
        #expect(t.vlHasDiagnostic("element 1 made 1 views where its first made 2"))
        t.assertFrame("a1", 145, 10, 50, 10)
        t.assertFrame("a2", 145, 20, 50, 10)
        t.assertFrame("b2", 195, 20, 50, 10)
    }

    // An element that makes no view where the first made one keeps its cell
    // empty and is reported (a created element fills one cell).
    @Test func anElementOfNoViewIsReported() {
        let v = ScrollView {
            LazyVGrid(columns: [GridItem(.fixed(50), spacing: 0), GridItem(.fixed(50))], spacing: 0) {
                ForEach(0..<4, id: \.self) { i in
                    if i != 1 { Color.red.frame(height: 10).id(i) }
                }
            }
        }
        let t = ScrollTest.layout(v)
        #expect(t.vlHasDiagnostic("element 1 made 0 views"))
        t.assertFrame(0, 145, 0, 50, 10)
        t.assertFrame(2, 145, 10, 50, 10)
        t.assertFrame(3, 195, 10, 50, 10)
    }
}
