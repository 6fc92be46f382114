import Foundation

nonisolated extension View {
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

nonisolated public struct _ContainerRelativeFrameLayout: ViewModifier {
    public typealias Body = Never
    let info: ContainerFrameInfo
}
