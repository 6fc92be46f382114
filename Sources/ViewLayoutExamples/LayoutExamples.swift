import Foundation
import ViewLayout
import ViewLayoutSourceText

// Custom layouts, AnyLayout and ViewThatFits: Apple's sample "Composing
// custom layouts with SwiftUI" (the equal-width stacks, the radial layout
// with its Rank layout value, the ButtonStack that picks one with
// ViewThatFits), the AnyLayout page and FB's "Mastering ViewThatFits".

/// The sample's equal-width horizontal stack: every subview gets the width
/// of the widest one's ideal size, with the subviews' preferred spacing.
@SourceText
public struct MyEqualWidthHStack: Layout {
    nonisolated public init() {}

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

    private func maxSize(subviews: Subviews) -> CGSize { MyEqualWidthHStack.largestIdealSize(subviews) }
    private func spacing(subviews: Subviews) -> [CGFloat] { MyEqualWidthHStack.preferredGaps(subviews, along: .horizontal) }

    /// The largest ideal width and height among the subviews.
    static func largestIdealSize(_ subviews: LayoutSubviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) { largest, size in
            CGSize(width: max(largest.width, size.width), height: max(largest.height, size.height))
        }
    }

    /// The preferred distance after each subview along `axis` (0 after the last).
    static func preferredGaps(_ subviews: LayoutSubviews, along axis: Axis) -> [CGFloat] {
        subviews.indices.map { index in
            index < subviews.count - 1 ? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis) : 0
        }
    }
}

/// The sample's vertical counterpart: every subview as wide as the widest.
@SourceText
public struct MyEqualWidthVStack: Layout {
    nonisolated public init() {}

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

    private func maxSize(subviews: Subviews) -> CGSize { MyEqualWidthHStack.largestIdealSize(subviews) }
    private func spacing(subviews: Subviews) -> [CGFloat] { MyEqualWidthHStack.preferredGaps(subviews, along: .vertical) }
}

/// A pet's rank in the sample's vote, as a layout value.
@SourceText
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
@SourceText
public struct MyRadialLayout: Layout {
    nonisolated public init() {}

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

/// A flow layout: subviews at their ideal sizes, left to right, starting a
/// new line when the next one would pass the proposed width; lines and
/// neighbours `spacing` apart. Its size depends on the proposal: the
/// narrower the offer, the more lines.
@SourceText
public struct FlowLayout: Layout {
    public var spacing: CGFloat
    nonisolated public init(spacing: CGFloat = 8) { self.spacing = spacing }

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

/// Tags of different widths in a flow layout.
@SourceText
public struct FlowTags: View {
    nonisolated public init() {}
    public var body: some View {
        FlowLayout {
            ForEach([90, 60, 120, 40, 80, 100], id: \.self) { width in
                Capsule().fill(.teal).frame(width: CGFloat(width), height: 30)
            }
        }
        .border(Color.gray)
    }
}

/// A pet's button in the sample, as a labelled capsule of equal width.
@SourceText
struct PetButton: View {
    let name: String
    var body: some View {
        Text(name)
            .frame(maxWidth: .infinity)
            .padding(8)
            .background(Capsule().fill(Color.blue.opacity(0.2)))
    }
}

/// The sample's ButtonStack: the equal-width row if it fits, else the column.
public struct ButtonStack: View {
    nonisolated public init() {}
    public var body: some View {
        ViewThatFits {
            MyEqualWidthHStack {
                PetButton(name: "Cat")
                PetButton(name: "Goldfish")
                PetButton(name: "Dog")
            }
            MyEqualWidthVStack {
                PetButton(name: "Cat")
                PetButton(name: "Goldfish")
                PetButton(name: "Dog")
            }
        }
    }
}

/// The pets around a circle, the goldfish leading the vote.
@SourceText
public struct RadialPets: View {
    nonisolated public init() {}
    public var body: some View {
        MyRadialLayout {
            Circle().fill(.orange).frame(width: 60, height: 60).rank(2)
            Circle().fill(.blue).frame(width: 60, height: 60).rank(1)
            Circle().fill(.green).frame(width: 60, height: 60).rank(3)
        }
    }
}

/// FB's "Mastering ViewThatFits": the first text whose one-line width fits.
@SourceText
public struct GreetingThatFits: View {
    nonisolated public init() {}
    public var body: some View {
        ViewThatFits(in: .horizontal) {
            Text("Hello Beautiful World")
            Text("Hello World")
            Text("Hi")
        }
        .border(Color.blue)
    }
}

/// The AnyLayout page: the same two labels in a row or a column (the page
/// switches on the horizontal size class; here a flag stands for it).
@SourceText
public struct DynamicLayoutExample: View {
    public let isVertical: Bool
    nonisolated public init(isVertical: Bool) { self.isVertical = isVertical }
    public var body: some View {
        let layout = isVertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        layout {
            Text("First label")
            Text("Second label")
        }
    }
}

/// GridLayout page ("use it in the conditional layouts that you construct
/// with AnyLayout"): the Grid page's Hello/World rows as a 2 × 2 grid or,
/// with the same children, as a column (outside a grid a GridRow's views
/// are the container's own).
@SourceText
public struct GridOrColumnExample: View {
    public let isGrid: Bool
    nonisolated public init(isGrid: Bool) { self.isGrid = isGrid }
    public var body: some View {
        let layout = isGrid ? AnyLayout(GridLayout()) : AnyLayout(VStackLayout())
        layout {
            GridRow {
                Text("Hello")
                Image(systemName: "globe")
            }
            GridRow {
                Image(systemName: "hand.wave")
                Text("World")
            }
        }
    }
}

extension Example {
    static let anyGridLayout = Example(
        name: "any-grid-layout", title: "AnyLayout switching between VStackLayout and GridLayout",
        source: "https://developer.apple.com/documentation/swiftui/gridlayout",
        stages: [false, true].map { (grid: Bool) in
            Stage(grid ? "isGrid = true: GridLayout" : "isGrid = false: VStackLayout", code: GridOrColumnExample.bodyText) { GridOrColumnExample(isGrid: grid) }
        })

    static let equalWidthStack = Example(
        name: "equal-width-stack", title: "Equal-width buttons with a custom Layout, and ViewThatFits choosing row or column",
        source: "https://developer.apple.com/documentation/swiftui/composing_custom_layouts_with_swiftui",
        stages: [
            Stage("MyEqualWidthHStack", code: """
                MyEqualWidthHStack {
                    PetButton(name: "Cat")        // Text(name).frame(maxWidth: .infinity).padding(8)
                    PetButton(name: "Goldfish")   //     .background(Capsule().fill(.blue.opacity(0.2)))
                    PetButton(name: "Dog")
                }
                """) {
                MyEqualWidthHStack {
                    PetButton(name: "Cat")
                    PetButton(name: "Goldfish")
                    PetButton(name: "Dog")
                }
            },
            Stage("ButtonStack in 390 points: the row fits", code: """
                ViewThatFits {
                    MyEqualWidthHStack { Buttons() }
                    MyEqualWidthVStack { Buttons() }
                }
                """) { ButtonStack() },
            Stage("ButtonStack in 200 points: the column", code: """
                ViewThatFits {
                    MyEqualWidthHStack { Buttons() }
                    MyEqualWidthVStack { Buttons() }
                }
                .frame(width: 200)
                """) { ButtonStack().frame(width: 200) },
        ])

    static let radialLayout = Example(
        name: "radial-layout", title: "A radial custom Layout reading a Rank layout value",
        source: "https://developer.apple.com/documentation/swiftui/composing_custom_layouts_with_swiftui",
        stages: [
            Stage("MyRadialLayout, the rank-1 view on top", code: RadialPets.bodyText + "\n.frame(width: 300, height: 300)") { RadialPets().frame(width: 300, height: 300) },
        ])

    static let flowLayout = Example(
        name: "flow-layout", title: "A flow custom Layout wrapping tags at two widths",
        source: "https://developer.apple.com/documentation/swiftui/layout",
        stages: [390, 200].map { (width: CGFloat) in
            Stage("Proposed \(Int(width)) points", code: FlowTags.bodyText + "\n.frame(width: \(Int(width)))") { FlowTags().frame(width: width) }
        })

    static let viewThatFits = Example(
        name: "view-that-fits", title: "ViewThatFits choosing among three texts at three widths",
        source: "https://developer.apple.com/documentation/swiftui/viewthatfits",
        stages: [200, 100, 10].map { (width: CGFloat) in
            Stage("In a frame \(Int(width)) points wide", code: GreetingThatFits.bodyText + "\n.frame(width: \(Int(width)))") { GreetingThatFits().frame(width: width) }
        })

    static let anyLayout = Example(
        name: "any-layout", title: "AnyLayout switching between HStackLayout and VStackLayout",
        source: "https://developer.apple.com/documentation/swiftui/anylayout",
        stages: [false, true].map { (vertical: Bool) in
            Stage(vertical ? "isVertical = true: VStackLayout" : "isVertical = false: HStackLayout", code: DynamicLayoutExample.bodyText) { DynamicLayoutExample(isVertical: vertical) }
        })
}
