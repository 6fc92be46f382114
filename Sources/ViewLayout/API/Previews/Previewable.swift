import Foundation

/// Lets a `#Preview` body declare state (`@Previewable @State var on =
/// true`). SwiftUI spells this as a macro; here it is a property wrapper
/// that holds the inner one, so the same source compiles: `on` reads the
/// inner wrapper's value and `$on` is its projection (a `Binding` for
/// `@State`).
@propertyWrapper
public struct Previewable<Wrapped: _PreviewableWrapper> {
    /// The inner property wrapper.
    public var wrappedValue: Wrapped

    /// Wraps the inner property wrapper.
    public init(wrappedValue: Wrapped) { self.wrappedValue = wrappedValue }

    /// The inner wrapper's projection (`$on`).
    public var projectedValue: Wrapped._PreviewProjection { wrappedValue._previewProjection }
}

/// A property wrapper `@Previewable` can hold, with what `$name` gives.
public protocol _PreviewableWrapper {
    associatedtype _PreviewProjection
    var _previewProjection: _PreviewProjection { get }
}

extension State: _PreviewableWrapper {
    public var _previewProjection: Binding<Value> { projectedValue }
}

extension Binding: _PreviewableWrapper {
    public var _previewProjection: Binding<Value> { self }
}

extension FocusState: _PreviewableWrapper {
    public var _previewProjection: FocusState<Value>.Binding { projectedValue }
}

extension GestureState: _PreviewableWrapper {
    public var _previewProjection: GestureState<Value> { self }
}

extension AppStorage: _PreviewableWrapper {
    public var _previewProjection: Binding<Value> { projectedValue }
}

extension SceneStorage: _PreviewableWrapper {
    public var _previewProjection: Binding<Value> { projectedValue }
}

extension StateObject: _PreviewableWrapper {
    public var _previewProjection: ObservedObject<ObjectType>.Wrapper { projectedValue }
}

extension ObservedObject: _PreviewableWrapper {
    public var _previewProjection: ObservedObject<ObjectType>.Wrapper { projectedValue }
}

extension Bindable: _PreviewableWrapper {
    public var _previewProjection: Bindable<Value> { self }
}

extension Namespace: _PreviewableWrapper {
    public var _previewProjection: Namespace.ID { wrappedValue }
}
