import Foundation

/// The inline Markdown a `Text` made from a string literal reads
/// (<https://developer.apple.com/documentation/swiftui/text>, "Styling the
/// view's text": a literal key is parsed as Markdown; a `String` variable is
/// not). The shown string is the text without its marks: emphasis
/// (`*`, `_`, `**`, `__`), strikethrough (`~~`), code spans and links, with
/// CommonMark's rules for which marks open and close
/// (<https://spec.commonmark.org/0.31.2/#emphasis-and-strong-emphasis>),
/// simplified: a run closes only with a run of the same length. The runs'
/// styles are not kept: a `Text` has one style.
enum InlineMarkdown {
    private static let marks: Set<Character> = ["*", "_", "~", "`", "[", "\\"]

    /// Whether the string holds a character that may start Markdown; most
    /// keys hold none and are shown as they are.
    static func mayHoldMarkup(_ s: some StringProtocol) -> Bool {
        s.utf8.contains { $0 == 0x2A || $0 == 0x5F || $0 == 0x7E || $0 == 0x60 || $0 == 0x5B || $0 == 0x5C }
    }

    /// The characters of a value put into a key, escaped so that they show as they are.
    static func escaped(_ s: Substring) -> String {
        guard mayHoldMarkup(s) else { return String(s) }
        var out = ""
        for c in s {
            if marks.contains(c) || c == "]" { out.append("\\") }
            out.append(c)
        }
        return out
    }

    /// The string as shown: the marks removed, escapes resolved.
    static func plainText(_ s: String) -> String {
        String(plain(Array(s)))
    }

    private static func plain(_ c: [Character]) -> [Character] {
        var out: [Character] = []
        out.reserveCapacity(c.count)
        var i = 0
        while i < c.count {
            let ch = c[i]
            switch ch {
            case "\\" where i + 1 < c.count && (c[i + 1].isPunctuation || c[i + 1].isSymbol):
                out.append(c[i + 1])
                i += 2
            case "`":
                let n = runLength(c, i)
                if let close = closingCodeRun(c, from: i + n, length: n) {
                    var inner = Array(c[(i + n)..<close])
                    if inner.count > 1, inner.first == " ", inner.last == " " { inner = Array(inner.dropFirst().dropLast()) }
                    out += inner
                    i = close + n
                } else {
                    out += c[i..<(i + n)]
                    i += n
                }
            case "[":
                if let (labelEnd, linkEnd) = link(c, from: i) {
                    out += plain(Array(c[(i + 1)..<labelEnd]))
                    i = linkEnd + 1
                } else {
                    out.append(ch)
                    i += 1
                }
            case "*", "_", "~":
                let n = runLength(c, i)
                if canOpen(c, i, n), let close = closingRun(c, of: ch, from: i + n, length: n), ch != "~" || n == 2 {
                    out += plain(Array(c[(i + n)..<close]))
                    i = close + n
                } else {
                    out += c[i..<(i + n)]
                    i += n
                }
            default:
                out.append(ch)
                i += 1
            }
        }
        return out
    }

    private static func runLength(_ c: [Character], _ i: Int) -> Int {
        var j = i
        while j < c.count, c[j] == c[i] { j += 1 }
        return j - i
    }

    /// A run opens emphasis when the next character is not a space; an
    /// underscore run also needs no letter or digit just before it.
    private static func canOpen(_ c: [Character], _ i: Int, _ n: Int) -> Bool {
        guard i + n < c.count, !c[i + n].isWhitespace else { return false }
        if c[i] == "_", i > 0, c[i - 1].isLetter || c[i - 1].isNumber { return false }
        return true
    }

    /// The start of a run of `mark` of exactly `length` that can close:
    /// no space before it; an underscore run no letter or digit after it.
    private static func closingRun(_ c: [Character], of mark: Character, from start: Int, length: Int) -> Int? {
        var j = start
        while j < c.count {
            if c[j] == "\\" { j += 2; continue }
            guard c[j] == mark else { j += 1; continue }
            let n = runLength(c, j)
            let after = j + n
            if n == length, j > start, !c[j - 1].isWhitespace,
               mark != "_" || after >= c.count || !(c[after].isLetter || c[after].isNumber) {
                return j
            }
            j = after
        }
        return nil
    }

    private static func closingCodeRun(_ c: [Character], from start: Int, length: Int) -> Int? {
        var j = start
        while j < c.count {
            guard c[j] == "`" else { j += 1; continue }
            let n = runLength(c, j)
            if n == length { return j }
            j += n
        }
        return nil
    }

    /// `[label](destination)`: the indices of the label's `]` and the link's `)`.
    private static func link(_ c: [Character], from i: Int) -> (Int, Int)? {
        var depth = 0
        var j = i + 1
        while j < c.count {
            if c[j] == "\\" { j += 2; continue }
            if c[j] == "[" { depth += 1 }
            if c[j] == "]" {
                if depth == 0 { break }
                depth -= 1
            }
            j += 1
        }
        guard j + 1 < c.count, c[j] == "]", c[j + 1] == "(", let close = c[(j + 2)...].firstIndex(of: ")") else { return nil }
        return (j, close)
    }
}
