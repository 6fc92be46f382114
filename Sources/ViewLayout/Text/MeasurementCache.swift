import Foundation

/// Every text measured in this process (string, font and paragraph
/// options) numbered once, when its `Text` is resolved, so that looking up
/// a measurement during layout hashes two numbers instead of a string and a
/// font (a message list's layout spent half its time hashing strings).
/// Bounded: past `capacity` texts the table starts over under a new
/// generation, which is part of every number, so a number handed out
/// before still names exactly one text and its measurements stay right.
/// A text is hashed once, by a digest of its UTF-8 bytes (`utf8Digest`,
/// about one instruction a byte, where `Hasher` took six), and texts are the
/// same when their bytes are: a string spelled with other scalars is
/// measured as what it is.
final class TextInterner: @unchecked Sendable {
    /// A numbered text: what two texts share when they share a number.
    struct Key {
        var text: String
        var font: Font
        var options: TextLayoutOptions
    }

    /// A slot of the open-addressed table: the key's hash (0: vacant) and
    /// its index in `keys`, which is also its number's low half.
    struct Slot {
        var hash: UInt64
        var index: Int
        static let vacant = Slot(hash: 0, index: 0)
    }

    static let shared = TextInterner()
    static let capacity = 65_536
    /// The numbered texts, in the order they were numbered. A table of
    /// slots over them, not a `Dictionary`: a lookup is the digest, a few
    /// compares and the lock, where the dictionary added a `Hasher` round,
    /// its probing and a copy of the key (about a third of numbering a text).
    private var keys: [Key] = []
    /// A power of two, at least twice the keys held.
    private var slots: RawStorage<Slot>
    private var mask = 63
    /// Starts at 1: 0 is never a text's number.
    private var generation: UInt64 = 1
    private let lock = NSLock()
    /// Varies the digests from process to process, as `Hasher` does.
    private let seed: UInt64 = {
        var h = Hasher()
        h.combine(0x7465_7874 as UInt64)
        return UInt64(bitPattern: Int64(h.finalize()))
    }()

    init() {
        slots = Self.emptyTable(mask + 1)
    }

    deinit { slots.deallocate() }

    private static func emptyTable(_ n: Int) -> RawStorage<Slot> {
        let t = RawStorage<Slot>.allocate(capacity: n)
        t.initialize(repeating: .vacant, count: n)
        return t
    }

    /// The number of this text (the generation in the high 32 bits).
    func id(_ text: String, _ font: Font, _ options: TextLayoutOptions) -> UInt64 {
        // The digest and the font's size and weight mixed into one word
        // (texts differing only in the font's other fields or the options
        // are told apart by the comparison); `+ 0` makes -0 hash as 0,
        // which it equals; never 0, which marks a vacant slot.
        let size = (Double(font.size) + 0).bitPattern
        var h = text.utf8Digest(seed: seed) ^ size &* 0xC2B2_AE3D_27D4_EB4F ^ UInt64(bitPattern: Int64(font.weight.value))
        h ^= h >> 29
        if h == 0 { h = 1 }
        lock.lock()
        defer { lock.unlock() }
        var i = Int(truncatingIfNeeded: h) & mask
        while slots[i].hash != 0 {
            if slots[i].hash == h {
                let k = slots[i].index
                if keys[k].font == font && keys[k].options == options && keys[k].text.hasSameUTF8(as: text) {
                    return generation << 32 | UInt64(k)
                }
            }
            i = (i &+ 1) & mask
        }
        if keys.count >= TextInterner.capacity {
            // Full: start over under a new generation.
            keys.removeAll(keepingCapacity: true)
            slots.update(repeating: .vacant, count: mask + 1)
            generation &+= 1
            i = Int(truncatingIfNeeded: h) & mask
        } else if 2 * (keys.count + 1) > mask + 1 {
            grow()
            i = Int(truncatingIfNeeded: h) & mask
            while slots[i].hash != 0 { i = (i &+ 1) & mask }
        }
        slots[i] = Slot(hash: h, index: keys.count)
        keys.append(Key(text: text, font: font, options: options))
        return generation << 32 | UInt64(keys.count - 1)
    }

    /// Doubles the table, re-inserting what it holds (under the lock).
    private func grow() {
        let old = slots, oldCount = mask + 1
        mask = 2 * oldCount - 1
        slots = Self.emptyTable(mask + 1)
        for j in 0..<oldCount where old[j].hash != 0 {
            var i = Int(truncatingIfNeeded: old[j].hash) & mask
            while slots[i].hash != 0 { i = (i &+ 1) & mask }
            slots[i] = old[j]
        }
        old.deallocate()
    }
}

/// A bounded, locked cache of measurements shared by copies of a measurer,
/// keyed by a text's number and the proposal's and scale's bits (NaN, an
/// unspecified length, equals itself here). Open addressing in one buffer:
/// a lookup is a multiply, a few compares and the lock.
final class MeasurementCache: @unchecked Sendable {
    struct Entry {
        /// 0: an empty slot.
        var id: UInt64
        var w: UInt64
        var h: UInt64
        var scale: UInt64
        var m: TextMeasurement
        static let vacant = Entry(id: 0, w: 0, h: 0, scale: 0, m: .empty)
    }

    static let capacity = 65_536
    /// A power of two, at least twice the entries held.
    private var slots: RawStorage<Entry>
    private var mask: Int
    private(set) var storedCount = 0
    private let lock = NSLock()

    init() {
        mask = 63
        slots = Self.emptyTable(mask + 1)
    }

    deinit { slots.deallocate() }

    private static func emptyTable(_ n: Int) -> RawStorage<Entry> {
        let t = RawStorage<Entry>.allocate(capacity: n)
        t.initialize(repeating: Entry.vacant, count: n)
        return t
    }

    @inline(__always) private static func slot(_ id: UInt64, _ w: UInt64, _ h: UInt64, _ scale: UInt64, _ mask: Int) -> Int {
        var x = id &* 0x9E37_79B9_7F4A_7C15
        x ^= w &* 0xC2B2_AE3D_27D4_EB4F
        x ^= h &* 0x1656_67B1_9E37_79F9
        x ^= scale
        x ^= x >> 29
        return Int(truncatingIfNeeded: x) & mask
    }

    func lookup(_ id: UInt64, _ w: Double, _ h: Double, _ scale: Double) -> TextMeasurement? {
        let wb = w.bitPattern, hb = h.bitPattern, sb = scale.bitPattern
        lock.lock()
        defer { lock.unlock() }
        var i = Self.slot(id, wb, hb, sb, mask)
        let slots = self.slots
        while true {
            if slots[i].id == 0 { return nil }
            if slots[i].id == id && slots[i].w == wb && slots[i].h == hb && slots[i].scale == sb { return slots[i].m }
            i = (i &+ 1) & mask
        }
    }

    func store(_ id: UInt64, _ w: Double, _ h: Double, _ scale: Double, _ m: TextMeasurement) {
        lock.lock()
        defer { lock.unlock() }
        if storedCount >= MeasurementCache.capacity {
            // Full: start over (the texts measured next refill it).
            slots.update(repeating: Entry.vacant, count: mask + 1)
            storedCount = 0
        } else if 2 * (storedCount + 1) > mask + 1 {
            grow()
        }
        let wb = w.bitPattern, hb = h.bitPattern, sb = scale.bitPattern
        var i = Self.slot(id, wb, hb, sb, mask)
        while slots[i].id != 0 {
            if slots[i].id == id && slots[i].w == wb && slots[i].h == hb && slots[i].scale == sb {
                slots[i].m = m
                return
            }
            i = (i &+ 1) & mask
        }
        slots[i] = Entry(id: id, w: wb, h: hb, scale: sb, m: m)
        storedCount += 1
    }

    /// Doubles the table, re-inserting what it holds (under the lock).
    private func grow() {
        let old = slots, oldCount = mask + 1
        mask = 2 * oldCount - 1
        slots = Self.emptyTable(mask + 1)
        for j in 0..<oldCount where old[j].id != 0 {
            let e = old[j]
            var i = Self.slot(e.id, e.w, e.h, e.scale, mask)
            while slots[i].id != 0 { i = (i &+ 1) & mask }
            slots[i] = e
        }
        old.deallocate()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return storedCount
    }
}

extension TextMeasurement {
    /// Nothing: a text offered zero on an axis (the built-in measurer's
    /// first rule) and a vacant cache slot.
    static let empty = TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
}
