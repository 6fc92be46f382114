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
    /// The string's Unicode scalar values, decoded from its UTF-8 storage in
    /// one pass, and whether any is outside printable ASCII (U+0020...U+007E):
    /// when none is, the text has no newline, control, combining mark or
    /// emoji, and the measurer's fast paths hold for every character.
    /// (`unicodeScalars` iterated about ten instructions a character.)
    func unicodeScalarValues() -> (values: [UInt32], beyondPrintableASCII: Bool) {
        let byteCount = utf8.count
        var values = [UInt32](repeating: 0, count: byteCount)
        var beyond = false
        var n = 0
        let direct: Void? = utf8.withContiguousStorageIfAvailable { bytes in
            values.withUnsafeMutableBufferPointer { out in
                var i = 0
                let end = bytes.count
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
        values.removeLast(byteCount - n)
        return (values, beyond)
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
