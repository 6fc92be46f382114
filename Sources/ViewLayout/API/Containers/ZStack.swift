import Foundation

/// A view that overlays its subviews, aligning them in both axes.
nonisolated public struct ZStack<Content: View>: View {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    /// Creates a stack that overlays its children, centred unless `alignment`
    /// says otherwise.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}
