import Foundation

extension NavigationStack {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        NavigationArrangement.make(resolver) { resolver.make(view.root) }
    }
}

extension NavigationView {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        // The stack style, which an iPhone uses.
        NavigationArrangement.make(resolver) { resolver.make(view.content) }
    }
}

extension NavigationSplitView {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        // A compact width collapses the columns to a stack showing the sidebar.
        NavigationArrangement.make(resolver) { resolver.make(view.sidebar) }
    }
}

extension NavigationLink {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        if resolver.environment.listContext != nil {
            resolver.make(HStack(spacing: ListMetrics.chevronSpacing) {
                view.label.frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "chevron.right").foregroundColor(ListMetrics.chevron)
                    .frame(width: ListMetrics.chevronBox, height: ListMetrics.chevronBox)
            })
        } else {
            resolver.make(view.label.foregroundColor(.accentColor))
        }
    }
}

/// How a navigation container arranges its content and its bars, out of
/// primitive views, with the metrics of Layout/ContainerMetrics.swift.
///
/// 1. A scope opens for the bar's records (ContainerChannel) and the
///    content is resolved, framed to fill the container (SwiftUI's
///    navigation stack takes the whole space it is offered; smaller
///    content is centred in it).
/// 2. The navigation bar is the content's top `safeAreaInset` (spacing 0),
///    so the content's safe area shrinks by the bar's height and views
///    that ignore the safe area (a list's background) still reach the
///    screen's top. It is built after the content, from its records: the
///    last title, display mode and search field recorded win; toolbar items
///    are gathered in order.
/// 3. The bar: a row of `barHeight` (44 on iPhone) with the leading items,
///    the trailing items and, in the middle, the principal item or the
///    inline title; below it, for a large title (the automatic mode at a
///    stack's root, when there is a title), the title's 52 points, the title
///    sitting 8 above their bottom; below that the search field, 36 tall
///    with 8 below. Items sit 16 from the screen's edges.
/// 4. Items placed in the bottom bar make a bottom `safeAreaInset` of the
///    toolbar's height, their background reaching the screen's bottom.
enum NavigationArrangement {
    struct Bar {
        var title: Text?
        var mode: NavigationBarItem.TitleDisplayMode = .automatic
        var items: [ToolbarEntry] = []
        var hidden = false
        var search: Text?? = nil
        var background: AnyView?
        var colorScheme: ColorScheme?
    }

    static func make(_ resolver: _ViewResolver, content: @escaping () -> Void) {
        // Step 1.
        resolver.openScope(NavigationBarKey.self)
        let depth = resolver.channelScopes.count
        resolver.make(
            _ContentSlot(make: content)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .safeAreaInset(edge: .top, spacing: 0) { _BarSlot(top: true) }
                .safeAreaInset(edge: .bottom, spacing: 0) { _BarSlot(top: false) }
        )
        if resolver.channelScopes.count >= depth { _ = resolver.closeScope(NavigationBarKey.self) }
    }

    /// The records so far of the innermost open navigation scope, folded (step 2).
    static func currentBar(_ resolver: _ViewResolver) -> Bar {
        var bar = Bar()
        let id = ObjectIdentifier(NavigationBarKey.self)
        guard let scope = resolver.channelScopes.last(where: { $0.key == id }) else { return bar }
        for record in scope.records {
            switch record.value as? NavigationBarRecord {
            case .title(let t)?: bar.title = t
            case .displayMode(let m)?: bar.mode = m
            case .toolbar(let entries)?: bar.items += entries
            case .barHidden(let h)?: bar.hidden = h
            case .search(let prompt)?: bar.search = .some(prompt)
            case .background(let view)?: bar.background = view
            case .colorScheme(let scheme)?: bar.colorScheme = scheme
            case nil: break
            }
        }
        return bar
    }

    /// Step 3.
    static func navigationBar(_ bar: Bar, _ env: EnvironmentValues) -> some View {
        let large = bar.title != nil && bar.mode != .inline && env.verticalSizeClass != .compact
        let leading = bar.items.filter { $0.placement.slot == .leading }.map(\.view)
        let trailing = bar.items.filter { $0.placement.slot == .trailing }.map(\.view)
        let principal = bar.items.filter { $0.placement.slot == .principal }.map(\.view)
        let edge = NavigationBarMetrics.edgePadding
        return VStack(alignment: .leading, spacing: 0) {
            ZStack {
                HStack(spacing: NavigationBarMetrics.itemSpacing) {
                    _ViewSequence(views: leading)
                    Spacer(minLength: 0)
                    _ViewSequence(views: trailing)
                }
                .padding(.horizontal, edge)
                if !principal.isEmpty {
                    HStack(spacing: NavigationBarMetrics.itemSpacing) { _ViewSequence(views: principal) }
                } else if !large, let title = bar.title {
                    title.font(NavigationBarMetrics.inlineTitleFont).lineLimit(1)
                }
            }
            .frame(maxWidth: .infinity)
            .frame(height: NavigationBarMetrics.barHeight(env))
            if large, let title = bar.title {
                title.font(NavigationBarMetrics.largeTitleFont).lineLimit(1)
                    .padding(.horizontal, edge)
                    .padding(.bottom, NavigationBarMetrics.largeTitleBottomPadding)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .frame(height: NavigationBarMetrics.largeTitleExtension, alignment: .bottom)
            }
            if let search = bar.search {
                searchField(search ?? Text("Search"))
                    .padding(.horizontal, edge)
                    .padding(.bottom, NavigationBarMetrics.searchFieldBottomPadding)
            }
        }
        .environment(\.colorScheme, bar.colorScheme ?? env.colorScheme)
        .background { if let background = bar.background { background.ignoresSafeArea(edges: .top) } }
    }

    static func searchField(_ prompt: Text) -> some View {
        HStack(spacing: NavigationBarMetrics.searchFieldTextInset) {
            Image(systemName: "magnifyingglass").foregroundColor(.secondary)
            prompt.foregroundColor(.secondary).lineLimit(1)
            Spacer(minLength: 0)
        }
        .padding(.horizontal, NavigationBarMetrics.searchFieldTextInset)
        .frame(height: NavigationBarMetrics.searchFieldHeight)
        .background(RoundedRectangle(cornerRadius: NavigationBarMetrics.searchFieldCornerRadius).fill(ListMetrics.searchFieldFill))
    }

    /// Step 4.
    static func bottomBar(_ items: [AnyView], _ env: EnvironmentValues) -> some View {
        HStack(spacing: NavigationBarMetrics.itemSpacing) {
            _ViewSequence(views: items)
            Spacer(minLength: 0)
        }
        .padding(.horizontal, NavigationBarMetrics.edgePadding)
        .frame(height: NavigationBarMetrics.toolbarHeight(env))
        .background(TabBarMetrics.background.ignoresSafeArea(edges: .bottom))
    }

    /// The content, resolved in the place of this view.
    nonisolated struct _ContentSlot: View {
        typealias Body = Never
        let make: () -> Void
        static func _makeView(_ view: Self, _ resolver: _ViewResolver) { view.make() }
    }

    /// A bar, built when the resolver reaches it: after the content.
    nonisolated struct _BarSlot: View {
        typealias Body = Never
        let top: Bool
        static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
            let bar = currentBar(resolver)
            let env = resolver.environment
            if view.top {
                if !bar.hidden { resolver.make(navigationBar(bar, env)) }
            } else {
                let items = bar.items.filter { $0.placement.slot == .bottom }.map(\.view)
                if !items.isEmpty { resolver.make(bottomBar(items, env)) }
            }
        }
    }
}
