import Foundation
import Testing
import ViewLayout

/// Helpers of the scrolling tests (prefixed so they cannot clash).
enum ScrollTest {
    /// Lays `view` out at @1x (whole points) with every scroll view at `y`/`x`.
    static func layout<V: View>(_ view: V, _ w: CGFloat = 390, _ h: CGFloat = 763, x: CGFloat = 0, y: CGFloat = 0,
                                offsets: ScrollOffsets? = nil, scale: CGFloat = 1) -> PlacedViewTree {
        ViewLayout.layout(view, in: CGSize(width: w, height: h), environment: VLTest.environment(scale: scale),
                          scrollOffsets: offsets ?? ScrollOffsets(x: x, y: y))
    }
}

// ScrollView: the rules on `ScrollView` (Layout/ScrollViewLayout.swift).
@Suite struct ScrollViewTests {
    /// A 2,000-point column in a 390 × 763 root.
    struct Column: View {
        var body: some View {
            ScrollView {
                Color.red.frame(height: 2000).id("content")
            }
            .id("scroll")
        }
    }

    @Test func takesTheProposalAndProposesNilAlongItsAxis() {
        // The scroll view takes its proposal (390 × 763); its content is
        // proposed the width and nil height, so the framed Color is 390 wide.
        let t = ScrollTest.layout(Column())
        t.assertFrame("scroll", 0, 0, 390, 763)
        t.assertFrame("content", 0, 0, 390, 2000)
        #expect(t.diagnostics.isEmpty)
    }

    @Test func contentMovesByTheOffsetClampedToTheScrollableRange() {
        // Offset 500: the content's top is 500 points above the scroll view's.
        ScrollTest.layout(Column(), y: 500).assertFrame("content", 0, -500, 390, 2000)
        // Past the end: the last screen (2000 − 763 = 1237).
        ScrollTest.layout(Column(), y: 5000).assertFrame("content", 0, -1237, 390, 2000)
        // Before the start: the resting position.
        ScrollTest.layout(Column(), y: -40).assertFrame("content", 0, 0, 390, 2000)
        // A vertical scroll view ignores a horizontal offset.
        ScrollTest.layout(Column(), x: 30).assertFrame("content", 0, 0, 390, 2000)
    }

    @Test func offsetsByID() {
        let v = VStack(spacing: 0) {
            ScrollView { Color.red.frame(height: 1000).id("a") }.id("top").frame(height: 300)
            ScrollView { Color.red.frame(height: 1000).id("b") }.id("bottom").frame(height: 300)
        }
        let offsets = ScrollOffsets(y: 10).scrolling("bottom", to: CGPoint(x: 0, y: 100))
        let t = ScrollTest.layout(v, 390, 600, offsets: offsets)
        t.assertFrame("a", 0, -10, 390, 1000)
        t.assertFrame("b", 0, 300 - 100, 390, 1000)
    }

    @Test func narrowContentIsCentredAcrossTheAxisAndAtTheTopAlongIt() {
        let t = ScrollTest.layout(ScrollView { Color.red.frame(width: 100, height: 50).id("c") })
        t.assertFrame("c", 145, 0, 100, 50)
    }

    @Test func severalViewsAreStackedAlongTheAxis() {
        // As a VStack: 8 points apart (Fidelity, "Default spacing"), centred.
        let t = ScrollTest.layout(ScrollView {
            Color.red.frame(width: 100, height: 100).id("a")
            Color.red.frame(width: 50, height: 100).id("b")
        })
        t.assertFrame("a", 145, 0, 100, 100)
        t.assertFrame("b", 170, 108, 50, 100)
        // Horizontal: as an HStack, centred vertically.
        let h = ScrollTest.layout(ScrollView(.horizontal) {
            Color.red.frame(width: 100, height: 100).id("a")
            Color.red.frame(width: 50, height: 60).id("b")
        }, scale: 2)
        h.assertFrame("a", 0, 331.5, 100, 100)
        h.assertFrame("b", 108, 351.5, 50, 60)
    }

    @Test func horizontalScrollViewProposesNilWidth() {
        // A Color proposed nil width takes its ideal 10 (Fidelity, "Ideal sizes and sizing modifiers"); with a
        // fixed width the content is wider than the screen and scrolls.
        let t = ScrollTest.layout(ScrollView(.horizontal) { Color.red.frame(width: 1000).id("c") }, x: 200)
        t.assertFrame("c", -200, 0, 1000, 763)
    }

    @Test func unspecifiedProposalTakesTheContentSize() {
        // fixedSize proposes nil: the scroll view is its content's size.
        let t = ScrollTest.layout(ScrollView { Color.red.frame(width: 120, height: 80) }.fixedSize().id("s"), scale: 2)
        t.assertFrame("s", 135, 341.5, 120, 80)
    }

    @Test func clipsItsContent() {
        let t = ScrollTest.layout(Column())
        #expect(t.root.first("ScrollView")?.clipShapes == [ClipShape(shape: .rectangle, antialiased: false)])
        #expect(t.view(withID: "content")?.clipShapes == [])
    }

    // Behind the safe area (swiftuifieldguide's scroll view page: "a scroll
    // view will not clip to the safe area, but draws its content behind any
    // insets ... it insets its content"): on an iPhone 13 (390 × 844, insets
    // 47 top and 34 bottom) the scroll view is laid out in the safe area
    // (0, 47, 390, 763) with its content there, but it clips to the whole
    // screen and a lazy stack creates the rows scrolled under the bars:
    // scrolled by 100, rows of 100 sit at −53 + 100 i, so rows 0…8 meet
    // 0…844 (only 1…8 meet the safe area 47…810).
    @Test func drawsAndCreatesBehindTheSafeArea() {
        let list = ScrollView {
            LazyVStack(spacing: 0) { ForEach(0..<30, id: \.self) { i in Color.red.frame(height: 100).id(i) } }
        }
        .id("scroll")
        let t = ResolvedViewTree(list, environment: VLTest.environment(scale: 1))
            .layout(in: CGSize(width: 390, height: 844), safeAreaInsets: DevicePreset.iPhone13.safeAreaInsets,
                    scrollOffsets: ScrollOffsets(y: 100))
        t.assertFrame("scroll", 0, 47, 390, 763)
        t.assertFrame(0, 0, -53, 390, 100)
        #expect(t.root.first("ScrollView")?.clipShapes.first?.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(t.root.first("LazyVStack")?.lazyChildren?.shown == Array(0...8))
        // A scroll view that does not reach the safe area's edges clips to
        // its own frame.
        let inner = ResolvedViewTree(list.padding(10), environment: VLTest.environment(scale: 1))
            .layout(in: CGSize(width: 390, height: 844), safeAreaInsets: DevicePreset.iPhone13.safeAreaInsets)
        #expect(inner.root.first("ScrollView")?.clipShapes == [ClipShape(shape: .rectangle, antialiased: false)])
    }

    @Test func badOffsetIsReported() {
        let t = ScrollTest.layout(Column(), y: .nan)
        t.assertFrame("content", 0, 0, 390, 2000)
        #expect(t.vlHasDiagnostic("scroll offset", "nan"))
    }
}

// contentMargins (its page, https://developer.apple.com/documentation/swiftui/view/contentmargins(_:for:)): margins added to the scroll view's
// content inset; the innermost modifier of a placement wins.
@Suite struct ContentMarginsTests {
    func content<V: View>(_ v: V, y: CGFloat = 0) -> CGRect? {
        ScrollTest.layout(v, y: y).frame(of: "c")
    }
    var scroll: AnyView { AnyView(ScrollView { Color.red.frame(height: 2000).id("c") }) }

    @Test func horizontalMarginsInsetTheContent() {
        // The page's example: "inset its content by the safe area plus an
        // additional 20 points on the leading and trailing edge".
        #expect(content(scroll.contentMargins(.horizontal, 20.0, for: .scrollContent)) == CGRect(x: 20, y: 0, width: 350, height: 2000))
    }

    @Test func marginsOnAllEdgesExtendTheScrollableRange() {
        let v = scroll.contentMargins(20)
        #expect(content(v) == CGRect(x: 20, y: 20, width: 350, height: 2000))
        // Range: 2000 + 20 + 20 − 763 = 1277, so the content's top ends at 20 − 1277.
        #expect(content(v, y: 10_000) == CGRect(x: 20, y: -1257, width: 350, height: 2000))
    }

    @Test func innermostModifierWins() {
        // "modifiers with the same placement will override modifiers higher up
        // in the view hierarchy": the one applied first (innermost) wins.
        #expect(content(scroll.contentMargins(10).contentMargins(30))?.minX == 10)
        // Edge by edge: an inner leading margin leaves the outer trailing one.
        let f = content(scroll.contentMargins(.leading, 10).contentMargins(.horizontal, 30))
        #expect(f == CGRect(x: 10, y: 0, width: 350, height: 2000))
        // A margin set with EdgeInsets on some edges only.
        let g = content(scroll.contentMargins(.top, EdgeInsets(top: 12, leading: 99, bottom: 0, trailing: 0)))
        #expect(g == CGRect(x: 0, y: 12, width: 390, height: 2000))
    }

    @Test func placementsAreSeparate() {
        // Indicator margins do not move the content.
        #expect(content(scroll.contentMargins(.horizontal, 40, for: .scrollIndicators))?.minX == 0)
        // The content's own placement is used before the automatic one.
        #expect(content(scroll.contentMargins(.horizontal, 5, for: .scrollContent).contentMargins(.horizontal, 25))?.minX == 5)
        #expect(content(scroll.contentMargins(.horizontal, 25).contentMargins(.horizontal, 5, for: .scrollContent))?.minX == 5)
        // A nil length restores the default (0) for its edges.
        #expect(content(scroll.contentMargins(.horizontal, nil).contentMargins(.horizontal, 25))?.minX == 0)
    }

    @Test func negativeMarginIsReported() {
        let t = ScrollTest.layout(scroll.contentMargins(-8))
        t.assertFrame("c", 0, 0, 390, 2000)
        #expect(t.vlHasDiagnostic("contentMargins", "-8"))
    }
}

extension PlacedViewTree {
    /// Expects the view marked `.id(id)` (an Int id, as a ForEach row) to have this frame.
    func assertFrame(_ id: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        assertFrame(of: view(withID: id), x, y, w, h, sourceLocation: sourceLocation)
    }
}
