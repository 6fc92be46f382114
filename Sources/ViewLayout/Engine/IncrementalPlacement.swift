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

    @inline(__always) var isFinite: Bool { x.isFinite && y.isFinite && w.isFinite && h.isFinite }
}

extension LayoutEngine {
    /// Placement for a `LayoutSession`: as `place`, but each node's origin is
    /// stored relative to its parent in `kept`, and a node that is not marked
    /// in `dirty`, and is placed with the same proposal and size as last
    /// time, keeps its whole subtree's placement (its children's placement is
    /// a function of its subtree, proposal and size: `placeChildren`).
    /// `nonFinite` counts the stored entries that are not finite.
    func placeKeeping(_ n: Int32, x: Double, y: Double, p: Proposal, s: Size,
                      kept: UnsafeMutablePointer<RelativePlacement>, dirty: UnsafeMutablePointer<Bool>,
                      nonFinite: UnsafeMutablePointer<Int>) {
        if keptInPlace(n, x: x, y: y, p: p, s: s, kept: kept, dirty: dirty, nonFinite: nonFinite) { return }
        let i = Int(n)
        let np = normalised(n, p)
        let old = kept[i]
        if stack.exhausted() {
            return stack.continueOnFreshStack {
                placeKeeping(n, x: x, y: y, p: p, s: s, kept: kept, dirty: dirty, nonFinite: nonFinite)
            }
        }
        let new = RelativePlacement(x: x, y: y, w: s.w, h: s.h, p: np)
        if !old.isFinite { nonFinite.pointee -= 1 }
        if !new.isFinite { nonFinite.pointee += 1 }
        kept[i] = new
        let node = nodes[i]
        let count = Int(node.childCount)
        if count == 0 { return }
        let base = scratchTop
        scratchTop += count
        let out = scratch + base
        placeChildren(n, node, np, s, out)
        let rtl = node.flags.contains(.rightToLeft)
        for k in 0..<count {
            let c = out[k]
            let cx = rtl ? s.w - c.x - c.w : c.x
            let cn = child(node, k), cs = Size(w: c.w, h: c.h)
            // Most children keep their subtree: checked here, without a call.
            if keptInPlace(cn, x: cx, y: c.y, p: c.p, s: cs, kept: kept, dirty: dirty, nonFinite: nonFinite) { continue }
            placeKeeping(cn, x: cx, y: c.y, p: c.p, s: cs, kept: kept, dirty: dirty, nonFinite: nonFinite)
        }
        scratchTop = base
    }

    /// Whether node `n`, not marked in `dirty`, is placed with the same
    /// proposal and size as last time, so that its subtree keeps its
    /// placement (the usual case for the siblings of a changed node); then
    /// only its stored origin is brought up to date. It does not recurse,
    /// so it needs no stack check.
    @inline(__always)
    private func keptInPlace(_ n: Int32, x: Double, y: Double, p: Proposal, s: Size,
                             kept: UnsafeMutablePointer<RelativePlacement>, dirty: UnsafeMutablePointer<Bool>,
                             nonFinite: UnsafeMutablePointer<Int>) -> Bool {
        let i = Int(n)
        let old = kept[i]
        guard !dirty[i] && old.w.bitPattern == s.w.bitPattern && old.h.bitPattern == s.h.bitPattern
                && old.p == normalised(n, p) else { return false }
        if old.x.bitPattern != x.bitPattern || old.y.bitPattern != y.bitPattern {
            let sized = s.w.isFinite && s.h.isFinite
            if !(sized && old.x.isFinite && old.y.isFinite) { nonFinite.pointee -= 1 }
            if !(sized && x.isFinite && y.isFinite) { nonFinite.pointee += 1 }
            kept[i].x = x
            kept[i].y = y
        }
        return true
    }

    /// Brings the engine's copies of the nodes in `changed` (ascending, each
    /// node's ancestors included) up to date with `tree` after an update of
    /// the same structure: their flags (with the marks found when the new
    /// tree was built), priorities and guide masks, and their memo entries
    /// and text measurements, which are forgotten. The marks of a node
    /// depend on its subtree only, so the unchanged nodes' marks are the
    /// new tree's too.
    func refresh(_ changed: [Int32]) {
        for n in changed {
            let fresh = tree.nodes[Int(n)]
            nodes[Int(n)] = fresh
            if fresh.kind == .text { textCache[Int(fresh.payload)] = nil }
            // A changed stack (or one above a change) plans again.
            if (fresh.kind == .hstack || fresh.kind == .vstack) && fresh.payload >= 0 {
                planProposals[Int(fresh.payload)] = StackPlan.none
            }
        }
        cache.forget(changed)
    }
}
