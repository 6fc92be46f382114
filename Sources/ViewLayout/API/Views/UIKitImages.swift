import Foundation

/// The UIKit image type that `import SwiftUI` brings along on iOS, so that
/// `Image(uiImage:)` compiles. It holds a name and a size; no file is read.
public final class UIImage: @unchecked Sendable {
    let name: String
    let isSystem: Bool
    /// The image's size in points; zero for an image made from nothing.
    public let size: CGSize

    /// An empty image.
    public init() {
        name = ""
        isSystem = false
        size = .zero
    }
    /// An image from the app's assets by name (sized like `Image(_:)`, from
    /// the environment's `imageSizes`).
    public init?(named name: String) {
        self.name = name
        isSystem = false
        size = .zero
    }
    /// A system symbol by name.
    public init?(systemName: String) {
        name = systemName
        isSystem = true
        size = .zero
    }
}

extension Image {
    /// Creates an image from a UIKit image: its asset or symbol name.
    public init(uiImage: UIImage) {
        self = uiImage.isSystem ? Image(systemName: uiImage.name) : Image(uiImage.name)
    }
}

/// The UIKit screen that app code reads its size from
/// (`UIScreen.main.bounds`). There is no screen here: `main` is the iPhone
/// 13's, the preset views are laid out on by default (390 × 844 at @3x).
public final class UIScreen: @unchecked Sendable {
    /// The screen's rectangle in points.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }
    /// The iPhone 13's screen.
    public static let main = UIScreen(bounds: CGRect(origin: .zero, size: DevicePreset.iPhone13.size), scale: DevicePreset.iPhone13.displayScale)
}
