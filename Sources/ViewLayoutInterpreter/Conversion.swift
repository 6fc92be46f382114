import Foundation
import SwiftSyntax
import ViewLayout

/// Converting an interpreted value to the Swift type a library parameter
/// declares: one function for every table entry, driven by tables (the
/// library's type names and option sets, generated) and two protocols
/// (optionals and arrays convert what they hold).
extension Interpreter {
    /// Converts a value to the Swift type a parameter expects: numbers to
    /// `CGFloat`/`Double`, `.name` shorthands through the type's static
    /// members (including those the file declares in extensions), arrays of
    /// edges to an `Edge.Set`, arrays and optionals element by element,
    /// colours and gradients to a `ShapeStyle`.
    func convert<T>(_ v: Value, to type: T.Type, at node: Syntax) throws -> T {
        if T.self == CGFloat.self || T.self == Double.self {
            guard let n = number(v) ?? (try? numberStatic(v, at: node)) else { throw mismatch(v, "a number", node) }
            return (T.self == CGFloat.self ? CGFloat(n) as Any : n as Any) as! T
        }
        if T.self == Any.self {
            // An unconstrained generic parameter (`ShareLink(item:)`): the
            // library only holds the value, so any value goes as it is.
            switch v {
            case .native(let n): return n as! T
            case .int(let i): return i as! T
            case .double(let d): return d as! T
            case .string(let s): return s as! T
            case .bool(let b): return b as! T
            default: return v as! T
            }
        }
        if T.self == Int.self, case .int(let i) = v { return i as! T }
        if T.self == String.self, case .string(let s) = v { return s as! T }
        if T.self == Bool.self, case .bool(let b) = v { return b as! T }
        if let optional = T.self as? any ConvertibleOptional.Type { return try optional.converting(v, self, node) as! T }
        if case .array(let items) = v {
            // Option sets from array literals: `[.top, .leading]`.
            if let union = builtins.optionSets[ObjectIdentifier(T.self)] { return try union(self, items, node) as! T }
            if let array = T.self as? any ConvertibleArray.Type { return try array.converting(items, self, node) as! T }
        }
        if case .native(let n as T) = v { return n }
        if let maker = T.self as? BindingFromValue.Type { return try maker.make(v, self, at: node) as! T }
        if case .implicitMethod(let base, let name, let args, let s) = v {
            // `.blue.gradient` or `.background.secondary` where a shape
            // style is expected: the base is the shape style's static member
            // (`.blue` the colour, `.background` the background style).
            let resolved: Any = try T.self == (any ShapeStyle).self && args == nil
                ? convert(base, to: (any ShapeStyle).self, at: node) as Any : convert(base, to: T.self, at: node) as Any
            let result = try applyImplicit(.native(resolved), name, args, s)
            guard case .native(let n as T) = result else { throw mismatch(result, "\(T.self)", s) }
            return n
        }
        if case .implicit(let name, let args, let s) = v {
            if let key = builtins.typeNames[ObjectIdentifier(T.self)] {
                if args == nil, let user = try userStatic(key, name, at: s) { return try convert(user, to: T.self, at: s) }
                if let args, let f = pick(libraryStaticFunctions[key]?[name] ?? [], args) {
                    return try convert(try callFunction(f, self: .type(key), args, at: s).value, to: T.self, at: s)
                }
                // `.init(...)` where the type is known: `[.init(color: .red, location: 0)]`.
                if name == "init", let args, let made = try builtins.construct(key, args: args, self, s), case .native(let n as T) = made { return n }
                if let found = try builtins.staticMember(key, name, args: args, self, s), case .native(let n as T) = found { return n }
                // A colour where any shape style is expected (`.primary`).
                if T.self == (any ShapeStyle).self { return try convert(v, to: Color.self, at: node) as! T }
                throw error("'.\(name)' is not a member of \(key)", s)
            }
        }
        if T.self == Decimal.self, let d = decimal(v) { return d as! T }
        if case .implicit(let name, let args, let s) = v, let key = Interpreter.foundationTypeNames[ObjectIdentifier(T.self)],
           case .native(let n as T)? = try foundationStatic(key, name, args, at: s) {
            // `of: .now` where a Date is expected.
            return n
        }
        // A number, string or boolean where a protocol type is expected
        // (`any Hashable`, `any StringProtocol`).
        switch v {
        case .int(let i): if let t = i as? T { return t }
        case .double(let d): if let t = d as? T { return t }
        case .string(let s): if let t = s as? T { return t }
        case .bool(let b): if let t = b as? T { return t }
        default: break
        }
        return try convertToProtocol(v, to: T.self, at: node)
    }

    /// Conversions to the types the generator fixes generic parameters to
    /// (`AnyHashable`, `AnyView`, `AnyShapeStyle`) and to style protocols a
    /// type of the file conforms to.
    private func convertToProtocol<T>(_ v: Value, to type: T.Type, at node: Syntax) throws -> T {
        if T.self == AnyHashable.self || T.self == (any Hashable).self {
            if case .native(let n as AnyHashable) = v, let t = n as? T { return t }
            if let key = InterpretedKey(v), let t = AnyHashable(key) as? T { return t }
        }
        if T.self == (any Equatable).self {
            // `onChange(of: items)`: a value of the file compares by what it holds.
            if case .native(let n) = v, let t = n as? T { return t }
            if let key = InterpretedKey(v), let t = key as? T { return t }
        }
        if T.self == AnyView.self { return try toView(v, at: node) as! T }
        if let range = T.self as? any ConvertibleClosedRange.Type, let r = range.converting(v, self) { return r as! T }
        if let focus = T.self as? any FocusBindingFromValue.Type, let b = focus.make() { return b as! T }
        if T.self == AnyShapeStyle.self { return AnyShapeStyle(try convert(v, to: (any ShapeStyle).self, at: node)) as! T }
        if let style = try adaptedStyle(v, to: T.self, at: node) { return style }
        throw mismatch(v, Builtins.typeKey(T.self), node)
    }

    func union<S: OptionSet>(_ items: [Value], _ type: S.Type, at node: Syntax) throws -> S where S.Element == S {
        var set = S()
        for item in items { set.formUnion(try convert(item, to: S.self, at: node)) }
        return set
    }

    private func numberStatic(_ v: Value, at node: Syntax) throws -> Double? {
        guard case .implicit(let name, nil, _) = v, case .native(let n as CGFloat)? = try builtins.staticMember("CGFloat", name, args: nil, self, node) else { return nil }
        return Double(n)
    }

    private func mismatch(_ v: Value, _ expected: String, _ node: Syntax) -> InterpreterError {
        error("expected \(expected) here, not \(v.kindName)", node)
    }
}

/// An optional parameter type: `nil` is nil, anything else converts to
/// the wrapped type.
protocol ConvertibleOptional {
    static func converting(_ v: Value, _ i: Interpreter, _ node: Syntax) throws -> Self
}

extension Optional: ConvertibleOptional {
    static func converting(_ v: Value, _ i: Interpreter, _ node: Syntax) throws -> Self {
        if v.isNone { return .none }
        return .some(try i.convert(v, to: Wrapped.self, at: node))
    }
}

/// An array parameter type: each element converts to the element type.
protocol ConvertibleArray {
    static func converting(_ items: [Value], _ i: Interpreter, _ node: Syntax) throws -> Self
}

extension Array: ConvertibleArray {
    static func converting(_ items: [Value], _ i: Interpreter, _ node: Syntax) throws -> Self {
        try items.map { try i.convert($0, to: Element.self, at: node) }
    }
}

/// `[.medium, .large]` where a `Set` is expected (`presentationDetents`).
extension Set: ConvertibleArray {
    static func converting(_ items: [Value], _ i: Interpreter, _ node: Syntax) throws -> Self {
        Set(try items.map { try i.convert($0, to: Element.self, at: node) })
    }
}

/// A closed range parameter (`Slider(in:)`, `Gauge(in:)`): an interpreted
/// `a...b` of integers (held half-open) or of numbers.
protocol ConvertibleClosedRange {
    static func converting(_ v: Value, _ i: Interpreter) -> Self?
}

extension ClosedRange: ConvertibleClosedRange where Bound: BinaryFloatingPoint {
    static func converting(_ v: Value, _ i: Interpreter) -> Self? {
        switch v {
        case .range(let lo, let hi) where lo < hi: return Bound(lo)...Bound(hi - 1)
        case .tuple(let bounds, _) where bounds.count == 2:
            guard let lo = i.number(bounds[0]), let hi = i.number(bounds[1]), lo <= hi else { return nil }
            return Bound(lo)...Bound(hi)
        default: return nil
        }
    }
}

/// A focus binding (`$focusedField` for `.focused(_:equals:)`): focus does
/// not change a still layout, so a fresh state of the parameter's type
/// stands for the file's.
protocol FocusBindingFromValue {
    static func make() -> Any?
}

extension FocusState.Binding: FocusBindingFromValue {
    static func make() -> Any? {
        if Value.self == Bool.self { return FocusState<Bool>().projectedValue }
        return (Value.self as? any HashableOptional.Type)?.focusBinding()
    }
}

protocol HashableOptional {
    static func focusBinding() -> Any
}

extension Optional: HashableOptional where Wrapped: Hashable {
    static func focusBinding() -> Any { FocusState<Wrapped?>().projectedValue }
}

extension Interpreter {
    /// The method call or property read an implicit member chain held
    /// (`.footnote.bold()`, `.blue.gradient`), on the resolved member.
    func applyImplicit(_ base: Value, _ name: String, _ args: [Arg]?, _ at: Syntax) throws -> Value {
        if let args {
            // `.now.addingTimeInterval(-3600)` where a Date is expected.
            if let v = try foundationMethod(base, name, args, at: at) { return v }
            return try builtins.method(base, name, args: args, self, at)
        }
        return try memberOf(base, name, at: at)
    }
}
