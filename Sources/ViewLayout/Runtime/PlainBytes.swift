import Foundation

/// A plain value's bytes in place (a tree's node or payload slot), for the
/// change hashes and payload comparisons of Incremental/TreeDiff.swift:
/// read while the array holding the value is alive and unchanged.
struct PlainBytes {
    let start: UnsafeRawPointer
    let size: Int

    /// The bytes of `array[i]`, which is in bounds.
    @inline(__always) init<T>(of array: [T], at i: Int) {
        start = array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress! + i) }
        size = MemoryLayout<T>.size
    }

    /// The bytes of `storage[i]`.
    @inline(__always) init<T>(of storage: ReadOnlyStorage<T>, at i: Int) {
        start = UnsafeRawPointer(storage.base + i)
        size = MemoryLayout<T>.size
    }

    /// The 8 bytes from byte `offset` on, as one word (at any alignment).
    @inline(__always) func word(at offset: Int) -> UInt64 { start.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }

    @inline(__always) func byte(at offset: Int) -> UInt8 { start.load(fromByteOffset: offset, as: UInt8.self) }

    /// Whether these bytes are `other`'s, which has the same size.
    @inline(__always) func equals(_ other: PlainBytes) -> Bool { memcmp(start, other.start, size) == 0 }
}
