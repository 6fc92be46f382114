import Foundation

struct ContainerFrameInfo {
    enum Rule {
        case whole
        case grid(count: Int, span: Int, spacing: Double)
        case custom((CGFloat, Axis) -> CGFloat)
    }
    var axes: Axis.Set
    var alignment: Alignment
    var rule: Rule
}

extension LayoutEngine {
    /// The length on `axis` that a containerRelativeFrame asks for, given
    /// the container's length there (NaN when it is unknown).
    func containerRelativeLength(_ info: ContainerFrameInfo, _ container: Double, _ axis: Axis) -> Double {
        if container.isNaN { return .nan }
        switch info.rule {
        case .whole:
            return container
        case .grid(let count, let span, let spacing):
            // The page's formula, term by term.
            let available = container - spacing * Double(count - 1)
            let column = available / Double(count)
            return Swift.max(column * Double(span) + Double(span - 1) * spacing, 0)
        case .custom(let length):
            let v = Double(length(CGFloat(container), axis))
            if !v.isFinite {
                pass.diagnose("containerRelativeFrame: the length closure returned \(v); the container's length is used")
                return container
            }
            if v < 0 {
                pass.diagnose("containerRelativeFrame: the length closure returned \(v); 0 is used")
                return 0
            }
            return v
        }
    }

    /// containerRelativeFrame (its page and Fidelity, "Container-relative frames"): on each of its axes
    /// the frame is the length computed from the nearest container's size
    /// (the root, or the nearest scroll view, less safe-area insets:
    /// `containerSize`), whatever the parent proposed — intermediate frames
    /// are ignored (FB's measurement) — and the view is proposed that
    /// length; on the other axes the parent's proposal passes through and
    /// the frame takes the view's size. The view is aligned in the frame.
    func containerRelativeFrameLayout(_ node: Node, _ p: Proposal, placing out: RawStorage<ChildPlacement>?) -> Size {
        let info = tree.containerFrames[Int(node.payload)]
        let container = pass.containers.last ?? Size(w: .nan, h: .nan)
        var cp = p
        var fixedW = false, fixedH = false
        if info.axes.contains(.horizontal) {
            let l = containerRelativeLength(info, container.w, .horizontal)
            if !l.isNaN { cp.w = l; fixedW = true }
        }
        if info.axes.contains(.vertical) {
            let l = containerRelativeLength(info, container.h, .vertical)
            if !l.isNaN { cp.h = l; fixedH = true }
        }
        let child = child(node, 0)
        let cs = size(child, cp)
        let s = Size(w: fixedW ? cp.w : cs.w, h: fixedH ? cp.h : cs.h)
        if let out { out[0] = align(child, cp, cs, in: s, info.alignment) }
        return s
    }
}
