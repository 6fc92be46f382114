import Foundation

/// A control for navigating to a URL. It is drawn as a button with the
/// button style in effect: by default its label in the tint, the size of
/// the label (PlatformMetrics, "Link, Menu and Label").
nonisolated public struct Link<Label: View>: View {
    public typealias Body = Never
    let destination: URL
    let label: Label

    /// Creates a link to a URL with a custom label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.make(Button(action: {}, label: { view.label }))
    }
}

extension Link where Label == Text {
    /// Creates a link with a title.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
