import Foundation
import Testing
import ViewLayout

/// Emoji measured at iOS's advance and emoji sequences as one glyph cluster
/// (Text/TextClusters.swift). The advance: 20 points at 17 pt, 20/17 em
/// (PlatformMetrics, "Emoji": flutter/flutter#28894, Apple Color Emoji drawn
/// 40 pixels at 16 to 18 pt on a @2x iPhone). The clusters: UAX #29,
/// "Unicode Text Segmentation" (GB9 extenders, GB11 emoji ZWJ sequences,
/// GB12/13 regional indicator pairs).
@Suite struct TextClusterTests {
    let m = BuiltinTextMeasurer()
    static let emoji = 17.0 * 20 / 17

    /// Unrounded-enough widths: at scale 1024 the pixel grid is 1/1024 pt.
    func width(_ s: String, font: Font = .body) -> Double {
        Double(m.measure(s, font: font, proposal: .unspecified, displayScale: 1024).size.width)
    }

    @Test func emojiAreTwentyPointsAtBodySize() {
        #expect(abs(width("🙂") - Self.emoji) < 0.001)
        #expect(abs(width("🙂🎉🚀") - 3 * Self.emoji) < 0.002)
        // The advance scales with the size: 34 pt (largeTitle) is 40.
        #expect(abs(width("🙂", font: .system(size: 34)) - 40) < 0.001)
    }

    @Test func sequencesAreOneEmoji() {
        // A ZWJ family (man, woman, girl), a skin tone, a flag, a variation
        // selector: each one emoji wide.
        for s in ["👨‍👩‍👧", "👋🏽", "🇫🇷", "👍🏿", "🏳️‍🌈", "👩🏽‍💻"] {
            #expect(abs(width(s) - Self.emoji) < 0.001, "\(s)")
        }
        #expect(abs(width("👨‍👩‍👧👨‍👩‍👧") - 2 * Self.emoji) < 0.002)
        // Regional indicators pair from the first: three are a flag and a half.
        #expect(abs(width("🇫🇷🇩🇪") - 2 * Self.emoji) < 0.002)
        #expect(abs(width("🇫🇷🇩") - 2 * Self.emoji) < 0.002)
        // A joiner between letters joins nothing.
        #expect(abs(width("a\u{200D}b") - width("ab")) < 0.01)
    }

    /// No line breaks inside a cluster: two families at the width of one and
    /// a half wrap into two lines of one family each.
    @Test func linesNeverBreakInsideACluster() {
        let family = "👨‍👩‍👧"
        let lines = m.lines(family + family, font: .body, proposal: ProposedViewSize(width: 1.5 * Self.emoji, height: nil), displayScale: 3)
        #expect(lines.map(\.string) == [family, family])
        let flags = m.lines("🇫🇷🇩🇪🇯🇵", font: .body, proposal: ProposedViewSize(width: 1.5 * Self.emoji, height: nil), displayScale: 3)
        #expect(flags.map(\.string) == ["🇫🇷", "🇩🇪", "🇯🇵"])
        // Truncation keeps whole clusters too: "…" after the first family.
        var options = TextLayoutOptions()
        options.lineLimit = 1
        let cut = m.lines(family + family + family, font: .body, options: options,
                          proposal: ProposedViewSize(width: 2 * Self.emoji, height: nil), displayScale: 3)
        #expect(cut.map(\.string) == [family + "…"])
    }
}
