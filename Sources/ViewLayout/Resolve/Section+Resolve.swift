import Foundation

/// A `Section` inside a list: the nodes it made, from `first` to the
/// record's position, and how prominent its header is.
struct ListSectionMark {
    let first: Int32
    let prominence: Prominence
}

enum ListSectionKey: ContainerChannelKey {
    typealias Value = ListSectionMark
}

extension Section {
    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        // In a list, headers and footers take the list's text style and the
        // list learns where the section starts and ends (ContainerChannel).
        if resolver.isCollecting(ListSectionKey.self), let context = resolver.environment.listContext {
            return makeInList(view, context, resolver)
        }
        resolver.forEachProduced({ resolver.make(view.header) }) { resolver.tree.sectionRoles[$0] = .header }
        if view.isExpanded { resolver.make(view.content) }
        resolver.forEachProduced({ resolver.make(view.footer) }) { resolver.tree.sectionRoles[$0] = .footer }
    }

    static func makeInList(_ view: Self, _ context: ListContext, _ resolver: _ViewResolver) {
        let first = Int32(resolver.tree.nodes.count)
        let prominence = resolver.environment.headerProminence
        resolver.withEnvironment({
            $0.font = ListArrangement.headerFont(context.style, prominence)
            if ListArrangement.uppercasesHeader(context.style, prominence), !$0.fontModifiers.isTextCaseSet {
                $0.fontModifiers.textCase = .uppercase
            }
        }) {
            resolver.forEachProduced({
                if prominence == .increased { resolver.make(view.header) } else { resolver.make(view.header.foregroundColor(.secondary)) }
            }) { resolver.tree.sectionRoles[$0] = .header }
        }
        if view.isExpanded { resolver.make(view.content) }
        resolver.withEnvironment({ $0.font = .footnote }) {
            resolver.forEachProduced({ resolver.make(view.footer.foregroundColor(.secondary)) }) {
                resolver.tree.sectionRoles[$0] = .footer
            }
        }
        resolver.record(ListSectionKey.self, ListSectionMark(first: first, prominence: prominence))
    }
}
