import Foundation

/// A device to lay out on: its screen (or window) size in points, the
/// safe-area insets of a full-screen app without bars, its display scale and
/// its size classes. `layout(_:on:)` uses all four.
///
/// The figures and where they come from (Fidelity, "Safe area", has the
/// iPhone figures):
/// - iPhone SE (3rd generation): 375 × 667 points at @2x, the iPhone 8
///   screen. Safe area: 20 points of status bar at the top, none at the
///   bottom: an iPhone 8 on iOS 12 reports `safeAreaInsets` {20, 0, 0, 0}
///   (SnapKit/Masonry issue #546, where the iPhone X reports {44, 0, 34,
///   0}); WWDC 2018 session 235: on an iPhone 8 "the entire screen is a
///   safe area" apart from bars. The 20 / 0 split is unverified; these are
///   the sources followed.
/// - iPhone 13: 390 × 844 at @3x, insets 47 / 34 (a published
///   measurement): the examples' 390 × 763 canvas is its safe area.
/// - iPhone 15 Pro: 393 × 852 at @3x (hacknicity), insets 59 /
///   34 (a Dynamic Island iPhone printing `UIEdgeInsets(top: 59.0, left:
///   0.0, bottom: 34.0, right: 0.0)`, csl.cool "iOS Layout Adaptation",
///   2023; 59 is also the figure measured for the 14 Pro Max). In landscape
///   the same post prints `top: 0, left: 59, bottom: 21, right: 59`.
/// - iPad Pro 11-inch: 834 × 1194 at @2x (hacknicity: 1194 × 834 points in
///   landscape). Insets 24 / 20: the bottom 20 of the Face ID iPads is in
///   react-native-safe-area-view pull request #55 (for 834 × 1194 and
///   1024 × 1366), and a published constants table of the same era gives
///   `paddingTop` 24 and bottom 20 for those iPads (44 / 34 for the iPhone
///   X, 20 / 0 for the rest).
/// - Mac window: 800 × 600 points at @2x, a window size of our choosing; a
///   28-point title bar as the top inset [unverified].
/// Size classes (horizontalSizeClass page): iPhones in portrait are compact
/// wide and regular tall, in landscape compact both ways (non-Max models);
/// a full-screen iPad is regular both ways; "in macOS ... it's always
/// regular". The heights of the navigation bar and the tab bar follow the
/// size classes (Layout/ContainerMetrics.swift): iPhone figures for a
/// compact width, iPad figures for a regular one, landscape figures for a
/// compact height.
public struct DevicePreset: Sendable, Equatable {
    /// The name the command-line tool takes (`--device NAME`).
    public let name: String
    /// The name shown to people: "iPhone 15 Pro".
    public let title: String
    /// The screen or window size in points, in the orientation of the preset.
    public let size: CGSize
    /// The safe-area insets of a full-screen app without bars.
    public let safeAreaInsets: EdgeInsets
    /// Pixels per point: 2 or 3.
    public let displayScale: CGFloat
    /// The horizontal size class a full-screen app sees.
    public let horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class a full-screen app sees.
    public let verticalSizeClass: UserInterfaceSizeClass

    /// Creates a device from its figures.
    public init(name: String, title: String, size: CGSize, safeAreaInsets: EdgeInsets, displayScale: CGFloat,
                horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass) {
        self.name = name
        self.title = title
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The safe area's size: the screen less the insets.
    public var safeAreaSize: CGSize {
        CGSize(width: size.width - safeAreaInsets.leading - safeAreaInsets.trailing,
               height: size.height - safeAreaInsets.top - safeAreaInsets.bottom)
    }

    /// `environment` with this device's display scale and size classes.
    public func applied(to environment: EnvironmentValues) -> EnvironmentValues {
        var env = environment
        env.displayScale = displayScale
        env.horizontalSizeClass = horizontalSizeClass
        env.verticalSizeClass = verticalSizeClass
        return env
    }

    /// iPhone SE (3rd generation): 375 × 667 at @2x, 20 points of status bar on top.
    public static let iPhoneSE3 = DevicePreset(
        name: "iphone-se-3", title: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667),
        safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), displayScale: 2,
        horizontalSizeClass: .compact, verticalSizeClass: .regular)
    /// iPhone 13: 390 × 844 at @3x, insets 47 on top and 34 at the bottom.
    public static let iPhone13 = DevicePreset(
        name: "iphone-13", title: "iPhone 13", size: CGSize(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), displayScale: 3,
        horizontalSizeClass: .compact, verticalSizeClass: .regular)
    /// iPhone 15 Pro in portrait: 393 × 852 at @3x, insets 59 on top and 34 at the bottom.
    public static let iPhone15Pro = DevicePreset(
        name: "iphone-15-pro", title: "iPhone 15 Pro", size: CGSize(width: 393, height: 852),
        safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), displayScale: 3,
        horizontalSizeClass: .compact, verticalSizeClass: .regular)
    /// iPhone 15 Pro in landscape: 852 × 393 at @3x, insets 59 at the sides and
    /// 21 at the bottom, compact in both size classes.
    public static let iPhone15ProLandscape = DevicePreset(
        name: "iphone-15-pro-landscape", title: "iPhone 15 Pro, landscape", size: CGSize(width: 852, height: 393),
        safeAreaInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), displayScale: 3,
        horizontalSizeClass: .compact, verticalSizeClass: .compact)
    /// iPad Pro 11-inch: 834 × 1194 at @2x, insets 24 on top and 20 at the
    /// bottom, regular in both size classes.
    public static let iPadPro11 = DevicePreset(
        name: "ipad-pro-11", title: "iPad Pro 11-inch", size: CGSize(width: 834, height: 1194),
        safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), displayScale: 2,
        horizontalSizeClass: .regular, verticalSizeClass: .regular)
    /// A Mac window of 800 × 600 at @2x under a 28-point title bar, regular in
    /// both size classes.
    public static let macWindow = DevicePreset(
        name: "mac-window", title: "Mac window", size: CGSize(width: 800, height: 600),
        safeAreaInsets: EdgeInsets(top: 28, leading: 0, bottom: 0, trailing: 0), displayScale: 2,
        horizontalSizeClass: .regular, verticalSizeClass: .regular)

    /// Every preset, smallest first.
    public static let all: [DevicePreset] = [iPhoneSE3, iPhone13, iPhone15Pro, iPhone15ProLandscape, iPadPro11, macWindow]

    /// The preset called `name` (as `all` spells it, case-insensitive).
    public static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }
}
