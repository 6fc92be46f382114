import Foundation

extension LayoutEngine {
    /// Mirrors every frame below node `n` about the vertical line at `axisX`
    /// (root space): what a horizontal flip of the whole subtree shows.
    func mirrorSubtree(of n: Int32, about axisX: Double) {
        var stack: [Int32] = []
        let node = nodes[Int(n)]
        for i in 0..<Int(node.childCount) { stack.append(child(node, i)) }
        while let c = stack.popLast() {
            let r = frames[Int(c)]
            frames[Int(c)].origin.x = CGFloat(2 * axisX) - r.maxX
            let cn = nodes[Int(c)]
            for i in 0..<Int(cn.childCount) { stack.append(child(cn, i)) }
        }
    }
}
