import Foundation

/// A segmented stack for the recursions that follow the view tree's depth
/// (resolving bodies, sizing, placing). Each recursive step asks
/// `exhausted()`, a comparison of the current stack address with a limit;
/// when a recursion has used its budget of the current thread's stack, the
/// rest of it continues on a fresh thread with a large stack, and the caller
/// waits. Shallow trees never leave the caller's thread (a thread costs tens
/// of microseconds), and a 10,000-level tree never overflows one.
@usableFromInline final class StackBudget {
    /// The lowest stack address the recursion may reach on this segment.
    @usableFromInline let limit: UnsafeMutablePointer<UInt>
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

    @inlinable @inline(__always) static func here() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    @inlinable @inline(__always) func exhausted() -> Bool { StackBudget.here() < limit.pointee }

    /// Runs `body` on a fresh segment and returns its result.
    @usableFromInline func continueOnFreshStack<T>(_ body: () -> T) -> T {
        let saved = limit.pointee
        defer { limit.pointee = saved }
        return withLargeStack {
            reset(segment: true)
            return body()
        }
    }
}

/// Runs `body` on a thread with a large stack and waits for it. The
/// threads are kept and reused: making one per pass (a 512 MiB reservation,
/// a thread start and the page faults of a fresh stack) cost several
/// milliseconds of wall-clock time a pass, ten times the deep tree's layout.
func withLargeStack<T>(_ body: () -> T) -> T {
    withoutActuallyEscaping(body) { body in
        let box = ResultBox<T>(body)
        let worker = LargeStackWorker.take()
        // A user's body may run on the segment (Runtime/MainActorContext.swift).
        worker.run { asMainActorContext { box.run() } }
        LargeStackWorker.give(worker)
        return box.result!
    }
}

/// A thread with a large stack that runs one job at a time for the caller
/// that took it from the pool (a caller waits for its job; nested segments
/// and concurrent passes take workers of their own).
private final class LargeStackWorker: @unchecked Sendable {
    /// Idle workers, at most `keep` (more exit after their job).
    private nonisolated(unsafe) static var idle: [LargeStackWorker] = []
    private static let lock = NSLock()
    static let keep = 4

    private let start = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    /// The job, or nil to make the thread exit. Written before `start` is
    /// signalled and read after it is waited for.
    private var job: (() -> Void)?

    static func take() -> LargeStackWorker {
        lock.lock()
        let w = idle.popLast()
        lock.unlock()
        return w ?? LargeStackWorker()
    }

    static func give(_ w: LargeStackWorker) {
        lock.lock()
        let kept = idle.count < keep
        if kept { idle.append(w) }
        lock.unlock()
        if !kept { w.finish() }
    }

    private init() {
        let thread = Thread { [self] in
            while true {
                start.wait()
                guard let job else { return }
                job()
                self.job = nil
                done.signal()
            }
        }
        thread.stackSize = StackBudget.segmentSize
        thread.start()
    }

    /// Runs `job` on the worker's thread and waits for it.
    func run(_ job: @escaping () -> Void) {
        self.job = job
        start.signal()
        done.wait()
    }

    private func finish() {
        job = nil
        start.signal()
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
