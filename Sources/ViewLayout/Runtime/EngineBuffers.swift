import Foundation

/// The raw memory of a layout pass (see `LayoutEngine`): node and link
/// copies, the memo, frames, scratch stacks. Freed when the last engine
/// using it goes.
final class EngineBuffers {
    /// A copy of the tree's links with room for stand-in stacks, with a
    /// custom layout in the tree; nil otherwise (the engine reads the
    /// tree's: a copy cost a read and a write of 4 bytes a view per pass).
    let links: UnsafeMutablePointer<Int32>?
    let counters: UnsafeMutablePointer<Int>
    let frames: UnsafeMutablePointer<CGRect>
    /// The memory behind `frames`: the result takes it over, rounded in
    /// place (`makeOwnStorage`), rather than copying it.
    let frameStore: FrameStore
    let scratch: UnsafeMutablePointer<ChildPlacement>
    let items: UnsafeMutablePointer<StackItem>
    let order: UnsafeMutablePointer<Int32>
    let plans: UnsafeMutablePointer<StackPlan>
    let planProposals: UnsafeMutablePointer<Proposal>
    let chain: UnsafeMutablePointer<LayoutEngine.ChainLink>
    let probes: UnsafeMutablePointer<StackProbe>?
    let probeMinor: UnsafeMutablePointer<Double>?
    let planMinor: UnsafeMutablePointer<Double>?
    let cache: SizeCache

    /// The pooled blocks behind the pointers (Runtime/BufferPool.swift).
    private let pooled: (PooledBuffer<Int32>?, PooledBuffer<ChildPlacement>,
                         PooledBuffer<StackItem>, PooledBuffer<Int32>, PooledBuffer<StackPlan>, PooledBuffer<Proposal>)

    /// `linkCount`: room for the tree's child links and the scratch stacks;
    /// `keepsProbes`: a session's engine (`LayoutEngine.probes`).
    init(tree: NodeTree, linkCount: Int, keepsProbes: Bool) {
        let nodeCount = tree.nodes.count
        let copiesLinks = linkCount > tree.children.count + 1
        let l = copiesLinks ? PooledBuffer<Int32>(count: linkCount) : nil
        let sc = PooledBuffer<ChildPlacement>(count: linkCount)
        let it = PooledBuffer<StackItem>(count: linkCount), o = PooledBuffer<Int32>(count: linkCount)
        let pl = PooledBuffer<StackPlan>(count: tree.children.count), pp = PooledBuffer<Proposal>(count: tree.stacks.count)
        pooled = (l, sc, it, o, pl, pp)
        links = l?.pointer
        links?.initialize(from: tree.children, count: tree.children.count)
        counters = .allocate(capacity: 4)
        counters.initialize(repeating: 0, count: 4)
        // One entry a level (ChainSizing.swift).
        chain = .allocate(capacity: tree.depth + 2)
        // A session's only (LayoutEngine.probes).
        let stackCount = Swift.max(tree.stacks.count, 1)
        probes = keepsProbes ? .allocate(capacity: Swift.max(tree.children.count, 1)) : nil
        probeMinor = keepsProbes ? .allocate(capacity: stackCount) : nil
        probeMinor?.initialize(repeating: StackPlan.none.w, count: stackCount)
        planMinor = keepsProbes ? .allocate(capacity: stackCount) : nil
        planMinor?.initialize(repeating: StackPlan.none.w, count: stackCount)
        cache = SizeCache(nodeCount: nodeCount, forgets: keepsProbes)
        // Zero until placed: a node a pass does not place (a ViewThatFits
        // alternative, lazy content) has an empty frame. Not needed when
        // every node is placed (most trees; 32 bytes a view).
        frameStore = FrameStore(count: nodeCount)
        frames = frameStore.base.base
        if !tree.placesEveryNode || nodeCount == 0 {
            memset(frames, 0, Swift.max(nodeCount, 1) * MemoryLayout<CGRect>.stride)
        }
        // A stack's plan is written before it is read (planProposals says
        // which are valid).
        plans = pl.pointer
        planProposals = pp.pointer
        planProposals.initialize(repeating: StackPlan.none, count: Swift.max(tree.stacks.count, 1))
        // The scratch stacks hold plain values, each written before it is
        // read, so they are not filled: only the pages the deepest path of
        // the pass reaches are touched (in a fresh process; later passes
        // reuse the pool's memory).
        scratch = sc.pointer
        items = it.pointer
        order = o.pointer
    }

    deinit {
        counters.deallocate()
        chain.deallocate()
        probes?.deallocate()
        planMinor?.deallocate()
        probeMinor?.deallocate()
        pooled.0?.release(); pooled.1.release(); pooled.2.release(); pooled.3.release()
        pooled.4.release(); pooled.5.release()
    }
}
