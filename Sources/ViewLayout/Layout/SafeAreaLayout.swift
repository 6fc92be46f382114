import Foundation

// Safe areas (Fidelity, "Safe area"; the safeAreaInset, safeAreaPadding and
// ignoresSafeArea pages), while placing:
// 1. The root's insets (and the keyboard's) are the outermost safe space
//    (`pushRootSafeSpace`); views fill the safe area by default because the
//    root's content is proposed the root less its insets.
// 2. `safeAreaInset` and `safeAreaPadding` push a safe space of their own
//    while their view is placed (`placeInsideSafeSpace`); the inset's layout
//    is `safeAreaInsetLayout`.
// 3. `ignoresSafeArea` grows its content on the edges where its frame
//    touches a safe boundary (`safeAreaGrowth`, `placeIgnoringSafeArea`).

/// What a safe-area modifier asked for.
struct SafeAreaInfo {
    var regions: SafeAreaRegions = .container
    var edges: Edge.Set = .all
    /// The edge a `safeAreaInset`'s content sits on.
    var edge: Edge = .bottom
    var alignment: AlignmentKey = HorizontalAlignment.center.key
    /// NaN: the default spacing between the view and the content.
    var spacing: Double = .nan
}

/// One safe area in effect while placing: a rectangle in root space and
/// the insets of its two regions, in absolute edges (left/right, not
/// leading/trailing). The keyboard region is the outer one, as in
/// OpenSwiftUI's list of elements.
struct SafeSpace {
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    var container: AbsoluteInsets
    var keyboard: AbsoluteInsets
}

struct AbsoluteInsets {
    var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0
    var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }
}

extension NodeKind {
    /// Kinds whose placement needs their frame in root space (safe areas,
    /// flips): `LayoutEngine.place` hands them to `placeInContext`.
    @inline(__always) var placesWithContext: Bool {
        switch self {
        case .ignoresSafeArea, .safeAreaInset, .safeAreaPadding, .directionBehavior: return true
        default: return false
        }
    }
}

extension LayoutEngine {
    /// Step 1 of the file's rule: the root's insets as one safe space
    /// covering the root (0, 0, w, h).
    func pushRootSafeSpace(_ s: Size, rightToLeft: Bool) {
        let i = rootInsets
        let container = AbsoluteInsets(top: i.top, left: rightToLeft ? i.trailing : i.leading,
                                       bottom: i.bottom, right: rightToLeft ? i.leading : i.trailing)
        // The keyboard covers the bottom from the root's edge; the part
        // below the container's own bottom inset is already counted there.
        let keyboard = AbsoluteInsets(bottom: Swift.max(0, keyboardHeight - i.bottom))
        safeSpaces.append(SafeSpace(minX: 0, minY: 0, maxX: s.w, maxY: s.h, container: container, keyboard: keyboard))
    }

    /// The root's content proposal: the root's less its safe-area insets.
    @inline(__always) var rootVerticalInset: Double { rootInsets.top + Swift.max(rootInsets.bottom, keyboardHeight) }
    @inline(__always) var rootHorizontalInset: Double { rootInsets.leading + rootInsets.trailing }

    /// How far a view whose frame is (minX, minY, maxX, maxY) in root space
    /// grows on each edge when it ignores `regions` (Fidelity, "Safe area":
    /// only on edges where its frame touches the safe-area boundary; the
    /// steps are OpenSwiftUI's `SafeAreaInsets.resolve`). For each safe
    /// area, innermost first:
    /// 1. its insets are summed, all of them and those of the ignored
    ///    regions; a region not ignored blocks the edges it covers for the
    ///    regions inside it;
    /// 2. its safe rectangle is its rectangle less all its insets, and the
    ///    ignored regions add back their insets around that;
    /// 3. an edge at or beyond the safe boundary (0.1 point of tolerance)
    ///    moves out to the added-back rectangle;
    /// 4. the grown frame is tested against the next safe area out.
    func safeAreaGrowth(minX: Double, minY: Double, maxX: Double, maxY: Double, regions: SafeAreaRegions) -> AbsoluteInsets {
        var r = (minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        // Step 4: innermost safe area first, outwards.
        for space in safeSpaces.reversed() {
            // Step 1: the insets, all of them and the ignored ones.
            let (selected, total) = ignoredInsets(space, regions)
            if selected.isZero && total.isZero { continue }
            // Step 2: the safe rectangle and the one the ignored regions add back.
            let safe = (minX: space.minX + total.left, minY: space.minY + total.top,
                        maxX: space.maxX - total.right, maxY: space.maxY - total.bottom)
            let outer = (minX: safe.minX - selected.left, minY: safe.minY - selected.top,
                         maxX: safe.maxX + selected.right, maxY: safe.maxY + selected.bottom)
            // Step 3: an edge touching the safe boundary moves out.
            if safe.minY > r.minY - 0.1 && r.minY + 0.1 > outer.minY { r.minY = outer.minY }
            if r.maxY + 0.1 > safe.maxY && outer.maxY > r.maxY - 0.1 { r.maxY = outer.maxY }
            if safe.minX > r.minX - 0.1 && r.minX + 0.1 > outer.minX { r.minX = outer.minX }
            if r.maxX + 0.1 > safe.maxX && outer.maxX > r.maxX - 0.1 { r.maxX = outer.maxX }
        }
        return AbsoluteInsets(top: Swift.max(0, minY - r.minY), left: Swift.max(0, minX - r.minX),
                              bottom: Swift.max(0, r.maxY - maxY), right: Swift.max(0, r.maxX - maxX))
    }

    /// Step 1 of `safeAreaGrowth` for one safe area: the insets of the
    /// regions `regions` ignores (`selected`), the keyboard's (the outer
    /// region) first, a region not ignored closing the edges it covers; and
    /// all its insets (`total`).
    @inline(__always)
    private func ignoredInsets(_ space: SafeSpace, _ regions: SafeAreaRegions)
        -> (selected: AbsoluteInsets, total: AbsoluteInsets) {
        var open = (top: true, left: true, bottom: true, right: true)
        var selected = AbsoluteInsets(), total = AbsoluteInsets()
        for (region, e) in [(SafeAreaRegions.keyboard, space.keyboard), (.container, space.container)] {
            if regions.isDisjoint(with: region) {
                if e.top != 0 { open.top = false }
                if e.left != 0 { open.left = false }
                if e.bottom != 0 { open.bottom = false }
                if e.right != 0 { open.right = false }
            } else {
                if open.top { selected.top += e.top }
                if open.left { selected.left += e.left }
                if open.bottom { selected.bottom += e.bottom }
                if open.right { selected.right += e.right }
            }
            total.top += e.top; total.left += e.left; total.bottom += e.bottom; total.right += e.right
        }
        return (selected, total)
    }

    /// `safeAreaInset` (its pages; OpenSwiftUI `InsetViewLayout`), along the
    /// edge's axis:
    /// 1. spacing: the given one, else the default between the two views
    ///    (`insetSpacing`: OpenSwiftUI asks the views' spacing preferences);
    /// 2. the content is proposed what is left after the spacing and the
    ///    modified view's minimum along the axis (unspecified stays so);
    /// 3. the modified view is proposed the rest: the proposal less the
    ///    content's size and the spacing (never below 0);
    /// 4. the whole is content + spacing + view along the axis, the larger
    ///    of the two across it;
    /// 5. the view is anchored to the opposite edge, the content to `edge`,
    ///    and across the axis the content's alignment guide meets the view's.
    ///
    /// The steps are the functions after this one, in order.
    func safeAreaInsetLayout(_ node: Node, _ p: Proposal, placing out: RawStorage<ChildPlacement>?) -> Size {
        let info = tree.safeAreas[Int(node.payload)]
        let axis: Axis = (info.edge == .top || info.edge == .bottom) ? .vertical : .horizontal
        let cross: Axis = axis == .vertical ? .horizontal : .vertical
        let primary = child(node, 0), secondary = child(node, 1)
        // Step 1: the spacing between the content and the view.
        let spacing = insetSpacing(info, primary, secondary, axis)
        var proposal = p
        if out != nil, proposal[cross].isNaN {
            // When placing, an unspecified cross axis is the size chosen.
            proposal[cross] = size(n: node, p)[cross]
        }
        // Steps 2 and 3: the content proposed what the view's minimum
        // leaves, then the view the rest.
        let (contentProposal, contentSize, viewProposal, viewSize) = insetMeasure(primary, secondary, axis, proposal, spacing)
        // Step 4: content + spacing + view along the axis, the larger across.
        var whole = Size.zero
        whole[axis] = contentSize[axis] + spacing + viewSize[axis]
        whole[cross] = Swift.max(contentSize[cross], viewSize[cross])
        guard let out else { return whole }
        // Step 5: the view at the opposite edge, the content at `edge`.
        placeInset(info, axis, whole, primary, viewProposal, viewSize, secondary, contentProposal, contentSize, into: out)
        return whole
    }

    /// Step 1: the given spacing, else the default between the two views in
    /// the order they appear along the axis (8, 0 next to a Spacer, text
    /// spacing next to a text above or below: `pairSpacing`).
    private func insetSpacing(_ info: SafeAreaInfo, _ primary: Int32, _ secondary: Int32, _ axis: Axis) -> Double {
        if !info.spacing.isNaN { return info.spacing }
        let contentFirst = info.edge == .top || info.edge == .leading
        return contentFirst ? pairSpacing(secondary, primary, axis) : pairSpacing(primary, secondary, axis)
    }

    /// The size a node answered for `p` (a memo hit while placing).
    @inline(__always) private func size(n node: Node, _ p: Proposal) -> Size {
        safeAreaInsetLayout(node, p, placing: nil)
    }

    /// Steps 2 and 3 of `safeAreaInsetLayout`: (content proposal, content
    /// size, view proposal, view size).
    private func insetMeasure(_ primary: Int32, _ secondary: Int32, _ axis: Axis, _ p: Proposal, _ spacing: Double)
        -> (Proposal, Size, Proposal, Size) {
        var sp = p
        if !p[axis].isNaN {
            let rest = Swift.max(p[axis] - spacing, 0)
            var minimumProposal = p
            minimumProposal[axis] = 0
            let minimum = size(primary, minimumProposal)[axis]
            sp[axis] = Swift.max(rest - minimum, 0)
        }
        let ss = size(secondary, sp)
        var mp = p
        if !p[axis].isNaN { mp[axis] = Swift.max(p[axis] - (ss[axis] + spacing), 0) }
        return (sp, ss, mp, size(primary, mp))
    }

    /// Step 5 of `safeAreaInsetLayout`: in the whole `s`, the modified view
    /// anchored to the edge opposite `edge` and centred across, the content
    /// anchored to `edge` with its alignment guide meeting the view's across.
    @inline(__always)
    private func placeInset(_ info: SafeAreaInfo, _ axis: Axis, _ s: Size,
                            _ primary: Int32, _ mp: Proposal, _ ms: Size,
                            _ secondary: Int32, _ sp: Proposal, _ ss: Size,
                            into out: RawStorage<ChildPlacement>) {
        let leadingEdge = info.edge == .top || info.edge == .leading
        var m = ChildPlacement(w: ms.w, h: ms.h, p: mp)
        var c = ChildPlacement(w: ss.w, h: ss.h, p: sp)
        if axis == .vertical {
            m.y = leadingEdge ? s.h - ms.h : 0
            m.x = (s.w - ms.w) / 2
            c.y = leadingEdge ? 0 : s.h - ss.h
        } else {
            m.x = leadingEdge ? s.w - ms.w : 0
            m.y = (s.h - ms.h) / 2
            c.x = leadingEdge ? 0 : s.w - ss.w
        }
        let key = info.alignment
        let offset = guide(primary, key, mp, ms) - guide(secondary, key, sp, ss)
        if axis == .vertical { c.x = m.x + offset } else { c.y = m.y + offset }
        out[0] = m
        out[1] = c
    }

    /// The length by which a `safeAreaInset` grows its view's safe area:
    /// spacing plus the content's size along the axis, measured at the
    /// node's own size (OpenSwiftUI `primarySafeAreaInsets`).
    func insetLength(_ node: Node, _ s: Size) -> Double {
        let info = tree.safeAreas[Int(node.payload)]
        let axis: Axis = (info.edge == .top || info.edge == .bottom) ? .vertical : .horizontal
        let primary = child(node, 0), secondary = child(node, 1)
        let spacing = insetSpacing(info, primary, secondary, axis)
        let (_, ss, _, _) = insetMeasure(primary, secondary, axis, Proposal(w: s.w, h: s.h), spacing)
        return Swift.max(0, spacing + ss[axis])
    }

    /// Placement of the kinds that need their frame in root space: the
    /// safe-area modifiers push their safe area while their view is placed,
    /// `ignoresSafeArea` grows its content, and a mirroring
    /// `layoutDirectionBehavior` flips its subtree.
    func placeInContext(_ n: Int32, _ node: Node, x: Double, y: Double, p: Proposal, s: Size,
                        _ out: RawStorage<ChildPlacement>) {
        let rtl = node.flags.contains(.rightToLeft)
        func placeChild(_ i: Int) {
            let c = out[i]
            let cx = rtl ? s.w - c.x - c.w : c.x
            place(child(node, i), x: x + cx, y: y + c.y, p: c.p, s: Size(w: c.w, h: c.h))
        }
        switch node.kind {
        case .ignoresSafeArea:
            placeIgnoringSafeArea(node, x: x, y: y, p: p, s: s, rtl: rtl)
        case .safeAreaInset, .safeAreaPadding:
            placeInsideSafeSpace(node, x: x, y: y, s: s, rtl: rtl, placeChild)
        case .directionBehavior:
            placeChild(0)
            if node.payload == 1 { mirrorSubtree(of: n, about: x + s.w / 2) }
        default:
            for i in 0..<Int(node.childCount) { placeChild(i) }
        }
    }

    /// `ignoresSafeArea` (step 3 of the file's rule): its content proposed
    /// and placed grown by `safeAreaGrowth` on the edges it names (which
    /// speak of leading and trailing).
    @inline(__always)
    private func placeIgnoringSafeArea(_ node: Node, x: Double, y: Double, p: Proposal, s: Size, rtl: Bool) {
        let info = tree.safeAreas[Int(node.payload)]
        let g = safeAreaGrowth(minX: x, minY: y, maxX: x + s.w, maxY: y + s.h, regions: info.regions)
        let top = info.edges.contains(.top) ? g.top : 0
        let bottom = info.edges.contains(.bottom) ? g.bottom : 0
        let leading = info.edges.contains(.leading) ? (rtl ? g.right : g.left) : 0
        let trailing = info.edges.contains(.trailing) ? (rtl ? g.left : g.right) : 0
        let cp = Proposal(w: p.w.isNaN ? .nan : p.w + leading + trailing, h: p.h.isNaN ? .nan : p.h + top + bottom)
        let c = child(node, 0)
        let cs = size(c, cp)
        let lx = -leading
        place(c, x: x + (rtl ? s.w - lx - cs.w : lx), y: y - top, p: cp, s: cs)
    }

    /// `safeAreaInset` and `safeAreaPadding` (step 2 of the file's rule): the
    /// modified view placed inside a safe space of the node's frame whose
    /// insets are the padding, or the inset content's length on its edge;
    /// the other children (the inset content) outside it.
    @inline(__always)
    private func placeInsideSafeSpace(_ node: Node, x: Double, y: Double, s: Size, rtl: Bool, _ placeChild: (Int) -> Void) {
        var e = AbsoluteInsets()
        if node.kind == .safeAreaPadding {
            let i = tree.insets[Int(node.payload)]
            e = AbsoluteInsets(top: i.top, left: rtl ? i.trailing : i.leading, bottom: i.bottom, right: rtl ? i.leading : i.trailing)
        } else {
            let length = insetLength(node, s)
            switch tree.safeAreas[Int(node.payload)].edge {
            case .top: e.top = length
            case .bottom: e.bottom = length
            case .leading: if rtl { e.right = length } else { e.left = length }
            case .trailing: if rtl { e.left = length } else { e.right = length }
            }
        }
        safeSpaces.append(SafeSpace(minX: x, minY: y, maxX: x + s.w, maxY: y + s.h, container: e, keyboard: AbsoluteInsets()))
        placeChild(0)
        safeSpaces.removeLast()
        for i in 1..<Int(node.childCount) { placeChild(i) }
    }
}
