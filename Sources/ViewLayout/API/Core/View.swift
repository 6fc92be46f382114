import Foundation

/// A type that represents part of your app's user interface.
///
/// Custom views compose other views in `body`. Primitive views (stacks,
/// shapes, `Text`, modifiers) have `Never` as their body and turn themselves
/// into layout nodes through `_makeView`, which the resolver calls with the
/// view's static type, so no view is boxed on the way.
///
/// As in SwiftUI, the protocol is main-actor isolated, so a custom view's
/// `body` may read `@MainActor` models; the engine itself runs on any
/// thread (see `mainActorBody(_:_:)` below).
@MainActor @preconcurrency public protocol View {
    /// The type of view the body returns; `Never` for a primitive view.
    associatedtype Body: View
    /// The view's content, built from other views; only custom views have one.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Turns the view into layout nodes. Custom views use the default, which
    /// resolves `body`; do not implement this yourself.
    nonisolated static func _makeView(_ view: Self, _ resolver: _ViewResolver)
}

nonisolated extension View {
    // Inlinable, as the glue below: the caller's module specialises it for
    // its own view types, where the library's unspecialised copy asked the
    // runtime for metadata and copied values through witness tables at
    // every step of every element.
    @inlinable public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        // A body that would read a missing @EnvironmentObject is left out
        // (API/DataFlow/ObjectWrappers.swift).
        if _EnvironmentDependencies.inUse, !_EnvironmentDependencies.check(view, resolver) { return }
        // A session tracking what each body reads (Resolve/BodyTracking.swift).
        if resolver.isTracking { return _makeTrackedView(view, resolver) }
        resolver.make(viewBody(view))
    }
}

/// The body of a custom view, as the engine evaluates it.
@inlinable @inline(__always) func viewBody<V: View>(_ view: V) -> V.Body {
    mainActorBody(view) { $0.body }
}

/// Calls `body`, the main-actor `body`, `body(content:)` or
/// `makeBody(configuration:)` of a user's view, modifier or style, from the
/// engine, which lays out on whichever thread calls it (ThreadSafety.md).
///
/// Sound here because a layout reads a still value: SwiftUI itself calls
/// these on the main thread, and the isolation a user's body relies on is
/// that nothing else mutates its models meanwhile, which a layout of a
/// value (one evaluation, no updates) keeps. `MainActor.assumeIsolated`
/// would trap off the main thread instead. A main-actor function has the
/// same representation as a nonisolated one, so the cast only drops the
/// static isolation check; the engine calls this inside
/// `asMainActorContext` (Runtime/MainActorContext.swift), so the dynamic
/// checks of closures inside the body pass too.
@inlinable @inline(__always) func mainActorBody<Input, Output>(_ input: Input, _ body: @MainActor (Input) -> Output) -> Output {
    withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: ((Input) -> Output).self)(input)
    }
}

nonisolated extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
    public static func _makeView(_ view: Never, _ resolver: _ViewResolver) {}
}

nonisolated extension View where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A modifier that you apply to a view or another view modifier, producing a
/// different version of the original value.
@MainActor @preconcurrency public protocol ViewModifier {
    /// The type of view `body(content:)` returns; `Never` for a primitive modifier.
    associatedtype Body: View
    /// The view the modifier is applied to, as `body(content:)` receives it.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view, built around `content`; only custom modifiers have one.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

    /// Wraps the nodes that `content` produces. Custom modifiers use the
    /// default, which resolves `body(content:)`.
    nonisolated static func _makeModifier(_ modifier: Self, _ resolver: _ViewResolver, content: () -> Void)
}

nonisolated extension ViewModifier {
    public static func _makeModifier(_ modifier: Self, _ resolver: _ViewResolver, content: () -> Void) {
        // A modifier that would read a missing @EnvironmentObject is left
        // off its content (API/DataFlow/ObjectWrappers.swift).
        if _EnvironmentDependencies.inUse, !_EnvironmentDependencies.check(modifier, resolver) { return content() }
        withoutActuallyEscaping(content) { content in
            resolver.modifierContent.append(content)
            Body._makeView(mainActorBody(modifier) { $0.body(content: _ViewModifier_Content()) }, resolver)
            resolver.modifierContent.removeLast()
        }
    }
}

nonisolated extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// The content view of a custom `ViewModifier`.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
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
    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

nonisolated extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    @inlinable @inline(__always) public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        Modifier._makeModifier(view.modifier, resolver) {
            resolver.make(view.content)
        }
    }
}

nonisolated extension View {
    /// Applies a modifier to a view and returns a new view.
    @inlinable public consuming func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
