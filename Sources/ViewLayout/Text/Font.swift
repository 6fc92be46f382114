import Foundation

/// An environment-dependent font. Sizes and weights of the text styles are
/// iOS's at the default Dynamic Type size, Large (Apple HIG; Fidelity, "Text").
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The Dynamic Type text styles, each a size and weight (see ``Font``).
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        /// From the largest, `largeTitle` (34 points), to the smallest, `caption2`
        /// (11 points); `body` is 17.
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A font weight, from ultra-light to black.
    public struct Weight: Hashable, Sendable {
        /// The OpenType weight class: 400 regular, 600 semibold, 700 bold.
        public let value: Int
        /// Weight class 100.
        public static let ultraLight = Weight(value: 100)
        /// Weight class 200.
        public static let thin = Weight(value: 200)
        /// Weight class 300.
        public static let light = Weight(value: 300)
        /// Weight class 400.
        public static let regular = Weight(value: 400)
        /// Weight class 500.
        public static let medium = Weight(value: 500)
        /// Weight class 600.
        public static let semibold = Weight(value: 600)
        /// Weight class 700.
        public static let bold = Weight(value: 700)
        /// Weight class 800.
        public static let heavy = Weight(value: 800)
        /// Weight class 900.
        public static let black = Weight(value: 900)
    }

    /// A font design: the shape of the glyphs.
    /// `monospaced` measures with DejaVu Sans Mono (for SF Mono); the other
    /// designs measure like the default one.
    public enum Design: Hashable, Sendable {
        /// The default design (SF Pro), serif (New York), rounded (SF Rounded)
        /// and monospaced (SF Mono).
        case `default`, serif, rounded, monospaced
    }

    /// The point size.
    public var size: CGFloat
    /// The weight; heavier weights measure wider.
    public var weight: Weight
    /// The design.
    public var design: Design
    /// Whether the font is italic.
    public var isItalic: Bool
    /// Whether every digit is as wide as the widest one.
    public var monospacedDigits: Bool
    /// The text style the font came from, or `nil` for a fixed-size system font.
    public var style: TextStyle?
    /// For a custom font: the text style whose growth with Dynamic Type it
    /// follows (`.body` unless given); nil for a fixed size.
    var scalesLike: TextStyle?

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

    /// Point size of a text style at a Dynamic Type size (PlatformMetrics,
    /// "Dynamic Type sizes": UIKit's sizes, measured in the iOS 13.3
    /// simulator). Columns run from `.xSmall` to `.accessibility5`.
    static func size(of style: TextStyle, at typeSize: DynamicTypeSize) -> CGFloat {
        let row: [CGFloat]
        switch style {
        case .largeTitle: row = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: row = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: row = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: row = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: row = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .subheadline: row = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .callout: row = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .footnote: row = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: row = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: row = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
        return row[DynamicTypeSize.allCases.firstIndex(of: typeSize) ?? 3]
    }

    init(style: TextStyle) {
        let m = Font.metrics(of: style)
        self.init(size: m.size, weight: m.weight, style: style)
    }

    /// The largeTitle style: 34 points, regular.
    public static let largeTitle = Font(style: .largeTitle)
    /// The title style: 28 points, regular.
    public static let title = Font(style: .title)
    /// The title2 style: 22 points, regular.
    public static let title2 = Font(style: .title2)
    /// The title3 style: 20 points, regular.
    public static let title3 = Font(style: .title3)
    /// The headline style: 17 points, semibold.
    public static let headline = Font(style: .headline)
    /// The subheadline style: 15 points, regular.
    public static let subheadline = Font(style: .subheadline)
    /// The body style: 17 points, regular (the default font of `Text`).
    public static let body = Font(style: .body)
    /// The callout style: 16 points, regular.
    public static let callout = Font(style: .callout)
    /// The footnote style: 13 points, regular.
    public static let footnote = Font(style: .footnote)
    /// The caption style: 12 points, regular.
    public static let caption = Font(style: .caption)
    /// The caption2 style: 11 points, regular.
    public static let caption2 = Font(style: .caption2)

    /// A system font of a fixed point size, regular and of the default design unless given.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular, design: design ?? .default)
    }

    /// A font by name, scaled with Dynamic Type like body text. The package
    /// ships no other faces, so it is measured and drawn in the system face
    /// at that size [the name's own metrics are not used].
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// A font by name, scaled with Dynamic Type like the given text style
    /// (measured in the system face, as `custom(_:size:)`).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var f = Font(size: size)
        f.scalesLike = textStyle
        return f
    }

    /// A font by name at a size that does not follow Dynamic Type (measured
    /// in the system face).
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(size: fixedSize)
    }

    /// The system font of a text style, with the design and weight given replacing the style's.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var f = Font(style: style)
        if let design { f.design = design }
        if let weight { f.weight = weight }
        return f
    }

    /// The font in the given weight.
    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weight = weight
        return f
    }
    /// The font in bold.
    public func bold() -> Font { weight(.bold) }
    /// The font in italics.
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }
    /// The font in the monospaced design.
    public func monospaced() -> Font {
        var f = self
        f.design = .monospaced
        return f
    }
    /// The font with every digit as wide as the widest one.
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

nonisolated extension View {
    /// Sets the default font for text in this view.
    public consuming func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }
}
