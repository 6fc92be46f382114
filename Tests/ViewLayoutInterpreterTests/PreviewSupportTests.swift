import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples
@testable import ViewLayoutInterpreter

// The compiled twins of the interpreted sources below.

private struct PGrid: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(), GridItem()]) {
            ForEach(0..<3, id: \.self) { i in Color.red.frame(height: 10) }
            ForEach(0..<3, id: \.self) { i in Color.blue.frame(height: 20) }
        }
    }
}

private struct PSizes: View {
    @State var size = "M"
    var body: some View {
        Picker("Size", selection: $size) {
            ForEach(["S", "M", "L"], id: \.self) { Text($0) }
        }
        .pickerStyle(.segmented)
    }
}

private struct PTask: Identifiable {
    let id: Int
    var done: Bool
}

private struct PRows: View {
    @State var tasks = [PTask(id: 1, done: true), PTask(id: 2, done: false)]
    var body: some View {
        List {
            ForEach($tasks) { $task in
                Toggle("Task \(task.id)", isOn: $task.done).id(task.id)
            }
            .onDelete { _ in }
            ShareLink(item: URL(string: "https://example.com")!)
            Circle().fill(.blue.gradient).frame(width: 40, height: 40)
        }
    }
}

/// Previews as `render` reads them (their traits and `@Previewable`
/// state), the app-screen constructs that were missing, and the errors of a
/// preview that traps or binds to nothing.
// (Written as LanguageTests, whose `interpret` and `expectSame` they use.)
extension LanguageTests {
    /// Two ForEach in a lazy grid are two runs of cells (the compiled
    /// block is a TupleView: 3 + 3 cells in two columns, three rows), not
    /// one cell per ForEach.
    @Test func forEachBlocksInALazyGridAreSiblings() throws {
        let source = """
            struct PGrid: View {
                var body: some View {
                    LazyVGrid(columns: [GridItem(), GridItem()]) {
                        ForEach(0..<3, id: \\.self) { i in Color.red.frame(height: 10) }
                        ForEach(0..<3, id: \\.self) { i in Color.blue.frame(height: 20) }
                    }
                }
            }
            """
        try expectSame(source, named: "PGrid", PGrid())
    }

    /// A ForEach tags its rows with their ids (`id: \.self`: the strings),
    /// so the segmented picker's thumb is under "M", as compiled.
    @Test func forEachIdsAreTheElementsIds() throws {
        let source = """
            struct PSizes: View {
                @State var size = "M"
                var body: some View {
                    Picker("Size", selection: $size) {
                        ForEach(["S", "M", "L"], id: \\.self) { Text($0) }
                    }
                    .pickerStyle(.segmented)
                }
            }
            """
        try expectSame(source, named: "PSizes", PSizes())
    }

    /// `ForEach($items) { $item in }`, `onDelete` on it (a method of the
    /// generic ForEach, through the table), `ShareLink(item:)` and
    /// `.blue.gradient` where a shape style is expected.
    @Test func bindingRowsOnDeleteShareLinkAndGradient() throws {
        let source = """
            struct PTask: Identifiable {
                let id: Int
                var done: Bool
            }
            struct PRows: View {
                @State var tasks = [PTask(id: 1, done: true), PTask(id: 2, done: false)]
                var body: some View {
                    List {
                        ForEach($tasks) { $task in
                            Toggle("Task \\(task.id)", isOn: $task.done).id(task.id)
                        }
                        .onDelete { _ in }
                        ShareLink(item: URL(string: "https://example.com")!)
                        Circle().fill(.blue.gradient).frame(width: 40, height: 40)
                    }
                }
            }
            """
        try expectSame(source, named: "PRows", PRows())
    }

    /// `@Previewable` state in a `#Preview` body holds its initial value
    /// (a focus state with none: false), and the preview's traits are read
    /// as the `#Preview` macro records them.
    @Test func previewableStateAndTraits() throws {
        let source = """
            #Preview("Switch", traits: .sizeThatFitsLayout, .landscapeRight) {
                @Previewable @State var on = true
                @Previewable @FocusState var focused: Bool
                Toggle("Wi-Fi", isOn: $on).disabled(focused)
            }
            #Preview(traits: .fixedLayout(width: 200, height: 100)) { Text("Fixed") }
            #Preview { Text("Plain") }
            """
        let (view, interpreter) = try interpret(source, preview: "Switch")
        let compiledTraits: [PreviewTrait<Preview.ViewTraits>] = [.sizeThatFitsLayout, .landscapeRight]
        #expect(try interpreter.previewTraits(preview: "Switch").map(\.description) == compiledTraits.map(\.description))
        #expect(try interpreter.previewTraits(preview: "2").map(\.description) == ["fixed(width: 200.0, height: 100.0)"])
        #expect(try interpreter.previewTraits(preview: "3").isEmpty)
        // With no selector, render shows the first preview: its traits.
        #expect(try interpreter.previewTraits().count == 2)
        // A view struct named with --view has no preview traits.
        #expect(try interpreter.previewTraits(named: "Anything").isEmpty)
        let size = CGSize(width: 390, height: 763)
        let compiled = Toggle("Wi-Fi", isOn: .constant(true)).disabled(false)
        #expect(layout(view, in: size, environment: Example.environment).description
                == layout(compiled, in: size, environment: Example.environment).description)
        let unknown = #expect(throws: InterpreterError.self) {
            try Interpreter(source: "#Preview(traits: .modifier(X())) { Text(\"a\") }").previewTraits(preview: "1")
        }
        #expect(unknown?.line == 1 && unknown?.column == 18, "\(String(describing: unknown))")
        let local = #expect(throws: InterpreterError.self) { try interpret("#Preview {\n @State var on = true\n Text(\"a\")\n}") }
        #expect(local?.line == 2 && local?.message.contains("write @Previewable @State") == true, "\(String(describing: local))")
    }

    /// A preview whose code traps (fatalError, preconditionFailure, a
    /// failed precondition, a nil force-unwrap, an index out of range) is
    /// a located error for that preview alone; the others render.
    @Test func trapsAreLocatedErrors() throws {
        let source = """
            struct Fine: View { var body: some View { Text("fine") } }
            struct Fatal: View {
                var body: some View {
                    fatalError("not ready")
                }
            }
            struct Check: View {
                let count = 0
                var body: some View {
                    precondition(count > 0, "needs rows")
                    return Text("\\(count)")
                }
            }
            struct Unwrap: View {
                var name: String? = nil
                var body: some View { Text(name!) }
            }
            struct Index: View {
                let items = [1]
                var body: some View { Text("\\(items[3])") }
            }
            #Preview { Fatal() }
            #Preview { Fine() }
            #Preview { Check() }
            #Preview { Unwrap() }
            #Preview { Index() }
            #Preview { preconditionFailure() }
            """
        func failure(_ preview: String) -> InterpreterError? {
            #expect(throws: InterpreterError.self) { try interpret(source, preview: preview) }
        }
        let fatal = failure("1")
        #expect(fatal?.line == 4 && fatal?.column == 9 && fatal?.message == "fatalError: not ready (a compiled build stops here)",
                "\(String(describing: fatal))")
        _ = try interpret(source, preview: "2")
        let check = failure("3")
        #expect(check?.line == 10 && check?.message == "precondition failed: needs rows (a compiled build stops here)", "\(String(describing: check))")
        #expect(failure("4")?.line == 16)
        #expect(failure("5")?.message == "index 3 is out of range (0..<1)")
        #expect(failure("6")?.message == "preconditionFailure (a compiled build stops here)")
    }

    /// A `@Binding` left without a value names the property, where the
    /// view is made or in the `init` that leaves it unset.
    @Test func bindingToNothingNamesTheProperty() throws {
        let source = """
            struct Row: View {
                @Binding var on: Bool
                var body: some View { Toggle("Row", isOn: $on) }
            }
            struct Unset: View {
                @Binding var on: Bool
                init() {}
                var body: some View { Toggle("Unset", isOn: $on) }
            }
            #Preview { Row() }
            #Preview { Unset() }
            #Preview { Row(on: .constant(true)) }
            """
        let missing = #expect(throws: InterpreterError.self) { try interpret(source, preview: "1") }
        #expect(missing?.line == 10 && missing?.message == "the @Binding 'on' of Row is bound to nothing: pass on: $state or .constant(value)",
                "\(String(describing: missing))")
        let unset = #expect(throws: InterpreterError.self) { try interpret(source, preview: "2") }
        #expect(unset?.line == 7 && unset?.message.contains("leaves the @Binding 'on' bound to nothing") == true, "\(String(describing: unset))")
        _ = try interpret(source, preview: "3")
    }
}
