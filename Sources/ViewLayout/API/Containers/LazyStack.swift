import Foundation

/// A view that arranges its children in a line that grows vertically,
/// creating items only as needed (see `LazyHStack` for the rules).
nonisolated public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy vertical stack view with the given spacing, vertical
    /// alignment, pinning behavior, and content.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

/// A view that arranges its children in a line that grows horizontally,
/// creating items only as needed.
///
/// The rules of both lazy stacks:
/// - Along the axis the children are laid out like their eager twins'
///   (`VStack`/`HStack`): in order, `spacing` apart (the platform's 8 when
///   nil: Fidelity, "Default spacing"), each proposed unspecified along
///   the axis (its ideal length: a lazy stack cannot share a length among
///   children it has not created) and the stack's proposal across it.
/// - Across the axis a lazy stack takes the whole proposed length and aligns
///   each child in it on `alignment` (the LazyVStack page: "the stack aligns
///   to the leading edge of the scroll view", which a stack as wide as its
///   widest row would not; Fidelity, "Lazy grids", notes the same report). With an
///   unspecified or infinite proposal it is as thick as the thickest child
///   it measured.
/// - Children are created only when they intersect the visible region of
///   the enclosing scroll view (or of the root): the LazyVStack page, "the
///   stack view doesn't create items until it needs to render them
///   onscreen". A `ForEach` directly inside is not expanded when the view is
///   resolved: its elements are resolved one by one during layout
///   (Resolve/DeferredContent.swift).
/// - Rows not created get an estimated length: that of the first element of
///   their `ForEach`, which is created to measure it. The stack's length is
///   the created rows' lengths plus the estimates; visible rows are found
///   from the estimates and then laid down with their real lengths.
/// - With `pinnedViews`, a `Section`'s header stays at the top (footer: at
///   the bottom) of the visible region while its section is visible, pushed
///   out by the end of its section (PinnedScrollableViews page); pinned views
///   are drawn above the rows. A section that is an element of a `ForEach`
///   (`ForEach(groups) { Section … }`, "Grouping data with lazy stack
///   views") is created whole when it comes into view.
/// - `PlacedView.lazyChildren` reports which children were created.
nonisolated public struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy horizontal stack view with the given spacing, vertical
    /// alignment, pinning behavior, and content.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

/// Which children of a lazy container were created in a layout.
public struct LazyChildren: Equatable, Sendable {
    /// How many children the container has: its views, each element of a
    /// `ForEach` counted once.
    public var count: Int
    /// The children shown (created and placed in the visible region), by
    /// index in that order.
    public var shown: [Int]
    /// Every child created in the pass: the shown ones and those created only
    /// to estimate the length of the rest.
    public var created: [Int]
}
