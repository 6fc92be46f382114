import Foundation
import SwiftSyntax
import ViewLayout

/// The part of Swift's standard library that layout code uses: the global
/// math functions, arrays, ranges and `LayoutSubviews` as collections
/// (`map`, `reduce`, `indices`, `enumerated()` ...), numbers' and strings'
/// common members, `zip` and `stride`. Each keeps Swift's meaning; what is
/// not here is an error naming the member.
extension Interpreter {
    /// Arrays made from ranges (`(0..<n).map`) are capped like `ForEach`.
    static let maximumElements = 1_000_000

    /// `min(a, b)`, `sin(x)`, `zip(a, b)` ... (nil: no such function).
    func globalFunction(_ name: String, _ args: [Arg], at node: Syntax) throws -> Value? {
        func numbers() throws -> [Double] {
            try args.map { a in
                guard a.label == nil, let n = number(a.value) else { throw error("\(name)(_:) takes numbers, not \(a.value.kindName)", a.syntax) }
                return n
            }
        }
        func allInts() -> [Int]? {
            let ints = args.compactMap { a -> Int? in if case .int(let i) = a.value { i } else { nil } }
            return ints.count == args.count ? ints : nil
        }
        func one() throws -> Double {
            let n = try numbers()
            guard n.count == 1 else { throw error("\(name)(_:) takes one number", node) }
            return n[0]
        }
        switch name {
        case "fatalError", "preconditionFailure", "assertionFailure":
            // A trap: the compiled program stops; here the view that ran it
            // fails with this error, and other views still render.
            throw error(trapMessage(name, args.first), node)
        case "precondition", "assert":
            guard let condition = args.first, case .bool(let holds) = condition.value else {
                throw error("\(name)(_:_:) takes a condition", node)
            }
            if !holds { throw error(trapMessage(name, args.dropFirst().first, failed: true), node) }
            return .void
        case "min", "max":
            guard args.count >= 2 else { throw error("\(name)(_:_:) takes two or more numbers", node) }
            if let ints = allInts() { return .int(name == "min" ? ints.min()! : ints.max()!) }
            let n = try numbers()
            return .double(name == "min" ? n.min()! : n.max()!)
        case "abs":
            if let ints = allInts(), ints.count == 1 {
                guard ints[0] != Int.min else { throw error("integer overflow in abs", node) }
                return .int(abs(ints[0]))
            }
            return .double(abs(try one()))
        case "sin": return .double(sin(try one()))
        case "cos": return .double(cos(try one()))
        case "tan": return .double(tan(try one()))
        case "asin": return .double(asin(try one()))
        case "acos": return .double(acos(try one()))
        case "atan": return .double(atan(try one()))
        case "sqrt": return .double(sqrt(try one()))
        case "floor": return .double(floor(try one()))
        case "ceil": return .double(ceil(try one()))
        case "round": return .double((try one()).rounded())
        case "exp": return .double(exp(try one()))
        case "log": return .double(log(try one()))
        case "atan2", "pow", "hypot":
            let n = try numbers()
            guard n.count == 2 else { throw error("\(name)(_:_:) takes two numbers", node) }
            return .double(name == "atan2" ? atan2(n[0], n[1]) : name == "pow" ? pow(n[0], n[1]) : hypot(n[0], n[1]))
        case "print", "debugPrint", "dump":
            // A rendering has no console: printing does nothing (`let _ = print(...)`).
            return .void
        case "zip":
            guard args.count == 2, args.allSatisfy({ $0.label == nil }) else { throw error("zip(_:_:) takes two sequences", node) }
            let a = try elements(of: args[0].value, at: args[0].syntax), b = try elements(of: args[1].value, at: args[1].syntax)
            try chargeValue(min(a.count, b.count), at: node)
            return .array(zip(a, b).map { .tuple([$0, $1], [nil, nil]) })
        case "stride":
            var r = ArgReader(self, callee: "stride", call: node, args: args)
            let from = try r.required("from").value
            let through = r.has("through")
            let end = try r.required(through ? "through" : "to").value
            let by = try r.required("by").value
            try r.finish()
            let strided = try strideArray(from, end, by, through: through, at: node)
            try chargeValue(valueSize(strided), at: node)
            return strided
        default:
            return nil
        }
    }

    private func strideArray(_ from: Value, _ end: Value, _ by: Value, through: Bool, at node: Syntax) throws -> Value {
        var out: [Value] = []
        func add(_ v: Value) throws {
            out.append(v)
            guard out.count <= Interpreter.maximumElements else { throw error("stride gives more than \(Interpreter.maximumElements) elements", node) }
        }
        if case .int(let a) = from, case .int(let b) = end, case .int(let step) = by {
            guard step != 0 else { throw error("stride needs a step other than 0", node) }
            var x = a
            while step > 0 ? (through ? x <= b : x < b) : (through ? x >= b : x > b) {
                try add(.int(x))
                let (next, overflow) = x.addingReportingOverflow(step)
                if overflow { break }
                x = next
            }
            return .array(out)
        }
        guard let a = number(from), let b = number(end), let step = number(by), step != 0, step.isFinite, a.isFinite else {
            throw error("stride needs numbers and a finite step other than 0", node)
        }
        var x = a
        while step > 0 ? (through ? x <= b : x < b) : (through ? x >= b : x > b) {
            try add(.double(x))
            x = a + Double(out.count) * step
        }
        return .array(out)
    }

    /// How many integers `lo..<hi` holds (an error past `Int.max`).
    func rangeCount(_ lo: Int, _ hi: Int, at node: some SyntaxProtocol) throws -> Int {
        let (n, overflow) = hi.subtractingReportingOverflow(lo)
        if overflow { throw error("the range \(lo)..<\(hi) has more elements than an Int counts", node) }
        return n
    }

    /// The elements of an array, range or `LayoutSubviews`.
    func elements(of v: Value, at node: some SyntaxProtocol) throws -> [Value] {
        let made: [Value]
        switch v {
        case .array(let items): return items
        case .range(let lo, let hi):
            guard try rangeCount(lo, hi, at: node) <= Interpreter.maximumElements else { throw error("a range of more than \(Interpreter.maximumElements) elements", node) }
            made = (lo..<hi).map { .int($0) }
        case .native(let s as LayoutSubviews): made = s.map { .native($0) }
        case .string(let s): made = s.map { .string(String($0)) }
        case .native(let d as InterpretedDictionary): made = d.pairs
        default: throw error("\(v.kindName) is not a sequence", node)
        }
        // A new array: its elements count in the render's value budget.
        try chargeValue(made.count, at: node)
        return made
    }

    func isSequence(_ v: Value) -> Bool {
        switch v {
        case .array, .range, .native(is LayoutSubviews): true
        default: false
        }
    }

    /// `count`, `first`, `indices` ... of a sequence, and numbers' and
    /// strings' properties (nil: not one of these).
    func standardProperty(_ base: Value, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        if isSequence(base) {
            switch name {
            case "count":
                if case .range(let lo, let hi) = base { return .int(try rangeCount(lo, hi, at: node)) }
                return .int(try elements(of: base, at: node).count)
            case "isEmpty":
                if case .range(let lo, let hi) = base { return .bool(hi == lo) }
                return .bool(try elements(of: base, at: node).isEmpty)
            case "indices":
                if case .range(let lo, let hi) = base { return .range(0, try rangeCount(lo, hi, at: node)) }
                return .range(0, try elements(of: base, at: node).count)
            case "first": return try elements(of: base, at: node).first ?? Value.none
            case "last": return try elements(of: base, at: node).last ?? Value.none
            case "startIndex": return .int(0)
            case "endIndex": return .int(try elements(of: base, at: node).count)
            case "lowerBound": if case .range(let lo, _) = base { return .int(lo) }
            case "upperBound": if case .range(_, let hi) = base { return .int(hi) }
            default: break
            }
            return nil
        }
        switch (base, name) {
        case (.string(let s), "count"): return .int(s.count)
        case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
        case (.int(let i), "magnitude"): return .int(i.magnitude > UInt(Int.max) ? Int.max : Int(i.magnitude))
        default: break
        }
        if case .int = base {} else if let d = number(base) {
            switch name {
            case "isNaN": return .bool(d.isNaN)
            case "isFinite": return .bool(d.isFinite)
            case "isInfinite": return .bool(d.isInfinite)
            case "magnitude": return .double(d.magnitude)
            default: break
            }
        }
        return nil
    }

    /// Methods of sequences, numbers and strings (nil: not one of these).
    /// `mutate` changes the base in place for `append` and the like.
    func standardMethod(_ base: Value, _ name: String, _ args: [Arg], at node: Syntax,
                        mutate: ((inout Value) throws -> Value) throws -> Value) throws -> Value? {
        if case .array = base, Interpreter.mutatingArrayMethods.contains(name) {
            return try mutate { v in try mutatingArrayMethod(&v, name, args, at: node) }
        }
        if isSequence(base) { return try sequenceMethod(base, name, args, at: node) }
        if case .string(let s) = base {
            var r = ArgReader(self, callee: name, call: node, args: args)
            let result: Value
            switch name {
            case "uppercased": result = .string(s.uppercased())
            case "lowercased": result = .string(s.lowercased())
            case "hasPrefix": result = .bool(s.hasPrefix(try r.value(nil, String.self)))
            case "hasSuffix": result = .bool(s.hasSuffix(try r.value(nil, String.self)))
            case "contains": result = .bool(s.contains(try r.value(nil, String.self)))
            case "starts": result = .bool(s.hasPrefix(try r.value("with", String.self)))
            default: return nil
            }
            try r.finish()
            return result
        }
        if let d = number(base) {
            var r = ArgReader(self, callee: name, call: node, args: args)
            let result: Value
            switch (base, name) {
            case (.int(let i), "isMultiple"):
                let of = try r.value("of", Int.self)
                result = .bool(i.isMultiple(of: of))
            case (_, "rounded"): result = .double(d.rounded())
            case (_, "squareRoot"): result = .double(d.squareRoot())
            case (_, "truncatingRemainder"): result = .double(d.truncatingRemainder(dividingBy: try r.value("dividingBy", Double.self)))
            default: return nil
            }
            try r.finish()
            return result
        }
        return nil
    }

    static let mutatingArrayMethods: Set<String> = ["append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "sort", "reverse"]

    private func mutatingArrayMethod(_ v: inout Value, _ name: String, _ args: [Arg], at node: Syntax) throws -> Value {
        guard case .array(var items) = v else { throw error("\(name) needs an array", node) }
        v = .none
        defer { v = .array(items) }
        let buffer = bufferAddress(items)
        var r = ArgReader(self, callee: name, call: node, args: args)
        var result = Value.void
        switch name {
        case "append":
            if let more = r.take("contentsOf") {
                let added = try elements(of: more.value, at: more.syntax)
                try chargeValue(items.count + added.count, at: node)
                items += added
            } else {
                items.append(try r.required(nil).value)
            }
            if items.count > RenderBudget.valueSize { try chargeValue(items.count, at: node) }
        case "insert":
            let x = try r.required(nil).value
            let at = try r.value("at", Int.self)
            guard (0...items.count).contains(at) else { throw error("insert position \(at) is out of range (0...\(items.count))", node) }
            items.insert(x, at: at)
            if items.count > RenderBudget.valueSize { try chargeValue(items.count, at: node) }
        case "remove":
            let at = try r.value("at", Int.self)
            guard items.indices.contains(at) else { throw error("index \(at) is out of range (0..<\(items.count))", node) }
            result = items.remove(at: at)
        case "removeAll": items.removeAll()
        case "removeLast", "removeFirst":
            guard !items.isEmpty else { throw error("\(name)() on an empty array", node) }
            result = name == "removeLast" ? items.removeLast() : items.removeFirst()
        case "sort":
            if let by = r.take("by") { items = try sorted(items, by: by.value, at: node) } else { items = try sorted(items, by: nil, at: node) }
        case "reverse": items.reverse()
        default: break
        }
        // A reallocation (or the copy of a shared array) makes a new value.
        if bufferAddress(items) != buffer { try chargeValue(items.count, at: node) }
        try r.finish()
        return result
    }

    private func sequenceMethod(_ base: Value, _ name: String, _ args: [Arg], at node: Syntax) throws -> Value? {
        var r = ArgReader(self, callee: name, call: node, args: args)
        // A trailing closure drops its label: `first { ... }` is `first(where:)`.
        let trailingClosure = r.args.contains { $0.label == nil && $0.syntax.is(ClosureExprSyntax.self) }
        func fn(_ label: String? = nil) throws -> Value {
            if label != nil, !r.has(label), trailingClosure { return try r.required(nil).value }
            let a = try r.required(label)
            return a.value
        }
        let items: [Value]
        if case .range(let lo, let hi) = base, name == "contains" {
            let x = try r.value(nil, Int.self)
            try r.finish()
            return .bool(x >= lo && x < hi)
        }
        items = try elements(of: base, at: node)
        let result: Value
        switch name {
        case "map": let f = try fn(); result = .array(try items.map { try apply(f, [$0], at: node) })
        case "compactMap": let f = try fn(); result = .array(try items.map { try apply(f, [$0], at: node) }.filter { !$0.isNone })
        case "flatMap":
            let f = try fn()
            var flat: [Value] = []
            for item in items {
                let more = try elements(of: try apply(f, [item], at: node), at: node)
                if flat.count + more.count > RenderBudget.valueSize { try chargeValue(flat.count + more.count, at: node) }
                flat += more
            }
            try chargeValue(flat.count, at: node)
            result = .array(flat)
        case "filter": let f = try fn(); result = .array(try items.filter { try truth(try apply(f, [$0], at: node), at: node) })
        case "forEach":
            let f = try fn()
            for item in items { try tick(node); _ = try apply(f, [item], at: node) }
            result = .void
        case "reduce":
            var acc = try r.required(nil).value
            let f = try fn()
            for item in items { try tick(node); acc = try apply(f, [acc, item], at: node) }
            result = acc
        case "contains":
            if r.has("where") || trailingClosure {
                let f = try fn("where")
                result = .bool(try items.contains { try truth(try apply(f, [$0], at: node), at: node) })
            } else {
                let x = try fn()
                result = .bool(try items.contains { try valuesEqual($0, x, at: node) })
            }
        case "allSatisfy": let f = try fn(); result = .bool(try items.allSatisfy { try truth(try apply(f, [$0], at: node), at: node) })
        case "first":
            let f = try fn("where")
            result = try items.first { try truth(try apply(f, [$0], at: node), at: node) } ?? .none
        case "firstIndex", "lastIndex":
            let test: (Value) throws -> Bool
            if r.has("where") || trailingClosure {
                let f = try fn("where")
                test = { try self.truth(try self.apply(f, [$0], at: node), at: node) }
            } else {
                let x = try fn("of")
                test = { try self.valuesEqual($0, x, at: node) }
            }
            let found = name == "firstIndex" ? try items.firstIndex(where: test) : try items.lastIndex(where: test)
            result = found.map { .int($0) } ?? .none
        case "enumerated": result = .array(items.enumerated().map { .tuple([.int($0.offset), $0.element], ["offset", "element"]) })
        case "reversed": result = .array(items.reversed())
        case "sorted": result = .array(try sorted(items, by: r.take("by")?.value, at: node))
        case "min", "max":
            let s = try sorted(items, by: r.take("by")?.value, at: node)
            result = (name == "min" ? s.first : s.last) ?? .none
        case "prefix": result = .array(Array(items.prefix(max(0, try r.value(nil, Int.self)))))
        case "suffix": result = .array(Array(items.suffix(max(0, try r.value(nil, Int.self)))))
        case "dropFirst": result = .array(Array(items.dropFirst(max(0, try r.value(nil, Int.self, default: 1)))))
        case "dropLast": result = .array(Array(items.dropLast(max(0, try r.value(nil, Int.self, default: 1)))))
        case "joined":
            let sep = try r.value("separator", String.self, default: "")
            var size = 0
            let parts = try items.map { item in
                let t = try text(of: item, at: node)
                size += t.utf8.count + sep.utf8.count
                if size > RenderBudget.valueSize { try chargeValue(size, at: node) }
                return t
            }
            try chargeValue(size, at: node)
            result = .string(parts.joined(separator: sep))
        default: return nil
        }
        try r.finish()
        // Arrays and strings made from a sequence count in the render's budget.
        try chargeValue(valueSize(result), at: node)
        return result
    }

    private func truth(_ v: Value, at node: some SyntaxProtocol) throws -> Bool {
        guard case .bool(let b) = v else { throw error("expected a Bool here, not \(v.kindName)", node) }
        return b
    }

    /// Sorted by `<` (numbers, strings) or by a closure.
    private func sorted(_ items: [Value], by: Value?, at node: Syntax) throws -> [Value] {
        var failure: Error?
        let result = items.sorted { a, b in
            guard failure == nil else { return false }
            do {
                if let by { return try truth(try apply(by, [a, b], at: node), at: node) }
                return try truth(try binary("<", a, b, at: node), at: node)
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return result
    }

    private func equalAs<T: Equatable>(_ type: T.Type) -> (Value, Value, Syntax) throws -> Bool? {
        { a, b, node in
            if case .native(let x as T) = a { return x == (try self.convert(b, to: T.self, at: node)) }
            if case .native(let y as T) = b { return y == (try self.convert(a, to: T.self, at: node)) }
            return nil
        }
    }

    /// `==` for values of any kind Swift can compare.
    func valuesEqual(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Bool {
        switch (a, b) {
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case (.string(let x), .string(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.array(let x), .array(let y)):
            return try x.count == y.count && zip(x, y).allSatisfy { try valuesEqual($0, $1, at: node) }
        case (.tuple(let x, _), .tuple(let y, _)):
            return try x.count == y.count && zip(x, y).allSatisfy { try valuesEqual($0, $1, at: node) }
        case (.range(let a1, let b1), .range(let a2, let b2)): return a1 == a2 && b1 == b2
        default:
            if let x = number(a), let y = number(b) { return x == y }
            if let e = try enumEquals(a, b, at: node) { return e }
            if let e = try enumValuesEqual(a, b, at: node) { return e }
            // The package's Equatable values, a `.member` on either side.
            for equal in [equalAs(HorizontalAlignment.self), equalAs(VerticalAlignment.self), equalAs(Alignment.self), equalAs(Axis.self),
                          equalAs(Edge.self), equalAs(UnitPoint.self), equalAs(CGSize.self), equalAs(CGPoint.self), equalAs(CGRect.self),
                          equalAs(ProposedViewSize.self), equalAs(Color.self)] {
                if let e = try equal(a, b, Syntax(node)) { return e }
            }
            if case .native(let x as AnyHashable) = a, case .native(let y as AnyHashable) = b { return x == y }
            // `colorScheme == .dark`: a case of one of the package's enums
            // without associated values is named by its description.
            if case .native(let x) = a, case .implicit(let n, nil, _) = b, Mirror(reflecting: x).displayStyle == .enum { return "\(x)" == n }
            if case .implicit(let n, nil, _) = a, case .native(let y) = b, Mirror(reflecting: y).displayStyle == .enum { return "\(y)" == n }
            throw error("'==' on \(a.kindName) and \(b.kindName) is not supported", node)
        }
    }
}

extension Builtins {
    /// Initialisers and members of the standard library's value types used
    /// by layout code: `UnicodeScalar(Int)`, `Character(_:)`, `Float(_:)`.
    func registerStandardLibrary() {
        for name in ["UnicodeScalar", "Unicode.Scalar"] {
            // Failable, as in Swift: nil for a value that is not a scalar.
            initializers[name] = { r in
                let a = try r.required(nil)
                switch a.value {
                case .int(let i): return Unicode.Scalar(UInt32(clamping: max(0, i))).flatMap { i >= 0 && i <= 0x10FFFF ? Value.native($0) : nil } ?? .none
                case .string(let s) where s.unicodeScalars.count == 1: return .native(s.unicodeScalars.first!)
                default: throw r.interpreter.error("UnicodeScalar(_:) takes an Int, not \(a.value.kindName)", a.syntax)
                }
            }
        }
        initializers["Character"] = { r in
            let a = try r.required(nil)
            switch a.value {
            case .native(let s as Unicode.Scalar): return .native(Character(s))
            case .string(let s) where s.count == 1: return .native(s.first!)
            default: throw r.interpreter.error("Character(_:) takes a UnicodeScalar or a one-character String, not \(a.value.kindName)", a.syntax)
            }
        }
        initializers["Float"] = { r in .double(try r.value(nil, Double.self)) }
        properties["Scalar"] = ["value": { .int(Int(($0 as! Unicode.Scalar).value)) }]
    }
}

extension Interpreter {
    /// What a trap says: the function, its message, and that the view stops.
    func trapMessage(_ name: String, _ message: Arg?, failed: Bool = false) -> String {
        var text = failed ? "\(name) failed" : "\(name)"
        if let message, case .string(let m) = message.value, !m.isEmpty { text += ": \(m)" }
        return text + " (a compiled build stops here)"
    }
}
