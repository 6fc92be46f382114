import Foundation

// iOS's semantic and system colors in both appearances. A color keeps its
// name; the layout swaps in the dark value by name when the environment's
// color scheme is dark (Resolve/ShapeStyle+Resolve.swift).
//
// Values: Apple's Human Interface Guidelines, "Color", Specifications
// (https://developer.apple.com/design/human-interface-guidelines/color#Specifications)
// for the system colors and grays, and the UIKit "UI element colors" as
// published in the light/dark tables of
// https://noahgilmore.com/blog/dark-mode-uicolor-compatibility (iOS 13
// values, which iOS 17 keeps) for the label, fill, background and
// separator colors.

/// UIKit's color type, as `import SwiftUI` brings it on iOS: the system
/// and semantic colors apps pass to `Color(uiColor:)` / `Color(_:)`, and
/// plain components. Each named one has its iOS light and dark values.
public struct UIColor: Hashable, Sendable {
    let color: Color

    init(_ name: String, _ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) { color = Color(name: name, r, g, b, a) }

    /// A color from sRGB components and an alpha, each from 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    /// A gray from a white level and an alpha, each from 0 to 1.
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }
    /// A color from hue, saturation, brightness and alpha, each from 0 to 1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }
    /// The same color as a SwiftUI `Color`.
    public init(_ color: Color) { self.color = color }

    /// The color with its alpha multiplied by `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha))) }

    /// The primary background: white; black in dark mode.
    public static let systemBackground = UIColor("systemBackground", 255, 255, 255)
    /// Content on the primary background: RGB 242, 242, 247; 28, 28, 30 in dark mode.
    public static let secondarySystemBackground = UIColor("secondarySystemBackground", 242, 242, 247)
    /// Content on the secondary background: white; 44, 44, 46 in dark mode.
    public static let tertiarySystemBackground = UIColor("tertiarySystemBackground", 255, 255, 255)
    /// A grouped list's background: RGB 242, 242, 247; black in dark mode.
    public static let systemGroupedBackground = UIColor("systemGroupedBackground", 242, 242, 247)
    /// A grouped list's rows: white; 28, 28, 30 in dark mode.
    public static let secondarySystemGroupedBackground = UIColor("secondarySystemGroupedBackground", 255, 255, 255)
    /// Content in grouped rows: RGB 242, 242, 247; 44, 44, 46 in dark mode.
    public static let tertiarySystemGroupedBackground = UIColor("tertiarySystemGroupedBackground", 242, 242, 247)
    /// Primary text: black; white in dark mode.
    public static let label = UIColor("label", 0, 0, 0)
    /// Secondary text: RGB 60, 60, 67 at 60 %; 235, 235, 245 at 60 % in dark mode.
    public static let secondaryLabel = UIColor("secondaryLabel", 60, 60, 67, 0.6)
    /// Tertiary text: RGB 60, 60, 67 at 30 %; 235, 235, 245 at 30 % in dark mode.
    public static let tertiaryLabel = UIColor("tertiaryLabel", 60, 60, 67, 0.3)
    /// Quaternary text: RGB 60, 60, 67 at 18 %; 235, 235, 245 at 16 % in dark mode.
    public static let quaternaryLabel = UIColor("quaternaryLabel", 60, 60, 67, 0.18)
    /// Placeholder text: as the tertiary label.
    public static let placeholderText = UIColor("placeholderText", 60, 60, 67, 0.3)
    /// Links: RGB 0, 122, 255; 9, 132, 255 in dark mode.
    public static let link = UIColor("link", 0, 122, 255)
    /// A thin separator: RGB 60, 60, 67 at 29 %; 84, 84, 88 at 60 % in dark mode.
    public static let separator = UIColor("separator", 60, 60, 67, 0.29)
    /// An opaque separator: RGB 198, 198, 200; 56, 56, 58 in dark mode.
    public static let opaqueSeparator = UIColor("opaqueSeparator", 198, 198, 200)
    /// Fill of thin shapes: RGB 120, 120, 128 at 20 %; at 36 % in dark mode.
    public static let systemFill = UIColor("systemFill", 120, 120, 128, 0.2)
    /// Fill of medium shapes: RGB 120, 120, 128 at 16 %; at 32 % in dark mode.
    public static let secondarySystemFill = UIColor("secondarySystemFill", 120, 120, 128, 0.16)
    /// Fill of large shapes: RGB 118, 118, 128 at 12 %; at 24 % in dark mode.
    public static let tertiarySystemFill = UIColor("tertiarySystemFill", 118, 118, 128, 0.12)
    /// Fill of large areas: RGB 116, 116, 128 at 8 %; 118, 118, 128 at 18 % in dark mode.
    public static let quaternarySystemFill = UIColor("quaternarySystemFill", 116, 116, 128, 0.08)
    /// The base gray: RGB 142, 142, 147 in both modes.
    public static let systemGray = UIColor("systemGray", 142, 142, 147)
    /// RGB 174, 174, 178; 99, 99, 102 in dark mode.
    public static let systemGray2 = UIColor("systemGray2", 174, 174, 178)
    /// RGB 199, 199, 204; 72, 72, 74 in dark mode.
    public static let systemGray3 = UIColor("systemGray3", 199, 199, 204)
    /// RGB 209, 209, 214; 58, 58, 60 in dark mode.
    public static let systemGray4 = UIColor("systemGray4", 209, 209, 214)
    /// RGB 229, 229, 234; 44, 44, 46 in dark mode.
    public static let systemGray5 = UIColor("systemGray5", 229, 229, 234)
    /// RGB 242, 242, 247; 28, 28, 30 in dark mode.
    public static let systemGray6 = UIColor("systemGray6", 242, 242, 247)
    /// The system red (``Color/red-swift.type.property``), with its dark variant.
    public static let systemRed = UIColor(Color.red)
    /// The system orange, with its dark variant.
    public static let systemOrange = UIColor(Color.orange)
    /// The system yellow, with its dark variant.
    public static let systemYellow = UIColor(Color.yellow)
    /// The system green, with its dark variant.
    public static let systemGreen = UIColor(Color.green)
    /// The system mint, with its dark variant.
    public static let systemMint = UIColor(Color.mint)
    /// The system teal, with its dark variant.
    public static let systemTeal = UIColor(Color.teal)
    /// The system cyan, with its dark variant.
    public static let systemCyan = UIColor(Color.cyan)
    /// The system blue, with its dark variant.
    public static let systemBlue = UIColor(Color.blue)
    /// The system indigo, with its dark variant.
    public static let systemIndigo = UIColor(Color.indigo)
    /// The system purple, with its dark variant.
    public static let systemPurple = UIColor(Color.purple)
    /// The system pink, with its dark variant.
    public static let systemPink = UIColor(Color.pink)
    /// The system brown, with its dark variant.
    public static let systemBrown = UIColor(Color.brown)
    /// Black in both modes.
    public static let black = UIColor(Color.black)
    /// White in both modes.
    public static let white = UIColor(Color.white)
    /// Transparent.
    public static let clear = UIColor(Color.clear)
    /// Gray: RGB 128, 128, 128 (UIKit's fixed gray, 50 % white).
    public static let gray = UIColor(Color(white: 0.5))
    /// Dark gray: 33 % white.
    public static let darkGray = UIColor(Color(white: 1.0 / 3))
    /// Light gray: 67 % white.
    public static let lightGray = UIColor(Color(white: 2.0 / 3))
    /// Pure red.
    public static let red = UIColor(Color(red: 1, green: 0, blue: 0))
    /// Pure green.
    public static let green = UIColor(Color(red: 0, green: 1, blue: 0))
    /// Pure blue.
    public static let blue = UIColor(Color(red: 0, green: 0, blue: 1))
    /// The app's tint (the system blue).
    public static let tintColor = UIColor(Color.accentColor)
}

extension Color {
    /// Creates a color from a UIKit color (keeping its dark variant).
    public init(uiColor: UIColor) { self = uiColor.color }
    /// Creates a color from a UIKit color (keeping its dark variant).
    public init(_ uiColor: UIColor) { self = uiColor.color }
}

/// The dark-appearance values of the named colors, by name (sources above).
enum SystemColors {
    static let dark: [String: Color] = {
        var t: [String: Color] = [:]
        func add(_ name: String, _ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) { t[name] = Color(name: name, r, g, b, a) }
        // HIG system colors, dark column.
        add("red", 255, 69, 58); add("orange", 255, 159, 10); add("yellow", 255, 214, 10); add("green", 48, 209, 88)
        add("mint", 99, 230, 226); add("teal", 64, 200, 224); add("cyan", 100, 210, 255); add("blue", 10, 132, 255)
        add("indigo", 94, 92, 230); add("purple", 191, 90, 242); add("pink", 255, 55, 95); add("brown", 172, 142, 104)
        add("gray", 142, 142, 147); add("accentColor", 10, 132, 255)
        add("primary", 255, 255, 255); add("secondary", 235, 235, 245, 0.6)
        // UI element colors, dark column.
        add("systemBackground", 0, 0, 0); add("secondarySystemBackground", 28, 28, 30); add("tertiarySystemBackground", 44, 44, 46)
        add("systemGroupedBackground", 0, 0, 0); add("secondarySystemGroupedBackground", 28, 28, 30)
        add("tertiarySystemGroupedBackground", 44, 44, 46)
        add("label", 255, 255, 255); add("secondaryLabel", 235, 235, 245, 0.6); add("tertiaryLabel", 235, 235, 245, 0.3)
        add("quaternaryLabel", 235, 235, 245, 0.16); add("quinaryLabel", 235, 235, 245, 0.07); add("placeholderText", 235, 235, 245, 0.3); add("link", 9, 132, 255)
        add("separator", 84, 84, 88, 0.6); add("opaqueSeparator", 56, 56, 58)
        add("systemFill", 120, 120, 128, 0.36); add("secondarySystemFill", 120, 120, 128, 0.32)
        add("tertiarySystemFill", 118, 118, 128, 0.24); add("quaternarySystemFill", 118, 118, 128, 0.18)
        add("systemGray", 142, 142, 147); add("systemGray2", 99, 99, 102); add("systemGray3", 72, 72, 74)
        add("systemGray4", 58, 58, 60); add("systemGray5", 44, 44, 46); add("systemGray6", 28, 28, 30)
        // The segmented control's selected thumb (PlatformMetrics, "Picker").
        add("segmentedThumb", 99, 99, 102)
        // Materials (estimates, see `Material`): a near-black tint.
        add("ultraThinMaterial", 28, 28, 30, 0.35); add("thinMaterial", 28, 28, 30, 0.55); add("regularMaterial", 28, 28, 30, 0.7)
        add("thickMaterial", 28, 28, 30, 0.82); add("ultraThickMaterial", 28, 28, 30, 0.92); add("barMaterial", 22, 22, 24, 0.94)
        return t
    }()

    /// The label colors of the hierarchical levels 0...4 (primary to
    /// quinary). Quinary has no UIKit label color: it continues the
    /// sequence at 7 % (unverified).
    static let labels: [Color] = [Color.primary, UIColor.secondaryLabel.color, UIColor.tertiaryLabel.color,
                                  UIColor.quaternaryLabel.color, Color(name: "quinaryLabel", 60, 60, 67, 0.07)]
    /// What each level multiplies into a custom foreground style's opacity:
    /// the label colors' alphas (60, 30, 18 %), unverified for custom colors.
    static let levelOpacity: [Double] = [1, 0.6, 0.3, 0.18, 0.07]
    /// The background style's levels: `.background`, `.background.secondary`
    /// and `.background.tertiary` (UIKit's three system backgrounds).
    static let backgrounds: [Color] = [UIColor.systemBackground.color, UIColor.secondarySystemBackground.color,
                                       UIColor.tertiarySystemBackground.color]
}

extension EnvironmentValues {
    /// The colors `Color("name")` resolves to, by asset name. There is no
    /// asset catalog on Linux: supply the app's colors here (one value per
    /// name, for the appearance being laid out). A name missing from the
    /// table draws as gray with a diagnostic.
    public var assetColors: [String: Color] {
        get { self[AssetColorsKey.self] }
        set { self[AssetColorsKey.self] = newValue }
    }
}

struct AssetColorsKey: EnvironmentKey {
    static let defaultValue: [String: Color] = [:]
}
