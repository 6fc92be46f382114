import Foundation
import Testing
import ViewLayout

/// `frame(width:height:alignment:)` and `frame(min…ideal…max…)`. Unless a
/// test says otherwise it runs at displayScale 1 (whole points, no rounding)
/// in a 300 × 100 root, which centres its content.
@Suite struct FrameLayoutTests {

    // MARK: frame(width:height:alignment:)

    // frame(width:height:alignment:) page: "The alignment of this view inside
    // the resulting frame"; guide defaults from Fidelity, "Alignment guides" [doc]: leading 0,
    // centre w/2, trailing w (top 0, centre h/2, bottom h). A 20 × 10 view in
    // a 100 × 50 frame lands at x ∈ {0, 40, 80}, y ∈ {0, 20, 40}.
    @Test func fixedFramePlacesChildForAllNineAlignments() {
        let cases: [(String, Alignment, Double, Double)] = [
            ("topLeading", .topLeading, 0, 0), ("top", .top, 40, 0), ("topTrailing", .topTrailing, 80, 0),
            ("leading", .leading, 0, 20), ("center", .center, 40, 20), ("trailing", .trailing, 80, 20),
            ("bottomLeading", .bottomLeading, 0, 40), ("bottom", .bottom, 40, 40),
            ("bottomTrailing", .bottomTrailing, 80, 40),
        ]
        for (name, alignment, x, y) in cases {
            let r = VLTest.layout(Color.red.frame(width: 20, height: 10).id("c")
                .frame(width: 100, height: 50, alignment: alignment).id("f"), 100, 50)
            r.assertFrame("f", 0, 0, 100, 50)
            guard let c = r.frame(of: "c") else { Issue.record("no c"); continue }
            #expect(VLTest.close(c, CGRect(x: x, y: y, width: 20, height: 10)), "\(name): \(c)")
        }
    }

    // frame(width:height:alignment:) page: "the first ellipse is 200x100
    // points. The second ellipse is laid out in a frame with only a fixed
    // height, so it occupies that height, and whatever width the layout system
    // offers to its parent." VStack of the two in 390 × 300: 100 + 8 + 100.
    @Test func fixedFrameNilDimensionPassesThrough() {
        let r = VLTest.layout(VStack {
            Ellipse().frame(width: 200, height: 100).id("e1")
            Ellipse().frame(height: 100).id("e2")
        }, 390, 300)
        r.assertFrame("e1", 95, 46, 200, 100)
        r.assertFrame("e2", 0, 154, 390, 100)

        // "If width is nil, the resulting view assumes this view's sizing
        // behavior": a Text in frame(width: 200) keeps its own height, one body
        // line (Fidelity, "Text" [measured FB]: 20.33 at @3x), and is centred.
        let m = VLTest.text("Hello world")
        let tw = Double(m.size.width)
        let t = VLTest.layout(Text("Hello world").id("t").frame(width: 200).id("f"), 400, 101, scale: 3)
        t.assertFrame("f", 100, 121.0 / 3, 200, VLTest.bodyLine3x)
        t.assertFrame("t", 100 + (200 - tw) / 2, 121.0 / 3, tw, VLTest.bodyLine3x)
    }

    // MARK: frame(min…ideal…max…) — the Discussion, as in Fidelity, "Frames"

    // "If both constraints are specified in a dimension, the frame
    // unconditionally adopts the size proposed for it, clamped to the
    // constraints." The child (20 wide, or 200 wide) does not matter.
    @Test func minAndMaxClampProposalRegardlessOfChild() {
        // Proposed 300 -> 150.
        let a = VLTest.layout(Color.red.frame(width: 20, height: 20).id("c")
            .frame(minWidth: 50, maxWidth: 150).id("f"), 300, 100)
        a.assertFrame("f", 75, 40, 150, 20)
        a.assertFrame("c", 140, 40, 20, 20)

        // Proposed 100 (within the range) -> 100.
        let b = VLTest.layout(Color.red.frame(width: 20, height: 20).id("c")
            .frame(minWidth: 50, maxWidth: 150).id("f").frame(width: 100), 300, 100)
        b.assertFrame("f", 100, 40, 100, 20)

        // Proposed 40 -> 50, overflowing the 40 wide parent frame, centred in it.
        let c = VLTest.layout(Color.red.frame(width: 20, height: 20).id("c")
            .frame(minWidth: 50, maxWidth: 150).id("f").frame(width: 40).id("o"), 300, 100)
        c.assertFrame("o", 130, 40, 40, 20)
        c.assertFrame("f", 125, 40, 50, 20)
        c.assertFrame("c", 140, 40, 20, 20)

        // A 200 wide child in the same frame, proposed 300: still 150; the
        // child overflows it, centred.
        let d = VLTest.layout(Color.red.frame(width: 200, height: 20).id("c")
            .frame(minWidth: 50, maxWidth: 150).id("f"), 300, 100)
        d.assertFrame("f", 75, 40, 150, 20)
        d.assertFrame("c", 50, 40, 200, 20)
    }

    // "if a minimum constraint is specified and the size proposed for the
    // frame by the parent is less than the size of this view, the proposed
    // size, clamped to that minimum; ... otherwise, the size of this view."
    // Child 120 wide, frame(minWidth: 50).
    @Test func minOnly() {
        // Proposed 80 < 120 -> 80 (already above the minimum).
        let a = VLTest.layout(Color.red.frame(width: 120, height: 20).id("c")
            .frame(minWidth: 50).id("f").frame(width: 80).id("o"), 300, 100)
        a.assertFrame("o", 110, 40, 80, 20)
        a.assertFrame("f", 110, 40, 80, 20)
        a.assertFrame("c", 90, 40, 120, 20)

        // Proposed 30 < 120 -> 30 clamped to the minimum: 50.
        let b = VLTest.layout(Color.red.frame(width: 120, height: 20).id("c")
            .frame(minWidth: 50).id("f").frame(width: 30).id("o"), 300, 100)
        b.assertFrame("o", 135, 40, 30, 20)
        b.assertFrame("f", 125, 40, 50, 20)
        b.assertFrame("c", 90, 40, 120, 20)

        // Proposed 200 >= 120 -> the size of this view: 120.
        let c = VLTest.layout(Color.red.frame(width: 120, height: 20).id("c")
            .frame(minWidth: 50).id("f").frame(width: 200).id("o"), 300, 100)
        c.assertFrame("o", 50, 40, 200, 20)
        c.assertFrame("f", 90, 40, 120, 20)
        c.assertFrame("c", 90, 40, 120, 20)
    }

    // "if a maximum constraint is specified and the size proposed for the
    // frame by the parent is greater than the size of this view, the proposed
    // size, clamped to that maximum; otherwise, the size of this view."
    // Child 40 wide, frame(maxWidth: 100).
    @Test func maxOnly() {
        // Proposed 300 > 40 -> 300 clamped to 100.
        let a = VLTest.layout(Color.red.frame(width: 40, height: 20).id("c")
            .frame(maxWidth: 100).id("f"), 300, 100)
        a.assertFrame("f", 100, 40, 100, 20)
        a.assertFrame("c", 130, 40, 40, 20)

        // Proposed 70 > 40 -> 70.
        let b = VLTest.layout(Color.red.frame(width: 40, height: 20).id("c")
            .frame(maxWidth: 100).id("f").frame(width: 70).id("o"), 300, 100)
        b.assertFrame("o", 115, 40, 70, 20)
        b.assertFrame("f", 115, 40, 70, 20)
        b.assertFrame("c", 130, 40, 40, 20)

        // Proposed 20 < 40 -> the size of this view: 40, overflowing.
        let c = VLTest.layout(Color.red.frame(width: 40, height: 20).id("c")
            .frame(maxWidth: 100).id("f").frame(width: 20).id("o"), 300, 100)
        c.assertFrame("o", 140, 40, 20, 20)
        c.assertFrame("f", 130, 40, 40, 20)
        c.assertFrame("c", 130, 40, 40, 20)
    }

    // Same rules on the vertical axis: child 40 tall, frame(maxHeight: 100)
    // proposed 300 -> 100, child centred.
    @Test func maxOnlyVertical() {
        let r = VLTest.layout(Color.red.frame(width: 20, height: 40).id("c")
            .frame(maxHeight: 100).id("f"), 300, 300)
        r.assertFrame("f", 140, 100, 20, 100)
        r.assertFrame("c", 140, 130, 20, 40)
    }

    // "If no minimum or maximum constraint is specified in a given dimension,
    // the frame adopts the sizing behavior of its child in that dimension."
    // An ideal width alone changes nothing when the proposal is specified.
    @Test func neitherMinNorMaxAdoptsChild() {
        let a = VLTest.layout(Color.red.frame(width: 40, height: 20).id("c")
            .frame(idealWidth: 80).id("f"), 300, 100)
        a.assertFrame("f", 130, 40, 40, 20)
        let b = VLTest.layout(Color.red.frame(height: 20).frame(idealWidth: 80).id("f"), 300, 100)
        b.assertFrame("f", 0, 40, 300, 20)
        let c = VLTest.layout(Color.red.id("c").frame(idealWidth: 80, idealHeight: 30).id("f"), 300, 100)
        c.assertFrame("f", 0, 0, 300, 100)
        c.assertFrame("c", 0, 0, 300, 100)
    }

    // "with any ideal dimensions specified replacing any corresponding
    // unspecified dimensions in the proposal" (and Fidelity, "Frames": an unspecified
    // proposal with an ideal reports the ideal). fixedSize() above the frame
    // proposes nil (fixedSize page; Fidelity, "Ideal sizes and sizing modifiers").
    @Test func idealReplacesUnspecifiedProposal() {
        let a = VLTest.layout(Color.red.id("c").frame(idealWidth: 80, idealHeight: 30).id("f").fixedSize(), 300, 100)
        a.assertFrame("f", 110, 35, 80, 30)
        a.assertFrame("c", 110, 35, 80, 30)

        // With min and max too: the ideal 80 is inside [20, 200]. The height
        // has no constraint: the Color's ideal 10 (Fidelity, "Ideal sizes and sizing modifiers" [measured FB]).
        let b = VLTest.layout(Color.red.frame(minWidth: 20, idealWidth: 80, maxWidth: 200).id("f").fixedSize(), 300, 100)
        b.assertFrame("f", 110, 45, 80, 10)

        // The ideal width is what the child is proposed: a Text wraps in 100.
        // Top-leading (in the frame and in a 300 × 300 outer frame) so nothing is
        // centred onto a half pixel.
        let long = "The quick brown fox jumps over the lazy dog and keeps on running"
        let m = VLTest.text(long, width: 100)
        #expect(m.lineCount > 1)
        let t = VLTest.layout(Text(long).id("t").frame(idealWidth: 100, alignment: .topLeading).id("f").fixedSize()
            .frame(width: 300, height: 300, alignment: .topLeading), 300, 300, scale: 3)
        t.assertFrame("f", 0, 0, 100, Double(m.size.height))
        t.assertFrame("t", 0, 0, Double(m.size.width), Double(m.size.height))
    }

    // Fidelity, "Frames" [doc + RE]: "frame(maxWidth: .infinity) takes the proposed
    // width whenever it is >= the child" (max-only rule with max = infinity).
    @Test func maxWidthInfinityTakesProposal() {
        let m = VLTest.text("Hello world")
        let tw = Double(m.size.width)
        let r = VLTest.layout(Text("Hello world").id("t").frame(maxWidth: .infinity).id("f"), 300, 101, scale: 3)
        r.assertFrame("f", 0, 121.0 / 3, 300, VLTest.bodyLine3x)
        r.assertFrame("t", (300 - tw) / 2, 121.0 / 3, tw, VLTest.bodyLine3x)
        #expect(r.diagnostics.isEmpty, "maxWidth: .infinity is valid input")

        // Proposed 50, less than the 120 wide child: the child's 120.
        let s = VLTest.layout(Color.red.frame(width: 120, height: 20)
            .frame(maxWidth: .infinity).id("f").frame(width: 50), 300, 100)
        s.assertFrame("f", 90, 40, 120, 20)
    }

    // Fidelity, "Frames": "frame(minWidth: 0, maxWidth: .infinity) always takes the
    // proposed width" (both-constraints rule of the Discussion).
    @Test func minZeroMaxInfinityAlwaysTakesProposal() {
        let a = VLTest.layout(Color.red.frame(width: 120, height: 20).id("c")
            .frame(minWidth: 0, maxWidth: .infinity).id("f").frame(width: 50).id("o"), 300, 100)
        a.assertFrame("o", 125, 40, 50, 20)
        a.assertFrame("f", 125, 40, 50, 20)
        a.assertFrame("c", 90, 40, 120, 20)

        let b = VLTest.layout(Color.red.frame(width: 120, height: 20).id("c")
            .frame(minWidth: 0, maxWidth: .infinity).id("f"), 300, 100)
        b.assertFrame("f", 0, 40, 300, 20)
        b.assertFrame("c", 90, 40, 120, 20)
    }

    // frame(min…) page: "alignment: The alignment of this view inside the
    // resulting frame." A 20 × 10 view in a frame that grows to 100 × 50.
    @Test func flexibleFrameAlignment() {
        let a = VLTest.layout(Color.red.frame(width: 20, height: 10).id("c")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing).id("f"), 100, 50)
        a.assertFrame("f", 0, 0, 100, 50)
        a.assertFrame("c", 80, 40, 20, 10)
        let b = VLTest.layout(Color.red.frame(width: 20, height: 10).id("c")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).id("f"), 100, 50)
        b.assertFrame("c", 0, 0, 20, 10)
        let c = VLTest.layout(Color.red.frame(width: 20, height: 10).id("c")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top).id("f"), 100, 50)
        c.assertFrame("c", 40, 0, 20, 10)
    }
}
