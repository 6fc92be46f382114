import Foundation

extension _OffsetEffect {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        let x = resolver.checkedLength(m.x, "offset(x:)", allowNegative: true)
        let y = resolver.checkedLength(m.y, "offset(y:)", allowNegative: true)
        resolver.tree.points.append((x: x.isNaN ? 0 : x, y: y.isNaN ? 0 : y))
        resolver.wrapEach(.offset, payload: Int32(resolver.tree.points.count - 1), content: content)
    }
}

extension _PositionLayout {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        let x = resolver.checkedLength(m.x, "position(x:)", allowNegative: true)
        let y = resolver.checkedLength(m.y, "position(y:)", allowNegative: true)
        resolver.tree.points.append((x: x.isNaN ? 0 : x, y: y.isNaN ? 0 : y))
        resolver.wrapEach(.position, payload: Int32(resolver.tree.points.count - 1), content: content)
    }
}
