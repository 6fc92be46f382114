import Foundation

extension _TraitWritingModifier {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        resolver.forEachProduced(content) { n in
            if let p = m.priority {
                if p.isFinite {
                    resolver.tree.setPriority(n, p)
                } else {
                    resolver.diagnose("layoutPriority(\(p)): a priority must be finite; it is ignored")
                }
            }
            if let id = m.id { resolver.tree.ids[n] = id }
        }
    }
}
