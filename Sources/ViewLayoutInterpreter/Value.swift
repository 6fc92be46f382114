import Foundation
import SwiftSyntax
import ViewLayout

/// A value while interpreting: Swift literals, values of this package
/// (`native`: a view, a `Color`, a `Font`, an `Alignment`...), user struct
/// instances, closures and types.
indirect enum Value {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case none
    case array([Value])
    /// `a..<b` (a `...b` range is stored with `upper` one past its end).
    case range(Int, Int)
    /// A value of one of this package's types.
    case native(Any)
    /// `.name` or `.name(args)` before the type it belongs to is known: the
    /// argument it is passed to converts it (`.top` to a `VerticalAlignment`
    /// for `HStack(alignment:)`, to an `Alignment` for `frame(alignment:)`).
    case implicit(String, [Arg]?, Syntax)
    /// A method called on an implicit member (`.footnote.bold()`), or a
    /// property read of one (`.blue.gradient`: no arguments, nil), applied
    /// once the implicit member's type is known.
    case implicitMethod(Value, String, [Arg]?, Syntax)
    case closure(Closure)
    case instance(Instance)
    /// A type name used as a value: `Color`, `FirstThirdAlignment.self`.
    case type(String)
    /// `\.self`, `\.layoutDirection`.
    case keyPath(String)
    /// `(origins, size)`, `()`: the elements and their labels.
    case tuple([Value], [String?])
    /// A function of the file (bound to its `self` for a method), or one of
    /// the standard functions and operators used as a value (`reduce(0, +)`).
    case function(Callable)
    /// A case of an enum of the file, with its associated values.
    case enumValue(EnumValue)

    /// Whether this is a value of the package or Foundation of type `T`.
    func isNative<T>(_: T.Type) -> Bool {
        if case .native(let v) = self { return v is T }
        return false
    }

    var kindName: String {
        switch self {
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .bool: "Bool"
        case .none: "nil"
        case .array: "an array"
        case .range: "a range"
        case .native(let v): "\(Swift.type(of: v))"
        case .implicit(let n, _, _): ".\(n)"
        case .implicitMethod(let base, let n, let args, _): "\(base.kindName).\(n)\(args == nil ? "" : "(...)")"
        case .closure: "a closure"
        case .instance(let i): i.type.name
        case .type(let t): "\(t).Type"
        case .keyPath(let k): "\\.\(k)"
        case .tuple(let items, _): items.isEmpty ? "()" : "a tuple"
        case .function: "a function"
        case .enumValue(let e): e.type.name
        }
    }
}

/// One argument of a call: its label, value and where it was written.
struct Arg {
    var label: String?
    var value: Value
    var syntax: Syntax
    /// `&x`: the expression the callee's inout parameter writes back to.
    var inoutTarget: ExprSyntax? = nil
    /// Passed by the engine's side of a custom layout (its `inout cache`).
    var isBridged = false
}

/// A closure expression and the scope it was written in.
final class Closure {
    let syntax: ClosureExprSyntax
    let scope: Scope
    /// Passed to a `@ViewBuilder` parameter: calling it builds views.
    let isBuilder: Bool
    init(syntax: ClosureExprSyntax, scope: Scope, isBuilder: Bool = false) {
        self.syntax = syntax
        self.scope = scope
        self.isBuilder = isBuilder
    }
}

/// An instance of a struct or class declared in the interpreted file (a
/// class's instance is changed in place, a struct's copied on change).
final class Instance {
    let type: UserType
    var fields: [String: Value]
    init(type: UserType, fields: [String: Value]) {
        self.type = type
        self.fields = fields
    }
}

/// Names visible to an expression: locals (with `self` bound as a name in
/// a method's scope), then `self`'s members, then the file's top-level
/// declarations. Scopes are linked, never copied: a closure keeps the scope
/// it was written in, and a call makes one new scope for its parameters.
final class Scope {
    let parent: Scope?
    var names: [String: Value] = [:]
    /// Names bound with `let` (and `self` outside `init` and `mutating`
    /// methods): assigning one is an error.
    var constants: Set<String> = []
    /// `parent` skips scopes that hold no names yet: a scope only gains
    /// names declared before the code nested in it, so what a nested scope
    /// can see is fixed when it is made, and lookups in a 10,000-deep view
    /// do not walk 10,000 empty closure scopes.
    init(parent: Scope?, selfValue: Value? = nil, selfIsMutable: Bool = false) {
        var p = parent
        while let s = p, s.names.isEmpty { p = s.parent }
        self.parent = p
        if let selfValue {
            names["self"] = selfValue
            if !selfIsMutable { constants.insert("self") }
        }
    }

    func lookup(_ name: String) -> Value? {
        var s: Scope? = self
        while let scope = s {
            if let v = scope.names[name] { return v }
            s = scope.parent
        }
        return nil
    }

    /// The scope that binds `name`.
    func owner(of name: String) -> Scope? {
        var s: Scope? = self
        while let scope = s {
            if scope.names[name] != nil { return scope }
            s = scope.parent
        }
        return nil
    }

    /// The instance `self` stands for, if any.
    var selfInstance: Instance? {
        if case .instance(let i)? = lookup("self") { return i }
        return nil
    }

    func bind(_ name: String, _ value: Value, constant: Bool) {
        names[name] = value
        if constant { constants.insert(name) } else { constants.remove(name) }
    }
}

/// An error in the interpreted file, with the line and column of the
/// construct it names.
public struct InterpreterError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public let line: Int
    public let column: Int
    public var description: String { "\(line):\(column): \(message)" }
    public init(_ message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}

/// The arguments of one call, taken one by one by a table entry: each entry
/// reads the labels it knows, and `finish()` rejects whatever is left, so a
/// misspelt or unsupported argument is an error, never ignored.
struct ArgReader {
    let interpreter: Interpreter
    /// What is called, for messages: `frame`, `HStack`.
    let callee: String
    let call: Syntax
    private(set) var args: [Arg]

    init(_ interpreter: Interpreter, callee: String, call: Syntax, args: [Arg]) {
        self.interpreter = interpreter
        self.callee = callee
        self.call = call
        self.args = args
    }

    func has(_ label: String?) -> Bool { args.contains { $0.label == label } }
    var isEmpty: Bool { args.isEmpty }
    var labels: [String?] { args.map(\.label) }

    /// Takes every argument left (ones the call reads no further).
    mutating func takeAll() { while let a = args.first { _ = take(a.label) } }

    mutating func take(_ label: String?) -> Arg? {
        guard let i = args.firstIndex(where: { $0.label == label }) else { return nil }
        return args.remove(at: i)
    }

    mutating func required(_ label: String?) throws -> Arg {
        guard let a = take(label) else {
            throw interpreter.error("\(callee) needs an argument \(label.map { "'\($0):'" } ?? "without a label")", call)
        }
        return a
    }

    /// A value converted to `T` (see `Interpreter.convert`).
    mutating func value<T>(_ label: String?, _ type: T.Type) throws -> T {
        let a = try required(label)
        return try interpreter.convert(a.value, to: type, at: a.syntax)
    }

    mutating func value<T>(_ label: String?, _ type: T.Type, default d: T) throws -> T {
        guard let a = take(label) else { return d }
        return try interpreter.convert(a.value, to: type, at: a.syntax)
    }

    /// An optional argument whose value may also be the literal `nil`.
    mutating func optional<T>(_ label: String?, _ type: T.Type) throws -> T? {
        guard let a = take(label) else { return nil }
        if case .none = a.value { return nil }
        return try interpreter.convert(a.value, to: type, at: a.syntax)
    }

    /// A `@ViewBuilder` closure argument, built into one view.
    mutating func viewBuilder(_ label: String?) throws -> AnyView {
        let a = try required(label)
        return try interpreter.viewArgument(a)
    }

    mutating func closure(_ label: String?) throws -> (Closure, Syntax) {
        let a = try required(label)
        guard case .closure(let c) = a.value else {
            throw interpreter.error("\(callee): '\(label ?? "_")' takes a closure here, not \(a.value.kindName)", a.syntax)
        }
        return (c, a.syntax)
    }

    func finish() throws {
        if let a = args.first {
            throw interpreter.error("\(callee) has no argument \(a.label.map { "'\($0):'" } ?? "without a label") (or not in this combination)", a.syntax)
        }
    }
}
