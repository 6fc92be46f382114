import Foundation

extension Section {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.forEachProduced({ resolver.make(view.header) }) { resolver.tree.sectionRoles[$0] = .header }
        resolver.make(view.content)
        resolver.forEachProduced({ resolver.make(view.footer) }) { resolver.tree.sectionRoles[$0] = .footer }
    }
}
