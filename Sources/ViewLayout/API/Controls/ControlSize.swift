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

nonisolated extension View {
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
