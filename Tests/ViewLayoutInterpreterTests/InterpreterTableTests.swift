import Foundation
import Testing
import ViewLayout
import ViewLayoutSourceText
import ViewLayoutTableGen
@testable import ViewLayoutInterpreter

/// The interpreter's table is generated from the library's declarations
/// (Interpreter.md, "The table of the library's API"): these tests keep the
/// checked-in table current, check that every public symbol a view file can
/// call has an entry, and that generated entries lay out as the compiled
/// code does.
@Suite struct InterpreterTableTests {
    static let target = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ViewLayout")
    static let table = target.deletingLastPathComponent()
        .appendingPathComponent("ViewLayoutInterpreter/Generated/LibraryTable.swift")

    static func generate() throws -> (String, [LibrarySymbol]) {
        var generator = TableGenerator(files: try TableGenerator.libraryFiles(target: target))
        let source = generator.generate()
        return (source, generator.symbols)
    }

    /// Fails when a public declaration changed without the table being
    /// regenerated: run Scripts/generate-interpreter-table.sh.
    @Test func checkedInTableIsCurrent() throws {
        let (fresh, _) = try Self.generate()
        let checkedIn = try String(contentsOf: Self.table, encoding: .utf8)
        #expect(fresh == checkedIn, "LibraryTable.swift is stale: run Scripts/generate-interpreter-table.sh")
    }

    /// Public symbols a view file could call but the table does not, each
    /// with why (Interpreter.md lists them too). A new API the generator
    /// cannot express fails the test below until it is hand-written, the
    /// generator learns it, or it is added here with its reason.
    static let knownGaps: [String: String] = [
        // Controls and containers whose declarations the generator cannot yet
        // express (generic selections and data, bindings of generic values,
        // result builders of toolbar content): hand-written entries or a
        // generator that opens these are the next step.
        "scrollPosition(id:anchor:)": "generic parameter ID inside a parameter type",
        "NavigationStack(path:root:)": "generic parameter Data inside a parameter type",
        "NavigationPath(_:)": "generic parameter S with requirements on its associated types",
        "NavigationPath.append(_:)": "mutating method",
        "NavigationPath.removeLast(_:)": "mutating method",
        "navigationViewStyle(_:)": "generic parameter S with no protocol to open",
        "popover(item:arrowEdge:content:)": "generic parameter Item inside a parameter type",
        "SharePreview(_:image:)": "generic parameter Image with no protocol to open",
        "SharePreview(_:icon:)": "generic parameter Icon with no protocol to open",
        "SharePreview(_:image:icon:)": "generic parameter Image with no protocol to open",
        "ShareLink(item:subject:message:preview:label:)": "generic parameters of SharePreview inside a parameter type",
        "ShareLink(item:subject:message:preview:)": "generic parameters of SharePreview inside a parameter type",
        "ShareLink(_:item:subject:message:preview:)": "generic parameters of SharePreview inside a parameter type",
        "TextField(value:format:prompt:label:)": "associated type of a generic parameter",
        "TextField(_:value:format:prompt:)": "associated type of a generic parameter",
        "TextField(_:value:formatter:)": "generic parameter V inside a parameter type",
        "Toggle(sources:isOn:label:)": "key path parameter",
        "rotation3DEffect(_:axis:anchor:anchorZ:perspective:)": "tuple parameter",
        "LocalizedStringKey.StringInterpolation.appendLiteral(_:)": "mutating method",
        "LocalizedStringKey.StringInterpolation.appendInterpolation(_:)": "mutating method",
        "LocalizedStringKey.StringInterpolation.appendInterpolation(_:specifier:)": "mutating method",
        "LocalizedStringKey.StringInterpolation.appendInterpolation(_:format:)": "mutating method",
        "LocalizedStringKey.StringInterpolation.appendInterpolation(_:formatter:)": "mutating method",
        "LocalizedStringKey.StringInterpolation.appendInterpolation(_:style:)": "mutating method",
        "Text(_:format:)": "associated type of a generic parameter",
        "Gesture.onChanged(_:)": "needs Value: Equatable, an associated type of the opened gesture",
        "Gesture.updating(_:body:)": "a GestureState binding (property wrappers are the interpreter's)",
        "Gesture.map(_:)": "the closure's result is used by the library",
        "sensoryFeedback(_:trigger:condition:)": "the condition closure's result is used by the library",
        "sheet(item:onDismiss:content:)": "a Binding of a generic optional item",
        "fullScreenCover(item:onDismiss:content:)": "a Binding of a generic optional item",
        "alert(_:isPresented:presenting:actions:message:)": "a generic optional value passed to closures",
        "dynamicTypeSize(_:)": "a generic range of DynamicTypeSize",
        "transformEnvironment(_:transform:)": "a key path into EnvironmentValues and an inout closure",
        "modifier(_:)": "the ViewModifier is declared in the file: the language's conformances",
        "ModifiedContent(content:modifier:)": "an unconstrained generic modifier",
        "ViewModifier.body(content:)": "the content type names the conformer (Self)",
        "View.body": "a view's body is the interpreter's own evaluation",
        "TupleView(_:)": "a tuple of views, generic over the tuple (view builders make it)",
        "DepthAlignment(_:)": "a DepthAlignmentID type declared in the file",
        "PreviewRegistry.register(_:)": "a metatype: previews are registered by the #Preview macro",
        "ViewSpacing.formUnion(_:edges:)": "mutating: the interpreter's methodCall writes it back by hand",
        "PresentationMode.dismiss()": "mutating; dismissing does nothing in a layout",
        "DismissAction.callAsFunction()": "called as dismiss(): the language's call of a value",
        "OpenURLAction(handler:)": "the handler's result is used by the library",
        "OpenURLAction.callAsFunction(_:)": "called as openURL(url): the language's call of a value",
        "OpenURLAction.callAsFunction(_:completion:)": "called as openURL(url): the language's call of a value",
        "Layout.callAsFunction(_:)": "hand-written as layoutCall (a layout value called with a view builder)",
    ]

    /// Members of generic types (a gesture's `first`, a `ScrollView`'s
    /// `axes`, `PreviewTrait.portrait`): the generated call cannot name the
    /// type without its parameters; none is read by the view files tried.
    static let gapReasonsByKind = ["property of a generic type", "static member of a generic type", "case of an enum nested in a generic type"]

    @Test func everyPublicSymbolIsCallable() throws {
        let (_, symbols) = try Self.generate()
        let b = Builtins.shared
        func hasEntry(_ s: LibrarySymbol) -> Bool {
            let parts = s.key.split(separator: ".")
            let type = parts.dropLast().joined(separator: "."), name = String(parts.last ?? "")
            switch s.table {
            case .initializer: return b.initializers[s.key] != nil
            case .modifier: return b.modifiers[s.key] != nil
            case .method: return b.methods[type]?[name] != nil
            case .staticMember: return b.statics[type]?[name] != nil
            case .property: return b.properties[type]?[name] != nil
            }
        }
        var missing: [String] = []
        for s in symbols where s.callableFromSource {
            if s.skipped == nil || s.skipped!.hasPrefix("hand-written") {
                if !hasEntry(s) { missing.append("\(s) (no entry in the table)") }
            } else if Self.knownGaps[s.signature] == nil && !s.skipped!.hasPrefix("excluded:") && !Self.gapReasonsByKind.contains(where: { s.skipped!.hasPrefix($0) }) {
                missing.append(s.description)
            }
        }
        #expect(missing.isEmpty, Comment(rawValue: "not callable from `viewlayout render`:\n" + missing.joined(separator: "\n")))
        // The generator reads the whole API: some 800 entries today.
        #expect(symbols.filter { $0.skipped == nil }.count > 800)
    }

    /// The generator on declarations written the ways the helpers' new
    /// APIs are: a generic view with a builder, a Binding, an optional with
    /// a default, `some ShapeStyle`, `consuming`, statics in a constrained
    /// extension; and what it cannot express is skipped with a reason.
    @Test func generatorHandlesOrdinaryDeclarations() {
        let source = """
            public protocol View {}
            public protocol ShapeStyle {}
            public struct Color: View, ShapeStyle {}
            public struct Card<Content: View>: View {
                public init(title: String, tint: Color? = nil, isOn: Binding<Bool>, @ViewBuilder content: () -> Content) {}
                public var body: some View { EmptyView() }
            }
            public struct Stack<Data, Root: View>: View {
                public init(@ViewBuilder root: () -> Root) where Data == Int {}
                public var body: some View { EmptyView() }
            }
            public struct Wash: ShapeStyle {}
            extension ShapeStyle where Self == Wash {
                public static var wash: Wash { Wash() }
            }
            extension View {
                public consuming func tinted(_ style: some ShapeStyle, radius: CGFloat = 4) -> some View { self }
                public func each<T>(_ xs: [T], _ f: (T) -> Int) -> some View { self }
                public func _hidden() -> some View { self }
            }
            """
        var g = TableGenerator(files: [("API/Card.swift", source)])
        let out = g.generate()
        #expect(out.contains("Candidate(\"Card(title:tint:isOn:content:)\", \"title tint= isOn content{}\")"))
        #expect(out.contains("let a1 = try b.value(1, Color?.self, default: nil)"))
        #expect(out.contains("let a2 = try b.value(2, Binding<Bool>.self)"))
        #expect(out.contains("return Value.wrap(Card(title: a0, tint: a1, isOn: a2, content: { a3 }))"))
        #expect(out.contains("return Value.wrap(Stack(root: { a0 }))"))
        #expect(out.contains("statics[\"ShapeStyle\", default: [:]][\"wash\"] = .value((Wash.wash as Wash))"))
        #expect(out.contains("func call<P_O1: ShapeStyle>(_ a0: P_O1) -> Value { .native(AnyView((base as! AnyView).tinted(a0, radius: a1))) }"))
        #expect(g.symbols.first { $0.signature == "each(_:_:)" }?.skipped == "generic parameter T inside a parameter type")
        #expect(g.symbols.first { $0.signature == "_hidden()" }?.callableFromSource == false)
    }

    @SourceText
    struct Reacting: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Tap").onTapGesture {}.accessibilityLabel("Tap me").padding(.horizontal)
                Circle().fill(.blue.opacity(0.3)).frame(width: 20, height: 20).onAppear {}
                Text("Spring").foregroundStyle(.red).animation(.spring(duration: 0.3), value: 1).transition(.opacity)
                Text("Title").font(.system(.title, design: .rounded)).layoutDirectionBehavior(.mirrors(in: .rightToLeft))
                RoundedRectangle(cornerRadius: 4).stroke(Color.green, lineWidth: 2).frame(width: 30, height: 10)
                    .contextMenu { Text("Copy") }
                Color.red.frame(width: 10, height: 10).safeAreaInset(edge: .bottom, spacing: 2) { Color.blue.frame(height: 3) }
            }
            .padding(8)
        }
    }

    /// Modifiers, static functions and shorthands that only the generated
    /// table offers lay out as the compiled code does.
    @Test func generatedEntriesMatchCompiled() throws {
        let (view, interpreter) = try Interpreter.withLargeStack { try Interpreter.view(source: Reacting.sourceText) }
        let size = CGSize(width: 200, height: 300)
        let interpreted = layout(view, in: size)
        try interpreter.checkLateErrors()
        let compiled = layout(Reacting(), in: size)
        #expect(interpreted.description == compiled.description)
        #expect(interpreted.allViews.compactMap(\.drawing) == compiled.allViews.compactMap(\.drawing))
    }

    /// Among overloads, the labels choose, then the conversions; when none
    /// converts, the error names the first declaration's problem and the
    /// candidates tried.
    @Test func overloadErrorsNameTheCandidates() throws {
        do {
            _ = try Interpreter.withLargeStack { try Interpreter.view(source: "Text(\"a\").padding(true)") }
            Issue.record("padding(true) was accepted")
        } catch let e as InterpreterError {
            #expect(e.message.hasPrefix("expected Edge.Set here, not Bool (no padding takes these arguments; tried padding(_:_:), padding(_:), padding(_:))"), "\(e.message)")
            #expect(e.line == 1 && e.column == 19)
        }
        do {
            _ = try Interpreter.withLargeStack { try Interpreter.view(source: "Color.red.offset(x: 1, z: 2)") }
            Issue.record("offset(x:z:) was accepted")
        } catch let e as InterpreterError {
            #expect(e.message.hasPrefix("no offset takes the arguments (x:z:)"), "\(e.message)")
        }
    }
}
