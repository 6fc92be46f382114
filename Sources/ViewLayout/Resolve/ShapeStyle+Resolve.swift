import Foundation

// Styles that depend on where they are used, resolved when a view is
// resolved: hierarchical levels against the foreground style in effect,
// asset colors against `assetColors`, named colors to their dark values
// when the color scheme is dark (API/Views/SystemColors.swift). A plain
// color in the light scheme is returned as it is.

extension _ViewResolver {
    /// `paint` as it draws here.
    func resolved(_ paint: Paint) -> Paint {
        switch paint {
        case .color(let c):
            if !needsResolving(c) { return paint }
            return .color(resolved(c, dark: environment.colorScheme == .dark))
        case .hierarchical(let level, let opacity):
            return resolvedLevel(level).multiplyingOpacity(opacity)
        case .linearGradient(let s, let a, let b):
            return .linearGradient(stops: resolved(s), startPoint: a, endPoint: b)
        case .radialGradient(let s, let c, let r0, let r1):
            return .radialGradient(stops: resolved(s), center: c, startRadius: r0, endRadius: r1)
        case .ellipticalGradient(let s, let c, let r0, let r1):
            return .ellipticalGradient(stops: resolved(s), center: c, startRadiusFraction: r0, endRadiusFraction: r1)
        case .angularGradient(let s, let c, let a0, let a1):
            return .angularGradient(stops: resolved(s), center: c, startAngle: a0, endAngle: a1)
        }
    }

    private func resolved(_ stops: [Gradient.Stop]) -> [Gradient.Stop] {
        guard stops.contains(where: { needsResolving($0.color) }) else { return stops }
        let dark = environment.colorScheme == .dark
        return stops.map { Gradient.Stop(color: resolved($0.color, dark: dark), location: $0.location) }
    }

    /// Whether `color` reads the environment: an asset colour always, a
    /// system colour in dark mode only (its light value is the one it holds),
    /// so the common case skips ``resolved(_:dark:)`` and its copies.
    func needsResolving(_ color: Color) -> Bool {
        color.isAsset || (color.nameIndex != 0 && environment.colorScheme == .dark)
    }

    /// An asset color looked up, a named color in its dark value when `dark`.
    func resolved(_ color: Color, dark: Bool) -> Color {
        var c = color
        if let asset = c.assetName {
            if let value = environment.assetColors[asset] {
                c = value.opacity(color.opacityFactor)
            } else {
                diagnose("Color(\"\(asset)\"): no such color in environment.assetColors; drawn gray")
                c.assetName = nil
            }
        }
        guard dark, let name = c.name, let d = SystemColors.dark[name] else { return c }
        return d.opacity(c.opacityFactor)
    }

    /// Levels -1...-3: the background style's; 0...4: the foreground style's.
    private func resolvedLevel(_ level: Int) -> Paint {
        let dark = environment.colorScheme == .dark
        if level < 0 {
            let k = Swift.min(-level, SystemColors.backgrounds.count) - 1
            if let style = environment.backgroundStyle, style.paint != .hierarchical(level: -1, opacity: 1) {
                return resolved(k == 0 ? style.paint : style.paint.atLevel(k))
            }
            return .color(resolved(SystemColors.backgrounds[k], dark: dark))
        }
        let k = Swift.min(level, SystemColors.labels.count - 1)
        if k > 0, k <= environment._foregroundLevels.count { return environment._foregroundLevels[k - 1] }
        guard let base = environment._foregroundStyle else { return .color(resolved(SystemColors.labels[k], dark: dark)) }
        return k == 0 ? base : base.multiplyingOpacity(SystemColors.levelOpacity[k])
    }
}
