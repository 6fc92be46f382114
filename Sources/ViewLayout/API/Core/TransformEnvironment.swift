import Foundation

/// Changes an environment value for a view and everything below it, given
/// the value it had ("transformEnvironment(_:transform:)").
nonisolated public struct _EnvironmentTransformingModifier<Value>: ViewModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    public static func _makeModifier(_ modifier: Self, _ resolver: _ViewResolver, content: () -> Void) {
        let saved = resolver.environment
        modifier.transform(&resolver.environment[keyPath: modifier.keyPath])
        content()
        resolver.environment = saved
    }
}

nonisolated extension View {
    /// Transforms the environment value of the specified key path with the
    /// given function.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentTransformingModifier(keyPath: keyPath, transform: transform))
    }
}
