import Foundation
import SwiftSyntax
import ViewLayout

extension Interpreter {
    /// How string interpolation prints a value, as Swift does.
    func text(of v: Value, at node: some SyntaxProtocol) throws -> String {
        switch v {
        case .int(let i): return String(i)
        case .double(let d): return "\(d)"
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .native(let n) where n is Color || n is Font: return "\(n)"
        case .native(let c as Character): return String(c)
        case .native(let c as Unicode.Scalar): return String(c)
        case .native(let c as CGFloat): return "\(Double(c))"
        case .native(let d as Decimal): return d.description
        case .enumValue(let e):
            if e.values.isEmpty { return e.name }
            return e.name + (try text(of: .tuple(e.values, e.type.enumCase(e.name)?.labels ?? []), at: node))
        case .native(let d as Date):
            return d.formatted(Date.ISO8601FormatStyle(timeZone: Interpreter.calendar.timeZone)).replacingOccurrences(of: "T", with: " ")
                .replacingOccurrences(of: "Z", with: " +0000")
        case .native(let u as UUID): return u.uuidString
        case .none: return "nil"
        case .array(let items):
            var size = 2
            let parts = try items.map { item in
                let t = try debugText(of: item, at: node)
                size += t.utf8.count + 2
                if size > RenderBudget.valueSize { try chargeValue(size, at: node) }
                return t
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .tuple(let items, let labels):
            let parts = try zip(items, labels).map { v, l in (l.map { "\($0): " } ?? "") + (try debugText(of: v, at: node)) }
            return try sized("(" + parts.joined(separator: ", ") + ")", at: node)
        case .instance(let i):
            // As Swift prints a struct: `Item(name: "a", count: 2)`.
            let fields = try i.type.stored.map { p in "\(p.name): " + (try debugText(of: i.fields[p.name] ?? .none, at: node)) }
            return try sized(i.type.name + "(" + fields.joined(separator: ", ") + ")", at: node)
        default: throw error("interpolating \(v.kindName) is not supported", node)
        }
    }

    /// How Swift prints a value inside an array or tuple: strings quoted.
    private func debugText(of v: Value, at node: some SyntaxProtocol) throws -> String {
        if case .string(let s) = v { return "\"\(s)\"" }
        return try text(of: v, at: node)
    }

    func number(_ v: Value) -> Double? {
        switch v {
        case .int(let i): Double(i)
        case .double(let d): d
        case .native(let n as CGFloat): Double(n)
        case .native(let d as Decimal): NSDecimalNumber(decimal: d).doubleValue
        case .implicit("infinity", nil, _): .infinity
        case .implicit("pi", nil, _): .pi
        default: nil
        }
    }

    /// A Dynamic Type size: one, or the name of one (`.xxLarge`); nil
    /// otherwise. Its ranges (`...DynamicTypeSize.xxLarge`, `.large ... .accessibility2`)
    /// are the ranges of a library type a view file writes.
    func dynamicTypeSize(_ v: Value) -> DynamicTypeSize? {
        switch v {
        case .native(let d as DynamicTypeSize): return d
        case .implicit(let name, nil, _): return DynamicTypeSize.allCases.first { "\($0)" == name }
        default: return nil
        }
    }

    /// A number as a `Decimal`: literals and integers exactly as written
    /// (`14.99` is 14.99, not the nearest binary fraction).
    func decimal(_ v: Value) -> Decimal? {
        switch v {
        case .native(let d as Decimal): d
        case .int(let i): Decimal(i)
        case .double(let d) where d.isFinite: Decimal(string: "\(d)", locale: Interpreter.posix) ?? Decimal(d)
        default: nil
        }
    }

    /// A binary operator on two values.
    func binary(_ op: String, _ a: Value, _ b: Value, at e: some SyntaxProtocol) throws -> Value {
        if a.isNative(Decimal.self) || b.isNative(Decimal.self), let x = decimal(a), let y = decimal(b) {
            // Decimal arithmetic, with the other side a literal or an Int as Swift infers it.
            switch op {
            case "+": return .native(x + y)
            case "-": return .native(x - y)
            case "*": return .native(x * y)
            case "/":
                guard !y.isZero else { throw error("division by zero", e) }
                return .native(x / y)
            default: if let c = compare(op, x, y) { return .bool(c) }
            }
        }
        if let x = dynamicTypeSize(a), let y = dynamicTypeSize(b) {
            switch op {
            case "...", "..<":
                guard op == "..." ? x <= y : x < y else { throw error("range of Dynamic Type sizes has its bounds reversed", e) }
                return op == "..." ? .native(x...y) : .native(x..<y)
            // `size >= .xxLarge`: Dynamic Type sizes are Comparable (one side
            // a size, so that two other enums' cases are never taken for them).
            case _ where !(a.isNative(DynamicTypeSize.self) || b.isNative(DynamicTypeSize.self)): break
            case "<": return .bool(x < y)
            case "<=": return .bool(x <= y)
            case ">": return .bool(x > y)
            case ">=": return .bool(x >= y)
            case "==": return .bool(x == y)
            case "!=": return .bool(x != y)
            default: break
            }
        }
        switch (op, a, b) {
        case ("..<", .int(let x), .int(let y)):
            guard x <= y else { throw error("range \(x)..<\(y) has its bounds reversed", e) }
            return .range(x, y)
        case ("...", .int(let x), .int(let y)):
            guard x <= y else { throw error("range \(x)...\(y) has its bounds reversed", e) }
            guard y < Int.max else { throw error("range upper bound too large", e) }
            return .range(x, y + 1)
        case ("+", .string(let x), .string(let y)):
            try chargeValue(x.utf8.count + y.utf8.count, at: e)
            return .string(x + y)
        case ("==", .string(let x), .string(let y)): return .bool(x == y)
        case ("!=", .string(let x), .string(let y)): return .bool(x != y)
        case ("<", .string(let x), .string(let y)): return .bool(x < y)
        case (">", .string(let x), .string(let y)): return .bool(x > y)
        case ("==", .bool(let x), .bool(let y)): return .bool(x == y)
        case ("==", _, _) where try enumEquals(a, b, at: e) != nil: return .bool(try enumEquals(a, b, at: e)!)
        case ("!=", _, _) where try enumEquals(a, b, at: e) != nil: return .bool(!(try enumEquals(a, b, at: e)!))
        case ("!=", .bool(let x), .bool(let y)): return .bool(x != y)
        case ("+", .native(let x as Text), .native(let y as Text)): return .native(x + y)
        case ("+", .array(let x), .array(let y)):
            try chargeValue(x.count + y.count, at: e)
            return .array(x + y)
        case ("...", .double, _), ("...", _, .double):
            // A closed range of floating point, as `Double.random(in:)` takes it.
            guard let x = number(a), let y = number(b), x <= y else { throw error("range with bounds reversed or not numbers", e) }
            return .tuple([.double(x), .double(y)], [nil, nil])
        case (_, .int(let x), .int(let y)):
            switch op {
            case "+": let (r, o) = x.addingReportingOverflow(y); if !o { return .int(r) }
            case "-": let (r, o) = x.subtractingReportingOverflow(y); if !o { return .int(r) }
            case "*": let (r, o) = x.multipliedReportingOverflow(by: y); if !o { return .int(r) }
            case "/", "%":
                guard y != 0 else { throw error("division by zero", e) }
                let (r, o) = op == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y)
                if !o { return .int(r) }
            // Bit operations, as hex colour initialisers use them; shifts are
            // Swift's smart shifts (an over-shift gives 0 or -1, never a trap).
            case "&": return .int(x & y)
            case "|": return .int(x | y)
            case "^": return .int(x ^ y)
            case "<<": return .int(x << y)
            case ">>": return .int(x >> y)
            default: if let c = compare(op, x, y) { return .bool(c) }
            }
            if ["+", "-", "*", "/", "%"].contains(op) { throw error("integer overflow in '\(op)'", e) }
        default:
            if let x = number(a), let y = number(b) {
                switch op {
                case "+": return .double(x + y)
                case "-": return .double(x - y)
                case "*": return .double(x * y)
                case "/": return .double(x / y)
                default: if let c = compare(op, x, y) { return .bool(c) }
                }
            }
            if op == "==" || op == "!=" {
                let equal = try valuesEqual(a, b, at: e)
                return .bool(op == "==" ? equal : !equal)
            }
        }
        // An operator the file's type declares (`static func < (lhs:rhs:)`).
        for v in [a, b] {
            var t: UserType?
            if case .instance(let i) = v { t = i.type } else if case .enumValue(let ev) = v { t = ev.type }
            if let t, let f = t.methods[op]?.first(where: \.isStatic) {
                let args = [Arg(label: nil, value: a, syntax: Syntax(e)), Arg(label: nil, value: b, syntax: Syntax(e))]
                return try callFunction(f, self: .type(t.name), args, at: e).value
            }
        }
        if op == "<" || op == ">", let t = comparableEnum(a, b) {
            // A Comparable enum without `<` of its own: cases in declaration order.
            let index = { (v: Value) -> Int? in
                guard case .enumValue(let ev) = (try? self.coerceToEnum(v, t, at: e)) ?? v else { return nil }
                return t.cases.firstIndex { $0.name == ev.name }
            }
            if let x = index(a), let y = index(b) { return .bool(op == "<" ? x < y : x > y) }
        }
        throw error("operator '\(op)' on \(a.kindName) and \(b.kindName) is not supported", e)
    }

    /// `sizeClass == .compact`, `direction != .rightToLeft`, `x == nil`:
    /// equality of the environment's enums and optionals (nil when the
    /// operands are not such values).
    func enumEquals(_ a: Value, _ b: Value, at e: some SyntaxProtocol) throws -> Bool? {
        switch (a, b) {
        case (.none, .none): return true
        case (.none, .native), (.native, .none), (.none, .implicit), (.implicit, .none): return false
        case (.native(let x as UserInterfaceSizeClass), _): return x == (try convert(b, to: UserInterfaceSizeClass.self, at: Syntax(e)))
        case (_, .native(let y as UserInterfaceSizeClass)): return y == (try convert(a, to: UserInterfaceSizeClass.self, at: Syntax(e)))
        case (.native(let x as LayoutDirection), _): return x == (try convert(b, to: LayoutDirection.self, at: Syntax(e)))
        case (_, .native(let y as LayoutDirection)): return y == (try convert(a, to: LayoutDirection.self, at: Syntax(e)))
        default: return nil
        }
    }

    private func compare<T: Comparable>(_ op: String, _ x: T, _ y: T) -> Bool? {
        switch op {
        case "<": x < y
        case "<=": x <= y
        case ">": x > y
        case ">=": x >= y
        case "==": x == y
        case "!=": x != y
        default: nil
        }
    }

    // MARK: Types

    /// A value as the declared type wants it: integers where a `CGFloat` or
    /// `Double` is declared become floating point (so `/` divides as Swift
    /// does), `.name` becomes the type's static member, tuple elements take
    /// the type's labels; arrays and optionals convert their elements.
    func coerce(_ v: Value, to type: TypeSyntax?, at node: some SyntaxProtocol) throws -> Value {
        guard let type else { return v }
        if let o = type.as(OptionalTypeSyntax.self) { return v.isNone ? v : try coerce(v, to: o.wrappedType, at: node) }
        if let o = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return v.isNone ? v : try coerce(v, to: o.wrappedType, at: node) }
        if let a = type.as(AttributedTypeSyntax.self) { return try coerce(v, to: a.baseType, at: node) }
        if let a = type.as(ArrayTypeSyntax.self), case .array(let items) = v {
            return .array(try items.map { try coerce($0, to: a.element, at: node) })
        }
        if let t = type.as(TupleTypeSyntax.self), case .tuple(let items, let labels) = v, items.count == t.elements.count {
            let elements = Array(t.elements)
            var out: [Value] = [], outLabels: [String?] = []
            for (i, item) in items.enumerated() {
                out.append(try coerce(item, to: elements[i].type, at: node))
                outLabels.append(elements[i].firstName?.text ?? labels[i])
            }
            return .tuple(out, outLabels)
        }
        let name = type.trimmedDescription
        if case .enumValue = v { return v }
        switch name {
        case "Decimal":
            switch v {
            case .int, .double: return decimal(v).map { .native($0) } ?? v
            default: return v
            }
        case "CGFloat", "Double", "Float":
            switch v {
            case .int(let i): return .double(Double(i))
            case .native(let c as CGFloat): return .double(Double(c))
            case .implicit(let member, nil, let s):
                guard case .native(let c as CGFloat)? = try builtins.staticMember("CGFloat", member, args: nil, self, s) else {
                    throw error("'.\(member)' is not a member of \(name)", s)
                }
                return .double(Double(c))
            default: return v
            }
        default:
            if case .implicitMethod(let base, let method, let args, let s) = v {
                // `var color: Color` given `.white.opacity(0.2)`: the member,
                // then the method on the declared type's value.
                let resolved = try coerce(base, to: type, at: node)
                switch resolved {
                case .implicit, .implicitMethod: return v
                default: return try applyImplicit(resolved, method, args, s)
                }
            }
            guard case .implicit(let member, let args, let s) = v else { return v }
            if member == "init", let args, types[name] == nil, let made = try builtins.construct(name, args: args, self, s) {
                // `.init(.flexible())` where a `GridItem` is declared.
                return made
            }
            if member == "constant", let args, args.count == 1, args[0].label == nil {
                // `.constant(false)` for a `@Binding var on: Bool`: bindings hold their value.
                return try coerce(args[0].value, to: type, at: node)
            }
            if let t = userType(named: name) { return try coerceToEnum(v, t, at: s) }
            if args == nil, let u = try userStatic(name, member, at: s) { return u }
            if let f = try foundationStatic(name, member, args, at: s) { return f }
            if let found = try builtins.staticMember(name, member, args: args, self, s) { return found }
            return v
        }
    }
}
