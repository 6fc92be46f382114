import Foundation

// The eager `Grid`. Its rule, as numbered steps, is on `GridSolver.layout`:
// step 1 (the cell table) is `GridInfo(rows:)`, done when the grid is built;
// the steps that size and place follow `GridSolver.layout` in order.

/// The grid traits of one cell. A trait of the view in its parent's list (as
/// `layoutPriority`), so it survives the modifiers applied after it.
struct GridCellTraits {
    var columns: Int?
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsized: Axis.Set?
}

/// A `GridRow` seen while its grid's content was resolved: the run of
/// `pending` it produced and its first node (to tell it from a row that a
/// nested container has since taken as its own children).
struct GridRowMark {
    var start: Int
    var end: Int
    var first: Int32
    var alignment: AlignmentKey?
}

/// One cell of a grid: where it is and how it sizes.
struct GridCell {
    var row: Int32
    var column: Int32
    var span: Int32
    /// Bit 1: unsized horizontally; bit 2: unsized vertically.
    var unsized: UInt8
    /// The cell's anchor (NaN: none).
    var anchorX: Double
    var anchorY: Double
}

/// A resolved grid: every cell's row, column and span, fixed when the grid is
/// built, plus each column's cells in column order so sizing a column reads
/// only its own cells.
struct GridInfo {
    var alignment: Alignment
    var hSpacing: Double
    var vSpacing: Double
    var columnCount: Int
    /// Cells of row r are `cells[rowStart[r] ..< rowStart[r + 1]]` (cells are
    /// the grid's children, in order).
    var rowStart: [Int32]
    var rowAlignment: [AlignmentKey?]
    var cells: [GridCell]
    var columnAlignment: [AlignmentKey?]
    /// The one-column cells that size their column, grouped by column:
    /// `columnCells[columnStart[c] ..< columnStart[c + 1]]`.
    var columnCells: [Int32]
    var columnStart: [Int32]
    /// Cells spanning several columns that size them.
    var spanning: [Int32]
}

/// The row a view made by a `GridRow` outside a grid belongs to (its first
/// view's node names the row) and the row's alignment.
struct GridRowTag {
    var row: Int32
    var alignment: AlignmentKey?
}

extension NodeTree {
    /// A single-child wrapper (a modifier's node) whose child is the view it
    /// modifies; the grid looks through these for a cell's traits and for a
    /// `GridRow`'s first view.
    func unwrapModifier(_ n: Int32) -> Int32? {
        let node = nodes[Int(n)]
        switch node.kind {
        case .fixedFrame, .flexFrame, .padding, .fixedSize, .offset, .position, .alignmentGuide, .aspectRatio,
             .overlay, .background:
            return children[Int(node.childStart)]
        default: return nil
        }
    }

    /// The grid traits of cell `n`, looking through its modifiers: a trait
    /// written nearer the view (on an inner node) wins over one written
    /// outside a modifier around it, as SwiftUI hands traits down the
    /// modifier chain to the view (Fidelity, "Repeated traits").
    func gridCellTraits(of n: Int32) -> GridCellTraits {
        var t = GridCellTraits()
        if gridCellTraits.isEmpty { return t }
        var m: Int32? = n
        while let x = m {
            if let found = gridCellTraits[x] {
                if let v = found.columns { t.columns = v }
                if let v = found.columnAlignment { t.columnAlignment = v }
                if let v = found.anchor { t.anchor = v }
                if let v = found.unsized { t.unsized = v }
            }
            m = unwrapModifier(x)
        }
        return t
    }

    /// The `GridRow` (outside a grid) that view `n` came from, looking
    /// through the modifiers applied to it since; nil for a view of no row.
    func gridRowTag(of n: Int32) -> GridRowTag? {
        if gridRowTags.isEmpty { return nil }
        var m: Int32? = n
        while let x = m {
            if let tag = gridRowTags[x] { return tag }
            m = unwrapModifier(x)
        }
        return nil
    }
}

/// One row as the grid sees it before layout: its alignment, its cells'
/// traits in order, and whether it is a view given to the grid directly
/// (one cell spanning every column). The resolver makes these from the
/// grid's children; a `Layout`-protocol `GridLayout` can make them from its
/// subviews and reuse `GridInfo(rows:...)` and `GridSolver` as they are.
struct GridRowInput {
    var alignment: AlignmentKey?
    var cells: [GridCellTraits]
    var direct: Bool
}

extension GridInfo {
    /// Step 1 of `GridSolver.layout`, done once when the grid is built.
    /// The cell table of a grid with these rows (cells are numbered in row
    /// order): every cell's row, column and span; the column count (the
    /// widest row, spans included); each column's sizing cells.
    init(rows input: [GridRowInput], alignment: Alignment, hSpacing: Double, vSpacing: Double,
         diagnose: (String) -> Void) {
        var cells: [GridCell] = []
        var rowStart: [Int32] = []
        var rowAlignment: [AlignmentKey?] = []
        var direct: [Int] = []  // cells given to the grid directly: they span all columns
        var columnAlignmentOf: [Int: AlignmentKey] = [:]
        var columns = 0
        var cellCount = 0
        for row in input { cellCount += row.cells.count }
        cells.reserveCapacity(cellCount)
        rowStart.reserveCapacity(input.count + 1)
        rowAlignment.reserveCapacity(input.count)
        func cell(_ t: GridCellTraits, row: Int, column: Int, span: Int) -> GridCell {
            var unsized: UInt8 = 0
            if let u = t.unsized {
                if u.contains(.horizontal) { unsized |= 1 }
                if u.contains(.vertical) { unsized |= 2 }
            }
            return GridCell(row: Int32(row), column: Int32(column), span: Int32(span), unsized: unsized,
                            anchorX: t.anchor.map { Double($0.x) } ?? .nan, anchorY: t.anchor.map { Double($0.y) } ?? .nan)
        }
        // The widest row without spans, for the "span adds columns" report.
        var widestPlain = 0
        var spanAdds: [(Int, Int)] = []
        for (r, row) in input.enumerated() {
            rowStart.append(Int32(cells.count))
            rowAlignment.append(row.alignment)
            if row.direct {
                // A view given to the grid directly: a row of its own that
                // spans every column (its span is set once the count is known).
                direct.append(cells.count)
                cells.append(cell(row.cells[0], row: r, column: 0, span: 0))
                continue
            }
            var column = 0
            var plain = true
            for t in row.cells {
                var span = t.columns ?? 1
                if span > GridInfo.maxSpan {
                    diagnose("gridCellColumns(\(span)): more columns than a grid can hold; it spans \(GridInfo.maxSpan)")
                    span = GridInfo.maxSpan
                }
                if span > 1 { plain = false }
                if let a = t.columnAlignment, columnAlignmentOf[column] == nil { columnAlignmentOf[column] = a.key }
                cells.append(cell(t, row: r, column: column, span: span))
                column += span
            }
            columns = Swift.max(columns, column)
            if plain { widestPlain = Swift.max(widestPlain, column) } else { spanAdds.append((r, column)) }
        }
        rowStart.append(Int32(cells.count))
        if cells.isEmpty { columns = 0 } else { columns = Swift.max(columns, 1) }
        for (r, width) in spanAdds where width > widestPlain && widestPlain > 0 {
            // SwiftUI grows the grid to the widest row, spans included (the
            // Grid page: "the grid's column count grows to handle the row with
            // the largest number of columns"); reported because it is rarely meant.
            diagnose("gridCellColumns: row \(r + 1) spans \(width) columns but the other rows have at most \(widestPlain); the grid gets \(width - widestPlain) empty trailing column(s)")
        }
        for d in direct { cells[d].span = Int32(columns) }

        // Each column's one-column cells that size it; the spanning ones.
        var perColumn = [Int32](repeating: 0, count: columns + 1)
        var spanning: [Int32] = []
        for c in cells where c.unsized & 1 == 0 && c.span == 1 { perColumn[Int(c.column) + 1] += 1 }
        for c in 0..<columns { perColumn[c + 1] += perColumn[c] }
        var fill = perColumn
        var columnCells = [Int32](repeating: 0, count: Int(perColumn[columns]))
        for (k, c) in cells.enumerated() where c.unsized & 1 == 0 {
            if c.span == 1 {
                columnCells[Int(fill[Int(c.column)])] = Int32(k)
                fill[Int(c.column)] += 1
            } else if c.span > 1 {
                spanning.append(Int32(k))
            }
        }
        self.init(alignment: alignment, hSpacing: hSpacing, vSpacing: vSpacing, columnCount: columns,
                  rowStart: rowStart, rowAlignment: rowAlignment, cells: cells,
                  columnAlignment: (0..<columns).map { columnAlignmentOf[$0] },
                  columnCells: columnCells, columnStart: perColumn, spanning: spanning)
    }
}

extension GridInfo {
    /// The most columns one cell may span (beyond it the span is reported and
    /// clamped, so that a wild count cannot allocate without bound).
    static let maxSpan = 10_000
}

/// What the grid algorithm needs to know about its cells: their sizes and
/// their guides. The engine answers for its nodes (`EngineGridCells`); a
/// `Layout`-protocol wrapper (`GridLayout`) can answer for its subviews.
protocol GridCellSource {
    func size(_ cell: Int, _ p: Proposal) -> Size
    func guide(_ cell: Int, _ key: AlignmentKey, _ p: Proposal, _ s: Size) -> Double
}

/// The grid algorithm, independent of where the cells come from. Sizing and
/// placing share one function (`placing == nil` sizes only).
enum GridSolver {
    /// A guide's value in an empty box (a cell's own guide).
    @inline(__always)
    static func boxGuide(_ key: AlignmentKey, _ w: Double, _ h: Double) -> Double {
        key.defaultValue(width: w, height: h) { ViewDimensions(width: w, height: h, source: nil) }
    }

    /// Grid (from the `Grid` page, the cell modifiers' pages and Fidelity,
    /// "Grid"):
    /// 1. The cell table, fixed when the grid is built (`GridInfo(rows:)`):
    ///    as many columns as the widest row, spans included; a view given to
    ///    the grid directly, not in a `GridRow`, spans every column.
    /// 2. The columns share the width as an HStack shares its children's
    ///    (Fidelity, "Stack distribution"), a column answering its widest
    ///    cell, after the spanning cells' minimum widths are set aside
    ///    (Fidelity, "Grid"); spanning cells then widen the columns they
    ///    cross equally.
    /// 3. The rows share the height as a VStack does, the column widths
    ///    known, a row answering the extent of its cells on its guide.
    /// 4. The grid is the columns plus the spacing between them by the rows
    ///    plus theirs.
    /// 5. Placing: each cell is proposed its columns' width and its row's
    ///    share; it is put by its `gridCellAnchor`, or else on its column's
    ///    alignment across and its row's guide down.
    ///
    /// The helpers after this function are the steps' parts, in order.
    static func layout<S: GridCellSource>(_ g: GridInfo, _ p: Proposal, _ src: S,
                                          placing out: RawStorage<ChildPlacement>?) -> Size {
        let columns = g.columnCount
        let rows = g.rowStart.count - 1
        if g.cells.isEmpty || columns == 0 { return .zero }

        // Step 2: the columns share the width as an HStack's children do
        // (Fidelity, "Stack distribution").
        var columnWidth = [Double](repeating: 0, count: columns)
        resolveColumns(g, p.w, src, &columnWidth)

        // Where each column starts, for a span's width; the last one's end
        // is the grid's width (step 4).
        var columnX = [Double](repeating: 0, count: columns)
        let width = columnOrigins(g, columnWidth, &columnX)
        @inline(__always) func cellWidth(_ cell: GridCell) -> Double {
            let last = Int(cell.column) + Swift.max(Int(cell.span), 1) - 1
            let w = columnX[last] + columnWidth[last] - columnX[Int(cell.column)]
            // Columns past the largest finite origin (Layout/NumericRule.swift).
            return w.isFiniteValue ? w : spannedWidth(g, cell, columnWidth)
        }

        // Step 3: the rows share the height as a VStack's children do, the
        // column widths known.
        var rowHeight = [Double](repeating: 0, count: rows)
        var rowProposal = [Double](repeating: .nan, count: rows)
        resolveRows(g, p.h, src, cellWidth, &rowHeight, &rowProposal)

        // Step 4: the grid is the columns plus the spacing between them
        // (`width`, above) by the rows plus theirs (Fidelity, "Grid").
        var height = -g.vSpacing
        for r in 0..<rows { height += rowHeight[r] + g.vSpacing }

        // Step 5: each cell proposed its columns and its row, and aligned.
        if let out {
            placeCells(g, src, columnX, rowHeight, rowProposal, cellWidth, into: out)
        }
        return Size(w: width, h: height)
    }

    /// The width of the columns `cell` spans and the spacing between them,
    /// summed with saturation: for cells past the largest finite origin,
    /// whose width as the difference of their edges overflowed.
    @inline(never)
    static func spannedWidth(_ g: GridInfo, _ cell: GridCell, _ columnWidth: [Double]) -> Double {
        var sum = g.hSpacing * Double(Swift.max(Int(cell.span), 1) - 1)
        for c in Int(cell.column)..<(Int(cell.column) + Swift.max(Int(cell.span), 1)) { sum += columnWidth[c] }
        return sum.isNaN ? sum : Swift.min(sum, NumericRule.limit)
    }

    /// Where each column starts, into `columnX`; returns the grid's width,
    /// the columns plus the spacing between them (step 4).
    @inline(__always)
    static func columnOrigins(_ g: GridInfo, _ columnWidth: [Double], _ columnX: inout [Double]) -> Double {
        var x = 0.0
        for c in 0..<g.columnCount {
            columnX[c] = x
            x += columnWidth[c] + g.hSpacing
        }
        return x - g.hSpacing
    }

    /// Step 5: every cell proposed the width of its columns and its row's
    /// share (its row's height when it is unsized vertically), put by its
    /// anchor in that box, or else on its column's alignment (the grid's
    /// when the column states none) and its row's alignment line.
    @inline(__always)
    static func placeCells<S: GridCellSource>(_ g: GridInfo, _ src: S, _ columnX: [Double], _ rowHeight: [Double],
                                              _ rowProposal: [Double], _ cellWidth: (GridCell) -> Double,
                                              into out: RawStorage<ChildPlacement>) {
        var y = 0.0
        for r in 0..<rowHeight.count {
            let key = g.rowAlignment[r] ?? g.alignment.vertical.key
            let line = rowLine(g, r, rowProposal[r], rowHeight[r], key, src, cellWidth)
            for k in Int(g.rowStart[r])..<Int(g.rowStart[r + 1]) {
                let cell = g.cells[k]
                let w = cellWidth(cell)
                let cp = Proposal(w: w, h: cell.unsized & 2 != 0 ? rowHeight[r] : rowProposal[r])
                let s = src.size(k, cp)
                let cx = columnX[Int(cell.column)]
                var place = ChildPlacement(x: cx, y: y, w: s.w, h: s.h, p: cp)
                if !cell.anchorX.isNaN {
                    place.x = cx + (w - s.w) * cell.anchorX
                    place.y = y + (rowHeight[r] - s.h) * cell.anchorY
                } else {
                    let hk = g.columnAlignment[Int(cell.column)] ?? g.alignment.horizontal.key
                    place.x = cx + boxGuide(hk, w, rowHeight[r]) - src.guide(k, hk, cp, s)
                    place.y = y + line - src.guide(k, key, cp, s)
                }
                out[k] = place
            }
            y += rowHeight[r] + g.vSpacing
        }
    }

    /// Step 2, the columns, as an HStack shares width (Fidelity, "Stack distribution"):
    /// - unspecified width: each column is as wide as its widest cell's ideal
    ///   width;
    /// - otherwise each column is probed at 0 and at infinity (its cells'
    ///   widest answers), the spacing is taken off, and the columns are served
    ///   least flexible first, each offered an equal share of what is left and
    ///   answering its widest cell's width for that share.
    /// Before the sharing, the minimum widths of the spanning cells (the
    /// largest total of one row) are taken off the width, and not given back:
    /// so a grid with a spanning cell that has a minimum ends up narrower than
    /// its offer (Fidelity, "Grid": fatbobman's nested-grid measurement).
    /// Spanning cells then raise the columns they cross by what they need
    /// beyond them, equally.
    static func resolveColumns<S: GridCellSource>(_ g: GridInfo, _ w: Double, _ src: S, _ colW: inout [Double]) {
        let columns = g.columnCount
        @inline(__always) func widest(_ c: Int, _ p: Proposal) -> Double {
            var m = 0.0
            for k in Int(g.columnStart[c])..<Int(g.columnStart[c + 1]) {
                m = Swift.max(m, src.size(Int(g.columnCells[k]), p).w)
            }
            return m
        }
        @inline(__always) func spanned(_ cell: GridCell, _ values: [Double]) -> Double {
            var sum = g.hSpacing * Double(cell.span - 1)
            for c in Int(cell.column)..<Int(cell.column + cell.span) { sum += values[c] }
            return sum
        }
        /// Raises the columns `cell` crosses so that they hold `need`.
        @inline(__always) func spread(_ cell: GridCell, _ need: Double, _ values: inout [Double]) {
            let have = spanned(cell, values)
            if need > have {
                let each = (need - have) / Double(cell.span)
                for c in Int(cell.column)..<Int(cell.column + cell.span) { values[c] += each }
            }
        }
        if w.isNaN {
            for c in 0..<columns { colW[c] = widest(c, .unspecified) }
            for k in g.spanning {
                spread(g.cells[Int(k)], src.size(Int(k), .unspecified).w, &colW)
            }
            return
        }
        var lo = [Double](repeating: 0, count: columns)
        var hi = [Double](repeating: 0, count: columns)
        for c in 0..<columns {
            lo[c] = widest(c, Proposal(w: 0, h: .nan))
            hi[c] = widest(c, Proposal(w: .infinity, h: .nan))
        }
        // What spanning cells add: a column so raised answers at least its
        // raised minimum, and the share it is offered up to its raised maximum.
        var spanLo = [Double](repeating: 0, count: columns)
        var spanHi = [Double](repeating: .nan, count: columns)
        // The spanning cells' minimum widths, summed per row: the largest
        // sum is set aside before the columns share the width.
        var spanMinimum = 0.0, rowMinimum = 0.0, row: Int32 = -1
        for k in g.spanning {
            let cell = g.cells[Int(k)]
            let before = lo
            let minimum = src.size(Int(k), Proposal(w: 0, h: .nan)).w
            if cell.row != row { row = cell.row; rowMinimum = 0 }
            rowMinimum += minimum
            spanMinimum = Swift.max(spanMinimum, rowMinimum)
            spread(cell, minimum, &lo)
            let beforeHi = hi
            spread(cell, src.size(Int(k), Proposal(w: .infinity, h: .nan)).w, &hi)
            for c in Int(cell.column)..<Int(cell.column + cell.span) {
                if lo[c] != before[c] { spanLo[c] = lo[c] }
                if hi[c] != beforeHi[c] { spanHi[c] = hi[c] }
            }
        }
        let order = servingOrder(lo, hi)
        var available = w.isInfinite ? w : (w - g.hSpacing * Double(columns - 1) - spanMinimum).saturatedSum
        var remaining = Double(columns)
        for c in order {
            let share = available.isInfinite ? available : Swift.max(available / remaining, 0)
            var answer = widest(c, Proposal(w: share, h: .nan))
            if !spanHi[c].isNaN { answer = Swift.max(answer, Swift.min(share, spanHi[c])) }
            answer = Swift.max(answer, spanLo[c])
            colW[c] = answer
            if !available.isInfinite { available = (available - answer).saturatedSum }
            remaining -= 1
        }
    }

    /// The order in which columns (rows) are served, as a stack serves its
    /// children (Fidelity, "Stack distribution"): less flexible first; of two infinitely flexible
    /// ones, the larger minimum first; otherwise in order.
    static func servingOrder(_ lo: [Double], _ hi: [Double]) -> [Int] {
        var order = Array(lo.indices)
        order.sort { a, b in
            let fa = hi[a] - lo[a], fb = hi[b] - lo[b]
            if fa != fb && !(fa.isNaN || fb.isNaN) { return fa < fb }
            if fa.isInfinite && fb.isInfinite && lo[a] != lo[b] { return lo[a] > lo[b] }
            return a < b
        }
        return order
    }

    /// Where row `r`'s alignment line sits below its top: its cells' guides
    /// meet there (the tallest reach from the line up is the line's depth).
    /// A row whose cells all ignore its height uses the guide of its box.
    static func rowLine<S: GridCellSource>(_ g: GridInfo, _ r: Int, _ ph: Double, _ height: Double, _ key: AlignmentKey,
                                           _ src: S, _ cellWidth: (GridCell) -> Double) -> Double {
        var up = -Double.infinity
        for k in Int(g.rowStart[r])..<Int(g.rowStart[r + 1]) {
            let cell = g.cells[k]
            if cell.unsized & 2 != 0 || !cell.anchorX.isNaN { continue }
            let cp = Proposal(w: cellWidth(cell), h: ph)
            let s = src.size(k, cp)
            up = Swift.max(up, src.guide(k, key, cp, s))
        }
        return up.isFinite ? up : boxGuide(key, 0, height)
    }

    /// The height of row `r` when its cells are proposed `ph`: the extent of
    /// its cells aligned on the row's guide (the tallest cell's height when
    /// they align on top, centre or bottom).
    static func rowExtent<S: GridCellSource>(_ g: GridInfo, _ r: Int, _ ph: Double, _ src: S,
                                             _ cellWidth: (GridCell) -> Double) -> Double {
        let key = g.rowAlignment[r] ?? g.alignment.vertical.key
        var up = 0.0, down = 0.0
        for k in Int(g.rowStart[r])..<Int(g.rowStart[r + 1]) {
            let cell = g.cells[k]
            if cell.unsized & 2 != 0 { continue }
            let cp = Proposal(w: cellWidth(cell), h: ph)
            let s = src.size(k, cp)
            if !cell.anchorX.isNaN {
                up = Swift.max(up, s.h)
                continue
            }
            let gv = src.guide(k, key, cp, s)
            up = Swift.max(up, gv)
            down = Swift.max(down, s.h - gv)
        }
        return up + down
    }

    /// Step 3, the rows, as a VStack shares height, with the column widths
    /// known: unspecified height, each row at its cells' ideal heights;
    /// otherwise rows probed at 0 and infinity and served least flexible
    /// first with equal shares. `rowP` keeps the height each row's cells
    /// answered for, which is what they are placed with.
    static func resolveRows<S: GridCellSource>(_ g: GridInfo, _ h: Double, _ src: S, _ cellWidth: (GridCell) -> Double,
                                               _ rowH: inout [Double], _ rowP: inout [Double]) {
        let rows = rowH.count
        if h.isNaN {
            for r in 0..<rows { rowH[r] = rowExtent(g, r, .nan, src, cellWidth) }
            return
        }
        var lo = [Double](repeating: 0, count: rows)
        var hi = [Double](repeating: 0, count: rows)
        for r in 0..<rows {
            for k in Int(g.rowStart[r])..<Int(g.rowStart[r + 1]) {
                let cell = g.cells[k]
                if cell.unsized & 2 != 0 { continue }
                let cw = cellWidth(cell)
                lo[r] = Swift.max(lo[r], src.size(k, Proposal(w: cw, h: 0)).h)
                hi[r] = Swift.max(hi[r], src.size(k, Proposal(w: cw, h: .infinity)).h)
            }
        }
        let order = servingOrder(lo, hi)
        var available = h.isInfinite ? h : (h - g.vSpacing * Double(rows - 1)).saturatedSum
        var remaining = Double(rows)
        for r in order {
            let share = available.isInfinite ? available : Swift.max(available / remaining, 0)
            rowP[r] = share
            rowH[r] = rowExtent(g, r, share, src, cellWidth)
            if !available.isInfinite { available = (available - rowH[r]).saturatedSum }
            remaining -= 1
        }
    }
}

/// The engine's cells: the grid node's children.
struct EngineGridCells: GridCellSource {
    unowned(unsafe) let engine: LayoutEngine
    let node: Node

    @inline(__always) func size(_ cell: Int, _ p: Proposal) -> Size {
        engine.size(engine.child(node, cell), p)
    }

    @inline(__always) func guide(_ cell: Int, _ key: AlignmentKey, _ p: Proposal, _ s: Size) -> Double {
        let c = engine.child(node, cell)
        if engine.nodes[Int(c)].guideMask & key.maskBit == 0 && key.builtin != .custom {
            return GridSolver.boxGuide(key, s.w, s.h)
        }
        return engine.guide(c, key, p, s)
    }
}

extension LayoutEngine {
    /// Grid: see `Grid` for the rules and `GridSolver.layout` for the steps.
    /// Out of line: inlined into the engine's switches, its locals widened
    /// every level's stack frame.
    @inline(never)
    func gridLayout(_ node: Node, _ p: Proposal, placing out: RawStorage<ChildPlacement>?) -> Size {
        GridSolver.layout(tree.grids[Int(node.payload)], p, EngineGridCells(engine: self, node: node), placing: out)
    }
}
