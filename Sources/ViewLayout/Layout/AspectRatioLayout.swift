import Foundation

extension LayoutEngine {
    /// aspectRatio (Fidelity, "Ideal sizes and sizing modifiers", swiftuifieldguide and OSU): only the proposal
    /// changes. An unspecified proposal passes through; otherwise the largest
    /// (fit) or smallest (fill) rectangle of the ratio that fits / covers the
    /// proposal is proposed, an unspecified axis counting as infinite. The
    /// view is the child's answer, centred.
    func aspectRatioLayout(_ node: Node, _ p: Proposal, placing out: RawStorage<ChildPlacement>?) -> Size {
        let child = child(node, 0)
        let d = tree.points[Int(node.payload)]
        var cp = p
        if !(p.w.isNaN && p.h.isNaN) {
            var ratio = d.x
            if ratio.isNaN {
                let ideal = size(child, .unspecified)
                ratio = ideal.h > 0 && ideal.w > 0 ? ideal.w / ideal.h : 1
            }
            let pw = p.w.isNaN ? Double.infinity : p.w
            let ph = p.h.isNaN ? Double.infinity : p.h
            let scale = d.y == 1 ? Swift.max(pw / ratio, ph) : Swift.min(pw / ratio, ph)
            if scale.isFinite {
                cp = Proposal(w: scale * ratio, h: scale)
            } else {
                cp = Proposal(w: pw.isFinite ? pw : .infinity, h: ph.isFinite ? ph : .infinity)
            }
        }
        let cs = size(child, cp)
        out?[0] = ChildPlacement(x: 0, y: 0, w: cs.w, h: cs.h, p: cp)
        return cs
    }
}
