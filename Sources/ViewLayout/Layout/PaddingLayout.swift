import Foundation

extension View {
    /// Adds an equal padding amount to specific edges of this view; `nil`
    /// means the platform default (16 on iOS, facts §2).
    public consuming func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingLayout(edges: edges, insets: nil, length: length))
    }

    /// Adds a specific padding amount to each edge of this view.
    public consuming func padding(_ length: CGFloat) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: nil, length: length))
    }

    /// Adds different padding amounts to each edge of this view.
    public consuming func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: insets, length: nil))
    }
}

public struct _PaddingLayout: ViewModifier {
    public typealias Body = Never
    let edges: Edge.Set
    let insets: EdgeInsets?
    let length: CGFloat?

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

extension LayoutEngine {
    /// Padding (facts §2, OSU `_PaddingLayout`): the child is proposed the
    /// proposal less the insets (never below 0; unspecified stays
    /// unspecified), the view is the child plus the insets, and the child
    /// sits at (leading, top). Leading insets land on the right in a
    /// right-to-left environment through the parent's mirroring.
    func paddingLayout(_ node: Node, _ p: Proposal, placing out: UnsafeMutablePointer<ChildPlacement>?) -> Size {
        let e = tree.insets[Int(node.payload)]
        let horizontal = e.leading + e.trailing, vertical = e.top + e.bottom
        let cp = paddingProposal(e, p)
        let child = child(node, 0)
        let cs = size(child, cp)
        out?[0] = ChildPlacement(x: e.leading, y: e.top, w: cs.w, h: cs.h, p: cp)
        return Size(w: cs.w + horizontal, h: cs.h + vertical)
    }

    /// Where a padding placed at (x, y) for `p` with size `s` puts its child
    /// (what `paddingLayout` and `placeChildrenButLast` place, without
    /// their scratch): at (leading, top), mirrored in a right-to-left
    /// padding. (Forced inline: `@inline(__always)` is not honoured
    /// inside the placement recursion.)
    @_transparent
    func paddedChild(_ node: Node, x: Double, y: Double, p: Proposal, s: Size) -> PendingPlacement {
        let e = tree.insets[Int(node.payload)]
        let cp = paddingProposal(e, p)
        let child = child(node, 0)
        let cs = size(child, cp)
        let cx = node.flags.contains(.rightToLeft) ? s.w - e.leading - cs.w : e.leading
        return PendingPlacement(n: child, x: x + cx, y: y + e.top, p: cp, s: cs)
    }

    /// The proposal less the insets, never below 0 (unspecified stays
    /// unspecified).
    @inline(__always)
    func paddingProposal(_ e: Insets, _ p: Proposal) -> Proposal {
        Proposal(w: p.w.isNaN ? .nan : Swift.max(0, p.w - (e.leading + e.trailing)),
                 h: p.h.isNaN ? .nan : Swift.max(0, p.h - (e.top + e.bottom)))
    }
}
