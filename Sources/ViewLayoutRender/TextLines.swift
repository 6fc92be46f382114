import Foundation
import ViewLayout

/// The lines a `Text` shows in its frame, broken the way the layout's
/// measurer breaks them (greedy, at spaces and newlines), each with its
/// baseline. The measurer answers the widths, so a picture agrees with the
/// frames whichever measurer laid the view out.
struct TextLine {
    var string: String
    /// Offset of the baseline from the frame's top, in points.
    var baseline: Double
    /// The line's measured width, in points.
    var width: Double
    /// Offset of the line's start from the frame's left edge: 0, or in a
    /// right-to-left layout the frame's width less the line's (lines are
    /// leading-aligned, `multilineTextAlignment`'s default).
    var x: Double
}

enum TextLines {
    static func lines(_ text: TextDrawing, frame: CGRect, measurer: any TextMeasurer, scale: CGFloat,
                      rightToLeft: Bool = false) -> [TextLine] {
        let limit = Double(frame.width)
        guard limit > 0, frame.height > 0 else { return [] }
        if let builtin = measurer as? BuiltinTextMeasurer {
            // The measurer's own lines: the same breaks and truncation as the layout.
            return builtin.lines(text.string, font: text.font, options: text.options,
                                 proposal: ProposedViewSize(width: frame.width, height: frame.height), displayScale: scale)
                .map { line in
                    // The line as wide as the layout rounded it (up to the pixel grid).
                    let w = min(limit, (line.width * Double(scale) - 1e-9).rounded(.up) / Double(scale))
                    var x: Double
                    switch text.options.alignment {
                    case .leading: x = 0
                    case .center: x = (limit - w) / 2
                    case .trailing: x = limit - w
                    }
                    if rightToLeft { x = limit - w - x }
                    return TextLine(string: line.string, baseline: line.baseline, width: w, x: x)
                }
        }
        func width(_ s: String) -> Double {
            Double(measurer.measure(s, font: text.font, proposal: ProposedViewSize(width: nil, height: nil), displayScale: scale).size.width)
        }
        var strings: [String] = []
        for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                // Very long text is not re-measured word by word.
                if line.isEmpty || text.string.count > 4000 || width(candidate) <= limit + 1e-6 {
                    line = candidate
                } else {
                    strings.append(line)
                    line = String(word)
                }
            }
            strings.append(line)
        }
        let m = measurer.measure(text.string, font: text.font, proposal: ProposedViewSize(width: frame.width, height: frame.height),
                                 displayScale: scale)
        let count = max(1, min(strings.count, m.lineCount))
        if strings.count > count { strings.removeLast(strings.count - count) }
        let first = Double(m.firstBaseline), last = Double(m.lastBaseline)
        let pitch = count > 1 ? (last - first) / Double(count - 1) : 0
        return strings.enumerated().map { i, s in
            let w = min(limit, width(s))
            return TextLine(string: s, baseline: first + Double(i) * pitch, width: w, x: rightToLeft ? limit - w : 0)
        }
    }
}
