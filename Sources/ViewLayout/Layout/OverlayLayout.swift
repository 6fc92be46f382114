import Foundation

extension View {
    /// Layers the views that you specify in front of this view. The overlay
    /// is proposed this view's size and does not change it.
    public consuming func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_OverlayModifier(kind: .overlay, alignment: alignment, secondary: content()))
    }

    /// Layers the given view in front of this view.
    public consuming func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_OverlayModifier(kind: .overlay, alignment: alignment, secondary: overlay))
    }

    /// Layers the views that you specify behind this view.
    public consuming func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_OverlayModifier(kind: .background, alignment: alignment, secondary: content()))
    }

    /// Layers the given view behind this view.
    public consuming func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_OverlayModifier(kind: .background, alignment: alignment, secondary: background))
    }

    /// Adds a border to this view with the specified style and width: a
    /// rectangle stroked inside the view's bounds, drawn as an overlay.
    public consuming func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

public struct _OverlayModifier<Secondary: View>: ViewModifier {
    public typealias Body = Never
    let kind: NodeKind
    let alignment: Alignment
    let secondary: Secondary

    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        resolver.tree.alignments.append(m.alignment)
        resolver.attach(m.kind, payload: Int32(resolver.tree.alignments.count - 1), primary: content) {
            resolver.make(m.secondary)
        }
    }
}

extension LayoutEngine {
    /// overlay and background (their pages; facts §6): the first child is the
    /// modified view and sets the size; every secondary view is proposed
    /// exactly that size and aligned with it on `alignment`, as in a ZStack.
    func overlayLayout(_ node: Node, _ p: Proposal, placing out: UnsafeMutablePointer<ChildPlacement>?) -> Size {
        let primary = child(node, 0)
        let s = size(primary, p)
        if let out {
            let alignment = tree.alignments[Int(node.payload)]
            let h = alignment.horizontal.key, v = alignment.vertical.key
            let px = guide(primary, h, p, s), py = guide(primary, v, p, s)
            out[0] = ChildPlacement(x: 0, y: 0, w: s.w, h: s.h, p: p)
            let sp = Proposal(w: s.w, h: s.h)
            for i in 1..<Int(node.childCount) {
                let c = child(node, i)
                let cs = size(c, sp)
                out[i] = ChildPlacement(x: px - guide(c, h, sp, cs), y: py - guide(c, v, sp, cs), w: cs.w, h: cs.h, p: sp)
            }
        }
        return s
    }
}
