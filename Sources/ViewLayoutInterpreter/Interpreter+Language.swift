import Foundation
import SwiftSyntax
import ViewLayout

/// An error thrown by the file's code (`throw MyError.bad`), caught by
/// `do`/`catch` or `try?`; one that no code catches is `uncaught`, an
/// `InterpreterError` at the `throw`.
struct ThrownError: Error, @unchecked Sendable {
    let value: Value
    let uncaught: InterpreterError
    init(value: Value, at uncaught: InterpreterError) {
        self.value = value
        self.uncaught = uncaught
    }
}

/// A dictionary of the file (`["a": 1]`): keys in insertion order, found
/// with `==` as Swift compares them.
struct InterpretedDictionary {
    var keys: [Value] = []
    var values: [Value] = []

    func index(of key: Value, _ i: Interpreter, at node: some SyntaxProtocol) throws -> Int? {
        try keys.firstIndex { try i.valuesEqual($0, key, at: node) }
    }

    func get(_ key: Value, _ i: Interpreter, at node: some SyntaxProtocol) throws -> Value? {
        try index(of: key, i, at: node).map { values[$0] }
    }

    /// Sets or, for nil, removes the key's value.
    mutating func set(_ key: Value, _ value: Value, _ i: Interpreter, at node: some SyntaxProtocol) throws {
        if let at = try index(of: key, i, at: node) {
            if value.isNone {
                keys.remove(at: at)
                values.remove(at: at)
            } else {
                values[at] = value
            }
        } else if !value.isNone {
            keys.append(key)
            values.append(value)
        }
    }

    /// `(key:, value:)` pairs, as iterating a dictionary gives.
    var pairs: [Value] { zip(keys, values).map { .tuple([$0, $1], ["key", "value"]) } }
}

/// What `Binding<T>` is made from when a package API asks for one: a `$x`
/// or `.constant(v)` of the file holds the value itself (a rendering never
/// writes back), and becomes `.constant(v)` converted to `T`.
protocol BindingFromValue {
    static func make(_ v: Value, _ i: Interpreter, at node: Syntax) throws -> Any
}

extension Binding: BindingFromValue {
    static func make(_ v: ViewLayoutInterpreter.Value, _ i: Interpreter, at node: Syntax) throws -> Any {
        var v = v
        if case .implicit("constant", let args?, _) = v, let only = args.first, args.count == 1 { v = only.value }
        return Binding.constant(try i.convert(v, to: Value.self, at: node))
    }
}

extension Interpreter {
    /// Names of the standard library and of SwiftUI's property wrappers
    /// usable as types in the file: `Array(repeating:count:)`,
    /// `State(initialValue:)`, `Binding.constant(_:)`, `Date()`.
    static let languageTypes: Set<String> = [
        "Array", "Set", "Dictionary", "State", "Binding", "StateObject", "ObservedObject", "GestureState", "FocusState",
        "AppStorage", "SceneStorage", "Bindable", "Published", "Date", "UUID", "URL", "Calendar", "DateFormatter", "Bool", "Locale", "TimeZone",
        "String", "Int", "Double", "Decimal", "Namespace",
    ]
    static let wrapperTypes: Set<String> = ["State", "Binding", "StateObject", "ObservedObject", "GestureState", "FocusState",
                                            "AppStorage", "SceneStorage", "Bindable", "Published"]

    /// A type of the file by its name as written: `Category`, or nested,
    /// `Expense.Category` (nested types share the file's namespace).
    func userType(named name: String) -> UserType? {
        if let t = types[name] { return t }
        guard name.contains("."), let last = name.split(separator: ".").last else { return nil }
        return types[String(last)]
    }

    /// The enum of the file two compared values belong to, if it is
    /// declared `Comparable`.
    func comparableEnum(_ a: Value, _ b: Value) -> UserType? {
        for v in [a, b] {
            if case .enumValue(let ev) = v, ev.type.conformances.contains("Comparable") { return ev.type }
        }
        return nil
    }

    /// The type name of a value of the file's types (for `Self`).
    func typeName(of v: Value) -> String? {
        switch v {
        case .instance(let i): i.type.name
        case .enumValue(let e): e.type.name
        case .type(let t): t
        default: nil
        }
    }

    /// A member of `self` reached by its bare name: a stored, environment or
    /// computed property or method of an instance or enum value, or a static
    /// member in a static method (whose `self` is the type).
    func selfMember(_ selfValue: Value, _ name: String, at e: some SyntaxProtocol) throws -> Value? {
        switch selfValue {
        case .instance(let s):
            if let v = s.fields[name] { return v }
            if let key = s.type.environment[name] { return try environmentValue(key, at: e) }
            if let accessor = s.type.computed[name] { return try computed(s, name, accessor, e) }
            if let f = s.type.methods[name]?.first(where: { !$0.isStatic }) { return .function(.user(f, selfValue)) }
        case .enumValue(let ev):
            if name == "rawValue" {
                guard let raw = ev.type.enumCase(ev.name)?.rawValue else { throw error("'\(ev.type.name)' has no raw values", e) }
                return raw
            }
            if let accessor = ev.type.computed[name] {
                return try computedValue(selfValue, name, accessor, builder: ev.type.computedIsBuilder.contains(name), e)
            }
            if let f = ev.type.methods[name]?.first(where: { !$0.isStatic }) { return .function(.user(f, selfValue)) }
        case .type(let t):
            if let u = types[t], let v = try typeMember(u, name, at: e) { return v }
            if let v = try userStatic(t, name, at: e) { return v }
        default: break
        }
        return nil
    }

    /// `Kind.a` (a case without associated values), `Kind.allCases`, a
    /// static method as a value.
    func typeMember(_ t: UserType, _ name: String, at e: some SyntaxProtocol) throws -> Value? {
        if let c = t.enumCase(name) {
            guard c.labels == nil else { return .function(.enumCase(t, name)) }
            return .enumValue(EnumValue(type: t, name: name, values: []))
        }
        if name == "allCases", t.kind == .enumeration, statics[t.name]?["allCases"] == nil, staticComputed[t.name]?["allCases"] == nil {
            return .array(t.cases.filter { $0.labels == nil }.map { .enumValue(EnumValue(type: t, name: $0.name, values: [])) })
        }
        if let f = t.methods[name]?.first(where: \.isStatic) { return .function(.user(f, .type(t.name))) }
        return nil
    }

    /// `Kind.pair(1, 2)`, `.pair(1, 2)` where a `Kind` is expected.
    func makeCase(_ t: UserType, _ name: String, _ args: [Arg], at node: some SyntaxProtocol) throws -> Value {
        guard let c = t.enumCase(name) else { throw error("'\(t.name)' has no case '\(name)'", node) }
        let labels = c.labels ?? []
        guard args.count == labels.count else {
            throw error("case '\(name)' of '\(t.name)' takes \(labels.count) value\(labels.count == 1 ? "" : "s"), not \(args.count)", node)
        }
        for (a, l) in zip(args, labels) where a.label != l {
            throw error("case '\(name)' of '\(t.name)': expected \(l.map { "'\($0):'" } ?? "no label"), not \(a.label.map { "'\($0):'" } ?? "no label")", a.syntax)
        }
        return .enumValue(EnumValue(type: t, name: name, values: args.map(\.value)))
    }

    /// `Kind(rawValue: 1)`: the case with that raw value, or nil.
    func enumFromRawValue(_ t: UserType, _ args: [Arg], at node: Syntax) throws -> Value {
        guard args.count == 1, args[0].label == "rawValue", t.rawType != nil else {
            throw error("an enum of the file is made with \(t.name)(rawValue:) or one of its cases", node)
        }
        for c in t.cases where try c.rawValue.map({ try valuesEqual($0, args[0].value, at: node) }) == true {
            return .enumValue(EnumValue(type: t, name: c.name, values: []))
        }
        return .none
    }

    /// Equality of enum values: same case, equal associated values; `.a`
    /// compared with a value of the enum is that case.
    func enumValuesEqual(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Bool? {
        switch (a, b) {
        case (.enumValue(let x), .enumValue(let y)):
            guard x.type === y.type, x.name == y.name, x.values.count == y.values.count else { return false }
            return try zip(x.values, y.values).allSatisfy { try valuesEqual($0, $1, at: node) }
        case (.enumValue(let x), .implicit), (.enumValue(let x), .function(.enumCase)):
            return try valuesEqual(a, try coerceToEnum(b, x.type, at: node), at: node)
        case (.implicit, .enumValue), (.function(.enumCase), .enumValue):
            return try enumValuesEqual(b, a, at: node)
        default: return nil
        }
    }

    /// `.name` or `.name(args)` as a value of the enum `t`.
    func coerceToEnum(_ v: Value, _ t: UserType, at node: some SyntaxProtocol) throws -> Value {
        if case .implicit(let name, let args, let s) = v {
            if t.enumCase(name) != nil {
                if let args { return try makeCase(t, name, args, at: s) }
                if t.enumCase(name)?.labels == nil { return .enumValue(EnumValue(type: t, name: name, values: [])) }
            }
            if name == "init", let args { return try construct(t, args: args, at: s) }
            if args == nil, let u = try userStatic(t.name, name, at: s) { return u }
            if let args, let f = pick(t.methods[name]?.filter(\.isStatic) ?? [], args) {
                return try callFunction(f, self: .type(t.name), args, at: s).value
            }
            throw error("'\(t.name)' has no case or static member '\(name)'", s)
        }
        return v
    }

    /// `$0.modifier()` chains inside `#if` after a view: each member call
    /// of the chain applied to `base` in turn.
    func applyChain(_ chain: ExprSyntax, to base: Value, _ scope: Scope) throws -> Value {
        if let c = chain.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self) {
            let inner = try m.base.map { try applyChain($0, to: base, scope) } ?? base
            let args = try arguments(c.arguments, trailing: c.trailingClosure, additional: c.additionalTrailingClosures, scope)
            return try methodCall(inner, m.declName.baseName.text, args, base: nil, scope, at: Syntax(m.declName))
        }
        if let m = chain.as(MemberAccessExprSyntax.self) {
            let inner = try m.base.map { try applyChain($0, to: base, scope) } ?? base
            return try memberOf(inner, m.declName.baseName.text, at: m)
        }
        if let p = chain.as(PostfixIfConfigExprSyntax.self) {
            var v = try p.base.map { try applyChain($0, to: base, scope) } ?? base
            if case .postfixExpression(let inner)? = activeClause(p.config)?.elements { v = try applyChain(inner, to: v, scope) }
            return v
        }
        throw error("\(describe(chain)) is not supported after #if", chain)
    }

    /// `Array(...)`, `Set(...)`, `Dictionary()`, the property wrappers'
    /// initialisers (`State(initialValue: 0)` is its value), `Date()` and
    /// the like (nil: not one of these).
    func languageInit(_ t: String, _ args: [Arg], at node: Syntax) throws -> Value? {
        var r = ArgReader(self, callee: t, call: node, args: args)
        let result: Value
        switch t {
        case "Array", "Set":
            if r.isEmpty { return .array([]) }
            if let repeating = r.take("repeating") {
                let count = try r.value("count", Int.self)
                guard count >= 0, count <= Interpreter.maximumElements else { throw error("Array(repeating:count:) with count \(count)", node) }
                try chargeValue(count, at: node)
                result = .array(Array(repeating: repeating.value, count: count))
            } else {
                let a = try r.required(nil)
                let items = try elements(of: a.value, at: a.syntax)
                result = .array(t == "Set" ? try unique(items, at: node) : items)
            }
        case "Dictionary":
            if let grouping = r.take("grouping") {
                let by = try r.required("by").value
                var d = InterpretedDictionary()
                for item in try elements(of: grouping.value, at: grouping.syntax) {
                    try tick(node)
                    let key = try apply(by, [item], at: node)
                    let current = try d.get(key, self, at: node)
                    var list: [Value] = []
                    if case .array(let l)? = current { list = l }
                    try d.set(key, .array(list + [item]), self, at: node)
                }
                result = .native(d)
            } else if let pairs = r.take("uniqueKeysWithValues") {
                var d = InterpretedDictionary()
                for p in try elements(of: pairs.value, at: pairs.syntax) {
                    try tick(node)
                    guard case .tuple(let kv, _) = p, kv.count == 2 else { throw error("uniqueKeysWithValues takes (key, value) pairs", pairs.syntax) }
                    try d.set(kv[0], kv[1], self, at: node)
                }
                result = .native(d)
            } else {
                result = .native(InterpretedDictionary())
            }
        case "Bool":
            if r.isEmpty { return .bool(false) }
            return nil
        default:
            if Interpreter.wrapperTypes.contains(t) {
                if let v = r.take("initialValue") ?? r.take("wrappedValue") ?? r.take(nil) {
                    result = v.value
                } else if let get = r.take("get") {
                    _ = r.take("set")
                    result = try apply(get.value, [], at: node)
                } else {
                    throw error("\(t)(...) takes initialValue: or wrappedValue: here", node)
                }
                _ = r.take("key")
                _ = r.take("store")
            } else if t == "Namespace", r.isEmpty {
                // What `@Namespace var ns` holds: a new namespace's identifier.
                result = .native(Namespace().wrappedValue)
            } else if let v = try foundationInit(t, &r, at: node) {
                result = v
            } else {
                return nil
            }
        }
        try r.finish()
        return result
    }

    /// Elements without repeats, in first-seen order (a `Set`).
    func unique(_ items: [Value], at node: some SyntaxProtocol) throws -> [Value] {
        var out: [Value] = []
        for item in items {
            // Each element compares with those kept: counted as a step, so a
            // huge set is an error and not minutes of work.
            try tick(node)
            if try !out.contains(where: { try valuesEqual($0, item, at: node) }) { out.append(item) }
        }
        return out
    }

    /// `.modifier(CardStyle())` with a `ViewModifier` of the file: its
    /// `body(content:)` run with the view as `content`.
    func applyViewModifier(_ view: Value, _ modifier: Value, at node: Syntax) throws -> Value? {
        guard case .instance(let m) = modifier, m.type.isViewModifier else { return nil }
        guard let body = m.type.methods["body"]?.first(where: { $0.parameters.first?.label == "content" }) else {
            throw error("ViewModifier '\(m.type.name)' has no body(content:)", node)
        }
        let content = try toView(view, at: node)
        return try callFunction(body, self: modifier, [Arg(label: "content", value: .native(content), syntax: node)], at: node).value
    }
}
