import Foundation

extension NodeTree {
    /// The nodes whose layout inputs differ between `old` and this tree, a
    /// new value of the same view: nil when the structure differs (another
    /// node count, kind, payload slot or child list), which a
    /// `LayoutSession` answers with a fresh layout. One linear pass of
    /// comparisons, no layout work.
    func changedNodes(from old: NodeTree) -> [Int32]? {
        guard nodes.count == old.nodes.count, root == old.root, children == old.children,
              texts.count == old.texts.count else { return nil }
        var changed: [Int32] = []
        let count = nodes.count
        let same: Bool = nodes.withUnsafeBufferPointer { a in
            old.nodes.withUnsafeBufferPointer { b in
                for i in 0..<count {
                    let x = a[i], y = b[i]
                    guard x.kind == y.kind, x.payload == y.payload, x.childStart == y.childStart,
                          x.childCount == y.childCount else { return false }
                    if x.flags != y.flags || x.priority.bitPattern != y.priority.bitPattern || x.guideMask != y.guideMask
                        || payloadDiffers(x, old) {
                        changed.append(Int32(i))
                    }
                }
                return true
            }
        }
        return same ? changed : nil
    }

    /// Whether what layout reads from node `node`'s payload differs in `old`
    /// (same kind and slot). A kind not listed counts as changed, which is
    /// always safe: the node and its ancestors are measured again.
    private func payloadDiffers(_ node: Node, _ old: NodeTree) -> Bool {
        let p = Int(node.payload)
        switch node.kind {
        case .root, .fixedSize:
            // No payload: the fixed axes are flags, compared by the caller.
            return false
        case .shape:
            // Shapes and colors take the proposal: their fill is drawing only.
            return false
        case .image:
            let a = leaves[p], b = old.leaves[p]
            return !(same(a.idealW, b.idealW) && same(a.idealH, b.idealH) && a.resizable == b.resizable)
        case .text:
            return texts[p].string != old.texts[p].string || texts[p].font != old.texts[p].font
        case .spacer, .divider, .offset, .position, .aspectRatio:
            return !(same(points[p].x, old.points[p].x) && same(points[p].y, old.points[p].y))
        case .hstack, .vstack:
            return stacks[p].alignment != old.stacks[p].alignment || !same(stacks[p].spacing, old.stacks[p].spacing)
        case .zstack, .overlay, .background:
            return alignments[p] != old.alignments[p]
        case .fixedFrame, .flexFrame:
            let a = frames[p], b = old.frames[p]
            return !(same(a.minW, b.minW) && same(a.idealW, b.idealW) && same(a.maxW, b.maxW)
                && same(a.minH, b.minH) && same(a.idealH, b.idealH) && same(a.maxH, b.maxH)
                && a.alignment == b.alignment)
        case .padding:
            let a = insets[p], b = old.insets[p]
            return !(same(a.top, b.top) && same(a.leading, b.leading) && same(a.bottom, b.bottom) && same(a.trailing, b.trailing))
        default:
            // Alignment guides (a closure cannot be compared) and kinds not
            // listed here.
            return true
        }
    }

    @inline(__always) private func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }
}
