import Foundation

/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// The compact size class.
    case compact
    /// The regular size class.
    case regular
}

// Rarely read, so kept as environment keys rather than stored fields (the
// stored fields are the ones every node reads).
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private struct LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The horizontal size class of this environment ("horizontalSizeClass"
    /// page); nil until a device or the caller sets it. The device presets
    /// set it (`DevicePreset`); custom views read it with
    /// `@Environment(\.horizontalSizeClass)`.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of this environment; nil until set.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Whether the display or environment currently requires reduced
    /// luminance (false unless set; the presets leave it false).
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }
}
