import Foundation

extension GridLayout {
    public static func _makeLayoutNode(_ layout: Self, _ resolver: _ViewResolver, content: () -> Void) {
        resolver.makeGrid(layout.alignment, layout.horizontalSpacing, layout.verticalSpacing, name: "GridLayout",
                          content: content)
        resolver.nameLastNode("GridLayout")
    }
}

extension HStackLayout {
    public static func _makeLayoutNode(_ layout: Self, _ resolver: _ViewResolver, content: () -> Void) {
        resolver.makeStack(.hstack, layout.alignment.key, layout.spacing, context: .inHStack, content: content)
        resolver.nameLastNode("HStackLayout")
    }
}

extension VStackLayout {
    public static func _makeLayoutNode(_ layout: Self, _ resolver: _ViewResolver, content: () -> Void) {
        resolver.makeStack(.vstack, layout.alignment.key, layout.spacing, context: .inVStack, content: content)
        resolver.nameLastNode("VStackLayout")
    }
}

extension ZStackLayout {
    public static func _makeLayoutNode(_ layout: Self, _ resolver: _ViewResolver, content: () -> Void) {
        resolver.tree.alignments.append(layout.alignment)
        resolver.container(.zstack, payload: Int32(resolver.tree.alignments.count - 1), content: content)
        resolver.nameLastNode("ZStackLayout")
    }
}

extension AnyLayout {
    public static func _makeLayoutNode(_ layout: Self, _ resolver: _ViewResolver, content: () -> Void) {
        layout.storage.makeNode(resolver, content: content)
        resolver.tree.writableLayoutData.layoutNames[resolver.pending[resolver.pending.count - 1]] =
            LayoutName(kind: "AnyLayout", label: layout.storage.typeName)
    }
}

extension _ViewResolver {
    /// Names the node just made (the stack layouts and AnyLayout make the
    /// stacks' nodes but show their own names).
    func nameLastNode(_ kind: String) {
        tree.writableLayoutData.layoutNames[pending[pending.count - 1]] = LayoutName(kind: kind, label: nil)
    }
}
