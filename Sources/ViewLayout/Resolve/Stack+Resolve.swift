import Foundation

extension HStack {
    @inline(__always) public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.makeStack(.hstack, view.alignment.key, view.spacing, context: .inHStack) { resolver.make(view.content) }
    }
}

extension VStack {
    @inline(__always) public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.makeStack(.vstack, view.alignment.key, view.spacing, context: .inVStack) { resolver.make(view.content) }
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
