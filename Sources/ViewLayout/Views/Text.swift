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
    /// Set by `foregroundColor(_:)` on the text itself (Views/DrawingModifiers.swift).
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

    public static func _makeView(_ view: Text, _ resolver: _ViewResolver) {
        var font = view.font ?? resolver.environment.font ?? .body
        if let w = view.weight { font.weight = w }
        if view.isItalic { font.isItalic = true }
        resolver.tree.texts.append(TextInfo(string: view.content, font: font))
        let n = resolver.addNode(.text, payload: Int32(resolver.tree.texts.count - 1))
        // Text owns explicit values for both baselines.
        resolver.tree.nodes[Int(n)].guideMask = VerticalAlignment.firstTextBaseline.key.maskBit
            | VerticalAlignment.lastTextBaseline.key.maskBit
        resolver.recordForeground(n, own: view.foreground)
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
