import Foundation

/// A flexible space that expands along the major axis of its containing
/// stack, or on both axes if not contained in a stack.
nonisolated public struct Spacer: View {
    public typealias Body = Never
    /// The minimum length this spacer can be shrunk to; `nil` means the
    /// system default spacing (8: Fidelity, "Padding, Spacer and Divider").
    public var minLength: CGFloat?

    /// Creates a spacer that shrinks to no less than `minLength` (the default
    /// spacing when `nil`).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
}

/// A visual element that can be used to separate other content: a line of
/// one pixel across the minor axis of its stack, horizontal outside a stack.
nonisolated public struct Divider: View {
    public typealias Body = Never
    /// Creates a divider.
    public init() {}
}
