import Foundation
import Testing
import ViewLayoutRender
import ViewLayoutTestSupport

/// `viewlayout snapshot`: record references, compare with them, report.
@Suite struct SnapshotCommandTests {
    static let binary = ChildProcess.viewlayout

    /// A file with a bar 20 points tall (`bar`) above a title and a second,
    /// unnamed preview; and a file without previews in a subfolder.
    func sources(barHeight: Int, in dir: URL) throws -> URL {
        let src = dir.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: src.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try """
        import SwiftUI
        struct Card: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Color.red.frame(width: 100, height: \(barHeight)).id("bar")
                    Text("Title").id("title")
                }
                .padding()
            }
        }
        #Preview("Card") { Card() }
        #Preview { Text("Second") }
        """.write(to: src.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        try "import SwiftUI\nstruct Plain: View { var body: some View { Text(\"Plain\").padding() } }\n"
            .write(to: src.appendingPathComponent("sub/Plain.swift"), atomically: true, encoding: .utf8)
        return src
    }

    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func recordsComparesAndReports() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("viewlayout-snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let src = try sources(barHeight: 20, in: dir)
        let ref = dir.appendingPathComponent("ref").path, out = dir.appendingPathComponent("out").path

        let recorded = try ChildProcess.runTool(["snapshot", src.path, "-o", out, "--reference", ref, "--record"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        // One PNG and one tree per preview (the file without previews: its view).
        #expect(try FileManager.default.contentsOfDirectory(atPath: ref).sorted() == [
            "Card.2.png", "Card.2.txt", "Card.Card.png", "Card.Card.txt", "sub-Plain.png", "sub-Plain.txt",
        ])

        let same = try ChildProcess.runTool(["snapshot", src.path, "-o", out, "--reference", ref])
        #expect(same.status == 0, "\(same.stderr)")
        #expect(String(decoding: same.stdout, as: UTF8.self).contains("6 snapshots: 6 match"))

        // The bar grows by 12 points; the card is centred in the canvas, so
        // it moves up by half of that and the title down by the other half.
        _ = try sources(barHeight: 32, in: dir)
        let moved = try ChildProcess.runTool(["snapshot", src.path, "-o", out, "--reference", ref])
        #expect(moved.status == 1)
        let text = String(decoding: moved.stdout, as: UTF8.self)
        #expect(text.contains("differs: Card.Card.txt"), "\(text)")
        #expect(text.contains("Text #title \"Title\": moved by (+0, +6)"), "\(text)")
        #expect(text.contains("frame #bar: moved by (+0, -6), size 100 x 20 -> 100 x 32"), "\(text)")
        #expect(text.contains("differs: Card.Card.png"), "\(text)")
        #expect(text.contains("6 snapshots: 4 match"), "\(text)")
        // The report shows the reference, the snapshot and their difference.
        let report = try String(contentsOfFile: out + "/report.html", encoding: .utf8)
        for file in ["Card.Card.reference.png", "Card.Card.png", "Card.Card.difference.png"] {
            #expect(report.contains("src=\"\(file)\""), "\(file)")
            #expect(FileManager.default.fileExists(atPath: out + "/" + file), "\(file)")
        }
        let difference = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: out + "/Card.Card.difference.png")))
        let snapshot = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: out + "/Card.Card.png")))
        #expect(difference.width == snapshot.width && difference.height == snapshot.height)

        // A format without references is new, and fails.
        let svg = try ChildProcess.runTool(["snapshot", src.path, "-o", out, "--reference", ref, "--formats", "svg"])
        #expect(svg.status == 1)
        #expect(String(decoding: svg.stdout, as: UTF8.self).contains("new: Card.Card.svg"))
    }

    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func badArgumentsAreOneClearError() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("viewlayout-snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let cases: [([String], String)] = [
            (["snapshot", dir.appendingPathComponent("missing").path, "-o", dir.path, "--reference", dir.path], "does not exist"),
            (["snapshot", dir.path, "-o", dir.path + "/out", "--reference", dir.path + "/ref"], "has no .swift file"),
            (["snapshot", dir.path, "-o", dir.path, "--reference", dir.path, "--formats", "gif"], "--formats"),
            (["snapshot", dir.path, "-o", dir.path, "--reference", dir.path, "--precision", "2"], "from 0 to 1"),
        ]
        for (arguments, message) in cases {
            let r = try ChildProcess.runTool(arguments)
            #expect(r.status != 0, "\(arguments)")
            #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
        }
    }
}
