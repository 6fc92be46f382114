import Foundation

/// A view that adapts to the available space by providing the first child
/// view that fits.
///
/// The rule (Apple's ViewThatFits page; facts §15): the children are tried
/// in order, and the first "whose ideal size on the constrained axes fits
/// within the proposed size" is shown; if none fits, the last one. With an
/// empty `axes` set the first child is shown (init(in:content:) page). How
/// the ideal size is asked, after OSU's `SizeFittingLayoutComputer` and
/// FB's "Mastering ViewThatFits" (steps 3–8, and the `.vertical` example
/// measured with `fixedSize(horizontal: false, vertical: true)`): the child
/// is proposed nil on the constrained axes and the parent's proposal on the
/// others; it fits when, on each constrained axis, that size is at most the
/// proposal (an unspecified proposal fits anything). The chosen child is
/// then proposed the parent's proposal itself, and its answer is the
/// ViewThatFits' size: a chosen Text can still wrap (FB's `Text("Hi")` in a
/// 10-point frame).
///
/// Only the chosen child is placed; the placed-view tree lists it alone,
/// with the ViewThatFits labelled "child 2 of 3".
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        // Children keep the enclosing stack's axis for Spacer and Divider.
        let context = resolver.stackContext
        resolver.tree.writableLayoutData.hasViewThatFits = true
        resolver.container(.viewThatFits, payload: Int32(view.axes.rawValue), stack: context) { resolver.make(view.content) }
        resolver.nameLastNode("ViewThatFits")
    }
}

extension LayoutEngine {
    /// The child of a ViewThatFits shown for proposal `p` (-1: no children).
    func viewThatFitsChoice(_ node: Node, _ p: Proposal) -> Int {
        let count = Int(node.childCount)
        if count == 0 { return -1 }
        let axes = Axis.Set(rawValue: Int8(truncatingIfNeeded: node.payload))
        if axes.isEmpty { return 0 }
        let h = axes.contains(.horizontal), v = axes.contains(.vertical)
        var ideal = p
        if h { ideal.w = .nan }
        if v { ideal.h = .nan }
        for i in 0..<(count - 1) {
            let s = size(child(node, i), ideal)
            let fitsW = !h || p.w.isNaN || s.w <= p.w
            let fitsH = !v || p.h.isNaN || s.h <= p.h
            if fitsW && fitsH { return i }
        }
        return count - 1
    }

    @inline(never)
    func viewThatFitsLayout(_ n: Int32, _ node: Node, _ p: Proposal, placing out: UnsafeMutablePointer<ChildPlacement>?) -> Size {
        let chosen = viewThatFitsChoice(node, p)
        if chosen < 0 { return .zero }
        let s = size(child(node, chosen), p)
        if let out {
            // The others are marked not placed (NaN width; `place` skips them).
            for i in 0..<Int(node.childCount) {
                out[i] = i == chosen ? ChildPlacement(x: 0, y: 0, w: s.w, h: s.h, p: p)
                    : ChildPlacement(x: 0, y: 0, w: .nan, h: .nan, p: p)
            }
            layoutState!.chosen[n] = Int32(chosen)
        }
        return s
    }

    /// A ViewThatFits' explicit guide is its chosen child's.
    @inline(never)
    func viewThatFitsGuide(_ node: Node, _ key: AlignmentKey, _ p: Proposal, _ s: Size) -> Double? {
        let chosen = viewThatFitsChoice(node, p)
        if chosen < 0 { return nil }
        return explicitGuide(child(node, chosen), key, p, s)
    }
}
