import Foundation
import Testing
import ViewLayout
@testable import ViewLayoutRender

/// The rasteriser bounds its work to what is drawn (clips kept as boxes
/// where they are whole pixels, layers composited over the box drawn in
/// them, layer buffers reused): these check that the shortcuts draw what
/// the general path draws.
@Suite struct RasterBoundsTests {
    // A layer's buffer is reused by the next layer once cleared: a second
    // shadowed view leaves the first one's shadow as it is alone.
    @Test func aReusedLayerStartsTransparent() throws {
        func stack(second: Color) -> PlacedViewTree {
            RTest.layout(VStack(spacing: 40) {
                Color.red.frame(width: 60, height: 60).shadow(color: .black, radius: 8).id("a")
                second.frame(width: 60, height: 60).shadow(color: .black, radius: 8)
            }, 200, 300, scale: 2)
        }
        let alone = stack(second: .clear), both = stack(second: .blue)
        let a = try #require(alone.frame(of: "a"))
        #expect(both.frame(of: "a") == a)
        let one = try RTest.png(alone, scale: 2), two = try RTest.png(both, scale: 2)
        // In the first view's shadow (4 pt right of it, sigma 4 pt) and on
        // the view: the same pixels with or without the second view, whose
        // shadow ends 12 pt (three sigmas) below its frame, far from here.
        for (x, y) in [(Double(a.maxX) + 4, Double(a.midY)), (Double(a.midX), Double(a.maxY) + 3), (Double(a.midX), Double(a.midY))] {
            let p = RTest.pixel(one, x, y, scale: 2), q = RTest.pixel(two, x, y, scale: 2)
            #expect(p == q, "at \(x), \(y)")
        }
        // The shadow is there: darker than the white canvas.
        #expect(RTest.pixel(one, Double(a.maxX) + 4, Double(a.midY), scale: 2).r < 250)
    }

    // Two clips intersect whatever their order: a rectangle on whole pixels
    // (kept as a box) inside or outside a circle (kept as coverage).
    @Test func clipsIntersectInEitherOrder() throws {
        let inner = RTest.layout(Color.red.frame(width: 80, height: 60).clipped().clipShape(Circle()), 100, 100, scale: 3)
        let outer = RTest.layout(Color.red.frame(width: 80, height: 60).clipShape(Circle()).clipped(), 100, 100, scale: 3)
        let a = try RTest.png(inner, scale: 3), b = try RTest.png(outer, scale: 3)
        #expect(a.rgba == b.rgba)
        // The circle is 60 across (the frame's shorter side): its centre is
        // red, the frame's corners white.
        let f = try #require(inner.views(ofKind: "Color").first?.frame)
        #expect(RTest.near(RTest.pixel(a, Double(f.midX), Double(f.midY), scale: 3), RTest.rgb(.red)))
        #expect(RTest.near(RTest.pixel(a, Double(f.minX) + 2, Double(f.minY) + 2, scale: 3), (255, 255, 255)))
    }
}
