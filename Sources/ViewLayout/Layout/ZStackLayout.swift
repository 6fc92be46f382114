import Foundation

extension LayoutEngine {
    /// ZStack (its page; Fidelity, "ZStack, overlay and background"), in
    /// `alignedUnion`:
    /// 1. every child is offered the stack's proposal;
    /// 2. every child is aligned on both of the stack's guides;
    /// 3. the stack is the union of the aligned children ("union of all the
    ///    frames of the children", as measured by swiftuifieldguide and FB;
    ///    OSU's max width × max height differs only when guides push
    ///    children apart);
    /// 4. placing, the children are moved so that the union's top-leading
    ///    corner is the stack's.
    func zstackLayout(_ node: Node, _ p: Proposal, placing out: RawStorage<ChildPlacement>?) -> Size {
        let alignment = tree.alignments[Int(node.payload)]
        return alignedUnion(node, first: 0, p, alignment, placing: out)
    }

    /// Sizes children `first...` of `node` at `p` and aligns them on
    /// `alignment`; answers the union's size and, when placing, writes their
    /// positions relative to its top-leading corner.
    func alignedUnion(_ node: Node, first: Int, _ p: Proposal, _ alignment: Alignment,
                      placing out: RawStorage<ChildPlacement>?) -> Size {
        let count = Int(node.childCount)
        if count <= first { return .zero }
        let h = alignment.horizontal.key, v = alignment.vertical.key
        var minX = Double.infinity, maxX = -Double.infinity
        var minY = Double.infinity, maxY = -Double.infinity
        for i in first..<count {
            // Step 1: the stack's proposal.
            let c = child(node, i)
            let s = size(c, p)
            // Step 2: the child's guides at the stack's alignment line (0),
            // and step 3: its frame taken into the union.
            let gx = guide(c, h, p, s), gy = guide(c, v, p, s)
            minX = Swift.min(minX, -gx)
            maxX = Swift.max(maxX, s.w - gx)
            minY = Swift.min(minY, -gy)
            maxY = Swift.max(maxY, s.h - gy)
            out?[i] = ChildPlacement(x: -gx, y: -gy, w: s.w, h: s.h, p: p)
        }
        // Step 4: the union's top-leading corner moved to the stack's.
        if let out {
            for i in first..<count {
                out[i].x -= minX
                out[i].y -= minY
            }
        }
        return Size(w: maxX - minX, h: maxY - minY)
    }

    /// The root: the window's content area. It is the size it was given
    /// (the content's own size when given none) and centres each top-level
    /// view in it, as a hosting view does.
    func rootSize(_ node: Node, _ p: Proposal) -> Size {
        if !p.w.isNaNValue && !p.h.isNaNValue { return Size(w: p.w, h: p.h) }
        let content = alignedUnion(node, first: 0, rootContentProposal(p), .center, placing: nil)
        return Size(w: p.w.isNaNValue ? content.w + rootHorizontalInset : p.w,
                    h: p.h.isNaNValue ? content.h + rootVerticalInset : p.h)
    }

    /// The root's content is laid out in the safe area: proposed the root's
    /// size less the safe-area insets and centred in what remains
    /// (Layout/SafeAreaLayout.swift; with no insets, the whole root).
    @inline(__always) func rootContentProposal(_ p: Proposal) -> Proposal {
        Proposal(w: p.w.isNaNValue ? .nan : Swift.max(0, p.w - rootHorizontalInset),
                 h: p.h.isNaNValue ? .nan : Swift.max(0, p.h - rootVerticalInset))
    }

    func rootLayout(_ node: Node, _ p: Proposal, _ s: Size, placing out: RawStorage<ChildPlacement>) -> Size {
        let cp = rootContentProposal(p)
        let safeW = Swift.max(0, s.w - rootHorizontalInset), safeH = Swift.max(0, s.h - rootVerticalInset)
        for i in 0..<Int(node.childCount) {
            let c = child(node, i)
            let cs = size(c, cp)
            out[i] = ChildPlacement(x: rootInsets.leading + (safeW - cs.w) / 2, y: rootInsets.top + (safeH - cs.h) / 2,
                                    w: cs.w, h: cs.h, p: cp)
        }
        return s
    }
}
