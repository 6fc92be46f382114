import Foundation

/// Where the engine puts one child: its origin in the parent's (left-to-right)
/// space, its size, and the proposal it was sized for.
struct ChildPlacement {
    var x: Double = 0, y: Double = 0
    var w: Double = 0, h: Double = 0
    var p = Proposal.unspecified
}

/// What a stack decided for one child at the proposal it was last sized
/// for (`LayoutEngine.plans`): placing it with that proposal reads this.
struct StackPlan {
    var proposed: Double
    var major: Double
    var across: Double
}

/// What a stack's probes of one child answered (`LayoutEngine.probes`).
struct StackProbe {
    var min: Double
    var max: Double
    var across: Double
    /// In `min`: the child was measured again since (`settle`).
    static let invalid = Double(bitPattern: 0x7FF8_DEAD_BEEF_0002)
}

/// One child's measurements during stack distribution.
struct StackItem {
    var child: Int32
    var order: Int32
    var min: Double
    var max: Double
    var priority: Double
    /// What the child answered along the axis, and the proposal along the
    /// axis that it answered (the one it is placed with).
    var major: Double
    var proposed: Double
    /// What it answered across the axis for that proposal, so that
    /// aligning and placing the child ask the memo nothing.
    var across: Double = 0
}

/// The layout pass over a `NodeTree`: sizing (`size`, memoised per node and
/// proposal) and placement (`place`), which writes every node's frame in root
/// coordinates. Each layout family adds its two answers — what size for a
/// proposal, where the children go — in its own file under Layout/.
///
/// Hot storage is raw memory owned by the engine: the size memo
/// (`SizeCache`), the frames, and two scratch stacks bounded by
/// the number of child links (a recursion only ever descends the tree, so no
/// node reserves scratch twice at once).
final class LayoutEngine {
    /// The tree, held by reference (a copy per engine counted its thirty
    /// arrays each time: `SharedTree`).
    let shared: SharedTree
    @inline(__always) var tree: NodeTree { _read { yield shared.tree } }
    /// The tree's nodes, read in place: `tree` is a constant of the engine,
    /// so the array's storage is neither freed nor moved (nothing writes
    /// it) while the engine lives, and a read costs a load, with no bounds
    /// check or retain of the array's buffer. (A copy per pass cost a
    /// memcpy of 32 bytes a view.)
    let nodes: ReadOnlyStorage<Node>
    /// The child links in raw memory: the tree's own (read in place, as
    /// `nodes`), or, with a custom layout in the tree, a copy with room
    /// beyond for the stand-in stacks of its subviews (the only links
    /// ever written).
    let links: RawStorage<Int32>
    let measurer: any TextMeasurer
    /// `measurer` when it is the built-in one (the usual case), which
    /// measures a tree's texts by their interned numbers.
    let builtinMeasurer: BuiltinTextMeasurer?
    let scale: Double
    let nodeCount: Int

    let cache: SizeCache
    let frames: RawStorage<CGRect>
    let scratch: RawStorage<ChildPlacement>
    let items: RawStorage<StackItem>
    /// Indices into a stack's items, sorted for distribution (see `distribute`).
    let order: RawStorage<Int32>
    /// Each stack's plan (Layout/StackLayout.swift): per child link, what
    /// the stack decided at its last sizing, and per stack payload the
    /// proposal that was for (`StackPlan.none` before any).
    let plans: RawStorage<StackPlan>
    let planProposals: RawStorage<Proposal>
    /// A session's record of each stack's probes (Layout/StackLayout.swift):
    /// per child link, its answers at 0 and infinity along the axis, for
    /// the proposal across the axis that `probeMinor` holds per stack
    /// payload (`StackPlan.none`'s pattern before any). When an update
    /// measures a stack again because one child's answers changed, the
    /// other children's probes are read from here, side by side, instead
    /// of from their memo rows, each a few scattered cache lines. Nil for a
    /// one-off layout, which never probes a stack twice at one proposal
    /// across.
    let probes: RawStorage<StackProbe>?
    let probeMinor: RawStorage<Double>?
    /// With `probes`: per stack payload, the proposal across the axis that
    /// its plan's entries answer (`plans`), which, unlike `planProposals`,
    /// an update's `settle` does not clear: a child not measured again
    /// since still answers its planned share as planned.
    let planMinor: RawStorage<Double>?
    /// Tops of the scratch stacks and the miss counter. Kept in raw memory
    /// rather than `var`s of the class, whose every write would go through
    /// a dynamic exclusivity check.
    private let counters: RawStorage<Int>
    @inline(__always) var scratchTop: Int {
        get { counters[0] }
        set { counters[0] = newValue }
    }
    @inline(__always) var itemsTop: Int {
        get { counters[1] }
        set { counters[1] = newValue }
    }
    /// Counts calls that missed the cache (for tests and benchmarks).
    @inline(__always) var sizeComputations: Int {
        get { counters[2] }
        set { counters[2] = newValue }
    }
    /// The top of `chain`.
    @inline(__always) var chainTop: Int {
        get { counters[3] }
        set { counters[3] = newValue }
    }
    /// The links of the chains being sized (Layout/ChainSizing.swift): at
    /// most one entry per level of the path being sized, so the tree's
    /// depth bounds it.
    let chain: RawStorage<ChainLink>
    /// Where this pass's recursion must continue on a fresh stack (shared by
    /// the engines of the pass's fragments).
    let stack: StackBudget
    /// What the pass shares with the engines of its fragments
    /// (Resolve/DeferredContent.swift).
    let pass: LayoutPass
    /// Lazy containers' created children and estimates, per lazy node.
    var lazyStates: [Int32: LazyState] = [:]
    /// How far each scroll view draws beyond its frame, into the safe-area
    /// insets it touches (`placeScrolling`); empty for most trees.
    var scrollOutsets: [Int32: AbsoluteInsets] = [:]
    /// Each GeometryReader's content, resolved when it is placed.
    var geometryFragments: [Int32: Fragment] = [:]
    /// The last measurement of each text (by text payload), for its
    /// baselines; empty until a text is measured.
    /// Unchecked: the engine is used by one thread at a time and never
    /// holds an access across a call, and a checked class `var` costs a
    /// runtime call per access on the text path.
    @exclusivity(unchecked) var textCache: [(Proposal, TextMeasurement)?]
    /// Custom layouts' and ViewThatFits' state (nil when the tree has none).
    let layoutState: CustomLayoutState?
    /// Whether `layoutState` exists: the hot paths test this one flag.
    let usesLayoutProtocol: Bool
    /// The root's safe-area insets (leading/trailing in the root's direction)
    /// and the keyboard's height from the root's bottom edge
    /// (Layout/SafeAreaLayout.swift).
    var rootInsets = Insets(top: 0, leading: 0, bottom: 0, trailing: 0)
    var keyboardHeight = 0.0
    /// The safe areas in effect while placing, outermost first (only
    /// safe-area modifiers push; flat content never reads it). Kept by the
    /// pass, so content resolved during layout (fragments) sees them too.
    var safeSpaces: [SafeSpace] {
        get { pass.safeSpaces }
        _modify { yield &pass.safeSpaces }
    }
    /// The text at each node's top and bottom edge (empty without texts).
    let textEdges: [TextEdges]

    /// A `LayoutSession`'s engine, which keeps the stacks' probes.
    convenience init(keeping tree: SharedTree, measurer: any TextMeasurer, scale: Double) {
        self.init(tree: tree, pass: LayoutPass(measurer: measurer, scale: scale, scrollOffsets: ScrollOffsets()), keepsProbes: true)
    }

    init(tree shared: SharedTree, pass: LayoutPass, keepsProbes: Bool = false) {
        let measurer = pass.measurer, scale = pass.scale
        let tree = shared.tree
        self.pass = pass
        stack = pass.stack
        self.shared = shared
        makesContent = !tree.deferred.isEmpty
        // Custom layouts may lay out their subviews with the stack layouts'
        // functions, which take scratch beyond the tree's own child runs.
        let custom = LayoutEngine.needsLayoutState(tree)
        let linkCount = tree.children.count + 1 + (custom ? 2 * tree.children.count : 0)
        layoutState = custom ? CustomLayoutState(layouts: tree.layouts.count, linkTop: tree.children.count) : nil
        usesLayoutProtocol = custom
        let buffers = EngineBuffers(tree: tree, linkCount: linkCount, keepsProbes: keepsProbes)
        self.buffers = buffers
        nodes = tree.nodeStorage
        links = buffers.links.map(RawStorage.init) ?? tree.linkStorage
        (counters, frames) = (RawStorage(buffers.counters), RawStorage(buffers.frames))
        (scratch, items, order) = (RawStorage(buffers.scratch), RawStorage(buffers.items), RawStorage(buffers.order))
        if tree.hasUnplacedNodes { frames.initialize(repeating: .zero, count: tree.nodes.count) }
        (plans, planProposals) = (RawStorage(buffers.plans), RawStorage(buffers.planProposals))
        (probes, probeMinor, planMinor) = (buffers.probes.map(RawStorage.init), buffers.probeMinor.map(RawStorage.init),
                                           buffers.planMinor.map(RawStorage.init))
        chain = RawStorage(buffers.chain)
        self.measurer = measurer
        builtinMeasurer = measurer as? BuiltinTextMeasurer
        self.scale = scale
        nodeCount = tree.nodes.count
        cache = buffers.cache
        textCache = []
        // The nodes' marks, the recursion depth and the text edges were found when
        // the tree was built (NodeTree.markLayoutFacts).
        textEdges = tree.textEdges
        // Without a custom layout, chains are sized in loops (Layout/ChainSizing.swift).
        recursionDepth = custom ? tree.depth : tree.recursionDepth
    }

    /// An engine for `tree`, a new value of `previous.tree` with the same
    /// structure (LayoutSession checks it), that takes over the previous
    /// engine's memory: its node copies with their marks, its memo and its
    /// frames. Nothing here is proportional to the tree's size; the caller
    /// refreshes the nodes that changed (`refresh`).
    init(continuing previous: LayoutEngine, tree shared: SharedTree) {
        self.shared = shared
        pass = previous.pass
        stack = previous.stack
        // Which text is at each node's edges follows the structure and the
        // fonts, which an incremental update keeps (TreeDiff.swift).
        textEdges = previous.textEdges
        layoutState = previous.layoutState
        usesLayoutProtocol = previous.usesLayoutProtocol
        buffers = previous.buffers
        // The new tree's nodes: its records are the new ones (`refresh`
        // compares them with the previous tree's).
        nodes = shared.tree.nodeStorage
        // The new tree's links, unless they are the engine's own copy.
        links = buffers.links.map(RawStorage.init) ?? shared.tree.linkStorage
        (counters, frames, scratch, items, order) =
            (previous.counters, previous.frames, previous.scratch, previous.items, previous.order)
        (plans, planProposals) = (previous.plans, previous.planProposals)
        (probes, probeMinor, planMinor) = (previous.probes, previous.probeMinor, previous.planMinor)
        chain = previous.chain
        measurer = previous.measurer
        builtinMeasurer = previous.builtinMeasurer
        scale = previous.scale
        nodeCount = previous.nodeCount
        cache = previous.cache
        textCache = previous.textCache
        previous.textCache = []
        recursionDepth = previous.recursionDepth
        makesContent = !shared.tree.deferred.isEmpty
    }

    /// Node `n`'s layout priority (`node` is its record): the flag is in
    /// the line the caller read; only a node that has one reads the tree's
    /// `priorities`.
    @inline(__always) func priority(_ n: Int32, _ node: Node) -> Double {
        node.flags.contains(.hasPriority) ? shared.tree.priorities[Int(n)] : 0
    }

    /// Owns the raw memory of a pass, so that successive engines of a
    /// `LayoutSession` can share it.
    let buffers: EngineBuffers

    /// Whether the tree has content made during layout (lazy stacks and
    /// grids, `GeometryReader`), whose views are resolved in the pass.
    let makesContent: Bool

    /// How deep a pass recurses at most (NodeTree.recursionDepth, or the
    /// tree's depth with a custom layout, whose stacks recurse).
    let recursionDepth: Int

    /// Runs one pass: on the caller's thread when it recurses shallowly, on
    /// one fresh large stack when it recurses deep, so the stack budget's
    /// check never has to hop mid-pass. (A session's placement,
    /// `placeKeeping`, loops on last children as `place` does, so
    /// `recursionDepth` bounds it too.)
    func runPass<T>(_ body: () -> T) -> T {
        if recursionDepth <= LayoutEngine.shallowDepth {
            stack.reset()
            // Content made during the pass evaluates users' bodies: one
            // main-actor context for all of it (Runtime/MainActorContext.swift).
            return makesContent ? asMainActorContext(body) : body()
        }
        return withLargeStack {
            stack.reset(segment: true)
            return body()
        }
    }
    /// Levels a pass may recurse on the caller's thread: a level takes a few
    /// frames, well under 1 KiB each even in a debug build, so this stays
    /// inside the 256 KiB caller budget.
    static let shallowDepth = 48


    // MARK: Sizing

    /// Whether `node` is a fixed frame around a shape, whose size `size`
    /// answers from the frame's rule without the memo.
    @inline(__always) func isFramedShape(_ node: Node) -> Bool {
        node.kind == .fixedFrame && nodes[Int(child(node, 0))].kind == .shape
    }

    /// Child `i` of `node`.
    @inline(__always) func child(_ node: Node, _ i: Int) -> Int32 {
        links[Int(node.childStart) &+ i]
    }

    /// Where `c` is among `node`'s children (each node has one parent
    /// link), or nil. Children are made before their parents and in order,
    /// so their indices ascend: a long row is searched by halves, checked,
    /// and read in full only when that finds nothing.
    @inline(__always) func childIndex(_ c: Int32, in node: Node) -> Int? {
        let count = Int(node.childCount)
        if count > 16 {
            var lo = 0, hi = count - 1
            while lo < hi {
                let mid = (lo + hi) >> 1
                if child(node, mid) < c { lo = mid + 1 } else { hi = mid }
            }
            if child(node, lo) == c { return lo }
        }
        for k in 0..<count where child(node, k) == c { return k }
        return nil
    }

    func computeSize(_ n: Int32, _ p: Proposal) -> Size {
        if stack.exhausted() { return computeSizeOnFreshStack(n, p) }
        sizeComputations &+= 1
        let node = nodes[Int(n)]
        switch node.kind {
        case .root: return rootSize(node, p)
        case .shape, .image: return leafSize(node, p)
        case .text: return textSize(n, node, p)
        case .spacer: return spacerSize(node, p)
        case .divider: return dividerSize(node, p)
        case .hstack:
            if node.childCount == 1 && isChainLink(node) { return sizeLink(n, node, p) }
            if node.childCount == 2, let s = sizedAsPair(node, .horizontal, p) { return s }
            return stackLayout(node, .horizontal, p, placing: nil)
        case .vstack:
            if node.childCount == 1 && isChainLink(node) { return sizeLink(n, node, p) }
            if node.childCount == 2, let s = sizedAsPair(node, .vertical, p) { return s }
            return stackLayout(node, .vertical, p, placing: nil)
        case .zstack: return zstackLayout(node, p, placing: nil)
        case .fixedFrame: return fixedFrameLayout(node, p, placing: nil)
        case .flexFrame: return flexFrameLayout(node, p, placing: nil)
        case .padding:
            // A padding around a container (a message row) sizes directly; a
            // chain of paddings and one-child stacks loops (ChainSizing.swift).
            if node.childCount == 1 && isChainLink(nodes[Int(child(node, 0))]) { return sizeLink(n, node, p) }
            return paddingLayout(node, p, placing: nil)
        case .fixedSize: return fixedSizeLayout(node, p, placing: nil)
        case .offset: return offsetLayout(node, p, placing: nil)
        case .position: return positionLayout(node, p, placing: nil)
        case .alignmentGuide: return sizeLink(n, node, p)
        case .aspectRatio: return aspectRatioLayout(node, p, placing: nil)
        case .overlay, .background: return overlayLayout(node, p, placing: nil)
        case .layout: return customLayoutSize(n, node, p)
        case .viewThatFits: return viewThatFitsLayout(n, node, p, placing: nil)
        case .grid: return gridLayout(node, p, placing: nil)
        case .lazyVGrid, .lazyHGrid: return lazyGridSize(n, node, p)
        case .scrollView: return scrollViewLayout(n, node, p, placing: nil)
        case .lazyVStack: return lazyStackSize(n, node, .vertical, p)
        case .lazyHStack: return lazyStackSize(n, node, .horizontal, p)
        case .geometryReader: return geometryReaderSize(p)
        case .containerRelativeFrame: return containerRelativeFrameLayout(node, p, placing: nil)
        case .deferred: return .zero
        case .ignoresSafeArea, .directionBehavior, .depth: return sizeLink(n, node, p)
        case .safeAreaInset: return safeAreaInsetLayout(node, p, placing: nil)
        case .safeAreaPadding: return paddingLayout(node, p, placing: nil)
        }
    }

    // MARK: Placement

    /// Writes the local placement of node `n`'s children (left to right,
    /// before mirroring) for proposal `p` and the size `s` it answered.
    func placeChildren(_ n: Int32, _ node: Node, _ p: Proposal, _ s: Size, _ out: RawStorage<ChildPlacement>) {
        switch node.kind {
        case .shape, .image, .text, .spacer, .divider: break
        case .root: _ = rootLayout(node, p, s, placing: out)
        case .hstack:
            if node.childCount == 1 && placeSingleChild(node, .horizontal, p, out) { break }
            _ = stackLayout(node, .horizontal, p, placing: out)
        case .vstack:
            if node.childCount == 1 && placeSingleChild(node, .vertical, p, out) { break }
            _ = stackLayout(node, .vertical, p, placing: out)
        case .zstack: _ = zstackLayout(node, p, placing: out)
        case .fixedFrame: _ = fixedFrameLayout(node, p, placing: out)
        case .flexFrame: _ = flexFrameLayout(node, p, placing: out)
        case .padding: _ = paddingLayout(node, p, placing: out)
        case .fixedSize: _ = fixedSizeLayout(node, p, placing: out)
        case .offset: _ = offsetLayout(node, p, placing: out)
        case .position: _ = positionLayout(node, p, placing: out)
        case .alignmentGuide:
            out[0] = ChildPlacement(x: 0, y: 0, w: s.w, h: s.h, p: p)
        case .aspectRatio: _ = aspectRatioLayout(node, p, placing: out)
        case .overlay, .background: _ = overlayLayout(node, p, placing: out)
        case .layout: customLayoutPlace(n, node, p, s, out)
        case .viewThatFits: _ = viewThatFitsLayout(n, node, p, placing: out)
        case .grid: _ = gridLayout(node, p, placing: out)
        case .containerRelativeFrame: _ = containerRelativeFrameLayout(node, p, placing: out)
        case .scrollView:
            // Offsets and clamping are resolved at placement (placeScrolling);
            // here, for guides, the content at offset zero.
            _ = scrollViewLayout(n, node, p, placing: out)
        case .lazyVStack, .lazyHStack, .geometryReader, .deferred, .lazyVGrid, .lazyHGrid:
            // Their children are created while they are placed (placeScrolling).
            for i in 0..<Int(node.childCount) { out[i] = ChildPlacement() }
        case .ignoresSafeArea, .directionBehavior, .depth:
            out[0] = ChildPlacement(x: 0, y: 0, w: s.w, h: s.h, p: p)
        case .safeAreaInset: _ = safeAreaInsetLayout(node, p, placing: out)
        case .safeAreaPadding: _ = paddingLayout(node, p, placing: out)
        }
    }

    /// Places node `n` with its top-leading corner at (x, y) in root space and
    /// recurses into its children, mirroring them inside a right-to-left node.
    ///
    /// A loop rather than a recursion for each node's last child (a tail
    /// call): a chain of one-child nodes (every level of a deep nest) is
    /// placed without growing the stack, whose frames a deep recursion
    /// reloads from beyond the caches on the way back.
    func place(_ n: Int32, x: Double, y: Double, p: Proposal, s: Size) {
        var next = PendingPlacement(n: n, x: x, y: y, p: p, s: s)
        while true {
            let (n, x, y, s) = (next.n, next.x, next.y, next.s)
            if stack.exhausted() { return placeOnFreshStack(n, x: x, y: y, p: next.p, s: s) }
            let p = normalised(n, next.p)
            frames[Int(n)] = CGRect(x: x, y: y, width: s.w, height: s.h)
            let node = nodes[Int(n)]
            if !tree.coordinateSpaceNames.isEmpty && placeIfNamed(n, node, x: x, y: y, p: p, s: s) { return }
            if node.kind == .padding {
                // Its one child continues the loop (`paddingLayout`'s
                // placement, mirrored as `placeChildrenButLast` mirrors).
                next = paddedChild(node, x: x, y: y, p: p, s: s)
                continue
            }
            guard let last = placeNode(n, node, x: x, y: y, p: p, s: s) else { return }
            next = last
        }
    }

    // Out of line, the rare paths of the recursions: inlined, their locals
    // (a closure context, a dictionary lookup) widened every level's stack
    // frame, and a 10,000-level tree's stack outgrew the caches.

    @inline(never)
    func computeSizeOnFreshStack(_ n: Int32, _ p: Proposal) -> Size {
        stack.continueOnFreshStack { computeSize(n, p) }
    }

    @inline(never)
    func placeOnFreshStack(_ n: Int32, x: Double, y: Double, p: Proposal, s: Size) {
        stack.continueOnFreshStack { place(n, x: x, y: y, p: p, s: s) }
    }

    /// Places node `n` if it names a coordinate space.
    @inline(never)
    func placeIfNamed(_ n: Int32, _ node: Node, x: Double, y: Double, p: Proposal, s: Size) -> Bool {
        guard let name = tree.coordinateSpaceNames[n] else { return false }
        placeInCoordinateSpace(name, n, node, x: x, y: y, p: p, s: s)
        return true
    }

    /// Places node `n`, which names a coordinate space for the
    /// GeometryReaders inside. Kept out of line: the pass's stacks are
    /// class `var`s, whose accesses the compiler would otherwise check in
    /// every placement loop.
    @inline(never)
    func placeInCoordinateSpace(_ name: AnyHashable, _ n: Int32, _ node: Node, x: Double, y: Double, p: Proposal, s: Size) {
        pass.coordinateSpaces.append((name, CGRect(x: x, y: y, width: s.w, height: s.h)))
        defer { pass.coordinateSpaces.removeLast() }
        // The last child inside the space too.
        if let last = placeNode(n, node, x: x, y: y, p: p, s: s) {
            place(last.n, x: last.x, y: last.y, p: last.p, s: last.s)
        }
    }

    /// Places node `n`'s children, but the last one that needs a call of
    /// `place`, which is returned (see `placeChildrenButLast`).
    @inline(__always)
    func placeNode(_ n: Int32, _ node: Node, x: Double, y: Double, p: Proposal, s: Size) -> PendingPlacement? {
        switch node.kind {
        case .scrollView, .lazyVStack, .lazyHStack, .geometryReader, .lazyVGrid, .lazyHGrid:
            placeScrolling(n, node, x: x, y: y, p: p, s: s)
            return nil
        default:
            return placeChildrenButLast(n, node, x: x, y: y, p: p, s: s)
        }
    }

    /// Places node `n`'s children (its own frame is written).
    @inline(__always)
    func placeSubtree(_ n: Int32, _ node: Node, x: Double, y: Double, p: Proposal, s: Size) {
        if let last = placeChildrenButLast(n, node, x: x, y: y, p: p, s: s) {
            place(last.n, x: last.x, y: last.y, p: last.p, s: last.s)
        }
    }

    /// Places node `n`'s children, except that the last one, when it needs
    /// a call of `place`, is returned for the caller to place (after this
    /// node's scratch is given back).
    @inline(__always)
    func placeChildrenButLast(_ n: Int32, _ node: Node, x: Double, y: Double, p: Proposal, s: Size) -> PendingPlacement? {
        let count = Int(node.childCount)
        if count == 0 { return nil }
        let rtl = node.flags.contains(.rightToLeft)
        let plainSpaces = tree.coordinateSpaceNames.isEmpty
        if let info = plannedStack(node, p) {
            // A stack placed with the proposal it was sized for: each child
            // is placed as its plan gives it, with no scratch.
            var last: PendingPlacement?
            _ = placePlanned(node, info, node.kind == .hstack ? .horizontal : .vertical, p, count) { i, c in
                let cx = rtl ? s.w - c.x - c.w : c.x
                if let pending = placeChild(child(node, i), x: x + cx, y: y + c.y, p: c.p, s: Size(w: c.w, h: c.h),
                                            isLast: i == count - 1, plainSpaces: plainSpaces) {
                    last = pending
                }
            }
            return last
        }
        let base = scratchTop
        scratchTop += count
        let out = scratch.from(base)
        let special = usesLayoutProtocol && (node.kind == .layout || node.kind == .viewThatFits)
        if special && node.kind == .layout {
            // The `bounds` a custom layout's placeSubviews receives.
            layoutState!.originX = x
            layoutState!.originY = y
        }
        placeChildren(n, node, p, s, out)
        if node.kind.placesWithContext {
            // Safe areas and flips need the node's frame in root space.
            placeInContext(n, node, x: x, y: y, p: p, s: s, out)
            scratchTop = base
            return nil
        }
        var last: PendingPlacement?
        for i in 0..<count {
            let c = out[i]
            if special && c.w.isNaNValue { continue }  // a ViewThatFits child not shown
            let cx = rtl ? s.w - c.x - c.w : c.x
            if let pending = placeChild(child(node, i), x: x + cx, y: y + c.y, p: c.p, s: Size(w: c.w, h: c.h),
                                        isLast: i == count - 1, plainSpaces: plainSpaces) {
                last = pending
            }
        }
        scratchTop = base
        return last
    }

    /// A placement `place` is to make: node, origin in root space,
    /// proposal and size.
    struct PendingPlacement {
        var n: Int32
        var x, y: Double
        var p: Proposal
        var s: Size
    }

    // MARK: Alignment guides

    /// The explicit value of guide `key` for node `n` at size `s`, in the
    /// node's own space, or nil when nothing below sets one.
    func explicitGuide(_ n: Int32, _ key: AlignmentKey, _ p: Proposal, _ s: Size) -> Double? {
        let node = nodes[Int(n)]
        if node.guideMask & key.maskBit == 0 { return nil }
        if stack.exhausted() { return stack.continueOnFreshStack { explicitGuide(n, key, p, s) } }
        switch node.kind {
        case .text:
            let m = textMeasurement(n, node, p)
            switch key.builtin {
            case .firstTextBaseline: return Double(m.firstBaseline)
            case .lastTextBaseline: return Double(m.lastBaseline)
            default: return nil
            }
        case .image:
            // A system symbol's baseline, scaled with the image when resized.
            let leaf = Int(node.payload)
            let b = tree.leaves[leaf].baseline, h = tree.leaves[leaf].idealH
            if b.isNaNValue || !(h > 0) { return nil }
            return b * s.h / h
        case .alignmentGuide:
            let child = child(node, 0)
            let g = tree.guides[Int(node.payload)]
            if g.key == key {
                let d = ViewDimensions(width: s.w, height: s.h, source: GuideSource(engine: self, node: child, proposal: p))
                let v = Double(g.compute(d))
                return v.isFinite ? v : nil
            }
            return explicitGuide(child, key, p, s)
        case .offset:
            // Offsets move drawing only; guides stay where layout put them.
            return explicitGuide(child(node, 0), key, p, s)
        case .layout:
            return customLayoutGuide(n, node, key, p, s)
        case .viewThatFits:
            return viewThatFitsGuide(node, key, p, s)
        case .ignoresSafeArea, .depth:
            // Guides are the child's (its frame may grow when placed; the
            // guide is read at the size the parent sees).
            return explicitGuide(child(node, 0), key, p, s)
        default:
            return combinedChildGuide(n, node, key, p, s)
        }
    }

    /// A container's explicit value: its children's explicit values in its
    /// space, merged as the guide says (mean, or top/bottom-most baseline).
    /// Overlays and backgrounds take the primary view's only.
    func combinedChildGuide(_ n: Int32, _ node: Node, _ key: AlignmentKey, _ p: Proposal, _ s: Size) -> Double? {
        let count = Int(node.childCount)
        if count == 0 { return nil }
        let base = scratchTop
        scratchTop += count
        defer { scratchTop = base }
        let out = scratch.from(base)
        placeChildren(n, node, p, s, out)
        let considered = (node.kind == .overlay || node.kind == .background) ? 1 : count
        var acc = (sum: 0.0, count: 0, min: Double.infinity, max: -Double.infinity)
        for i in 0..<considered {
            let c = out[i]
            guard let v = explicitGuide(child(node, i), key, c.p, Size(w: c.w, h: c.h)) else { continue }
            let inParent = v + (key.isVertical ? c.y : c.x)
            acc.sum += inParent
            acc.count += 1
            acc.min = Swift.min(acc.min, inParent)
            acc.max = Swift.max(acc.max, inParent)
        }
        return key.combine(&acc)
    }

    /// The value of guide `key` for node `n`: explicit if set, else default.
    @inline(__always)
    func guide(_ n: Int32, _ key: AlignmentKey, _ p: Proposal, _ s: Size) -> Double {
        if nodes[Int(n)].guideMask & key.maskBit != 0, let e = explicitGuide(n, key, p, s) { return e }
        return key.defaultValue(width: s.w, height: s.h) {
            ViewDimensions(width: s.w, height: s.h, source: GuideSource(engine: self, node: n, proposal: p))
        }
    }

    /// A guide's default value in a box of size `s` with no view behind it
    /// (a frame's own alignment point).
    @inline(__always)
    func boxGuide(_ key: AlignmentKey, _ s: Size) -> Double {
        key.defaultValue(width: s.w, height: s.h) { ViewDimensions(width: s.w, height: s.h, source: nil) }
    }
}

extension LayoutEngine {
    /// The size node `n` answers for proposal `p`, computed at most once per
    /// pass (see `SizeCache`).
    /// (Forced inline, and so in an extension: `@inline(__always)` is not
    /// honoured inside the layout's recursion.)
    @_transparent
    func size(_ n: Int32, _ p: Proposal) -> Size {
        let p = normalised(n, p)
        // A shape or colour answers from the proposal alone (two
        // comparisons): cheaper than the memo, and keeps the many proposals
        // a flexible cell is offered out of it.
        let node = nodes[Int(n)]
        if node.kind == .shape { return p.shapeSize }
        // A fixed frame around a shape (a sized colour or shape, the most
        // common cell) is as cheap: its rule over the shape's, no memo.
        if isFramedShape(node) { return framedShapeSize(node, p) }
        // A text offered nothing on an axis is empty (the built-in
        // measurer's first rule, Fidelity, "Ideal sizes and sizing modifiers"): a stack's probe at 0 and a list
        // that does not fit ask this of every text, and outside the memo
        // those proposals do not crowd a text's row of answers.
        if node.kind == .text && (p.w == 0 || p.h == 0) && builtinMeasurer != nil { return .zero }
        if let s = cache.lookup(n, p) { return s }
        // An overflow saturates (Layout/NumericRule.swift).
        let s = computeSize(n, p).saturated(for: p)
        cache.insert(n, p, s)
        return s
    }

    /// Places child `cn` at (x, y) in root space, for `p` and with size
    /// `s`: a leaf's frame and a fixed frame around a shape in the parent's
    /// loop, with no call; anything else by `place`, unless it is the
    /// parent's last child (`isLast`), which is returned for the caller.
    @_transparent
    func placeChild(_ cn: Int32, x: Double, y: Double, p: Proposal, s: Size, isLast: Bool, plainSpaces: Bool) -> PendingPlacement? {
        let kind = nodes[Int(cn)].kind
        if kind.isLeaf {
            // A leaf's placement is its frame: no call, no proposal.
            frames[Int(cn)] = CGRect(x: x, y: y, width: s.w, height: s.h)
            return nil
        }
        if kind == .fixedFrame && plainSpaces && placeFramedShape(cn, x: x, y: y, p: p, s: s) { return nil }
        if isLast { return PendingPlacement(n: cn, x: x, y: y, p: p, s: s) }
        place(cn, x: x, y: y, p: p, s: s)
        return nil
    }
}

extension NodeKind {
    /// Kinds that never have children nor make content when placed.
    @inline(__always) var isLeaf: Bool {
        switch self {
        case .shape, .image, .text, .spacer, .divider: return true
        default: return false
        }
    }
}

extension StackPlan {
    /// A proposal no pass makes (a NaN with a payload no arithmetic
    /// produces): a stack with it has no plan.
    static let none = Proposal(w: Double(bitPattern: 0x7FF8_DEAD_BEEF_0001), h: Double(bitPattern: 0x7FF8_DEAD_BEEF_0001))
}
