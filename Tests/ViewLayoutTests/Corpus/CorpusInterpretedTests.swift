import Foundation
import Testing
import ViewLayout
import ViewLayoutInterpreter

// The corpus screens of this folder read as `viewlayout render` reads
// them (the interpreter, from the source text) and laid out on the same
// device must give the compiled previews' trees, frame by frame.

@Suite("App screen corpus, interpreted")
struct CorpusInterpretedTests {
    /// How many of the corpus previews the interpreter renders: a floor, so
    /// that a change that stops one is seen (raise it as more render).
    static let renderedAtLeast = 39

    /// Previews that render but whose trees differ, with what differs: each
    /// is expected to differ still, so that fixing one fails here until it
    /// is removed.
    static let knownDifferences = [
        // Three ForEach over integer ranges with `id: \.self` (ids repeat
        // across them) in a LazyVGrid: the compiled grid has 6 rows, the
        // interpreted one 2.
        "UtilityScreens.swift preview 3": "LazyVGrid rows",
        // The interpreter's ForEach identifies elements by position, so a
        // picker over `ForEach(["S", "M", "L"], id: \.self)` gets the
        // implicit tags 0, 1, 2 instead of the strings: the "M" selection
        // marks no segment.
        "ShopScreens.swift preview 2": "ForEach ids as implicit tags",
    ]

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
                    // Laid out with the compiled preview's traits
                    // (`.sizeThatFitsLayout`), which `render` does not read.
                    interpreted = Preview(preview.name, traits: preview.traits) { view }.layout(on: .iPhone13)
                    try interpreter.checkLateErrors()
                } catch {
                    unrendered.append("\(file) preview \(i + 1): \(error)")
                    continue
                }
                rendered += 1
                let expected = preview.layout(on: .iPhone13).description.split(separator: "\n")
                let got = interpreted.description.split(separator: "\n")
                let firstDifference = (0..<max(expected.count, got.count)).first { $0 >= expected.count || $0 >= got.count || expected[$0] != got[$0] }
                if Self.knownDifferences["\(file) preview \(i + 1)"] != nil {
                    #expect(firstDifference != nil, "\(file) preview \(i + 1) now matches: remove it from knownDifferences")
                    continue
                }
                matched += 1
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
        #expect(rendered >= Self.renderedAtLeast, "rendered \(rendered) of \(previews.count); not rendered:\n\(unrendered.joined(separator: "\n"))")
        #expect(matched == rendered - Self.knownDifferences.count)
    }
}
