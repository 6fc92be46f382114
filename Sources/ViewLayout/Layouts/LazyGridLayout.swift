import Foundation

// GridItem, LazyVGrid and LazyHGrid (their pages in "Grid and layout",
// shared/seeds/004; facts §9).

/// A description of a row or a column in a lazy grid.
public struct GridItem: Equatable, Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid
    /// layout.
    public enum Size: Equatable, Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single flexible item: "the size of the grid with spacing and
        /// inflexible items removed, divided by the number of flexible items,
        /// clamped to the provided bounds".
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item: as many of
        /// at least `minimum` as fit.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item, which is the width of a column item or the
    /// height of a row item.
    public var size: Size
    /// The spacing to the next item (nil: the default, 8 on iOS; facts §1, §9).
    public var spacing: CGFloat?
    /// The alignment to use when placing each view (nil: the grid's).
    public var alignment: Alignment?

    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A container view that arranges its child views in a grid that grows
/// vertically: `columns` describes the columns; items fill the first row from
/// leading to trailing, then the next (LazyVGrid page).
///
/// Items are laid out eagerly for now; the track sizes are a pure function
/// (`LazyGridTracks.resolve`) of the grid's width and its `GridItem`s, so the
/// lazy path (creating only the visible items, pinning section headers) can
/// reuse them.
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.makeLazyGrid(.lazyVGrid, view.columns, Alignment(horizontal: view.alignment, vertical: .center),
                              view.spacing, view.pinnedViews) { resolver.make(view.content) }
    }
}

/// A container view that arranges its child views in a grid that grows
/// horizontally: `rows` describes the rows; items fill the first column from
/// top to bottom, then the next (LazyHGrid page). Laid out eagerly for now,
/// like `LazyVGrid`.
public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.makeLazyGrid(.lazyHGrid, view.rows, Alignment(horizontal: .center, vertical: view.alignment),
                              view.spacing, view.pinnedViews) { resolver.make(view.content) }
    }
}

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
    /// Per child: 0 an item, 1 a section header, 2 a section footer.
    var roles: [UInt8]
}

/// How a lazy grid's tracks get their sizes (facts §9, after objc.io's
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
        var sizes = [Double](repeating: 0, count: tracks.count)
        if length.isNaN || length.isInfinite {
            for (i, t) in tracks.enumerated() { sizes[i] = t.a }
        } else {
            var remaining = length
            var open = 0
            for (i, t) in tracks.enumerated() {
                if i < tracks.count - 1 { remaining -= t.spacing }
                if t.kind == .fixed { remaining -= t.a } else { open += 1 }
            }
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
        }
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
        let start = mark
        let savedContext = stackContext
        let savedDefer = deferElements
        stackContext = []
        // Items are created eagerly for now (see LazyVGrid), even inside a
        // lazy stack.
        deferElements = false
        content()
        stackContext = savedContext
        deferElements = savedDefer
        var roles = [UInt8](repeating: 0, count: pending.count - start)
        if !tree.sectionRoles.isEmpty {
            for i in 0..<roles.count {
                switch tree.sectionRoles[pending[start + i]] {
                case .header?: roles[i] = 1
                case .footer?: roles[i] = 2
                case nil: break
                }
            }
        }
        tree.lazyGrids.append(LazyGridInfo(tracks: tracks, spacing: s, alignment: alignment, pinnedViews: pinned, roles: roles))
        addNode(kind, payload: Int32(tree.lazyGrids.count - 1), childrenFrom: start)
    }
}

extension LayoutEngine {
    /// LazyVGrid / LazyHGrid. Across the grid the tracks are resolved from
    /// the proposal (`LazyGridTracks`); along it, items fill one line at a
    /// time (a row of a LazyVGrid, a column of a LazyHGrid), each proposed its
    /// track's size across and nothing (its ideal) along; a line is as thick
    /// as its thickest item, lines are `spacing` apart (nil: 8). A section's
    /// header or footer takes a whole line across every track, and the next
    /// item starts a new line. Items sit in their cell by their track's
    /// alignment, else the grid's (centred along the line). The grid is as
    /// large as its tracks and lines.
    func lazyGridLayout(_ node: Node, _ p: Proposal, placing out: UnsafeMutablePointer<ChildPlacement>?) -> Size {
        let info = tree.lazyGrids[Int(node.payload)]
        let growth: Axis = node.kind == .lazyVGrid ? .vertical : .horizontal
        let across: Axis = growth == .vertical ? .horizontal : .vertical
        let tracks = LazyGridTracks.resolve(info.tracks, length: p[across])
        let count = Int(node.childCount)
        let gap = info.spacing.isNaN ? defaultStackSpacing : info.spacing
        var breadth = 0.0
        if let last = tracks.last { breadth = last.offset + last.size }
        if tracks.isEmpty {
            // No tracks: every child is a line of its own, as wide as the widest.
            for k in 0..<count { breadth = Swift.max(breadth, size(child(node, k), Proposal.along(across, major: p[across], minor: .nan))[across]) }
        }
        if count == 0 { return growth == .vertical ? Size(w: breadth, h: 0) : Size(w: 0, h: breadth) }
        let n = Swift.max(tracks.count, 1)

        // Lines: [first, end) runs of children and their thickness.
        var along = 0.0
        var i = 0
        var lines = 0
        while i < count {
            let full = info.roles[i] != 0 || tracks.isEmpty
            let end = full ? i + 1 : lineEnd(info, i, count, n)
            var thickness = 0.0
            for k in i..<end {
                let cp = full ? Proposal.along(across, major: breadth, minor: .nan)
                    : Proposal.along(across, major: tracks[k - i].size, minor: .nan)
                let s = size(child(node, k), cp)
                thickness = Swift.max(thickness, s[growth])
            }
            if let out {
                for k in i..<end {
                    let c = child(node, k)
                    let (offset, width, alignment): (Double, Double, Alignment) = full
                        ? (0, breadth, info.alignment)
                        : (tracks[k - i].offset, tracks[k - i].size, tracks[k - i].alignment ?? info.alignment)
                    let cp = Proposal.along(across, major: width, minor: .nan)
                    let cs = size(c, cp)
                    let box = Proposal.along(across, major: width, minor: thickness)
                    var place = align(c, cp, cs, in: Size(w: box.w, h: box.h), alignment)
                    if growth == .vertical { place.x += offset; place.y += along } else { place.x += along; place.y += offset }
                    out[k] = place
                }
            }
            along += thickness + gap
            lines += 1
            i = end
        }
        along -= gap
        return growth == .vertical ? Size(w: breadth, h: along) : Size(w: along, h: breadth)
    }

    /// The end of the line of items starting at `i`: at most `n` items, and
    /// never past a section header or footer.
    @inline(__always)
    private func lineEnd(_ info: LazyGridInfo, _ i: Int, _ count: Int, _ n: Int) -> Int {
        var end = i
        while end < count && end - i < n && info.roles[end] == 0 { end += 1 }
        return end
    }
}
