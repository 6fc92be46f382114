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

    /// Stages the interpreter refuses, with the error it must give (none:
    /// every documentation example interprets).
    static let expectedErrors: [String: String] = [:]

    /// The custom layouts of Apple's sample "Composing custom layouts with
    /// SwiftUI" and of the Layout page, as the compiled examples declare them
    /// (Sources/ViewLayoutExamples/LayoutExamples.swift): the interpreter
    /// runs the very methods the compiler compiled.
    static let equalWidthStacks = #"""
/// The sample's equal-width horizontal stack: every subview gets the width
/// of the widest one's ideal size, with the subviews' preferred spacing.
public struct MyEqualWidthHStack: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let cell = maxSize(subviews: subviews)
        let gaps = spacing(subviews: subviews).reduce(0, +)
        return CGSize(width: cell.width * CGFloat(subviews.count) + gaps, height: cell.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let cell = maxSize(subviews: subviews)
        let gaps = spacing(subviews: subviews)
        let cellProposal = ProposedViewSize(width: cell.width, height: cell.height)
        var x = bounds.minX + cell.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: cellProposal)
            x += cell.width + gaps[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize { largestIdealSize(subviews) }
    private func spacing(subviews: Subviews) -> [CGFloat] { preferredGaps(subviews, along: .horizontal) }
}

/// The sample's vertical counterpart: every subview as wide as the widest.
public struct MyEqualWidthVStack: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let cell = maxSize(subviews: subviews)
        let gaps = spacing(subviews: subviews).reduce(0, +)
        return CGSize(width: cell.width, height: cell.height * CGFloat(subviews.count) + gaps)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let cell = maxSize(subviews: subviews)
        let gaps = spacing(subviews: subviews)
        let cellProposal = ProposedViewSize(width: cell.width, height: cell.height)
        var y = bounds.minY + cell.height / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: bounds.midX, y: y), anchor: .center, proposal: cellProposal)
            y += cell.height + gaps[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize { largestIdealSize(subviews) }
    private func spacing(subviews: Subviews) -> [CGFloat] { preferredGaps(subviews, along: .vertical) }
}

/// The largest ideal width and height among the subviews.
private func largestIdealSize(_ subviews: LayoutSubviews) -> CGSize {
    subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) { largest, size in
        CGSize(width: max(largest.width, size.width), height: max(largest.height, size.height))
    }
}

/// The preferred distance after each subview along `axis` (0 after the last).
private func preferredGaps(_ subviews: LayoutSubviews, along axis: Axis) -> [CGFloat] {
    subviews.indices.map { index in
        index < subviews.count - 1 ? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis) : 0
    }
}
"""#

    static let radialLayout = #"""
/// A pet's rank in the sample's vote, as a layout value.
public struct Rank: LayoutValueKey {
    public static let defaultValue: Int = 1
}

extension View {
    /// Sets the rank the radial layout reads.
    public func rank(_ value: Int) -> some View {
        layoutValue(key: Rank.self, value: value)
    }
}

/// The sample's radial layout: subviews on a circle a third of the smaller
/// side in radius, each at its ideal size, starting at the top and going
/// clockwise; the circle turns so that the leader (rank 1) is on top.
public struct MyRadialLayout: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let radius = min(bounds.width, bounds.height) / 3
        let step = 2 * Double.pi / Double(subviews.count)
        let ranks = subviews.map { $0[Rank.self] }
        // Turn the circle so that the view ranked first sits at the top.
        let leader = ranks.firstIndex(of: ranks.min() ?? 1) ?? 0
        let turn = -step * Double(leader)
        for (index, subview) in subviews.enumerated() {
            let angle = step * Double(index) + turn
            let point = CGPoint(x: bounds.midX + radius * CGFloat(sin(angle)),
                                y: bounds.midY - radius * CGFloat(cos(angle)))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}
"""#

    static let flowLayout = #"""
/// A flow layout: subviews at their ideal sizes, left to right, starting a
/// new line when the next one would pass the proposed width; lines and
/// neighbours `spacing` apart. Its size depends on the proposal: the
/// narrower the offer, the more lines.
public struct FlowLayout: Layout {
    public var spacing: CGFloat
    public init(spacing: CGFloat = 8) { self.spacing = spacing }

    /// Where each subview goes for a line width, and the size they cover.
    func arrange(_ subviews: Subviews, width: CGFloat) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0, y: CGFloat = 0, lineHeight: CGFloat = 0, widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {
                x = 0
                y += lineHeight + spacing
                lineHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            lineHeight = max(lineHeight, size.height)
            widest = max(widest, x - spacing)
        }
        return (origins, CGSize(width: widest, height: y + lineHeight))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        arrange(subviews, width: proposal.width ?? .infinity).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let origins = arrange(subviews, width: bounds.width).origins
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}
"""#

    static let petButton = #"""
/// A pet's button in the sample, as a labelled capsule of equal width.
struct PetButton: View {
    let name: String
    var body: some View {
        Text(name)
            .frame(maxWidth: .infinity)
            .padding(8)
            .background(Capsule().fill(Color.blue.opacity(0.2)))
    }
}
"""#

    static func indent(_ s: String, _ n: Int) -> String {
        s.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : String(repeating: " ", count: n) + $0 }
            .joined(separator: "\n")
    }
}
