import Foundation

extension View {
    /// Fixes this view at its ideal size in both dimensions.
    public consuming func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Fixes this view at its ideal size in the specified dimensions.
    public consuming func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}

public struct _FixedSizeLayout: ViewModifier {
    public typealias Body = Never
    let horizontal: Bool, vertical: Bool

    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        var flags: NodeFlags = []
        if m.horizontal { flags.insert(.fixedH) }
        if m.vertical { flags.insert(.fixedV) }
        resolver.wrapEach(.fixedSize, flags: flags, content: content)
    }
}

extension LayoutEngine {
    /// fixedSize (its page; facts §5): the fixed axes are proposed
    /// unspecified, so the child answers its ideal size there; the view is
    /// whatever the child answers.
    func fixedSizeLayout(_ node: Node, _ p: Proposal, placing out: UnsafeMutablePointer<ChildPlacement>?) -> Size {
        let cp = Proposal(w: node.flags.contains(.fixedH) ? .nan : p.w,
                          h: node.flags.contains(.fixedV) ? .nan : p.h)
        let child = child(node, 0)
        let cs = size(child, cp)
        out?[0] = ChildPlacement(x: 0, y: 0, w: cs.w, h: cs.h, p: cp)
        return cs
    }
}
