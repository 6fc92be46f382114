import Foundation

/// A 2D shape that you can use when drawing a view. Shapes take the whole
/// proposal (their ideal size is 10 × 10: Fidelity, "Ideal sizes and sizing
/// modifiers"); `fill` and `stroke`
/// change how they are drawn, not how they size.
public protocol Shape: View {
    var _shape: _ShapeKind { get }
    var _cornerRadius: CGFloat { get }
}

extension Shape {
    public var _cornerRadius: CGFloat { 0 }

    /// Fills this shape with a color or gradient.
    public func fill<S: ShapeStyle>(_ content: S) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: content._paint, stroke: nil, lineWidth: 0)
    }

    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: content._paint, lineWidth: Double(lineWidth))
    }

    /// Draws the outline inset by half the line width, so it stays inside
    /// the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        var view = stroke(content, lineWidth: lineWidth)
        view.strokeInset = true
        return view
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
public struct _ShapeView<Content: Shape>: View {
    public typealias Body = Never
    let shape: Content
    let fill: Paint?
    let stroke: Paint?
    let lineWidth: Double
    var strokeInset = false
}

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: Shape {
    public typealias Body = Never
    /// Creates a rectangle; it fills whatever frame it is given.
    public init() {}
    public var _shape: _ShapeKind { .rectangle }
}

/// A rectangular shape with rounded corners.
public struct RoundedRectangle: Shape {
    public typealias Body = Never
    /// The size of the corners' rounding; the width is the radius drawn.
    public var cornerSize: CGSize
    /// Creates a rounded rectangle with circular corners of the given radius.
    public init(cornerRadius: CGFloat) { cornerSize = CGSize(width: cornerRadius, height: cornerRadius) }
    /// Creates a rounded rectangle with corners of the given size.
    public init(cornerSize: CGSize) { self.cornerSize = cornerSize }
    public var _shape: _ShapeKind { .roundedRectangle }
    public var _cornerRadius: CGFloat { cornerSize.width }
}

/// A circle centered on the frame of the view containing it; it draws inside
/// the largest centred square of its frame and sizes like any shape.
public struct Circle: Shape {
    public typealias Body = Never
    /// Creates a circle.
    public init() {}
    public var _shape: _ShapeKind { .circle }
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: Shape {
    public typealias Body = Never
    /// Creates an ellipse; it fills the frame it is given.
    public init() {}
    public var _shape: _ShapeKind { .ellipse }
}

/// A capsule shape aligned inside the frame of the view containing it.
public struct Capsule: Shape {
    public typealias Body = Never
    /// Creates a capsule: its corner radius is half its shorter side.
    public init() {}
    public var _shape: _ShapeKind { .capsule }
}
