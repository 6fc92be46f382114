import Foundation

extension NodeTree {
    /// The nodes whose layout inputs differ between `old` and this tree, a
    /// new value of the same view: nil when the structure differs (another
    /// node count, kind, payload slot, child list or text font), which a
    /// `LayoutSession` answers with a fresh layout. `owners` is
    /// `PayloadOwners(old)`, kept by the session while the structure stays.
    ///
    /// Linear, but the linear part is `memcmp` (libc's is vectorised, a
    /// fraction of an instruction per byte): the node array and each payload
    /// family of plain values are compared as bytes in blocks, and only a
    /// block that differs is looked at element by element. A node that
    /// differs as bytes is another structure if its kind, payload slot or
    /// children differ, and changed if its flags, priority or guide mask do.
    /// A payload slot that differs is mapped to the node that reads it
    /// through `owners`, without visiting the other nodes of its family.
    /// Texts are compared as bytes first too, then those that differ (a
    /// string in other storage, say) as values.
    ///
    /// Comparing as bytes is exact: equal bytes are equal values, and values
    /// that are equal but differ as bytes (an alignment made through another
    /// initialiser) only measure a node again. `Node` and `AlignmentKey`
    /// fill what would be padding with zeros, so equal values written the
    /// same way are equal bytes.
    func changedNodes(from old: NodeTree, owners: PayloadOwners) -> [Int32]? {
        guard nodes.count == old.nodes.count, root == old.root, Self.sameBytes(children, old.children),
              leaves.count == old.leaves.count, texts.count == old.texts.count, stacks.count == old.stacks.count,
              alignments.count == old.alignments.count, frames.count == old.frames.count,
              insets.count == old.insets.count, points.count == old.points.count,
              owners.frames.count == frames.count, owners.texts.count == texts.count, owners.stacks.count == stacks.count,
              owners.alignments.count == alignments.count, owners.insets.count == insets.count,
              owners.points.count == points.count else { return nil }
        var changed: [Int32] = []

        // The nodes: usually equal as a whole.
        let sameShape: Bool = nodes.withUnsafeBufferPointer { a in
            old.nodes.withUnsafeBufferPointer { b in
                Self.forEachDifferingSlot(a, b) { i in
                    let x = a[i], y = b[i]
                    let shape = (Int32(x.kind.rawValue) ^ Int32(y.kind.rawValue)) | (x.payload ^ y.payload)
                        | (x.childStart ^ y.childStart) | (x.childCount ^ y.childCount)
                    if shape != 0 { return false }
                    if !x.readsAlike(y) { changed.append(Int32(i)) }
                    return true
                }
            }
        }
        guard sameShape else { return nil }

        // Texts: a font decides which text sets the spacing at a container's
        // edges (`textEdges`), so a changed font counts as another structure.
        // Equal bytes (the same string storage, font and options) are equal
        // texts; the others are compared as values.
        let fontsSame: Bool = texts.withUnsafeBufferPointer { a in
            old.texts.withUnsafeBufferPointer { b in
                Self.forEachDifferingSlot(a, b) { i in
                    let x = a.baseAddress! + i, y = b.baseAddress! + i
                    // The same interned number: the same string, font and options.
                    if x.pointee.id == y.pointee.id { return true }
                    if x.pointee.font != y.pointee.font { return false }
                    if x.pointee.string != y.pointee.string || x.pointee.options != y.pointee.options {
                        addOwners(of: i, .text, owners.texts, &changed)
                    }
                    return true
                }
            }
        }
        guard fontsSame else { return nil }

        // The families of plain values.
        differingSlots(stacks, old.stacks, .stack, owners.stacks, &changed)
        differingSlots(alignments, old.alignments, .alignment, owners.alignments, &changed)
        differingSlots(frames, old.frames, .frame, owners.frames, &changed)
        differingSlots(insets, old.insets, .inset, owners.insets, &changed)
        differingSlots(points, old.points, .point, owners.points, &changed)

        // Few images, many colours: images are compared by node.
        for n in owners.images {
            let p = Int(nodes[Int(n)].payload)
            guard p >= 0 && p < leaves.count else { continue }
            let x = leaves[p], y = old.leaves[p]
            if !(x.idealW.bitPattern == y.idealW.bitPattern && x.idealH.bitPattern == y.idealH.bitPattern
                 && x.resizable == y.resizable && x.baseline.bitPattern == y.baseline.bitPattern) {
                changed.append(n)
            }
        }
        // Alignment guides (a closure cannot be compared) and kinds without
        // a family here: measured again, always safe.
        changed.append(contentsOf: owners.opaque)
        return changed
    }

    /// The same, for a caller that keeps no `PayloadOwners` (a custom
    /// layout's cache checks the structure with it).
    func changedNodes(from old: NodeTree) -> [Int32]? {
        changedNodes(from: old, owners: PayloadOwners(old))
    }

    /// Adds to `changed` the nodes of `family` that read the payload slots at
    /// which two arrays of plain values differ as bytes.
    private func differingSlots<T>(_ new: [T], _ old: [T], _ family: PayloadFamily, _ owners: [Int32], _ changed: inout [Int32]) {
        new.withUnsafeBufferPointer { a in
            old.withUnsafeBufferPointer { b in
                _ = Self.forEachDifferingSlot(a, b) { i in
                    addOwners(of: i, family, owners, &changed)
                    return true
                }
            }
        }
    }

    /// Adds the node that reads `slot` of `family`, or, for a slot read by
    /// several nodes (a modifier applied to a `ForEach` or `Group` wraps each
    /// element with one payload), every such node.
    private func addOwners(of slot: Int, _ family: PayloadFamily, _ owners: [Int32], _ changed: inout [Int32]) {
        let owner = owners[slot]
        if owner >= 0 { changed.append(owner); return }
        if owner == PayloadOwners.nobody { return }
        for (i, node) in nodes.enumerated() where node.payload == Int32(slot) && node.kind.payloadFamily == family {
            changed.append(Int32(i))
        }
    }

    /// Calls `visit` with each index at which two buffers of equal length
    /// differ as bytes, until it returns false (then false). Runs of about
    /// 8 KB are compared with one `memcmp`; only a run that differs is
    /// compared element by element.
    @inline(__always)
    private static func forEachDifferingSlot<T>(_ a: UnsafeBufferPointer<T>, _ b: UnsafeBufferPointer<T>, _ visit: (Int) -> Bool) -> Bool {
        guard let pa = UnsafeRawPointer(a.baseAddress), let pb = UnsafeRawPointer(b.baseAddress) else { return true }
        let stride = MemoryLayout<T>.stride, count = a.count
        let run = max(1, 8192 / max(stride, 1))
        var i = 0
        while i < count {
            let n = min(run, count - i)
            if memcmp(pa + i * stride, pb + i * stride, n * stride) != 0 {
                for j in i..<(i + n) where memcmp(pa + j * stride, pb + j * stride, stride) != 0 {
                    if !visit(j) { return false }
                }
            }
            i += n
        }
        return true
    }

    /// Whether two arrays are equal as bytes (one memcmp).
    private static func sameBytes(_ a: [Int32], _ b: [Int32]) -> Bool {
        a.count == b.count && a.withUnsafeBytes { x in b.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
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

/// For each payload family, the node that reads each slot: what lets the
/// diff go from a changed slot to its node without a walk. Made once per
/// structure (a `LayoutSession` keeps it while updates keep the structure,
/// which the diff checks before it is used): 4 bytes a payload slot.
struct PayloadOwners {
    /// No node reads the slot.
    static let nobody: Int32 = -1
    /// Several nodes read the slot (found by a walk when it changes).
    static let several: Int32 = -2

    var texts: [Int32] = [], stacks: [Int32] = [], alignments: [Int32] = []
    var frames: [Int32] = [], insets: [Int32] = [], points: [Int32] = []
    /// Image nodes, compared one by one.
    var images: [Int32] = []
    /// Nodes of `PayloadFamily.opaque`.
    var opaque: [Int32] = []

    init() {}

    init(_ tree: NodeTree) {
        texts = Array(repeating: Self.nobody, count: tree.texts.count)
        stacks = Array(repeating: Self.nobody, count: tree.stacks.count)
        alignments = Array(repeating: Self.nobody, count: tree.alignments.count)
        frames = Array(repeating: Self.nobody, count: tree.frames.count)
        insets = Array(repeating: Self.nobody, count: tree.insets.count)
        points = Array(repeating: Self.nobody, count: tree.points.count)
        for (i, node) in tree.nodes.enumerated() {
            let n = Int32(i), slot = Int(node.payload)
            switch node.kind.payloadFamily {
            case .none: break
            case .image: images.append(n)
            case .opaque: opaque.append(n)
            case .text: Self.own(&texts, slot, n)
            case .stack: Self.own(&stacks, slot, n)
            case .alignment: Self.own(&alignments, slot, n)
            case .frame: Self.own(&frames, slot, n)
            case .inset: Self.own(&insets, slot, n)
            case .point: Self.own(&points, slot, n)
            }
        }
    }

    private static func own(_ slots: inout [Int32], _ slot: Int, _ node: Int32) {
        guard slot >= 0 && slot < slots.count else { return }
        slots[slot] = slots[slot] == nobody ? node : several
    }
}
