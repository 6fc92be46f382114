import Foundation

extension LazyVStack {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.makeLazyStack(.lazyVStack, view.alignment.key, view.spacing, view.pinnedViews, context: .inVStack) {
            resolver.make(view.content)
        }
    }
}

extension LazyHStack {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.makeLazyStack(.lazyHStack, view.alignment.key, view.spacing, view.pinnedViews, context: .inHStack) {
            resolver.make(view.content)
        }
    }
}

extension _ViewResolver {
    func makeLazyStack(_ kind: NodeKind, _ alignment: AlignmentKey, _ spacing: CGFloat?, _ pinned: PinnedScrollableViews,
                       context: NodeFlags, content: () -> Void) {
        let name = kind == .lazyHStack ? "LazyHStack" : "LazyVStack"
        let s = checkedLength(spacing, "\(name)(spacing:)", allowNegative: true)
        tree.lazyStacks.append(LazyStackInfo(alignment: alignment, spacing: s, pinned: pinned))
        container(kind, payload: Int32(tree.lazyStacks.count - 1), stack: context) {
            deferElements = true
            content()
        }
    }
}
