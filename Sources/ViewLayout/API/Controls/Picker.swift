import Foundation

/// A control for selecting from a set of mutually exclusive values, given
/// as its content views tagged with `tag(_:)` (a `ForEach` tags each of its
/// views with its id). The option whose tag matches the selection is the
/// selected one. Its look comes from `pickerStyle(_:)`: outside a list the
/// automatic style is a menu button showing the selected option
/// (PlatformMetrics, "Picker"). The arrangement is in
/// Resolve/Picker+Resolve.swift.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let selection: SelectionValue
    let label: Label
    let content: Content

    /// Creates a picker that displays a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        self.content = content()
        self.label = label()
    }

    /// Creates a picker with a label view given first (the older form).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection.wrappedValue
        self.content = content()
        self.label = label
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        PickerArrangement.make(view, resolver)
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == ViewLayout.Label<Text, Image> {
    /// Creates a picker with a label of a title and a system image.
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { ViewLayout.Label(title, systemImage: systemImage) }
    }
}

/// The built-in picker presentations.
public enum _PickerKind: Sendable { case menu, segmented, wheel, inline, navigationLink }

/// A type that specifies the appearance and interaction of all pickers
/// within a view hierarchy (only the built-in styles exist, as in SwiftUI).
public protocol PickerStyle {
    /// How the style presents a picker.
    var _kind: _PickerKind { get }
}

/// The picker style where none is set: a menu outside a list on iOS.
public struct DefaultPickerStyle: PickerStyle {
    /// Creates the automatic style.
    public init() {}
    public var _kind: _PickerKind { .menu }
}

/// A button showing the selection that opens a menu of the options.
public struct MenuPickerStyle: PickerStyle {
    /// Creates the menu style.
    public init() {}
    public var _kind: _PickerKind { .menu }
}

/// The options side by side in a segmented control across the offered
/// width (PlatformMetrics, "Picker": 28 tall inside a padding of 2 and 3).
public struct SegmentedPickerStyle: PickerStyle {
    /// Creates the segmented style.
    public init() {}
    public var _kind: _PickerKind { .segmented }
}

/// The options on a wheel 216 points tall (PlatformMetrics, "Picker").
public struct WheelPickerStyle: PickerStyle {
    /// Creates the wheel style.
    public init() {}
    public var _kind: _PickerKind { .wheel }
}

/// The options shown inline: in a list, one row each with a checkmark on
/// the selected one; outside a list, a wheel.
public struct InlinePickerStyle: PickerStyle {
    /// Creates the inline style.
    public init() {}
    public var _kind: _PickerKind { .inline }
}

/// A row with the label and the selection that pushes a list of options:
/// the label leading, the selection trailing.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// Creates the navigation link style.
    public init() {}
    public var _kind: _PickerKind { .navigationLink }
}

/// The options as a row of buttons (outside a menu, drawn as the segmented style).
public struct PalettePickerStyle: PickerStyle {
    /// Creates the palette style.
    public init() {}
    public var _kind: _PickerKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu button.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options inline.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A navigation row.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A row of buttons.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey { static var defaultValue: any PickerStyle { DefaultPickerStyle() } }

extension EnvironmentValues {
    var _pickerStyle: any PickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the pickers in this view and below.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\._pickerStyle, style)
    }
}

/// A tinted title followed by the up-and-down chevrons of a menu button
/// (PlatformMetrics, "Picker": the chevrons' size and gap are unverified).
nonisolated struct _MenuIndicatorButton<Title: View>: View, _ComposedControl {
    typealias Body = Never
    let title: Title

    static func _makeView(_ view: Self, _ resolver: _ViewResolver) { makeComposed(view, resolver) }

    func compose(_ environment: EnvironmentValues) -> some View {
        let size = ControlMetrics.menuIndicatorSize
        return HStack(spacing: ControlMetrics.menuIndicatorSpacing) {
            title
            VStack(spacing: size.height / 7) {
                Capsule().frame(width: size.width, height: size.height * 2 / 7)
                Capsule().frame(width: size.width, height: size.height * 2 / 7)
            }
            .frame(width: size.width, height: size.height)
        }
        ._controlForeground(environment._tintPaint)
    }
}

/// The wheel: the options in 32-point rows across the offered width, in a
/// 216-point band (PlatformMetrics, "Picker"), moved so that the option at
/// `selected` sits in the highlighted middle row.
nonisolated struct _WheelBody<Content: View>: View {
    let content: Content
    var selected = 0
    var body: some View {
        let row = ControlMetrics.wheelRowHeight
        let height = ControlMetrics.wheelHeight
        VStack(spacing: 0) {
            content.lineLimit(1).frame(height: row)
        }
        .offset(y: -CGFloat(selected) * row)
        .padding(.top, (height - row) / 2)
        .frame(maxWidth: .infinity, maxHeight: height, alignment: .top)
        .frame(height: height)
        .clipped()
        .background(RoundedRectangle(cornerRadius: ControlMetrics.segmentedCornerRadius)
            .fill(ControlMetrics.controlFill).frame(height: row))
    }
}
