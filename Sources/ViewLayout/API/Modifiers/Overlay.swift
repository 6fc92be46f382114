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
}
