import Foundation

/// A scrollable view.
///
/// Layout (the ScrollView page: "The scroll view displays its content within
/// the scrollable content region"; swiftuifieldguide's ideal-size page: "when
/// we use a scroll view, views will also render at their ideal width, ideal
/// height, or ideal size (depending on the scroll view's configuration)"):
/// - the content is proposed unspecified (nil) along the scroll axes and the
///   scroll view's proposal, less the content margins, across them;
/// - the scroll view takes its proposal as its size; where the proposal is
///   unspecified it takes the content's size plus the margins;
/// - the content sits at the top-leading content margin, moved by the
///   content offset along the scroll axes (`ScrollOffsets`, given to the
///   layout entry point, clamped to the scrollable range); across an axis
///   it does not scroll, content narrower than the scroll view is centred
///   (as in SwiftUI, where `ScrollView { Text("…") }` shows the text centred
///   at the top);
/// - several views given as content are stacked along the axis, as a
///   `VStack` (vertical) or an `HStack` (horizontal only) would;
/// - drawing is clipped to the scroll view's bounds grown into the
///   container safe-area insets that its edges touch, and the lazy content
///   inside is created for that region (swiftuifieldguide's scroll view
///   page: "By default, a scroll view will not clip to the safe area, but
///   draws its content behind any insets. To make sure the scroll view's
///   contents is always visible, it insets its content"). The content is
///   inset as before, since the scroll view is laid out in the safe area:
///   only what is scrolled under a bar is drawn and created there
///   (`PlacedView.clipShapes`, `ClipShape.bounds`).
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether the scroll view shows indicators (not drawn here).
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        let margins = resolver.environment._contentMargins
        resolver.tree.scrolls.append(ScrollInfo(axes: view.axes, showsIndicators: view.showsIndicators,
                                                content: margins.resolved(.scrollContent),
                                                indicators: margins.resolved(.scrollIndicators)))
        let payload = Int32(resolver.tree.scrolls.count - 1)
        let vertical = view.axes.contains(.vertical) || !view.axes.contains(.horizontal)
        let context: NodeFlags = vertical ? .inVStack : .inHStack
        resolver.container(.scrollView, payload: payload, stack: context) {
            let start = resolver.mark
            resolver.make(view.content)
            if resolver.pending.count - start > 1 {
                // Several views: stacked along the axis, centred across it.
                let key = vertical ? HorizontalAlignment.center.key : VerticalAlignment.center.key
                resolver.tree.stacks.append(StackInfo(alignment: key, spacing: .nan))
                resolver.addNode(vertical ? .vstack : .hstack, payload: Int32(resolver.tree.stacks.count - 1), childrenFrom: start)
            }
        }
    }
}

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

/// How far each scroll view of a layout is scrolled: its content offset, the
/// distance in points the content has moved up (y) and toward the leading
/// edge (x) from its resting position, as UIKit's `contentOffset` and
/// SwiftUI's `ScrollGeometry.contentOffset` measure it (0 shows the start of
/// the content after its top / leading margin).
///
/// A scroll view marked `.id(_:)` uses the offset given for its id; the
/// others use `all`. An offset beyond the scrollable range is clamped to it
/// (0 ... content length + margins − visible length), the resting position
/// a scroll view returns to; a NaN or infinite offset is reported and 0 is
/// used.
public struct ScrollOffsets: @unchecked Sendable {
    /// The offset of every scroll view not given one by id.
    public var all: CGPoint
    var byID: [AnyHashable: CGPoint] = [:]

    /// Every scroll view at `offset` (zero: the start of the content).
    public init(_ offset: CGPoint = .zero) {
        all = offset
    }

    /// Every scroll view scrolled by `x` and `y`.
    public init(x: CGFloat = 0, y: CGFloat = 0) {
        all = CGPoint(x: x, y: y)
    }

    /// The offset of the scroll view marked `.id(id)` (`all` when none was set).
    public subscript<ID: Hashable>(id id: ID) -> CGPoint {
        get { byID[AnyHashable(id)] ?? all }
        set { byID[AnyHashable(id)] = newValue }
    }

    /// These offsets with the scroll view marked `.id(id)` at `offset`.
    public func scrolling<ID: Hashable>(_ id: ID, to offset: CGPoint) -> ScrollOffsets {
        var copy = self
        copy[id: id] = offset
        return copy
    }

    func offset(for id: AnyHashable?) -> CGPoint {
        if let id, let o = byID[id] { return o }
        return all
    }
}

// MARK: - contentMargins

/// The placement of margins (`contentMargins(_:for:)`): different parts of a
/// view take their margins from different placements.
public struct ContentMarginPlacement: Hashable, Sendable {
    let rawValue: UInt8
    /// The automatic placement: used by every part that was given no margin
    /// of its own placement.
    public static let automatic = ContentMarginPlacement(rawValue: 0)
    /// The scroll content placement: the margins of a scroll view's content.
    public static let scrollContent = ContentMarginPlacement(rawValue: 1)
    /// The scroll indicators placement: the margins of a scroll view's indicators.
    public static let scrollIndicators = ContentMarginPlacement(rawValue: 2)
}

/// The margins set by `contentMargins` modifiers around a view: for each
/// placement and edge, the innermost value given (nil where none was).
struct ContentMargins {
    /// [placement][edge], edges in `Edge` order (top, leading, bottom, trailing).
    var values: [[Double?]] = Array(repeating: [nil, nil, nil, nil], count: 3)

    /// The margins a part of `placement` uses: its own placement's value on
    /// each edge, else the automatic one, else 0 (the ScrollView's default
    /// content margin on iOS beyond the safe area).
    func resolved(_ placement: ContentMarginPlacement) -> Insets {
        func edge(_ e: Edge) -> Double {
            values[Int(placement.rawValue)][Int(e.rawValue)] ?? values[0][Int(e.rawValue)] ?? 0
        }
        return Insets(top: edge(.top), leading: edge(.leading), bottom: edge(.bottom), trailing: edge(.trailing))
    }
}

struct ContentMarginsKey: EnvironmentKey {
    static let defaultValue = ContentMargins()
}

extension EnvironmentValues {
    var _contentMargins: ContentMargins {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}

extension View {
    /// Configures the content margin for a provided placement: `length` on
    /// the given edges (nil: the placement's default). The margins are added
    /// to the scroll view's content inset (the contentMargins page: "the
    /// scroll view will automatically inset its content by the safe area plus
    /// an additional 20 points"). "When applying multiple contentMargins
    /// modifiers, modifiers with the same placement will override modifiers
    /// higher up in the view hierarchy": the innermost wins, edge by edge.
    public consuming func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(_ContentMarginsModifier(edges: edges, insets: length.map { EdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0) },
                                         placement: placement))
    }

    /// Configures the content margin for a provided placement: the given
    /// insets on the given edges.
    public consuming func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(_ContentMarginsModifier(edges: edges, insets: insets, placement: placement))
    }

    /// Configures the content margin for a provided placement: `length` on
    /// all edges.
    public consuming func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}

public struct _ContentMarginsModifier: ViewModifier {
    public typealias Body = Never
    let edges: Edge.Set
    /// nil: the placement's default (a `nil` length).
    let insets: EdgeInsets?
    let placement: ContentMarginPlacement

    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        let saved = resolver.environment
        var margins = resolver.environment._contentMargins
        let given = m.insets.map { [$0.top, $0.leading, $0.bottom, $0.trailing] }
        for e in Edge.allCases where m.edges.contains(Edge.Set(e)) {
            var v: Double? = nil
            if let given {
                // Negative margins would pull content outside the scroll view:
                // reported and treated as 0; NaN and infinity are ignored.
                let checked = resolver.checkedLength(given[Int(e.rawValue)], "contentMargins(\(e))")
                v = checked.isNaN ? nil : Swift.max(checked, 0)
            }
            margins.values[Int(m.placement.rawValue)][Int(e.rawValue)] = v
        }
        resolver.environment._contentMargins = margins
        content()
        resolver.environment = saved
    }
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
    func scrollViewLayout(_ n: Int32, _ node: Node, _ p: Proposal, placing out: UnsafeMutablePointer<ChildPlacement>?) -> Size {
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
        let cs = size(content, cp)
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
