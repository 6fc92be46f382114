import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples
import ViewLayoutSourceText
@testable import ViewLayoutInterpreter

/// The scroll-view entries of the table (ScrollView, lazy stacks,
/// GeometryReader, containerRelativeFrame, contentMargins) against the same
/// code compiled (the struct below: `@SourceText` gives the
/// interpreter its text).
@Suite struct ScrollTableTests {
    static var source: String { Feed.sourceText }

    @SourceText
    struct Feed: View {
        var body: some View {
            VStack(spacing: 0) {
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(alignment: .top, spacing: 8) {
                        ForEach(0..<6) { i in
                            Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 8).frame(height: 40 + CGFloat(i))
                        }
                    }
                }
                .contentMargins(.horizontal, 16, for: .scrollContent)
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
                        ForEach(0..<30, id: \.self) { row in
                            Text("Row \(row)").frame(maxWidth: .infinity, alignment: .leading)
                        }
                    }
                }
                .contentMargins(12)
                GeometryReader { proxy in
                    Color.red.frame(width: proxy.size.width / 2, height: proxy.frame(in: .local).height / 4)
                }
                .frame(height: 100)
                Color.green.containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading) { length, axis in
                    length / 3
                }
            }
        }
    }

    @Test func feedMatchesCompiled() throws {
        let (view, interpreter) = try Interpreter.view(source: ScrollTableTests.source)
        let env = Example.environment
        let size = CGSize(width: 390, height: 763)
        let interpreted = layout(view, in: size, environment: env)
        try interpreter.checkLateErrors()
        let compiled = layout(Feed(), in: size, environment: env)
        #expect(interpreted.description == compiled.description)
        // GeometryReader's content was built during layout: half the
        // reader's width, a quarter of its 100-point height.
        let red = try #require(interpreted.root.first("GeometryReader")?.children.first)
        #expect(red.frame.size == CGSize(width: 195, height: 25))
    }

    /// An error inside GeometryReader's content (which runs during layout)
    /// is reported after the layout, with its position.
    @Test func errorDuringLayoutIsReported() throws {
        let (view, interpreter) = try Interpreter.view(source: "GeometryReader { proxy in\n  Color.red.smudge(radius: proxy.size.width)\n}")
        _ = layout(view, in: CGSize(width: 100, height: 100))
        #expect(throws: InterpreterError("unknown modifier 'smudge' (on Color)", line: 2, column: 13)) { try interpreter.checkLateErrors() }
    }
}
