import Foundation

// GridLayout: the grid as a `Layout` value (the GridLayout page: "This layout
// container behaves like a Grid, but conforms to the Layout protocol so you
// can use it in the conditional layouts that you construct with AnyLayout").
// As a view it makes Grid's own node; its Layout methods run Grid's
// algorithm (`GridSolver`, GridLayout.swift) over a custom layout's subviews.

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

    public func makeCache(subviews: Subviews) -> Cache {
        subviews.engine.gridCache(subviews, alignment)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        subviews.engine.gridLayout(of: subviews, self, &cache, proposal, placingIn: nil)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        _ = subviews.engine.gridLayout(of: subviews, self, &cache, proposal, placingIn: bounds)
    }

    public static func _makeLayoutNode(_ layout: Self, _ resolver: _ViewResolver, content: () -> Void) {
        resolver.makeGrid(layout.alignment, layout.horizontalSpacing, layout.verticalSpacing, name: "GridLayout",
                          content: content)
        resolver.nameLastNode("GridLayout")
    }
}

extension LayoutEngine {
    /// GridLayout's cell table for `subviews`: rows from the `GridRow`s the
    /// subviews came from (a subview of no row is a row of its own), cell
    /// traits from their modifiers, as `makeGridInfo` does for a Grid.
    func gridCache(_ subviews: LayoutSubviews, _ alignment: Alignment) -> GridLayout.Cache {
        let ids = subviews.nodeList
        var rows: [GridRowInput] = []
        var lastRow: Int32 = -1
        for n in ids {
            let traits = tree.gridCellTraits(of: n)
            if let tag = tree.gridRowTag(of: n) {
                if tag.row == lastRow {
                    rows[rows.count - 1].cells.append(traits)
                } else {
                    rows.append(GridRowInput(alignment: tag.alignment, cells: [traits], direct: false))
                    lastRow = tag.row
                }
            } else {
                rows.append(GridRowInput(alignment: nil, cells: [traits], direct: true))
                lastRow = -1
            }
        }
        let info = GridInfo(rows: rows, alignment: alignment, hSpacing: defaultStackSpacing, vSpacing: defaultStackSpacing) {
            pass.diagnose("GridLayout: \($0)")
        }
        return GridLayout.Cache(nodes: ids, info: info)
    }

    /// GridLayout's Layout methods on a custom layout's subviews: Grid's
    /// algorithm over them (as children of a stand-in node), then one
    /// `place` per subview. A cache made for other subviews is made again.
    func gridLayout(of subviews: LayoutSubviews, _ layout: GridLayout, _ cache: inout GridLayout.Cache,
                    _ proposal: ProposedViewSize, placingIn bounds: CGRect?) -> CGSize {
        if cache.nodes != subviews.nodeList { cache = gridCache(subviews, layout.alignment) }
        var g = cache.info
        g.alignment = layout.alignment
        g.hSpacing = gridSpacing(layout.horizontalSpacing, "horizontalSpacing")
        g.vSpacing = gridSpacing(layout.verticalSpacing, "verticalSpacing")
        let p = Proposal(proposal)
        let s = withStandIn(subviews, .grid, payload: -1) { node, out in
            let s = GridSolver.layout(g, p, EngineGridCells(engine: self, node: node), placing: bounds == nil ? nil : out)
            if let bounds { placeAll(subviews, out, bounds) }
            return s
        }
        return CGSize(width: s.w, height: s.h)
    }

    /// A GridLayout spacing: nil is the default 8 (facts §1, §8); a NaN or
    /// infinite value is reported and taken as nil (negative spacing is
    /// allowed, as for Grid).
    private func gridSpacing(_ v: CGFloat?, _ name: String) -> Double {
        guard let v else { return defaultStackSpacing }
        let d = Double(v)
        if !d.isFinite {
            pass.diagnose("GridLayout(\(name): \(d)): not a length; the default spacing is used")
            return defaultStackSpacing
        }
        return d
    }
}
