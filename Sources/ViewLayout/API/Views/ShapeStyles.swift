import Foundation

// The ShapeStyle family beyond Color and LinearGradient: hierarchical and
// semantic styles (resolved by the layout against the environment, in
// Resolve/ShapeStyle+Resolve.swift), the other gradients, materials and
// type-erased styles. None has a size: they only paint.

/// A shape style that maps to one of the numbered content styles: the
/// foreground style at levels from primary to quinary.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    let level: Int
    public var _paint: Paint { .hierarchical(level: level, opacity: 1) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style: `.foregroundStyle(.primary)`.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The second level of the foreground style: `.foregroundStyle(.secondary)`.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The fifth level of the foreground style.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

/// The foreground style in the current context (`foregroundStyle(_:)` or
/// the label color).
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
    /// Creates the foreground style.
    public init() {}
    public var _paint: Paint { .hierarchical(level: 0, opacity: 1) }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background style in the current context: the system background
/// color (white, black in dark mode).
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
    /// Creates the background style.
    public init() {}
    public var _paint: Paint { .hierarchical(level: -1, opacity: 1) }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// A style that replaces the system background color as the
    /// background style (`.background`) when set; nil by default.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the background style (what `.background` draws) of the views inside this one.
    public consuming func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, Hashable, Sendable {
    let paint: Paint
    /// Wraps a shape style.
    public init<S: ShapeStyle>(_ style: S) { paint = style._paint }
    public var _paint: Paint { paint }
}

/// A shape style derived from another (`ShapeStyle.opacity(_:)`, its
/// levels such as `.background.secondary`): the paint it comes to.
public struct _DerivedShapeStyle: ShapeStyle, Hashable, Sendable {
    let paint: Paint
    public var _paint: Paint { paint }
}

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity` (0...1).
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _DerivedShapeStyle(paint: _paint.multiplyingOpacity(opacity))
    }

    /// The second level of this style: `.background.secondary` is the
    /// secondary system background, `.foreground.secondary` the same as
    /// `.secondary`, and a color's level is the color at the opacity the
    /// label colors have at that level.
    public var secondary: some ShapeStyle { _DerivedShapeStyle(paint: _paint.atLevel(1)) }
    /// The third level of this style (`.background.tertiary`: the tertiary
    /// system background).
    public var tertiary: some ShapeStyle { _DerivedShapeStyle(paint: _paint.atLevel(2)) }
    /// The fourth level of this style.
    public var quaternary: some ShapeStyle { _DerivedShapeStyle(paint: _paint.atLevel(3)) }
    /// The fifth level of this style.
    public var quinary: some ShapeStyle { _DerivedShapeStyle(paint: _paint.atLevel(4)) }
}

extension Paint {
    /// Level `k` (1...4) of this paint, as `ShapeStyle.secondary` and its
    /// siblings derive it: the foreground style's levels go `k` further
    /// (down to quinary); the background style's to the secondary and
    /// tertiary system backgrounds (UIKit has no fourth: its levels stop at
    /// tertiary); anything else fades as the label colors do
    /// (`SystemColors.levelOpacity`).
    func atLevel(_ k: Int) -> Paint {
        switch self {
        case .hierarchical(let level, let o) where level >= 0:
            return .hierarchical(level: Swift.min(level + k, SystemColors.labels.count - 1), opacity: o)
        case .hierarchical(let level, let o):
            return .hierarchical(level: Swift.max(level - k, -SystemColors.backgrounds.count), opacity: o)
        default:
            return multiplyingOpacity(SystemColors.levelOpacity[Swift.min(k, SystemColors.levelOpacity.count - 1)])
        }
    }

    /// The paint with every color's opacity multiplied by `factor` (clamped to 0...1).
    func multiplyingOpacity(_ factor: Double) -> Paint {
        let f = factor.isNaN ? 1 : Swift.min(1, Swift.max(0, factor))
        if f == 1 { return self }
        func fade(_ stops: [Gradient.Stop]) -> [Gradient.Stop] {
            stops.map { Gradient.Stop(color: $0.color.opacity(f), location: $0.location) }
        }
        switch self {
        case .color(let c): return .color(c.opacity(f))
        case .linearGradient(let s, let a, let b): return .linearGradient(stops: fade(s), startPoint: a, endPoint: b)
        case .radialGradient(let s, let c, let r0, let r1): return .radialGradient(stops: fade(s), center: c, startRadius: r0, endRadius: r1)
        case .ellipticalGradient(let s, let c, let r0, let r1):
            return .ellipticalGradient(stops: fade(s), center: c, startRadiusFraction: r0, endRadiusFraction: r1)
        case .angularGradient(let s, let c, let a0, let a1): return .angularGradient(stops: fade(s), center: c, startAngle: a0, endAngle: a1)
        case .hierarchical(let level, let o): return .hierarchical(level: level, opacity: o * f)
        }
    }
}

// MARK: Gradients

extension Gradient: ShapeStyle {
    /// A gradient used directly as a style runs from top to bottom.
    public var _paint: Paint { .linearGradient(stops: drawnStops, startPoint: .top, endPoint: .bottom) }
}

/// A gradient derived from one color (`Color.gradient`): the color a
/// little lighter at the top to the color at the bottom. Apple publishes no
/// formula; the lighter end mixes in 20 % white (unverified).
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    let gradient: Gradient
    /// Wraps a gradient.
    public init(_ gradient: Gradient) { self.gradient = gradient }
    public var _paint: Paint { gradient._paint }
}

extension Color {
    /// A standard gradient for the color: lighter at the top.
    public var gradient: AnyGradient {
        let t = 0.2
        var top = Color(red: red + (1 - red) * t, green: green + (1 - green) * t, blue: blue + (1 - blue) * t, opacity: opacity)
        top.opacityFactor = opacityFactor
        return AnyGradient(Gradient(colors: [top, self]))
    }
}

/// A radial gradient: circles around a center. As a view it fills the
/// space it is offered.
nonisolated public struct RadialGradient: View, ShapeStyle {
    public typealias Body = Never
    /// The colors of the gradient and where they lie.
    public var gradient: Gradient
    /// The center, in unit coordinates of the filled rectangle.
    public var center: UnitPoint
    /// The radius, in points, of location 0.
    public var startRadius: CGFloat
    /// The radius, in points, of location 1.
    public var endRadius: CGFloat
    /// Creates a radial gradient from a gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    /// Creates a radial gradient of colors spaced evenly.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// Creates a radial gradient of stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public var _paint: Paint {
        .radialGradient(stops: gradient.drawnStops, center: center, startRadius: Double(startRadius), endRadius: Double(endRadius))
    }
}

/// An elliptical gradient: ellipses scaled to the filled rectangle. As a
/// view it fills the space it is offered.
nonisolated public struct EllipticalGradient: View, ShapeStyle {
    public typealias Body = Never
    /// The colors of the gradient and where they lie.
    public var gradient: Gradient
    /// The center, in unit coordinates of the filled rectangle.
    public var center: UnitPoint
    /// Location 0's radius, as a fraction of the rectangle's half size.
    public var startRadiusFraction: CGFloat
    /// Location 1's radius, as a fraction of the rectangle's half size.
    public var endRadiusFraction: CGFloat
    /// Creates an elliptical gradient; by default it runs from the center to the edges.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    /// Creates an elliptical gradient of colors spaced evenly.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    /// Creates an elliptical gradient of stops.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    public var _paint: Paint {
        // The fractions are of the rectangle's size; a unit radius of 0.5 reaches its edges.
        .ellipticalGradient(stops: gradient.drawnStops, center: center, startRadiusFraction: Double(startRadiusFraction) * 2,
                            endRadiusFraction: Double(endRadiusFraction) * 2)
    }
}

/// An angular (conic) gradient: colors swept around a center. As a view
/// it fills the space it is offered.
nonisolated public struct AngularGradient: View, ShapeStyle {
    public typealias Body = Never
    /// The colors of the gradient and where they lie.
    public var gradient: Gradient
    /// The center, in unit coordinates of the filled rectangle.
    public var center: UnitPoint
    /// The angle of location 0 (0 points right; angles grow clockwise).
    public var startAngle: Angle
    /// The angle of location 1.
    public var endAngle: Angle
    /// Creates an angular gradient from a start to an end angle (a full turn by default).
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // Equal angles mean one whole turn (the declaration's defaults).
        self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
    }
    /// Creates an angular gradient of colors spaced evenly.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Creates an angular gradient of stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Creates a conic gradient that turns once, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }
    /// Creates a conic gradient of colors that turns once, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    public var _paint: Paint {
        .angularGradient(stops: gradient.drawnStops, center: center, startAngle: startAngle.radians, endAngle: endAngle.radians)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient where a shape style is expected: `.fill(.linearGradient(...))`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of colors where a shape style is expected.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of stops where a shape style is expected.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient where a shape style is expected.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of colors where a shape style is expected.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient where a shape style is expected.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of colors where a shape style is expected.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient that turns once, where a shape style is expected.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient where a shape style is expected.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient of colors where a shape style is expected.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

// MARK: Materials

/// A background material: on iOS a blur of what is behind, tinted. There
/// is nothing behind to blur in a still picture, so each is drawn as its
/// tint, a translucent fill (white in light mode, near-black in dark). Apple
/// publishes no values: the opacities grow from ultra-thin to ultra-thick
/// and are estimates (unverified).
public struct Material: ShapeStyle, Hashable, Sendable {
    let color: Color
    /// The thinnest material: the most translucent.
    public static let ultraThin = Material(color: Color(name: "ultraThinMaterial", 255, 255, 255, 0.35))
    /// A thin material.
    public static let thin = Material(color: Color(name: "thinMaterial", 255, 255, 255, 0.55))
    /// The regular material.
    public static let regular = Material(color: Color(name: "regularMaterial", 255, 255, 255, 0.7))
    /// A thick material.
    public static let thick = Material(color: Color(name: "thickMaterial", 255, 255, 255, 0.82))
    /// The thickest material: the most opaque.
    public static let ultraThick = Material(color: Color(name: "ultraThickMaterial", 255, 255, 255, 0.92))
    // The material of bars (navigation, tab and tool bars): iOS's classic
    // bar tint, RGB 249, 249, 249 at 94 % (unverified).
    static let barTint = Material(color: Color(name: "barMaterial", 249, 249, 249, 0.94))
    public var _paint: Paint { .color(color) }
}

extension ShapeStyle where Self == Material {
    /// The ultra-thin material: `.background(.ultraThinMaterial)`.
    public static var ultraThinMaterial: Material { Material.ultraThin }
    /// The thin material.
    public static var thinMaterial: Material { Material.thin }
    /// The regular material.
    public static var regularMaterial: Material { Material.regular }
    /// The thick material.
    public static var thickMaterial: Material { Material.thick }
    /// The ultra-thick material.
    public static var ultraThickMaterial: Material { Material.ultraThick }
    /// The material of bars.
    public static var bar: Material { Material.barTint }
}
