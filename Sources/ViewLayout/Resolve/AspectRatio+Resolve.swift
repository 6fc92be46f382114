import Foundation

extension _AspectRatioLayout {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        var r = resolver.checkedLength(m.ratio, "aspectRatio(_:)")
        if r == 0 { r = .nan }
        resolver.tree.points.append((x: r, y: m.contentMode == .fill ? 1 : 0))
        resolver.wrapEach(.aspectRatio, payload: Int32(resolver.tree.points.count - 1), content: content)
    }
}
