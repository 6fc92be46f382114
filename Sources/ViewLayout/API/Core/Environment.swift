import Foundation

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    /// The type of the value the key stores.
    associatedtype Value
    /// The value read where no view above has set one.
    static var defaultValue: Value { get }
}

/// The direction of a horizontal layout.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Leading is left, trailing is right: the default.
    case leftToRight
    /// Leading is right, trailing is left: stacks run right to left and
    /// leading alignments sit at the right (see Fidelity, "Layout direction").
    case rightToLeft
}

/// A collection of environment values propagated through a view hierarchy.
///
/// The values that layout reads on every node are stored fields, so copying
/// an environment costs a few words and one retain; user-defined keys live in
/// a shared, immutable linked list that a write extends instead of copying.
public struct EnvironmentValues: CustomStringConvertible {
    /// The direction leading and trailing refer to; left to right by default.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The display scale: 1, 2 or 3 pixels per point (3 on current iPhones).
    public var displayScale: CGFloat = 3 {
        didSet {
            if !(displayScale.isFinite && displayScale > 0) { displayScale = 1 }
        }
    }
    /// The font that `Text` uses when none is set on it; `.body` by default.
    public var font: Font? = nil
    /// The amount of padding `padding()` adds when no length is given (16 on
    /// iOS: Fidelity, "Padding, Spacer and Divider").
    public var defaultPadding: EdgeInsets = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    /// Stored, as colors and text read it on every node they make
    /// (`colorScheme` in API/DataFlow/EnvironmentKeys.swift).
    var storedColorScheme: ColorScheme = .light
    var custom: CustomEntry? = nil

    /// Creates the default environment: left to right, display scale 3, no font set.
    public init() {}

    /// The size of a pixel on the screen: `1 / displayScale`.
    public var pixelLength: CGFloat { 1 / displayScale }

    /// The value of a custom key: the nearest one set above, else the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            var e = custom
            while let entry = e {
                if entry.key == id { return entry.value as! K.Value }
                e = entry.next
            }
            return K.defaultValue
        }
        set {
            custom = CustomEntry(key: ObjectIdentifier(key), value: newValue, name: "\(K.self)", next: custom)
        }
    }

    public var description: String {
        var parts = ["layoutDirection: \(layoutDirection)", "displayScale: \(displayScale)"]
        var e = custom
        var seen = Set<ObjectIdentifier>()
        while let entry = e {
            if seen.insert(entry.key).inserted { parts.append("\(entry.name): \(entry.value)") }
            e = entry.next
        }
        return "EnvironmentValues(\(parts.joined(separator: ", ")))"
    }

    final class CustomEntry {
        let key: ObjectIdentifier
        let value: Any
        let name: String
        let next: CustomEntry?
        init(key: ObjectIdentifier, value: Any, name: String, next: CustomEntry?) {
            self.key = key
            self.value = value
            self.name = name
            self.next = next
        }
    }
}

/// A property wrapper that reads a value from a view's environment.
///
/// Readable inside a custom view's `body`: the resolver evaluates `body`
/// with the environment that applies at that point of the hierarchy.
@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>

    /// Creates a property that reads the environment value at the key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value in the environment of the view whose body is being
    /// evaluated; the default environment's value outside a body.
    public var wrappedValue: Value {
        let env = _ViewResolver.current?.environment ?? EnvironmentValues()
        return env[keyPath: keyPath]
    }
}

/// Sets an environment value for a view and everything below it.
nonisolated public struct _EnvironmentWritingModifier<Value>: ViewModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    public static func _makeModifier(_ modifier: Self, _ resolver: _ViewResolver, content: () -> Void) {
        let saved = resolver.environment
        resolver.environment[keyPath: modifier.keyPath] = modifier.value
        content()
        resolver.environment = saved
    }
}

nonisolated extension View {
    /// Sets the environment value of the specified key path to the given value.
    public consuming func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }
}

/// Values of environment keys a Swift file declares, by the property's
/// name: `viewlayout render` reads files without compiling them, so it
/// cannot make a key type for each.
enum _FileEnvironmentKey: EnvironmentKey {
    static var defaultValue: [String: Any] { [:] }
}

extension EnvironmentValues {
    /// The values of environment properties a file declares, by name (set
    /// and read by the render interpreter).
    public var _fileEnvironment: [String: Any] {
        get { self[_FileEnvironmentKey.self] }
        set { self[_FileEnvironmentKey.self] = newValue }
    }
}

/// Declares an environment value in an extension of `EnvironmentValues`:
/// `@Entry var theme: Color = .purple` makes the key type and the accessors
/// (iOS 18). The written value is the default, made each time it is read.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ViewLayoutMacros", type: "EntryMacro")
