import Foundation

// GridLayout: the grid as a `Layout` value (the GridLayout page: "This layout
// container behaves like a Grid, but conforms to the Layout protocol so you
// can use it in the conditional layouts that you construct with AnyLayout").
// As a view it makes Grid's own node; its Layout methods run Grid's
// algorithm (`GridSolver`, Layout/GridLayout.swift) over a custom layout's
// subviews (Layout/GridLayoutProtocol.swift).

/// A grid that you can use in conditional layouts.
///
/// `GridLayout { GridRow { ... } ... }` makes the same node as `Grid` with
/// the same arguments, so every frame is Grid's; inside `AnyLayout`,
/// switching between a GridLayout and a stack layout keeps the children
/// (outside a grid a `GridRow`'s views join the container's children).
///
/// Its `Layout` methods, called on a custom layout's subviews, find the rows
/// as Grid does (the Grid page: "If you provide a view rather than a GridRow
/// as an element in the grid's content, the grid uses the view to create a
/// row that spans all of the grid's columns"): consecutive subviews that came
/// from one `GridRow` are that row's cells, and any other subview is a row of
/// its own spanning every column. Cell modifiers (`gridCellColumns`,
/// `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`) apply as
/// in a Grid. The cache holds the cell table built from the subviews
/// (`GridLayout.Cache`, "a stateful grid layout algorithm").
public struct GridLayout: Layout {
    /// The alignment of subviews.
    public var alignment: Alignment
    /// The horizontal distance between adjacent subviews; nil is the
    /// platform's default (8).
    public var horizontalSpacing: CGFloat?
    /// The vertical distance between adjacent subviews; nil is the
    /// platform's default (8).
    public var verticalSpacing: CGFloat?

    /// Creates a grid with the specified spacing and alignment.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// A stateful grid layout algorithm: the cell table of the subviews it
    /// was made for (rows, columns, spans, each column's sizing cells).
    public struct Cache {
        let nodes: [Int32]
        let info: GridInfo
    }

    /// Builds the cell table: rows from `GridRow`s, spans and column alignments
    /// from the cell modifiers.
    public func makeCache(subviews: Subviews) -> Cache {
        subviews.engine.gridCache(subviews, alignment)
    }

    /// Rebuilds the cell table for the new subviews.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The size `Grid` answers for these cells and this proposal (see Fidelity, "Grid").
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        subviews.engine.gridLayout(of: subviews, self, &cache, proposal, placingIn: nil)
    }

    /// Places the cells in `bounds` as `Grid` places them.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        _ = subviews.engine.gridLayout(of: subviews, self, &cache, proposal, placingIn: bounds)
    }
}

// HStackLayout, VStackLayout, ZStackLayout and AnyLayout: the stacks as
// `Layout` values. As views (`HStackLayout { ... }`) they make the stacks'
// own nodes, so they lay out exactly like HStack, VStack and ZStack; their
// `Layout` methods (for a custom layout or AnyLayout that calls them on its
// subviews) run the same engine functions over those subviews.

/// A horizontal container that you can use in conditional layouts.
public struct HStackLayout: Layout {
    /// The vertical alignment of the subviews; `.center` by default.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews; `nil` uses each pair's default
    /// spacing (see Fidelity, "Default spacing").
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout, centred with default spacing unless given.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Marks the layout horizontal, so a `Spacer` inside it expands horizontally.
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }

    /// The size `HStack` answers for these subviews and this proposal (see
    /// Fidelity, "Stack distribution").
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.engine.stackLayout(of: subviews, .hstack, .horizontal, alignment.key, spacing, proposal, placingIn: nil)
    }

    /// Places the subviews in `bounds` side by side, as `HStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _ = subviews.engine.stackLayout(of: subviews, .hstack, .horizontal, alignment.key, spacing, proposal, placingIn: bounds)
    }
}

/// A vertical container that you can use in conditional layouts.
public struct VStackLayout: Layout {
    /// The horizontal alignment of the subviews; `.center` by default.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews; `nil` uses each pair's default
    /// spacing (see Fidelity, "Default spacing").
    public var spacing: CGFloat?

    /// Creates a vertical stack layout, centred with default spacing unless given.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Marks the layout vertical, so a `Spacer` inside it expands vertically.
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    /// The size `VStack` answers for these subviews and this proposal (see
    /// Fidelity, "Stack distribution").
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.engine.stackLayout(of: subviews, .vstack, .vertical, alignment.key, spacing, proposal, placingIn: nil)
    }

    /// Places the subviews in `bounds` one above the other, as `VStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _ = subviews.engine.stackLayout(of: subviews, .vstack, .vertical, alignment.key, spacing, proposal, placingIn: bounds)
    }
}

/// An overlaying container that you can use in conditional layouts.
public struct ZStackLayout: Layout {
    /// The alignment of the subviews on both axes; `.center` by default.
    public var alignment: Alignment

    /// Creates an overlaying layout, centred unless given.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The size `ZStack` answers: the union of the subviews' frames once aligned
    /// (see Fidelity, "ZStack, overlay and background").
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.engine.zstackLayout(of: subviews, alignment, proposal, placingIn: nil)
    }

    /// Places the subviews in `bounds` on top of each other, aligned as `ZStack` aligns them.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _ = subviews.engine.zstackLayout(of: subviews, alignment, proposal, placingIn: bounds)
    }
}

/// A type-erased instance of the layout protocol.
///
/// Switching the layout an `AnyLayout` holds (`isWide ? AnyLayout(HStackLayout())
/// : AnyLayout(VStackLayout())`) keeps the view's children: the same
/// subtree, laid out by the other layout. As a view it makes the node of the
/// layout it holds (a stack's own node, or a custom layout's), named
/// "AnyLayout" in the placed-view tree with the held layout as its label.
public struct AnyLayout: Layout {
    let storage: _LayoutBoxBase

    /// Wraps a layout; wrapping an `AnyLayout` shares its layout instead of nesting.
    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout {
            storage = any.storage
        } else {
            storage = LayoutBox(layout)
        }
    }

    /// The erased cache of the held layout.
    public struct Cache {
        let holder: _LayoutCacheHolder
    }

    /// Makes the held layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(holder: storage.makeCache(subviews))
    }

    /// Updates the held layout's cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        storage.updateCache(cache.holder, subviews)
    }

    /// The held layout's spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        storage.spacing(subviews, cache.holder)
    }

    /// The size the held layout answers.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.sizeThatFits(proposal, subviews, cache.holder)
    }

    /// Places the subviews as the held layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        storage.placeSubviews(bounds, proposal, subviews, cache.holder)
    }

    /// The held layout's explicit value for a horizontal guide, if any.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        storage.explicitAlignment(guide.key, bounds, proposal, subviews, cache.holder)
    }

    /// The held layout's explicit value for a vertical guide, if any.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        storage.explicitAlignment(guide.key, bounds, proposal, subviews, cache.holder)
    }
}
