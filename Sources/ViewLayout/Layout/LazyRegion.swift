import Foundation

// What the lazy containers (LazyVStack/LazyHStack, LazyVGrid/LazyHGrid)
// share when they are placed: the visible region along their growth axis,
// and where their pinned section headers and footers go (the rules on
// `LazyHStack`; the PinnedScrollableViews page).

/// The visible part of a lazy container along its growth axis, in the
/// container's own coordinates before right-to-left mirroring: [lo, hi).
struct LazyRegion {
    var lo: Double
    var hi: Double

    /// Whether [a, b) meets the region (a zero-length span: whether it lies
    /// in it).
    @inline(__always) func shows(_ a: Double, _ b: Double) -> Bool {
        b > a ? (a < hi && b > lo) : (a >= lo && a < hi)
    }

    /// The first of `count` pieces laid `stride` apart from `a` (estimated
    /// lengths plus spacing) that may be visible.
    @inline(__always) func firstIndex(from a: Double, stride: Double, count: Int) -> Int {
        let j = stride > 0 ? Swift.max(0, Int(Swift.min(((lo - a) / stride).rounded(.down), Double(count)))) : 0
        return Swift.min(j, Swift.max(count - 1, 0))
    }

    /// A pinned header of length `header` of a section spanning [a, b): at
    /// the top of the region, but not before its place nor past the section's
    /// end (less `footerReserve`, a pinned footer's length).
    @inline(__always) func headerAt(_ a: Double, _ b: Double, header: Double, footerReserve: Double) -> Double {
        Swift.max(a, Swift.min(lo, b - header - footerReserve))
    }

    /// A pinned footer of length `footer` of a section spanning [a, b): at the
    /// bottom of the region, but not past its place nor before the section's
    /// start (plus `headerReserve`, its header's length).
    @inline(__always) func footerAt(_ a: Double, _ b: Double, footer: Double, headerReserve: Double) -> Double {
        Swift.min(b - footer, Swift.max(hi - footer, a + headerReserve))
    }

    /// The pinned headers and footers of a container whose children are
    /// `count` spans (`role`, `start`, `length`, in order): a section is an
    /// optional header, the spans without a role, an optional footer. Gives
    /// each pinned span with where it goes, for the sections that are visible.
    func pinnedSectionViews(count: Int, pinned: PinnedScrollableViews, role: (Int) -> _SectionRole?,
                            start: (Int) -> Double, length: (Int) -> Double) -> [(span: Int, at: Double)] {
        let headers = pinned.contains(.sectionHeaders), footers = pinned.contains(.sectionFooters)
        var out: [(span: Int, at: Double)] = []
        guard headers || footers else { return out }
        var k = 0
        while k < count {
            let first = k
            var header = -1, footer = -1
            if role(k) == .header { header = k; k += 1 }
            while k < count && role(k) == nil { k += 1 }
            if k < count && role(k) == .footer { footer = k; k += 1 }
            if k == first { k += 1; continue }
            let a = start(first), b = start(k - 1) + length(k - 1)
            guard shows(a, b) else { continue }
            let headerLength = header >= 0 ? length(header) : 0
            if headers && header >= 0 {
                let reserve = footer >= 0 && footers ? length(footer) : 0
                out.append((header, headerAt(a, b, header: headerLength, footerReserve: reserve)))
            }
            if footers && footer >= 0 {
                out.append((footer, footerAt(a, b, footer: length(footer), headerReserve: headerLength)))
            }
        }
        return out
    }
}

extension LayoutEngine {
    /// Whether the view being sized or placed is inside a scroll view: only
    /// there is a lazy container lazy (Fidelity, "Lazy stacks"). Outside one
    /// it measures every element, as `VStack`, `HStack` and `Grid` do.
    @inline(__always) var isInScrollView: Bool { pass.scrollSizingDepth > 0 || !pass.scrollFrames.isEmpty }

    /// The visible region (the nearest scroll view's, or the container's own
    /// frame outside one) along `axis` for a lazy container placed at (x, y)
    /// with size `s`; mirrored for a right-to-left horizontal container,
    /// whose leading edge is its right one.
    ///
    /// Outside a scroll view a lazy container is not lazy: it creates all its
    /// content, as a `VStack` or `HStack` would (Fidelity, "Lazy stacks"), so
    /// the region is its whole frame and beyond, not the screen.
    func lazyRegion(_ axis: Axis, x: Double, y: Double, s: Size, rtl: Bool) -> LazyRegion {
        // Unbounded past the end: rows whose real length exceeds the estimate
        // the frame was sized with are created too.
        if !isInScrollView { return LazyRegion(lo: 0, hi: .infinity) }
        let vp = pass.viewports.last ?? CGRect(x: x, y: y, width: s.w, height: s.h)
        if axis == .vertical { return LazyRegion(lo: Double(vp.minY) - y, hi: Double(vp.maxY) - y) }
        if rtl { return LazyRegion(lo: x + s.w - Double(vp.maxX), hi: x + s.w - Double(vp.minX)) }
        return LazyRegion(lo: Double(vp.minX) - x, hi: Double(vp.maxX) - x)
    }
}
