import Foundation
import Testing
import ViewLayout

/// padding, fixedSize, offset, position, background / overlay / border.
/// Unless a test says otherwise it runs at displayScale 1 (whole points) in a
/// 300 × 100 root, which centres its content. `box` is a 50 × 20 view.
@Suite struct ModifierLayoutTests {
    var box: some View { Color.red.frame(width: 50, height: 20) }
    let long = "The quick brown fox jumps over the lazy dog and keeps on running"

    // MARK: padding

    // padding(_:_:) page: nil length is "a platform-specific default amount";
    // Fidelity, "Padding, Spacer and Divider" [RE OSU DefaultPaddingKey; doc]: 16 on every edge on iOS.
    // 50 × 20 + 32 = 82 × 52, the child at (16, 16) inside.
    @Test func defaultPaddingIsSixteen() {
        let r = VLTest.layout(box.id("c").padding().id("p"), 300, 100)
        r.assertFrame("p", 109, 24, 82, 52)
        r.assertFrame("c", 125, 40, 50, 20)
        let e = VLTest.layout(box.id("c").padding(.all).id("p"), 300, 100)
        e.assertFrame("p", 109, 24, 82, 52)
    }

    // padding(_:_:) page: "The set of edges to pad for this view"; only those
    // edges grow (Fidelity, "Padding, Spacer and Divider" [RE]: the child sits at (leading, top)).
    @Test func paddingEdgeSubsets() {
        let h = VLTest.layout(box.id("c").padding(.horizontal).id("p"), 300, 100)
        h.assertFrame("p", 109, 40, 82, 20)
        h.assertFrame("c", 125, 40, 50, 20)

        let v = VLTest.layout(box.id("c").padding(.vertical, 10).id("p"), 300, 100)
        v.assertFrame("p", 125, 30, 50, 40)
        v.assertFrame("c", 125, 40, 50, 20)

        let tl = VLTest.layout(box.id("c").padding([.top, .leading], 10).id("p"), 300, 100)
        tl.assertFrame("p", 120, 35, 60, 30)
        tl.assertFrame("c", 130, 45, 50, 20)

        let b = VLTest.layout(box.id("c").padding(.bottom, 6).id("p"), 300, 100)
        b.assertFrame("p", 125, 37, 50, 26)
        b.assertFrame("c", 125, 37, 50, 20)

        let t = VLTest.layout(box.id("c").padding(.trailing, 8).id("p"), 300, 100)
        t.assertFrame("p", 121, 40, 58, 20)
        t.assertFrame("c", 121, 40, 50, 20)
    }

    // padding(_: EdgeInsets) page: "a different padding amount to each edge".
    // 50 + 2 + 4 = 56 wide, 20 + 1 + 3 = 24 tall; child at (+2, +1).
    @Test func paddingEdgeInsets() {
        let r = VLTest.layout(box.id("c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("p"), 300, 100)
        r.assertFrame("p", 122, 38, 56, 24)
        r.assertFrame("c", 124, 39, 50, 20)
    }

    // padding page ("The order in which you apply modifiers matters"): each
    // padding wraps the one before, so the insets add up: 10 then 5.
    @Test func nestedPaddings() {
        let r = VLTest.layout(box.id("c").padding(10).id("p1").padding(5).id("p2"), 300, 100)
        r.assertFrame("p2", 110, 25, 80, 50)
        r.assertFrame("p1", 115, 30, 70, 40)
        r.assertFrame("c", 125, 40, 50, 20)
    }

    // Fidelity, "Padding, Spacer and Divider" [RE OSU _PaddingLayout]: the child is proposed
    // max(0, proposal - insets); the view is child + insets.
    @Test func paddingProposesProposalMinusInsets() {
        let r = VLTest.layout(Color.red.id("c").padding(20).id("p"), 300, 100)
        r.assertFrame("p", 0, 0, 300, 100)
        r.assertFrame("c", 20, 20, 260, 60)

        // Insets larger than the proposal: the child is proposed 0 × 0.
        let z = VLTest.layout(Color.red.id("c").padding(30).id("p").frame(width: 40, height: 40).id("o"), 300, 100)
        z.assertFrame("o", 130, 30, 40, 40)
        z.assertFrame("p", 120, 20, 60, 60)
        z.assertFrame("c", 150, 50, 0, 0)

        // A Text is proposed 300 - 32 = 268 wide and 100 - 32 = 68 tall.
        let m = VLTest.text(long, width: 268, height: 68)
        let t = VLTest.layout(Text(long).id("t").padding().id("p")
            .frame(width: 300, height: 100, alignment: .topLeading), 300, 100, scale: 3)
        t.assertFrame("t", 16, 16, Double(m.size.width), Double(m.size.height))
        t.assertFrame("p", 0, 0, Double(m.size.width) + 32, Double(m.size.height) + 32)
    }

    // MARK: fixedSize

    // fixedSize() page: "Fixes this view at its ideal size"; Fidelity, "Ideal sizes and sizing modifiers": a
    // Text's ideal size is its single line. In a root 40 narrower than the
    // line, it keeps the line and overflows, centred by the root: x = -20.
    // @3x; root height 101 keeps (101 - 20.333) / 2 on the grid.
    @Test func fixedSizeTextKeepsOneLine() {
        let s = "This is a moderately long string."
        let w = Double(VLTest.text(s).size.width)
        let r = VLTest.layout(Text(s).fixedSize().id("t"), CGFloat(w - 40), 101, scale: 3)
        r.assertFrame("t", -20, 121.0 / 3, w, VLTest.bodyLine3x)

        // Without fixedSize the same Text wraps inside the root.
        let n = VLTest.layout(Text(s).id("t"), CGFloat(w - 40), 101, scale: 3)
        let f = n.frame(of: "t")
        #expect(f.map { $0.width <= w - 40 && $0.height > VLTest.bodyLine3x } == true, "\(n)")

        // A Color's ideal size is 10 × 10 (Fidelity, "Ideal sizes and sizing modifiers" [measured FB]).
        let c = VLTest.layout(Color.red.fixedSize().id("c"), 300, 100)
        c.assertFrame("c", 145, 45, 10, 10)
    }

    // fixedSize(horizontal:vertical:) page, its example (a long Text,
    // horizontally fixed, in a 200 × 200 frame): the Text "maintain[s] its
    // ideal width ... This can result in the view exceeding the parent's
    // bounds". The frame centres it. Here the frame is 201 × 201 so the
    // centred line (323 wide at @3x) lands on the grid without a tie.
    @Test func fixedSizeHorizontalDocumentationExample() {
        let s = "A single line of text, too long to fit in a box."
        let w = Double(VLTest.text(s).size.width)
        #expect(w > 201)
        let r = VLTest.layout(Text(s).fixedSize(horizontal: true, vertical: false).id("t")
            .frame(width: 201, height: 201).id("f"), 401, 401, scale: 3)
        r.assertFrame("f", 100, 100, 201, 201)
        r.assertFrame("t", 100 + (201 - w) / 2, 100 + (201 - VLTest.bodyLine3x) / 2, w, VLTest.bodyLine3x)

        // Not fixed: the Text is proposed 201 and wraps to several lines.
        let m = VLTest.text(s, width: 201, height: 201)
        #expect(m.lineCount > 1)
        let n = VLTest.layout(Text(s).id("t").frame(width: 201, height: 201, alignment: .topLeading).id("f"),
                              401, 401, scale: 3)
        n.assertFrame("t", 100, 100, Double(m.size.width), Double(m.size.height))
    }

    // fixedSize(horizontal:vertical:) page: fixing only the vertical axis, the
    // Text wraps to the proposed width and keeps all its lines, overflowing a
    // 20-point-high frame (top-leading, so it extends below).
    @Test func fixedSizeVerticalOnly() {
        let m = VLTest.text(long, width: 100)
        #expect(m.lineCount > 2)
        let r = VLTest.layout(Text(long).fixedSize(horizontal: false, vertical: true).id("t")
            .frame(width: 100, height: 20, alignment: .topLeading).id("f"), 300, 200, scale: 3)
        r.assertFrame("f", 100, 90, 100, 20)
        r.assertFrame("t", 100, 90, Double(m.size.width), Double(m.size.height))
    }

    // MARK: offset and position

    // offset(x:y:) page: "The original dimensions of the view aren't changed
    // by offsetting the contents" — the offset view keeps its layout frame,
    // only its content moves, and the siblings do not move (Fidelity, "Ideal sizes and sizing modifiers").
    @Test func offsetMovesContentOnly() {
        let r = VLTest.layout(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).id("a")
            Color.green.frame(width: 50, height: 50).id("inner").offset(x: 10, y: 20).id("o")
            Color.blue.frame(width: 50, height: 50).id("b")
        }, 300, 100)
        r.assertFrame("a", 75, 25, 50, 50)
        r.assertFrame("o", 125, 25, 50, 50)
        r.assertFrame("inner", 135, 45, 50, 50)
        r.assertFrame("b", 175, 25, 50, 50)

        let s = VLTest.layout(box.id("inner").offset(CGSize(width: -5, height: 3)).id("o"), 300, 100)
        s.assertFrame("o", 125, 40, 50, 20)
        s.assertFrame("inner", 120, 43, 50, 20)
    }

    // position(x:y:) page: "Positions the center of this view at the specified
    // coordinates in its parent's coordinate space"; Fidelity, "Ideal sizes and sizing modifiers" [doc, RE]: the
    // position view takes the whole proposal.
    @Test func positionCentresChildOnPoint() {
        let r = VLTest.layout(box.id("c").position(x: 30, y: 40).id("p"), 300, 100)
        r.assertFrame("p", 0, 0, 300, 100)
        r.assertFrame("c", 5, 30, 50, 20)

        // Inside a 100 × 60 frame the point is in the frame's space.
        let f = VLTest.layout(box.id("c").position(x: 30, y: 40).id("p").frame(width: 100, height: 60).id("f"), 300, 100)
        f.assertFrame("f", 100, 20, 100, 60)
        f.assertFrame("p", 100, 20, 100, 60)
        f.assertFrame("c", 105, 50, 50, 20)

        let o = VLTest.layout(box.id("c").position(CGPoint(x: 0, y: 0)).id("p"), 300, 100)
        o.assertFrame("c", -25, -10, 50, 20)

        // Fidelity, "Ideal sizes and sizing modifiers" [RE OSU _PositionLayout: `CGSize(proposal) ??
        // proposal.fixingUnspecifiedDimensions(at: child.size)`]: under an
        // unspecified proposal (fixedSize) it is the child's size, 50 × 20,
        // centred by the root at (125, 40); the child's centre is still (30, 40)
        // in its space.
        let u = VLTest.layout(box.id("c").position(x: 30, y: 40).id("p").fixedSize(), 300, 100)
        u.assertFrame("p", 125, 40, 50, 20)
        u.assertFrame("c", 130, 70, 50, 20)
    }

    // MARK: background, overlay, border

    // Fidelity, "ZStack, overlay and background" [measured fieldguide, FB]: the secondary view is proposed the
    // primary's size; the result is the primary's size alone.
    @Test func backgroundIsProposedPrimarySize() {
        let r = VLTest.layout(Color.blue.frame(width: 100, height: 50).id("p")
            .background(Color.red.id("bg")).id("v"), 300, 100)
        #expect(r.view(withID: "v")?.kind == "background")
        r.assertFrame("v", 100, 25, 100, 50)
        r.assertFrame("p", 100, 25, 100, 50)
        r.assertFrame("bg", 100, 25, 100, 50)

        // A Text overlay is proposed 100 × 50 and wraps in it.
        let m = VLTest.text(long, width: 100, height: 50)
        let t = VLTest.layout(Color.blue.frame(width: 100, height: 50)
            .overlay(Text(long).id("t")).id("v"), 300, 100, scale: 3)
        t.assertFrame("v", 100, 25, 100, 50)
        let f = t.frame(of: "t")
        #expect(f.map { abs($0.width - m.size.width) < 1e-6 && abs($0.height - m.size.height) < 1e-6 } == true,
                "text \(String(describing: f)) vs measured \(m.size)")
    }

    // Fidelity, "ZStack, overlay and background": a larger secondary view does not change the size; it is
    // centred on the primary (default alignment .center) and overflows it.
    @Test func secondaryDoesNotChangeSize() {
        let r = VLTest.layout(Color.blue.frame(width: 100, height: 50).id("p")
            .background(Color.red.frame(width: 200, height: 80).id("bg")).id("v"), 300, 100)
        r.assertFrame("v", 100, 25, 100, 50)
        r.assertFrame("bg", 50, 10, 200, 80)
        let o = VLTest.layout(Color.blue.frame(width: 100, height: 50)
            .overlay(Color.red.frame(width: 200, height: 80).id("ov")).id("v"), 300, 100)
        o.assertFrame("v", 100, 25, 100, 50)
        o.assertFrame("ov", 50, 10, 200, 80)
    }

    // overlay(alignment:content:) / background(alignment:content:): the
    // secondary is aligned with the primary on `alignment` (Fidelity, "ZStack, overlay and background", guide
    // defaults Fidelity, "Alignment guides"). Primary at (100, 25, 100, 50).
    @Test func overlayAndBackgroundAlignment() {
        let a = VLTest.layout(Color.blue.frame(width: 100, height: 50)
            .overlay(alignment: .topTrailing) { Color.red.frame(width: 20, height: 10).id("o") }, 300, 100)
        a.assertFrame("o", 180, 25, 20, 10)
        let b = VLTest.layout(Color.blue.frame(width: 100, height: 50)
            .overlay(Color.red.frame(width: 20, height: 10).id("o"), alignment: .bottomLeading), 300, 100)
        b.assertFrame("o", 100, 65, 20, 10)
        let c = VLTest.layout(Color.blue.frame(width: 100, height: 50)
            .background(alignment: .bottom) { Color.red.frame(width: 20, height: 10).id("b") }, 300, 100)
        c.assertFrame("b", 140, 65, 20, 10)
    }

    // border is an overlay the size of the view (Fidelity, "ZStack, overlay and background" overlay rule). The
    // padding page: "applies the padding before applying the border to ensure
    // that the border encompasses the padded region".
    @Test func borderIsOverlayOfViewSize() {
        let r = VLTest.layout(Color.blue.frame(width: 100, height: 50).border(Color.black, width: 2).id("v"), 300, 100)
        let v = r.view(withID: "v")
        #expect(v?.kind == "overlay")
        r.assertFrame("v", 100, 25, 100, 50)
        r.assertFrame(of: v?.children.last, 100, 25, 100, 50)

        // padding then border: the border is 70 × 40 around the padded region.
        let p = VLTest.layout(box.padding(10).border(Color.gray).id("v"), 300, 100)
        p.assertFrame("v", 115, 30, 70, 40)
        p.assertFrame(of: p.view(withID: "v")?.children.last, 115, 30, 70, 40)

        // border then padding: the border stays around the 50 × 20 view.
        let q = VLTest.layout(box.border(Color.gray).id("b").padding(10).id("q"), 300, 100)
        q.assertFrame("q", 115, 30, 70, 40)
        q.assertFrame("b", 125, 40, 50, 20)
        q.assertFrame(of: q.view(withID: "b")?.children.last, 125, 40, 50, 20)
    }
}
