import Foundation

extension ScrollView {
    @inlinable public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver._makeScrollView(view.axes, showsIndicators: view.showsIndicators) { resolver.make(view.content) }
    }
}

extension _ViewResolver {
    /// A scroll view's node around what `content` makes (the entry point of
    /// `ScrollView`'s inlinable `_makeView`).
    @usableFromInline func _makeScrollView(_ axes: Axis.Set, showsIndicators: Bool, content: () -> Void) {
        let margins = environment._contentMargins
        tree.scrolls.append(ScrollInfo(axes: axes, showsIndicators: showsIndicators,
                                       content: margins.resolved(.scrollContent),
                                       indicators: margins.resolved(.scrollIndicators)))
        let payload = Int32(tree.scrolls.count - 1)
        let vertical = axes.contains(.vertical) || !axes.contains(.horizontal)
        let context: NodeFlags = vertical ? .inVStack : .inHStack
        let resolver = self
        container(.scrollView, payload: payload, stack: context) {
            let start = resolver.mark
            content()
            if resolver.pending.count - start > 1 {
                // Several views: stacked along the axis, centred across it.
                let key = vertical ? HorizontalAlignment.center.key : VerticalAlignment.center.key
                resolver.tree.stacks.append(StackInfo(alignment: key, spacing: .nan))
                resolver.addNode(vertical ? .vstack : .hstack, payload: Int32(resolver.tree.stacks.count - 1), childrenFrom: start)
            }
        }
    }
}

extension _ContentMarginsModifier {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        let saved = resolver.environment
        var margins = resolver.environment._contentMargins
        let given = m.insets.map { [$0.top, $0.leading, $0.bottom, $0.trailing] }
        for e in Edge.allCases where m.edges.contains(Edge.Set(e)) {
            var v: Double? = nil
            if let given {
                // Negative margins would pull content outside the scroll view:
                // reported and treated as 0; NaN and infinity are ignored.
                let checked = resolver.checkedLength(given[Int(e.rawValue)], "contentMargins(\(e))")
                v = checked.isNaN ? nil : Swift.max(checked, 0)
            }
            margins.values[Int(m.placement.rawValue)][Int(e.rawValue)] = v
        }
        resolver.environment._contentMargins = margins
        content()
        resolver.environment = saved
    }
}
