import Foundation
import SwiftSyntax
import ViewLayout

/// A type declared in the interpreted file: a struct (a view, an
/// `AlignmentID`, a `ViewModifier` or a plain value type such as `Message`),
/// an enum, or a class (a model: `ObservableObject`, `@Observable`).
final class UserType {
    enum Kind { case structure, enumeration, classType }
    let name: String
    let kind: Kind
    /// The declaration's name, where messages about the type point.
    let nameNode: TokenSyntax
    /// Stored properties in declaration order: name, default value, and
    /// whether it is a `let` (a `let` with a default takes no argument in the
    /// memberwise initialiser, as in Swift), and whether it holds a
    /// `@ViewBuilder` result (the initialiser runs a trailing closure for it).
    var stored: [(name: String, initial: ExprSyntax?, isLet: Bool, type: String?, typeSyntax: TypeSyntax?, isBuilder: Bool)] = []
    var computed: [String: AccessorBlockSyntax] = [:]
    var computedIsBuilder: Set<String> = []
    /// `@Environment(\.name) var x`: the property's environment key path;
    /// `@Environment(Model.self)` and `@EnvironmentObject`: "object:Model".
    var environment: [String: String] = [:]
    /// `@Binding` properties: one left without a value is named as a
    /// binding to nothing.
    var bindings: Set<String> = []
    /// What the type conforms to, as written.
    var conformances: [String] = []
    var isView = false
    var isAlignmentID = false
    var isLayout = false
    var isLayoutValueKey = false
    var isViewModifier = false
    /// An enum's cases in order, with their raw values and the labels of
    /// their associated values (nil: a case without any).
    var cases: [EnumCase] = []
    /// `enum E: Int` / `: String`: the type of the raw values.
    var rawType: String?
    /// Methods (instance and static), by name; overloads differ by labels.
    var methods: [String: [UserFunction]] = [:]
    /// Declared initialisers: with any, the memberwise one is gone (Swift's rule).
    var initializers: [UserFunction] = []
    /// Initialisers declared in extensions: the memberwise one stays.
    var extensionInitializers: [UserFunction] = []
    /// `static func defaultValue(in:)` of an AlignmentID.
    var defaultValue: FunctionDeclSyntax?
    init(name: String, kind: Kind, nameNode: TokenSyntax) {
        self.name = name
        self.kind = kind
        self.nameNode = nameNode
    }

    var isClass: Bool { kind == .classType }

    func enumCase(_ name: String) -> EnumCase? { cases.first { $0.name == name } }
}

/// One case of an enum of the file.
struct EnumCase {
    let name: String
    let rawValue: Value?
    /// The labels of the associated values (nil for unlabelled ones); nil
    /// when the case has none.
    let labels: [String?]?
}

/// A value of an enum of the file: its case and associated values.
struct EnumValue {
    let type: UserType
    let name: String
    let values: [Value]
}

extension Interpreter {
    // MARK: Declarations

    /// Reads the file's declarations. One that cannot be interpreted does
    /// not stop the others: its error becomes a warning, and using its name
    /// (`broken`) raises the error where it is used.
    func collectDeclarations() throws {
        guard let file = tree.as(SourceFileSyntax.self) else { return }
        let items = activeItems(file.statements)
        // Extensions add to types declared anywhere in the file: types first.
        for item in items {
            if case .decl(let decl) = item.item, isTypeDecl(decl) { tolerate(decl) { try declareType(decl) } }
        }
        for item in items {
            switch item.item {
            case .decl(let decl) where isTypeDecl(decl): continue
            case .decl(let decl): tolerate(decl) { try declare(decl, in: nil) }
            case .expr(let e):
                if let m = e.as(MacroExpansionExprSyntax.self), m.macroName.text == "Preview", let body = m.trailingClosure {
                    previews.append(PreviewSource(name: previewName(m.arguments), statements: body.statements, arguments: m.arguments))
                } else {
                    topLevelExpressions.append(e)
                }
            case .stmt(let s):
                tolerate(s) { throw error("statement '\(s.trimmedDescription.prefix(30))' is not supported at the top level", s) }
            }
        }
        // Providers were collected with the types, before the `#Preview`s.
        previews.sort { $0.statements.position < $1.statements.position }
        applyProtocolExtensions()
    }

    /// Runs one declaration; its error becomes a warning, kept under the
    /// declared name for whoever uses it.
    private func tolerate(_ node: some SyntaxProtocol, _ body: () throws -> Void) {
        do { try body() } catch let e as InterpreterError {
            warnings.append(e)
            if let name = declaredName(Syntax(node)) {
                if broken[name] == nil { broken[name] = e }
                if let t = types[name], t.nameNode.position == Syntax(node).as(DeclSyntax.self).flatMap(typeNameToken)?.position {
                    types[name] = nil
                }
            }
        } catch {
            warnings.append(self.error("\(error)", node))
        }
    }

    private func declaredName(_ node: Syntax) -> String? {
        if let d = node.as(DeclSyntax.self), let t = typeNameToken(d) { return t.text }
        if let f = node.as(FunctionDeclSyntax.self) { return f.name.text }
        if let v = node.as(VariableDeclSyntax.self) { return v.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        return nil
    }

    private func isTypeDecl(_ d: DeclSyntax) -> Bool {
        d.is(StructDeclSyntax.self) || d.is(EnumDeclSyntax.self) || d.is(ClassDeclSyntax.self) || d.is(ProtocolDeclSyntax.self)
    }

    private func typeNameToken(_ d: DeclSyntax) -> TokenSyntax? {
        if let s = d.as(StructDeclSyntax.self) { return s.name }
        if let e = d.as(EnumDeclSyntax.self) { return e.name }
        if let c = d.as(ClassDeclSyntax.self) { return c.name }
        if let p = d.as(ProtocolDeclSyntax.self) { return p.name }
        return nil
    }

    // MARK: #if

    /// The items of a statement list with each `#if` replaced by the
    /// statements of the clause taken on the newest iOS (see `configTrue`).
    func activeItems(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        guard items.contains(where: { $0.item.as(IfConfigDeclSyntax.self) != nil }) else { return Array(items) }
        var out: [CodeBlockItemSyntax] = []
        for item in items {
            if let config = item.item.as(IfConfigDeclSyntax.self) {
                if case .statements(let inner)? = activeClause(config)?.elements { out += activeItems(inner) }
            } else {
                out.append(item)
            }
        }
        return out
    }

    /// The members of a type with each `#if` resolved.
    func activeMembers(_ members: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
        var out: [MemberBlockItemSyntax] = []
        for m in members {
            if let config = m.decl.as(IfConfigDeclSyntax.self) {
                if case .decls(let inner)? = activeClause(config)?.elements { out += activeMembers(inner) }
            } else {
                out.append(m)
            }
        }
        return out
    }

    /// The clause of `#if ... #elseif ... #else` that holds on the newest
    /// iOS, in a debug build: `os(iOS)`, `canImport(UIKit)`, `DEBUG`,
    /// `swift(>=...)` are true; other platforms and `targetEnvironment` false.
    func activeClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        config.clauses.first { clause in clause.condition.map(configTrue) ?? true }
    }

    private func configTrue(_ e: ExprSyntax) -> Bool {
        if let r = e.as(DeclReferenceExprSyntax.self) { return r.baseName.text == "DEBUG" }
        if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return configTrue(only.expression) }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" { return !configTrue(p.expression) }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if op == "&&" { return configTrue(i.leftOperand) && configTrue(i.rightOperand) }
            if op == "||" { return configTrue(i.leftOperand) || configTrue(i.rightOperand) }
        }
        if let c = e.as(FunctionCallExprSyntax.self), let name = c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let arg = c.arguments.first?.expression.trimmedDescription ?? ""
            switch name {
            case "os": return arg == "iOS"
            case "canImport": return ["UIKit", "SwiftUI", "Foundation", "Combine", "Observation", "ViewLayout", "CoreGraphics"].contains(arg)
            case "swift", "compiler": return arg.hasPrefix(">=")
            default: return false
            }
        }
        return false
    }

    // MARK: Declarations outside types

    private func declare(_ decl: DeclSyntax, in owner: String?) throws {
        if decl.is(ImportDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self) { return }
        if isTypeDecl(decl) { return try declareType(decl) }
        if let ext = decl.as(ExtensionDeclSyntax.self) { return try declareExtension(ext) }
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
                let isStatic = v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
                if owner != nil, !isStatic {
                    throw error("an extension may declare static constants only ('\(name)')", v)
                }
                if let accessors = b.accessorBlock {
                    // `static var brand: Color { ... }`, a computed global.
                    staticComputed[owner ?? "", default: [:]][name] = accessors
                    continue
                }
                guard let initial = b.initializer?.value else {
                    throw error("'\(name)' needs a value (= ...) here", b)
                }
                if let owner {
                    statics[owner, default: [:]][name] = initial
                    if let type = b.typeAnnotation?.type { staticTypes[owner + "." + name] = type }
                } else {
                    globalDecls[name] = (initial, isLet)
                    if let type = b.typeAnnotation?.type { globalTypes[name] = type }
                }
            }
            return
        }
        if let m = decl.as(MacroExpansionDeclSyntax.self), m.macroName.text == "Preview", owner == nil {
            guard let body = m.trailingClosure else { throw error("#Preview needs a { ... } body", m) }
            previews.append(PreviewSource(name: previewName(m.arguments), statements: body.statements, arguments: m.arguments))
            return
        }
        throw error("\(describe(decl)) is not supported here", decl)
    }

    /// `extension T { ... }`: members added to a type of the file, to a
    /// protocol (default methods for its conforming types), to `View`
    /// (modifiers written in the file) or to a type of the package
    /// (`extension Color { static let brand = ... }`, `extension Text { func ... }`).
    private func declareExtension(_ ext: ExtensionDeclSyntax) throws {
        let extended = ext.extendedType.trimmedDescription
        let conformances = ext.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if let t = types[extended] {
            t.conformances += conformances
            if conformances.contains("View") { t.isView = true }
            if conformances.contains("ViewModifier") { t.isViewModifier = true }
        }
        for m in activeMembers(ext.memberBlock.members) {
            tolerate(m.decl) {
                if let f = m.decl.as(FunctionDeclSyntax.self) {
                    let function = try UserFunction(f, self)
                    if let t = types[extended] {
                        t.methods[function.name, default: []].append(function)
                    } else if extended == "View" {
                        if function.isStatic { throw error("static functions in extension View are not supported", f) }
                        viewExtensions[function.name, default: []].append(function)
                    } else if protocols.contains(extended) {
                        protocolMethods[extended, default: [:]][function.name, default: []].append(function)
                    } else if function.isStatic {
                        libraryStaticFunctions[extended, default: [:]][function.name, default: []].append(function)
                    } else {
                        libraryExtensions[extended, default: [:]][function.name, default: []].append(function)
                    }
                } else if let v = m.decl.as(VariableDeclSyntax.self), !v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
                    if let t = types[extended] {
                        try declareComputed(v, in: t)
                    } else if protocols.contains(extended) {
                        for b in v.bindings {
                            guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let a = b.accessorBlock else { continue }
                            protocolComputed[extended, default: [:]][name] = a
                        }
                    } else if extended == "EnvironmentValues" {
                        try declareEnvironmentProperty(v)
                    } else {
                        throw error("instance properties in an extension of '\(extended)' are not supported", v)
                    }
                } else if let i = m.decl.as(InitializerDeclSyntax.self) {
                    if let t = types[extended] {
                        t.extensionInitializers.append(try UserFunction(i, self))
                    } else {
                        libraryStaticFunctions[extended, default: [:]]["init", default: []].append(try UserFunction(i, self))
                    }
                } else if isTypeDecl(m.decl) {
                    try declareType(m.decl)
                } else {
                    try declare(m.decl, in: extended)
                }
            }
        }
    }

    /// Copies protocol extensions' methods and computed properties into the
    /// file's types that conform, where the type has none of its own.
    private func applyProtocolExtensions() {
        for t in types.values {
            for p in t.conformances {
                for (name, fs) in protocolMethods[p] ?? [:] where t.methods[name] == nil { t.methods[name] = fs }
                for (name, a) in protocolComputed[p] ?? [:] where t.computed[name] == nil { t.computed[name] = a }
            }
        }
    }

    /// `#Preview("Dark") { ... }`: the name, its first unlabelled string.
    private func previewName(_ args: LabeledExprListSyntax) -> String? {
        args.first.flatMap { $0.label == nil ? $0.expression.as(StringLiteralExprSyntax.self) : nil }.map { $0.segments.trimmedDescription }
    }

    func describe(_ node: some SyntaxProtocol) -> String {
        let kind = String(describing: node.syntaxNodeType).replacingOccurrences(of: "Syntax", with: "")
        let text = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        return "\(kind) '\(text.prefix(40))'"
    }

    // MARK: Types

    /// A struct, enum, class or protocol of the file. Generic parameters are
    /// accepted and not checked: values carry their own types here.
    private func declareType(_ decl: DeclSyntax) throws {
        if let p = decl.as(ProtocolDeclSyntax.self) {
            protocols.insert(p.name.text)
            return
        }
        let name: TokenSyntax, kind: UserType.Kind, members: MemberBlockItemListSyntax
        let inherited: [String]
        if let s = decl.as(StructDeclSyntax.self) {
            (name, kind, members) = (s.name, .structure, s.memberBlock.members)
            inherited = s.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        } else if let e = decl.as(EnumDeclSyntax.self) {
            (name, kind, members) = (e.name, .enumeration, e.memberBlock.members)
            inherited = e.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        } else if let c = decl.as(ClassDeclSyntax.self) {
            (name, kind, members) = (c.name, .classType, c.memberBlock.members)
            inherited = c.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        } else {
            throw error("\(describe(decl)) is not supported here", decl)
        }
        if inherited.contains("PreviewProvider") {
            // Xcode's older preview form: `static var previews: some View { ... }`.
            for member in members {
                guard let v = member.decl.as(VariableDeclSyntax.self), let b = v.bindings.first,
                      b.pattern.trimmedDescription == "previews", case .getter(let body)? = b.accessorBlock?.accessors else { continue }
                previews.append(PreviewSource(name: name.text, statements: body, arguments: nil))
                return
            }
            throw error("PreviewProvider '\(name.text)' has no `static var previews: some View { ... }`", name)
        }
        // A type of the file may share a name with one of the package
        // (`enum Tab`, `struct Badge`), as in Swift: the file's own is found
        // first wherever a type name is looked up.
        if types[name.text] != nil {
            throw error("'\(name.text)' is declared twice", name)
        }
        let t = UserType(name: name.text, kind: kind, nameNode: name)
        t.conformances = inherited
        for i in inherited {
            switch i {
            case "View": t.isView = true
            case "AlignmentID": t.isAlignmentID = true
            case "Layout": t.isLayout = true
            case "LayoutValueKey": t.isLayoutValueKey = true
            case "ViewModifier": t.isViewModifier = true
            case "Int", "String", "Double", "Character", "Float", "CGFloat", "UInt", "Int8", "Int16", "Int32", "Int64":
                if kind == .enumeration, t.rawType == nil { t.rawType = i }
            default: break
            }
        }
        types[name.text] = t
        do {
            try declareMembers(activeMembers(members), of: t)
        } catch {
            types[name.text] = nil
            throw error
        }
        if t.isView && t.computed["body"] == nil && t.methods["body"] == nil { throw error("view '\(name.text)' has no body", name) }
        if t.isAlignmentID && t.defaultValue == nil { throw error("AlignmentID '\(name.text)' has no static defaultValue(in:)", name) }
        if t.isLayoutValueKey && statics[name.text]?["defaultValue"] == nil { throw error("LayoutValueKey '\(name.text)' has no static defaultValue", name) }
    }

    private func declareMembers(_ members: [MemberBlockItemSyntax], of t: UserType) throws {
        let name = t.name
        for member in members {
            let decl = member.decl
            if let v = decl.as(VariableDeclSyntax.self) {
                let isStatic = v.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
                let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
                let builder = v.attributes.contains { $0.trimmedDescription == "@ViewBuilder" }
                for b in v.bindings {
                    guard let pname = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                        throw error("only simple names can be declared ('\(b.pattern.trimmedDescription)')", b.pattern)
                    }
                    if let accessors = b.accessorBlock {
                        if isStatic {
                            staticComputed[name, default: [:]][pname] = accessors
                            continue
                        }
                        t.computed[pname] = accessors
                        if builder || pname == "body" || b.typeAnnotation?.type.trimmedDescription == "some View" {
                            t.computedIsBuilder.insert(pname)
                        }
                    } else if isStatic {
                        guard let initial = b.initializer?.value else { throw error("static '\(pname)' needs a value", b) }
                        statics[name, default: [:]][pname] = initial
                        if let type = b.typeAnnotation?.type { staticTypes[name + "." + pname] = type }
                    } else {
                        let type = b.typeAnnotation?.type
                        if let key = try environmentKey(v.attributes, type: type) {
                            t.environment[pname] = key
                            continue
                        }
                        var initial = b.initializer?.value
                        if initial == nil, let implicit = wrapperDefault(v.attributes, type) { initial = implicit }
                        if v.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Binding" }) {
                            t.bindings.insert(pname)
                        }
                        t.stored.append((pname, initial, isLet, type?.trimmedDescription, type, builder))
                    }
                }
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                if t.isAlignmentID, f.name.text == "defaultValue", f.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
                    t.defaultValue = f
                } else {
                    // ViewModifier's `body(content:)` builds views, as the
                    // protocol's requirement is a view builder.
                    let builder = (t.isViewModifier && f.name.text == "body")
                        || (f.name.text == "makeBody" && !Interpreter.styleProtocols.isDisjoint(with: t.conformances))
                    let function = try UserFunction(f, self, builder: builder)
                    t.methods[function.name, default: []].append(function)
                }
            } else if let i = decl.as(InitializerDeclSyntax.self) {
                t.initializers.append(try UserFunction(i, self))
            } else if let c = decl.as(EnumCaseDeclSyntax.self) {
                guard t.kind == .enumeration else { throw error("'case' outside an enum", c) }
                for element in c.elements { try declareCase(element, in: t) }
            } else if isTypeDecl(decl) {
                try declareType(decl)
            } else if decl.is(TypeAliasDeclSyntax.self) || decl.is(AssociatedTypeDeclSyntax.self) || decl.is(DeinitializerDeclSyntax.self) {
                continue
            } else {
                throw error("\(describe(decl)) is not supported in a type", decl)
            }
        }
    }

    /// One case of an enum, with its raw value: written, or implicit (the
    /// case's name for String, one more than the previous case for Int).
    private func declareCase(_ element: EnumCaseElementSyntax, in t: UserType) throws {
        let labels = element.parameterClause.map { clause in clause.parameters.map { $0.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil } }
        var raw: Value?
        if let written = element.rawValue?.value {
            raw = try eval(written, globals)
        } else if let type = t.rawType {
            switch type {
            case "String": raw = .string(element.name.text)
            case "Character": throw error("a Character raw value must be written", element)
            default:
                if case .int(let previous)? = t.cases.last?.rawValue { raw = .int(previous + 1) } else if t.cases.isEmpty { raw = .int(0) }
                else { throw error("the raw value of '\(element.name.text)' must be written", element) }
            }
            if type == "Double" || type == "CGFloat" || type == "Float", case .int(let i)? = raw { raw = .double(Double(i)) }
        }
        t.cases.append(EnumCase(name: element.name.text, rawValue: raw, labels: labels))
    }

    /// The value a property wrapper holds when the declaration gives none:
    /// `@FocusState var focused: Bool` is false, an optional is nil,
    /// `@Namespace var ns` an identifier.
    func wrapperDefault(_ attributes: AttributeListSyntax, _ type: TypeSyntax?) -> ExprSyntax? {
        for a in attributes {
            guard let attr = a.as(AttributeSyntax.self) else { continue }
            switch attr.attributeName.trimmedDescription {
            case "FocusState", "GestureState", "State":
                if type?.is(OptionalTypeSyntax.self) == true { return ExprSyntax(NilLiteralExprSyntax()) }
                if type?.trimmedDescription == "Bool" { return ExprSyntax(BooleanLiteralExprSyntax(literal: .keyword(.false))) }
            case "Namespace":
                // `Namespace()`: an identifier of its own (languageInit), as the library's wrapper holds.
                return ExprSyntax(FunctionCallExprSyntax(calledExpression: DeclReferenceExprSyntax(baseName: .identifier("Namespace")),
                                                         leftParen: .leftParenToken(), arguments: [], rightParen: .rightParenToken()))
            default: break
            }
        }
        return nil
    }

    /// A computed property declared in an extension of a type of the file.
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

    /// The key of an `@Environment(\.name)` attribute (nil when the
    /// property has no such attribute): its key path, or "object:Type" for
    /// `@Environment(Model.self)` and `@EnvironmentObject var m: Model`. A
    /// key the interpreter cannot read is an error only where it is read.
    private func environmentKey(_ attributes: AttributeListSyntax, type: TypeSyntax?) throws -> String? {
        for a in attributes {
            guard let attr = a.as(AttributeSyntax.self) else { continue }
            let name = attr.attributeName.trimmedDescription
            if name == "EnvironmentObject" {
                guard let type else { throw error("@EnvironmentObject needs a type (var model: Model)", attr) }
                return "object:" + type.trimmedDescription
            }
            guard name == "Environment" else { continue }
            guard case .argumentList(let list)? = attr.arguments, list.count == 1, let arg = list.first?.expression else {
                throw error("@Environment takes a key path such as \\.horizontalSizeClass", attr)
            }
            if let m = arg.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self", let base = m.base {
                return "object:" + base.trimmedDescription
            }
            guard let k = arg.as(KeyPathExprSyntax.self), k.root == nil else {
                throw error("@Environment takes a key path such as \\.horizontalSizeClass", attr)
            }
            let path = k.components.trimmedDescription
            return path.hasPrefix(".") ? String(path.dropFirst()) : path
        }
        return nil
    }

    /// `var theme: Color { get { self[ThemeKey.self] } set { ... } }` or
    /// `@Entry var theme: Color = .purple` in an extension of
    /// `EnvironmentValues`: a property views read with `@Environment(\.theme)`
    /// and set with `.environment(\.theme, ...)`.
    private func declareEnvironmentProperty(_ v: VariableDeclSyntax) throws {
        let isEntry = v.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Entry" }
        for b in v.bindings {
            guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if isEntry, let initial = b.initializer?.value {
                fileEnvironment[name] = .entry(initial, b.typeAnnotation?.type)
                continue
            }
            // The key type the getter subscripts with: `self[ThemeKey.self]`.
            let key = b.accessorBlock.flatMap { block in
                block.tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ")
                    .firstMatch(of: /\[ ([A-Za-z_][A-Za-z0-9_.]*) \. self \]/).map { String($0.1) }
            }
            guard let key else {
                throw error("an environment property is declared with @Entry or a getter reading self[Key.self]", b)
            }
            fileEnvironment[name] = .key(key, b.typeAnnotation?.type)
        }
    }

    /// The value of an `@Environment` or `@EnvironmentObject` property: the
    /// environment's value where the view's body is evaluated, or for a
    /// model object, a new one made with its `init()` (nothing injects one).
    func environmentValue(_ key: String, at node: some SyntaxProtocol) throws -> Value {
        if key.hasPrefix("object:") {
            let typeName = String(key.dropFirst(7))
            guard let t = types[typeName] else {
                throw broken[typeName] ?? error("the environment object type '\(typeName)' is not declared in the file", node)
            }
            return try construct(t, args: [], at: Syntax(node))
        }
        if let property = fileEnvironment[key] {
            if let set = Environment(\._fileEnvironment).wrappedValue[key] as? Value { return set }
            return try fileEnvironmentDefault(property, at: node)
        }
        guard let reader = Interpreter.environment.readers[key] else {
            throw error("@Environment(\\.\(key)) is not an environment value of the library (readable: \(Interpreter.environment.readers.keys.sorted().joined(separator: ", ")))", node)
        }
        return reader()
    }

    /// The environment values a file reads and sets, by name: generated
    /// from the library's `EnvironmentValues` (`Builtins.libraryEnvironment`).
    nonisolated(unsafe) static let environment = Builtins.libraryEnvironment()
}

/// An environment property a file declares (`Interpreter.fileEnvironment`).
enum FileEnvironmentProperty {
    /// Read through `self[Key.self]`: starts with `Key.defaultValue`.
    case key(String, TypeSyntax?)
    /// `@Entry var name: Type = value`.
    case entry(ExprSyntax, TypeSyntax?)

    /// The property's declared type, which values set on it take.
    var type: TypeSyntax? {
        switch self {
        case .key(_, let t), .entry(_, let t): t
        }
    }
}

extension Interpreter {
    /// The value a file's environment property has where no view sets it.
    func fileEnvironmentDefault(_ property: FileEnvironmentProperty, at node: some SyntaxProtocol) throws -> Value {
        switch property {
        case .key(let key, _):
            guard let v = try userStatic(key, "defaultValue", at: node) else {
                throw error("environment key '\(key)' has no static defaultValue in the file", node)
            }
            return v
        case .entry(let e, let type):
            return try coerce(try eval(e, Scope(parent: globals)), to: type, at: e)
        }
    }
}
