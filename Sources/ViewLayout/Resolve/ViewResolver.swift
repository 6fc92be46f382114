import Foundation

/// Turns a view value into a `NodeTree`, walking `body` and the builder's
/// structure with static types. Views that produce several nodes (tuples,
/// `ForEach`, `Group`) leave them on `pending`; a container takes what its
/// content left there as its children, and a modifier wraps each of them.
public final class _ViewResolver: @unchecked Sendable {
    /// The resolver running on this task, so `@Environment` can read the
    /// environment in effect while a `body` is evaluated.
    @TaskLocal static var current: _ViewResolver?

    /// The resolver's working state. It lives in raw memory, not in stored
    /// `var`s of the class, whose every access would pay a dynamic
    /// exclusivity check (a few hundred instructions per view in total).
    struct State {
        var tree = NodeTree()
        var pending: [Int32] = []
        var environment: EnvironmentValues
        var modifierContent: [() -> Void] = []
        var diagnostics: [LayoutDiagnostic] = []
        /// The axis of the nearest enclosing stack, for `Spacer` and `Divider`.
        var stackContext: NodeFlags = []
        /// The rows recorded by `GridRow`s while a `Grid`'s content is
        /// resolved (nil outside a grid; Resolve/Grid+Resolve.swift).
        var gridRows: [GridRowMark]? = nil
        /// Set while a lazy container resolves its own content: a `ForEach`
        /// that becomes its direct child is recorded as deferred content, one
        /// node for all its elements (Resolve/DeferredContent.swift).
        var deferElements = false
        /// The open scopes of containers that read what their content
        /// records (Resolve/ContainerChannel.swift); empty outside them.
        var channelScopes: [ChannelScope] = []
        /// The session's record of body evaluations (BodyTracking.swift);
        /// nil for a plain layout.
        var tracker: BodyTracker? = nil
        /// The last solid color a `Color` view's leaf was given and its
        /// index in the tree's paints (-1: none yet): rows of cells repeat
        /// one or two colors (`addColorLeaf`).
        var lastColor: (color: Color, index: Int32) = (Color(red: 0, green: 0, blue: 0), -1)
        /// The one before it: rows alternate two colors as often as they repeat one.
        var otherColor: (color: Color, index: Int32) = (Color(red: 0, green: 0, blue: 0), -1)
    }
    private let state: RawStorage<State>

    var tree: NodeTree {
        _read { yield state[0].tree }
        _modify { yield &state[0].tree }
    }
    var pending: [Int32] {
        _read { yield state[0].pending }
        _modify { yield &state[0].pending }
    }
    var environment: EnvironmentValues {
        _read { yield state[0].environment }
        _modify { yield &state[0].environment }
    }
    var modifierContent: [() -> Void] {
        _read { yield state[0].modifierContent }
        _modify { yield &state[0].modifierContent }
    }
    var diagnostics: [LayoutDiagnostic] {
        _read { yield state[0].diagnostics }
        _modify { yield &state[0].diagnostics }
    }
    var stackContext: NodeFlags {
        _read { yield state[0].stackContext }
        _modify { yield &state[0].stackContext }
    }

    var gridRows: [GridRowMark]? {
        _read { yield state[0].gridRows }
        _modify { yield &state[0].gridRows }
    }

    var deferElements: Bool {
        _read { yield state[0].deferElements }
        _modify { yield &state[0].deferElements }
    }

    var channelScopes: [ChannelScope] {
        _read { yield state[0].channelScopes }
        _modify { yield &state[0].channelScopes }
    }

    var tracker: BodyTracker? {
        _read { yield state[0].tracker }
        _modify { yield &state[0].tracker }
    }

    var lastColor: (color: Color, index: Int32) {
        _read { yield state[0].lastColor }
        _modify { yield &state[0].lastColor }
    }
    var otherColor: (color: Color, index: Int32) {
        _read { yield state[0].otherColor }
        _modify { yield &state[0].otherColor }
    }

    /// Whether a session tracks what bodies read (Resolve/BodyTracking.swift):
    /// the one test an inlined custom view's `_makeView` makes.
    @usableFromInline var isTracking: Bool { state[0].tracker != nil }

    init(environment: EnvironmentValues) {
        state = .allocate(capacity: 1)
        state.initialize(repeating: State(environment: environment), count: 1)
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Where the recursion through `body`s must continue on a fresh stack.
    @usableFromInline let stack = StackBudget()

    /// Resolves a view; its nodes are appended to `pending`. Inlinable, so
    /// that the views' inlinable `_makeView`s are specialised through it.
    @inlinable @inline(__always) func make<V: View>(_ view: V) {
        if stack.exhausted() { return stack.continueOnFreshStack { V._makeView(view, self) } }
        V._makeView(view, self)
    }

    /// Whether a `ForEach` of `count` elements is expanded here, element by
    /// element (room reserved for them), rather than deferred to a lazy
    /// container or tagged for a picker (`ForEach._makeElements`).
    @usableFromInline func _expandsElements(count: Int) -> Bool {
        if deferElements || isCollecting(TagKey.self) { return false }
        reserve(count)
        return true
    }

    func reserve(_ count: Int) {
        tree.nodes.reserveGrowing(count)
        pending.reserveGrowing(count)
    }

    /// How long the arrays that grow with every element are, taken before
    /// a `ForEach`'s first element (`_reserveForElements`).
    @usableFromInline var _sizes: _ResolvedSizes {
        let s = state
        return _ResolvedSizes(nodes: s[0].tree.nodes.count, children: s[0].tree.children.count,
                              leaves: s[0].tree.leaves.count, texts: s[0].tree.texts.count,
                              stacks: s[0].tree.stacks.count, frames: s[0].tree.frames.count,
                              insets: s[0].tree.insets.count, pending: s[0].pending.count)
    }

    /// Makes room in every growing array for `remaining` more elements
    /// like the one resolved since `before` was taken, so that the arrays
    /// are allocated once, not copied at every doubling (a tenth of a wide
    /// row's resolving was `memcpy`). One element more than that: a nested
    /// `ForEach` guesses from its own first element, and a guess a little
    /// over what the rows need, made in the last row, would double the
    /// arrays once more. Bounded per array, so that a first element much
    /// larger than the rest cannot reserve without limit.
    @usableFromInline func _reserveForElements(since before: _ResolvedSizes, remaining: Int) {
        guard remaining > 0 else { return }
        let remaining = remaining + 1
        func grow<T>(_ array: inout [T], _ start: Int) {
            let perElement = array.count - start
            guard perElement > 0 else { return }
            let limit = Swift.max(1 << 23 / MemoryLayout<T>.stride, 1)
            array.reserveGrowing(Swift.min(perElement.multipliedReportingOverflow(by: remaining).overflow
                                               ? limit : perElement * remaining, limit))
        }
        let s = state
        grow(&s[0].tree.nodes, before.nodes)
        grow(&s[0].tree.children, before.children)
        grow(&s[0].tree.leaves, before.leaves)
        grow(&s[0].tree.texts, before.texts)
        grow(&s[0].tree.stacks, before.stacks)
        grow(&s[0].tree.frames, before.frames)
        grow(&s[0].tree.insets, before.insets)
        grow(&s[0].pending, before.pending)
    }

    var mark: Int { pending.count }

    var baseFlags: NodeFlags {
        environment.layoutDirection == .rightToLeft ? [.rightToLeft] : []
    }

    @discardableResult
    func addNode(_ kind: NodeKind, payload: Int32 = -1, flags: NodeFlags = [], childrenFrom start: Int? = nil) -> Int32 {
        var node = Node(kind: kind, flags: flags.union(baseFlags), payload: payload,
                        childStart: Int32(tree.children.count), childCount: 0)
        if let start = start {
            let count = pending.count - start
            node.childCount = Int32(count)
            let s = state
            if count == 1 {
                // A modifier's or a single-child container's: the general
                // slice copy and removal cost more than the rest of the node.
                let c = s[0].pending.removeLast()
                s[0].tree.children.append(c)
                node.guideMask |= s[0].tree.nodes[Int(c)].guideMask
            } else if count > 1 {
                s[0].tree.children.append(contentsOf: s[0].pending[start...])
                s[0].tree.nodes.withReadOnlyStorage { nodes in
                    for i in start..<s[0].pending.count { node.guideMask |= nodes[Int(s[0].pending[i])].guideMask }
                }
                s[0].pending.removeLast(count)
            }
        }
        let index = Int32(tree.nodes.count)
        tree.nodes.append(node)
        pending.append(index)
        return index
    }

    /// Resolves `content` as the children of a new container node.
    func container(_ kind: NodeKind, payload: Int32, stack: NodeFlags = [], content: () -> Void) {
        let start = mark
        let savedContext = stackContext
        let savedDefer = deferElements
        stackContext = stack
        deferElements = false
        content()
        stackContext = savedContext
        deferElements = savedDefer
        addNode(kind, payload: payload, childrenFrom: start)
    }

    /// Resolves `content` and wraps each node it produced in a new node of
    /// `kind`, which inherits the child's layout priority (a trait of the
    /// list element, not of the view, as in SwiftUI).
    func wrapEach(_ kind: NodeKind, payload: Int32 = -1, flags: NodeFlags = [], extraMask: UInt8 = 0, content: () -> Void) {
        let start = mark
        // A modified ForEach is expanded (its elements are wrapped one by one).
        let savedDefer = deferElements
        deferElements = false
        content()
        deferElements = savedDefer
        var i = start
        while i < pending.count {
            let child = pending[i]
            let c = tree.nodes[Int(child)]
            let node = Node(kind: kind, guideMask: c.guideMask | extraMask, flags: flags.union(baseFlags),
                            payload: payload, childStart: Int32(tree.children.count), childCount: 1)
            tree.children.append(child)
            let n = Int32(tree.nodes.count)
            pending[i] = n
            tree.nodes.append(node)
            // Most children have none: the new node's flags already say 0.
            if c.flags.contains(.hasPriority) { tree.setPriority(n, tree.priorities[Int(child)]) }
            i += 1
        }
    }

    /// Resolves `primary`, then `secondary` once per primary node, as the
    /// second and later children of a node of `kind` (overlay, background).
    func attach(_ kind: NodeKind, payload: Int32, primary: () -> Void, secondary: () -> Void) {
        let start = mark
        let savedDefer = deferElements
        deferElements = false
        defer { deferElements = savedDefer }
        primary()
        let produced = Array(pending[start...])
        pending.removeLast(produced.count)
        let savedContext = stackContext
        for p in produced {
            let s = mark
            pending.append(p)
            stackContext = []
            secondary()
            stackContext = savedContext
            let n = addNode(kind, payload: payload, childrenFrom: s)
            if tree.nodes[Int(p)].flags.contains(.hasPriority) { tree.setPriority(n, tree.priorities[Int(p)]) }
            // Only the primary view's guides are the overlay's own.
            tree.nodes[Int(n)].guideMask = tree.nodes[Int(p)].guideMask
        }
    }

    /// Applies `body` to every node that `content` produced.
    func forEachProduced(_ content: () -> Void, _ body: (Int32) -> Void) {
        let start = mark
        // Annotating each node needs real nodes: a ForEach here is expanded.
        let savedDefer = deferElements
        deferElements = false
        content()
        deferElements = savedDefer
        for i in start..<pending.count { body(pending[i]) }
    }

    func diagnose(_ message: String) {
        diagnostics.append(LayoutDiagnostic(message: message))
    }

    /// Resolves a whole view into a tree with a single root node.
    /// With `hashed`, the subtree hashes a `LayoutSession` compares by are made too.
    /// `like`: a tree of the same view's previous value (a session's),
    /// whose sizes the new tree's arrays are made with: each is written
    /// once, where growing by doubling copied it into fresh pages (twice
    /// the memory, a page fault a page, and the session's memory pushed out
    /// of the caches just before its update).
    static func resolve<V: View>(_ view: V, environment: EnvironmentValues, hashed: Bool = false,
                                 like previous: SharedTree? = nil, tracker: BodyTracker? = nil) -> (NodeTree, [LayoutDiagnostic]) {
        let resolver = _ViewResolver(environment: environment)
        resolver.tracker = tracker
        if let old = previous?.tree {
            resolver.tree.nodes.reserveCapacity(old.nodes.count)
            resolver.tree.children.reserveCapacity(old.children.count)
            resolver.tree.leaves.reserveCapacity(old.leaves.count)
            resolver.tree.texts.reserveCapacity(old.texts.count)
            resolver.tree.stacks.reserveCapacity(old.stacks.count)
            resolver.tree.frames.reserveCapacity(old.frames.count)
            resolver.tree.paints.reserveCapacity(old.paints.count)
            resolver.tree.insets.reserveCapacity(old.insets.count)
        }
        // Bodies are main-actor code (Runtime/MainActorContext.swift).
        asMainActorContext {
            if tracker == nil {
                _ViewResolver.$current.withValue(resolver) {
                    resolver.container(.root, payload: -1) { resolver.make(view) }
                }
            } else {
                BodyTracker.withActive {
                    _ViewResolver.$current.withValue(resolver) {
                        resolver.container(.root, payload: -1) { resolver.make(view) }
                    }
                }
                tracker?.finish()
            }
        }
        resolver.tree.root = resolver.pending[0]
        resolver.tree.markLayoutFacts()
        if hashed { resolver.tree.hashes = SubtreeHashes(resolver.tree) }
        return (resolver.tree, resolver.diagnostics)
    }
}

/// The lengths of a resolver's growing arrays at one moment
/// (`_ViewResolver._sizes`).
@usableFromInline struct _ResolvedSizes {
    let nodes, children, leaves, texts, stacks, frames, insets, pending: Int
}

extension Array {
    /// Makes room for `extra` more elements, at least doubling the
    /// capacity when it grows: `reserveCapacity` allocates exactly what is
    /// asked, so a little more asked each time (once per row of a grid)
    /// copied the whole array each time.
    @inline(__always) mutating func reserveGrowing(_ extra: Int) {
        let needed = count + extra
        if needed > capacity { reserveCapacity(Swift.max(needed, 2 * capacity)) }
    }
}

/// A problem found in the input (a negative frame, a NaN padding...), with
/// what the engine did about it.
public struct LayoutDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// What was wrong and what the engine used instead.
    public let message: String
    public var description: String { message }
}
