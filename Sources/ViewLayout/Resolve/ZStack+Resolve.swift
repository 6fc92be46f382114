import Foundation

extension ZStack {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.tree.alignments.append(view.alignment)
        resolver.container(.zstack, payload: Int32(resolver.tree.alignments.count - 1)) { resolver.make(view.content) }
    }
}
