import Foundation

/// A deterministic, dependency-free text measurer: advance widths of a
/// Helvetica-class sans-serif face (which San Francisco resembles within a
/// few percent), SF Pro's vertical metrics, greedy word wrapping, and
/// SwiftUI's rounding of text sizes up to the pixel grid.
///
/// Calibration (facts §12): SF Pro's hhea ascender 1950 and descender -494
/// at 2048 units per em give a 17 pt line of 20.287 pt, 20.333 at @3x as
/// measured for body text; "Hello world" at 17 pt measures 85.33 on an iPhone
/// and 85.33 here. Real glyph metrics replace this measurer in the text issue.
public struct BuiltinTextMeasurer: TextMeasurer {
    public init() {}

    static let ascender = 1950.0 / 2048
    static let descender = 494.0 / 2048
    /// Widens the Helvetica advances to SF's: 84.07 -> 85.25 for "Hello world".
    static let widthScale = 1.014

    /// Advances in 1/1000 em for ASCII 32...126.
    static let advances: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space ... /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 ... ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ ... O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P ... _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` ... o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p ... ~
    ]

    /// The advance of one character in em.
    static func advance(_ scalar: Unicode.Scalar, monospaced: Bool) -> Double {
        let v = scalar.value
        if monospaced { return 0.6 }
        if v >= 32 && v <= 126 { return Double(advances[Int(v - 32)]) / 1000 }
        if v < 32 { return 0 }
        // CJK ideographs, kana, Hangul and most emoji take a full em.
        if (0x1100...0x11FF).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || v >= 0x1F000 {
            return 1.0
        }
        // Combining marks and zero-width characters.
        if (0x0300...0x036F).contains(v) || (0x200B...0x200F).contains(v) || v == 0xFE0F { return 0 }
        return 0.556
    }

    static func weightScale(_ font: Font) -> Double {
        1 + Double(max(0, font.weight.value - 400)) / 300 * 0.07
    }

    /// Width of a run of scalars in points.
    static func width<S: Sequence>(_ scalars: S, font: Font) -> Double where S.Element == Unicode.Scalar {
        let mono = font.design == .monospaced
        var em = 0.0
        for s in scalars { em += advance(s, monospaced: mono) }
        return em * Double(font.size) * widthScale * (mono ? 1 : weightScale(font))
    }

    public func measure(_ text: String, font: Font, proposal: ProposedViewSize, displayScale: CGFloat) -> TextMeasurement {
        let scale = Double(displayScale)
        let size = Double(font.size)
        let lineHeight = (BuiltinTextMeasurer.ascender + BuiltinTextMeasurer.descender) * size
        let ascent = BuiltinTextMeasurer.ascender * size
        func up(_ v: Double) -> Double { (v * scale - 1e-9).rounded(.up) / scale }
        func nearest(_ v: Double) -> Double { (v * scale).rounded(.toNearestOrAwayFromZero) / scale }

        // A zero proposal on either axis gets nothing (facts §5, FB's measurements).
        if proposal.width == 0 || proposal.height == 0 {
            return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
        }
        let maxWidth = proposal.width.map { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
        var lines = BuiltinTextMeasurer.wrap(text, font: font, maxWidth: maxWidth)
        if let h = proposal.height.map({ Double($0) }), h.isFinite {
            // Lines that do not fit the proposed height are truncated away.
            // Compared in Double so a huge proposal cannot overflow an Int.
            let fit = max(1, ((h + 1e-9) / lineHeight).rounded(.down))
            if Double(lines.count) > fit { lines.removeLast(lines.count - Int(fit)) }
        }
        var width = lines.max() ?? 0
        if let maxWidth { width = min(width, maxWidth) }
        let count = max(1, lines.count)
        let height = lineHeight * Double(count)
        return TextMeasurement(
            size: CGSize(width: up(width), height: up(height)),
            firstBaseline: CGFloat(nearest(ascent)),
            lastBaseline: CGFloat(up(lineHeight * Double(count - 1) + ascent)),
            lineCount: count)
    }

    /// Greedy wrapping at spaces and explicit newlines; a word wider than the
    /// line is broken between characters. Returns each line's width.
    static func wrap(_ text: String, font: Font, maxWidth: Double?) -> [Double] {
        var result: [Double] = []
        let space = width(" ".unicodeScalars, font: font)
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let limit = maxWidth else {
                result.append(width(paragraph.unicodeScalars, font: font))
                continue
            }
            var line = 0.0
            var lineHasWord = false
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var w = width(word.unicodeScalars, font: font)
                if lineHasWord && line + space + w <= limit + 1e-9 {
                    line += space + w
                    continue
                }
                if lineHasWord {
                    result.append(line)
                    line = 0
                    lineHasWord = false
                }
                if w > limit + 1e-9 {
                    // Break the long word by character.
                    var run = 0.0
                    for s in word.unicodeScalars {
                        let a = width(CollectionOfOne(s), font: font)
                        if run > 0 && run + a > limit + 1e-9 {
                            result.append(run)
                            run = 0
                        }
                        run += a
                    }
                    w = run
                }
                line = w
                lineHasWord = true
            }
            result.append(line)
        }
        return result
    }
}
