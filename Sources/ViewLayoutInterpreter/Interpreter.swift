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
    var stored: [(name: String, initial: ExprSyntax?, isLet: Bool, type: String?, typeSyntax: TypeSyntax?)] = []
    var computed: [String: AccessorBlockSyntax] = [:]
    var computedIsBuilder: Set<String> = []
    /// `@Environment(\.name) var x`: the property's environment key path.
    var environment: [String: String] = [:]
    var isView = false
    var isAlignmentID = false
    var isLayout = false
    var isLayoutValueKey = false
    /// Methods (instance and static), by name; overloads differ by labels.
    var methods: [String: [UserFunction]] = [:]
    /// Declared initialisers: with any, the memberwise one is gone (Swift's rule).
    var initializers: [UserFunction] = []
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
    /// Loop iterations and calls since interpreted code was entered (see
    /// `maximumSteps`), and calls of the file's functions in progress.
    var steps = 0
    var callDepth = 0
    /// View structs' bodies being evaluated within one another, and the
    /// nesting level a deferred body (read during layout) started at.
    var bodyDepth = 0
    var bodyBase = 0
    static let maximumBodyDepth = 10_000
    /// The lowest stack address code run during layout may reach (0: no
    /// limit), and what each entry from the engine saved.
    var stackLimit: UInt = 0
    var lateSaved: [(Int, UInt)] = []
    /// Top-level functions, by name.
    var functions: [String: [UserFunction]] = [:]
    /// Methods of `extension View { ... }`: modifiers written in the file.
    var viewExtensions: [String: [UserFunction]] = [:]
    var layoutKeyTypes: [String: any LayoutValueKey.Type] = [:]
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
        steps = 0
        // Views, calls and expressions nest on this thread's stack: on
        // `withLargeStack`'s, nearly all of its 1 GiB; elsewhere, as during
        // layout, a bounded share.
        let savedLimit = stackLimit
        let budget = Interpreter.onLargeStack ? UInt(1 << 30) - (64 << 20) : Interpreter.lateStackBudget
        let here = Interpreter.stackAddress()
        stackLimit = here > budget ? here - budget : 0
        defer { stackLimit = savedLimit }
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
        // Extensions add to types declared anywhere in the file: structs first.
        for item in file.statements {
            if case .decl(let decl) = item.item, let s = decl.as(StructDeclSyntax.self) { try declareStruct(s) }
        }
        for item in file.statements {
            switch item.item {
            case .decl(let decl) where decl.is(StructDeclSyntax.self): continue
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
            if ext.genericWhereClause != nil { throw error("constrained extensions are not supported", ext) }
            for m in ext.memberBlock.members {
                if let f = m.decl.as(FunctionDeclSyntax.self) {
                    let function = try UserFunction(f, self)
                    if let t = types[extended] {
                        t.methods[function.name, default: []].append(function)
                    } else if extended == "View" {
                        if function.isStatic { throw error("static functions in extension View are not supported", f) }
                        viewExtensions[function.name, default: []].append(function)
                    } else {
                        throw error("functions in an extension of '\(extended)' are not supported (only of the file's types and View)", f)
                    }
                } else if let v = m.decl.as(VariableDeclSyntax.self), let t = types[extended],
                          !v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
                    try declareComputed(v, in: t)
                } else if let nested = m.decl.as(StructDeclSyntax.self) {
                    try declareStruct(nested)
                } else {
                    try declare(m.decl, in: extended)
                }
            }
            return
        }
        if let f = decl.as(FunctionDeclSyntax.self), owner == nil {
            let function = try UserFunction(f, self)
            if function.isStatic { throw error("'static' needs a type", f) }
            functions[function.name, default: []].append(function)
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
            case "Layout": t.isLayout = true
            case "LayoutValueKey": t.isLayoutValueKey = true
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
                        if let key = try environmentKey(v.attributes) {
                            t.environment[pname] = key
                            continue
                        }
                        if v.attributes.contains(where: { $0.trimmedDescription.hasPrefix("@") }) {
                            throw error("property wrapper \(v.attributes.trimmedDescription) is not supported", v.attributes)
                        }
                        t.stored.append((pname, b.initializer?.value, isLet, b.typeAnnotation?.type.trimmedDescription, b.typeAnnotation?.type))
                    }
                }
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                if t.isAlignmentID, f.name.text == "defaultValue", f.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
                    t.defaultValue = f
                } else {
                    let function = try UserFunction(f, self)
                    t.methods[function.name, default: []].append(function)
                }
            } else if let i = decl.as(InitializerDeclSyntax.self) {
                t.initializers.append(try UserFunction(i, self))
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
        if t.isLayoutValueKey && statics[name]?["defaultValue"] == nil { throw error("LayoutValueKey '\(name)' has no static defaultValue", s.name) }
    }

    /// A computed property declared in an extension of a struct of the file.
    private func declareComputed(_ v: VariableDeclSyntax, in t: UserType) throws {
        for b in v.bindings {
            guard let pname = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let accessors = b.accessorBlock else {
                throw error("an extension may add computed properties only ('\(b.trimmedDescription.prefix(30))')", b)
            }
            t.computed[pname] = accessors
            if v.attributes.contains(where: { $0.trimmedDescription == "@ViewBuilder" }) || b.typeAnnotation?.type.trimmedDescription == "some View" {
                t.computedIsBuilder.insert(pname)
            }
        }
    }

    /// The key path of an `@Environment(\.name)` attribute (nil when the
    /// property has no such attribute).
    private func environmentKey(_ attributes: AttributeListSyntax) throws -> String? {
        for a in attributes {
            guard let attr = a.as(AttributeSyntax.self), attr.attributeName.trimmedDescription == "Environment" else { continue }
            guard case .argumentList(let list)? = attr.arguments, list.count == 1, let k = list.first?.expression.as(KeyPathExprSyntax.self),
                  k.root == nil else {
                throw error("@Environment takes a key path such as \\.horizontalSizeClass", attr)
            }
            let path = k.components.trimmedDescription
            let name = path.hasPrefix(".") ? String(path.dropFirst()) : path
            guard Interpreter.environmentReaders[name] != nil else {
                throw error("@Environment(\\.\(name)) is not supported (readable: \(Interpreter.environmentReaders.keys.sorted().joined(separator: ", ")))", k)
            }
            return name
        }
        return nil
    }

    /// The environment values a view of the file can read, as the resolver
    /// holds them where the view's body is evaluated (`Environment`'s
    /// `wrappedValue`): body evaluation of such views is deferred to layout.
    nonisolated(unsafe) static let environmentReaders: [String: () -> Value] = [
        "horizontalSizeClass": { Environment(\.horizontalSizeClass).wrappedValue.map { .native($0) } ?? .none },
        "verticalSizeClass": { Environment(\.verticalSizeClass).wrappedValue.map { .native($0) } ?? .none },
        "layoutDirection": { .native(Environment(\.layoutDirection).wrappedValue) },
        "displayScale": { .double(Double(Environment(\.displayScale).wrappedValue)) },
        "pixelLength": { .double(Double(Environment(\.pixelLength).wrappedValue)) },
        "isLuminanceReduced": { .bool(Environment(\.isLuminanceReduced).wrappedValue) },
        "font": { Environment(\.font).wrappedValue.map { .native($0) } ?? .none },
    ]

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
        if !lateErrors.isEmpty { return 0 }
        enterLate()
        defer { exitLate() }
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
        if !lateErrors.isEmpty { return AnyView(EmptyView()) }
        enterLate()
        defer { exitLate() }
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

    /// How much of the thread's stack interpreted code may use per entry
    /// from the engine: the engine calls back on the caller's thread (a
    /// normal 8 MiB stack, of which it uses at most 256 KiB before moving
    /// to a fresh thread) or on one of its own stack segments, which it may
    /// use until 1 MiB is left; code run then gets less than that, and
    /// nesting past it is an error instead of a stack overflow.
    static let lateStackBudget: UInt = 768 << 10

    static func stackAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// Starts an entry from the engine into interpreted code: a fresh step
    /// budget for the outermost one, and a stack limit for each.
    func enterLate() {
        lateDepth += 1
        lateSaved.append((steps, stackLimit))
        if lateDepth == 1 { steps = 0 }
        let here = Interpreter.stackAddress()
        stackLimit = here > Interpreter.lateStackBudget ? here - Interpreter.lateStackBudget : 0
    }

    func exitLate() {
        lateDepth -= 1
        let (savedSteps, savedLimit) = lateSaved.removeLast()
        stackLimit = savedLimit
        if lateDepth == 0 { steps = savedSteps }
    }

    /// The nesting level of a view built later (by the resolver, or during
    /// layout) from code running now: it continues this code's nesting, so
    /// a view that contains itself through such bodies stops at
    /// `maximumBodyDepth` as a direct one does (the resolver would build it
    /// forever).
    func deferredLevel() -> Int { bodyBase + bodyDepth + 1 }

    func atLevel<T>(_ level: Int, at node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        if level > Interpreter.maximumBodyDepth {
            throw error("view bodies nest more than \(Interpreter.maximumBodyDepth) levels (a view that contains itself?)", node)
        }
        let (savedBase, savedDepth) = (bodyBase, bodyDepth)
        (bodyBase, bodyDepth) = (level, 0)
        defer { (bodyBase, bodyDepth) = (savedBase, savedDepth) }
        return try body()
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
        case .native(let c as Character): return String(c)
        case .native(let c as Unicode.Scalar): return String(c)
        case .native(let c as CGFloat): return "\(Double(c))"
        case .array(let items): return "[" + (try items.map { try debugText(of: $0, at: node) }.joined(separator: ", ")) + "]"
        case .tuple(let items, let labels):
            let parts = try zip(items, labels).map { v, l in (l.map { "\($0): " } ?? "") + (try debugText(of: v, at: node)) }
            return "(" + parts.joined(separator: ", ") + ")"
        default: throw error("interpolating \(v.kindName) is not supported", node)
        }
    }

    /// How Swift prints a value inside an array or tuple: strings quoted.
    private func debugText(of v: Value, at node: some SyntaxProtocol) throws -> String {
        if case .string(let s) = v { return "\"\(s)\"" }
        return try text(of: v, at: node)
    }

    func number(_ v: Value) -> Double? {
        switch v {
        case .int(let i): Double(i)
        case .double(let d): d
        case .native(let n as CGFloat): Double(n)
        case .implicit("infinity", nil, _): .infinity
        case .implicit("pi", nil, _): .pi
        default: nil
        }
    }

    private func reference(_ e: DeclReferenceExprSyntax, _ scope: Scope) throws -> Value {
        let name = e.baseName.text
        if let v = scope.lookup(name) { return v }
        if let selfValue = scope.lookup("self") {
            if case .instance(let s) = selfValue {
                if let v = s.fields[name] { return v }
                if let key = s.type.environment[name] { return Interpreter.environmentReaders[key]!() }
                if let accessor = s.type.computed[name] { return try computed(s, name, accessor, e) }
                if let f = s.type.methods[name]?.first(where: { !$0.isStatic }) { return .function(.user(f, selfValue)) }
            }
        }
        if let v = try globalValue(name, at: e) { return v }
        if let f = functions[name]?.first { return .function(.user(f, nil)) }
        if types[name] != nil || builtins.isBuiltinType(name) { return .type(name) }
        if Interpreter.operatorNames.contains(name) || Interpreter.standardFunctions.contains(name) { return .function(.builtin(name)) }
        if name.hasPrefix("$") { throw error("'\(name)' is used outside a closure that has it", e) }
        throw error("unknown name '\(name)'", e)
    }

    static let standardFunctions: Set<String> = ["min", "max", "abs", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sqrt",
                                                 "floor", "ceil", "round", "exp", "log", "pow", "hypot"]

    func computed(_ s: Instance, _ name: String, _ accessor: AccessorBlockSyntax, _ at: some SyntaxProtocol) throws -> Value {
        guard case .getter(let body) = accessor.accessors else { throw error("accessors of '\(name)' are not supported", accessor) }
        let scope = Scope(parent: globals, selfValue: .instance(s))
        if s.type.computedIsBuilder.contains(name) {
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
        return try runBody(body, scope)
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
            if let v = try userStatic(t, name, at: e) { return v }
            if let v = try builtins.staticMember(t, name, args: nil, self, Syntax(e)) {
                if case .native(let c as CGFloat) = v { return .double(Double(c)) }
                return v
            }
            if types[t] != nil { throw error("'\(t)' has no static member '\(name)'", e) }
            throw error("'\(t).\(name)' is not supported", e)
        case .instance(let i):
            if let v = i.fields[name] { return v }
            if let key = i.type.environment[name] { return Interpreter.environmentReaders[key]!() }
            if let accessor = i.type.computed[name] { return try computed(i, name, accessor, e) }
            if let f = i.type.methods[name]?.first(where: { !$0.isStatic }) { return .function(.user(f, base)) }
            throw error("'\(i.type.name)' has no member '\(name)'", e)
        case .implicit(let n, let args, let s):
            throw error("'.\(n)\(args == nil ? "" : "(...)").\(name)' needs a type: write it as Type.\(n)", s)
        case .tuple(let items, let labels):
            if let index = Int(name) ?? labels.firstIndex(of: name), items.indices.contains(index) { return items[index] }
            throw error("the tuple has no element '\(name)'", e)
        case .none:
            throw error("'\(name)' of nil: unwrap the optional first (if let, ??, ?.)", e)
        default:
            if let v = try standardProperty(base, name, at: e) { return v }
            if let v = try builtins.property(base, name, self, Syntax(e)) { return v }
            throw error("\(base.kindName) has no member '\(name)' here", e)
        }
    }

    private func subscriptCall(_ e: SubscriptCallExprSyntax, _ scope: Scope) throws -> Value {
        let base = try eval(e.calledExpression, scope)
        let args = try arguments(e.arguments, trailing: nil, additional: nil, scope)
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

    /// A binary operator on two values.
    func binary(_ op: String, _ a: Value, _ b: Value, at e: some SyntaxProtocol) throws -> Value {
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
        case ("<", .string(let x), .string(let y)): return .bool(x < y)
        case (">", .string(let x), .string(let y)): return .bool(x > y)
        case ("==", .bool(let x), .bool(let y)): return .bool(x == y)
        case ("==", _, _) where try enumEquals(a, b, at: e) != nil: return .bool(try enumEquals(a, b, at: e)!)
        case ("!=", _, _) where try enumEquals(a, b, at: e) != nil: return .bool(!(try enumEquals(a, b, at: e)!))
        case ("!=", .bool(let x), .bool(let y)): return .bool(x != y)
        case ("+", .native(let x as Text), .native(let y as Text)): return .native(x + y)
        case ("+", .array(let x), .array(let y)): return .array(x + y)
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
            if op == "==" || op == "!=" {
                let equal = try valuesEqual(a, b, at: e)
                return .bool(op == "==" ? equal : !equal)
            }
        }
        throw error("operator '\(op)' on \(a.kindName) and \(b.kindName) is not supported", e)
    }

    /// `sizeClass == .compact`, `direction != .rightToLeft`, `x == nil`:
    /// equality of the environment's enums and optionals (nil when the
    /// operands are not such values).
    func enumEquals(_ a: Value, _ b: Value, at e: some SyntaxProtocol) throws -> Bool? {
        switch (a, b) {
        case (.none, .none): return true
        case (.none, .native), (.native, .none), (.none, .implicit), (.implicit, .none): return false
        case (.native(let x as UserInterfaceSizeClass), _): return x == (try convert(b, to: UserInterfaceSizeClass.self, at: Syntax(e)))
        case (_, .native(let y as UserInterfaceSizeClass)): return y == (try convert(a, to: UserInterfaceSizeClass.self, at: Syntax(e)))
        case (.native(let x as LayoutDirection), _): return x == (try convert(b, to: LayoutDirection.self, at: Syntax(e)))
        case (_, .native(let y as LayoutDirection)): return y == (try convert(a, to: LayoutDirection.self, at: Syntax(e)))
        default: return nil
        }
    }

    /// An integer literal: decimal, or `0x`, `0o`, `0b` with `_` separators.
    static func integer(_ literal: String) -> Int? {
        let text = literal.replacingOccurrences(of: "_", with: "")
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
            return Int(text.dropFirst(2), radix: radix)
        }
        return Int(text)
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

    private func call(_ e: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try arguments(e.arguments, trailing: e.trailingClosure, additional: e.additionalTrailingClosures, scope)
        let callee = e.calledExpression
        if let ref = callee.as(DeclReferenceExprSyntax.self), scope.lookup(ref.baseName.text) == nil, globalDecls[ref.baseName.text] == nil {
            let name = ref.baseName.text
            if let t = types[name] { return try construct(t, args: args, at: Syntax(e)) }
            // A method of `self`.
            let selfValue = scope.lookup("self")
            if case .instance(let i)? = selfValue, let f = pick(i.type.methods[name]?.filter { !$0.isStatic } ?? [], args) {
                return try invoke(f, self: selfValue, base: nil, args, scope, at: e)
            }
            if let candidates = functions[name] {
                guard let f = pick(candidates, args) else { throw error("no function \(name)(...) takes these arguments (\(candidates.map(\.signatureText).joined(separator: ", ")))", e) }
                return try invoke(f, self: nil, base: nil, args, scope, at: e)
            }
            // A modifier applied to `self` (`padding()` in `extension View`).
            if let selfValue, isView(selfValue), builtins.modifiers[name] != nil || viewExtensions[name] != nil {
                return try methodCall(selfValue, name, args, base: nil, scope, at: Syntax(ref))
            }
            if let v = try globalFunction(name, args, at: Syntax(e)) { return v }
            if let v = try builtins.construct(name, args: args, self, Syntax(e)) { return v }
            throw error("unknown view or function '\(name)'", ref)
        }
        if let m = callee.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            guard var baseExpr = m.base else { return .implicit(name, args, Syntax(e)) }
            if let chained = baseExpr.as(OptionalChainingExprSyntax.self) {
                if try eval(chained.expression, scope).isNone { return .none }
                baseExpr = chained.expression
            }
            let base = try eval(baseExpr, scope)
            if case .type(let t) = base {
                if name == "init" { return try callType(t, args, at: e) }
                // A nested type of the package (`Gradient.Stop(color:location:)`).
                if types[t] == nil, let v = try builtins.construct("\(t).\(name)", args: args, self, Syntax(e)) { return v }
                if let f = pick(types[t]?.methods[name]?.filter(\.isStatic) ?? [], args) {
                    return try invoke(f, self: nil, base: nil, args, scope, at: e)
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
            return try callClosure(c, args.map(\.value), builder: false, at: e)
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

    private func callType(_ t: String, _ args: [Arg], at e: FunctionCallExprSyntax) throws -> Value {
        if let u = types[t] { return try construct(u, args: args, at: Syntax(e)) }
        if let v = try builtins.construct(t, args: args, self, Syntax(e)) { return v }
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
        let instance = Instance(type: t, fields: [:])
        let scope = Scope(parent: globals)
        if !t.initializers.isEmpty {
            guard let f = pick(t.initializers, args) else {
                throw error("no init of '\(t.name)' takes these arguments (\(t.initializers.map(\.signatureText).joined(separator: ", ")))", node)
            }
            for p in t.stored {
                if let initial = p.initial { instance.fields[p.name] = try coerce(try eval(initial, scope), to: p.typeSyntax, at: initial) }
            }
            let r = try callFunction(f, self: .instance(instance), args, at: node)
            guard case .instance(let made)? = r.selfAfter else { throw error("init of '\(t.name)' replaced self", f.syntax) }
            for p in t.stored where made.fields[p.name] == nil {
                if p.typeSyntax?.is(OptionalTypeSyntax.self) == true { made.fields[p.name] = Value.none; continue }
                throw error("init of '\(t.name)' leaves '\(p.name)' without a value", f.syntax)
            }
            return .instance(made)
        }
        var reader = ArgReader(self, callee: "\(t.name)(...)", call: node, args: args)
        for p in t.stored {
            if p.isLet, let initial = p.initial {
                instance.fields[p.name] = try coerce(try eval(initial, scope), to: p.typeSyntax, at: initial)
            } else if let a = reader.take(p.name) {
                // `.sample` for a property of a type of the file: its static member.
                if case .implicit(let member, nil, let s) = a.value, let type = p.type, types[type] != nil {
                    guard let v = try userStatic(type, member, at: s) else { throw error("'\(type)' has no static member '\(member)'", s) }
                    instance.fields[p.name] = v
                } else {
                    instance.fields[p.name] = try coerce(a.value, to: p.typeSyntax, at: a.syntax)
                }
            } else if let initial = p.initial {
                instance.fields[p.name] = try coerce(try eval(initial, scope), to: p.typeSyntax, at: initial)
            } else if p.typeSyntax?.is(OptionalTypeSyntax.self) == true {
                instance.fields[p.name] = Value.none
            } else {
                throw error("\(t.name)(...) needs an argument '\(p.name):'", node)
            }
        }
        try reader.finish()
        return .instance(instance)
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
            for (i, (n, v)) in zip(names, args).enumerated() where n != "_" { scope.bind(n, try coerce(v, to: types[i], at: c.syntax), constant: true) }
        } else {
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
        case .breakLoop, .continueLoop: throw error("'break' or 'continue' outside a loop", c.syntax)
        }
    }

    /// A body that gives a value: a computed property's getter, an
    /// AlignmentID's `defaultValue(in:)`.
    func runBody(_ items: CodeBlockItemListSyntax, _ scope: Scope) throws -> Value {
        switch try exec(items, Scope(parent: scope), valueOfLast: true) {
        case .returned(let v): return v
        case .normal: throw error("this body gives no value", items)
        case .breakLoop, .continueLoop: throw error("'break' or 'continue' outside a loop", items)
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
            case .decl(let d): try declareLocal(d, scope)
            case .expr(let e):
                if let ifExpr = e.as(IfExprSyntax.self) { try collectIf(ifExpr, scope, into: &views); continue }
                if let switchExpr = e.as(SwitchExprSyntax.self) {
                    let (body, branch) = try switchCase(switchExpr, scope)
                    try collectViews(body, branch, into: &views)
                    continue
                }
                views.append(try toView(try eval(e, scope), at: Syntax(e)))
            case .stmt(let s):
                if let x = s.as(ExpressionStmtSyntax.self), let ifExpr = x.expression.as(IfExprSyntax.self) {
                    try collectIf(ifExpr, scope, into: &views)
                    continue
                }
                if let x = s.as(ExpressionStmtSyntax.self), let switchExpr = x.expression.as(SwitchExprSyntax.self) {
                    let (body, branch) = try switchCase(switchExpr, scope)
                    try collectViews(body, branch, into: &views)
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
        let branch = Scope(parent: scope)
        if try conditions(e.conditions, branch) {
            try collectViews(e.body.statements, branch, into: &views)
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
            if !i.type.environment.isEmpty {
                // The body reads the environment where the view is placed.
                let level = deferredLevel()
                return AnyView(EnvironmentReadingBody {
                    self.lateView(at: node) { try self.atLevel(level, at: node) { try self.computed(i, "body", accessor, node) } }
                })
            }
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


/// A view of the file whose body reads `@Environment`: the body is
/// interpreted when the resolver evaluates it, with that point's environment.
struct EnvironmentReadingBody: View {
    let make: () -> AnyView
    var body: some View { make() }
}
