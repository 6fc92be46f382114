import Foundation

extension NodeTree {
    /// The nodes whose layout inputs differ between `old` and this tree, a
    /// new value of the same view: nil when the structure differs (another
    /// node count, kind, payload slot or child list), which a
    /// `LayoutSession` answers with a fresh layout. Linear, but no layout
    /// work: each payload family is compared in one tight loop, then one
    /// loop over the nodes compares their fields and picks up the nodes
    /// whose payload changed.
    func changedNodes(from old: NodeTree) -> [Int32]? {
        guard nodes.count == old.nodes.count, root == old.root, Self.sameLinks(children, old.children),
              leaves.count == old.leaves.count, texts.count == old.texts.count, stacks.count == old.stacks.count,
              alignments.count == old.alignments.count, frames.count == old.frames.count,
              insets.count == old.insets.count, points.count == old.points.count else { return nil }
        // Payload slots whose layout inputs differ, per family (usually none).
        // A font decides which text sets the spacing at a container's edges
        // (`textEdges`): a changed font counts as another structure.
        guard !Self.anyDiffers(texts, old.texts, { a, b in a.pointee.font != b.pointee.font }) else { return nil }
        let changedTexts = Self.differing(texts, old.texts) { a, b in a.pointee.string != b.pointee.string }
        let changedStacks = Self.differing(stacks, old.stacks) { a, b in a.pointee.alignment != b.pointee.alignment || !sameBits(a.pointee.spacing, b.pointee.spacing) }
        let changedAlignments = Self.differing(alignments, old.alignments) { a, b in a.pointee != b.pointee }
        let changedFrames = Self.differing(frames, old.frames) { a, b in
            !(sameBits(a.pointee.minW, b.pointee.minW) && sameBits(a.pointee.idealW, b.pointee.idealW) && sameBits(a.pointee.maxW, b.pointee.maxW)
              && sameBits(a.pointee.minH, b.pointee.minH) && sameBits(a.pointee.idealH, b.pointee.idealH) && sameBits(a.pointee.maxH, b.pointee.maxH) && a.pointee.alignment == b.pointee.alignment)
        }
        let changedInsets = Self.differing(insets, old.insets) { a, b in
            !(sameBits(a.pointee.top, b.pointee.top) && sameBits(a.pointee.leading, b.pointee.leading) && sameBits(a.pointee.bottom, b.pointee.bottom) && sameBits(a.pointee.trailing, b.pointee.trailing))
        }
        let changedPoints = Self.differing(points, old.points) { a, b in !(sameBits(a.pointee.x, b.pointee.x) && sameBits(a.pointee.y, b.pointee.y)) }

        // Per kind, whether a node's payload must be looked at: 0 no (no
        // payload, or its family has no changed slot, which is the usual
        // case), 1 yes. Most nodes then cost a few comparisons.
        var look = [UInt8](repeating: 1, count: 64)
        for kind in [NodeKind.root, .fixedSize, .shape] { look[Int(kind.rawValue)] = 0 }
        if changedTexts.isEmpty { look[Int(NodeKind.text.rawValue)] = 0 }
        if changedStacks.isEmpty { for k in [NodeKind.hstack, .vstack] { look[Int(k.rawValue)] = 0 } }
        if changedAlignments.isEmpty { for k in [NodeKind.zstack, .overlay, .background] { look[Int(k.rawValue)] = 0 } }
        if changedFrames.isEmpty { for k in [NodeKind.fixedFrame, .flexFrame] { look[Int(k.rawValue)] = 0 } }
        if changedInsets.isEmpty { look[Int(NodeKind.padding.rawValue)] = 0 }
        if changedPoints.isEmpty { for k in [NodeKind.spacer, .divider, .offset, .position, .aspectRatio] { look[Int(k.rawValue)] = 0 } }

        var changed: [Int32] = []
        let count = nodes.count
        // A node is four machine words (NodeTree.swift); the one unused
        // byte (after `kind`) is masked out. Equal words and a kind whose
        // payload needs no look: the node is unchanged, in a few
        // instructions (this loop is most of a relayout's linear part).
        let wordsEqual = UInt16(1).littleEndian == 1 && MemoryLayout<Node>.size == 32 && MemoryLayout<Node>.offset(of: \Node.flags) == 2
            && MemoryLayout<Node>.offset(of: \Node.payload) == 4 && MemoryLayout<Node>.offset(of: \Node.childStart) == 8
            && MemoryLayout<Node>.offset(of: \Node.childCount) == 12 && MemoryLayout<Node>.offset(of: \Node.priority) == 16
            && MemoryLayout<Node>.offset(of: \Node.guideMask) == 24 && MemoryLayout<Node>.stride == 32
        let firstWordMask: UInt64 = 0xFFFF_FFFF_FFFF_00FF
        // The table as one word: bit k set when kind k needs a look.
        var lookBits: UInt64 = 0
        for k in 0..<64 where look[k] != 0 { lookBits |= 1 << UInt64(k) }
        let sameStructure: Bool = nodes.withUnsafeBufferPointer { a in
            old.nodes.withUnsafeBufferPointer { b in
                let wa = UnsafeRawPointer(a.baseAddress), wb = UnsafeRawPointer(b.baseAddress)
                var i = 0
                while i < count {
                    defer { i &+= 1 }
                    if wordsEqual, let wa, let wb {
                        // The fast scan: on to the first node that differs
                        // or needs a look.
                        var o = i &* 32
                        let end = count &* 32
                        while o < end {
                            let w0 = wa.load(fromByteOffset: o, as: UInt64.self)
                            let d = ((w0 ^ wb.load(fromByteOffset: o, as: UInt64.self)) & firstWordMask)
                                | (wa.load(fromByteOffset: o &+ 8, as: UInt64.self) ^ wb.load(fromByteOffset: o &+ 8, as: UInt64.self))
                                | (wa.load(fromByteOffset: o &+ 16, as: UInt64.self) ^ wb.load(fromByteOffset: o &+ 16, as: UInt64.self))
                                | (wa.load(fromByteOffset: o &+ 24, as: UInt64.self) ^ wb.load(fromByteOffset: o &+ 24, as: UInt64.self))
                            // The kind is the low byte of the first word (x86 and ARM are little-endian).
                            if d != 0 || (lookBits >> (w0 & 63)) & 1 != 0 { break }
                            o &+= 32
                        }
                        i = o >> 5
                        if i >= count { break }
                    }
                    let x = a[i], y = b[i]
                    // Combined without branches: this loop runs once per node.
                    let shape = (Int32(x.kind.rawValue) ^ Int32(y.kind.rawValue)) | (x.payload ^ y.payload)
                        | (x.childStart ^ y.childStart) | (x.childCount ^ y.childCount)
                    if shape != 0 { return false }
                    var differs = ((UInt64(x.flags.rawValue ^ y.flags.rawValue)) | (x.priority.bitPattern ^ y.priority.bitPattern)
                        | (x.guideMask ^ y.guideMask)) != 0
                    if differs {
                        changed.append(Int32(i))
                        continue
                    }
                    if look[Int(x.kind.rawValue)] == 0 { continue }
                    // What the node's kind reads from its payload.
                    switch x.kind {
                    case .root, .fixedSize, .shape:
                        // No payload (fixed axes are flags); a shape's fill is drawing only.
                        break
                    case .image:
                        // Few images, many colours: compared here, not as a family.
                        let p = Int(x.payload)
                        differs = differs || !(sameBits(leaves[p].idealW, old.leaves[p].idealW)
                            && sameBits(leaves[p].idealH, old.leaves[p].idealH) && leaves[p].resizable == old.leaves[p].resizable)
                    case .text: differs = differs || changedTexts.contains(x.payload)
                    case .hstack, .vstack: differs = differs || changedStacks.contains(x.payload)
                    case .zstack, .overlay, .background: differs = differs || changedAlignments.contains(x.payload)
                    case .fixedFrame, .flexFrame: differs = differs || changedFrames.contains(x.payload)
                    case .padding: differs = differs || changedInsets.contains(x.payload)
                    case .spacer, .divider, .offset, .position, .aspectRatio: differs = differs || changedPoints.contains(x.payload)
                    default:
                        // Alignment guides (a closure cannot be compared) and
                        // kinds not listed here: measured again, always safe.
                        differs = true
                    }
                    if differs { changed.append(Int32(i)) }
                }
                return true
            }
        }
        return sameStructure ? changed : nil
    }

    /// Whether `differs` holds at any slot of two payload arrays of equal length.
    private static func anyDiffers<T>(_ new: [T], _ old: [T], _ differs: (UnsafePointer<T>, UnsafePointer<T>) -> Bool) -> Bool {
        new.withUnsafeBufferPointer { a in
            old.withUnsafeBufferPointer { b in
                guard let a = a.baseAddress, let b = b.baseAddress else { return false }
                for i in 0..<new.count where differs(a + i, b + i) { return true }
                return false
            }
        }
    }

    /// Whether two child-link arrays are equal (one memcmp).
    private static func sameLinks(_ a: [Int32], _ b: [Int32]) -> Bool {
        a.count == b.count && a.withUnsafeBytes { x in b.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    /// The slots at which two payload arrays of equal length differ by
    /// `differs`, which reads the fields it needs through the pointers (a
    /// copy of a whole leaf would retain its paints).
    private static func differing<T>(_ new: [T], _ old: [T], _ differs: (UnsafePointer<T>, UnsafePointer<T>) -> Bool) -> PayloadSlots {
        var slots = PayloadSlots()
        new.withUnsafeBufferPointer { a in
            old.withUnsafeBufferPointer { b in
                guard let a = a.baseAddress, let b = b.baseAddress else { return }
                for i in 0..<new.count where differs(a + i, b + i) { slots.insert(Int32(i)) }
            }
        }
        return slots
    }
}

@inline(__always) private func sameBits(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }

/// A few payload slots (an update changes one or two): scanned in a short
/// array, hashed only when there are many.
private struct PayloadSlots {
    /// The first slot inline (-1: none), so the usual one-slot case is one
    /// comparison per node of the family.
    private var first: Int32 = -1
    private var few: [Int32] = []
    private var many: Set<Int32> = []
    mutating func insert(_ s: Int32) {
        if first < 0 { first = s } else if few.count < 8 { few.append(s) } else { many.insert(s) }
    }
    /// No slot (`first` fills first).
    var isEmpty: Bool { first < 0 }
    @inline(__always) func contains(_ s: Int32) -> Bool {
        if s == first { return true }
        if few.isEmpty { return false }
        return few.contains(s) || (!many.isEmpty && many.contains(s))
    }
}
