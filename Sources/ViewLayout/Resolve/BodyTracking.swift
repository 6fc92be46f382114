import Foundation
#if canImport(Observation)
import Observation
#endif

/// Storage a view's state lives in (a `@State` box, a `@Published`
/// property): a tracking session records which bodies read it, and a write
/// tells those sessions that the bodies must be evaluated again.
/// Untracked, a read costs one load and branch, a write one more.
class TrackedStorage {
    /// The bodies that read this storage, per session tracker; empty when
    /// no session tracks it.
    final var readers: [StorageReaders] = []

    @inline(__always) final func noteRead() {
        if BodyTracker.active != 0 { BodyTracker.noteRead(self) }
    }

    @inline(__always) final func noteWrite() {
        if !readers.isEmpty { notifyReaders() }
    }

    /// Hands each live tracker the bodies that read this storage; they
    /// register again when they are evaluated again.
    final func notifyReaders() {
        let all = readers
        readers = []
        for entry in all { entry.tracker?.invalidate(entry.bodies) }
    }
}

/// The bodies of one tracker's tree that read a storage: each as its
/// record and the evaluation (epoch) that read it, so that a body which
/// was evaluated again since, and may not read it any more, is not
/// counted.
final class StorageReaders {
    weak var tracker: BodyTracker?
    var bodies: [BodyTracker.Reader]
    init(_ tracker: BodyTracker, _ first: BodyTracker.Reader) {
        self.tracker = tracker
        bodies = [first]
    }
}

/// What a `LayoutSession` keeps of each custom view's `body` evaluation
/// while it resolves a tree: the view (to evaluate it again), the
/// environment and context it was evaluated in, the nodes it produced, the
/// state it read and the state storage its body created (which a later
/// evaluation at the same place takes over, as SwiftUI keeps a view's
/// state by its place in the graph). A plain `layout(_:in:)` resolves with
/// no tracker and pays one test per body.
final class BodyTracker: @unchecked Sendable {
    /// One body evaluation, numbered in the order the bodies began (a
    /// body's nested bodies follow it, up to `end`).
    struct Record {
        /// Evaluates the same view value again in a resolver.
        var make: (_ViewResolver) -> Void
        var type: ObjectIdentifier
        var environment: EnvironmentValues
        var stackContext: NodeFlags
        /// Whether the body can be evaluated again on its own: not inside
        /// a container that reads what its content records (a grid's rows,
        /// a lazy container's deferred elements, container channels), and
        /// no diagnostics were made.
        var inPlace: Bool
        /// The nodes and child links the body appended, and how many of its
        /// nodes it handed to its parent.
        var nodeStart: Int32, nodeEnd: Int32 = 0
        var linkStart: Int32, linkEnd: Int32 = 0
        var outputs: Int32 = 0
        /// One past the last record nested in this one.
        var end: Int32 = 0
        /// This evaluation's number, unique in the tracker.
        var epoch: UInt32
        /// The state storage created while it was resolved (its own body's
        /// views' `@State` and `@StateObject`), in order.
        var storages: [AnyObject] = []
    }

    /// A body that read a storage: its record and evaluation.
    struct Reader: Equatable {
        var record: Int32
        var epoch: UInt32
    }

    /// How many tracking resolves are running in the process: storage
    /// reads and state initialisers look for a tracker only when it is not 0.
    nonisolated(unsafe) static var active = 0
    private static let activeLock = NSLock()

    /// The tracker the records belong to (itself, except for the scratch
    /// tracker of a body evaluated again, whose records become
    /// `owner`'s from `base` on).
    unowned(unsafe) var owner: BodyTracker!
    let base: Int32
    var records: [Record] = []
    private var stack: [Int32] = []
    /// Records of an earlier evaluation, whose storages the records made
    /// now take over: record i here is `previous[i + previousOffset]` if
    /// it is of the same view type.
    private var previous: [Record] = []
    private var previousOffset = 0
    private var nextEpoch: UInt32 = 1
    /// Bodies whose storage changed since the last update.
    private var invalidated: [Reader] = []
    private let invalidatedLock = NSLock()
    /// The root view, resolved again when the change of a body's nodes is
    /// not one a splice can take.
    var root: (any View)?

    /// A tracker for a session's tree; `previous`: the tracker of the tree
    /// it replaces, whose state its views take over.
    init(previous: BodyTracker?) {
        base = 0
        self.previous = previous?.records ?? []
        owner = self
    }

    /// A scratch tracker evaluating record `record` of `owner` again.
    init(reevaluating record: Int32, of owner: BodyTracker) {
        base = record
        self.owner = owner
        previous = owner.records
        previousOffset = Int(record)
    }

    static func withActive<T>(_ body: () -> T) -> T {
        activeLock.lock(); active += 1; activeLock.unlock()
        defer { activeLock.lock(); active -= 1; activeLock.unlock() }
        return body()
    }

    /// The tracker of the resolver running on this task, if it tracks.
    static var current: BodyTracker? { _ViewResolver.current?.tracker }

    /// Records that the innermost body being resolved read `storage`.
    static func noteRead(_ storage: TrackedStorage) {
        guard let t = current, let local = t.stack.last else { return }
        let owner = t.owner!
        let reader = Reader(record: t.base + local, epoch: t.records[Int(local)].epoch)
        for entry in storage.readers where entry.tracker === owner {
            if entry.bodies.last != reader { entry.bodies.append(reader) }
            return
        }
        storage.readers.append(StorageReaders(owner, reader))
    }

    /// The storage a state initialiser should use: while a tracked body is
    /// resolved (its `body` read, or the views it returned resolved, whose
    /// values a `ForEach` makes then), the one the same place held in the
    /// previous evaluation (the same record, the same order, the same
    /// type), else `fresh`; either is recorded for the next.
    static func persist<T: AnyObject>(_ fresh: () -> T) -> T {
        guard active != 0, let t = current, let r = t.stack.last else { return fresh() }
        return t.persist(Int(r), fresh)
    }

    private func persist<T: AnyObject>(_ r: Int, _ fresh: () -> T) -> T {
        var storage: T? = nil
        let p = r + previousOffset, next = records[r].storages.count
        if p < previous.count, previous[p].type == records[r].type, next < previous[p].storages.count {
            storage = previous[p].storages[next] as? T
        }
        let result = storage ?? fresh()
        records[r].storages.append(result)
        return result
    }

    /// Begins the record of `view`'s body evaluation.
    func begin<V: View>(_ view: V, _ resolver: _ViewResolver) -> Int32 {
        let index = Int32(records.count)
        let epoch = owner.nextEpoch
        owner.nextEpoch &+= 1
        records.append(Record(make: { V._makeView(view, $0) }, type: ObjectIdentifier(V.self),
                              environment: resolver.environment, stackContext: resolver.stackContext,
                              inPlace: resolver.gridRows == nil && !resolver.deferElements && resolver.channelScopes.isEmpty,
                              nodeStart: Int32(resolver.tree.nodes.count), linkStart: Int32(resolver.tree.children.count),
                              epoch: epoch))
        stack.append(index)
        return index
    }

    /// Runs `apply` (a body getter, a `ForEach`'s content closure: code
    /// that makes view values) with what it reads of `@Observable` objects
    /// recorded for the innermost body being resolved. Only such code is
    /// observed, never a nested body's resolution: Observation adds what a
    /// nested observation reads to the outer one, which would make every
    /// ancestor a reader.
    func observing<T>(_ apply: () -> T) -> T {
        #if canImport(Observation)
        guard let local = stack.last else { return apply() }
        let owner = self.owner!
        let reader = Reader(record: base + local, epoch: records[Int(local)].epoch)
        return withObservationTracking(apply) { [weak owner] in owner?.invalidate([reader]) }
        #else
        return apply()
        #endif
    }

    /// Ends record `r`: what it produced.
    func end(_ r: Int32, _ resolver: _ViewResolver, pendingStart: Int, diagnosticsStart: Int) {
        stack.removeLast()
        let i = Int(r)
        records[i].nodeEnd = Int32(resolver.tree.nodes.count)
        records[i].linkEnd = Int32(resolver.tree.children.count)
        records[i].outputs = Int32(resolver.pending.count - pendingStart)
        records[i].end = Int32(records.count)
        if resolver.diagnostics.count != diagnosticsStart { records[i].inPlace = false }
    }

    /// Marks the bodies of `readers` for evaluation at the next update.
    func invalidate(_ readers: [Reader]) {
        invalidatedLock.lock()
        invalidated += readers
        invalidatedLock.unlock()
    }

    /// The records to evaluate again, ascending, each once, those nested in
    /// another one left out; the list is emptied.
    func takeInvalidated() -> [Int32] {
        invalidatedLock.lock()
        let all = invalidated
        invalidated = []
        invalidatedLock.unlock()
        var live: [Int32] = []
        for reader in all where Int(reader.record) < records.count && records[Int(reader.record)].epoch == reader.epoch {
            live.append(reader.record)
        }
        live.sort()
        var result: [Int32] = []
        var covered: Int32 = 0
        for r in live where r >= covered {
            result.append(r)
            covered = records[Int(r)].end
        }
        return result
    }

    /// Takes the records of a scratch tracker that evaluated record `r`
    /// again (as many as it had: the caller checked), its nodes and links
    /// now at `nodeStart` and `linkStart`.
    func replace(_ r: Int32, with scratch: BodyTracker) {
        let d = records[Int(r)].nodeStart, l = records[Int(r)].linkStart
        for (k, var record) in scratch.records.enumerated() {
            record.nodeStart += d
            record.nodeEnd += d
            record.linkStart += l
            record.linkEnd += l
            record.end += r
            records[Int(r) + k] = record
        }
    }

    /// The previous evaluation's records are not needed once this one is done.
    func finish() { previous = [] }
}

nonisolated extension View {
    /// `_makeView` for a resolver whose session tracks bodies: the body is
    /// read and resolved as a record of the tracker.
    @usableFromInline static func _makeTrackedView(_ view: Self, _ resolver: _ViewResolver) {
        guard let tracker = resolver.tracker else { return }
        let pendingStart = resolver.pending.count, diagnosticsStart = resolver.diagnostics.count
        let r = tracker.begin(view, resolver)
        let body = tracker.observing { viewBody(view) }
        resolver.make(body)
        tracker.end(r, resolver, pendingStart: pendingStart, diagnosticsStart: diagnosticsStart)
    }
}

extension BodyTracker {
    /// A `ForEach`'s elements for a tracking resolver: each element's view
    /// made under `observing`, then resolved.
    static func makeElements<Data: RandomAccessCollection, Content: View>(_ data: Data, _ content: (Data.Element) -> Content,
                                                                        _ resolver: _ViewResolver) {
        guard let tracker = resolver.tracker else { return }
        for element in data {
            let view = tracker.observing { content(element) }
            Content._makeView(view, resolver)
        }
    }
}
