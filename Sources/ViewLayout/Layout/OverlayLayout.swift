import Foundation

extension LayoutEngine {
    /// overlay and background (their pages; Fidelity, "ZStack, overlay and background"): the first child is the
    /// modified view and sets the size; every secondary view is proposed
    /// exactly that size and aligned with it on `alignment`, as in a ZStack.
    func overlayLayout(_ node: Node, _ p: Proposal, placing out: RawStorage<ChildPlacement>?) -> Size {
        let primary = child(node, 0)
        let s = size(primary, p)
        if let out {
            let alignment = tree.alignments[Int(node.payload)]
            let h = alignment.horizontal.key, v = alignment.vertical.key
            let px = guide(primary, h, p, s), py = guide(primary, v, p, s)
            out[0] = ChildPlacement(x: 0, y: 0, w: s.w, h: s.h, p: p)
            let sp = Proposal(w: s.w, h: s.h)
            for i in 1..<Int(node.childCount) {
                let c = child(node, i)
                let cs = size(c, sp)
                out[i] = ChildPlacement(x: px - guide(c, h, sp, cs), y: py - guide(c, v, sp, cs), w: cs.w, h: cs.h, p: sp)
            }
        }
        return s
    }
}
