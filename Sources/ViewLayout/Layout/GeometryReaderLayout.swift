import Foundation

extension LayoutEngine {
    /// GeometryReader sizing: the proposal, 10 where unspecified.
    @inline(__always)
    func geometryReaderSize(_ p: Proposal) -> Size {
        Size(w: p.w.isNaN ? 10 : p.w, h: p.h.isNaN ? 10 : p.h)
    }

    /// The safe-area insets a view of `frame` sees: how far it would grow
    /// if it ignored every region (OpenSwiftUI resolves `safeAreaInsets`
    /// the same way; Layout/SafeAreaLayout.swift), leading and trailing in
    /// the node's direction. A reader filling the safe area of an iPhone 13
    /// sees 47 and 34; one that does not reach an edge sees 0 there.
    func safeAreaInsets(of n: Int32, frame: CGRect) -> EdgeInsets {
        if safeSpaces.isEmpty { return EdgeInsets() }
        let g = safeAreaGrowth(minX: Double(frame.minX), minY: Double(frame.minY), maxX: Double(frame.maxX), maxY: Double(frame.maxY),
                               regions: .all)
        let rtl = nodes[Int(n)].flags.contains(.rightToLeft)
        return EdgeInsets(top: CGFloat(g.top), leading: CGFloat(rtl ? g.right : g.left),
                          bottom: CGFloat(g.bottom), trailing: CGFloat(rtl ? g.left : g.right))
    }

    /// Resolves a GeometryReader's content for the size and place it was
    /// given, and places it at the top-leading corner.
    func placeGeometryReader(_ n: Int32, _ node: Node, x: Double, y: Double, s: Size) {
        let frame = CGRect(x: x, y: y, width: s.w, height: s.h)
        let proxy = GeometryProxy(size: CGSize(width: s.w, height: s.h), safeAreaInsets: safeAreaInsets(of: n, frame: frame),
                                  globalFrame: frame, spaces: pass.coordinateSpaces, scrollFrame: pass.scrollFrames.last)
        let f = makeFragment(n, index: 0, proxy: proxy)
        geometryFragments[n] = f
        let cp = Proposal(w: s.w, h: s.h)
        let rtl = node.flags.contains(.rightToLeft)
        for t in f.tops {
            let cs = f.engine.size(t, cp)
            f.engine.place(t, x: rtl ? x + s.w - cs.w : x, y: y, p: cp, s: cs)
        }
    }
}
