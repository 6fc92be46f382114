import Foundation

/// The padding used to space a view from its containing scene.
public struct ScenePadding: Equatable, Sendable {
    let name: String
    /// The minimum scene padding value.
    public static let minimum = ScenePadding(name: "minimum")
}

nonisolated extension View {
    /// Adds padding to the specified edges of this view using an amount
    /// that's appropriate for the current scene. On iOS this is the default
    /// padding: the "scenePadding(_:)" page says that outside watchOS and
    /// macOS "scene padding produces the same default padding that you get
    /// from the `padding(_:_:)` modifier" (16 points: Fidelity, "Padding, Spacer and
    /// Divider").
    public consuming func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges, nil)
    }

    /// Adds a specified kind of padding to the specified edges of this view
    /// using an amount that's appropriate for the current scene: on iOS,
    /// `.minimum` is the default padding too (same page, same sentence).
    public consuming func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, nil)
    }
}
