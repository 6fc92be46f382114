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
}
