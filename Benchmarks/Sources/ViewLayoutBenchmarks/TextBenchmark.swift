import Foundation
import ViewLayout

/// The text benchmark: a VStack of paragraphs of 200 characters, laid out at a width
/// that wraps each into several lines.
nonisolated struct Paragraphs: View {
    let count: Int
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<count) { i in
                Text(Paragraphs.texts[i % Paragraphs.texts.count])
            }
        }
    }

    /// 10,000 paragraphs, made once (the benchmark times layout, not this).
    static let texts = (0..<10_000).map(paragraph)

    /// 200 characters of words, different for each index.
    static func paragraph(_ i: Int) -> String {
        let words = ["layout", "text", "wraps", "at", "spaces", "and", "hyphen-ated", "words", "the", "frames",
                     "measure", "glyph", "advances", "kerning", "lines", "baseline"]
        var s = ""
        var k = i
        while s.utf8.count < 200 {
            s += words[k % words.count] + " "
            k = (k * 31 + 7) % 1_000_003
        }
        return String(s.prefix(200))
    }
}

/// `--text`: the cost of text layout per character: 10,000 paragraphs of
/// 200 characters at 300 points wide, each layout with a fresh measurer (so
/// its cache starts empty), then again with the cache warm.
func runTextBenchmark(reps: Int) {
    let view = Paragraphs(count: 10_000)
    let characters = 10_000.0 * 200
    let root = CGSize(width: 300, height: 800)
    var cold: [Double] = [], warm: [Double] = []
    var lines = Paragraphs.texts.count  // made before timing
    for _ in 0..<reps {
        var env = EnvironmentValues()
        env.displayScale = 3
        env.textMeasurer = BuiltinTextMeasurer()
        cold.append(timed { lines = ViewLayout.layout(view, in: root, environment: env).allViews.count })
        warm.append(timed { lines &+= ViewLayout.layout(view, in: root, environment: env).allViews.count })
    }
    blackHole(lines)
    cold.sort()
    warm.sort()
    say("text: 10,000 paragraphs x 200 characters in a VStack 300 wide (\(reps) runs, median)")
    say("  first layout (empty measurement cache): \(fmt(cold[cold.count / 2] / characters)) ns per character")
    say("  same strings again (cache warm):        \(fmt(warm[warm.count / 2] / characters)) ns per character")
}

/// `--text --profile`: cold text measurement for callgrind, no timing. Every
/// iteration starts with a new `BuiltinTextMeasurer` (an empty measurement
/// cache) and measures `profileCount` paragraphs of 200 Latin characters at
/// 300 points, @3x:
/// - `measure`: through `BuiltinTextMeasurer.measure` (the public API, which
///   also numbers the text: one string hash per call);
/// - `resolve`: resolves the VStack of the paragraphs (numbering each text);
/// - `layout`: resolves it, then lays it out: layout minus resolve is the
///   engine's measuring of already numbered texts.
/// The difference of two iteration counts, divided by the characters of the
/// extra iterations, is the cost per character (`text-instructions.sh`).
func runTextProfile(iterations: Int, phase: String) {
    let count = profileCount
    let texts = Array(Paragraphs.texts.prefix(count))
    var total = 0.0
    for _ in 0..<iterations {
        switch phase {
        case "resolve", "layout":
            var env = EnvironmentValues()
            env.displayScale = 3
            env.textMeasurer = BuiltinTextMeasurer()
            let tree = ResolvedViewTree(Paragraphs(count: count), environment: env)
            if phase == "layout" { total += Double(tree.layout(in: CGSize(width: 300, height: 800)).allViews.count) }
        default:
            let measurer = BuiltinTextMeasurer()
            for t in texts {
                total += Double(measurer.measure(t, font: .body, proposal: ProposedViewSize(width: 300, height: nil), displayScale: 3).size.height)
            }
        }
    }
    blackHole(total)
    say("text \(phase) ×\(iterations): \(count) paragraphs of 200 characters, \(count * 200) characters an iteration")
}

let profileCount = 2_000
