import Foundation

/// The named images of a folder, for `Image(_:)`: PNG and JPEG files (a
/// `name@2x.png` or `name@3x.png` file is the 2× or 3× variant of `name`)
/// and the image sets of an `Assets.xcassets` catalogue (`name.imageset`
/// with its `Contents.json`).
///
/// An image's size in points is its pixel size over its variant's scale, as
/// UIKit sizes a `UIImage` loaded from a bundle. Set the catalogue on the
/// environment (`EnvironmentValues/imageAssets`) and every `Image("name")`
/// it holds gets that size; the renderers draw the file.
///
/// ```swift
/// var env = EnvironmentValues()
/// env.imageAssets = ImageAssetCatalog(directory: URL(fileURLWithPath: "MyApp/Assets.xcassets"))
/// let tree = layout(ContentView(), in: CGSize(width: 390, height: 763), environment: env)
/// ```
public struct ImageAssetCatalog: Sendable, Hashable {
    /// One file of a named image.
    public struct Variant: Sendable, Hashable {
        /// The image file.
        public var file: URL
        /// The file's pixels per point: 1, 2 or 3.
        public var scale: Int
        /// The file's width in pixels.
        public var pixelWidth: Int
        /// The file's height in pixels.
        public var pixelHeight: Int
        /// Whether the file is a PNG (else a JPEG).
        public var isPNG: Bool

        /// The variant's size in points: its pixels over its scale.
        public var size: CGSize {
            CGSize(width: Double(pixelWidth) / Double(scale), height: Double(pixelHeight) / Double(scale))
        }
    }

    /// The variants of each named image, by name.
    public private(set) var images: [String: [Variant]]
    /// The files that were found but not read, each with the reason.
    public private(set) var problems: [String]

    /// An empty catalogue.
    public init() {
        images = [:]
        problems = []
    }

    /// Reads every PNG and JPEG file and image set under `directory` (its
    /// subfolders included). A file that cannot be read is skipped and named
    /// in `problems`, as is a folder that cannot be listed (the catalogue is
    /// then empty).
    public init(directory: URL) {
        self.init()
        let (found, problems) = ImageAssetScanner.scan(directory)
        images = found
        self.problems = problems
    }

    /// The size in points of the named image (of its 1× variant, else of
    /// any variant over its scale), or nil when the catalogue does not hold it.
    public func size(of name: String) -> CGSize? {
        guard let variants = images[name], let first = variants.min(by: { $0.scale < $1.scale }) else { return nil }
        return first.size
    }

    /// The variant to draw at `displayScale`: the one of that scale, else
    /// the smallest larger one, else the largest.
    public func variant(of name: String, displayScale: Double) -> Variant? {
        guard let variants = images[name], !variants.isEmpty else { return nil }
        let wanted = displayScale.isFinite ? Int(displayScale.rounded(.up)) : 1
        if let exact = variants.first(where: { $0.scale == wanted }) { return exact }
        if let larger = variants.filter({ $0.scale > wanted }).min(by: { $0.scale < $1.scale }) { return larger }
        return variants.max(by: { $0.scale < $1.scale })
    }
}

extension EnvironmentValues {
    /// The named images that `Image(_:)` takes its size from (and the
    /// renderers draw), after any size given in `imageSizes`; empty by
    /// default, when a named image is 100 × 100 points.
    public var imageAssets: ImageAssetCatalog {
        get { self[ImageAssetsKey.self] }
        set { self[ImageAssetsKey.self] = newValue }
    }
}

struct ImageAssetsKey: EnvironmentKey {
    static let defaultValue = ImageAssetCatalog()
}
