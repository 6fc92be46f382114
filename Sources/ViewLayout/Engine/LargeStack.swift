import Foundation

/// A segmented stack for the recursions that follow the view tree's depth
/// (resolving bodies, sizing, placing). Each recursive step asks
/// `exhausted()`, a comparison of the current stack address with a limit;
/// when a recursion has used its budget of the current thread's stack, the
/// rest of it continues on a fresh thread with a large stack, and the caller
/// waits. Shallow trees never leave the caller's thread (a thread costs tens
/// of microseconds), and a 10,000-level tree never overflows one.
final class StackBudget {
    /// The lowest stack address the recursion may reach on this segment.
    private let limit: UnsafeMutablePointer<UInt>
    /// What a recursion may use of the thread it was called on: well below
    /// the 8 MiB that Linux gives the main thread and, by default, others.
    static let callerBudget: UInt = 256 << 10
    /// The stack of each fresh segment: reserved virtual memory, of which only
    /// the touched pages are committed.
    static let segmentSize = 1 << 29

    init() {
        limit = .allocate(capacity: 1)
        limit.initialize(to: 0)
        reset()
    }

    deinit { limit.deallocate() }

    /// Starts a new pass on the current thread (`segment`: a thread made by
    /// `withLargeStack`, whose whole stack may be used).
    func reset(segment: Bool = false) {
        let budget = segment ? UInt(StackBudget.segmentSize - (1 << 20)) : StackBudget.callerBudget
        limit.pointee = StackBudget.here() &- budget
    }

    @inline(__always) static func here() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    @inline(__always) func exhausted() -> Bool { StackBudget.here() < limit.pointee }

    /// Runs `body` on a fresh segment and returns its result.
    func continueOnFreshStack<T>(_ body: () -> T) -> T {
        let saved = limit.pointee
        defer { limit.pointee = saved }
        return withLargeStack {
            reset(segment: true)
            return body()
        }
    }
}

/// Runs `body` on a thread with a large stack and waits for it.
func withLargeStack<T>(_ body: () -> T) -> T {
    withoutActuallyEscaping(body) { body in
        let box = ResultBox<T>(body)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.run()
            done.signal()
        }
        thread.stackSize = StackBudget.segmentSize
        thread.start()
        done.wait()
        return box.result!
    }
}

private final class ResultBox<T>: @unchecked Sendable {
    var body: (() -> T)?
    var result: T?
    init(_ body: @escaping () -> T) { self.body = body }
    func run() {
        result = body!()
        // Drop the closure before signalling: the caller's non-escaping
        // closure must not outlive `withLargeStack`.
        body = nil
    }
}
