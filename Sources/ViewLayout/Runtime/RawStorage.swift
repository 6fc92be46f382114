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

    /// Copies `count` slots from `source` into the first `count` slots.
    @inline(__always) func update(from source: RawStorage, count: Int) { base.update(from: source.base, count: count) }
}
