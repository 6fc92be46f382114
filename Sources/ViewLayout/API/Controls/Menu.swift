import Foundation

/// A control for presenting a menu of actions. In a still layout the menu
/// is closed: the control is its label drawn as a button with the button
/// style in effect (PlatformMetrics, "Link, Menu and Label").
nonisolated public struct Menu<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content

    /// Creates a menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Creates a menu with a custom label and an action run on a tap (the
    /// menu opens on a long press).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.make(Button(action: {}, label: { view.label }))
    }
}

extension Menu where Label == Text {
    /// Creates a menu with a title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// Creates a menu with a title and an action run on a tap.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == ViewLayout.Label<Text, Image> {
    /// Creates a menu with a label of a title and a system image.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ViewLayout.Label(title, systemImage: systemImage) }
    }
}

/// A type that applies a style to all menus within a view (accepted; a
/// closed menu is drawn as a button).
public protocol MenuStyle {}

/// The menu style where none is set.
public struct DefaultMenuStyle: MenuStyle {
    /// Creates the automatic style.
    public init() {}
}

/// A menu drawn as a button.
public struct ButtonMenuStyle: MenuStyle {
    /// Creates the button style.
    public init() {}
}

/// A menu drawn as a borderless button.
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// Creates the borderless button style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

nonisolated extension View {
    /// Sets the style of the menus in this view and below (accepted; a
    /// closed menu is drawn as a button either way).
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}
