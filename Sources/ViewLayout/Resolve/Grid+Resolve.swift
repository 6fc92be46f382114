import Foundation

extension Grid {
    @inlinable public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver._makeGrid(view.alignment, view.horizontalSpacing, view.verticalSpacing) { resolver.make(view.content) }
    }
}

extension _ViewResolver {
    /// `Grid`'s entry point from its inlinable `_makeView`.
    @usableFromInline func _makeGrid(_ alignment: Alignment, _ horizontalSpacing: CGFloat?, _ verticalSpacing: CGFloat?,
                                     content: () -> Void) {
        makeGrid(alignment, horizontalSpacing, verticalSpacing, name: "Grid", content: content)
    }

    /// One `.grid` node whose cells are `content`'s views (Grid, and
    /// GridLayout used as a view: the GridLayout page says it "behaves like
    /// a Grid", so both make this node).
    func makeGrid(_ alignment: Alignment, _ horizontalSpacing: CGFloat?, _ verticalSpacing: CGFloat?, name: String,
                  content: () -> Void) {
        let hs = checkedLength(horizontalSpacing, "\(name)(horizontalSpacing:)", allowNegative: true)
        let vs = checkedLength(verticalSpacing, "\(name)(verticalSpacing:)", allowNegative: true)
        let start = mark
        let savedRows = gridRows
        let savedContext = stackContext
        let savedDefer = deferElements
        gridRows = []
        stackContext = []
        // A grid's cells are its own children, even inside a lazy stack.
        deferElements = false
        content()
        let marks = gridRows ?? []
        gridRows = savedRows
        stackContext = savedContext
        deferElements = savedDefer
        let info = makeGridInfo(start: start, marks: marks, alignment: alignment,
                                hSpacing: hs.isNaN ? defaultStackSpacing : hs,
                                vSpacing: vs.isNaN ? defaultStackSpacing : vs)
        tree.grids.append(info)
        addNode(.grid, payload: Int32(tree.grids.count - 1), childrenFrom: start)
    }
}

extension GridRow {
    @inlinable public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        let start = resolver._mark
        resolver.make(view.content)
        resolver._endGridRow(from: start, alignment: view.alignment)
    }
}

extension _ViewResolver {
    /// Where the views a `GridRow` makes start (`mark`), for its inlinable `_makeView`.
    @usableFromInline var _mark: Int { mark }

    /// Records the views a `GridRow` made since `start` as a row: of the
    /// grid being resolved, or, outside a grid, as tags on the views, which
    /// join the parent's children, so that GridLayout's Layout methods
    /// called on a custom layout's subviews find the rows again. A row's
    /// own views are not in a nested grid's content.
    @usableFromInline func _endGridRow(from start: Int, alignment: VerticalAlignment?) {
        guard mark > start else { return }
        guard gridRows != nil else {
            let tag = GridRowTag(row: pending[start], alignment: alignment?.key)
            for i in start..<mark { tree.gridRowTags[pending[i]] = tag }
            return
        }
        gridRows?.append(GridRowMark(start: start, end: mark, first: pending[start], alignment: alignment?.key))
    }
}

extension _GridCellTraitModifier {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        var t = m.traits
        if let c = t.columns, c < 1 {
            resolver.diagnose("gridCellColumns(\(c)): a cell spans at least one column; it spans 1")
            t.columns = 1
        }
        if let a = t.anchor, !(a.x.isFinite && a.y.isFinite) {
            resolver.diagnose("gridCellAnchor(\(a.x), \(a.y)): an anchor must be finite; the cell's alignment is used")
            t.anchor = nil
        }
        resolver.forEachProduced(content) { n in
            // Each trait is written separately, and the write closest to the
            // view wins: the content (made first) keeps what it wrote
            // (Fidelity, "Repeated traits").
            var merged = resolver.tree.gridCellTraits[n] ?? GridCellTraits()
            if merged.columns == nil { merged.columns = t.columns }
            if merged.columnAlignment == nil { merged.columnAlignment = t.columnAlignment }
            if merged.anchor == nil { merged.anchor = t.anchor }
            if merged.unsized == nil { merged.unsized = t.unsized }
            resolver.tree.gridCellTraits[n] = merged
        }
    }
}

extension _ViewResolver {
    func unwrapModifier(_ n: Int32) -> Int32? { tree.unwrapModifier(n) }

    /// Builds the grid's cell table from its children (`pending[start...]`)
    /// and the rows its `GridRow`s recorded.
    func makeGridInfo(start: Int, marks: [GridRowMark], alignment: Alignment, hSpacing: Double, vSpacing: Double) -> GridInfo {
        let count = pending.count - start
        // A mark is a row of this grid if its views are still this grid's
        // children (maybe under modifiers applied to the whole row).
        func holds(_ n: Int32, _ first: Int32) -> Bool {
            var m: Int32? = n
            while let x = m {
                if x == first { return true }
                m = unwrapModifier(x)
            }
            return false
        }
        var rowOf = [(end: Int, alignment: AlignmentKey?)?](repeating: nil, count: count)
        let ordered = marks.sorted { $0.start != $1.start ? $0.start < $1.start : $0.end > $1.end }
        var taken = start
        for m in ordered where m.start >= taken && m.end <= pending.count && holds(pending[m.start], m.first) {
            rowOf[m.start - start] = (m.end - start, m.alignment)
            taken = m.end
        }
        let tree = self.tree
        func traits(_ n: Int32) -> GridCellTraits { tree.gridCellTraits(of: n) }
        var rows: [GridRowInput] = []
        rows.reserveCapacity(ordered.count)
        var i = 0
        while i < count {
            if let (end, key) = rowOf[i] {
                rows.append(GridRowInput(alignment: key, cells: (i..<end).map { traits(pending[start + $0]) }, direct: false))
                i = end
            } else {
                rows.append(GridRowInput(alignment: nil, cells: [traits(pending[start + i])], direct: true))
                i += 1
            }
        }
        return GridInfo(rows: rows, alignment: alignment, hSpacing: hSpacing, vSpacing: vSpacing) { diagnose($0) }
    }
}
