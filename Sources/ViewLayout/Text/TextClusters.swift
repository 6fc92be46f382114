import Foundation

/// Which characters join the one before into a single glyph cluster, the
/// parts of Unicode's extended grapheme clusters (UAX #29, "Unicode Text
/// Segmentation", GB9, GB9a, GB11, GB12/13) that change how text is set:
/// - combining marks, variation selectors, emoji modifiers (skin tones),
///   tags and joiners (GB9's Extend and ZWJ; zero-width spaces, marks of
///   direction and other controls are clusters of their own);
/// - an emoji after a zero-width joiner (👨‍👩‍👧 is one emoji, GB11);
/// - the second regional indicator of a pair (a flag, GB12/13).
/// A joined character takes no space and no line break comes before it; the
/// cluster is measured and drawn as its first character (one emoji advance).
/// Only characters beyond ASCII are asked: printable ASCII never joins.
package enum TextClusters {
    /// Whether `scalars[i]` continues the cluster of `scalars[i - 1]`.
    package static func joinsPrevious(_ scalars: [UInt32], _ i: Int) -> Bool {
        joinsPrevious(scalars, i, count: scalars.count)
    }

    /// The same for a text of the first `count` of `scalars` (a reused
    /// buffer, longer than the text).
    static func joinsPrevious(_ scalars: [UInt32], _ i: Int, count: Int) -> Bool {
        guard i > 0 && i < count else { return false }
        let s = scalars[i]
        if s < 0x80 { return false }
        if FallbackFace.isZeroWidth(s) && !isControl(s) { return true }
        if scalars[i - 1] == 0x200D && FallbackFace.isEmoji(s) { return true }
        if isRegionalIndicator(s) {
            // Pairs from the first of a run: the second, fourth, ... join.
            var run = 0, j = i - 1
            while j >= 0 && isRegionalIndicator(scalars[j]) { run += 1; j -= 1 }
            return run % 2 == 1
        }
        return false
    }

    /// Zero-width characters that are not Extend (UAX #29's Control and Format).
    static func isControl(_ v: UInt32) -> Bool {
        v <= 0x9F || v == 0x200B || v == 0x200E || v == 0x200F || (0x2060...0x2064).contains(v) || v == 0xFEFF
    }

    @inline(__always)
    static func isRegionalIndicator(_ v: UInt32) -> Bool { v >= 0x1F1E6 && v <= 0x1F1FF }
}
