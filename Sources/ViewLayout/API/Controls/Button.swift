import Foundation

/// A value that describes the purpose of a button; a destructive button's
/// label is drawn red.
public struct ButtonRole: Equatable, Sendable {
    let kind: UInt8
    /// A role for a button that deletes user data or performs an irreversible operation.
    public static let destructive = ButtonRole(kind: 0)
    /// A role for a button that cancels the current operation.
    public static let cancel = ButtonRole(kind: 1)
}

/// A control that initiates an action. Its look comes from the button style
/// in the environment (`buttonStyle(_:)`); the automatic style draws the
/// label in the tint, the size of the label (PlatformMetrics, "Button").
nonisolated public struct Button<Label: View>: View {
    public typealias Body = Never
    let role: ButtonRole?
    let action: () -> Void
    let label: Label

    /// Creates a button that displays a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = nil
        self.action = action
        self.label = label()
    }

    /// Creates a button with a specified role that displays a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        let style = resolver.environment._buttonStyle
        resolver.resolveStyleBody(resetting: { $0._buttonStyle = .primitive(DefaultButtonStyle()) }) {
            switch style {
            case .primitive(let s):
                makeBody(s, PrimitiveButtonStyleConfiguration(role: view.role, label: _ControlContent(view.label), action: view.action), resolver)
            case .custom(let s):
                makeBody(s, ButtonStyleConfiguration(role: view.role, label: _ControlContent(view.label), isPressed: false), resolver)
            }
        }
    }

    private static func makeBody<S: PrimitiveButtonStyle>(_ style: S, _ c: PrimitiveButtonStyleConfiguration, _ resolver: _ViewResolver) {
        resolver.make(mainActorBody((style, c)) { $0.0.makeBody(configuration: $0.1) })
    }

    private static func makeBody<S: ButtonStyle>(_ style: S, _ c: ButtonStyleConfiguration, _ resolver: _ViewResolver) {
        resolver.make(mainActorBody((style, c)) { $0.0.makeBody(configuration: $0.1) })
    }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a specified role that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == ViewLayout.Label<Text, Image> {
    /// Creates a button with a label of a title and a system image.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { ViewLayout.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a role and a label of a title and a system image.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ViewLayout.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a label of a title and an image resource.
    public init<S: StringProtocol>(_ title: S, image: String, action: @escaping () -> Void) {
        self.init(action: action) { ViewLayout.Label(title, image: image) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button from a primitive style's configuration: its label,
    /// role and action (drawn with the automatic style).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.role = configuration.role
        self.action = configuration.action
        self.label = configuration.label
    }
}

// MARK: - Styles

/// A type that applies standard interaction behavior and a custom
/// appearance to all buttons within a view hierarchy.
@MainActor @preconcurrency public protocol ButtonStyle {
    /// The view a style makes for a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a button that a `ButtonStyle` draws.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public typealias Label = _ControlContent
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the user is pressing the button: false in a still layout.
    public let isPressed: Bool
}

/// A type that applies custom interaction behavior and a custom appearance
/// to all buttons within a view hierarchy.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    /// The view a style makes for a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a button that a `PrimitiveButtonStyle` draws.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public typealias Label = _ControlContent
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void
    /// Performs the button's action.
    public func trigger() { action() }
}

/// The style a button has where none is set: on iOS, borderless.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the automatic style.
    public init() {}
    /// The label drawn in the tint, at its own size.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltinButton(kind: .borderless, configuration: configuration)
    }
}

/// A style that draws the label as it is, neither tinted nor bordered.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates the plain style.
    public init() {}
    /// The label, at its own size, in the foreground style it has.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltinButton(kind: .plain, configuration: configuration)
    }
}

/// A style that draws the label in the tint, with no border.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates the borderless style.
    public init() {}
    /// The label drawn in the tint, at its own size.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltinButton(kind: .borderless, configuration: configuration)
    }
}

/// A style that puts the label on a platter of the tint at low opacity,
/// sized by the control size (PlatformMetrics, "Button").
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates the bordered style.
    public init() {}
    /// The padded label on its platter.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltinButton(kind: .bordered, configuration: configuration)
    }
}

/// A style that puts a white label on a platter of the tint, sized as the
/// bordered style is (PlatformMetrics, "Button").
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the prominent bordered style.
    public init() {}
    /// The padded label on its platter.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltinButton(kind: .borderedProminent, configuration: configuration)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style: borderless on iOS.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A style that draws the label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A style that draws the label in the tint with no border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A style that draws a platter behind the label.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A style that draws a platter of the tint behind a white label.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The button style in effect: a primitive style or a custom `ButtonStyle`.
enum _ButtonStyleSetting {
    case primitive(any PrimitiveButtonStyle)
    case custom(any ButtonStyle)
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: _ButtonStyleSetting { .primitive(DefaultButtonStyle()) }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    var _buttonStyle: _ButtonStyleSetting {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    var _buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

/// The shape of a bordered button's platter (`.bordered` and
/// `.borderedProminent` only; PlatformMetrics, "Button").
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, capsule, roundedRectangle(CGFloat?), circle }
    let kind: Kind
    /// The shape the control size chooses: a capsule at small and regular
    /// sizes, a rounded rectangle at large.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A rounded rectangle of the system's radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle of the given radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
}

nonisolated extension View {
    /// Sets the style of the buttons in this view and below.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\._buttonStyle, .primitive(style))
    }

    /// Sets a custom style for the buttons in this view and below.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\._buttonStyle, .custom(style))
    }

    /// Sets the shape of the bordered buttons' platters in this view and below.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\._buttonBorderShape, shape)
    }
}

/// The built-in button styles, composed from the engine's views.
nonisolated struct _BuiltinButton: View, _ComposedControl {
    typealias Body = Never
    enum Kind { case plain, borderless, bordered, borderedProminent }
    let kind: Kind
    let configuration: PrimitiveButtonStyleConfiguration

    static func _makeView(_ view: Self, _ resolver: _ViewResolver) { makeComposed(view, resolver) }

    @ViewBuilder func compose(_ environment: EnvironmentValues) -> some View {
        let label = configuration.label
        let role = configuration.role == .destructive ? Color.red : nil
        switch kind {
        case .plain:
            label
        case .borderless:
            label._controlForeground(role.map { .color($0) } ?? environment._tintPaint)
        case .bordered, .borderedProminent:
            let m = ControlMetrics.borderedButton(environment.controlSize)
            let tint = role ?? environment._tintColor
            let prominent = kind == .borderedProminent
            label
                .padding(.vertical, m.vertical)
                .padding(.horizontal, m.horizontal)
                .frame(minHeight: m.minHeight)
                ._controlForeground(.color(prominent ? .white : tint))
                // The platter's fill is drawing only; the 15% opacity of
                // the bordered style is an estimate (unverified).
                .background(Self.platter(environment._buttonBorderShape, m).fill(prominent ? tint : tint.opacity(0.15)))
        }
    }

    static func platter(_ shape: ButtonBorderShape, _ m: ControlMetrics.BorderedButton) -> _ControlShape {
        switch shape.kind {
        case .automatic:
            m.cornerRadius.map { _ControlShape(kind: .roundedRectangle, radius: $0) } ?? _ControlShape(kind: .capsule)
        case .capsule: _ControlShape(kind: .capsule)
        case .roundedRectangle(let r):
            _ControlShape(kind: .roundedRectangle, radius: r.map { $0.isFinite ? Swift.max(0, $0) : 0 } ?? ControlMetrics.roundedBorderRadius)
        case .circle: _ControlShape(kind: .circle)
        }
    }
}
