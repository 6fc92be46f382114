import Foundation

extension LayoutEngine {
    /// `frame(width:height:alignment:)` (its page; Fidelity, "Frames"):
    /// 1. the child is proposed the given dimensions, the frame's proposal
    ///    where one is nil;
    /// 2. the frame is the given dimensions, the child's size where one is
    ///    nil;
    /// 3. the child is placed with its alignment guides on the frame's
    ///    (`align`).
    ///
    /// Fast paths for a framed shape, which answer what the steps answer
    /// without asking the shape, are the helpers after this one.
    func fixedFrameLayout(_ node: Node, _ p: Proposal, placing out: RawStorage<ChildPlacement>?) -> Size {
        let fw = tree.frameSizes[Int(node.payload)].w, fh = tree.frameSizes[Int(node.payload)].h
        // Step 1: a given dimension replaces the proposal.
        let cp = Proposal(w: fw.isNaNValue ? p.w : fw, h: fh.isNaNValue ? p.h : fh)
        let child = child(node, 0)
        let cs = size(child, cp)
        // Step 2: a given dimension is the answer, else the child's.
        let s = Size(w: fw.isNaNValue ? cs.w : fw, h: fh.isNaNValue ? cs.h : fh)
        // Step 3: the child aligned in the frame.
        if let out { out[0] = align(child, cp, cs, in: s, tree.frames[Int(node.payload)].alignment) }
        return s
    }

    /// `fixedFrameLayout`'s size when the child is a shape (which takes the
    /// proposal, 10 where it is unspecified: `leafSize`), without asking
    /// the child: a given dimension, else the proposal's.
    @inline(__always)
    func framedShapeSize(_ node: Node, _ p: Proposal) -> Size {
        let fw = tree.frameSizes[Int(node.payload)].w, fh = tree.frameSizes[Int(node.payload)].h
        return Size(w: fw.isNaNValue ? (p.w.isNaNValue ? 10 : p.w) : fw, h: fh.isNaNValue ? (p.h.isNaNValue ? 10 : p.h) : fh)
    }

    /// `frame(min…:ideal…:max…:alignment:)`, per axis, exactly as its
    /// Discussion states (formulas from Fidelity, "Frames"):
    /// 1. the child is proposed the parent's proposal, or the ideal where the
    ///    proposal is unspecified, clamped to [min, max];
    /// 2. the frame's size: with an unspecified proposal and an ideal, the
    ///    ideal; min and max both given: the proposal clamped to them,
    ///    unconditionally; min only: the child's size, but no more than the
    ///    proposal, and no less than min; max only: the child's size, but no
    ///    less than the proposal, and no more than max; neither: the child's
    ///    size;
    /// 3. the child is placed with its alignment guides on the frame's
    ///    (`align`).
    func flexFrameLayout(_ node: Node, _ p: Proposal, placing out: RawStorage<ChildPlacement>?) -> Size {
        let f = tree.frames[Int(node.payload)]
        // Step 1: the proposal, or the ideal, clamped.
        let cp = Proposal(w: flexChildProposal(p.w, f.minW, f.idealW, f.maxW),
                          h: flexChildProposal(p.h, f.minH, f.idealH, f.maxH))
        let child = child(node, 0)
        let cs = size(child, cp)
        // Step 2: the frame's size from its constraints and the child's.
        let s = Size(w: flexDimension(p.w, cp.w, cs.w, f.minW, f.idealW, f.maxW),
                     h: flexDimension(p.h, cp.h, cs.h, f.minH, f.idealH, f.maxH))
        // Step 3: the child aligned in the frame.
        if let out { out[0] = align(child, cp, cs, in: s, f.alignment) }
        return s
    }

    /// Step 1 of `flexFrameLayout` on one axis: the proposal (the ideal where
    /// it is unspecified) clamped to [min, max]; NaN when neither is given.
    @inline(__always)
    func flexChildProposal(_ proposal: Double, _ lo: Double, _ ideal: Double, _ hi: Double) -> Double {
        var v = proposal.isNaNValue ? ideal : proposal
        if v.isNaNValue { return .nan }
        if !hi.isNaNValue { v = Swift.min(v, hi) }
        if !lo.isNaNValue { v = Swift.max(v, lo) }
        return v
    }

    /// Step 2 of `flexFrameLayout` on one axis: the frame's length for a
    /// child that answered `child` to `childProposal`.
    @inline(__always)
    func flexDimension(_ proposal: Double, _ childProposal: Double, _ child: Double,
                       _ lo: Double, _ ideal: Double, _ hi: Double) -> Double {
        if proposal.isNaNValue && !ideal.isNaNValue { return ideal }
        switch (lo.isNaNValue, hi.isNaNValue) {
        case (false, false):
            if !proposal.isNaNValue { return Swift.max(lo, Swift.min(proposal, hi)) }
            return Swift.max(lo, Swift.min(child, hi))
        case (false, true):
            let p = childProposal.isNaNValue ? Double.infinity : childProposal
            return Swift.max(Swift.min(p, child), lo)
        case (true, false):
            let p = childProposal.isNaNValue ? -Double.infinity : childProposal
            return Swift.min(Swift.max(p, child), hi)
        case (true, true):
            return child
        }
    }

    /// The frames' last step: places a child of size `cs` inside a box of
    /// size `s` so that the child's guides (explicit or default) meet the
    /// box's default guides (Fidelity, "Alignment guides").
    @inline(__always)
    func align(_ child: Int32, _ cp: Proposal, _ cs: Size, in s: Size, _ alignment: Alignment) -> ChildPlacement {
        let h = alignment.horizontal.key, v = alignment.vertical.key
        let x = boxGuide(h, s) - guide(child, h, cp, cs)
        let y = boxGuide(v, s) - guide(child, v, cp, cs)
        return ChildPlacement(x: x, y: y, w: cs.w, h: cs.h, p: cp)
    }
}

extension LayoutEngine {
    /// Places fixed frame `f` around a shape (a sized colour or shape, the
    /// commonest cell) in its parent's loop: `place` and
    /// `fixedFrameLayout`'s placing, with the shape's size from its rule
    /// (`leafSize`) and the built-in guides' default values, without a
    /// call or a memo lookup per node. False (nothing written) when the
    /// child is not a plain shape or a guide is custom.
    @_transparent
    func placeFramedShape(_ f: Int32, x: Double, y: Double, p: Proposal, s: Size) -> Bool {
        let fnode = nodes[Int(f)]
        let shape = child(fnode, 0)
        let snode = nodes[Int(shape)]
        guard snode.kind == .shape, snode.guideMask == 0, fnode.childCount == 1 else { return false }
        let fi = Int(fnode.payload)
        // As `place` and `fixedFrameLayout` with `size` of the shape.
        let p = normalised(f, p)
        let fw = tree.frameSizes[fi].w, fh = tree.frameSizes[fi].h
        let cp = normalised(shape, Proposal(w: fw.isNaNValue ? p.w : fw, h: fh.isNaNValue ? p.h : fh))
        let cs = cp.shapeSize
        let own = Size(w: fw.isNaNValue ? cs.w : fw, h: fh.isNaNValue ? cs.h : fh)
        // `align`: the frame's guide less the shape's. A guide's default
        // value is a function of the size alone, so a shape as large as its
        // frame (the usual case: a shape takes what it is offered) sits at
        // zero whatever the alignment.
        var gx = 0.0, gy = 0.0
        if own != cs {
            let h = tree.frames[fi].alignment.horizontal.key, v = tree.frames[fi].alignment.vertical.key
            guard h.builtin != .custom && v.builtin != .custom else { return false }
            gx = boxGuide(h, own) - boxGuide(h, cs)
            gy = boxGuide(v, own) - boxGuide(v, cs)
        }
        frames[Int(f)] = CGRect(x: x, y: y, width: s.w, height: s.h)
        let cx = fnode.flags.contains(.rightToLeft) ? s.w - gx - cs.w : gx
        frames[Int(shape)] = CGRect(x: x + cx, y: y + gy, width: cs.w, height: cs.h)
        return true
    }
}
