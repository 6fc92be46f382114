import Foundation

/// A view that adapts to the available space by providing the first child
/// view that fits.
///
/// The rule (Apple's ViewThatFits page; Fidelity, "Layout protocol and
/// ViewThatFits"): the children are tried
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
nonisolated public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Creates a view that shows the first child fitting on the given axes
    /// (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}
