import Foundation

/// A description of what should happen when the layout direction changes.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// A behavior that doesn't mirror when the layout direction changes.
    case fixed
    /// A behavior that mirrors when the layout direction has the specified
    /// value.
    case mirrors(in: LayoutDirection)

    /// A behavior that mirrors when the layout direction is right-to-left.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

nonisolated extension View {
    /// Sets the behavior of this view for different layout directions
    /// ("layoutDirectionBehavior(_:)" and `LayoutDirectionBehavior` pages).
    ///
    /// - `.fixed`: nothing changes; the view adapts to the direction as
    ///   every view does (the page: views "adjust their layouts
    ///   automatically in a right-to-left context and do not need to be
    ///   mirrored").
    /// - `.mirrors(in: d)`: the content was designed in the other direction
    ///   (the `mirrors(in:)` page: develop in LTR and use `.mirrors(in:
    ///   .rightToLeft)`, or in RTL and use `.mirrors(in: .leftToRight)`), so
    ///   it is laid out in that other direction and, when the environment's
    ///   direction is `d`, flipped horizontally as a whole inside the view's
    ///   frame. The flip is recorded in the placed-view tree
    ///   (`PlacedView.flipsHorizontally`, `isMirrored`) and the frames below
    ///   are mirrored about the view's centre line.
    public consuming func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifier(_LayoutDirectionBehaviorModifier(behavior: behavior))
    }
}

nonisolated public struct _LayoutDirectionBehaviorModifier: ViewModifier {
    public typealias Body = Never
    let behavior: LayoutDirectionBehavior
}
