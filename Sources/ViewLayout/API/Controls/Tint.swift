import Foundation

private struct TintKey: EnvironmentKey { static let defaultValue: Paint? = nil }

extension EnvironmentValues {
    /// The tint set by `tint(_:)`, nil where none is (the accent colour applies).
    var _tint: Paint? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The tint in effect: the nearest `tint(_:)`, else the accent colour.
    var _tintPaint: Paint { _tint ?? .color(.accentColor) }

    /// The tint as one colour (a gradient's first stop), for fills that
    /// change its opacity.
    var _tintColor: Color {
        let paint = _tintPaint
        if case .color(let c) = paint { return c }
        if case .linearGradient(let stops, _, _) = paint, let first = stops.first { return first.color }
        return .accentColor
    }
}

nonisolated extension View {
    /// Sets the tint of the controls in this view and below: automatic
    /// buttons draw their labels in it, switches and sliders fill with it.
    /// No effect on layout; nil keeps the tint from above.
    public func tint(_ tint: Color?) -> some View {
        transformEnvironment(\._tint) { if let tint { $0 = .color(tint) } }
    }

    /// Sets the tint of the controls in this view and below to a style.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        transformEnvironment(\._tint) { if let tint { $0 = tint._paint } }
    }

    /// Sets the accent colour of this view and below (the older spelling of
    /// `tint(_:)`).
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}

/// A style that draws with the tint in effect: the nearest `tint(_:)`
/// above the view that uses it, else the accent colour
/// (`.foregroundStyle(.tint)`, `.fill(.tint)`).
public struct TintShapeStyle: ShapeStyle {
    /// Creates the tint style.
    public init() {}
    /// The tint of the environment the style is used in: read when the
    /// view using it is built, which is inside the body of the view
    /// holding it, so a `tint(_:)` set above that view applies.
    public var _paint: Paint {
        (_ViewResolver.current?.environment ?? EnvironmentValues())._tintPaint
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint in effect: the nearest `tint(_:)` above, else the accent colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
