import Foundation

struct LazyStackInfo {
    var alignment: AlignmentKey
    /// NaN: the platform default.
    var spacing: Double
    var pinned: PinnedScrollableViews
}

/// What a lazy container knows during one pass: its children as a flat list
/// of units (a view, or one element of a deferred ForEach), the fragments it
/// created, and what it placed.
final class LazyState {
    struct Segment {
        var child: Int32
        var firstUnit: Int
        var count: Int
        var deferred: Bool
        var role: _SectionRole?
        /// Units an element of a deferred segment makes (`DeferredContent.unitsPerElement`).
        var unitsPerElement = 1
    }
    let segments: [Segment]
    let unitCount: Int
    /// Created elements of deferred children, by their first unit.
    var fragments: [Int: Fragment] = [:]
    /// The units of the created elements.
    var created: Set<Int> = []
    /// What was placed, in drawing order: a node of this engine (fragment
    /// nil) or a fragment's top-level node.
    var placed: [(fragment: Fragment?, node: Int32)] = []
    /// The units placed, in order.
    var shown: [Int] = []

    init(segments: [Segment]) {
        self.segments = segments
        unitCount = segments.last.map { $0.firstUnit + $0.count } ?? 0
    }

    var report: LazyChildren {
        let shownSet = Set(shown)
        let created = created.union(shownSet)
        return LazyChildren(count: unitCount, shown: shown.sorted(), created: created.sorted())
    }
}

extension LayoutEngine {
    /// The flat list of units of lazy container `n` (built once per pass).
    func lazyState(_ n: Int32, _ node: Node) -> LazyState {
        if let s = lazyStates[n] { return s }
        var segments: [LazyState.Segment] = []
        var unit = 0
        for i in 0..<Int(node.childCount) {
            let c = child(node, i)
            let cn = nodes[Int(c)]
            let per = cn.kind == .deferred ? tree.deferred[Int(cn.payload)].unitsPerElement : 1
            let count = cn.kind == .deferred ? tree.deferred[Int(cn.payload)].count * per : 1
            let role = tree.sectionRoles.isEmpty ? nil : tree.sectionRoles[c]
            segments.append(.init(child: c, firstUnit: unit, count: count, deferred: cn.kind == .deferred, role: role,
                                  unitsPerElement: per))
            unit += count
        }
        let s = LazyState(segments: segments)
        lazyStates[n] = s
        return s
    }

    /// The element of a deferred segment that makes unit `unit`, created on
    /// first use.
    func lazyFragment(_ st: LazyState, _ seg: LazyState.Segment, unit: Int) -> Fragment {
        let element = (unit - seg.firstUnit) / seg.unitsPerElement
        let first = seg.firstUnit + element * seg.unitsPerElement
        if let f = st.fragments[first] { return f }
        let f = makeFragment(seg.child, index: element)
        st.fragments[first] = f
        st.created.formUnion(first..<(first + seg.unitsPerElement))
        return f
    }

    /// A created element's length along `axis` (its views `gap` apart) and
    /// thickness across it.
    func fragmentExtent(_ f: Fragment, _ cp: Proposal, _ axis: Axis, gap: Double) -> (length: Double, thickness: Double) {
        var length = 0.0, thickness = 0.0
        let minor: Axis = axis == .horizontal ? .vertical : .horizontal
        for (k, t) in f.tops.enumerated() {
            let cs = f.engine.size(t, cp)
            length += cs[axis] + (k > 0 ? gap : 0)
            thickness = Swift.max(thickness, cs[minor])
        }
        return (length, thickness)
    }

    /// A segment's length and thickness, and the length of its first
    /// element (the estimate of one element's). In a scroll view a deferred
    /// segment's length is estimated from its first element; outside one
    /// every element is created and measured (`measuredSegmentExtent`).
    func segmentExtent(_ st: LazyState, _ seg: LazyState.Segment, _ cp: Proposal, _ axis: Axis, gap: Double)
        -> (length: Double, thickness: Double, estimate: Double) {
        if seg.count == 0 { return (0, 0, 0) }
        if !seg.deferred {
            let cs = size(seg.child, cp)
            let minor: Axis = axis == .horizontal ? .vertical : .horizontal
            return (cs[axis], cs[minor], cs[axis])
        }
        let probe = fragmentExtent(lazyFragment(st, seg, unit: seg.firstUnit), cp, axis, gap: gap)
        if !isInScrollView { return measuredSegmentExtent(st, seg, cp, axis, gap: gap, first: probe) }
        let n = Double(seg.count)
        return (probe.length * n + gap * (n - 1), probe.thickness, probe.length)
    }

    /// A deferred segment outside a scroll view: the sum of its elements'
    /// real lengths. Past `lazyCreationLimit` elements (what placing creates
    /// at most) the rest are estimated from the first.
    func measuredSegmentExtent(_ st: LazyState, _ seg: LazyState.Segment, _ cp: Proposal, _ axis: Axis, gap: Double,
                               first: (length: Double, thickness: Double)) -> (length: Double, thickness: Double, estimate: Double) {
        let elements = seg.count / Swift.max(seg.unitsPerElement, 1)
        let measured = Swift.min(elements, LayoutEngine.lazyCreationLimit)
        var length = first.length, thickness = first.thickness
        for e in 1..<Swift.max(measured, 1) {
            let x = fragmentExtent(lazyFragment(st, seg, unit: seg.firstUnit + e * seg.unitsPerElement), cp, axis, gap: gap)
            length += gap + x.length
            thickness = Swift.max(thickness, x.thickness)
        }
        if elements > measured {
            pass.diagnose("a lazy stack outside a scroll view has \(elements) elements; past \(measured) their lengths are estimated from the first")
            length += Double(elements - measured) * (first.length + gap)
        }
        return (length, thickness, first.length)
    }

    @inline(__always) func lazyGap(_ info: LazyStackInfo) -> Double {
        info.spacing.isNaN ? defaultStackSpacing : info.spacing
    }

    /// LazyVStack / LazyHStack sizing (rules on `LazyHStack`).
    func lazyStackSize(_ n: Int32, _ node: Node, _ axis: Axis, _ p: Proposal) -> Size {
        let st = lazyState(n, node)
        let info = tree.lazyStacks[Int(node.payload)]
        let minorAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let minor = p[minorAxis]
        let cp = Proposal.along(axis, major: .nan, minor: minor)
        let gap = lazyGap(info)
        var length = 0.0, thickness = 0.0, segments = 0
        for seg in st.segments where seg.count > 0 {
            let e = segmentExtent(st, seg, cp, axis, gap: gap)
            length += e.length
            thickness = Swift.max(thickness, e.thickness)
            segments += 1
        }
        length += gap * Double(Swift.max(segments - 1, 0))
        let across = minor.isFinite ? minor : thickness
        return axis == .vertical ? Size(w: across, h: length) : Size(w: length, h: across)
    }

    /// The most children a lazy stack creates in one placement: a guard
    /// against zero-length rows, which would all be visible at once.
    static let lazyCreationLimit = 10_000

    /// Places the children of a lazy stack that intersect the visible region
    /// (creating them), and its pinned section headers and footers.
    func placeLazyStack(_ n: Int32, _ node: Node, _ axis: Axis, x: Double, y: Double, p: Proposal, s: Size) {
        let st = lazyState(n, node)
        st.placed.removeAll()
        st.shown.removeAll()
        let info = tree.lazyStacks[Int(node.payload)]
        let minorAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let cp = Proposal.along(axis, major: .nan, minor: p[minorAxis])
        let gap = lazyGap(info)
        let rtl = node.flags.contains(.rightToLeft)
        let key = info.alignment

        let region = lazyRegion(axis, x: x, y: y, s: s, rtl: rtl)
        let hi = region.hi
        @inline(__always) func visible(_ a: Double, _ b: Double) -> Bool { region.shows(a, b) }

        // Where each segment starts (estimates for the deferred ones).
        let segs = st.segments
        var starts = [Double](repeating: 0, count: segs.count)
        var lengths = [Double](repeating: 0, count: segs.count)
        var estimates = [Double](repeating: 0, count: segs.count)
        var pos = 0.0
        var first = true
        for (k, seg) in segs.enumerated() {
            if seg.count == 0 { starts[k] = pos; continue }
            if !first { pos += gap }
            first = false
            let e = segmentExtent(st, seg, cp, axis, gap: gap)
            starts[k] = pos
            lengths[k] = e.length
            estimates[k] = e.estimate
            pos += e.length
        }

        // Puts one view at `major` along the axis, aligned across it.
        func put(_ engine: LayoutEngine, _ top: Int32, _ major: Double, _ f: Fragment?) -> Double {
            let cs = engine.size(top, cp)
            let across = boxGuide(key, s) - engine.guide(top, key, cp, cs)
            var lx = axis == .vertical ? across : major
            let ly = axis == .vertical ? major : across
            if rtl { lx = s.w - lx - cs.w }
            engine.place(top, x: x + lx, y: y + ly, p: cp, s: cs)
            st.placed.append((f, top))
            return cs[axis]
        }

        // Pinned headers and footers are placed last (drawn above the rows).
        let pinsHeaders = info.pinned.contains(.sectionHeaders)
        let pinsFooters = info.pinned.contains(.sectionFooters)
        let pinned = segs.contains(where: { $0.role != nil })
            ? region.pinnedSectionViews(count: segs.count, pinned: info.pinned, role: { segs[$0].role },
                                        start: { starts[$0] }, length: { lengths[$0] })
            : []
        let pinnedSegments = Set(pinned.map(\.span))

        // An element that is a whole Section (`ForEach(sections) { Section … }`):
        // its header and footer are pinned within the element's span.
        var pinnedInElements: [(Fragment, Int32, Double)] = []
        func placeElement(_ f: Fragment, at: Double, length: Double) {
            let roles = f.engine.tree.sectionRoles
            var m = at
            var header: (Int32, Double)? = nil, footer: (Int32, Double)? = nil
            for t in f.tops {
                let extent = f.engine.size(t, cp)[axis]
                let role = roles.isEmpty ? nil : roles[t]
                if role == .header && pinsHeaders && header == nil {
                    header = (t, extent)
                } else if role == .footer && pinsFooters && t == f.tops.last {
                    footer = (t, extent)
                } else {
                    _ = put(f.engine, t, m, f)
                }
                m += extent + gap
            }
            let end = at + length
            if let (t, h) = header {
                let footerLength = footer?.1 ?? 0
                pinnedInElements.append((f, t, region.headerAt(at, end, header: h, footerReserve: footerLength)))
            }
            if let (t, h) = footer {
                pinnedInElements.append((f, t, region.footerAt(at, end, footer: h, headerReserve: header?.1 ?? 0)))
            }
        }

        var createdHere = 0
        for (k, seg) in segs.enumerated() where seg.count > 0 && !pinnedSegments.contains(k) {
            let a = starts[k], b = a + lengths[k]
            guard visible(a, b) else { continue }
            if !seg.deferred {
                _ = put(self, seg.child, a, nil)
                st.shown.append(seg.firstUnit)
                continue
            }
            // The first element the region may show, from the estimate; then
            // elements with their real lengths until the region ends.
            let stride = estimates[k] + gap
            var j = region.firstIndex(from: a, stride: stride, count: seg.count)
            var at = a + Double(j) * stride
            while j < seg.count && at < hi {
                if createdHere >= LayoutEngine.lazyCreationLimit {
                    pass.diagnose("a lazy stack would create more than \(LayoutEngine.lazyCreationLimit) children in one layout (rows of no length?); the rest are not created")
                    break
                }
                let unit = seg.firstUnit + j
                let f = lazyFragment(st, seg, unit: unit)
                createdHere += 1
                let e = fragmentExtent(f, cp, axis, gap: gap)
                if visible(at, at + e.length) {
                    placeElement(f, at: at, length: e.length)
                    st.shown.append(unit)
                }
                at += e.length + gap
                j += 1
            }
        }
        for (k, at) in pinned {
            _ = put(self, segs[k].child, at, nil)
            st.shown.append(segs[k].firstUnit)
        }
        for (f, t, at) in pinnedInElements { _ = put(f.engine, t, at, f) }
    }
}
