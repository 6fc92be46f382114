import Foundation
import Testing
import ViewLayout

/// A stack aligned on a guide its child computes (a text baseline, an
/// explicit `alignmentGuide`) places that child by the guide: when the
/// child changes, the session must place it anew, as a fresh layout does.
@Suite struct SessionGuideTests {
    struct Baseline: View {
        let text: String
        var body: some View {
            HStack(alignment: .firstTextBaseline) { Text(text) }
        }
    }

    struct Explicit: View {
        let inset: CGFloat
        let width: CGFloat
        var body: some View {
            VStack(alignment: .leading) {
                Color.red.frame(width: width, height: 10).alignmentGuide(.leading) { d in d.width * inset }
            }
        }
    }

    struct ExplicitAlong: View {
        let width: CGFloat
        var body: some View {
            HStack(alignment: .top) {
                Color.red.frame(width: width, height: 10).alignmentGuide(.top) { d in d.height / 2 }
            }
        }
    }

    static func expectSameAsFresh<V: View>(_ first: V, _ second: V, _ what: String) {
        let size = CGSize(width: 300, height: 200)
        let session = LayoutSession(first, in: size)
        session.update(with: second)
        let fresh = ViewLayout.layout(second, in: size)
        let a = session.result.allViews, b = fresh.allViews
        #expect(a.count == b.count, "\(what)")
        for (x, y) in zip(a, b) {
            #expect(x.frame == y.frame, "\(what): \(x.kind) at \(x.frame), fresh layout \(y.kind) at \(y.frame)")
        }
    }

    @Test func oneChildBaselineStackFollowsItsText() {
        Self.expectSameAsFresh(Baseline(text: "a"), Baseline(text: "Hello"), "a -> Hello")
        Self.expectSameAsFresh(Baseline(text: "Hello, world"), Baseline(text: "Hi"), "Hello, world -> Hi")
    }

    @Test func oneChildExplicitGuideStackFollowsItsChild() {
        Self.expectSameAsFresh(Explicit(inset: 0.5, width: 40), Explicit(inset: 0.5, width: 80), "width 40 -> 80")
        Self.expectSameAsFresh(Explicit(inset: 0.25, width: 40), Explicit(inset: 0.75, width: 40), "guide 0.25 -> 0.75")
        // The child's width changes along the stack's axis.
        Self.expectSameAsFresh(ExplicitAlong(width: 40), ExplicitAlong(width: 90), "along 40 -> 90")
    }
}
