import Foundation

// The `Layout` protocol and the types its methods see, spelt as SwiftUI
// spells them (Apple's pages "Layout", "LayoutSubviews", "LayoutSubview",
// "ViewSpacing", "LayoutValueKey", "LayoutProperties"). The engine side
// (how the methods are called during a pass) is in Layout/CustomLayout.swift.

/// A type that defines the geometry of a collection of views.
///
/// Implement `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)`; the rest have the defaults
/// Apple documents: no cache (`Cache == Void`), `updateCache` recreating the
/// cache with `makeCache`, `spacing` merging the subviews' preferences on all
/// edges, `explicitAlignment` merging the subviews' explicit guides, and
/// `layoutProperties` with no stack orientation. Use the layout as a view
/// with `MyLayout { ... }` (`callAsFunction`).
///
/// Not here: SwiftUI's `Layout` also refines `Animatable`; this package has no
/// animation, so a layout's `animatableData` is not required or read.
public protocol Layout {
    /// Properties of the layout container (its stack orientation).
    static var layoutProperties: LayoutProperties { get }

    /// Cached values associated with the layout instance.
    associatedtype Cache = Void

    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the layout's cache when the layout or its subviews change
    /// (updateCache page). A `ResolvedViewTree`'s layouts and subviews never
    /// change, so its passes keep the cache and do not call this; a
    /// `LayoutSession` update with a new value of the same view does, before
    /// the cache's first use (`LayoutEngine.layoutCache`).
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The preferred spacing around the container.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The size of the composite view for a proposal.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The position of a horizontal guide relative to `bounds`, or nil for
    /// no explicit value.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The position of a vertical guide relative to `bounds`, or nil for no
    /// explicit value.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// Turns the layout and its content into layout nodes. Custom layouts use
    /// the default (one node that calls the methods above); the built-in
    /// stack layouts make the stacks' own nodes. Do not implement this.
    static func _makeLayoutNode(_ layout: Self, _ resolver: _ViewResolver, content: () -> Void)
}

extension Layout {
    /// A `LayoutProperties` with default values (no stack orientation).
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Recreates the cache with `makeCache(subviews:)` (the documented default).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The default: the union of every subview's preferences on all edges
    /// ("merges the spacing preferences across all subviews on all edges").
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// The default merges the subviews' explicit guides where
    /// `placeSubviews` puts them (the mean, or the top-most first and
    /// bottom-most last baseline, as for every container: Fidelity, "Alignment
    /// guides").
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.mergedExplicitGuide(guide.key, in: bounds, proposal: proposal)
    }

    /// The default merges the subviews' explicit guides where `placeSubviews`
    /// puts them, as for a horizontal guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.mergedExplicitGuide(guide.key, in: bounds, proposal: proposal)
    }

    /// Combines the views of `content` into one view laid out by this layout
    /// (`MyLayout { ... }` calls this).
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// No cache: the empty value.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// The view a layout makes of its content.
nonisolated public struct _LayoutView<L: Layout, Content: View>: View {
    public typealias Body = Never
    let layout: L
    let content: Content
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// Creates properties with no stack orientation.
    public init() {}
    /// The orientation of a stack-like container: `Spacer` and `Divider`
    /// inside it take their axis from it. `nil` (the default): no
    /// orientation.
    public var stackOrientation: Axis?
}

// MARK: - ViewSpacing

/// A collection of the geometric spacing preferences of a view: a preferred
/// distance on each edge, or none.
///
/// The model here is the part of SwiftUI's that layout uses without text
/// metrics: a `Spacer` prefers 0 along its stack's axis, other views state
/// no preference, and two neighbours with no preference get the platform's
/// default of 8 (Fidelity, "Default spacing").
/// Text's preferences (the text metrics the stacks use between texts,
/// TextSpacing.swift) are not carried yet: a layout sees 8 next to text.
public struct ViewSpacing: Sendable, CustomStringConvertible {
    /// Preferences per edge in `Edge` order (top, leading, bottom,
    /// trailing); NaN is "no preference".
    var edges: (Double, Double, Double, Double)
    /// The text at the view's top and bottom edges (nil: none), for the
    /// vertical spacing next to text (TextSpacing.swift), as the stacks use.
    var topText: TextSpacingEdge? = nil
    var bottomText: TextSpacingEdge? = nil

    /// Spacing with no preference on any edge (the default values).
    public init() { edges = (.nan, .nan, .nan, .nan) }

    init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        edges = (top, leading, bottom, trailing)
    }

    /// Zero on all edges ("You typically only use this value for an empty view").
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    subscript(edge: Edge) -> Double {
        get {
            switch edge {
            case .top: return edges.0
            case .leading: return edges.1
            case .bottom: return edges.2
            case .trailing: return edges.3
            }
        }
        set {
            switch edge {
            case .top: edges.0 = newValue
            case .leading: edges.1 = newValue
            case .bottom: edges.2 = newValue
            case .trailing: edges.3 = newValue
            }
        }
    }

    /// Merges `other` into this instance on `edges`: each edge ends up with
    /// the greater of the two preferences (an edge with none takes the
    /// other's), as the ViewSpacing page says.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        // Text at an edge: the larger font's, as an HStack's edge text.
        func larger(_ a: TextSpacingEdge?, _ b: TextSpacingEdge?) -> TextSpacingEdge? {
            guard let a, let b else { return a ?? b }
            return b.lineHeight > a.lineHeight ? b : a
        }
        if edges.contains(.top) { topText = larger(topText, other.topText) }
        if edges.contains(.bottom) { bottomText = larger(bottomText, other.bottomText) }
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            let a = self[edge], b = other[edge]
            self[edge] = a.isNaN ? b : (b.isNaN ? a : Swift.max(a, b))
        }
    }

    /// `formUnion` on a copy.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance to `next` along `axis`: the greater of this view's
    /// trailing (bottom) preference and the next view's leading (top) one,
    /// "the smallest value that satisfies both preferences" (ViewSpacing
    /// page: 2 and 8 give 8); with no preference on either edge, the
    /// platform default, 8. Vertically, text at either edge replaces the
    /// default with the stacks' text spacing (TextSpacing.swift: 0 between
    /// two texts, 6.43 above and 10.64 below body text at @3x).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let a = axis == .horizontal ? self[.trailing] : self[.bottom]
        let b = axis == .horizontal ? next[.leading] : next[.top]
        if axis == .vertical, let text = TextSpacingEdge.distance(above: bottomText, below: next.topText) {
            return CGFloat(Swift.max(text, a.isNaN ? text : a, b.isNaN ? text : b))
        }
        if a.isNaN && b.isNaN { return CGFloat(defaultStackSpacing) }
        return CGFloat(a.isNaN ? b : (b.isNaN ? a : Swift.max(a, b)))
    }

    public var description: String {
        func f(_ v: Double) -> String { v.isNaN ? "default" : PlacedViewTree.number(CGFloat(v)) }
        return "ViewSpacing(top: \(f(edges.0)), leading: \(f(edges.1)), bottom: \(f(edges.2)), trailing: \(f(edges.3)))"
    }
}

// MARK: - Layout values

/// A key for accessing a layout value of a layout container's subviews.
public protocol LayoutValueKey {
    /// The type of the value the key stores.
    associatedtype Value
    /// The value a subview reports when it does not set one with `layoutValue(key:value:)`.
    static var defaultValue: Value { get }
}

nonisolated extension View {
    /// Associates a value with a custom layout property; a layout reads it
    /// with `subview[Key.self]`. A trait of the view in its parent's list,
    /// so modifiers applied after it keep it (like `layoutPriority`).
    public consuming func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueWritingModifier<K>(value: value))
    }
}

nonisolated public struct _LayoutValueWritingModifier<K: LayoutValueKey>: ViewModifier {
    public typealias Body = Never
    let value: K.Value
}

// MARK: - Subviews

/// A collection of proxy values that represent the subviews of a layout view, in the order of the layout's
/// `ViewBuilder`; not `Sendable`: use them only in the `Layout` method that received them (<doc:ThreadSafety>).
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    /// A slice of subviews is itself a `LayoutSubviews`.
    public typealias SubSequence = LayoutSubviews
    /// Each element is a proxy for one subview.
    public typealias Element = LayoutSubview
    /// Subviews are indexed from 0.
    public typealias Index = Int

    let engine: LayoutEngine
    /// The container node (custom layout, stack or ViewThatFits).
    let container: Int32
    /// Positions in the container's child list, or nil for all of them.
    let selection: [Int]?

    init(engine: LayoutEngine, container: Int32, selection: [Int]? = nil) {
        self.engine = engine
        self.container = container
        self.selection = selection
    }

    /// The layout direction of the container. Layout code works left to
    /// right; the engine mirrors the result (as SwiftUI does).
    public var layoutDirection: LayoutDirection {
        engine.nodes[Int(container)].flags.contains(.rightToLeft) ? .rightToLeft : .leftToRight
    }

    /// Always 0, also for a slice.
    public var startIndex: Int { 0 }
    /// The number of subviews.
    public var endIndex: Int { selection?.count ?? Int(engine.nodes[Int(container)].childCount) }

    /// Indices outside `startIndex..<endIndex` trap, as for any collection
    /// (the engine reads child links without bounds checks).
    public subscript(index: Int) -> LayoutSubview {
        precondition(index >= 0 && index < endIndex, "LayoutSubviews index \(index) out of range 0..<\(endIndex)")
        let position = selection.map { $0[index] } ?? index
        return LayoutSubview(engine: engine, container: container, position: position)
    }

    /// The subviews in a range of indices; indices outside the collection trap.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        self[Array(bounds)]
    }

    /// The subviews at the given indices.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        let base = selection, end = endIndex
        return LayoutSubviews(engine: engine, container: container, selection: indices.map { i in
            precondition(i >= 0 && i < end, "LayoutSubviews index \(i) out of range 0..<\(end)")
            return base?[i] ?? i
        })
    }

    /// The child node of each subview, in order.
    var nodeList: [Int32] {
        let node = engine.nodes[Int(container)]
        return (0..<count).map { engine.child(node, selection?[$0] ?? $0) }
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.engine === b.engine && a.container == b.container && a.nodeList == b.nodeList
    }
}

/// A proxy that represents one subview of a layout.
public struct LayoutSubview: Equatable {
    let engine: LayoutEngine
    let container: Int32
    /// Position in the container's child list.
    let position: Int
    var node: Int32 { engine.child(engine.nodes[Int(container)], position) }

    /// The value of a custom layout key for this subview (its default when
    /// the view does not set it).
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        engine.layoutValue(K.self, of: node)
    }

    /// The layout priority of the subview (`layoutPriority(_:)`, default 0).
    public var priority: Double { engine.priority(node, engine.nodes[Int(node)]) }

    /// The size the subview chooses for `proposal` (through the pass's memo).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = engine.size(node, engine.checkedProposal(proposal, from: container, subview: position))
        return CGSize(width: s.w, height: s.h)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let p = engine.checkedProposal(proposal, from: container, subview: position)
        let s = engine.size(node, p)
        return ViewDimensions(width: s.w, height: s.h, source: GuideSource(engine: engine, node: node, proposal: p))
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { engine.viewSpacing(of: node) }

    /// Puts the subview's `anchor` at `position` (in the coordinate space of
    /// the container's `bounds`) and proposes `proposal` to it. Only inside
    /// `placeSubviews`; the last call for a subview wins, and a subview not
    /// placed appears at the centre of the container with the container's
    /// proposal (the place(at:anchor:proposal:) page).
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        engine.placeSubview(container: container, position: self.position, at: position, anchor: anchor, proposal: proposal)
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.engine === b.engine && a.node == b.node
    }
}

extension LayoutSubviews {
    /// The default explicit alignment: the merged explicit guides of the
    /// subviews as placed in `bounds`, relative to `bounds`.
    func mergedExplicitGuide(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize) -> CGFloat? {
        let node = engine.nodes[Int(container)]
        // With no explicit value below, the merge is nil: skip placing.
        var below: UInt8 = 0
        for i in 0..<Int(node.childCount) { below |= engine.nodes[Int(engine.child(node, i))].guideMask }
        if below & key.maskBit == 0 { return nil }
        let p = Proposal(proposal)
        let s = Size(w: Double(bounds.width), h: Double(bounds.height))
        guard let v = engine.combinedChildGuide(container, node, key, p, s) else { return nil }
        return CGFloat(v) + (key.isVertical ? bounds.minY : bounds.minX)
    }
}

extension HorizontalAlignment {
    init(_key: AlignmentKey) { self.key = _key }
}

extension VerticalAlignment {
    init(_key: AlignmentKey) { self.key = _key }
}
