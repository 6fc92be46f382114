import Foundation

extension View {
    /// Positions this view within an invisible frame with a size relative to
    /// the nearest container: on the given axes, the container's length.
    public consuming func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameLayout(info: ContainerFrameInfo(axes: axes, alignment: alignment, rule: .whole)))
    }

    /// Positions this view within an invisible frame with a size relative to
    /// the nearest container: on the given axes, `count` columns (rows) of
    /// which the view spans `span`, `spacing` apart (the page's formula:
    /// `availableWidth = containerWidth - spacing * (count - 1)`,
    /// `columnWidth = availableWidth / count`,
    /// `itemWidth = columnWidth * span + (span - 1) * spacing`).
    ///
    /// A `count` below 1 or a `span` below 1 is reported and 1 is used; a
    /// `span` above `count` is reported and `count` is used (the view spans
    /// the whole container); a negative, NaN or infinite spacing is reported
    /// and 0 is used.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameLayout(info: ContainerFrameInfo(axes: axes, alignment: alignment,
                                                                        rule: .grid(count: count, span: span, spacing: Double(spacing)))))
    }

    /// Positions this view within an invisible frame with a size relative to
    /// the nearest container: on the given axes, what `length` returns for
    /// the container's length on that axis. A negative result is reported
    /// and 0 used; a NaN or infinite one is reported and the container's
    /// length used.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_ContainerRelativeFrameLayout(info: ContainerFrameInfo(axes: axes, alignment: alignment, rule: .custom(length))))
    }
}

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

public struct _ContainerRelativeFrameLayout: ViewModifier {
    public typealias Body = Never
    let info: ContainerFrameInfo

    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        var info = m.info
        if case .grid(var count, var span, var spacing) = info.rule {
            let name = "containerRelativeFrame(_:count: \(count), span: \(span), spacing:)"
            if count < 1 {
                resolver.diagnose("\(name): count must be at least 1; 1 is used")
                count = 1
            }
            if span < 1 {
                resolver.diagnose("\(name): span must be at least 1; 1 is used")
                span = 1
            }
            if span > count {
                resolver.diagnose("\(name): span is greater than count; the view spans all \(count)")
                span = count
            }
            let s = resolver.checkedLength(CGFloat(spacing), "containerRelativeFrame(spacing:)")
            spacing = s.isNaN ? 0 : Swift.max(s, 0)
            info.rule = .grid(count: count, span: span, spacing: spacing)
        }
        resolver.tree.containerFrames.append(info)
        resolver.wrapEach(.containerRelativeFrame, payload: Int32(resolver.tree.containerFrames.count - 1), content: content)
    }
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

    /// containerRelativeFrame (its page and facts §10): on each of its axes
    /// the frame is the length computed from the nearest container's size
    /// (the root, or the nearest scroll view, less safe-area insets:
    /// `containerSize`), whatever the parent proposed — intermediate frames
    /// are ignored (FB's measurement) — and the view is proposed that
    /// length; on the other axes the parent's proposal passes through and
    /// the frame takes the view's size. The view is aligned in the frame.
    func containerRelativeFrameLayout(_ node: Node, _ p: Proposal, placing out: UnsafeMutablePointer<ChildPlacement>?) -> Size {
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
