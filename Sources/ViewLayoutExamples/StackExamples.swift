import Foundation
import ViewLayout
import ViewLayoutSourceText

// The Spacer and ZStack pages (https://developer.apple.com/documentation/swiftui/spacer, /zstack).

/// Spacer page, example 2: the stack is as wide as its content.
@SourceText
public struct ChecklistRow: View {
    public let name: String
    nonisolated public init(name: String) { self.name = name }
    public var body: some View {
        HStack {
            Image(systemName: "checkmark")
            Text(name)
        }
        .border(Color.blue)
    }
}

/// Spacer page, example 3: a leading spacer pushes the content to the
/// trailing edge and the stack fills the width.
@SourceText
public struct ChecklistRowTrailing: View {
    public let name: String
    nonisolated public init(name: String) { self.name = name }
    public var body: some View {
        HStack {
            Spacer()
            Image(systemName: "checkmark")
            Text(name)
        }
        .border(Color.blue)
    }
}

/// Spacer page, example 4: the spacer between pushes the two apart.
@SourceText
public struct ChecklistRowSplit: View {
    public let name: String
    nonisolated public init(name: String) { self.name = name }
    public var body: some View {
        HStack {
            Image(systemName: "checkmark")
            Spacer()
            Text(name)
        }
        .border(Color.blue)
    }
}

/// Spacer page, prose: two spacers on the outside keep the content together,
/// centred, while the stack takes the whole width.
@SourceText
public struct ChecklistRowCentered: View {
    public let name: String
    nonisolated public init(name: String) { self.name = name }
    public var body: some View {
        HStack {
            Spacer()
            Image(systemName: "checkmark")
            Text(name)
            Spacer()
        }
        .border(Color.blue)
    }
}

/// ZStack page, example 2: six 100 × 100 rectangles, each offset 10 points
/// further than the one before.
@SourceText
public struct OffsetRectangles: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]
    nonisolated public init() {}
    public var body: some View {
        ZStack {
            ForEach(0..<colors.count) {
                Rectangle()
                    .fill(colors[$0])
                    .frame(width: 100, height: 100)
                    .offset(x: CGFloat($0) * 10.0,
                            y: CGFloat($0) * 10.0)
            }
        }
    }
}

/// ZStack page, example 3: both rectangles share the bottom-leading corner.
@SourceText
public struct BottomLeadingRectangles: View {
    nonisolated public init() {}
    public var body: some View {
        ZStack(alignment: .bottomLeading) {
            Rectangle()
                .fill(Color.red)
                .frame(width: 100, height: 50)
            Rectangle()
                .fill(Color.blue)
                .frame(width:50, height: 100)
        }
        .border(Color.green, width: 1)
    }
}

extension Example {
    static let checklistRow = Example(
        name: "checklist-row", title: "ChecklistRow and its spacers (the Spacer page)",
        source: "https://developer.apple.com/documentation/swiftui/spacer",
        stages: [
            Stage("Without a spacer", code: ChecklistRow.bodyText) { ChecklistRow(name: "Buy milk") },
            Stage("Spacer first", code: ChecklistRowTrailing.bodyText) { ChecklistRowTrailing(name: "Buy milk") },
            Stage("Spacer between", code: ChecklistRowSplit.bodyText) { ChecklistRowSplit(name: "Buy milk") },
            Stage("Spacers outside", code: ChecklistRowCentered.bodyText) { ChecklistRowCentered(name: "Buy milk") },
        ])

    static let zstackOffsets = Example(
        name: "zstack-offsets", title: "A ZStack of offset rectangles (the ZStack page)",
        source: "https://developer.apple.com/documentation/swiftui/zstack",
        stages: [
            Stage("Six rectangles, each offset by 10 points", code: OffsetRectangles.bodyText) { OffsetRectangles() },
        ])

    static let zstackBottomLeading = Example(
        name: "zstack-bottom-leading", title: "A bottom-leading ZStack (the ZStack page)",
        source: "https://developer.apple.com/documentation/swiftui/zstack",
        stages: [
            Stage("ZStack(alignment: .bottomLeading)", code: BottomLeadingRectangles.bodyText) { BottomLeadingRectangles() },
        ])
}
