import Foundation

/// Raw memory for the engine's per-pass buffers (node copies, frames, the
/// memo's rows, scratch), kept between passes instead of returned to the
/// system. A large tree's buffers are megabytes that glibc maps fresh for
/// each pass and unmaps after it, so every pass paid a page fault per 4 KiB
/// it touched, more than its layout work on the wide trees. Only memory is
/// reused, never contents: each pass initialises what it reads. Bounded
/// (`limitBytes`, `maxBlocks`); a block is reused only for a request of at
/// least a quarter of its size.
final class BufferPool: @unchecked Sendable {
    static let shared = BufferPool()
    static let limitBytes = 64 << 20
    static let maxBlocks = 64

    private var blocks: [(pointer: UnsafeMutableRawPointer, bytes: Int)] = []
    private var total = 0
    private let lock = NSLock()

    /// A block of at least `bytes` bytes and its size.
    func take(bytes: Int) -> (pointer: UnsafeMutableRawPointer, bytes: Int) {
        let want = Swift.max(bytes, 64)
        lock.lock()
        var best = -1
        for i in blocks.indices where blocks[i].bytes >= want && blocks[i].bytes / 4 <= want {
            if best < 0 || blocks[i].bytes < blocks[best].bytes { best = i }
        }
        if best >= 0 {
            let b = blocks[best]
            blocks.swapAt(best, blocks.count - 1)
            blocks.removeLast()
            total -= b.bytes
            lock.unlock()
            return b
        }
        lock.unlock()
        guard let p = malloc(want) else { fatalError("out of memory") }
        return (p, want)
    }

    func give(_ pointer: UnsafeMutableRawPointer, bytes: Int) {
        lock.lock()
        if total + bytes <= BufferPool.limitBytes && blocks.count < BufferPool.maxBlocks {
            blocks.append((pointer, bytes))
            total += bytes
            lock.unlock()
            return
        }
        lock.unlock()
        free(pointer)
    }
}

/// `count` values of a plain type in pooled memory, uninitialised (the
/// owner initialises what it reads and calls `release` once).
struct PooledBuffer<T> {
    let pointer: UnsafeMutablePointer<T>
    private let bytes: Int

    init(count: Int) {
        let (raw, bytes) = BufferPool.shared.take(bytes: Swift.max(count, 1) * MemoryLayout<T>.stride)
        pointer = raw.bindMemory(to: T.self, capacity: Swift.max(count, 1))
        self.bytes = bytes
    }

    func release() { BufferPool.shared.give(UnsafeMutableRawPointer(pointer), bytes: bytes) }
}
