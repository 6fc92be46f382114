import Foundation

// Draw-only modifiers: `foregroundColor`, `foregroundStyle`, `opacity`,
// `clipped`, `clipShape`, `cornerRadius`, `zIndex`, and the effects of
// API/Views/EffectModifiers.swift. None of them changes a
// frame (each page says the view keeps its layout), so none adds a layout
// node: each records its attributes in `NodeTree.drawing`, a sparse side
// table keyed by the node(s) the modified view produced, and the sizing
// pass never reads it.

/// What the draw-only modifiers recorded for one node. Only nodes that were
/// given one of them have an entry.
struct DrawAttributes {
    /// The drawing effects, in the order they apply (the first written
    /// modifier first): opacity, clips, shadows, filters, transforms...
    var effects: [DrawingEffect] = []
    /// Drawing order among siblings (`zIndex(_:)`); layout ignores it.
    var zIndex: Double?
    /// The foreground style a `Text` or system image was given, directly or
    /// through the environment.
    var foreground: Paint?
    /// A shape stroked with `strokeBorder`: the line lies inside the frame.
    var strokeInset = false
    /// The stroke's caps, joins and dashes when a `StrokeStyle` gave any.
    var strokeStyle: StrokeStyle?
    /// The part of a shape's outline drawn (`trim(from:to:)`), as fractions.
    var trim: ClosedRange<Double>?
    /// A `Text`'s underline and strikethrough.
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
    /// The overlay node `mask(alignment:_:)` made: its second child masks the first.
    var isMask = false

    /// The product of the opacity effects.
    var opacity: Double {
        var o = 1.0
        for case .opacity(let v) in effects { o *= v }
        return o
    }
    /// The clip effects, in order.
    var clips: [ClipShape] {
        var c: [ClipShape] = []
        for case .clip(let v) in effects { c.append(v) }
        return c
    }
}

/// A clip recorded by `clipped()`, `clipShape(_:)` or `cornerRadius(_:)`.
public struct ClipShape: Hashable, Sendable {
    /// The shape the view is clipped to.
    public var shape: DrawnShape
    /// Whether the clip's edges are antialiased.
    public var antialiased: Bool
    /// The rectangle, in root coordinates, the shape is placed in when it is
    /// not the view's frame (a scroll view's clip reaches into the safe-area
    /// insets it touches); nil: the view's frame.
    public var bounds: CGRect? = nil
    /// Creates a clip to a shape placed in the view's frame.
    public init(shape: DrawnShape, antialiased: Bool) {
        self.shape = shape
        self.antialiased = antialiased
    }
}

/// The way a shape is filled (`clipShape(_:style:)`).
public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule decides what is inside; false (non-zero winding) by default.
    public var isEOFilled: Bool
    /// Whether edges are antialiased; true by default.
    public var isAntialiased: Bool
    /// Creates a fill style: non-zero winding and antialiased unless given.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

struct ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: Paint? = nil
}

struct ForegroundLevelsKey: EnvironmentKey {
    static let defaultValue: [Paint] = []
}

extension EnvironmentValues {
    /// The style set by `foregroundColor(_:)` / `foregroundStyle(_:)`: text,
    /// system images and shapes without a fill of their own draw with it.
    var _foregroundStyle: Paint? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
    /// The secondary and tertiary styles `foregroundStyle(_:_:)` and
    /// `foregroundStyle(_:_:_:)` set; empty otherwise.
    var _foregroundLevels: [Paint] {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the color of the foreground elements displayed by this view
    /// (text, symbols, shapes without a fill), and of everything inside it.
    public consuming func foregroundColor(_ color: Color?) -> some View {
        modifier(_ForegroundModifier(paint: color.map { Paint.color($0) }))
    }

    /// Sets a view's foreground elements to use a given style; inherited by
    /// the views inside it, like an environment value.
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_ForegroundModifier(paint: style._paint))
    }

    /// Sets the primary and secondary levels of the foreground style
    /// (`.secondary` below draws with the second).
    public consuming func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(_ForegroundModifier(paint: primary._paint, levels: [secondary._paint]))
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style.
    public consuming func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                                        _ tertiary: S3) -> some View {
        modifier(_ForegroundModifier(paint: primary._paint, levels: [secondary._paint, tertiary._paint]))
    }

    /// Sets the transparency of this view (0 transparent ... 1 opaque). The
    /// view and its subviews are composited as one group. Layout is unchanged.
    public consuming func opacity(_ opacity: Double) -> some View {
        modifier(_DrawAttributeModifier(change: .opacity(opacity)))
    }

    /// Clips this view to its bounding rectangular frame. Layout is unchanged.
    public consuming func clipped(antialiased: Bool = false) -> some View {
        modifier(_DrawAttributeModifier(change: .clip(ClipShape(shape: .rectangle, antialiased: antialiased))))
    }

    /// Sets a clipping shape for this view, placed in the view's frame.
    public consuming func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_DrawAttributeModifier(change: .clip(ClipShape(shape: DrawnShape(shape), antialiased: style.isAntialiased))))
    }

    /// Clips this view to its bounding frame, with the specified corner radius.
    public consuming func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_DrawAttributeModifier(change: .clip(ClipShape(shape: .roundedRectangle(cornerRadius: Double(radius)),
                                                                 antialiased: antialiased))))
    }

    /// Controls the display order of overlapping views: a higher value is
    /// drawn in front of its siblings (ZStack, overlay, background). Layout is
    /// unchanged.
    public consuming func zIndex(_ value: Double) -> some View {
        modifier(_DrawAttributeModifier(change: .zIndex(value)))
    }
}

extension Text {
    /// Sets the color of the text.
    public func foregroundColor(_ color: Color?) -> Text {
        var t = self
        t.foreground = color.map { Paint.color($0) }
        return t
    }
    /// Sets the style of the text.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var t = self
        t.foreground = style._paint
        return t
    }
}

nonisolated public struct _ForegroundModifier: ViewModifier {
    public typealias Body = Never
    let paint: Paint?
    var levels: [Paint] = []
}

nonisolated public struct _DrawAttributeModifier: ViewModifier {
    public typealias Body = Never
    enum Change { case opacity(Double), clip(ClipShape), zIndex(Double), effect(DrawingEffect) }
    let change: Change
}
