import Foundation

extension _ForegroundModifier {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        let saved = resolver.environment
        resolver.environment._foregroundStyle = m.paint
        content()
        resolver.environment = saved
    }
}

extension _DrawAttributeModifier {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        // Checked once, not per node.
        var change = m.change
        switch change {
        case .opacity(let o):
            if o.isNaN {
                resolver.diagnose("opacity(nan): an opacity must be a number; 1 is used")
                change = .opacity(1)
            } else if o < 0 || o > 1 {
                change = .opacity(Swift.min(1, Swift.max(0, o)))  // SwiftUI clamps to 0...1
            }
        case .zIndex(let z) where !z.isFinite:
            resolver.diagnose("zIndex(\(z)): a z-index must be finite; 0 is used")
            change = .zIndex(0)
        case .clip(let c):
            if case .roundedRectangle(let r) = c.shape, !(r.isFinite && r >= 0) {
                resolver.diagnose("cornerRadius(\(r)): a radius must be finite and not negative; 0 is used")
                change = .clip(ClipShape(shape: .roundedRectangle(cornerRadius: 0), antialiased: c.antialiased))
            }
        default: break
        }
        resolver.forEachProduced(content) { n in
            var a = resolver.tree.drawing[n] ?? DrawAttributes()
            switch change {
            case .opacity(let o): a.opacity *= o
            case .clip(let c): a.clips.append(c)
            case .zIndex(let z): a.zIndex = z
            }
            resolver.tree.drawing[n] = a
        }
    }
}

extension _ViewResolver {
    /// Records the foreground style in effect (the view's own first) for the
    /// text or image node just added.
    func recordForeground(_ n: Int32, own: Paint? = nil, systemImage: Bool = false) {
        let paint = own ?? environment._foregroundStyle
        guard paint != nil || systemImage else { return }
        var a = tree.drawing[n] ?? DrawAttributes()
        a.foreground = paint
        a.isSystemImage = systemImage
        tree.drawing[n] = a
    }

    /// Marks the leaf just added as stroked inside its frame (`strokeBorder`).
    func recordStrokeInset() {
        let n = Int32(tree.nodes.count - 1)
        var a = tree.drawing[n] ?? DrawAttributes()
        a.strokeInset = true
        tree.drawing[n] = a
    }
}
