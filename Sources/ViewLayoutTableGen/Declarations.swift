import Foundation
import SwiftParser
import SwiftSyntax

/// A public type of the library, gathered from its declaration and its
/// extensions: what the generator needs to name it from outside and to know
/// what it conforms to.
struct LibraryType {
    var name: String
    var kind: Kind
    var isPublic: Bool
    /// Conformances written on the declaration and on its extensions.
    var conformances: Set<String> = []
    /// Generic parameters and their protocol constraints.
    var generics: [String: [String]] = [:]
    /// `@MainActor` on the declaration.
    var isMainActor = false
    /// `@propertyWrapper`: written as `@State var x`, not called.
    var isPropertyWrapper = false

    enum Kind { case concrete, enumeration, protocolType }
}

/// One declaration of a member, with the context it is declared in.
struct Member {
    /// The qualified name of the type or protocol extended (`Text`, `Edge.Set`).
    var context: String
    var decl: DeclSyntax
    /// `extension ShapeStyle where Self == Color`: `Color`.
    var selfType: String?
    /// Same-type constraints of the extension (`Footer == EmptyView`).
    var sameTypes: [String: String]
    /// Constraints the extension adds to generic parameters (`where S: View`).
    var constraints: [String: [String]]
    /// The extension has requirements the generator does not express.
    var otherRequirements: Bool
    var file: String
    var line: Int
}

/// Reads the library's Swift files: its types first (so that names written
/// inside a type can be qualified), then every member declaration.
struct DeclarationIndex {
    var types: [String: LibraryType] = [:]
    var members: [Member] = []
    /// Type aliases declared in protocols (`Layout.Subviews`), by name:
    /// conforming types see them unqualified.
    var protocolAliases: [String: String] = [:]

    init(files: [(path: String, text: String)]) {
        var parsed: [(String, SourceFileSyntax)] = []
        for f in files { parsed.append((f.path, Parser.parse(source: f.text))) }
        for (_, tree) in parsed { collectTypes(tree.statements.map(\.item), in: nil) }
        for (path, tree) in parsed {
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            collectMembers(tree.statements.map(\.item), path: path, converter: converter)
        }
    }

    // MARK: Types

    private mutating func collectTypes(_ items: [CodeBlockItemSyntax.Item], in outer: String?) {
        for item in items {
            guard let decl = item.as(DeclSyntax.self) else { continue }
            collectType(decl, in: outer)
        }
    }

    private mutating func collectType(_ decl: DeclSyntax, in outer: String?) {
        func qualified(_ n: String) -> String { outer.map { "\($0).\(n)" } ?? n }
        var name: String?, kind = LibraryType.Kind.concrete, modifiers: DeclModifierListSyntax?
        var inherited: InheritanceClauseSyntax?, generics: GenericParameterClauseSyntax?, body: MemberBlockSyntax?
        if let s = decl.as(StructDeclSyntax.self) {
            (name, modifiers, inherited, generics, body) = (s.name.text, s.modifiers, s.inheritanceClause, s.genericParameterClause, s.memberBlock)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            (name, modifiers, inherited, generics, body) = (c.name.text, c.modifiers, c.inheritanceClause, c.genericParameterClause, c.memberBlock)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            (name, modifiers, inherited, generics, body) = (e.name.text, e.modifiers, e.inheritanceClause, e.genericParameterClause, e.memberBlock)
            kind = .enumeration
        } else if let p = decl.as(ProtocolDeclSyntax.self) {
            (name, modifiers, inherited, body) = (p.name.text, p.modifiers, p.inheritanceClause, p.memberBlock)
            kind = .protocolType
            for m in p.memberBlock.members {
                if let a = m.decl.as(TypeAliasDeclSyntax.self) { protocolAliases[a.name.text] = a.initializer.value.trimmedDescription }
            }
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            let extended = x.extendedType.trimmedDescription
            if var t = types[extended] {
                for i in x.inheritanceClause?.inheritedTypes ?? [] { t.conformances.insert(i.type.trimmedDescription) }
                types[extended] = t
            }
            for m in x.memberBlock.members { collectType(m.decl, in: extended) }
            return
        }
        guard let name else { return }
        let full = qualified(name)
        var t = types[full] ?? LibraryType(name: full, kind: kind, isPublic: isPublic(modifiers))
        t.kind = kind
        t.isPublic = isPublic(modifiers)
        let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes.compactMap {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
        } ?? []
        t.isMainActor = attributes.contains("MainActor")
        t.isPropertyWrapper = attributes.contains("propertyWrapper")
        for i in inherited?.inheritedTypes ?? [] { t.conformances.insert(i.type.trimmedDescription) }
        for g in generics?.parameters ?? [] {
            t.generics[g.name.text] = g.inheritedType.map { splitComposition($0.trimmedDescription) } ?? []
        }
        types[full] = t
        for m in body?.members ?? [] { collectType(m.decl, in: full) }
    }

    // MARK: Members

    private mutating func collectMembers(_ items: [CodeBlockItemSyntax.Item], path: String, converter: SourceLocationConverter) {
        for item in items {
            guard let decl = item.as(DeclSyntax.self) else { continue }
            collectMembers(of: decl, in: nil, path: path, converter: converter)
        }
    }

    private mutating func collectMembers(of decl: DeclSyntax, in outer: String?, path: String, converter: SourceLocationConverter) {
        func qualified(_ n: String) -> String { outer.map { "\($0).\(n)" } ?? n }
        var context: String?, body: MemberBlockSyntax?, whereClause: GenericWhereClauseSyntax?
        var publicByDefault = false
        if let s = decl.as(StructDeclSyntax.self) { (context, body) = (qualified(s.name.text), s.memberBlock) }
        else if let c = decl.as(ClassDeclSyntax.self) { (context, body) = (qualified(c.name.text), c.memberBlock) }
        else if let e = decl.as(EnumDeclSyntax.self) { (context, body) = (qualified(e.name.text), e.memberBlock) }
        else if decl.is(ProtocolDeclSyntax.self) { return } // requirements, not callable members
        else if let x = decl.as(ExtensionDeclSyntax.self) {
            (context, body, whereClause) = (x.extendedType.trimmedDescription, x.memberBlock, x.genericWhereClause)
            publicByDefault = isPublic(x.modifiers)
        }
        guard let context, let body else { return }
        var selfType: String?, sameTypes: [String: String] = [:], constraints: [String: [String]] = [:], other = false
        for r in whereClause?.requirements ?? [] {
            if let s = r.requirement.as(SameTypeRequirementSyntax.self) {
                let l = s.leftType.trimmedDescription, rt = s.rightType.trimmedDescription
                if l == "Self" { selfType = rt } else if !l.contains(".") { sameTypes[l] = rt } else { other = true }
            } else if let c = r.requirement.as(ConformanceRequirementSyntax.self), !c.leftType.trimmedDescription.contains(".") {
                constraints[c.leftType.trimmedDescription, default: []] += splitComposition(c.rightType.trimmedDescription)
            } else {
                other = true
            }
        }
        for m in body.members {
            let d = m.decl
            if d.is(StructDeclSyntax.self) || d.is(ClassDeclSyntax.self) || d.is(EnumDeclSyntax.self) || d.is(ExtensionDeclSyntax.self) {
                collectMembers(of: d, in: context, path: path, converter: converter)
                continue
            }
            let enumCase = d.is(EnumCaseDeclSyntax.self)
            guard enumCase ? types[context]?.isPublic == true : (isPublic(modifiers(of: d)) || (publicByDefault && !isPrivate(modifiers(of: d))))
            else { continue }
            let line = converter.location(for: d.positionAfterSkippingLeadingTrivia).line
            members.append(Member(context: context, decl: d, selfType: selfType, sameTypes: sameTypes, constraints: constraints,
                                  otherRequirements: other, file: path, line: line))
        }
    }

    private func modifiers(of d: DeclSyntax) -> DeclModifierListSyntax? {
        if let f = d.as(FunctionDeclSyntax.self) { return f.modifiers }
        if let i = d.as(InitializerDeclSyntax.self) { return i.modifiers }
        if let v = d.as(VariableDeclSyntax.self) { return v.modifiers }
        if let s = d.as(SubscriptDeclSyntax.self) { return s.modifiers }
        if let t = d.as(TypeAliasDeclSyntax.self) { return t.modifiers }
        return nil
    }

    private func isPublic(_ m: DeclModifierListSyntax?) -> Bool {
        m?.contains { $0.name.text == "public" || $0.name.text == "open" } ?? false
    }

    private func isPrivate(_ m: DeclModifierListSyntax?) -> Bool {
        m?.contains { ["private", "fileprivate", "internal"].contains($0.name.text) } ?? false
    }

    // MARK: Names

    /// The name of `name` written inside `context`, as code outside the
    /// library spells it (`TruncationMode` inside `Text` is `Text.TruncationMode`).
    func qualify(_ name: String, in context: String) -> String {
        var scope: String? = context
        while let s = scope {
            if types["\(s).\(name)"] != nil { return "\(s).\(name)" }
            scope = s.contains(".") ? String(s[..<s.lastIndex(of: ".")!]) : nil
        }
        if types[name] == nil, let alias = protocolAliases[name] { return alias }
        return name
    }

    /// Whether a type the name is nested in is a property wrapper.
    func enclosingPropertyWrapper(_ name: String) -> Bool {
        var scope = Substring(name)
        while let dot = scope.lastIndex(of: ".") {
            scope = scope[..<dot]
            if types[String(scope)]?.isPropertyWrapper == true { return true }
        }
        return false
    }

    /// Whether the type or one it is nested in has generic parameters.
    func isGeneric(_ name: String) -> Bool {
        var scope: Substring = Substring(name)
        while true {
            if !(types[String(scope)]?.generics.isEmpty ?? true) { return true }
            guard let dot = scope.lastIndex(of: ".") else { return false }
            scope = scope[..<dot]
        }
    }
}

func splitComposition(_ s: String) -> [String] {
    s.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }
}
