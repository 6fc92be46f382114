import Foundation

nonisolated extension View {
    /// Adds an equal padding amount to specific edges of this view; `nil`
    /// means the platform default (16 on iOS: Fidelity, "Padding, Spacer and
    /// Divider").
    @inlinable public consuming func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingLayout(edges: edges, insets: nil, length: length))
    }

    /// Adds a specific padding amount to each edge of this view.
    @inlinable public consuming func padding(_ length: CGFloat) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: nil, length: length))
    }

    /// Adds different padding amounts to each edge of this view.
    @inlinable public consuming func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: insets, length: nil))
    }
}

nonisolated public struct _PaddingLayout: ViewModifier {
    public typealias Body = Never
    let edges: Edge.Set
    let insets: EdgeInsets?
    let length: CGFloat?
    // Usable from inlinable code: `padding` is inlined into the caller's
    // `body`, which then builds this value with its concrete view type.
    @usableFromInline init(edges: Edge.Set, insets: EdgeInsets?, length: CGFloat?) {
        self.edges = edges
        self.insets = insets
        self.length = length
    }
}
