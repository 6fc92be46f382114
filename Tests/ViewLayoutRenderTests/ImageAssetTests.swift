import Foundation
import Testing
import ViewLayout
import ViewLayoutRender

// Named images from an asset folder (ImageAssetCatalog). Sources: the PNG
// specification (https://www.w3.org/TR/png/, "IHDR": width and height are
// the first two 4-byte fields of the first chunk); JPEG (ITU T.81, B.2.2:
// the frame header gives the number of lines, then samples per line);
// UIImage's `scale` page (https://developer.apple.com/documentation/uikit/uiimage/scale):
// a file named with @2x has scale 2, and `size` is in points, the pixels
// over the scale; an asset catalogue's image set lists its files and their
// scales in Contents.json.

/// A fresh folder under the temporary directory.
private func scratchFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vl-assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A PNG of one colour.
private func png(_ w: Int, _ h: Int, _ rgba: [UInt8]) -> Data {
    PNGCodec.encode(width: w, height: h, rgba: Array([[UInt8]](repeating: rgba, count: w * h).joined()))
}

/// The smallest JPEG header that states a size: SOI, a JFIF APP0 segment,
/// a baseline SOF0 frame header of `w` × `h` with three components, EOI.
private func jpegHeader(_ w: Int, _ h: Int) -> Data {
    var b: [UInt8] = [0xFF, 0xD8]
    b += [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    b += [0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(h >> 8), UInt8(h & 0xFF), UInt8(w >> 8), UInt8(w & 0xFF), 0x03,
          0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]
    b += [0xFF, 0xD9]
    return Data(b)
}

@Suite struct ImageAssetTests {
    /// logo@2x.png (80 × 40 px), photo.jpg (300 × 200 px), an image set
    /// icon (48 px at 2x, 72 px at 3x) and a broken file.
    static func folder() throws -> URL {
        let root = try scratchFolder()
        try png(80, 40, [255, 0, 0, 255]).write(to: root.appendingPathComponent("logo@2x.png"))
        try jpegHeader(300, 200).write(to: root.appendingPathComponent("photo.jpg"))
        try Data("not an image".utf8).write(to: root.appendingPathComponent("broken.png"))
        let set = root.appendingPathComponent("Assets.xcassets/icon.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try png(48, 48, [0, 0, 255, 255]).write(to: set.appendingPathComponent("icon-48.png"))
        try png(72, 72, [0, 255, 0, 255]).write(to: set.appendingPathComponent("icon-72.png"))
        let contents = """
        {"images": [{"idiom": "universal", "scale": "1x"},
                    {"filename": "icon-48.png", "idiom": "universal", "scale": "2x"},
                    {"filename": "icon-72.png", "idiom": "universal", "scale": "3x"}],
         "info": {"author": "xcode", "version": 1}}
        """
        try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        return root
    }

    @Test func sizesArePixelsOverTheScale() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = ImageAssetCatalog(directory: root)
        #expect(catalog.size(of: "logo") == CGSize(width: 40, height: 20))
        #expect(catalog.size(of: "photo") == CGSize(width: 300, height: 200))
        #expect(catalog.size(of: "icon") == CGSize(width: 24, height: 24))
        #expect(catalog.size(of: "broken") == nil)
        #expect(catalog.problems.contains { $0.contains("broken.png") })
        // The variant drawn at @3x is the 3x file; at @2x the 2x one; at @1x
        // the smallest larger one.
        #expect(catalog.variant(of: "icon", displayScale: 3)?.file.lastPathComponent == "icon-72.png")
        #expect(catalog.variant(of: "icon", displayScale: 2)?.file.lastPathComponent == "icon-48.png")
        #expect(catalog.variant(of: "icon", displayScale: 1)?.file.lastPathComponent == "icon-48.png")
        // A folder that is not there gives an empty catalogue that says so.
        let missing = ImageAssetCatalog(directory: root.appendingPathComponent("missing"))
        #expect(missing.images.isEmpty && missing.problems.count == 1 && missing.problems[0].contains("not a folder"))
    }

    @Test func imagesTakeTheirSizeFromTheEnvironment() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        var env = EnvironmentValues()
        env.displayScale = 3
        env.imageAssets = ImageAssetCatalog(directory: root)
        let tree = layout(HStack(spacing: 0) {
            Image("logo").id("logo")
            Image("icon").id("icon")
            Image("photo").resizable().frame(width: 30, height: 20).id("photo")
            Image("unknown").id("unknown")
        }, in: CGSize(width: 390, height: 200), environment: env)
        #expect(tree.frame(of: "logo")?.size == CGSize(width: 40, height: 20))
        #expect(tree.frame(of: "icon")?.size == CGSize(width: 24, height: 24))
        #expect(tree.frame(of: "unknown")?.size == CGSize(width: 100, height: 100))
        #expect(tree.diagnostics.contains { $0.message.contains("Image(\"unknown\")") })
        // A size the caller gives wins over the folder's.
        env.imageSizes = ["logo": CGSize(width: 10, height: 10)]
        let given = layout(Image("logo").id("logo"), in: CGSize(width: 390, height: 200), environment: env)
        #expect(given.frame(of: "logo")?.size == CGSize(width: 10, height: 10))
    }

    @Test func renderersDrawTheFile() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        var env = EnvironmentValues()
        env.displayScale = 2
        env.imageAssets = ImageAssetCatalog(directory: root)
        // The logo (all red) fills its 40 × 20 frame at the root's origin.
        let tree = layout(Image("logo"), in: CGSize(width: 40, height: 20), environment: env)
        let picture = try PNGCodec.decode(PNGRenderer(environment: env).render(tree))
        #expect(picture.width == 80 && picture.height == 40)
        let centre = picture.pixel(40, 20)
        #expect(centre.r == 255 && centre.g == 0 && centre.b == 0)
        // Without the folder it is the grey placeholder.
        var bare = env
        bare.imageAssets = ImageAssetCatalog()
        bare.imageSizes = ["logo": CGSize(width: 40, height: 20)]
        let placeholder = try PNGCodec.decode(PNGRenderer(environment: bare).render(layout(Image("logo"), in: CGSize(width: 40, height: 20), environment: bare)))
        #expect(placeholder.pixel(40, 20).r != 255 || placeholder.pixel(40, 20).g != 0)
        // The SVG embeds the file.
        let svg = SVGRenderer(environment: env).render(tree)
        #expect(svg.contains("<image") && svg.contains("data:image/png;base64,"))
    }

    // The decoder takes the colour types image files use: an RGB PNG (no
    // alpha) decodes to opaque RGBA.
    @Test func decoderReadsRGBFiles() throws {
        // A 1 × 1 RGB PNG: IHDR colour type 2, one row "filter 0, 10 20 30".
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func chunk(_ type: String, _ body: [UInt8]) {
            var c = [UInt8]()
            c += [UInt8(body.count >> 24), UInt8((body.count >> 16) & 0xFF), UInt8((body.count >> 8) & 0xFF), UInt8(body.count & 0xFF)]
            let typed = Array(type.utf8) + body
            c += typed
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in typed {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            crc ^= 0xFFFF_FFFF
            c += [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)]
            out.append(contentsOf: c)
        }
        chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])
        // zlib stored block of the 4 raw bytes: header 78 01, final stored
        // block, length 4 and its complement, the bytes, Adler-32.
        let raw: [UInt8] = [0, 10, 20, 30]
        var a: UInt32 = 1, b: UInt32 = 0
        for x in raw { a = (a + UInt32(x)) % 65521; b = (b + a) % 65521 }
        let adler = (b << 16) | a
        chunk("IDAT", [0x78, 0x01, 0x01, 0x04, 0x00, 0xFB, 0xFF] + raw
                + [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)])
        chunk("IEND", [])
        let image = try PNGCodec.decode(out)
        let p = image.pixel(0, 0)
        #expect(p.r == 10 && p.g == 20 && p.b == 30 && p.a == 255)
    }
}
