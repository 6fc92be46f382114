import Foundation

nonisolated extension View {
    /// Sets the priority by which a parent layout should apportion space to
    /// this child (default 0). A trait of the view in its parent's list, so it
    /// survives the modifiers applied after it.
    public consuming func layoutPriority(_ value: Double) -> some View {
        modifier(_TraitWritingModifier(priority: value, id: nil))
    }

    /// Binds a view's identity to the given proxy value; the placed view can
    /// then be found with `PlacedViewTree.frame(of:)`.
    public consuming func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_TraitWritingModifier(priority: nil, id: AnyHashable(id)))
    }
}

nonisolated public struct _TraitWritingModifier: ViewModifier {
    public typealias Body = Never
    let priority: Double?
    let id: AnyHashable?
}
