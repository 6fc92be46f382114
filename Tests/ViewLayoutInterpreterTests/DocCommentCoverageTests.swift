import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// Every public symbol of the `ViewLayout` library carries a doc comment
/// (`///` or `/** */`), so the generated documentation never shows a bare
/// signature.
///
/// The test parses each `.swift` file under `Sources/ViewLayout` and lists the
/// `public` and `open` declarations without one: types, protocols and their
/// requirements, functions, initializers, subscripts, properties, type
/// aliases, associated types, the cases of public enums and the members of
/// `public extension`s. Declarations inside a non-public type are not API and
/// are skipped.
///
/// Exempt:
/// - Names starting with an underscore (`_FrameLayout`, `_makeView`,
///   `_ViewResolver`) and everything declared inside such a type or an
///   extension of one. They are public only so generic code and the
///   interpreter can reach them; SwiftUI hides its own underscored types from
///   its documentation the same way, and DocC does too.
/// - The members in `protocolWitnesses`, which only implement a requirement
///   whose documentation (the standard library's or this package's) DocC
///   shows in their place.
@Suite("Doc comment coverage")
struct DocCommentCoverageTests {
    /// Members that only satisfy a protocol requirement documented elsewhere,
    /// keyed by the name the test reports, with the protocol that documents them.
    static let protocolWitnesses: [String: String] = [
        "body": "View.body and ViewModifier.body(content:)",
        "Body": "View.Body: `Never` on a primitive view, which has no body",
        "description": "CustomStringConvertible.description",
        "debugDescription": "CustomDebugStringConvertible.debugDescription",
        "==": "Equatable.==",
        "hash(into:)": "Hashable.hash(into:)",
        "init(from:)": "Decodable.init(from:)",
        "encode(to:)": "Encodable.encode(to:)",
    ]

    /// Files whose public symbols are not all documented yet (paths relative
    /// to `Sources/ViewLayout`). Shrinks to empty: a listed file that has
    /// become fully documented fails the test until it is removed here.
    static let pendingFiles: Set<String> = []

    @Test("Every public declaration of ViewLayout has a doc comment")
    func everyPublicDeclarationIsDocumented() throws {
        let root = Self.sourcesRoot
        let files = Self.swiftFiles(under: root)
        #expect(files.count > 50, "found only \(files.count) files under \(root.path)")

        var missing: [String] = []
        var undocumentedByFile: [String: Int] = [:]
        var publicCount = 0
        for relative in files {
            let source = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
            let tree = Parser.parse(source: source)
            let collector = PublicDeclarationCollector(
                converter: SourceLocationConverter(fileName: relative, tree: tree))
            collector.walk(tree)
            publicCount += collector.declarations.count
            for declaration in collector.declarations where !declaration.documented {
                if Self.protocolWitnesses[declaration.name] != nil
                    || Self.protocolWitnesses[declaration.baseName] != nil { continue }
                undocumentedByFile[relative, default: 0] += 1
                if !Self.pendingFiles.contains(relative) {
                    missing.append("\(relative):\(declaration.line): \(declaration.name)")
                }
            }
        }
        #expect(publicCount > 300, "found only \(publicCount) public declarations: is the parser walking?")
        #expect(missing.isEmpty, """
            \(missing.count) of \(publicCount) public declarations of ViewLayout have no doc comment \
            (add a /// comment, or see the exemptions in DocCommentCoverageTests):
            \(missing.joined(separator: "\n"))
            """)
        let finished = Self.pendingFiles.filter { undocumentedByFile[$0, default: 0] == 0 }.sorted()
        #expect(finished.isEmpty, """
            These files are fully documented (or gone): remove them from \
            DocCommentCoverageTests.pendingFiles: \(finished.joined(separator: ", "))
            """)
    }

    @Test("The collector sees what the coverage test relies on")
    func collectorRules() {
        let source = """
            /// Documented.
            public struct A {
                public var x: Int
                /// Documented.
                @inlinable public init() {}
                var internalOnly: Int
                public struct _Hidden { public var y: Int }
            }
            struct Internal { public var z: Int }
            public extension A {
                func member() {}
                private func hidden() {}
            }
            /** Documented. */
            public enum E { case one, two
                /// Documented.
                case three
            }
            public protocol P {
                associatedtype Value
                func requirement()
            }
            extension _Underscored { public func skipped() {} }
            """
        let tree = Parser.parse(source: source)
        let collector = PublicDeclarationCollector(
            converter: SourceLocationConverter(fileName: "t.swift", tree: tree))
        collector.walk(tree)
        let undocumented = collector.declarations.filter { !$0.documented }.map(\.name)
        #expect(undocumented == ["x", "member()", "one, two", "P", "Value", "requirement()"])
        #expect(collector.declarations.filter(\.documented).map(\.name) == ["A", "init()", "E", "three"])
    }

    static var sourcesRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // ViewLayoutInterpreterTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
            .appendingPathComponent("Sources/ViewLayout")
    }

    /// The paths of the Swift files under `root`, relative to it (read from the
    /// enumerator, so a symlinked temporary folder cannot skew them).
    static func swiftFiles(under root: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append(path) }
        }
        return files.sorted()
    }
}

/// One public declaration found in a file.
struct PublicDeclaration {
    /// The reported name: `frame(width:height:alignment:)`, `init(_:)`, `x, y`.
    var name: String
    /// The bare name: `frame`, `==`, `x`.
    var baseName: String
    var line: Int
    var documented: Bool
}

/// Walks a file and records its public API declarations, tracking whether the
/// enclosing scope is public API (a public type, a public protocol, a public
/// extension, an extension of a type the file may make public).
final class PublicDeclarationCollector: SyntaxVisitor {
    /// How declarations directly inside the current scope become API.
    private enum Scope {
        /// File level, or an extension without an access modifier: only an
        /// explicit `public`/`open` makes a member API.
        case explicit
        /// A `public extension`: members without a modifier are public.
        case publicExtension
        /// A public protocol: every requirement is API.
        case publicProtocol
        /// A public enum: its cases are API, other members need `public`.
        case publicEnum
        /// Not API (a non-public or underscored type): nothing inside counts.
        case hidden
    }

    private let converter: SourceLocationConverter
    private var scopes: [Scope] = [.explicit]
    private(set) var declarations: [PublicDeclaration] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Scopes

    private func typeScope(_ modifiers: DeclModifierListSyntax, name: String, kind: Scope) -> Scope {
        guard isAPI(modifiers), !name.hasPrefix("_") else { return .hidden }
        return kind
    }

    /// Records a type declaration and opens the scope of its members.
    private func enterType(_ node: some DeclSyntaxProtocol & WithModifiersSyntax, _ name: TokenSyntax,
                           _ kind: Scope) -> SyntaxVisitorContinueKind {
        record(node, name: name.text)
        scopes.append(typeScope(node.modifiers, name: name.text, kind: kind))
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node, node.name, .explicit) }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node, node.name, .explicit) }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node, node.name, .explicit) }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node, node.name, .publicEnum) }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, node.name, .publicProtocol)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.trimmedDescription
        let lastComponent = extended.split(separator: ".").last.map(String.init) ?? extended
        let scope: Scope
        if lastComponent.hasPrefix("_") || !isInAPIScope {
            scope = .hidden
        } else if has(node.modifiers, "public") || has(node.modifiers, "open") {
            scope = .publicExtension
        } else if has(node.modifiers, "private") || has(node.modifiers, "fileprivate")
                    || has(node.modifiers, "internal") || has(node.modifiers, "package") {
            scope = .hidden
        } else {
            scope = .explicit
        }
        scopes.append(scope)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    // Function bodies, closures and accessors hold no API.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // MARK: Members

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters
            .map { "\($0.firstName.text):" }.joined()
        record(node, name: "\(node.name.text)(\(labels))", baseName: node.name.text)
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters
            .map { "\($0.firstName.text):" }.joined()
        record(node, name: "init\(node.optionalMark?.text ?? "")(\(labels))")
        return .skipChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        record(node, name: "subscript(\(labels))")
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.bindings.map { $0.pattern.trimmedDescription }
        record(node, name: names.joined(separator: ", "), baseName: names.first ?? "")
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, name: node.name.text)
        return .skipChildren
    }

    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, name: node.name.text)
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.elements.map(\.name.text)
        record(node, name: names.joined(separator: ", "), baseName: names.first ?? "")
        return .skipChildren
    }

    // MARK: Rules

    private var isInAPIScope: Bool {
        if case .hidden = scopes.last! { return false }
        return true
    }

    private func has(_ modifiers: DeclModifierListSyntax, _ keyword: String) -> Bool {
        modifiers.contains { $0.name.text == keyword && $0.detail == nil }
    }

    /// Whether a declaration with these modifiers is API in the current scope.
    private func isAPI(_ modifiers: DeclModifierListSyntax, isEnumCase: Bool = false) -> Bool {
        if has(modifiers, "public") || has(modifiers, "open") { return isInAPIScope }
        let restricted = ["private", "fileprivate", "internal", "package"].contains { has(modifiers, $0) }
        switch scopes.last! {
        case .publicProtocol: return true
        case .publicExtension: return !restricted
        case .publicEnum: return isEnumCase
        case .explicit, .hidden: return false
        }
    }

    private func record(_ node: some DeclSyntaxProtocol & WithModifiersSyntax, name: String, baseName: String? = nil) {
        guard !(baseName ?? name).hasPrefix("_") else { return }
        guard isAPI(node.modifiers, isEnumCase: node.is(EnumCaseDeclSyntax.self)) else { return }
        let documented = node.leadingTrivia.contains { piece in
            switch piece {
            case .docLineComment, .docBlockComment: return true
            default: return false
            }
        }
        let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        declarations.append(PublicDeclaration(
            name: name, baseName: baseName ?? name, line: line, documented: documented))
    }
}
