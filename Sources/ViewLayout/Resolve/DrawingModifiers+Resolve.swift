import Foundation

extension _ForegroundModifier {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        let saved = resolver.environment
        // A hierarchical style refers to the foreground around this modifier.
        let paint = m.paint.map { resolver.resolved($0) }
        let levels = m.levels.map { resolver.resolved($0) }
        resolver.environment._foregroundStyle = paint
        if !levels.isEmpty || !resolver.environment._foregroundLevels.isEmpty { resolver.environment._foregroundLevels = levels }
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
        case .effect(let e):
            guard let checked = resolver.checked(e) else { content(); return }
            change = .effect(checked)
        default: break
        }
        resolver.forEachProduced(content) { n in
            var a = resolver.tree.drawing[n] ?? DrawAttributes()
            switch change {
            case .opacity(let o): a.effects.append(.opacity(o))
            case .clip(let c): a.effects.append(.clip(c))
            case .zIndex(let z): a.zIndex = z
            case .effect(let e): a.effects.append(e)
            }
            resolver.tree.drawing[n] = a
        }
    }
}

extension _MaskModifier {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        // Laid out as an overlay (the mask is proposed the view's size and
        // does not change it); the overlay node is marked so that renderers
        // use its second child as the first's mask.
        resolver.forEachProduced({
            resolver.tree.alignments.append(m.alignment)
            resolver.attach(.overlay, payload: Int32(resolver.tree.alignments.count - 1), primary: content) {
                resolver.make(m.mask)
            }
        }) { n in
            var a = resolver.tree.drawing[n] ?? DrawAttributes()
            a.isMask = true
            resolver.tree.drawing[n] = a
        }
    }
}

nonisolated public struct _PreferredColorSchemeModifier: ViewModifier {
    public typealias Body = Never
    let scheme: ColorScheme?
}

extension _PreferredColorSchemeModifier {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        guard let scheme = m.scheme else { content(); return }
        // The preference reaches the window: its canvas is drawn in it.
        resolver.tree.preferredColorScheme = scheme
        let saved = resolver.environment
        resolver.environment.colorScheme = scheme
        content()
        resolver.environment = saved
    }
}

extension _ViewResolver {
    /// An effect with its numbers checked: NaN and infinite values are
    /// diagnosed and the effect dropped (nil) or its value replaced.
    func checked(_ e: DrawingEffect) -> DrawingEffect? {
        func bad(_ what: String) -> DrawingEffect? {
            diagnose("\(what): the value must be finite; the effect is not applied")
            return nil
        }
        switch e {
        case .shadow(let c, let r, let x, let y):
            guard r.isFinite, x.isFinite, y.isFinite else { return bad("shadow(radius: \(r), x: \(x), y: \(y))") }
            return .shadow(color: c, radius: Swift.max(0, r), x: x, y: y)
        case .blur(let r, let o):
            guard r.isFinite else { return bad("blur(radius: \(r))") }
            return .blur(radius: Swift.max(0, r), opaque: o)
        case .colorMatrix(let m):
            guard m.values.allSatisfy(\.isFinite) else { return bad("color filter") }
            return e
        case .transform(let t):
            let f = t.matrix(in: CGRect(x: 0, y: 0, width: 1, height: 1))
            guard [f.a, f.b, f.c, f.d, f.tx, f.ty].allSatisfy(\.isFinite) else { return bad("transform effect") }
            return e
        default:
            return e
        }
    }

    /// Records the foreground style in effect (the view's own first) for the
    /// text or image node just added; in dark mode the default too, which
    /// is then white.
    func recordForeground(_ n: Int32, own: Paint? = nil) {
        // The style is a custom key: a tree that sets no key skips the lookup.
        var paint = own ?? (environment.custom == nil ? nil : environment._foregroundStyle)
        let dark = environment.colorScheme == .dark
        // Without one, the output's default (the light primary) applies.
        guard paint != nil || dark else { return }
        if paint == nil && dark { paint = .color(.primary) }
        var a = tree.drawing[n] ?? DrawAttributes()
        a.foreground = paint.map { resolved($0) }
        tree.drawing[n] = a
    }

    /// Marks the leaf just added as stroked inside its frame (`strokeBorder`)
    /// and records a stroke style with caps, joins or dashes.
    func recordStroke(inset: Bool, style: StrokeStyle?) {
        let n = Int32(tree.nodes.count - 1)
        var a = tree.drawing[n] ?? DrawAttributes()
        a.strokeInset = inset
        a.strokeStyle = style
        tree.drawing[n] = a
    }

    /// Records the trimmed part of the shape just added (`trim(from:to:)`).
    func recordTrim(_ trim: ClosedRange<Double>) {
        let n = Int32(tree.nodes.count - 1)
        var a = tree.drawing[n] ?? DrawAttributes()
        a.trim = trim
        tree.drawing[n] = a
    }
}
