import Foundation

/// A button that toggles the edit mode of the list around it. On a still
/// screen it shows "Edit", or "Done" when the environment's `editMode` is
/// active, as a default-style button (PlatformMetrics, "Button").
nonisolated public struct EditButton: View {
    public typealias Body = Never

    /// Creates an edit button.
    public init() {}

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        let editing = resolver.environment.editMode?.wrappedValue.isEditing ?? false
        resolver.make(Button(editing ? "Done" : "Edit") {})
    }
}
