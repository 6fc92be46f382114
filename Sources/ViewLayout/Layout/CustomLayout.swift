import Foundation

// How the engine runs a `Layout` written by the user (the public types are
// in API/CustomLayout/Layout.swift, the resolving in
// Resolve/CustomLayout+Resolve.swift). The layout value is type-erased
// once, when the view is resolved, into a `LayoutBox` held by the tree; a
// pass then calls the box's methods, which call the layout's own with its
// static type.
// Subviews are proxies onto the node's children: their sizes go through the
// pass's memo (`size(n, p)`), so a layout that asks a subview the same
// question twice costs one computation.

/// A layout value erased to a class, so the engine calls it without boxing
/// an existential per call.
class _LayoutBoxBase: @unchecked Sendable {
    /// The layout's type name, as the placed-view tree shows it.
    var typeName: String { "" }
    var stackOrientation: Axis? { nil }
    func makeNode(_ resolver: _ViewResolver, content: () -> Void) {}
    func makeCache(_ subviews: LayoutSubviews) -> _LayoutCacheHolder { _LayoutCacheHolder() }
    func updateCache(_ holder: _LayoutCacheHolder, _ subviews: LayoutSubviews) {}
    func sizeThatFits(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ holder: _LayoutCacheHolder) -> CGSize { .zero }
    func placeSubviews(_ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, _ holder: _LayoutCacheHolder) {}
    func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews,
                           _ holder: _LayoutCacheHolder) -> CGFloat? { nil }
    func spacing(_ subviews: LayoutSubviews, _ holder: _LayoutCacheHolder) -> ViewSpacing { ViewSpacing() }
}

/// A layout's cache, erased.
class _LayoutCacheHolder {}

final class LayoutCacheHolder<C>: _LayoutCacheHolder {
    var value: C
    init(_ value: C) { self.value = value }
}

final class LayoutBox<L: Layout>: _LayoutBoxBase, @unchecked Sendable {
    let layout: L
    init(_ layout: L) { self.layout = layout }

    override var typeName: String { (layout as? _NamedLayout)?._layoutTypeName ?? String(describing: L.self) }
    override var stackOrientation: Axis? { L.layoutProperties.stackOrientation }
    override func makeNode(_ resolver: _ViewResolver, content: () -> Void) {
        L._makeLayoutNode(layout, resolver, content: content)
    }

    @inline(__always) func holder(_ h: _LayoutCacheHolder) -> LayoutCacheHolder<L.Cache> {
        unsafeDowncast(h, to: LayoutCacheHolder<L.Cache>.self)
    }

    // Every call works on a copy of the cache and writes it back: a call can
    // reach another call of the same layout (the default explicit alignment
    // places the subviews), and two `inout` accesses to one stored cache
    // would be an exclusivity violation.
    override func makeCache(_ subviews: LayoutSubviews) -> _LayoutCacheHolder {
        LayoutCacheHolder(layout.makeCache(subviews: subviews))
    }
    override func updateCache(_ h: _LayoutCacheHolder, _ subviews: LayoutSubviews) {
        let box = holder(h)
        var c = box.value
        layout.updateCache(&c, subviews: subviews)
        box.value = c
    }
    override func sizeThatFits(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ h: _LayoutCacheHolder) -> CGSize {
        let box = holder(h)
        var c = box.value
        defer { box.value = c }
        return layout.sizeThatFits(proposal: p, subviews: subviews, cache: &c)
    }
    override func placeSubviews(_ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, _ h: _LayoutCacheHolder) {
        let box = holder(h)
        var c = box.value
        layout.placeSubviews(in: bounds, proposal: p, subviews: subviews, cache: &c)
        box.value = c
    }
    override func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews,
                                    _ h: _LayoutCacheHolder) -> CGFloat? {
        let box = holder(h)
        var c = box.value
        defer { box.value = c }
        if key.isVertical {
            return layout.explicitAlignment(of: VerticalAlignment(_key: key), in: bounds, proposal: p, subviews: subviews, cache: &c)
        }
        return layout.explicitAlignment(of: HorizontalAlignment(_key: key), in: bounds, proposal: p, subviews: subviews, cache: &c)
    }
    override func spacing(_ subviews: LayoutSubviews, _ h: _LayoutCacheHolder) -> ViewSpacing {
        let box = holder(h)
        var c = box.value
        defer { box.value = c }
        return layout.spacing(subviews: subviews, cache: &c)
    }
}

/// What the Layout protocol and ViewThatFits add to a `NodeTree`. Written
/// only while the tree is resolved; read-only afterwards.
final class LayoutTreeData: @unchecked Sendable {
    /// Custom layouts, by `.layout` payload.
    var layouts: [_LayoutBoxBase] = []
    /// Values set with `layoutValue(key:value:)`, sparse, by node.
    var layoutValues: [Int32: [ObjectIdentifier: Any]] = [:]
    /// Names of nodes made by `Layout`s and ViewThatFits, sparse.
    var layoutNames: [Int32: LayoutName] = [:]
    /// Whether a ViewThatFits is in the tree.
    var hasViewThatFits = false
}

extension NodeTree {
    /// The layout data, made on first write.
    var writableLayoutData: LayoutTreeData {
        mutating get {
            if let d = layoutData { return d }
            let d = LayoutTreeData()
            layoutData = d
            return d
        }
    }
    var layouts: [_LayoutBoxBase] { layoutData?.layouts ?? [] }
    var layoutNames: [Int32: LayoutName] { layoutData?.layoutNames ?? [:] }
}

/// How a node made by a layout is named in the placed-view tree (sparse:
/// only nodes made through `Layout`, `AnyLayout` or `ViewThatFits`).
struct LayoutName {
    var kind: String
    var label: String?
}

/// Where `LayoutSubview.place` writes while a layout's `placeSubviews` runs.
struct PlacementTarget {
    var container: Int32
    var out: RawStorage<ChildPlacement>
    var counts: RawStorage<Int32>
    var originX: Double
    var originY: Double
}

/// The per-pass state of the layouts that run user code and of
/// `ViewThatFits`: caches, the placement in progress and the choices made
/// (problems go to the pass's diagnostics). Made only for trees that hold
/// such nodes.
final class CustomLayoutState {
    /// One cache per layout node (by layout payload), made on first use.
    var caches: [_LayoutCacheHolder?]
    /// Kept caches whose layout or subviews may have changed since they were
    /// made (an update of the view): `updateCache` runs before their next use.
    var stale: [Bool] = []
    var target: PlacementTarget?
    /// The root-space origin of the node about to be placed (the `bounds`
    /// origin given to `placeSubviews`); zero when guides are measured.
    var originX = 0.0, originY = 0.0
    /// Top of the region of `links` used for the stack layouts' subviews.
    var linkTop: Int
    /// The child each `ViewThatFits` showed.
    var chosen: [Int32: Int32] = [:]
    /// The stack a stand-in node of HStackLayout / VStackLayout describes
    /// (raw memory: read on the stacks' path without an access check).
    let standInStack: RawStorage<StackInfo> = {
        let p = RawStorage<StackInfo>.allocate(capacity: 1)
        p.initialize(repeating: StackInfo(alignment: VerticalAlignment.center.key, spacing: .nan), count: 1)
        return p
    }()
    deinit { standInStack.deinitialize(count: 1); standInStack.deallocate() }

    init(layouts: Int, linkTop: Int) {
        caches = Array(repeating: nil, count: layouts)
        self.linkTop = linkTop
    }
}

/// The caches of a resolved tree's custom layouts, kept from one pass to the
/// next (`ResolvedViewTree.layout(in:)` at another size reuses them, as
/// SwiftUI keeps a layout's cache while the layout and its subviews are the
/// same). A pass takes them and gives them back, so two passes running at
/// once never share a cache: the second one makes its own.
final class LayoutCacheStore: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [_LayoutCacheHolder?]?

    /// The kept caches, now owned by the caller (nil: none kept, or in use),
    /// and whether they were inherited from the previous value of the view
    /// (then each needs `updateCache` before its first use).
    func take() -> (caches: [_LayoutCacheHolder?], inherited: Bool)? {
        lock.lock()
        defer { lock.unlock() }
        guard let k = kept else { return nil }
        let i = inherited
        kept = nil
        inherited = false
        return (k, i)
    }

    /// Keeps the caches a pass used, for the next pass.
    func keep(_ caches: [_LayoutCacheHolder?]) {
        lock.lock()
        kept = caches
        lock.unlock()
    }

    /// Whether `kept` came from the previous value of the view.
    private var inherited = false

    /// Takes over the caches of `old`, the tree of the previous value of the
    /// same view (a `LayoutSession` update), for `new`: when the structure is
    /// the same, each layout node of the same layout type keeps its cache,
    /// marked for `updateCache` (the updateCache page: SwiftUI calls it "when
    /// your layout or its subviews change"; a layout value cannot be compared
    /// in general, so every kept layout counts as changed). Another
    /// structure, or another layout type, makes new caches (`makeCache`).
    func inherit(from old: ResolvedViewTree, into new: NodeTree) {
        guard let oldStore = old.layoutCaches, new.layouts.count == old.tree.layouts.count,
              new.changedNodes(from: old.tree) != nil, let (caches, _) = oldStore.take() else { return }
        var carried = caches
        for (k, box) in new.layouts.enumerated() where ObjectIdentifier(type(of: box)) != ObjectIdentifier(type(of: old.tree.layouts[k])) {
            carried[k] = nil
        }
        lock.lock()
        kept = carried
        inherited = true
        lock.unlock()
    }
}

extension LayoutEngine {
    /// Whether the tree needs `CustomLayoutState` and extra scratch (the
    /// stack layouts' `Layout` methods lay out subviews outside the tree's
    /// own child runs).
    static func needsLayoutState(_ tree: NodeTree) -> Bool {
        guard let data = tree.layoutData else { return false }
        return !data.layouts.isEmpty || data.hasViewThatFits
    }

    func box(_ node: Node) -> _LayoutBoxBase { tree.layoutData!.layouts[Int(node.payload)] }

    /// The cache of layout node `n`: made by `makeCache` the first time a
    /// method needs it, then shared by every call of the pass and kept for
    /// the next pass of the same `ResolvedViewTree` (`LayoutCacheStore`).
    /// Apple's updateCache page says SwiftUI calls `updateCache` "when your
    /// layout or its subviews change": a resolved tree's layouts and
    /// subviews never change, and a new root size is not such a change (the
    /// makeCache page: store "only ... data that you derive from the layout
    /// and its subviews"), so another pass of the tree reuses the cache as
    /// it is. A new value of the view laid out by a `LayoutSession` inherits
    /// the caches (`LayoutCacheStore.inherit`) and each gets `updateCache`
    /// here, before its first use; any other new tree makes new caches.
    @inline(never)
    func layoutCache(_ n: Int32, _ node: Node) -> _LayoutCacheHolder {
        let st = layoutState!
        let slot = Int(node.payload)
        if let c = st.caches[slot] {
            if !st.stale.isEmpty && st.stale[slot] {
                st.stale[slot] = false
                box(node).updateCache(c, LayoutSubviews(engine: self, container: n))
            }
            return c
        }
        let c = box(node).makeCache(LayoutSubviews(engine: self, container: n))
        st.caches[slot] = c
        return c
    }

    func layoutName(_ n: Int32) -> String { PlacedViewTree.kindName(tree, n) }

    func subviewName(_ container: Int32, _ i: Int) -> String {
        "subview \(i) (\(PlacedViewTree.kindName(tree, child(nodes[Int(container)], i))))"
    }

    /// A custom layout's size: what its `sizeThatFits` answers, made safe.
    /// SwiftUI documents no rule for a bad answer; here a NaN or negative
    /// dimension is 0, and an infinite one (legitimate only as the answer to
    /// an infinite proposal) is the proposal when that is finite, else 0;
    /// each case is reported with the layout's name.
    @inline(never)
    func customLayoutSize(_ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let cache = layoutCache(n, node)
        let raw = box(node).sizeThatFits(p.public_, LayoutSubviews(engine: self, container: n), cache)
        func checked(_ v: CGFloat, _ proposed: Double, _ axis: String) -> Double {
            let d = Double(v)
            if d.isNaN || d < 0 {
                pass.diagnose("\(layoutName(n)).sizeThatFits returned \(axis) \(d); 0 is used")
                return 0
            }
            if d.isInfinite && proposed != .infinity {
                let fallback = proposed.isFinite ? proposed : 0
                pass.diagnose("\(layoutName(n)).sizeThatFits returned an infinite \(axis) for a proposal of \(proposed.isNaN ? "nil" : String(proposed)); \(fallback) is used")
                return fallback
            }
            return d
        }
        return Size(w: checked(raw.width, p.w, "width"), h: checked(raw.height, p.h, "height"))
    }

    /// Runs the layout's `placeSubviews` and collects where it put each
    /// subview. The last `place` call for a subview wins and a subview never
    /// placed appears at the centre of the container with the container's
    /// proposal (both from the place(at:anchor:proposal:) page); either case
    /// is reported.
    @inline(never)
    func customLayoutPlace(_ n: Int32, _ node: Node, _ p: Proposal, _ s: Size, _ out: RawStorage<ChildPlacement>) {
        let st = layoutState!
        let (ox, oy) = (st.originX, st.originY)
        st.originX = 0
        st.originY = 0
        let count = Int(node.childCount)
        let cache = layoutCache(n, node)
        var counts = [Int32](repeating: 0, count: Swift.max(count, 1))
        counts.withStorage { c in
            let saved = st.target
            st.target = PlacementTarget(container: n, out: out, counts: c, originX: ox, originY: oy)
            box(node).placeSubviews(CGRect(x: ox, y: oy, width: s.w, height: s.h), p.public_,
                                    LayoutSubviews(engine: self, container: n), cache)
            st.target = saved
        }
        for i in 0..<count where counts[i] != 1 {
            if counts[i] == 0 {
                let c = child(node, i)
                let cs = size(c, p)
                out[i] = ChildPlacement(x: (s.w - cs.w) / 2, y: (s.h - cs.h) / 2, w: cs.w, h: cs.h, p: p)
                pass.diagnose("\(layoutName(n)) did not place \(subviewName(n, i)); it is centred in the container with the container's proposal, as SwiftUI does")
            } else {
                pass.diagnose("\(layoutName(n)) placed \(subviewName(n, i)) \(counts[i]) times; the last placement is used, as SwiftUI does")
            }
        }
    }

    /// `LayoutSubview.place`: records the subview's frame in the container's
    /// space (the placement runs left to right; `place` mirrors afterwards).
    func placeSubview(container: Int32, position i: Int, at point: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard let st = layoutState, let t = st.target, t.container == container else {
            pass.diagnose("\(layoutName(container)) called place(at:anchor:proposal:) for \(subviewName(container, i)) outside placeSubviews; the call is ignored")
            return
        }
        let p = checkedProposal(proposal, from: container, subview: i)
        let c = child(nodes[Int(container)], i)
        let s = size(c, p)
        // An anchor component of 0 (or a non-finite one) contributes
        // nothing: at the top-leading anchor an infinite size (the answer
        // to `proposal: .infinity`) leaves the point where it is, where
        // 0 × ∞ would be NaN (Layout/NumericRule.swift).
        func offset(_ a: CGFloat, _ length: Double) -> Double {
            let a = Double(a)
            return a == 0 || !a.isFinite ? 0 : a * length
        }
        let x = Double(point.x) - offset(anchor.x, s.w) - t.originX
        let y = Double(point.y) - offset(anchor.y, s.h) - t.originY
        guard !x.isNaN && !y.isNaN else {
            let at = "(\(point.x), \(point.y)) with anchor (\(anchor.x), \(anchor.y)) and size \(s.w) × \(s.h)"
            pass.diagnose("\(layoutName(container)) placed \(subviewName(container, i)) at \(at); a NaN position is ignored")
            return
        }
        t.out[i] = ChildPlacement(x: x, y: y, w: s.w, h: s.h, p: p)
        t.counts[i] += 1
    }

    /// The built-in layouts' `place` calls (HStackLayout, GridLayout... on a
    /// custom layout's subviews): positions relative to `bounds`, recorded
    /// without the round trip through root space (`(origin + x) − origin`
    /// is not always `x` in floating point, and a pixel tie could round the
    /// other way than the same container as a view).
    func placeRelative(_ subviews: LayoutSubviews, _ i: Int, _ bounds: CGRect, _ c: ChildPlacement) {
        guard let st = layoutState, let t = st.target, t.container == subviews.container else {
            subviews[i].place(at: CGPoint(x: Double(bounds.minX) + c.x, y: Double(bounds.minY) + c.y),
                              anchor: .topLeading, proposal: c.p.public_)
            return
        }
        let dx = Double(bounds.minX) - t.originX, dy = Double(bounds.minY) - t.originY
        let position = subviews.selection?[i] ?? i
        let s = size(child(nodes[Int(subviews.container)], position), c.p)
        t.out[position] = ChildPlacement(x: dx == 0 ? c.x : dx + c.x, y: dy == 0 ? c.y : dy + c.y, w: s.w, h: s.h, p: c.p)
        t.counts[position] += 1
    }

    /// A proposal a layout gives a subview, as the engine's `Proposal`: nil
    /// is unspecified; NaN (which the engine would read as nil) and negative
    /// values are reported and become 0.
    func checkedProposal(_ proposal: ProposedViewSize, from container: Int32, subview i: Int) -> Proposal {
        func axis(_ v: CGFloat?, _ name: String) -> Double {
            guard let v else { return .nan }
            let d = Double(v)
            if d.isNaN || d < 0 {
                pass.diagnose("\(layoutName(container)) proposed \(name) \(d) to \(subviewName(container, i)); 0 is used")
                return 0
            }
            return d
        }
        return Proposal(w: axis(proposal.width, "width"), h: axis(proposal.height, "height"))
    }

    /// A custom layout's explicit guide: what `explicitAlignment` answers,
    /// relative to bounds at the origin (a non-finite answer is no value).
    @inline(never)
    func customLayoutGuide(_ n: Int32, _ node: Node, _ key: AlignmentKey, _ p: Proposal, _ s: Size) -> Double? {
        let cache = layoutCache(n, node)
        let v = box(node).explicitAlignment(key, CGRect(x: 0, y: 0, width: s.w, height: s.h), p.public_,
                                            LayoutSubviews(engine: self, container: n), cache)
        guard let v else { return nil }
        guard v.isFinite else {
            pass.diagnose("\(layoutName(n)).explicitAlignment returned \(v); the guide has no explicit value")
            return nil
        }
        return Double(v)
    }

    /// A view's spacing preferences (LayoutSubview.spacing): a custom
    /// layout's `spacing(subviews:cache:)`, the shown child's for
    /// ViewThatFits, 0 along the axis for a Spacer (Fidelity, "Default spacing", OSU), the text
    /// at a view's top and bottom edges (the stacks' text spacing), and no
    /// numeric preference for everything else (the engine's stacks then use 8).
    @inline(never)
    func viewSpacing(of n: Int32) -> ViewSpacing {
        let node = nodes[Int(n)]
        switch node.kind {
        case .layout:
            return box(node).spacing(LayoutSubviews(engine: self, container: n), layoutCache(n, node))
        case .viewThatFits where node.childCount > 0:
            return viewSpacing(of: child(node, 0))
        default:
            guard node.flags.contains(.spacerLike) else {
                var s = ViewSpacing()
                if !textEdges.isEmpty {
                    let e = textEdges[Int(n)]
                    if e.top >= 0 { s.topText = textSpacingEdge(e.top) }
                    if e.bottom >= 0 { s.bottomText = textSpacingEdge(e.bottom) }
                }
                return s
            }
            var m = node
            while m.kind != .spacer { m = nodes[Int(child(m, 0))] }
            if m.flags.contains(.inHStack) { return ViewSpacing(top: .nan, leading: 0, bottom: .nan, trailing: 0) }
            if m.flags.contains(.inVStack) { return ViewSpacing(top: 0, leading: .nan, bottom: 0, trailing: .nan) }
            return .zero
        }
    }

    /// The space a stack puts between two neighbours when its spacing is
    /// nil, along `axis`, when a custom layout or ViewThatFits is one of
    /// them: their spacing preferences decide (Layout.spacing page); nil
    /// otherwise (the engine's rule, `pairSpacing(_:_:_:)`).
    @inline(__always)
    func layoutPairSpacing(_ a: Int32, _ b: Int32, _ axis: Axis) -> Double? {
        let ka = nodes[Int(a)].kind, kb = nodes[Int(b)].kind
        if ka == .layout || kb == .layout || ka == .viewThatFits || kb == .viewThatFits {
            return Double(viewSpacing(of: a).distance(to: viewSpacing(of: b), along: axis))
        }
        return nil
    }

    /// A layout value of a subview: the innermost value set on the view or
    /// on the modifiers wrapping it (a trait written nearer the view wins:
    /// Fidelity, "Repeated traits"), else the key's default.
    func layoutValue<K: LayoutValueKey>(_ key: K.Type, of n: Int32) -> K.Value {
        let id = ObjectIdentifier(K.self)
        var found: K.Value? = nil
        var m = n
        while true {
            if let v = tree.layoutData?.layoutValues[m]?[id] as? K.Value { found = v }
            let node = nodes[Int(m)]
            switch node.kind {
            case .fixedFrame, .flexFrame, .padding, .fixedSize, .offset, .position, .alignmentGuide, .aspectRatio,
                 .overlay, .background:
                m = child(node, 0)
            default:
                return found ?? K.defaultValue
            }
        }
    }
}
