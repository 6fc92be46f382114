import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `#Preview { ... }`, `#Preview("Name") { ... }` and
/// `#Preview("Name", traits: .sizeThatFitsLayout, ...) { ... }` into a
/// function that makes the `Preview` value and a record in the
/// `swift5_tests` metadata section that points at it, so that
/// `PreviewRegistry` finds every preview of a program at run time without
/// a list written by hand.
///
/// The section and the record's shape (a four-character kind, a C
/// accessor that writes the value into memory it is given, two reserved
/// words) are those swift-testing defines for test content records that
/// other tools may add to its section (its ABI document, "TestContent.md");
/// the kind `vlpv` keeps these records apart from tests.
public struct PreviewMacro: DeclarationMacro {
    /// The record kind, "vlpv" as four ASCII bytes (big-endian FourCC).
    static let recordKind = "0x766c7076"

    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        var name: ExprSyntax? = nil
        var traits: [ExprSyntax] = []
        var body: ExprSyntax? = nil
        var inTraits = false
        for argument in node.arguments {
            switch argument.label?.text {
            case nil where inTraits:
                traits.append(argument.expression)
            case nil where name == nil && traits.isEmpty && !argument.expression.is(ClosureExprSyntax.self):
                name = argument.expression
            case "traits":
                inTraits = true
                traits.append(argument.expression)
            case "body", nil:
                body = argument.expression
            default:
                break
            }
        }
        if let closure = node.trailingClosure { body = ExprSyntax(closure) }
        guard let body else {
            throw PreviewMacroError("#Preview needs a closure that returns the view to preview")
        }
        let maker = context.makeUniqueName("Preview")
        let record = context.makeUniqueName("PreviewRecord")
        let location = context.location(of: node)
        let fileID: ExprSyntax = location.map { $0.file } ?? "#fileID"
        let line: ExprSyntax = location.map { $0.line } ?? "#line"
        let column: ExprSyntax = location.map { $0.column } ?? "#column"
        // Inside a type the record must be a static member: `@section`
        // places global and static variables only.
        let isMember = context.lexicalContext.contains { $0.isProtocol(DeclGroupSyntax.self) }
        let storage = isMember ? "static let" : "let"
        let trimmedBody = body.trimmed
        return [
            """
            enum \(maker) {
                nonisolated static func makePreview() -> ViewLayout.Preview {
                    ViewLayout.Preview(\(name ?? "nil"), traits: [\(raw: traits.map { $0.trimmedDescription }.joined(separator: ", "))],
                                       fileID: \(fileID), line: \(line), column: \(column), body: \(trimmedBody))
                }
            }
            """,
            """
            #if objectFormat(MachO)
            @section("__DATA_CONST,__swift5_tests") @used
            nonisolated \(raw: storage) \(record): ViewLayout._PreviewRecord = (\(raw: recordKind), 0, { out, type, _, _ in
                ViewLayout._PreviewRecordAccess.write(\(maker).makePreview, to: out, ifTypeIs: type)
            }, 0, 0)
            #elseif objectFormat(COFF)
            @section(".sw5test$B") @used
            nonisolated \(raw: storage) \(record): ViewLayout._PreviewRecord = (\(raw: recordKind), 0, { out, type, _, _ in
                ViewLayout._PreviewRecordAccess.write(\(maker).makePreview, to: out, ifTypeIs: type)
            }, 0, 0)
            #else
            @section("swift5_tests") @used
            nonisolated \(raw: storage) \(record): ViewLayout._PreviewRecord = (\(raw: recordKind), 0, { out, type, _, _ in
                ViewLayout._PreviewRecordAccess.write(\(maker).makePreview, to: out, ifTypeIs: type)
            }, 0, 0)
            #endif
            """,
        ]
    }
}

struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
