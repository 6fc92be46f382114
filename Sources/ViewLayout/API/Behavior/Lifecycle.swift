import Foundation

// Actions a view runs when it appears, changes or is submitted. A still
// layout runs none of them: each modifier is accepted and returns the view
// unchanged. (`onReceive` needs Combine's `Publisher`: it is offered only
// where Combine exists, not on Linux.)

/// The kinds of submission `onSubmit(of:_:)` reacts to.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The triggers' bits.
    public let rawValue: UInt
    /// Creates a set of triggers from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Text fields and secure fields.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Search fields.
    public static let search = SubmitTriggers(rawValue: 2)
}

nonisolated extension View {
    /// Runs `action` before the view appears. Accepted; never runs on a
    /// still layout.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Runs `action` after the view disappears. Accepted; never runs on a
    /// still layout.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Starts `action` when the view appears. Accepted; never runs on a
    /// still layout.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View { self }

    /// Starts `action` when the view appears and again when `id` changes.
    /// Accepted; never runs on a still layout.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping () async -> Void) -> some View { self }

    /// Runs `action` with the old and new values when `value` changes.
    /// Accepted; never runs on a still layout.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { self }

    /// Runs `action` when `value` changes. Accepted; never runs on a still
    /// layout.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping () -> Void) -> some View { self }

    /// Runs `action` with the new value when `value` changes (the form before
    /// iOS 17). Accepted; never runs on a still layout.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { self }

    /// Runs `action` when the user submits a field below this view.
    /// Accepted; never runs on a still layout.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }

    /// Makes the view refreshable by pulling down. Accepted; no effect on a
    /// still layout (no refresh control is shown).
    public func refreshable(action: @escaping () async -> Void) -> some View { self }

    /// Runs `action` when the app is opened with a URL. Accepted; never runs.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// Runs `action` when the pointer enters or leaves the view. Accepted;
    /// never runs.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}

#if canImport(Combine)
nonisolated extension View {
    /// Runs `action` when `publisher` emits. Accepted; never runs on a still
    /// layout (only where Combine exists).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
        where P.Failure == Never { self }
}
#endif
