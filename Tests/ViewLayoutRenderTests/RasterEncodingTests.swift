import Foundation
import Testing
import ViewLayout
@testable import ViewLayoutRender

/// How the PNG renderer saves work without changing a pixel: the colour
/// type it writes (PNG specification, "IHDR": colour type 2 is truecolour,
/// 6 truecolour with alpha; the type byte is the file's 26th), rows
/// painted only when drawn on, and the blur's passes along contiguous memory.
@Suite struct RasterEncodingTests {
    /// The colour type in a PNG file's IHDR (8-byte signature, 4-byte
    /// length, "IHDR", width, height, bit depth, then the colour type).
    func colourType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }

    func render<V: View>(_ view: V, background: Color? = .white) throws -> (png: Data, rgba: [UInt8]) {
        let tree = RTest.layout(view, 60, 40)
        let renderer = PNGRenderer(environment: RTest.environment(), scale: 1, background: background)
        return (try renderer.render(tree), try renderer.rasterize(tree).rgba)
    }

    // An opaque picture is written without alpha, and reads back as the
    // picture's own straight RGBA (alpha 255 everywhere).
    @Test func opaquePictureIsTruecolourWithTheSamePixels() throws {
        let view = ZStack { Circle().fill(Color.blue.opacity(0.5)).frame(width: 30, height: 30) }.frame(width: 60, height: 40)
        let (png, rgba) = try render(view)
        #expect(colourType(png) == 2)
        #expect(try PNGCodec.decode(png).rgba == rgba)
        // The circle's centre: half-opaque blue over white, 255 × (1 − ½) + ½ × blue.
        let blue = RTest.rgb(.blue)
        let centre = try PNGCodec.decode(png).pixel(30, 20)
        #expect(abs(Int(centre.r) - (255 + blue.r) / 2) <= 1 && abs(Int(centre.b) - (255 + blue.b) / 2) <= 1 && centre.a == 255)
        // A row nothing is drawn on has the background's bytes.
        #expect(try PNGCodec.decode(png).pixel(30, 1) == (255, 255, 255, 255))
    }

    // Without a background the picture keeps its alpha channel.
    @Test func transparentPictureKeepsAlpha() throws {
        let (png, rgba) = try render(Color.red.frame(width: 20, height: 20), background: nil)
        #expect(colourType(png) == 6)
        let image = try PNGCodec.decode(png)
        #expect(image.rgba == rgba)
        #expect(image.pixel(1, 1).a == 0 && image.pixel(30, 20).a == 255)
    }

    // destinationOut removes the canvas under it (W3C Compositing,
    // "destination-out": the result is the backdrop times 1 − αs): the
    // encoder finds a pixel that is not opaque and writes alpha after all.
    @Test func aTranslucentPixelOnAnOpaqueCanvasKeepsAlpha() throws {
        let view = ZStack { Color.black.frame(width: 20, height: 20).blendMode(.destinationOut) }.frame(width: 60, height: 40)
        let (png, rgba) = try render(view)
        #expect(colourType(png) == 6)
        let image = try PNGCodec.decode(png)
        #expect(image.rgba == rgba)
        #expect(image.pixel(30, 20).a == 0 && image.pixel(2, 2) == (255, 255, 255, 255))
    }

    /// The three box blurs as `Raster.blur` defines them, computed directly:
    /// each value becomes the mean of the `d` values from `i - d/2` (zero
    /// outside), three times along rows and three times along columns.
    func referenceBlur(_ plane: [Float], width w: Int, height h: Int, d: Int) -> [Double] {
        var v = plane.map(Double.init)
        func pass(_ count: Int, _ lines: Int, _ index: (Int, Int) -> Int) {
            for line in 0..<lines {
                let old = (0..<count).map { v[index(line, $0)] }
                for i in 0..<count {
                    let a = max(0, i - d / 2), b = min(count, i - d / 2 + d)
                    v[index(line, i)] = a < b ? old[a..<b].reduce(0, +) / Double(d) : 0
                }
            }
        }
        for _ in 0..<3 { pass(w, h) { $0 * w + $1 } }
        for _ in 0..<3 { pass(h, w) { $1 * w + $0 } }
        return v
    }

    // The blur of a plane wider than it is tall equals the direct
    // computation, so the transposes put every value back in its place.
    @Test func blurMatchesTheDirectBoxBlurs() {
        let w = 37, h = 23, sigma = 2.5
        // d for σ = 2.5 by the W3C filter effects' formula: ⌊2.5 × 3 × √(2π) / 4 + 0.5⌋ = 5.
        let d = 5
        let plane = (0..<(w * h)).map { i in Float((i * 7919) % 101) / 100 }
        var blurred = plane
        Raster.blurPlane(&blurred, width: w, height: h, sigma: sigma)
        let expected = referenceBlur(plane, width: w, height: h, d: d)
        let worst = zip(blurred, expected).map { abs(Double($0) - $1) }.max() ?? 0
        #expect(worst < 1e-4)
    }

    // An impulse far from the edges keeps its mass, and its spread along a
    // row is three times a box's variance, 3 × (d² − 1) / 12 (d = 11 for
    // σ = 6: ⌊6 × 3 × √(2π) / 4 + 0.5⌋), close to σ² as the approximation intends.
    @Test func blurOfAnImpulseIsTheThreeBoxKernel() {
        let n = 101, c = 50
        var plane = [Float](repeating: 0, count: n * n)
        plane[c * n + c] = 1
        Raster.blurPlane(&plane, width: n, height: n, sigma: 6)
        let mass = plane.reduce(0.0) { $0 + Double($1) }
        #expect(abs(mass - 1) < 1e-4)
        var variance = 0.0
        for y in 0..<n { for x in 0..<n { variance += Double(plane[y * n + x]) * Double((x - c) * (x - c)) } }
        #expect(abs(variance - 3 * (121 - 1) / 12) < 1e-2)
        #expect(abs(variance.squareRoot() - 6) / 6 < 0.1)
    }
}
