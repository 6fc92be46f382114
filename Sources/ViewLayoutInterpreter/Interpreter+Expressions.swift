import Foundation
import SwiftSyntax
import ViewLayout

extension Interpreter {
    // MARK: Names

    func globalValue(_ name: String, at node: some SyntaxProtocol) throws -> Value? {
        if let v = globals.names[name] { return v }
        guard let (expr, _) = globalDecls[name] else { return nil }
        let key = "global." + name
        if evaluatingStatics.contains(key) { throw error("'\(name)' refers to itself", node) }
        evaluatingStatics.insert(key)
        defer { evaluatingStatics.remove(key) }
        let v = try coerce(try eval(expr, globals), to: globalTypes[name], at: expr)
        globals.names[name] = v
        return v
    }

    /// A static member declared in the file (`Message.sample`, an alignment
    /// from an extension), evaluated once.
    func userStatic(_ type: String, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        if let accessor = staticComputed[type]?[name] {
            // `static var brand: Color { ... }`: evaluated at each use, as Swift does.
            return try computedValue(.type(type), name, accessor, builder: false, node)
        }
        guard let expr = statics[type]?[name] else { return nil }
        let key = type + "." + name
        if let v = staticValues[key] { return v }
        if evaluatingStatics.contains(key) { throw error("'\(key)' refers to itself", node) }
        evaluatingStatics.insert(key)
        defer { evaluatingStatics.remove(key) }
        let v = try coerce(try eval(expr, Scope(parent: globals, selfValue: .type(type))), to: staticTypes[key], at: expr)
        staticValues[key] = v
        return v
    }

    /// The AlignmentID type standing for a struct of the file.
    func alignmentID(_ name: String, at node: some SyntaxProtocol) throws -> any AlignmentID.Type {
        if let t = alignmentTypes[name] { return t }
        guard let t = types[name], t.isAlignmentID, let f = t.defaultValue else {
            throw error("'\(name)' is not an AlignmentID declared in the file", node)
        }
        guard let param = f.signature.parameterClause.parameters.first, f.signature.parameterClause.parameters.count == 1,
              let body = f.body else {
            throw error("defaultValue(in:) takes one parameter", f)
        }
        let pname = (param.secondName ?? param.firstName).text
        let id = AlignmentRegistry.shared.register { [weak self] d in
            guard let self else { return 0 }
            let scope = Scope(parent: globals)
            scope.names[pname] = .native(d)
            return lateNumber(at: f.name) { try self.runBody(body.statements, scope) }
        }
        alignmentTypes[name] = id
        return id
    }

    // MARK: Expressions

    func eval(_ expr: ExprSyntax, _ scope: Scope) throws -> Value {
        depth += 1
        defer { depth -= 1 }
        if depth > Interpreter.maximumDepth { throw error("expression nested too deeply (more than \(Interpreter.maximumDepth) levels)", expr) }
        if stackLimit != 0 && Interpreter.stackAddress() < stackLimit {
            throw error(lateDepth > 0 ? "code run during layout nests too deeply (calls or expressions)"
                                      : "views, calls or expressions nest too deeply for the stack", expr)
        }
        switch expr.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let e):
            guard let v = Interpreter.integer(e.literal.text) else { throw error("integer literal \(e.literal.text) is not supported", e) }
            return .int(v)
        case .floatLiteralExpr(let e):
            guard let v = Double(e.literal.text.replacingOccurrences(of: "_", with: "")) else { throw error("number literal \(e.literal.text) is not supported", e) }
            return .double(v)
        case .booleanLiteralExpr(let e):
            return .bool(e.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr:
            return .none
        case .stringLiteralExpr(let e):
            return .string(try string(e, scope))
        case .declReferenceExpr(let e):
            return try reference(e, scope)
        case .memberAccessExpr(let e):
            return try member(e, scope)
        case .functionCallExpr(let e):
            return try call(e, scope)
        case .closureExpr(let e):
            return .closure(Closure(syntax: e, scope: scope))
        case .infixOperatorExpr(let e):
            return try infix(e, scope)
        case .prefixOperatorExpr(let e):
            let v = try eval(e.expression, scope)
            switch (e.operator.text, v) {
            case ("-", .int(let i)):
                guard i != Int.min else { throw error("integer overflow in '-'", e) }
                return .int(-i)
            case ("-", .double(let d)): return .double(-d)
            case ("-", .native(let c as CGFloat)): return .double(-Double(c))
            case ("!", .bool(let b)): return .bool(!b)
            case ("...", _) where dynamicTypeSize(v) != nil: return .native(...dynamicTypeSize(v)!)
            case ("..<", _) where dynamicTypeSize(v) != nil: return .native(..<dynamicTypeSize(v)!)
            default: throw error("prefix '\(e.operator.text)' on \(v.kindName) is not supported", e)
            }
        case .tupleExpr(let e):
            if e.elements.count == 1, let only = e.elements.first, only.label == nil { return try eval(only.expression, scope) }
            return .tuple(try e.elements.map { try eval($0.expression, scope) }, e.elements.map { $0.label?.text })
        case .forceUnwrapExpr(let e):
            let v = try eval(e.expression, scope)
            if v.isNone { throw error("'\(e.expression.trimmedDescription.prefix(30))' is nil here", e) }
            return v
        case .asExpr(let e):
            if e.questionOrExclamationMark != nil { throw error("'as?' and 'as!' are not supported", e.asKeyword) }
            return try coerce(try eval(e.expression, scope), to: e.type, at: e)
        case .inOutExpr(let e):
            throw error("'&' is allowed only on an argument", e)
        case .arrayExpr(let e):
            var items = try e.elements.map { try eval($0.expression, scope) }
            // `[Size.l, .s]`: `.s` takes the type of the elements written in full.
            if let t = items.lazy.compactMap({ self.typeName(of: $0) }).first.flatMap({ self.types[$0] }),
               items.contains(where: { if case .implicit = $0 { true } else { false } }) {
                items = try items.map { try coerceToEnum($0, t, at: e) }
            }
            return .array(items)
        case .ternaryExpr(let e):
            return try condition(e.condition, scope) ? try eval(e.thenExpression, scope) : try eval(e.elseExpression, scope)
        case .keyPathExpr(let e):
            let path = e.components.map { $0.component.trimmedDescription }.joined(separator: ".")
            guard e.root == nil, !path.isEmpty else { throw error("key path \(e.trimmedDescription) is not supported", e) }
            return .keyPath(path.hasPrefix(".") ? String(path.dropFirst()) : path)
        case .subscriptCallExpr(let e):
            return try subscriptCall(e, scope)
        case .ifExpr(let e):
            // `let x = if c { 1 } else { 2 }`: the taken branch's last expression.
            guard case .returned(let v) = try execIf(e, scope, last: true) else { throw error("this 'if' gives no value", e) }
            return v
        case .switchExpr(let e):
            guard case .returned(let v) = try execSwitch(e, scope, last: true) else { throw error("this 'switch' gives no value", e) }
            return v
        case .tryExpr(let e):
            guard let mark = e.questionOrExclamationMark else { return try eval(e.expression, scope) }
            do {
                return try eval(e.expression, scope)
            } catch is ThrownError {
                if mark.tokenKind == .postfixQuestionMark { return .none }
                throw error("try! : an error was thrown", e)
            }
        case .awaitExpr(let e):
            return try eval(e.expression, scope)
        case .dictionaryExpr(let e):
            var d = InterpretedDictionary()
            if case .elements(let list) = e.content {
                for element in list {
                    try tick(element)  // each key is compared with the others
                    try d.set(try eval(element.key, scope), try eval(element.value, scope), self, at: element)
                }
            }
            return .native(d)
        case .postfixIfConfigExpr(let e):
            // `.padding() #if os(iOS) .modifier() #endif`: the base, then the
            // members of the clause taken on iOS, applied to it.
            var v = try e.base.map { try eval($0, scope) } ?? .void
            if case .postfixExpression(let chain)? = activeClause(e.config)?.elements {
                v = try applyChain(chain, to: v, scope)
            }
            return v
        case .macroExpansionExpr(let e) where e.macroName.text == "Preview" && e.trailingClosure != nil:
            return .native(try buildViews(e.trailingClosure!.statements, scope))
        default:
            throw error("\(describe(expr)) is not supported", expr)
        }
    }

    func condition(_ expr: ExprSyntax, _ scope: Scope) throws -> Bool {
        let v = try eval(expr, scope)
        guard case .bool(let b) = v else { throw error("a condition must be a Bool, not \(v.kindName)", expr) }
        return b
    }

    private func string(_ e: StringLiteralExprSyntax, _ scope: Scope) throws -> String {
        var out = ""
        for seg in e.segments {
            if out.utf8.count > RenderBudget.valueSize { try chargeValue(out.utf8.count, at: e) }
            switch seg {
            case .stringSegment(let s):
                out += try unescape(s.content.text, at: s)
            case .expressionSegment(let x):
                guard let only = x.expressions.first, only.label == nil else {
                    throw error("string interpolation with options is not supported", x)
                }
                let value = try eval(only.expression, scope)
                if x.expressions.count == 1 {
                    out += try text(of: value, at: only.expression)
                    continue
                }
                // `\(x, specifier: "%.1f")` (Text's), `\(x, format: .number)`.
                let option = x.expressions[x.expressions.index(after: x.expressions.startIndex)]
                guard x.expressions.count == 2, let label = option.label?.text, label == "specifier" || label == "format" else {
                    throw error("string interpolation with these options is not supported", x)
                }
                if label == "specifier" {
                    out += try stringFormat([Arg(label: "format", value: try eval(option.expression, scope), syntax: Syntax(option)),
                                             Arg(label: nil, value: value, syntax: Syntax(only))], at: Syntax(x))
                } else {
                    out += try formatNumber(value, Arg(label: nil, value: try eval(option.expression, scope), syntax: Syntax(option.expression)), at: Syntax(x))
                }
            }
        }
        // Short texts are left out of the render's total: only growth counts.
        if out.utf8.count > 4096 { try chargeValue(out.utf8.count, at: e) }
        return out
    }

    private func unescape(_ s: String, at node: some SyntaxProtocol) throws -> String {
        guard s.contains("\\") else { return s }
        var out = ""
        var it = s.makeIterator()
        while let c = it.next() {
            guard c == "\\" else { out.append(c); continue }
            switch it.next() ?? " " {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "\\": out.append("\\")
            case "\"": out.append("\"")
            case "'": out.append("'")
            case "0": out.append("\0")
            default: throw error("escape sequence in \(s.prefix(20)) is not supported", node)
            }
        }
        return out
    }

    private func reference(_ e: DeclReferenceExprSyntax, _ scope: Scope, named written: String? = nil) throws -> Value {
        let name = written ?? e.baseName.text
        if let v = scope.lookup(name) { return v }
        if let selfValue = scope.lookup("self") {
            if let v = try selfMember(selfValue, name, at: e) { return v }
            if name == "Self", let t = typeName(of: selfValue) { return .type(t) }
        }
        if name.count > 1, name.hasPrefix("$"), !name.dropFirst().allSatisfy(\.isNumber) {
            // `$flag`: a binding, here the value it refers to (see `bindingValue`).
            return try reference(e, scope, named: String(name.dropFirst()))
        }
        if let v = try globalValue(name, at: e) { return v }
        if let accessor = staticComputed[""]?[name] { return try computedValue(.void, name, accessor, builder: false, e) }
        if let f = functions[name]?.first { return .function(.user(f, nil)) }
        if types[name] != nil || builtins.isBuiltinType(name) { return .type(name) }
        if Interpreter.operatorNames.contains(name) || Interpreter.standardFunctions.contains(name) { return .function(.builtin(name)) }
        if Interpreter.languageTypes.contains(name) { return .type(name) }
        if name.hasPrefix("$") { throw error("'\(name)' is used outside a closure that has it", e) }
        if let b = broken[name] { throw b }
        throw error("unknown name '\(name)'", e)
    }

    static let standardFunctions: Set<String> = ["min", "max", "abs", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sqrt",
                                                 "floor", "ceil", "round", "exp", "log", "pow", "hypot"]

    func computed(_ s: Instance, _ name: String, _ accessor: AccessorBlockSyntax, _ at: some SyntaxProtocol) throws -> Value {
        try computedValue(.instance(s), name, accessor, builder: s.type.computedIsBuilder.contains(name), at)
    }

    /// A computed property's value: its getter run with `self` (an
    /// instance, an enum value, or the type for a static property).
    func computedValue(_ selfValue: Value, _ name: String, _ accessor: AccessorBlockSyntax, builder: Bool,
                       _ at: some SyntaxProtocol) throws -> Value {
        let body: CodeBlockItemListSyntax
        switch accessor.accessors {
        case .getter(let b): body = b
        case .accessors(let list):
            guard let get = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let b = get.body else {
                throw error("'\(name)' has no getter", accessor)
            }
            body = b.statements
        }
        let scope = Scope(parent: globals, selfValue: selfValue)
        // The property's declared type turns `.high` into the enum's case.
        let declared = accessor.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
        if builder {
            // A view's body nests as deeply as the views do, and a ForEach
            // of 100,000 rows evaluates as many: neither counts as a call or
            // a step; bodies within bodies have their own, larger limit.
            bodyDepth += 1
            defer { bodyDepth -= 1 }
            if bodyBase + bodyDepth > Interpreter.maximumBodyDepth {
                throw error("view bodies nest more than \(Interpreter.maximumBodyDepth) levels (a view that contains itself?)", at)
            }
            return .native(try buildViews(body, scope))
        }
        try tick(at)
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Interpreter.maximumCallDepth {
            throw error("calls nest more than \(Interpreter.maximumCallDepth) deep (recursion that does not end?)", at)
        }
        return try coerce(try runBody(body, scope), to: declared, at: at)
    }

    private func member(_ e: MemberAccessExprSyntax, _ scope: Scope) throws -> Value {
        let name = e.declName.baseName.text
        guard let baseExpr = e.base else { return .implicit(name, nil, Syntax(e)) }
        if let chained = baseExpr.as(OptionalChainingExprSyntax.self) {
            let base = try eval(chained.expression, scope)
            return base.isNone ? .none : try memberOf(base, name, at: e)
        }
        let base = try eval(baseExpr, scope)
        return try memberOf(base, name, at: e)
    }

    func memberOf(_ base: Value, _ name: String, at e: some SyntaxProtocol) throws -> Value {
        switch base {
        case .type(let t):
            if name == "self" { return .type(t) }
            if name == "init" { return .function(.initializer(t)) }
            if let u = types[t], let v = try typeMember(u, name, at: e) { return v }
            if let v = try userStatic(t, name, at: e) { return v }
            // A nested type (`Expense.Category`): the file's types share one namespace.
            if types[t] != nil, types[name] != nil { return .type(name) }
            if let v = try foundationStatic(t, name, nil, at: Syntax(e)) { return v }
            if let v = try builtins.staticMember(t, name, args: nil, self, Syntax(e)) {
                if case .native(let c as CGFloat) = v { return .double(Double(c)) }
                return v
            }
            if types[t] != nil { throw error("'\(t)' has no static member '\(name)'", e) }
            throw error("'\(t).\(name)' is not supported", e)
        case .instance(let i):
            if let v = try selfMember(base, name, at: e) { return v }
            throw error("'\(i.type.name)' has no member '\(name)'", e)
        case .enumValue(let ev):
            if let v = try selfMember(base, name, at: e) { return v }
            throw error("'\(ev.type.name)' has no member '\(name)'", e)
        case .implicit, .implicitMethod:
            // `.blue.gradient`: read once the type it converts to is known.
            return .implicitMethod(base, name, nil, Syntax(e))
        case .tuple(let items, let labels):
            if let index = Int(name) ?? labels.firstIndex(of: name), items.indices.contains(index) { return items[index] }
            throw error("the tuple has no element '\(name)'", e)
        case .none:
            throw error("'\(name)' of nil: unwrap the optional first (if let, ??, ?.)", e)
        default:
            if let v = try standardProperty(base, name, at: e) { return v }
            if let v = try foundationProperty(base, name, at: e) { return v }
            if let v = try builtins.property(base, name, self, Syntax(e)) { return v }
            throw error("\(base.kindName) has no member '\(name)' here", e)
        }
    }

    private func subscriptCall(_ e: SubscriptCallExprSyntax, _ scope: Scope) throws -> Value {
        let base = try eval(e.calledExpression, scope)
        let args = try arguments(e.arguments, trailing: nil, additional: nil, scope)
        if case .native(let d as InterpretedDictionary) = base, let key = args.first, args.count <= 2 {
            let found = try d.get(key.value, self, at: e)
            if args.count == 2, args[1].label == "default" { return found ?? args[1].value }
            return found ?? .none
        }
        if args.count == 1, args[0].label == nil, case .range(let lo, let hi) = args[0].value, case .array(let items) = base {
            // `items[1..<3]`: the elements in the range.
            guard lo >= 0, hi <= items.count else { throw error("range \(lo)..<\(hi) is out of bounds (0..<\(items.count))", e) }
            return .array(Array(items[lo..<hi]))
        }
        if args.count == 1, args[0].label == nil, case .int(let i) = args[0].value {
            switch base {
            case .array(let items):
                guard items.indices.contains(i) else { throw error("index \(i) is out of range (0..<\(items.count))", e) }
                return items[i]
            case .native(let s as LayoutSubviews):
                guard s.indices.contains(i) else { throw error("index \(i) is out of range (0..<\(s.count))", e) }
                return .native(s[i])
            case .range(let lo, let hi):
                let count = try rangeCount(lo, hi, at: e)
                guard i >= 0 && i < count else { throw error("index \(i) is out of range (0..<\(count))", e) }
                return .int(lo + i)
            default: break
            }
        }
        if case .native(let s as LayoutSubview) = base, args.count == 1, args[0].label == nil, case .type(let key) = args[0].value {
            return Builtins.readLayoutValue(s, try layoutKey(key, at: args[0].syntax))
        }
        if case .native(let d as ViewDimensions) = base, let a = args.first, args.count == 1 {
            if let h = try? convert(a.value, to: HorizontalAlignment.self, at: a.syntax) {
                return a.label == "explicit" ? (d[explicit: h].map { .double(Double($0)) } ?? .none) : .double(Double(d[h]))
            }
            let v = try convert(a.value, to: VerticalAlignment.self, at: a.syntax)
            return a.label == "explicit" ? (d[explicit: v].map { .double(Double($0)) } ?? .none) : .double(Double(d[v]))
        }
        throw error("subscript on \(base.kindName) is not supported", e)
    }

    private func infix(_ e: InfixOperatorExprSyntax, _ scope: Scope) throws -> Value {
        if e.operator.is(AssignmentExprSyntax.self) { return try assignment(e, "=", scope) }
        if let cast = e.operator.as(UnresolvedAsExprSyntax.self) {
            throw error("'\(cast.trimmedDescription)' casts are not supported", cast)
        }
        guard let op = e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw error("\(describe(e.operator)) is not supported", e.operator)
        }
        if op == "&&" { return .bool(try condition(e.leftOperand, scope) && condition(e.rightOperand, scope)) }
        if op == "||" { return .bool(try condition(e.leftOperand, scope) || condition(e.rightOperand, scope)) }
        if ["+=", "-=", "*=", "/=", "%="].contains(op) { return try assignment(e, op, scope) }
        if op == "??" {
            let a = try eval(e.leftOperand, scope)
            return a.isNone ? try eval(e.rightOperand, scope) : a
        }
        return try binary(op, try eval(e.leftOperand, scope), try eval(e.rightOperand, scope), at: e)
    }

    /// An integer literal: decimal, or `0x`, `0o`, `0b` with `_` separators.
    static func integer(_ literal: String) -> Int? {
        let text = literal.replacingOccurrences(of: "_", with: "")
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
            return Int(text.dropFirst(2), radix: radix)
        }
        return Int(text)
    }
}
