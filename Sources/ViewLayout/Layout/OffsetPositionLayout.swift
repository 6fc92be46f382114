import Foundation

extension LayoutEngine {
    /// offset (its page; Fidelity, "Ideal sizes and sizing modifiers"): the view answers its child's size; the
    /// child is drawn shifted. The node's frame stays where layout put it and
    /// the child's frame carries the shift.
    func offsetLayout(_ node: Node, _ p: Proposal, placing out: RawStorage<ChildPlacement>?) -> Size {
        let child = child(node, 0)
        let cs = size(child, p)
        if let out {
            let d = tree.points[Int(node.payload)]
            out[0] = ChildPlacement(x: d.x, y: d.y, w: cs.w, h: cs.h, p: p)
        }
        return cs
    }

    /// position (its page; Fidelity, "Ideal sizes and sizing modifiers"): the view takes the whole proposal
    /// (the child's size on an unspecified axis) and centres the child on the
    /// point.
    func positionLayout(_ node: Node, _ p: Proposal, placing out: RawStorage<ChildPlacement>?) -> Size {
        let child = child(node, 0)
        let cs = size(child, p)
        if let out {
            let d = tree.points[Int(node.payload)]
            out[0] = ChildPlacement(x: d.x - cs.w / 2, y: d.y - cs.h / 2, w: cs.w, h: cs.h, p: p)
        }
        return Size(w: p.w.isNaN ? cs.w : p.w, h: p.h.isNaN ? cs.h : p.h)
    }
}
