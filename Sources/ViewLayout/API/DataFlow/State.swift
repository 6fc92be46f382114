import Foundation

/// A value a view owns (`@State private var count = 0`).
///
/// Writing it (through the property or a `$count` binding) is seen by the
/// next evaluation of the view's `body`. In a `LayoutSession`, a write
/// marks the bodies that read the value, and `LayoutSession/layout()`
/// evaluates just those again; the state of a view whose parent's body is
/// evaluated again is kept by its place, as in SwiftUI. Outside a session
/// the storage belongs to the view value: copies of it share the value, a
/// view made afresh starts from its initial value.
@propertyWrapper
public struct State<Value> {
    final class Box: TrackedStorage {
        private var stored: Value
        init(_ value: Value) { stored = value }
        var value: Value {
            get { noteRead(); return stored }
            set { stored = newValue; noteWrite() }
        }
    }
    let box: Box

    /// Creates the state with an initial value.
    public init(wrappedValue value: Value) { box = BodyTracker.persist { Box(value) } }

    /// Creates the state with an initial value.
    public init(initialValue value: Value) { box = BodyTracker.persist { Box(value) } }

    /// The current value; writing it is seen by the next `body` evaluation.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value (`$count`).
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State: @unchecked Sendable where Value: Sendable {}

// In an extension, as in SwiftUI: declared in the type itself, Swift takes
// this `init()` as the default value of every `@State` property, so one
// without an initial value (`@State private var count: Int`, set in the
// view's `init` through `_count`) failed to compile for a non-optional type.
extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state holding nil (`@State var x: Int?` needs no initial value).
    public init() { box = BodyTracker.persist { Box(nil) } }
}

/// State a gesture updates while it runs (`@GestureState var offset =
/// CGSize.zero`). No gesture runs in a still layout, so it always holds its
/// initial value.
@propertyWrapper
public struct GestureState<Value> {
    let initial: Value

    /// Creates the state with the value it resets to.
    public init(wrappedValue: Value) { initial = wrappedValue }
    /// Creates the state with the value it resets to.
    public init(initialValue: Value) { initial = initialValue }
    /// Creates the state with the value it resets to and a transaction
    /// for the reset (accepted; nothing animates here).
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    /// The value: the initial one, as no gesture is in progress.
    public var wrappedValue: Value { initial }

    /// The state itself, for `gesture.updating($state) { ... }`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a state holding nil (in an extension for the reason `State`'s is).
    public init() { initial = nil }
}

/// A value kept for a scene by `key` (`@SceneStorage("tab") var tab = 0`).
/// Here it starts from its default value and behaves as `@State`; nothing
/// is stored between runs.
@propertyWrapper
public struct SceneStorage<Value> {
    let state: State<Value>

    /// Creates the storage with the default value used when `key` holds none.
    public init(wrappedValue: Value, _ key: String) { state = State(wrappedValue: wrappedValue) }

    /// The current value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// Creates the storage holding nil until written.
    public init(_ key: String) { self.init(wrappedValue: nil, key) }
}

/// A value kept in user defaults under `key` (`@AppStorage("name") var
/// name = "Guest"`). Here it holds its default value and behaves as
/// `@State`: a layout must not depend on the machine's defaults, so
/// `UserDefaults` is neither read nor written.
@propertyWrapper
public struct AppStorage<Value> {
    let state: State<Value>

    /// Creates the storage with the default value used when `key` holds
    /// none; `store` is accepted and not read.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        state = State(wrappedValue: wrappedValue)
    }

    /// The current value (the default until written).
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Creates the storage holding nil until written.
    public init(_ key: String, store: UserDefaults? = nil) { self.init(wrappedValue: nil, key, store: store) }
}

/// A namespace for matched-geometry identifiers (`@Namespace var ns`);
/// each property holds its own `ID`.
@propertyWrapper
public struct Namespace: Sendable {
    /// The identifier of one namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    let id: ID
    nonisolated(unsafe) private static var counter = 0
    private static let lock = NSLock()

    /// Creates a namespace with a new identifier.
    public init() {
        Namespace.lock.lock()
        Namespace.counter += 1
        id = ID(value: Namespace.counter)
        Namespace.lock.unlock()
    }

    /// The namespace's identifier.
    public var wrappedValue: ID { id }
}
