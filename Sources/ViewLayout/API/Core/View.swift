import Foundation

/// A type that represents part of your app's user interface.
///
/// Custom views compose other views in `body`. Primitive views (stacks,
/// shapes, `Text`, modifiers) have `Never` as their body and turn themselves
/// into layout nodes through `_makeView`, which the resolver calls with the
/// view's static type, so no view is boxed on the way.
public protocol View {
    /// The type of view the body returns; `Never` for a primitive view.
    associatedtype Body: View
    /// The view's content, built from other views; only custom views have one.
    @ViewBuilder var body: Self.Body { get }

    /// Turns the view into layout nodes. Custom views use the default, which
    /// resolves `body`; do not implement this yourself.
    static func _makeView(_ view: Self, _ resolver: _ViewResolver)
}

extension View {
    // Inlinable, as the glue below: the caller's module specialises it for
    // its own view types, where the library's unspecialised copy asked the
    // runtime for metadata and copied values through witness tables at
    // every step of every element.
    @inlinable public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        // A body that would read a missing @EnvironmentObject is left out
        // (API/DataFlow/ObjectWrappers.swift).
        if _EnvironmentDependencies.inUse, !_EnvironmentDependencies.check(view, resolver) { return }
        resolver.make(view.body)
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
    public static func _makeView(_ view: Never, _ resolver: _ViewResolver) {}
}

extension View where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A modifier that you apply to a view or another view modifier, producing a
/// different version of the original value.
public protocol ViewModifier {
    /// The type of view `body(content:)` returns; `Never` for a primitive modifier.
    associatedtype Body: View
    /// The view the modifier is applied to, as `body(content:)` receives it.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view, built around `content`; only custom modifiers have one.
    @ViewBuilder func body(content: Self.Content) -> Self.Body

    /// Wraps the nodes that `content` produces. Custom modifiers use the
    /// default, which resolves `body(content:)`.
    static func _makeModifier(_ modifier: Self, _ resolver: _ViewResolver, content: () -> Void)
}

extension ViewModifier {
    public static func _makeModifier(_ modifier: Self, _ resolver: _ViewResolver, content: () -> Void) {
        // A modifier that would read a missing @EnvironmentObject is left
        // off its content (API/DataFlow/ObjectWrappers.swift).
        if _EnvironmentDependencies.inUse, !_EnvironmentDependencies.check(modifier, resolver) { return content() }
        withoutActuallyEscaping(content) { content in
            resolver.modifierContent.append(content)
            Body._makeView(modifier.body(content: _ViewModifier_Content()), resolver)
            resolver.modifierContent.removeLast()
        }
    }
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// The content view of a custom `ViewModifier`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        // The content closure belongs to the modifier being resolved; take it
        // off the stack while it runs so a modifier nested inside the content
        // sees its own.
        guard let content = resolver.modifierContent.popLast() else { return }
        content()
        resolver.modifierContent.append(content)
    }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    /// The view the modifier applies to.
    public var content: Content
    /// The modifier applied.
    public var modifier: Modifier
    /// Creates a view of the content with the modifier applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    @inlinable @inline(__always) public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        Modifier._makeModifier(view.modifier, resolver) {
            resolver.make(view.content)
        }
    }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    @inlinable public consuming func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
