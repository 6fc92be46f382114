import Foundation

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Lines aligned to the leading edge, centred, or aligned to the trailing edge.
    case leading, center, trailing
}

extension Text {
    /// The type of truncation to apply to a line of text when it's too long
    /// to fit in the available space.
    public enum TruncationMode: Hashable, Sendable {
        /// Cut at the start, the end (the default) or the middle of the line, with
        /// an ellipsis where the text was cut.
        case head, tail, middle
    }
}

/// The paragraph modifiers of `Text` ("Text" and "View" pages: lineLimit,
/// truncationMode, multilineTextAlignment, lineSpacing, minimumScaleFactor,
/// allowsTightening). Each sets an environment value that every `Text`
/// below reads, as in SwiftUI.
nonisolated extension View {
    /// Sets the maximum number of lines that text can occupy; nil for no limit.
    public consuming func lineLimit(_ number: Int?) -> some View {
        transformEnvironment(\.textLayoutOptions) {
            $0.lineLimit = number
            $0.reservedLines = 0
        }
    }

    /// Sets a limit for the number of lines text can occupy; with
    /// `reservesSpace` the text is always as tall as that many lines.
    public consuming func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        transformEnvironment(\.textLayoutOptions) {
            $0.lineLimit = limit
            $0.reservedLines = reservesSpace ? limit : 0
        }
    }

    /// At least `lowerBound` lines of height, at most `upperBound` lines.
    public consuming func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        transformEnvironment(\.textLayoutOptions) {
            $0.lineLimit = limit.upperBound
            $0.reservedLines = limit.lowerBound
        }
    }

    /// At least `lowerBound` lines of height, no upper limit.
    public consuming func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        transformEnvironment(\.textLayoutOptions) {
            $0.lineLimit = nil
            $0.reservedLines = limit.lowerBound
        }
    }

    /// At most `upperBound` lines.
    public consuming func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        transformEnvironment(\.textLayoutOptions) {
            $0.lineLimit = limit.upperBound
            $0.reservedLines = 0
        }
    }

    /// Where a line that does not fit is cut: `.tail` by default.
    public consuming func truncationMode(_ mode: Text.TruncationMode) -> some View {
        transformEnvironment(\.textLayoutOptions) { $0.truncationMode = mode }
    }

    /// How lines of a multiline text are aligned in its frame (drawing only:
    /// the frame is as wide as the widest line either way).
    public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        transformEnvironment(\.textLayoutOptions) { $0.alignment = alignment }
    }

    /// Extra space between lines of text, in points.
    public consuming func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        transformEnvironment(\.textLayoutOptions) { $0.lineSpacing = lineSpacing.isFinite ? Double(lineSpacing) : 0 }
    }

    /// The smallest fraction of the font size that text may shrink to
    /// before it truncates (1, no shrinking, by default).
    public consuming func minimumScaleFactor(_ factor: CGFloat) -> some View {
        transformEnvironment(\.textLayoutOptions) {
            $0.minimumScaleFactor = factor.isFinite ? Swift.min(1, Swift.max(0.01, Double(factor))) : 1
        }
    }

    /// Whether text may tighten its character spacing before it truncates.
    public consuming func allowsTightening(_ flag: Bool) -> some View {
        transformEnvironment(\.textLayoutOptions) { $0.allowsTightening = flag }
    }
}

extension EnvironmentValues {
    /// The paragraph settings that `Text` lays out with.
    public var textLayoutOptions: TextLayoutOptions {
        get { self[TextLayoutOptionsKey.self] }
        set { self[TextLayoutOptionsKey.self] = newValue }
    }
    /// The most lines `Text` shows; `nil`, the default, for no limit.
    public var lineLimit: Int? {
        get { textLayoutOptions.lineLimit }
        set { textLayoutOptions.lineLimit = newValue }
    }
    /// Where `Text` cuts a line that does not fit; `.tail` by default.
    public var truncationMode: Text.TruncationMode {
        get { textLayoutOptions.truncationMode }
        set { textLayoutOptions.truncationMode = newValue }
    }
    /// How `Text` aligns its lines; `.leading` by default. It only affects drawing.
    public var multilineTextAlignment: TextAlignment {
        get { textLayoutOptions.alignment }
        set { textLayoutOptions.alignment = newValue }
    }
    /// Extra space between lines of `Text`, in points; 0 by default.
    public var lineSpacing: CGFloat {
        get { CGFloat(textLayoutOptions.lineSpacing) }
        set { textLayoutOptions.lineSpacing = Double(newValue) }
    }
    /// The smallest fraction of its font size `Text` may shrink to; 1 by default.
    public var minimumScaleFactor: CGFloat {
        get { CGFloat(textLayoutOptions.minimumScaleFactor) }
        set { textLayoutOptions.minimumScaleFactor = Double(newValue) }
    }
    /// Whether `Text` may tighten its spacing before truncating; false by default.
    public var allowsTightening: Bool {
        get { textLayoutOptions.allowsTightening }
        set { textLayoutOptions.allowsTightening = newValue }
    }
}

struct TextLayoutOptionsKey: EnvironmentKey {
    static let defaultValue = TextLayoutOptions()
}

/// Weight, italic and design set on a view for the text inside it
/// (`fontWeight(_:)`, `bold(_:)`, `italic(_:)`, `fontDesign(_:)`,
/// `monospaced(_:)` as view modifiers, iOS 16).
public struct FontModifiers: Hashable, Sendable {
    /// The weight set by `fontWeight(_:)` or `bold(_:)`; `nil` keeps the font's.
    public var weight: Font.Weight?
    /// Whether `italic(_:)` is in effect.
    public var isItalic = false
    /// The design set by `fontDesign(_:)` or `monospaced(_:)`; `nil` keeps the font's.
    public var design: Font.Design?
    /// The case set by `textCase(_:)`; `nil` shows text as written.
    public var textCase: Text.Case?
    /// Whether a `textCase(_:)` above set the case, even to nil: a list's
    /// section header keeps a case set so and upper-cases otherwise.
    var isTextCaseSet = false
    /// Whether `monospacedDigit()` is in effect.
    public var monospacedDigits = false
    /// The underline set by `underline(_:pattern:color:)`.
    public var underline: Text.LineStyle? {
        get { lines?.underline }
        set { lines = TextLines(underline: newValue, strikethrough: strikethrough) }
    }
    /// The strikethrough set by `strikethrough(_:pattern:color:)`.
    public var strikethrough: Text.LineStyle? {
        get { lines?.strikethrough }
        set { lines = TextLines(underline: underline, strikethrough: newValue) }
    }
    /// Both lines behind one reference, so that the environment's copies of
    /// these modifiers stay a few words.
    var lines: TextLines?
}

struct FontModifiersKey: EnvironmentKey {
    static let defaultValue = FontModifiers()
}

extension EnvironmentValues {
    /// The weight, italic and design that `Text` below applies to its font.
    public var fontModifiers: FontModifiers {
        get { self[FontModifiersKey.self] }
        set { self[FontModifiersKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the weight of every `Text` inside the view that sets none of its own.
    public consuming func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.fontModifiers) { $0.weight = weight }
    }
    /// Makes every `Text` inside the view bold when `isActive` is true.
    public consuming func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontModifiers) { if isActive { $0.weight = .bold } }
    }
    /// Makes every `Text` inside the view italic when `isActive` is true.
    public consuming func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontModifiers) { if isActive { $0.isItalic = true } }
    }
    /// Sets the design of every `Text` inside the view.
    public consuming func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment(\.fontModifiers) { $0.design = design }
    }
    /// Makes every `Text` inside the view monospaced when `isActive` is true.
    public consuming func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontModifiers) { if isActive { $0.design = .monospaced } }
    }
    /// Gives every `Text` inside the view digits of one width.
    public consuming func monospacedDigit() -> some View {
        transformEnvironment(\.fontModifiers) { $0.monospacedDigits = true }
    }
    /// Shows every `Text` inside the view in upper or lower case (nil: as
    /// written). The text is measured in that case, so the frame fits it.
    public consuming func textCase(_ textCase: Text.Case?) -> some View {
        transformEnvironment(\.fontModifiers) {
            $0.textCase = textCase
            $0.isTextCaseSet = true
        }
    }
    /// Underlines every `Text` inside the view.
    public consuming func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment(\.fontModifiers) { $0.underline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }
    /// Strikes through every `Text` inside the view.
    public consuming func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                                        color: Color? = nil) -> some View {
        transformEnvironment(\.fontModifiers) { $0.strikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }
    /// Adds `tracking` points after every character of every `Text` inside
    /// the view (a line of n characters grows n × tracking wider).
    public consuming func tracking(_ tracking: CGFloat) -> some View {
        transformEnvironment(\.textLayoutOptions) { $0.tracking = tracking.isFinite ? Double(tracking) : 0 }
    }
    /// Sets the spacing between characters of every `Text` inside the view;
    /// measured as `tracking(_:)`.
    public consuming func kerning(_ kerning: CGFloat) -> some View {
        tracking(kerning)
    }
}
