import Foundation

// What the controls share: how they are composed when resolved, the
// type-erased parts their style configurations hand out, and the shapes and
// paints they draw with.

/// A control built from the engine's own views when it is resolved, with the
/// environment of the place it is in: each control's `_makeView` hands its
/// composed view to the resolver, so no control needs a layout of its own.
protocol _ComposedControl {
    associatedtype Composed: View
    func compose(_ environment: EnvironmentValues) -> Composed
}

extension _ComposedControl {
    static func makeComposed(_ view: Self, _ resolver: _ViewResolver) {
        resolver.make(view.compose(resolver.environment))
    }
}

/// A shape of a kind chosen when the control is resolved (a capsule or a
/// rounded rectangle for a button's platter).
nonisolated struct _ControlShape: Shape {
    typealias Body = Never
    var kind: _ShapeKind
    var radius: CGFloat = 0
    var _shape: _ShapeKind { kind }
    var _cornerRadius: CGFloat { radius }
}

/// A shape style holding a paint resolved by a control (the tint, a role's colour).
struct _PaintStyle: ShapeStyle {
    var paint: Paint
    var _paint: Paint { paint }
}

nonisolated extension View {
    /// The view with its foreground set to a paint the control resolved.
    func _controlForeground(_ paint: Paint?) -> ModifiedContent<Self, _ForegroundModifier> {
        modifier(_ForegroundModifier(paint: paint))
    }
}

/// The text form of a picker's selection, shown where no option's tag
/// matches it: a string as it is, a
/// string-backed enum by its raw value, anything else as Swift prints it.
func _selectionText<V>(_ value: V) -> String {
    if let s = value as? String { return s }
    if let r = value as? any RawRepresentable, let s = r.rawValue as? String { return s }
    return String(describing: value)
}

/// A type-erased part of a control (a button's or toggle's label, a label's
/// title or icon...), as a style's configuration hands it out; it resolves
/// to the view it was made from.
nonisolated public struct _ControlContent: View {
    public typealias Body = Never
    let content: AnyView
    init<V: View>(_ view: V) { content = AnyView(view) }
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) { AnyView._makeView(view.content, resolver) }
}

extension _ViewResolver {
    /// Resolves a control's style body with the style reset to the
    /// automatic one, so that a style that shows the control again
    /// (`Button(configuration)`, `Label(configuration)`) gets the automatic
    /// look, as in SwiftUI, instead of itself.
    func resolveStyleBody(resetting reset: (inout EnvironmentValues) -> Void, _ body: () -> Void) {
        let saved = environment
        reset(&environment)
        body()
        environment = saved
    }
}

/// Where a value lies in a range, from 0 to 1: a NaN value or an empty
/// range gives 0 (SwiftUI draws such a slider or gauge empty), values
/// outside the range are clamped.
func _fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let f = span > 0 ? Double(value - bounds.lowerBound) / span : 0
    return f.isNaN ? 0 : Swift.min(1, Swift.max(0, f))
}

/// The white knob of switches and sliders (PlatformMetrics, "Slider": 28
/// across), outlined with the control fill so that it shows on white (iOS
/// draws a shadow instead).
nonisolated struct _ControlThumb: View {
    var body: some View {
        Circle().fill(Color.white)
            .overlay(Circle().strokeBorder(ControlMetrics.controlFill, lineWidth: 1))
            .frame(width: ControlMetrics.thumbDiameter, height: ControlMetrics.thumbDiameter)
    }
}
