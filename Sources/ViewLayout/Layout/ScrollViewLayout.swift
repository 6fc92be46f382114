import Foundation

/// A scroll view's axes and margins, fixed when it is resolved.
struct ScrollInfo {
    var axes: Axis.Set
    var showsIndicators: Bool
    /// The content margins (`contentMargins` for `.scrollContent`, else
    /// `.automatic`), in the layout direction.
    var content: Insets
    /// The scroll indicators' margins (not drawn; reported).
    var indicators: Insets
}

// MARK: - Layout

extension LayoutEngine {
    /// The size `containerRelativeFrame` sees for a container of size `s`:
    /// the container "subtracting any safe area insets that might be applied
    /// to that container" (the containerRelativeFrame page). The one place
    /// where the container's safe area is taken off: zero until the safe-area
    /// work gives nodes their insets.
    func containerSize(_ s: Size, safeArea: Insets = Insets(top: 0, leading: 0, bottom: 0, trailing: 0)) -> Size {
        Size(w: s.w - safeArea.leading - safeArea.trailing, h: s.h - safeArea.top - safeArea.bottom)
    }

    /// The proposal a scroll view gives its content (see `ScrollView`).
    @inline(__always)
    func scrollContentProposal(_ info: ScrollInfo, _ p: Proposal) -> Proposal {
        let m = info.content
        let w = info.axes.contains(.horizontal) || p.w.isNaN ? Double.nan : Swift.max(p.w - m.leading - m.trailing, 0)
        let h = info.axes.contains(.vertical) || p.h.isNaN ? Double.nan : Swift.max(p.h - m.top - m.bottom, 0)
        return Proposal(w: w, h: h)
    }

    /// ScrollView: sizing, and (placing) the content at its clamped offset.
    func scrollViewLayout(_ n: Int32, _ node: Node, _ p: Proposal, placing out: RawStorage<ChildPlacement>?) -> Size {
        let info = tree.scrolls[Int(node.payload)]
        let m = info.content
        if node.childCount == 0 {
            return Size(w: p.w.isNaN ? m.leading + m.trailing : p.w, h: p.h.isNaN ? m.top + m.bottom : p.h)
        }
        let content = child(node, 0)
        let cp = scrollContentProposal(info, p)
        // The content sees this scroll view as its container. (Known limit:
        // the content's sizes are memoised per proposal, which lacks the
        // scroll view's length along its axis; a scroll view probed at
        // several lengths (inside a stack) gives a containerRelativeFrame
        // along its axis the length of the first probe.)
        pass.containers.append(containerSize(Size(w: p.w, h: p.h)))
        pass.scrollSizingDepth += 1
        let cs = size(content, cp)
        pass.scrollSizingDepth -= 1
        pass.containers.removeLast()
        let s = Size(w: p.w.isNaN ? cs.w + m.leading + m.trailing : p.w,
                     h: p.h.isNaN ? cs.h + m.top + m.bottom : p.h)
        if let out {
            let offset = clampedScrollOffset(n, info, content: cs, size: s)
            var x = m.leading, y = m.top
            if info.axes.contains(.horizontal) { x -= offset.x } else { x += (s.w - m.leading - m.trailing - cs.w) / 2 }
            if info.axes.contains(.vertical) { y -= offset.y } else { y += (s.h - m.top - m.bottom - cs.h) / 2 }
            out[0] = ChildPlacement(x: x, y: y, w: cs.w, h: cs.h, p: cp)
        }
        return s
    }

    /// The offset given for scroll view `n`, clamped to its scrollable range.
    func clampedScrollOffset(_ n: Int32, _ info: ScrollInfo, content cs: Size, size s: Size) -> (x: Double, y: Double) {
        let requested = pass.scrollOffsets.offset(for: tree.ids.isEmpty ? nil : tree.ids[n])
        func clamp(_ v: CGFloat, _ axis: Axis, _ lead: Double, _ trail: Double) -> Double {
            guard info.axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return 0 }
            var d = Double(v)
            if !d.isFinite {
                pass.diagnose("scroll offset \(d) is not a length; 0 is used")
                d = 0
            }
            let range = Swift.max(cs[axis] + lead + trail - s[axis], 0)
            return Swift.min(Swift.max(d, 0), range.isFinite ? range : 0)
        }
        return (clamp(requested.x, .horizontal, info.content.leading, info.content.trailing),
                clamp(requested.y, .vertical, info.content.top, info.content.bottom))
    }

    /// The part of a scroll view's `frame` inside the region visible around
    /// it (rectangles that only touch meet in an empty line, as
    /// `CGRect.intersection` has it); where they do not meet, an empty region
    /// at the scroll view's origin. Worked out on plain numbers because
    /// Foundation's `CGRect.intersection` traps on an edge that is not a
    /// number, which a placement that overflowed gives (two frames 1e308
    /// wide side by side); a region that is not finite shows nothing.
    func visibleRegion(_ frame: CGRect, within outer: CGRect, x: Double, y: Double) -> CGRect {
        let x0 = Swift.max(frame.minX, outer.minX), x1 = Swift.min(frame.maxX, outer.maxX)
        let y0 = Swift.max(frame.minY, outer.minY), y1 = Swift.min(frame.maxY, outer.maxY)
        if x1 >= x0 && y1 >= y0 && x0.isFinite && x1.isFinite && y0.isFinite && y1.isFinite {
            return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
        return CGRect(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0, width: 0, height: 0)
    }

    /// Placement of the views that create or reveal content while they are
    /// placed: scroll views (visible region, container, clipping), lazy
    /// stacks and grids, and GeometryReaders. Out of line, so that the
    /// checked accesses to the pass's stacks stay out of the plain
    /// placement loop.
    @inline(never)
    func placeScrolling(_ n: Int32, _ node: Node, x: Double, y: Double, p: Proposal, s: Size) {
        switch node.kind {
        case .scrollView:
            var frame = CGRect(x: x, y: y, width: s.w, height: s.h)
            // Drawn (and visible) behind the container insets it touches,
            // as far as ignoresSafeArea(.container) would grow it.
            if !safeSpaces.isEmpty {
                let g = safeAreaGrowth(minX: x, minY: y, maxX: x + s.w, maxY: y + s.h, regions: .container)
                if !g.isZero {
                    scrollOutsets[n] = g
                    frame = CGRect(x: x - g.left, y: y - g.top, width: s.w + g.left + g.right, height: s.h + g.top + g.bottom)
                }
            }
            pass.viewports.append(visibleRegion(frame, within: pass.viewports.last ?? frame, x: x, y: y))
            pass.containers.append(containerSize(Size(w: p.w, h: p.h)))
            pass.scrollFrames.append(frame)
            placeSubtree(n, node, x: x, y: y, p: p, s: s)
            pass.scrollFrames.removeLast()
            pass.containers.removeLast()
            pass.viewports.removeLast()
        case .lazyVStack: placeLazyStack(n, node, .vertical, x: x, y: y, p: p, s: s)
        case .lazyHStack: placeLazyStack(n, node, .horizontal, x: x, y: y, p: p, s: s)
        case .geometryReader: placeGeometryReader(n, node, x: x, y: y, s: s)
        case .lazyVGrid, .lazyHGrid: placeLazyGrid(n, node, x: x, y: y, p: p, s: s)
        default: placeSubtree(n, node, x: x, y: y, p: p, s: s)
        }
    }
}
