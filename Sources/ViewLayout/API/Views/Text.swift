import Foundation

/// A view that displays one or more lines of read-only text. Its ideal size
/// is one unwrapped line; proposed less width, it wraps (measured by the
/// environment's `TextMeasurer`).
public struct Text: View, Equatable {
    public typealias Body = Never
    /// The string the text shows, as given (no localisation lookup).
    public var content: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var design: Font.Design?
    var monospacedDigits = false
    /// Set by `foregroundColor(_:)` on the text itself (API/Views/DrawingModifiers.swift).
    var foreground: Paint?

    /// Creates a text that shows the string as given.
    public init(verbatim content: String) { self.content = content }
    /// Creates a text that shows the string; there is no localisation table
    /// here, so this shows it as given too. A string literal picks
    /// `init(_:tableName:bundle:comment:)` instead, as in SwiftUI.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

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
