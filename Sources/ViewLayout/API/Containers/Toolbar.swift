import Foundation

/// Where a toolbar item goes: the navigation bar's leading or trailing
/// edge, its centre, or the bottom toolbar.
public struct ToolbarItemPlacement: Sendable, Equatable {
    enum Slot: UInt8, Sendable { case leading, trailing, principal, bottom, keyboard }
    let slot: Slot
    /// The system's choice: the trailing edge of the navigation bar on iOS.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The leading edge of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing edge of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The centre of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    /// A cancel action: the leading edge of the navigation bar.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// A confirm action: the trailing edge of the navigation bar.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// A destructive action: the trailing edge of the navigation bar.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    /// The primary action: the trailing edge of the navigation bar.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// A secondary action: the trailing edge of the navigation bar.
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    /// A status item: the bottom toolbar.
    public static let status = ToolbarItemPlacement(slot: .bottom)
    /// Above the keyboard; accepted, not shown (no keyboard is up in a still layout).
    public static let keyboard = ToolbarItemPlacement(slot: .keyboard)
}

/// The bars a toolbar modifier applies to (`.toolbar(.hidden, for: .tabBar)`).
public struct ToolbarPlacement: Sendable, Equatable {
    enum Bar: UInt8, Sendable { case automatic, navigationBar, tabBar, bottomBar, window }
    let bar: Bar
    /// The platform's main bar: the navigation bar on iOS.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    /// A window's toolbar (macOS); the navigation bar here.
    public static let windowToolbar = ToolbarPlacement(bar: .window)
}

/// One item of a toolbar: where it goes and what it shows.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// Conforming types represent items that can be placed in various
/// locations in a toolbar.
public protocol ToolbarContent {
    /// The items, in order (the builder flattens groups and conditions).
    var _entries: [Any] { get }
}

/// A model that represents an item which can be placed in the toolbar or
/// navigation bar.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public var _entries: [Any] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// Creates a customisable toolbar item with an identifier.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// A model that represents a group of toolbar items, laid out side by side
/// at one placement.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    /// Creates a group of toolbar items with the specified placement.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    public var _entries: [Any] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

/// Several toolbar items made by the builder.
public struct _ToolbarItemList: ToolbarContent {
    public let _entries: [Any]
}

/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder
public enum ToolbarContentBuilder {
    /// Takes one item.
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarItemList { _ToolbarItemList(_entries: content._entries) }
    /// Joins the items of a block.
    public static func buildBlock(_ parts: _ToolbarItemList...) -> _ToolbarItemList { _ToolbarItemList(_entries: parts.flatMap(\._entries)) }
    /// Items shown only when a condition holds.
    public static func buildOptional(_ part: _ToolbarItemList?) -> _ToolbarItemList { part ?? _ToolbarItemList(_entries: []) }
    /// The first branch of a condition.
    public static func buildEither(first: _ToolbarItemList) -> _ToolbarItemList { first }
    /// The second branch of a condition.
    public static func buildEither(second: _ToolbarItemList) -> _ToolbarItemList { second }
    /// The items of a loop.
    public static func buildArray(_ parts: [_ToolbarItemList]) -> _ToolbarItemList { _ToolbarItemList(_entries: parts.flatMap(\._entries)) }
    /// Items behind an availability check.
    public static func buildLimitedAvailability(_ part: _ToolbarItemList) -> _ToolbarItemList { part }
}

/// What a navigation bar or tab bar learns from the content below it,
/// recorded by the modifiers of this file and Navigation.swift and read by
/// the nearest navigation container (ContainerChannel).
enum NavigationBarRecord {
    case title(Text)
    case displayMode(NavigationBarItem.TitleDisplayMode)
    case toolbar([ToolbarEntry])
    case barHidden(Bool)
    case search(Text?)
    case background(AnyView?)
    case colorScheme(ColorScheme?)
}

enum NavigationBarKey: ContainerChannelKey {
    typealias Value = NavigationBarRecord
}

nonisolated extension View {
    /// Populates the toolbar or navigation bar with the specified items.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let entries = content()._entries.compactMap { $0 as? ToolbarEntry }
        return modifier(_ContainerRecordModifier { $0.record(NavigationBarKey.self, .toolbar(entries)) })
    }

    /// Populates the toolbar or navigation bar with the specified views, at
    /// the automatic placement (the bar's trailing edge on iOS).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let entries = [ToolbarEntry(placement: .automatic, view: AnyView(content()))]
        return modifier(_ContainerRecordModifier { $0.record(NavigationBarKey.self, .toolbar(entries)) })
    }

    /// Specifies the visibility of a bar managed by SwiftUI: `.hidden` for
    /// `.navigationBar` removes the navigation bar, for `.tabBar` the tab bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hidden = visibility == .hidden
        let nav = bars.contains { $0.bar == .navigationBar || $0.bar == .automatic || $0.bar == .window }
        let tab = bars.contains { $0.bar == .tabBar }
        return modifier(_ContainerRecordModifier { resolver in
            if nav { resolver.record(NavigationBarKey.self, .barHidden(hidden)) }
            if tab { resolver.record(TabItemKey.self, .barHidden(hidden)) }
        })
    }

    /// Specifies the preferred shape style of the background of a bar: the
    /// navigation bar's background is drawn with it, out under the status bar.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let view = AnyView(Rectangle().fill(style))
        let nav = bars.contains { $0.bar == .navigationBar || $0.bar == .automatic }
        let tab = bars.contains { $0.bar == .tabBar }
        return modifier(_ContainerRecordModifier { resolver in
            if nav { resolver.record(NavigationBarKey.self, .background(view)) }
            if tab { resolver.record(TabItemKey.self, .barBackground(view)) }
        })
    }

    /// Specifies the preferred visibility of the background of a bar.
    /// Accepted: the bar's background colour is set by the style form.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Specifies the preferred colour scheme of a bar: the navigation bar's
    /// title and items are drawn in it (white text on `.dark`).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        let nav = bars.contains { $0.bar == .navigationBar || $0.bar == .automatic }
        return modifier(_ContainerRecordModifier { resolver in
            if nav { resolver.record(NavigationBarKey.self, .colorScheme(colorScheme)) }
        })
    }

    /// Configures the toolbar's title display mode (macOS and iPadOS). Accepted.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}

/// The purpose of a toolbar; accepted, the bar is laid out the same.
public struct ToolbarRole: Sendable {
    let name: String
    /// The automatic role.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A browser's role.
    public static let browser = ToolbarRole(name: "browser")
    /// A document editor's role.
    public static let editor = ToolbarRole(name: "editor")
    /// A navigation stack's role.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
}
