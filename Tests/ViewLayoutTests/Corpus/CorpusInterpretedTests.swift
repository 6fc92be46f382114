import Foundation
import Testing
import ViewLayout
import ViewLayoutInterpreter

// The corpus screens of this folder read as `viewlayout render` reads
// them (the interpreter, from the source text) and laid out on the same
// device must give the compiled previews' trees, frame by frame.

@Suite("App screen corpus, interpreted")
struct CorpusInterpretedTests {
    /// The corpus's previews: every one must render through the interpreter.
    static let previewCount = 46

    @Test("each corpus preview the interpreter renders has the compiled preview's frames")
    @MainActor func interpretedPreviewsMatchCompiled() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let previews = PreviewRegistry.previews(in: "ViewLayoutTests").filter {
            $0.fileID.hasSuffix("Screens.swift") && !$0.fileID.hasSuffix("/AppScreens.swift")
        }
        let byFile = Dictionary(grouping: previews) { String($0.fileID.split(separator: "/").last ?? "") }
        var rendered = 0, matched = 0
        var unrendered: [String] = []
        for (file, compiled) in byFile.sorted(by: { $0.key < $1.key }) {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let interpreter = try Interpreter(source: source, fileName: file)
            // `--preview N` counts the file's previews from 1 in source order.
            for (i, preview) in compiled.sorted(by: { $0.line < $1.line }).enumerated() {
                let interpreted: PlacedViewTree
                do {
                    let view = try interpreter.rootView(preview: "\(i + 1)")
                    // The traits as `render` reads them from the source
                    // (`.sizeThatFitsLayout`) are the compiled preview's.
                    let traits = try interpreter.previewTraits(preview: "\(i + 1)")
                    #expect(traits.map(\.description) == preview.traits.map(\.description), "\(file) preview \(i + 1)")
                    interpreted = Preview(preview.name, traits: traits) { view }.layout(on: .iPhone13)
                    try interpreter.checkLateErrors()
                } catch {
                    unrendered.append("\(file) preview \(i + 1): \(error)")
                    continue
                }
                rendered += 1
                let expected = preview.layout(on: .iPhone13).description.split(separator: "\n")
                let got = interpreted.description.split(separator: "\n")
                let firstDifference = (0..<max(expected.count, got.count)).first { $0 >= expected.count || $0 >= got.count || expected[$0] != got[$0] }
                if firstDifference == nil { matched += 1 }
                #expect(firstDifference == nil, """
                    \(file) preview \(i + 1) (line \(preview.line)) differs at line \(firstDifference ?? 0) of the tree:
                    compiled:
                    \(firstDifference.map { expected[min($0, expected.count)..<min($0 + 8, expected.count)].joined(separator: "\n") } ?? "")
                    interpreted:
                    \(firstDifference.map { got[min($0, got.count)..<min($0 + 8, got.count)].joined(separator: "\n") } ?? "")
                    """)
                #expect(got.count > 3)
            }
        }
        #expect(previews.count == Self.previewCount)
        #expect(rendered == previews.count, "rendered \(rendered) of \(previews.count); not rendered:\n\(unrendered.joined(separator: "\n"))")
        #expect(matched == previews.count)
    }
}
