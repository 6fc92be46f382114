import Foundation

extension _PaddingLayout {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        resolver.tree.insets.append(resolver.paddingInsets(m.edges, m.insets, m.length, "padding", allowNegative: true))
        resolver.wrapEach(.padding, payload: Int32(resolver.tree.insets.count - 1), content: content)
    }
}

extension _ViewResolver {
    /// The insets of a padding-like modifier: on each edge in `edges`, the
    /// explicit inset, else `length`, else the default padding; each checked
    /// (and reported as `name(edge)`) by `checkedLength`, a NaN taken as 0.
    func paddingInsets(_ edges: Edge.Set, _ insets: EdgeInsets?, _ length: CGFloat?, _ name: String, allowNegative: Bool) -> Insets {
        // The usual case, `padding(8)`: one ordinary length, nothing to
        // check per edge nor to read from the environment.
        if insets == nil, let length, length.isFinite && length >= 0 {
            let v = Double(length)
            return Insets(top: edges.contains(.top) ? v : 0, leading: edges.contains(.leading) ? v : 0,
                          bottom: edges.contains(.bottom) ? v : 0, trailing: edges.contains(.trailing) ? v : 0)
        }
        let d = environment.defaultPadding
        func edge(_ e: Edge, _ explicit: CGFloat?, _ fallback: CGFloat) -> Double {
            guard edges.contains(Edge.Set(e)) else { return 0 }
            let v = checkedLength(explicit ?? length ?? fallback, "\(name)(\(e))", allowNegative: allowNegative)
            return v.isNaNValue ? 0 : v
        }
        return Insets(top: edge(.top, insets?.top, d.top), leading: edge(.leading, insets?.leading, d.leading),
                      bottom: edge(.bottom, insets?.bottom, d.bottom), trailing: edge(.trailing, insets?.trailing, d.trailing))
    }
}
