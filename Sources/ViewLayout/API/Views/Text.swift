import Foundation

/// A view that displays one or more lines of read-only text. Its ideal size
/// is one unwrapped line; proposed less width, it wraps (measured by the
/// environment's `TextMeasurer`).
public struct Text: View, Equatable {
    public typealias Body = Never
    public var content: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var design: Font.Design?
    var monospacedDigits = false
    /// Set by `foregroundColor(_:)` on the text itself (API/Views/DrawingModifiers.swift).
    var foreground: Paint?

    public init(verbatim content: String) { self.content = content }
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    public func font(_ font: Font?) -> Text {
        var t = self
        t.font = font
        return t
    }
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var t = self
        t.weight = weight
        return t
    }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text {
        var t = self
        t.isItalic = true
        return t
    }
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
    public func fontDesign(_ design: Font.Design?) -> Text {
        var t = self
        t.design = design
        return t
    }
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
