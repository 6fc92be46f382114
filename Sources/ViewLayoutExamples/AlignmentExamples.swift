import Foundation
import ViewLayout
import ViewLayoutSourceText

// AlignmentID, ViewDimensions, "Aligning views within a stack" and
// "Aligning views across stacks" (https://developer.apple.com/documentation/swiftui/layout-adjustments).

private struct FirstThirdAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context.height / 3
    }
}

extension VerticalAlignment {
    /// AlignmentID page: a guide one third of the way down a view.
    public static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
}

/// Three equal stripes, one point apart.
@SourceText
public struct HorizontalStripes: View {
    nonisolated public init() {}
    public var body: some View {
        VStack(spacing: 1) {
            ForEach(0..<3) { _ in Color.blue }
        }
    }
}

/// AlignmentID page: three sets of stripes aligned on `firstThird`.
@SourceText
public struct StripesGroup: View {
    nonisolated public init() {}
    public var body: some View {
        HStack(alignment: .firstThird, spacing: 1) {
            HorizontalStripes().frame(height: 60)
            HorizontalStripes().frame(height: 120)
            HorizontalStripes().frame(height: 90)
        }
    }
}

/// AlignmentID page: the middle set aligns its guide at two thirds instead.
@SourceText
public struct StripesGroupModified: View {
    nonisolated public init() {}
    public var body: some View {
        HStack(alignment: .firstThird, spacing: 1) {
            HorizontalStripes().frame(height: 60)
            HorizontalStripes().frame(height: 120)
                .alignmentGuide(.firstThird) { context in
                    2 * context.height / 3
                }
            HorizontalStripes().frame(height: 90)
        }
    }
}

/// ViewDimensions page: the second text's leading guide moves 10 points left,
/// so the stack moves the text 10 points right.
@SourceText
public struct ViewDimensionsOffset: View {
    nonisolated public init() {}
    public var body: some View {
        VStack(alignment: .leading) {
            Text("Default")
            Text("Indented")
                .alignmentGuide(.leading) { context in
                    context[.leading] - 10
                }
        }
    }
}

/// "Aligning views within a stack", first example: default centre alignment.
@SourceText
public struct StatusRow: View {
    nonisolated public init() {}
    public var body: some View {
        HStack {
            Image("microphone")
            Text("Connecting")
                .font(.caption)
            Text("Bryan")
                .font(.title)
        }
        .padding()
        .border(Color.blue, width: 1)
    }
}

/// The same row aligned on the first text baseline.
@SourceText
public struct StatusRowBaseline: View {
    nonisolated public init() {}
    public var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Image("microphone")
            Text("Connecting")
                .font(.caption)
            Text("Bryan")
                .font(.title)
        }
        .padding()
        .border(Color.blue, width: 1)
    }
}

/// The image's baseline guide moved up by 12% of its height.
@SourceText
public struct StatusRowAdjusted: View {
    nonisolated public init() {}
    public var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Image("microphone")
                .alignmentGuide(.firstTextBaseline) { context in
                    context[.bottom] - 0.12 * context.height
                }
            Text("Connecting")
                .font(.caption)
            Text("Bryan")
                .font(.title)
        }
        .padding()
        .border(Color.blue, width: 1)
    }
}

extension VerticalAlignment {
    /// A custom alignment for image titles ("Aligning views across stacks").
    private struct ImageTitleAlignment: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            // Default to bottom alignment if no guides are set.
            context[VerticalAlignment.bottom]
        }
    }

    /// A guide for aligning titles.
    public static let imageTitleAlignmentGuide = VerticalAlignment(ImageTitleAlignment.self)
}

/// "Aligning views across stacks", first figure: the enclosing HStack
/// centres the two columns.
@SourceText
public struct ImageRowCentered: View {
    nonisolated public init() {}
    public var body: some View {
        HStack {
            VStack {
                Image("bell_peppers")
                    .resizable()
                    .scaledToFit()
                Text("Bell Peppers")
                    .font(.title)
            }
            VStack {
                Image("chili_peppers")
                    .resizable()
                    .scaledToFit()
                Text("Chili Peppers")
                    .font(.title)
                Text("Higher levels of capsicum")
                    .font(.caption)
            }
        }
    }
}

/// The same row aligned on `imageTitleAlignmentGuide`, which each title sets
/// to its first text baseline: the titles' baselines line up across stacks.
@SourceText
public struct ImageRowAligned: View {
    nonisolated public init() {}
    public var body: some View {
        HStack(alignment: .imageTitleAlignmentGuide) {
            VStack {
                Image("bell_peppers")
                    .resizable()
                    .scaledToFit()
                Text("Bell Peppers")
                    .font(.title)
                    .alignmentGuide(.imageTitleAlignmentGuide) { context in
                        context[.firstTextBaseline]
                    }
            }
            VStack {
                Image("chili_peppers")
                    .resizable()
                    .scaledToFit()
                Text("Chili Peppers")
                    .font(.title)
                    .alignmentGuide(.imageTitleAlignmentGuide) { context in
                        context[.firstTextBaseline]
                    }
                Text("Higher levels of capsicum")
                    .font(.caption)
            }
        }
    }
}

extension Example {
    static let firstThirdStripes = Example(
        name: "first-third-stripes", title: "Stripes aligned on a custom firstThird guide (the AlignmentID page)",
        source: "https://developer.apple.com/documentation/swiftui/alignmentid",
        stages: [
            Stage("HStack(alignment: .firstThird, spacing: 1)", code: StripesGroup.bodyText) { StripesGroup() },
            Stage("The middle stripes' guide at two thirds", code: StripesGroupModified.bodyText) { StripesGroupModified() },
        ])

    static let indentedText = Example(
        name: "indented-text", title: "Indented text through an alignment guide (the ViewDimensions page)",
        source: "https://developer.apple.com/documentation/swiftui/viewdimensions",
        stages: [
            Stage("Left to right", code: ViewDimensionsOffset.bodyText) { ViewDimensionsOffset() },
            Stage("Right to left", code: """
                ViewDimensionsOffset()
                    .environment(\\.layoutDirection, .rightToLeft)
                """) { ViewDimensionsOffset().environment(\.layoutDirection, .rightToLeft) },
        ])

    static let statusRow = Example(
        name: "status-row", title: "The recording status row (\"Aligning views within a stack\")",
        source: "https://developer.apple.com/documentation/swiftui/aligning-views-within-a-stack",
        stages: [
            Stage("Default centre alignment", code: StatusRow.bodyText) { StatusRow() },
            Stage("HStack(alignment: .firstTextBaseline)", code: StatusRowBaseline.bodyText) { StatusRowBaseline() },
            Stage("The image's baseline guide adjusted", code: StatusRowAdjusted.bodyText) { StatusRowAdjusted() },
        ])

    static let imageTitleAlignment = Example(
        name: "image-title-alignment", title: "Aligning image titles across stacks",
        source: "https://developer.apple.com/documentation/swiftui/aligning-views-across-stacks",
        stages: [
            Stage("Default centre alignment", code: ImageRowCentered.bodyText) { ImageRowCentered() },
            Stage("HStack(alignment: .imageTitleAlignmentGuide)", code: ImageRowAligned.bodyText) { ImageRowAligned() },
        ])
}
