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
        default:
            return code
        }
    }

    static func indent(_ s: String, _ n: Int) -> String {
        s.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : String(repeating: " ", count: n) + $0 }
            .joined(separator: "\n")
    }
}
