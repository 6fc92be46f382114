import Foundation

// Tags are a trait a picker or a tab view reads from its content through
// the container channel (Resolve/ContainerChannel.swift): the container
// opens a `TagKey` scope, `tag(_:)` records its value for each node its
// content produced, and a `ForEach` records each element's id as an
// implicit tag. The container gives each of its children the tag recorded
// in it and selects the child whose tag matches its selection. Outside
// such a container a tag costs one `isCollecting` check.

enum TagKey: ContainerChannelKey {
    typealias Value = TagValue
}

/// A recorded tag: whether it matches a selection, and whether it is a
/// `ForEach`'s implicit one (an explicit tag on the element wins over it).
struct TagValue {
    let implicit: Bool
    /// The selection's value and its static type.
    let matches: (Any, Any.Type) -> Bool

    init<V: Hashable>(_ tag: V, includeOptional: Bool, implicit: Bool) {
        self.implicit = implicit
        // SwiftUI matches by type and value: a selection of `V`, or of
        // `V?` when the tag includes the optional (a cast unwraps it).
        matches = { selection, type in
            if type == V.self || includeOptional && type == Optional<V>.self { return (selection as? V) == tag }
            // A type-erased side (`AnyHashable`, how `viewlayout render` holds
            // every interpreted selection) matches by value [SwiftUI itself
            // would need the tag to be an AnyHashable too].
            if type == AnyHashable.self || V.self == AnyHashable.self, let value = selection as? AnyHashable {
                return value == AnyHashable(tag)
            }
            return false
        }
    }
}

/// The tags of a container's children, from the records of its `TagKey` scope.
struct ChildTags {
    private var tags: [TagValue?]

    /// Gives each child the tag recorded in it: an explicit tag before an
    /// implicit one and, among those, the last recorded (the outermost).
    init(_ records: [ChannelRecord], children: [Int32]) {
        tags = Array(repeating: nil, count: children.count)
        for record in records {
            guard let tag = record.value as? TagValue, let i = record.owner(among: children) else { continue }
            if tag.implicit, let current = tags[i], !current.implicit { continue }
            tags[i] = tag
        }
    }

    /// The index of the first child whose tag matches `selection`.
    func index<S: Hashable>(of selection: S) -> Int? {
        tags.firstIndex { $0?.matches(selection, S.self) == true }
    }
}

extension _TagModifier {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        guard resolver.isCollecting(TagKey.self) else { return content() }
        // A tag on a `ForEach` or a `Group` tags each of their views.
        let tag = TagValue(m.tag, includeOptional: m.includeOptional, implicit: false)
        resolver.forEachProduced(content) { resolver.record(TagKey.self, tag, at: $0) }
    }
}

extension _ViewResolver {
    /// Resolves the elements of a `ForEach` inside a picker or tab view,
    /// each tagged with its id (SwiftUI's implicit tags). The id tag does
    /// not match an optional selection, as in SwiftUI.
    func makeTagged<Data: RandomAccessCollection, ID: Hashable, Content: View>(_ view: ForEach<Data, ID, Content>) {
        for element in view.data {
            let tag = TagValue(view.identify(element), includeOptional: false, implicit: true)
            forEachProduced({ Content._makeView(view.content(element), self) }) { record(TagKey.self, tag, at: $0) }
        }
    }
}
