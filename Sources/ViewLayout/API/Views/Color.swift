import Foundation

/// A representation of a color. As a view it fills the space it is offered.
nonisolated public struct Color: View, Hashable, CustomStringConvertible, Sendable {
    public typealias Body = Never
    /// The color's sRGB components and its opacity, each from 0 to 1.
    public var red: Double, green: Double, blue: Double, opacity: Double
    /// The standard name, when the color is one of SwiftUI's named colors.
    public var name: String? {
        get { nameIndex == 0 || isAsset ? nil : ColorNames.name(nameIndex) }
        set { nameIndex = newValue.map(ColorNames.index(of:)) ?? 0; isAsset = false }
    }
    /// The asset catalog name of `Color(_:bundle:)`: the layout looks it up
    /// in the environment's `assetColors`.
    var assetName: String? {
        get { nameIndex == 0 || !isAsset ? nil : ColorNames.name(nameIndex) }
        set { nameIndex = newValue.map(ColorNames.index(of:)) ?? 0; isAsset = newValue != nil }
    }
    /// The name (system or asset) as an interned number, 0 for none: a
    /// color is plain data, copied and compared without reference counting,
    /// which every color view and paint of a layout does several times.
    var nameIndex: Int32 = 0
    var isAsset = false

    /// The color spaces SwiftUI accepts; components are stored as given, so all
    /// three read as sRGB here.
    public enum RGBColorSpace: Sendable {
        /// Standard RGB, linear sRGB and Display P3.
        case sRGB, sRGBLinear, displayP3
    }

    /// Creates a color from sRGB components from 0 to 1, opaque unless given.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// Creates a color from components in a color space (read as sRGB), opaque unless given.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// Creates a gray from a white level from 0 (black) to 1 (white).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a gray from a white level in a color space (read as sRGB).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }

    /// Creates a color from hue, saturation and brightness, each from 0 to 1
    /// (a hue of 1 is red again, as 0 is).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        // A non-finite hue has no colour wheel position; treat it as red (0).
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6
        let i = Int(h) % 6
        let f = h - Double(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    init(name: String, _ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: a)
        self.name = name
    }

    /// Creates a color from an asset catalog: there are no asset catalogs
    /// here, so the layout looks `name` up in the environment's
    /// ``EnvironmentValues/assetColors`` (an unknown name draws as gray, with
    /// a diagnostic). The bundle is accepted and ignored.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
        self.assetName = name
    }

    /// A copy of the color with the given opacity multiplied in. A system
    /// color keeps its dark-appearance variant (its name stays, with the
    /// factor, so dark mode applies the same factor).
    public func opacity(_ opacity: Double) -> Color {
        var c = self
        let factor = opacity.isNaN ? 1 : Swift.min(1, Swift.max(0, opacity))
        c.opacity *= factor
        c.opacityFactor *= factor
        return c
    }

    /// The factor `opacity(_:)` multiplied into a named or asset color, so
    /// that its dark variant or its asset value gets the same.
    var opacityFactor = 1.0

    public var description: String {
        if let assetName { return "asset \(assetName)" }
        if let name, opacityFactor == 1 { return name }
        func f(_ v: Double) -> String { String(format: "%.3g", v) }
        return "rgba(\(f(red)), \(f(green)), \(f(blue)), \(f(opacity)))"
    }

    // iOS system colors in the light appearance (Apple HIG, "Color").
    /// The system red: iOS's light-appearance value, RGB 255, 59, 48.
    public static let red = Color(name: "red", 255, 59, 48)
    /// The system orange: iOS's light-appearance value, RGB 255, 149, 0.
    public static let orange = Color(name: "orange", 255, 149, 0)
    /// The system yellow: iOS's light-appearance value, RGB 255, 204, 0.
    public static let yellow = Color(name: "yellow", 255, 204, 0)
    /// The system green: iOS's light-appearance value, RGB 52, 199, 89.
    public static let green = Color(name: "green", 52, 199, 89)
    /// The system mint: iOS's light-appearance value, RGB 0, 199, 190.
    public static let mint = Color(name: "mint", 0, 199, 190)
    /// The system teal: iOS's light-appearance value, RGB 48, 176, 199.
    public static let teal = Color(name: "teal", 48, 176, 199)
    /// The system cyan: iOS's light-appearance value, RGB 50, 173, 230.
    public static let cyan = Color(name: "cyan", 50, 173, 230)
    /// The system blue: iOS's light-appearance value, RGB 0, 122, 255.
    public static let blue = Color(name: "blue", 0, 122, 255)
    /// The system indigo: iOS's light-appearance value, RGB 88, 86, 214.
    public static let indigo = Color(name: "indigo", 88, 86, 214)
    /// The system purple: iOS's light-appearance value, RGB 175, 82, 222.
    public static let purple = Color(name: "purple", 175, 82, 222)
    /// The system pink: iOS's light-appearance value, RGB 255, 45, 85.
    public static let pink = Color(name: "pink", 255, 45, 85)
    /// The system brown: iOS's light-appearance value, RGB 162, 132, 94.
    public static let brown = Color(name: "brown", 162, 132, 94)
    /// The system white: iOS's light-appearance value, RGB 255, 255, 255.
    public static let white = Color(name: "white", 255, 255, 255)
    /// The system gray: iOS's light-appearance value, RGB 142, 142, 147.
    public static let gray = Color(name: "gray", 142, 142, 147)
    /// The system black: iOS's light-appearance value, RGB 0, 0, 0.
    public static let black = Color(name: "black", 0, 0, 0)
    /// A fully transparent color: as a view it takes space and draws nothing.
    public static let clear = Color(name: "clear", 0, 0, 0, 0)
    /// The primary foreground color, black in the light appearance.
    public static let primary = Color(name: "primary", 0, 0, 0)
    /// The secondary foreground color: RGB 60, 60, 67 at 60% opacity in the light appearance.
    public static let secondary = Color(name: "secondary", 60, 60, 67, 0.6)
    /// The app's accent color, here the system blue.
    public static let accentColor = Color(name: "accentColor", 0, 122, 255)
}

/// What a shape or color is painted with.
public enum Paint: Hashable, Sendable {
    /// A solid color.
    case color(Color)
    /// Stops in order of location, locations in 0...1 (`Gradient`).
    case linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    /// Circles around `center` (unit point of the frame), location 0 at
    /// `startRadius` points and 1 at `endRadius` (`RadialGradient`).
    case radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double)
    /// Ellipses filling the frame around `center`; the radii are fractions
    /// of half the frame's width and height (`EllipticalGradient`).
    case ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
    /// Sweeps clockwise around `center` from `startAngle` (location 0) to
    /// `endAngle` (location 1), in radians, 0 pointing right (`AngularGradient`).
    case angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Double, endAngle: Double)
    /// A style that depends on where it is used, resolved by the layout:
    /// level 0 is the foreground style, 1...4 its secondary to quinary levels,
    /// -1...-3 the background style and its secondary and tertiary levels;
    /// `opacity` multiplied in. A renderer that meets
    /// one draws the primary color.
    case hierarchical(level: Int, opacity: Double)
}

/// A color or pattern to use when rendering a shape.
public protocol ShapeStyle {
    var _paint: Paint { get }
}

extension Color: ShapeStyle {
    public var _paint: Paint { .color(self) }
}

/// A color gradient: colors at locations along its axis.
public struct Gradient: Hashable, Sendable {
    /// One color of a gradient at a location from 0 (the start point) to 1
    /// (the end point).
    public struct Stop: Hashable, Sendable {
        /// The color at this stop.
        public var color: Color
        /// Where the stop lies along the gradient, from 0 to 1.
        public var location: CGFloat
        /// Creates a stop of a color at a location.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The gradient's stops, as given.
    public var stops: [Stop]

    /// Stops at the given locations. As drawn, locations are clamped to
    /// 0...1 and kept in order (a stop before its predecessor moves to it;
    /// NaN counts as 0), as CoreGraphics treats them.
    public init(stops: [Stop]) { self.stops = stops }

    /// The colors spaced evenly from 0 to 1 (one color: a solid fill).
    public init(colors: [Color]) {
        stops = colors.enumerated().map { i, c in
            Stop(color: c, location: colors.count > 1 ? CGFloat(i) / CGFloat(colors.count - 1) : 0)
        }
    }

    /// The stops as drawn: locations clamped to 0...1 and non-decreasing.
    var drawnStops: [Stop] {
        var last: CGFloat = 0
        return stops.map { s in
            var l = s.location.isNaN ? 0 : Swift.min(1, Swift.max(0, s.location))
            l = Swift.max(l, last)
            last = l
            return Stop(color: s.color, location: l)
        }
    }
}

/// A linear gradient. As a view it fills the space it is offered.
nonisolated public struct LinearGradient: View, ShapeStyle {
    public typealias Body = Never
    /// The colors of the gradient and where they lie.
    public var gradient: Gradient
    /// Where the gradient starts (location 0), in unit coordinates of the filled rectangle.
    public var startPoint: UnitPoint
    /// Where the gradient ends (location 1), in unit coordinates of the filled rectangle.
    public var endPoint: UnitPoint

    /// Creates a gradient running from a start point to an end point.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    /// Creates a gradient of colors spaced evenly from the start point to the end point.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// Creates a gradient of stops from the start point to the end point.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public var _paint: Paint { .linearGradient(stops: gradient.drawnStops, startPoint: startPoint, endPoint: endPoint) }
}

// `.fill(.purple)`, `.border(.blue)`: named colors wherever a ShapeStyle is
// expected, as in SwiftUI.
extension ShapeStyle where Self == Color {
    /// ``Color/red-swift.type.property`` where a shape style is expected: `.fill(.red)`.
    public static var red: Color { Color.red }
    /// ``Color/orange`` where a shape style is expected: `.fill(.orange)`.
    public static var orange: Color { Color.orange }
    /// ``Color/yellow`` where a shape style is expected: `.fill(.yellow)`.
    public static var yellow: Color { Color.yellow }
    /// ``Color/green-swift.type.property`` where a shape style is expected: `.fill(.green)`.
    public static var green: Color { Color.green }
    /// ``Color/mint`` where a shape style is expected: `.fill(.mint)`.
    public static var mint: Color { Color.mint }
    /// ``Color/teal`` where a shape style is expected: `.fill(.teal)`.
    public static var teal: Color { Color.teal }
    /// ``Color/cyan`` where a shape style is expected: `.fill(.cyan)`.
    public static var cyan: Color { Color.cyan }
    /// ``Color/blue-swift.type.property`` where a shape style is expected: `.fill(.blue)`.
    public static var blue: Color { Color.blue }
    /// ``Color/indigo`` where a shape style is expected: `.fill(.indigo)`.
    public static var indigo: Color { Color.indigo }
    /// ``Color/purple`` where a shape style is expected: `.fill(.purple)`.
    public static var purple: Color { Color.purple }
    /// ``Color/pink`` where a shape style is expected: `.fill(.pink)`.
    public static var pink: Color { Color.pink }
    /// ``Color/brown`` where a shape style is expected: `.fill(.brown)`.
    public static var brown: Color { Color.brown }
    /// ``Color/white`` where a shape style is expected: `.fill(.white)`.
    public static var white: Color { Color.white }
    /// ``Color/gray`` where a shape style is expected: `.fill(.gray)`.
    public static var gray: Color { Color.gray }
    /// ``Color/black`` where a shape style is expected: `.fill(.black)`.
    public static var black: Color { Color.black }
    /// ``Color/clear`` where a shape style is expected: `.fill(.clear)`.
    public static var clear: Color { Color.clear }
}

/// The names colors carry, interned: each distinct name gets a number once,
/// for the life of the process (names come from the code's own colors and
/// asset names, a small set).
enum ColorNames {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var names: [String] = [""]
    nonisolated(unsafe) private static var numbers: [String: Int32] = [:]

    static func index(of name: String) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        if let n = numbers[name] { return n }
        let n = Int32(names.count)
        names.append(name)
        numbers[name] = n
        return n
    }

    static func name(_ index: Int32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return names[Int(index)]
    }
}
