import Foundation

/// A standard label for user interface items: an icon beside a title. Its
/// look comes from the label style in the environment (`labelStyle(_:)`);
/// the automatic style puts the icon before the title in a row.
nonisolated public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    let title: Title
    let icon: Icon

    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        let style = resolver.environment._labelStyle
        let c = LabelStyleConfiguration(title: _ControlContent(view.title), icon: _ControlContent(view.icon))
        resolver.resolveStyleBody(resetting: { $0._labelStyle = DefaultLabelStyle() }) { makeBody(style, c, resolver) }
    }

    private static func makeBody<S: LabelStyle>(_ style: S, _ c: LabelStyleConfiguration, _ resolver: _ViewResolver) {
        resolver.make(mainActorBody((style, c)) { $0.0.makeBody(configuration: $0.1) })
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system symbol as its icon and a title from a string.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with an image resource as its icon and a title from a string.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label from a label style's configuration.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// A type that applies a custom appearance to all labels within a view.
@MainActor @preconcurrency public protocol LabelStyle {
    /// The view a style makes for a label.
    associatedtype Body: View
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
    /// Creates a view that represents the body of a label.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a label: its title and icon.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public typealias Title = _ControlContent
    /// A type-erased icon view of a label.
    public typealias Icon = _ControlContent
    /// The label's title.
    public var title: LabelStyleConfiguration.Title
    /// The label's icon.
    public var icon: LabelStyleConfiguration.Icon
}

/// The label style where none is set: title and icon.
nonisolated public struct DefaultLabelStyle: LabelStyle {
    /// Creates the automatic style.
    public init() {}
    /// The icon, then the title, in a row.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// A style that shows the icon before the title, centred on each other
/// (PlatformMetrics, "Link, Menu and Label": the gap has no source, so the
/// row's own spacing between an image and text is used).
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the title-and-icon style.
    public init() {}
    /// The icon, then the title, in a row.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: ControlMetrics.labelSpacing) {
            configuration.icon
            configuration.title
        }
    }
}

/// A style that shows only the title.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the title-only style.
    public init() {}
    /// The title alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A style that shows only the icon.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the icon-only style.
    public init() {}
    /// The icon alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style: title and icon.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon before the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey { static var defaultValue: any LabelStyle { DefaultLabelStyle() } }

extension EnvironmentValues {
    var _labelStyle: any LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the labels in this view and below; the style set
    /// nearest a label wins.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\._labelStyle, style)
    }
}
