import Foundation

/// A view resolved into layout nodes, ready to be laid out at any root size.
/// Resolving once and laying out many times skips re-evaluating `body`.
public struct ResolvedViewTree {
    let shared: SharedTree
    @inline(__always) var tree: NodeTree { _read { yield shared.tree } }
    let environment: EnvironmentValues
    /// Problems found in the input while resolving, with what was done.
    public let diagnostics: [LayoutDiagnostic]
    /// The session that resolved this tree in its environment, if any
    /// (`LayoutSession.resolve`).
    weak var resolvedBy: LayoutSession?

    /// How many layout nodes the view produced (modifiers count as nodes).
    public var nodeCount: Int { tree.nodes.count }

    /// The custom layouts' caches, kept between passes (nil for a tree
    /// without custom layouts, which pays nothing for them).
    let layoutCaches: LayoutCacheStore?

    /// Resolves a view into layout nodes in the given environment (the default
    /// one unless given); lay it out with `layout(in:)`.
    public init<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(view, environment: environment, hashed: false)
    }

    /// With `hashed`, for a `LayoutSession`: the subtree hashes its updates
    /// compare by are made too.
    /// With `tracker`, each body evaluation is recorded there
    /// (Resolve/BodyTracking.swift).
    init<V: View>(_ view: V, environment: EnvironmentValues, hashed: Bool, like previous: SharedTree? = nil,
                  tracker: BodyTracker? = nil) {
        let (tree, diagnostics) = _ViewResolver.resolve(view, environment: environment, hashed: hashed, like: previous,
                                                        tracker: tracker)
        shared = SharedTree(tree)
        self.environment = environment
        self.diagnostics = diagnostics
        layoutCaches = tree.layouts.isEmpty ? nil : LayoutCacheStore()
        self.tracker = tracker
    }

    /// A tree made from another by replacing some bodies' nodes
    /// (Incremental/StateUpdates.swift).
    init(_ tree: NodeTree, replacing old: ResolvedViewTree) {
        shared = SharedTree(tree)
        environment = old.environment
        diagnostics = old.diagnostics
        layoutCaches = old.layoutCaches
        tracker = old.tracker
        resolvedBy = old.resolvedBy
    }

    /// The record of the bodies evaluated to make this tree, for a
    /// session's updates by state; nil outside a session.
    let tracker: BodyTracker?

    /// Lays the tree out in a root of `size` (the window's safe area) and
    /// returns every view's frame in root coordinates, on the pixel grid.
    ///
    /// A NaN or negative root dimension is treated as 0, an infinite one as
    /// unspecified (the content's ideal size); either is reported.
    public func layout(in size: CGSize) -> PlacedViewTree {
        layout(in: size, safeAreaInsets: EdgeInsets(), keyboardHeight: 0, scrollOffsets: ScrollOffsets())
    }

    /// Lays the tree out with its scroll views scrolled by `scrollOffsets`
    /// (every scroll view, or those marked `.id(_:)`; see `ScrollOffsets`).
    public func layout(in size: CGSize, scrollOffsets: ScrollOffsets) -> PlacedViewTree {
        layout(in: size, safeAreaInsets: EdgeInsets(), keyboardHeight: 0, scrollOffsets: scrollOffsets)
    }

    /// Lays the tree out in a root of `size` (the whole window or screen)
    /// whose safe area is inset by `safeAreaInsets`, with a software
    /// keyboard `keyboardHeight` points tall covering the bottom (0: none).
    /// Views are laid out inside the safe area; `ignoresSafeArea` grows them
    /// into the insets. Frames are in the root's coordinates (the screen's).
    ///
    /// A negative, NaN or infinite inset or keyboard height is reported and
    /// taken as 0.
    public func layout(in size: CGSize, safeAreaInsets: EdgeInsets, keyboardHeight: CGFloat = 0,
                       scrollOffsets: ScrollOffsets = ScrollOffsets()) -> PlacedViewTree {
        var diagnostics = self.diagnostics
        func inset(_ v: CGFloat, _ name: String) -> Double {
            let d = Double(v)
            if !d.isFinite || d < 0 {
                diagnostics.append(LayoutDiagnostic(message: "safe-area inset \(name) \(d) is not a length; 0 is used"))
                return 0
            }
            return d
        }
        let insets = Insets(top: inset(safeAreaInsets.top, "top"), leading: inset(safeAreaInsets.leading, "leading"),
                            bottom: inset(safeAreaInsets.bottom, "bottom"), trailing: inset(safeAreaInsets.trailing, "trailing"))
        let keyboard = inset(keyboardHeight, "keyboardHeight")
        let (p, rootDiagnostics) = ResolvedViewTree.rootProposal(size)
        diagnostics += rootDiagnostics
        let scale = Double(environment.displayScale)
        let pass = LayoutPass(measurer: environment.textMeasurer, scale: scale, scrollOffsets: scrollOffsets)
        let engine = LayoutEngine(tree: shared, pass: pass)
        engine.rootInsets = insets
        engine.keyboardHeight = keyboard
        engine.startPass(p)
        var nonFinite: [String] = []
        // Custom layouts keep their caches from the previous pass.
        if let store = layoutCaches, let (kept, inherited) = store.take() {
            engine.layoutState!.caches = kept
            if inherited { engine.layoutState!.stale = kept.map { $0 != nil } }
        }
        defer { if let store = layoutCaches { store.keep(engine.layoutState!.caches) } }
        let storage: PlacedViewTree.Storage = engine.runPass {
            let s = engine.size(tree.root, p)
            engine.pushRootSafeSpace(s, rightToLeft: environment.layoutDirection == .rightToLeft)
            engine.place(tree.root, x: 0, y: 0, p: p, s: s)
            var base = 0
            return engine.makeStorage(base: &base, nonFinite: &nonFinite)
        }
        diagnostics += pass.diagnostics
        for m in nonFinite.prefix(10) { diagnostics.append(LayoutDiagnostic(message: m)) }
        if !tree.depths.isEmpty { (storage.zPositions, storage.depths) = engine.depthPass() }
        return PlacedViewTree(storage: storage, diagnostics: diagnostics)
    }

    func kindName(_ n: Int32) -> String { PlacedViewTree.kindName(tree, n) }

    /// The proposal for a root of `size`, and what was wrong with it: a NaN
    /// or negative dimension is treated as 0, an infinite one as unspecified.
    static func rootProposal(_ size: CGSize) -> (Proposal, [LayoutDiagnostic]) {
        var diagnostics: [LayoutDiagnostic] = []
        func root(_ v: CGFloat, _ axis: String) -> Double {
            let d = Double(v)
            if d.isNaN || d < 0 {
                diagnostics.append(LayoutDiagnostic(message: "root \(axis) \(d) is not a size; 0 is used"))
                return 0
            }
            if d.isInfinite {
                diagnostics.append(LayoutDiagnostic(message: "root \(axis) is infinite; the content's ideal \(axis) is used"))
                return .nan
            }
            return d
        }
        let p = Proposal(w: root(size.width, "width"), h: root(size.height, "height"))
        return (p, diagnostics)
    }

    /// The result's frames from root-space ones (`raw`), which may be
    /// `out`'s own (a layout's engine places into the frames its result
    /// keeps): every frame is rounded to the pixel grid by the engine's
    /// numeric rule (Layout/NumericRule.swift), and one holding NaN or an
    /// overflow is listed, as it was, with what was wrong. One tight loop
    /// over raw memory (`PixelRounding.round(_:into:)`); the rare frames it
    /// leaves (not finite, or saturated) are finished afterwards.
    @discardableResult
    static func finishFrames(_ raw: ReadOnlyStorage<CGRect>, into out: FrameStore,
                             scale: Double) -> [(index: Int, raw: CGRect, fault: NumericRule.Fault)] {
        let count = out.count
        if count == 0 || PixelRounding.round(raw, into: out.base, count: count, scale: scale) { return [] }
        // The rounding wrote these as they were.
        var bad: [(index: Int, raw: CGRect, fault: NumericRule.Fault)] = []
        let limit = CGFloat(NumericRule.limit)
        for i in 0..<count {
            let r = out.base[i]
            if abs(r.origin.x) < limit && abs(r.origin.y) < limit && abs(r.width) < limit && abs(r.height) < limit { continue }
            let (frame, fault) = NumericRule.finishedFrame(r, scale: scale)
            out.base[i] = frame
            if let fault { bad.append((i, r, fault)) }
        }
        return bad
    }
}

/// Lays out `view` in a root of `size` with `environment` (display scale,
/// layout direction, fonts, text measurer) and returns the placed-view tree.
public func layout<V: View>(_ view: V, in size: CGSize, environment: EnvironmentValues = EnvironmentValues()) -> PlacedViewTree {
    ResolvedViewTree(view, environment: environment).layout(in: size)
}

/// Lays out `view` in a root of `size` whose safe area is inset by
/// `safeAreaInsets` (and by a keyboard `keyboardHeight` points tall).
public func layout<V: View>(_ view: V, in size: CGSize, safeAreaInsets: EdgeInsets, keyboardHeight: CGFloat = 0,
                            environment: EnvironmentValues = EnvironmentValues(),
                            scrollOffsets: ScrollOffsets = ScrollOffsets()) -> PlacedViewTree {
    ResolvedViewTree(view, environment: environment)
        .layout(in: size, safeAreaInsets: safeAreaInsets, keyboardHeight: keyboardHeight, scrollOffsets: scrollOffsets)
}

/// Lays out `view` on a device: its screen size and safe-area insets, and
/// its display scale and size classes written into `environment`.
public func layout<V: View>(_ view: V, on device: DevicePreset, keyboardHeight: CGFloat = 0,
                            environment: EnvironmentValues = EnvironmentValues(),
                            scrollOffsets: ScrollOffsets = ScrollOffsets()) -> PlacedViewTree {
    ResolvedViewTree(view, environment: device.applied(to: environment))
        .layout(in: device.size, safeAreaInsets: device.safeAreaInsets, keyboardHeight: keyboardHeight, scrollOffsets: scrollOffsets)
}

/// Lays out `view` with its scroll views scrolled by `scrollOffsets`:
/// `layout(list, in: size, scrollOffsets: ScrollOffsets(y: 5000))` shows the
/// rows 5,000 points down.
public func layout<V: View>(_ view: V, in size: CGSize, environment: EnvironmentValues = EnvironmentValues(),
                            scrollOffsets: ScrollOffsets) -> PlacedViewTree {
    ResolvedViewTree(view, environment: environment).layout(in: size, scrollOffsets: scrollOffsets)
}

extension LayoutEngine {
    /// Sets up a pass for root proposal `p`: the root is the outermost
    /// container and visible region.
    func startPass(_ p: Proposal) {
        let far = 1e15
        pass.viewports = [CGRect(x: 0, y: 0, width: p.w.isNaN ? far : p.w, height: p.h.isNaN ? far : p.h)]
        // The container that containerRelativeFrame measures is the root's
        // safe area (the keyboard included).
        let safeArea = Insets(top: rootInsets.top, leading: rootInsets.leading,
                              bottom: Swift.max(rootInsets.bottom, keyboardHeight), trailing: rootInsets.trailing)
        pass.containers = [containerSize(Size(w: p.w, h: p.h), safeArea: safeArea)]
    }

    /// Size computations of this engine and of every fragment it created,
    /// and theirs (a worklist: fragments nest as deep as GeometryReaders do).
    var totalSizeComputations: Int {
        var total = 0
        var engines: [LayoutEngine] = [self]
        while let e = engines.popLast() {
            total += e.sizeComputations
            for st in e.lazyStates.values { for f in st.fragments.values { engines.append(f.engine) } }
            for f in e.geometryFragments.values { engines.append(f.engine) }
        }
        return total
    }

    /// The placed tree of this engine's nodes (frames rounded to the pixel
    /// grid), with the fragments its lazy stacks and GeometryReaders created
    /// spliced in under them. `base` numbers the nodes of all the storages
    /// of one result uniquely (`PlacedView.nodeIndex`).
    func makeStorage(base: inout Int, nonFinite: inout [String]) -> PlacedViewTree.Storage {
        // Fragments nest as deep as GeometryReaders do (10,000 levels is
        // bad input that must not overflow the stack): a worklist of the
        // storages whose fragments are still to be spliced in.
        let root = makeOwnStorage(base: &base, nonFinite: &nonFinite, isFragment: false)
        var work: [(engine: LayoutEngine, storage: PlacedViewTree.Storage)] = [(self, root)]
        while let (engine, storage) = work.popLast() {
            engine.spliceFragments(into: storage, base: &base, nonFinite: &nonFinite, work: &work)
        }
        return root
    }

    /// This engine's own nodes as a storage, fragments not yet spliced in.
    private func makeOwnStorage(base: inout Int, nonFinite: inout [String], isFragment: Bool) -> PlacedViewTree.Storage {
        // Rounded in place, unless the depth pass still reads the
        // engine's frames (Layout/DepthLayout.swift).
        let frames = tree.depths.isEmpty ? buffers.frameStore : FrameStore(count: nodeCount)
        for (i, r, fault) in ResolvedViewTree.finishFrames(ReadOnlyStorage(self.frames), into: frames, scale: scale) {
            nonFinite.append(NumericRule.message(PlacedViewTree.kindName(tree, Int32(i)), r, fault))
        }
        // The result's count (the root's storage) covers every fragment.
        let storage = PlacedViewTree.Storage(tree: shared, frames: frames,
                                             sizeComputations: isFragment ? sizeComputations : totalSizeComputations)
        if let chosen = layoutState?.chosen, !chosen.isEmpty {
            // A ViewThatFits' children that were not chosen are not placed.
            storage.chosen = chosen
            for (n, k) in chosen {
                let node = nodes[Int(n)]
                for i in 0..<Int(node.childCount) where i != Int(k) { storage.hidden.insert(child(node, i)) }
            }
        }
        storage.base = base
        base += nodeCount
        storage.scrollOutsets = scrollOutsets
        return storage
    }

    /// Splices the fragments this engine's lazy containers and
    /// GeometryReaders created under their nodes in `storage`; each new
    /// fragment storage joins `work` to have its own fragments spliced.
    private func spliceFragments(into storage: PlacedViewTree.Storage, base: inout Int, nonFinite: inout [String],
                                 work: inout [(engine: LayoutEngine, storage: PlacedViewTree.Storage)]) {
        if lazyStates.isEmpty && geometryFragments.isEmpty { return }
        var made: [ObjectIdentifier: PlacedViewTree.Storage] = [:]
        func fragmentStorage(_ f: Fragment, under n: Int32) -> PlacedViewTree.Storage {
            if let s = made[ObjectIdentifier(f)] { return s }
            let s = f.engine.makeOwnStorage(base: &base, nonFinite: &nonFinite, isFragment: true)
            s.parentStorage = storage
            s.parentIndex = n
            made[ObjectIdentifier(f)] = s
            storage.fragments.append(s)
            work.append((f.engine, s))
            return s
        }
        for (n, st) in lazyStates.sorted(by: { $0.key < $1.key }) {
            storage.splices[n] = st.placed.map { entry in
                guard let f = entry.fragment else { return PlacedViewTree.Splice(storage: nil, index: entry.node) }
                return PlacedViewTree.Splice(storage: fragmentStorage(f, under: n), index: entry.node)
            }
            storage.lazyChildren[n] = st.report
            let shown = Set(st.placed.lazy.filter { $0.fragment == nil }.map(\.node))
            for seg in st.segments where !seg.deferred && !shown.contains(seg.child) { storage.hidden.insert(seg.child) }
        }
        for (n, f) in geometryFragments.sorted(by: { $0.key < $1.key }) {
            let s = fragmentStorage(f, under: n)
            storage.splices[n] = f.tops.map { PlacedViewTree.Splice(storage: s, index: $0) }
        }
    }
}
