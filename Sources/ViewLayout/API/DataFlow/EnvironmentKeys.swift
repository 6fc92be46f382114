import Foundation

/// The possible color schemes.
/// Views may read it; layout does not depend on it.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    /// Light backgrounds with dark content (the default).
    case light
    /// Dark backgrounds with light content.
    case dark
}

/// The contrast the user asked for.
/// Views may read it; layout does not depend on it.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    /// The usual contrast (the default).
    case standard
    /// Higher contrast, as asked for in the accessibility settings.
    case increased
}

/// The Dynamic Type sizes, from smallest to largest; `.large` is the default.
/// Text in a text style (`.body`, `.title`...) is measured at the style's
/// size for the environment's Dynamic Type size (PlatformMetrics, "Dynamic
/// Type sizes"); a fixed-size font (`.system(size:)`) keeps its size.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large (the default).
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// The largest size that is not an accessibility size.
    case xxxLarge
    /// Accessibility size 1, the smallest.
    case accessibility1
    /// Accessibility size 2.
    case accessibility2
    /// Accessibility size 3.
    case accessibility3
    /// Accessibility size 4.
    case accessibility4
    /// Accessibility size 5, the largest.
    case accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The phases of a scene's life; a still layout is always `.active`.
public enum ScenePhase: Hashable, Comparable, Sendable {
    /// The app is not visible.
    case background
    /// The app is visible but receives no events.
    case inactive
    /// The app is in the foreground and interactive.
    case active
}

/// Whether a list is being edited.
/// Accepted; no effect on a layout.
public enum EditMode: Hashable, Sendable {
    /// The list is not being edited.
    case inactive
    /// The list is being edited for a moment (a swipe to delete).
    case transient
    /// The list is being edited.
    case active

    /// Whether the mode is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

/// Dismisses the presentation that holds the view (`@Environment(\.dismiss)
/// private var dismiss`, then `dismiss()`). Calling it does nothing here:
/// no presentation is shown in a still layout.
public struct DismissAction: Sendable {
    /// Creates an action that does nothing.
    public init() {}
    /// Dismisses the presentation (no effect on a still layout).
    public func callAsFunction() {}
}

/// Opens a URL (`@Environment(\.openURL) var openURL`, then
/// `openURL(url)`). Calling it does nothing here.
public struct OpenURLAction: Sendable {
    /// What the handler did with the URL.
    public struct Result: Sendable {
        let accepted: Bool
        /// The handler opened the URL.
        public static let handled = Result(accepted: true)
        /// The handler refused the URL.
        public static let discarded = Result(accepted: false)
        /// The system opens the URL.
        public static let systemAction = Result(accepted: true)
        /// The system opens another URL.
        public static func systemAction(_ url: URL) -> Result { Result(accepted: true) }
    }
    let handler: @Sendable (URL) -> Result

    /// Creates an action that calls `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

    /// Opens the URL (the default action does nothing on a still layout).
    public func callAsFunction(_ url: URL) { _ = handler(url) }
    /// Opens the URL and reports whether it was accepted.
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        completion(handler(url).accepted)
    }
}

/// Whether a view is presented, and how to dismiss it (the form before
/// `dismiss`: `@Environment(\.presentationMode) var presentationMode`).
public struct PresentationMode: Sendable {
    /// Whether the view is presented: false in a still layout.
    public private(set) var isPresented = false
    /// Dismisses the view (no effect on a still layout).
    public mutating func dismiss() {}
}

private struct PresentationModeKey: EnvironmentKey {
    static var defaultValue: Binding<PresentationMode> { .constant(PresentationMode()) }
}
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction() }
private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .systemAction } }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar(identifier: .gregorian) } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC")! } }
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
private struct EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The color scheme: `.light` unless set (`.environment(\.colorScheme,
    /// .dark)`, `.preferredColorScheme(_:)`). Read by views; layout does not
    /// depend on it.
    public var colorScheme: ColorScheme {
        get { storedColorScheme }
        set { storedColorScheme = newValue }
    }

    /// The contrast: `.standard` unless set.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The Dynamic Type size: `.large` (the iOS default) unless set. Text in
    /// a text style is measured at the style's size for it.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// Dismisses the current presentation; does nothing on a still layout.
    public var dismiss: DismissAction { self[DismissKey.self] }

    /// Opens URLs; the default does nothing on a still layout.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// Whether controls are enabled: true unless an ancestor is
    /// `.disabled(true)`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The locale: en_US unless set, so that a layout does not depend on the
    /// machine it runs on.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar: Gregorian unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone: UTC unless set, so that a layout does not depend on
    /// the machine it runs on.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The scene's phase: `.active` unless set.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The presentation mode of the view (not presented; dismissing does
    /// nothing on a still layout).
    public var presentationMode: Binding<PresentationMode> { self[PresentationModeKey.self] }

    /// Whether the view is part of a presentation: false unless set.
    public var isPresented: Bool { self[IsPresentedKey.self] }

    /// The edit mode of the enclosing list, if any (nil unless set).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// Whether the user asked for reduced motion: false unless set.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether the nearest focusable ancestor has focus: false, as nothing
    /// has focus in a still layout.
    public var isFocused: Bool { self[IsFocusedKey.self] }
}

nonisolated extension View {
    /// Sets the color scheme of the presentation holding this view
    /// (`colorScheme` in the environment of this view and below, and the
    /// canvas a renderer paints; no effect on a layout). Nil leaves it as is.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreferredColorSchemeModifier(scheme: colorScheme))
    }

    /// Sets the Dynamic Type size of this view and below (read by views;
    /// text is still measured at `.large`).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the Dynamic Type size of this view and below to `range`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            let all = DynamicTypeSize.allCases
            let allowed = all.filter { range.contains($0) }
            if !range.contains(size), let first = allowed.first, let last = allowed.last {
                size = size < first ? first : last
            }
        }
    }

    /// Disables or enables this view and below: `isEnabled` becomes false
    /// when `disabled` is true. No effect on a layout.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { if disabled { $0 = false } }
    }
}
