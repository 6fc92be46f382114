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
}
