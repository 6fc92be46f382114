import Foundation
import SwiftSyntax
import ViewLayout

extension Interpreter {
    // MARK: Statements

    /// Runs statements in `scope`. With `valueOfLast`, a final expression
    /// (or `if` whose branches end in one) is the body's value, as in a
    /// single-expression function or closure.
    func exec(_ items: CodeBlockItemListSyntax, _ scope: Scope, valueOfLast: Bool = false) throws -> Flow {
        let items = activeItems(items)
        let count = items.count
        // `defer { ... }` blocks, run in reverse when the statements end.
        var defers: [CodeBlockSyntax] = []
        func finish(_ flow: Flow) throws -> Flow {
            for d in defers.reversed() { _ = try exec(d.statements, Scope(parent: scope)) }
            return flow
        }
        for (i, item) in items.enumerated() {
            let last = valueOfLast && i == count - 1
            let flow: Flow
            do {
                switch item.item {
                case .decl(let d):
                    try declareLocal(d, scope)
                    continue
                case .expr(let e):
                    flow = try execExpression(e, scope, last: last)
                case .stmt(let s):
                    if let d = s.as(DeferStmtSyntax.self) { defers.append(d.body); continue }
                    flow = try execStatement(s, scope, last: last)
                }
            } catch let thrown as ThrownError where !defers.isEmpty {
                _ = try finish(.normal)
                throw thrown
            }
            if case .normal = flow { continue }
            return try finish(flow)
        }
        return try finish(.normal)
    }

    private func execExpression(_ e: ExprSyntax, _ scope: Scope, last: Bool) throws -> Flow {
        if let ifExpr = e.as(IfExprSyntax.self) { return try execIf(ifExpr, scope, last: last) }
        if let switchExpr = e.as(SwitchExprSyntax.self) { return try execSwitch(switchExpr, scope, last: last) }
        if last && !isAssignment(e) { return .returned(try eval(e, scope)) }
        _ = try eval(e, scope)
        return .normal
    }

    /// Runs the case a `switch` takes, and those it falls through to.
    func execSwitch(_ switchExpr: SwitchExprSyntax, _ scope: Scope, last: Bool) throws -> Flow {
        do {
            var (index, body, branch) = try switchCase(switchExpr, scope)
            while true {
                // `break` in a case leaves the switch, not the loop around it.
                let flow = try exec(body, branch, valueOfLast: last)
                if case .breakLoop = flow { return .normal }
                guard case .fallThrough = flow else { return flow }
                index += 1
                let cases = Array(switchExpr.cases)
                guard index < cases.count, case .switchCase(let next) = cases[index] else {
                    throw error("'fallthrough' from the last case", switchExpr.switchKeyword)
                }
                (body, branch) = (next.statements, Scope(parent: scope))
            }
        }
    }

    private func isAssignment(_ e: ExprSyntax) -> Bool {
        guard let infix = e.as(InfixOperatorExprSyntax.self) else { return false }
        if infix.operator.is(AssignmentExprSyntax.self) { return true }
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return op.hasSuffix("=") && !["==", "!=", "<=", ">="].contains(op)
    }

    private func execStatement(_ s: StmtSyntax, _ scope: Scope, last: Bool) throws -> Flow {
        if let r = s.as(ReturnStmtSyntax.self) {
            guard let e = r.expression else { return .returned(.void) }
            return .returned(try eval(e, scope))
        }
        if let x = s.as(ExpressionStmtSyntax.self) { return try execExpression(x.expression, scope, last: last) }
        if let d = s.as(DoStmtSyntax.self) { return try execDo(d.body, d.catchClauses, scope) }
        if let t = s.as(ThrowStmtSyntax.self) { throw ThrownError(value: try eval(t.expression, scope), at: error("an error thrown here was not caught", t)) }
        if s.is(FallThroughStmtSyntax.self) { return .fallThrough }
        if let g = s.as(GuardStmtSyntax.self) {
            if try conditions(g.conditions, scope) { return .normal }
            let flow = try exec(g.body.statements, Scope(parent: scope))
            if case .normal = flow { throw error("the 'else' of a guard must leave the scope (return, break or continue)", g.body) }
            return flow
        }
        if let f = s.as(ForStmtSyntax.self) { return try execFor(f, scope) }
        if let w = s.as(WhileStmtSyntax.self) {
            while true {
                try tick(w)
                let body = Scope(parent: scope)
                guard try conditions(w.conditions, body) else { return .normal }
                if let flow = try loopBody(w.body, body) { return flow }
            }
        }
        if let r = s.as(RepeatStmtSyntax.self) {
            repeat {
                try tick(r)
                if let flow = try loopBody(r.body, Scope(parent: scope)) { return flow }
            } while try condition(r.condition, scope)
            return .normal
        }
        if let b = s.as(BreakStmtSyntax.self) {
            if let l = b.label { throw error("labelled 'break' is not supported", l) }
            return .breakLoop
        }
        if let c = s.as(ContinueStmtSyntax.self) {
            if let l = c.label { throw error("labelled 'continue' is not supported", l) }
            return .continueLoop
        }
        throw error("\(describe(s)) is not supported", s)
    }

    /// Runs a loop's body: nil to go on looping, else how the loop ends.
    private func loopBody(_ body: CodeBlockSyntax, _ scope: Scope) throws -> Flow? {
        switch try exec(body.statements, scope) {
        case .normal, .continueLoop: return nil
        case .breakLoop: return .normal
        case .returned(let v): return .returned(v)
        case .fallThrough: return .fallThrough
        }
    }

    private func execFor(_ f: ForStmtSyntax, _ scope: Scope) throws -> Flow {
        if f.caseKeyword != nil || f.awaitKeyword != nil || f.tryKeyword != nil {
            throw error("this form of 'for' is not supported", f.forKeyword)
        }
        let sequence = try eval(f.sequence, scope)
        var result = Flow.normal
        try forEachElement(of: sequence, at: f.sequence) { element in
            try tick(f)
            let body = Scope(parent: scope)
            try bindPattern(f.pattern, element, body, constant: true)
            if let w = f.whereClause, try !condition(w.condition, body) { return true }
            if let flow = try loopBody(f.body, body) {
                result = flow
                return false
            }
            return true
        }
        return result
    }

    /// Calls `body` with each element of a sequence until it returns false;
    /// ranges are walked without being stored.
    func forEachElement(of v: Value, at node: some SyntaxProtocol, _ body: (Value) throws -> Bool) throws {
        if case .range(let lo, let hi) = v {
            var i = lo
            while i < hi {
                if try !body(.int(i)) { return }
                i += 1
            }
            return
        }
        for e in try elements(of: v, at: node) where try !body(e) { return }
    }

    func execIf(_ e: IfExprSyntax, _ scope: Scope, last: Bool) throws -> Flow {
        let branch = Scope(parent: scope)
        if try conditions(e.conditions, branch) { return try exec(e.body.statements, branch, valueOfLast: last) }
        switch e.elseBody {
        case .ifExpr(let next): return try execIf(next, scope, last: last)
        case .codeBlock(let block): return try exec(block.statements, Scope(parent: scope), valueOfLast: last)
        case nil: return .normal
        }
    }

    /// The statements of the case a `switch` takes (with the names its
    /// pattern binds) and the case's position: `case .compact:`,
    /// `case 0..<10:`, `case 1, 2:`, `case let .x(v) where v > 1:`,
    /// `case (.a, _):`, `default:`. No case matching is an error, as Swift
    /// requires a switch to be exhaustive.
    func switchCase(_ s: SwitchExprSyntax, _ scope: Scope) throws -> (Int, CodeBlockItemListSyntax, Scope) {
        let subject = try eval(s.subject, scope)
        for (index, element) in s.cases.enumerated() {
            guard case .switchCase(let c) = element else { throw error("#if inside a switch is not supported", element) }
            let branch = Scope(parent: scope)
            switch c.label {
            case .default: return (index, c.statements, branch)
            case .case(let label):
                for item in label.caseItems {
                    guard try matches(item.pattern, subject, branch) else { continue }
                    if let w = item.whereClause, try !condition(w.condition, branch) { continue }
                    return (index, c.statements, branch)
                }
            }
        }
        throw error("no case of this switch matches \(subject.kindName)", s.switchKeyword)
    }

    func matches(_ p: PatternSyntax, _ v: Value, _ scope: Scope, binding: Bool = false) throws -> Bool {
        if p.is(WildcardPatternSyntax.self) { return true }
        if let b = p.as(ValueBindingPatternSyntax.self) {
            // `let .x(v)`, `let (a, b)`: every name inside binds.
            if b.pattern.is(IdentifierPatternSyntax.self) || b.pattern.is(TuplePatternSyntax.self) {
                try bindPattern(b.pattern, v, scope, constant: b.bindingSpecifier.tokenKind == .keyword(.let))
                return true
            }
            return try matches(b.pattern, v, scope, binding: true)
        }
        if binding, let id = p.as(IdentifierPatternSyntax.self) {
            scope.bind(id.identifier.text, v, constant: true)
            return true
        }
        guard let e = p.as(ExpressionPatternSyntax.self) else { throw error("pattern '\(p.trimmedDescription)' is not supported", p) }
        return try matchesExpression(e.expression, v, scope, binding: binding)
    }

    /// An expression pattern: an enum case (with patterns for its associated
    /// values), a tuple of patterns, a range, `_`, a name being bound, or a
    /// value compared with `==`.
    private func matchesExpression(_ e: ExprSyntax, _ v: Value, _ scope: Scope, binding: Bool) throws -> Bool {
        if e.is(DiscardAssignmentExprSyntax.self) { return true }
        if let p = e.as(PatternExprSyntax.self) { return try matches(p.pattern, v, scope, binding: binding) }
        if binding, let r = e.as(DeclReferenceExprSyntax.self) {
            scope.bind(r.baseName.text, v, constant: true)
            return true
        }
        if let t = e.as(TupleExprSyntax.self), t.elements.count > 1 {
            guard case .tuple(let items, _) = v, items.count == t.elements.count else { return false }
            for (element, item) in zip(t.elements, items) where try !matchesExpression(element.expression, item, scope, binding: binding) {
                return false
            }
            return true
        }
        if let enumCase = enumCaseParts(v) {
            // An enum case with patterns for its associated values: a case of
            // the file's enum, or of a library enum (`.success(let image)`).
            var callee: ExprSyntax = e
            var payload: LabeledExprListSyntax?
            if let c = e.as(FunctionCallExprSyntax.self) { (callee, payload) = (c.calledExpression, c.arguments) }
            if let m = callee.as(MemberAccessExprSyntax.self), enumCase.names(m) {
                guard m.declName.baseName.text == enumCase.name else { return false }
                guard let payload else { return true }
                if payload.count == 1, enumCase.values.count > 1, let only = payload.first {
                    // `case .pair(let both)`: the associated values as one tuple.
                    return try matchesExpression(only.expression, .tuple(enumCase.values, enumCase.labels), scope, binding: binding)
                }
                guard payload.count == enumCase.values.count else { return false }
                for (arg, value) in zip(payload, enumCase.values) where try !matchesExpression(arg.expression, value, scope, binding: binding) {
                    return false
                }
                return true
            }
        }
        if case .none = v, let m = e.as(MemberAccessExprSyntax.self), m.base == nil, m.declName.baseName.text == "none" { return true }
        if let o = e.as(OptionalChainingExprSyntax.self) {
            // `case let x?`: a value that is not nil.
            return v.isNone ? false : try matchesExpression(o.expression, v, scope, binding: binding)
        }
        if let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self), m.base == nil,
           m.declName.baseName.text == "some", let only = c.arguments.first {
            return v.isNone ? false : try matchesExpression(only.expression, v, scope, binding: binding)
        }
        if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           op == "..<" || op == "..." {
            // A range pattern: integers or floating point, as `~=` does.
            guard let x = number(v), let lo = number(try eval(infix.leftOperand, scope)), let hi = number(try eval(infix.rightOperand, scope)) else {
                throw error("a range pattern matches numbers, not \(v.kindName)", e)
            }
            return x >= lo && (op == "..." ? x <= hi : x < hi)
        }
        return try valuesEqual(v, try eval(e, scope), at: e)
    }

    /// A value's enum case: its name, associated values and their labels,
    /// and whether a pattern's member access names this enum's cases. A
    /// library enum's case is read with `Mirror`. Nil for other values.
    private func enumCaseParts(_ v: Value) -> (name: String, values: [Value], labels: [String?], names: (MemberAccessExprSyntax) -> Bool)? {
        switch v {
        case .enumValue(let ev):
            return (ev.name, ev.values, ev.type.enumCase(ev.name)?.labels ?? [],
                    { $0.base == nil || ev.type.enumCase($0.declName.baseName.text) != nil })
        case .native(let n):
            let mirror = Mirror(reflecting: n)
            guard mirror.displayStyle == .enum else { return nil }
            guard let only = mirror.children.first, let name = only.label else { return ("\(n)", [], [], { _ in true }) }
            let parts = Mirror(reflecting: only.value)
            if parts.displayStyle == .tuple {
                return (name, parts.children.map { Value.wrap($0.value) }, parts.children.map { $0.label.flatMap { $0.hasPrefix(".") ? nil : $0 } }, { _ in true })
            }
            return (name, [Value.wrap(only.value)], [nil], { _ in true })
        default:
            return nil
        }
    }

    /// `do { ... } catch { ... }`: an error thrown in the body runs the
    /// first catch clause whose pattern fits (`error` names it by default).
    private func execDo(_ body: CodeBlockSyntax, _ catches: CatchClauseListSyntax, _ scope: Scope) throws -> Flow {
        do {
            return try exec(body.statements, Scope(parent: scope))
        } catch let thrown as ThrownError {
            for clause in catches {
                let branch = Scope(parent: scope)
                if clause.catchItems.isEmpty {
                    branch.bind("error", thrown.value, constant: true)
                    return try exec(clause.body.statements, branch)
                }
                for item in clause.catchItems {
                    var fits = true
                    if let p = item.pattern { fits = try matches(p, thrown.value, branch) } else { branch.bind("error", thrown.value, constant: true) }
                    if fits, let w = item.whereClause { fits = try condition(w.condition, branch) }
                    if fits { return try exec(clause.body.statements, branch) }
                }
            }
            throw thrown
        }
    }

    /// Evaluates a condition list, binding `if let` / `guard let` names in
    /// `scope`; false as soon as one fails.
    func conditions(_ list: ConditionElementListSyntax, _ scope: Scope) throws -> Bool {
        for c in list {
            switch c.condition {
            case .expression(let e):
                if try !condition(e, scope) { return false }
            case .optionalBinding(let b):
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw error("only 'let name = value' bindings are supported in conditions", b.pattern)
                }
                let v: Value
                if let initial = b.initializer?.value {
                    v = try eval(initial, scope)
                } else {
                    guard let current = scope.lookup(name) ?? scope.selfInstance?.fields[name] else { throw error("unknown name '\(name)'", b.pattern) }
                    v = current
                }
                if v.isNone { return false }
                scope.bind(name, try coerce(v, to: b.typeAnnotation?.type, at: b), constant: b.bindingSpecifier.tokenKind == .keyword(.let))
            case .matchingPattern(let m):
                // `if case .x(let v) = value`, `guard case let .a(n) = e`.
                if try !matches(m.pattern, try eval(m.initializer.value, scope), scope) { return false }
            case .availability(let a):
                // Taken as on the newest iOS: `#available` holds, `#unavailable` does not.
                if a.availabilityKeyword.tokenKind == .poundUnavailable { return false }
            }
        }
        return true
    }

    /// `let x = 1`, `var a: CGFloat = 0, b: CGFloat = 0`, `let (p, q) = pair`.
    func declareLocal(_ d: DeclSyntax, _ scope: Scope) throws {
        if let f = d.as(FunctionDeclSyntax.self) {
            // A nested function: a value in the scope, like a closure.
            scope.bind(f.name.text, .function(.user(try UserFunction(f, self), nil)), constant: true)
            return
        }
        guard let v = d.as(VariableDeclSyntax.self) else { throw error("\(describe(d)) is not supported here", d) }
        let constant = v.bindingSpecifier.tokenKind == .keyword(.let)
        // `@Previewable @State var on = true` in a `#Preview` body: the
        // wrapper holds its initial value, as a property's does.
        let previewable = v.attributes.first?.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
        for a in v.attributes {
            let name = a.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? ""
            if previewable && (name == "Previewable" || Interpreter.wrapperTypes.contains(name)) { continue }
            // `@Bindable var model = model` in a body: the local holds the model, whose `$model.x` bindings hold values.
            if name == "Bindable" { continue }
            throw error("\(a.trimmedDescription) on a local is not supported\(Interpreter.wrapperTypes.contains(name) ? " (in a #Preview, write @Previewable \(a.trimmedDescription))" : "")", a)
        }
        for b in v.bindings {
            if b.accessorBlock != nil { throw error("computed local variables are not supported", b) }
            let type = b.typeAnnotation?.type
            guard let initial = b.initializer?.value ?? (previewable ? wrapperDefault(v.attributes, type) : nil) else {
                // Swift requires an assignment before use; until then, nothing.
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw error("'\(b.pattern.trimmedDescription)' needs a value (= ...)", b)
                }
                scope.bind(name, .none, constant: false)
                continue
            }
            try bindPattern(b.pattern, try coerce(try eval(initial, scope), to: type, at: initial), scope, constant: constant)
        }
    }

    /// Binds a name, `_`, or a tuple of them to a value.
    func bindPattern(_ p: PatternSyntax, _ v: Value, _ scope: Scope, constant: Bool) throws {
        if let id = p.as(IdentifierPatternSyntax.self) {
            scope.bind(id.identifier.text, v, constant: constant)
        } else if p.is(WildcardPatternSyntax.self) {
            return
        } else if let t = p.as(TuplePatternSyntax.self) {
            guard case .tuple(let items, _) = v, items.count == t.elements.count else {
                throw error("\(v.kindName) does not match the pattern \(t.trimmedDescription)", t)
            }
            for (element, item) in zip(t.elements, items) { try bindPattern(element.pattern, item, scope, constant: constant) }
        } else if let b = p.as(ValueBindingPatternSyntax.self) {
            try bindPattern(b.pattern, v, scope, constant: b.bindingSpecifier.tokenKind == .keyword(.let))
        } else {
            throw error("pattern '\(p.trimmedDescription)' is not supported", p)
        }
    }

    // MARK: Assignment

    /// `a = b`, `a += b`, `_ = f()`.
    func assignment(_ e: InfixOperatorExprSyntax, _ op: String, _ scope: Scope) throws -> Value {
        let rhs = try eval(e.rightOperand, scope)
        if e.leftOperand.is(DiscardAssignmentExprSyntax.self) { return .void }
        try modify(e.leftOperand, scope) { current in
            if op == "=" {
                current = rhs
            } else if op == "+=", case .array(var items) = current, case .array(let more) = rhs {
                // In place, as Swift appends: amortised O(1) per element.
                current = .none
                try grow(&items, at: e) { $0 += more }
                current = .array(items)
            } else if op == "+=", case .string(var text) = current, case .string(let more) = rhs {
                current = .none
                try grow(&text, by: more.utf8.count, at: e) { $0 += more }
                current = .string(text)
            } else {
                current = try binary(String(op.dropLast()), current, rhs, at: e)
            }
        }
        return .void
    }

    /// Changes the value an assignable expression names, in place: a local
    /// `var`, a field of `self` (in `init` and `mutating` methods), a field
    /// or element of either (`point.x`, `items[i]`), writing each level back
    /// (structs are values: the change makes a new instance).
    func modify(_ target: ExprSyntax, _ scope: Scope, _ change: (inout Value) throws -> Void) throws {
        if let t = target.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return try modify(only.expression, scope, change)
        }
        if let r = target.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.text
            if name == "self" { return try modifySelf(scope, at: r, change) }
            if let owner = scope.owner(of: name) {
                if owner.constants.contains(name), !isReference(owner.names[name]!) {
                    throw error("cannot assign to '\(name)': it is a 'let' constant", r)
                }
                var v = owner.names[name]!
                owner.names[name] = Value.none
                try change(&v)
                owner.names[name] = v
                return
            }
            if let s = scope.selfInstance, s.type.stored.contains(where: { $0.name == name }) {
                return try modifySelf(scope, at: r) { try modifyMember(&$0, name, at: r, change) }
            }
            if name.hasPrefix("_"), let s = scope.selfInstance, s.type.stored.contains(where: { $0.name == name.dropFirst() }) {
                // `_count = State(initialValue: 0)`: the wrapper's storage, here its value.
                return try modifySelf(scope, at: r) { try modifyMember(&$0, String(name.dropFirst()), at: r, change) }
            }
            if let (_, isLet) = globalDecls[name] {
                if isLet { throw error("cannot assign to '\(name)': it is a 'let' constant", r) }
                guard var v = try globalValue(name, at: r) else { throw error("unknown name '\(name)'", r) }
                try change(&v)
                globals.names[name] = v
                return
            }
            throw error("unknown name '\(name)'", r)
        }
        if let m = target.as(MemberAccessExprSyntax.self), let base = m.base {
            let name = m.declName.baseName.text
            return try modify(base, scope) { try modifyMember(&$0, name, at: m, change) }
        }
        if let s = target.as(SubscriptCallExprSyntax.self) {
            let args = try arguments(s.arguments, trailing: nil, additional: nil, scope)
            if args.count == 1, args[0].label == nil, case .native(var d as InterpretedDictionary)? = try? eval(s.calledExpression, scope) {
                var v = try d.get(args[0].value, self, at: s) ?? .none
                try change(&v)
                try d.set(args[0].value, v, self, at: s)
                return try modify(s.calledExpression, scope) { $0 = .native(d) }
            }
            guard args.count == 1, args[0].label == nil, case .int(let i) = args[0].value else {
                throw error("only array[index] and dictionary[key] can be assigned", s)
            }
            return try modify(s.calledExpression, scope) { base in
                guard case .array(var items) = base else { throw error("cannot assign through a subscript of \(base.kindName)", s) }
                guard items.indices.contains(i) else { throw error("index \(i) is out of range (0..<\(items.count))", s) }
                base = .none
                try change(&items[i])
                base = .array(items)
            }
        }
        throw error("cannot assign to \(describe(target))", target)
    }

    /// Values of reference types (classes of the file, formatters): a
    /// `let` holding one may still change the object.
    func isReference(_ v: Value) -> Bool {
        switch v {
        case .instance(let i): i.type.isClass
        case .native(let n): n is DateFormatter
        default: false
        }
    }

    func modifySelf(_ scope: Scope, at node: some SyntaxProtocol, _ change: (inout Value) throws -> Void) throws {
        guard let owner = scope.owner(of: "self") else { throw error("there is no 'self' here", node) }
        if owner.constants.contains("self") {
            throw error("cannot change 'self' here: only an init or a mutating method may", node)
        }
        var v = owner.names["self"]!
        try change(&v)
        owner.names["self"] = v
    }

    /// Changes one member of a value.
    func modifyMember(_ base: inout Value, _ name: String, at node: some SyntaxProtocol, _ change: (inout Value) throws -> Void) throws {
        switch base {
        case .instance(let i):
            let stored = i.type.stored.first(where: { $0.name == name })
                ?? (name.hasPrefix("_") ? i.type.stored.first(where: { $0.name == name.dropFirst() }) : nil)
            guard let p = stored else {
                throw error("'\(i.type.name)' has no stored property '\(name)' to assign", node)
            }
            if p.isLet && i.fields[p.name] != nil { throw error("cannot assign to '\(p.name)': it is a 'let' constant", node) }
            var v = i.fields[p.name] ?? .none
            try change(&v)
            if i.type.isClass {
                // A class instance is shared: changed where it is.
                i.fields[p.name] = try coerce(v, to: p.typeSyntax, at: node)
                return
            }
            var fields = i.fields
            fields[p.name] = try coerce(v, to: p.typeSyntax, at: node)
            base = .instance(Instance(type: i.type, fields: fields))
        case .native(let f as DateFormatter):
            var v = Value.none
            try change(&v)
            try setFormatterProperty(f, name, v, at: node)
        case .tuple(var items, let labels):
            guard let index = Int(name) ?? labels.firstIndex(of: name), items.indices.contains(index) else {
                throw error("the tuple has no element '\(name)'", node)
            }
            try change(&items[index])
            base = .tuple(items, labels)
        case .native(let n):
            guard let current = try builtins.property(base, name, self, Syntax(node)) else {
                throw error("\(base.kindName) has no member '\(name)'", node)
            }
            var v = current
            try change(&v)
            guard let updated = try Builtins.setProperty(n, name, v, self, Syntax(node)) else {
                throw error("'\(name)' of \(base.kindName) cannot be assigned", node)
            }
            base = .native(updated)
        default:
            throw error("cannot assign to a member of \(base.kindName)", node)
        }
    }
}
