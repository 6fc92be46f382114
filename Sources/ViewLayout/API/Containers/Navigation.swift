import Foundation

/// A view that displays a root view and enables you to present additional
/// views over the root view.
///
/// A still layout shows the root view below the navigation bar. The bar
/// is built from what the root's content records (`navigationTitle`,
/// `navigationBarTitleDisplayMode`, `toolbar`, `searchable`: the container
/// channel, Resolve/ContainerChannel.swift) and is a `safeAreaInset` at the
/// top: it shrinks the content's safe area by its height, 44 for the row of
/// items plus 52 for a large title (PlatformMetrics, "Navigation bars"),
/// and a list or scroll view in the content still draws under it. The
/// arrangement is in Resolve/Navigation+Resolve.swift.
nonisolated public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never
    let root: Root

    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    /// Creates a navigation stack with homogeneous navigation state that
    /// you can control; the root is shown, whatever the path holds.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
    }

    /// Creates a navigation stack with heterogeneous navigation state that
    /// you can control; the root is shown, whatever the path holds.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }
}

/// A type-erased list of data representing the content of a navigation stack.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable] = []
    /// Creates a new, empty navigation path.
    public init() {}
    /// Creates a new navigation path from the contents of a sequence.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
    /// The number of elements in this path.
    public var count: Int { elements.count }
    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }
    /// Appends a new value to the end of this path.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Removes values from the end of this path.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(Swift.max(k, 0), elements.count)) }
}

/// A view for presenting a stack of views that represents a visible path
/// in a navigation hierarchy. On iPhone it is a `NavigationStack`.
nonisolated public struct NavigationView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    /// Creates a destination-based navigation view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// The visibility of the columns of a split view. Accepted.
public struct NavigationSplitViewVisibility: Equatable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column only.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a split view.
public enum NavigationSplitViewColumn: Hashable, Sendable {
    /// The sidebar column.
    case sidebar
    /// The content column.
    case content
    /// The detail column.
    case detail
}

/// A view that presents views in two or three columns. A compact width
/// (an iPhone in portrait) shows one column, the sidebar, in a navigation
/// stack; that is what is laid out here on every device.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public typealias Body = Never
    let sidebar: Sidebar

    /// Creates a three-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// Creates a three-column navigation split view that enables
    /// programmatic control of the columns' visibility.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// Creates a two-column navigation split view that enables programmatic
    /// control of the sidebar's visibility.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// Creates a two-column navigation split view with a preferred column
    /// for compact widths (the sidebar is shown).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }
}

/// A view that controls a navigation presentation.
///
/// Its label is shown; the destination is never built on a still layout.
/// In a list row it adds the disclosure chevron at the trailing edge, a
/// 17-point box 6 after the label (PlatformMetrics, "List and Form");
/// elsewhere the label is drawn in the accent colour, like a button.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never
    let label: Label

    /// Creates a navigation link that presents the destination view.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// Creates a navigation link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// Creates a navigation link that presents the destination while
    /// `isActive` is true (deprecated in SwiftUI).
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label.
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.label = Text(title)
    }

    /// Creates a navigation link that presents a destination view, with a text label.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view associated with a value.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a navigation link that presents the view associated with a
    /// value, with a text label.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.label = Text(title)
    }
}

/// A navigation bar's title display mode, as `NavigationBarItem` spells it.
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherit the mode of the previous item: large at a stack's root.
        case automatic
        /// The title inline, in the bar's row of items.
        case inline
        /// A large title below the row of items.
        case large
    }
}

/// The placement of a search field.
public struct SearchFieldPlacement: Sendable {
    let name: String
    /// The system's choice: in the navigation bar, below a large title.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In the navigation bar's drawer, below the title.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the navigation bar's drawer, with a display mode.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }

    /// Whether the drawer's search field is always shown or shown automatically.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        /// Shown, hidden when the content scrolls.
        case automatic
        /// Always shown.
        case always
    }
}

nonisolated extension View {
    /// Configures the view's title for purposes of navigation: the nearest
    /// navigation stack's bar shows it.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// Configures the view's title for purposes of navigation, using a text view.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(_ContainerRecordModifier { $0.record(NavigationBarKey.self, .title(title)) })
    }

    /// Configures the view's title with an editable string; shown as text.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(title.wrappedValue))
    }

    /// Configures the title display mode for this view.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_ContainerRecordModifier { $0.record(NavigationBarKey.self, .displayMode(displayMode)) })
    }

    /// Sets the title in the navigation bar (deprecated in SwiftUI).
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// Sets the title in the navigation bar (deprecated in SwiftUI).
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Sets the title and display mode in the navigation bar (deprecated in SwiftUI).
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(title)).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title and display mode in the navigation bar (deprecated in SwiftUI).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Hides the navigation bar.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(_ContainerRecordModifier { $0.record(NavigationBarKey.self, .barHidden(hidden)) })
    }

    /// Hides the back button. Accepted: a stack's root has none.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// Sets the style for navigation views; every style is the stack on iPhone. Accepted.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

    /// Sets the bar's leading and trailing items (the older spelling of
    /// `toolbar` with `.navigationBarLeading` and `.navigationBarTrailing` items).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Sets the bar's leading item (the older spelling of `toolbar`).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Sets the bar's trailing item (the older spelling of `toolbar`).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// Sets the style for navigation split views. Accepted.
    public func navigationSplitViewStyle<S>(_ style: S) -> some View { self }

    /// Sets a fixed, preferred width for a split view's column. Accepted.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

    /// Sets a flexible, preferred width for a split view's column. Accepted.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }

    /// Associates a destination view with a presented data type. Accepted;
    /// destinations are not shown on a still layout.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }

    /// Associates a destination view with a Boolean. Accepted.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }

    /// Associates a destination view with an optional item. Accepted.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }

    /// Marks this view as searchable: the navigation bar shows a search
    /// field with the prompt ("Search" when none is given).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        let shown: Text? = text.wrappedValue.isEmpty ? prompt : Text(text.wrappedValue)
        return modifier(_ContainerRecordModifier { $0.record(NavigationBarKey.self, .search(shown)) })
    }

    /// Marks this view as searchable, with a string prompt.
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable with a presentation binding. The field is shown.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Presents an inspector while `isPresented` is true. Accepted; nothing
    /// is presented on a still layout.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View { self }

    /// Presents a popover for `item` while it is not nil. Accepted; nothing
    /// is presented on a still layout.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, arrowEdge: Edge = .top,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
}

/// A style for `NavigationView`; on an iPhone every style shows a stack.
public protocol NavigationViewStyle {}

/// The platform's default navigation view style: a stack on iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates the default style.
    public init() {}
}

/// A navigation view that shows one view at a time.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates the stack style.
    public init() {}
}

/// A navigation view with columns side by side; a stack at compact width.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates the column style.
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's default style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Columns side by side.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}
