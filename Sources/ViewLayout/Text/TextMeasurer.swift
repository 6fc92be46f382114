import Foundation

/// What a text measurer answers for one string, font and proposal: the size
/// of the laid-out lines and the offsets of the first and last baselines from
/// the top, all in points and already on the pixel grid.
public struct TextMeasurement: Equatable, Sendable {
    /// The size of the laid-out lines, rounded up to the pixel grid.
    public var size: CGSize
    /// The first line's baseline, from the top of the text.
    public var firstBaseline: CGFloat
    /// The last line's baseline, from the top of the text.
    public var lastBaseline: CGFloat
    /// How many lines the text was laid out in.
    public var lineCount: Int

    /// Creates a measurement from its figures.
    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
    }
}

/// The paragraph settings a `Text` reads from its environment: the ones
/// that change its size (`lineLimit`, `lineSpacing`, `minimumScaleFactor`,
/// `allowsTightening`, `truncationMode`) and `multilineTextAlignment`, which
/// only moves lines inside the frame.
public struct TextLayoutOptions: Hashable, Sendable {
    /// The most lines shown; nil for no limit.
    public var lineLimit: Int?
    /// The fewest lines the text's height allows for (`lineLimit(_:reservesSpace:)`
    /// and the range forms of `lineLimit`).
    public var reservedLines: Int
    /// Where a line that does not fit is cut; `.tail` by default.
    public var truncationMode: Text.TruncationMode
    /// How lines are aligned in the frame; `.leading` by default. Drawing only.
    public var alignment: TextAlignment
    /// Extra space between lines, in points; 0 by default.
    public var lineSpacing: Double
    /// The smallest fraction of the font size the text may shrink to before it
    /// truncates; 1 (no shrinking) by default.
    public var minimumScaleFactor: Double
    /// Points added after every character (`tracking(_:)` / `kerning(_:)`):
    /// each character's advance grows by it, so a line of n characters is
    /// n × tracking wider; 0 by default.
    public var tracking: Double = 0
    /// Whether the text may tighten its spacing before it truncates; false by default.
    public var allowsTightening: Bool

    /// Creates settings with SwiftUI's defaults for any not given: no line limit,
    /// tail truncation, leading alignment, no extra spacing or shrinking.
    public init(lineLimit: Int? = nil, reservedLines: Int = 0, truncationMode: Text.TruncationMode = .tail,
                alignment: TextAlignment = .leading, lineSpacing: Double = 0, minimumScaleFactor: Double = 1,
                allowsTightening: Bool = false) {
        self.lineLimit = lineLimit
        self.reservedLines = reservedLines
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.minimumScaleFactor = minimumScaleFactor
        self.allowsTightening = allowsTightening
    }
}

/// Measures text for layout. The engine never reads font files: it asks a
/// measurer for sizes and baselines, so real font metrics can be plugged in
/// without touching layout.
public protocol TextMeasurer: Sendable {
    /// The size of `text` set in `font` for `proposal`: the unwrapped line
    /// for an unspecified or infinite width, wrapped lines for a finite one.
    func measure(_ text: String, font: Font, proposal: ProposedViewSize, displayScale: CGFloat) -> TextMeasurement

    /// The same with the environment's paragraph settings. A measurer that
    /// does not implement it ignores them.
    func measure(_ text: String, font: Font, options: TextLayoutOptions, proposal: ProposedViewSize,
                 displayScale: CGFloat) -> TextMeasurement
}

extension TextMeasurer {
    /// Ignores `options` and measures with `measure(_:font:proposal:displayScale:)`.
    public func measure(_ text: String, font: Font, options: TextLayoutOptions, proposal: ProposedViewSize,
                        displayScale: CGFloat) -> TextMeasurement {
        measure(text, font: font, proposal: proposal, displayScale: displayScale)
    }
}
