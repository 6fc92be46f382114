import Foundation

/// A preview of what a `ShareLink` shares (accepted; the share sheet is
/// never shown in a still layout).
public struct SharePreview<Image, Icon> {
    let title: String
}

extension SharePreview where Image == Never, Icon == Never {
    /// Creates a preview with a title.
    public init<S: StringProtocol>(_ title: S) { self.title = String(title) }
}

extension SharePreview where Icon == Never {
    /// Creates a preview with a title and an image.
    public init<S: StringProtocol>(_ title: S, image: Image) { self.title = String(title) }
}

extension SharePreview where Image == Never {
    /// Creates a preview with a title and an icon.
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.title = String(title) }
}

extension SharePreview {
    /// Creates a preview with a title, an image and an icon.
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.title = String(title) }
}

/// The label a `ShareLink` shows when given none: "Share" with the share symbol.
nonisolated public struct DefaultShareLinkLabel: View {
    /// The default label.
    public var body: some View { Label("Share", systemImage: "square.and.arrow.up") }
}

/// A view that presents the share sheet. In a still layout it is its label
/// drawn as a button with the button style in effect.
nonisolated public struct ShareLink<Label: View>: View {
    public typealias Body = Never
    let label: Label

    /// Creates a share link for an item with a custom label.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// Creates a share link for an item with a preview and a custom label.
    public init<Item, I, C>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>,
                            @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// Creates a share link for several items with a custom label.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.make(Button(action: {}, label: { view.label }))
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Creates a share link for an item with the default label.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.label = DefaultShareLinkLabel()
    }

    /// Creates a share link for an item with a preview and the default label.
    public init<Item, I, C>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>) {
        self.label = DefaultShareLinkLabel()
    }

    /// Creates a share link for several items with the default label.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) {
        self.label = DefaultShareLinkLabel()
    }
}

extension ShareLink where Label == Text {
    /// Creates a share link for an item with a title.
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.label = Text(title)
    }

    /// Creates a share link for an item with a title and a preview.
    public init<S: StringProtocol, Item, I, C>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil,
                                               preview: SharePreview<I, C>) {
        self.label = Text(title)
    }
}
