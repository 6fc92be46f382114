import Foundation
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import ViewLayout

/// A struct declared in the interpreted file: a view, an `AlignmentID` or a
/// plain value type (a model such as `Message`).
final class UserType {
    let name: String
    let syntax: StructDeclSyntax
    /// Stored properties in declaration order: name, default value, and
    /// whether it is a `let` (a `let` with a default takes no argument in the
    /// memberwise initialiser, as in Swift).
    var stored: [(name: String, initial: ExprSyntax?, isLet: Bool, type: String?)] = []
    var computed: [String: AccessorBlockSyntax] = [:]
    var computedIsBuilder: Set<String> = []
    var isView = false
    var isAlignmentID = false
    /// `static func defaultValue(in:)` of an AlignmentID.
    var defaultValue: FunctionDeclSyntax?
    init(name: String, syntax: StructDeclSyntax) {
        self.name = name
        self.syntax = syntax
    }
}

/// Interprets a Swift file of SwiftUI views without compiling it: parses it
/// with swift-syntax and evaluates the subset a layout needs, building views
/// through the package's public API (type-erased with `AnyView`, which adds
/// no node), so an interpreted view lays out to the node tree of the compiled
/// one. What lies outside the subset is an `InterpreterError` naming the
/// construct with its line and column.
public final class Interpreter {
    /// Files larger than this are refused before parsing (a debug parser
    /// takes seconds on megabytes; view files are a few kilobytes).
    public static let maximumFileSize = 1 << 20
    /// How deeply expressions may nest: 10,000-level views fit with room to
    /// spare on the interpreter's large stack.
    static let maximumDepth = 60_000

    let converter: SourceLocationConverter
    let tree: Syntax
    var types: [String: UserType] = [:]
    /// Static members declared in the file, on its own types or in
    /// extensions of the package's (`extension VerticalAlignment { static let ... }`).
    var statics: [String: [String: ExprSyntax]] = [:]
    var staticValues: [String: Value] = [:]
    var evaluatingStatics: Set<String> = []
    var alignmentTypes: [String: any AlignmentID.Type] = [:]
    let globals = Scope(parent: nil)
    var globalDecls: [String: (ExprSyntax, Bool)] = [:]
    var topLevelExpressions: [ExprSyntax] = []
    var previewBodies: [CodeBlockItemListSyntax] = []
    var depth = 0
    var lateDepth = 0
    /// Errors raised while the engine calls back into interpreted code
    /// (alignment guide closures run during layout and cannot throw).
    var lateErrors: [InterpreterError] = []
    let builtins = Builtins.shared

    /// Parses `source`; a syntax error throws with its position.
    public init(source: String, fileName: String = "input.swift") throws {
        let parsed = source.utf8.withContiguousStorageIfAvailable { buffer in
            Parser.parse(source: buffer, maximumNestingLevel: 40_000)
        } ?? Parser.parse(source: source)
        let parseConverter = SourceLocationConverter(fileName: fileName, tree: parsed)
        if parsed.hasError, let d = ParseDiagnosticsGenerator.diagnostics(for: parsed).first(where: { $0.diagMessage.severity == .error }) {
            let loc = d.location(converter: parseConverter)
            throw InterpreterError("syntax error: \(d.message)", line: loc.line, column: loc.column)
        }
        var foldError: InterpreterError?
        let folded = OperatorTable.standardOperators.foldAll(parsed) { error in
            if foldError == nil {
                let node: Syntax? = switch error {
                case .missingGroup(_, let s), .missingOperator(_, let s): s
                case .incomparableOperators(let left, _, _, _): Syntax(left)
                default: nil
                }
                let loc = node.map { parseConverter.location(for: $0.positionAfterSkippingLeadingTrivia) }
                foldError = InterpreterError(error.message, line: loc?.line ?? 1, column: loc?.column ?? 1)
            }
        }
        if let foldError { throw foldError }
        tree = folded
        converter = SourceLocationConverter(fileName: fileName, tree: folded)
        try collectDeclarations()
    }

    func error(_ message: String, _ node: some SyntaxProtocol) -> InterpreterError {
        let loc = node.startLocation(converter: converter)
        return InterpreterError(message, line: loc.line, column: loc.column)
    }

    /// The names of the file's view structs, in order.
    public var viewNames: [String] {
        tree.as(SourceFileSyntax.self)?.statements.compactMap { item in
            item.item.as(StructDeclSyntax.self).flatMap { types[$0.name.text]?.isView == true ? $0.name.text : nil }
        } ?? []
    }

    /// The view to render: the struct `name`, else the file's last top-level
    /// view expression (or `#Preview` body), else its `PreviewProvider`'s
    /// `previews`, else its last view struct.
    public func rootView(named name: String? = nil) throws -> AnyView {
        let result: AnyView
        if let name {
            guard let t = types[name], t.isView else {
                let known = viewNames
                throw InterpreterError("no view struct named '\(name)' in the file\(known.isEmpty ? "" : "; it declares \(known.joined(separator: ", "))")", line: 1, column: 1)
            }
            result = try toView(try construct(t, args: [], at: Syntax(t.syntax.name)), at: Syntax(t.syntax.name))
        } else if let e = topLevelExpressions.last {
            if let preview = e.as(ClosureExprSyntax.self) {
                result = try buildViews(preview.statements, globals)
            } else {
                result = try toView(try eval(e, globals), at: Syntax(e))
            }
        } else if let preview = previewBodies.last {
            result = try buildViews(preview, globals)
        } else if let last = viewNames.last, let t = types[last] {
            result = try toView(try construct(t, args: [], at: Syntax(t.syntax.name)), at: Syntax(t.syntax.name))
        } else {
            throw InterpreterError("no view in the file: write a `struct ...: View` or a view expression", line: 1, column: 1)
        }
        return result
    }

    // MARK: Declarations

    private func collectDeclarations() throws {
        guard let file = tree.as(SourceFileSyntax.self) else { return }
        for item in file.statements {
            switch item.item {
            case .decl(let decl): try declare(decl, in: nil)
            case .expr(let e): topLevelExpressions.append(e)
            case .stmt(let s):
                throw error("statement '\(s.trimmedDescription.prefix(30))' is not supported at the top level", s)
            }
        }
    }

    private func declare(_ decl: DeclSyntax, in owner: String?) throws {
        if decl.is(ImportDeclSyntax.self) { return }
        if let s = decl.as(StructDeclSyntax.self) { return try declareStruct(s) }
        if let ext = decl.as(ExtensionDeclSyntax.self) {
            let extended = ext.extendedType.trimmedDescription
            for m in ext.memberBlock.members { try declare(m.decl, in: extended) }
            return
        }
        if let v = decl.as(VariableDeclSyntax.self) {
            let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
            for b in v.bindings {
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw error("only simple names can be declared ('\(b.pattern.trimmedDescription)')", b.pattern)
                }
                guard let initial = b.initializer?.value else {
                    throw error("'\(name)' needs a value (= ...) here", b)
                }
                if let owner {
                    guard v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else {
                        throw error("an extension may declare static constants only ('\(name)')", v)
                    }
                    statics[owner, default: [:]][name] = initial
                } else {
                    globalDecls[name] = (initial, isLet)
                }
            }
            return
        }
        if let m = decl.as(MacroExpansionDeclSyntax.self), m.macroName.text == "Preview", owner == nil {
            guard let body = m.trailingClosure else { throw error("#Preview needs a { ... } body", m) }
            topLevelExpressions.append(ExprSyntax(body))
            return
        }
        throw error("\(describe(decl)) is not supported here", decl)
    }

    func describe(_ node: some SyntaxProtocol) -> String {
        let kind = String(describing: node.syntaxNodeType).replacingOccurrences(of: "Syntax", with: "")
        let text = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        return "\(kind) '\(text.prefix(40))'"
    }

    private func declareStruct(_ s: StructDeclSyntax) throws {
        let name = s.name.text
        let inheritedNames = s.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if inheritedNames.contains("PreviewProvider") {
            // Xcode's older preview form: `static var previews: some View { ... }`.
            for member in s.memberBlock.members {
                guard let v = member.decl.as(VariableDeclSyntax.self), let b = v.bindings.first,
                      b.pattern.trimmedDescription == "previews", case .getter(let body)? = b.accessorBlock?.accessors else { continue }
                previewBodies.append(body)
                return
            }
            throw error("PreviewProvider '\(name)' has no `static var previews: some View { ... }`", s.name)
        }
        if types[name] != nil || builtins.isBuiltinType(name) {
            throw error("'\(name)' is declared twice (or shadows a type of the package)", s.name)
        }
        let t = UserType(name: name, syntax: s)
        let inherited = s.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        for i in inherited {
            switch i {
            case "View": t.isView = true
            case "AlignmentID": t.isAlignmentID = true
            case "Identifiable", "Hashable", "Equatable", "Sendable": break
            default: throw error("conformance to '\(i)' is not supported", s)
            }
        }
        if s.genericParameterClause != nil { throw error("generic struct '\(name)' is not supported", s) }
        types[name] = t
        for member in s.memberBlock.members {
            let decl = member.decl
            if let v = decl.as(VariableDeclSyntax.self) {
                let isStatic = v.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
                let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
                let builder = v.attributes.contains { $0.trimmedDescription == "@ViewBuilder" }
                for b in v.bindings {
                    guard let pname = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                        throw error("only simple names can be declared ('\(b.pattern.trimmedDescription)')", b.pattern)
                    }
                    if let accessors = b.accessorBlock {
                        if isStatic { throw error("static computed property '\(pname)' is not supported", b) }
                        t.computed[pname] = accessors
                        if builder || pname == "body" || b.typeAnnotation?.type.trimmedDescription == "some View" {
                            t.computedIsBuilder.insert(pname)
                        }
                    } else if isStatic {
                        guard let initial = b.initializer?.value else { throw error("static '\(pname)' needs a value", b) }
                        statics[name, default: [:]][pname] = initial
                    } else {
                        if v.attributes.contains(where: { $0.trimmedDescription.hasPrefix("@") }) {
                            throw error("property wrapper \(v.attributes.trimmedDescription) is not supported", v.attributes)
                        }
                        t.stored.append((pname, b.initializer?.value, isLet, b.typeAnnotation?.type.trimmedDescription))
                    }
                }
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                if t.isAlignmentID, f.name.text == "defaultValue", f.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
                    t.defaultValue = f
                } else {
                    throw error("function '\(f.name.text)' is not supported (only an AlignmentID's static defaultValue(in:))", f)
                }
            } else if let nested = decl.as(StructDeclSyntax.self) {
                try declareStruct(nested)
            } else if decl.is(TypeAliasDeclSyntax.self) {
                continue
            } else {
                throw error("\(describe(decl)) is not supported in a struct", decl)
            }
        }
        if t.isView && t.computed["body"] == nil { throw error("view '\(name)' has no body", s.name) }
        if t.isAlignmentID && t.defaultValue == nil { throw error("AlignmentID '\(name)' has no static defaultValue(in:)", s.name) }
    }

    // MARK: Names

    func globalValue(_ name: String, at node: some SyntaxProtocol) throws -> Value? {
        if let v = globals.names[name] { return v }
        guard let (expr, _) = globalDecls[name] else { return nil }
        let key = "global." + name
        if evaluatingStatics.contains(key) { throw error("'\(name)' refers to itself", node) }
        evaluatingStatics.insert(key)
        defer { evaluatingStatics.remove(key) }
        let v = try eval(expr, globals)
        globals.names[name] = v
        return v
    }

    /// A static member declared in the file (`Message.sample`, an alignment
    /// from an extension), evaluated once.
    func userStatic(_ type: String, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        guard let expr = statics[type]?[name] else { return nil }
        let key = type + "." + name
        if let v = staticValues[key] { return v }
        if evaluatingStatics.contains(key) { throw error("'\(key)' refers to itself", node) }
        evaluatingStatics.insert(key)
        defer { evaluatingStatics.remove(key) }
        let v = try eval(expr, globals)
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

    /// Runs interpreted code the engine calls during layout; an error is
    /// kept for the caller (`checkLateErrors`) and the value is 0.
    func lateNumber(at node: some SyntaxProtocol, _ body: () throws -> Value) -> CGFloat {
        // A guide whose value reads itself (a custom AlignmentID whose
        // defaultValue asks for its own guide) would recurse forever.
        lateDepth += 1
        defer { lateDepth -= 1 }
        if lateDepth > 64 {
            if lateErrors.isEmpty { lateErrors.append(error("this alignment guide's value depends on itself", node)) }
            return 0
        }
        do {
            let v = try body()
            if let n = number(v) { return CGFloat(n) }
            lateErrors.append(error("an alignment guide must give a number, not \(v.kindName)", node))
        } catch let e as InterpreterError {
            lateErrors.append(e)
        } catch {
            lateErrors.append(self.error("\(error)", node))
        }
        return 0
    }

    /// A view built by interpreted code during layout (GeometryReader's
    /// content); an error is kept for `checkLateErrors` and nothing is drawn.
    func lateView(at node: some SyntaxProtocol, _ body: () throws -> Value) -> AnyView {
        lateDepth += 1
        defer { lateDepth -= 1 }
        do {
            if lateDepth > 64 { throw error("views built during layout nest too deeply", node) }
            if case .native(let v as AnyView) = try body() { return v }
            throw error("this closure does not build a view", node)
        } catch let e as InterpreterError {
            if lateErrors.isEmpty { lateErrors.append(e) }
        } catch {
            if lateErrors.isEmpty { lateErrors.append(self.error("\(error)", node)) }
        }
        return AnyView(EmptyView())
    }

    /// Throws the first error interpreted code raised during a layout pass.
    public func checkLateErrors() throws {
        if let e = lateErrors.first { throw e }
    }

    // MARK: Expressions

    func eval(_ expr: ExprSyntax, _ scope: Scope) throws -> Value {
        depth += 1
        defer { depth -= 1 }
        if depth > Interpreter.maximumDepth { throw error("expression nested too deeply (more than \(Interpreter.maximumDepth) levels)", expr) }
        switch expr.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let e):
            guard let v = Int(e.literal.text.replacingOccurrences(of: "_", with: "")) else { throw error("integer literal \(e.literal.text) is not supported", e) }
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
            case ("-", .int(let i)): return .int(-i)
            case ("-", .double(let d)): return .double(-d)
            case ("!", .bool(let b)): return .bool(!b)
            default: throw error("prefix '\(e.operator.text)' on \(v.kindName) is not supported", e)
            }
        case .tupleExpr(let e):
            guard e.elements.count == 1, let only = e.elements.first, only.label == nil else {
                throw error("tuples are not supported", e)
            }
            return try eval(only.expression, scope)
        case .arrayExpr(let e):
            return .array(try e.elements.map { try eval($0.expression, scope) })
        case .ternaryExpr(let e):
            return try condition(e.condition, scope) ? try eval(e.thenExpression, scope) : try eval(e.elseExpression, scope)
        case .keyPathExpr(let e):
            let path = e.components.map { $0.component.trimmedDescription }.joined(separator: ".")
            guard e.root == nil, !path.isEmpty else { throw error("key path \(e.trimmedDescription) is not supported", e) }
            return .keyPath(path.hasPrefix(".") ? String(path.dropFirst()) : path)
        case .subscriptCallExpr(let e):
            return try subscriptCall(e, scope)
        case .ifExpr(let e):
            throw error("'if' is supported in view builders only", e)
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
            switch seg {
            case .stringSegment(let s):
                out += try unescape(s.content.text, at: s)
            case .expressionSegment(let x):
                guard x.expressions.count == 1, let only = x.expressions.first, only.label == nil else {
                    throw error("string interpolation with options is not supported", x)
                }
                out += try text(of: try eval(only.expression, scope), at: only.expression)
            }
        }
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

    /// How string interpolation prints a value, as Swift does.
    func text(of v: Value, at node: some SyntaxProtocol) throws -> String {
        switch v {
        case .int(let i): return String(i)
        case .double(let d): return "\(d)"
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .native(let n) where n is Color || n is Font: return "\(n)"
        default: throw error("interpolating \(v.kindName) is not supported", node)
        }
    }

    func number(_ v: Value) -> Double? {
        switch v {
        case .int(let i): Double(i)
        case .double(let d): d
        case .native(let n as CGFloat): Double(n)
        case .implicit("infinity", nil, _): .infinity
        default: nil
        }
    }

    private func reference(_ e: DeclReferenceExprSyntax, _ scope: Scope) throws -> Value {
        let name = e.baseName.text
        if let v = scope.lookup(name) { return v }
        if name == "self", let s = scope.selfInstance { return .instance(s) }
        if let s = scope.selfInstance {
            if let v = s.fields[name] { return v }
            if let accessor = s.type.computed[name] { return try computed(s, name, accessor, e) }
        }
        if let v = try globalValue(name, at: e) { return v }
        if types[name] != nil || builtins.isBuiltinType(name) { return .type(name) }
        if name.hasPrefix("$") { throw error("'\(name)' is used outside a closure that has it", e) }
        throw error("unknown name '\(name)'", e)
    }

    func computed(_ s: Instance, _ name: String, _ accessor: AccessorBlockSyntax, _ at: some SyntaxProtocol) throws -> Value {
        guard case .getter(let body) = accessor.accessors else { throw error("accessors of '\(name)' are not supported", accessor) }
        let scope = Scope(parent: globals, selfInstance: s)
        if s.type.computedIsBuilder.contains(name) {
            return .native(try buildViews(body, scope))
        }
        return try runBody(body, scope)
    }

    private func member(_ e: MemberAccessExprSyntax, _ scope: Scope) throws -> Value {
        let name = e.declName.baseName.text
        guard let baseExpr = e.base else { return .implicit(name, nil, Syntax(e)) }
        let base = try eval(baseExpr, scope)
        return try memberOf(base, name, at: e)
    }

    func memberOf(_ base: Value, _ name: String, at e: some SyntaxProtocol) throws -> Value {
        switch base {
        case .type(let t):
            if name == "self" { return .type(t) }
            if let v = try userStatic(t, name, at: e) { return v }
            if let v = try builtins.staticMember(t, name, args: nil, self, Syntax(e)) { return v }
            if types[t] != nil { throw error("'\(t)' has no static member '\(name)'", e) }
            throw error("'\(t).\(name)' is not supported", e)
        case .instance(let i):
            if let v = i.fields[name] { return v }
            if let accessor = i.type.computed[name] { return try computed(i, name, accessor, e) }
            throw error("'\(i.type.name)' has no member '\(name)'", e)
        case .implicit(let n, let args, let s):
            throw error("'.\(n)\(args == nil ? "" : "(...)").\(name)' needs a type: write it as Type.\(n)", s)
        default:
            if let v = try builtins.property(base, name, self, Syntax(e)) { return v }
            throw error("\(base.kindName) has no member '\(name)' here", e)
        }
    }

    private func subscriptCall(_ e: SubscriptCallExprSyntax, _ scope: Scope) throws -> Value {
        let base = try eval(e.calledExpression, scope)
        let args = try arguments(e.arguments, trailing: nil, additional: nil, scope)
        if case .array(let items) = base, args.count == 1, args[0].label == nil, case .int(let i) = args[0].value {
            guard items.indices.contains(i) else { throw error("index \(i) is out of range (0..<\(items.count))", e) }
            return items[i]
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
        guard let op = e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw error("\(describe(e.operator)) is not supported", e.operator)
        }
        if op == "&&" { return .bool(try condition(e.leftOperand, scope) && condition(e.rightOperand, scope)) }
        if op == "||" { return .bool(try condition(e.leftOperand, scope) || condition(e.rightOperand, scope)) }
        let a = try eval(e.leftOperand, scope), b = try eval(e.rightOperand, scope)
        switch (op, a, b) {
        case ("..<", .int(let x), .int(let y)):
            guard x <= y else { throw error("range \(x)..<\(y) has its bounds reversed", e) }
            return .range(x, y)
        case ("...", .int(let x), .int(let y)):
            guard x <= y else { throw error("range \(x)...\(y) has its bounds reversed", e) }
            guard y < Int.max else { throw error("range upper bound too large", e) }
            return .range(x, y + 1)
        case ("+", .string(let x), .string(let y)): return .string(x + y)
        case ("==", .string(let x), .string(let y)): return .bool(x == y)
        case ("!=", .string(let x), .string(let y)): return .bool(x != y)
        case ("==", .bool(let x), .bool(let y)): return .bool(x == y)
        case ("!=", .bool(let x), .bool(let y)): return .bool(x != y)
        case ("+", .native(let x as Text), .native(let y as Text)): return .native(x + y)
        case (_, .int(let x), .int(let y)):
            switch op {
            case "+": let (r, o) = x.addingReportingOverflow(y); if !o { return .int(r) }
            case "-": let (r, o) = x.subtractingReportingOverflow(y); if !o { return .int(r) }
            case "*": let (r, o) = x.multipliedReportingOverflow(by: y); if !o { return .int(r) }
            case "/", "%":
                guard y != 0 else { throw error("division by zero", e) }
                let (r, o) = op == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y)
                if !o { return .int(r) }
            default: if let c = compare(op, x, y) { return .bool(c) }
            }
            if ["+", "-", "*", "/", "%"].contains(op) { throw error("integer overflow in '\(op)'", e) }
        default:
            if let x = number(a), let y = number(b) {
                switch op {
                case "+": return .double(x + y)
                case "-": return .double(x - y)
                case "*": return .double(x * y)
                case "/": return .double(x / y)
                default: if let c = compare(op, x, y) { return .bool(c) }
                }
            }
        }
        throw error("operator '\(op)' on \(a.kindName) and \(b.kindName) is not supported", e)
    }

    private func compare<T: Comparable>(_ op: String, _ x: T, _ y: T) -> Bool? {
        switch op {
        case "<": x < y
        case "<=": x <= y
        case ">": x > y
        case ">=": x >= y
        case "==": x == y
        case "!=": x != y
        default: nil
        }
    }

    func arguments(_ list: LabeledExprListSyntax, trailing: ClosureExprSyntax?, additional: MultipleTrailingClosureElementListSyntax?,
                   _ scope: Scope) throws -> [Arg] {
        // An argument's position is its label's (or its value's when unlabelled).
        var args = try list.map { Arg(label: $0.label?.text, value: try eval($0.expression, scope), syntax: Syntax($0)) }
        if let trailing { args.append(Arg(label: nil, value: .closure(Closure(syntax: trailing, scope: scope)), syntax: Syntax(trailing))) }
        for extra in additional ?? [] {
            args.append(Arg(label: extra.label.text, value: .closure(Closure(syntax: extra.closure, scope: scope)), syntax: Syntax(extra.closure)))
        }
        return args
    }

    private func call(_ e: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try arguments(e.arguments, trailing: e.trailingClosure, additional: e.additionalTrailingClosures, scope)
        let callee = e.calledExpression
        if let ref = callee.as(DeclReferenceExprSyntax.self), scope.lookup(ref.baseName.text) == nil {
            let name = ref.baseName.text
            if let t = types[name] { return try construct(t, args: args, at: Syntax(e)) }
            if let v = try builtins.construct(name, args: args, self, Syntax(e)) { return v }
            throw error("unknown view or function '\(name)'", ref)
        }
        if let m = callee.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            guard let baseExpr = m.base else { return .implicit(name, args, Syntax(e)) }
            let base = try eval(baseExpr, scope)
            if case .type(let t) = base {
                if name == "init" { return try callType(t, args, at: e) }
                if let v = try builtins.staticMember(t, name, args: args, self, Syntax(e)) { return v }
                throw error("'\(t).\(name)(...)' is not supported", m.declName)
            }
            return try builtins.method(base, name, args: args, self, Syntax(m.declName))
        }
        let f = try eval(callee, scope)
        if case .type(let t) = f { return try callType(t, args, at: e) }
        throw error("calling \(f.kindName) is not supported", callee)
    }

    private func callType(_ t: String, _ args: [Arg], at e: FunctionCallExprSyntax) throws -> Value {
        if let u = types[t] { return try construct(u, args: args, at: Syntax(e)) }
        if let v = try builtins.construct(t, args: args, self, Syntax(e)) { return v }
        throw error("unknown type '\(t)'", e)
    }

    /// The memberwise initialiser of a struct of the file.
    func construct(_ t: UserType, args: [Arg], at node: Syntax) throws -> Value {
        var reader = ArgReader(self, callee: "\(t.name)(...)", call: node, args: args)
        let instance = Instance(type: t, fields: [:])
        let scope = Scope(parent: globals)
        for p in t.stored {
            if p.isLet, let initial = p.initial {
                instance.fields[p.name] = try eval(initial, scope)
            } else if let a = reader.take(p.name) {
                // `.sample` for a property of a type of the file: its static member.
                if case .implicit(let member, nil, let s) = a.value, let type = p.type, types[type] != nil {
                    guard let v = try userStatic(type, member, at: s) else { throw error("'\(type)' has no static member '\(member)'", s) }
                    instance.fields[p.name] = v
                } else {
                    instance.fields[p.name] = a.value
                }
            } else if let initial = p.initial {
                instance.fields[p.name] = try eval(initial, scope)
            } else {
                throw error("\(t.name)(...) needs an argument '\(p.name):'", node)
            }
        }
        try reader.finish()
        return .instance(instance)
    }

    /// Calls a closure with positional arguments; a view builder closure
    /// builds its views, any other runs its statements.
    func callClosure(_ c: Closure, _ args: [Value], builder: Bool, at node: some SyntaxProtocol) throws -> Value {
        let scope = Scope(parent: c.scope)
        let sig = c.syntax.signature
        var names: [String] = []
        if let params = sig?.parameterClause {
            switch params {
            case .simpleInput(let list): names = list.map { $0.name.text }
            case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            }
        }
        if sig != nil {
            guard names.count == args.count else {
                throw error("this closure takes \(args.count) parameter\(args.count == 1 ? "" : "s"), not \(names.count)", c.syntax)
            }
            for (n, v) in zip(names, args) where n != "_" { scope.names[n] = v }
        } else {
            for (i, v) in args.enumerated() { scope.names["$\(i)"] = v }
        }
        if builder { return .native(try buildViews(c.syntax.statements, scope)) }
        return try runBody(c.syntax.statements, scope)
    }

    /// A non-builder body: `let`s, `if`/`else`, then a `return` or a single
    /// expression.
    func runBody(_ items: CodeBlockItemListSyntax, _ scope: Scope) throws -> Value {
        guard let v = try runStatements(items, scope) else { throw error("this body gives no value", items) }
        return v
    }

    /// The value a body returns, or nil when it ends without returning.
    private func runStatements(_ items: CodeBlockItemListSyntax, _ scope: Scope) throws -> Value? {
        let scope = Scope(parent: scope)
        for (i, item) in items.enumerated() {
            switch item.item {
            case .decl(let d):
                try bindLocal(d, scope)
            case .stmt(let s):
                if let r = s.as(ReturnStmtSyntax.self) {
                    guard let e = r.expression else { throw error("'return' needs a value", r) }
                    return try eval(e, scope)
                }
                if let x = s.as(ExpressionStmtSyntax.self), let ifExpr = x.expression.as(IfExprSyntax.self) {
                    if let v = try runIf(ifExpr, scope) { return v }
                    continue
                }
                throw error("\(describe(s)) is not supported", s)
            case .expr(let e):
                if let ifExpr = e.as(IfExprSyntax.self) {
                    if let v = try runIf(ifExpr, scope) { return v }
                    continue
                }
                if i == items.count - 1 { return try eval(e, scope) }
                throw error("an expression whose value is unused is not supported", e)
            }
        }
        return nil
    }

    private func runIf(_ e: IfExprSyntax, _ scope: Scope) throws -> Value? {
        if try conditions(e.conditions, scope) { return try runStatements(e.body.statements, scope) }
        switch e.elseBody {
        case .ifExpr(let next): return try runIf(next, scope)
        case .codeBlock(let block): return try runStatements(block.statements, scope)
        case nil: return nil
        }
    }

    func conditions(_ list: ConditionElementListSyntax, _ scope: Scope) throws -> Bool {
        for c in list {
            guard case .expression(let e) = c.condition else { throw error("'if let' and other conditions are not supported", c) }
            if try !condition(e, scope) { return false }
        }
        return true
    }

    func bindLocal(_ d: DeclSyntax, _ scope: Scope) throws {
        guard let v = d.as(VariableDeclSyntax.self) else { throw error("\(describe(d)) is not supported here", d) }
        for b in v.bindings {
            guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initial = b.initializer?.value else {
                throw error("only 'let name = value' is supported here", b)
            }
            scope.names[name] = try eval(initial, scope)
        }
    }

    // MARK: Views

    /// The statements of a `@ViewBuilder` body: each expression is a view,
    /// `if`/`else` picks a branch, `let` binds a name; several views become
    /// one (a `ForEach` over them, which like a `TupleView` adds no node).
    func buildViews(_ items: CodeBlockItemListSyntax, _ scope: Scope) throws -> AnyView {
        var views: [AnyView] = []
        let scope = Scope(parent: scope)
        try collectViews(items, scope, into: &views)
        return combine(views)
    }

    func combine(_ views: [AnyView]) -> AnyView {
        switch views.count {
        case 0: return AnyView(EmptyView())
        case 1: return views[0]
        default: return AnyView(ForEach(0..<views.count, id: \.self) { views[$0] })
        }
    }

    private func collectViews(_ items: CodeBlockItemListSyntax, _ scope: Scope, into views: inout [AnyView]) throws {
        for item in items {
            switch item.item {
            case .decl(let d): try bindLocal(d, scope)
            case .expr(let e):
                if let ifExpr = e.as(IfExprSyntax.self) { try collectIf(ifExpr, scope, into: &views); continue }
                views.append(try toView(try eval(e, scope), at: Syntax(e)))
            case .stmt(let s):
                if let x = s.as(ExpressionStmtSyntax.self), let ifExpr = x.expression.as(IfExprSyntax.self) {
                    try collectIf(ifExpr, scope, into: &views)
                    continue
                }
                if let r = s.as(ReturnStmtSyntax.self), let e = r.expression, items.count == 1 {
                    views.append(try toView(try eval(e, scope), at: Syntax(e)))
                    continue
                }
                throw error("\(describe(s)) is not supported in a view builder", s)
            }
        }
    }

    private func collectIf(_ e: IfExprSyntax, _ scope: Scope, into views: inout [AnyView]) throws {
        if try conditions(e.conditions, scope) {
            try collectViews(e.body.statements, Scope(parent: scope), into: &views)
            return
        }
        switch e.elseBody {
        case .ifExpr(let next): try collectIf(next, scope, into: &views)
        case .codeBlock(let block): try collectViews(block.statements, Scope(parent: scope), into: &views)
        case nil: break
        }
    }

    /// A value used as a view.
    func toView(_ v: Value, at node: Syntax) throws -> AnyView {
        switch v {
        case .native(let n):
            if let a = n as? AnyView { return a }
            if let view = n as? any View { return AnyView(view) }
        case .instance(let i) where i.type.isView:
            guard let accessor = i.type.computed["body"] else { break }
            guard case .native(let body as AnyView) = try computed(i, "body", accessor, node) else { break }
            return body
        case .implicit(let name, let args, let s):
            if let c = try? convert(v, to: Color.self, at: s) { return AnyView(c) }
            throw error("'.\(name)\(args == nil ? "" : "(...)")' is not a view", s)
        case .implicitMethod(_, _, _, let s):
            if let c = try? convert(v, to: Color.self, at: s) { return AnyView(c) }
            throw error("\(v.kindName) is not a view", s)
        default: break
        }
        throw error("\(v.kindName) is not a view", node)
    }

    /// A view argument: a view, or a `@ViewBuilder` closure without parameters.
    func viewArgument(_ a: Arg) throws -> AnyView {
        if case .closure(let c) = a.value {
            guard case .native(let v as AnyView) = try callClosure(c, [], builder: true, at: a.syntax) else {
                throw error("this closure does not build a view", a.syntax)
            }
            return v
        }
        return try toView(a.value, at: a.syntax)
    }
}
