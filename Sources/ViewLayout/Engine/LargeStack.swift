import Foundation

/// Runs `body` on a thread with a large stack and waits for it. Resolution
/// and layout recurse once per level of the view tree, so a 10,000-level
/// tree would overflow the 8 MiB main thread; the stack here is reserved
/// virtual memory, and only the pages a layout touches are committed.
func withLargeStack<T>(_ body: () -> T) -> T {
    withoutActuallyEscaping(body) { body in
        let box = ResultBox<T>(body)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.run()
            done.signal()
        }
        thread.stackSize = 1 << 29
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
