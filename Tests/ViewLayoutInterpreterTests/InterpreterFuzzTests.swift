import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples
import ViewLayoutTestSupport
@testable import ViewLayoutInterpreter

/// Random mutations of the documentation examples (seeded, so every run
/// feeds the same inputs): each must either interpret and lay out, or give an
/// `InterpreterError`; a crash would end the test process, a hang the time
/// limit.
@Suite struct InterpreterFuzzTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    static let fragments = [
        "(", ")", "{", "}", "[", "]", ".", ",", ":", "\"", "\\(", "$0", "$1", "0..<", "...", "-", "1e308", "-1e308",
        "9223372036854775807", "nil", "true", ".infinity", ".padding()", ".frame(width: -10)", ".frame(maxWidth: .infinity)",
        "if true { Text(\"x\") } else { Color.red }", "ForEach(0..<100000) { _ in Color.red }", "1 / 0", "0.0 / 0.0",
        "struct", "extension", "let", "var", "static", "Color.red", "Text(\"é😀\")", "VStack {", "HStack(spacing: nil) {",
        ".alignmentGuide(.leading) { $0.width / 0 }", ".alignmentGuide(.top) { d in d[.bottom] }", "\n", " ",
        // Functions, statements and layout code.
        "return", "guard", "else", "for i in 0..<3 {", "while true {", "x += 1", "= nil", "&", "inout", "?? 0", "!",
        "subviews[9]", "subviews.count", "func f() -> Int { f() }", "f()", "(1, 2)", ".0", "mutating", "init() {}",
        // The language of app files: enums and patterns, generics, protocols,
        // classes and property wrappers, #if, errors, Foundation values.
        "enum E: Int, CaseIterable { case a, b = 5, c }", "enum S { case x(Int), y(w: Int) }", "E.allCases", "E(rawValue: 5)",
        "switch E.a { case .a, .b: Text(\"a\") default: EmptyView() }", "case let .x(v) where v > 1:", "if case .x(let v) = s {",
        "guard case .y = s else { return }", "fallthrough", "struct G<Content: View>: View { let content: Content; var body: some View { content } }",
        "protocol P {}", "extension P { func p() -> Int { p() } }", "struct M: ViewModifier { func body(content: Content) -> some View { content } }",
        ".modifier(M())", "class C: ObservableObject { @Published var n = 0 }", "@State private var s = 0", "@Binding var b: Bool", "$s",
        ".constant(true)", "#if os(iOS)", "#else", "#endif", "if #available(iOS 17, *) {", "defer { }", "throw E.a", "try? ", "do { } catch { }",
        "[\"k\": 1]", "Set([1, 1])", "Array(repeating: 0, count: 1000001)", "Date()", "UUID()", "Int.random(in: 0..<0)",
        "String(format: \"%d %d\", 1)", "1.5.formatted()", "Self", ".init(", "lazy var l = 1",
        // Previews and the constructs of app screens: traits, preview state,
        // implicit member chains, binding collections, generic-type methods,
        // traps and bindings to nothing.
        "#Preview(traits: .sizeThatFitsLayout) {", "#Preview(\"P\", traits: .fixedLayout(width: -1, height: .infinity), .landscapeLeft) {",
        "@Previewable @State var p = true", "@Previewable @FocusState var f: Bool", ".fill(.blue.gradient)", ".blue.gradient.opacity(",
        "ForEach($items) { $item in Text(item) }", "ForEach([\"a\", \"a\"], id: \\.self) { Text($0) }.onDelete { _ in }", ".onMove { _, _ in }",
        "ShareLink(item: URL(string: \"https://x\")!)", "fatalError(\"x\")", "precondition(false, \"p\")", "preconditionFailure()",
        "struct B: View { @Binding var on: Bool; var body: some View { Toggle(\"b\", isOn: $on) } }", "B()", "init() {}",
    ]

    func mutate(_ source: String, _ g: inout Generator) -> String {
        var chars = Array(source)
        for _ in 0...g.next(3) {
            let at = g.next(chars.count + 1)
            switch g.next(4) {
            case 0:  // delete a run
                let end = min(chars.count, at + 1 + g.next(12))
                if at < end { chars.removeSubrange(at..<end) }
            case 1:  // insert a fragment
                chars.insert(contentsOf: Array(InterpreterFuzzTests.fragments[g.next(InterpreterFuzzTests.fragments.count)]), at: at)
            case 2:  // duplicate a run
                let end = min(chars.count, at + 1 + g.next(40))
                if at < end { chars.insert(contentsOf: chars[at..<end], at: at) }
            default:  // swap two characters
                let other = g.next(chars.count)
                if at < chars.count { chars.swapAt(at, other) }
            }
        }
        return String(chars)
    }

    @Test(.timeLimit(.minutes(2))) func mutatedExamplesNeverCrashOrHang() throws {
        var g = Generator(state: 0x5EED_1234)
        // Every documentation stage, the custom layouts and helper functions
        // included (a stage the interpreter refused as a whole would be left
        // out: its mutations would all be rejected).
        let sources = Example.all.flatMap { e in
            e.stages.indices.filter { DocumentationSources.expectedErrors["\(e.name)#\($0 + 1)"] == nil }
                .map { DocumentationSources.source(e, stage: $0) }
        }
        var interpreted = 0, rejected = 0
        for _ in 0..<600 {
            let source = mutate(sources[g.next(sources.count)], &g)
            do {
                let tree = try Interpreter.withLargeStack { () -> PlacedViewTree in
                    let (view, interpreter) = try Interpreter.view(source: source)
                    // The preview's traits are read as `render` reads them.
                    _ = try interpreter.previewTraits()
                    let tree = layout(view, in: CGSize(width: 390, height: 763), environment: Example.environment)
                    try interpreter.checkLateErrors()
                    return tree
                }
                #expect(tree.root.frame.width == 390)
                interpreted += 1
            } catch let e as InterpreterError {
                #expect(e.line >= 0 && !e.message.isEmpty)
                rejected += 1
            }
        }
        // Both paths are exercised: some mutations stay valid, most do not.
        #expect(interpreted > 10 && rejected > 10, "\(interpreted) interpreted, \(rejected) rejected")
    }

    /// Issue 29's input classes, sized at random around their budgets
    /// (seeded; a few seconds in all): loops in sibling custom layouts,
    /// appends, doublings of strings and arrays, nested ForEach and nested
    /// brackets. Each renders within its budget or stops with an error
    /// naming one, never a crash, a hang or gigabytes of memory.
    @Test(.timeLimit(.minutes(2))) func budgetInputClassesStayBounded() throws {
        var g = Generator(state: 0xB0D6_E729)
        let classes: [(inout Generator) -> String] = [
            { g in "struct L: Layout {\n func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {\n"
                + "  var n = 0\n  for _ in 0..<\(200 + g.next(3_000)) { n += 1 }\n  return CGSize(width: 1, height: 1)\n }\n"
                + " func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}\n}\n"
                + "VStack { ForEach(0..<\(1 + g.next(12))) { _ in L { Color.red } } }" },
            { g in "func f() -> Int {\n var a: [Int] = []\n for i in 0..<\(g.next(20_000)) { a.append(i) }\n return a.count\n}\nText(\"\\(f())\")" },
            { g in "func f() -> Int {\n var s = \"ab\"\n for _ in 0..<\(10 + g.next(30)) { s = s + s }\n return s.count\n}\nText(\"\\(f())\")" },
            { g in "func f() -> Int {\n var a = [1]\n for _ in 0..<\(10 + g.next(30)) { a += a }\n return a.count\n}\nText(\"\\(f())\")" },
            { g in "VStack { ForEach(0..<\(1 + g.next(300))) { _ in ForEach(0..<\(1 + g.next(300))) { _ in Color.red } } }" },
            { g in let n = Interpreter.maximumSourceNesting / 2 + g.next(2 * Interpreter.maximumSourceNesting)
                return "Text(\"a\").frame(width: " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n) + ")" },
            { g in "let x = " + String(repeating: "[", count: 100_000 + g.next(200_000)) },
        ]
        let budgets = ["steps (its step budget", "value size budget", "views from ForEach", "nest more than"]
        var rendered = 0, stopped = 0
        for round in 0..<10 {
            let source = classes[round % classes.count](&g)
            do {
                _ = try Interpreter.withLargeStack { () -> PlacedViewTree in
                    let (view, interpreter) = try Interpreter.view(source: source)
                    let tree = layout(view, in: CGSize(width: 390, height: 763))
                    try interpreter.checkLateErrors()
                    return tree
                }
                rendered += 1
            } catch let e as InterpreterError {
                #expect(budgets.contains { e.message.contains($0) }, "\(e)")
                stopped += 1
            }
        }
        #expect(rendered > 0 && stopped > 0, "\(rendered) rendered, \(stopped) stopped")
    }

    /// The command line's options at random from values that are out of
    /// range, extreme or odd (sizes, scales, stages, formats, outputs): each
    /// run ends with status 0 or 1 and, on 1, an error message; never a
    /// trap (a signal) or a hang. Twelve runs keep it to seconds.
    @Test(.enabled(if: ChildProcess.viewlayout != nil, "the viewlayout binary was not built beside the tests"),
          .timeLimit(.minutes(3)))
    func commandLineOptionsNeverTrap() throws {
        var g = Generator(state: 0xC11_0F7)
        let sizes = ["390x763", "0x0", "-1x5", "nanxnan", "1e308x1", "5461x5461", "100x", "x", "2x2", "16384x1"]
        let scales = ["1", "3", "0", "-3", "nan", "1e308", "4", "8"]
        let stages = ["1", "0", "-9223372036854775808", "9223372036854775807", "x", "5"]
        let formats = ["tree", "json", "svg", "png", "gif"]
        let outputs = [nil, "/dev/null", "/dev/full", "/", FileManager.default.temporaryDirectory.path]
        for _ in 0..<12 {
            var arguments = ["example", "message-row", "--format", formats[g.next(formats.count)]]
            if g.next(2) == 0 { arguments += ["--size", sizes[g.next(sizes.count)]] }
            if g.next(2) == 0 { arguments += ["--scale", scales[g.next(scales.count)]] }
            if g.next(2) == 0 { arguments += ["--stage=" + stages[g.next(stages.count)]] }
            if let o = outputs[g.next(outputs.count)] { arguments += ["-o", o] } else if arguments.contains("png") { arguments += ["-o", "/dev/null"] }
            let r = try ChildProcess.runTool(arguments, seconds: 120)
            #expect(r.status == 0 || r.status == 1 || r.status == 64, "\(arguments): status \(r.status) \(r.stderr)")
            if r.status != 0 { #expect(r.stderr.contains("Error:"), "\(arguments): \(r.stderr)") }
        }
    }
}

