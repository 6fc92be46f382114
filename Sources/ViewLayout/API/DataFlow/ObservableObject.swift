import Foundation

#if !canImport(Combine)
/// A type of object with a publisher that emits before the object changes
/// (Combine's protocol, which `import SwiftUI` re-exports; Combine does not
/// exist on Linux, so ViewLayout defines it there).
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object changes.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// A publisher that emits before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher shared by the object's `@Published` properties, which
    /// `send()` it before each change (a new one for an object without any).
    public var objectWillChange: ObservableObjectPublisher {
        var found: ObservableObjectPublisher? = nil
        var fields: [_PublishedField] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let m = mirror {
            for child in m.children {
                if let holder = child.value as? _PublishedFieldHolder {
                    let field = holder.field
                    fields.append(field)
                    if found == nil { found = field._publisher }
                }
            }
            mirror = m.superclassMirror
        }
        let publisher = found ?? ObservableObjectPublisher()
        for field in fields where field._publisher == nil { field._publisher = publisher }
        return publisher
    }
}

/// The publisher an `ObservableObject` sends before it changes. Nothing
/// in a still layout subscribes to it; programs may, with `sink`.
public final class ObservableObjectPublisher: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [ObjectIdentifier: (()) -> Void] = [:]

    /// Creates a publisher.
    public init() {}

    /// Tells subscribers the object is about to change.
    public func send() {
        lock.lock()
        let current = Array(subscribers.values)
        lock.unlock()
        for s in current { s(()) }
    }

    /// Calls `receiveValue` before each change of the object, until the
    /// returned value is cancelled or released (as Combine's `sink`).
    public func sink(receiveValue: @escaping (()) -> Void) -> AnyCancellable {
        let token = AnyCancellable {}
        let id = ObjectIdentifier(token)
        lock.lock()
        subscribers[id] = receiveValue
        lock.unlock()
        token.onCancel = { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.subscribers[id] = nil
            self.lock.unlock()
        }
        return token
    }
}

/// Ends a subscription when cancelled or released (Combine's type, for
/// `objectWillChange.sink`).
public final class AnyCancellable: Hashable, @unchecked Sendable {
    var onCancel: (() -> Void)?

    /// Creates a value that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }

    /// Ends the subscription.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// Keeps the value in `set` (and the subscription alive with it).
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    deinit { cancel() }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A property of an `ObservableObject` whose changes are announced through
/// `objectWillChange` (`@Published var name = ""`).
@propertyWrapper
public struct Published<Value> {
    final class Storage: TrackedStorage, _PublishedField {
        private var stored: Value
        var _publisher: ObservableObjectPublisher?
        init(_ value: Value) { stored = value }
        /// Read and written through the tracking a `LayoutSession` does
        /// (Resolve/BodyTracking.swift).
        var value: Value {
            get { noteRead(); return stored }
            set { stored = newValue; noteWrite() }
        }
    }
    let storage: Storage

    /// Creates the property with its initial value.
    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    /// Creates the property with its initial value.
    public init(initialValue: Value) { storage = Storage(initialValue) }

    /// Unavailable: a `@Published` property is read through the object that holds it.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The value, read and written through the enclosing object, which
    /// announces each write on `objectWillChange` first.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            if storage._publisher == nil, let observable = object as? any ObservableObject {
                // Installs the shared publisher in every @Published field.
                _ = observable.objectWillChange
            }
            storage._publisher?.send()
            storage.value = newValue
        }
    }
}

/// The storage of a `@Published` property, where the object's shared
/// publisher is kept.
protocol _PublishedField: AnyObject {
    var _publisher: ObservableObjectPublisher? { get set }
}

/// What `objectWillChange` finds among an object's stored properties.
protocol _PublishedFieldHolder {
    var field: _PublishedField { get }
}

extension Published: _PublishedFieldHolder {
    var field: _PublishedField { storage }
}
#endif
