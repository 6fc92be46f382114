import Foundation

// The sizes iOS gives lists, navigation bars and tab bars, one place per
// value, each with its row of PlatformMetrics. The containers are built
// from the engine's primitive views (stacks, padding, frames, safe-area
// insets), so these figures are all they add to the layout rules.

/// The metrics of the list styles (PlatformMetrics, "List and Form").
enum ListMetrics {
    /// Minimum row height, all styles (PlatformMetrics, "List and Form":
    /// 44; `defaultMinListRowHeight` overrides it).
    static let minRowHeight: CGFloat = 44
    /// Edge-to-edge styles (`.plain`, `.grouped`): row insets, Flutter's
    /// list tile, 20 leading, 14 trailing, 8 above and below (PlatformMetrics,
    /// "List and Form": `_kPadding`, and `_kMinHeight` = 28 + 2 × 8).
    static let edgeRowInsets = EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 14)
    /// Inset styles (`.insetGrouped`, `.inset`, `.sidebar`, `Form`): row
    /// insets of a SwiftUI form row, 16 leading, 6 above and below
    /// (PlatformMetrics, "List and Form", form row); trailing 16, the same
    /// as leading [unverified: Flutter's 6 leaves room for its own chevron].
    static let insetRowInsets = EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
    /// Horizontal margin between the screen and an inset-grouped section
    /// (PlatformMetrics, "List and Form": 20).
    static let insetGroupedMargin: CGFloat = 20
    /// Corner radius of an inset-grouped section (PlatformMetrics, "List and Form": 10).
    static let insetGroupedCornerRadius: CGFloat = 10
    /// Inset grouped: space above a section without a header, and below
    /// each section (PlatformMetrics, "List and Form": 20 and 10).
    static let insetGroupedSpaceAbove: CGFloat = 20
    static let insetGroupedSpaceBelow: CGFloat = 10
    /// Inset grouped: space above and below a header (PlatformMetrics,
    /// "List and Form": header margins 16 and 6); the header's text lines
    /// up with the rows' text.
    static let headerSpaceAbove: CGFloat = 16
    static let headerSpaceBelow: CGFloat = 6
    /// Footer: nothing above, 10 below (PlatformMetrics, "List and Form":
    /// footer margins 0 and 10).
    static let footerSpaceAbove: CGFloat = 0
    static let footerSpaceBelow: CGFloat = 10
    /// Edge-to-edge grouped: space above a section (PlatformMetrics, "List
    /// and Form": 22) and above its header (header margin top 0).
    static let groupedSpaceAbove: CGFloat = 22

    /// iOS's system colours, light appearance (noahgilmore.com, "Backwards
    /// compatibility for iOS 13 system colors",
    /// https://noahgilmore.com/blog/dark-mode-uicolor-compatibility/).
    /// `systemGroupedBackground`: #F2F2F7.
    static let groupedBackground = Color(name: "systemGroupedBackground", 242, 242, 247)
    /// `secondarySystemGroupedBackground`: white, the rows of grouped lists.
    static let groupedRowBackground = Color(name: "secondarySystemGroupedBackground", 255, 255, 255)
    /// `systemBackground`: white, behind a plain list.
    static let plainBackground = Color(name: "systemBackground", 255, 255, 255)
    /// `separator`: (60, 60, 67) at 29 %.
    static let separator = Color(name: "separator", 60, 60, 67, 0.29)
    /// `tertiaryLabel`: (60, 60, 67) at 30 %, the disclosure chevron.
    static let chevron = Color(name: "tertiaryLabel", 60, 60, 67, 0.3)
    /// `tertiarySystemFill`: (118, 118, 128) at 12 %, the search field.
    static let searchFieldFill = Color(name: "tertiarySystemFill", 118, 118, 128, 0.12)

    /// The disclosure chevron of a navigation row: a box as large as the
    /// body font (17), 6 after the row's content (PlatformMetrics, "List
    /// and Form", `NavigationLink` row).
    static let chevronBox: CGFloat = 17
    static let chevronSpacing: CGFloat = 6
}

/// The metrics of the navigation bar (PlatformMetrics, "Navigation bars").
enum NavigationBarMetrics {
    /// Height of the bar's row of items and inline title below the status
    /// bar: 44 on iPhone (PlatformMetrics, "Navigation bars"), 50 on iPad
    /// since iOS 12 (hacknicity, "iPad Navigation Bar and Toolbar Height
    /// Changes in iOS 12": regular width here), 32 in an iPhone's landscape
    /// (compact height) [unverified].
    static func barHeight(_ env: EnvironmentValues) -> CGFloat {
        if env.horizontalSizeClass == .regular { return 50 }
        if env.verticalSizeClass == .compact { return 32 }
        return 44
    }
    /// What a large title adds below that row (PlatformMetrics, "Navigation
    /// bars": 52, 96 in all).
    static let largeTitleExtension: CGFloat = 52
    /// Space below the large title (PlatformMetrics, "Navigation bars": 8).
    static let largeTitleBottomPadding: CGFloat = 8
    /// Padding of the bar's items from the screen edges (PlatformMetrics,
    /// "Navigation bars": 16).
    static let edgePadding: CGFloat = 16
    /// Space between toolbar items [unverified: PlatformMetrics has no
    /// value; the edge padding is used].
    static let itemSpacing: CGFloat = 16
    /// Large title: 34 bold; inline title: 17 semibold (PlatformMetrics,
    /// "Navigation bars").
    static let largeTitleFont = Font.system(size: 34, weight: .bold)
    static let inlineTitleFont = Font.system(size: 17, weight: .semibold)
    /// The search field: 36 tall, corner radius 9, with 8 below it
    /// (PlatformMetrics, "Navigation bars"; the total of 44 is unverified).
    static let searchFieldHeight: CGFloat = 36
    static let searchFieldCornerRadius: CGFloat = 9
    static let searchFieldBottomPadding: CGFloat = 8
    /// Insets of the search field's text (PlatformMetrics, "Navigation bars": 5.5 at the sides).
    static let searchFieldTextInset: CGFloat = 5.5
    /// Height of a bottom toolbar: 44 on iPhone, 50 on iPad (hacknicity,
    /// as for the navigation bar).
    static func toolbarHeight(_ env: EnvironmentValues) -> CGFloat {
        env.horizontalSizeClass == .regular ? 50 : 44
    }
}

/// The metrics of the tab bar (PlatformMetrics, "TabView").
enum TabBarMetrics {
    /// Height of the tab bar above the home indicator: 49 on iPhone
    /// (PlatformMetrics, "TabView": 49 measured; 50 in Flutter), 50 on iPad
    /// [unverified: hacknicity gives 50 for the iPad's navigation bar and
    /// toolbar], 32 in an iPhone's landscape [unverified]. The home
    /// indicator's inset (34) is the device's bottom safe area, under which
    /// the bar's background extends.
    static func barHeight(_ env: EnvironmentValues) -> CGFloat {
        if env.horizontalSizeClass == .regular { return 50 }
        if env.verticalSizeClass == .compact { return 32 }
        return 49
    }
    /// Tab item: icon 30, label 10 points, 4 below (PlatformMetrics, "TabView").
    static let iconHeight: CGFloat = 30
    static let labelFont = Font.system(size: 10, weight: .medium)
    static let bottomPadding: CGFloat = 4
    /// The unselected item's colour: `systemGray` (noahgilmore.com, as above).
    static let unselected = Color(name: "systemGray", 142, 142, 147)
    /// The bar's background: `systemBackground` at 94 % [unverified: iOS
    /// draws a material].
    static let background = Color(name: "tabBarBackground", 249, 249, 249, 0.94)
    /// Page style: the index dots, 7 across with 9 between, 10 above the
    /// bottom safe area [unverified: PlatformMetrics has no value].
    static let pageDot: CGFloat = 7
    static let pageDotSpacing: CGFloat = 9
    static let pageDotBottom: CGFloat = 10
    /// `.indexViewStyle(.page(backgroundDisplayMode: .always))`: a capsule 26
    /// tall, 12 beyond the outer dots, black at 25 % [unverified].
    static let pageIndexBackgroundHeight: CGFloat = 26
    static let pageIndexBackgroundPadding: CGFloat = 12
    static let pageIndexBackground = Color.black.opacity(0.25)
}
