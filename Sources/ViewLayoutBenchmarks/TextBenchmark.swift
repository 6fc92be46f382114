import Foundation
import ViewLayout

/// The text benchmark: a VStack of paragraphs of 200 characters, laid out at a width
/// that wraps each into several lines.
struct Paragraphs: View {
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
