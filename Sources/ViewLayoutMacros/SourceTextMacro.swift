import Foundation
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@SourceText struct X { ... }`: adds `static let sourceText`, the
/// declaration as a documentation page shows it, and for a view
/// `static let bodyText`, the statements of its `body`. Code shown beside a
/// view, or interpreted and compared with it, is then the code the compiler
/// compiled, written once. The page's form leaves out what only a library
/// needs: this attribute with the doc comment before it, `public` and
/// `nonisolated` (which a library's view initializers need to be called
/// from nonisolated code, views being main-actor isolated), and an empty
/// `init() {}` (with the blank line or indentation before it). Both
/// properties are `nonisolated`: a view's text is not main-actor state.
public struct SourceTextMacro: MemberMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let access = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.public) } ? "public " : ""
        let indent = indentation(before: declaration)
        var members: [DeclSyntax] = [
            "\(raw: access)nonisolated static let sourceText: String = \(raw: literal(dedent(pageForm(declaration, node), by: indent)))",
        ]
        if let body = bodyStatements(of: declaration), let first = body.first {
            members.append("\(raw: access)nonisolated static let bodyText: String = \(raw: literal(dedent(body.trimmedDescription, by: indentation(before: first))))")
        }
        return members
    }

    /// The declaration's text in the page's form (see the type's comment),
    /// from its first kept token to its closing brace.
    static func pageForm(_ declaration: some DeclGroupSyntax, _ attribute: AttributeSyntax) -> String {
        let dropped = [Syntax(attribute)] + declaration.memberBlock.members.compactMap { member -> Syntax? in
            guard let i = member.decl.as(InitializerDeclSyntax.self), i.signature.parameterClause.parameters.isEmpty,
                  i.body?.statements.isEmpty == true else { return nil }
            return Syntax(member)
        }
        var out = ""
        // A dropped `public` hands its leading trivia (the line's indentation) to the next token.
        var carried: Trivia?
        for token in declaration.tokens(viewMode: .sourceAccurate) {
            if dropped.contains(where: { $0.range.contains(token.position) }) { continue }
            if token.tokenKind == .keyword(.public) || token.tokenKind == .keyword(.nonisolated),
               token.parent?.is(DeclModifierSyntax.self) == true {
                carried = carried ?? token.leadingTrivia
                continue
            }
            out += (carried ?? token.leadingTrivia).description + token.text + token.trailingTrivia.description
            carried = nil
        }
        return out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The statements of `var body: ... { ... }` (nil without a body property).
    static func bodyStatements(of declaration: some DeclGroupSyntax) -> CodeBlockItemListSyntax? {
        for member in declaration.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self), let b = v.bindings.first,
                  b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" else { continue }
            switch b.accessorBlock?.accessors {
            case .getter(let items)?: return items
            default: return nil
            }
        }
        return nil
    }

    /// The spaces that start the line a node starts on (its column, when
    /// only spaces precede it on that line).
    static func indentation(before node: some SyntaxProtocol) -> Int {
        var count = 0
        for piece in node.leadingTrivia.pieces {
            if case .spaces(let n) = piece { count += n } else { count = 0 }
        }
        return count
    }

    /// The text with `n` leading spaces taken off every line after the
    /// first (whose indentation the trimmed text has lost already).
    static func dedent(_ text: String, by n: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().map { i, line in
            if i == 0 { return String(line) }
            let spaces = line.prefix { $0 == " " }.count
            return String(line.dropFirst(min(spaces, n)))
        }.joined(separator: "\n")
    }

    /// A Swift string literal whose value is `text`.
    static func literal(_ text: String) -> String {
        var out = "\""
        for c in text.unicodeScalars {
            switch c {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }
}
