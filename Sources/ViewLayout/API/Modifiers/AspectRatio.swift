import Foundation

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// `fit` scales the content to fit inside the space, keeping its aspect
    /// ratio; `fill` scales it to fill the space, overflowing on one axis.
    case fit, fill
}

nonisolated extension View {
    /// Constrains this view's dimensions to the specified aspect ratio
    /// (width / height); `nil` uses the ratio of the view's ideal size.
    public consuming func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    public consuming func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales this view to fit its parent, keeping its aspect ratio.
    public consuming func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// Scales this view to fill its parent, keeping its aspect ratio.
    public consuming func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}

nonisolated public struct _AspectRatioLayout: ViewModifier {
    public typealias Body = Never
    let ratio: CGFloat?
    let contentMode: ContentMode
}
