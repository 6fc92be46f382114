import Foundation

/// A 2D shape that you can use when drawing a view. Shapes take the whole
/// proposal (their ideal size is 10 × 10: Fidelity, "Ideal sizes and sizing
/// modifiers"); `fill` and `stroke`
/// change how they are drawn, not how they size.
nonisolated public protocol Shape: View {
    var _shape: _ShapeKind { get }
    var _cornerRadius: CGFloat { get }
    /// The part of the outline drawn, as fractions of its length (`trim`).
    var _trim: ClosedRange<Double>? { get }
}

nonisolated extension Shape {
    public var _cornerRadius: CGFloat { 0 }
    public var _trim: ClosedRange<Double>? { nil }

    /// The part of this shape's outline from one fraction of its length to
    /// another (0 is the outline's start: the rightmost point of a circle,
    /// going clockwise on the screen). Stroked, it draws an arc; layout is
    /// unchanged. Fractions are clamped to 0...1; an empty range draws nothing.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(base: self, from: Double(startFraction), to: Double(endFraction))
    }

    /// Fills this shape with a style (the foreground style by default); the
    /// fill style's rule is accepted (the shapes here have no holes).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: content._paint, stroke: nil, lineWidth: 0)
    }

    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: content._paint, lineWidth: Double(lineWidth))
    }

    /// Traces the outline of this shape with a style and a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        var view = _ShapeView(shape: self, fill: nil, stroke: content._paint, lineWidth: Double(style.lineWidth))
        view.style = style
        return view
    }

    /// Traces the outline of this shape in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(.foreground, lineWidth: lineWidth)
    }

    /// Traces the outline of this shape in the foreground style with a stroke style.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        stroke(.foreground, style: style)
    }

    /// Draws the outline inset by half the line width, so it stays inside
    /// the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        var view = stroke(content, lineWidth: lineWidth)
        view.strokeInset = true
        return view
    }

    /// Draws the outline inside the frame with a style and a stroke style.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        var view = stroke(content, style: style)
        view.strokeInset = true
        return view
    }

    /// Draws the outline inside the frame in the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        strokeBorder(.foreground, lineWidth: lineWidth)
    }

    /// Draws the outline inside the frame in the foreground style with a stroke style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        strokeBorder(.foreground, style: style)
    }

    /// Sets the color of the shape's fill.
    public func foregroundColor(_ color: Color?) -> _ShapeView<Self> {
        fill(color ?? .primary)
    }

    /// Fills this shape with a color or gradient, as `fill(_:)` does.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _ShapeView<Self> {
        fill(style)
    }
}

/// A shape filled or stroked with a style; sizes like the shape.
nonisolated public struct _ShapeView<Content: Shape>: View {
    public typealias Body = Never
    let shape: Content
    let fill: Paint?
    let stroke: Paint?
    let lineWidth: Double
    var strokeInset = false
    var style: StrokeStyle?
}

/// The end caps of a stroked line (CoreGraphics' `CGLineCap`).
public enum CGLineCap: Int32, Hashable, Sendable {
    /// Squared off at the end point.
    case butt
    /// A half circle beyond the end point.
    case round
    /// A half square beyond the end point.
    case square
}

/// The corners where stroked segments meet (CoreGraphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A cut-off corner.
    case bevel
}

/// The characteristics of a stroke: width, caps, joins and dashes, with
/// SwiftUI's defaults (1 point, butt caps, miter joins, limit 10, no dash).
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the line, in points.
    public var lineWidth: CGFloat
    /// The ends of open lines.
    public var lineCap: CGLineCap
    /// The corners.
    public var lineJoin: CGLineJoin
    /// The longest miter, as a multiple of the width, before it is beveled.
    public var miterLimit: CGFloat
    /// Lengths of dashes and gaps, alternating; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat
    /// Creates a stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A rectangular shape aligned inside the frame of the view containing it.
nonisolated public struct Rectangle: Shape {
    public typealias Body = Never
    /// Creates a rectangle; it fills whatever frame it is given.
    public init() {}
    public var _shape: _ShapeKind { .rectangle }
}

/// A rectangular shape with rounded corners.
nonisolated public struct RoundedRectangle: Shape {
    public typealias Body = Never
    /// The size of the corners' rounding; the width is the radius drawn.
    public var cornerSize: CGSize
    /// The corners' curve; both are drawn as circular arcs here.
    public var style: RoundedCornerStyle
    /// Creates a rounded rectangle with corners of the given radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// Creates a rounded rectangle with corners of the given size.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public var _shape: _ShapeKind { .roundedRectangle }
    public var _cornerRadius: CGFloat { cornerSize.width }
}

/// A circle centered on the frame of the view containing it; it draws inside
/// the largest centred square of its frame and sizes like any shape.
nonisolated public struct Circle: Shape {
    public typealias Body = Never
    /// Creates a circle.
    public init() {}
    public var _shape: _ShapeKind { .circle }
}

/// An ellipse aligned inside the frame of the view containing it.
nonisolated public struct Ellipse: Shape {
    public typealias Body = Never
    /// Creates an ellipse; it fills the frame it is given.
    public init() {}
    public var _shape: _ShapeKind { .ellipse }
}

/// A capsule shape aligned inside the frame of the view containing it.
nonisolated public struct Capsule: Shape {
    public typealias Body = Never
    /// Creates a capsule: its corner radius is half its shorter side.
    public init() {}
    public var _shape: _ShapeKind { .capsule }
}

/// The curve of a rounded corner. SwiftUI's default, `.continuous`, eases
/// into the straight edge; here both styles are drawn as quarter circles,
/// which differ from the continuous curve by less than a point at the
/// radii apps use. Layout does not depend on it.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// A curve with continuous curvature (drawn as quarter circles here).
    case continuous
}

/// A shape drawn only from one fraction of its outline to another (`trim`).
nonisolated public struct _TrimmedShape<Base: Shape>: Shape {
    public typealias Body = Never
    let base: Base
    let from: Double
    let to: Double
    public var _shape: _ShapeKind { base._shape }
    public var _cornerRadius: CGFloat { base._cornerRadius }
    public var _trim: ClosedRange<Double>? {
        // NaN counts as 0, as for gradient stops; the range is clamped to 0...1.
        let a = from.isNaN ? 0 : Swift.min(1, Swift.max(0, from))
        let b = to.isNaN ? 0 : Swift.min(1, Swift.max(0, to))
        return a...Swift.max(a, b)
    }
}

// The shapes as shape values where one is expected: `.clipShape(.rect(cornerRadius: 8))`.
nonisolated extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}
nonisolated extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with corners of the given radius.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rounded rectangle with corners of the given size.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
nonisolated extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}
nonisolated extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}
nonisolated extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}
