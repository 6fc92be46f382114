import Foundation

/// What a text measurer answers for one string, font and proposal: the size
/// of the laid-out lines and the offsets of the first and last baselines from
/// the top, all in points and already on the pixel grid.
public struct TextMeasurement: Equatable, Sendable {
    public var size: CGSize
    public var firstBaseline: CGFloat
    public var lastBaseline: CGFloat
    public var lineCount: Int

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
    public var truncationMode: Text.TruncationMode
    public var alignment: TextAlignment
    public var lineSpacing: Double
    public var minimumScaleFactor: Double
    public var allowsTightening: Bool

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
    public func measure(_ text: String, font: Font, options: TextLayoutOptions, proposal: ProposedViewSize,
                        displayScale: CGFloat) -> TextMeasurement {
        measure(text, font: font, proposal: proposal, displayScale: displayScale)
    }
}
