import Foundation

extension Spacer {
    public static func _makeView(_ view: Spacer, _ resolver: _ViewResolver) {
        var length = Double.nan
        if let m = view.minLength {
            if m.isFinite && m >= 0 {
                length = Double(m)
            } else {
                resolver.diagnose("Spacer(minLength: \(m)): a minimum length must be finite and not negative; the default spacing is used")
            }
        }
        resolver.tree.points.append((x: length, y: 0))
        let n = resolver.addNode(.spacer, payload: Int32(resolver.tree.points.count - 1), flags: resolver.stackContext)
        // Spacers form the last priority group of a stack (OSU: -infinity).
        resolver.tree.setPriority(n, -.infinity)
    }
}

extension Divider {
    public static func _makeView(_ view: Divider, _ resolver: _ViewResolver) {
        resolver.tree.points.append((x: Double(resolver.environment.pixelLength), y: 0))
        let n = resolver.addNode(.divider, payload: Int32(resolver.tree.points.count - 1), flags: resolver.stackContext)
        if resolver.environment.colorScheme == .dark {
            // The separator's dark value (API/Views/SystemColors.swift).
            var a = resolver.tree.drawing[n] ?? DrawAttributes()
            a.foreground = .color(resolver.resolved(UIColor.separator.color, dark: true))
            resolver.tree.drawing[n] = a
        }
    }
}
