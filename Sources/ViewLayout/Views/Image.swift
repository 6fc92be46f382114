import Foundation

/// A view that displays an image. Until images have content (the rendering
/// issue), a named image has a placeholder ideal size that never varies
/// (100 × 100, or the size given in the environment's `imageSizes`), and a
/// system symbol is a square as tall as a line of the current font.
/// `resizable()` makes it take the proposal.
public struct Image: View {
    public typealias Body = Never
    let name: String
    let isSystem: Bool
    var isResizable = false

    public init(_ name: String) {
        self.name = name
        self.isSystem = false
    }
    public init(systemName: String) {
        self.name = systemName
        self.isSystem = true
    }

    public func resizable() -> Image {
        var i = self
        i.isResizable = true
        return i
    }

    public static func _makeView(_ view: Image, _ resolver: _ViewResolver) {
        var info = LeafInfo(shape: .image, fill: nil, name: view.name)
        if view.isSystem {
            let font = resolver.environment.font ?? .body
            let scale = Double(resolver.environment.displayScale)
            let side = (Double(font.size) * (BuiltinTextMeasurer.ascender + BuiltinTextMeasurer.descender) * scale).rounded(.up) / scale
            info.idealW = side
            info.idealH = side
        } else {
            let s = resolver.environment.imageSizes[view.name] ?? CGSize(width: 100, height: 100)
            info.idealW = Double(s.width)
            info.idealH = Double(s.height)
        }
        info.resizable = view.isResizable
        resolver.addLeaf(info, kind: .image)
        if view.isSystem { resolver.recordForeground(Int32(resolver.tree.nodes.count - 1), systemImage: true) }
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
