import Foundation

extension LazyVGrid {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.makeLazyGrid(.lazyVGrid, view.columns, Alignment(horizontal: view.alignment, vertical: .center),
                              view.spacing, view.pinnedViews) { resolver.make(view.content) }
    }
}

extension LazyHGrid {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.makeLazyGrid(.lazyHGrid, view.rows, Alignment(horizontal: .center, vertical: view.alignment),
                              view.spacing, view.pinnedViews) { resolver.make(view.content) }
    }
}

extension _ViewResolver {
    func makeLazyGrid(_ kind: NodeKind, _ items: [GridItem], _ alignment: Alignment, _ spacing: CGFloat?,
                      _ pinned: PinnedScrollableViews, content: () -> Void) {
        let name = kind == .lazyVGrid ? "LazyVGrid" : "LazyHGrid"
        var tracks: [LazyGridTrack] = []
        for (i, item) in items.enumerated() {
            let label = "\(name) GridItem \(i + 1)"
            var gap = checkedLength(item.spacing, "\(label) spacing", allowNegative: true)
            if gap.isNaN { gap = defaultStackSpacing }
            switch item.size {
            case .fixed(let v):
                let s = Double(v)
                if !s.isFinite {
                    diagnose("\(label): .fixed(\(s)) is not a length; the track is .flexible()")
                    tracks.append(LazyGridTrack(kind: .flexible, a: 10, b: .infinity, spacing: gap, alignment: item.alignment))
                } else {
                    if s < 0 { diagnose("\(label): .fixed(\(s)) is negative; the track is 0 wide") }
                    tracks.append(LazyGridTrack(kind: .fixed, a: Swift.max(s, 0), b: Swift.max(s, 0), spacing: gap, alignment: item.alignment))
                }
            case .flexible(let lo, let hi), .adaptive(let lo, let hi):
                let adaptive: Bool
                if case .adaptive = item.size { adaptive = true } else { adaptive = false }
                let what = adaptive ? ".adaptive" : ".flexible"
                var a = Double(lo), b = Double(hi)
                if !a.isFinite || a < 0 {
                    let fallback = adaptive ? 0.0 : 10.0
                    diagnose("\(label): \(what)(minimum: \(a)) must be a finite length of at least 0; the minimum is \(fallback)")
                    a = fallback
                }
                if adaptive && a == 0 {
                    // Zero-wide items would be infinitely many.
                    diagnose("\(label): .adaptive(minimum: 0) fits any number of items; the minimum is 1")
                    a = 1
                }
                if b.isNaN || b < 0 {
                    diagnose("\(label): \(what)(maximum: \(b)) is not a length; the maximum is infinity")
                    b = .infinity
                }
                if a > b {
                    // As frame constraints are normalised: the maximum is raised.
                    diagnose("\(label): \(what)(minimum: \(a), maximum: \(b)): the minimum exceeds the maximum; the maximum is raised to \(a)")
                    b = a
                }
                tracks.append(LazyGridTrack(kind: adaptive ? .adaptive : .flexible, a: a, b: b, spacing: gap, alignment: item.alignment))
            }
        }
        let s = checkedLength(spacing, "\(name)(spacing:)", allowNegative: true)
        tree.lazyGrids.append(LazyGridInfo(tracks: tracks, spacing: s, alignment: alignment, pinnedViews: pinned))
        let payload = Int32(tree.lazyGrids.count - 1)
        container(kind, payload: payload) {
            // A ForEach directly inside is resolved element by element
            // during layout, as in the lazy stacks (Resolve/DeferredContent.swift).
            deferElements = true
            let start = mark
            content()
            expandElementsOfSeveralViews(from: start)
        }
    }

    /// A grid's cell is one view. A deferred ForEach whose first element
    /// makes several views stays deferred with that many cells an element
    /// (the LazyVGrid page's smileys: a code point and an emoji per value),
    /// so a screen creates only the elements it shows. One whose first
    /// element makes a `Section` or nothing is expanded here instead, so each
    /// of its views is a cell (or a section header/footer) as it would be in
    /// an eager container.
    private func expandElementsOfSeveralViews(from start: Int) {
        var i = start
        while i < pending.count {
            let c = pending[i]
            let node = tree.nodes[Int(c)]
            guard node.kind == .deferred else { i += 1; continue }
            let d = tree.deferred[Int(node.payload)]
            if d.count == 0 { i += 1; continue }
            let (probe, tops, _) = _ViewResolver.resolveFragment(d, _DeferredRequest(index: 0, proxy: nil))
            if tops.count >= 1 && probe.sectionRoles.isEmpty {
                tree.deferred[Int(node.payload)].unitsPerElement = tops.count
                i += 1
                continue
            }
            let rest = Array(pending[(i + 1)...])
            pending.removeLast(pending.count - i)
            let saved = (environment, stackContext, deferElements)
            (environment, stackContext, deferElements) = (d.environment, d.stackContext, false)
            for k in 0..<d.count { d.make(_DeferredRequest(index: k, proxy: nil), self) }
            (environment, stackContext, deferElements) = saved
            let added = pending.count - i
            pending.append(contentsOf: rest)
            i += added
        }
    }
}
