import Foundation

/// Which proposals a node's answer cannot depend on.
///
/// A `frame(width: 20, height: 20)` answers 20 × 20 whatever it is offered,
/// yet a stack offers each child 0, infinity and a share: three proposals,
/// three computations, and below a nest of stacks the distinct proposals
/// multiply. When the tree is built, the resolver works out bottom-up, per
/// node and per axis, whether the answer can depend on that axis of the
/// proposal (`NodeTree.markLayoutFacts`); `size` and `place` then replace
/// an axis that cannot matter with "unspecified" before looking in the
/// memo, so every such proposal is one computation, and a stack probes a
/// child that ignores its axis once. It changes no answer: only proposals
/// that give the same answer are merged. A kind without a rule here is
/// taken to depend on both axes, which is always safe.
///
/// The same walk marks Spacers (`.spacerLike`) and finds the tree's depth
/// and the text at each node's edges: facts of the structure, found once
/// per tree rather than once per layout pass.
extension NodeTree {
    /// Sets the `.spacerLike`, `.ignoresWidth` and `.ignoresHeight` marks
    /// of every node and finds `depth`, `recursionDepth`, `placesEveryNode`
    /// and `textEdges`, and makes `frameSizes`. Children are created
    /// before their parents, so one pass in index order sees every child
    /// marked before its parent.
    mutating func markLayoutFacts() {
        // Filled in place: `map` appends one by one, checking the room each time.
        frameSizes = [Size](repeating: .zero, count: frames.count)
        frames.withReadOnlyStorage { frames in
            frameSizes.withStorage { sizes in
                for i in 0..<self.frames.count { sizes[i] = Size(w: frames[i].idealW, h: frames[i].idealH) }
            }
        }
        let count = nodes.count
        // Per node, the levels below it, then its `recursionDepth`; the
        // latter is used only while every child comes before its parent
        // (always, from the resolver; otherwise it saves nothing).
        let scratch = RawStorage<Int32>.allocate(capacity: Swift.max(2 * count, 1))
        defer { scratch.deallocate() }
        let levels = scratch, recursion = scratch.from(count)
        var inOrder = true
        var deepest: Int32 = 0
        var everyNodePlaced = true
        let stacks = self.stacks
        frames.withReadOnlyStorage { frames in
        leaves.withReadOnlyStorage { leaves in
        children.withReadOnlyStorage { links in
            nodes.withStorage { nodes in
                for i in 0..<count {
                    var node = nodes[i]
                    if !Self.placesEveryChild(node.kind) { everyNodePlaced = false }
                    node.flags.remove([.spacerLike, .ignoresWidth, .ignoresHeight, .widthOwnAxis, .heightOwnAxis])
                    var d: Int32 = 0, below: Int32 = 0
                    // The children's marks, and-ed (a child created after
                    // its parent, never from the resolver, counts as
                    // dependent and adds no level).
                    var all = NodeFlags(rawValue: ~0)
                    let childCount = Int(node.childCount), last = childCount - 1
                    let childLinks = links.from(Int(node.childStart))
                    for k in 0..<childCount {
                        let c = Int(childLinks[k])
                        if c < i {
                            all = NodeFlags(rawValue: all.rawValue & nodes[c].flags.rawValue)
                            d = Swift.max(d, levels[c] + 1)
                            // Placement loops on the last child.
                            below = Swift.max(below, recursion[c] + (k == last ? 0 : 1))
                        } else {
                            all = []
                            inOrder = false
                        }
                    }
                    let childW = !all.contains(.ignoresWidth), childH = !all.contains(.ignoresHeight)
                    let ownW = all.contains(.widthOwnAxis), ownH = all.contains(.heightOwnAxis)
                    levels[i] = d
                    deepest = Swift.max(deepest, d)
                    // Sizing loops over chain links without explicit guides below.
                    recursion[i] = below + (Self.isChainLink(node, stacks: stacks) && node.guideMask == 0 ? 0 : 1)
                    let first: NodeFlags = childCount > 0 && Int(childLinks[0]) < i ? nodes[Int(childLinks[0])].flags : []
                    if Self.isSpacer(node, first: first) { node.flags.insert(.spacerLike) }
                    let (width, height) = Self.dependsOnProposal(node, childW: childW, childH: childH, first: first,
                                                                 frames: frames, leaves: leaves)
                    if !width { node.flags.insert(.ignoresWidth) }
                    if !height { node.flags.insert(.ignoresHeight) }
                    // An answer that ignores the proposed height cannot
                    // depend on it along the width either (and the converse).
                    let (sepW, sepH) = Self.ownAxes(node, childrenW: ownW, childrenH: ownH, first: first, frames: frames)
                    if sepW || !height { node.flags.insert(.widthOwnAxis) }
                    if sepH || !width { node.flags.insert(.heightOwnAxis) }
                    nodes[i] = node
                }
            }
        }
        }
        }
        depth = Int(deepest)
        placesEveryNode = everyNodePlaced
        recursionDepth = !inOrder ? depth + 1 : root >= 0 && Int(root) < count ? Int(recursion[Int(root)]) : 0
        textEdges = LayoutEngine.textEdges(of: self)
    }

    /// Whether a node of `kind` places all its children in every pass
    /// (a stack, a frame, a modifier of one child); the kinds that choose,
    /// create or skip children at layout time say no.
    @inline(__always)
    static func placesEveryChild(_ kind: NodeKind) -> Bool {
        switch kind {
        case .root, .shape, .image, .text, .spacer, .divider, .hstack, .vstack, .zstack,
             .fixedFrame, .flexFrame, .padding, .fixedSize, .offset, .position, .alignmentGuide, .aspectRatio,
             .overlay, .background:
            return true
        default:
            return false
        }
    }

    /// Whether a node is a Spacer, looking through the modifiers that keep
    /// a view's spacing preferences (all single-child wrappers but padding):
    /// `first` holds its first child's marks.
    @inline(__always)
    static func isSpacer(_ node: Node, first: NodeFlags) -> Bool {
        switch node.kind {
        case .spacer: return true
        case .fixedFrame, .flexFrame, .fixedSize, .offset, .alignmentGuide, .overlay, .background, .aspectRatio,
             .ignoresSafeArea, .directionBehavior, .depth:
            return first.contains(.spacerLike)
        default: return false
        }
    }

    /// Whether a node's answered width ignores the proposed height, and its
    /// height the proposed width, given whether every child's does
    /// (`childrenW`, `childrenH`) and its first child's marks. Only the
    /// kinds whose rules make it plain say yes; any other kind says no,
    /// which is always safe.
    @inline(__always)
    static func ownAxes(_ node: Node, childrenW: Bool, childrenH: Bool, first: NodeFlags,
                        frames: ReadOnlyStorage<FrameInfo>) -> (Bool, Bool) {
        switch node.kind {
        case .shape, .image, .spacer, .divider:
            // Each dimension is the proposal's on that axis, or a constant.
            return (true, true)
        case .hstack, .vstack:
            // Along the axis: the gaps and the children's answers along it.
            // Across it, alignment guides could mix in the other axis
            // (a guide computed from a child's width): only without them.
            let plain = node.guideMask == 0
            return node.kind == .hstack ? (childrenW, childrenH && plain) : (childrenW && plain, childrenH)
        case .fixedFrame:
            // A given dimension is a constant, and fixes the child's proposal
            // on that axis, so the other dimension follows its own axis.
            let given = !frames[Int(node.payload)].idealW.isNaN || !frames[Int(node.payload)].idealH.isNaN
            return (given || childrenW, given || childrenH)
        case .flexFrame, .padding, .offset, .alignmentGuide, .fixedSize:
            // Each axis of the child's proposal comes from the same axis of
            // the node's, and each dimension from the child's on that axis.
            return (childrenW, childrenH)
        case .overlay, .background:
            // The primary view's size.
            return (first.contains(.widthOwnAxis), first.contains(.heightOwnAxis))
        default:
            return (false, false)
        }
    }

    /// Whether a node's answer can depend on the proposed width and height,
    /// given whether any child's can (`childW`, `childH`) and its first
    /// child's marks.
    @inline(__always)
    static func dependsOnProposal(_ node: Node, childW: Bool, childH: Bool, first: NodeFlags,
                                  frames: ReadOnlyStorage<FrameInfo>, leaves: ReadOnlyStorage<LeafInfo>) -> (Bool, Bool) {
        let firstW = !first.contains(.ignoresWidth), firstH = !first.contains(.ignoresHeight)
        var width = true, height = true
        switch node.kind {
        case .image:
            // A fixed image has its size; a resizable one takes the proposal.
            let resizable = leaves[Int(node.payload)].resizable
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
            let f = frames[Int(node.payload)]
            (width, height) = (f.idealW.isNaN && childW, f.idealH.isNaN && childH)
        case .flexFrame:
            // With no constraint on an axis the frame is the child's size there.
            let f = frames[Int(node.payload)]
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
        return (width, height)
    }
}

extension LayoutEngine {
    /// `p` with the axes node `n` ignores made unspecified.
    @inline(__always)
    func normalised(_ n: Int32, _ p: Proposal) -> Proposal {
        let f = nodes[Int(n)].flags
        if f.rawValue & (NodeFlags.ignoresWidth.rawValue | NodeFlags.ignoresHeight.rawValue) == 0 { return p }
        return Proposal(w: f.contains(.ignoresWidth) ? .nan : p.w, h: f.contains(.ignoresHeight) ? .nan : p.h)
    }
}
