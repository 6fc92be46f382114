import Foundation
import SwiftSyntax

/// What one render of a file may spend. A render is building the root view
/// (`rootView`) and every call the engine makes into the file's code while
/// laying that view out (custom layouts, alignment guides, GeometryReader
/// content), until the next `rootView`. Each budget spent is an
/// `InterpreterError` at the code that spent it, naming the budget and its
/// size: a file that runs too long or grows too large stops with a message,
/// never a hang or an exhausted memory.
struct RenderBudget {
    /// Loop iterations and calls of the file's functions and closures. A
    /// step costs some 40 µs in a debug build (under 2 µs optimised).
    static let steps = 100_000
    /// Wall-clock time, checked as steps are taken and views made: a
    /// bound for work the other budgets do not count (a sort of a large
    /// array is one step), generous enough that a debug build on a busy
    /// machine meets the other budgets first.
    static let seconds = 60
    /// Elements of one array or UTF-8 bytes of one string.
    static let valueSize = 1_000_000
    /// Elements and bytes of all the arrays and strings the render makes or
    /// copies to grow (each `a + b`, each interpolation, each reallocation
    /// of an appended array): at most 8 bytes each (a string's byte is one,
    /// an array's element a reference), so values stay under 512 MB.
    static let valueTotal = 64_000_000
    /// Views made by `ForEach` content in all, as many as one `ForEach` may
    /// have: nested `ForEach`es multiply.
    static let views = 100_000

    /// When the render started (`DispatchTime`'s uptime, in nanoseconds).
    var started = DispatchTime.now().uptimeNanoseconds
    var valueTotal = 0
    var views = 0
}

extension Interpreter {
    /// Starts a render's budget (see `RenderBudget`).
    func startRender() {
        steps = 0
        budget = RenderBudget()
    }

    /// Stops the render when it has run past its time.
    func checkClock(_ node: some SyntaxProtocol) throws {
        let elapsed = DispatchTime.now().uptimeNanoseconds &- budget.started
        if elapsed > UInt64(RenderBudget.seconds) * 1_000_000_000 {
            throw error("this render runs longer than its time budget of \(RenderBudget.seconds) seconds", node)
        }
    }

    /// Charges a value of `size` elements or bytes made at `node`: past the
    /// size of one value or the render's total, an error.
    func chargeValue(_ size: Int, at node: some SyntaxProtocol) throws {
        guard size >= 0 else { return }
        if size > RenderBudget.valueSize {
            throw error("this value grows past the value size budget of \(RenderBudget.valueSize) elements (or UTF-8 bytes of a string)", node)
        }
        budget.valueTotal += size
        if budget.valueTotal > RenderBudget.valueTotal {
            throw error("this render makes more than its value budget of \(RenderBudget.valueTotal) elements and bytes in all", node)
        }
        if size > 4096 { try checkClock(node) }
    }

    /// The elements or UTF-8 bytes a value holds (0 for other values).
    func valueSize(_ v: Value) -> Int {
        switch v {
        case .array(let a): a.count
        case .string(let s): s.utf8.count
        default: 0
        }
    }

    /// Counts `count` views made by `ForEach` content at `node`.
    func chargeViews(_ count: Int, at node: some SyntaxProtocol) throws {
        budget.views += count
        if budget.views > RenderBudget.views {
            throw error("this render makes more than its budget of \(RenderBudget.views) views from ForEach content (nested ForEach multiply)", node)
        }
        if budget.views & 1023 == 0 { try checkClock(node) }
    }
}

extension Interpreter {
    /// How deeply brackets, braces and parentheses may nest in a file:
    /// checked before parsing, as swift-syntax's parser recurses once per
    /// level (far past this it takes minutes, then overflows its stack).
    static let maximumSourceNesting = 25_000

    /// Throws at the first `(`, `[` or `{` nested deeper than
    /// `maximumSourceNesting`, counted over the whole text (brackets in
    /// strings and comments too: a cheap scan, before any parsing).
    static func checkNesting(_ source: String) throws {
        var depth = 0, line = 1, column = 0
        for byte in source.utf8 {
            column += 1
            switch byte {
            case UInt8(ascii: "\n"): line += 1; column = 0
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumSourceNesting {
                    throw InterpreterError("brackets, braces and parentheses nest more than \(maximumSourceNesting) levels (the source nesting budget)",
                                           line: line, column: column)
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
        }
    }

    /// Changes an array in place, charging its new size to the render when
    /// the change moved it (a reallocation or a copy of a shared array).
    func grow(_ items: inout [Value], at node: some SyntaxProtocol, _ change: (inout [Value]) throws -> Void) throws {
        let buffer = bufferAddress(items)
        try change(&items)
        if items.count > RenderBudget.valueSize || bufferAddress(items) != buffer { try chargeValue(items.count, at: node) }
    }

    /// Appends to a string in place: `added` bytes must fit the value size
    /// before they are appended; a move is charged as for arrays.
    func grow(_ text: inout String, by added: Int, at node: some SyntaxProtocol, _ change: (inout String) throws -> Void) throws {
        if text.utf8.count + added > RenderBudget.valueSize { try chargeValue(text.utf8.count + added, at: node) }
        let buffer = text.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) }
        try change(&text)
        if text.utf8.withContiguousStorageIfAvailable({ UInt(bitPattern: $0.baseAddress) }) != buffer {
            try chargeValue(text.utf8.count, at: node)
        }
    }

    /// Where an array's elements are stored: a change that moves them made
    /// a new buffer.
    func bufferAddress(_ items: [Value]) -> UInt {
        items.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    /// `text`, once its size is within the value budget.
    func sized(_ text: String, at node: some SyntaxProtocol) throws -> String {
        if text.utf8.count > RenderBudget.valueSize { try chargeValue(text.utf8.count, at: node) }
        return text
    }
}
