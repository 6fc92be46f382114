import Foundation

extension String {
    /// Whether every byte of the string is ASCII, eight bytes at a time from
    /// the string's own storage (a byte at a time through `utf8` was about
    /// twenty instructions a byte, a tenth of a message list's build).
    var allBytesASCII: Bool {
        let direct = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            let raw = UnsafeRawBufferPointer(bytes)
            var high: UInt64 = 0, i = 0
            while i + 8 <= raw.count {
                high |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                i += 8
            }
            while i < raw.count {
                high |= UInt64(raw[i])
                i += 1
            }
            return high & 0x8080_8080_8080_8080 == 0
        }
        return direct ?? utf8.allSatisfy { $0 < 0x80 }
    }
}

extension String {
    /// Decodes the string's Unicode scalar values from its UTF-8 storage
    /// into `values` from index 0, in one pass, and answers how many there
    /// are and whether any is outside printable ASCII (U+0020...U+007E):
    /// when none is, the text has no newline, control, combining mark or
    /// emoji, and the measurer's fast paths hold for every character.
    /// `values` is a buffer reused across texts: it grows to the string's
    /// byte count when shorter and is never shrunk, so past the answered
    /// count it holds whatever an earlier text left. (`unicodeScalars`
    /// iterated about ten instructions a character.)
    func decodeScalarValues(into values: inout [UInt32]) -> (count: Int, beyondPrintableASCII: Bool) {
        let byteCount = utf8.count
        values.grow(toAtLeast: byteCount, 0)
        var beyond = false
        var n = 0
        let direct: Void? = utf8.withContiguousStorageIfAvailable { bytes in
            values.withUnsafeMutableBufferPointer { out in
                let end = bytes.count
                // A run of printable ASCII: a compare and a store a character.
                while n < end {
                    let b = bytes[n]
                    if b &- 0x20 >= 0x5F { break }
                    out[n] = UInt32(b)
                    n += 1
                }
                var i = n
                while i < end {
                    let b = bytes[i]
                    if b &- 0x20 < 0x5F {
                        out[n] = UInt32(b)
                        n += 1
                        i += 1
                        continue
                    }
                    beyond = true
                    // Valid UTF-8 (a String's storage is): the lead byte says how many follow.
                    var v = UInt32(b), extra = 0
                    if b >= 0xF0 { v &= 0x07; extra = 3 } else if b >= 0xE0 { v &= 0x0F; extra = 2 } else if b >= 0xC0 { v &= 0x1F; extra = 1 }
                    i += 1
                    while extra > 0 && i < end {
                        v = v << 6 | UInt32(bytes[i] & 0x3F)
                        i += 1
                        extra -= 1
                    }
                    out[n] = v
                    n += 1
                }
            }
        }
        if direct == nil {
            n = 0
            for s in unicodeScalars {
                values[n] = s.value
                n += 1
                if s.value &- 0x20 >= 0x5F { beyond = true }
            }
        }
        return (n, beyond)
    }
}

extension String {
    /// Runs `body` with the string's UTF-8 bytes in place and their count;
    /// nil when the string keeps no contiguous UTF-8 (a bridged one).
    @inline(__always)
    func withUTF8Storage<R>(_ body: (ReadOnlyStorage<UInt8>, Int) -> R) -> R? {
        utf8.withContiguousStorageIfAvailable { bytes in
            body(ReadOnlyStorage(bytes.baseAddress ?? UnsafePointer(RawStorage<UInt8>.placeholder)), bytes.count)
        }
    }

    /// A digest of the string's UTF-8 bytes, eight at a time, mixed from
    /// `seed`: for a hash table of texts (`TextInterner`), where hashing
    /// the string with `Hasher` was about six instructions a byte. Equal
    /// bytes give equal digests; texts that are canonically equivalent but
    /// spelled with different scalars do not (they are measured apart).
    func utf8Digest(seed: UInt64) -> UInt64 {
        withContiguousUTF8 { bytes in
            let k: UInt64 = 0x9E37_79B9_7F4A_7C15
            @inline(__always) func mix(_ h: UInt64, _ w: UInt64) -> UInt64 {
                let x = (h ^ w) &* k
                return x ^ (x >> 31)
            }
            let raw = UnsafeRawBufferPointer(bytes)
            var h = seed ^ UInt64(raw.count) &* k
            var i = 0
            while i + 8 <= raw.count {
                h = mix(h, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                i += 8
            }
            if i < raw.count {
                var w: UInt64 = 0
                var shift: UInt64 = 0
                while i < raw.count {
                    w |= UInt64(raw[i]) << shift
                    shift += 8
                    i += 1
                }
                h = mix(h, w)
            }
            return mix(h, 0xFF51_AFD7_ED55_8CCD)
        }
    }

    /// Whether the two strings are the same UTF-8 bytes (not canonical
    /// equivalence, which `==` answers).
    func hasSameUTF8(as other: String) -> Bool {
        if utf8.count != other.utf8.count { return false }
        return withContiguousUTF8 { a in
            other.withContiguousUTF8 { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    /// Runs `body` with the UTF-8 bytes in place, made contiguous in a copy
    /// first when they are not (a bridged string).
    @inline(__always)
    private func withContiguousUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let r = utf8.withContiguousStorageIfAvailable(body) { return r }
        var copy = self
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
    }
}

extension Data {
    /// The bytes as consecutive little-endian integers (a trailing part of
    /// one is ignored).
    func littleEndianIntegers<T: FixedWidthInteger>() -> [T] {
        let size = MemoryLayout<T>.size
        var out = [T](repeating: 0, count: count / size)
        withUnsafeBytes { raw in
            for i in out.indices { out[i] = T(littleEndian: raw.loadUnaligned(fromByteOffset: i * size, as: T.self)) }
        }
        return out
    }
}
