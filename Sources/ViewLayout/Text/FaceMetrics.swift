import Foundation

/// The metrics of one shipped face, generated from its font file by
/// `Scripts/generate_font_metrics.py` into `FontMetricsTables.swift`:
/// advances of every covered character, pair kerning between the Latin
/// letters, and the vertical metrics, in font units. A class: a layout
/// copies its face selection, and a struct's copy retained every table.
final class FaceMetrics: Sendable {
    let unitsPerEm: Double
    let ascender: Double
    let descender: Double
    let lineGap: Double
    let capHeight: Double
    let xHeight: Double
    /// Advances of U+0020...U+007E, the fast path.
    let ascii: [Int32]
    /// Sorted scalars beyond ASCII and their advances.
    let scalars: [UInt32]
    let advances: [Int32]
    /// Kerning between two printable ASCII characters, 95 × 95.
    let asciiKerning: [Int16]
    /// Kerning of other pairs, keyed by `first << 32 | second`.
    let kerning: [UInt64: Int16]
    /// The smallest advance of a printable ASCII character with its kerning
    /// before another: when positive, a line of them never narrows as it
    /// grows (`TextLayout.ascending`).
    let asciiLeastStep: Int32

    init(unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, capHeight: Int, xHeight: Int,
         scalars: String, advances: String, kernPairs: String, kernValues: String) {
        self.unitsPerEm = Double(unitsPerEm)
        self.ascender = Double(ascender)
        self.descender = Double(descender)
        self.lineGap = Double(lineGap)
        self.capHeight = Double(capHeight)
        self.xHeight = Double(xHeight)
        let allScalars: [UInt32] = FaceMetrics.decode(scalars)
        let allAdvances: [UInt16] = FaceMetrics.decode(advances)
        var ascii = [Int32](repeating: -1, count: 95)
        var rest: [UInt32] = [], restAdvances: [Int32] = []
        for (s, a) in zip(allScalars, allAdvances) {
            if s >= 0x20 && s <= 0x7E { ascii[Int(s - 0x20)] = Int32(a) } else {
                rest.append(s)
                restAdvances.append(Int32(a))
            }
        }
        self.ascii = ascii
        self.scalars = rest
        self.advances = restAdvances
        let pairs: [UInt64] = FaceMetrics.decode(kernPairs)
        let values: [Int16] = FaceMetrics.decode(kernValues)
        var table = [Int16](repeating: 0, count: 95 * 95)
        var others: [UInt64: Int16] = [:]
        for (p, v) in zip(pairs, values) {
            let a = p >> 32, b = p & 0xFFFF_FFFF
            if (0x20...0x7E).contains(a) && (0x20...0x7E).contains(b) {
                table[Int(a - 0x20) * 95 + Int(b - 0x20)] = v
            } else {
                others[p] = v
            }
        }
        self.asciiKerning = table
        self.kerning = others
        var least = Int32.max
        for a in 0..<95 {
            let row = table[(a * 95)..<(a * 95 + 95)]
            least = Swift.min(least, ascii[a] + Int32(Swift.min(0, row.min() ?? 0)))
        }
        asciiLeastStep = least
    }

    /// Little-endian integers from the generator's base64 strings.
    static func decode<T: FixedWidthInteger>(_ base64: String) -> [T] {
        Data(base64Encoded: base64)?.littleEndianIntegers() ?? []
    }

    /// The advance of `s` in font units, or nil when the face lacks it.
    @inline(__always)
    func advance(_ s: UInt32) -> Int32? {
        if s >= 0x20 && s <= 0x7E { return ascii[Int(s - 0x20)] }
        var lo = 0, hi = scalars.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if scalars[mid] < s { lo = mid + 1 } else { hi = mid }
        }
        return lo < scalars.count && scalars[lo] == s ? advances[lo] : nil
    }

    /// The kerning adjustment between `a` and the following `b`, font units.
    @inline(__always)
    func kern(_ a: UInt32, _ b: UInt32) -> Int32 {
        if a >= 0x20 && a <= 0x7E && b >= 0x20 && b <= 0x7E {
            return Int32(asciiKerning[Int(a - 0x20) * 95 + Int(b - 0x20)])
        }
        if kerning.isEmpty { return 0 }
        return Int32(kerning[UInt64(a) << 32 | UInt64(b)] ?? 0)
    }
}

/// How a `Font` is set: which shipped face, how its advances are scaled to
/// San Francisco's, and San Francisco's vertical metrics.
///
/// - Default design (SF Pro): Inter 4.0. Inter's advances are wider than
///   SF Pro's by a nearly constant factor; they are scaled by
///   `144.09326171875 / 152.2997` = 0.946116, the ratio of UIKit's measured
///   width of "This is a test string" at 17 pt (its own tests; Fidelity, "Text") to
///   Inter's kerned width of the same string. "Hello world" then measures
///   85.17, 85.33 at @3x, as measured on an iPhone (Fidelity, "Text").
/// - `.monospaced` (SF Mono): DejaVu Sans Mono, unscaled (0.602 em per
///   character); no published SF Mono advance was found.
/// - `.serif` and `.rounded` use the default face (New York and SF Rounded
///   are not modelled).
/// - Vertical metrics of every design are SF Pro's: hhea ascender 1950,
///   descender -494, line gap 0 at 2048 units per em, cap height 1443 and
///   x-height 1040 (capsize; Fidelity, "Text"), so a 17 pt line is 20.287 pt as
///   UIKit's tests assert.
/// - Weights: below 550 the regular face, 550...649 semibold, 650 and up
///   bold; italic picks the italic of the same weight.
struct FaceSelection {
    let face: FaceMetrics
    /// Points per font unit (size / unitsPerEm × the advance scale).
    let unit: Double
    let size: Double

    static let sfAscender = 1950.0 / 2048
    static let sfDescender = 494.0 / 2048
    static let sfCapHeight = 1443.0 / 2048
    static let sfXHeight = 1040.0 / 2048
    static let interAdvanceScale = 0.946116

    /// The file in `Sources/ViewLayoutRender/Fonts/` of the face `font` is measured with (for the
    /// renderer, so it draws with the same face).
    static func fileName(for font: Font) -> String {
        let w = font.weight.value
        let heavy = w >= 650, semi = w >= 550 && w < 650
        if font.design == .monospaced {
            return "DejaVuSansMono" + (heavy || semi ? (font.isItalic ? "-BoldOblique" : "-Bold") : (font.isItalic ? "-Oblique" : "")) + ".ttf"
        }
        return "Inter-" + (heavy ? "Bold" : semi ? "SemiBold" : font.isItalic ? "" : "Regular") + (font.isItalic ? "Italic" : "") + ".ttf"
    }

    init(_ font: Font, scale: Double = 1) {
        let size = Double(font.size) * scale
        self.size = size.isFinite && size > 0 ? size : 0
        let w = font.weight.value
        let heavy = w >= 650, semi = w >= 550 && w < 650
        if font.design == .monospaced {
            switch (heavy || semi, font.isItalic) {
            case (false, false): face = .monoRegular
            case (true, false): face = .monoBold
            case (false, true): face = .monoItalic
            case (true, true): face = .monoBoldItalic
            }
            unit = self.size / face.unitsPerEm
        } else {
            switch (heavy, semi, font.isItalic) {
            case (true, _, false): face = .interBold
            case (true, _, true): face = .interBoldItalic
            case (_, true, false): face = .interSemibold
            case (_, true, true): face = .interSemiboldItalic
            case (_, _, true): face = .interItalic
            default: face = .interRegular
            }
            unit = self.size / face.unitsPerEm * FaceSelection.interAdvanceScale
        }
    }

    var ascender: Double { FaceSelection.sfAscender * size }
    var descender: Double { FaceSelection.sfDescender * size }
    var lineHeight: Double { ascender + descender }
    var capHeight: Double { FaceSelection.sfCapHeight * size }
}

/// Advances of characters the shipped faces lack, as the system's fallback
/// fonts set them (in em): ideographs, kana, Hangul and full-width forms a
/// full em (PingFang, Hiragino and Apple SD Gothic are em-square CJK faces);
/// emoji `emojiAdvance` (Apple Color Emoji as iOS sets it); format characters,
/// joiners and variation selectors nothing; anything else (Arabic, Hebrew,
/// Thai, Devanagari, ...) 0.55 em, the average Latin lower-case advance.
/// A whole emoji sequence (ZWJ family, flag, skin tone) is one emoji
/// (`TextClusters`).
enum FallbackFace {
    static func advance(_ v: UInt32) -> Double {
        if isZeroWidth(v) { return 0 }
        if isEmoji(v) { return emojiAdvance }
        if isWide(v) { return 1 }
        return 0.55
    }

    /// An emoji's advance in em: 20 points at 17 pt (PlatformMetrics,
    /// "Text": Apple Color Emoji drawn 40 pixels at 16 to 18 pt on an
    /// iPhone, @2x, in Flutter's measurement of UIKit, flutter/flutter#28894;
    /// the font's own advance is 1 em, harfbuzz/harfbuzz#1420, and iOS
    /// enlarges it at text sizes).
    static let emojiAdvance = 20.0 / 17.0

    /// Pictographs set by Apple Color Emoji: the emoji blocks of plane 1
    /// (regional indicators among them), miscellaneous symbols and dingbats.
    @inline(__always)
    static func isEmoji(_ v: UInt32) -> Bool {
        (0x1F000...0x1FAFF).contains(v) || (0x2600...0x27BF).contains(v)
    }

    static func isZeroWidth(_ v: UInt32) -> Bool {
        v < 0x20 || (0x7F...0x9F).contains(v) || (0x200B...0x200F).contains(v) || (0x2060...0x2064).contains(v)
            || (0xFE00...0xFE0F).contains(v) || v == 0xFEFF || (0xE0100...0xE01EF).contains(v) || (0x1F3FB...0x1F3FF).contains(v)
            || (0x0300...0x036F).contains(v) || (0x20D0...0x20FF).contains(v) || (0x0591...0x05C7).contains(v) || (0x064B...0x065F).contains(v)
            || (0xE0020...0xE007F).contains(v)
    }

    /// Ideographs, kana, Hangul, full-width forms and emoji.
    static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v)
            || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
            || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v)
            || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v) || (0x1F000...0x1FAFF).contains(v)
            || (0x20000...0x3FFFD).contains(v) || (0x2600...0x27BF).contains(v)
    }
}
