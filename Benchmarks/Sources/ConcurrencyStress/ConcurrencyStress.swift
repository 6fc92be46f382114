import Foundation
import ViewLayout

/// The concurrency workload of the thread-safety contract (ThreadSafety.md):
/// run by `ThreadSafetyTests` and, under ThreadSanitizer, by the Benchmarks
/// package's `ConcurrencyStress` command (`Scripts/tsan-stress.sh`), which
/// compiles this same file. Every frame made on several threads at once is
/// compared with one made on one thread first. Only `Foundation`,
/// `ViewLayout` and SessionDifferential.swift (the random trees).
enum ConcurrencyStress {
    /// A custom layout with a cache (which a shared tree keeps between
    /// passes, under a lock): its subviews side by side, each proposed its
    /// share of the width.
    struct Row: Layout {
        var gap: CGFloat = 4
        func makeCache(subviews: Subviews) -> [CGFloat] { [] }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) -> CGSize {
            let share = ((proposal.width ?? 100) - gap * CGFloat(max(subviews.count - 1, 0))) / CGFloat(max(subviews.count, 1))
            cache = subviews.map { $0.sizeThatFits(ProposedViewSize(width: share, height: proposal.height)).width }
            let heights = subviews.map { $0.sizeThatFits(ProposedViewSize(width: share, height: proposal.height)).height }
            return CGSize(width: cache.reduce(0, +) + gap * CGFloat(max(subviews.count - 1, 0)), height: heights.max() ?? 0)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) {
            var x = bounds.minX
            for (i, s) in subviews.enumerated() where i < cache.count {
                s.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: cache[i], height: bounds.height))
                x += cache[i] + gap
            }
        }
    }

    static func sharedView() -> some View {
        VStack {
            Row {
                Text("A shared tree")
                Color.red.frame(width: 30, height: 30)
                Text("laid out from every thread at once")
            }
            ForEach(0..<40) { i in
                HStack(alignment: .firstTextBaseline) { Text("Row \(i)"); Spacer(); Text("\(i * 7)").font(.caption) }
            }
        }
    }

    static func frames(_ tree: PlacedViewTree) -> [CGRect] { tree.allViews.map(\.frame) }

    /// Runs `rounds` rounds on `threads` threads at once; returns what
    /// differed (empty when every frame matched its one-thread layout).
    static func run(threads: Int, rounds: Int) -> [String] {
        let failures = Failures()
        let widths: [CGFloat] = [320, 390, 430]
        // 1. One resolved tree shared by every thread, at three widths.
        let shared = ResolvedViewTree(sharedView())
        let expectedShared = widths.map { frames(shared.layout(in: CGSize(width: $0, height: 800))) }
        // 2. One session's result (its frames made on first read), read
        // by every thread at once.
        let session = LayoutSession(sharedView(), in: CGSize(width: 375, height: 800))
        let expectedRead = frames(ViewLayout.layout(sharedView(), in: CGSize(width: 375, height: 800)))
        // Wrapped, as the contract says to share one: its environment (the
        // built-in measurer) is thread-safe, but not marked Sendable.
        let box = Unchecked(shared)
        for round in 0..<rounds {
            _ = session.update(with: sharedView())
            let result = session.result
            DispatchQueue.concurrentPerform(iterations: threads) { t in
                let k = (t + round) % widths.count
                if frames(box.value.layout(in: CGSize(width: widths[k], height: 800))) != expectedShared[k] {
                    failures.add("round \(round), thread \(t): the shared tree at width \(widths[k]) differs")
                }
                if frames(result) != expectedRead {
                    failures.add("round \(round), thread \(t): the shared session result differs")
                }
                // 3. A tree and a session of the thread's own.
                let seed = round * threads + t
                if let failure = SessionDifferential.run(seed: seed) {
                    failures.add("round \(round), thread \(t): \(failure)")
                }
            }
        }
        return failures.all
    }

    /// A value shared on purpose (ThreadSafety.md: a resolved tree may be
    /// laid out from several threads at once).
    struct Unchecked<T>: @unchecked Sendable {
        let value: T
        init(_ value: T) { self.value = value }
    }

    /// Failures from any thread.
    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func add(_ s: String) { lock.lock(); list.append(s); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return list }
    }
}
