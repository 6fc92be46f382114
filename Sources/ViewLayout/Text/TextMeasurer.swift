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

/// Measures text for layout. The engine never reads font files: it asks a
/// measurer for sizes and baselines, so real font metrics can be plugged in
/// without touching layout.
public protocol TextMeasurer: Sendable {
    /// The size of `text` set in `font` for `proposal`: the unwrapped line
    /// for an unspecified or infinite width, wrapped lines for a finite one.
    func measure(_ text: String, font: Font, proposal: ProposedViewSize, displayScale: CGFloat) -> TextMeasurement
}
