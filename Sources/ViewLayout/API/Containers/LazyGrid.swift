import Foundation

// GridItem, LazyVGrid and LazyHGrid (their pages in "Grid and layout",
// Fidelity, "Lazy grids").

/// A description of a row or a column in a lazy grid.
public struct GridItem: Equatable, Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid
    /// layout.
    public enum Size: Equatable, Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single flexible item: "the size of the grid with spacing and
        /// inflexible items removed, divided by the number of flexible items,
        /// clamped to the provided bounds".
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item: as many of
        /// at least `minimum` as fit.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item, which is the width of a column item or the
    /// height of a row item.
    public var size: Size
    /// The spacing to the next item (nil: the default, 8 on iOS; Fidelity,
    /// "Lazy grids").
    public var spacing: CGFloat?
    /// The alignment to use when placing each view (nil: the grid's).
    public var alignment: Alignment?

    /// Creates an item: flexible (at least 10 points) with default spacing and
    /// the grid's alignment unless given.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A container view that arranges its child views in a grid that grows
/// vertically: `columns` describes the columns; items fill the first row from
/// leading to trailing, then the next (LazyVGrid page).
///
/// The grid creates only the lines of items that intersect the visible
/// region of its scroll view, and pins section headers and footers with
/// `pinnedViews` (the rules on `LayoutEngine.lazyGridSize`).
nonisolated public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a vertically growing grid of the given columns, centred with
    /// default spacing and nothing pinned unless given.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

/// A container view that arranges its child views in a grid that grows
/// horizontally: `rows` describes the rows; items fill the first column from
/// top to bottom, then the next (LazyHGrid page). Lazy like `LazyVGrid`.
nonisolated public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a horizontally growing grid of the given rows, centred with
    /// default spacing and nothing pinned unless given.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}
