import Foundation

/// What evaluating some bodies again gave (`LayoutSession.layout()`).
enum BodyUpdate {
    /// The same nodes: nothing to lay out or draw again.
    case same
    /// The kept tree with the bodies' nodes replaced in place, and the
    /// nodes whose layout inputs changed.
    case spliced(ResolvedViewTree, changed: [Int32])
    /// A body produced nodes of another shape, or cannot be evaluated on
    /// its own: the root is resolved again.
    case reshaped
}

extension BodyTracker {
    /// Evaluates records `bodies` of `resolved` (its tracker's, ascending,
    /// none nested in another) again, each in the environment and context
    /// it saw, and splices their new nodes over the old ones when the
    /// shape is the same: the same kinds, child links and text fonts, so
    /// every other node, link and payload slot keeps its index and the
    /// incremental relayout can compare node by node.
    static func update(_ bodies: [Int32], of resolved: ResolvedViewTree, evaluated: inout Int) -> BodyUpdate {
        guard let tracker = resolved.tracker else { return .reshaped }
        let old = resolved.shared
        var tree = old.tree
        // Made again on demand by the next comparison of values (TreeDiff.swift).
        tree.hashes = nil
        var changed: [Int32] = []
        var drawn = false
        for r in bodies {
            let record = tracker.records[Int(r)]
            guard record.inPlace else { return .reshaped }
            let scratch = BodyTracker(reevaluating: r, of: tracker)
            let resolver = _ViewResolver(environment: record.environment)
            resolver.tracker = scratch
            resolver.stackContext = record.stackContext
            // Bodies are main-actor code (Runtime/MainActorContext.swift).
            asMainActorContext {
                withActive {
                    _ViewResolver.$current.withValue(resolver) { record.make(resolver) }
                }
            }
            scratch.finish()
            evaluated += scratch.records.count
            guard resolver.diagnostics.isEmpty, scratch.records.count == Int(record.end - r) else { return .reshaped }
            resolver.tree.markLayoutFacts()
            guard tree.splice(resolver.tree, outputs: resolver.pending.count, record: record, old: old.tree,
                              changed: &changed, drawn: &drawn) else { return .reshaped }
            tracker.replace(r, with: scratch)
        }
        if changed.isEmpty && !drawn { return .same }
        return .spliced(ResolvedViewTree(tree, replacing: resolved), changed: changed)
    }
}

extension NodeTree {
    /// Writes the nodes `s` (one body's, evaluated again) over those of
    /// `record` in this tree: node records (flags from `s`, which were
    /// marked from the same subtree), payload slots (the old slots, so the
    /// rest of the tree is untouched), priorities, ids and drawing
    /// attributes. False, with the tree half written, when the shape
    /// differs; the caller then drops it. `changed` gets the nodes whose
    /// layout inputs differ from `old`'s; `drawn` is set when only what is
    /// drawn may differ.
    mutating func splice(_ s: NodeTree, outputs: Int, record: BodyTracker.Record, old: NodeTree,
                         changed: inout [Int32], drawn: inout Bool) -> Bool {
        let lo = Int(record.nodeStart), hi = Int(record.nodeEnd), clo = Int(record.linkStart), chi = Int(record.linkEnd)
        guard s.nodes.count == hi - lo, s.children.count == chi - clo, Int(record.outputs) == outputs,
              s.layoutData == nil, s.deferred.isEmpty, !s.hasUnplacedNodes, s.preferredColorScheme == nil,
              s.sectionRoles.isEmpty, s.gridCellTraits.isEmpty, s.gridRowTags.isEmpty,
              s.coordinateSpaceNames.isEmpty, s.depths.isEmpty, s.guides.isEmpty else { return false }
        // Sparse tables the splice does not rewrite: none may hold one of the old nodes.
        if !(sectionRoles.isEmpty && gridCellTraits.isEmpty && gridRowTags.isEmpty
             && coordinateSpaceNames.isEmpty && depths.isEmpty) {
            for o in lo..<hi {
                let n = Int32(o)
                if sectionRoles[n] != nil || gridCellTraits[n] != nil || gridRowTags[n] != nil
                    || coordinateSpaceNames[n] != nil || depths[n] != nil { return false }
            }
        }
        let shift = Int32(lo)
        for j in 0..<s.children.count where s.children[j] &+ shift != children[clo + j] { return false }
        for i in 0..<s.nodes.count {
            let o = lo + i
            let a = s.nodes[i]
            var x = nodes[o]
            guard a.kind == x.kind, a.childCount == x.childCount, Int(a.childStart) + clo == Int(x.childStart),
                  a.guideMask == x.guideMask,
                  NodeTree.isChainLink(a, stacks: s.stacks) == NodeTree.isChainLink(x, stacks: stacks),
                  copySlot(of: a, from: s, into: x, drawn: &drawn) else { return false }
            x.flags = a.flags
            nodes[o] = x
            if a.flags.contains(.hasPriority) {
                if priorities.count <= o { priorities.append(contentsOf: repeatElement(0, count: o + 1 - priorities.count)) }
                priorities[o] = s.priorities[i]
            }
        }
        if !s.ids.isEmpty || !ids.isEmpty || !s.drawing.isEmpty || !drawing.isEmpty {
            drawn = true
            for i in 0..<s.nodes.count {
                let o = Int32(lo + i)
                if !s.ids.isEmpty || !ids.isEmpty { ids[o] = s.ids[Int32(i)] }
                if !s.drawing.isEmpty || !drawing.isEmpty { drawing[o] = s.drawing[Int32(i)] }
            }
        }
        // The same comparison as an update by value, node by node: the slots are the same.
        for o in lo..<hi {
            let n = Int32(o)
            switch payloadDiffers(nodes[o], from: old) {
            case nil: return false
            case true?: changed.append(n)
            case false?: if !readsAlike(n, old) { changed.append(n) }
            }
        }
        return true
    }

    /// Copies node `a`'s payload in `s` into node `x`'s slot here, for the
    /// kinds whose payload is one plain slot; false for another kind, a
    /// slot missing on one side, or a text in another font (which changes
    /// the spacing around it, `textEdges`).
    private mutating func copySlot(of a: Node, from s: NodeTree, into x: Node, drawn: inout Bool) -> Bool {
        let ps = Int(a.payload), px = Int(x.payload)
        if ps < 0 || px < 0 { return ps < 0 && px < 0 }
        func fits(_ n: Int, _ m: Int) -> Bool { ps < n && px < m }
        switch x.kind {
        case .root, .fixedSize:
            return true
        case .shape, .image:
            guard fits(s.leaves.count, leaves.count) else { return false }
            var leaf = s.leaves[ps]
            let was = leaves[px]
            leaf.fillIndex = sharedIndex(s.paints, leaf.fillIndex, in: &paints, was: was.fillIndex)
            leaf.strokeIndex = sharedIndex(s.paints, leaf.strokeIndex, in: &paints, was: was.strokeIndex)
            leaf.nameIndex = sharedIndex(s.leafNames, leaf.nameIndex, in: &leafNames, was: was.nameIndex)
            if !leaf.drawsAlike(was) { drawn = true }
            leaves[px] = leaf
        case .text:
            guard fits(s.texts.count, texts.count), s.texts[ps].font == texts[px].font else { return false }
            texts[px] = s.texts[ps]
        case .hstack, .vstack:
            guard fits(s.stacks.count, stacks.count) else { return false }
            stacks[px] = s.stacks[ps]
        case .zstack, .overlay, .background:
            guard fits(s.alignments.count, alignments.count) else { return false }
            alignments[px] = s.alignments[ps]
        case .fixedFrame, .flexFrame:
            guard fits(s.frames.count, frames.count), px < frameSizes.count else { return false }
            frames[px] = s.frames[ps]
            frameSizes[px] = Size(w: frames[px].idealW, h: frames[px].idealH)
        case .padding:
            guard fits(s.insets.count, insets.count) else { return false }
            insets[px] = s.insets[ps]
        case .spacer, .divider, .offset, .position, .aspectRatio:
            guard fits(s.points.count, points.count) else { return false }
            points[px] = s.points[ps]
        default:
            return false
        }
        return true
    }

    /// The index in `table` of entry `i` of `source` (-1: none): the old
    /// index `was` when that entry is equal, else a new entry.
    private func sharedIndex<T: Equatable>(_ source: [T], _ i: Int32, in table: inout [T], was: Int32) -> Int32 {
        guard i >= 0 && Int(i) < source.count else { return -1 }
        let value = source[Int(i)]
        if was >= 0 && Int(was) < table.count && table[Int(was)] == value { return was }
        table.append(value)
        return Int32(table.count - 1)
    }
}

extension LeafInfo {
    /// Whether the two leaves hold the same values (their paints and names
    /// by index in the same tree).
    func drawsAlike(_ other: LeafInfo) -> Bool {
        shape == other.shape && resizable == other.resizable && fillIndex == other.fillIndex
            && strokeIndex == other.strokeIndex && nameIndex == other.nameIndex
            && lineWidth.bitPattern == other.lineWidth.bitPattern && cornerRadius.bitPattern == other.cornerRadius.bitPattern
            && layoutBits == other.layoutBits
    }
}
