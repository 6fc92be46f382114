import Foundation
import ViewLayout
import ViewLayoutSourceText

// The fixedSize, layoutPriority, VStack and HStack pages of Apple's
// documentation (https://developer.apple.com/documentation/swiftui).

/// fixedSize(horizontal:vertical:) page: the text keeps its one-line width
/// and overflows the 200 × 200 frame, centred on it.
@SourceText
public struct FixedSizeText: View {
    nonisolated public init() {}
    public var body: some View {
        Text("A single line of text, too long to fit in a box.")
            .fixedSize(horizontal: true, vertical: false)
            .frame(width: 200, height: 200)
            .border(Color.gray)
    }
}

/// The same text without fixedSize wraps inside the frame.
@SourceText
public struct WrappedText: View {
    nonisolated public init() {}
    public var body: some View {
        Text("A single line of text, too long to fit in a box.")
            .frame(width: 200, height: 200)
            .border(Color.gray)
    }
}

/// layoutPriority(_:) page: the higher-priority text is offered the whole
/// row less the minimum of the rest, and the other shrinks dramatically.
@SourceText
public struct PriorityRow: View {
    nonisolated public init() {}
    public var body: some View {
        HStack {
            Text("This is a moderately long string.")
                .font(.largeTitle)
                .border(Color.gray)

            Spacer()

            Text("This is a higher priority string.")
                .font(.largeTitle)
                .layoutPriority(1)
                .border(Color.gray)
        }
    }
}

/// VStack page: ten texts, leading-aligned, 10 points apart.
@SourceText
public struct VStackItems: View {
    nonisolated public init() {}
    public var body: some View {
        VStack(
            alignment: .leading,
            spacing: 10
        ) {
            ForEach(
                1...10,
                id: \.self
            ) {
                Text("Item \($0)")
            }
        }
    }
}

/// HStack page: five texts, top-aligned, 10 points apart.
@SourceText
public struct HStackItems: View {
    nonisolated public init() {}
    public var body: some View {
        HStack(
            alignment: .top,
            spacing: 10
        ) {
            ForEach(
                1...5,
                id: \.self
            ) {
                Text("Item \($0)")
            }
        }
    }
}

extension Example {
    static let fixedSizeText = Example(
        name: "fixed-size-text", title: "A text fixed at its ideal width (the fixedSize(horizontal:vertical:) page)",
        source: "https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)",
        stages: [
            Stage("fixedSize(horizontal: true, vertical: false)", code: FixedSizeText.bodyText) { FixedSizeText() },
            Stage("Without fixedSize", code: WrappedText.bodyText) { WrappedText() },
        ])

    static let layoutPriority = Example(
        name: "layout-priority", title: "Two texts, one with a higher layout priority (the layoutPriority(_:) page)",
        source: "https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:)",
        stages: [
            Stage("layoutPriority(1) on the second text", code: PriorityRow.bodyText) { PriorityRow() },
        ])

    static let stackItems = Example(
        name: "stack-items", title: "Texts in a VStack and an HStack (the VStack and HStack pages)",
        source: "https://developer.apple.com/documentation/swiftui/vstack",
        stages: [
            Stage("VStack(alignment: .leading, spacing: 10)", code: VStackItems.bodyText) { VStackItems() },
            Stage("HStack(alignment: .top, spacing: 10)", code: HStackItems.bodyText) { HStackItems() },
        ])
}
