import Foundation

extension HStack {
    @inlinable public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver._makeHStack(view.alignment, view.spacing) { resolver.make(view.content) }
    }
}

extension VStack {
    @inlinable public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver._makeVStack(view.alignment, view.spacing) { resolver.make(view.content) }
    }
}

extension _ViewResolver {
    /// The stacks' entry points from their inlinable `_makeView`s.
    @usableFromInline func _makeHStack(_ alignment: VerticalAlignment, _ spacing: CGFloat?, content: () -> Void) {
        makeStack(.hstack, alignment.key, spacing, context: .inHStack, content: content)
    }
    @usableFromInline func _makeVStack(_ alignment: HorizontalAlignment, _ spacing: CGFloat?, content: () -> Void) {
        makeStack(.vstack, alignment.key, spacing, context: .inVStack, content: content)
    }
}

extension _ViewResolver {
    func makeStack(_ kind: NodeKind, _ alignment: AlignmentKey, _ spacing: CGFloat?, context: NodeFlags, content: () -> Void) {
        let name = kind == .hstack ? "HStack" : "VStack"
        let s = checkedLength(spacing, "\(name)(spacing:)", allowNegative: true)
        tree.stacks.append(StackInfo(alignment: alignment, spacing: s))
        container(kind, payload: Int32(tree.stacks.count - 1), stack: context, content: content)
    }
}
