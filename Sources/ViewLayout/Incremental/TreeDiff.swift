import Foundation

extension NodeTree {
    /// The nodes whose layout inputs differ between `old` and this tree, a
    /// new value of the same view: nil when the structure differs (another
    /// node count, kind, payload slot, child list or text font), which a
    /// `LayoutSession` answers with a fresh layout.
    ///
    /// Proportional to the change, not to the tree: it walks down from the
    /// root and enters only the subtrees whose hashes (`SubtreeHashes`,
    /// made when the tree was resolved) differ. A node it enters is compared
    /// exactly: another kind, payload slot or child list is another
    /// structure; other flags, priority or guide mask, or other contents of
    /// its payload slot, make it changed. A one-row edit of a 100-row list
    /// compares the root's rows and that row's cells, and never reads the
    /// other rows' memory (a linear comparison of both trees was most of an
    /// update's time, though vectorised).
    ///
    /// Nodes whose inputs cannot be compared (alignment guides' closures,
    /// kinds without a payload family here) are always changed.
    func changedNodes(from old: NodeTree) -> [Int32]? {
        var entered = 0, links = 0
        return changedNodes(from: old, entered: &entered, links: &links)
    }

    /// The same for two shared trees (a session's update): both are read in
    /// place, where a tree passed as a value was copied, thirty counts.
    static func changedNodes(_ new: SharedTree, from old: SharedTree, entered: inout Int, links: inout Int) -> [Int32]? {
        new.tree.changedNodes(from: old.tree, entered: &entered, links: &links)
    }

    /// The same, counting in `entered` the nodes whose subtree hashes
    /// differed (compared exactly and descended into), and in `links` the
    /// child links read one by one (the others were passed a run at a
    /// time, `SubtreeHashes.blocks`).
    func changedNodes(from old: NodeTree, entered: inout Int, links: inout Int) -> [Int32]? {
        guard nodes.count == old.nodes.count, root == old.root, children.count == old.children.count,
              leaves.count == old.leaves.count, texts.count == old.texts.count, stacks.count == old.stacks.count,
              alignments.count == old.alignments.count, frames.count == old.frames.count,
              insets.count == old.insets.count, points.count == old.points.count, guides.count == old.guides.count,
              let new = hashes ?? SubtreeHashes(self), let was = old.hashes ?? SubtreeHashes(old) else { return nil }
        var changed: [Int32] = []
        guard root >= 0, root < nodes.count else { return changed }
        // Only nodes whose hashes differ are pushed (a row's equal
        // siblings cost a comparison each, not a visit). The arrays are
        // read in place (their counts checked above, the hashes' by
        // construction): a nest's path is every node of it.
        // The next node to enter is held in `next` (a nest's path enters
        // one child a level: no array traffic), the others in `pending`.
        var pending: [Int32] = []
        var next: Int32 = new.root == was.root ? -1 : root
        let linkCount = children.count, blockCount = new.blocks.count
        guard new.child.count == linkCount, was.child.count == linkCount, was.blocks.count == blockCount,
              new.own.count == nodes.count, was.own.count == nodes.count else { return nil }
        var structural = false
        nodes.withReadOnlyStorage { xs in old.nodes.withReadOnlyStorage { ys in
        children.withReadOnlyStorage { cs in old.children.withReadOnlyStorage { ds in
        new.child.withReadOnlyStorage { hx in was.child.withReadOnlyStorage { hy in
        new.blocks.withReadOnlyStorage { bx in was.blocks.withReadOnlyStorage { by in
        new.own.withReadOnlyStorage { ox in was.own.withReadOnlyStorage { oy in
            while true {
                let n: Int32
                if next >= 0 {
                    n = next
                    next = -1
                } else if let q = pending.popLast() {
                    n = q
                } else {
                    break
                }
                let i = Int(n)
                entered &+= 1
                let x = xs[i], y = ys[i]
                guard x.kind == y.kind, x.payload == y.payload, x.childStart == y.childStart, x.childCount == y.childCount,
                      x.childStart >= 0, Int(x.childStart) + Int(x.childCount) <= linkCount else {
                    structural = true
                    return
                }
                var k = Int(x.childStart)
                let end = k + Int(x.childCount)
                while k < end {
                    // A whole block of equal links (children and their
                    // subtrees) is passed at once: a 10,000-row list's edit
                    // reads 313 block hashes and one block's links, where it
                    // read every row's (half an update's time).
                    if k & (SubtreeHashes.block - 1) == 0 && k + SubtreeHashes.block <= end
                        && bx[k >> SubtreeHashes.blockShift] == by[k >> SubtreeHashes.blockShift] {
                        k += SubtreeHashes.block
                        continue
                    }
                    let c = cs[k]
                    guard c == ds[k], c >= 0, Int(c) < nodes.count else {
                        structural = true
                        return
                    }
                    if hx[k] != hy[k] {
                        if next < 0 { next = c } else { pending.append(c) }
                    }
                    links &+= 1
                    k += 1
                }
                // The node's own inputs, by their hash first: on a change's
                // path most nodes differ only below (a nest's every level).
                if ox[i] == oy[i] { continue }
                switch payloadDiffers(x, from: old) {
                case nil:
                    structural = true
                    return
                case true?: changed.append(n)
                case false?: if !readsAlike(n, old) { changed.append(n) }
                }
            }
        } } } } } } } } } }
        if structural { return nil }
        // Inputs the hashes do not cover: measured again, always safe.
        changed.append(contentsOf: new.opaque)
        return changed
    }

    /// Whether node `x`'s payload slot holds other layout inputs than the
    /// same slot of `old`: nil when the difference is one of structure (a
    /// text's font decides which text sets the spacing at a container's
    /// edges, `textEdges`). Plain values compare as bytes: equal bytes are
    /// equal values, and values equal but written differently (an alignment
    /// made through another initialiser) only measure a node again. `Node`
    /// and `AlignmentKey` fill what would be padding with zeros.
    func payloadDiffers(_ x: Node, from old: NodeTree) -> Bool? {
        let p = Int(x.payload)
        switch x.kind.payloadFamily {
        case .none: return false
        case .opaque: return true
        case .image:
            guard p >= 0 && p < leaves.count else { return false }
            return leaves[p].layoutBits != old.leaves[p].layoutBits
        case .text:
            guard p >= 0 && p < texts.count else { return false }
            // The same interned number: the same string, font and options.
            if texts[p].id == old.texts[p].id { return false }
            if texts[p].font != old.texts[p].font { return nil }
            return texts[p].string != old.texts[p].string || texts[p].options != old.texts[p].options
        case .stack, .alignment, .frame, .inset, .point:
            // A slot out of range in either tree counts as equal (no node reads it).
            var previous = PayloadBytes()
            guard old.visitPlainPayload(x, &previous) else { return false }
            var comparer = PayloadComparer(previous: previous)
            return visitPlainPayload(x, &comparer) && comparer.differs
        }
    }

    /// Hands `visitor` node `x`'s payload slot in the family of plain values
    /// its kind reads (stack, alignment, frame, inset, point), typed: what
    /// the hashes mix in and the comparison compares, listed once. False
    /// for another family, or a slot out of range (no node reads it).
    @inline(__always)
    func visitPlainPayload<V: PlainPayloadVisitor>(_ x: Node, _ visitor: inout V) -> Bool {
        let i = Int(x.payload)
        switch x.kind.payloadFamily {
        case .stack: return visitor.visit(stacks, i)
        case .alignment: return visitor.visit(alignments, i)
        case .frame: return visitor.visit(frames, i)
        case .inset: return visitor.visit(insets, i)
        case .point: return visitor.visit(points, i)
        case .none, .image, .text, .opaque: return false
        }
    }
}

/// What reads a payload slot of plain values (`visitPlainPayload`): one
/// generic call per family, so each is specialised with its type's size.
protocol PlainPayloadVisitor {
    /// Reads slot `i` of `family`; false when it is out of range.
    mutating func visit<T>(_ family: [T], _ i: Int) -> Bool
}

/// Mixes a slot's bytes into a hash.
private struct PayloadHasher: PlainPayloadVisitor {
    var h: UInt64
    @inline(__always) mutating func visit<T>(_ family: [T], _ i: Int) -> Bool {
        guard i >= 0 && i < family.count else { return false }
        h = SubtreeHashes.words(PlainBytes(of: family, at: i), h)
        return true
    }
}

/// Compares a slot's bytes with the same slot of the previous tree
/// (`previous`, found with `PayloadBytes`).
private struct PayloadComparer: PlainPayloadVisitor {
    let previous: PayloadBytes
    var differs = false
    @inline(__always) mutating func visit<T>(_ family: [T], _ i: Int) -> Bool {
        guard i >= 0 && i < family.count, let old = previous.bytes, old.size == MemoryLayout<T>.size else { return false }
        differs = !PlainBytes(of: family, at: i).equals(old)
        return true
    }
}

/// Finds a slot's bytes in the previous tree (read at once, while it is alive).
private struct PayloadBytes: PlainPayloadVisitor {
    var bytes: PlainBytes?
    @inline(__always) mutating func visit<T>(_ family: [T], _ i: Int) -> Bool {
        guard i >= 0 && i < family.count else { return false }
        bytes = PlainBytes(of: family, at: i)
        return true
    }
}

extension LeafInfo {
    /// What layout reads of an image (the rest is drawing): its ideal size,
    /// baseline and resizability, as words for the hash and the comparison.
    var layoutBits: SIMD4<UInt64> {
        SIMD4(idealW.bitPattern, idealH.bitPattern, baseline.bitPattern, resizable ? 1 : 0)
    }
}

/// A hash of each node's subtree, over everything `changedNodes` compares:
/// the node's record, the contents of its payload slot (a text by its
/// interned number) and its children's indices and hashes. Made once per
/// resolved tree, in one pass children before parents, for the trees a
/// `LayoutSession` resolves (a plain layout does not pay for it).
///
/// The hashes are kept by child link (`child[k]` is the hash of the
/// subtree at link k), so a container's children's hashes are side by
/// side: comparing a 100-row list's rows reads 800 contiguous bytes, not
/// 100 scattered nodes' worth of cache lines.
///
/// Equal hashes are trusted to mean equal subtrees. Each step of the hash
/// is a bijection of the running value given the word mixed in, so a
/// difference in any one word of a subtree (one frame's width, one text)
/// always changes the hash of every node on its path: such an edit is never
/// missed. Two subtrees that differ in several words collide with a chance
/// of about 2⁻⁶⁴.
struct SubtreeHashes {
    /// The root's subtree hash.
    var root: UInt64 = 0
    /// The subtree hash of each child link's node, by link.
    var child: [UInt64]
    /// Each node's own hash, by node: its record, priority and payload
    /// slot, without its children (what `changedNodes` compares exactly
    /// when it differs).
    var own: [UInt64]
    /// The nodes of `PayloadFamily.opaque`, whose inputs cannot be hashed.
    var opaque: [Int32]
    /// A hash of each run of `block` child links (from link 0, whatever
    /// node they belong to): their children's indices and subtree hashes.
    /// Equal, the run's children are the same nodes with the same
    /// subtrees, and the comparison passes the run without reading it.
    var blocks: [UInt64]
    static let blockShift = 5
    static let block = 1 << blockShift

    /// Nil for a tree whose children do not all come before their parents
    /// (never from the resolver): it cannot be hashed in one pass.
    init?(_ tree: NodeTree) {
        let count = tree.nodes.count
        // Each node's hash while its parent is still to come; then copied to
        // the parent's link.
        var hash = [UInt64](repeating: 0, count: count)
        var own = [UInt64](repeating: 0, count: count)
        var child = [UInt64](repeating: 0, count: tree.children.count)
        var opaque: [Int32] = []
        let ok: Bool = hash.withStorage { out in
            own.withStorage { own in child.withStorage { byLink in
                tree.nodes.withReadOnlyStorage { nodes in
                    tree.children.withReadOnlyStorage { links in
                        for i in 0..<count {
                            let node = nodes[i]
                            var h = Self.words(PlainBytes(of: nodes, at: i), 0x243F_6A88_85A3_08D3)
                            if node.flags.contains(.hasPriority) { h = Self.mix(h, tree.priorities[i].bitPattern) }
                            let p = Int(node.payload)
                            switch node.kind.payloadFamily {
                            case .none: break
                            case .opaque: opaque.append(Int32(i))
                            case .image:
                                if p >= 0 && p < tree.leaves.count {
                                    let b = tree.leaves[p].layoutBits
                                    for k in 0..<4 { h = Self.mix(h, b[k]) }
                                }
                            case .text: if p >= 0 && p < tree.texts.count { h = Self.mix(h, tree.texts[p].id) }
                            case .stack, .alignment, .frame, .inset, .point:
                                var hasher = PayloadHasher(h: h)
                                if tree.visitPlainPayload(node, &hasher) { h = hasher.h }
                            }
                            own[i] = h
                            for k in Int(node.childStart)..<Int(node.childStart + node.childCount) {
                                let c = Int(links[k])
                                guard c >= 0 && c < i else { return false }
                                h = Self.mix(Self.mix(h, UInt64(c)), out[c])
                                byLink[k] = out[c]
                            }
                            out[i] = h
                        }
                        return true
                    }
                }
            } }
        }
        guard ok else { return nil }
        let r = Int(tree.root)
        root = r >= 0 && r < count ? hash[r] : 0
        let linkCount = tree.children.count
        var blocks = [UInt64](repeating: 0, count: (linkCount + Self.block - 1) >> Self.blockShift)
        for j in 0..<blocks.count {
            var h: UInt64 = 0x1319_8A2E_0370_7344
            for k in (j << Self.blockShift)..<Swift.min((j + 1) << Self.blockShift, linkCount) {
                h = Self.mix(Self.mix(h, UInt64(UInt32(bitPattern: tree.children[k]))), child[k])
            }
            blocks[j] = h
        }
        (self.child, self.own, self.opaque, self.blocks) = (child, own, opaque, blocks)
    }

    /// One step: a bijection of `h` for a given `w`, and of `w` for a given `h`.
    @inline(__always)
    static func mix(_ h: UInt64, _ w: UInt64) -> UInt64 {
        let x = (h ^ w) &* 0x9E37_79B9_7F4A_7C15
        return x ^ (x >> 29)
    }

    /// Mixes `bytes` (8 at a time, then the rest one by one).
    @inline(__always)
    static func words(_ bytes: PlainBytes, _ h: UInt64) -> UInt64 {
        let size = bytes.size
        var h = h, o = 0
        while o + 8 <= size {
            h = mix(h, bytes.word(at: o))
            o += 8
        }
        while o < size {
            h = mix(h, UInt64(bytes.byte(at: o)))
            o += 1
        }
        return h
    }
}

/// The payload family a node's kind reads its layout inputs from.
enum PayloadFamily: UInt8 {
    /// No layout input in a payload (a shape's fill is drawing only; fixed
    /// axes are flags).
    case none
    case image, text, stack, alignment, frame, inset, point
    /// Inputs the diff cannot compare (alignment guides' closures) or kinds
    /// it does not know: such a node is measured again on every update.
    case opaque
}

extension NodeKind {
    var payloadFamily: PayloadFamily {
        switch self {
        case .root, .fixedSize, .shape: return .none
        case .image: return .image
        case .text: return .text
        case .hstack, .vstack: return .stack
        case .zstack, .overlay, .background: return .alignment
        case .fixedFrame, .flexFrame: return .frame
        case .padding: return .inset
        case .spacer, .divider, .offset, .position, .aspectRatio: return .point
        default: return .opaque
        }
    }
}
