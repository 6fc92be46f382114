import Foundation
import Testing
import ViewLayout
import ViewLayoutTestSupport
@testable import ViewLayoutRender

/// The renderer's fonts are SwiftPM resources of ViewLayoutRender, found
/// through `Bundle.module`; `VIEWLAYOUT_FONT_DIR` overrides them file by file.
@Suite struct FontResourceTests {
    /// Every face the layout measures with is found in the resource bundle
    /// and reads as a TrueType font.
    @Test func facesComeFromTheResourceBundle() throws {
        let bundled = try #require(GlyphOutlines.bundledFontDirectory)
        for font in [Font.body, .body.bold(), .body.italic(), .system(size: 17, design: .monospaced)] {
            let path = try #require(GlyphOutlines.fontPath(for: font))
            #expect(path.hasPrefix(bundled + "/"), "\(path)")
            #expect(TrueTypeFont(data: try Data(contentsOf: URL(fileURLWithPath: path))) != nil, "\(path)")
        }
    }

    /// The tool run through `env`, so that the child gets the variable.
    func render(fontDirectory: String?, to png: String) throws -> ChildProcess.Result {
        let tool = try #require(ChildProcess.viewlayout)
        var arguments = [tool.path, "example", "message-row", "--format", "png", "-o", png]
        if let fontDirectory { arguments.insert("VIEWLAYOUT_FONT_DIR=" + fontDirectory, at: 0) }
        return try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), arguments, seconds: 120)
    }

    /// A directory holding another face under the default face's file name
    /// changes the drawn text; one without it leaves the bundled face.
    @Test(.enabled(if: ChildProcess.viewlayout != nil, "the viewlayout binary was not built beside the tests"))
    func environmentOverridesTheBundle() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("viewlayout-fonts-\(UUID().uuidString)")
        let empty = dir.appendingPathComponent("empty"), other = dir.appendingPathComponent("other")
        for d in [empty, other] { try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(at: dir) }
        let bundled = try #require(GlyphOutlines.bundledFontDirectory)
        let regular = BuiltinTextMeasurer.fontFileName(for: .body)
        #expect(regular != "DejaVuSansMono.ttf")
        try FileManager.default.copyItem(atPath: bundled + "/DejaVuSansMono.ttf", toPath: other.appendingPathComponent(regular).path)

        var pictures: [Data] = []
        for (name, fontDirectory) in [("default", nil), ("empty", empty.path), ("other", other.path)] {
            let png = dir.appendingPathComponent(name + ".png").path
            let r = try render(fontDirectory: fontDirectory, to: png)
            #expect(r.status == 0, "\(name): \(r.stderr)")
            pictures.append(try Data(contentsOf: URL(fileURLWithPath: png)))
        }
        #expect(pictures[0] == pictures[1])
        #expect(pictures[0] != pictures[2])
    }

    /// A TrueType file of `glyphs` (each glyph's `glyf` bytes) whose `cmap`
    /// is one format 12 subtable of `groups` (first, last, glyph): the
    /// tables the reader needs, laid out as the OpenType specification's
    /// "Table directory" gives them.
    static func font(groups: [(UInt32, UInt32, UInt32)], glyphs: [[UInt8]]) -> Data {
        func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { u16(v >> 16 & 0xFFFF) + u16(v & 0xFFFF) }
        var glyf: [UInt8] = [], loca: [UInt8] = []
        for g in glyphs {
            loca += u16(glyf.count / 2)
            glyf += g + (g.count % 2 == 1 ? [0] : [])
        }
        loca += u16(glyf.count / 2)
        var head = [UInt8](repeating: 0, count: 54)
        head.replaceSubrange(18..<20, with: u16(1000))  // unitsPerEm; indexToLocFormat 0 (short)
        var hhea = [UInt8](repeating: 0, count: 36)
        hhea.replaceSubrange(34..<36, with: u16(glyphs.count))
        let maxp = u32(0x5000) + u16(glyphs.count)
        let hmtx = glyphs.flatMap { _ in u16(500) + u16(0) }
        var subtable = u16(12) + u16(0) + u32(16 + 12 * groups.count) + u32(0) + u32(groups.count)
        for (first, last, glyph) in groups { subtable += u32(Int(first)) + u32(Int(last)) + u32(Int(glyph)) }
        let cmap = u16(0) + u16(1) + u16(3) + u16(10) + u32(12) + subtable
        let tables: [(String, [UInt8])] = [("cmap", cmap), ("glyf", glyf), ("head", head), ("hhea", hhea), ("hmtx", hmtx),
                                           ("loca", loca), ("maxp", maxp)]
        var out = u32(0x10000) + u16(tables.count) + u16(0) + u16(0) + u16(0), body: [UInt8] = []
        for (tag, bytes) in tables {
            out += Array(tag.utf8) + u32(0) + u32(12 + 16 * tables.count + body.count) + u32(bytes.count)
            body += bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
        }
        return Data(out + body)
    }

    /// A square: one contour of four on-curve points, 500 units wide.
    static let square: [UInt8] = [0, 1, 0, 0, 0, 0, 1, 0xF4, 1, 0xF4, 0, 3, 0, 0, 1, 1, 1, 1,
                                  0, 0, 1, 0xF4, 0, 0, 0xFE, 0x0C, 0, 0, 0, 0, 1, 0xF4, 0, 0]

    /// A cmap of 100,000 groups each spanning all of Unicode (issue 29:
    /// it hung the renderer) is read up to one entry per scalar.
    @Test func fullRangeCmapGroupsAreBounded() throws {
        let data = Self.font(groups: Array(repeating: (0, 0x10FFFF, 1), count: 100_000), glyphs: [[], Self.square])
        let font = try #require(TrueTypeFont(data: data))
        #expect(font.cmap.count == TrueTypeFont.maximumMappings)
        // Format 12 maps a group's characters to sequential glyphs from its
        // start glyph (OpenType, "cmap", format 12): "a" is 1 + 0x61.
        #expect(font.glyphIndex("a") == 1 + 0x61)
    }

    /// A composite glyph made of 64 copies of itself (issue 29: it hung the
    /// renderer) is read once, its self-references skipped; a chain of
    /// composites each 64 copies of the next stops at the point budget.
    @Test func selfReferencingCompositeGlyphsAreBounded() throws {
        // Flags: ARGS_ARE_XY_VALUES (2), MORE_COMPONENTS (0x20) on all but the last.
        func composite(of glyph: Int) -> [UInt8] {
            [0xFF, 0xFF, 0, 0, 0, 0, 1, 0xF4, 1, 0xF4] + (0..<64).flatMap { i in [0, i < 63 ? 0x22 : 0x02, 0, UInt8(glyph), 0, 0] }
        }
        let selfFont = try #require(TrueTypeFont(data: Self.font(groups: [(0x20, 0x7E, 1)], glyphs: [[], composite(of: 1)])))
        #expect(selfFont.outline(1).isEmpty)
        // Glyphs 1...6 each 64 copies of the next, glyph 7 a square: 64^6
        // squares unbounded; the budget keeps 100,000 points at most.
        let chain = (1...6).map { composite(of: $0 + 1) }
        let chainFont = try #require(TrueTypeFont(data: Self.font(groups: [(0x20, 0x7E, 1)], glyphs: [[]] + chain + [Self.square])))
        let points = chainFont.outline(1).reduce(0) { $0 + $1.count }
        #expect(points > 0 && points <= TrueTypeFont.maximumGlyphPoints)
    }
}
