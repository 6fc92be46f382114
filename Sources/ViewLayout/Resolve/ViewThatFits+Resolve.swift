import Foundation

extension ViewThatFits {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        // Children keep the enclosing stack's axis for Spacer and Divider.
        let context = resolver.stackContext
        resolver.tree.writableLayoutData.hasViewThatFits = true
        resolver.container(.viewThatFits, payload: Int32(view.axes.rawValue), stack: context) { resolver.make(view.content) }
        resolver.nameLastNode("ViewThatFits")
    }
}
