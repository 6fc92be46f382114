import Foundation
import SwiftSyntax
import ViewLayout

/// A struct of the file that declares `: Layout`, as a real `Layout` for the
/// engine: each requirement calls the struct's interpreted method of that
/// signature with the engine's `ProposedViewSize`, `LayoutSubviews`,
/// `CGRect` and cache, and converts what it returns. Requirements the struct
/// does not implement take the protocol's documented defaults (no cache,
/// `updateCache` remaking it, merged spacing and explicit guides). The
/// engine cannot catch errors, so an error in a method is kept for
/// `checkLateErrors` and the method gives a neutral value (zero size, no
/// placement, which the engine treats as documented for unplaced subviews).
struct InterpretedLayout: Layout, _NamedLayout {
    typealias Cache = InterpretedLayoutCache

    /// The tree shows the struct's name, as for the compiled layout.
    var _layoutTypeName: String { instance.type.name }

    let interpreter: Interpreter
    let instance: Instance

    var type: UserType { instance.type }

    private func run<T>(_ requirement: String, _ fallback: T, _ body: (UserFunction) throws -> T) -> T {
        let node = type.nameNode
        return interpreter.lateCall(fallback, at: node) {
            guard let f = interpreter.layoutMethod(type, requirement) else {
                throw interpreter.error("custom Layout '\(type.name)' has no \(requirement)", node)
            }
            return try body(f)
        }
    }

    /// Calls the method with the engine's values; the cache goes in as an
    /// inout argument and comes back changed.
    private func call(_ f: UserFunction, _ args: [(String?, Value)], cache: inout Cache) throws -> Value {
        let at = Syntax(f.syntax)
        var list = args.map { Arg(label: $0.0, value: $0.1, syntax: at) }
        list.append(Arg(label: "cache", value: cache.value, syntax: at, isBridged: true))
        let r = try interpreter.callFunction(f, self: .instance(instance), list, at: at)
        if let c = r.inouts[list.count - 1] { cache.value = c }
        return r.value
    }

    func makeCache(subviews: Subviews) -> Cache {
        guard interpreter.layoutMethod(type, "makeCache(subviews:)") != nil else { return Cache(value: .void) }
        return run("makeCache(subviews:)", Cache(value: .void)) { f in
            let at = Syntax(f.syntax)
            return Cache(value: try interpreter.callFunction(f, self: .instance(instance), [Arg(label: "subviews", value: .native(subviews), syntax: at)], at: at).value)
        }
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        guard interpreter.layoutMethod(type, "updateCache(_:subviews:)") != nil else {
            cache = makeCache(subviews: subviews)
            return
        }
        run("updateCache(_:subviews:)", ()) { f in
            let at = Syntax(f.syntax)
            let r = try interpreter.callFunction(f, self: .instance(instance), [
                Arg(label: nil, value: cache.value, syntax: at, isBridged: true), Arg(label: "subviews", value: .native(subviews), syntax: at),
            ], at: at)
            if let c = r.inouts[0] { cache.value = c }
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        run("sizeThatFits(proposal:subviews:cache:)", CGSize.zero) { f in
            let v = try call(f, [("proposal", .native(proposal)), ("subviews", .native(subviews))], cache: &cache)
            return try interpreter.convert(v, to: CGSize.self, at: Syntax(f.syntax))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        run("placeSubviews(in:proposal:subviews:cache:)", ()) { f in
            _ = try call(f, [("in", .native(bounds)), ("proposal", .native(proposal)), ("subviews", .native(subviews))], cache: &cache)
        }
    }

    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard interpreter.layoutMethod(type, "spacing(subviews:cache:)") != nil else {
            return DefaultRequirements().spacing(subviews: subviews, cache: &cache)
        }
        return run("spacing(subviews:cache:)", ViewSpacing()) { f in
            let v = try call(f, [("subviews", .native(subviews))], cache: &cache)
            return try interpreter.convert(v, to: ViewSpacing.self, at: Syntax(f.syntax))
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout Cache) -> CGFloat? {
        explicitGuide("HorizontalAlignment", .native(guide), bounds, proposal, subviews, &cache) {
            DefaultRequirements().explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout Cache) -> CGFloat? {
        explicitGuide("VerticalAlignment", .native(guide), bounds, proposal, subviews, &cache) {
            DefaultRequirements().explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    /// The struct's `explicitAlignment(of:...)` for guides of `guideType`,
    /// else the protocol's default.
    private func explicitGuide(_ guideType: String, _ guide: Value, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews,
                               _ cache: inout Cache, default fallback: (inout Cache) -> CGFloat?) -> CGFloat? {
        let name = "explicitAlignment(of:in:proposal:subviews:cache:)"
        guard let f = interpreter.layoutMethod(type, name, firstType: guideType) else { return fallback(&cache) }
        return interpreter.lateCall(nil, at: type.nameNode) {
            let v = try call(f, [("of", guide), ("in", .native(bounds)), ("proposal", .native(proposal)), ("subviews", .native(subviews))],
                             cache: &cache)
            if v.isNone { return nil }
            guard let n = interpreter.number(v) else { throw interpreter.error("explicitAlignment must give a number or nil, not \(v.kindName)", f.syntax) }
            return CGFloat(n)
        }
    }
}

/// The cache of an interpreted layout: the value its `makeCache` made
/// (`()` when the struct declares none).
struct InterpretedLayoutCache {
    var value: Value
}

/// A layout with only the protocol's default `spacing` and
/// `explicitAlignment`, which read nothing but the subviews: an interpreted
/// layout that does not implement them uses these.
private struct DefaultRequirements: Layout {
    typealias Cache = InterpretedLayoutCache
    func makeCache(subviews: Subviews) -> Cache { Cache(value: .void) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {}
}

// MARK: Layout value keys

/// A custom `LayoutValueKey` of the file: like a custom AlignmentID, a
/// distinct generic type per key (see CustomAlignment.swift) whose value is
/// the interpreted value, boxed.
enum InterpretedLayoutKey<Code: SlotCode>: LayoutValueKey {
    static var defaultValue: LayoutValueBox { LayoutKeyRegistry.shared.defaultValue(Code.index) }
}

struct LayoutValueBox {
    let value: Value
}

final class LayoutKeyRegistry: @unchecked Sendable {
    static let shared = LayoutKeyRegistry()
    private let lock = NSLock()
    private var defaults: [Value] = [.none]

    func register(defaultValue: Value) -> any LayoutValueKey.Type {
        lock.lock()
        defaults.append(defaultValue)
        let index = defaults.count - 1
        lock.unlock()
        return Self.keyType(code: AlignmentRegistry.code(index))
    }

    func defaultValue(_ index: Int) -> LayoutValueBox {
        lock.lock()
        defer { lock.unlock() }
        return LayoutValueBox(value: index < defaults.count ? defaults[index] : .none)
    }

    private static func keyType<C: SlotCode>(code: C.Type) -> any LayoutValueKey.Type { InterpretedLayoutKey<C>.self }
}

extension Interpreter {
    /// The struct's method for a `Layout` requirement, by signature (and
    /// first parameter type for the two `explicitAlignment`s).
    func layoutMethod(_ t: UserType, _ signature: String, firstType: String? = nil) -> UserFunction? {
        let name = String(signature.prefix { $0 != "(" })
        return t.methods[name]?.first { f in
            !f.isStatic && f.signatureText == signature
                && (firstType == nil || f.parameters.first?.type.trimmedDescription == firstType)
        }
    }

    /// A value usable as a layout: one of the package's, or a struct of the
    /// file that conforms to `Layout` (nil for anything else).
    func layoutValue(_ v: Value, at node: some SyntaxProtocol) throws -> (any Layout)? {
        switch v {
        case .native(let l as any Layout): return l
        case .instance(let i) where i.type.isLayout:
            for requirement in ["sizeThatFits(proposal:subviews:cache:)", "placeSubviews(in:proposal:subviews:cache:)"]
            where layoutMethod(i.type, requirement) == nil {
                throw error("custom Layout '\(i.type.name)' has no \(requirement)", i.type.nameNode)
            }
            return InterpretedLayout(interpreter: self, instance: i)
        default: return nil
        }
    }

    /// The LayoutValueKey type standing for a struct of the file.
    func layoutKey(_ name: String, at node: some SyntaxProtocol) throws -> any LayoutValueKey.Type {
        if let k = layoutKeyTypes[name] { return k }
        guard let t = types[name], t.isLayoutValueKey else { throw error("'\(name)' is not a LayoutValueKey declared in the file", node) }
        guard let d = try userStatic(name, "defaultValue", at: node) else {
            throw error("LayoutValueKey '\(name)' has no static defaultValue", t.nameNode)
        }
        let k = LayoutKeyRegistry.shared.register(defaultValue: d)
        layoutKeyTypes[name] = k
        return k
    }

    /// Runs interpreted code the engine calls during layout (a custom
    /// layout's methods); an error is kept for `checkLateErrors` and
    /// `fallback` returned. All calls share the render's budget
    /// (`RenderBudget`); after an error, calls return `fallback` without
    /// running.
    func lateCall<T>(_ fallback: T, at node: some SyntaxProtocol, _ body: () throws -> T) -> T {
        // After an error the pass's result is void anyway: the engine's
        // further calls return at once instead of each running into the
        // same error again.
        if !lateErrors.isEmpty { return fallback }
        enterLate()
        defer { exitLate() }
        do {
            if lateDepth > 64 { throw error("custom layouts nest too deeply during layout", node) }
            return try body()
        } catch {
            if lateErrors.isEmpty { lateErrors.append(located(error, node)) }
        }
        return fallback
    }
}

extension Builtins {
    /// `CGRect` and `CGPoint` as a layout's methods use them, and
    /// `layoutValue(key:value:)` with a key the file declares.
    func registerCustomLayoutTypes() {
        // LayoutSubview, ProposedViewSize, ViewSpacing and UnitPoint are the
        // library's: their entries are generated (Generated/LibraryTable.swift).
        properties["CGPoint"] = [
            "x": { .double(Double(($0 as! CGPoint).x)) },
            "y": { .double(Double(($0 as! CGPoint).y)) },
        ]
        properties["CGRect", default: [:]]["origin"] = { .native(($0 as! CGRect).origin) }
        statics["CGRect"] = ["zero": .value(CGRect.zero)]
        initializers["CGRect"] = { r in
            if r.has("origin") { return .native(CGRect(origin: try r.value("origin", CGPoint.self), size: try r.value("size", CGSize.self))) }
            return .native(CGRect(x: try r.value("x", CGFloat.self), y: try r.value("y", CGFloat.self),
                                  width: try r.value("width", CGFloat.self), height: try r.value("height", CGFloat.self)))
        }
        modifiers["layoutValue"] = { v, r in
            let k = try r.required("key")
            guard case .type(let name) = k.value else {
                throw r.interpreter.error("layoutValue(key:value:) takes a LayoutValueKey type (Key.self), not \(k.value.kindName)", k.syntax)
            }
            let key = try r.interpreter.layoutKey(name, at: k.syntax)
            return .native(Builtins.layoutValue(v, key, LayoutValueBox(value: try r.required("value").value)))
        }
    }

    static func layoutValue(_ v: AnyView, _ key: any LayoutValueKey.Type, _ box: LayoutValueBox) -> AnyView { layoutValueOpened(v, key, box) }
    private static func layoutValueOpened<K: LayoutValueKey>(_ v: AnyView, _ key: K.Type, _ box: LayoutValueBox) -> AnyView {
        AnyView(v.layoutValue(key: K.self, value: box as! K.Value))
    }

    /// `subview[Key.self]` for a key of the file.
    static func readLayoutValue(_ s: LayoutSubview, _ key: any LayoutValueKey.Type) -> Value { readOpened(s, key) }
    private static func readOpened<K: LayoutValueKey>(_ s: LayoutSubview, _ key: K.Type) -> Value {
        (s[K.self] as? LayoutValueBox)?.value ?? .none
    }

    /// Assigns a member of one of the package's value types (`point.x += 1`);
    /// nil when the member cannot be assigned.
    static func setProperty(_ n: Any, _ name: String, _ v: Value, _ i: Interpreter, _ at: Syntax) throws -> Any? {
        func length() throws -> CGFloat { try i.convert(v, to: CGFloat.self, at: at) }
        switch (n, name) {
        case (var p as CGPoint, "x"): p.x = try length(); return p
        case (var p as CGPoint, "y"): p.y = try length(); return p
        case (var s as CGSize, "width"): s.width = try length(); return s
        case (var s as CGSize, "height"): s.height = try length(); return s
        case (var r as CGRect, "origin"): r.origin = try i.convert(v, to: CGPoint.self, at: at); return r
        case (var r as CGRect, "size"): r.size = try i.convert(v, to: CGSize.self, at: at); return r
        case (var p as ProposedViewSize, "width"): p.width = v.isNone ? nil : try length(); return p
        case (var p as ProposedViewSize, "height"): p.height = v.isNone ? nil : try length(); return p
        default: return nil
        }
    }
}
