import Foundation

/// Sizing a chain of one-child nodes in a loop rather than a recursion.
///
/// A padding, a one-child stack on the path without probes, and the
/// modifiers that pass the proposal through each size their child once,
/// at a proposal made from their own, and answer a size made from the
/// child's. A run of them (every level of a deep nest of
/// `VStack { … }.padding()`) is walked down once, recording each link's
/// proposal, then back up, each link turning its child's answer into its
/// own. The recursion it replaces took two calls and about 500 bytes of
/// stack a level: a 1,000-level nest left the caches on its way back up.
///
/// Every link's answer goes into the memo as `size` would put it, so the
/// placement pass finds them; the link that starts the chain is memoised
/// by its caller (`size`).
extension LayoutEngine {
    /// One recorded link: the node and the proposal it was offered.
    struct ChainLink {
        var node: Int32
        var p: Proposal
    }

    /// Whether `node` sizes as a chain link in this engine (the tree's rule,
    /// `NodeTree.isChainLink`; a one-child stack only where no custom layout
    /// could observe the probes it skips, as `takesSingleChildPath`).
    @inline(__always)
    func isChainLink(_ node: Node) -> Bool {
        // The static form: a method of the tree, read in place, is called
        // on a copy of its whole record.
        NodeTree.isChainLink(node, stacks: tree.stacks) && (!usesLayoutProtocol || (node.kind != .hstack && node.kind != .vstack))
    }

    /// Whether `computeSize` sizes `node` by `sizeLink`: a padding around a
    /// link, a one-child stack that is a link, and the modifiers that pass
    /// the proposal through.
    @inline(__always)
    func sizesAsLink(_ node: Node) -> Bool {
        guard node.childCount == 1 else { return false }
        switch node.kind {
        case .padding: return isChainLink(nodes[Int(child(node, 0))])
        case .hstack, .vstack: return isChainLink(node)
        case .alignmentGuide, .ignoresSafeArea, .directionBehavior, .depth: return true
        default: return false
        }
    }

    /// What link `node` proposes its child for proposal `p`.
    @inline(__always)
    func linkProposal(_ node: Node, _ p: Proposal) -> Proposal {
        switch node.kind {
        case .padding: return paddingProposal(tree.insets[Int(node.payload)], p)
        case .hstack: return Proposal(w: singleChildShare(p.w), h: p.h)
        case .vstack: return Proposal(w: p.w, h: singleChildShare(p.h))
        default: return p
        }
    }

    /// What link `node` answers for proposal `p`, given its child's answer
    /// `cs` to `linkProposal(node, p)`. A stack writes its plan, as
    /// `singleChildStackSize` does.
    @inline(__always)
    func linkSize(_ node: Node, _ p: Proposal, _ cs: Size) -> Size {
        switch node.kind {
        case .padding:
            let e = tree.insets[Int(node.payload)]
            // A sum that can overflow: saturated as `size` saturates.
            return Size(w: cs.w + (e.leading + e.trailing), h: cs.h + (e.top + e.bottom)).saturated(for: p)
        case .hstack:
            plans[Int(node.childStart)] = StackPlan(proposed: singleChildShare(p.w), major: cs.w, across: cs.h)
            planProposals[Int(node.payload)] = p
            planMinor?[Int(node.payload)] = p.h
            return cs
        case .vstack:
            plans[Int(node.childStart)] = StackPlan(proposed: singleChildShare(p.h), major: cs.h, across: cs.w)
            planProposals[Int(node.payload)] = p
            planMinor?[Int(node.payload)] = p.w
            return cs
        default:
            return cs
        }
    }

    /// The size of link `n` (not in the memo) for proposal `p`: directly
    /// when its child is not a link (a padding around a row) or has its
    /// answer in the memo (an update measuring a path again from the
    /// bottom), else by `sizeChain`.
    @inline(__always)
    func sizeLink(_ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let c = child(node, 0)
        let cp = linkProposal(node, p)
        if isChainLink(nodes[Int(c)]) {
            guard let known = cache.lookup(c, normalised(c, cp)) else { return sizeChain(n, node, p) }
            return linkSize(node, p, known)
        }
        return linkSize(node, p, size(c, cp))
    }

    /// The size of chain link `n` (not in the memo) for proposal `p`: the
    /// links below it are walked down while they are links missing from
    /// the memo; the first other node is sized by `size` (its own fast
    /// paths, memo and recursion), and the answers are carried back up.
    @inline(never)
    func sizeChain(_ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let base = chainTop
        var link = n, linkNode = node, lp = p
        var s: Size
        while true {
            chain[chainTop] = ChainLink(node: link, p: lp)
            chainTop &+= 1
            let c = child(linkNode, 0)
            let cnode = nodes[Int(c)]
            let cp = normalised(c, linkProposal(linkNode, lp))
            if !isChainLink(cnode) {
                s = size(c, cp)
                break
            }
            if let hit = cache.lookup(c, cp) {
                s = hit
                break
            }
            (link, linkNode, lp) = (c, cnode, cp)
        }
        while chainTop > base {
            chainTop &-= 1
            let entry = chain[chainTop]
            s = linkSize(nodes[Int(entry.node)], entry.p, s)
            if chainTop > base {
                // As `size` and `computeSize` would for this link.
                cache.insert(entry.node, entry.p, s)
                sizeComputations &+= 1
            }
        }
        return s
    }
}

extension NodeTree {
    /// Whether `node` sizes its one child at a proposal made from its own
    /// and answers a size made from the child's alone (ChainSizing.swift):
    /// a padding, a modifier that passes the proposal through, or a
    /// one-child stack aligned on a built-in guide with no explicit value
    /// below it (the engine also asks for no custom layout in the tree).
    @inline(__always)
    func isChainLink(_ node: Node) -> Bool { Self.isChainLink(node, stacks: stacks) }

    /// `isChainLink`, given the tree's stack payloads.
    @inline(__always)
    static func isChainLink(_ node: Node, stacks: [StackInfo]) -> Bool {
        guard node.childCount == 1 else { return false }
        switch node.kind {
        case .padding, .alignmentGuide, .ignoresSafeArea, .directionBehavior, .depth:
            return true
        case .hstack, .vstack:
            guard node.payload >= 0 else { return false }
            let key = stacks[Int(node.payload)].alignment
            return node.guideMask & key.maskBit == 0 && key.builtin != .custom
        default:
            return false
        }
    }
}
