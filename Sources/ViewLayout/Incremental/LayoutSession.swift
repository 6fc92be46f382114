import Foundation

/// A laid-out view kept for updates: give it the next value of the view
/// (the same structure, some leaves changed: a frame's width, a text's
/// string) and it re-measures only what the change can affect, reusing
/// every other measurement and placement of the previous layout. The frames
/// are identical to a fresh `layout(_:in:environment:)` of the new value.
///
///     let session = LayoutSession(MessageList(messages: m), in: CGSize(width: 400, height: 800))
///     m[17] = "edited"
///     let placed = session.update(with: MessageList(messages: m))
///
/// A session also follows the view's state: after a `@State`, `@Binding`,
/// `@Published` or `@Observable` value changes, `layout()` evaluates again
/// only the bodies that read it and re-lays out what their new nodes move
/// (`StateUpdates.swift`; see the Performance article).
///
/// An update whose structure differs from the kept tree (another number of
/// views, another kind of view somewhere, a branch of an `if` taken
/// differently) is laid out from scratch; `lastUpdateWasIncremental` says
/// which happened.
///
/// How: the new value is resolved into a node tree with a hash of each
/// subtree (linear in its size; `resolve(_:)` and `update(with:)` taking a
/// resolved tree let a caller time it apart) and compared with the kept
/// one from the root down, entering only the subtrees whose hashes differ
/// (TreeDiff.swift). The nodes whose layout inputs changed, and their
/// ancestors, forget their memoised sizes; the pass then runs from the
/// root, every untouched subtree answering from the memo, and stops
/// climbing at an ancestor whose answers did not change (`settle`).
/// Placement stores each frame relative to its parent and stops at a
/// subtree placed with the same proposal and size as before, so a row that
/// merely moves costs one write. Root-space frames of the result are made
/// on first use.
public final class LayoutSession {
    private let environment: EnvironmentValues
    private var resolved: ResolvedViewTree
    private var engine: LayoutEngine
    private var proposal: Proposal
    private var rootDiagnostics: [LayoutDiagnostic]
    /// Each node's parent (-1 for the root), made once per structure.
    /// This and `dirty` are unchecked: an update walks every changed node's
    /// ancestors through them, and a checked class `var` costs a runtime
    /// call per access (a session is used from one thread at a time).
    @exclusivity(unchecked) private var parents: [Int32] = []
    /// Each node's placement relative to its parent, by the child link that
    /// leads to it (the root's last), so that a container's children's
    /// entries are side by side: an update that moves nothing in a 100-row
    /// list checks 100 neighbouring entries, not 100 scattered pages. The result of a layout
    /// shares this array; the next update copies it only if that result is
    /// still alive and has not made its frames yet.
    private var kept: [RelativePlacement] = []
    /// Marks of the nodes on the current update's paths (`UpdateMark`).
    @exclusivity(unchecked) private var dirty: [UInt8] = []
    /// One bit per node, set for the nodes marked in `dirty`: placement asks
    /// every visited node whether it is marked, and a list's rows are 64 to a
    /// word here rather than a cache line each in `dirty`.
    @exclusivity(unchecked) private var markedBits: [UInt64] = []
    /// The guides some container of the kept tree may align by
    /// (`NodeTree.guidesRead`), and whether its children come before their
    /// parents: what the early cutoff of an update needs (`settle`).
    private var guidesRead: UInt8 = .max
    private var postOrder = false
    /// The marked nodes of an update, ascending, for the next pass's `settle`.
    private var settling: [Int32] = []
    /// Kept entries that are not ordinary (`RelativePlacement.isOrdinary`:
    /// bad input or huge values, which a fresh layout may report).
    private var nonFinite = 0
    /// Whether the kept tree has content made at layout time (lazy stacks,
    /// GeometryReader, containerRelativeFrame), custom layouts
    /// (whose caches live in the engine), views placed in root space (safe
    /// areas, mirrored views) or depth: such a tree is laid out afresh on
    /// every update and root size, which is always right.
    private var deferred: Bool
    /// The root's safe-area insets and keyboard height (as
    /// `ResolvedViewTree.layout(in:safeAreaInsets:keyboardHeight:)`); a root
    /// with either is laid out afresh too.
    private var safeAreaInsets = EdgeInsets()
    private var keyboardHeight: CGFloat = 0
    private var hasRootInsets: Bool { safeAreaInsets != EdgeInsets() || keyboardHeight != 0 }

    /// Whether the kept tree was resolved by this session (in its environment).
    private var keptIsOurs = false

    /// The result of the last layout or update.
    public var result: PlacedViewTree { _result! }
    private var _result: PlacedViewTree?
    /// Whether the last update reused the kept tree (false: its structure
    /// differed, or it was resolved elsewhere, and it was laid out afresh).
    public private(set) var lastUpdateWasIncremental = false
    /// How many nodes the last update measured again: the ones that changed
    /// and their ancestors (all of them after a fresh layout).
    public private(set) var lastUpdateChangedNodes = 0
    /// How many nodes the last update's comparison entered: those whose
    /// subtree differs from the kept one, by its hash (the path to each
    /// change); every other subtree was skipped unread. 0 after a fresh
    /// layout.
    public private(set) var lastUpdateComparedNodes = 0
    /// How many child links of the entered nodes the last update's
    /// comparison read one by one; runs of 32 equal links (the untouched
    /// rows of a long list) are passed by one hash each. 0 after a fresh
    /// layout.
    public private(set) var lastUpdateComparedLinks = 0

    /// Lays `view` out in a root of `size`, as `layout(_:in:environment:)`
    /// (with `safeAreaInsets` and `keyboardHeight`: as
    /// `layout(_:in:safeAreaInsets:keyboardHeight:environment:)`), and keeps
    /// what it measured for later updates.
    public init<V: View>(_ view: V, in size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), keyboardHeight: CGFloat = 0,
                         environment: EnvironmentValues = EnvironmentValues()) {
        self.environment = environment
        self.safeAreaInsets = safeAreaInsets
        self.keyboardHeight = keyboardHeight
        (proposal, rootDiagnostics) = ResolvedViewTree.rootProposal(size)
        rootSize = size
        let tracker = BodyTracker(previous: nil)
        tracker.root = view
        resolved = ResolvedViewTree(view, environment: environment, hashed: true, tracker: tracker)
        engine = LayoutSession.engine(for: resolved)
        deferred = false
        resolved.resolvedBy = self
        start(resolved, engine: engine)
    }

    /// The root size the session lays out in.
    public private(set) var rootSize: CGSize

    /// Resolves `view` in the session's environment, for `update(with:)`.
    public func resolve<V: View>(_ view: V) -> ResolvedViewTree {
        resolve(view, keepingState: false)
    }

    /// `keepingState`: the views' state storage is the kept tree's, by
    /// their places, as SwiftUI keeps it (`layout()` resolving the same
    /// view again); otherwise a new value's state is its own, and an
    /// update gives a fresh layout's frames of it.
    private func resolve<V: View>(_ view: V, keepingState: Bool) -> ResolvedViewTree {
        let tracker = BodyTracker(previous: keepingState ? resolved.tracker : nil)
        tracker.root = view
        var r = ResolvedViewTree(view, environment: environment, hashed: true, like: resolved.shared, tracker: tracker)
        r.resolvedBy = self
        return r
    }

    /// Lays out the kept view after its state changed: the bodies that read
    /// a `@State`, `@Binding`, `@Published` property or `@Observable`
    /// property written since the last layout are evaluated again (those
    /// alone: a body reads its state while it is evaluated, and the session
    /// recorded what each read), their new nodes replace their old ones,
    /// and only what those nodes' changes move is measured and placed
    /// again. Nothing changed, or bodies that give the same nodes: the last
    /// result, with no pass.
    ///
    ///     let model = Inbox()                  // an @Observable or ObservableObject
    ///     let session = LayoutSession(InboxView(model: model), in: size)
    ///     model.messages[17].isRead = true
    ///     let placed = session.layout()
    ///
    /// A body whose new nodes differ in shape (another number of views, a
    /// branch of an `if` taken differently) makes the session resolve the
    /// whole view again and compare it as `update(with:)` does; the views'
    /// state is kept by their places either way. The frames are always a
    /// fresh layout's of the same state.
    @discardableResult
    public func layout() -> PlacedViewTree {
        guard let tracker = resolved.tracker, keptIsOurs else { return result }
        let bodies = tracker.takeInvalidated()
        lastUpdateEvaluatedBodies = 0
        if bodies.isEmpty { return result }
        if !deferred, !hasRootInsets {
            switch BodyTracker.update(bodies, of: resolved, evaluated: &lastUpdateEvaluatedBodies) {
            case .same:
                lastUpdateWasIncremental = true
                lastUpdateChangedNodes = 0
                return result
            case let .spliced(splice):
                lastUpdateComparedNodes = 0
                lastUpdateComparedLinks = 0
                return relayout(splice, tracker: tracker)
            case .reshaped:
                break
            }
        }
        guard let root = tracker.root else { return result }
        let evaluated = lastUpdateEvaluatedBodies
        let placed = update(with: resolve(root, keepingState: true))
        lastUpdateEvaluatedBodies = evaluated + (resolved.tracker?.records.count ?? 0)
        return placed
    }

    /// How many `body` evaluations the last `layout()` made.
    var lastUpdateEvaluatedBodies = 0

    /// Lays out the next value of the view; see the type's description.
    @discardableResult
    public func update<V: View>(with view: V) -> PlacedViewTree {
        update(with: resolve(view))
    }

    /// Lays out a value resolved by `resolve(_:)`. A tree resolved otherwise
    /// (its environment may differ) is laid out afresh.
    @discardableResult
    public func update(with new: ResolvedViewTree) -> PlacedViewTree {
        var entered = 0, links = 0
        defer { (lastUpdateComparedNodes, lastUpdateComparedLinks) = (entered, links) }
        // The trees by their shared references: read through `resolved`, a
        // property of this class, the old tree was copied for each call.
        let old = resolved.shared, fresh = new.shared
        guard keptIsOurs, !deferred, !hasRootInsets, new.resolvedBy === self,
              let changed = NodeTree.changedNodes(fresh, from: old, entered: &entered, links: &links) else {
            (entered, links) = (0, 0)
            // Custom layouts keep their caches through an update of the same
            // structure, and get updateCache (CustomLayout.swift).
            if keptIsOurs, new.resolvedBy === self, let store = new.layoutCaches { store.inherit(from: resolved, into: new.tree) }
            start(new)
            lastUpdateWasIncremental = false
            return result
        }
        return relayout(changed, from: old, to: new)
    }

    /// Lays out `new`, a tree of the kept one's structure whose nodes
    /// `changed` have other layout inputs, measuring again only those and
    /// their ancestors.
    private func relayout(_ changed: [Int32], from old: SharedTree, to new: ResolvedViewTree) -> PlacedViewTree {
        let fresh = new.shared
        let marked = mark(changed) { fresh.tree.unstableAxes(changed[$0], from: old.tree) }
        engine = LayoutEngine(continuing: engine, tree: fresh)
        // Only a changed node can read otherwise: the others on the path
        // have equal own hashes, which cover their records.
        dirty.withStorage { engine.refresh(changed, from: old.tree, marks: $0) }
        resolved = new
        return relayout(changed, marked: marked)
    }

    /// Writes the bodies `splice` evaluated again over the kept tree, then
    /// lays it out as `relayout(_:from:to:)` does, with the marks the
    /// splice found (the old nodes are gone once written).
    ///
    /// The tree's arrays are written in place when nothing else holds
    /// them: the last result, the engine and the kept value let go of them
    /// first. A result the caller still holds keeps the old arrays, and
    /// those written are copied (the copy an update by value always made).
    private func relayout(_ splice: StateSplice, tracker: BodyTracker) -> PlacedViewTree {
        _result = nil
        var tree = resolved.tree
        resolved = ResolvedViewTree(NodeTree(), replacing: resolved)
        engine = LayoutEngine(continuing: engine, tree: resolved.shared)
        splice.write(into: &tree, tracker: tracker)
        resolved = ResolvedViewTree(tree, replacing: resolved)
        let marked = mark(splice.changed) { splice.marks[$0] }
        engine = LayoutEngine(continuing: engine, tree: resolved.shared)
        return relayout(splice.changed, marked: marked)
    }

    /// Marks the changed nodes (the `i`th with `marks(i)` beside
    /// `UpdateMark.remeasure`) and their ancestors, each once: the marked
    /// nodes, ascending. Written through the arrays' storage (a class's
    /// array written by subscript checks its uniqueness per write: a deep
    /// nest's path is thousands of nodes).
    private func mark(_ changed: [Int32], _ marks: (Int) -> UInt8) -> [Int32] {
        var marked: [Int32] = []
        dirty.withStorage { dirty in
            parents.withReadOnlyStorage { parents in
                for (i, n) in changed.enumerated() {
                    var m = n
                    dirty[Int(n)] |= UpdateMark.remeasure | marks(i)
                    while m >= 0 && dirty[Int(m)] & UpdateMark.onPath == 0 {
                        dirty[Int(m)] |= UpdateMark.onPath
                        marked.append(m)
                        m = parents[Int(m)]
                    }
                }
            }
        }
        // One change's path, read up from it, ascends (parents come after
        // their children): no sort.
        if !zip(marked, marked.dropFirst()).allSatisfy({ $0 < $1 }) { marked.sort() }
        markedBits.withStorage { bits in
            for n in marked { bits[Int(n) >> 6] |= 1 << UInt64(Int(n) & 63) }
        }
        return marked
    }

    /// The pass of an update whose nodes `changed` and their ancestors
    /// (`marked`) are marked, the engine and `resolved` the new tree's.
    private func relayout(_ changed: [Int32], marked: [Int32]) -> PlacedViewTree {
        // A changed container may align by another guide now: the set only grows.
        for n in changed { guidesRead |= resolved.tree.guidesRead(by: resolved.tree.nodes[Int(n)]) }
        settling = marked
        lastUpdateWasIncremental = true
        lastUpdateChangedNodes = marked.count
        run()
        settling = []
        dirty.withStorage { dirty in
            markedBits.withStorage { bits in
                for n in marked {
                    dirty[Int(n)] = 0
                    bits[Int(n) >> 6] = 0
                }
            }
        }
        return result
    }

    /// Lays the kept tree out in a root of another size, reusing every
    /// measurement that the new root size does not affect.
    @discardableResult
    public func layout(in size: CGSize) -> PlacedViewTree {
        (proposal, rootDiagnostics) = ResolvedViewTree.rootProposal(size)
        rootSize = size
        run()
        return result
    }

    /// Lays the kept tree out in a root of another size with other safe-area
    /// insets and keyboard height (a rotation, the keyboard showing); later
    /// root sizes keep them.
    @discardableResult
    public func layout(in size: CGSize, safeAreaInsets: EdgeInsets, keyboardHeight: CGFloat = 0) -> PlacedViewTree {
        self.safeAreaInsets = safeAreaInsets
        self.keyboardHeight = keyboardHeight
        return layout(in: size)
    }

    /// An engine that keeps what it measures, for `new`.
    private static func engine(for new: ResolvedViewTree) -> LayoutEngine {
        LayoutEngine(keeping: new.shared, measurer: new.environment.textMeasurer, scale: Double(new.environment.displayScale))
    }

    /// A fresh layout of `new`, kept (`engine`: one just made for `new`,
    /// which the initializer passes instead of having a second one made).
    private func start(_ new: ResolvedViewTree, engine fresh: LayoutEngine? = nil) {
        resolved = new
        keptIsOurs = new.resolvedBy === self
        let tree = new.tree
        engine = fresh ?? LayoutSession.engine(for: new)
        var parents = [Int32](repeating: -1, count: tree.nodes.count)
        for (i, node) in tree.nodes.enumerated() {
            for k in 0..<Int(node.childCount) { parents[Int(tree.children[Int(node.childStart) + k])] = Int32(i) }
        }
        self.parents = parents
        deferred = LayoutEngine.needsLayoutState(tree) || !tree.depths.isEmpty || tree.nodes.contains { node in
            switch node.kind {
            case .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid, .deferred, .geometryReader,
                 .containerRelativeFrame: return true
            default: return node.kind.placesWithContext
            }
        }
        kept = Array(repeating: RelativePlacement(), count: tree.children.count + 1)
        dirty = Array(repeating: 0, count: tree.nodes.count)
        markedBits = Array(repeating: 0, count: (tree.nodes.count + 63) / 64)
        settling = []
        // Hashes are made only for a tree whose children come before their
        // parents (SubtreeHashes), which is what `settle` needs too.
        postOrder = !deferred && tree.hashes != nil
        guidesRead = postOrder ? tree.guidesRead : .max
        nonFinite = 0
        lastUpdateChangedNodes = tree.nodes.count
        run()
    }

    /// One pass from the root with what is kept, then the result.
    private func run() {
        if deferred || hasRootInsets {
            _result = resolved.layout(in: rootSize, safeAreaInsets: safeAreaInsets, keyboardHeight: keyboardHeight)
            return
        }
        let engine = self.engine, p = proposal, root = resolved.tree.root
        engine.startPass(p)
        // The previous result shares `kept` until it makes its frames: let
        // it go first, so that the pass below writes in place.
        _result = nil
        engine.sizeComputations = 0
        var nonFinite = self.nonFinite
        let rootSlot = kept.count - 1
        kept.withStorage { kept in
            dirty.withStorage { dirty in
                markedBits.withReadOnlyStorage { markedBits in
                    parents.withReadOnlyStorage { parents in
                        settling.withReadOnlyStorage { path in
                            RawStorage.with(&nonFinite) { nonFinite in
                                let state = KeptState(kept: kept, dirty: dirty, marked: markedBits, nonFinite: nonFinite,
                                                      path: path, pathCount: settling.count, parents: parents)
                                engine.runPass {
                                    if !settling.isEmpty {
                                        engine.settle(settling, parents: parents, marks: dirty,
                                                      guidesRead: guidesRead, cutoff: postOrder, kept: kept,
                                                      nonFinite: nonFinite)
                                    }
                                    let s = engine.size(root, p)
                                    engine.placeKeeping(root, slot: rootSlot, x: 0, y: 0, p: p, s: s, state)
                                }
                            }
                        }
                    }
                }
            }
        }
        self.nonFinite = nonFinite
        let kept = self.kept, scale = Double(resolved.environment.displayScale)
        var diagnostics = resolved.diagnostics + rootDiagnostics + engine.pass.diagnostics
        if nonFinite == 0 {
            _result = PlacedViewTree(storage: PlacedViewTree.Storage(tree: resolved.shared, sizeComputations: engine.sizeComputations) { tree in
                let frames = LayoutSession.rootFrames(tree, kept)
                ResolvedViewTree.finishFrames(ReadOnlyStorage(frames.base), into: frames, scale: scale)
                return frames
            }, diagnostics: diagnostics)
        } else {
            // Bad input or huge values somewhere: report what a fresh
            // layout reports, exactly.
            let tree = resolved.tree
            let frames = LayoutSession.rootFrames(tree, kept)
            for (i, r, fault) in ResolvedViewTree.finishFrames(ReadOnlyStorage(frames.base), into: frames, scale: scale).prefix(10) {
                diagnostics.append(LayoutDiagnostic(message: NumericRule.message(resolved.kindName(Int32(i)), r, fault)))
            }
            _result = PlacedViewTree(storage: PlacedViewTree.Storage(tree: resolved.shared, frames: frames, sizeComputations: engine.sizeComputations),
                                    diagnostics: diagnostics)
        }
    }

    /// Root-space frames from relative ones, parents first, with the same
    /// additions as `LayoutEngine.place` (a child's origin is its parent's
    /// plus its offset), so the values are bit for bit a fresh layout's.
    static func rootFrames(_ tree: NodeTree, _ kept: [RelativePlacement]) -> FrameStore {
        let store = FrameStore(count: tree.nodes.count)
        let frames = store.base
        frames.initialize(repeating: .zero, count: tree.nodes.count)
        guard tree.root >= 0 else { return store }
        let r = kept[kept.count - 1]
        frames[Int(tree.root)] = CGRect(x: r.x, y: r.y, width: r.w, height: r.h)
        var stack: [Int32] = [tree.root]
        while let n = stack.popLast() {
            let node = tree.nodes[Int(n)]
            let origin = frames[Int(n)].origin
            for k in 0..<Int(node.childCount) {
                let c = tree.children[Int(node.childStart) + k]
                let e = kept[Int(node.childStart) + k]
                frames[Int(c)] = CGRect(x: origin.x + e.x, y: origin.y + e.y, width: e.w, height: e.h)
                stack.append(c)
            }
        }
        return store
    }
}
