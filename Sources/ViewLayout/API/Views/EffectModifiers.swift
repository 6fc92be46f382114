import Foundation

// Graphical effects: shadow, blur, color filters, transforms, blend modes,
// compositing groups and masks. None changes a frame (each page says the
// effect is applied when drawing: a rotated or scaled view keeps its
// layout frame), so each is recorded, in order, in the node's
// `DrawAttributes.effects` like `opacity(_:)` (API/Views/DrawingModifiers.swift),
// and only renderers read it. `mask` lays its content out like an overlay.

/// One drawing effect applied to a view and everything inside it, in the
/// view's frame. A view's effects apply in the order its modifiers were
/// written (the first written applies first, innermost).
public enum DrawingEffect: Hashable, Sendable {
    /// `opacity(_:)`: the group is composited at this opacity.
    case opacity(Double)
    /// `clipped()`, `clipShape(_:style:)`, `cornerRadius(_:antialiased:)`.
    case clip(ClipShape)
    /// `shadow(color:radius:x:y:)`: a blurred copy of the group's shape in
    /// `color`, offset by `x`, `y` points, drawn behind it.
    case shadow(color: Color, radius: Double, x: Double, y: Double)
    /// `blur(radius:opaque:)`: a Gaussian blur.
    case blur(radius: Double, opaque: Bool)
    /// A color filter (brightness, contrast, saturation, grayscale, hue
    /// rotation, inversion, multiplication) as a color matrix.
    case colorMatrix(ColorMatrix)
    /// `rotationEffect`, `scaleEffect`, `rotation3DEffect`, `transformEffect`.
    case transform(DrawTransform)
    /// `blendMode(_:)`: how the group is combined with what is behind it.
    case blendMode(BlendMode)
    /// `compositingGroup()` / `drawingGroup()`: the group is flattened
    /// before the effects outside it apply.
    case compositingGroup
}

/// A 4 × 5 matrix applied to straight (unpremultiplied) sRGB components:
/// each output component is a weighted sum of R, G, B, A plus a constant,
/// as SVG's `feColorMatrix` defines it.
public struct ColorMatrix: Hashable, Sendable {
    /// Rows for R, G, B and A; each row is four weights and an offset.
    public var values: [Double]

    /// Creates a matrix from its 20 values, row by row.
    public init(_ values: [Double]) { self.values = values.count == 20 ? values : ColorMatrix.identity.values }

    /// The matrix that changes nothing.
    public static let identity = ColorMatrix(rows: [1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0])

    init(rows r: [Double], _ g: [Double], _ b: [Double], _ a: [Double]) { values = r + g + b + a }

    /// `brightness(_:)`: adds `amount` to each color component.
    static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(rows: [1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0])
    }
    /// `contrast(_:)`: scales each component's distance from middle gray.
    static func contrast(_ amount: Double) -> ColorMatrix {
        let o = 0.5 * (1 - amount)
        return ColorMatrix(rows: [amount, 0, 0, 0, o], [0, amount, 0, 0, o], [0, 0, amount, 0, o], [0, 0, 0, 1, 0])
    }
    /// `saturation(_:)`: SVG's `saturate` matrix (Rec. 709 luminance weights).
    static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix(rows: [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0],
                    [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0],
                    [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0], [0, 0, 0, 1, 0])
    }
    /// `hueRotation(_:)`: SVG's `hueRotate` matrix.
    static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = cos(radians), s = sin(radians)
        return ColorMatrix(rows: [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
                           [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
                           [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
                           [0, 0, 0, 1, 0])
    }
    /// `colorInvert()`: each color component becomes 1 minus itself.
    static let inversion = ColorMatrix(rows: [-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0])
    /// `colorMultiply(_:)`: each component multiplied by the color's.
    static func multiply(_ c: Color) -> ColorMatrix {
        ColorMatrix(rows: [c.red, 0, 0, 0, 0], [0, c.green, 0, 0, 0], [0, 0, c.blue, 0, 0], [0, 0, 0, c.opacity, 0])
    }

    /// The matrix applied to straight components, clamped to 0...1.
    public func apply(r: Double, g: Double, b: Double, a: Double) -> (r: Double, g: Double, b: Double, a: Double) {
        let v = values
        func row(_ k: Int) -> Double {
            let x = v[5 * k] * r + v[5 * k + 1] * g + v[5 * k + 2] * b + v[5 * k + 3] * a + v[5 * k + 4]
            return x.isNaN ? 0 : Swift.min(1, Swift.max(0, x))
        }
        return (row(0), row(1), row(2), row(3))
    }
}

/// A geometric drawing effect, relative to the view's frame.
public enum DrawTransform: Hashable, Sendable {
    /// Rotation by an angle in radians (clockwise on screen) about a unit point of the frame.
    case rotation(radians: Double, anchor: UnitPoint)
    /// Scaling about a unit point of the frame.
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// A transform in the frame's coordinates (origin at its top-left corner).
    case affine(CGAffineTransform)
    /// A rotation about an axis in three dimensions, about a unit point of
    /// the frame. Drawn as its orthographic projection onto the screen (the
    /// perspective is not drawn).
    case rotation3D(radians: Double, axisX: Double, axisY: Double, axisZ: Double, anchor: UnitPoint)

    /// The transform in root coordinates for a view placed in `frame`.
    public func matrix(in frame: CGRect) -> CGAffineTransform {
        func about(_ anchor: UnitPoint, _ m: CGAffineTransform) -> CGAffineTransform {
            let ax = frame.minX + anchor.x * frame.width, ay = frame.minY + anchor.y * frame.height
            return CGAffineTransform(translationX: -ax, y: -ay).concatenating(m).concatenating(CGAffineTransform(translationX: ax, y: ay))
        }
        switch self {
        case .rotation(let r, let anchor):
            return about(anchor, CGAffineTransform(rotationAngle: CGFloat(r)))
        case .scale(let x, let y, let anchor):
            return about(anchor, CGAffineTransform(scaleX: CGFloat(x), y: CGFloat(y)))
        case .affine(let t):
            return CGAffineTransform(translationX: -frame.minX, y: -frame.minY).concatenating(t)
                .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        case .rotation3D(let angle, let x, let y, let z, let anchor):
            // Rodrigues' rotation matrix; its top-left 2 × 2 block is what
            // an orthographic projection shows of the x-y plane.
            let len = (x * x + y * y + z * z).squareRoot()
            guard len > 0, len.isFinite, angle.isFinite else { return .identity }
            let (ux, uy, uz) = (x / len, y / len, z / len)
            let c = cos(angle), s = sin(angle), t = 1 - c
            let m = CGAffineTransform(a: CGFloat(t * ux * ux + c), b: CGFloat(t * ux * uy + s * uz),
                                      c: CGFloat(t * ux * uy - s * uz), d: CGFloat(t * uy * uy + c), tx: 0, ty: 0)
            return about(anchor, m)
        }
    }
}

/// Modes for compositing a view with overlapping content (the Porter-Duff
/// and separable/non-separable blend modes of the W3C Compositing spec).
public enum BlendMode: Hashable, CaseIterable, Sendable {
    /// The view drawn over what is behind it.
    case normal
    /// The product of the colors: never lighter.
    case multiply
    /// The inverse of the product of the inverses: never darker.
    case screen
    /// Multiply or screen, depending on the backdrop.
    case overlay
    /// The darker of the two colors.
    case darken
    /// The lighter of the two colors.
    case lighten
    /// Brightens the backdrop to reflect the view.
    case colorDodge
    /// Darkens the backdrop to reflect the view.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// The absolute difference.
    case difference
    /// Like difference, with lower contrast.
    case exclusion
    /// The view's hue with the backdrop's saturation and luminosity.
    case hue
    /// The view's saturation.
    case saturation
    /// The view's hue and saturation.
    case color
    /// The view's luminosity.
    case luminosity
    /// Only where the backdrop is opaque.
    case sourceAtop
    /// Behind the backdrop.
    case destinationOver
    /// Erases the backdrop where the view is drawn.
    case destinationOut
    /// The sum, clamped.
    case plusDarker
    /// The sum, clamped.
    case plusLighter
}

/// The color space a drawing group renders in; accepted, as the renderers
/// here blend in one space.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Gamma-encoded sRGB, clamped.
    case nonLinear
    /// Linear sRGB, clamped.
    case linear
    /// Linear sRGB, unclamped.
    case extendedLinear
}

nonisolated extension View {
    /// Adds a shadow: a copy of the view's shape in `color`, blurred by
    /// `radius` and offset by `x`, `y`, drawn behind it. The default color
    /// is black at 33 % opacity (the declaration's `Color(.sRGBLinear,
    /// white: 0, opacity: 0.33)`). Layout is unchanged.
    public consuming func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                 x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_DrawAttributeModifier(change: .effect(.shadow(color: color, radius: Double(radius), x: Double(x), y: Double(y)))))
    }

    /// Applies a Gaussian blur; `opaque` keeps the edges from fading. Layout is unchanged.
    public consuming func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_DrawAttributeModifier(change: .effect(.blur(radius: Double(radius), opaque: opaque))))
    }

    /// Brightens the view: `amount` (0 no change, 1 full white) is added to each color component.
    public consuming func brightness(_ amount: Double) -> some View {
        modifier(_DrawAttributeModifier(change: .effect(.colorMatrix(.brightness(amount)))))
    }

    /// Sets the contrast: 1 unchanged, 0 all middle gray, negative values invert.
    public consuming func contrast(_ amount: Double) -> some View {
        modifier(_DrawAttributeModifier(change: .effect(.colorMatrix(.contrast(amount)))))
    }

    /// Sets the saturation: 1 unchanged, 0 gray.
    public consuming func saturation(_ amount: Double) -> some View {
        modifier(_DrawAttributeModifier(change: .effect(.colorMatrix(.saturation(amount)))))
    }

    /// Removes color: 0 unchanged, 1 fully gray.
    public consuming func grayscale(_ amount: Double) -> some View {
        modifier(_DrawAttributeModifier(change: .effect(.colorMatrix(.saturation(1 - amount)))))
    }

    /// Rotates the hue of every color by an angle.
    public consuming func hueRotation(_ angle: Angle) -> some View {
        modifier(_DrawAttributeModifier(change: .effect(.colorMatrix(.hueRotation(angle.radians)))))
    }

    /// Inverts the colors.
    public consuming func colorInvert() -> some View {
        modifier(_DrawAttributeModifier(change: .effect(.colorMatrix(.inversion))))
    }

    /// Multiplies every color by `color`.
    public consuming func colorMultiply(_ color: Color) -> some View {
        modifier(_DrawAttributeModifier(change: .effect(.colorMatrix(.multiply(color)))))
    }

    /// Rotates the drawing about `anchor` (the center by default). Layout is unchanged.
    public consuming func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_DrawAttributeModifier(change: .effect(.transform(.rotation(radians: angle.radians, anchor: anchor)))))
    }

    /// Scales the drawing by a width and height factor about `anchor`. Layout is unchanged.
    public consuming func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_DrawAttributeModifier(change: .effect(.transform(.scale(x: Double(scale.width), y: Double(scale.height), anchor: anchor)))))
    }

    /// Scales the drawing by one factor about `anchor`. Layout is unchanged.
    public consuming func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(_DrawAttributeModifier(change: .effect(.transform(.scale(x: Double(s), y: Double(s), anchor: anchor)))))
    }

    /// Scales the drawing by horizontal and vertical factors about `anchor`. Layout is unchanged.
    public consuming func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        modifier(_DrawAttributeModifier(change: .effect(.transform(.scale(x: Double(x), y: Double(y), anchor: anchor)))))
    }

    /// Rotates the drawing in three dimensions about an axis. Drawn as the
    /// orthographic projection of the rotated plane (`anchorZ` and
    /// `perspective` are accepted; perspective is not drawn). Layout is unchanged.
    public consuming func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                           anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(_DrawAttributeModifier(change: .effect(.transform(.rotation3D(radians: angle.radians, axisX: Double(axis.x),
                                                                                axisY: Double(axis.y), axisZ: Double(axis.z),
                                                                                anchor: anchor)))))
    }

    /// Applies an affine transform to the drawing, in the view's own
    /// coordinates (origin at its top-left corner). Layout is unchanged.
    public consuming func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_DrawAttributeModifier(change: .effect(.transform(.affine(transform)))))
    }

    /// Sets how the view is composited with what is behind it.
    public consuming func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_DrawAttributeModifier(change: .effect(.blendMode(blendMode))))
    }

    /// Composites the view's contents into one layer before the effects
    /// around it (an opacity then fades the group, not each part).
    public consuming func compositingGroup() -> some View {
        modifier(_DrawAttributeModifier(change: .effect(.compositingGroup)))
    }

    /// Renders the view offscreen before display; drawn like `compositingGroup()`.
    public consuming func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(_DrawAttributeModifier(change: .effect(.compositingGroup)))
    }

    /// Masks this view with the alpha of the given view, laid out in this
    /// view's frame like an overlay (aligned by `alignment`). Layout of this
    /// view is unchanged.
    public consuming func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskModifier(alignment: alignment, mask: mask()))
    }

    /// Masks this view with the alpha of the given view, centred in its frame.
    public consuming func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskModifier(alignment: .center, mask: mask))
    }
}

nonisolated public struct _MaskModifier<Mask: View>: ViewModifier {
    public typealias Body = Never
    let alignment: Alignment
    let mask: Mask
}
