import Foundation

/// Which proposals a node's answer cannot depend on.
///
/// A `frame(width: 20, height: 20)` answers 20 × 20 whatever it is offered,
/// yet a stack offers each child 0, infinity and a share: three proposals,
/// three computations, and below a nest of stacks the distinct proposals
/// multiply. When a pass starts, the engine works out bottom-up, per node
/// and per axis, whether the answer can depend on that axis of the proposal;
/// `size` and `place` then replace an axis that cannot matter with
/// "unspecified" before looking in the memo, so every such proposal is one
/// computation. It changes no answer: only proposals that give the same
/// answer are merged. A kind without a rule here is taken to depend on both
/// axes, which is always safe.
extension LayoutEngine {
    func markIndependentAxes() { markIndependentAxes(0..<nodeCount) }

    /// Marks the given nodes, in the given order (children first); a
    /// `LayoutSession` re-marks the nodes an update changed.
    func markIndependentAxes<S: Sequence<Int>>(_ indices: S) {
        for i in indices {
            nodes[i].flags.remove([.ignoresWidth, .ignoresHeight])
            let node = nodes[i]
            var width = true, height = true
            // Both axes of every child (children are normally created before
            // their parent; a child that is not yet marked counts as
            // dependent).
            var childW = false, childH = false
            for k in 0..<Int(node.childCount) {
                let c = Int(child(node, k))
                let f = c < i ? nodes[c].flags : []
                if !f.contains(.ignoresWidth) { childW = true }
                if !f.contains(.ignoresHeight) { childH = true }
            }
            let first: NodeFlags = node.childCount > 0 && Int(child(node, 0)) < i ? nodes[Int(child(node, 0))].flags : []
            let firstW = !first.contains(.ignoresWidth), firstH = !first.contains(.ignoresHeight)
            switch node.kind {
            case .image:
                // A fixed image has its size; a resizable one takes the proposal.
                let resizable = tree.leaves[Int(node.payload)].resizable
                (width, height) = (resizable, resizable)
            case .spacer:
                // Along its stack's axis only (spacerSize).
                if node.flags.contains(.inHStack) { (width, height) = (true, false) }
                else if node.flags.contains(.inVStack) { (width, height) = (false, true) }
            case .divider:
                // Its length follows the proposal, its thickness does not.
                (width, height) = node.flags.contains(.inHStack) ? (false, true) : (true, false)
            case .hstack, .vstack, .zstack:
                // Stacks combine their children's answers; the shares they
                // compute along the axis only matter to children that listen.
                (width, height) = (childW, childH)
            case .fixedFrame:
                // A given dimension replaces the proposal; a missing one passes it on.
                let f = tree.frames[Int(node.payload)]
                (width, height) = (f.idealW.isNaN && childW, f.idealH.isNaN && childH)
            case .flexFrame:
                // With no constraint on an axis the frame is the child's size there.
                let f = tree.frames[Int(node.payload)]
                width = childW || !(f.minW.isNaN && f.idealW.isNaN && f.maxW.isNaN)
                height = childH || !(f.minH.isNaN && f.idealH.isNaN && f.maxH.isNaN)
            case .padding, .offset, .alignmentGuide, .safeAreaPadding, .directionBehavior, .depth:
                (width, height) = (childW, childH)
            case .fixedSize:
                // A fixed axis proposes unspecified whatever it is offered.
                (width, height) = (!node.flags.contains(.fixedH) && childW, !node.flags.contains(.fixedV) && childH)
            case .overlay, .background:
                // The secondary views are proposed the primary's size.
                (width, height) = (firstW, firstH)
            case .layout, .viewThatFits:
                // User code may read any axis; a ViewThatFits' choice
                // compares ideal sizes with the proposal itself.
                (width, height) = (true, true)
            case .grid, .lazyVGrid, .lazyHGrid:
                // Grids share the proposal among columns and rows: both axes matter.
                break
            case .scrollView, .lazyVStack, .lazyHStack, .geometryReader, .containerRelativeFrame, .deferred:
                // Scroll views and GeometryReaders take the proposal; lazy
                // stacks take it across their axis; containerRelativeFrame
                // passes it on: both axes matter.
                break
            default:
                break
            }
            if !width { nodes[i].flags.insert(.ignoresWidth) }
            if !height { nodes[i].flags.insert(.ignoresHeight) }
        }
    }

    /// `p` with the axes node `n` ignores made unspecified.
    @inline(__always)
    func normalised(_ n: Int32, _ p: Proposal) -> Proposal {
        let f = nodes[Int(n)].flags
        if f.rawValue & (NodeFlags.ignoresWidth.rawValue | NodeFlags.ignoresHeight.rawValue) == 0 { return p }
        return Proposal(w: f.contains(.ignoresWidth) ? .nan : p.w, h: f.contains(.ignoresHeight) ? .nan : p.h)
    }
}
