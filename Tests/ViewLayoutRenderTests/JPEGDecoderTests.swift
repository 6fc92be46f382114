import Foundation
import Testing
import ViewLayout
@testable import ViewLayoutRender

/// The JPEG decoder (ViewLayoutRender/JPEGCodec.swift, after ITU-T T.81).
/// The files in JPEG/ were made on this machine by Pillow (libjpeg) from
/// pictures whose colours are known: `quadrants*` is 16 × 16 pixels, its
/// 8 × 8 quarters pure red, green, blue and white (at quality 95: baseline
/// 4:4:4, baseline 4:2:0, progressive 4:2:0); `gray.jpg` is 24 × 8 grey
/// levels 0, 128 and 255 in thirds; `restarts.jpg` (baseline 4:2:0 with a
/// restart marker every 3 MCUs) and `progressive-422.jpg` are 61 × 45 smooth
/// gradients whose pixels libjpeg decodes to the values quoted below.
@Suite struct JPEGDecoderTests {
    static func file(_ name: String) throws -> Data {
        try Data(contentsOf: try #require(Bundle.module.url(forResource: name, withExtension: "jpg", subdirectory: "JPEG")))
    }

    static func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (Int, Int, Int), _ tolerance: Int) -> Bool {
        abs(Int(p.r) - c.0) <= tolerance && abs(Int(p.g) - c.1) <= tolerance && abs(Int(p.b) - c.2) <= tolerance && p.a == 255
    }

    @Test(arguments: ["quadrants", "quadrants-420", "quadrants-progressive"])
    func quartersKeepTheirColours(name: String) throws {
        let image = try JPEGCodec.decode(try Self.file(name))
        #expect(image.width == 16 && image.height == 16)
        // The centre of each quarter: quality 95 leaves each within 6 of its colour.
        let expected = [(4, 4, (255, 0, 0)), (12, 4, (0, 255, 0)), (4, 12, (0, 0, 255)), (12, 12, (255, 255, 255))]
        for (x, y, c) in expected { #expect(Self.near(image.pixel(x, y), c, 6), "\(name) (\(x), \(y)): \(image.pixel(x, y))") }
    }

    @Test func greyLevels() throws {
        let image = try JPEGCodec.decode(try Self.file("gray"))
        #expect(image.width == 24 && image.height == 8)
        for (x, level) in [(3, 0), (12, 128), (20, 255)] { #expect(Self.near(image.pixel(x, 4), (level, level, level), 2)) }
    }

    /// Restart markers and progressive refinement scans decode to libjpeg's
    /// pixels within 3 (libjpeg's inverse DCT is integer, this one is not).
    @Test func restartsAndProgressiveScansMatchLibjpeg() throws {
        let restarts = try JPEGCodec.decode(try Self.file("restarts"))
        #expect(restarts.width == 61 && restarts.height == 45)
        for (x, y, c) in [(0, 0, (135, 245, 10)), (30, 20, (86, 165, 118)), (60, 44, (59, 116, 135))] {
            #expect(Self.near(restarts.pixel(x, y), c, 3), "restarts (\(x), \(y)): \(restarts.pixel(x, y))")
        }
        let progressive = try JPEGCodec.decode(try Self.file("progressive-422"))
        for (x, y, c) in [(0, 0, (133, 243, 24)), (30, 20, (108, 158, 97)), (60, 44, (60, 125, 82))] {
            #expect(Self.near(progressive.pixel(x, y), c, 3), "progressive (\(x), \(y)): \(progressive.pixel(x, y))")
        }
    }

    /// Truncated and corrupted files throw or decode; none traps or hangs.
    @Test func badDataNeverTraps() throws {
        let good = [UInt8](try Self.file("quadrants-progressive"))
        var random = SystemRandomNumberGenerator()
        for n in 0..<300 {
            var b = good
            if n % 3 == 0 { b = Array(b.prefix(Int.random(in: 0..<b.count, using: &random))) } else {
                for _ in 0..<Int.random(in: 1...6, using: &random) { b[Int.random(in: 0..<b.count, using: &random)] = .random(in: 0...255, using: &random) }
            }
            _ = try? JPEGCodec.decode(Data(b))
        }
        #expect(throws: JPEGCodec.DecodeError.self) { try JPEGCodec.decode(Data([0xFF, 0xD8, 0xFF, 0xD9])) }
        #expect(throws: JPEGCodec.DecodeError.self) { try JPEGCodec.decode(Data("not a jpeg".utf8)) }
    }

    /// `Image("photo")` from an asset folder draws the JPEG's pixels in its frame.
    @Test func namedJPEGImagesAreDrawn() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vl-jpeg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.file("quadrants").write(to: root.appendingPathComponent("photo.jpg"))
        var env = EnvironmentValues()
        env.displayScale = 1
        env.imageAssets = ImageAssetCatalog(directory: root)
        let tree = layout(Image("photo"), in: CGSize(width: 16, height: 16), environment: env)
        let picture = try PNGCodec.decode(PNGRenderer(environment: env).render(tree))
        #expect(picture.width == 16 && picture.height == 16)
        for (x, y, c) in [(4, 4, (255, 0, 0)), (12, 4, (0, 255, 0)), (4, 12, (0, 0, 255))] {
            #expect(Self.near(picture.pixel(x, y), c, 8), "(\(x), \(y)): \(picture.pixel(x, y))")
        }
    }
}
