import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples
import ViewLayoutSourceText
@testable import ViewLayoutInterpreter

/// The grid, layout, safe-area, direction-behaviour, depth and @Environment
/// entries of the table, in the forms the built-in examples do not use,
/// against the same code compiled (the struct below: `@SourceText` gives the
/// interpreter its text).
@Suite struct LayoutTableTests {
    static var source: String { Panel.sourceText + "\n\nPanel().environment(\\.layoutDirection, .rightToLeft)" }

    @SourceText
    struct Panel: View {
        @Environment(\.verticalSizeClass) var verticalSizeClass
        @Environment(\.layoutDirection) var direction

        var body: some View {
            VStack(spacing: 0) {
                if verticalSizeClass == .regular && direction == .rightToLeft {
                    Color.red.frame(height: 10)
                }
                Grid(alignment: .leading, horizontalSpacing: 2) {
                    GridRow(alignment: .bottom) {
                        Color.blue.frame(width: 20, height: 20).gridCellColumns(2)
                        Color.green.frame(width: 10, height: 5).gridColumnAlignment(.trailing)
                    }
                    GridRow {
                        Color.blue.frame(width: 30, height: 10)
                        Color.blue.frame(width: 30, height: 10).gridCellAnchor(.bottomTrailing)
                        Color.blue.frame(width: 30, height: 10)
                    }
                }
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 60)), GridItem(.fixed(40), spacing: 4, alignment: .top)], spacing: 6) {
                    ForEach(0..<5) { _ in
                        Color.orange.frame(height: 12)
                    }
                }
                ZStackLayout(alignment: .topLeading) {
                    Color.gray.frame(width: 40, height: 10)
                    Color.black.frame(width: 10, height: 4)
                }
                ViewThatFits {
                    Color.pink.frame(width: 2000, height: 5)
                    Color.pink.frame(width: 50, height: 5)
                }
                Color.yellow.frame(height: 20)
                    .safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                    .safeAreaPadding(5)
                    .safeAreaPadding(.horizontal)
                Color.mint.frame(height: 10).scenePadding(.minimum, edges: .horizontal).scenePadding(.top)
                Color.cyan.frame(width: 50, height: 10).layoutDirectionBehavior(.mirrors(in: .leftToRight))
                Color.teal.frame(width: 20, height: 20)
                    .frame(minDepth: 5, idealDepth: 10, maxDepth: 30, alignment: .back)
                    .padding3D(.depth, 4)
                    .padding3D(EdgeInsets3D(horizontal: 1, vertical: 2, depth: 3))
                    .padding3D()
                    .offset(z: 7)
                Color.indigo.frame(height: 30)
                    .ignoresSafeArea(.container, edges: [.top, .bottom])
                    .safeAreaInset(edge: .trailing, alignment: .top, spacing: 3) {
                        Color.brown.frame(width: 8)
                    }
            }
        }
    }

    /// On an iPad Pro 11-inch (regular vertical size class) with the
    /// direction set right to left above the view, the body reads both at
    /// its own point: the 10-point red bar is there, at the top of the safe
    /// area (24 points, the preset's top inset).
    @Test @MainActor func panelMatchesCompiledOnADevice() throws {
        let stage = Example.Stage("panel", device: .iPadPro11, code: "") { EmptyView() }
        let (view, interpreter) = try Interpreter.view(source: LayoutTableTests.source)
        let interpreted = layout(view, in: stage.rootSize, safeAreaInsets: stage.safeAreaInsets, environment: stage.environment)
        try interpreter.checkLateErrors()
        let compiled = layout(Panel().environment(\.layoutDirection, .rightToLeft), in: stage.rootSize,
                              safeAreaInsets: stage.safeAreaInsets, environment: stage.environment)
        #expect(interpreted.description == compiled.description)
        #expect(interpreted.diagnostics == compiled.diagnostics)
        let red = try #require(interpreted.root.first("Color")?.frame)
        #expect(red.height == 10 && red.minY == stage.safeAreaInsets.top)
    }

    /// Without the environment value (left to right) the red bar is not built.
    @Test @MainActor func environmentIsReadWhereTheViewIs() throws {
        let stage = Example.Stage("panel", device: .iPadPro11, code: "") { EmptyView() }
        let (view, _) = try Interpreter.view(source: LayoutTableTests.source, named: "Panel")
        let tree = layout(view, in: stage.rootSize, safeAreaInsets: stage.safeAreaInsets, environment: stage.environment)
        #expect(tree.description == layout(Panel(), in: stage.rootSize, safeAreaInsets: stage.safeAreaInsets,
                                                environment: stage.environment).description)
        #expect(!tree.description.contains("\"red\""))
    }

    /// An environment value the interpreter cannot read is an error where
    /// the body reads it (line 3), not where it is declared.
    @Test func unsupportedEnvironmentKeyIsAPositionedError() throws {
        let unread = "struct V: View {\n    @Environment(\\.notAKey) var value\n    var body: some View { Color.red }\n}"
        let (view, interpreter) = try Interpreter.view(source: unread)
        #expect(layout(view, in: CGSize(width: 10, height: 10)).root.first("Color") != nil)
        try interpreter.checkLateErrors()
        let read = "struct V: View {\n    @Environment(\\.notAKey) var value\n    var body: some View { Text(\"\\(value)\") }\n}"
        let (view2, interpreter2) = try Interpreter.view(source: read)
        _ = layout(view2, in: CGSize(width: 10, height: 10))
        let error = #expect(throws: InterpreterError.self) { try interpreter2.checkLateErrors() }
        #expect(error?.line == 3 && error?.message.hasPrefix("@Environment(\\.notAKey) is not an environment value of the library") == true, "\(String(describing: error))")
    }
}
