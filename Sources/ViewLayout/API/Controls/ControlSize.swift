import Foundation

/// The size classes of controls, from smallest to largest; `.regular` is
/// the default. Bordered buttons, spinners and the other sized controls
/// read it (PlatformMetrics gives each size's figures).
public enum ControlSize: Hashable, CaseIterable, Sendable {
    /// The smallest controls.
    case mini
    /// Smaller than regular.
    case small
    /// The default size.
    case regular
    /// Larger than regular.
    case large
    /// The largest controls.
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The size of controls in this view and below: `.regular` unless set
    /// with `controlSize(_:)`.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// Whether controls leave out their labels (`labelsHidden()`).
    var _labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls in this view and below.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// Hides the labels of the controls in this view and below (a toggle
    /// shows only its switch, a picker only its value); the labels still
    /// name the controls for accessibility in SwiftUI.
    public func labelsHidden() -> some View {
        environment(\._labelsHidden, true)
    }
}

/// A control built from the engine's own views when it is resolved, with the
/// environment of the place it is in: each control's `_makeView` hands its
/// composed view to the resolver, so no control needs a layout of its own.
protocol _ComposedControl {
    associatedtype Composed: View
    func compose(_ environment: EnvironmentValues) -> Composed
}

extension _ComposedControl {
    static func makeComposed(_ view: Self, _ resolver: _ViewResolver) {
        resolver.make(view.compose(resolver.environment))
    }
}

/// A shape of a kind chosen when the control is resolved (a capsule or a
/// rounded rectangle for a button's platter).
struct _ControlShape: Shape {
    typealias Body = Never
    var kind: _ShapeKind
    var radius: CGFloat = 0
    var _shape: _ShapeKind { kind }
    var _cornerRadius: CGFloat { radius }
}

/// A shape style holding a paint resolved by a control (the tint, a role's colour).
struct _PaintStyle: ShapeStyle {
    var paint: Paint
    var _paint: Paint { paint }
}

extension View {
    /// The view with its foreground set to a paint the control resolved.
    func _controlForeground(_ paint: Paint?) -> ModifiedContent<Self, _ForegroundModifier> {
        modifier(_ForegroundModifier(paint: paint))
    }
}

/// The text form of a picker's selection, shown where the option's own label
/// is not known (`tag(_:)` records nothing): a string as it is, a
/// string-backed enum by its raw value, anything else as Swift prints it.
func _selectionText<V>(_ value: V) -> String {
    if let s = value as? String { return s }
    if let r = value as? any RawRepresentable, let s = r.rawValue as? String { return s }
    return String(describing: value)
}
