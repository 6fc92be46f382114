import Foundation

// Containers that learn things from their content (a navigation stack its
// title and toolbar, a tab view each tab's item, a list each row's insets)
// share one mechanism, a resolve-time channel:
//
// 1. the container opens a scope for a key (`openScope`) and resolves its
//    content;
// 2. a modifier deep in that content records a value for the key
//    (`record`), after resolving its own content; the value goes to the
//    nearest open scope of that key, and nowhere when none is open (a
//    navigation title outside a navigation stack does nothing);
// 3. the container closes the scope (`closeScope`) and reads the records in
//    the order they were made. Each record carries the index of the last
//    node created when it was made: nodes are created children first, so a
//    container with several children (a tab view's tabs, a list's rows)
//    gives a record to the first of its children whose node index is not
//    below it (`ChannelRecord.owner(among:)`).
//
// Outside these containers the channel costs nothing: the resolver's scope
// stack stays empty and only the recording modifiers look at it.

/// A kind of value a container reads from what its content records.
protocol ContainerChannelKey {
    associatedtype Value
}

/// One value recorded for a scope, with where in the tree it was made.
struct ChannelRecord {
    /// The index of the last node created when the value was recorded.
    let position: Int32
    let value: Any

    /// The index in `children` (node indices in creation order) of the
    /// child whose subtree the record was made in; nil if it follows all.
    func owner(among children: [Int32]) -> Int? {
        // Children are few (tabs, rows of a list): a linear scan.
        for (i, c) in children.enumerated() where c >= position { return i }
        return nil
    }
}

/// An open scope: the key it collects and what was recorded so far.
struct ChannelScope {
    let key: ObjectIdentifier
    var records: [ChannelRecord] = []
}

extension _ViewResolver {
    /// Opens a scope that collects the values recorded for `key`.
    func openScope<K: ContainerChannelKey>(_ key: K.Type) {
        channelScopes.append(ChannelScope(key: ObjectIdentifier(key)))
    }

    /// Closes the innermost scope of `key` and returns its records in order.
    func closeScope<K: ContainerChannelKey>(_ key: K.Type) -> [ChannelRecord] {
        let id = ObjectIdentifier(key)
        guard let i = channelScopes.lastIndex(where: { $0.key == id }) else { return [] }
        return channelScopes.remove(at: i).records
    }

    /// Whether a scope of `key` is open (a recording modifier may skip work).
    func isCollecting<K: ContainerChannelKey>(_ key: K.Type) -> Bool {
        if channelScopes.isEmpty { return false }
        let id = ObjectIdentifier(key)
        return channelScopes.contains { $0.key == id }
    }

    /// Records `value` for the nearest open scope of `key`; nothing happens
    /// when none is open.
    func record<K: ContainerChannelKey>(_ key: K.Type, _ value: K.Value, at position: Int32? = nil) {
        if channelScopes.isEmpty { return }
        let id = ObjectIdentifier(key)
        guard let i = channelScopes.lastIndex(where: { $0.key == id }) else { return }
        channelScopes[i].records.append(ChannelRecord(position: position ?? Int32(tree.nodes.count) - 1, value: value))
    }

    /// Resolves `content` and returns the nodes it produced, taken off
    /// `pending` so that a container can arrange them itself. Each `ForEach`
    /// is expanded to one node per element.
    func produce(_ content: () -> Void) -> [Int32] {
        let start = mark
        let savedDefer = deferElements
        let savedContext = stackContext
        deferElements = false
        stackContext = []
        content()
        deferElements = savedDefer
        stackContext = savedContext
        let produced = Array(pending[start...])
        pending.removeLast(produced.count)
        return produced
    }

    /// Resolves `content` with `change` applied to the environment.
    func withEnvironment(_ change: (inout EnvironmentValues) -> Void, _ content: () -> Void) {
        let saved = environment
        change(&environment)
        content()
        environment = saved
    }
}

/// A modifier that records a value for the enclosing container after its
/// content is resolved (the channel above); it adds no node.
nonisolated public struct _ContainerRecordModifier: ViewModifier {
    public typealias Body = Never
    let record: (_ViewResolver) -> Void

    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        content()
        m.record(resolver)
    }
}

/// A modifier that records a row trait for each node its content produced,
/// so that a trait set on a `ForEach` reaches every row, as SwiftUI's
/// traits do; outside a list it only resolves its content.
nonisolated public struct _ListRowTraitModifier: ViewModifier {
    public typealias Body = Never
    let trait: ListRowTrait

    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        guard resolver.isCollecting(ListRowTraitKey.self) else { return content() }
        resolver.forEachProduced(content) { resolver.record(ListRowTraitKey.self, m.trait, at: $0) }
    }
}

/// A view standing for a node already resolved: a container that arranged
/// its content's nodes itself places them with it.
nonisolated struct _ResolvedNode: View {
    typealias Body = Never
    let node: Int32
    static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.pending.append(view.node)
    }
}

/// Several views resolved one after another, as the children of whatever
/// container holds them.
nonisolated struct _ViewSequence: View {
    typealias Body = Never
    let views: [AnyView]
    static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        for v in view.views { resolver.make(v) }
    }
}
