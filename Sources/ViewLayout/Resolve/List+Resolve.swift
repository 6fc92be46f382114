import Foundation

extension List {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        ListArrangement.make(resolver.environment.listStyleKind, resolver) { resolver.make(view.content) }
    }
}

extension Form {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        // iOS draws a form as an inset grouped list (PlatformMetrics, "List and Form").
        ListArrangement.make(.insetGrouped, resolver) { resolver.make(view.content) }
    }
}

/// How a list arranges the rows its content produced, built out of the
/// engine's primitive views (a vertical scroll view of stacks, padding,
/// frames, backgrounds and overlays), with the metrics of
/// Layout/ContainerMetrics.swift.
///
/// 1. The content is resolved with the list's context in the environment,
///    and scopes open for row traits and sections (ContainerChannel): each
///    node it produces is a row, a section header or a section footer.
/// 2. The nodes are grouped into sections: a `Section`'s marks say which
///    nodes it made; rows outside any section form sections of their own.
/// 3. Each row gets its traits (`listRowInsets`, `listRowBackground`,
///    `listRowSeparator`, `badge`), the last one recorded in it winning.
/// 4. Each row is padded by its insets, given the minimum row height and
///    the full width, its background and, unless it is the last of its
///    section, a one-pixel separator at its bottom from its leading inset.
/// 5. Sections stack with the style's spacing; inset styles put the rows of
///    a section in a rounded card within the screen margins; grouped styles
///    draw the grouped background behind everything, out under the bars.
enum ListArrangement {
    struct SectionPlan {
        var headers: [Int32] = []
        var rows: [Int32] = []
        var footers: [Int32] = []
        var mark: Int = -1
        var prominence: Prominence = .standard
    }

    struct RowTraits {
        var insets: EdgeInsets?
        var background: AnyView??
        var separator: Visibility = .automatic
        var separatorEdges: VerticalEdge.Set = .all
        var badge: Text?
    }

    /// The header's font; the header font is not published [unverified:
    /// footnote, and headline when prominent].
    static func headerFont(_ style: _ListStyleKind, _ prominence: Prominence) -> Font {
        prominence == .increased ? .headline : .footnote
    }

    /// iOS 14 to 18 show a section's header in capitals unless a
    /// `textCase(_:)` (nil included) says otherwise; a sidebar's and an
    /// `.increased` header keep the case written. Sources: LoopKit's
    /// `SectionHeader` ("iOS 14 puts section headers in all-caps by default",
    /// github.com/LoopKit/LoopKit, LoopKitUI/Views/SectionHeader.swift), and
    /// the title-case headers of iOS 26 noted as the change from all-caps
    /// (github.com/fluhartyml/Claudes-X26-Swift6-Bible/wiki/Book-08-Lists-Grids-And-ForEach).
    static func uppercasesHeader(_ style: _ListStyleKind, _ prominence: Prominence) -> Bool {
        style != .sidebar && prominence != .increased
    }

    static func make(_ style: _ListStyleKind, _ resolver: _ViewResolver, content: () -> Void) {
        let env = resolver.environment
        // Step 1.
        resolver.openScope(ListSectionKey.self)
        resolver.openScope(ListRowTraitKey.self)
        // A row's badge is the row's, not the enclosing tab's.
        resolver.openScope(TabItemKey.self)
        // The rows' tags (a `ForEach`'s ids) are the list's, not an enclosing tab view's.
        let hidesTags = resolver.isCollecting(TagKey.self)
        if hidesTags { resolver.openScope(TagKey.self) }
        var nodes: [Int32] = []
        resolver.withEnvironment({ $0.listContext = ListContext(style: style) }) {
            nodes = resolver.produce(content)
        }
        if hidesTags { _ = resolver.closeScope(TagKey.self) }
        var traitRecords = resolver.closeScope(ListRowTraitKey.self)
        for record in resolver.closeScope(TabItemKey.self) {
            guard let r = record.value as? TabItemRecord else { continue }
            if case .badge(let text) = r {
                traitRecords.append(ChannelRecord(position: record.position, value: ListRowTrait.badge(text)))
            } else {
                // Bar settings made in a row still reach the tab view.
                resolver.record(TabItemKey.self, r)
            }
        }
        let sectionRecords = resolver.closeScope(ListSectionKey.self)

        // Step 2.
        let marks = sectionRecords.map { ($0.value as! ListSectionMark, $0.position) }
        var sections: [SectionPlan] = []
        for n in nodes {
            let m = marks.firstIndex { $0.0.first <= n && n <= $0.1 } ?? -1
            if sections.last.map({ $0.mark != m || m == -1 && !$0.footers.isEmpty }) ?? true {
                sections.append(SectionPlan(mark: m, prominence: m >= 0 ? marks[m].0.prominence : .standard))
            }
            switch m >= 0 ? resolver.tree.sectionRoles[n] : nil {
            case .header?: sections[sections.count - 1].headers.append(n)
            case .footer?: sections[sections.count - 1].footers.append(n)
            case nil: sections[sections.count - 1].rows.append(n)
            }
        }

        // Step 3.
        var traits: [Int32: RowTraits] = [:]
        for record in traitRecords {
            guard let owner = record.owner(among: nodes), let trait = record.value as? ListRowTrait else { continue }
            let node = nodes[owner]
            var t = traits[node] ?? RowTraits()
            switch trait {
            case .insets(let insets): t.insets = insets
            case .background(let view): t.background = .some(view)
            case .separator(let visibility, let edges): t.separator = visibility; t.separatorEdges = edges
            case .badge(let text): t.badge = text
            case .sectionSeparator: break
            }
            traits[node] = t
        }

        // Steps 4 and 5.
        let defaultInsets = style.isInset ? ListMetrics.insetRowInsets : ListMetrics.edgeRowInsets
        let margin = style.isInset ? ListMetrics.insetGroupedMargin : 0
        // A bad spacing is reported and ignored (checkedLength gives NaN then).
        let checkedRowSpacing = resolver.checkedLength(env.listRowSpacing, "listRowSpacing")
        let rowSpacing = checkedRowSpacing.isNaN ? 0 : CGFloat(checkedRowSpacing)
        var minHeight = env.defaultMinListRowHeight
        if !(minHeight.isFinite && minHeight >= 0) {
            resolver.diagnose("defaultMinListRowHeight \(minHeight) is not a finite non-negative length; 44 is used")
            minHeight = ListMetrics.minRowHeight
        }
        let checkedSectionSpacing = resolver.checkedLength(env.listSectionSpacing.value, "listSectionSpacing")
        let sectionSpacing: CGFloat? = checkedSectionSpacing.isNaN ? nil : CGFloat(checkedSectionSpacing)
        var parts: [AnyView] = []
        for (index, section) in sections.enumerated() {
            let rows: [AnyView] = section.rows.enumerated().map { i, row in
                let t = traits[row] ?? RowTraits()
                let insets = t.insets ?? defaultInsets
                let isLast = i == section.rows.count - 1
                let separator = t.separator != .hidden && !isLast
                let background: AnyView? = t.background ?? (style == .plain ? nil : AnyView(ListMetrics.groupedRowBackground))
                return AnyView(rowView(row, badge: t.badge, insets: insets, minHeight: minHeight, background: background,
                                       separator: separator, pixel: env.pixelLength))
            }
            let rowLeading = (section.rows.first.flatMap { traits[$0]?.insets } ?? defaultInsets).leading
            let textInsets = EdgeInsets(top: 0, leading: margin + rowLeading, bottom: 0, trailing: margin + defaultInsets.trailing)
            // Spacing above the section (its header's margin, or the space
            // above a section without one) and below it.
            var above: CGFloat
            var below: CGFloat
            switch style {
            case .plain:
                above = 0; below = 0
            case .grouped:
                above = ListMetrics.groupedSpaceAbove; below = 0
            case .insetGrouped, .inset, .sidebar:
                above = section.headers.isEmpty ? ListMetrics.insetGroupedSpaceAbove : 0
                below = ListMetrics.insetGroupedSpaceBelow
            }
            if let spacing = sectionSpacing {
                if index > 0 { above = 0 }
                below = spacing
            }
            let headerTop: CGFloat = style == .insetGrouped || style == .inset || style == .sidebar
                ? (sectionSpacing != nil && index > 0 ? 0 : ListMetrics.headerSpaceAbove)
                : (style == .plain ? ListMetrics.headerSpaceBelow : 0)
            let card = VStack(alignment: .leading, spacing: rowSpacing) { _ViewSequence(views: rows) }
            let section = VStack(alignment: .leading, spacing: 0) {
                if !section.headers.isEmpty {
                    VStack(alignment: .leading, spacing: 0) { _ViewSequence(views: section.headers.map { AnyView(_ResolvedNode(node: $0)) }) }
                        .padding(EdgeInsets(top: headerTop, leading: textInsets.leading, bottom: ListMetrics.headerSpaceBelow,
                                            trailing: textInsets.trailing))
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                if style.isInset {
                    card.clipShape(RoundedRectangle(cornerRadius: ListMetrics.insetGroupedCornerRadius))
                        .padding(.horizontal, margin)
                } else {
                    card
                }
                if !section.footers.isEmpty {
                    VStack(alignment: .leading, spacing: 0) { _ViewSequence(views: section.footers.map { AnyView(_ResolvedNode(node: $0)) }) }
                        .padding(EdgeInsets(top: ListMetrics.footerSpaceAbove, leading: textInsets.leading, bottom: 0,
                                            trailing: textInsets.trailing))
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
            .padding(.top, above)
            .padding(.bottom, below)
            parts.append(AnyView(section))
        }
        let showsBackground = env.scrollContentBackground != .hidden
        let background = style.isGrouped ? ListMetrics.groupedBackground : ListMetrics.plainBackground
        resolver.make(
            ScrollView { VStack(spacing: 0) { _ViewSequence(views: parts) } }
                .background { if showsBackground { background.ignoresSafeArea() } }
        )
    }

    /// One row (step 4).
    static func rowView(_ row: Int32, badge: Text?, insets: EdgeInsets, minHeight: CGFloat, background: AnyView?,
                        separator: Bool, pixel: CGFloat) -> some View {
        // A badge is the row's trailing count, in the secondary colour.
        let content = badge.map { badge in
            AnyView(HStack {
                _ResolvedNode(node: row).frame(maxWidth: .infinity, alignment: .leading)
                badge.foregroundColor(.secondary)
            })
        } ?? AnyView(_ResolvedNode(node: row))
        return content
            .padding(insets)
            .frame(maxWidth: .infinity, minHeight: minHeight, alignment: .leading)
            .background { if let background { background } }
            .overlay(alignment: .bottomLeading) {
                if separator {
                    Rectangle().fill(ListMetrics.separator).frame(height: pixel).padding(.leading, insets.leading)
                }
            }
    }
}
