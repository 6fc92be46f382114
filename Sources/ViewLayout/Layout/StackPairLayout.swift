import Foundation

/// Sizing a stack of two children (an icon and its label, a message row's
/// avatar and text): `stackLayout`'s steps 1–5 written out for two, with
/// the children's probes, serving order and shares in registers instead of
/// items, order indices and the general group loop. The questions are the
/// same, asked in the same order, and the arithmetic is `distribute`'s step
/// for step, so the answers are bit for bit the general path's (a test
/// lays out random pairs both ways: `StackPairTests`).
extension LayoutEngine {
    /// The size of stack `node` (two children) for `p` when this path may
    /// answer (its plan written as `stackLayout` writes it), else nil: it
    /// sizes in a one-off pass (a session keeps probes, which the general
    /// path manages), with no custom layout in the tree (which could
    /// observe its probes), a length along the axis to share, and plain
    /// guides.
    @inline(__always)
    func sizedAsPair(_ node: Node, _ axis: Axis, _ p: Proposal) -> Size? {
        guard probes == nil && !usesLayoutProtocol && node.payload >= 0 && !p[axis].isNaNValue else { return nil }
        return axis == .horizontal ? sizeHorizontalPair(node, p) : sizeVerticalPair(node, p)
    }

    // One copy a direction: with the axis a constant, its choices of
    // width or height fold away.
    @inline(never) func sizeHorizontalPair(_ node: Node, _ p: Proposal) -> Size? { sizePair(node, .horizontal, p) }
    @inline(never) func sizeVerticalPair(_ node: Node, _ p: Proposal) -> Size? { sizePair(node, .vertical, p) }

    /// `sizedAsPair`'s answer: nil also when the general path must answer
    /// because the children do not fit at all (its walk at 0), or the
    /// stack keeps shares that ignore the proposal across (its plan is
    /// reused without probing).
    @inline(__always)
    private func sizePair(_ node: Node, _ axis: Axis, _ p: Proposal) -> Size? {
        let info = tree.stacks[Int(node.payload)]
        if !alignsPlainly(node, info) { return nil }
        let minorAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let major = p[axis], minor = p[minorAxis]
        let c0 = child(node, 0), c1 = child(node, 1)
        let spacing = info.spacing.isNaNValue ? pairSpacing(c0, c1, axis) : info.spacing
        let totalSpacing = 0.0 + spacing
        var available = major - totalSpacing
        if available <= 0 && available.isFiniteValue { return nil }
        let payload = Int(node.payload)
        if node.flags.contains(axis == .horizontal ? .widthOwnAxis : .heightOwnAxis)
            && planProposals[payload][axis].bitPattern == major.bitPattern { return nil }

        // Step 2: each child probed at 0, then at infinity unless its
        // answer ignores the axis.
        let item0 = probe(c0, 0, axis, minor)
        let item1 = probe(c1, 1, axis, minor)

        // Step 3: the second is served first only if it comes strictly
        // before (the sort is stable).
        let swapped = StackItem.servedBefore(item1, item0)
        var first = swapped ? item1 : item0, second = swapped ? item0 : item1

        // Step 4, as `distribute` does it: the minimums of the groups below,
        // one group of two or two of one.
        var lowerMinimums = 0.0
        lowerMinimums += item0.min
        lowerMinimums += item1.min
        lowerMinimums = lowerMinimums.saturatedSum
        let together = second.priority == first.priority
        var groupMinimum = 0.0 + first.min
        if together { groupMinimum += second.min }
        lowerMinimums = (lowerMinimums - groupMinimum.saturatedSum).saturatedSum
        var offer = available.isInfinite ? available : (available - lowerMinimums).saturatedSum
        var remaining = together ? 2.0 : 1.0
        serve(&first, &offer, &available, &remaining, axis, minor)
        if !together {
            lowerMinimums = (lowerMinimums - (0.0 + second.min).saturatedSum).saturatedSum
            offer = available.isInfinite ? available : (available - lowerMinimums).saturatedSum
            remaining = 1
        }
        serve(&second, &offer, &available, &remaining, axis, minor)

        // The plan, length and thickness, in source order.
        let (a, b) = swapped ? (second, first) : (first, second)
        let plan = plans.from(Int(node.childStart))
        plan[0] = StackPlan(proposed: a.proposed, major: a.major, across: a.across)
        plan[1] = StackPlan(proposed: b.proposed, major: b.major, across: b.across)
        planProposals[payload] = p
        var length = totalSpacing
        length += a.major
        length += b.major
        let thickness = 0.0.atLeast(a.across).atLeast(b.across)
        return axis == .horizontal ? Size(w: length, h: thickness) : Size(w: thickness, h: length)
    }

    /// Step 2 for one child: probed at 0, then at infinity unless its
    /// answer ignores the axis (`stackLayout`'s probe).
    @_transparent
    private func probe(_ c: Int32, _ i: Int32, _ axis: Axis, _ minor: Double) -> StackItem {
        let childNode = nodes[Int(c)]
        let s = size(c, Proposal.along(axis, major: 0, minor: minor))
        let lo = s[axis]
        let ignoresAxis: NodeFlags = axis == .horizontal ? .ignoresWidth : .ignoresHeight
        let hi = childNode.flags.contains(ignoresAxis) ? lo : size(c, Proposal.along(axis, major: .infinity, minor: minor))[axis]
        return StackItem(child: c, order: i, min: lo, max: hi, priority: priority(c, childNode),
                         major: 0, proposed: .nan, across: axis == .horizontal ? s.h : s.w)
    }

    /// Step 4 for one child of its group (`distribute`'s inner step): its
    /// share of `offer` among the `remaining` children of the group.
    @_transparent
    private func serve(_ item: inout StackItem, _ offer: inout Double, _ available: inout Double, _ remaining: inout Double,
                       _ axis: Axis, _ minor: Double) {
        let share = offer.isInfinite ? offer : (offer / remaining).atLeast(0)
        let s: Double
        let ignoresAxis: NodeFlags = axis == .horizontal ? .ignoresWidth : .ignoresHeight
        if nodes[Int(item.child)].flags.contains(ignoresAxis) {
            s = item.min
        } else {
            let size = size(item.child, Proposal.along(axis, major: share, minor: minor))
            s = size[axis]
            item.across = axis == .horizontal ? size.h : size.w
        }
        item.major = s
        item.proposed = share
        if !offer.isInfinite { offer = (offer - s).saturatedSum }
        if !available.isInfinite { available = (available - s).saturatedSum }
        remaining -= 1
    }
}
