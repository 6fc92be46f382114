import Foundation

extension GeometryReader {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        let content = view.content
        resolver.addDeferred(count: 1, kind: .geometryReader) { request, r in
            guard let proxy = request.proxy else { return }
            Content._makeView(content(proxy), r)
        }
    }
}

extension _CoordinateSpaceModifier {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        guard let name = m.name else { return content() }
        resolver.forEachProduced(content) { resolver.tree.coordinateSpaceNames[$0] = name }
    }
}
