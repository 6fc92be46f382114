import Foundation

/// A two-way connection to a value stored elsewhere (`@Binding var isOn:
/// Bool`, `$count`, `Binding(get:set:)`, `.constant(true)`).
///
/// Reading calls the getter, writing the setter, at once: a write through a
/// binding to `@State` is seen by the next `body` evaluation.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let getValue: () -> Value
    let setValue: (Value) -> Void

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// Creates a binding whose setter also receives the transaction
    /// (always the default one here).
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getValue = get
        setValue = { set($0, Transaction()) }
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value the binding refers to.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself (`$value` inside a view that holds `@Binding`).
    public var projectedValue: Binding<Value> { self }

    /// Creates a binding from another one (`_value = $value`, or the
    /// `@Binding` property initialised with `$state`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a property of the value (`$user.name`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        return Binding<Subject>(get: { base.getValue()[keyPath: keyPath] },
                                set: { var v = base.getValue(); v[keyPath: keyPath] = $0; base.setValue(v) })
    }

    /// The same binding; the transaction is accepted (nothing animates here).
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

    /// The same binding; the animation is accepted (nothing animates here).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding {
    /// A binding to an optional from a binding to its wrapped value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
    }

    /// A binding to the wrapped value of an optional binding, or nil when it
    /// holds nil now.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? initial }, set: { base.wrappedValue = $0 })
    }

    /// A binding to an `AnyHashable` from a binding to a hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) },
                  set: { if let v = $0.base as? V { base.wrappedValue = v } })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the bound value.
    public var id: Value.ID { wrappedValue.id }
}

/// A binding to a collection is a collection of bindings to its elements
/// (`ForEach($items) { $item in ... }`).
extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element of the collection.
    public typealias Element = Binding<Value.Element>
    /// Walks the element bindings by index.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A run of element bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's valid indices.
    public typealias Indices = Value.Indices
    /// The first index of the bound collection.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The index past the last of the bound collection.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The bound collection's indices.
    public var indices: Indices { wrappedValue.indices }
    /// The index after `i` in the bound collection.
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    /// A binding that reads and writes the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> {
        let base = self
        return Binding<Value.Element>(get: { base.wrappedValue[position] }, set: { base.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The index before `i` in the bound collection.
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

extension Binding: @unchecked Sendable where Value: Sendable {}
