import Foundation

/// A view that displays an image. A named image has the pixel size given in
/// the environment's `imageSizes` (100 × 100 when none is given); a system
/// symbol is sized from the current font (`SystemSymbol`) and has a text
/// baseline, so it lines up with text in `.firstTextBaseline` stacks.
/// `resizable()` makes it take the proposal.
public struct Image: View {
    public typealias Body = Never
    let name: String
    let isSystem: Bool
    var isResizable = false

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

    /// The image, made to take the size proposed to it instead of its own.
    public func resizable() -> Image {
        var i = self
        i.isResizable = true
        return i
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
/// the current font, and how far it reaches below the text baseline.
/// Symbols are drawn to sit on the baseline of text of the same size and to
/// be a little taller than its cap height (HIG, "SF Symbols"); the figures
/// are estimates from the symbols' published outlines' proportions, not
/// measurements (none was found): an unknown name is a square one line tall
/// with the font's descent below the baseline, and a diagnostic.
struct SystemSymbol {
    var width: Double
    var height: Double
    var descent: Double

    static let metrics: [String: SystemSymbol] = [
        "globe": SystemSymbol(width: 1.18, height: 1.15, descent: 0.13),
        "hand.wave": SystemSymbol(width: 1.13, height: 1.15, descent: 0.11),
        "hand.wave.fill": SystemSymbol(width: 1.13, height: 1.15, descent: 0.11),
        "checkmark": SystemSymbol(width: 1.04, height: 0.97, descent: 0.05),
        "mic.circle": SystemSymbol(width: 1.18, height: 1.15, descent: 0.13),
        "mic.circle.fill": SystemSymbol(width: 1.18, height: 1.15, descent: 0.13),
        "star": SystemSymbol(width: 1.25, height: 1.18, descent: 0.1),
        "star.fill": SystemSymbol(width: 1.25, height: 1.18, descent: 0.1),
        // The symbols the containers draw (a row's disclosure chevron, a
        // disclosure group's, the search field's glass); estimates as above.
        "chevron.right": SystemSymbol(width: 0.6, height: 1.0, descent: 0.09),
        "chevron.down": SystemSymbol(width: 1.0, height: 0.6, descent: 0.0),
        "magnifyingglass": SystemSymbol(width: 1.1, height: 1.1, descent: 0.1),
    ]
}
