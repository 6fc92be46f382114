import Foundation
import Testing
import ViewLayout

// A Layout implementation that misbehaves: every case gets a diagnostic
// naming the layout (and the subview), a defined fallback, and no NaN frame.
// Root 390 × 763 at scale 1.
// At scale 1 frames land on whole points, an origin at .5 rounding up
// (Fidelity, "Pixel rounding": edges to the nearest pixel, ties up): 376.5 is placed at 377.

/// Answers a fixed size (possibly bad) and places subviews as told.
struct MisbehavingLayout: Layout {
    enum Placement { case none, twice, nanPosition, negativeProposal, fromSizeThatFits }
    var size = CGSize(width: 100, height: 50)
    var placement: Placement = .none

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if placement == .fromSizeThatFits { subviews.first?.place(at: .zero, proposal: .unspecified) }
        return size
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let first = subviews.first else { return }
        switch placement {
        case .none, .fromSizeThatFits:
            break
        case .twice:
            first.place(at: bounds.origin, proposal: .unspecified)
            first.place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: .unspecified)
        case .nanPosition:
            first.place(at: CGPoint(x: CGFloat.nan, y: 0), proposal: .unspecified)
        case .negativeProposal:
            first.place(at: bounds.origin, proposal: ProposedViewSize(width: -5, height: .nan))
        }
    }
}

@Suite("Layout bad input")
struct LayoutBadInputTests {
    /// SwiftUI documents no rule for a NaN or negative size: here it is 0,
    /// reported with the layout's name.
    @Test func nanAndNegativeSizes() {
        let tree = VLTest.layout(MisbehavingLayout(size: CGSize(width: CGFloat.nan, height: -3)) {
            Color.red.frame(width: 20, height: 10).id("child")
        }.id("layout"), 390, 763)
        tree.assertFrame("layout", 195, 382, 0, 0)
        #expect(tree.vlHasDiagnostic("MisbehavingLayout.sizeThatFits returned width nan; 0 is used"))
        #expect(tree.vlHasDiagnostic("MisbehavingLayout.sizeThatFits returned height -3.0; 0 is used"))
        #expect(tree.vlAllFramesFinite)
    }

    /// An infinite size answered to a finite proposal becomes the proposal
    /// (the root's 390 × 763), reported; answered to an infinite proposal
    /// (a stack probing for the maximum) it is a legitimate answer.
    @Test func infiniteSizes() {
        let tree = VLTest.layout(MisbehavingLayout(size: CGSize(width: CGFloat.infinity, height: 50)) {
            Color.red.frame(width: 20, height: 10)
        }.id("layout"), 390, 763)
        tree.assertFrame("layout", 0, 357, 390, 50)
        #expect(tree.vlHasDiagnostic("MisbehavingLayout", "infinite width", "390"))
        #expect(tree.vlAllFramesFinite)

        // In an HStack: probed at infinity (no report), then offered its share.
        let row = VLTest.layout(HStack(spacing: 0) {
            MisbehavingLayout(size: CGSize(width: CGFloat.infinity, height: 50)) { Color.red }.id("layout")
            Color.blue.frame(width: 90, height: 50).id("blue")
        }, 390, 763)
        row.assertFrame("layout", 0, 357, 300, 50)
        row.assertFrame("blue", 300, 357, 90, 50)
        #expect(!row.diagnostics.contains { $0.message.contains("inf×") })
    }

    /// place(at:anchor:proposal:) page: "If you don't call this method for a
    /// subview, the subview appears at the center of its layout container
    /// and uses the layout container's size proposal." The 100 × 50
    /// container at (145, 356.5) was proposed 390 × 763: the fixed 20 × 10
    /// child is centred; a Color takes the whole proposal, centred.
    @Test func unplacedSubviewIsCentred() {
        let tree = VLTest.layout(MisbehavingLayout {
            Color.red.frame(width: 20, height: 10).id("fixed")
            Color.blue.id("flexible")
        }, 390, 763)
        tree.assertFrame("fixed", 185, 377, 20, 10)
        tree.assertFrame("flexible", 0, 0, 390, 763)
        #expect(tree.vlHasDiagnostic("MisbehavingLayout did not place subview 0 (frame)", "centred"))
        #expect(tree.vlHasDiagnostic("MisbehavingLayout did not place subview 1 (Color)"))
    }

    /// "If you call this method more than once for a subview, the last call
    /// takes precedence": the child ends at the bottom-trailing corner.
    @Test func subviewPlacedTwice() {
        let tree = VLTest.layout(MisbehavingLayout(placement: .twice) {
            Color.red.frame(width: 20, height: 10).id("child")
        }, 390, 763)
        tree.assertFrame("child", 225, 397, 20, 10)
        #expect(tree.vlHasDiagnostic("MisbehavingLayout placed subview 0 (frame) 2 times; the last placement is used"))
    }

    /// A NaN position is ignored (reported); the subview is then
    /// unplaced and centred.
    @Test func nanPosition() {
        let tree = VLTest.layout(MisbehavingLayout(placement: .nanPosition) {
            Color.red.frame(width: 20, height: 10).id("child")
        }, 390, 763)
        tree.assertFrame("child", 185, 377, 20, 10)
        #expect(tree.vlHasDiagnostic("MisbehavingLayout placed subview 0 (frame)", "a NaN position is ignored"))
        #expect(tree.vlAllFramesFinite)
    }

    /// A negative or NaN proposal to a subview is 0 (reported), never read
    /// as "unspecified": the Color is proposed 0 × 0.
    @Test func badProposalToSubview() {
        let tree = VLTest.layout(MisbehavingLayout(placement: .negativeProposal) {
            Color.red.id("child")
        }, 390, 763)
        tree.assertFrame("child", 145, 357, 0, 0)
        #expect(tree.vlHasDiagnostic("MisbehavingLayout proposed width -5.0 to subview 0 (Color); 0 is used"))
        #expect(tree.vlHasDiagnostic("MisbehavingLayout proposed height nan to subview 0 (Color); 0 is used"))
    }

    /// place(at:) is documented for placeSubviews only; a call from
    /// sizeThatFits is ignored and reported (and the subview, never
    /// placed, is centred).
    @Test func placeOutsidePlaceSubviews() {
        let tree = VLTest.layout(MisbehavingLayout(placement: .fromSizeThatFits) {
            Color.red.frame(width: 20, height: 10).id("child")
        }, 390, 763)
        tree.assertFrame("child", 185, 377, 20, 10)
        #expect(tree.vlHasDiagnostic("outside placeSubviews; the call is ignored"))
    }

    /// A layout with no subviews and a ViewThatFits with no children lay out
    /// to nothing without trapping.
    @Test func emptyContainers() {
        let tree = VLTest.layout(VStack {
            MisbehavingLayout {}.id("layout")
            ViewThatFits {}.id("fits")
        }, 390, 763)
        #expect(tree.frame(of: "layout")?.width == 100)
        #expect(tree.frame(of: "fits")?.size == .zero)
        #expect(tree.vlAllFramesFinite)
    }
}
