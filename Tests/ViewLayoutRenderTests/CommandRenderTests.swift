import Foundation
import Testing
import ViewLayoutTestSupport
import ViewLayoutExamples
@testable import ViewLayoutRender

/// The `viewlayout` tool's picture output, run as a process: the binary is
/// the one `swift test` built beside the test bundle.
@Suite struct CommandRenderTests {
    static let binary = ChildProcess.viewlayout

    func run(_ arguments: [String]) throws -> ChildProcess.Result { try ChildProcess.runTool(arguments) }

    func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("viewlayout-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func pngAndSVGFiles() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = dir.appendingPathComponent("row.png").path
        let r = try run(["example", "message-row", "--format", "png", "--scale", "2", "-o", png])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: png)))
        #expect(image.width == 780 && image.height == 1526)
        let svg = try run(["example", "zstack-offsets", "--format", "svg", "--inspect"])
        #expect(svg.status == 0)
        #expect(String(decoding: svg.stdout, as: UTF8.self).hasPrefix("<svg "))
    }

    /// Without `--format`, the output file's extension chooses it: `-o
    /// row.png` writes a PNG and `-o row.svg` an SVG, never the text tree
    /// under a picture's name; `--format` still wins.
    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func formatFollowsTheOutputExtension() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = dir.appendingPathComponent("row.PNG").path, svg = dir.appendingPathComponent("row.svg").path
        let tree = dir.appendingPathComponent("row.png").path
        #expect(try run(["example", "message-row", "--scale", "1", "-o", png]).status == 0)
        #expect(try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: png))).width == 390)
        #expect(try run(["example", "message-row", "-o", svg]).status == 0)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).hasPrefix("<svg "))
        #expect(try run(["example", "message-row", "--format", "tree", "-o", tree]).status == 0)
        #expect(try String(contentsOfFile: tree, encoding: .utf8).hasPrefix("# "))
    }

    // Bad output paths: one line on stderr, a non-zero exit, no file.
    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func unwritableOutputIsOneClearError() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = dir.appendingPathComponent("no/such/dir/out.png").path
        let cases: [([String], String)] = [
            (["example", "message-row", "--format", "png", "-o", missing], "does not exist"),
            (["example", "message-row", "--format", "png", "-o", dir.path], "is a directory"),
            (["example", "message-row", "--format", "png"], "-o FILE.png"),
            (["example", "message-row", "--format", "svg", "--stage", "99"], "stages 1 to 5"),
        ]
        for (arguments, message) in cases {
            let r = try run(arguments)
            #expect(r.status != 0, "\(arguments)")
            let lines = r.stderr.split(separator: "\n")
            #expect(lines.count == 1 && r.stderr.contains(message), "\(arguments): \(r.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: missing))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        // A gallery cannot be written into a file.
        let file = dir.appendingPathComponent("file").path
        #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        let g = try run(["gallery", "-o", file])
        #expect(g.status != 0 && g.stderr.split(separator: "\n").count == 1 && g.stderr.contains("not a directory"))
    }

    // The gallery: one HTML file with a PNG and an SVG per stage, as data
    // URIs (so it opens without a server), plus source and frame tree.
    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func galleryIsOneSelfContainedPage() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try run(["gallery", "-o", dir.path, "--scale", "1", "--only", "zstack"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["index.html"])
        let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
        let stages = Example.all.filter { $0.name.contains("zstack") }.reduce(0) { $0 + $1.stages.count }
        #expect(html.components(separatedBy: "src=\"data:image/png;base64,").count - 1 == stages)
        #expect(html.components(separatedBy: "src=\"data:image/svg+xml;base64,").count - 1 == stages)
        #expect(!html.contains("src=\"http") && !html.contains("<script"))
        #expect(html.contains("ZStack(alignment: .bottomLeading)"))
    }
}
