import Foundation

// HStackLayout, VStackLayout, ZStackLayout and AnyLayout: the stacks as
// `Layout` values. As views (`HStackLayout { ... }`) they make the stacks'
// own nodes, so they lay out exactly like HStack, VStack and ZStack; their
// `Layout` methods (for a custom layout or AnyLayout that calls them on its
// subviews) run the same engine functions over those subviews.

/// A horizontal container that you can use in conditional layouts.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.engine.stackLayout(of: subviews, .hstack, .horizontal, alignment.key, spacing, proposal, placingIn: nil)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _ = subviews.engine.stackLayout(of: subviews, .hstack, .horizontal, alignment.key, spacing, proposal, placingIn: bounds)
    }

    public static func _makeLayoutNode(_ layout: Self, _ resolver: _ViewResolver, content: () -> Void) {
        resolver.makeStack(.hstack, layout.alignment.key, layout.spacing, context: .inHStack, content: content)
        resolver.nameLastNode("HStackLayout")
    }
}

/// A vertical container that you can use in conditional layouts.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.engine.stackLayout(of: subviews, .vstack, .vertical, alignment.key, spacing, proposal, placingIn: nil)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _ = subviews.engine.stackLayout(of: subviews, .vstack, .vertical, alignment.key, spacing, proposal, placingIn: bounds)
    }

    public static func _makeLayoutNode(_ layout: Self, _ resolver: _ViewResolver, content: () -> Void) {
        resolver.makeStack(.vstack, layout.alignment.key, layout.spacing, context: .inVStack, content: content)
        resolver.nameLastNode("VStackLayout")
    }
}

/// An overlaying container that you can use in conditional layouts.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.engine.zstackLayout(of: subviews, alignment, proposal, placingIn: nil)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _ = subviews.engine.zstackLayout(of: subviews, alignment, proposal, placingIn: bounds)
    }

    public static func _makeLayoutNode(_ layout: Self, _ resolver: _ViewResolver, content: () -> Void) {
        resolver.tree.alignments.append(layout.alignment)
        resolver.container(.zstack, payload: Int32(resolver.tree.alignments.count - 1), content: content)
        resolver.nameLastNode("ZStackLayout")
    }
}

/// A type-erased instance of the layout protocol.
///
/// Switching the layout an `AnyLayout` holds (`isWide ? AnyLayout(HStackLayout())
/// : AnyLayout(VStackLayout())`) keeps the view's children: the same
/// subtree, laid out by the other layout. As a view it makes the node of the
/// layout it holds (a stack's own node, or a custom layout's), named
/// "AnyLayout" in the placed-view tree with the held layout as its label.
public struct AnyLayout: Layout {
    let storage: _LayoutBoxBase

    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout {
            storage = any.storage
        } else {
            storage = LayoutBox(layout)
        }
    }

    /// The erased cache of the held layout.
    public struct Cache {
        let holder: _LayoutCacheHolder
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(holder: storage.makeCache(subviews))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        storage.updateCache(cache.holder, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        storage.spacing(subviews, cache.holder)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.sizeThatFits(proposal, subviews, cache.holder)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        storage.placeSubviews(bounds, proposal, subviews, cache.holder)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        storage.explicitAlignment(guide.key, bounds, proposal, subviews, cache.holder)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        storage.explicitAlignment(guide.key, bounds, proposal, subviews, cache.holder)
    }

    public static func _makeLayoutNode(_ layout: Self, _ resolver: _ViewResolver, content: () -> Void) {
        layout.storage.makeNode(resolver, content: content)
        resolver.tree.writableLayoutData.layoutNames[resolver.pending[resolver.pending.count - 1]] =
            LayoutName(kind: "AnyLayout", label: layout.storage.typeName)
    }
}

extension _ViewResolver {
    /// Names the node just made (the stack layouts and AnyLayout make the
    /// stacks' nodes but show their own names).
    func nameLastNode(_ kind: String) {
        tree.writableLayoutData.layoutNames[pending[pending.count - 1]] = LayoutName(kind: kind, label: nil)
    }
}

extension LayoutEngine {
    /// The subviews' nodes as a run of `links` past the tree's own (so the
    /// stack functions, which read children from `links`, see them as the
    /// children of a stand-in node), for the duration of `body`.
    func withStandIn<T>(_ subviews: LayoutSubviews, _ kind: NodeKind, payload: Int32,
                        _ body: (Node, UnsafeMutablePointer<ChildPlacement>) -> T) -> T {
        let st = layoutState!
        let ids = subviews.nodeList
        let start = st.linkTop
        for (k, id) in ids.enumerated() { links[start + k] = id }
        st.linkTop += ids.count
        let base = scratchTop
        scratchTop += ids.count
        defer {
            st.linkTop = start
            scratchTop = base
        }
        var flags = nodes[Int(subviews.container)].flags
        flags.remove([.spacerLike, .ignoresWidth, .ignoresHeight, .hasPriority])
        let node = Node(kind: kind, guideMask: .max, flags: flags, payload: payload, childStart: Int32(start),
                        childCount: Int32(ids.count))
        return body(node, scratch + base)
    }

    /// HStackLayout / VStackLayout on a custom layout's subviews: the stack
    /// function of HStack and VStack, then one `place` per subview.
    func stackLayout(of subviews: LayoutSubviews, _ kind: NodeKind, _ axis: Axis, _ alignment: AlignmentKey,
                     _ spacing: CGFloat?, _ proposal: ProposedViewSize, placingIn bounds: CGRect?) -> CGSize {
        let p = Proposal(proposal)
        let gap = spacing.map { Double($0) }.flatMap { $0.isFinite ? $0 : nil } ?? .nan
        let info = StackInfo(alignment: alignment, spacing: gap)
        let s = withStandIn(subviews, kind, payload: -1) { node, out in
            let st = layoutState!
            let saved = st.standInStack.pointee
            st.standInStack.pointee = info
            defer { st.standInStack.pointee = saved }
            let s = stackLayout(node, axis, p, placing: bounds == nil ? nil : out)
            if let bounds { placeAll(subviews, out, bounds) }
            return s
        }
        return CGSize(width: s.w, height: s.h)
    }

    /// ZStackLayout on a custom layout's subviews: ZStack's function.
    func zstackLayout(of subviews: LayoutSubviews, _ alignment: Alignment, _ proposal: ProposedViewSize,
                      placingIn bounds: CGRect?) -> CGSize {
        let p = Proposal(proposal)
        let s = withStandIn(subviews, .zstack, payload: -1) { node, out in
            let s = alignedUnion(node, first: 0, p, alignment, placing: bounds == nil ? nil : out)
            if let bounds { placeAll(subviews, out, bounds) }
            return s
        }
        return CGSize(width: s.w, height: s.h)
    }

    func placeAll(_ subviews: LayoutSubviews, _ out: UnsafeMutablePointer<ChildPlacement>, _ bounds: CGRect) {
        for i in 0..<subviews.count { placeRelative(subviews, i, bounds, out[i]) }
    }
}
