import Foundation
import Testing
import ViewLayout

/// Finite input whose arithmetic overflows (frames near `Double`'s largest
/// value side by side): the layout ends, names what it could not place, and
/// never traps.
@Suite struct OverflowTests {
    // Two 1e308-wide frames side by side: the stack's length saturates
    // (Fidelity, "Numbers: NaN, infinity and overflow"), the scroll view
    // after them is placed at a finite position, its content is laid out,
    // and the saturated stack is reported.
    @Test func scrollViewAfterOverflowingSiblingsDoesNotTrap() {
        let view = HStack {
            Color.red.frame(width: 1e308)
            Color.red.frame(width: 1e308)
            ScrollView { Color.blue.frame(width: 10, height: 10).id("content") }.id("scroll")
        }
        let r = VLTest.layout(view, 390, 763)
        #expect(r.diagnostics.contains { $0.message.contains("HStack was placed at") && $0.message.contains("overflowed") },
                "\(r.diagnostics)")
        #expect(r.frame(of: "scroll").map(VLTest.isFinite) == true && r.frame(of: "content") != nil)
        #expect(r.frame(of: "content")?.height == 10)
    }

    // A root of infinite width: the root's visible region is infinite, and
    // a scroll view in it is placed where the finite axis says.
    @Test func scrollViewInInfinitelyWideRootDoesNotTrap() {
        let view = ScrollView { Color.blue.frame(width: 10, height: 10).id("content") }.id("scroll")
        let r = ViewLayout.layout(view, in: CGSize(width: CGFloat.infinity, height: 800),
                                  environment: VLTest.environment(scale: 1))
        #expect(r.frame(of: "content")?.size == CGSize(width: 10, height: 10), "\(r)")
        #expect(r.frame(of: "scroll")?.height == 800, "\(r)")
    }

    // The same overflow, with a lazy stack in the scroll view: an empty
    // visible region creates no rows, and the layout ends.
    @Test func lazyStackInOverflowedScrollViewEnds() {
        let view = HStack {
            Color.red.frame(width: 1e308)
            Color.red.frame(width: 1e308)
            ScrollView { LazyVStack { ForEach(0..<1000) { i in Text("Row \(i)") } } }.id("scroll")
        }
        let r = VLTest.layout(view, 390, 763)
        #expect(r.frame(of: "scroll") != nil)
        #expect(r.allViews.count < 1000, "an empty visible region creates no rows")
    }
}
