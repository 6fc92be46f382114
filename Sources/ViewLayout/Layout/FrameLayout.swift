import Foundation

extension View {
    /// Positions this view within an invisible frame with the specified size.
    /// A given dimension is proposed to the view and is the frame's size in
    /// that dimension; a nil one passes the proposal through and takes the
    /// view's size.
    public consuming func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// Positions this view within an invisible frame having the specified
    /// size constraints (the rules of its Discussion, quoted in DESIGN.md).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                  alignment: alignment))
    }

    /// A frame that does not constrain the view.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public consuming func frame() -> some View { frame(width: nil, height: nil) }
}

public struct _FrameLayout: ViewModifier {
    public typealias Body = Never
    let width: CGFloat?, height: CGFloat?, alignment: Alignment

    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        var f = FrameInfo(alignment: m.alignment)
        f.idealW = resolver.checkedLength(m.width, "frame(width:)")
        f.idealH = resolver.checkedLength(m.height, "frame(height:)")
        resolver.tree.frames.append(f)
        resolver.wrapEach(.fixedFrame, payload: Int32(resolver.tree.frames.count - 1), content: content)
    }
}

public struct _FlexFrameLayout: ViewModifier {
    public typealias Body = Never
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment

    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        var f = FrameInfo(alignment: m.alignment)
        f.minW = resolver.checkedLength(m.minWidth, "frame(minWidth:)")
        f.idealW = resolver.checkedLength(m.idealWidth, "frame(idealWidth:)")
        f.maxW = resolver.checkedLength(m.maxWidth, "frame(maxWidth:)", allowInfinity: true)
        f.minH = resolver.checkedLength(m.minHeight, "frame(minHeight:)")
        f.idealH = resolver.checkedLength(m.idealHeight, "frame(idealHeight:)")
        f.maxH = resolver.checkedLength(m.maxHeight, "frame(maxHeight:)", allowInfinity: true)
        // Normalised as SwiftUI's initializer does (OSU SymbolDual tests):
        // min <= ideal <= max, each raised to the one before it.
        func normalise(_ lo: inout Double, _ ideal: inout Double, _ hi: inout Double, _ axis: String) {
            let ordered = (lo.isNaNValue || ideal.isNaNValue || lo <= ideal) && (ideal.isNaNValue || hi.isNaNValue || ideal <= hi)
                && (lo.isNaNValue || hi.isNaNValue || lo <= hi)
            if !ordered {
                resolver.diagnose("frame(min\(axis):ideal\(axis):max\(axis):): Contradictory frame constraints specified (\(lo), \(ideal), \(hi)); each is raised to the one before it")
            }
            if !lo.isNaNValue && !ideal.isNaNValue { ideal = max(ideal, lo) }
            if !hi.isNaNValue {
                if !ideal.isNaNValue { hi = max(hi, ideal) } else if !lo.isNaNValue { hi = max(hi, lo) }
            }
        }
        normalise(&f.minW, &f.idealW, &f.maxW, "Width")
        normalise(&f.minH, &f.idealH, &f.maxH, "Height")
        resolver.tree.frames.append(f)
        resolver.wrapEach(.flexFrame, payload: Int32(resolver.tree.frames.count - 1), content: content)
    }
}

extension LayoutEngine {
    /// `frame(width:height:alignment:)`: a given dimension replaces the
    /// proposal for the child and is the frame's size; a nil one passes the
    /// proposal through and takes the child's size (facts §4).
    func fixedFrameLayout(_ node: Node, _ p: Proposal, placing out: UnsafeMutablePointer<ChildPlacement>?) -> Size {
        let fw = tree.frameSizes[Int(node.payload)].w, fh = tree.frameSizes[Int(node.payload)].h
        let cp = Proposal(w: fw.isNaNValue ? p.w : fw, h: fh.isNaNValue ? p.h : fh)
        let child = child(node, 0)
        let cs = size(child, cp)
        let s = Size(w: fw.isNaNValue ? cs.w : fw, h: fh.isNaNValue ? cs.h : fh)
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
    /// Discussion states (formulas from facts §4):
    /// - the child is proposed the parent's proposal, or the ideal where the
    ///   proposal is unspecified, clamped to [min, max];
    /// - unspecified proposal and an ideal: the ideal;
    /// - min and max both given: the proposal clamped to them, unconditionally;
    /// - min only: the child's size, but no more than the proposal, and no
    ///   less than min; max only: the child's size, but no less than the
    ///   proposal, and no more than max; neither: the child's size.
    func flexFrameLayout(_ node: Node, _ p: Proposal, placing out: UnsafeMutablePointer<ChildPlacement>?) -> Size {
        let f = tree.frames[Int(node.payload)]
        let cp = Proposal(w: flexChildProposal(p.w, f.minW, f.idealW, f.maxW),
                          h: flexChildProposal(p.h, f.minH, f.idealH, f.maxH))
        let child = child(node, 0)
        let cs = size(child, cp)
        let s = Size(w: flexDimension(p.w, cp.w, cs.w, f.minW, f.idealW, f.maxW),
                     h: flexDimension(p.h, cp.h, cs.h, f.minH, f.idealH, f.maxH))
        if let out { out[0] = align(child, cp, cs, in: s, f.alignment) }
        return s
    }

    @inline(__always)
    func flexChildProposal(_ proposal: Double, _ lo: Double, _ ideal: Double, _ hi: Double) -> Double {
        var v = proposal.isNaNValue ? ideal : proposal
        if v.isNaNValue { return .nan }
        if !hi.isNaNValue { v = Swift.min(v, hi) }
        if !lo.isNaNValue { v = Swift.max(v, lo) }
        return v
    }

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

    /// Places a child of size `cs` inside a box of size `s` so that the
    /// child's guides (explicit or default) meet the box's default guides.
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
