import Foundation

// Grid, GridRow and the grid cell modifiers (Apple's Grid page, the
// modifiers' own pages; Fidelity, "Grid").

/// A container view that arranges other views in a two dimensional layout.
///
/// Rules, each from the Grid page unless noted:
/// - The first view of each `GridRow` is in the first column, the second in
///   the second, and so on; a view given to the grid directly (not in a
///   `GridRow`) makes a row of its own that spans all the columns.
/// - The column count is that of the row with the most columns (a cell with
///   `gridCellColumns(n)` counts n); shorter rows get empty trailing cells.
/// - Every cell of a column takes the width of the column's widest cell, every
///   cell of a row the height of its tallest. Rows and columns are made in
///   one operation: the page says a grid behaves "something like a
///   collection of HStack instances wrapped in a VStack", and the columns
///   share the offered width the way an HStack shares it among its children
///   (least flexible first, each an equal share of what is left), then the
///   rows share the height the way a VStack does. So flexible cells (a
///   `Color`) share what the fixed columns leave equally: three colours in
///   350 points are (350 − 16) / 3 each (measured: Fidelity, "Grid").
/// - `horizontalSpacing`/`verticalSpacing` nil: "a default distance between
///   cells that's appropriate for the platform", 8 on iOS (Fidelity, "Grid").
/// - A cell is aligned in its cell by the grid's alignment, overridden by its
///   column's `gridColumnAlignment`, its row's `GridRow(alignment:)`, or its
///   own `gridCellAnchor`. Vertically, a row aligns its cells' guides with
///   each other ("the grid moves the contents of each cell in a row in the y
///   direction until the specified VerticalAlignment guide of each view in
///   the row aligns", gridCellAnchor page), so text baselines line up across
///   a row; horizontally each cell's guide meets its column's.
/// - A spanning cell (`gridCellColumns` or a direct view) widens the columns
///   it spans only by what it needs beyond them, shared equally among them:
///   Apple's Divider example ("the entire grid widens to fill the width
///   offered") follows, and how SwiftUI shares that excess is not published
///   (Fidelity, "Grid"), so this is our derivation.
/// - `gridCellUnsizedAxes`: on those axes the cell does not help size its
///   row or column and is offered the cell's size (the Divider idiom).
nonisolated public struct Grid<Content: View>: View {
    public typealias Body = Never
    @usableFromInline let alignment: Alignment
    @usableFromInline let horizontalSpacing: CGFloat?
    @usableFromInline let verticalSpacing: CGFloat?
    @usableFromInline let content: Content

    /// Creates a grid of the `GridRow`s in `content`: cells centred, with the
    /// default spacing of 8 between them unless given (see Fidelity, "Grid").
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

/// A horizontal row in a two dimensional grid container. Inside a `Grid`
/// its views are the row's cells; anywhere else it acts like a `Group` (its
/// views join the parent's children: the GridRow page; third-party docs put
/// it as "has no effect", which comes to the same layout). Modifiers applied
/// to a row apply to each of its cells.
nonisolated public struct GridRow<Content: View>: View {
    public typealias Body = Never
    @usableFromInline let alignment: VerticalAlignment?
    @usableFromInline let content: Content

    /// Creates a row of cells; `alignment` overrides the grid's vertical
    /// alignment for this row.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

nonisolated extension View {
    /// Tells a view that acts as a cell in a grid to span the specified
    /// number of columns (gridCellColumns page). A count below 1 is reported
    /// and taken as 1.
    public consuming func gridCellColumns(_ count: Int) -> some View {
        modifier(_GridCellTraitModifier(columns: count))
    }

    /// Overrides the default horizontal alignment of the grid column that the
    /// view appears in (gridColumnAlignment page): every cell of that column
    /// uses it. When several cells of a column set one, the first in row
    /// order wins (the page does not say; documented choice).
    public consuming func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(_GridCellTraitModifier(columnAlignment: guide))
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid
    /// cell (gridCellAnchor page): the view's anchor point meets the same
    /// unit point of its cell.
    public consuming func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(_GridCellTraitModifier(anchor: anchor))
    }

    /// Asks grid layouts not to offer the view extra size in the specified
    /// axes (gridCellUnsizedAxes page): the view does not help size its row
    /// or column there and is offered the size the other cells make.
    public consuming func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(_GridCellTraitModifier(unsized: axes))
    }
}

nonisolated public struct _GridCellTraitModifier: ViewModifier {
    public typealias Body = Never
    var traits = GridCellTraits()

    init(columns: Int) { traits.columns = columns }
    init(columnAlignment: HorizontalAlignment) { traits.columnAlignment = columnAlignment }
    init(anchor: UnitPoint) { traits.anchor = anchor }
    init(unsized: Axis.Set) { traits.unsized = unsized }
}
