import Foundation

/// A flexible space that expands along the major axis of its containing
/// stack, or on both axes if not contained in a stack.
public struct Spacer: View {
    public typealias Body = Never
    /// The minimum length this spacer can be shrunk to; `nil` means the
    /// system default spacing (8, facts §2).
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

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

/// A visual element that can be used to separate other content: a line of
/// one pixel across the minor axis of its stack, horizontal outside a stack.
public struct Divider: View {
    public typealias Body = Never
    public init() {}

    public static func _makeView(_ view: Divider, _ resolver: _ViewResolver) {
        resolver.tree.points.append((x: Double(resolver.environment.pixelLength), y: 0))
        resolver.addNode(.divider, payload: Int32(resolver.tree.points.count - 1), flags: resolver.stackContext)
    }
}
