import Foundation

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

    /// A GridLayout spacing: nil is the default 8 (Fidelity, "Default spacing" and "Grid"); a NaN or
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
