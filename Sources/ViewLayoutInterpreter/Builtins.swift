import Foundation
import SwiftSyntax
import ViewLayout

/// The package's views, modifiers and types as the interpreter knows them:
/// one table entry per view, modifier, method or static member, each a
/// closure that reads its arguments and calls the public API. Most entries
/// are generated from the library's declarations
/// (`Generated/LibraryTable.swift`, `registerLibrary`); the hand-written
/// `register...` functions below add what needs interpreter logic, and
/// replace the generated entry of the same name.
final class Builtins: @unchecked Sendable {
    typealias Entry = (inout ArgReader) throws -> Value
    typealias Modifier = (AnyView, inout ArgReader) throws -> Value
    typealias Method = (Any, inout ArgReader) throws -> Value

    enum Static {
        case value(Any)
        case function(Entry)
        /// A static member that is both a value and a function
        /// (`Animation.spring` and `Animation.spring(duration:)`).
        case both(Any, Entry)
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
    /// The name of a library type in these tables, for `.name` shorthands.
    private(set) var typeNames: [ObjectIdentifier: String] = [:]
    /// Option sets an array literal converts to (`[.top, .leading]`).
    private(set) var optionSets: [ObjectIdentifier: (Interpreter, [Value], Syntax) throws -> Any] = [:]
    /// Protocols whose extension methods are in `methods` (`Shape`).
    private var protocols: [(String, (Any) -> Bool)] = []

    static let shared = Builtins()

    private init() {
        registerLibrary()
        typeNames = Dictionary(Builtins.libraryTypeNames(), uniquingKeysWith: { a, _ in a })
        for (t, n) in [(CGSize.self as Any.Type, "CGSize"), (CGPoint.self, "CGPoint"), (CGRect.self, "CGRect")] { typeNames[ObjectIdentifier(t)] = n }
        optionSets = Dictionary(Builtins.libraryOptionSets(), uniquingKeysWith: { a, _ in a })
        protocols = Builtins.libraryProtocols()
        registerViews()
        registerModifiers()
        registerTypes()
        registerLayoutViews()
        registerStandardLibrary()
        registerCustomLayoutTypes()
    }

    func isBuiltinType(_ name: String) -> Bool {
        initializers[name] != nil || statics[name] != nil
    }

    /// The keys of `methods` and `properties` for a value: its type's
    /// qualified name (`Font.Weight`), its short name (without generic
    /// arguments too: `ForEach`), then the protocols
    /// with methods it conforms to (`Shape`).
    func methodGroups(_ v: Any) -> [String] {
        let short = "\(type(of: v))"
        var groups = [Builtins.typeKey(type(of: v))]
        if groups[0] != short { groups.append(short) }
        // A generic type's methods are under its unspecialised name (`ForEach`).
        if let open = short.firstIndex(of: "<") { groups.append(String(short[..<open])) }
        for (name, test) in protocols where test(v) { groups.append(name) }
        return groups
    }

    /// `Font.Weight` for `ViewLayout.Font.Weight` (the module dropped).
    static func typeKey(_ t: Any.Type) -> String {
        let full = String(reflecting: t)
        guard let dot = full.firstIndex(of: "."), !full[..<dot].contains("<") else { return full }
        return String(full[full.index(after: dot)...])
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
        case (.value(let v), nil), (.both(let v, _), nil): return .native(v)
        case (.function(let f), let args?), (.both(_, let f), let args?):
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
        case .native(let n):
            for g in methodGroups(n) { if let p = properties[g]?[name] { return p(n) } }
            return nil
        default: return nil
        }
    }
}
