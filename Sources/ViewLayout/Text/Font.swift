import Foundation

/// An environment-dependent font. Sizes and weights of the text styles are
/// iOS's at the default Dynamic Type size, Large (facts §12, Apple HIG).
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public struct Weight: Hashable, Sendable {
        /// The OpenType weight class: 400 regular, 600 semibold, 700 bold.
        public let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public var size: CGFloat
    public var weight: Weight
    public var design: Design
    public var isItalic: Bool
    public var monospacedDigits: Bool
    public var style: TextStyle?

    init(size: CGFloat, weight: Weight = .regular, design: Design = .default, style: TextStyle? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = false
        self.monospacedDigits = false
        self.style = style
    }

    /// Point size and weight of each text style on iOS at Large (HIG).
    static func metrics(of style: TextStyle) -> (size: CGFloat, weight: Weight) {
        switch style {
        case .largeTitle: return (34, .regular)
        case .title: return (28, .regular)
        case .title2: return (22, .regular)
        case .title3: return (20, .regular)
        case .headline: return (17, .semibold)
        case .body: return (17, .regular)
        case .callout: return (16, .regular)
        case .subheadline: return (15, .regular)
        case .footnote: return (13, .regular)
        case .caption: return (12, .regular)
        case .caption2: return (11, .regular)
        }
    }

    init(style: TextStyle) {
        let m = Font.metrics(of: style)
        self.init(size: m.size, weight: m.weight, style: style)
    }

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular, design: design ?? .default)
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var f = Font(style: style)
        if let design { f.design = design }
        if let weight { f.weight = weight }
        return f
    }

    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weight = weight
        return f
    }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }
    public func monospaced() -> Font {
        var f = self
        f.design = .monospaced
        return f
    }
    public func monospacedDigit() -> Font {
        var f = self
        f.monospacedDigits = true
        return f
    }

    public var description: String {
        var s = style.map { ".\($0.rawValue)" } ?? ".system(size: \(size))"
        if style == nil || Font.metrics(of: style!).weight != weight { s += ".weight(\(weight.value))" }
        if design != .default { s += ".design(\(design))" }
        if isItalic { s += ".italic()" }
        return s
    }
}

extension View {
    /// Sets the default font for text in this view.
    public consuming func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }
}
