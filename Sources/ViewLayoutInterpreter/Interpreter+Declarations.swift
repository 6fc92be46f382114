import Foundation
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

extension Interpreter {
    // MARK: Declarations

    func collectDeclarations() throws {
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
}
