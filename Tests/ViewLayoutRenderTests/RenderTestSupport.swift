import Foundation
import Testing
import ViewLayout
@testable import ViewLayoutRender

/// Shared helpers of the rendering tests (namespaced so other files in this
/// target cannot clash).
enum RTest {
    static func environment(scale: CGFloat = 1) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.displayScale = scale
        return env
    }

    static func layout<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat, scale: CGFloat = 1) -> PlacedViewTree {
        ViewLayout.layout(view, in: CGSize(width: w, height: h), environment: environment(scale: scale))
    }

    /// Renders to PNG, then reads the file back: every pixel check goes
    /// through the encoder and the decoder.
    static func png(_ tree: PlacedViewTree, scale: Double = 1, background: Color? = .white,
                    inspector: InspectorOptions? = nil) throws -> PNGCodec.DecodedImage {
        let data = try PNGRenderer(environment: environment(scale: CGFloat(scale)), scale: scale, background: background,
                                   inspector: inspector).render(tree)
        return try PNGCodec.decode(data)
    }

    /// The pixel at a point (in points), at `scale`.
    static func pixel(_ image: PNGCodec.DecodedImage, _ x: Double, _ y: Double, scale: Double = 1) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = image.pixel(Int(x * scale), Int(y * scale))
        return (Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }

    /// The 8-bit components of a color.
    static func rgb(_ c: Color) -> (r: Int, g: Int, b: Int) {
        (Int((c.red * 255).rounded()), Int((c.green * 255).rounded()), Int((c.blue * 255).rounded()))
    }

    static func near(_ p: (r: Int, g: Int, b: Int, a: Int), _ c: (r: Int, g: Int, b: Int), tolerance: Int = 2) -> Bool {
        abs(p.r - c.r) <= tolerance && abs(p.g - c.g) <= tolerance && abs(p.b - c.b) <= tolerance
    }
}
