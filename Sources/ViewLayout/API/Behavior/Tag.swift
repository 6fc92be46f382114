import Foundation

nonisolated extension View {
    /// Sets the unique tag value of this view: a `Picker` shows the option
    /// whose tag equals its selection as selected, a `TabView` the tab whose
    /// tag equals its selection. A tag matches a selection of its own type
    /// and, when `includeOptional` is true (the default), a selection of
    /// the optional of that type too.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(_TagModifier(tag: tag, includeOptional: includeOptional))
    }
}

/// The tag of a view, read by the picker or tab view it is an option or a
/// tab of (Resolve/Tag+Resolve.swift); elsewhere it does nothing.
nonisolated public struct _TagModifier<V: Hashable>: ViewModifier {
    public typealias Body = Never
    let tag: V
    let includeOptional: Bool
}
