import Foundation

/// A view that displays one or more lines of read-only text. Its ideal size
/// is one unwrapped line; proposed less width, it wraps (measured by the
/// environment's `TextMeasurer`).
nonisolated public struct Text: View, Equatable {
    public typealias Body = Never
    /// The string the text shows, as given (no localisation lookup).
    public var content: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var design: Font.Design?
    var monospacedDigits = false
    /// Set by `foregroundColor(_:)` on the text itself (API/Views/DrawingModifiers.swift).
    var foreground: Paint? {
        get { ownForeground?.paint }
        set { ownForeground = newValue.map(TextForeground.init) }
    }
    /// Held by reference, as `lines` is: a paint stored inline (an enum
    /// with gradient arrays) made every copy of every text switch over it.
    private var ownForeground: TextForeground?
    /// Tracking, underline and strikethrough set on the text itself: rare,
    /// so held by one reference that keeps every text cheap to copy.
    var lines: TextLines?
    var tracking: Double? { lines?.tracking }
    var underline: LineStyle? { lines?.underline }
    var strikethrough: LineStyle? { lines?.strikethrough }

    /// Creates a text that shows the string as given.
    public init(verbatim content: String) { self.content = content }
    /// Creates a text that shows the string; there is no localisation table
    /// here, so this shows it as given too. A string literal picks
    /// `init(_:tableName:bundle:comment:)` instead, as in SwiftUI.
    @_disfavoredOverload
    @inlinable public init<S: StringProtocol>(_ content: S) {
        // Inlinable, so that the caller's module converts its own string
        // type: the library's generic copy went through the protocol's witnesses.
        self.init(verbatim: String(content))
    }

    /// The text in the given font; `nil` uses the environment's font (`.body` by default).
    public func font(_ font: Font?) -> Text {
        var t = self
        t.font = font
        return t
    }
    /// The text in the given weight; heavier weights measure wider.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var t = self
        t.weight = weight
        return t
    }
    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// The text in bold when `isActive` is true, unchanged otherwise.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// The text in italics.
    public func italic() -> Text {
        var t = self
        t.isItalic = true
        return t
    }
    /// Adds `tracking` points after every character: a line of n
    /// characters grows n × tracking wider (NSAttributedString's `kern`
    /// attribute, which Text's tracking sets, adds its value after each
    /// character).
    public func tracking(_ tracking: CGFloat) -> Text {
        var t = self
        t.lines = TextLines(tracking: Double(tracking), underline: underline, strikethrough: strikethrough)
        return t
    }
    /// Sets the spacing between characters; measured and drawn as `tracking(_:)`
    /// (the two differ only in how ligatures are treated).
    public func kerning(_ kerning: CGFloat) -> Text { tracking(kerning) }
    /// Underlines the text (in its own color unless one is given).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        var t = self
        t.lines = TextLines(tracking: tracking, underline: isActive ? LineStyle(pattern: pattern, color: color) : nil,
                            strikethrough: strikethrough)
        return t
    }
    /// Draws a line through the text (in its own color unless one is given).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        var t = self
        t.lines = TextLines(tracking: tracking, underline: underline,
                            strikethrough: isActive ? LineStyle(pattern: pattern, color: color) : nil)
        return t
    }
    /// The two strings as one text, measured in the first text's font and style.
    public static func + (a: Text, b: Text) -> Text {
        var t = a
        t.content += b.content
        return t
    }

    /// Monospaced characters (SF Mono; DejaVu Sans Mono here).
    public func monospaced(_ isActive: Bool = true) -> Text {
        var t = self
        if isActive { t.design = .monospaced }
        return t
    }
    /// The text in the given design (monospaced, rounded, serif); `nil` keeps the font's.
    public func fontDesign(_ design: Font.Design?) -> Text {
        var t = self
        t.design = design
        return t
    }
    /// The text with every digit as wide as the widest one, so a changing number
    /// keeps its width.
    public func monospacedDigit() -> Text {
        var t = self
        t.monospacedDigits = true
        return t
    }
}

/// The paint set on a text itself, immutable and compared by value.
final class TextForeground: Hashable, Sendable {
    let paint: Paint

    init(_ paint: Paint) { self.paint = paint }

    static func == (a: TextForeground, b: TextForeground) -> Bool { a === b || a.paint == b.paint }

    func hash(into hasher: inout Hasher) { hasher.combine(paint) }
}

/// A text's tracking and its underline and strikethrough styles, immutable
/// and compared by value; nil fields are unset.
final class TextLines: Hashable, Sendable {
    let tracking: Double?
    let underline: Text.LineStyle?
    let strikethrough: Text.LineStyle?

    init(tracking: Double? = nil, underline: Text.LineStyle?, strikethrough: Text.LineStyle?) {
        self.tracking = tracking
        self.underline = underline
        self.strikethrough = strikethrough
    }

    static func == (a: TextLines, b: TextLines) -> Bool {
        a === b || (a.tracking == b.tracking && a.underline == b.underline && a.strikethrough == b.strikethrough)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(tracking)
        hasher.combine(underline)
        hasher.combine(strikethrough)
    }
}

extension Text {
    /// A line drawn under or through text: its pattern and color (nil: the text's own).
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of a text line.
        public struct Pattern: Hashable, Sendable {
            let dashes: [Double]
            /// A solid line.
            public static let solid = Pattern(dashes: [])
            /// Dots.
            public static let dot = Pattern(dashes: [1, 1])
            /// Dashes.
            public static let dash = Pattern(dashes: [3, 1])
            /// Alternating dashes and dots.
            public static let dashDot = Pattern(dashes: [3, 1, 1, 1])
            /// Dashes, each followed by two dots.
            public static let dashDotDot = Pattern(dashes: [3, 1, 1, 1, 1, 1])
            /// Dash and gap lengths in multiples of the line's thickness; empty when solid.
            public var dashLengths: [Double] { dashes }
        }
        /// The pattern.
        public var pattern: Pattern
        /// The color; nil for the text's foreground color.
        public var color: Color?
        /// Creates a line style.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        /// A solid line in the text's color.
        public static let single = LineStyle()
    }

    /// The case a text is shown in (`textCase(_:)`).
    public enum Case: Hashable, Sendable {
        /// All capitals.
        case uppercase
        /// All lowercase.
        case lowercase
    }
}

extension EnvironmentValues {
    /// The measurer that `Text` uses. The built-in one by default.
    public var textMeasurer: any TextMeasurer {
        get { self[TextMeasurerKey.self] }
        set { self[TextMeasurerKey.self] = newValue }
    }
}

struct TextMeasurerKey: EnvironmentKey {
    static let defaultValue: any TextMeasurer = BuiltinTextMeasurer()
}
