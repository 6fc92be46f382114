import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Entry var theme: Color = .purple` in an extension of
/// `EnvironmentValues`: a key type beside the property (`__Key_theme`,
/// whose `defaultValue` is the written value) and the accessors that read
/// and write the environment through it, as SwiftUI's `Entry` does.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let (name, _, _) = try property(declaration)
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let (name, type, initial) = try property(declaration)
        // Computed, so that a value of any type (Sendable or not) is a default.
        let value = initial?.trimmedDescription ?? "nil"
        return ["private struct __Key_\(raw: name): EnvironmentKey { static var defaultValue: \(raw: type.trimmedDescription) { \(raw: value) } }"]
    }

    private static func property(_ declaration: some DeclSyntaxProtocol) throws -> (String, TypeSyntax, ExprSyntax?) {
        guard let v = declaration.as(VariableDeclSyntax.self), v.bindings.count == 1, let b = v.bindings.first,
              let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            throw EntryError("@Entry applies to one `var name: Type = value`")
        }
        guard let type = b.typeAnnotation?.type else { throw EntryError("@Entry needs the property's type written (var \(name): Type = ...)") }
        guard b.initializer != nil || type.is(OptionalTypeSyntax.self) else {
            throw EntryError("@Entry needs a default value (var \(name): \(type.trimmedDescription) = ...)")
        }
        return (name, type, b.initializer?.value)
    }
}

struct EntryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
