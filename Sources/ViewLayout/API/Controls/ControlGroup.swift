import Foundation

/// A container for related controls: on iOS outside a menu or toolbar, its
/// controls share a rounded platter across the offered width equally
/// (PlatformMetrics, "Button": the platter is the 44-point hit target tall;
/// its radius is unverified).
nonisolated public struct ControlGroup<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// Creates a group of controls.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Creates a group of controls with a label (shown only where the group
    /// is collapsed into a menu).
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.content = content() }

    /// Creates a group of controls with a title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.make(HStack(spacing: 0) {
            view.content.frame(maxWidth: .infinity, minHeight: ControlMetrics.minimumHitTarget)
        }
        .background(RoundedRectangle(cornerRadius: ControlMetrics.segmentedCornerRadius).fill(ControlMetrics.controlFill)))
    }
}

/// A type that applies a style to all control groups within a view
/// (accepted; the group is drawn as described on ``ControlGroup``).
@MainActor @preconcurrency public protocol ControlGroupStyle {}

/// The control group style where none is set.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Creates the automatic style.
    public init() {}
}

/// The controls as a navigation bar shows them.
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Creates the navigation style.
    public init() {}
}

/// The controls as a row of buttons in a menu.
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// Creates the palette style.
    public init() {}
}

/// The controls collapsed into a menu button.
nonisolated public struct MenuControlGroupStyle: ControlGroupStyle {
    /// Creates the menu style.
    public init() {}
}

/// The controls as a compact row inside a menu.
nonisolated public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// Creates the compact menu style.
    public init() {}
}

nonisolated extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// As a navigation bar shows them.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A row of buttons in a menu.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A menu button.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A compact row inside a menu.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

nonisolated extension View {
    /// Sets the style of the control groups in this view and below (accepted).
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
