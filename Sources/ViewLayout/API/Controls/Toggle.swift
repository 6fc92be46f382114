import Foundation

/// A control that toggles between on and off states. Its look comes from
/// the toggle style in the environment; the automatic style is a switch
/// (PlatformMetrics, "Toggle"): the label at the leading edge, the 51 × 31
/// switch at the trailing edge, filling the offered width.
nonisolated public struct Toggle<Label: View>: View {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// Creates a toggle for several values at once (on when every source
    /// is on, as shown here), with a custom label.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>,
                                           @ViewBuilder label: () -> Label) {
        let all = sources.allSatisfy { $0[keyPath: isOn].wrappedValue }
        self.init(isOn: .constant(all), label: label)
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        let style = resolver.environment._toggleStyle
        let c = ToggleStyleConfiguration(label: _ControlContent(view.label), isOn: view.isOn)
        resolver.resolveStyleBody(resetting: { $0._toggleStyle = DefaultToggleStyle() }) { makeBody(style, c, resolver) }
    }

    private static func makeBody<S: ToggleStyle>(_ style: S, _ c: ToggleStyleConfiguration, _ resolver: _ViewResolver) {
        resolver.make(mainActorBody((style, c)) { $0.0.makeBody(configuration: $0.1) })
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == ViewLayout.Label<Text, Image> {
    /// Creates a toggle with a label of a title and a system image.
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ViewLayout.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle from a style's configuration (drawn with the automatic style).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// The appearance and interaction of all toggles within a view hierarchy.
@MainActor @preconcurrency public protocol ToggleStyle {
    /// The view a style makes for a toggle.
    associatedtype Body: View
    /// The properties of a toggle.
    typealias Configuration = ToggleStyleConfiguration
    /// Creates a view that represents the body of a toggle.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a toggle: its label and state.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public typealias Label = _ControlContent
    /// The toggle's label.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; `$isOn` is its binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ: false here.
    public var isMixed: Bool = false

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

/// The toggle style where none is set: a switch on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the automatic style.
    public init() {}
    /// A switch with its label.
    public func makeBody(configuration: Configuration) -> some View {
        _SwitchToggle(configuration: configuration, tint: nil)
    }
}

/// A style that draws a switch at the trailing edge of the row, the label
/// at the leading edge (PlatformMetrics, "Toggle").
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    /// Creates the switch style.
    public init() { tint = nil }
    /// Creates the switch style with the colour of the switch when on.
    public init(tint: Color) { self.tint = tint }
    /// A switch with its label.
    public func makeBody(configuration: Configuration) -> some View {
        _SwitchToggle(configuration: configuration, tint: tint)
    }
}

/// A style that draws the toggle as a button: the label, padded as a
/// bordered button, on a tinted platter when on (PlatformMetrics, "Button").
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the button style.
    public init() {}
    /// The label as a button.
    public func makeBody(configuration: Configuration) -> some View {
        _ButtonToggle(configuration: configuration)
    }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style: a switch on iOS.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that shows whether it is on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

private struct ToggleStyleKey: EnvironmentKey { static var defaultValue: any ToggleStyle { DefaultToggleStyle() } }

extension EnvironmentValues {
    var _toggleStyle: any ToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the toggles in this view and below.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\._toggleStyle, style)
    }
}

/// A switch row: label leading, switch trailing (PlatformMetrics, "Toggle").
nonisolated struct _SwitchToggle: View, _ComposedControl {
    typealias Body = Never
    let configuration: ToggleStyleConfiguration
    let tint: Color?

    static func _makeView(_ view: Self, _ resolver: _ViewResolver) { makeComposed(view, resolver) }

    @ViewBuilder func compose(_ environment: EnvironmentValues) -> some View {
        // A switch is green when on unless a tint is set (its own, or the
        // environment's `tint(_:)`).
        let on = tint ?? environment._tint.map { _ in environment._tintColor } ?? .green
        let track = _SwitchTrack(isOn: configuration.isOn, onColor: on)
        if environment._labelsHidden {
            track
        } else {
            HStack {
                configuration.label
                Spacer()
                track
            }
        }
    }
}

/// The 51 × 31 track with its 28-point knob at the leading (off) or
/// trailing (on) end (PlatformMetrics, "Toggle" and "Slider").
nonisolated struct _SwitchTrack: View {
    let isOn: Bool
    let onColor: Color
    var body: some View {
        let inset = (ControlMetrics.switchSize.height - ControlMetrics.thumbDiameter) / 2
        Capsule()
            .fill(isOn ? onColor : ControlMetrics.controlFill)
            .frame(width: ControlMetrics.switchSize.width, height: ControlMetrics.switchSize.height)
            .overlay(alignment: isOn ? .trailing : .leading) {
                _ControlThumb().padding(inset)
            }
    }
}

/// A toggle drawn as a bordered button, its platter shown when on.
nonisolated struct _ButtonToggle: View, _ComposedControl {
    typealias Body = Never
    let configuration: ToggleStyleConfiguration

    static func _makeView(_ view: Self, _ resolver: _ViewResolver) { makeComposed(view, resolver) }

    func compose(_ environment: EnvironmentValues) -> some View {
        let m = ControlMetrics.borderedButton(environment.controlSize)
        let tint = environment._tintColor
        return configuration.label
            .padding(.vertical, m.vertical)
            .padding(.horizontal, m.horizontal)
            .frame(minHeight: m.minHeight)
            ._controlForeground(.color(tint))
            .background(_BuiltinButton.platter(environment._buttonBorderShape, m)
                .fill(configuration.isOn ? tint.opacity(0.15) : Color.clear))
    }
}
