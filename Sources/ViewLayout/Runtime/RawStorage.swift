import Foundation

/// A run of typed slots in raw memory that the runtime owns (a pooled block
/// of `EngineBuffers`, or a temporary allocation): what the algorithm files
/// index, slice and pass on, so that they do no pointer arithmetic. Its
/// owner keeps it alive and in bounds, as with the pointer it wraps; every
/// member is a forced-inline pointer operation, so it costs what the
/// pointer did.
struct RawStorage<Element>: Equatable {
    let base: UnsafeMutablePointer<Element>

    @inline(__always) init(_ base: UnsafeMutablePointer<Element>) { self.base = base }

    /// A temporary run of `capacity` uninitialised slots, for `deallocate`.
    @inline(__always) static func allocate(capacity: Int) -> RawStorage {
        RawStorage(.allocate(capacity: capacity))
    }

    @inline(__always) func deallocate() { base.deallocate() }

    @inline(__always) subscript(i: Int) -> Element {
        unsafeAddress { UnsafePointer(base + i) }
        nonmutating unsafeMutableAddress { base + i }
    }

    /// The slots from `offset` on.
    @inline(__always) func from(_ offset: Int) -> RawStorage { RawStorage(base + offset) }

    /// Where `slice` (one of `from`'s) starts, in slots from this one's start.
    @inline(__always) func offset(of slice: RawStorage) -> Int { slice.base - base }

    /// Sets the first `count` slots, uninitialised or trivial, to `value`.
    @inline(__always) func initialize(repeating value: Element, count: Int) { base.initialize(repeating: value, count: count) }

    /// Ends the lifetime of the first `count` slots' values.
    @inline(__always) func deinitialize(count: Int) { base.deinitialize(count: count) }

    /// Sets the first `count` slots, initialised, to `value`.
    @inline(__always) func update(repeating value: Element, count: Int) { base.update(repeating: value, count: count) }

    /// Copies `count` slots from `source` into the first `count` slots.
    @inline(__always) func update(from source: RawStorage, count: Int) { base.update(from: source.base, count: count) }
}

/// `RawStorage` for memory the algorithm only reads (a tree's nodes, an
/// update's marks and parents): the same forced-inline pointer operations,
/// without a setter.
struct ReadOnlyStorage<Element> {
    let base: UnsafePointer<Element>

    @inline(__always) init(_ base: UnsafePointer<Element>) { self.base = base }
    @inline(__always) init(_ storage: RawStorage<Element>) { base = UnsafePointer(storage.base) }

    @inline(__always) subscript(i: Int) -> Element {
        unsafeAddress { base + i }
    }

    /// The slots from `offset` on.
    @inline(__always) func from(_ offset: Int) -> ReadOnlyStorage { ReadOnlyStorage(base + offset) }

    /// Runs `body` with the homogeneous tuple `slots` (of `Element`s) as
    /// storage, as `RawStorage.with(slotsOf:)`.
    @inline(__always) static func with<Tuple, R>(slotsOf slots: Tuple, _ body: (ReadOnlyStorage) throws -> R) rethrows -> R {
        try withUnsafeBytes(of: slots) { try body(ReadOnlyStorage($0.bindMemory(to: Element.self).baseAddress!)) }
    }
}

extension Array {
    /// Runs `body` with the elements in place as storage (an empty array's
    /// is a placeholder address that must not be read).
    @inline(__always) func withReadOnlyStorage<R>(_ body: (ReadOnlyStorage<Element>) throws -> R) rethrows -> R {
        try withUnsafeBufferPointer { try body(ReadOnlyStorage($0.baseAddress ?? UnsafePointer(RawStorage<Element>.placeholder))) }
    }

    /// Runs `body` with the elements in place as writable storage, as
    /// `withReadOnlyStorage`.
    @inline(__always) mutating func withStorage<R>(_ body: (RawStorage<Element>) throws -> R) rethrows -> R {
        try withUnsafeMutableBufferPointer { try body(RawStorage($0.baseAddress ?? RawStorage<Element>.placeholder)) }
    }
}

extension RawStorage {
    /// Runs `body` with `value` as a one-slot storage.
    @inline(__always) static func with<R>(_ value: inout Element, _ body: (RawStorage) throws -> R) rethrows -> R {
        try withUnsafeMutablePointer(to: &value) { try body(RawStorage($0)) }
    }

    /// Runs `body` with the homogeneous tuple `slots` (of `Element`s) as
    /// storage: a few slots on the stack, indexed.
    @inline(__always) static func with<Tuple, R>(slotsOf slots: inout Tuple, _ body: (RawStorage) throws -> R) rethrows -> R {
        try withUnsafeMutableBytes(of: &slots) { try body(RawStorage($0.bindMemory(to: Element.self).baseAddress!)) }
    }

    /// An aligned address for an empty run, never read or written.
    @inline(__always) static var placeholder: UnsafeMutablePointer<Element> {
        UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
    }
}
