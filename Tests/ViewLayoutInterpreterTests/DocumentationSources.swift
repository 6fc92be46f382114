import Foundation
import ViewLayoutExamples

/// Each built-in example's stages as a whole Swift file, the way the
/// documentation page shows them: the stage's code, inside the declarations
/// the page gives around it (the view struct it is the body of, the custom
/// alignment it uses). Nothing is compiled; the interpreter reads these.
enum DocumentationSources {
    static func source(_ example: Example, stage: Int) -> String {
        let code = example.stages[stage].code
        switch example.name {
        case "message-row":
            return """
                struct Message {
                    let initials: String
                    let content: String
                }

                struct MessageRow: View {
                    let message: Message

                    var body: some View {
                \(indent(code, 8))
                    }
                }

                MessageRow(message: Message(initials: "\(Message.sample.initials)", content: "\(Message.sample.content)"))
                """
        case "checklist-row":
            return """
                struct ChecklistRow: View {
                    let name: String

                    var body: some View {
                \(indent(code, 8))
                    }
                }

                ChecklistRow(name: "Buy milk")
                """
        case "zstack-offsets":
            return """
                import SwiftUI

                struct OffsetRectangles: View {
                    let colors: [Color] =
                        [.red, .orange, .yellow, .green, .blue, .purple]

                    var body: some View {
                \(indent(code, 8))
                    }
                }
                """
        case "first-third-stripes":
            return """
                private struct FirstThirdAlignment: AlignmentID {
                    static func defaultValue(in context: ViewDimensions) -> CGFloat {
                        context.height / 3
                    }
                }

                extension VerticalAlignment {
                    static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
                }

                struct HorizontalStripes: View {
                    var body: some View {
                        VStack(spacing: 1) {
                            ForEach(0..<3) { _ in Color.blue }
                        }
                    }
                }

                struct StripesGroup: View {
                    var body: some View {
                \(indent(code, 8))
                    }
                }
                """
        case "indented-text" where stage == 1:
            return """
                struct ViewDimensionsOffset: View {
                    var body: some View {
                \(indent(example.stages[0].code, 8))
                    }
                }

                \(code)
                """
        case "image-title-alignment":
            return """
                extension VerticalAlignment {
                    /// A custom alignment for image titles.
                    private struct ImageTitleAlignment: AlignmentID {
                        static func defaultValue(in context: ViewDimensions) -> CGFloat {
                            // Default to bottom alignment if no guides are set.
                            context[VerticalAlignment.bottom]
                        }
                    }

                    /// A guide for aligning titles.
                    static let imageTitleAlignmentGuide = VerticalAlignment(
                        ImageTitleAlignment.self
                    )
                }

                \(code)
                """
        case "container-relative-frame":
            return """
                struct Item: Identifiable {
                    let id: Int
                }

                struct Carousel: View {
                    var items = [Item(id: 0), Item(id: 1), Item(id: 2), Item(id: 3), Item(id: 4),
                                 Item(id: 5), Item(id: 6), Item(id: 7), Item(id: 8), Item(id: 9)]

                    var body: some View {
                \(indent(code, 8))
                    }
                }
                """
        case "equal-width-stack", "radial-layout", "flow-layout":
            // The page declares its Layout types beside the code; their
            // methods (Apple's, in Sources/ViewLayoutExamples/LayoutExamples.swift)
            // are left out: the interpreter stops at the conformance.
            let name = ["equal-width-stack": "MyEqualWidthHStack", "radial-layout": "MyRadialLayout", "flow-layout": "FlowLayout"][example.name]!
            return """
                struct \(name): Layout {
                }

                \(code)
                """
        case "any-grid-layout":
            return """
                struct GridOrColumnExample: View {
                    var isGrid: Bool

                    var body: some View {
                \(indent(code, 8))
                    }
                }

                GridOrColumnExample(isGrid: \(stage == 1))
                """
        case "any-layout":
            return """
                struct DynamicLayoutExample: View {
                    var isVertical: Bool

                    var body: some View {
                \(indent(code, 8))
                    }
                }

                DynamicLayoutExample(isVertical: \(stage == 1))
                """
        case "safe-area-inset-bar":
            // The page's helper views (ScrolledContent and the bars, in
            // Sources/ViewLayoutExamples/SafeAreaExamples.swift).
            return """
                struct ScrolledContent: View {
                    var body: some View {
                        VStack(alignment: .leading, spacing: 12) {
                            ForEach(1...6, id: \\.self) { i in
                                Text("Row \\(i)")
                            }
                        }
                        .frame(maxWidth: .infinity, alignment: .topLeading)
                        .padding()
                    }
                }

                struct BottomBarContent: View {
                    var body: some View {
                        Text("Bottom bar")
                            .frame(maxWidth: .infinity)
                            .padding()
                            .background(Color.gray)
                    }
                }

                struct SideBarContent: View {
                    var body: some View {
                        Color.gray.frame(width: 60)
                    }
                }

                \(code)
                """
        case "safe-area-padding-columns":
            return """
                struct Item: Identifiable {
                    let id: Int
                }

                struct PaddedColumns: View {
                    var items = [Item(id: 0), Item(id: 1), Item(id: 2), Item(id: 3), Item(id: 4),
                                 Item(id: 5), Item(id: 6), Item(id: 7), Item(id: 8), Item(id: 9)]

                    var body: some View {
                \(indent(code, 8))
                    }
                }
                """
        default:
            return code
        }
    }

    /// Stages the interpreter refuses, with the error it must give: custom
    /// `Layout` types are not interpreted yet (their methods would run as
    /// interpreted code with LayoutSubviews and an inout cache), so these
    /// stages assert that positioned error instead of the compiled tree.
    static let expectedErrors: [String: String] = [
        "equal-width-stack#1": "1:8: custom Layout types are not interpreted yet ('MyEqualWidthHStack')",
        "equal-width-stack#2": "1:8: custom Layout types are not interpreted yet ('MyEqualWidthHStack')",
        "equal-width-stack#3": "1:8: custom Layout types are not interpreted yet ('MyEqualWidthHStack')",
        "radial-layout#1": "1:8: custom Layout types are not interpreted yet ('MyRadialLayout')",
        "flow-layout#1": "1:8: custom Layout types are not interpreted yet ('FlowLayout')",
        "flow-layout#2": "1:8: custom Layout types are not interpreted yet ('FlowLayout')",
        // The LazyVGrid and LazyHGrid pages call a helper function, `emoji(_:)`
        // (UnicodeScalar and Character), and functions are outside the
        // interpreter's subset: the grid itself is covered by grid-item-demo.
        "vertical-smileys#1": "9:27: unknown view or function 'emoji'",
        "horizontal-smileys#1": "9:26: unknown view or function 'emoji'",
    ]

    static func indent(_ s: String, _ n: Int) -> String {
        s.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : String(repeating: " ", count: n) + $0 }
            .joined(separator: "\n")
    }
}
