import Foundation

extension View {
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

public struct _OffsetEffect: ViewModifier {
    public typealias Body = Never
    let x: CGFloat, y: CGFloat

    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        let x = resolver.checkedLength(m.x, "offset(x:)", allowNegative: true)
        let y = resolver.checkedLength(m.y, "offset(y:)", allowNegative: true)
        resolver.tree.points.append((x: x.isNaN ? 0 : x, y: y.isNaN ? 0 : y))
        resolver.wrapEach(.offset, payload: Int32(resolver.tree.points.count - 1), content: content)
    }
}

public struct _PositionLayout: ViewModifier {
    public typealias Body = Never
    let x: CGFloat, y: CGFloat

    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        let x = resolver.checkedLength(m.x, "position(x:)", allowNegative: true)
        let y = resolver.checkedLength(m.y, "position(y:)", allowNegative: true)
        resolver.tree.points.append((x: x.isNaN ? 0 : x, y: y.isNaN ? 0 : y))
        resolver.wrapEach(.position, payload: Int32(resolver.tree.points.count - 1), content: content)
    }
}

extension LayoutEngine {
    /// offset (its page; facts §5): the view answers its child's size; the
    /// child is drawn shifted. The node's frame stays where layout put it and
    /// the child's frame carries the shift.
    func offsetLayout(_ node: Node, _ p: Proposal, placing out: UnsafeMutablePointer<ChildPlacement>?) -> Size {
        let child = child(node, 0)
        let cs = size(child, p)
        if let out {
            let d = tree.points[Int(node.payload)]
            out[0] = ChildPlacement(x: d.x, y: d.y, w: cs.w, h: cs.h, p: p)
        }
        return cs
    }

    /// position (its page; facts §5): the view takes the whole proposal
    /// (the child's size on an unspecified axis) and centres the child on the
    /// point.
    func positionLayout(_ node: Node, _ p: Proposal, placing out: UnsafeMutablePointer<ChildPlacement>?) -> Size {
        let child = child(node, 0)
        let cs = size(child, p)
        if let out {
            let d = tree.points[Int(node.payload)]
            out[0] = ChildPlacement(x: d.x - cs.w / 2, y: d.y - cs.h / 2, w: cs.w, h: cs.h, p: p)
        }
        return Size(w: p.w.isNaN ? cs.w : p.w, h: p.h.isNaN ? cs.h : p.h)
    }
}
