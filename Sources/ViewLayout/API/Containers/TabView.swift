import Foundation

/// A view that switches between multiple child views using interactive
/// user interface elements.
///
/// Each view of the content is a tab; its item (`tabItem`, `badge`, or
/// the iOS 18 `Tab`) is recorded inside it and read by the tab view (the
/// container channel, Resolve/ContainerChannel.swift). The selected tab
/// (the one whose `tag(_:)` or `Tab` value matches `selection`, else the
/// first) fills
/// the tab view above the tab bar, a bottom `safeAreaInset` 49 points tall
/// on iPhone whose background reaches down over the home indicator
/// (PlatformMetrics, "TabView"). The arrangement is in
/// Resolve/TabView+Resolve.swift.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let content: Content
    let selection: SelectionValue?

    /// Creates a tab view that uses a binding to a selection value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection?.wrappedValue
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that manages its own selection: the first tab.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = nil
    }
}

/// The role of a tab (iOS 18); accepted.
public enum TabRole: Hashable, Sendable {
    /// The search tab.
    case search
}

/// A tab of a `TabView` (iOS 18): its content, its label (a title and a
/// symbol) and the value that selects it.
nonisolated public struct Tab<Value: Hashable, Content: View>: View {
    public typealias Body = Never
    let title: Text
    let systemImage: String?
    let value: Value?
    let content: Content

    /// Creates a tab with a title and a symbol image.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.title = Text(title)
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    /// Creates a tab with a title and an image from the catalogue.
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.title = Text(title)
        self.systemImage = nil
        self.value = value
        self.content = content()
    }
}

extension Tab where Value == Never {
    /// Creates a tab with a title and a symbol image, selected by position.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.title = Text(title)
        self.systemImage = systemImage
        self.value = nil
        self.content = content()
    }

    /// Creates a tab with a title only.
    public init<S: StringProtocol>(_ title: S, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.title = Text(title)
        self.systemImage = nil
        self.value = nil
        self.content = content()
    }
}

/// What a tab records for its tab view.
enum TabItemRecord {
    case item(AnyView)
    case badge(Text?)
    case barHidden(Bool)
    case barBackground(AnyView?)
}

enum TabItemKey: ContainerChannelKey {
    typealias Value = TabItemRecord
}

/// A specification for the appearance and interaction of a tab view.
public protocol TabViewStyle {
    /// Whether the style shows pages (no tab bar) and its index dots.
    var _page: (Bool, dots: Bool) { get }
}
/// The default tab view style: a tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
    public var _page: (Bool, dots: Bool) { (false, false) }
}
/// A tab view style that shows a tab bar on iPhone (iOS 18).
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
    public var _page: (Bool, dots: Bool) { (false, false) }
}
/// A paging tab view style: the selected page fills the view, with index dots.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page index dots show.
    public struct IndexDisplayMode: Sendable, Equatable {
        let shown: Bool
        /// Shown when there is more than one page.
        public static let automatic = IndexDisplayMode(shown: true)
        /// Always shown.
        public static let always = IndexDisplayMode(shown: true)
        /// Never shown.
        public static let never = IndexDisplayMode(shown: false)
    }
    let indexDisplayMode: IndexDisplayMode
    /// Creates the style.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    public var _page: (Bool, dots: Bool) { (true, indexDisplayMode.shown) }
}
extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar on iPhone, a sidebar on iPad (iOS 18).
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
    /// A tab bar only (iOS 18).
    public static var tabBarOnly: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with index dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages, with index dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// The style of a page view's index: `.always` draws a capsule behind the dots.
public struct PageIndexViewStyle: Sendable {
    /// When a background shows behind the index.
    public enum BackgroundDisplayMode: Sendable {
        /// The system's choice.
        case automatic
        /// Interactive only.
        case interactive
        /// Always.
        case always
        /// Never.
        case never
    }
    let backgroundDisplayMode: BackgroundDisplayMode
    /// Creates the style.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}

/// The page style of an index view.
extension PageIndexViewStyle {
    /// The page index style: a background only while it is touched, so
    /// none in a still picture.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// The page index style with a background mode: `.always` draws it.
    public static func page(backgroundDisplayMode: BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

enum PageIndexBackgroundKey: EnvironmentKey {
    static let defaultValue = false
}

enum TabViewPageKey: EnvironmentKey {
    static var defaultValue: (page: Bool, dots: Bool) { (false, false) }
}

extension EnvironmentValues {
    var tabViewPage: (page: Bool, dots: Bool) {
        get { self[TabViewPageKey.self] }
        set { self[TabViewPageKey.self] = newValue }
    }
    /// Whether a paging tab view draws a capsule behind its index dots.
    var pageIndexBackground: Bool {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the tab bar item associated with this view: the tab bar draws
    /// the views given (an image above a text, typically).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = AnyView(label())
        return modifier(_ContainerRecordModifier { $0.record(TabItemKey.self, .item(item)) })
    }

    /// Generates a badge for the view from an integer value; 0 shows none.
    public func badge(_ count: Int) -> some View {
        let text: Text? = count == 0 ? nil : Text(String(count))
        return modifier(_ContainerRecordModifier { $0.record(TabItemKey.self, .badge(text)) })
    }

    /// Generates a badge for the view from a text view.
    public func badge(_ label: Text?) -> some View {
        modifier(_ContainerRecordModifier { $0.record(TabItemKey.self, .badge(label)) })
    }

    /// Generates a badge for the view from a string.
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }

    /// Sets the style for the tab view within the current environment.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let page = style._page
        return environment(\.tabViewPage, (page.0, page.dots))
    }

    /// Sets the style of the page index of a paging tab view: with
    /// `.always`, its dots sit on a capsule.
    public func indexViewStyle(_ style: PageIndexViewStyle) -> some View {
        environment(\.pageIndexBackground, style.backgroundDisplayMode == .always)
    }
}
