import Foundation
import SwiftSyntax
import ViewLayout

extension Interpreter {
    /// Most loop iterations and calls one render may run (`RenderBudget`):
    /// past it a loop that never ends is an error, not a hang; view and
    /// layout code takes a few steps per subview.
    static let maximumSteps = RenderBudget.steps
    /// How deeply functions of the file may call each other (recursion).
    static let maximumCallDepth = 200

    func tick(_ node: some SyntaxProtocol) throws {
        steps += 1
        if steps > Interpreter.maximumSteps {
            throw error("this render runs more than \(Interpreter.maximumSteps) steps (its step budget: loop iterations and calls): a loop that does not end?", node)
        }
        if steps & 255 == 0 { try checkClock(node) }
    }

    // MARK: Calls

    /// The function of `candidates` whose labels (and, for same-label
    /// overloads, parameter types) fit the arguments.
    func pick(_ candidates: [UserFunction], _ args: [Arg]) -> UserFunction? {
        let fitting = candidates.filter { $0.accepts(args) }
        if fitting.count <= 1 { return fitting.first }
        return fitting.first { f in
            zip(f.parameters, args).allSatisfy { p, a in valueFits(a.value, p.type) }
        } ?? fitting.first
    }

    /// A loose check used only to tell overloads apart.
    func valueFits(_ v: Value, _ type: TypeSyntax) -> Bool {
        let name = type.trimmedDescription
        switch v {
        case .native(let n): return builtins.isBuiltinType(name) ? "\(Swift.type(of: n))" == name : true
        case .instance(let i): return types[name] == nil || i.type.name == name
        default: return true
        }
    }

    /// Calls a function of the file: binds the arguments to the parameters
    /// in a new scope (whose parent is the file's), runs the body, and gives
    /// back its value (converted to the declared return type).
    func callFunction(_ f: UserFunction, self selfValue: Value?, _ args: [Arg], at node: some SyntaxProtocol) throws -> CallResult {
        try tick(node)
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Interpreter.maximumCallDepth {
            throw error("calls nest more than \(Interpreter.maximumCallDepth) deep (recursion that does not end?)", node)
        }
        var isClass = false
        if case .instance(let i)? = selfValue { isClass = i.type.isClass }
        let scope = Scope(parent: globals, selfValue: selfValue, selfIsMutable: f.isMutating || f.isInitializer || isClass)
        var i = 0
        var inoutPositions: [(Int, String)] = []
        for p in f.parameters {
            if i < args.count, p.takes(args[i]) {
                if p.isInout {
                    guard args[i].inoutTarget != nil || args[i].isBridged else {
                        throw error("'\(p.name)' is inout: pass it as &name", args[i].syntax)
                    }
                    inoutPositions.append((i, p.name))
                }
                var v = args[i].value
                if p.isBuilder, case .closure(let c) = v { v = .closure(Closure(syntax: c.syntax, scope: c.scope, isBuilder: true)) }
                scope.bind(p.name, try coerce(v, to: p.type, at: args[i].syntax), constant: !p.isInout)
                i += 1
            } else if let d = p.defaultValue {
                scope.bind(p.name, try coerce(try eval(d, globals), to: p.type, at: d), constant: true)
            } else {
                throw error("\(f.signatureText) needs an argument \(p.label.map { "'\($0):'" } ?? "without a label")", node)
            }
        }
        if i < args.count {
            throw error("\(f.signatureText) has no argument \(args[i].label.map { "'\($0):'" } ?? "without a label") here", args[i].syntax)
        }
        var value = Value.void
        if f.isBuilder {
            value = .native(try buildViews(f.body, scope))
        } else {
            let body = Scope(parent: scope)
            switch try exec(f.body, body, valueOfLast: f.returnType != nil) {
            case .returned(let v): value = try coerce(v, to: f.returnType, at: f.syntax)
            case .normal:
                if let r = f.returnType, !isVoid(r) { throw error("\(f.signatureText) ends without returning a value", f.syntax) }
            case .breakLoop, .continueLoop, .fallThrough: throw error("'break', 'continue' or 'fallthrough' outside a loop or switch", f.syntax)
            }
        }
        var inouts: [Int: Value] = [:]
        for (position, name) in inoutPositions { inouts[position] = scope.names[name] }
        return CallResult(value: value, selfAfter: (f.isMutating || f.isInitializer) ? scope.names["self"] : nil, inouts: inouts)
    }

    private func isVoid(_ t: TypeSyntax) -> Bool {
        let s = t.trimmedDescription
        return s == "Void" || s == "()"
    }

    /// Calls a function and writes back what it changed: the `&x`
    /// arguments, and the base of a mutating method (`base`, nil for the
    /// implicit `self`).
    func invoke(_ f: UserFunction, self selfValue: Value?, base: ExprSyntax?, _ args: [Arg], _ scope: Scope,
                at node: some SyntaxProtocol) throws -> Value {
        let r = try callFunction(f, self: selfValue, args, at: node)
        for (position, v) in r.inouts {
            if let target = args[position].inoutTarget { try modify(target, scope) { $0 = v } }
        }
        if f.isMutating, let after = r.selfAfter {
            if let base { try modify(base, scope) { $0 = after } } else { try modifySelf(scope, at: node) { $0 = after } }
        }
        return r.value
    }

    /// Calls a function value or closure with positional arguments.
    func apply(_ fn: Value, _ args: [Value], at node: some SyntaxProtocol) throws -> Value {
        switch fn {
        case .closure(let c): return try callClosure(c, args, builder: c.isBuilder, at: node)
        case .function(.enumCase(let t, let name)):
            return try makeCase(t, name, args.map { Arg(label: nil, value: $0, syntax: Syntax(node)) }, at: node)
        case .function(.user(let f, let s)):
            return try callFunction(f, self: s, args.map { Arg(label: nil, value: $0, syntax: Syntax(node)) }, at: node).value
        case .function(.builtin(let name)):
            return try callBuiltin(name, args.map { Arg(label: nil, value: $0, syntax: Syntax(node)) }, at: Syntax(node))
        case .function(.initializer(let t)):
            return try callType(t, args.map { Arg(label: nil, value: $0, syntax: Syntax(node)) }, at: node)
        case .keyPath(let path) where args.count == 1:
            // `map(\.width)`: a key path used as a function.
            return try path.split(separator: ".").reduce(args[0]) { v, name in try memberOf(v, String(name), at: node) }
        default: throw error("\(fn.kindName) is not a function", node)
        }
    }

    /// An operator or standard function used as a value.
    func callBuiltin(_ name: String, _ args: [Arg], at node: Syntax) throws -> Value {
        if Interpreter.operatorNames.contains(name) {
            guard args.count == 2 else { throw error("operator '\(name)' takes two values", node) }
            return try binary(name, args[0].value, args[1].value, at: node)
        }
        guard let v = try globalFunction(name, args, at: node) else { throw error("unknown function '\(name)'", node) }
        return v
    }

    static let operatorNames: Set<String> = ["+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!="]

    func arguments(_ list: LabeledExprListSyntax, trailing: ClosureExprSyntax?, additional: MultipleTrailingClosureElementListSyntax?,
                   _ scope: Scope) throws -> [Arg] {
        // An argument's position is its label's (or its value's when unlabelled).
        var args = try list.map { a -> Arg in
            if let io = a.expression.as(InOutExprSyntax.self) {
                return Arg(label: a.label?.text, value: try eval(io.expression, scope), syntax: Syntax(a), inoutTarget: io.expression)
            }
            return Arg(label: a.label?.text, value: try eval(a.expression, scope), syntax: Syntax(a))
        }
        if let trailing { args.append(Arg(label: nil, value: .closure(Closure(syntax: trailing, scope: scope)), syntax: Syntax(trailing))) }
        for extra in additional ?? [] {
            args.append(Arg(label: extra.label.text, value: .closure(Closure(syntax: extra.closure, scope: scope)), syntax: Syntax(extra.closure)))
        }
        return args
    }

    func call(_ e: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try arguments(e.arguments, trailing: e.trailingClosure, additional: e.additionalTrailingClosures, scope)
        let callee = e.calledExpression
        if let g = callee.as(GenericSpecializationExprSyntax.self), let ref = g.expression.as(DeclReferenceExprSyntax.self) {
            // `Set<Int>()`, `Card<Text>(...)`: the arguments' types are not checked.
            return try callType(ref.baseName.text, args, at: e)
        }
        if let a = callee.as(ArrayExprSyntax.self), a.elements.count == 1, args.isEmpty { return .array([]) }
        if callee.is(DictionaryExprSyntax.self), args.isEmpty { return .native(InterpretedDictionary()) }
        if let ref = callee.as(DeclReferenceExprSyntax.self), scope.lookup(ref.baseName.text) == nil, globalDecls[ref.baseName.text] == nil {
            let name = ref.baseName.text
            if let t = types[name] { return try construct(t, args: args, at: Syntax(e)) }
            if name == "Self", let t = scope.lookup("self").flatMap(typeName(of:)) { return try callType(t, args, at: e) }
            // A method of `self`, or a closure it holds (`content()`).
            let selfValue = scope.lookup("self")
            if case .instance(let i)? = selfValue, let held = i.fields[name] {
                if case .closure(let c) = held { return try callClosure(c, args.map(\.value), builder: c.isBuilder, at: e) }
                return try apply(held, args.map(\.value), at: e)
            }
            if case .instance(let i)? = selfValue, let f = pick(i.type.methods[name]?.filter { !$0.isStatic } ?? [], args) {
                return try invoke(f, self: selfValue, base: nil, args, scope, at: e)
            }
            if let candidates = functions[name] {
                guard let f = pick(candidates, args) else { throw error("no function \(name)(...) takes these arguments (\(candidates.map(\.signatureText).joined(separator: ", ")))", e) }
                return try invoke(f, self: nil, base: nil, args, scope, at: e)
            }
            // A modifier applied to `self` (`padding()` in `extension View`).
            if let selfValue, isView(selfValue), builtins.modifiers[name] != nil || viewExtensions[name] != nil || name == "modifier" {
                return try methodCall(selfValue, name, args, base: nil, scope, at: Syntax(ref))
            }
            if let v = try globalFunction(name, args, at: Syntax(e)) { return v }
            if let v = try libraryInit(name, args, at: e) { return v }
            if Interpreter.languageTypes.contains(name), let v = try languageInit(name, args, at: Syntax(e)) { return v }
            if let v = try builtins.construct(name, args: args, self, Syntax(e)) { return v }
            if let b = broken[name] { throw b }
            throw error("unknown view or function '\(name)'", ref)
        }
        if let m = callee.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            guard var baseExpr = m.base else { return .implicit(name, args, Syntax(e)) }
            if let chained = baseExpr.as(OptionalChainingExprSyntax.self) {
                if try eval(chained.expression, scope).isNone { return .none }
                baseExpr = chained.expression
            }
            if name == "init", let r = baseExpr.as(DeclReferenceExprSyntax.self), r.baseName.text == "self" {
                // `self.init(...)` in an initialiser: the value it makes becomes self.
                let made: Value
                switch scope.lookup("self") {
                case .instance(let i)?: made = try construct(i.type, args: args, at: Syntax(e))
                case .type(let t)?: made = try callType(t, args, at: e)
                default: throw error("'self.init' outside an initialiser", e)
                }
                try modifySelf(scope, at: e) { $0 = made }
                return .void
            }
            var base = try eval(baseExpr, scope)
            if case .array = base, Interpreter.mutatingArrayMethods.contains(name) {
                // The variable's array is changed where it is stored: this
                // copy is dropped first, so `append` grows it in place
                // (amortised O(1)) instead of copying it every time.
                base = .array([])
            }
            if case .type(let t) = base {
                if name == "init" { return try callType(t, args, at: e) }
                if let u = types[t], u.enumCase(name) != nil { return try makeCase(u, name, args, at: e) }
                if t == "Binding", name == "constant", args.count == 1 { return args[0].value }
                if let v = try foundationStatic(t, name, args, at: Syntax(e)) { return v }
                if let f = pick(libraryStaticFunctions[t]?[name] ?? [], args) {
                    return try invoke(f, self: .type(t), base: nil, args, scope, at: e)
                }
                // A nested type of the package (`Gradient.Stop(color:location:)`).
                if types[t] == nil, let v = try builtins.construct("\(t).\(name)", args: args, self, Syntax(e)) { return v }
                if let f = pick(types[t]?.methods[name]?.filter(\.isStatic) ?? [], args) {
                    return try invoke(f, self: .type(t), base: nil, args, scope, at: e)
                }
                if let v = try builtins.staticMember(t, name, args: args, self, Syntax(e)) { return v }
                throw error("'\(t).\(name)(...)' is not supported", m.declName)
            }
            return try methodCall(base, name, args, base: baseExpr, scope, at: Syntax(m.declName))
        }
        let f = try eval(callee, scope)
        switch f {
        case .type(let t): return try callType(t, args, at: e)
        case .closure(let c):
            if let labelled = args.first(where: { $0.label != nil }) { throw error("a closure takes no argument labels", labelled.syntax) }
            return try callClosure(c, args.map(\.value), builder: c.isBuilder, at: e)
        case .function(.enumCase(let t, let name)):
            return try makeCase(t, name, args, at: e)
        case .function(.user(let fn, let selfValue)):
            return try invoke(fn, self: selfValue, base: nil, args, scope, at: e)
        case .function(.builtin(let name)):
            return try callBuiltin(name, args, at: Syntax(e))
        default: break
        }
        if let l = try layoutValue(f, at: callee) {
            // `layout { ... }`: a layout value called with its content.
            var reader = ArgReader(self, callee: "layout", call: Syntax(e), args: args)
            let content = try reader.viewBuilder(reader.has("content") ? "content" : nil)
            try reader.finish()
            return .native(Builtins.callLayout(l, content))
        }
        throw error("calling \(f.kindName) is not supported", callee)
    }

    /// `base.name(args)`: a method of a struct of the file, a mutating or
    /// plain method of the standard library, a method or modifier of the
    /// package, or a modifier the file declares in `extension View`.
    /// `base` is the expression a mutating method writes back to.
    func methodCall(_ value: Value, _ name: String, _ args: [Arg], base: ExprSyntax?, _ scope: Scope, at node: Syntax) throws -> Value {
        if case .instance(let i) = value, let f = pick(i.type.methods[name]?.filter { !$0.isStatic } ?? [], args) {
            return try invoke(f, self: value, base: base, args, scope, at: node)
        }
        if case .enumValue(let ev) = value, let f = pick(ev.type.methods[name]?.filter { !$0.isStatic } ?? [], args) {
            return try invoke(f, self: value, base: base, args, scope, at: node)
        }
        if name == "modifier", args.count == 1, let v = try applyViewModifier(value, args[0].value, at: node) { return v }
        if case .native(let n) = value {
            for g in builtins.methodGroups(n) + (n is any View ? ["View"] : []) {
                guard g != "View", let candidates = libraryExtensions[g]?[name], let f = pick(candidates, args) else { continue }
                return try invoke(f, self: value, base: nil, args, scope, at: node)
            }
        }
        if let v = try foundationMethod(value, name, args, at: node) { return v }
        if let v = try standardMethod(value, name, args, at: node, mutate: { change in
            guard let base else { throw error("'\(name)' changes its value: call it on a variable", node) }
            var result = Value.void
            try modify(base, scope) { result = try change(&$0) }
            return result
        }) {
            return v
        }
        if let candidates = viewExtensions[name], isView(value) {
            guard let f = pick(candidates, args) else { throw error("no \(name)(...) takes these arguments", node) }
            let view = try toView(value, at: node)
            return try invoke(f, self: .native(view), base: nil, args, scope, at: node)
        }
        if case .native(let spacing as ViewSpacing) = value, name == "formUnion" {
            guard let base else { throw error("'formUnion' changes its value: call it on a variable", node) }
            var r = ArgReader(self, callee: name, call: node, args: args)
            var s = spacing
            s.formUnion(try r.value(nil, ViewSpacing.self), edges: try r.value("edges", Edge.Set.self, default: .all))
            try r.finish()
            try modify(base, scope) { $0 = .native(s) }
            return .void
        }
        return try builtins.method(value, name, args: args, self, node)
    }

    private func isView(_ v: Value) -> Bool {
        switch v {
        case .native(let n): n is any View
        case .instance(let i): i.type.isView
        case .implicit, .implicitMethod: true
        default: false
        }
    }

    func callType(_ t: String, _ args: [Arg], at e: some SyntaxProtocol) throws -> Value {
        if let u = types[t] { return try construct(u, args: args, at: Syntax(e)) }
        if let v = try libraryInit(t, args, at: e) { return v }
        if Interpreter.languageTypes.contains(t), let v = try languageInit(t, args, at: Syntax(e)) { return v }
        if let v = try builtins.construct(t, args: args, self, Syntax(e)) { return v }
        if let b = broken[t] { throw b }
        throw error("unknown type '\(t)'", e)
    }

    /// An instance of a struct of the file: through its declared `init`s,
    /// else the memberwise initialiser. A `Layout` struct called with a
    /// trailing view builder (`MyLayout { ... }`) is the layout applied to
    /// that content.
    func construct(_ t: UserType, args: [Arg], at node: Syntax) throws -> Value {
        if t.isLayout, let last = args.last, last.label == nil, last.syntax.is(ClosureExprSyntax.self) {
            let rest = Array(args.dropLast())
            if !t.initializers.contains(where: { $0.accepts(args) }) {
                let made = try construct(t, args: rest, at: node)
                guard let layout = try layoutValue(made, at: node) else { throw error("'\(t.name)' is not a layout", node) }
                return .native(Builtins.callLayout(layout, try viewArgument(last)))
            }
        }
        let declared = t.initializers + t.extensionInitializers
        if t.kind == .enumeration && !declared.contains(where: { $0.accepts(args) }) {
            return try enumFromRawValue(t, args, at: node)
        }
        let instance = Instance(type: t, fields: [:])
        // Defaults are evaluated with the fields set so far (a `lazy`
        // property's may read them).
        let scope = Scope(parent: globals, selfValue: .instance(instance))
        if !t.initializers.isEmpty || pick(t.extensionInitializers, args) != nil {
            guard let f = pick(declared, args) else {
                throw error("no init of '\(t.name)' takes these arguments (\(declared.map(\.signatureText).joined(separator: ", ")))", node)
            }
            for p in t.stored {
                if let initial = p.initial { instance.fields[p.name] = try coerce(try eval(initial, scope), to: p.typeSyntax, at: initial) }
            }
            let r = try callFunction(f, self: t.kind == .enumeration ? Value.none : .instance(instance), args, at: node)
            if f.isFailable, case .none = r.value { return .none }
            if t.kind == .enumeration, let made = r.selfAfter { return made }
            guard case .instance(let made)? = r.selfAfter else { throw error("init of '\(t.name)' replaced self", f.syntax) }
            for p in t.stored where made.fields[p.name] == nil {
                if p.typeSyntax?.is(OptionalTypeSyntax.self) == true { made.fields[p.name] = Value.none; continue }
                if t.bindings.contains(p.name) {
                    throw error("init of '\(t.name)' leaves the @Binding '\(p.name)' bound to nothing: assign it (_\(p.name) = binding)", f.syntax)
                }
                throw error("init of '\(t.name)' leaves '\(p.name)' without a value", f.syntax)
            }
            return .instance(made)
        }
        var reader = ArgReader(self, callee: "\(t.name)(...)", call: node, args: args)
        for p in t.stored {
            if p.isLet, let initial = p.initial {
                instance.fields[p.name] = try coerce(try eval(initial, scope), to: p.typeSyntax, at: initial)
            } else if let a = reader.take(p.name) ?? trailingClosure(for: p.name, of: t, &reader) {
                // `.sample` for a property of a type of the file: its static
                // member or case, through the declared type (`coerce`).
                if p.typeSyntax?.is(FunctionTypeSyntax.self) == true, case .closure(let c) = a.value {
                    // `@ViewBuilder var content: () -> Content`: kept, building views when called.
                    instance.fields[p.name] = .closure(Closure(syntax: c.syntax, scope: c.scope, isBuilder: p.isBuilder))
                } else if p.isBuilder || isViewContent(p.typeSyntax), case .closure(let c) = a.value {
                    // `@ViewBuilder let content: Content` given a closure: its views.
                    instance.fields[p.name] = try callClosure(c, [], builder: true, at: a.syntax)
                } else {
                    instance.fields[p.name] = try coerce(a.value, to: p.typeSyntax, at: a.syntax)
                }
            } else if let initial = p.initial {
                instance.fields[p.name] = try coerce(try eval(initial, scope), to: p.typeSyntax, at: initial)
            } else if p.typeSyntax?.is(OptionalTypeSyntax.self) == true {
                instance.fields[p.name] = Value.none
            } else if t.bindings.contains(p.name) {
                throw error("the @Binding '\(p.name)' of \(t.name) is bound to nothing: pass \(p.name): $state or .constant(value)", node)
            } else {
                throw error("\(t.name)(...) needs an argument '\(p.name):'", node)
            }
        }
        try reader.finish()
        return .instance(instance)
    }

    /// An initialiser the file adds to a type of the package
    /// (`extension Color { init(hex: Int) { self.init(red: ...) } }`): run
    /// with the type as `self` until its `self.init(...)` makes the value.
    private func libraryInit(_ t: String, _ args: [Arg], at e: some SyntaxProtocol) throws -> Value? {
        guard let f = pick(libraryStaticFunctions[t]?["init"] ?? [], args) else { return nil }
        let r = try callFunction(f, self: .type(t), args, at: e)
        if f.isFailable, case .none = r.value { return Value.none }
        guard let made = r.selfAfter, typeName(of: made) == nil else { throw error("init of '\(t)' does not call self.init(...)", f.syntax) }
        return made
    }

    /// The trailing closure of a memberwise initialiser, for the last stored
    /// property it can stand for (a function or `@ViewBuilder` property).
    private func trailingClosure(for name: String, of t: UserType, _ reader: inout ArgReader) -> Arg? {
        guard let last = t.stored.last(where: { !($0.isLet && $0.initial != nil) }), last.name == name,
              reader.labels.last == .some(nil), reader.args.last?.syntax.is(ClosureExprSyntax.self) == true else { return nil }
        return reader.take(nil)
    }

    /// A stored property whose type is a generic view parameter (`Content`)
    /// or `some View`/`AnyView`: a closure given for it is a view builder.
    private func isViewContent(_ type: TypeSyntax?) -> Bool {
        guard let name = type?.trimmedDescription else { return false }
        return name == "Content" || name == "Label" || name == "AnyView" || name.hasSuffix("Content")
    }

    /// Calls a closure with positional arguments; a view builder closure
    /// builds its views, any other runs its statements (its value: what it
    /// returns, or `()`).
    func callClosure(_ c: Closure, _ args: [Value], builder: Bool, at node: some SyntaxProtocol) throws -> Value {
        let scope = Scope(parent: c.scope)
        let sig = c.syntax.signature
        var names: [String] = []
        var types: [TypeSyntax?] = []
        if let params = sig?.parameterClause {
            switch params {
            case .simpleInput(let list):
                names = list.map { $0.name.text }
                types = names.map { _ in nil }
            case .parameterClause(let clause):
                names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
                types = clause.parameters.map(\.type)
            }
        }
        var args = args
        // `zip(a, b).map { x, y in ... }`: a tuple argument spreads over the parameters.
        if names.count > 1, args.count == 1, case .tuple(let items, _) = args[0], items.count == names.count { args = items }
        if sig?.parameterClause != nil {
            guard names.count == args.count else {
                throw error("this closure takes \(args.count) parameter\(args.count == 1 ? "" : "s"), not \(names.count)", c.syntax)
            }
            for (i, (n, v)) in zip(names, args).enumerated() where n != "_" {
                let value = try coerce(v, to: types[i], at: c.syntax)
                scope.bind(n, value, constant: true)
                // `ForEach($items) { $item in ... }`: a binding parameter; as
                // bindings hold their value, `item` and `$item` are the element.
                if n.count > 1, n.hasPrefix("$") { scope.bind(String(n.dropFirst()), value, constant: true) }
            }
        } else {
            // `zip(a, b).map { $0 * $1 }`: a tuple spreads over `$0`, `$1` ...
            // when the body uses more than `$0`.
            if args.count == 1, case .tuple(let items, _) = args[0], items.count > 1,
               c.syntax.statements.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .dollarIdentifier("$1") }) {
                args = items
            }
            for (i, v) in args.enumerated() { scope.bind("$\(i)", v, constant: true) }
        }
        if builder { return .native(try buildViews(c.syntax.statements, scope)) }
        try tick(node)
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Interpreter.maximumCallDepth {
            throw error("calls nest more than \(Interpreter.maximumCallDepth) deep (recursion that does not end?)", node)
        }
        switch try exec(c.syntax.statements, Scope(parent: scope), valueOfLast: true) {
        case .returned(let v): return v
        case .normal: return .void
        case .breakLoop, .continueLoop, .fallThrough: throw error("'break', 'continue' or 'fallthrough' outside a loop or switch", c.syntax)
        }
    }

    /// A body that gives a value: a computed property's getter, an
    /// AlignmentID's `defaultValue(in:)`.
    func runBody(_ items: CodeBlockItemListSyntax, _ scope: Scope) throws -> Value {
        switch try exec(items, Scope(parent: scope), valueOfLast: true) {
        case .returned(let v): return v
        case .normal: throw error("this body gives no value", items)
        case .breakLoop, .continueLoop, .fallThrough: throw error("'break', 'continue' or 'fallthrough' outside a loop or switch", items)
        }
    }
}
