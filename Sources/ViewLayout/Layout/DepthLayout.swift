import Foundation

/// What a depth modifier does to the depth axis.
struct DepthInfo {
    enum Kind { case fixedFrame, flexFrame, offset, padding }
    var kind: Kind
    /// The fixed depth, or the z offset (NaN: not given).
    var value = Double.nan
    var minDepth = Double.nan, idealDepth = Double.nan, maxDepth = Double.nan
    var front = 0.0, back = 0.0
    var alignment: DepthAlignment = .center
}

extension LayoutEngine {
    /// The depth pass: every node's depth and z position (its back face).
    ///
    /// Rules, per node, for a proposed depth (NaN: unspecified; the root
    /// proposes none, so content takes its own depth):
    /// - flat views (leaves) have depth 0;
    /// - `frame(depth:)`: the given depth is proposed and is the frame's;
    ///   the child is aligned in it on the frame's `DepthAlignment` (the
    ///   child's guide meets the frame's);
    /// - `frame(minDepth:idealDepth:maxDepth:)`: the flexible frame's rule on
    ///   the depth axis (`flexChildProposal`, `flexDimension`), aligned the
    ///   same way;
    /// - `padding3D`: the child is proposed the depth less front and back,
    ///   and sits `back` in front of the padding's back face;
    /// - `offset(z:)`: the child moves forward by z; the depth is the child's;
    /// - every other view proposes its own proposal to each child and is as
    ///   deep as its deepest child, children at its back face (flat content
    ///   lies on the window's plane).
    func depthPass() -> ([Double], [Double]) {
        var depth = [Double](repeating: 0, count: nodeCount)
        var localZ = [Double](repeating: 0, count: nodeCount)
        func measure(_ n: Int32, _ p: Double) -> Double {
            let node = nodes[Int(n)]
            let count = Int(node.childCount)
            let info = tree.depths[n]
            var d = 0.0
            if let info, count > 0 {
                let c = child(node, 0)
                let cs = Size(w: Double(frames[Int(c)].width), h: Double(frames[Int(c)].height))
                let s = Size(w: Double(frames[Int(n)].width), h: Double(frames[Int(n)].height))
                func aligned(_ cd: Double) -> Double {
                    info.alignment.value(width: s.w, height: s.h, depth: d) - info.alignment.value(width: cs.w, height: cs.h, depth: cd)
                }
                switch info.kind {
                case .fixedFrame:
                    let cd = measure(c, info.value.isNaN ? p : info.value)
                    d = info.value.isNaN ? cd : info.value
                    localZ[Int(c)] = aligned(cd)
                case .flexFrame:
                    let cp = flexChildProposal(p, info.minDepth, info.idealDepth, info.maxDepth)
                    let cd = measure(c, cp)
                    d = flexDimension(p, cp, cd, info.minDepth, info.idealDepth, info.maxDepth)
                    localZ[Int(c)] = aligned(cd)
                case .offset:
                    d = measure(c, p)
                    localZ[Int(c)] = info.value
                case .padding:
                    let cp = p.isNaN ? Double.nan : Swift.max(0, p - info.front - info.back)
                    d = measure(c, cp) + info.front + info.back
                    localZ[Int(c)] = info.back
                }
            } else {
                for i in 0..<count { d = Swift.max(d, measure(child(node, i), p)) }
            }
            depth[Int(n)] = d
            return d
        }
        _ = runPass { measure(tree.root, .nan) }
        // z positions top-down; parents have higher indices than children
        // only usually, so walk from the root.
        var z = [Double](repeating: 0, count: nodeCount)
        var stack: [Int32] = [tree.root]
        while let n = stack.popLast() {
            let node = nodes[Int(n)]
            for i in 0..<Int(node.childCount) {
                let c = child(node, i)
                z[Int(c)] = z[Int(n)] + localZ[Int(c)]
                stack.append(c)
            }
        }
        return (z, depth)
    }
}
