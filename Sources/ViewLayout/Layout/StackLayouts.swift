import Foundation

extension LayoutEngine {
    /// The subviews' nodes as a run of `links` past the tree's own (so the
    /// stack functions, which read children from `links`, see them as the
    /// children of a stand-in node), for the duration of `body`.
    func withStandIn<T>(_ subviews: LayoutSubviews, _ kind: NodeKind, payload: Int32,
                        _ body: (Node, RawStorage<ChildPlacement>) -> T) -> T {
        let st = layoutState!
        let ids = subviews.nodeList
        let start = st.linkTop
        for (k, id) in ids.enumerated() { links[start + k] = id }
        st.linkTop += ids.count
        let base = scratchTop
        scratchTop += ids.count
        defer {
            st.linkTop = start
            scratchTop = base
        }
        var flags = nodes[Int(subviews.container)].flags
        flags.remove([.spacerLike, .ignoresWidth, .ignoresHeight, .hasPriority])
        let node = Node(kind: kind, guideMask: .max, flags: flags, payload: payload, childStart: Int32(start),
                        childCount: Int32(ids.count))
        return body(node, scratch.from(base))
    }

    /// HStackLayout / VStackLayout on a custom layout's subviews: the stack
    /// function of HStack and VStack, then one `place` per subview.
    func stackLayout(of subviews: LayoutSubviews, _ kind: NodeKind, _ axis: Axis, _ alignment: AlignmentKey,
                     _ spacing: CGFloat?, _ proposal: ProposedViewSize, placingIn bounds: CGRect?) -> CGSize {
        let p = Proposal(proposal)
        let gap = spacing.map { Double($0) }.flatMap { $0.isFinite ? $0 : nil } ?? .nan
        let info = StackInfo(alignment: alignment, spacing: gap)
        let s = withStandIn(subviews, kind, payload: -1) { node, out in
            let st = layoutState!
            let saved = st.standInStack[0]
            st.standInStack[0] = info
            defer { st.standInStack[0] = saved }
            let s = stackLayout(node, axis, p, placing: bounds == nil ? nil : out)
            if let bounds { placeAll(subviews, out, bounds) }
            return s
        }
        return CGSize(width: s.w, height: s.h)
    }

    /// ZStackLayout on a custom layout's subviews: ZStack's function.
    func zstackLayout(of subviews: LayoutSubviews, _ alignment: Alignment, _ proposal: ProposedViewSize,
                      placingIn bounds: CGRect?) -> CGSize {
        let p = Proposal(proposal)
        let s = withStandIn(subviews, .zstack, payload: -1) { node, out in
            let s = alignedUnion(node, first: 0, p, alignment, placing: bounds == nil ? nil : out)
            if let bounds { placeAll(subviews, out, bounds) }
            return s
        }
        return CGSize(width: s.w, height: s.h)
    }

    func placeAll(_ subviews: LayoutSubviews, _ out: RawStorage<ChildPlacement>, _ bounds: CGRect) {
        for i in 0..<subviews.count { placeRelative(subviews, i, bounds, out[i]) }
    }
}
