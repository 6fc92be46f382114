import Foundation

extension Image {
    public static func _makeView(_ view: Image, _ resolver: _ViewResolver) {
        let variants = view.isSystem ? resolver.environment.symbolVariants : .none
        var name = variants == .none ? view.name : variants.apply(to: view.name)
        // One lookup a symbol (a string hashed); the plain name again only
        // for a variant.
        var known = view.isSystem ? SystemSymbol.metrics[name] : nil
        // A variant the symbol lacks leaves the symbol as it is.
        if view.isSystem && known == nil && variants != .none, let plain = SystemSymbol.metrics[view.name] {
            name = view.name
            known = plain
        }
        var info = LeafSpec(shape: .image, fill: nil, name: name)
        if view.isSystem {
            let font = resolver.environment.font ?? .body
            let scale = Double(resolver.environment.displayScale)
            // imageScale(_:) scales the symbol against the text (Image.Scale.factor).
            let imageScale = resolver.environment.imageScale.factor
            let size = font.size.isFinite && font.size > 0 ? Double(font.size) * imageScale : 0
            if known == nil {
                resolver.diagnose("Image(systemName: \"\(name)\"): unknown symbol; sized as a square one line of the font tall and drawn as a placeholder")
            }
            let m = known ?? SystemSymbol(width: 1.193, height: 1.193, descent: FaceSelection.sfDescender, glyph: 0)
            func up(_ v: Double) -> Double { (v * size * scale - 1e-9).rounded(.up) / scale }
            info.idealW = up(m.width)
            info.idealH = up(m.height)
            info.baseline = info.idealH - (m.descent * size * scale).rounded() / scale
        } else {
            // A size given by the caller, else the asset folder's (pixels
            // over the file's scale), else 100 × 100.
            let env = resolver.environment
            let given = env.imageSizes[view.name] ?? env.imageAssets.size(of: view.name)
            if given == nil && !env.imageAssets.images.isEmpty {
                resolver.diagnose("Image(\"\(view.name)\"): no image of that name in the asset folder; sized 100 × 100")
            }
            let size = given ?? CGSize(width: 100, height: 100)
            info.idealW = Double(size.width)
            info.idealH = Double(size.height)
        }
        info.resizable = view.isResizable
        resolver.addLeaf(info, kind: .image)
        if view.isSystem {
            // A symbol has a text baseline (its bottom less its descent).
            let n = resolver.tree.nodes.count - 1
            resolver.tree.nodes[n].guideMask = VerticalAlignment.firstTextBaseline.key.maskBit
                | VerticalAlignment.lastTextBaseline.key.maskBit
        }
        // An original-mode symbol keeps its own colors: drawn in the
        // primary color, the default. (A symbol is told from an asset image
        // by its baseline: `LeafInfo.isSystemImage`.)
        if view.isSystem && view.renderingMode != .original {
            // Given two styles, a symbol draws its glyph in the first and its
            // enclosure in the second (palette rendering:
            // https://developer.apple.com/documentation/swiftui/symbolrenderingmode/palette).
            // The stand-ins are one layer with the glyph cut out of the
            // enclosure, so a filled enclosure takes the second style and
            // the glyph shows what is behind it.
            let levels = resolver.environment._foregroundLevels
            let own = !levels.isEmpty && SystemSymbol.isFilledEnclosure(name) ? levels[0] : nil
            resolver.recordForeground(Int32(resolver.tree.nodes.count - 1), own: own)
        }
    }
}
