import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples
@testable import ViewLayoutInterpreter

/// The interpreter against the compiler: every stage of every built-in
/// example (Apple's code from the documentation pages, Example.all) is
/// interpreted from its source and laid out in the stage's root and
/// environment; the printed tree (every node's kind and frame) must equal the
/// tree of the compiled view, character for character.
@Suite struct InterpreterTests {
    static let stages: [(Example, Int)] = Example.all.flatMap { e in e.stages.indices.map { (e, $0) } }

    func interpret(_ source: String, named name: String? = nil) throws -> (AnyView, Interpreter) {
        try Interpreter.withLargeStack { try Interpreter.view(source: source, named: name) }
    }

    @Test(arguments: InterpreterTests.stages.map { "\($0.0.name)#\($0.1 + 1)" })
    func documentationExampleMatchesCompiledTree(_ id: String) throws {
        let (example, index) = InterpreterTests.stages.first { "\($0.0.name)#\($0.1 + 1)" == id }!
        let stage = example.stages[index]
        let source = DocumentationSources.source(example, stage: index)
        if let expected = DocumentationSources.expectedErrors[id] {
            // Listed with the reason in DocumentationSources.expectedErrors.
            let error = #expect(throws: InterpreterError.self) { try interpret(source) }
            #expect(error?.description == expected)
            return
        }
        let (view, interpreter) = try interpret(source)
        let interpreted = layout(view, in: stage.rootSize, safeAreaInsets: stage.safeAreaInsets, environment: stage.environment)
        try interpreter.checkLateErrors()
        let compiled = stage.layout()
        #expect(interpreted.description == compiled.description, "\(id):\n\(source)")
        #expect(interpreted.description.split(separator: "\n").count > 2)
        #expect(interpreted.diagnostics == compiled.diagnostics)
    }

    /// The custom guide's interpreted `defaultValue(in:)` (height / 3, the
    /// AlignmentID page) places the 60-point stripes 20 points lower than the
    /// 120-point ones: both thirds meet at y = 40 of the 120-point column.
    @Test func customAlignmentRunsInterpretedDefaultValue() throws {
        let e = try #require(Example.named("first-third-stripes"))
        let (view, interpreter) = try interpret(DocumentationSources.source(e, stage: 0))
        let tree = layout(view, in: CGSize(width: 390, height: 763), environment: Example.environment)
        try interpreter.checkLateErrors()
        let frames = tree.views(ofKind: "frame").map(\.frame)
        #expect(frames.count == 3)
        #expect(frames[1].minY - frames[0].minY == -20)
        #expect(frames[2].minY - frames[1].minY == 10)
    }

    @Test func viewNamedByOptionAndLiteralsArithmeticConditions() throws {
        let source = """
            let gap = 2 * 4 + 2
            struct Card: View {
                var title = "Card"
                var wide = true
                var body: some View {
                    VStack(spacing: gap) {
                        if wide {
                            Color.red.frame(width: 100 + 50, height: 10)
                        } else {
                            Color.blue.frame(width: 10, height: 10)
                        }
                        ForEach(["a", "b"], id: \\.self) { s in
                            Text("\\(title) \\(s) \\(gap / 4) \\(1.5 * 2)")
                        }
                    }
                }
            }
            struct Other: View { var body: some View { Color.green } }
            """
        let (view, _) = try interpret(source, named: "Card")
        let expected = VStack(spacing: 10) {
            Color.red.frame(width: 150, height: 10)
            Text("Card a 2 3.0")
            Text("Card b 2 3.0")
        }
        let env = Example.environment
        #expect(layout(view, in: CGSize(width: 300, height: 300), environment: env).description
                == layout(expected, in: CGSize(width: 300, height: 300), environment: env).description)
    }

    /// Which view a file renders: `#Preview`, a PreviewProvider's
    /// `previews`, or the last view struct.
    @Test(arguments: [
        "struct A: View { var body: some View { Color.red.frame(width: 5, height: 5) } }\n#Preview { A().padding(3) }",
        "struct A: View { var body: some View { Color.red.frame(width: 5, height: 5) } }\n"
            + "struct A_Previews: PreviewProvider { static var previews: some View { A().padding(3) } }",
        "struct B: View { var body: some View { Color.blue } }\nstruct A: View { var body: some View { Color.red.frame(width: 5, height: 5).padding(3) } }",
    ])
    func previewForms(_ source: String) throws {
        let (view, _) = try interpret(source)
        let tree = layout(view, in: CGSize(width: 100, height: 100))
        // 5 points of colour and 3 of padding on each side.
        #expect(tree.root.first("padding")?.frame.size == CGSize(width: 11, height: 11))
        #expect(tree.root.first("Color")?.label == "red")
    }

    /// A file with both preview forms lists them in the order written, a
    /// provider under its type's name (as Xcode's canvas titles it), so
    /// `render --preview` and `previews -o DIR` reach each one.
    @Test func providerAndMacroPreviewsListedInFileOrder() throws {
        let source = """
            struct A: View { var body: some View { Color.red.frame(width: 5, height: 5) } }
            #Preview("Padded") { A().padding(3) }
            struct A_Previews: PreviewProvider { static var previews: some View { A().padding(7) } }
            """
        let interpreter = try Interpreter(source: source)
        #expect(interpreter.previewNames == ["Padded", "A_Previews"])
        func side(_ preview: String) throws -> CGFloat? {
            let view = try Interpreter(source: source).rootView(preview: preview)
            return layout(view, in: CGSize(width: 100, height: 100)).root.first("padding")?.frame.width
        }
        // 5 points of colour and the preview's padding on each side.
        #expect(try side("1") == 11)
        #expect(try side("A_Previews") == 19)
        #expect(try side("2") == 19)
    }

    /// Apps name their own types after the package's (`enum Tab` for a tab
    /// bar's cases, their own `Badge` view): the file's type is the one used,
    /// as the compiler resolves a module's own type before an imported one.
    @Test func fileTypesShadowPackageTypes() throws {
        let source = """
            enum Tab: String, CaseIterable { case home, stats, settings }
            struct Badge: View {
                let count: Int
                var body: some View { Color.red.frame(width: CGFloat(count * 10), height: 10) }
            }
            struct Bar: View {
                var body: some View {
                    HStack(spacing: 0) { ForEach(Tab.allCases, id: \\.self) { t in Badge(count: t.rawValue.count) } }
                }
            }
            """
        let (view, _) = try interpret(source, named: "Bar")
        let tree = layout(view, in: CGSize(width: 300, height: 100))
        // "home", "stats", "settings": 4, 5 and 8 letters, 10 points each.
        #expect(tree.root.first("HStack")?.frame.width == 170)
        // Declaring the file's own type twice is still an error (a warning
        // until the type is used).
        let twice = try Interpreter(source: source + "\nenum Tab { case x }")
        #expect(twice.warnings.map(\.message) == ["'Tab' is declared twice"])
    }

    /// A type's initialiser passed as a function, as apps write
    /// `compactMap { $0.first }.map(String.init)` for initials.
    @Test func initializerAsAFunction() throws {
        let source = """
            let initials = "Ada Lovelace".split(separator: " ").compactMap { $0.first }.map(String.init).joined()
            Text(initials).font(.system(size: 17)).id("t")
            """
        let (view, _) = try interpret(source)
        #expect(layout(view, in: CGSize(width: 300, height: 100)).root.first("Text")?.label == "AL")
    }

    /// `LabeledContent(_:value:format:)` with a Foundation style lays out as
    /// the compiled call does: the formatted value trailing.
    @Test func labeledContentWithAFormat() throws {
        let (view, _) = try interpret("LabeledContent(\"Total\", value: 1234.5, format: .number).frame(width: 300)")
        let expected = LabeledContent("Total", value: 1234.5, format: FloatingPointFormatStyle<Double>.number).frame(width: 300)
        let size = CGSize(width: 300, height: 100)
        #expect(layout(view, in: size).description == layout(expected, in: size).description)
        #expect(layout(view, in: size).views(ofKind: "Text").last?.label == "1,234.5")
    }

    /// The README's MessageRow with a model struct and its static sample,
    /// passed as `.sample` (resolved through the property's declared type).
    @Test func modelStructWithStaticSample() throws {
        let source = """
            struct Message {
                let initials: String
                let content: String
                static let sample = Message(initials: "MR", content: "\(Message.sample.content)")
            }
            struct MessageRow: View {
                let message: Message
                var body: some View {
            \(DocumentationSources.indent(MessageRow.bodyText, 8))
                }
            }
            MessageRow(message: .sample)
            """
        let (view, _) = try interpret(source)
        let stage = try #require(Example.named("message-row")?.stages.last)
        #expect(layout(view, in: stage.rootSize, environment: stage.environment).description == stage.layout().description)
    }

    /// Constructs outside the subset: each error names the construct and
    /// where it is (1-based line and column of its first character).
    @Test(arguments: [
        ("Text(\"a\").smudge(radius: 3)", "unknown modifier 'smudge'", 1, 11),
        ("struct A: View {\n    subscript(i: Int) -> Int { i }\n    var body: some View { Text(\"a\") }\n}\nA()", "SubscriptDecl 'subscript(i: Int) -> Int { i }' is not supported in a type", 2, 5),
        ("Text(\"a\")\n    .padding(gutter)", "unknown name 'gutter'", 2, 14),
        ("VStack {\n  for i in 0..<3 { Text(\"\\(i)\") }\n}", "ForStmt 'for i in 0..<3 { Text(\"\\(i)\") }' is not supported in a view builder", 2, 3),
        ("actor A {}\nText(\"a\")", "ActorDecl 'actor A {}' is not supported here", 1, 1),
        ("Text(\"a\" + 1)", "operator '+' on String and Int is not supported", 1, 6),
        ("Color.red.frame(widht: 10)", "frame has no argument 'widht:'", 1, 17),
        ("VStack {\n    Text(\"a\")\n", "syntax error: expected '}' to end closure", 2, 14),
        ("HStack(alignment: .middle) { Text(\"a\") }", "'.middle' is not a member of VerticalAlignment", 1, 19),
        ("Text(\"a\").padding([1, 2])", "not Int", 1, 19),
        ("ForEach(0..<3) { a, b in Text(\"x\") }", "this closure takes 1 parameter, not 2", 1, 16),
        ("struct V: View {\n    let n: Int\n    var body: some View { Text(\"\\(n)\") }\n}\nV()", "V(...) needs an argument 'n:'", 5, 1),
        ("Unknown()", "unknown view or function 'Unknown'", 1, 1),
        ("let a = b\nlet b = a\nText(\"\\(a)\")", "'a' refers to itself", 2, 9),
        ("Text(\"a\").frame(width: 1 / 0)", "division by zero", 1, 24),
        ("Text(\"a\").frame(width: 9223372036854775807 + 1)", "integer overflow in '+'", 1, 24),
        ("struct Loop: AlignmentID {\n    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.loop] }\n}\n"
            + "extension VerticalAlignment { static let loop = VerticalAlignment(Loop.self) }\n"
            + "HStack(alignment: .loop) { Color.red.frame(width: 1, height: 1); Color.blue.frame(width: 1, height: 2) }",
         "this alignment guide's value depends on itself", 2, 17),
        ("VStack(alignment: .leading) { Text(\"a\").alignmentGuide(.leading) { d in \"x\" }; Color.red }", "an alignment guide must give a number, not String", 1, 66),
        ("[1, 2].map { $0 }", "an array is not a view", 1, 1),
    ] as [(String, String, Int, Int)])
    func unsupportedConstructNamesLineAndColumn(_ c: (String, String, Int, Int)) throws {
        try InterpreterTests.expectError(c)
    }

    /// Interprets and lays out `source` (100 × 100) and expects an error
    /// whose message contains `message`, at `line` and `column`. Both run on
    /// the interpreter's large stack, as `viewlayout render` runs them (the
    /// engine's own recursion over views nested 10,000 deep through
    /// GeometryReader content needs more than a test thread's stack).
    static func expectError(_ c: (source: String, message: String, line: Int, column: Int)) throws {
        do {
            try Interpreter.withLargeStack {
                let (view, interpreter) = try Interpreter.view(source: c.source)
                _ = layout(view, in: CGSize(width: 100, height: 100))
                try interpreter.checkLateErrors()
                // A declaration the interpreter cannot take is a warning
                // when the view rendered does not use it.
                if let w = interpreter.warnings.first { throw w }
            }
            Issue.record("no error for \(c.source)")
        } catch let e as InterpreterError {
            #expect(e.message.contains(c.message), "\(e)")
            #expect(e.line == c.line && e.column == c.column, "\(e) for \(c.source)")
        }
    }

    /// A view nested 10,000 deep (stacks and a chain of modifiers) is
    /// interpreted on the large stack and laid out like the compiled engine
    /// lays out deep trees: no stack overflow.
    @Test func tenThousandLevelsDeep() throws {
        let n = 10_000
        let stacks = String(repeating: "VStack {\n", count: n) + "Color.red.frame(width: 10, height: 10)\n" + String(repeating: "}\n", count: n)
        let (view, _) = try interpret(stacks)
        let tree = layout(view, in: CGSize(width: 100, height: 100))
        #expect(tree.views(ofKind: "VStack").count == n)
        let chain = "Color.red.frame(width: 10, height: 10)" + String(repeating: ".padding(1)", count: n)
        let (chained, _) = try interpret(chain)
        let t2 = layout(chained, in: CGSize(width: 30_000, height: 30_000))
        #expect(t2.views(ofKind: "padding").count == n)
        // Each padding(1) adds a point on both sides: 10 + 2 × 10,000.
        #expect(t2.root.children.first?.frame.width == 20_010)
    }
}
