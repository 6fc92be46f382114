import Foundation

/// A view that arranges its subviews in a horizontal line.
nonisolated public struct HStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a horizontal stack: children centred vertically, with each pair's
    /// default spacing unless `spacing` is given (see Fidelity, "Stack distribution").
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// A view that arranges its subviews in a vertical line.
nonisolated public struct VStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a vertical stack: children centred horizontally, with each pair's
    /// default spacing unless `spacing` is given (see Fidelity, "Stack distribution").
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}
