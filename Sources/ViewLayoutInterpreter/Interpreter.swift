import Foundation
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import ViewLayout

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
    /// The declared types of those statics ("Type.name"), which their values
    /// take (`static let all: [Item] = [.init(...)]`).
    var staticTypes: [String: TypeSyntax] = [:]
    /// Environment properties the file adds (`extension EnvironmentValues`):
    /// by name, the key type whose `defaultValue` they start with, or the
    /// `@Entry` default and its declared type.
    var fileEnvironment: [String: FileEnvironmentProperty] = [:]
    var staticValues: [String: Value] = [:]
    var evaluatingStatics: Set<String> = []
    var alignmentTypes: [String: any AlignmentID.Type] = [:]
    let globals = Scope(parent: nil)
    var globalDecls: [String: (ExprSyntax, Bool)] = [:]
    /// The declared types of globals (`let p: P = .init(x: 1)`).
    var globalTypes: [String: TypeSyntax] = [:]
    var topLevelExpressions: [ExprSyntax] = []
    /// The file's previews in the order they are written: each
    /// `#Preview("Name") { ... }` and each `PreviewProvider`'s
    /// `static var previews` (named after its type, as Xcode's canvas lists it).
    var previews: [PreviewSource] = []
    struct PreviewSource {
        var name: String?
        var statements: CodeBlockItemListSyntax
        /// A `#Preview`'s arguments (its name and traits); nil for a provider.
        var arguments: LabeledExprListSyntax?
    }
    /// Declarations the interpreter could not take, as warnings; using one
    /// of their names raises its error (`broken`).
    public internal(set) var warnings: [InterpreterError] = []
    var broken: [String: InterpreterError] = [:]
    /// Protocols the file declares, and what their extensions add.
    var protocols: Set<String> = []
    var protocolMethods: [String: [String: [UserFunction]]] = [:]
    var protocolComputed: [String: [String: AccessorBlockSyntax]] = [:]
    /// Static computed properties (`static var brand: Color { ... }`), by
    /// type ("" for globals).
    var staticComputed: [String: [String: AccessorBlockSyntax]] = [:]
    /// Methods the file adds to the package's types (`extension Text`), by type.
    var libraryExtensions: [String: [String: [UserFunction]]] = [:]
    var libraryStaticFunctions: [String: [String: [UserFunction]]] = [:]
    /// The state of `Int.random(in:)` and the like (seeded: the same file
    /// renders the same way), and how many `UUID()`s were made.
    var randomState: UInt64 = 0x9E37_79B9_7F4A_7C15
    var uuidCount = 0
    var depth = 0
    var lateDepth = 0
    /// Loop iterations and calls in this render (see `maximumSteps`), the
    /// rest of its budget (`RenderBudget`), and calls of the file's
    /// functions in progress.
    var steps = 0
    var budget = RenderBudget()
    var callDepth = 0
    /// View structs' bodies being evaluated within one another, and the
    /// nesting level a deferred body (read during layout) started at.
    var bodyDepth = 0
    var bodyBase = 0
    static let maximumBodyDepth = 10_000
    /// The lowest stack address code run during layout may reach (0: no
    /// limit), and what each entry from the engine saved.
    var stackLimit: UInt = 0
    var lateSaved: [UInt] = []
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
        try Interpreter.checkNesting(source)
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

    /// The names of the file's previews: `#Preview("Name")`'s name or a
    /// `PreviewProvider`'s type name, else its position from 1.
    public var previewNames: [String] {
        previews.enumerated().map { $0.element.name ?? "\($0.offset + 1)" }
    }

    /// The preview `selector` names: its name, or its position from 1.
    func preview(_ selector: String) throws -> PreviewSource {
        if let p = previews.first(where: { $0.name == selector }) { return p }
        if let i = Int(selector) {
            guard i >= 1 && i <= previews.count else {
                throw InterpreterError("no preview \(i): the file has \(previews.count) preview\(previews.count == 1 ? "" : "s")\(previews.isEmpty ? "" : " (1 to \(previews.count))")", line: 1, column: 1)
            }
            return previews[i - 1]
        }
        throw InterpreterError("no preview named '\(selector)'\(previews.isEmpty ? "; the file has no #Preview or PreviewProvider" : "; its previews: " + previewNames.joined(separator: ", "))", line: 1, column: 1)
    }

    /// The traits of the `#Preview` that `rootView(named:preview:)` renders
    /// for the same arguments (none when it renders a view struct or a
    /// top-level expression): `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`,
    /// the orientations and `.defaultLayout`, to be laid out as
    /// `Preview.layout(on:)` lays out a compiled preview. Another trait is
    /// an error naming it.
    public func previewTraits(named name: String? = nil, preview selector: String? = nil) throws -> [PreviewTrait<Preview.ViewTraits>] {
        let shown: PreviewSource
        if let selector {
            shown = try preview(selector)
        } else if name == nil, topLevelExpressions.isEmpty, let first = previews.first {
            shown = first
        } else {
            return []
        }
        let arguments = shown.arguments
        var traits: [PreviewTrait<Preview.ViewTraits>] = []
        var inTraits = false
        for a in arguments ?? [] {
            if a.label?.text == "traits" { inTraits = true } else if a.label != nil || !inTraits { continue }
            traits.append(try previewTrait(a.expression))
        }
        return traits
    }

    private func previewTrait(_ e: ExprSyntax) throws -> PreviewTrait<Preview.ViewTraits> {
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil {
            switch m.declName.baseName.text {
            case "defaultLayout": return .defaultLayout
            case "sizeThatFitsLayout": return .sizeThatFitsLayout
            case "portrait": return .portrait
            case "portraitUpsideDown": return .portraitUpsideDown
            case "landscapeLeft": return .landscapeLeft
            case "landscapeRight": return .landscapeRight
            default: break
            }
        }
        if let c = e.as(FunctionCallExprSyntax.self), c.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "fixedLayout",
           c.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil {
            var reader = ArgReader(self, callee: "fixedLayout", call: Syntax(c),
                                   args: try arguments(c.arguments, trailing: nil, additional: nil, globals))
            let width = try reader.value("width", CGFloat.self), height = try reader.value("height", CGFloat.self)
            try reader.finish()
            guard width.isFinite, height.isFinite, width >= 0, height >= 0 else {
                throw error("fixedLayout takes a finite, non-negative width and height", c)
            }
            return .fixedLayout(width: width, height: height)
        }
        throw error("preview trait '\(e.trimmedDescription)' is not supported (sizeThatFitsLayout, fixedLayout, defaultLayout and the orientations are)", e)
    }

    /// The view to render: the struct `name`, else the file's last top-level
    /// view expression, else its first preview (`#Preview` or
    /// `PreviewProvider`), else its last view struct.
    public func rootView(named name: String? = nil, preview selector: String? = nil) throws -> AnyView {
        do {
            return try rootViewThrowing(named: name, preview: selector)
        } catch let thrown as ThrownError {
            throw thrown.uncaught
        }
    }

    private func rootViewThrowing(named name: String?, preview selector: String?) throws -> AnyView {
        startRender()
        // Views, calls and expressions nest on this thread's stack: on
        // `withLargeStack`'s, nearly all of its 1 GiB; elsewhere, as during
        // layout, a bounded share.
        let savedLimit = stackLimit
        let budget = Interpreter.onLargeStack ? UInt(1 << 30) - (64 << 20) : Interpreter.lateStackBudget
        let here = Interpreter.stackAddress()
        stackLimit = here > budget ? here - budget : 0
        defer { stackLimit = savedLimit }
        let result: AnyView
        if let selector {
            result = try buildViews(try preview(selector).statements, globals)
        } else if let name {
            guard let t = types[name], t.isView else {
                if let e = broken[name] { throw e }
                let known = viewNames
                throw InterpreterError("no view struct named '\(name)' in the file\(known.isEmpty ? "" : "; it declares \(known.joined(separator: ", "))")", line: 1, column: 1)
            }
            result = try toView(try construct(t, args: [], at: Syntax(t.nameNode)), at: Syntax(t.nameNode))
        } else if let e = topLevelExpressions.last {
            if let preview = e.as(ClosureExprSyntax.self) {
                result = try buildViews(preview.statements, globals)
            } else {
                result = try toView(try eval(e, globals), at: Syntax(e))
            }
        } else if let first = previews.first {
            result = try buildViews(first.statements, globals)
        } else if let last = viewNames.last, let t = types[last] {
            result = try toView(try construct(t, args: [], at: Syntax(t.nameNode)), at: Syntax(t.nameNode))
        } else {
            if let w = warnings.first { throw w }
            throw InterpreterError("no view in the file: write a `struct ...: View` or a view expression", line: 1, column: 1)
        }
        return result
    }
}
