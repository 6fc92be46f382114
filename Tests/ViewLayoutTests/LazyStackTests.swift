import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples

// LazyVStack / LazyHStack: the rules on `LazyHStack`
// (Layout/LazyStackLayout.swift); sources: the LazyVStack page (https://developer.apple.com/documentation/swiftui/lazyvstack),
// the PinnedScrollableViews page, Fidelity, "Default spacing" and "Lazy grids".
@Suite struct LazyStackTests {
    /// A million 50-point rows, no spacing, in a scroll view.
    struct Million: View {
        var count = 1_000_000
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { i in
                        Color.red.frame(height: 50).id(i)
                    }
                }
                .id("stack")
            }
        }
    }

    func rows(_ t: PlacedViewTree) -> LazyChildren? { t.root.first("LazyVStack")?.lazyChildren }

    @Test func forEachInALazyStackIsNotExpandedWhenResolved() {
        // The LazyVStack page: "the stack view doesn't create items until it
        // needs to render them onscreen". A million rows resolve to a handful
        // of nodes (root, scroll view, stack, the ForEach's placeholder).
        #expect(ResolvedViewTree(Million()).nodeCount < 8)
        // Inside an eager VStack the ForEach is expanded: 2 nodes per row.
        #expect(ResolvedViewTree(VStack { ForEach(0..<100, id: \.self) { _ in Color.red.frame(height: 5) } }).nodeCount > 200)
    }

    @Test func onlyVisibleRowsAreCreatedAtSeveralOffsets() {
        // 763 / 50 = 15.26: sixteen rows are visible at a time. The first
        // row is also created, to estimate the others' height.
        let top = ScrollTest.layout(Million())
        #expect(rows(top)?.count == 1_000_000)
        #expect(rows(top)?.shown == Array(0...15))
        #expect(rows(top)?.created == Array(0...15))
        top.assertFrame("stack", 0, 0, 390, 50_000_000)
        top.assertFrame(0, 0, 0, 390, 50)
        top.assertFrame(15, 0, 750, 390, 50)

        // 10,000 points down: rows 200 (y 0) to 215 (y 750).
        let mid = ScrollTest.layout(Million(), y: 10_000)
        #expect(rows(mid)?.shown == Array(200...215))
        #expect(rows(mid)?.created == [0] + Array(200...215))
        mid.assertFrame(200, 0, 0, 390, 50)
        mid.assertFrame(215, 0, 750, 390, 50)
        #expect(mid.frame(of: 199) == nil && mid.frame(of: 216) == nil)

        // Half a row off: row 300 is half above the top, 315 fully in.
        let half = ScrollTest.layout(Million(), y: 15_025)
        #expect(rows(half)?.shown == Array(300...315))
        half.assertFrame(300, 0, -25, 390, 50)

        // Past the end: clamped to the last screen (50,000,000 − 763).
        let end = ScrollTest.layout(Million(), y: .greatestFiniteMagnitude)
        #expect(rows(end)?.shown == Array(999_984...999_999))
        end.assertFrame(999_999, 0, 713, 390, 50)
        #expect(end.count < 60, "the placed tree holds the visible rows only")
    }

    @Test func theCostOfAScreenDoesNotGrowWithTheItemCount() {
        // Sizing computations of one screen: the same for 1,000 and 1,000,000 rows.
        let small = ScrollTest.layout(Million(count: 1_000), y: 20_000)
        let large = ScrollTest.layout(Million(count: 1_000_000), y: 20_000)
        #expect(rows(small)?.shown == Array(400...415))
        #expect(rows(large)?.shown == Array(400...415))
        #expect(small.count == large.count)
    }

    @Test func lazyVStackRowsExample() {
        // The LazyVStack page's example: rows at the leading edge, the
        // default 8 points apart; a body line is 20.33 at @3x (Fidelity, "Text").
        let t = Example.named("lazy-vstack-rows")!.stages[0].layout()
        let line = VLTest.text("Row 1").size.height
        let stride = Double(line) + 8
        let stack = t.root.first("LazyVStack")!
        #expect(stack.frame.width == 390, "a lazy stack takes the proposed width")
        let texts = t.views(ofKind: "Text")
        // Every row that starts above the bottom edge (763) is created, and no other.
        let visible = Int((763 / stride).rounded(.up))
        #expect(texts.count == visible)
        #expect(stack.lazyChildren?.shown == Array(0..<visible))
        for (i, text) in texts.enumerated() {
            #expect(text.label == "Row \(i + 1)")
            let size = VLTest.text("Row \(i + 1)").size
            #expect(VLTest.close(text.frame, CGRect(x: 0, y: ((Double(i) * stride) * 3).rounded() / 3,
                                                     width: Double(size.width), height: Double(size.height))),
                    "\(text)")
        }
        // 100 rows: 100 lines and 99 gaps.
        #expect(abs(Double(stack.frame.height) - (100 * Double(line) + 99 * 8)) < 0.34)
    }

    @Test func lazyStackTakesTheProposedWidthUnlikeVStack() {
        // The LazyVStack page: "The stack aligns to the leading edge of the
        // scroll view": the stack is as wide as the scroll view.
        let lazy = ScrollTest.layout(ScrollView { LazyVStack { Color.red.frame(width: 100, height: 10).id("r") }.id("s") })
        lazy.assertFrame("s", 0, 0, 390, 10)
        lazy.assertFrame("r", 145, 0, 100, 10)
        let eager = ScrollTest.layout(ScrollView { VStack { Color.red.frame(width: 100, height: 10).id("r") }.id("s") })
        eager.assertFrame("s", 145, 0, 100, 10)
        // Leading alignment puts the rows at the scroll view's edge.
        let leading = ScrollTest.layout(ScrollView { LazyVStack(alignment: .leading) { Color.red.frame(width: 100, height: 10).id("r") } })
        leading.assertFrame("r", 0, 0, 100, 10)
        let trailing = ScrollTest.layout(ScrollView { LazyVStack(alignment: .trailing) { Color.red.frame(width: 100, height: 10).id("r") } })
        trailing.assertFrame("r", 290, 0, 100, 10)
    }

    @Test func lazyHStackScrollsHorizontally() {
        let v = ScrollView(.horizontal) {
            LazyHStack(alignment: .top, spacing: 10) {
                ForEach(0..<1000, id: \.self) { i in Color.red.frame(width: 90, height: 40).id(i) }
            }
        }
        // 100-point stride: columns 10 (x −5) to 13 (x 295..385) show at x 1005.
        let t = ScrollTest.layout(v, x: 1005)
        #expect(t.root.first("LazyHStack")?.lazyChildren?.shown == Array(10...13))
        t.assertFrame(10, -5, 0, 90, 40)
        t.assertFrame(13, 295, 0, 90, 40)
        #expect(t.root.first("LazyHStack")?.frame == CGRect(x: -1005, y: 0, width: 99_990, height: 763))
    }

    @Test func eagerChildrenAndForEachMix() {
        // A header view, then rows: the header counts as child 0.
        let v = ScrollView {
            LazyVStack(spacing: 4) {
                Color.blue.frame(height: 30).id("header")
                ForEach(0..<1000, id: \.self) { i in Color.red.frame(height: 20).id(i) }
            }
        }
        let t = ScrollTest.layout(v, y: 1000)
        // Row i at 34 + 24 i; at offset 1000 the first visible is row 40 (994..1014).
        t.assertFrame(40, 0, -6, 390, 20)
        #expect(t.frame(of: "header") == nil)
        let first = t.root.first("LazyVStack")!.lazyChildren!
        #expect(first.shown.first == 41 && first.count == 1001)
        let top = ScrollTest.layout(v)
        top.assertFrame("header", 0, 0, 390, 30)
        top.assertFrame(0, 0, 34, 390, 20)
    }

    @Test func pinnedSectionHeaders() {
        // PinnedScrollableViews page: headers stay at the top of the visible
        // region while their section is visible, pushed out by its end.
        let v = ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                Section(header: Color.blue.frame(height: 40).id("h1")) {
                    ForEach(0..<50, id: \.self) { i in Color.red.frame(height: 20).id("a\(i)") }
                }
                Section(header: Color.blue.frame(height: 40).id("h2")) {
                    ForEach(0..<50, id: \.self) { i in Color.red.frame(height: 20).id("b\(i)") }
                }
            }
        }
        // Section 1 spans 0..1040, section 2 1040..2080.
        let a = ScrollTest.layout(v, y: 300)
        a.assertFrame("h1", 0, 0, 390, 40)
        a.assertFrame("h2", 0, 740, 390, 40)
        // Pinned headers are drawn above the rows (placed last).
        #expect(a.root.first("LazyVStack")?.children.suffix(2).map(\.id) == [AnyHashable("h1"), AnyHashable("h2")])
        // Near the end of section 1 the header is pushed up by it.
        let b = ScrollTest.layout(v, y: 1020)
        b.assertFrame("h1", 0, -20, 390, 40)
        b.assertFrame("h2", 0, 20, 390, 40)
        // Section 2's header pinned; section 1 gone.
        let c = ScrollTest.layout(v, y: 1300)
        c.assertFrame("h2", 0, 0, 390, 40)
        #expect(c.frame(of: "h1") == nil)
        // Without pinning the header scrolls away with its section.
        let unpinned = ScrollView {
            LazyVStack(spacing: 0) {
                Section(header: Color.blue.frame(height: 40).id("h1")) {
                    ForEach(0..<50, id: \.self) { i in Color.red.frame(height: 20) }
                }
            }
        }
        #expect(ScrollTest.layout(unpinned, y: 300).frame(of: "h1") == nil)
    }

    @Test func pinnedSectionFooters() {
        let v = ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionFooters]) {
                Section(footer: Color.blue.frame(height: 30).id("f1")) {
                    ForEach(0..<100, id: \.self) { i in Color.red.frame(height: 20) }
                }
                Color.green.frame(height: 500)
            }
        }
        // The footer sits at the bottom of the visible region (763 − 30)…
        ScrollTest.layout(v).assertFrame("f1", 0, 733, 390, 30)
        // …until its natural place (2000) comes into view.
        ScrollTest.layout(v, y: 1500).assertFrame("f1", 0, 500, 390, 30)
    }

    // Fidelity, "Lazy stacks": outside a scroll view a lazy stack is lazy in
    // name only and creates every row, as a VStack does (the published
    // report; WWDC26 "Dive into lazy stacks and scrolling with SwiftUI":
    // lazy stacks add subviews as they enter the visible part of the scroll
    // view). So every row has its VStack frame, even far outside the root.
    @Test func lazyStackOutsideAScrollViewCreatesEveryRow() {
        let v = LazyVStack(spacing: 0) { ForEach(0..<1000, id: \.self) { i in Color.red.frame(height: 100).id(i) } }
        let t = ScrollTest.layout(v, 390, 300)
        #expect(t.root.first("LazyVStack")?.lazyChildren?.shown == Array(0..<1000))
        // The 100,000-point stack is centred in the 300-point root: it starts
        // at (300 − 100,000) / 2 = −49,850; row 999 ends at 50,150.
        t.assertFrame(0, 0, -49_850, 390, 100)
        t.assertFrame(999, 0, 50_050, 390, 100)
        let eager = ScrollTest.layout(VStack(spacing: 0) { ForEach(0..<1000, id: \.self) { i in Color.red.frame(height: 100).id(i) } }, 390, 300)
        for i in [0, 500, 999] { #expect(t.frame(of: i)?.minY == eager.frame(of: i)?.minY) }
        // The same for a LazyHStack and a LazyVGrid of 3 columns.
        let h = ScrollTest.layout(LazyHStack(spacing: 0) { ForEach(0..<50, id: \.self) { i in Color.red.frame(width: 100).id(i) } }, 390, 300)
        #expect(h.root.first("LazyHStack")?.lazyChildren?.shown == Array(0..<50))
        let grid = ScrollTest.layout(LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 0) {
            ForEach(0..<300, id: \.self) { i in Color.red.frame(height: 100).id(i) }
        }, 390, 300)
        #expect(grid.frame(of: 299) != nil)
        #expect(grid.frame(of: 299)?.maxY == 5_150)
    }

    // Rows of different lengths outside a scroll view: the stack is as long
    // as its rows really are (the VStack's length, Fidelity "Lazy stacks"),
    // not its first row's length times the count, so no row hangs outside
    // it. Rows of 10, 20, 30 and 40 points make 100 (+ 3 gaps of 4); a lazy
    // grid of two 20-point columns has lines as thick as their thickest
    // cell: 20 + 40.
    @Test func lazyStackOutsideAScrollViewIsAsLongAsItsRows() {
        func rows(_ i: Int) -> some View { Color.red.frame(width: 10, height: CGFloat(10 + 10 * i)).id(i) }
        let lazy = ScrollTest.layout(LazyVStack(spacing: 4) { ForEach(0..<4, id: \.self) { rows($0) } }.id("s"), 390, 300)
        let eager = ScrollTest.layout(VStack(spacing: 4) { ForEach(0..<4, id: \.self) { rows($0) } }.id("s"), 390, 300)
        #expect(lazy.frame(of: "s")?.height == 112)
        #expect(lazy.frame(of: "s")?.height == eager.frame(of: "s")?.height)
        for i in 0..<4 { #expect(lazy.frame(of: i)?.minY == eager.frame(of: i)?.minY, "row \(i)") }
        #expect(lazy.frame(of: 3)?.maxY == lazy.frame(of: "s")?.maxY)
        let h = ScrollTest.layout(LazyHStack(spacing: 0) { ForEach(0..<3, id: \.self) { i in Color.red.frame(width: CGFloat(10 * (i + 1)), height: 5) } }.id("s"), 390, 300)
        #expect(h.frame(of: "s")?.width == 60)
        let grid = ScrollTest.layout(LazyVGrid(columns: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 0) {
            ForEach(0..<4, id: \.self) { rows($0) }
        }.id("g"), 390, 300)
        #expect(grid.frame(of: "g")?.height == 60)
        #expect(grid.frame(of: 3)?.maxY == grid.frame(of: "g")?.maxY)
        // In a scroll view the stack keeps its estimate (first row × count).
        let scrolled = ScrollTest.layout(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<4, id: \.self) { rows($0) } }.id("s") }, 390, 300)
        #expect(scrolled.frame(of: "s")?.height == 40)
    }

    // Inside a scroll view the stack stays lazy: only the rows in the
    // scroll view's visible region are created.
    @Test func lazyStackInAScrollViewCreatesOnlyVisibleRows() {
        let v = ScrollView { LazyVStack(spacing: 0) { ForEach(0..<1000, id: \.self) { i in Color.red.frame(height: 100).id(i) } } }
        let t = ScrollTest.layout(v, 390, 300)
        #expect(t.root.first("LazyVStack")?.lazyChildren?.shown == Array(0...2))
    }

    @Test func rowsOfNoLengthAreCapped() {
        let v = ScrollView { LazyVStack(spacing: 0) { ForEach(0..<100_000, id: \.self) { _ in Color.red.frame(height: 0) } } }
        let t = ScrollTest.layout(v)
        #expect(t.vlHasDiagnostic("lazy stack", "more than"))
        #expect(t.root.first("LazyVStack")!.lazyChildren!.shown.count <= 10_000)
    }

    @Test func badSpacingIsReported() {
        let t = ScrollTest.layout(ScrollView { LazyVStack(spacing: .nan) { Color.red.frame(height: 10); Color.red.frame(height: 10).id("b") } })
        #expect(t.vlHasDiagnostic("LazyVStack(spacing:)"))
        t.assertFrame("b", 0, 18, 390, 10)
    }
}

// Right to left (DESIGN: fixtures in both directions): x is mirrored inside
// each parent, so leading content sits at the right and a horizontal scroll
// view starts at its right edge.
@Suite struct ScrollRightToLeftTests {
    func rtl<V: View>(_ v: V, x: CGFloat = 0) -> PlacedViewTree {
        var env = VLTest.environment(scale: 1)
        env.layoutDirection = .rightToLeft
        return ViewLayout.layout(v, in: CGSize(width: 390, height: 763), environment: env, scrollOffsets: ScrollOffsets(x: x))
    }

    @Test func leadingRowsSitAtTheRight() {
        let t = rtl(ScrollView { LazyVStack(alignment: .leading) { ForEach(0..<100, id: \.self) { i in Color.red.frame(width: 100, height: 10).id(i) } } })
        t.assertFrame(0, 290, 0, 100, 10)
        t.assertFrame(1, 290, 18, 100, 10)
    }

    @Test func horizontalScrollStartsAtTheRight() {
        let v = ScrollView(.horizontal) {
            LazyHStack(spacing: 0) { ForEach(0..<100, id: \.self) { i in Color.red.frame(width: 100, height: 10).id(i) } }
        }
        let t = rtl(v)
        t.assertFrame(0, 290, 377, 100, 10)
        t.assertFrame(3, -10, 377, 100, 10)
        #expect(t.root.first("LazyHStack")?.lazyChildren?.shown == [0, 1, 2, 3])
        // (The rows are centred at (763 − 10) / 2 = 376.5, 377 on the @1x grid.)
        // Scrolled 150 points toward the trailing (left) side.
        let s = rtl(v, x: 150)
        s.assertFrame(1, 340, 377, 100, 10)
        #expect(s.root.first("LazyHStack")?.lazyChildren?.shown == [1, 2, 3, 4, 5])
    }
}

// "Grouping data with lazy stack views": sections produced by a ForEach.
@Suite struct LazySectionElementTests {
    @Test func headersOfSectionElementsArePinned() {
        let v = ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<1000, id: \.self) { s in
                    Section(header: Color.blue.frame(height: 30).id("h\(s)")) {
                        ForEach(0..<10, id: \.self) { r in Color.red.frame(height: 20).id("r\(s)-\(r)") }
                    }
                }
            }
        }
        // Each section is 30 + 200 = 230 high; at 2,000 section 8 (1840..2070)
        // is at the top, its header pinned at 0, section 9's header at 2070 − 2000.
        let t = ScrollTest.layout(v, y: 2000)
        t.assertFrame("h8", 0, 0, 390, 30)
        t.assertFrame("r8-0", 0, 1870 - 2000, 390, 20)
        t.assertFrame("h9", 0, 70, 390, 30)
        // Sections 8 to 12 are shown (12 starts at 2760, above 2000 + 763);
        // 0 was created for the estimate.
        let lazy = t.root.first("LazyVStack")!.lazyChildren!
        #expect(lazy.shown == [8, 9, 10, 11, 12])
        #expect(lazy.created == [0, 8, 9, 10, 11, 12])
        // Near the end of section 8 its header is pushed up: at 2,060, 2070 − 30 − 2060 = −20.
        ScrollTest.layout(v, y: 2060).assertFrame("h8", 0, -20, 390, 30)
    }
}

@Suite struct LazyModifiedForEachTests {
    @Test func aModifiedForEachIsExpandedAndKeepsItsModifier() {
        // A modifier applied to the ForEach applies to each element (as on a
        // Group): the ForEach is then expanded, not deferred.
        let v = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { i in Color.red.frame(height: 10).id(i) }.padding(5)
                ForEach(0..<3, id: \.self) { i in Color.red.frame(height: 10).id(10 + i) }.opacity(0.5)
            }
        }
        let t = ScrollTest.layout(v)
        t.assertFrame(0, 5, 5, 380, 10)
        t.assertFrame(1, 5, 25, 380, 10)
        #expect(t.view(withID: 10)?.opacity == 0.5)
        #expect(t.root.first("LazyVStack")?.lazyChildren?.count == 6)
    }
}
