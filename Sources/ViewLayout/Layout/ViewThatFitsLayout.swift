import Foundation

extension LayoutEngine {
    /// The child of a ViewThatFits shown for proposal `p` (-1: no children).
    func viewThatFitsChoice(_ node: Node, _ p: Proposal) -> Int {
        let count = Int(node.childCount)
        if count == 0 { return -1 }
        let axes = Axis.Set(rawValue: Int8(truncatingIfNeeded: node.payload))
        if axes.isEmpty { return 0 }
        let h = axes.contains(.horizontal), v = axes.contains(.vertical)
        var ideal = p
        if h { ideal.w = .nan }
        if v { ideal.h = .nan }
        for i in 0..<(count - 1) {
            let s = size(child(node, i), ideal)
            let fitsW = !h || p.w.isNaN || s.w <= p.w
            let fitsH = !v || p.h.isNaN || s.h <= p.h
            if fitsW && fitsH { return i }
        }
        return count - 1
    }

    @inline(never)
    func viewThatFitsLayout(_ n: Int32, _ node: Node, _ p: Proposal, placing out: RawStorage<ChildPlacement>?) -> Size {
        let chosen = viewThatFitsChoice(node, p)
        if chosen < 0 { return .zero }
        let s = size(child(node, chosen), p)
        if let out {
            // The others are marked not placed (NaN width; `place` skips them).
            for i in 0..<Int(node.childCount) {
                out[i] = i == chosen ? ChildPlacement(x: 0, y: 0, w: s.w, h: s.h, p: p)
                    : ChildPlacement(x: 0, y: 0, w: .nan, h: .nan, p: p)
            }
            layoutState!.chosen[n] = Int32(chosen)
        }
        return s
    }

    /// A ViewThatFits' explicit guide is its chosen child's.
    @inline(never)
    func viewThatFitsGuide(_ node: Node, _ key: AlignmentKey, _ p: Proposal, _ s: Size) -> Double? {
        let chosen = viewThatFitsChoice(node, p)
        if chosen < 0 { return nil }
        return explicitGuide(child(node, chosen), key, p, s)
    }
}
