import SwiftSyntax

/// What a generated call is made on.
enum Base {
    /// `Type(args)`.
    case initializer(String)
    /// `Type.name(args)`.
    case staticOf(String)
    /// A modifier: the interpreter passes the view as an `AnyView`.
    case view
    /// A method of a concrete type.
    case concrete(String)
    /// A method of a protocol extension: the base is opened.
    case opened(String)
    /// A method of a generic type (`ForEach.onDelete`): the call is written
    /// as a method `name` of an extension of the type, where its generic
    /// parameters are bound, reached through a protocol the extension
    /// conforms it to (`TableGenerator.openedProtocol`).
    case openedGeneric(type: String, method: String)
}

/// One parameter as declared.
struct ParamSpec {
    var label: String?
    var type: TypeSyntax
    var defaultValue: String?
    var isBuilder: Bool
    /// `@ToolbarContentBuilder`: the closure's items are toolbar content.
    var isToolbarBuilder = false
}

struct Unsupported: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

/// How one argument is read.
private enum Reading {
    /// Converted to a library type.
    case value(String)
    /// A view or a closure that builds one (`@ViewBuilder () -> Content`).
    case view(closure: Bool)
    /// A closure the layout never calls (`action: () -> Void`): accepted,
    /// and given to the API as a closure that does nothing.
    case ignoredClosure(arity: Int)
    /// A value of a generic parameter `<S: ShapeStyle>`: read as `any
    /// ShapeStyle` and opened.
    case opened(generic: String, constraint: String)
    /// `D.Type` where the generic `D` is fixed to a concrete type: the file
    /// names its own type (`for: Item.self`), passed on as the concrete one.
    case metatype(String)
    /// A `@ToolbarContentBuilder` closure: its items collected by the
    /// interpreter into the builder's result.
    case toolbar
    /// A closure the library calls during layout with values of its own
    /// (`GeometryReader`'s proxy, `alignmentGuide`'s dimensions), returning
    /// a view or a length: interpreted when called.
    case late(arity: Int, view: Bool)
}

extension TableGenerator {
    func candidate(_ sig: String, _ params: FunctionParameterListSyntax, call name: String?, base: Base, generics: [String: [String]],
                   _ m: Member, returnsVoid: Bool) -> Result<String, Unsupported> {
        var specs: [ParamSpec] = []
        for p in params {
            // A variadic parameter takes one value here (`for: .navigationBar`),
            // which Swift accepts for `T...`; a second value is an unknown argument.
            if p.defaultValue?.value.is(MacroExpansionExprSyntax.self) == true {
                return .failure(Unsupported("a default the compiler fills in (\(p.defaultValue!.value.trimmedDescription)): written by macros, not by hand"))
            }
            let builder = p.attributes.lazy.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            specs.append(ParamSpec(label: p.firstName.text == "_" ? nil : p.firstName.text, type: p.type,
                                   defaultValue: p.defaultValue?.value.trimmedDescription, isBuilder: builder.contains("ViewBuilder"),
                                   isToolbarBuilder: builder.contains("ToolbarContentBuilder")))
        }
        return candidate(sig, specs, call: name, base: base, generics: generics, m, returnsVoid: returnsVoid)
    }

    func candidate(_ sig: String, _ params: [ParamSpec], call name: String?, base: Base, generics: [String: [String]],
                   _ m: Member, returnsVoid: Bool) -> Result<String, Unsupported> {
        if let f = m.decl.as(FunctionDeclSyntax.self), f.signature.effectSpecifiers?.throwsClause != nil || f.signature.effectSpecifiers?.asyncSpecifier != nil {
            return .failure(Unsupported("throwing or async function"))
        }
        // A generic parameter written inside a parameter type
        // (`Binding<SelectionValue>`, `ClosedRange<V>`) cannot be opened from
        // one existential argument: it is fixed to one concrete type that
        // satisfies its constraints, as a same-type requirement would.
        var m = m
        // A generic parameter of the function itself, unconstrained and not
        // in its result (`ShareLink(item:)`'s `Item`): Swift infers `Any`
        // from an `Any` argument, so the value is passed as it is.
        let own = (m.decl.as(FunctionDeclSyntax.self)?.genericParameterClause ?? m.decl.as(InitializerDeclSyntax.self)?.genericParameterClause)?
            .parameters.map { $0.name.text } ?? []
        let resultNames = m.decl.as(FunctionDeclSyntax.self)?.signature.returnClause?.type.tokens(viewMode: .sourceAccurate).map(\.text) ?? []
        let heldAsAny = Set(own.filter { !resultNames.contains($0) })
        for (g, c) in generics where m.sameTypes[g] == nil && params.contains(where: { nests(g, in: $0.type) }) {
            guard var concrete = concreteType(for: c) else { continue }
            // A focus state holds a Bool or an optional (its initialisers
            // need one): `$field` of `@FocusState var field: Field?`.
            if concrete == "AnyHashable", params.contains(where: { $0.type.trimmedDescription.contains("FocusState<\(g)>") }) { concrete = "AnyHashable?" }
            m.sameTypes[g] = concrete
        }
        var readings: [Reading] = []
        var specText: [String] = []
        var extraGenerics = 0
        var inferred: Set<String> = []
        do {
            for p in params {
                let r = try reading(p, generics: generics, m, heldAsAny: heldAsAny, fresh: &extraGenerics, inferred: &inferred)
                readings.append(r)
                var s = p.label ?? "_"
                if case .view(closure: true) = r { s += "{}" }
                if case .ignoredClosure = r { s += "{}" }
                if case .late = r { s += "{}" }
                if case .toolbar = r { s += "{}" }
                if p.defaultValue != nil { s += "=" }
                specText.append(s)
            }
        } catch let e as Unsupported {
            return .failure(e)
        } catch {
            return .failure(Unsupported("\(error)"))
        }
        // Every generic parameter must come from an argument (a view, a
        // builder closure, an opened value) for the call to type-check.
        if let missing = generics.keys.sorted().first(where: { !inferred.contains($0) && m.sameTypes[$0] == nil }) {
            return .failure(Unsupported("generic parameter \(missing) is not given by a view or opened argument"))
        }
        var body = ""
        var args: [String] = []
        // Plain values first (their conversion choosing among overloads),
        // then views (building one runs interpreted code).
        for (i, (p, r)) in zip(params, readings).enumerated() {
            let d = p.defaultValue.map { ", default: \($0)" } ?? ""
            switch r {
            case .value(let t): body += "                let a\(i) = try b.value(\(i), \(typeExpr(t)).self\(d))\n"
            case .opened(_, let c): body += "                let a\(i) = try b.value(\(i), (any \(c)).self\(d))\n"
            case .ignoredClosure: body += p.defaultValue == nil ? "                _ = try b.closure(\(i))\n" : "                let a\(i) = try b.closure(\(i))\n"
            case .late(_, let view): body += "                let a\(i) = try b.\(view ? "lateView" : "lateLength")(\(i))\n"
            case .toolbar: body += "                let a\(i) = try b.toolbarContent(\(i))\n"
            case .metatype: body += "                try b.type(\(i))\n"
            case .view: break
            }
        }
        for (i, r) in readings.enumerated() {
            if case .view = r { body += "                let a\(i) = try b.view(\(i))\n" }
        }
        var openedParams: [(String, String, String)] = [] // (generic, constraint, local)
        for (i, (p, r)) in zip(params, readings).enumerated() {
            let label = p.label.map { "\($0): " } ?? ""
            switch r {
            case .value, .view(closure: false): args.append("\(label)a\(i)")
            case .view(closure: true), .toolbar: args.append("\(label){ a\(i) }")
            case .metatype(let t): args.append("\(label)\(t).self")
            case .opened(let g, let c):
                openedParams.append(("P_" + g, c, "a\(i)"))
                args.append("\(label)a\(i)")
            case .late(let arity, _):
                let values = (0..<arity).map { "$\($0)" }.joined(separator: ", ")
                args.append("\(label){ a\(i)([\(values)]) }")
            case .ignoredClosure(let arity):
                let literal = arity == 0 ? "{}" : "{ " + Array(repeating: "_", count: arity).joined(separator: ", ") + " in }"
                args.append(p.defaultValue.map { "\(label)a\(i) ? \(literal) : \($0)" } ?? "\(label)\(literal)")
            }
        }
        let argList = args.joined(separator: ", ")
        let member = name.map { ".\($0)" } ?? ""
        var expr: String
        switch base {
        case .initializer(let t): expr = "\(t)(\(argList))"
        case .staticOf(let t): expr = "\(t)\(member)(\(argList))"
        case .view: expr = "(base as! AnyView)\(member)(\(argList))"
        case .concrete(let t): expr = "(base as! \(t))\(member)(\(argList))"
        case .opened(let p):
            body += "                let s = base as! any \(p)\n"
            openedParams.insert(("Self_", p, "s"), at: 0)
            expr = "s\(member)(\(argList))"
        case .openedGeneric: expr = "self\(member)(\(argList))"
        }
        let result: String
        switch (base, returnsVoid) {
        case (.view, _): result = ".native(AnyView(\(expr)))"
        case (_, true): result = "{ \(expr); return Value.void }()"
        default: result = "Value.wrap(\(expr))"
        }
        if openedParams.isEmpty {
            body += "                return \(result)\n"
        } else {
            let genericList = openedParams.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
            let paramList = openedParams.map { "_ \($0.2): \($0.0)" }.joined(separator: ", ")
            body += "                func call<\(genericList)>(\(paramList)) -> Value { \(result) }\n"
            body += "                return call(\(openedParams.map(\.2).joined(separator: ", ")))\n"
        }
        let header = "            Candidate(\"\(sig)\", \"\(specText.joined(separator: " "))\") { base, b in\n"
        if case .openedGeneric(let type, let method) = base {
            // The entry forwards to the method; the method follows the
            // marker, for `generate()` to write into the type's extension.
            let forward = "                return try (base as! any \(TableGenerator.openedProtocol(type))).\(method)(&b)\n"
            return .success(header + forward + "            },\n" + TableGenerator.openedMarker
                            + "    func \(method)(_ b: inout BoundArgs) throws -> Value {\n" + body + "    }\n")
        }
        return .success(header + body + "            },\n")
    }

    /// Whether generic parameter `g` appears inside a parameter's type
    /// (not as the whole type, nor only in a closure's signature).
    private func nests(_ g: String, in type: TypeSyntax) -> Bool {
        var t = type
        while let a = t.as(AttributedTypeSyntax.self) { t = a.baseType }
        if t.trimmedDescription == g || functionType(t) != nil { return false }
        return t.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(g) }
    }

    /// The type a generic parameter is fixed to, from its constraints: the
    /// one the interpreter's values convert to (a number to `Double`, a
    /// hashable value to `AnyHashable`, a view to `AnyView`, a style to
    /// `AnyShapeStyle`); nil when none satisfies them all.
    private func concreteType(for constraints: [String]) -> String? {
        var c = Set(constraints).subtracting(["Sendable", "Equatable"])
        // A number: `Double`, whose `Stride` is `Double` (the requirements on
        // associated types, "?", that numeric APIs add are met).
        if !c.isDisjoint(with: ["BinaryFloatingPoint", "Strideable"]) {
            c.remove("?")
            return c.isSubset(of: ["BinaryFloatingPoint", "Strideable", "Comparable", "Hashable"]) ? "Double" : nil
        }
        if c == ["Hashable"] { return "AnyHashable" }
        if c == ["View"] { return "AnyView" }
        if c == ["ShapeStyle"] { return "AnyShapeStyle" }
        if c == ["StringProtocol"] { return "String" }
        return nil
    }

    /// `CGFloat?` as an expression (`CGFloat?.self` needs no parentheses;
    /// compositions do).
    private func typeExpr(_ t: String) -> String { t.contains("&") || t.hasPrefix("any ") ? "(\(t))" : t }

    private func reading(_ p: ParamSpec, generics: [String: [String]], _ m: Member, heldAsAny: Set<String>, fresh: inout Int,
                         inferred: inout Set<String>) throws -> Reading {
        var type = p.type
        if let a = type.as(AttributedTypeSyntax.self) {
            if a.specifiers.contains(where: { $0.trimmedDescription.hasPrefix("inout") }) { throw Unsupported("inout parameter: a Layout requirement the engine calls with its cache") }
            type = a.baseType
        }
        if let f = functionType(type) {
            let returns = f.returnClause.type.trimmedDescription
            if p.isToolbarBuilder, f.parameters.isEmpty, generics[returns] != nil {
                inferred.insert(returns)
                return .toolbar
            }
            let returnsView = p.isBuilder || returns == "some View" || (generics[returns]?.contains("View") ?? false)
            if returnsView {
                if m.sameTypes[returns] != nil { throw Unsupported("builder closure whose view type the extension fixes (\(returns) == \(m.sameTypes[returns]!))") }
                inferred.insert(returns)
                if f.parameters.isEmpty { return .view(closure: true) }
                if f.parameters.contains(where: { $0.type.trimmedDescription.hasPrefix("inout") }) { throw Unsupported("builder closure with an inout parameter") }
                return .late(arity: f.parameters.count, view: true)
            }
            if returns == "CGFloat", !f.parameters.isEmpty, !f.parameters.contains(where: { $0.type.trimmedDescription.hasPrefix("inout") }) {
                return .late(arity: f.parameters.count, view: false)
            }
            if returns == "Void" || returns == "()" { return .ignoredClosure(arity: f.parameters.count) }
            throw Unsupported("closure returning \(returns): the library calls it, so it needs interpreter logic")
        }
        if let some = type.as(SomeOrAnyTypeSyntax.self), some.someOrAnySpecifier.text == "some" {
            let constraints = splitComposition(some.constraint.trimmedDescription)
            if constraints.contains("View") { return .view(closure: false) }
            fresh += 1
            return .opened(generic: "O\(fresh)", constraint: constraints.map { index.qualify($0, in: m.context) }.joined(separator: " & "))
        }
        let written = type.trimmedDescription
        if let c = generics[written], m.sameTypes[written] == nil {
            inferred.insert(written)
            if c.contains("?") { throw Unsupported("generic parameter \(written) with requirements on its associated types") }
            if c.isEmpty {
                guard heldAsAny.contains(written) else { throw Unsupported("generic parameter \(written) with no protocol to open") }
                return .value("Any")
            }
            if c.contains("View") { return .view(closure: false) }
            return .opened(generic: written, constraint: c.map { index.qualify($0, in: m.context) }.joined(separator: " & "))
        }
        if let meta = type.as(MetatypeTypeSyntax.self), meta.metatypeSpecifier.text == "Type",
           let g = meta.baseType.as(IdentifierTypeSyntax.self), generics[g.name.text] != nil, let fixed = m.sameTypes[g.name.text] {
            inferred.insert(g.name.text)
            return .metatype(fixed)
        }
        return .value(try typeText(type, generics: generics, m))
    }

    private func functionType(_ t: TypeSyntax) -> FunctionTypeSyntax? {
        var t = t
        while true {
            if let f = t.as(FunctionTypeSyntax.self) { return f }
            if let a = t.as(AttributedTypeSyntax.self) { t = a.baseType; continue }
            if let o = t.as(OptionalTypeSyntax.self) { t = o.wrappedType; continue }
            if let tuple = t.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { t = only.type; continue }
            return nil
        }
    }

    /// A parameter type as written outside the library: nested names
    /// qualified, `Self` named; what a table entry cannot read is an error.
    func typeText(_ t: TypeSyntax, generics: [String: [String]], _ m: Member) throws -> String {
        if let i = t.as(IdentifierTypeSyntax.self) {
            let name = i.name.text
            if ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath"].contains(name) { throw Unsupported("key path parameter") }
            if let same = m.sameTypes[name] { return same }
            if generics[name] != nil { throw Unsupported("generic parameter \(name) inside a parameter type") }
            var text: String
            if name == "Self" {
                guard index.types[m.context]?.kind != .protocolType else { throw Unsupported("Self of a protocol in a parameter type") }
                text = m.context
            } else {
                text = index.qualify(name, in: m.context)
                if text.contains("Self") { throw Unsupported("Self of a protocol in a parameter type") }
            }
            if let args = i.genericArgumentClause?.arguments {
                text += "<" + (try args.map { a -> String in
                    guard let at = a.argument.as(TypeSyntax.self) else { throw Unsupported("generic argument \(a.argument)") }
                    return try typeText(at, generics: generics, m)
                }).joined(separator: ", ") + ">"
            }
            return text
        }
        if let mt = t.as(MemberTypeSyntax.self) {
            let n = mt.name.text
            if n == "Type" || n == "Protocol" { throw Unsupported("metatype parameter") }
            if let g = mt.baseType.as(IdentifierTypeSyntax.self), generics[g.name.text] != nil, m.sameTypes[g.name.text] == nil { throw Unsupported("associated type of a generic parameter") }
            var text = try typeText(mt.baseType, generics: generics, m) + "." + n
            if let args = mt.genericArgumentClause?.arguments {
                text += "<" + (try args.map { a -> String in
                    guard let at = a.argument.as(TypeSyntax.self) else { throw Unsupported("generic argument \(a.argument)") }
                    return try typeText(at, generics: generics, m)
                }).joined(separator: ", ") + ">"
            }
            return text
        }
        if let o = t.as(OptionalTypeSyntax.self) {
            if functionType(o.wrappedType) != nil { throw Unsupported("optional closure") }
            let inner = try typeText(o.wrappedType, generics: generics, m)
            return inner.contains(" ") ? "(\(inner))?" : inner + "?"
        }
        if let o = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return try typeText(o.wrappedType, generics: generics, m) + "?" }
        if let a = t.as(ArrayTypeSyntax.self) { return "[" + (try typeText(a.element, generics: generics, m)) + "]" }
        if let d = t.as(DictionaryTypeSyntax.self) {
            return "[" + (try typeText(d.key, generics: generics, m)) + ": " + (try typeText(d.value, generics: generics, m)) + "]"
        }
        if let s = t.as(SomeOrAnyTypeSyntax.self), s.someOrAnySpecifier.text == "any" {
            if s.constraint.is(MetatypeTypeSyntax.self) { throw Unsupported("metatype parameter") }
            return "any " + (try typeText(s.constraint, generics: generics, m))
        }
        if let c = t.as(CompositionTypeSyntax.self) {
            return try c.elements.map { try typeText($0.type, generics: generics, m) }.joined(separator: " & ")
        }
        if let tuple = t.as(TupleTypeSyntax.self) {
            if tuple.elements.isEmpty { return "Void" }
            if tuple.elements.count == 1, let only = tuple.elements.first { return try typeText(only.type, generics: generics, m) }
            throw Unsupported("tuple parameter")
        }
        if t.is(MetatypeTypeSyntax.self) { throw Unsupported("metatype parameter") }
        if t.is(FunctionTypeSyntax.self) { throw Unsupported("closure inside a parameter type") }
        throw Unsupported("parameter type \(t.trimmedDescription)")
    }
}
