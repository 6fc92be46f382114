import Foundation

/// The break opportunities `Text` wraps at: a reasonable subset of Unicode
/// line breaking (UAX #14, "Unicode Line Breaking Algorithm"):
/// - after a run of spaces (LB18), the spaces hanging past the line's end;
/// - after a hyphen or dash between letters (LB21 BA/HY, LB25: not before a digit);
/// - after a zero-width space (LB8);
/// - before and after ideographs, kana, Hangul and emoji (LB31 for class ID);
/// - never before closing punctuation, commas, full stops, exclamation and
///   question marks (LB13, LB16 for CL/CP/EX/IS), never after opening
///   punctuation (LB14), never before a zero-width or combining character
///   (LB9), never inside a no-break space (LB12).
/// A word wider than the line is broken between characters (Core Text's
/// word wrapping falls back to character wrapping).
enum LineBreaking {
    @inline(__always)
    static func isSpace(_ v: UInt32) -> Bool {
        v == 0x20 || v == 0x09 || v == 0x3000 || v == 0x1680 || (0x2000...0x200A).contains(v) && v != 0x2007 || v == 0x205F
    }

    @inline(__always)
    static func isNewline(_ v: UInt32) -> Bool {
        v == 0x0A || v == 0x0D || v == 0x0B || v == 0x0C || v == 0x85 || v == 0x2028 || v == 0x2029
    }

    static func isClosing(_ v: UInt32) -> Bool {
        switch v {
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0x2019, 0x201D, 0x2026, 0x203A, 0xBB,
             0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,
             0x30FC, 0x30FB, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF61, 0xFF64:
            return true
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E,
             0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE:
            return true  // small kana (CJ, treated as NS as in strict line breaking)
        default:
            return false
        }
    }

    static func isOpening(_ v: UInt32) -> Bool {
        switch v {
        case 0x28, 0x5B, 0x7B, 0x2018, 0x201C, 0x2039, 0xAB, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010,
             0x3014, 0x3016, 0x3018, 0x301A, 0xFF08, 0xFF3B, 0xFF5B:
            return true
        default:
            return false
        }
    }

    @inline(__always)
    static func isHyphen(_ v: UInt32) -> Bool { v == 0x2D || v == 0x2010 || v == 0x2012 || v == 0x2013 || v == 0xAD }

    static func isLetter(_ v: UInt32) -> Bool {
        (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) || (0xC0...0x24F).contains(v) && v != 0xD7 && v != 0xF7
            || (0x370...0x52F).contains(v) || (0x1E00...0x1EFF).contains(v)
    }

    /// Whether a line may end between `a` and the following `b`; `before`
    /// is the character before `a` (0 at a paragraph's start).
    @inline(__always)
    static func canBreak(_ before: UInt32, _ a: UInt32, _ b: UInt32) -> Bool {
        if b < 0x80 && a < 0x80 {
            // The common case: ASCII on both sides.
            if a == 0x20 || a == 0x09 { return b != 0x20 && b != 0x09 && !isClosing(b) }
            if a == 0x2D { return isLetter(before) && isLetter(b) }
            return false
        }
        if FallbackFace.isZeroWidth(b) && b != 0x200B || a == 0x200D { return false }
        if isClosing(b) || isOpening(a) || isSpace(b) || b == 0xA0 || a == 0xA0 || b == 0x202F || a == 0x202F { return false }
        if isSpace(a) || a == 0x200B { return true }
        if isHyphen(a) { return isLetter(before) && isLetter(b) }
        return FallbackFace.isWide(a) || FallbackFace.isWide(b)
    }
}
