import Foundation
import Testing
import ViewLayout

/// Deep trees: resolving and laying out recurse once per level, so these
/// check that the segmented stack (Runtime/LargeStack.swift) carries a
/// 10,000-level tree on a test thread without overflowing.
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
    /// (Fidelity, "ZStack, overlay and background": the root aligns its content at the centre), so the
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

    /// `depth` levels mixing every kind of chain link (Layout/ChainSizing.swift):
    /// a one-child VStack and HStack, an uneven padding, a pass-through
    /// modifier (ignoresSafeArea) and an alignment guide on a guide the
    /// stacks do not use, around a fixed or a flexible colour.
    struct Links: View {
        let depth: Int
        let flexible: Bool
        var body: some View {
            if depth == 0 {
                if flexible { Color.red.id("core") } else { Color.red.frame(width: 20, height: 20).id("core") }
            } else {
                VStack {
                    HStack { Links(depth: depth - 1, flexible: flexible) }
                        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                        .alignmentGuide(.trailing) { $0.width }
                }
                .ignoresSafeArea()
            }
        }
    }

    /// Each level adds 2 + 4 to the width and 1 + 3 to the height
    /// ("padding(_:)" page) and moves the core 2 right and 1 down; the root
    /// centres the nest (Fidelity, "ZStack, overlay and background"). A fixed core: the nest is
    /// (20 + 6d) × (20 + 4d), so the core is at (490 − d, 490 − d) in a
    /// 1000-point root. A flexible core takes what the levels leave of the
    /// root's proposal, never below 0 (padding's rule): 1000 − 6d wide and
    /// 1000 − 4d high while that is positive.
    @Test(arguments: [2, 300, 3_000])
    func chainOfEveryLinkKind(depth: Int) throws {
        let fixed = VLTest.layout(Links(depth: depth, flexible: false), 1000, 1000)
        let d = Double(depth)
        #expect(try #require(fixed.frame(of: "core")) == CGRect(x: 490 - d, y: 490 - d, width: 20, height: 20))
        #expect(fixed.root.children.first?.frame.size == CGSize(width: 20 + 6 * d, height: 20 + 4 * d))
    }

    @Test func chainAroundAFlexibleCore() throws {
        // 100 levels: 400 × 600 at (200, 100).
        let a = VLTest.layout(Links(depth: 100, flexible: true), 1000, 1000)
        #expect(try #require(a.frame(of: "core")) == CGRect(x: 200, y: 100, width: 400, height: 600))
        // 200 levels: the width runs out after 167 levels (1000 − 6 × 167 < 0),
        // so the core is 0 wide and the nest 1200 wide, centred at x = −100;
        // the height leaves 1000 − 800 = 200.
        let b = VLTest.layout(Links(depth: 200, flexible: true), 1000, 1000)
        #expect(try #require(b.frame(of: "core")) == CGRect(x: 300, y: 200, width: 0, height: 200))
        #expect(b.root.children.first?.frame == CGRect(x: -100, y: 0, width: 1200, height: 1000))
    }

    final class LockedFrames: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [(CGRect?, CGRect?)] = []
        func append(_ i: Int, _ a: CGRect?, _ b: CGRect?) { lock.lock(); list.append((a, b)); lock.unlock() }
        var values: [(CGRect?, CGRect?)] { lock.lock(); defer { lock.unlock() }; return list }
    }
}
