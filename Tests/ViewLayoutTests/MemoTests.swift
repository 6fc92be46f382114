import Foundation
import Testing
import ViewLayout

/// The sizing memo (Runtime/SizeCache.swift, Incremental/ProposalIndependence.swift).
/// HowLayoutWorks, "Sizing is memoised": "Sizing is a pure function of (node, environment, proposal):
/// memoise it within a layout pass." These check the work, and that the
/// frames are those of the stack rules.
@Suite struct MemoTests {
    /// A stack probes each child at 0, infinity and its share (Fidelity, "Stack distribution");
    /// a child fixed on both axes answers the same to all three, so it is
    /// computed once. HStack(spacing: 0) of 100 cells 20 wide: 2,000 wide,
    /// centred in a 390 × 760 root (Fidelity, "ZStack, overlay and background"), so the first cell's x is
    /// (390 − 2000) / 2 = −805.
    @Test func fixedChildrenAreSizedOnce() throws {
        let view = HStack(spacing: 0) {
            ForEach(0..<100) { i in Color.red.frame(width: 20, height: 20).id(i) }
        }
        let tree = ResolvedViewTree(view)
        let placed = tree.layout(in: CGSize(width: 390, height: 760))
        #expect(placed.sizeComputations <= tree.nodeCount)
        #expect(placed.frame(of: 0) == CGRect(x: -805, y: 370, width: 20, height: 20))
        #expect(placed.frame(of: 99) == CGRect(x: -805 + 99 * 20, y: 370, width: 20, height: 20))
    }

    /// The engine's buffers come from a pool of memory kept between passes
    /// (Runtime/BufferPool.swift): a pass after a large one that left its
    /// memo rows and frames in that memory must come out exactly as the
    /// same tree laid out before it (a memo row not cleared answers the
    /// big tree's sizes here), with ViewThatFits and lazy rows in it.
    @Test func pooledBuffersCarryNothingBetweenPasses() {
        let small = VStack {
            ViewThatFits {
                Color.red.frame(width: 500, height: 40)
                Color.blue.frame(width: 100, height: 40).id("fits")
            }
            ScrollView { LazyVStack { ForEach(0..<200) { i in Text("row \(i)").id(i) } } }
        }
        let tree = ResolvedViewTree(small)
        let before = tree.layout(in: CGSize(width: 390, height: 300)).jsonString()
        // Fills the pool's blocks with other frames.
        let big = ResolvedViewTree(HStack(spacing: 0) { ForEach(0..<5_000) { _ in Color.red.frame(width: 7, height: 9) } })
        for _ in 0..<3 { _ = big.layout(in: CGSize(width: 390, height: 300)) }
        let after = tree.layout(in: CGSize(width: 390, height: 300))
        #expect(after.jsonString() == before)
        // The ViewThatFits page: the first child that fits, here the 100-wide one.
        #expect(after.frame(of: "fits")?.width == 100)
    }

    /// A result's frames live in pooled memory too (`FrameStore`), given
    /// back only when the result goes: results kept alive through many
    /// later layouts of other trees, and one made before a session's
    /// updates, keep their frames, and a frame store given back is reused
    /// without showing through. HStack(spacing: 0) of 20-wide cells in a
    /// 390-wide root: centred (Fidelity, "ZStack, overlay and background"), the first cell at (390 − 20n) / 2,
    /// and at y (300 − 9) / 2 = 145.5, which the default scale 3 puts on
    /// the pixel edge 437 / 3 (Fidelity, "Pixel rounding").
    @Test func resultsKeepTheirFramesThroughLaterLayouts() {
        func row(_ n: Int, _ w: CGFloat) -> some View {
            HStack(spacing: 0) { ForEach(0..<n, id: \.self) { _ in Color.red.frame(width: w, height: 9) } }
        }
        let root = CGSize(width: 390, height: 300)
        let kept = ResolvedViewTree(row(3_000, 20)).layout(in: root)
        let expected = kept.jsonString()
        let y = 437.0 / 3
        #expect(kept.allViews[2].frame == CGRect(x: (390 - 60_000) / 2, y: y, width: 20, height: 9))
        var alive: [PlacedViewTree] = []
        for k in 0..<6 {
            // Other trees of about the same size: their frames would take a
            // block given back too early.
            alive.append(ResolvedViewTree(row(2_500 + 100 * k, 7)).layout(in: root))
            _ = ResolvedViewTree(row(3_000, 11)).layout(in: root)
        }
        let session = LayoutSession(row(3_000, 5), in: root)
        session.update(with: row(3_000, 6))
        #expect(kept.jsonString() == expected)
        for (k, r) in alive.enumerated() {
            let n = 2_500 + 100 * k
            #expect(r.allViews[1].frame.minX == (390 - 7 * CGFloat(n)) / 2, "tree \(k)")
            #expect(r.allViews.last!.frame.width == 7, "tree \(k)")
        }
        #expect(session.result.allViews[2].frame == CGRect(x: (390 - 18_000) / 2, y: y, width: 6, height: 9))
    }

    /// Alternating stacks, each with a flexible sibling: the distinct
    /// proposals per node stay bounded, so the work per view does not grow
    /// with depth (without the memo the cost would grow
    /// exponentially with depth).
    struct Nest: View {
        let depth: Int
        var body: some View {
            if depth == 0 {
                Color.red.frame(width: 20, height: 20)
            } else if depth % 2 == 0 {
                HStack { Nest(depth: depth - 1); Color.blue.frame(width: 10) }.padding(1)
            } else {
                VStack { Nest(depth: depth - 1); Color.blue.frame(height: 10) }.padding(1)
            }
        }
    }

    @Test func nestedStackWorkIsLinear() {
        func perView(_ depth: Int) -> Double {
            let tree = ResolvedViewTree(Nest(depth: depth))
            return Double(tree.layout(in: CGSize(width: 1000, height: 1000)).sizeComputations) / Double(tree.nodeCount)
        }
        let shallow = perView(20), deep = perView(200)
        #expect(deep <= shallow * 1.1)
        #expect(deep < 10)
    }
}
