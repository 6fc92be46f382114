import Foundation

/// A hash of each node's subtree: the node's own layout inputs (its 32
/// bytes, its child links, the payload slot it reads: frame constraints,
/// insets, stack spacing and alignment, a text's interned number, an
/// image's ideal size) combined with its children's subtree hashes, made
/// once when a `LayoutSession` resolves a value (while the new tree is still
/// in the caches). An update then compares the two trees from the root
/// down, entering only the subtrees whose hashes differ: a one-leaf edit of
/// a 15,000-view grid reads a few hundred nodes of each tree instead of
/// megabytes (the byte diff's memory traffic was most of a relayout's
/// time). Nodes whose own inputs differ are compared as values again, so a
/// hash that differs falsely costs work, never a wrong layout; two
/// different subtrees with equal 64-bit hashes would be taken as equal
/// (odds about 2^-64 per subtree).
extension NodeTree {
    @inline(__always) private static func mix(_ h: UInt64, _ w: UInt64) -> UInt64 {
        var x = (h ^ w) &* 0x9E37_79B9_7F4A_7C15
        x ^= x >> 29
        return x
    }

    @inline(__always) private static func mixBytes<T>(_ h: UInt64, _ p: UnsafePointer<T>) -> UInt64 {
        var h = h
        let raw = UnsafeRawPointer(p)
        let size = MemoryLayout<T>.size
        var o = 0
        while o + 8 <= size {
            h = mix(h, raw.loadUnaligned(fromByteOffset: o, as: UInt64.self))
            o += 8
        }
        while o < size {
            h = mix(h, UInt64(raw.load(fromByteOffset: o, as: UInt8.self)))
            o += 1
        }
        return h
    }

    /// Node `n`'s own inputs (not its children's subtrees).
    func ownHash(_ n: Int) -> UInt64 {
        var h: UInt64 = 0x243F_6A88_85A3_08D3
        nodes.withUnsafeBufferPointer { h = Self.mixBytes(h, $0.baseAddress! + n) }
        let node = nodes[n]
        for k in 0..<Int(node.childCount) { h = Self.mix(h, UInt64(UInt32(bitPattern: children[Int(node.childStart) + k]))) }
        let slot = Int(node.payload)
        func payload<T>(_ a: [T]) {
            guard slot >= 0 && slot < a.count else { return }
            a.withUnsafeBufferPointer { h = Self.mixBytes(h, $0.baseAddress! + slot) }
        }
        switch node.kind.payloadFamily {
        case .none, .opaque: break
        case .text: if slot >= 0 && slot < texts.count { h = Self.mix(h, texts[slot].id) }
        case .image:
            if slot >= 0 && slot < leaves.count {
                h = Self.mix(h, leaves[slot].idealW.bitPattern)
                h = Self.mix(h, leaves[slot].idealH.bitPattern)
                h = Self.mix(h, leaves[slot].baseline.bitPattern)
                h = Self.mix(h, leaves[slot].resizable ? 1 : 0)
            }
        case .stack: payload(stacks)
        case .alignment: payload(alignments)
        case .frame: payload(frames)
        case .inset: payload(insets)
        case .point:
            if slot >= 0 && slot < points.count {
                h = Self.mix(h, points[slot].x.bitPattern)
                h = Self.mix(h, points[slot].y.bitPattern)
            }
        }
        return h
    }

    /// Every node's subtree hash (children before parents, by a worklist).
    func subtreeHashes() -> [UInt64] {
        var hashes = [UInt64](repeating: 0, count: nodes.count)
        guard root >= 0 && Int(root) < nodes.count else { return hashes }
        // Post-order without recursion: (node, children done).
        var work: [(Int32, Bool)] = [(root, false)]
        var visited = [Bool](repeating: false, count: nodes.count)
        while let (n, done) = work.popLast() {
            let node = nodes[Int(n)]
            if done {
                var h = ownHash(Int(n))
                for k in 0..<Int(node.childCount) { h = Self.mix(h, hashes[Int(children[Int(node.childStart) + k])]) }
                hashes[Int(n)] = h
                continue
            }
            if visited[Int(n)] { continue }
            visited[Int(n)] = true
            work.append((n, true))
            for k in 0..<Int(node.childCount) {
                let c = children[Int(node.childStart) + k]
                if c >= 0 && Int(c) < nodes.count && !visited[Int(c)] { work.append((c, false)) }
            }
        }
        return hashes
    }

    /// The nodes whose layout inputs differ between `old` and this tree,
    /// found from the root down through the subtrees whose hashes differ;
    /// nil when the structure differs. `opaque`: nodes always measured
    /// again (`PayloadOwners.opaque`).
    func changedNodes(from old: NodeTree, hashes: [UInt64], oldHashes: [UInt64], opaque: [Int32]) -> [Int32]? {
        guard nodes.count == old.nodes.count, root == old.root, root >= 0, children.count == old.children.count,
              hashes.count == nodes.count, oldHashes.count == old.nodes.count,
              leaves.count == old.leaves.count, texts.count == old.texts.count, stacks.count == old.stacks.count,
              alignments.count == old.alignments.count, frames.count == old.frames.count,
              insets.count == old.insets.count, points.count == old.points.count else { return nil }
        var changed: [Int32] = []
        var work: [Int32] = hashes[Int(root)] == oldHashes[Int(root)] ? [] : [root]
        while let n = work.popLast() {
            let x = nodes[Int(n)], y = old.nodes[Int(n)]
            // Another kind, payload slot or child list: another structure.
            if x.kind != y.kind || x.payload != y.payload || x.childStart != y.childStart || x.childCount != y.childCount { return nil }
            for k in 0..<Int(x.childCount) where children[Int(x.childStart) + k] != old.children[Int(x.childStart) + k] { return nil }
            if ownHash(Int(n)) != old.ownHash(Int(n)) {
                // A font decides which text sets the spacing at a
                // container's edges (`textEdges`): another structure.
                if x.kind == .text, x.payload >= 0, Int(x.payload) < texts.count,
                   texts[Int(x.payload)].font != old.texts[Int(x.payload)].font { return nil }
                changed.append(n)
            }
            for k in 0..<Int(x.childCount) {
                let c = children[Int(x.childStart) + k]
                if hashes[Int(c)] != oldHashes[Int(c)] { work.append(c) }
            }
        }
        changed.append(contentsOf: opaque)
        return changed
    }
}
