import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples
import ViewLayoutSourceText

/// `@SourceText`: the text the examples show and the interpreter reads is
/// the declaration the compiler compiled, in the documentation page's form.
@Suite struct SourceTextTests {
    /// A view's body: its statements, indented from the first one's column
    /// (the status row as "Aligning views within a stack" prints it).
    @Test func bodyTextIsTheBodyStatementsDedented() {
        #expect(StatusRow.bodyText.hasPrefix("HStack {\n    Image(\"microphone\")\n    Text(\"Connecting\")\n        .font(.caption)\n"))
        #expect(StatusRow.bodyText.hasSuffix("\n}\n.padding()\n.border(Color.blue, width: 1)"))
        #expect(Example.named("status-row")?.stages.first?.code == StatusRow.bodyText)
    }

    /// The whole declaration leaves out the attribute, the doc comment,
    /// `public` and the empty `init() {}` a library needs; a blank line
    /// written after that init stays (the GridItem page's layout).
    @Test func sourceTextIsThePageForm() {
        #expect(HorizontalStripes.sourceText == """
            struct HorizontalStripes: View {
                var body: some View {
                    VStack(spacing: 1) {
                        ForEach(0..<3) { _ in Color.blue }
                    }
                }
            }
            """)
        #expect(GridItemDemo.sourceText.hasPrefix("""
            struct GridItemDemo: View {
                let rows = [
                    GridItem(.fixed(30), spacing: 1),
                    GridItem(.fixed(60), spacing: 10),
                    GridItem(.fixed(90), spacing: 20),
                    GridItem(.fixed(10), spacing: 50)
                ]

                var body: some View {
                    ScrollView(.horizontal) {
            """))
        // An init with parameters is the code's own: it stays, without `public`.
        #expect(ContainerRelativeColumns.sourceText.contains("\n    init(items: [ExampleItem] = exampleItems) { self.items = items }\n"))
    }

    /// A nested declaration keeps its lines' indentation relative to its
    /// first line, and a backslash or quote in the code survives.
    @Test func nestedDeclarationIsDedented() {
        #expect(Nested.Probe.sourceText == """
            struct Probe: View {
                let names = ["a"]
                var body: some View {
                    ForEach(names, id: \\.self) { Text("\\($0)") }
                }
            }
            """)
        #expect(Nested.Probe.bodyText == "ForEach(names, id: \\.self) { Text(\"\\($0)\") }")
    }

    enum Nested {
        /// Not part of the text.
        @SourceText
        struct Probe: View {
            let names = ["a"]
            var body: some View {
                ForEach(names, id: \.self) { Text("\($0)") }
            }
        }
    }
}
