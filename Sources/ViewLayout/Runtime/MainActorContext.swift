import Foundation

/// Runs `work` on the calling thread as if on the main actor's executor, so
/// that the executor checks Swift 6 code compiles into a main-actor closure
/// (one passed to a Swift 5 API such as `Array.filter` inside a `body`)
/// pass off the main thread. The engine evaluates users' main-actor bodies
/// wherever it lays out (`mainActorBody(_:_:)` in API/Core/View.swift);
/// without this, such a closure traps there. On the main thread, or where
/// task executors are missing, `work` simply runs.
///
/// How: a task whose executor runs its job at once, on this thread, telling
/// the runtime that the job runs on the main actor's executor. The task
/// does nothing but `work`, which never suspends, so it has finished when
/// `Task.init` returns. About 5 µs, so it wraps a whole resolve (and a
/// pass that makes content, and each large-stack segment), not each body;
/// inside one, it costs a task-local read.
func asMainActorContext<T>(_ work: () -> T) -> T {
    if Thread.isMainThread || MainActorContext.isActive { return work() }
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return work() }
    return withoutActuallyEscaping(work) { work in
        let box = MainActorContextResult<T>()
        // The closure runs, and is dropped, before `Task.init` returns.
        let run = unsafeBitCast(work, to: (@Sendable () -> T).self)
        _ = Task(executorPreference: InlineMainActorExecutor.shared) {
            box.value = MainActorContext.$isActive.withValue(true) { run() }
        }
        guard let value = box.value else { preconditionFailure("the inline task did not run at once") }
        return value
    }
}

/// Whether the current task already runs as `asMainActorContext` makes it.
enum MainActorContext {
    @TaskLocal static var isActive = false
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class InlineMainActorExecutor: TaskExecutor {
    static let shared = InlineMainActorExecutor()
    func enqueue(_ job: consuming ExecutorJob) {
        job.runSynchronously(on: MainActor.sharedUnownedExecutor)
    }
}

/// Where the inline task leaves its result (written before the task ends,
/// read after, on the same thread).
private final class MainActorContextResult<T>: @unchecked Sendable {
    var value: T?
}
