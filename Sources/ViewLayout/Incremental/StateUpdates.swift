import Foundation

/// What evaluating some bodies again gave (`LayoutSession.layout()`).
enum BodyUpdate {
    /// The same nodes: nothing to lay out or draw again.
    case same
    /// New nodes of the old shape, to be written over the kept tree's
    /// (`StateSplice.write`), and the nodes whose layout inputs changed.
    case spliced(StateSplice)
    /// A body produced nodes of another shape, or cannot be evaluated on
    /// its own: the root is resolved again.
    case reshaped
}

/// Bodies evaluated again whose nodes have the shape of the nodes they
/// replace, and what differs, found before anything of the kept tree is
/// written: a later body of another shape leaves the tree whole, and the
/// tree can then be written in place, its every other node, link and
/// payload slot keeping its index.
struct StateSplice {
    struct Part {
        var record: Int32
        var scratch: BodyTracker
        var nodes: NodeTree
    }
    var parts: [Part] = []
    /// The nodes whose layout inputs differ, ascending, each with its
    /// update marks (`UpdateMark`: remeasure, the axes its answers may
    /// change on, newRecord): what an update by value finds by comparing
    /// the old and new trees, found here against the old nodes alone.
    var changed: [Int32] = []
    var marks: [UInt8] = []
    /// Whether something drawn may differ.
    var drawn = false

    /// Writes the bodies' nodes over `tree`'s and hands the tracker their
    /// records.
    func write(into tree: inout NodeTree, tracker: BodyTracker) {
        // Made again on demand by the next comparison of values (TreeDiff.swift).
        tree.hashes = nil
        // By index: a part bound by `for in` is a copy, its tree's thirty
        // arrays counted and released again.
        for i in parts.indices {
            tree.splice(parts[i].nodes, at: tracker.records[Int(parts[i].record)])
        }
        takeRecords(tracker)
    }

    /// Hands the tracker the records of the bodies' new evaluations.
    func takeRecords(_ tracker: BodyTracker) {
        for i in parts.indices { tracker.replace(parts[i].record, with: parts[i].scratch) }
    }
}

extension BodyTracker {
    /// Evaluates records `bodies` of `resolved` (its tracker's, ascending,
    /// none nested in another) again, each in the environment and context
    /// it saw, and compares their new nodes with the old ones: the same
    /// shape (the same kinds, child links and text fonts) can be written
    /// over them (`StateSplice`); the incremental relayout then compares
    /// node by node. Nothing of `resolved` is written here.
    static func update(_ bodies: [Int32], of resolved: ResolvedViewTree, evaluated: inout Int) -> BodyUpdate {
        guard let tracker = resolved.tracker else { return .reshaped }
        var splice = StateSplice()
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
            guard resolved.tree.compare(resolver.tree, outputs: resolver.pending.count, record: record, into: &splice) else {
                return .reshaped
            }
            splice.parts.append(StateSplice.Part(record: r, scratch: scratch, nodes: resolver.tree))
        }
        if splice.changed.isEmpty && !splice.drawn {
            // Nothing to write; the records are the new evaluations'
            // (their readers are registered under the new epochs).
            splice.takeRecords(tracker)
            return .same
        }
        return .spliced(splice)
    }
}

extension NodeTree {
    /// Whether the nodes `s` (one body's, evaluated again) can be written
    /// over those of `record` in this tree: the same kinds, child links,
    /// guide masks, text fonts and kinds of payload slot. If so, `splice`
    /// gets the nodes whose layout inputs differ and whether what is drawn
    /// may differ. Writes nothing.
    func compare(_ s: NodeTree, outputs: Int, record: BodyTracker.Record, into splice: inout StateSplice) -> Bool {
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
        // The old nodes laid out as `s` lays out the new ones (its node
        // numbers, links and payload slots), so that the comparisons of an
        // update by value apply as they are, node by node.
        var before = s
        var drawn = false
        for i in 0..<s.nodes.count {
            let o = lo + i
            let a = s.nodes[i]
            var x = nodes[o]
            guard a.kind == x.kind, a.childCount == x.childCount, Int(a.childStart) + clo == Int(x.childStart),
                  a.guideMask == x.guideMask,
                  NodeTree.isChainLink(a, stacks: s.stacks) == NodeTree.isChainLink(x, stacks: stacks),
                  (a.kind != .fixedFrame && a.kind != .flexFrame) || Int(x.payload) < frameSizes.count,
                  before.copySlot(of: x, from: self, into: a, drawn: &drawn) else { return false }
            x.payload = a.payload
            x.childStart = a.childStart
            before.nodes[i] = x
            if x.flags.contains(.hasPriority) {
                if before.priorities.count <= i {
                    before.priorities.append(contentsOf: repeatElement(0, count: i + 1 - before.priorities.count))
                }
                before.priorities[i] = priorities[o]
            }
        }
        if !s.ids.isEmpty || !ids.isEmpty || !s.drawing.isEmpty || !drawing.isEmpty { drawn = true }
        for i in 0..<s.nodes.count {
            let n = Int32(i)
            guard let differs = s.payloadDiffers(s.nodes[i], from: before) else { return false }
            let alike = s.readsAlike(n, before)
            if !differs && alike { continue }
            splice.changed.append(Int32(lo + i))
            splice.marks.append(UpdateMark.remeasure | s.unstableAxes(n, from: before) | (alike ? 0 : UpdateMark.newRecord))
        }
        splice.drawn = splice.drawn || drawn
        return true
    }

    /// Writes the nodes `s` (one body's, evaluated again) over those of
    /// `record` in this tree (`compare` found them of the same shape):
    /// node records (flags from `s`, which were marked from the same
    /// subtree), payloads into the old payload slots (so the rest of the
    /// tree is untouched), priorities, ids and drawing attributes.
    mutating func splice(_ s: NodeTree, at record: BodyTracker.Record) {
        let lo = Int(record.nodeStart)
        var drawn = false
        for i in 0..<s.nodes.count {
            let o = lo + i
            let a = s.nodes[i]
            _ = copySlot(of: a, from: s, into: nodes[o], drawn: &drawn)
            if nodes[o].flags != a.flags { nodes[o].flags = a.flags }
            if a.flags.contains(.hasPriority) {
                if priorities.count <= o { priorities.append(contentsOf: repeatElement(0, count: o + 1 - priorities.count)) }
                priorities[o] = s.priorities[i]
            }
        }
        if !s.ids.isEmpty || !ids.isEmpty || !s.drawing.isEmpty || !drawing.isEmpty {
            for i in 0..<s.nodes.count {
                let o = Int32(lo + i)
                if !s.ids.isEmpty || !ids.isEmpty { ids[o] = s.ids[Int32(i)] }
                if !s.drawing.isEmpty || !drawing.isEmpty { drawing[o] = s.drawing[Int32(i)] }
            }
        }
    }

    /// Copies node `a`'s payload in `s` into node `x`'s slot here, for the
    /// kinds whose payload is one plain slot; false for another kind, a
    /// slot missing on one side, or a text in another font (which changes
    /// the spacing around it, `textEdges`). Either way round: `compare`
    /// copies the old nodes' payloads into a copy of the new nodes.
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
