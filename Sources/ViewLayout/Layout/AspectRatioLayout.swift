import Foundation

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

extension View {
    /// Constrains this view's dimensions to the specified aspect ratio
    /// (width / height); `nil` uses the ratio of the view's ideal size.
    public consuming func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    public consuming func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales this view to fit its parent, keeping its aspect ratio.
    public consuming func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// Scales this view to fill its parent, keeping its aspect ratio.
    public consuming func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}

public struct _AspectRatioLayout: ViewModifier {
    public typealias Body = Never
    let ratio: CGFloat?
    let contentMode: ContentMode

    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        var r = resolver.checkedLength(m.ratio, "aspectRatio(_:)")
        if r == 0 { r = .nan }
        resolver.tree.points.append((x: r, y: m.contentMode == .fill ? 1 : 0))
        resolver.wrapEach(.aspectRatio, payload: Int32(resolver.tree.points.count - 1), content: content)
    }
}

extension LayoutEngine {
    /// aspectRatio (facts §5, swiftuifieldguide and OSU): only the proposal
    /// changes. An unspecified proposal passes through; otherwise the largest
    /// (fit) or smallest (fill) rectangle of the ratio that fits / covers the
    /// proposal is proposed, an unspecified axis counting as infinite. The
    /// view is the child's answer, centred.
    func aspectRatioLayout(_ node: Node, _ p: Proposal, placing out: UnsafeMutablePointer<ChildPlacement>?) -> Size {
        let child = child(node, 0)
        let d = tree.points[Int(node.payload)]
        var cp = p
        if !(p.w.isNaN && p.h.isNaN) {
            var ratio = d.x
            if ratio.isNaN {
                let ideal = size(child, .unspecified)
                ratio = ideal.h > 0 && ideal.w > 0 ? ideal.w / ideal.h : 1
            }
            let pw = p.w.isNaN ? Double.infinity : p.w
            let ph = p.h.isNaN ? Double.infinity : p.h
            let scale = d.y == 1 ? Swift.max(pw / ratio, ph) : Swift.min(pw / ratio, ph)
            if scale.isFinite {
                cp = Proposal(w: scale * ratio, h: scale)
            } else {
                cp = Proposal(w: pw.isFinite ? pw : .infinity, h: ph.isFinite ? ph : .infinity)
            }
        }
        let cs = size(child, cp)
        out?[0] = ChildPlacement(x: 0, y: 0, w: cs.w, h: cs.h, p: cp)
        return cs
    }
}
