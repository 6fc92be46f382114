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

    /// The font a text is set in: its own font or the environment's (body
    /// by default), then the weight, italic and design set on the text or
    /// by `fontWeight`/`bold`/`italic`/`fontDesign` above it.
    /// A size that is negative, infinite or NaN is a mistake: diagnosed and
    /// measured as 0, which lays the text out as nothing (a zero size).
    public static func _makeView(_ view: Text, _ resolver: _ViewResolver) {
        let env = resolver.environment
        var font = view.font ?? env.font ?? .body
        let style = env.fontModifiers
        if let w = view.weight ?? style.weight { font.weight = w }
        if view.isItalic || style.isItalic { font.isItalic = true }
        if let d = view.design ?? style.design { font.design = d }
        if view.monospacedDigits { font.monospacedDigits = true }
        if !(font.size.isFinite && font.size >= 0) {
            resolver.diagnose("Text \"\(view.content.prefix(40))\": font size \(font.size) is not a size; measured as 0")
            font.size = 0
        }
        if let missing = BuiltinTextMeasurer.firstMissingCharacter(view.content, font: font) {
            resolver.diagnose("Text \"\(view.content.prefix(40))\": U+\(String(missing.value, radix: 16, uppercase: true)) is not in the shipped faces; measured with the fallback face's advance")
        }
        resolver.tree.texts.append(TextInfo(string: view.content, font: font, options: env.textLayoutOptions))
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
