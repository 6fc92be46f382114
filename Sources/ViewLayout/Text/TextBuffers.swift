import Foundation

/// The arrays a `TextLayout` writes (scalars, prefix sums, kerning, lines),
/// kept between layouts: a text measured cold allocated three arrays and
/// looked up their storage type each time, about a tenth of its cost. The
/// arrays only grow (`TextLayout` keeps its own count) and hold no text
/// once given back that anything reads: each layout writes what it reads.
struct TextBuffers {
    var scalars: [UInt32] = []
    var prefix: [Double] = []
    var kerns: [Double] = []
    var lines: [TextLayout.Line] = []

    /// The memory it holds, in elements of the largest text it was used for.
    var capacity: Int { scalars.capacity }
}

/// Idle `TextBuffers`, taken by a layout and given back after it: a few,
/// under a lock, so that measurers on several threads each get their own.
final class TextBufferPool: @unchecked Sendable {
    static let shared = TextBufferPool()
    /// How many idle buffers are kept (one a thread that measures at once).
    static let maxIdle = 4
    /// Buffers grown past this many characters are dropped rather than
    /// kept (about 1.3 MB each), so one huge text does not pin its memory.
    static let maxKeptCharacters = 65_536

    /// The idle buffers (the first `idleCount[0]` slots), in raw slots:
    /// a class's array property costs two exclusivity checks an access.
    private let idle: RawStorage<TextBuffers>
    private let idleCount: RawStorage<Int>
    private let lock = NSLock()

    init() {
        idle = .allocate(capacity: TextBufferPool.maxIdle)
        idle.initialize(repeating: TextBuffers(), count: TextBufferPool.maxIdle)
        idleCount = .allocate(capacity: 1)
        idleCount.initialize(repeating: 0, count: 1)
    }

    deinit {
        idle.deinitialize(count: TextBufferPool.maxIdle)
        idle.deallocate()
        idleCount.deallocate()
    }

    func take() -> TextBuffers {
        var buffers = TextBuffers()
        lock.lock()
        let n = idleCount[0]
        if n > 0 {
            swap(&buffers, &idle[n - 1])
            idleCount[0] = n - 1
        }
        lock.unlock()
        return buffers
    }

    func give(_ buffers: consuming TextBuffers) {
        if buffers.capacity > TextBufferPool.maxKeptCharacters { return }
        var buffers = buffers
        lock.lock()
        let n = idleCount[0]
        if n < TextBufferPool.maxIdle {
            swap(&buffers, &idle[n])
            idleCount[0] = n + 1
        }
        lock.unlock()
    }
}

extension Array {
    /// Grows the array to at least `n` elements, the new ones `filler`;
    /// never shrinks it (a reused buffer).
    @inline(__always)
    mutating func grow(toAtLeast n: Int, _ filler: Element) {
        if count < n { append(contentsOf: repeatElement(filler, count: n - count)) }
    }
}
