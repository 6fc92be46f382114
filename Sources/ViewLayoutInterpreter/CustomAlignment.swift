import Foundation
import ViewLayout

// An `AlignmentID` is a type, and an interpreted file cannot create types at
// run time. Each custom AlignmentID the file declares gets a distinct generic
// type built from its index in binary (`Bit1<Bit0<Bit1<End>>>` for 5), whose
// `defaultValue(in:)` calls the interpreted body registered for that index.
// Distinct indices give distinct types, so the engine tells the guides apart
// exactly as it does for compiled ones.

protocol SlotCode { static var index: Int { get } }
enum SlotEnd: SlotCode { static var index: Int { 0 } }
enum SlotBit0<Rest: SlotCode>: SlotCode { static var index: Int { Rest.index * 2 } }
enum SlotBit1<Rest: SlotCode>: SlotCode { static var index: Int { Rest.index * 2 + 1 } }

enum InterpretedAlignment<Code: SlotCode>: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        AlignmentRegistry.shared.value(Code.index, context)
    }
}

/// The interpreted `defaultValue(in:)` bodies, by slot index.
final class AlignmentRegistry: @unchecked Sendable {
    static let shared = AlignmentRegistry()
    private let lock = NSLock()
    private var bodies: [(ViewDimensions) -> CGFloat] = [{ _ in 0 }]

    func register(_ body: @escaping (ViewDimensions) -> CGFloat) -> any AlignmentID.Type {
        lock.lock()
        bodies.append(body)
        let index = bodies.count - 1
        lock.unlock()
        return Self.alignmentType(code: Self.code(index))
    }

    func value(_ index: Int, _ d: ViewDimensions) -> CGFloat {
        lock.lock()
        let body = index < bodies.count ? bodies[index] : bodies[0]
        lock.unlock()
        return body(d)
    }

    /// The type whose `index` is `n`: most significant bit outermost.
    static func code(_ n: Int) -> any SlotCode.Type {
        guard n > 0 else { return SlotEnd.self }
        let rest = code(n / 2)
        return n % 2 == 0 ? bit0(rest) : bit1(rest)
    }
    private static func bit0<R: SlotCode>(_ r: R.Type) -> any SlotCode.Type { SlotBit0<R>.self }
    private static func bit1<R: SlotCode>(_ r: R.Type) -> any SlotCode.Type { SlotBit1<R>.self }
    private static func alignmentType<C: SlotCode>(code: C.Type) -> any AlignmentID.Type { InterpretedAlignment<C>.self }
}
