import Foundation
@testable import ViewLayoutExamples

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

                \(view("MessageRow", "let message: Message", body: code))

                MessageRow(message: Message(initials: "\(Message.sample.initials)", content: "\(Message.sample.content)"))
                """
        case "checklist-row":
            return view("ChecklistRow", "let name: String", body: code) + "\n\nChecklistRow(name: \"Buy milk\")"
        case "zstack-offsets":
            return """
                import SwiftUI

                \(view("OffsetRectangles", "let colors: [Color] =\n    [.red, .orange, .yellow, .green, .blue, .purple]", body: code))
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

                \(HorizontalStripes.sourceText)

                \(view("StripesGroup", body: code))
                """
        case "indented-text" where stage == 1:
            return view("ViewDimensionsOffset", body: example.stages[0].code) + "\n\n" + code
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

                \(view("Carousel", tenItems, body: code))
                """
        case "equal-width-stack":
            // The sample's layouts and buttons (the compiled ones, in
            // Sources/ViewLayoutExamples/LayoutExamples.swift); `Buttons` is
            // the sample's view of the three buttons the stages show.
            return """
                \(equalWidthStacks)
                \(petButton)
                struct Buttons: View {
                    var body: some View {
                        PetButton(name: "Cat")
                        PetButton(name: "Goldfish")
                        PetButton(name: "Dog")
                    }
                }

                \(code)
                """
        case "radial-layout":
            return """
                \(radialLayout)
                \(code)
                """
        case "flow-layout":
            return """
                \(flowLayout)
                \(code)
                """
        case "vertical-smileys", "horizontal-smileys":
            // The pages' helper that turns a code point into its emoji.
            return """
                private func emoji(_ value: Int) -> String {
                    guard let scalar = UnicodeScalar(value) else { return "?" }
                    return String(Character(scalar))
                }

                \(code)
                """
        case "any-grid-layout":
            return view("GridOrColumnExample", "var isGrid: Bool", body: code) + "\n\nGridOrColumnExample(isGrid: \(stage == 1))"
        case "any-layout":
            return view("DynamicLayoutExample", "var isVertical: Bool", body: code) + "\n\nDynamicLayoutExample(isVertical: \(stage == 1))"
        case "safe-area-inset-bar":
            // The page's helper views (ScrolledContent and the bars), as
            // compiled in Sources/ViewLayoutExamples/SafeAreaExamples.swift.
            return """
                \(ScrolledContent.sourceText)

                \(BottomBarContent.sourceText)

                \(SideBarContent.sourceText)

                \(code)
                """
        case "safe-area-padding-columns":
            return """
                struct Item: Identifiable {
                    let id: Int
                }

                \(view("PaddedColumns", tenItems, body: code))
                """
        default:
            return code
        }
    }

    /// Stages the interpreter refuses, with the error it must give (none:
    /// every documentation example interprets).
    static let expectedErrors: [String: String] = [:]

    /// The custom layouts of Apple's sample "Composing custom layouts with
    /// SwiftUI" and of the Layout page, and the sample's button, as compiled
    /// in Sources/ViewLayoutExamples/LayoutExamples.swift (`@SourceText`
    /// gives their text): the interpreter runs the very declarations the
    /// compiler compiled. The `rank` modifier is an extension of View, which
    /// the macro cannot give a member to, so its five lines are here.
    static let equalWidthStacks = MyEqualWidthHStack.sourceText + "\n\n" + MyEqualWidthVStack.sourceText + "\n"
    static let radialLayout = Rank.sourceText + "\n\n" + """
        extension View {
            func rank(_ value: Int) -> some View {
                layoutValue(key: Rank.self, value: value)
            }
        }

        """ + MyRadialLayout.sourceText + "\n"
    static let flowLayout = FlowLayout.sourceText + "\n"
    static let petButton = PetButton.sourceText + "\n"

    /// `struct name: View` with these properties (then a blank line), whose
    /// body is `code`: the page's view around a stage's body.
    static func view(_ name: String, _ properties: String..., body code: String) -> String {
        let declared = properties.map { indent($0, 4) + "\n" }.joined()
        return "struct \(name): View {\n\(declared)\(declared.isEmpty ? "" : "\n")    var body: some View {\n\(indent(code, 8))\n    }\n}"
    }

    /// The ten items the containerRelativeFrame and safeAreaPadding pages scroll.
    static let tenItems = """
        var items = [Item(id: 0), Item(id: 1), Item(id: 2), Item(id: 3), Item(id: 4),
                     Item(id: 5), Item(id: 6), Item(id: 7), Item(id: 8), Item(id: 9)]
        """

    static func indent(_ s: String, _ n: Int) -> String {
        s.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : String(repeating: " ", count: n) + $0 }
            .joined(separator: "\n")
    }
}
