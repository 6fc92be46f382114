import Foundation
import SwiftSyntax
import ViewLayout

/// The package's views, modifiers and types as the interpreter knows them:
/// one table entry per view, modifier, method or static member, each a
/// closure that reads its arguments with an `ArgReader` and calls the public
/// API. To add a view or modifier, add one entry in `register...` below (the
/// Extending article shows one).
final class Builtins: @unchecked Sendable {
    typealias Entry = (inout ArgReader) throws -> Value
    typealias Modifier = (AnyView, inout ArgReader) throws -> Value
    typealias Method = (Any, inout ArgReader) throws -> Value

    enum Static {
        case value(Any)
        case function(Entry)
    }

    /// Initialisers: `HStack(...)`, `Text(...)`, `CGSize(...)`.
    var initializers: [String: Entry] = [:]
    /// View modifiers, applicable to any view.
    var modifiers: [String: Modifier] = [:]
    /// Methods of one type, tried before the view modifiers (as Swift picks
    /// `Text.font(_:)`, which returns `Text`, over `View.font(_:)`).
    var methods: [String: [String: Method]] = [:]
    /// Static members: `Color.red`, `Font.system(size:)`, `Alignment.top`;
    /// also what `.name` converts to where that type is expected.
    var statics: [String: [String: Static]] = [:]
    /// Read-only properties: `context.width`.
    var properties: [String: [String: (Any) -> Value]] = [:]

    static let shared = Builtins()

    private init() {
        registerViews()
        registerModifiers()
        registerTypes()
        registerLayoutViews()
        registerLayoutModifiers()
        registerStandardLibrary()
        registerCustomLayoutTypes()
    }

    func isBuiltinType(_ name: String) -> Bool {
        initializers[name] != nil || statics[name] != nil
    }

    /// The key of `methods` for a value: its type, or `Shape` for shapes.
    func methodGroups(_ v: Any) -> [String] {
        var groups = ["\(type(of: v))"]
        if v is any Shape { groups.append("Shape") }
        return groups
    }

    // MARK: Lookup (called by the interpreter)

    func construct(_ name: String, args: [Arg], _ i: Interpreter, _ at: Syntax) throws -> Value? {
        guard let entry = initializers[name] else { return nil }
        var reader = ArgReader(i, callee: name, call: at, args: args)
        let v = try entry(&reader)
        try reader.finish()
        return v
    }

    func staticMember(_ type: String, _ name: String, args: [Arg]?, _ i: Interpreter, _ at: Syntax) throws -> Value? {
        if statics["\(type).\(name)"] != nil || initializers["\(type).\(name)"] != nil { return .type("\(type).\(name)") }
        guard let s = statics[type]?[name] else { return nil }
        switch (s, args) {
        case (.value(let v), nil): return .native(v)
        case (.function(let f), let args?):
            var reader = ArgReader(i, callee: "\(type).\(name)", call: at, args: args)
            let v = try f(&reader)
            try reader.finish()
            return v
        case (.value, _?): throw i.error("'\(type).\(name)' is not a function", at)
        case (.function, nil): throw i.error("'\(type).\(name)' is a function: call it with (...)", at)
        }
    }

    func method(_ base: Value, _ name: String, args: [Arg], _ i: Interpreter, _ at: Syntax) throws -> Value {
        switch base {
        case .implicit, .implicitMethod: return .implicitMethod(base, name, args, at)
        default: break
        }
        if case .native(let n) = base {
            for g in methodGroups(n) {
                if let m = methods[g]?[name] {
                    var reader = ArgReader(i, callee: name, call: at, args: args)
                    let v = try m(n, &reader)
                    try reader.finish()
                    return v
                }
            }
        }
        guard let modifier = modifiers[name] else {
            throw i.error("unknown modifier '\(name)' (on \(base.kindName))", at)
        }
        let view = try i.toView(base, at: at)
        var reader = ArgReader(i, callee: name, call: at, args: args)
        let v = try modifier(view, &reader)
        try reader.finish()
        return v
    }

    func property(_ base: Value, _ name: String, _ i: Interpreter, _ at: Syntax) throws -> Value? {
        switch base {
        case .array(let a) where name == "count": return .int(a.count)
        case .string(let s) where name == "count": return .int(s.count)
        case .native(let n): return properties["\(type(of: n))"]?[name]?(n)
        default: return nil
        }
    }
}
