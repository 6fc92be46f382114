import Foundation

/// One track (column of a LazyVGrid, row of a LazyHGrid) as given, checked.
struct LazyGridTrack {
    enum Kind: UInt8 { case fixed, flexible, adaptive }
    var kind: Kind
    /// The fixed size, or the minimum.
    var a: Double
    /// The maximum (flexible and adaptive).
    var b: Double
    /// Spacing after this track.
    var spacing: Double
    var alignment: Alignment?
}

/// A track after resolution: its offset across the grid, its size, and the
/// alignment of the items in it.
struct ResolvedTrack: Equatable {
    var offset: Double
    var size: Double
    var alignment: Alignment?
    static func == (a: ResolvedTrack, b: ResolvedTrack) -> Bool { a.offset == b.offset && a.size == b.size }
}

struct LazyGridInfo {
    var tracks: [LazyGridTrack]
    /// Between lines along the growth axis (NaN: the default).
    var spacing: Double
    var alignment: Alignment
    var pinnedViews: PinnedScrollableViews
}

/// How a lazy grid's tracks get their sizes (Fidelity, "Lazy grids", after objc.io's
/// "SwiftUI's Grid Views", 2020-11-23, whose reimplementation matched real
/// SwiftUI in their quizzes):
/// 1. Fixed tracks are exactly their size. The rest of the length, less the
///    fixed tracks and the spacing after every track but the last, is shared.
/// 2. The other tracks, in order, each take what is left divided by the
///    number of them left, clamped to their bounds (an adaptive track only to
///    its maximum, never to its minimum), and what they took is subtracted.
/// 3. An adaptive track holds as many items of at least its minimum as fit
///    with its spacing between them (at least one), which share its size.
/// An unspecified or infinite length (an ideal-size question) gives
/// flexible tracks their minimum and adaptive tracks one item of their
/// minimum.
enum LazyGridTracks {
    /// The most items one adaptive track is split into.
    static let maxAdaptiveItems = 10_000.0

    static func resolve(_ tracks: [LazyGridTrack], length: Double) -> [ResolvedTrack] {
        // Steps 1 and 2: each track's share of the length.
        let sizes = length.isNaN || length.isInfinite ? minimumSizes(tracks) : sharedSizes(tracks, length: length)
        // Step 3, and the tracks side by side with their spacing.
        return laidOut(tracks, sizes)
    }

    /// An ideal-size question (an unspecified or infinite length): every
    /// track its minimum (a fixed one its size).
    @inline(__always)
    static func minimumSizes(_ tracks: [LazyGridTrack]) -> [Double] {
        var sizes = [Double](repeating: 0, count: tracks.count)
        for (i, t) in tracks.enumerated() { sizes[i] = t.a }
        return sizes
    }

    /// Steps 1 and 2: fixed tracks their size; the others, in order, what is
    /// left over the number left, clamped to their bounds.
    @inline(__always)
    static func sharedSizes(_ tracks: [LazyGridTrack], length: Double) -> [Double] {
        var sizes = [Double](repeating: 0, count: tracks.count)
        // Step 1: what is shared is the length less the fixed tracks and the
        // spacing after every track but the last.
        var remaining = length
        var open = 0
        for (i, t) in tracks.enumerated() {
            if i < tracks.count - 1 { remaining -= t.spacing }
            if t.kind == .fixed { remaining -= t.a } else { open += 1 }
        }
        // Step 2: the other tracks in order, each its share clamped (an
        // adaptive one only to its maximum), which is then subtracted.
        for (i, t) in tracks.enumerated() where t.kind != .fixed {
            var s = open > 0 ? remaining / Double(open) : 0
            if t.kind == .flexible { s = Swift.max(s, t.a) }
            s = Swift.min(s, t.b)
            s = Swift.max(s, 0)
            sizes[i] = s
            remaining -= s
            open -= 1
        }
        for (i, t) in tracks.enumerated() where t.kind == .fixed { sizes[i] = t.a }
        return sizes
    }

    /// The resolved tracks side by side, each followed by its spacing; step
    /// 3: an adaptive track split into as many items as fit.
    @inline(__always)
    static func laidOut(_ tracks: [LazyGridTrack], _ sizes: [Double]) -> [ResolvedTrack] {
        var out: [ResolvedTrack] = []
        out.reserveCapacity(tracks.count)
        var offset = 0.0
        for (i, t) in tracks.enumerated() {
            if t.kind == .adaptive {
                // n items of at least `a`, `spacing` between them (a negative
                // spacing that cancels the minimum fits no count: one item;
                // the count is capped so a tiny minimum cannot explode it).
                let per = t.a + t.spacing
                let fit = per > 0 ? ((sizes[i] + t.spacing) / per).rounded(.down) : 1
                let n = Int(Swift.min(Swift.max(fit.isNaN ? 1 : fit, 1), LazyGridTracks.maxAdaptiveItems))
                let item = (sizes[i] - Double(n - 1) * t.spacing) / Double(n)
                for k in 0..<n {
                    out.append(ResolvedTrack(offset: offset, size: Swift.max(item, 0), alignment: t.alignment))
                    offset += Swift.max(item, 0) + (k < n - 1 ? t.spacing : 0)
                }
            } else {
                out.append(ResolvedTrack(offset: offset, size: sizes[i], alignment: t.alignment))
                offset += sizes[i]
            }
            if i < tracks.count - 1 { offset += t.spacing }
        }
        return out
    }
}

/// A run of a lazy grid's children laid out as lines: a section header or
/// footer (one line across every track), or consecutive items filling lines
/// of one item per track.
struct LazyGridBlock {
    /// A header's or footer's role (nil for items).
    var role: _SectionRole?
    var firstUnit: Int
    var count: Int
    /// Whether any item is an element of a deferred ForEach: then lines after
    /// the first are estimated as thick as the first.
    var deferred: Bool
    var lines: Int
    /// The first line's thickness.
    var first: Double
    var start: Double
    var length: Double
}

/// A lazy grid's tracks and blocks for one proposal.
struct LazyGridLines {
    var tracks: [ResolvedTrack]
    /// Items per line: the track count (1 without tracks, each item then
    /// taking the whole breadth).
    var perLine: Int
    var breadth: Double
    var gap: Double
    var blocks: [LazyGridBlock]
    var length: Double
}

extension LayoutEngine {
    /// LazyVGrid / LazyHGrid (the LazyVGrid and LazyHGrid pages, Fidelity,
    /// "Lazy grids"):
    /// 1. Across the grid, the tracks are resolved from the proposal
    ///    (`LazyGridTracks`).
    /// 2. The children are taken as blocks: a section's header or footer is
    ///    a line of its own across every track, and the next item starts a
    ///    new line; a run of items fills lines of one item per track (a row
    ///    of a LazyVGrid, a column of a LazyHGrid).
    /// 3. Along the grid, each item is proposed its track's size across and
    ///    nothing (its ideal) along; a line is as thick as its thickest item,
    ///    and lines are `spacing` apart (nil: 8, Fidelity, "Default spacing").
    /// 4. The grid is as large as its tracks across and its lines along.
    /// 5. Placing: an item sits in its cell by its track's alignment, else
    ///    the grid's (centred along the line).
    ///
    /// Lazily, as the lazy stacks (rules on `LazyHStack`; the LazyVGrid page:
    /// "the grid doesn't create items until they're needed"): a ForEach
    /// inside is not expanded when resolved; the lines of its elements after
    /// the first of a run are estimated as thick as that first line, which is
    /// created to measure it; only the lines that intersect the visible region
    /// of the nearest scroll view (or the grid's own frame outside one) are
    /// created and placed, with their real thicknesses. With `pinnedViews`,
    /// section headers and footers are pinned to the visible region's edges
    /// while their section is visible, as in the lazy stacks.
    func lazyGridSize(_ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let g = lazyGridLines(n, node, p)
        return node.kind == .lazyVGrid ? Size(w: g.breadth, h: g.length) : Size(w: g.length, h: g.breadth)
    }

    /// The engine, node and fragment of unit `unit` of a lazy grid (a
    /// ForEach element is created on first use); nil for an element that
    /// made no view.
    func lazyGridCell(_ st: LazyState, _ unit: Int) -> (engine: LayoutEngine, node: Int32, fragment: Fragment?)? {
        // The segment holding the unit: the last one starting at or before
        // it (segments are in unit order; an empty one is followed by one
        // starting at the same unit).
        var lo = 0, hi = st.segments.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if st.segments[mid].firstUnit <= unit { lo = mid } else { hi = mid - 1 }
        }
        let seg = st.segments[lo]
        if !seg.deferred { return (self, seg.child, nil) }
        let f = lazyFragment(st, seg, unit: unit)
        let per = seg.unitsPerElement
        if f.tops.count != per {
            // Every element keeps the cells its first made (the ForEach was
            // expanded when resolved if that was none); one that makes
            // another number fills what it can and is reported.
            pass.diagnose("a lazy grid's ForEach element \(f.index) made \(f.tops.count) views where its first made \(per); it keeps \(per) cell\(per == 1 ? "" : "s")"
                          + (f.tops.count < per ? ", the missing ones left empty" : ", showing its first \(per == 1 ? "view" : "\(per) views")"))
        }
        let k = (unit - seg.firstUnit) % per
        guard k < f.tops.count else { return nil }
        return (f.engine, f.tops[k], f)
    }

    /// The proposal of the cell at `column` of a line (`full`: across every track).
    @inline(__always)
    func lazyGridProposal(_ g: LazyGridLines, _ column: Int, full: Bool, _ across: Axis) -> Proposal {
        Proposal.along(across, major: full ? g.breadth : g.tracks[column].size, minor: .nan)
    }

    /// The thickness of the line of `count` units from `first`.
    func lazyGridLineThickness(_ st: LazyState, _ g: LazyGridLines, _ first: Int, _ count: Int, full: Bool, _ growth: Axis) -> Double {
        let across: Axis = growth == .vertical ? .horizontal : .vertical
        var thickness = 0.0
        for k in 0..<count {
            guard let c = lazyGridCell(st, first + k) else { continue }
            thickness = Swift.max(thickness, c.engine.size(c.node, lazyGridProposal(g, k, full: full, across))[growth])
        }
        return thickness
    }

    /// The tracks and blocks of lazy grid `n` for proposal `p`: steps 1 to 4
    /// of `lazyGridSize`.
    func lazyGridLines(_ n: Int32, _ node: Node, _ p: Proposal) -> LazyGridLines {
        let st = lazyState(n, node)
        let info = tree.lazyGrids[Int(node.payload)]
        let growth: Axis = node.kind == .lazyVGrid ? .vertical : .horizontal
        let across: Axis = growth == .vertical ? .horizontal : .vertical

        // Step 1: the tracks across, from the proposal (Fidelity, "Lazy grids").
        let tracks = LazyGridTracks.resolve(info.tracks, length: p[across])
        var g = LazyGridLines(tracks: tracks, perLine: Swift.max(tracks.count, 1), breadth: 0,
                              gap: info.spacing.isNaN ? defaultStackSpacing : info.spacing, blocks: [], length: 0)
        if let last = tracks.last { g.breadth = last.offset + last.size }

        // Step 2: each header or footer a block alone, runs of items together.
        lazyGridBlocks(st, into: &g)
        if tracks.isEmpty { g.breadth = lazyGridTracklessBreadth(st, g, p[across], across) }

        // Step 3: the lines along the grid, block after block, `gap` apart.
        var along = 0.0
        for i in g.blocks.indices {
            var b = g.blocks[i]
            let full = b.role != nil || tracks.isEmpty
            let per = full ? 1 : g.perLine
            b.lines = (b.count + per - 1) / per
            b.start = along
            b.first = lazyGridLineThickness(st, g, b.firstUnit, Swift.min(per, b.count), full: full, growth)
            if b.deferred && isInScrollView {
                b.length = lazyGridEstimatedLength(b, gap: g.gap)
            } else {
                // Every line measured: outside a scroll view a lazy grid
                // creates all its items (Fidelity, "Lazy stacks"), up to what
                // placing creates at most; the lines past that are estimated.
                let measured = b.deferred ? Swift.min(b.lines, Swift.max(LayoutEngine.lazyCreationLimit / per, 1)) : b.lines
                b.length = b.first
                if measured < b.lines {
                    pass.diagnose("a lazy grid outside a scroll view has \(b.lines) lines; past \(measured) their thickness is estimated from the first")
                    b.length += Double(b.lines - measured) * (b.first + g.gap)
                }
                for j in 1..<Swift.max(measured, 1) {
                    let u = b.firstUnit + j * per
                    b.length += g.gap + lazyGridLineThickness(st, g, u, Swift.min(per, b.firstUnit + b.count - u), full: full, growth)
                }
            }
            along += b.length + g.gap
            g.blocks[i] = b
        }
        // Step 4: the grid's length, its lines and the gaps between them.
        g.length = g.blocks.isEmpty ? 0 : along - g.gap
        return g
    }

    /// Step 2: the blocks of a lazy grid's children, a header or footer
    /// alone, consecutive runs of items merged into one.
    @inline(__always)
    func lazyGridBlocks(_ st: LazyState, into g: inout LazyGridLines) {
        for seg in st.segments where seg.count > 0 {
            if seg.role == nil, let last = g.blocks.last, last.role == nil {
                g.blocks[g.blocks.count - 1].count += seg.count
                g.blocks[g.blocks.count - 1].deferred = last.deferred || seg.deferred
            } else {
                g.blocks.append(LazyGridBlock(role: seg.role, firstUnit: seg.firstUnit, count: seg.count,
                                              deferred: seg.deferred, lines: 0, first: 0, start: 0, length: 0))
            }
        }
    }

    /// A grid without tracks: every child is a line of its own, and the grid
    /// as wide as the widest (an element of a ForEach: its first, as an
    /// estimate).
    @inline(__always)
    func lazyGridTracklessBreadth(_ st: LazyState, _ g: LazyGridLines, _ proposed: Double, _ across: Axis) -> Double {
        var breadth = g.breadth
        for b in g.blocks {
            let last = b.deferred ? 1 : b.count
            for u in b.firstUnit..<(b.firstUnit + last) {
                guard let c = lazyGridCell(st, u) else { continue }
                breadth = Swift.max(breadth, c.engine.size(c.node, Proposal.along(across, major: proposed, minor: .nan))[across])
            }
        }
        return breadth
    }

    /// The length of a block of ForEach elements, which are not created to
    /// be measured: every line estimated as thick as its first.
    @inline(__always)
    func lazyGridEstimatedLength(_ b: LazyGridBlock, gap: Double) -> Double {
        b.first * Double(b.lines) + gap * Double(b.lines - 1)
    }

    /// Step 5 of `lazyGridSize`: places the lines of a lazy grid that
    /// intersect the visible region (creating their items), then its pinned
    /// section headers and footers.
    func placeLazyGrid(_ n: Int32, _ node: Node, x: Double, y: Double, p: Proposal, s: Size) {
        let st = lazyState(n, node)
        st.placed.removeAll()
        st.shown.removeAll()
        let info = tree.lazyGrids[Int(node.payload)]
        let growth: Axis = node.kind == .lazyVGrid ? .vertical : .horizontal
        let across: Axis = growth == .vertical ? .horizontal : .vertical
        let rtl = node.flags.contains(.rightToLeft)
        let g = lazyGridLines(n, node, p)
        let region = lazyRegion(growth, x: x, y: y, s: s, rtl: rtl)

        // Step 5: places the line of `count` units from `first` at `at` along
        // the grid, each item in its cell by its track's alignment.
        func placeLine(_ first: Int, _ count: Int, at: Double, thickness: Double, full: Bool) {
            for k in 0..<count {
                guard let c = lazyGridCell(st, first + k) else { continue }
                let (offset, width, alignment): (Double, Double, Alignment) = full
                    ? (0, g.breadth, info.alignment)
                    : (g.tracks[k].offset, g.tracks[k].size, g.tracks[k].alignment ?? info.alignment)
                let cp = lazyGridProposal(g, k, full: full, across)
                let cs = c.engine.size(c.node, cp)
                let box = Proposal.along(across, major: width, minor: thickness)
                var cell = c.engine.align(c.node, cp, cs, in: Size(w: box.w, h: box.h), alignment)
                if growth == .vertical { cell.x += offset; cell.y += at } else { cell.x += at; cell.y += offset }
                let cx = rtl ? s.w - cell.x - cell.w : cell.x
                c.engine.place(c.node, x: x + cx, y: y + cell.y, p: cell.p, s: Size(w: cell.w, h: cell.h))
                st.placed.append((c.fragment, c.node))
                st.shown.append(first + k)
            }
        }

        let blocks = g.blocks
        let pinned = blocks.contains(where: { $0.role != nil })
            ? region.pinnedSectionViews(count: blocks.count, pinned: info.pinnedViews, role: { blocks[$0].role },
                                        start: { blocks[$0].start }, length: { blocks[$0].length })
            : []
        let pinnedBlocks = Set(pinned.map(\.span))
        var createdHere = 0
        for (i, b) in blocks.enumerated() where !pinnedBlocks.contains(i) && region.shows(b.start, b.start + b.length) {
            let full = b.role != nil || g.tracks.isEmpty
            let per = full ? 1 : g.perLine
            // The first line the region may show (from the estimate when the
            // block has ForEach elements), then lines with their real
            // thicknesses until the region ends.
            var j = b.deferred && isInScrollView ? region.firstIndex(from: b.start, stride: b.first + g.gap, count: b.lines) : 0
            var at = b.start + Double(j) * (b.first + g.gap)
            while j < b.lines && at < region.hi {
                if createdHere >= LayoutEngine.lazyCreationLimit {
                    pass.diagnose("a lazy grid would create more than \(LayoutEngine.lazyCreationLimit) items in one layout (lines of no thickness?); the rest are not created")
                    break
                }
                let u = b.firstUnit + j * per
                let count = Swift.min(per, b.firstUnit + b.count - u)
                createdHere += count
                let t = j == 0 ? b.first : lazyGridLineThickness(st, g, u, count, full: full, growth)
                if region.shows(at, at + t) { placeLine(u, count, at: at, thickness: t, full: full) }
                at += t + g.gap
                j += 1
            }
        }
        // Pinned headers and footers last: drawn above the items.
        for (i, at) in pinned {
            placeLine(blocks[i].firstUnit, blocks[i].count, at: at, thickness: blocks[i].length, full: true)
        }
    }
}
