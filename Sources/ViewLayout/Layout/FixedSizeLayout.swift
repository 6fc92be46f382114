import Foundation

extension LayoutEngine {
    /// fixedSize (its page; Fidelity, "Ideal sizes and sizing modifiers"): the fixed axes are proposed
    /// unspecified, so the child answers its ideal size there; the view is
    /// whatever the child answers.
    func fixedSizeLayout(_ node: Node, _ p: Proposal, placing out: RawStorage<ChildPlacement>?) -> Size {
        let cp = Proposal(w: node.flags.contains(.fixedH) ? .nan : p.w,
                          h: node.flags.contains(.fixedV) ? .nan : p.h)
        let child = child(node, 0)
        let cs = size(child, cp)
        out?[0] = ChildPlacement(x: 0, y: 0, w: cs.w, h: cs.h, p: cp)
        return cs
    }
}
