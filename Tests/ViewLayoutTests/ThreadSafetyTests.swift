import Foundation
import Testing
import ViewLayout

/// The thread-safety contract (ThreadSafety.md), without the sanitizer:
/// `Scripts/tsan-stress.sh` runs the same workload under ThreadSanitizer.
@Suite struct ThreadSafetyTests {
    // Eight threads at once: one shared resolved tree (with a custom
    // layout's cache) at three widths, one session's result read by all,
    // and a random tree and session each; every frame equals the one made
    // on one thread.
    @Test func concurrentLayoutsMatchOneThreadLayouts() {
        let failures = ConcurrencyStress.run(threads: 8, rounds: 4)
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }

    // The results are Sendable: a result made here is read in a task.
    @Test func resultsCrossTasks() async {
        let tree = ViewLayout.layout(Color.red.frame(width: 10, height: 20).id("c"), in: CGSize(width: 100, height: 100))
        let frame = await Task.detached { tree.frame(of: "c") }.value
        // Centred in the 100 × 100 root (Fidelity, "Frames").
        #expect(frame == CGRect(x: 45, y: 40, width: 10, height: 20))
    }
}
