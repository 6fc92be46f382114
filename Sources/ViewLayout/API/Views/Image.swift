import Foundation

/// A view that displays an image. A named image has the pixel size given in
/// the environment's `imageSizes` (100 × 100 when none is given); a system
/// symbol is sized from the current font (`SystemSymbol`) and has a text
/// baseline, so it lines up with text in `.firstTextBaseline` stacks.
/// `resizable()` makes it take the proposal.
nonisolated public struct Image: View {
    public typealias Body = Never
    let name: String
    let isSystem: Bool
    var isResizable = false
    /// Set by `renderingMode(_:)`; nil: the image's own (template for symbols).
    var renderingMode: TemplateRenderingMode?

    /// Creates an image from the name of an image resource; its size comes from
    /// the environment's `imageSizes`.
    public init(_ name: String) {
        self.name = name
        self.isSystem = false
    }
    /// Creates a system symbol image, sized from the current font.
    public init(systemName: String) {
        self.name = systemName
        self.isSystem = true
    }

    /// Whether the image is drawn as a template (tinted with the foreground
    /// style) or with its own colors; drawing only.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var i = self
        i.renderingMode = renderingMode
        return i
    }

    /// The image, made to take the size proposed to it instead of its own.
    public func resizable() -> Image {
        var i = self
        i.isResizable = true
        return i
    }
}

extension Image {
    /// How an image is drawn: as a template in the foreground style, or in its own colors.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Tinted with the foreground style.
        case template
        /// In the image's own colors.
        case original
    }

    /// The size of a symbol relative to the text around it (`imageScale(_:)`).
    public enum Scale: Hashable, CaseIterable, Sendable {
        /// About 20 % smaller than medium.
        case small
        /// The default: matched to the text's size.
        case medium
        /// About 30 % larger than medium.
        case large

        /// The factor applied to a medium symbol's size (PlatformMetrics,
        /// "Symbol image scales": Apple's `NSImage.SymbolScale` pages put
        /// small "approximately 20% smaller", large "approximately 30% larger").
        var factor: Double {
            switch self {
            case .small: return 0.8
            case .medium: return 1
            case .large: return 1.3
            }
        }
    }
}

/// How a symbol's layers are colored (`symbolRenderingMode(_:)`); accepted,
/// symbols here are drawn in one color.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// One color for every layer.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// One color at several opacities.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Several colors from the foreground styles.
    public static let palette = SymbolRenderingMode(name: "palette")
    /// The symbol's own colors.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// A variant of a symbol (`symbolVariant(_:)`): `.fill` picks the filled
/// symbol (its name with ".fill"); the others are accepted.
public struct SymbolVariants: Hashable, Sendable {
    let suffixes: [String]
    /// No variant.
    public static let none = SymbolVariants(suffixes: [])
    /// The filled variant.
    public static let fill = SymbolVariants(suffixes: ["fill"])
    /// The variant in a circle.
    public static let circle = SymbolVariants(suffixes: ["circle"])
    /// The variant in a square.
    public static let square = SymbolVariants(suffixes: ["square"])
    /// The variant in a rectangle.
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
    /// The slashed variant.
    public static let slash = SymbolVariants(suffixes: ["slash"])
    /// The variant in a circle.
    public var circle: SymbolVariants { SymbolVariants(suffixes: suffixes + ["circle"]) }
    /// The variant in a square.
    public var square: SymbolVariants { SymbolVariants(suffixes: suffixes + ["square"]) }
    /// The filled variant.
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }
    /// The slashed variant.
    public var slash: SymbolVariants { SymbolVariants(suffixes: suffixes + ["slash"]) }

    /// `name` with the variant's parts added in SF Symbols' order (shape, then fill, then slash), each once.
    func apply(to name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        for s in ["circle", "square", "rectangle", "fill", "slash"] where suffixes.contains(s) && !parts.contains(s) {
            parts.append(s)
        }
        return parts.joined(separator: ".")
    }
}

struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// The scale of symbols in this environment; medium by default.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    /// The symbol variant in this environment; none by default.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
    /// The symbol rendering mode in this environment; nil (the symbol's own) by default.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Scales symbols inside the view: small, medium (the default) or large.
    public consuming func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
    /// Makes symbols inside the view use a variant (`.fill` draws the filled symbol).
    public consuming func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }
    /// Sets how symbols inside the view color their layers (accepted: drawn in one color).
    public consuming func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension EnvironmentValues {
    /// Natural sizes of named images, in points, for `Image(_:)`.
    public var imageSizes: [String: CGSize] {
        get { self[ImageSizesKey.self] }
        set { self[ImageSizesKey.self] = newValue }
    }
}

struct ImageSizesKey: EnvironmentKey {
    static let defaultValue: [String: CGSize] = [:]
}

/// The size of an SF Symbol at the medium scale and regular weight, in em of
/// the current font, how far it reaches below the text baseline, and the
/// code point of the glyph the renderers draw for it.
///
/// The names, sizes and glyphs are one generated table
/// (`SystemSymbolTable.swift`, written by `Scripts/convert_symbols.py` from
/// Bootstrap Icons, MIT): each image is its icon's ink scaled by one factor
/// plus a margin, fitted to the one published measurement found (Apple
/// Developer Forums thread 716773: chevron.compact.down at 64 pt is
/// 70.33 × 25.67 pt with its baseline 10.33 pt below its bottom), and
/// centred 0.362 em above the baseline (that measurement; WWDC 2020
/// session 10207: symbols are centred on the cap height). Other symbols'
/// sizes follow from the icons' proportions and are unverified. An unknown
/// name is a square one line tall with the font's descent below the
/// baseline, drawn as a placeholder, and a diagnostic.
package struct SystemSymbol: Sendable {
    package var width: Double
    package var height: Double
    package var descent: Double
    package var glyph: UInt32

    /// The enclosures SF Symbols names put around a glyph (`plus.circle`,
    /// `checkmark.seal`); their `.fill` variants are filled shapes with the
    /// glyph cut out.
    private static let enclosures: Set<Substring> = ["circle", "square", "seal", "app", "rectangle", "shield", "diamond",
                                                     "hexagon", "octagon", "triangle", "capsule", "bubble"]

    /// Whether a name is a glyph in a filled enclosure (`xmark.circle.fill`).
    static func isFilledEnclosure(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        return parts.count >= 3 && parts.last == "fill" && enclosures.contains(parts[parts.count - 2])
    }
}
