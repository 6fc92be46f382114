import Foundation

nonisolated extension View {
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

nonisolated public struct _OverlayModifier<Secondary: View>: ViewModifier {
    public typealias Body = Never
    let kind: NodeKind
    let alignment: Alignment
    let secondary: Secondary
}

// The shape-style forms (iOS 15): a style painted behind or in front of
// the view, filling its frame or a shape in it. Each is the view form with
// a filled `Rectangle` or the given shape, so they lay out and draw with
// no new mechanism. A style fills into the safe area on `edges` (all by
// default: the pages' `ignoresSafeAreaEdges`; WWDC21 session 10021, "Add
// rich graphics to your SwiftUI app": the new overloads go beyond the safe
// area, the shape forms do not).
nonisolated extension View {
    /// Sets the view's background to a style (a color, gradient or material).
    @_disfavoredOverload
    public consuming func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style).ignoresSafeArea(.all, edges: edges))
    }

    /// Sets the view's background to the background style (the system background color).
    public consuming func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(.background).ignoresSafeArea(.all, edges: edges))
    }

    /// Sets the view's background to a shape filled with a style.
    public consuming func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    /// Sets the view's background to a shape filled with the background style.
    public consuming func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(.background, style: fillStyle))
    }

    /// Layers a style in front of the view, filling its frame.
    @_disfavoredOverload
    public consuming func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(Rectangle().fill(style).ignoresSafeArea(.all, edges: edges))
    }

    /// Layers a shape filled with a style in front of the view.
    public consuming func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style, style: fillStyle))
    }
}
