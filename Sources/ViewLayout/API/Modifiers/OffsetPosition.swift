import Foundation

nonisolated extension View {
    /// Offsets this view by the horizontal and vertical amount specified in
    /// the offset parameter. Only drawing moves; the view keeps its place in
    /// layout, and its siblings do not move.
    public consuming func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Offsets this view by the specified horizontal and vertical distances.
    public consuming func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_OffsetEffect(x: x, y: y))
    }

    /// Positions the center of this view at the specified point in the
    /// coordinate space of its parent; the view takes the whole proposal.
    public consuming func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }

    /// Positions the center of this view at the specified coordinates in the
    /// coordinate space of its parent.
    public consuming func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_PositionLayout(x: x, y: y))
    }
}

nonisolated public struct _OffsetEffect: ViewModifier {
    public typealias Body = Never
    let x: CGFloat, y: CGFloat
}

nonisolated public struct _PositionLayout: ViewModifier {
    public typealias Body = Never
    let x: CGFloat, y: CGFloat
}
