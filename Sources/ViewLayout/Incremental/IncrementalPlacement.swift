import Foundation

/// Where a `LayoutSession` last placed a node: its origin relative to its
/// parent's origin (after mirroring), its size, and the proposal it was
/// placed with. Relative origins are what make a one-leaf change cheap: a
/// row that moves down because the row above grew keeps the stored frames
/// of everything inside it.
struct RelativePlacement {
    var x = 0.0, y = 0.0
    var w = 0.0, h = 0.0
    /// -1 × -1 (never a proposal) until the node is first placed.
    var p = Proposal(w: -1, h: -1)

    /// (Any infinity or NaN makes the sum of the products NaN.)
    @inline(__always) var isFinite: Bool { x * 0 + y * 0 + w * 0 + h * 0 == 0 }

    /// Finite and under 2⁵⁰ in magnitude: root-space frames summed from
    /// such entries (one per level) can neither overflow nor saturate, so
    /// a result made only of them has nothing to report
    /// (Layout/NumericRule.swift). A NaN compares false.
    @inline(__always) var isOrdinary: Bool {
        let limit = 0x1p50
        return abs(x) < limit && abs(y) < limit && abs(w) < limit && abs(h) < limit
    }

    /// Whether this is the size `s` and (normalised) proposal `p` of a new
    /// placement, bit for bit: then the subtree's placement stands.
    @inline(__always) func isPlaced(_ s: Size, _ p: Proposal) -> Bool {
        w.bitPattern == s.w.bitPattern && h.bitPattern == s.h.bitPattern && self.p == p
    }
}

/// What a session's placement reads and writes besides the engine's own
/// memory: the kept placements, the update's marks, the count of
/// entries that are not ordinary, and the nodes on the update's path with every
/// node's parent (an unchanged node on the path visits its marked
/// children from this list rather than reading every child's mark: a
/// 100-row list's rows are 100 scattered cache lines).
struct KeptState {
    /// By child link (the root's after the last link).
    let kept: RawStorage<RelativePlacement>
    let dirty: RawStorage<UInt8>
    /// A bit per node: whether it is marked in `dirty` (denser to read).
    let marked: ReadOnlyStorage<UInt64>
    let nonFinite: RawStorage<Int>
    /// The marked nodes (changed, and their ancestors); empty outside an update.
    let path: ReadOnlyStorage<Int32>
    let pathCount: Int
    let parents: ReadOnlyStorage<Int32>
    /// Past this many marked nodes, children's marks are read instead.
    static let pathListLimit = 32
}

/// A node for `placeKeeping` to place: its kept slot, relative origin,
/// proposal and size.
struct KeptPlacement {
    var n: Int32
    var slot: Int
    var x: Double, y: Double
    var p: Proposal
    var s: Size
}

extension LayoutEngine {
    /// Placement for a `LayoutSession`: as `place`, but each node's origin is
    /// stored relative to its parent in `kept`, and a node that is not marked
    /// in `dirty`, and is placed with the same proposal and size as last
    /// time, keeps its whole subtree's placement (its children's placement is
    /// a function of its subtree, proposal and size: `placeChildren`).
    /// `nonFinite` counts the stored entries that are not ordinary (`isOrdinary`).
    /// `slot`: the child link that leads to `n` (its entry in `kept`).
    /// Like `place`, it loops on each node's last child to visit rather than
    /// recursing, so a deep nest's path is walked on the caller's stack.
    func placeKeeping(_ n: Int32, slot: Int, x: Double, y: Double, p: Proposal, s: Size, _ st: KeptState) {
        var next = KeptPlacement(n: n, slot: slot, x: x, y: y, p: p, s: s)
        while let last = placeKeepingStep(next, st) { next = last }
    }

    /// Places one node as `placeKeeping` describes, every child to visit but
    /// the last, which is returned for the caller's loop. The child to
    /// return is held in locals and loops, never in a variable that a
    /// nested function captures: such a capture is a heap box per node
    /// (an allocation and dynamic exclusivity checks a level of a deep nest).
    @inline(__always)
    private func placeKeepingStep(_ e: KeptPlacement, _ st: KeptState) -> KeptPlacement? {
        let (n, slot, x, y, p, s) = (e.n, e.slot, e.x, e.y, e.p, e.s)
        let (kept, dirty) = (st.kept, st.dirty)
        if keptInPlace(n, slot: slot, x: x, y: y, p: p, s: s, st) { return nil }
        let i = Int(n)
        let np = normalised(n, p)
        let old = kept[slot]
        if stack.exhausted() {
            stack.continueOnFreshStack { placeKeeping(n, slot: slot, x: x, y: y, p: p, s: s, st) }
            return nil
        }
        // A run of links whose children `settle` placed, for the
        // proposal this one is placed with: passed in one loop.
        if dirty[i] & UpdateMark.childPlaced != 0, let o = cache.onlyEntry(n), o.p == np {
            store(RelativePlacement(x: x, y: y, w: s.w, h: s.h, p: np), at: slot, st)
            return keptChainEnd(nodes[i], st)
        }
        // On a changed node's path but measured the same (`settle`): its
        // children's placements stand; only its marked children are visited.
        if dirty[i] & UpdateMark.measuring == UpdateMark.onPath && old.isPlaced(s, np) {
            moveKept(slot, x: x, y: y, st)
            return visitMarkedChildren(n, nodes[i], st)
        }
        store(RelativePlacement(x: x, y: y, w: s.w, h: s.h, p: np), at: slot, st)
        let node = nodes[i]
        let count = Int(node.childCount)
        if count == 0 { return nil }
        let rtl = node.flags.contains(.rightToLeft)
        // A link of a chain (every level of a deep nest): its one child
        // from its rule, without a call or scratch.
        if count == 1, let c = linkChildPlacement(node, np) {
            return placeKeptChild(node, 0, c, width: s.w, rtl: rtl, last: true, st)
        }
        if let info = plannedStack(node, np) {
            var pending: KeptPlacement? = nil
            // A row whose plan changed at its marked children only: its
            // other children stand or move along it.
            if dirty[i] & UpdateMark.measuring == UpdateMark.onPath | UpdateMark.replan && !rtl && old.p == np
                && shiftPlanned(n, node, info, np, s, old: old, st, { k, c in
                    if let q = placeKeptChild(node, k, c, width: s.w, rtl: rtl, last: k == count - 1, st) { pending = q }
                }) {
                return pending
            }
            // A row on the path only, placed before at this proposal, whose
            // thickness moved: its children move across only.
            if dirty[i] & UpdateMark.measuring == UpdateMark.onPath && !rtl && old.p == np {
                shiftAcross(n, node, info, np, st) { k, c in
                    if let q = placeKeptChild(node, k, c, width: s.w, rtl: false, last: k == count - 1, st) { pending = q }
                }
                return pending
            }
            // A stack placed with its planned proposal: each child as its
            // plan gives it, with no scratch (`placeChildrenButLast`).
            _ = placePlanned(node, info, node.kind == .hstack ? .horizontal : .vertical, np, count) { k, c in
                if let q = placeKeptChild(node, k, c, width: s.w, rtl: rtl, last: k == count - 1, st) { pending = q }
            }
            return pending
        }
        let base = scratchTop
        scratchTop += count
        let out = scratch.from(base)
        placeChildren(n, node, np, s, out)
        var pending: KeptPlacement? = nil
        for k in 0..<count {
            if let q = placeKeptChild(node, k, out[k], width: s.w, rtl: rtl, last: k == count - 1, st) { pending = q }
        }
        scratchTop = base
        return pending
    }

    /// The first node below link `node` (marked `childPlaced`, placed at
    /// its one memo proposal) whose children `settle` did not place for
    /// the proposal it is placed with, as its kept entry (written by its
    /// parent's `settle`) places it: the links between keep the entries
    /// `settle` wrote, one check a level.
    @inline(__always)
    private func keptChainEnd(_ node: Node, _ st: KeptState) -> KeptPlacement {
        var node = node
        while true {
            let slot = Int(node.childStart), c = child(node, 0)
            let e = st.kept[slot]
            if st.dirty[Int(c)] & UpdateMark.childPlaced != 0, let o = cache.onlyEntry(c), o.p == e.p {
                node = nodes[Int(c)]
                continue
            }
            return KeptPlacement(n: c, slot: slot, x: e.x, y: e.y, p: e.p, s: Size(w: e.w, h: e.h))
        }
    }

    /// Visits the marked children of `n` (on an update's path, its own
    /// placement standing) from their kept placements: each but the last
    /// placed here, the last returned.
    @inline(__always)
    private func visitMarkedChildren(_ n: Int32, _ node: Node, _ st: KeptState) -> KeptPlacement? {
        var pending: KeptPlacement? = nil
        if st.pathCount <= KeptState.pathListLimit {
            for j in 0..<st.pathCount where st.parents[Int(st.path[j])] == n {
                guard let k = childIndex(st.path[j], in: node) else { continue }
                if let earlier = pending { placeKeeping(earlier.n, slot: earlier.slot, x: earlier.x, y: earlier.y, p: earlier.p, s: earlier.s, st) }
                pending = keptChildPlacement(node, k, st)
            }
        } else {
            for k in 0..<Int(node.childCount) where st.dirty[Int(child(node, k))] != 0 {
                if let earlier = pending { placeKeeping(earlier.n, slot: earlier.slot, x: earlier.x, y: earlier.y, p: earlier.p, s: earlier.s, st) }
                pending = keptChildPlacement(node, k, st)
            }
        }
        return pending
    }

    /// Calls `body` with the index of each marked child of `n`: from the
    /// update's path when it is short, else by reading every child's mark.
    @inline(__always)
    private func forEachMarkedChild(_ n: Int32, _ node: Node, _ st: KeptState, _ body: (Int) -> Void) {
        if st.pathCount <= KeptState.pathListLimit {
            for j in 0..<st.pathCount where st.parents[Int(st.path[j])] == n {
                if let k = childIndex(st.path[j], in: node) { body(k) }
            }
        } else {
            for k in 0..<Int(node.childCount) where st.dirty[Int(child(node, k))] != 0 { body(k) }
        }
    }

    /// Child `k` of `node` as it was last placed (its kept entry).
    @inline(__always)
    private func keptChildPlacement(_ node: Node, _ k: Int, _ st: KeptState) -> KeptPlacement {
        let cslot = Int(node.childStart) + k
        let c = st.kept[cslot]
        return KeptPlacement(n: child(node, k), slot: cslot, x: c.x, y: c.y, p: c.p, s: Size(w: c.w, h: c.h))
    }

    /// Places child `k` of `node` (of width `width`, mirrored when `rtl`)
    /// at `c`, in the parent's left-to-right space: kept in place, or a
    /// leaf stored, here; the parent's `last` child that needs placing is
    /// returned for the caller's loop; any other is placed by a call.
    @inline(__always)
    private func placeKeptChild(_ node: Node, _ k: Int, _ c: ChildPlacement, width: Double, rtl: Bool, last: Bool,
                                _ st: KeptState) -> KeptPlacement? {
        let cx = rtl ? width - c.x - c.w : c.x
        let cn = child(node, k), cs = Size(w: c.w, h: c.h), cslot = Int(node.childStart) + k
        // Most children keep their subtree: checked here, without a call.
        if keptInPlace(cn, slot: cslot, x: cx, y: c.y, p: c.p, s: cs, st) { return nil }
        // A node without children is its kept placement: stored here,
        // without a call (the call's own path comes to the same store).
        if nodes[Int(cn)].childCount == 0 {
            store(RelativePlacement(x: cx, y: c.y, w: cs.w, h: cs.h, p: normalised(cn, c.p)), at: cslot, st)
            return nil
        }
        if last { return KeptPlacement(n: cn, slot: cslot, x: cx, y: c.y, p: c.p, s: cs) }
        placeKeeping(cn, slot: cslot, x: cx, y: c.y, p: c.p, s: cs, st)
        return nil
    }

    /// Where chain link `node` (ChainSizing.swift), placed for `p`, puts its
    /// one child, as `placeChildren` would write it: a padding's child at
    /// its leading and top insets (`paddingLayout`), a one-child stack's
    /// from its plan (`placeSingleChild`). Nil for any other node.
    @inline(__always)
    private func linkChildPlacement(_ node: Node, _ p: Proposal) -> ChildPlacement? {
        switch node.kind {
        case .padding:
            return paddedChildPlacement(tree.insets[Int(node.payload)], node, p)
        case .hstack, .vstack:
            return singleChildPlacement(node, node.kind == .hstack ? .horizontal : .vertical, p)
        default:
            return nil
        }
    }

    /// Places stack `n` (`node`, placed at `p` with size `s`), whose plan
    /// `restackAlong` changed at its marked children alone, and which was
    /// placed before (`old`) with the same proposal, without mirroring:
    /// its unmarked children keep their sizes and proposals, and where each
    /// marked child's guide across is its old one, so is the children's
    /// lowest guide, and every child keeps its place across. Then the
    /// children before the first marked one keep their placements, and each
    /// later one moves along the axis to where the walk of `placeInLine`
    /// (the same sums in the same order) puts it; the marked ones are
    /// placed by `placeKept`. A row's resized cell costs the shift of the
    /// cells after it, not a visit of every cell. False, with nothing
    /// placed, when this does not apply.
    @inline(__always)
    private func shiftPlanned(_ n: Int32, _ node: Node, _ info: StackInfo, _ p: Proposal, _ s: Size, old: RelativePlacement,
                              _ st: KeptState, _ placeKept: (Int, ChildPlacement) -> Void) -> Bool {
        let axis: Axis = node.kind == .hstack ? .horizontal : .vertical
        let count = Int(node.childCount), base = Int(node.childStart)
        let plan = plans.from(base)
        let (part, ofHeight) = plainGuide(info.alignment)
        @inline(__always) func guide(_ cs: Size) -> Double { part == 0 ? 0 : part * (ofHeight ? cs.h : cs.w) }
        @inline(__always) func planned(_ k: Int) -> Size { Proposal.along(axis, major: plan[k].major, minor: plan[k].across).size }
        var first = count, sameGuides = true, markedCount = 0
        @inline(__always) func check(_ k: Int) {
            first = Swift.min(first, k)
            markedCount += 1
            let was = st.kept[base + k]
            if guide(planned(k)).bitPattern != guide(Size(w: was.w, h: was.h)).bitPattern { sameGuides = false }
        }
        forEachMarkedChild(n, node, st, check)
        guard sameGuides, first < count else { return false }
        let minor = p[axis == .horizontal ? .vertical : .horizontal]
        let start = st.kept[base + first]
        var cursor = axis == .horizontal ? start.x : start.y
        var prev = child(node, first)
        let pairwise = info.spacing.isNaNValue, horizontal = axis == .horizontal
        // Up to the last marked child: each child checked for a mark.
        var k = first
        while k < count && markedCount > 0 {
            let c = child(node, k), slot = base &+ k
            if k > first { cursor += pairwise ? pairSpacing(prev, c, axis) : info.spacing }
            prev = c
            if st.marked[Int(c) >> 6] & (1 << UInt64(Int(c) & 63)) != 0 {
                markedCount -= 1
                // Its place across is its old one (its guide and the lowest are).
                let was = st.kept[slot]
                let cs = planned(k), across = horizontal ? was.y : was.x
                let cp = Proposal.along(axis, major: plan[k].proposed, minor: minor)
                placeKept(k, horizontal ? ChildPlacement(x: cursor, y: across, w: cs.w, h: cs.h, p: cp)
                                        : ChildPlacement(x: across, y: cursor, w: cs.w, h: cs.h, p: cp))
            } else {
                shiftAlong(slot, to: cursor, horizontal: horizontal, st)
            }
            cursor += plan[k].major
            k &+= 1
        }
        // The rest (a row's cells after its resized one): a walk of the
        // plan that writes one coordinate a cell, the same sums in the
        // same order.
        if pairwise {
            while k < count {
                let c = child(node, k)
                cursor += pairSpacing(prev, c, axis)
                prev = c
                shiftAlong(base &+ k, to: cursor, horizontal: horizontal, st)
                cursor += plan[k].major
                k &+= 1
            }
        } else {
            let spacing = info.spacing
            while k < count {
                cursor += spacing
                shiftAlong(base &+ k, to: cursor, horizontal: horizontal, st)
                cursor += plan[k].major
                k &+= 1
            }
        }
        return true
    }

    /// Moves the kept entry at `slot` along the axis to `origin`: only that
    /// coordinate is read and written when it is ordinary before and after.
    @inline(__always)
    private func shiftAlong(_ slot: Int, to origin: Double, horizontal: Bool, _ st: KeptState) {
        let limit = 0x1p50
        let was = horizontal ? st.kept[slot].x : st.kept[slot].y
        if abs(origin) < limit && abs(was) < limit {
            if horizontal { st.kept[slot].x = origin } else { st.kept[slot].y = origin }
        } else {
            let e = st.kept[slot]
            moveKept(slot, x: horizontal ? origin : e.x, y: horizontal ? e.y : origin, st)
        }
    }

    /// Places stack `n` (`node`, placed at `p`), which is only on an
    /// update's path (not measured again: its plan along its axis stands,
    /// and `restackAcross` gave its marked children their new extents
    /// across) and was placed before with the same proposal, without
    /// mirroring: every child keeps its place and extent along the axis,
    /// and takes its place across from the children's new lowest guide, as
    /// `placePlanned` computes it (-guide - lo, the same operations). The
    /// unmarked children write that one coordinate when it moved; the
    /// marked ones are placed by `placeKept`. A row whose tallest cell grew
    /// costs two walks of its plan, not a placement of every cell.
    @inline(__always)
    private func shiftAcross(_ n: Int32, _ node: Node, _ info: StackInfo, _ p: Proposal, _ st: KeptState,
                             _ placeKept: (Int, ChildPlacement) -> Void) {
        let axis: Axis = node.kind == .hstack ? .horizontal : .vertical
        let horizontal = axis == .horizontal
        let count = Int(node.childCount), base = Int(node.childStart)
        let plan = plans.from(base)
        // A plain guide across is a part of the child's extent across,
        // which is its plan's `across` (`placePlanned`'s guide of the
        // planned size, the same product).
        let part = plainGuide(info.alignment).part
        @inline(__always) func planned(_ k: Int) -> Size { Proposal.along(axis, major: plan[k].major, minor: plan[k].across).size }
        @inline(__always) func guide(_ k: Int) -> Double { part == 0 ? 0 : part * plan[k].across }
        var lo = Double.infinity
        for k in 0..<count { lo = Swift.min(lo, -guide(k)) }
        // Every child's place across, one coordinate each; then the marked
        // children placed in full (their kept entries are replaced).
        let limit = 0x1p50
        for k in 0..<count {
            let slot = base &+ k
            let across = -guide(k) - lo
            let was = horizontal ? st.kept[slot].y : st.kept[slot].x
            if was.bitPattern == across.bitPattern { continue }
            if abs(across) < limit && abs(was) < limit {
                if horizontal { st.kept[slot].y = across } else { st.kept[slot].x = across }
            } else {
                let e = st.kept[slot]
                moveKept(slot, x: horizontal ? e.x : across, y: horizontal ? across : e.y, st)
            }
        }
        let minor = p[horizontal ? .vertical : .horizontal]
        forEachMarkedChild(n, node, st) { k in
            // Its place along is its old one (the plan along stands).
            let e = st.kept[base + k], cs = planned(k)
            let cp = Proposal.along(axis, major: plan[k].proposed, minor: minor)
            placeKept(k, ChildPlacement(x: e.x, y: e.y, w: cs.w, h: cs.h, p: cp))
        }
    }

    /// Whether node `n`, not marked in `dirty`, is placed with the same
    /// proposal and size as last time, so that its subtree keeps its
    /// placement (the usual case for the siblings of a changed node); then
    /// only its stored origin is brought up to date. It does not recurse,
    /// so it needs no stack check.
    /// The stored proposal is normalised (`normalised`, which only makes
    /// axes unspecified, so normalising twice changes nothing): when `p`
    /// itself equals it, bit for bit, so does `p` normalised, and the node
    /// is not read. A column whose width moved places its rows again, each
    /// of whose records is a cache line of its own.
    @inline(__always)
    private func keptInPlace(_ n: Int32, slot: Int, x: Double, y: Double, p: Proposal, s: Size, _ st: KeptState) -> Bool {
        let i = Int(n)
        let old = st.kept[slot]
        let unmarked = st.marked[i >> 6] & (1 << UInt64(i & 63)) == 0
        guard unmarked && (old.isPlaced(s, p) || old.isPlaced(s, normalised(n, p))) else { return false }
        moveKept(slot, x: x, y: y, st)
        return true
    }

    /// Stores a new placement at `slot`, counting the entries that are not finite.
    @inline(__always)
    private func store(_ new: RelativePlacement, at slot: Int, _ st: KeptState) {
        if !st.kept[slot].isOrdinary { st.nonFinite[0] -= 1 }
        if !new.isOrdinary { st.nonFinite[0] += 1 }
        st.kept[slot] = new
    }

    /// Brings the stored origin at `slot` up to date (its size unchanged).
    @inline(__always)
    private func moveKept(_ slot: Int, x: Double, y: Double, _ st: KeptState) {
        let old = st.kept[slot]
        if old.x.bitPattern != x.bitPattern || old.y.bitPattern != y.bitPattern {
            var moved = old
            (moved.x, moved.y) = (x, y)
            store(moved, at: slot, st)
        }
    }

    /// Marks `newRecord` each node in `marked` (the changed nodes and their
    /// ancestors) whose record in `tree` reads otherwise than in `old`, the
    /// previous value's tree of the same structure: its flags (with the
    /// marks found when the new tree was built), priority or guide mask.
    /// Its parent reads those, so `settle` cannot stop at it. The engine
    /// reads the new tree's nodes; the marks of a node depend on its
    /// subtree only, so the unchanged nodes' marks are the old ones too.
    func refresh(_ marked: [Int32], from old: NodeTree, marks: RawStorage<UInt8>) {
        for n in marked where !tree.readsAlike(n, old) {
            marks[Int(n)] |= UpdateMark.newRecord
        }
    }

    /// Early cutoff, run at the start of an update's pass: each node marked
    /// `remeasure` (a changed node at first), children before parents
    /// (`marked` ascending: the tree is built in post-order), forgets its
    /// memo entries, text measurement and stack plan, and is measured again
    /// at every proposal its memo row held, which are all its parent asked
    /// it. If every answer is the same, bit for bit, its parent's layout
    /// stands (the parent reads only its children's sizes, flags, priority
    /// and, for guides in `guidesRead`, their guides), so the parent keeps
    /// its memo and plan and is only on the path to the change; otherwise
    /// the parent is marked `remeasure` too. A long list whose edited row
    /// answers as before costs its path, not the list.
    /// A child of a stack whose answers changed across the stack's axis
    /// only (a row of a column that is an ulp narrower) does not make the
    /// stack distribute again: `restackAcross` updates its plan and answer.
    /// With `cutoff` false (a tree not in post-order) every marked node is
    /// measured again, as before this existed.
    func settle(_ marked: [Int32], parents: ReadOnlyStorage<Int32>, marks: RawStorage<UInt8>, guidesRead: UInt8,
                cutoff: Bool, kept: RawStorage<RelativePlacement>, nonFinite: RawStorage<Int>) {
        let row = RawStorage<(Proposal, Size)>.allocate(capacity: SizeCache.ways)
        defer { row.deallocate() }
        for n in marked {
            let i = Int(n)
            guard marks[i] & UpdateMark.remeasure != 0 else { continue }
            let parent = parents[i]
            if cutoff && parent >= 0 && settleLink(n, parent: parent, marks: marks, guidesRead: guidesRead,
                                                              kept: kept, nonFinite: nonFinite) { continue }
            let count = cache.copyRow(n, into: row)
            var same = cutoff && parent >= 0 && count != nil && marks[i] & UpdateMark.newRecord == 0
                && cutoffPossible(n, parent: parent, guidesRead: guidesRead)
            let node = nodes[i]
            // Which of its answers' dimensions may have changed: its own
            // inputs' (`unstableAxes`), and its changed children's.
            let unstable = marks[i] & UpdateMark.newRecord != 0 ? UpdateMark.unstable : marks[i] & UpdateMark.unstable
            if parent >= 0 { marks[Int(parent)] |= inherited(unstable, by: nodes[Int(parent)]) }
            if node.kind == .text && Int(node.payload) < textCache.count { textCache[Int(node.payload)] = nil }
            // A stack measured again plans again.
            if (node.kind == .hstack || node.kind == .vstack) && node.payload >= 0 {
                planProposals[Int(node.payload)] = StackPlan.none
            }
            cache.forget(n)
            forgetProbe(of: n, parent: parent)
            // The first proposal answered otherwise.
            var changedAt = -1
            if same, let count {
                // A node whose answers' heights cannot have changed, and
                // whose widths follow the proposed width alone, answers
                // every proposal of one width from one measurement (and
                // the converse): a row of a column, asked three heights,
                // is measured once.
                if count > 1 && unstable != UpdateMark.unstable { answerRow(n, node.flags, row, count, unstable: unstable) }
                // Oldest first, so that the newest, the proposal the last
                // pass placed with and this one most likely asks again, is
                // measured last: a stack's plan is then the one it is
                // placed from.
                for k in 0..<count {
                    let s = size(n, row[k].0), old = row[k].1
                    if s.w.bitPattern != old.w.bitPattern || s.h.bitPattern != old.h.bitPattern {
                        same = false
                        changedAt = k
                        break
                    }
                }
            }
            if !same && parent >= 0
                && !(isRestackable(nodes[Int(parent)])
                     && restack(n, in: parent, row: row, changedAt: changedAt, count: count ?? 0, unstable: unstable,
                                cutoff: cutoff && marks[i] & UpdateMark.newRecord == 0 && node.guideMask & guidesRead == 0,
                                marks: marks, parents: parents, kept: kept)) {
                marks[Int(parent)] |= UpdateMark.remeasure
            }
        }
    }

    /// `settle` for chain link `n` (ChainSizing.swift; every level of a deep
    /// nest) whose record is unchanged, asked one proposal, under a parent
    /// that is not a stack of several children: its answer is made again
    /// from its child's new one, as `sizeLink` makes it, and replaces the
    /// old; its parent is marked `remeasure` when that answer differs (or
    /// `settle` may not stop at `n`). What the general path does besides
    /// (copying the memo row, answering it by axes, restacking) has nothing
    /// to do for such a node. False, with nothing done, when this does not
    /// apply.
    /// The link's child is placed here too (`keepLinkChild`), so that
    /// placing the path skips the run of such links (`keptChainEnd`).
    @inline(__always)
    private func settleLink(_ n: Int32, parent: Int32, marks: RawStorage<UInt8>, guidesRead: UInt8,
                            kept: RawStorage<RelativePlacement>, nonFinite: RawStorage<Int>) -> Bool {
        let i = Int(n)
        let node = nodes[i]
        guard marks[i] & UpdateMark.newRecord == 0, sizesAsLink(node), let old = cache.onlyEntry(n) else { return false }
        let parentNode = nodes[Int(parent)]
        if isRestackable(parentNode) { return false }
        marks[Int(parent)] |= inherited(marks[i] & UpdateMark.unstable, by: parentNode)
        forgetProbe(of: n, parent: parent)
        // As `size` memoises `computeSize`'s answer.
        let c = child(node, 0), cp = linkProposal(node, old.p)
        let cs = size(c, cp)
        let s = linkSize(node, old.p, cs).saturated(for: old.p)
        sizeComputations &+= 1
        cache.replace(n, old.p, s)
        keepLinkChild(n, node, c, cp, cs, kept: kept, marks: marks, nonFinite: nonFinite)
        if s.w.bitPattern != old.s.w.bitPattern || s.h.bitPattern != old.s.h.bitPattern
            || !cutoffPossible(n, parent: parent, guidesRead: guidesRead) {
            marks[Int(parent)] |= UpdateMark.remeasure
        }
        return true
    }

    /// Writes the kept placement of link `n`'s child (`c`, proposed `cp`,
    /// answering `cs`) as placing `n` at its one memo proposal writes it
    /// (`linkChildPlacement`: a padding's child at its leading and top
    /// insets, a one-child stack's at its origin), and marks `n`
    /// `childPlaced`. Only where the child keeps its proposal (so an
    /// unmarked child's subtree stands) and either keeps its size or is
    /// placed in full (marked `remeasure`: placing a node only on the path
    /// compares its new size with the kept one, `shiftAcross`), left to
    /// right, and with ordinary values before and after (`nonFinite` is
    /// then unchanged): placing reads such a placement instead of making
    /// it again.
    @inline(__always)
    private func keepLinkChild(_ n: Int32, _ node: Node, _ c: Int32, _ cp: Proposal, _ cs: Size,
                               kept: RawStorage<RelativePlacement>, marks: RawStorage<UInt8>, nonFinite: RawStorage<Int>) {
        if node.flags.contains(.rightToLeft) { return }
        var x = 0.0, y = 0.0
        switch node.kind {
        case .padding:
            let e = tree.insets[Int(node.payload)]
            (x, y) = (e.leading, e.top)
        case .hstack, .vstack:
            break
        default:
            return
        }
        let slot = Int(node.childStart)
        let entry = RelativePlacement(x: x, y: y, w: cs.w, h: cs.h, p: normalised(c, cp))
        let was = kept[slot]
        guard was.p == entry.p, was.isOrdinary, entry.isOrdinary,
              marks[Int(c)] & UpdateMark.remeasure != 0
                || (was.w.bitPattern == cs.w.bitPattern && was.h.bitPattern == cs.h.bitPattern) else { return }
        kept[slot] = entry
        marks[Int(n)] |= UpdateMark.childPlaced
    }

    /// Measures node `n`, whose memo row held `row` (`count` proposals and
    /// answers, oldest first), again at its newest proposal only, when
    /// every proposal has the same width, the node's width follows the
    /// proposed width alone (`widthOwnAxis`) and its heights cannot have
    /// changed (not `unstableH`), and fills its memo with the new width
    /// beside each old height (and the converse, across). Nothing is
    /// written when this does not apply, or when the new answer's height
    /// is not the old one after all (the row is then measured as before).
    @inline(never)
    private func answerRow(_ n: Int32, _ flags: NodeFlags, _ row: RawStorage<(Proposal, Size)>, _ count: Int, unstable: UInt8) {
        let last = row[count - 1]
        var byWidth = unstable & UpdateMark.unstableH == 0 && flags.contains(.widthOwnAxis)
        var byHeight = unstable & UpdateMark.unstableW == 0 && flags.contains(.heightOwnAxis)
        for k in 0..<(count - 1) {
            if row[k].0.w.bitPattern != last.0.w.bitPattern { byWidth = false }
            if row[k].0.h.bitPattern != last.0.h.bitPattern { byHeight = false }
        }
        guard byWidth || byHeight else { return }
        let s = size(n, last.0)
        if byWidth ? s.h.bitPattern != last.1.h.bitPattern : s.w.bitPattern != last.1.w.bitPattern { return }
        // In the row's order, so that the next update finds the newest last.
        cache.forget(n)
        for k in 0..<count {
            let old = row[k].1
            cache.insert(n, row[k].0, k == count - 1 ? s : byWidth ? Size(w: s.w, h: old.h) : Size(w: old.w, h: s.h))
        }
    }

    /// The dimensions of `parent`'s answers that a child's `unstable` ones
    /// can change: the same axis where the parent's answer on it follows
    /// its children's on it alone (`widthOwnAxis`, `heightOwnAxis`: a
    /// row's height is its cells' heights, whatever widths they are
    /// given), both otherwise.
    @inline(__always)
    private func inherited(_ unstable: UInt8, by parent: Node) -> UInt8 {
        if unstable == 0 { return 0 }
        var bits: UInt8 = 0
        if unstable & UpdateMark.unstableW != 0 || !parent.flags.contains(.widthOwnAxis) { bits |= UpdateMark.unstableW }
        if unstable & UpdateMark.unstableH != 0 || !parent.flags.contains(.heightOwnAxis) { bits |= UpdateMark.unstableH }
        return bits
    }

    /// Whether `parent` is a stack of several children: one that keeps
    /// probes, and under which `restackAcross` may apply (checked inline:
    /// a chain of one-child stacks, every level of a deep nest, calls
    /// nothing).
    @inline(__always)
    private func isRestackable(_ parent: Node) -> Bool {
        (parent.kind == .hstack || parent.kind == .vstack) && parent.childCount > 1
    }

    /// Settles stack `parent` after its child `n` was measured again and
    /// answered otherwise, without measuring the stack again, where one of
    /// these applies (false, with the stack untouched, otherwise):
    /// - `n`'s answers changed across the stack's axis only: the answer it
    ///   gave otherwise first in its memo row (`changedAt`), or, for a
    ///   node answered outside the memo (a framed shape) or whose row
    ///   spilled, its own inputs cannot have changed its answers along the
    ///   axis (`unstable`, `NodeTree.unstableAxes`): `restackAcross`.
    /// - every child of the stack ignores the proposal along its axis (a
    ///   row of fixed-width cells): `restackAlong`.
    /// `cutoff`: the stack reads nothing else of `n` that changed (its
    /// record, explicit guides any container reads), as `settle`'s cutoff.
    @inline(__always)
    private func restack(_ n: Int32, in parent: Int32, row: RawStorage<(Proposal, Size)>, changedAt: Int, count: Int,
                         unstable: UInt8, cutoff: Bool, marks: RawStorage<UInt8>, parents: ReadOnlyStorage<Int32>,
                         kept: RawStorage<RelativePlacement>) -> Bool {
        if changedAt >= 0 {
            if restackAcross(n, in: parent, row: row, from: changedAt, count: count, marks: marks, parents: parents, kept: kept) {
                return true
            }
        } else if cutoff {
            let along = nodes[Int(parent)].kind == .hstack ? UpdateMark.unstableW : UpdateMark.unstableH
            if unstable & along == 0
                && restackAcross(n, in: parent, row: row, from: 0, count: 0, marks: marks, parents: parents, kept: kept) {
                return true
            }
        }
        return cutoff && restackAlong(n, in: parent, marks: marks, parents: parents)
    }

    /// Settles stack `parent`, every child of which ignores the proposal
    /// along its axis, after its child `n` answered otherwise. Each child
    /// then answers the same at any share (`distribute` takes its probe),
    /// so the stack's plan stands but for `n`'s entry, and the stack's
    /// answer is its gaps plus its children's lengths, summed in source
    /// order as its sizing sums them (bit for bit what a fresh layout
    /// answers), across the thickest child: one walk of the plan, no
    /// probes, no serving order. When the stack was asked one proposal,
    /// the one its plan is for, with plain guides: the plan and memo take
    /// the new answers, the stack is marked `replan` (placed again from its
    /// plan, `shiftPlanned`: its later children move), and its parent
    /// `remeasure` when its answer changed. False, with the stack
    /// untouched, when this does not apply.
    @inline(never)
    private func restackAlong(_ n: Int32, in parent: Int32, marks: RawStorage<UInt8>, parents: ReadOnlyStorage<Int32>) -> Bool {
        let pn = nodes[Int(parent)]
        let axis: Axis = pn.kind == .hstack ? .horizontal : .vertical
        guard pn.payload >= 0, !usesLayoutProtocol,
              pn.flags.contains(axis == .horizontal ? .ignoresWidth : .ignoresHeight),
              marks[Int(parent)] & (UpdateMark.remeasure | UpdateMark.newRecord) == 0,
              let entry = cache.onlyEntry(parent), planProposals[Int(pn.payload)] == entry.p else { return false }
        let info = tree.stacks[Int(pn.payload)]
        guard alignsPlainly(pn, info), let j = childIndex(n, in: pn) else { return false }
        let minorAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let count = Int(pn.childCount)
        let plan = plans.from(Int(pn.childStart))
        let s = size(n, Proposal.along(axis, major: plan[j].proposed, minor: entry.p[minorAxis]))
        plan[j].major = s[axis]
        plan[j].across = s[minorAxis]
        // As `sizeAndKeepPlan` folds them.
        var length = spacingBetweenChildren(pn, info, axis, count), thickness = 0.0
        for k in 0..<count {
            length += plan[k].major
            thickness = Swift.max(thickness, plan[k].across)
        }
        let answer = Proposal.along(axis, major: length, minor: thickness).size.saturated(for: entry.p)
        cache.replace(parent, entry.p, answer)
        marks[Int(parent)] |= UpdateMark.replan
        if answer.w.bitPattern != entry.s.w.bitPattern || answer.h.bitPattern != entry.s.h.bitPattern {
            let grand = parents[Int(parent)]
            if grand >= 0 { marks[Int(grand)] |= UpdateMark.remeasure | UpdateMark.unstable }
            forgetProbe(of: parent, parent: grand)
        }
        return true
    }

    /// Settles stack `parent` after its child `n`, measured again, answered
    /// every proposal as before along the stack's axis and otherwise only
    /// across it. The stack's probes, shares and length are then what they
    /// were (steps 1–5 of `stackLayout` read the children's answers along
    /// the axis, their flags and priorities, none of which changed), so
    /// only its thickness and the child's place across can move. When the
    /// stack was asked one proposal, the one its plan is for, without
    /// explicit or custom guides: the child's plan entry takes its new
    /// answer across, the stack's memo its new answer, and when that is the
    /// old one, the child's kept placement (`kept`) its new place across
    /// (the stack is then only on the path, and placing visits the child
    /// from it). Otherwise the stack's parent is marked `remeasure`. False,
    /// with the stack untouched, when this does not apply.
    /// `row` holds the `count` proposals and old answers of `n`'s memo row,
    /// measured again up to `from`, the first answered otherwise.
    @inline(never)
    private func restackAcross(_ n: Int32, in parent: Int32, row: RawStorage<(Proposal, Size)>, from: Int, count: Int,
                               marks: RawStorage<UInt8>, parents: ReadOnlyStorage<Int32>,
                               kept: RawStorage<RelativePlacement>) -> Bool {
        let pn = nodes[Int(parent)]
        guard pn.payload >= 0,
              marks[Int(parent)] & (UpdateMark.remeasure | UpdateMark.newRecord) == 0,
              let entry = cache.onlyEntry(parent), planProposals[Int(pn.payload)] == entry.p else { return false }
        let key = tree.stacks[Int(pn.payload)].alignment
        guard pn.guideMask & key.maskBit == 0 && key.builtin != .custom else { return false }
        let axis: Axis = pn.kind == .hstack ? .horizontal : .vertical
        // Every answer the same along the axis (the rest of the row is
        // measured here, as the parent's measuring would ask it).
        for k in from..<count where size(n, row[k].0)[axis].bitPattern != row[k].1[axis].bitPattern { return false }
        guard let j = childIndex(n, in: pn) else { return false }
        let minorAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let plan = plans.from(Int(pn.childStart))
        let s = size(n, Proposal.along(axis, major: plan[j].proposed, minor: entry.p[minorAxis]))
        let was = plan[j].across, now = s[minorAxis], thickness = entry.s[minorAxis]
        // Finite, and the widest child not below zero: the thickness (a
        // maximum from 0) is then the widest child's extent.
        guard s[axis].bitPattern == plan[j].major.bitPattern, now.isFinite, now >= 0, was.isFinite,
              thickness.isFinite, thickness > 0 else { return false }
        // The new thickness: the maximum of the plan's extents across, as
        // the sizing loops fold it, read from the plan only when the child
        // was the widest and shrank.
        var t = thickness
        if now > thickness {
            t = now
        } else if was == thickness && now < thickness {
            t = 0
            for k in 0..<Int(pn.childCount) { t = Swift.max(t, k == j ? now : plan[k].across) }
        }
        let answer = Proposal.along(axis, major: entry.s[axis], minor: t).size
        let unchanged = answer.w.bitPattern == entry.s.w.bitPattern && answer.h.bitPattern == entry.s.h.bitPattern
        let slot = Int(pn.childStart) + j
        if unchanged {
            // The child's place across: -guide - lo (`placeInLine`), where
            // lo, the lowest -guide of the children, is -guide of the
            // thickness (a default guide is 0, half or all of the extent
            // across, which grows with it, so the widest child has the
            // greatest).
            guard kept[slot].isFinite else { return false }
            @inline(__always) func guide(_ w: Double, _ h: Double) -> Double {
                key.defaultValue(width: w, height: h) { ViewDimensions(width: w, height: h, source: nil) }
            }
            let across = -guide(s.w, s.h) - -guide(t, t)
            guard across.isFinite else { return false }
            if axis == .horizontal {
                kept[slot].y = across
                kept[slot].h = s.h
            } else {
                kept[slot].x = pn.flags.contains(.rightToLeft) ? answer.w - across - s.w : across
                kept[slot].w = s.w
            }
        } else {
            // The stack answers otherwise: its parent is measured again.
            let grand = parents[Int(parent)]
            if grand >= 0 { marks[Int(grand)] |= UpdateMark.remeasure | UpdateMark.unstable }
            forgetProbe(of: parent, parent: grand)
        }
        plan[j].across = now
        cache.replace(parent, entry.p, answer)
        return true
    }

    /// Marks node `n`'s entry in its stack parent's kept probes as stale
    /// (`probes`): it is measured again.
    @inline(__always)
    private func forgetProbe(of n: Int32, parent: Int32) {
        guard let probes, parent >= 0 else { return }
        let p = nodes[Int(parent)]
        // Every stack: a one-child stack is sized as a chain link, without
        // probes, only where nothing below sets the guide it aligns by (a
        // text's baseline) and no custom layout is in the tree; otherwise
        // it keeps a probe of its child like any stack.
        guard (p.kind == .hstack || p.kind == .vstack) && p.payload >= 0, let k = childIndex(n, in: p) else { return }
        probes[Int(p.childStart) + k].min = StackProbe.invalid
    }

    /// Whether `settle` may stop at node `n`: all its answers are in its
    /// memo row (not a shape or a framed shape, answered outside it), its
    /// parent is a container that reads from its children only what
    /// `settle` compares, and no container in the tree aligns by a guide
    /// that `n`'s subtree sets explicitly (a text's baselines may move while
    /// its size stays).
    private func cutoffPossible(_ n: Int32, parent: Int32, guidesRead: UInt8) -> Bool {
        let node = nodes[Int(n)]
        if node.kind == .shape || isFramedShape(node) { return false }
        if node.guideMask & guidesRead != 0 { return false }
        switch nodes[Int(parent)].kind {
        case .root, .hstack, .vstack, .zstack, .overlay, .background, .fixedFrame, .flexFrame, .padding, .fixedSize,
             .offset, .position, .alignmentGuide, .aspectRatio:
            return true
        default:
            return false
        }
    }
}

/// A `LayoutSession`'s marks on the nodes of an update.
enum UpdateMark {
    /// On the path from the root to a changed node.
    static let onPath: UInt8 = 1
    /// To be measured again (changed, or a child's answers changed).
    static let remeasure: UInt8 = 2
    /// Its flags, priority or guide mask changed.
    static let newRecord: UInt8 = 4
    /// The widths / heights of its answers may differ from the last
    /// pass's: its own inputs changed them (`NodeTree.unstableAxes`), or a
    /// changed child's did (`settle`). Without `unstableH`, every answer's
    /// height is the old one at the same proposal.
    static let unstableW: UInt8 = 8
    static let unstableH: UInt8 = 16
    static let unstable: UInt8 = unstableW | unstableH
    /// Its memo and plan were brought up to date without measuring it
    /// (`restackAlong`), its plan changed at its marked children only:
    /// placed again from its plan (`shiftPlanned`).
    static let replan: UInt8 = 32
    /// The marks that say how a node is measured and placed (not `unstable`).
    static let measuring: UInt8 = onPath | remeasure | newRecord | replan
    /// A chain link settled at its one memo proposal whose child's kept
    /// placement `settle` wrote for that proposal (`keepLinkChild`).
    static let childPlaced: UInt8 = 64
}

extension NodeTree {
    /// The dimensions of changed node `n`'s answers that its own new
    /// inputs (against `old`, of the same structure) can change, its
    /// children's answers unchanged (`UpdateMark.unstable` bits): a fixed
    /// frame whose width alone changed keeps its heights when its height is
    /// given, or its child's height follows the proposed height alone (a
    /// text's does not: a narrower frame wraps it). Both for any other
    /// change, which is always safe.
    func unstableAxes(_ n: Int32, from old: NodeTree) -> UInt8 {
        let node = nodes[Int(n)]
        let p = Int(node.payload)
        guard node.kind == .fixedFrame, old.nodes[Int(n)].kind == .fixedFrame, node.childCount == 1,
              p >= 0, p < frames.count, p < old.frames.count else { return UpdateMark.unstable }
        let a = frames[p], b = old.frames[p]
        let child = nodes[Int(children[Int(node.childStart)])].flags
        // The frame answers its given dimension, else its child's answer
        // to a proposal whose other axis is the given one, if any.
        let widthChanged = a.idealW.bitPattern != b.idealW.bitPattern
        let heightChanged = a.idealH.bitPattern != b.idealH.bitPattern
        var bits: UInt8 = 0
        if widthChanged || (a.idealW.isNaN && heightChanged && !child.contains(.widthOwnAxis)) { bits |= UpdateMark.unstableW }
        if heightChanged || (a.idealH.isNaN && widthChanged && !child.contains(.heightOwnAxis)) { bits |= UpdateMark.unstableH }
        return bits
    }
}

extension NodeTree {
    /// The explicit guides that some container of the tree may read from
    /// its children: the keys its stacks, overlays and frames align by (the
    /// root centres), all of them when a key is custom (its default value
    /// may read any other guide) or a container of another kind is present.
    /// Kinds that align nothing add none.
    var guidesRead: UInt8 {
        var bits: UInt8 = 0
        for node in nodes { bits |= guidesRead(by: node) }
        return bits
    }

    func guidesRead(by node: Node) -> UInt8 {
        @inline(__always) func bit(_ k: AlignmentKey) -> UInt8 { k.builtin == .custom ? .max : k.maskBit }
        @inline(__always) func bits(_ a: Alignment) -> UInt8 { bit(a.horizontal.key) | bit(a.vertical.key) }
        let p = Int(node.payload)
        switch node.kind {
        case .shape, .image, .text, .spacer, .divider, .padding, .fixedSize, .offset, .position, .alignmentGuide, .aspectRatio:
            return 0
        case .root: return bits(.center)
        case .hstack, .vstack: return p >= 0 && p < stacks.count ? bit(stacks[p].alignment) : .max
        case .zstack, .overlay, .background: return p >= 0 && p < alignments.count ? bits(alignments[p]) : .max
        case .fixedFrame, .flexFrame: return p >= 0 && p < frames.count ? bits(frames[p].alignment) : .max
        default: return .max
        }
    }
}
