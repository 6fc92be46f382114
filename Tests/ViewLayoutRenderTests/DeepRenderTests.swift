import Foundation
import Testing
import ViewLayout
@testable import ViewLayoutRender

/// Deep and pathological trees render without recursion and within bounded
/// memory (a view nested 10,000 deep).
@Suite struct DeepRenderTests {
    /// `depth` levels of `.padding(1).clipped().opacity(...)` around a colour.
    struct Nest: View {
        let depth: Int
        let opacity: Double
        var body: some View {
            if depth == 0 {
                Color.red.frame(width: 20, height: 20).id("core")
            } else {
                Nest(depth: depth - 1, opacity: opacity).padding(1).clipped().opacity(opacity)
            }
        }
    }

    /// A red square masked by a circle, then by `depth` rectangles.
    struct Masks: View {
        let depth: Int
        var body: some View {
            if depth == 0 {
                Color.red.frame(width: 100, height: 100).mask(Circle())
            } else {
                Masks(depth: depth - 1).mask(Rectangle())
            }
        }
    }

    // Each mask is two whole-picture buffers while drawn (issue 29's
    // picture budget: 60 chained masks took 750 MB at @3x), so masks past
    // the clip depth are skipped as clips are. The outermost mask is
    // applied first: with 10 rectangles the circle is the 11th mask and
    // clears the corner; with 40 it would be the 41st, past the 32 clips a
    // small picture has room for, and the corner stays red.
    @Test func chainedMasksPastTheClipDepthAreSkipped() throws {
        for (depth, cornerIsRed) in [(10, false), (40, true)] {
            let img = try RTest.png(RTest.layout(Masks(depth: depth), 100, 100))
            let corner = RTest.pixel(img, 2, 2), centre = RTest.pixel(img, 50, 50)
            #expect(RTest.near(centre, RTest.rgb(.red)), "\(depth)")
            #expect(RTest.near(corner, RTest.rgb(cornerIsRed ? .red : .white)), "\(depth): \(corner)")
        }
    }

    // 10,000 levels: the SVG walk is iterative, the PNG sink stops making
    // whole-picture masks past its depth limits; the core stays visible
    // (every clip contains it) and red (opacity 1).
    @Test func tenThousandLevelsRender() throws {
        let tree = RTest.layout(Nest(depth: 10_000, opacity: 1), 100, 100)
        let core = try #require(tree.frame(of: "core"))
        let svg = SVGRenderer(environment: RTest.environment()).render(tree)
        #expect(svg.hasSuffix("</svg>\n"))
        let img = try RTest.png(tree)
        #expect(RTest.near(RTest.pixel(img, Double(core.midX), Double(core.midY)), RTest.rgb(.red)))
    }

    // Past the layer depth limit group opacity is multiplied into shapes:
    // with a single shape inside, the result is the same. 20 levels of 0.97
    // over white: red (255, 59, 48) at 0.97^20 over white (255, 255, 255).
    @Test func nestedOpacityMultiplies() throws {
        let tree = RTest.layout(Nest(depth: 20, opacity: 0.97), 100, 100)
        let core = try #require(tree.frame(of: "core"))
        let img = try RTest.png(tree)
        let a = pow(0.97, 20.0)
        let expected = (r: 255, g: Int((255 * (1 - a) + 59 * a).rounded()), b: Int((255 * (1 - a) + 48 * a).rounded()))
        #expect(RTest.near(RTest.pixel(img, Double(core.midX), Double(core.midY)), expected, tolerance: 3))
    }
}
