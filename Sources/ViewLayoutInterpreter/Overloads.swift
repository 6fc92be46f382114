import Foundation
import SwiftSyntax
import ViewLayout

/// One declaration of the library as the generated table calls it: its
/// parameters (label, whether it has a default, whether it takes a
/// closure) and a closure that reads the bound arguments and calls it.
struct Candidate {
    struct Parameter {
        var label: String?
        var hasDefault: Bool
        var isFunction: Bool
    }

    /// `HStack(alignment:spacing:content:)`, for messages.
    let signature: String
    let parameters: [Parameter]
    let call: (Any?, inout BoundArgs) throws -> Value

    /// `spec`: one word a parameter, `label` or `_`, then `{}` for a
    /// closure and `=` for a default (`"alignment= spacing= content{}"`).
    init(_ signature: String, _ spec: String, _ call: @escaping (Any?, inout BoundArgs) throws -> Value) {
        self.signature = signature
        self.call = call
        parameters = spec.split(separator: " ").map { word in
            var w = Substring(word)
            let hasDefault = w.hasSuffix("=")
            if hasDefault { w = w.dropLast() }
            let isFunction = w.hasSuffix("{}")
            if isFunction { w = w.dropLast(2) }
            return Parameter(label: w == "_" ? nil : String(w), hasDefault: hasDefault, isFunction: isFunction)
        }
    }

    /// The argument bound to each parameter, as Swift matches them: in
    /// order, each argument to the next parameter with its label (an
    /// unlabelled trailing closure to the next closure parameter), skipping
    /// parameters that have defaults; nil when the labels do not fit.
    func bind(_ args: [Arg]) -> (slots: [Arg?], defaultsUsed: Int)? {
        var slots = [Arg?](repeating: nil, count: parameters.count)
        var next = 0, defaults = 0
        for (i, p) in parameters.enumerated() {
            if next < args.count {
                let a = args[next]
                let trailing = a.label == nil && a.syntax.is(ClosureExprSyntax.self)
                // Swift's forward scan: a trailing closure passes over a
                // defaulted closure parameter when a later one needs it.
                let passOver = trailing && p.hasDefault && parameters[(i + 1)...].contains { $0.isFunction && !$0.hasDefault }
                if !passOver, a.label == p.label || (trailing && p.isFunction) {
                    slots[i] = a
                    next += 1
                    continue
                }
            }
            guard p.hasDefault else { return nil }
            defaults += 1
        }
        return next == args.count ? (slots, defaults) : nil
    }
}

/// A conversion that failed while choosing among overloads: the next
/// candidate is tried.
struct CandidateMismatch: Error {
    let error: Error
}

/// The arguments of a call bound to one candidate's parameters, read by the
/// generated code: `value` converts (a failure makes the dispatcher try the
/// next candidate), `view` builds a view (run once the candidate is chosen).
struct BoundArgs {
    let interpreter: Interpreter
    let call: Syntax
    let slots: [Arg?]

    func value<T>(_ i: Int, _ type: T.Type) throws -> T {
        guard let a = slots[i] else { throw CandidateMismatch(error: interpreter.error("missing argument", call)) }
        do { return try interpreter.convert(a.value, to: type, at: a.syntax) } catch { throw CandidateMismatch(error: error) }
    }

    func value<T>(_ i: Int, _ type: T.Type, default d: @autoclosure () -> T) throws -> T {
        guard slots[i] != nil else { return d() }
        return try value(i, type)
    }

    /// A view, or a closure building one.
    func view(_ i: Int) throws -> AnyView {
        guard let a = slots[i] else { return AnyView(EmptyView()) }
        switch a.value {
        case .closure, .instance: return try interpreter.viewArgument(a)
        case .implicit, .implicitMethod:
            // `.white.opacity(0.5)` names a member of a concrete type, which
            // a generic view parameter is not: Swift takes the style overload.
            throw CandidateMismatch(error: interpreter.error("\(a.value.kindName) is not a view", a.syntax))
        default:
            // A value that is not a view (`.bar` for `background(_:)`) lets
            // the next overload (`background(_ style:)`) take it.
            do { return try interpreter.viewArgument(a) } catch { throw CandidateMismatch(error: error) }
        }
    }

    /// A type the file names (`for: Item.self`) where the declaration's
    /// generic type is fixed: only checked to be a type.
    func type(_ i: Int) throws {
        guard let a = slots[i] else { return }
        guard case .type = a.value else { throw CandidateMismatch(error: interpreter.error("expected a type here (Name.self), not \(a.value.kindName)", a.syntax)) }
    }

    /// A `@ToolbarContentBuilder` closure: its items (`ToolbarItem`,
    /// `ToolbarItemGroup`) joined as the builder joins them. A closure of
    /// views instead is a mismatch, so the `@ViewBuilder` overload is tried.
    func toolbarContent(_ i: Int) throws -> _ToolbarItemList {
        guard let a = slots[i], case .closure(let c) = a.value else {
            throw CandidateMismatch(error: interpreter.error("expected a toolbar content closure here", slots[i]?.syntax ?? call))
        }
        let items = try interpreter.buildItems(c, at: a.syntax) { v, node -> _ToolbarItemList? in
            guard case .native(let n as any ToolbarContent) = v else { return nil }
            return Builtins.toolbarList(n)
        }
        guard let lists = items else { throw CandidateMismatch(error: interpreter.error("this closure does not build toolbar items", a.syntax)) }
        return ToolbarContentBuilder.buildArray(lists)
    }

    /// A closure the library calls during layout with values of its own
    /// (a `GeometryReader`'s proxy), building a view: interpreted when
    /// called, at the view depth where it was written; an error there is
    /// kept for `checkLateErrors` and draws nothing.
    func lateView(_ i: Int) throws -> ([Any]) -> AnyView {
        let (c, at) = try lateClosure(i)
        let interpreter = self.interpreter, level = interpreter.deferredLevel()
        return { values in
            interpreter.lateView(at: at) {
                try interpreter.atLevel(level, at: at) { try interpreter.callClosure(c, values.map { Value.wrap($0) }, builder: true, at: at) }
            }
        }
    }

    /// A closure the library calls during layout, giving a length
    /// (`alignmentGuide`'s `computeValue`): interpreted when called.
    func lateLength(_ i: Int) throws -> ([Any]) -> CGFloat {
        let (c, at) = try lateClosure(i)
        let interpreter = self.interpreter
        return { values in interpreter.lateNumber(at: at) { try interpreter.callClosure(c, values.map { Value.wrap($0) }, builder: false, at: at) } }
    }

    private func lateClosure(_ i: Int) throws -> (Closure, Syntax) {
        guard let a = slots[i], case .closure(let c) = a.value else {
            throw CandidateMismatch(error: interpreter.error("expected a closure here, not \(slots[i]?.value.kindName ?? "nothing")", slots[i]?.syntax ?? call))
        }
        return (c, a.syntax)
    }

    /// Whether a closure the layout never calls was passed (it must be a
    /// closure or a function).
    func closure(_ i: Int) throws -> Bool {
        guard let a = slots[i] else { return false }
        switch a.value {
        case .closure, .function: return true
        default: throw CandidateMismatch(error: interpreter.error("expected a closure here, not \(a.value.kindName)", a.syntax))
        }
    }
}

extension Builtins {
    /// Calls the first candidate whose labels fit and whose arguments
    /// convert; candidates that fit with fewer defaults come first, as Swift
    /// ranks them.
    static func dispatch(_ name: String, _ candidates: [Candidate], base: Any?, _ r: inout ArgReader) throws -> Value {
        let args = r.args
        var fitting: [(Candidate, [Arg?], Int)] = []
        for c in candidates {
            if let (slots, defaults) = c.bind(args) { fitting.append((c, slots, defaults)) }
        }
        guard !fitting.isEmpty else {
            if let a = args.first(where: { a in !candidates.contains { c in c.parameters.contains { $0.label == a.label } } }) {
                throw r.interpreter.error("\(name) has no argument \(a.label.map { "'\($0):'" } ?? "without a label")", a.syntax)
            }
            let labels = args.map { ($0.label ?? "_") + ":" }.joined()
            throw r.interpreter.error("no \(name) takes the arguments (\(labels)); it is declared as "
                                      + candidates.map(\.signature).joined(separator: ", "), r.call)
        }
        // Stable: among equals, declaration order.
        let ranked = fitting.enumerated().sorted { ($0.element.2, $0.offset) < ($1.element.2, $1.offset) }
        var errors: [Int: Error] = [:]
        for (position, (c, slots, _)) in ranked {
            var bound = BoundArgs(interpreter: r.interpreter, call: r.call, slots: slots)
            do {
                let v = try c.call(base, &bound)
                r.takeAll()
                return v
            } catch let m as CandidateMismatch {
                errors[position] = m.error
            }
        }
        // The error of the first declaration that fits the labels.
        let firstError = errors[0]
        if fitting.count == 1, let firstError { throw firstError }
        let tried = " (no \(name) takes these arguments; tried " + fitting.map(\.0.signature).joined(separator: ", ") + ")"
        guard let e = firstError as? InterpreterError else { throw r.interpreter.error(tried, r.call) }
        throw InterpreterError(e.message + tried, line: e.line, column: e.column)
    }

    static func toolbarList(_ c: any ToolbarContent) -> _ToolbarItemList { toolbarListOpened(c) }
    private static func toolbarListOpened<C: ToolbarContent>(_ c: C) -> _ToolbarItemList { ToolbarContentBuilder.buildExpression(c) }

    func entry(_ name: String, _ candidates: [Candidate]) -> Entry {
        { r in try Builtins.dispatch(name, candidates, base: nil, &r) }
    }

    func modifier(_ name: String, _ candidates: [Candidate]) -> Modifier {
        { v, r in try Builtins.dispatch(name, candidates, base: v, &r) }
    }

    func method(_ name: String, _ candidates: [Candidate]) -> Method {
        { v, r in try Builtins.dispatch(name, candidates, base: v, &r) }
    }
}

extension Value {
    /// A library value as the interpreter holds it: numbers, strings and
    /// booleans as themselves, an optional's `nil` as `nil`, `()` as void.
    static func wrap<T>(_ value: T) -> Value {
        let x: Any = value
        switch x {
        case let i as Int: return .int(i)
        case let d as Double: return .double(d)
        case let c as CGFloat: return .double(Double(c))
        case let s as String: return .string(s)
        case let b as Bool: return .bool(b)
        case is Void: return .void
        case let o as any OptionalValue: return o.wrappedAny.map { wrap($0) } ?? .none
        default: return .native(x)
        }
    }
}

/// Lets `Value.wrap` see through an optional held as `Any`.
protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedAny: Any? { self.map { $0 as Any } }
}
