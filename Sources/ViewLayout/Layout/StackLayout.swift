import Foundation

extension LayoutEngine {
    /// HStack and VStack (from "HStack"/"VStack", the layoutPriority page and
    /// Fidelity, "Stack distribution", after objc's fuzz-tested reimplementation):
    /// 1. The children share the proposal less the spacing between them.
    /// 2. Each child is probed at 0 and at infinity along the axis; the
    ///    difference is its flexibility.
    /// 3. Higher `layoutPriority` groups are served first; within a group the
    ///    least flexible child first (two infinitely flexible ones: the one
    ///    with the larger minimum first), source order breaking ties.
    /// 4. A group is offered what is left less the minimum sizes of all lower
    ///    groups; each child in it is proposed an equal share of what remains.
    /// 5. With an unspecified proposal along the axis every child is proposed
    ///    its ideal size.
    /// 6. Across the axis, children are aligned on the stack's guide and the
    ///    stack is as large as the union of them.
    ///
    /// Fast paths and reuse of earlier passes' work (each one gives the
    /// answer the steps give) are the named helpers after the steps.
    func stackLayout(_ node: Node, _ axis: Axis, _ p: Proposal, placing out: RawStorage<ChildPlacement>?) -> Size {
        let count = Int(node.childCount)
        if count == 0 { return .zero }
        // A negative payload: a stand-in for HStackLayout / VStackLayout
        // laying out a custom layout's subviews (StackLayouts.swift).
        let info = node.payload >= 0 ? tree.stacks[Int(node.payload)] : layoutState!.standInStack[0]
        let minorAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let major = p[axis]
        let minor = p[minorAxis]

        // Without explicit or custom guides (`alignsPlainly`), sizing
        // alone (no placements) needs only the children's largest extent
        // across: the paths below then fold aligning into the loops that size.
        let plainGuides = alignsPlainly(node, info)
        let sizingPlainly = out == nil && plainGuides

        // Placing a stack with the proposal it was last sized for: each
        // child's proposal and answer are in the stack's plan (below), so
        // nothing is probed or distributed again.
        let planned = out != nil && node.payload >= 0 && planProposals[Int(node.payload)] == p
        if planned && plainGuides {
            return placePlanned(node, info, axis, p, count, into: out.unsafelyUnwrapped)
        }

        let base = itemsTop
        itemsTop += count
        defer { itemsTop = base }
        let it = items.from(base)

        if planned {
            itemsFromPlan(node, it, count)
            return alignAndPlace(node, info, axis, p, it, count, length: .nan, placing: out)
        }

        // Step 1: the children share the proposal less the gaps between
        // neighbours.
        let totalSpacing = spacingBetweenChildren(node, info, axis, count)

        if major.isNaNValue {
            // Step 5: with an unspecified proposal along the axis, every
            // child is proposed its ideal size.
            proposeIdealSizes(node, it, count, axis, minor: minor)
        } else if sharesLastPlan(node, axis, major) {
            // The shares of the last plan of this length along the axis.
            if sizingPlainly { return sizeAcrossLastPlan(node, axis, p, count, totalSpacing: totalSpacing) }
            itemsFromLastShares(node, it, count, axis, minor: minor)
        } else {
            // Step 2: each child is probed at 0 and at infinity along the
            // axis; the difference is its flexibility.
            // Probe each child. A child whose answer ignores the axis
            // (marked when the tree was built) answers every probe alike:
            // one question, and its share below is known too. Zero is asked
            // first, then infinity (the order of Fidelity, "Stack distribution", which a custom Layout
            // can observe).
            // A stack whose gaps alone fill the proposal (a long list in a
            // screen): `distribute` offers every child 0 whatever the order
            // when the minimums are finite and not negative, so the probes
            // at infinity, which only order children, are put off until a
            // minimum says they are needed. Not with a custom layout in the
            // tree, which could observe the order of its probes.
            let available = major - totalSpacing
            let overflowing = available <= 0 && available.isFiniteValue && !usesLayoutProtocol
            if overflowing && sizingPlainly && node.payload >= 0,
               let size = sizeFromMinimums(node, axis, p, count, totalSpacing: totalSpacing) {
                return size
            }
            let kept = probeChildren(node, it, count, axis, minor: minor, overflowing: overflowing)
            // Steps 3 and 4: priority groups served highest first, the
            // least flexible child first within one, each child offered an
            // equal share of what the group is offered.
            distribute(it, count, axis: axis, available: available, minor: minor, kept: kept)
        }

        if sizingPlainly {
            return sizeAndKeepPlan(node, it, count, axis, p, totalSpacing: totalSpacing)
        }

        // Along the axis: children side by side with their gaps.
        var length = totalSpacing
        for i in 0..<count { length += it[i].major }

        if node.payload >= 0 {
            keepPlan(node, it, count, p, minor: minor)
        }
        // Step 6: across the axis, the children aligned on the stack's
        // guide; placing, side by side along it.
        return alignAndPlace(node, info, axis, p, it, count, length: length, placing: out)
    }

    // MARK: Step 1: the spacing

    /// The gaps between neighbours, summed in source order.
    @inline(__always)
    func spacingBetweenChildren(_ node: Node, _ info: StackInfo, _ axis: Axis, _ count: Int) -> Double {
        var totalSpacing = 0.0
        if info.spacing.isNaNValue {
            var previous = child(node, 0)
            for i in 1..<count {
                let c = child(node, i)
                totalSpacing += pairSpacing(previous, c, axis)
                previous = c
            }
        } else {
            for _ in 1..<count { totalSpacing += info.spacing }
        }
        return totalSpacing.saturatedSum
    }

    /// The space between two neighbours of a stack whose spacing is nil:
    /// none next to a Spacer (its preference along the axis is 0, Fidelity, "Default spacing",
    /// OSU `Spacer`; the Spacer page's figures show the views flush with the
    /// stack's edge), the platform default otherwise.
    @inline(__always)
    func pairSpacing(_ a: Int32, _ b: Int32) -> Double {
        nodes[Int(a)].flags.union(nodes[Int(b)].flags).contains(.spacerLike) ? 0 : defaultStackSpacing
    }

    /// The same along `axis`: next to text in a VStack, SwiftUI's text
    /// spacing (Layout/TextSpacing.swift).
    @inline(__always)
    func pairSpacing(_ a: Int32, _ b: Int32, _ axis: Axis) -> Double {
        if usesLayoutProtocol, let s = layoutPairSpacing(a, b, axis) { return s }
        if axis == .vertical && !nodes[Int(a)].flags.union(nodes[Int(b)].flags).contains(.spacerLike),
           let t = verticalTextSpacing(a, b) {
            return t
        }
        return pairSpacing(a, b)
    }
}

/// The platform's spacing between two neighbours that state no preference
/// (Fidelity, "Default spacing": 8 on iOS, measured by FB and objc, OSU `defaultSpacing`).
let defaultStackSpacing = 8.0

extension LayoutEngine {
    // MARK: Step 2: the probes

    /// Probes each child at 0 and infinity along the axis into `it` (the
    /// probes at infinity of an `overflowing` stack only where a minimum
    /// needs them), reading back a session's kept probes where they still
    /// hold. Returns the stack's plan and probes from the last pass when
    /// `distribute` may read them back.
    @inline(__always)
    func probeChildren(_ node: Node, _ it: RawStorage<StackItem>, _ count: Int, _ axis: Axis, minor: Double,
                       overflowing: Bool)
        -> (plan: RawStorage<StackPlan>, probes: RawStorage<StackProbe>)? {
        let minorAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let ignoresAxis: NodeFlags = axis == .horizontal ? .ignoresWidth : .ignoresHeight
        var needsMaximums = !overflowing
        // A session's stack keeps its probes (`probes`): read back for
        // the proposal across they were made for, unless the child was
        // measured again since.
        let kept = node.payload >= 0 && !overflowing ? probes.map { $0.from(Int(node.childStart)) } : nil
        let reuses = kept != nil && probeMinor?[Int(node.payload)].bitPattern == minor.bitPattern
        for i in 0..<count {
            let c = child(node, i)
            let childNode = nodes[Int(c)]
            if reuses, let k = kept?[i], k.min.bitPattern != StackProbe.invalid.bitPattern {
                it[i] = StackItem(child: c, order: Int32(i), min: k.min, max: k.max, priority: priority(c, childNode),
                                  major: 0, proposed: .nan, across: k.across)
                continue
            }
            let s = size(c, Proposal.along(axis, major: 0, minor: minor))
            let lo = s[axis]
            var hi = lo
            if overflowing || childNode.flags.contains(ignoresAxis) {
                if !(lo >= 0 && lo.isFiniteValue) { needsMaximums = true }
            } else {
                hi = size(c, Proposal.along(axis, major: .infinity, minor: minor))[axis]
            }
            if let kept {
                // Probed again: its plan from the last pass is stale.
                kept[i] = StackProbe(min: lo, max: hi, across: s[minorAxis])
                plans[Int(node.childStart) + i].proposed = StackProbe.invalid
            }
            it[i] = StackItem(child: c, order: Int32(i), min: lo, max: hi, priority: priority(c, childNode),
                              major: 0, proposed: .nan, across: s[minorAxis])
        }
        if kept != nil { probeMinor?[Int(node.payload)] = minor }
        if overflowing && needsMaximums {
            for i in 0..<count where !nodes[Int(it[i].child)].flags.contains(ignoresAxis) {
                it[i].max = size(it[i].child, Proposal.along(axis, major: .infinity, minor: minor))[axis]
            }
        }
        // The plan of the last sizing, if it was across `minor`: a
        // child whose probes were read back and whose share is its
        // planned one answers as planned (its memo row unread).
        let planned = reuses && planMinor?[Int(node.payload)].bitPattern == minor.bitPattern
        return planned ? (plans.from(Int(node.childStart)), kept.unsafelyUnwrapped) : nil
    }

    // MARK: Steps 3 and 4: the shares

    /// Steps 3 and 4: gives each child its share of `available` along `axis`,
    /// writing it to `major` and the proposal to `proposed`. The items stay
    /// in source order; the serving order is a sorted run of indices in the
    /// `order` scratch at the same offset as the items.
    /// `kept`: the stack's plan and probes from the last pass (LayoutSession),
    /// when the plan was made across `minor`.
    func distribute(_ it: RawStorage<StackItem>, _ count: Int, axis: Axis, available: Double, minor: Double,
                    kept: (plan: RawStorage<StackPlan>, probes: RawStorage<StackProbe>)? = nil) {
        if available <= 0 && available.isFiniteValue && answersMinimums(it, count) { return }
        // Step 3: the serving order.
        let idx = servingOrder(it, count)
        // Step 4: each group offered what is left less the lower groups'
        // minimums, each child in it an equal share of what remains.
        var lowerMinimums = 0.0
        for i in 0..<count { lowerMinimums += it[i].min }
        // Sums of finite answers: an overflow saturates rather than read
        // as an infinite offer below (Layout/NumericRule.swift).
        lowerMinimums = lowerMinimums.saturatedSum
        var available = available
        var i = 0
        while i < count {
            let priority = it[Int(idx[i])].priority
            var j = i
            var groupMinimum = 0.0
            while j < count && it[Int(idx[j])].priority == priority {
                groupMinimum += it[Int(idx[j])].min
                j += 1
            }
            lowerMinimums = (lowerMinimums - groupMinimum.saturatedSum).saturatedSum
            var offer = available.isInfinite ? available : (available - lowerMinimums).saturatedSum
            var remaining = Double(j - i)
            let ignoresAxis: NodeFlags = axis == .horizontal ? .ignoresWidth : .ignoresHeight
            let minorAxis: Axis = axis == .horizontal ? .vertical : .horizontal
            for k in i..<j {
                let c = Int(idx[k])
                let share = offer.isInfinite ? offer : Swift.max(offer / remaining, 0)
                let s: Double
                if nodes[Int(it[c].child)].flags.contains(ignoresAxis) {
                    // Its answer to any share is the probe's (`min`, `across`).
                    s = it[c].min
                } else if let kept, kept.plan[c].proposed.bitPattern == share.bitPattern,
                          kept.probes[c].min.bitPattern != StackProbe.invalid.bitPattern {
                    s = kept.plan[c].major
                    it[c].across = kept.plan[c].across
                } else {
                    let size = size(it[c].child, Proposal.along(axis, major: share, minor: minor))
                    s = size[axis]
                    it[c].across = size[minorAxis]
                }
                it[c].major = s
                it[c].proposed = share
                if !offer.isInfinite { offer = (offer - s).saturatedSum }
                if !available.isInfinite { available = (available - s).saturatedSum }
                remaining -= 1
            }
            i = j
        }
    }

    // MARK: Step 5: the ideal sizes

    /// Proposes each child nil along the axis (its ideal size), `minor`
    /// across, into `it`.
    @inline(__always)
    func proposeIdealSizes(_ node: Node, _ it: RawStorage<StackItem>, _ count: Int, _ axis: Axis,
                           minor: Double) {
        let minorAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        for i in 0..<count {
            let c = child(node, i)
            let s = size(c, Proposal.along(axis, major: .nan, minor: minor))
            it[i] = StackItem(child: c, order: Int32(i), min: 0, max: 0, priority: 0,
                              major: s[axis], proposed: .nan, across: s[minorAxis])
        }
    }

    // MARK: Step 6: aligning and placing

    /// Step 6 and placement: aligns the children in `it` (sized) across
    /// the axis and, when placing, writes their placements in source order.
    @inline(__always)
    func alignAndPlace(_ node: Node, _ info: StackInfo, _ axis: Axis, _ p: Proposal, _ it: RawStorage<StackItem>,
                       _ count: Int, length: Double, placing out: RawStorage<ChildPlacement>?) -> Size {
        let minorAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let minor = p[minorAxis]
        var length = length
        // Across the axis: align the children on the stack's guide.
        let key = info.alignment
        let needsGuides = !alignsPlainly(node, info)
        var lo = Double.infinity, hi = -Double.infinity
        var thickness = 0.0
        for i in 0..<count {
            let c = it[i].child
            let cp = Proposal.along(axis, major: it[i].proposed, minor: minor)
            let cs = Proposal.along(axis, major: it[i].major, minor: it[i].across).size
            let extent = cs[minorAxis]
            thickness = Swift.max(thickness, extent)
            if needsGuides || out != nil {
                let g = needsGuides ? guide(c, key, cp, cs)
                    : key.defaultValue(width: cs.w, height: cs.h) { ViewDimensions(width: cs.w, height: cs.h, source: nil) }
                lo = Swift.min(lo, -g)
                hi = Swift.max(hi, extent - g)
                it[i].min = g  // kept for placing (`min` is no longer needed)
            }
        }
        if needsGuides { thickness = hi - lo }

        if let out {
            let cursor = placeInLine(node, info, axis, minor: minor, count, lo: lo, { out[$0] = $1 }) { i in
                (it[i].proposed, Proposal.along(axis, major: it[i].major, minor: it[i].across).size, it[i].min)
            }
            // From a plan, the length is what the walk covered (placing
            // callers read the placements only).
            if length.isNaNValue { length = cursor }
        }
        return axis == .horizontal ? Size(w: length, h: thickness) : Size(w: thickness, h: length)
    }

    /// Emits the placements of a stack's children side by side along
    /// `axis` with their gaps, in source order, each `-guide - lo` across
    /// (`lo`: the lowest of the children's `-guide`), and returns the
    /// length covered. `child(i)` gives child i's proposal along the axis,
    /// size and guide. Each child is placed with the proposal it answered
    /// in the distribution (SwiftUI keeps that proposal with the child's
    /// geometry), so placing re-asks nothing the sizing pass did not.
    @_transparent
    func placeInLine(_ node: Node, _ info: StackInfo, _ axis: Axis, minor: Double, _ count: Int, lo: Double,
                     _ emit: (Int, ChildPlacement) -> Void,
                     _ child: (Int) -> (proposed: Double, size: Size, guide: Double)) -> Double {
        var cursor = 0.0
        var prev: Int32 = -1
        for i in 0..<count {
            let c = self.child(node, i)
            if i > 0 { cursor += info.spacing.isNaNValue ? pairSpacing(prev, c, axis) : info.spacing }
            let (proposed, cs, g) = child(i)
            let cp = Proposal.along(axis, major: proposed, minor: minor)
            let across = -g - lo
            if axis == .horizontal {
                emit(i, ChildPlacement(x: cursor, y: across, w: cs.w, h: cs.h, p: cp))
            } else {
                emit(i, ChildPlacement(x: across, y: cursor, w: cs.w, h: cs.h, p: cp))
            }
            cursor += cs[axis]
            prev = c
        }
        return cursor
    }

    // MARK: Fast paths and reuse

    /// The stack's description when `node` is a stack of several children
    /// that `placePlanned` places at `p`: sized last for `p`, with plain
    /// guides. (`placeChildrenButLast` asks, to skip the layers between.)
    @inline(__always)
    func plannedStack(_ node: Node, _ p: Proposal) -> StackInfo? {
        guard node.kind == .hstack || node.kind == .vstack, node.childCount > 1, node.payload >= 0,
              planProposals[Int(node.payload)] == p else { return nil }
        let info = tree.stacks[Int(node.payload)]
        return alignsPlainly(node, info) ? info : nil
    }

    /// Whether stack `node` aligns its children on a built-in guide that no
    /// child sets explicitly: each child's guide is then a fixed part of
    /// its extent (`AlignmentKey.defaultValue`), known without asking it.
    @inline(__always)
    func alignsPlainly(_ node: Node, _ info: StackInfo) -> Bool {
        (node.guideMask & info.alignment.maskBit) == 0 && info.alignment.builtin != .custom
    }

    /// Places a stack without explicit or custom guides from its plan for
    /// `p` (what `alignAndPlace` does from items, without them): each
    /// child's guide is its default, found again where it is needed.
    /// `emit(i, placement)` takes each child's placement, in source order.
    /// (Forced inline: `placeChildrenButLast` places each child as it is
    /// emitted, inside the placement recursion, where `@inline(__always)`
    /// is not honoured.)
    @_transparent
    func placePlanned(_ node: Node, _ info: StackInfo, _ axis: Axis, _ p: Proposal, _ count: Int,
                      _ emit: (Int, ChildPlacement) -> Void) -> Size {
        let minorAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let minor = p[minorAxis]
        let plan = plans.from(Int(node.childStart))
        let (part, ofHeight) = plainGuide(info.alignment)
        @inline(__always) func guide(_ cs: Size) -> Double {
            // Halving and multiplying by 0.5 are the same operation.
            part == 0 ? 0 : part * (ofHeight ? cs.h : cs.w)
        }
        var lo = Double.infinity, thickness = 0.0
        for i in 0..<count {
            let cs = Proposal.along(axis, major: plan[i].major, minor: plan[i].across).size
            thickness = Swift.max(thickness, plan[i].across)
            lo = Swift.min(lo, -guide(cs))
        }
        let length = placeInLine(node, info, axis, minor: minor, count, lo: lo, emit) { i in
            let cs = Proposal.along(axis, major: plan[i].major, minor: plan[i].across).size
            return (plan[i].proposed, cs, guide(cs))
        }
        return axis == .horizontal ? Size(w: length, h: thickness) : Size(w: thickness, h: length)
    }

    /// A built-in guide with no explicit value below is none, half or all
    /// of a child's width or height (`AlignmentKey.defaultValue`): which
    /// part of which, found once per stack rather than switched on for
    /// every child.
    @_transparent
    func plainGuide(_ key: AlignmentKey) -> (part: Double, ofHeight: Bool) {
        switch key.builtin {
        case .leading: return (0, false)
        case .top: return (0, true)
        case .hCenter: return (0.5, false)
        case .vCenter: return (0.5, true)
        case .trailing: return (1, false)
        case .bottom, .firstTextBaseline, .lastTextBaseline: return (1, true)
        case .custom:
            // Never placed from a plan (`plainGuides`).
            assertionFailure("a custom guide placed from a stack's plan")
            return (1, true)
        }
    }

    /// `placePlanned` into `out`, out of line (inlined, it widened
    /// `stackLayout`'s sizing loops).
    @inline(never)
    func placePlanned(_ node: Node, _ info: StackInfo, _ axis: Axis, _ p: Proposal, _ count: Int,
                      into out: RawStorage<ChildPlacement>) -> Size {
        placePlanned(node, info, axis, p, count) { out[$0] = $1 }
    }

    /// A stack of one child (every level of a deep nest): steps 1–6 with one
    /// child come to offering it the whole proposal along the axis (one
    /// share: max(offer, 0), infinity and unspecified kept) and answering
    /// its size. The probes at 0 and infinity only order children, so they
    /// are skipped, unless a custom layout in the tree could observe them,
    /// or explicit or custom guides are involved (`isChainLink`). Such a
    /// stack is sized as a link of a chain (Layout/ChainSizing.swift),
    /// which writes the plan as `stackLayout` writes it, for placing.
    /// This is its one share, when it is offered `major` along its axis.
    @inline(__always)
    func singleChildShare(_ major: Double) -> Double {
        major.isFinite ? Swift.max(major, 0) : major
    }

    /// Places a one-child stack sized for `p` as a chain link from its
    /// plan: a single child aligned on the stack's guide is at the stack's
    /// origin (its guide is the stack's). False when the stack has no plan
    /// for `p` or is not a chain link.
    @inline(__always)
    func placeSingleChild(_ node: Node, _ axis: Axis, _ p: Proposal, _ out: RawStorage<ChildPlacement>) -> Bool {
        guard let c = singleChildPlacement(node, axis, p) else { return false }
        out[0] = c
        return true
    }

    /// The placement `placeSingleChild` writes, or nil when it does not apply.
    @inline(__always)
    func singleChildPlacement(_ node: Node, _ axis: Axis, _ p: Proposal) -> ChildPlacement? {
        guard isChainLink(node), planProposals[Int(node.payload)] == p else { return nil }
        let plan = plans[Int(node.childStart)]
        let minor = axis == .horizontal ? p.h : p.w
        let cs = Proposal.along(axis, major: plan.major, minor: plan.across).size
        return ChildPlacement(x: 0, y: 0, w: cs.w, h: cs.h, p: Proposal.along(axis, major: plan.proposed, minor: minor))
    }

    /// Placing with the plan but with explicit or custom guides: the
    /// items are the plan's (each child's share, answer and proposal), for
    /// step 6 to align.
    @inline(__always)
    func itemsFromPlan(_ node: Node, _ it: RawStorage<StackItem>, _ count: Int) {
        let plan = plans.from(Int(node.childStart))
        for i in 0..<count {
            it[i] = StackItem(child: child(node, i), order: Int32(i), min: 0, max: 0, priority: 0,
                              major: plan[i].major, proposed: plan[i].proposed, across: plan[i].across)
        }
    }

    /// Whether the stack's children's answers along the axis ignore the
    /// proposal across it (marked when the tree was built) and the last
    /// plan was made for the same length `major` along the axis: that plan
    /// has the same shares, so each child is asked its answer across only.
    /// A row of cells probed by its column at several heights distributes
    /// once.
    @inline(__always)
    func sharesLastPlan(_ node: Node, _ axis: Axis, _ major: Double) -> Bool {
        node.payload >= 0 && node.flags.contains(axis == .horizontal ? .widthOwnAxis : .heightOwnAxis)
            && planProposals[Int(node.payload)][axis].bitPattern == major.bitPattern
    }

    /// Sizing alone with the last plan's shares (`sharesLastPlan`): the
    /// plan is updated in place; no items.
    @inline(__always)
    func sizeAcrossLastPlan(_ node: Node, _ axis: Axis, _ p: Proposal, _ count: Int, totalSpacing: Double) -> Size {
        let minorAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let minor = p[minorAxis]
        let plan = plans.from(Int(node.childStart))
        var length = totalSpacing, thickness = 0.0
        for i in 0..<count {
            let s = size(child(node, i), Proposal.along(axis, major: plan[i].proposed, minor: minor))
            plan[i].major = s[axis]
            plan[i].across = s[minorAxis]
            length += s[axis]
            thickness = Swift.max(thickness, s[minorAxis])
        }
        planProposals[Int(node.payload)] = p
        planMinor?[Int(node.payload)] = minor
        return axis == .horizontal ? Size(w: length, h: thickness) : Size(w: thickness, h: length)
    }

    /// The items of the last plan's shares (`sharesLastPlan`), each child
    /// asked its answer at its share, `minor` across.
    @inline(__always)
    func itemsFromLastShares(_ node: Node, _ it: RawStorage<StackItem>, _ count: Int, _ axis: Axis,
                             minor: Double) {
        let minorAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let plan = plans.from(Int(node.childStart))
        for i in 0..<count {
            let c = child(node, i)
            let s = size(c, Proposal.along(axis, major: plan[i].proposed, minor: minor))
            it[i] = StackItem(child: c, order: Int32(i), min: 0, max: 0, priority: 0,
                              major: s[axis], proposed: plan[i].proposed, across: s[minorAxis])
        }
    }

    /// Sizing alone a stack whose gaps fill the proposal: each child
    /// answers its probe at 0 (the first case of `distribute`), so when
    /// every such minimum is finite and not negative, the plan, length and
    /// thickness come from that one walk, with no items. Nil otherwise:
    /// the probes then ask again (memo hits) and probe the maximums.
    @inline(__always)
    func sizeFromMinimums(_ node: Node, _ axis: Axis, _ p: Proposal, _ count: Int, totalSpacing: Double) -> Size? {
        let minorAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let minor = p[minorAxis]
        let plan = plans.from(Int(node.childStart))
        var length = totalSpacing, thickness = 0.0, plain = true
        for i in 0..<count {
            let s = size(child(node, i), Proposal.along(axis, major: 0, minor: minor))
            let lo = s[axis]
            if !(lo >= 0 && lo.isFiniteValue) { plain = false; break }
            plan[i] = StackPlan(proposed: 0, major: lo, across: s[minorAxis])
            length += lo
            thickness = Swift.max(thickness, s[minorAxis])
        }
        if plain {
            planProposals[Int(node.payload)] = p
            planMinor?[Int(node.payload)] = minor
            return axis == .horizontal ? Size(w: length, h: thickness) : Size(w: thickness, h: length)
        }
        return nil
    }

    /// Sizing alone: the length, the plan and the thickness in one walk.
    @inline(__always)
    func sizeAndKeepPlan(_ node: Node, _ it: RawStorage<StackItem>, _ count: Int, _ axis: Axis, _ p: Proposal,
                         totalSpacing: Double) -> Size {
        let minorAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let minor = p[minorAxis]
        var length = totalSpacing, thickness = 0.0
        let plan = plans.from(Int(node.childStart))
        let keepsPlan = node.payload >= 0
        for i in 0..<count {
            length += it[i].major
            thickness = Swift.max(thickness, it[i].across)
            if keepsPlan { plan[i] = StackPlan(proposed: it[i].proposed, major: it[i].major, across: it[i].across) }
        }
        if keepsPlan {
            planProposals[Int(node.payload)] = p
            planMinor?[Int(node.payload)] = minor
        }
        return axis == .horizontal ? Size(w: length, h: thickness) : Size(w: thickness, h: length)
    }

    /// The plan of this proposal, for placing the stack (its last sizing is
    /// almost always the proposal it is placed with).
    @inline(__always)
    func keepPlan(_ node: Node, _ it: RawStorage<StackItem>, _ count: Int, _ p: Proposal, minor: Double) {
        let plan = plans.from(Int(node.childStart))
        for i in 0..<count {
            plan[i] = StackPlan(proposed: it[i].proposed, major: it[i].major, across: it[i].across)
        }
        planProposals[Int(node.payload)] = p
        planMinor?[Int(node.payload)] = minor
    }

    /// A stack whose children do not fit at all (nothing available, every
    /// minimum finite and not negative) offers each child 0 whatever the
    /// serving order: every share of step 4 is max(offer / remaining, 0) with
    /// an offer that starts at or below 0 and only decreases. Each child
    /// then answers its minimum (the probe at 0): no sort is needed. A
    /// long list in a screen-high stack is this case. False (nothing
    /// written) when a minimum is not finite and not negative.
    @inline(__always)
    func answersMinimums(_ it: RawStorage<StackItem>, _ count: Int) -> Bool {
        var plain = true
        for i in 0..<count where !(it[i].min >= 0 && it[i].min.isFiniteValue) { plain = false; break }
        if plain {
            for i in 0..<count {
                // `across` is the probe at 0's.
                it[i].major = it[i].min
                it[i].proposed = 0
            }
        }
        return plain
    }

    // MARK: Step 3's serving order

    /// Step 3's serving order of the items `it`: indices into them, sorted,
    /// in the `order` scratch at the same offset as the items.
    @inline(__always)
    func servingOrder(_ it: RawStorage<StackItem>, _ count: Int) -> RawStorage<Int32> {
        let idx = order.from(items.offset(of: it))
        for i in 0..<count { idx[i] = Int32(i) }
        if count <= 16 {
            // Insertion sort: stable, linear when already sorted.
            insertionSort(idx, count) { StackItem.servedBefore(it[Int($0)], it[Int($1)]) }
        } else {
            serveLong(it, count, idx)
        }
        return idx
    }

    /// Sorts `count` indices in place, stably, by `before` (inlined: the
    /// comparison is the caller's code, no closure call).
    @inline(__always)
    func insertionSort(_ a: RawStorage<Int32>, _ count: Int, _ before: (Int32, Int32) -> Bool) {
        for i in 1..<Swift.max(count, 1) {
            let x = a[i]
            var j = i
            while j > 0 && before(x, a[j - 1]) {
                a[j] = a[j - 1]
                j -= 1
            }
            a[j] = x
        }
    }

    /// The serving order of step 3 when the children fall into at most four
    /// classes of equal (priority, flexibility, and minimum when infinitely
    /// flexible) — a row of fixed and flexible cells has two: the classes
    /// are ordered, then each is emitted in source order, which is what a
    /// stable sort gives, in a few linear passes. False (nothing written)
    /// when there are more classes or a NaN.
    func servedByClasses(_ it: RawStorage<StackItem>, _ count: Int, _ idx: RawStorage<Int32>) -> Bool {
        typealias Key = (p: Double, f: Double, m: Double)
        @inline(__always) func key(_ a: StackItem) -> Key {
            let f = a.max - a.min
            return (a.priority, f, f.isInfinite ? a.min : 0)
        }
        @inline(__always) func same(_ a: Key, _ b: Key) -> Bool { a.p == b.p && a.f == b.f && a.m == b.m }
        @inline(__always) func before(_ a: Key, _ b: Key) -> Bool {
            if a.p != b.p { return a.p > b.p }
            if a.f != b.f { return a.f < b.f }
            return a.f.isInfinite && a.m > b.m
        }
        var keys: (Key, Key, Key, Key) = ((0, 0, 0), (0, 0, 0), (0, 0, 0), (0, 0, 0))
        var classes = 0
        // One pass: each child's class, kept in its `order` field (unused
        // during distribution), and how many children each class has.
        var sizes: (Int, Int, Int, Int) = (0, 0, 0, 0)
        var last: Int32 = -1
        var lastKey: Key = (0, 0, 0)
        for i in 0..<count {
            let k = key(it[i])
            // Neighbours are usually of one class, or alternate between two.
            var cls: Int32
            if last >= 0 && same(k, lastKey) {
                cls = last
            } else {
                if k.p.isNaNValue || k.f.isNaNValue || k.m.isNaNValue { return false }
                if classes > 0 && same(k, keys.0) { cls = 0 }
                else if classes > 1 && same(k, keys.1) { cls = 1 }
                else if classes > 2 && same(k, keys.2) { cls = 2 }
                else if classes > 3 && same(k, keys.3) { cls = 3 }
                else {
                    switch classes {
                    case 0: keys.0 = k
                    case 1: keys.1 = k
                    case 2: keys.2 = k
                    case 3: keys.3 = k
                    default: return false
                    }
                    cls = Int32(classes)
                    classes += 1
                }
                last = cls
                lastKey = k
            }
            it[i].order = cls
            switch cls {
            case 0: sizes.0 += 1
            case 1: sizes.1 += 1
            case 2: sizes.2 += 1
            default: sizes.3 += 1
            }
        }
        // Order the classes (insertion over at most four), then give each
        // its run of the serving order and emit the children in source order.
        var ordered: (Int32, Int32, Int32, Int32) = (0, 1, 2, 3)
        RawStorage<Int32>.with(slotsOf: &ordered) { o in
            ReadOnlyStorage<Key>.with(slotsOf: keys) { ks in
                insertionSort(o, classes) { before(ks[Int($0)], ks[Int($1)]) }
            }
        }
        var start: (Int, Int, Int, Int) = (0, 0, 0, 0)
        RawStorage<Int>.with(slotsOf: &start) { st in
            ReadOnlyStorage<Int32>.with(slotsOf: ordered) { o in
                ReadOnlyStorage<Int>.with(slotsOf: sizes) { z in
                    var next = 0
                    for c in 0..<classes {
                        st[Int(o[c])] = next
                        next += z[Int(o[c])]
                    }
                }
            }
            for i in 0..<count {
                let c = Int(it[i].order)
                idx[st[c]] = Int32(i)
                st[c] += 1
            }
        }
        return true
    }

    /// Step 3's serving order of more than 16 children into `idx`: by
    /// classes when there are at most four, else a stable merge sort. Out
    /// of line, apart from the distribution of a few children, the usual
    /// one (which it did not measurably slow inline).
    @inline(never)
    func serveLong(_ it: RawStorage<StackItem>, _ count: Int, _ idx: RawStorage<Int32>) {
        if servedByClasses(it, count, idx) { return }
        // Bottom-up merge sort (stable): runs of 16 by insertion, then
        // merges through a temporary buffer, with the comparison inline.
        let tmp = RawStorage<Int32>.allocate(capacity: count)
        defer { tmp.deallocate() }
        var src = idx, dst = tmp
        var lo = 0
        while lo < count {
            let hi = Swift.min(lo + 16, count)
            for i in (lo + 1)..<hi {
                let x = src[i]
                var j = i
                while j > lo && StackItem.servedBefore(it[Int(x)], it[Int(src[j - 1])]) {
                    src[j] = src[j - 1]
                    j -= 1
                }
                src[j] = x
            }
            lo = hi
        }
        var width = 16
        while width < count {
            var start = 0
            while start < count {
                let mid = Swift.min(start + width, count), end = Swift.min(start + 2 * width, count)
                var a = start, b = mid, k = start
                while a < mid && b < end {
                    // Take from the right run only if it is served strictly first.
                    if StackItem.servedBefore(it[Int(src[b])], it[Int(src[a])]) { dst[k] = src[b]; b += 1 }
                    else { dst[k] = src[a]; a += 1 }
                    k += 1
                }
                while a < mid { dst[k] = src[a]; a += 1; k += 1 }
                while b < end { dst[k] = src[b]; b += 1; k += 1 }
                start = end
            }
            swap(&src, &dst)
            width *= 2
        }
        if src != idx { idx.update(from: src, count: count) }
    }
}

extension StackItem {
    /// Step 3's order, source order aside: higher priority, then less
    /// flexible, then (both infinitely flexible) the larger minimum.
    @inline(__always)
    static func servedBefore(_ a: StackItem, _ b: StackItem) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        let fa = a.max - a.min, fb = b.max - b.min
        if fa != fb { return fa < fb }
        return fa.isInfinite && a.min > b.min
    }
}
