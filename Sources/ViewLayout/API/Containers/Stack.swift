import Foundation

/// A view that arranges its subviews in a horizontal line.
nonisolated public struct HStack<Content: View>: View {
    public typealias Body = Never
    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    /// Creates a horizontal stack: children centred vertically, with each pair's
    /// default spacing unless `spacing` is given (see Fidelity, "Stack distribution").
    @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// A view that arranges its subviews in a vertical line.
nonisolated public struct VStack<Content: View>: View {
    public typealias Body = Never
    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    /// Creates a vertical stack: children centred horizontally, with each pair's
    /// default spacing unless `spacing` is given (see Fidelity, "Stack distribution").
    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}
