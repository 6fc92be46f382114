import Foundation
import Testing
import ViewLayout

/// Deep trees: resolving and laying out recurse once per level, so these
/// check that the segmented stack (Engine/LargeStack.swift) carries a
/// 10,000-level tree on a test thread without overflowing (issue 7's
/// "must not overflow the stack").
@Suite struct DepthTests {
    /// `depth` levels of `VStack { … }.padding(1)` around a 20 × 20 colour.
    struct Padded: View {
        let depth: Int
        var body: some View {
            if depth == 0 {
                Color.red.frame(width: 20, height: 20).id("core")
            } else {
                VStack { Padded(depth: depth - 1) }.padding(1)
            }
        }
    }

    /// Padding adds its insets to the child's size ("padding(_:)" page), so
    /// the whole nest is 20 + 2 × depth on each side; the root centres it
    /// (facts §6: the root aligns its content at the centre), so the
    /// innermost colour lands at the centre of the root whatever the depth.
    @Test(arguments: [10, 1_000, 10_000])
    func deepPaddingNest(depth: Int) throws {
        let placed = VLTest.layout(Padded(depth: depth), 1000, 1000)
        let core = try #require(placed.frame(of: "core"))
        #expect(core == CGRect(x: 490, y: 490, width: 20, height: 20))
        let outer = Double(20 + 2 * depth)
        let top = try #require(placed.root.children.first)
        #expect(top.frame == CGRect(x: (1000 - outer) / 2, y: (1000 - outer) / 2, width: outer, height: outer))
    }

    /// Large-stack segments run on kept worker threads: passes on several
    /// threads at once each take a worker of their own (more than the pool
    /// keeps), and repeated passes reuse them, with the same frames each
    /// time (the padding page's 20 + 2 × depth, centred by the root).
    @Test func deepPassesInParallelShareTheWorkers() {
        let results = LockedFrames()
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let tree = ResolvedViewTree(Padded(depth: 1_000), environment: VLTest.environment(scale: 1))
            for _ in 0..<3 {
                let t = tree.layout(in: CGSize(width: 1000, height: 1000))
                results.append(i, t.frame(of: "core"), t.root.children.first?.frame)
            }
        }
        let all = results.values
        #expect(all.count == 24)
        for (core, top) in all {
            #expect(core == CGRect(x: 490, y: 490, width: 20, height: 20))
            #expect(top == CGRect(x: -510, y: -510, width: 2020, height: 2020))
        }
    }

    final class LockedFrames: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [(CGRect?, CGRect?)] = []
        func append(_ i: Int, _ a: CGRect?, _ b: CGRect?) { lock.lock(); list.append((a, b)); lock.unlock() }
        var values: [(CGRect?, CGRect?)] { lock.lock(); defer { lock.unlock() }; return list }
    }
}
