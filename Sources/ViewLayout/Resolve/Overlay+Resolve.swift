import Foundation

extension _OverlayModifier {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        resolver.tree.alignments.append(m.alignment)
        resolver.attach(m.kind, payload: Int32(resolver.tree.alignments.count - 1), primary: content) {
            resolver.make(m.secondary)
        }
    }
}
