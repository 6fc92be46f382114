import Foundation

/// Where keyboard focus is (`@FocusState private var isFocused: Bool`, or
/// an optional field enum). Holds its value like `@State`: nothing has
/// focus in a still layout until the value is written.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    /// A binding to a focus state (`$isFocused`), for `.focused(_:)`.
    @propertyWrapper
    public struct Binding {
        let state: State<Value>
        /// The focus value.
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }
        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    let state: State<Value>

    // The empty initialisers are declared here, not in extensions: only
    // then is `@FocusState private var focused: Bool` initialised without
    // an argument.

    /// Creates a state that is false (nothing focused).
    public init() where Value == Bool { state = State(wrappedValue: false) }

    /// Creates a state that is nil (nothing focused).
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

    /// The focus value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding for `.focused(_:)` / `.focused(_:equals:)`.
    public var projectedValue: FocusState<Value>.Binding { Binding(state: state) }
}

nonisolated extension View {
    /// Ties this view's focus to a Boolean focus state. Accepted; no effect
    /// on a still layout.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Ties this view's focus to a focus state equal to `value`. Accepted;
    /// no effect on a still layout.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}
