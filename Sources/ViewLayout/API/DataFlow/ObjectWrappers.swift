import Foundation

/// An observable object a view creates and owns (`@StateObject private var
/// model = Model()`). The object is made the first time it is read and then
/// kept by the view value (and its copies), and in a `LayoutSession` by the
/// view's place when its parent's body is evaluated again.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    final class Box {
        let make: () -> ObjectType
        lazy var object: ObjectType = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }
    let box: Box

    /// Creates the property with the closure that makes the object.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = BodyTracker.persist { Box(thunk) } }

    /// The object.
    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(root: box.object) }
}

/// An observable object a view is given (`@ObservedObject var model:
/// Model`). Reads see the object's current values; nothing re-renders on
/// change.
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject> {
    /// Makes bindings to the object's properties (`$model.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Creates the property for an object.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Creates the property for an object.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }
}

/// An observable object an ancestor supplies with `.environmentObject(_:)`
/// (`@EnvironmentObject var settings: Settings`).
///
/// A view that reads one no ancestor supplied is left out of the layout
/// (a custom modifier is left off its content) with a `LayoutDiagnostic`
/// naming the view and the type (SwiftUI stops with a fatal error there).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    /// Creates the property; the object comes from the environment.
    public init() { _EnvironmentDependencies.inUse = true }

    /// The object the nearest ancestor supplied.
    public var wrappedValue: ObjectType {
        guard let object = _ViewResolver.current?.environment[ObjectKey<ObjectType>.self] else {
            fatalError(missingObjectMessage(ObjectType.self, "environmentObject(_:)"))
        }
        return object
    }

    /// Bindings to the object's properties (`$settings.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(root: wrappedValue) }
}

/// Makes bindings to the properties of an `@Observable` object
/// (`@Bindable var book: Book`, then `$book.title`).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// Creates the property for an object.
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// Creates bindable access to an object.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// Creates bindable access to the object another `Bindable` holds.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// The property itself, for `$book.title`.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let root = wrappedValue
        return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
}

extension Environment {
    /// Reads the `@Observable` object of type `Value` an ancestor supplied
    /// with `.environment(_:)` (`@Environment(Library.self) var library`).
    /// A view that reads one no ancestor supplied is left out of the layout
    /// with a `LayoutDiagnostic` (SwiftUI stops with a fatal error there).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        _EnvironmentDependencies.inUse = true
        self.init(\EnvironmentValues.[_requiredObject: ObjectKeyPath<Value>()])
    }

    /// Reads the `@Observable` object of type `T` an ancestor supplied, or
    /// nil when none did.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(\EnvironmentValues.[_optionalObject: ObjectKeyPath<T>()])
    }
}

nonisolated extension View {
    /// Supplies an observable object to this view and everything below it,
    /// for their `@EnvironmentObject` properties.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentObjectWriter(object: object))
    }

    /// Supplies an `@Observable` object to this view and everything below
    /// it, for their `@Environment(T.self)` properties (nil removes it).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentObjectWriter(object: object))
    }
}

/// Writes an object into the environment under its type.
nonisolated public struct _EnvironmentObjectWriter<T: AnyObject>: ViewModifier {
    let object: T?

    public static func _makeModifier(_ modifier: Self, _ resolver: _ViewResolver, content: () -> Void) {
        let saved = resolver.environment
        resolver.environment[ObjectKey<T>.self] = modifier.object
        content()
        resolver.environment = saved
    }
}

/// The environment key of the object of type `T`.
struct ObjectKey<T: AnyObject>: EnvironmentKey {
    static var defaultValue: T? { nil }
}

/// The argument of the key paths `@Environment(T.self)` reads through (a
/// key path's subscript arguments must be hashable).
struct ObjectKeyPath<T: AnyObject>: Hashable {}

extension EnvironmentValues {
    subscript<T: AnyObject>(_requiredObject key: ObjectKeyPath<T>) -> T {
        guard let object = self[ObjectKey<T>.self] else {
            fatalError(missingObjectMessage(T.self, "environment(_:)"))
        }
        return object
    }

    subscript<T: AnyObject>(_optionalObject key: ObjectKeyPath<T>) -> T? {
        self[ObjectKey<T>.self]
    }
}

private func missingObjectMessage(_ type: Any.Type, _ modifier: String) -> String {
    "No object of type \(type) found in the environment: a View.\(modifier) for \(type) may be missing as an ancestor of this view"
}

/// A property that needs a value an ancestor must supply; the resolver
/// checks it before evaluating the `body` that would read it.
protocol _EnvironmentDependency {
    /// The type whose object is missing from `environment`, or nil.
    func missingType(in environment: EnvironmentValues) -> (type: Any.Type, modifier: String)?
}

extension EnvironmentObject: _EnvironmentDependency {
    func missingType(in environment: EnvironmentValues) -> (type: Any.Type, modifier: String)? {
        environment[ObjectKey<ObjectType>.self] == nil ? (ObjectType.self, "environmentObject(_:)") : nil
    }
}

extension Environment: _EnvironmentDependency where Value: AnyObject {
    func missingType(in environment: EnvironmentValues) -> (type: Any.Type, modifier: String)? {
        guard keyPath == \EnvironmentValues.[_requiredObject: ObjectKeyPath<Value>()] else { return nil }
        return environment[ObjectKey<Value>.self] == nil ? (Value.self, "environment(_:)") : nil
    }
}

/// Whether a view's stored properties need objects from the environment.
/// Checked only once a property of that kind has been made in the process,
/// so views of programs that use none pay one load and branch.
public enum _EnvironmentDependencies {
    @usableFromInline nonisolated(unsafe) static var inUse = false
    private static let lock = NSLock()
    nonisolated(unsafe) private static var hasDependencies: [ObjectIdentifier: Bool] = [:]

    /// False (after reporting a diagnostic) when `view` (a view or a custom
    /// modifier) reads an object the environment in effect does not hold;
    /// its body is then left out.
    @usableFromInline static func check<V>(_ view: V, _ resolver: _ViewResolver) -> Bool {
        let type = ObjectIdentifier(V.self)
        lock.lock()
        let known = hasDependencies[type]
        lock.unlock()
        if known == false { return true }
        var found = false
        for child in Mirror(reflecting: view).children {
            guard let dependency = child.value as? _EnvironmentDependency else { continue }
            found = true
            if let (missing, modifier) = dependency.missingType(in: resolver.environment) {
                resolver.diagnose("\(V.self) reads \(child.label.map { String($0.dropFirst()) } ?? "a property") of type \(missing), which no ancestor supplies with .\(modifier); \(view is any ViewModifier ? "the modifier is left off its content" : "the view is left out") (SwiftUI stops with a fatal error here)")
                return false
            }
        }
        if known == nil {
            lock.lock()
            hasDependencies[type] = found
            lock.unlock()
        }
        return true
    }
}
