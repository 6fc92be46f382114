import Foundation

extension TabView {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        TabArrangement.make(view.selection, resolver) { resolver.make(view.content) }
    }
}

extension Tab {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        // A tab is its content with its item recorded for the tab view.
        resolver.make(view.content)
        let icon = view.systemImage.map { Image(systemName: $0).frame(height: TabBarMetrics.iconHeight) }
        let label = AnyView(VStack(spacing: 0) {
            if let icon { icon }
            view.title
        })
        resolver.record(TabItemKey.self, .item(label))
        // Its value is its tag (`Tab(value:)` selects as `tag(_:)` does).
        if let value = view.value, resolver.isCollecting(TagKey.self) {
            resolver.record(TagKey.self, TagValue(value, includeOptional: true, implicit: false))
        }
    }
}

/// How a tab view arranges its tabs, out of primitive views, with the
/// metrics of Layout/ContainerMetrics.swift.
///
/// 1. A scope opens for the tabs' records (ContainerChannel) and the
///    content is resolved: each node it produces is a tab, and each record
///    belongs to the tab it was made in.
/// 2. The selected tab is the one whose tag (`tag(_:)`, a `Tab`'s value, a
///    `ForEach` element's id) matches the selection, else the first; the
///    tags are collected only when there is a selection. Only it is shown (the others' nodes stay unplaced).
/// 3. It fills the tab view; the tab bar is its bottom `safeAreaInset`
///    (spacing 0): `barHeight` tall (49 on iPhone), one equal-width item per
///    tab, the icon box 30 tall above a 10-point label with 4 below, the
///    selected item in the accent colour, a badge as a red capsule at the
///    icon's top trailing corner; its background reaches down over the
///    home indicator (the device's bottom safe area, 34 on an iPhone 13).
/// 4. The page style shows the selected page filling the view with no
///    bar, and the index dots at the bottom [unverified sizes].
enum TabArrangement {
    struct TabPlan {
        var item: AnyView?
        var badge: Text?
    }

    static func make<S: Hashable>(_ selection: S?, _ resolver: _ViewResolver, content: () -> Void) {
        let env = resolver.environment
        // Step 1: the tabs' own content does not inherit the page style.
        resolver.openScope(TabItemKey.self)
        if selection != nil { resolver.openScope(TagKey.self) }
        var nodes: [Int32] = []
        resolver.withEnvironment({ $0.tabViewPage = (false, false) }) { nodes = resolver.produce(content) }
        // Step 2.
        var selected = 0
        if let selection {
            let tags = ChildTags(resolver.closeScope(TagKey.self), children: nodes)
            selected = tags.index(of: selection) ?? 0
        }
        let records = resolver.closeScope(TabItemKey.self)
        var tabs = [TabPlan](repeating: TabPlan(), count: nodes.count)
        var barHidden = false
        var barBackground: AnyView? = nil
        for record in records {
            guard let r = record.value as? TabItemRecord else { continue }
            let owner = record.owner(among: nodes)
            switch r {
            case .item(let view):
                if let i = owner { tabs[i].item = view }
            case .badge(let text):
                if let i = owner { tabs[i].badge = text }
            case .barHidden(let hidden):
                // Hiding the bar from the selected tab's content hides it.
                if owner == nil || owner == selected { barHidden = hidden }
            case .barBackground(let view): barBackground = view
            }
        }
        guard !nodes.isEmpty else { return }
        // Only the selected tab is placed; the others were resolved for their items.
        if nodes.count > 1 { resolver.tree.hasUnplacedNodes = true }
        let page = _ResolvedNode(node: nodes[selected]).frame(maxWidth: .infinity, maxHeight: .infinity)
        // Step 4.
        if env.tabViewPage.page {
            let dots = env.tabViewPage.dots && nodes.count > 1
            resolver.make(page.overlay(alignment: .bottom) {
                if dots { pageDots(count: nodes.count, selected: selected, background: env.pageIndexBackground) }
            })
            return
        }
        // Step 3.
        resolver.make(page.safeAreaInset(edge: .bottom, spacing: 0) {
            if !barHidden { tabBar(tabs, selected: selected, background: barBackground, env) }
        })
    }

    static func tabBar(_ tabs: [TabPlan], selected: Int, background: AnyView?, _ env: EnvironmentValues) -> some View {
        // An iPhone's portrait bar stacks a `Label` item's icon over its
        // title; the shorter landscape bar and the iPad's keep them in a row.
        let stacked = env.horizontalSizeClass != .regular && env.verticalSizeClass != .compact
        let items: [AnyView] = tabs.enumerated().map { i, tab in
            AnyView(
                VStack(spacing: 0) { tab.item ?? AnyView(EmptyView()) }
                    .environment(\._labelStyle, stacked ? TabItemLabelStyle() : env._labelStyle)
                    .environment(\.font, TabBarMetrics.labelFont)
                    .foregroundColor(i == selected ? Color.accentColor : TabBarMetrics.unselected)
                    .overlay(alignment: .topTrailing) {
                        if let badge = tab.badge {
                            badge.font(.caption2).foregroundColor(.white)
                                .padding(.horizontal, 5)
                                .background(Capsule().fill(Color.red))
                        }
                    }
                    .padding(.bottom, TabBarMetrics.bottomPadding)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
            )
        }
        return HStack(spacing: 0) { _ViewSequence(views: items) }
            .frame(height: TabBarMetrics.barHeight(env))
            .background((background ?? AnyView(TabBarMetrics.background)).ignoresSafeArea(edges: .bottom))
    }

    /// The index dots; with a background, on a capsule around them whose
    /// middle stays where the dots are without one.
    static func pageDots(count: Int, selected: Int, background: Bool) -> some View {
        let dots = HStack(spacing: TabBarMetrics.pageDotSpacing) {
            _ViewSequence(views: (0..<count).map { i in
                AnyView(Circle().fill(i == selected ? Color.white : Color.white.opacity(0.5))
                    .frame(width: TabBarMetrics.pageDot, height: TabBarMetrics.pageDot))
            })
        }
        let height = TabBarMetrics.pageIndexBackgroundHeight
        return Group {
            if background {
                dots.padding(.horizontal, TabBarMetrics.pageIndexBackgroundPadding)
                    .frame(height: height)
                    .background(Capsule().fill(TabBarMetrics.pageIndexBackground))
                    .padding(.bottom, TabBarMetrics.pageDotBottom - (height - TabBarMetrics.pageDot) / 2)
            } else {
                dots.padding(.bottom, TabBarMetrics.pageDotBottom)
            }
        }
    }
}

/// A `Label` in a tab item on an iPhone in portrait: its icon in the
/// 30-point icon box above its title, as a `Tab`'s symbol and title are
/// (PlatformMetrics, "TabView").
nonisolated struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            configuration.icon.frame(height: TabBarMetrics.iconHeight)
            configuration.title
        }
    }
}
