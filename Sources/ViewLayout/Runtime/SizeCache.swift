import Foundation

/// The memo of one layout pass: for each node, every (proposal, size) pair it
/// has answered. Sizing is a pure function of the node and the proposal
/// (HowLayoutWorks, "Sizing is memoised"), so nothing is ever evicted within a pass.
///
/// The first four answers of a node sit in flat arrays indexed by node,
/// each proposal beside its answer (no hashing): almost every node is asked
/// at most four distinct proposals (0, infinity and a share along a stack's
/// axis, and the placing proposal is one of those). A node's first answer
/// is in `first`, two nodes to a cache line (most nodes of a one-off pass
/// are asked one proposal: a row of 128 bytes a node made each of them a
/// line of its own to fetch); the next three in its row of `rows`. A node
/// asked more spills into one open-addressing table shared by the pass,
/// which keeps nested stacks linear where a fixed number of ways would
/// thrash and recompute subtrees.
final class SizeCache {
    static let ways = 4
    /// A proposal and the size answered for it.
    struct Entry {
        var p: Proposal
        var s: Size
    }
    private let first: UnsafeMutablePointer<Entry>
    /// Each node's answers after its first (`ways - 1` a node).
    private let rows: UnsafeMutablePointer<Entry>
    /// How many of a node's row entries are filled (0...ways).
    private let used: UnsafeMutablePointer<UInt8>
    /// Each node's generation in the spill table: a spilled entry counts
    /// only while its generation is its node's, so a `LayoutSession`
    /// forgets a node's spilled answers by counting its generation up, with
    /// no walk over the table (the stale entries go when the table grows).
    /// Nil in a one-off pass, which never forgets (every generation is 0):
    /// no 4 bytes a view to clear.
    private let generation: UnsafeMutablePointer<UInt32>?
    /// Node `n`'s generation (0 in a one-off pass).
    @inline(__always) private func generation(_ n: Int32) -> UInt32 { generation?[Int(n)] ?? 0 }
    private let nodeCount: Int

    // The spill table: node -1 marks an empty slot.
    private var keyN: UnsafeMutablePointer<Int32>
    private var keyG: UnsafeMutablePointer<UInt32>
    private var keyP: UnsafeMutablePointer<Proposal>
    private var value: UnsafeMutablePointer<Size>
    private var mask = 0
    private var spilled = 0

    /// The pooled blocks behind the rows (Runtime/BufferPool.swift).
    private let pooled: (PooledBuffer<Entry>, PooledBuffer<Entry>, PooledBuffer<UInt8>, PooledBuffer<UInt32>?)

    /// `forgets`: a `LayoutSession`'s memo, whose nodes forget their answers.
    init(nodeCount: Int, forgets: Bool) {
        self.nodeCount = nodeCount
        let nodes = Swift.max(nodeCount, 1)
        // The entries are read only up to `used`, so only it and the
        // generations are cleared.
        pooled = (PooledBuffer(count: nodes), PooledBuffer(count: nodes * (SizeCache.ways - 1)),
                  PooledBuffer(count: nodes), forgets ? PooledBuffer(count: nodes) : nil)
        (first, rows, used, generation) = (pooled.0.pointer, pooled.1.pointer, pooled.2.pointer, pooled.3?.pointer)
        used.initialize(repeating: 0, count: Swift.max(nodeCount, 1))
        generation?.initialize(repeating: 0, count: Swift.max(nodeCount, 1))
        (keyN, keyG, keyP, value) = SizeCache.table(64)
        mask = 63
    }

    deinit {
        pooled.0.release()
        pooled.1.release()
        pooled.2.release()
        pooled.3?.release()
        keyN.deallocate()
        keyG.deallocate()
        keyP.deallocate()
        value.deallocate()
    }

    private static func table(_ capacity: Int) -> (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<Proposal>, UnsafeMutablePointer<Size>) {
        let n = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        n.initialize(repeating: -1, count: capacity)
        return (n, .allocate(capacity: capacity), .allocate(capacity: capacity), .allocate(capacity: capacity))
    }

    @inline(__always)
    private static func hash(_ n: Int32, _ p: Proposal) -> Int {
        var x = UInt64(UInt32(bitPattern: n)) &* 0x9E37_79B9_7F4A_7C15
        x ^= p.w.bitPattern
        x = (x ^ (x >> 31)) &* 0xBF58_476D_1CE4_E5B9
        x ^= p.h.bitPattern
        x = (x ^ (x >> 29)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: x ^ (x >> 32))
    }

    /// The size node `n` answered for `p` in this pass, if it was asked.
    @inline(__always)
    func lookup(_ n: Int32, _ p: Proposal) -> Size? {
        let filled = Int(used[Int(n)])
        if filled == 0 { return nil }
        if first[Int(n)].p == p { return first[Int(n)].s }
        for k in 1..<filled where later(n, k).pointee.p == p { return later(n, k).pointee.s }
        if filled < SizeCache.ways || spilled == 0 { return nil }
        return lookupSpilled(n, p)
    }

    /// Entry `k` (1..<ways) of node `n`: its row of `rows`.
    @inline(__always)
    private func later(_ n: Int32, _ k: Int) -> UnsafeMutablePointer<Entry> {
        rows + (Int(n) &* (SizeCache.ways &- 1) &+ k &- 1)
    }

    private func lookupSpilled(_ n: Int32, _ p: Proposal) -> Size? {
        var i = SizeCache.hash(n, p) & mask
        while keyN[i] != -1 {
            if keyN[i] == n && keyP[i] == p && keyG[i] == generation(n) { return value[i] }
            i = (i &+ 1) & mask
        }
        return nil
    }

    /// Records that node `n` answered `s` for `p` (not already recorded).
    @inline(__always)
    func insert(_ n: Int32, _ p: Proposal, _ s: Size) {
        let filled = Int(used[Int(n)])
        if filled == 0 {
            first[Int(n)] = Entry(p: p, s: s)
            used[Int(n)] = 1
        } else if filled < SizeCache.ways {
            later(n, filled).pointee = Entry(p: p, s: s)
            used[Int(n)] = UInt8(filled &+ 1)
        } else {
            insertSpilled(n, p, s)
        }
    }

    private func insertSpilled(_ n: Int32, _ p: Proposal, _ s: Size) {
        if (spilled &+ 1) &* 2 > mask &+ 1 { grow() }
        var i = SizeCache.hash(n, p) & mask
        while keyN[i] != -1 { i = (i &+ 1) & mask }
        keyN[i] = n
        keyG[i] = generation(n)
        keyP[i] = p
        value[i] = s
        spilled &+= 1
    }

    private func grow() {
        let (oldN, oldG, oldP, oldV, oldCapacity) = (keyN, keyG, keyP, value, mask &+ 1)
        // Stale entries (forgotten nodes) are dropped; if they were most of
        // the table, it keeps its size.
        var live = 0
        for j in 0..<oldCapacity where oldN[j] != -1 && oldG[j] == generation(oldN[j]) { live &+= 1 }
        let capacity = (live &+ 1) &* 2 > oldCapacity / 2 ? oldCapacity &* 2 : oldCapacity
        (keyN, keyG, keyP, value) = SizeCache.table(capacity)
        mask = capacity &- 1
        spilled = 0
        for j in 0..<oldCapacity where oldN[j] != -1 && oldG[j] == generation(oldN[j]) {
            var i = SizeCache.hash(oldN[j], oldP[j]) & mask
            while keyN[i] != -1 { i = (i &+ 1) & mask }
            keyN[i] = oldN[j]
            keyG[i] = oldG[j]
            keyP[i] = oldP[j]
            value[i] = oldV[j]
            spilled &+= 1
        }
        oldN.deallocate()
        oldG.deallocate()
        oldP.deallocate()
        oldV.deallocate()
    }

    /// Forgets every answer of node `n` (a `LayoutSession` measuring it
    /// again): its row is emptied and its spilled entries made stale.
    @inline(__always)
    func forget(_ n: Int32) {
        used[Int(n)] = 0
        guard let generation else { preconditionFailure("a one-off pass's memo forgets nothing") }
        generation[Int(n)] &+= 1
    }

    /// Copies node `n`'s answers into `out` (room for `ways`) and returns
    /// how many there are, or nil when its row is full and more may have
    /// spilled into the table.
    func copyRow(_ n: Int32, into out: RawStorage<(Proposal, Size)>) -> Int? {
        let filled = Int(used[Int(n)])
        if filled == SizeCache.ways { return nil }
        for k in 0..<filled {
            let e = k == 0 ? first[Int(n)] : later(n, k).pointee
            out[k] = (e.p, e.s)
        }
        return filled
    }

    /// Node `n`'s one answer, when it was asked exactly one proposal (and
    /// nothing spilled for it).
    @inline(__always)
    func onlyEntry(_ n: Int32) -> Entry? {
        used[Int(n)] == 1 ? first[Int(n)] : nil
    }

    /// Replaces node `n`'s answers with the one answer `s` for `p`.
    @inline(__always)
    func replace(_ n: Int32, _ p: Proposal, _ s: Size) {
        forget(n)
        insert(n, p, s)
    }

    /// Entries beyond the per-node rows (for benchmarks: how often the rows
    /// were not enough).
    var spillCount: Int { spilled }
}
