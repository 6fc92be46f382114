import Foundation

extension LayoutEngine {
    /// Padding (Fidelity, "Padding, Spacer and Divider", OSU `_PaddingLayout`): the child is proposed the
    /// proposal less the insets (never below 0; unspecified stays
    /// unspecified), the view is the child plus the insets, and the child
    /// sits at (leading, top). Leading insets land on the right in a
    /// right-to-left environment through the parent's mirroring.
    func paddingLayout(_ node: Node, _ p: Proposal, placing out: RawStorage<ChildPlacement>?) -> Size {
        let e = tree.insets[Int(node.payload)]
        let horizontal = e.leading + e.trailing, vertical = e.top + e.bottom
        let c = paddedChildPlacement(e, node, p)
        out?[0] = c
        return Size(w: c.w + horizontal, h: c.h + vertical)
    }

    /// The padding's child (insets `e`) for proposal `p`: proposed the
    /// proposal less the insets, at (leading, top) before mirroring.
    @inline(__always)
    func paddedChildPlacement(_ e: Insets, _ node: Node, _ p: Proposal) -> ChildPlacement {
        let cp = paddingProposal(e, p)
        let cs = size(child(node, 0), cp)
        return ChildPlacement(x: e.leading, y: e.top, w: cs.w, h: cs.h, p: cp)
    }

    /// Where a padding placed at (x, y) for `p` with size `s` puts its child
    /// (what `paddingLayout` and `placeChildrenButLast` place, without
    /// their scratch): at (leading, top), mirrored in a right-to-left
    /// padding. (Forced inline: `@inline(__always)` is not honoured
    /// inside the placement recursion.)
    @_transparent
    func paddedChild(_ node: Node, x: Double, y: Double, p: Proposal, s: Size) -> PendingPlacement {
        let e = tree.insets[Int(node.payload)]
        let cp = paddingProposal(e, p)
        let child = child(node, 0)
        let cs = size(child, cp)
        let cx = node.flags.contains(.rightToLeft) ? s.w - e.leading - cs.w : e.leading
        return PendingPlacement(n: child, x: x + cx, y: y + e.top, p: cp, s: cs)
    }

    /// The proposal less the insets, never below 0 (unspecified stays
    /// unspecified). Insets whose sum overflows (two of -1e308) saturate,
    /// so that a finite proposal stays finite (Layout/NumericRule.swift).
    @inline(__always)
    func paddingProposal(_ e: Insets, _ p: Proposal) -> Proposal {
        Proposal(w: p.w.isNaN ? .nan : Swift.max(0, p.w - (e.leading + e.trailing).saturatedSum),
                 h: p.h.isNaN ? .nan : Swift.max(0, p.h - (e.top + e.bottom).saturatedSum))
    }
}
