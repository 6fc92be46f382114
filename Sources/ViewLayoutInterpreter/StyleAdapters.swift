import Foundation
import SwiftSyntax
import ViewLayout

/// Styles the file declares (`struct PrimaryButtonStyle: ButtonStyle`)
/// passed where the library expects one: each is wrapped in a library-side
/// style whose `makeBody(configuration:)` interprets the file's own when
/// the engine calls it, as a `ViewModifier` of the file is applied.
extension Interpreter {
    /// The adapter for the style protocol `T` (`any ButtonStyle`), when `v`
    /// is an instance of a file type that declares that conformance.
    func adaptedStyle<T>(_ v: Value, to type: T.Type, at node: Syntax) throws -> T? {
        guard let (name, _) = Interpreter.styleAdapters[ObjectIdentifier(T.self)] else { return nil }
        // `.primary` from the file's `extension ButtonStyle where Self == PrimaryButtonStyle`.
        if case .implicit(let member, nil, let s) = v, let found = try userStatic(name, member, at: s) {
            return try adaptedStyle(found, to: T.self, at: node)
        }
        guard case .instance(let i) = v, let (name, wrap) = Interpreter.styleAdapters[ObjectIdentifier(T.self)],
              i.type.conformances.contains(name),
              let makeBody = i.type.methods["makeBody"]?.first(where: { $0.parameters.first?.label == "configuration" }) else { return nil }
        let level = deferredLevel()
        let body: (Any) -> AnyView = { configuration in
            self.lateView(at: node) {
                try self.atLevel(level, at: node) {
                    try self.callFunction(makeBody, self: v, [Arg(label: "configuration", value: .native(configuration), syntax: node)], at: node).value
                }
            }
        }
        return wrap(body) as? T
    }

    /// Style protocols a file's type may conform to, by existential type:
    /// the protocol's name as written and the adapter around a body.
    static let styleAdapters: [ObjectIdentifier: (String, @Sendable (@escaping (Any) -> AnyView) -> Any)] = [
        ObjectIdentifier((any ButtonStyle).self): ("ButtonStyle", { InterpretedButtonStyle(body: $0) }),
        ObjectIdentifier((any PrimitiveButtonStyle).self): ("PrimitiveButtonStyle", { InterpretedPrimitiveButtonStyle(body: $0) }),
        ObjectIdentifier((any LabelStyle).self): ("LabelStyle", { InterpretedLabelStyle(body: $0) }),
        ObjectIdentifier((any ToggleStyle).self): ("ToggleStyle", { InterpretedToggleStyle(body: $0) }),
    ]

    /// The protocols whose `makeBody(configuration:)` is a view builder.
    static let styleProtocols: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle"]
}

nonisolated struct InterpretedButtonStyle: ButtonStyle {
    let body: (Any) -> AnyView
    func makeBody(configuration: Configuration) -> AnyView { body(configuration) }
}

nonisolated struct InterpretedPrimitiveButtonStyle: PrimitiveButtonStyle {
    let body: (Any) -> AnyView
    func makeBody(configuration: Configuration) -> AnyView { body(configuration) }
}

nonisolated struct InterpretedLabelStyle: LabelStyle {
    let body: (Any) -> AnyView
    func makeBody(configuration: Configuration) -> AnyView { body(configuration) }
}

nonisolated struct InterpretedToggleStyle: ToggleStyle {
    let body: (Any) -> AnyView
    func makeBody(configuration: Configuration) -> AnyView { body(configuration) }
}

/// An interpreted value used as a hashable one (a `tag`, a selection):
/// an enum case of the file by its case and associated values, so that
/// `.home` written without its type equals `Tab.home`.
struct InterpretedKey: Hashable, CustomStringConvertible {
    let text: String
    /// What `String(describing:)` shows, as for the compiled value (a
    /// picker shows its selection so): an enum case's name, or its string
    /// raw value, which the library prefers.
    let description: String

    init?(_ v: Value) {
        guard let t = InterpretedKey.text(v) else { return nil }
        text = t
        switch v {
        case .enumValue(let e):
            if case .string(let raw)? = e.type.enumCase(e.name)?.rawValue { description = raw } else { description = e.name }
        case .implicit(let name, _, _): description = name
        case .string(let s): description = s
        default: description = t
        }
    }

    static func == (a: InterpretedKey, b: InterpretedKey) -> Bool { a.text == b.text }
    func hash(into h: inout Hasher) { h.combine(text) }

    private static func text(_ v: Value) -> String? {
        switch v {
        case .int(let i): return "\(i)"
        case .double(let d): return "\(d)"
        case .string(let s): return s.debugDescription
        case .bool(let b): return "\(b)"
        case .none: return "nil"
        case .enumValue(let e):
            let values = e.values.map { text($0) }
            guard !values.contains(where: { $0 == nil }) else { return nil }
            return ".\(e.name)" + (values.isEmpty ? "" : "(" + values.map { $0! }.joined(separator: ",") + ")")
        case .implicit(let name, nil, _): return ".\(name)"
        case .instance(let i) where i.type.kind == .classType:
            // A class instance is itself: keyed by its identity.
            return "\(i.type.name)@\(UInt(bitPattern: ObjectIdentifier(i).hashValue))"
        case .instance(let i):
            // A struct of the file (`NavigationLink(value: message)`, a
            // `Hashable` struct as a tag): keyed by its stored values.
            let values = i.type.stored.map { i.fields[$0.name].flatMap(text) }
            guard !values.contains(where: { $0 == nil }) else { return nil }
            return i.type.name + "(" + values.map { $0! }.joined(separator: ",") + ")"
        case .native(let n as AnyHashable):
            return "\(type(of: n.base)):\(n)"
        case .tuple(let items, _), .array(let items):
            let values = items.map { text($0) }
            guard !values.contains(where: { $0 == nil }) else { return nil }
            return "(" + values.map { $0! }.joined(separator: ",") + ")"
        default: return nil
        }
    }
}
