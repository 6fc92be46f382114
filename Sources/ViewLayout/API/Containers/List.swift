import Foundation

/// A container that presents rows of data arranged in a single column,
/// optionally providing the ability to select one or more members.
///
/// Each view the content produces is a row (a `ForEach` gives one row per
/// element; a `Section` gives its header, rows and footer). The list fills
/// the size it is offered and scrolls, like a vertical `ScrollView`; each
/// row is given the style's insets (`listRowInsets` overrides them), a
/// minimum height of 44 (`defaultMinListRowHeight`), a background and a
/// separator below it, inset to line up with the row's text
/// (PlatformMetrics, "List and Form"). On iOS the automatic style is the
/// inset grouped one. The arrangement is in Resolve/List+Resolve.swift.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// Creates a list with the given content that supports selecting a
    /// single row. Selection is not drawn on a still layout.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a list with the given content that supports selecting
    /// several rows. Selection is not drawn on a still layout.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension List {
    /// Creates a list that computes its rows on demand from identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where SelectionValue == Never, Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Creates a list that computes its rows on demand from data, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// Creates a list that computes its rows on demand over a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where SelectionValue == Never, Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }

    /// Creates a list of identifiable data that supports selecting a single row.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Creates a list of identifiable data that supports selecting several rows.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Creates a list of data identified by `id` that supports selecting a single row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                              selection: Binding<SelectionValue?>?,
                                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

/// A container for grouping controls used for data entry, such as in
/// settings or inspectors. iOS draws it as an inset grouped list
/// (PlatformMetrics, "List and Form").
nonisolated public struct Form<Content: View>: View {
    public typealias Body = Never
    let content: Content
    /// Creates a form with the given content.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// A type that specifies the appearance and behavior of forms. On iPhone
/// every style lays out as an inset grouped list.
@MainActor @preconcurrency public protocol FormStyle {}
/// The default form style: grouped on iOS.
nonisolated public struct AutomaticFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
}
/// Rows in grouped rounded rectangles.
nonisolated public struct GroupedFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
}
/// Labels and controls in columns (macOS); grouped on iOS.
nonisolated public struct ColumnsFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
}
nonisolated extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
nonisolated extension FormStyle where Self == GroupedFormStyle {
    /// Rows in grouped rounded rectangles.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
nonisolated extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in columns (macOS); grouped on iOS.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// The kinds of list style, as the list's arrangement reads them.
public enum _ListStyleKind: UInt8, Sendable {
    case plain, grouped, insetGrouped, inset, sidebar

    /// Rows in rounded cards with margins.
    var isInset: Bool { self == .insetGrouped || self == .inset || self == .sidebar }
    /// The grouped background behind the rows.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
}

/// A protocol that describes the behavior and appearance of a list.
public protocol ListStyle {
    /// The arrangement the style stands for.
    var _kind: _ListStyleKind { get }
}

/// The list style that describes a platform's default behavior and
/// appearance for a list: inset grouped on iOS.
public struct DefaultListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    public var _kind: _ListStyleKind { .insetGrouped }
}
/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    public var _kind: _ListStyleKind { .plain }
}
/// The list style that describes the behavior and appearance of a grouped list.
public struct GroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    public var _kind: _ListStyleKind { .grouped }
}
/// The list style that describes the behavior and appearance of an inset
/// grouped list.
public struct InsetGroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    public var _kind: _ListStyleKind { .insetGrouped }
}
/// The list style that describes the behavior and appearance of an inset list.
public struct InsetListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    public var _kind: _ListStyleKind { .inset }
}
/// The list style that describes the behavior and appearance of a sidebar
/// list; on a compact iPhone it looks like an inset grouped list.
public struct SidebarListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    public var _kind: _ListStyleKind { .sidebar }
}
extension ListStyle where Self == DefaultListStyle {
    /// The list style that describes a platform's default behavior and appearance.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// The list style of a plain list.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// The list style of a grouped list.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// The list style of an inset grouped list.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// The list style of an inset list.
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// The list style of a sidebar list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The prominence of a section header: `.increased` draws it larger.
public enum Prominence: Hashable, Sendable {
    /// The standard prominence.
    case standard
    /// An increased prominence.
    case increased
}

/// The spacing between the sections of a list.
public struct ListSectionSpacing: Sendable {
    let value: CGFloat?
    /// The style's own spacing.
    public static let `default` = ListSectionSpacing(value: nil)
    /// A compact spacing [unverified: taken as the 10 below a section alone].
    public static let compact = ListSectionSpacing(value: ListMetrics.insetGroupedSpaceBelow)
    /// A custom spacing, in points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: spacing) }
}

/// What the list reads about the list it is in, set while its content resolves.
struct ListContext {
    var style: _ListStyleKind
}

enum ListContextKey: EnvironmentKey {
    static var defaultValue: ListContext? { nil }
}
enum ListStyleKey: EnvironmentKey {
    static var defaultValue: _ListStyleKind { .insetGrouped }
}
enum DefaultMinListRowHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat { ListMetrics.minRowHeight }
}
enum HeaderProminenceKey: EnvironmentKey {
    static var defaultValue: Prominence { .standard }
}
enum ScrollContentBackgroundKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}
enum ListRowSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}
enum ListSectionSpacingKey: EnvironmentKey {
    static var defaultValue: ListSectionSpacing { .default }
}

extension EnvironmentValues {
    /// The minimum height of a list row: 44 by default (PlatformMetrics, "List and Form").
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
    /// The prominence of section headers.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
    var listStyleKind: _ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
    var listContext: ListContext? {
        get { self[ListContextKey.self] }
        set { self[ListContextKey.self] = newValue }
    }
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

/// What a row says about itself (`listRowInsets` and its siblings), read
/// by the list through the container channel.
enum ListRowTrait {
    case badge(Text?)
    case insets(EdgeInsets?)
    case background(AnyView?)
    case separator(Visibility, VerticalEdge.Set)
    case sectionSeparator(Visibility, VerticalEdge.Set)
}

enum ListRowTraitKey: ContainerChannelKey {
    typealias Value = ListRowTrait
}

nonisolated extension View {
    /// Sets the style for lists within this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleKind, style._kind)
    }

    /// Sets the style for forms in a view hierarchy; every style lays out
    /// as the grouped form on iOS.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }

    /// Applies an inset to the rows in a list; nil keeps the style's insets.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_ListRowTraitModifier(trait: .insets(insets)))
    }

    /// Places a custom background view behind a list row item.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let erased = view.map { AnyView($0) }
        return modifier(_ListRowTraitModifier(trait: .background(erased)))
    }

    /// Sets the display mode for the separator associated with this row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier(trait: .separator(visibility, edges)))
    }

    /// Sets the tint color of the row separator; drawn in the separator colour here.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Sets whether to hide the separator associated with a list section.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier(trait: .sectionSeparator(visibility, edges)))
    }

    /// Sets the spacing between adjacent rows in a list (nil: none, the default).
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }

    /// Sets the spacing between adjacent sections in a list.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// Sets the spacing between adjacent sections in a list, in points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, .custom(spacing))
    }

    /// Specifies the visibility of the background of scrollable views
    /// (lists and forms) within this view: `.hidden` removes the grouped background.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }

    /// Sets the header prominence for this view.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}

extension ForEach {
    /// Sets the deletion action for the rows of this `ForEach` in a list.
    /// Accepted; rows are not deleted on a still layout.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }

    /// Sets the move action for the rows of this `ForEach` in a list.
    /// Accepted; rows are not moved on a still layout.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
}

nonisolated extension View {
    /// Whether the user can delete this row. Accepted.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

    /// Whether the user can move this row. Accepted.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
}
