import Foundation
import ViewLayout
import ViewLayoutSourceText

// The safe-area pages of "Layout adjustments" (https://developer.apple.com/documentation/swiftui/layout-adjustments:
// safeAreaInset(edge:alignment:spacing:content:), ignoresSafeArea(_:edges:))
// and the horizontalSizeClass page, laid out on device presets.

/// Rows standing in for the page's scrolled content.
@SourceText
public struct ScrolledContent: View {
    nonisolated public init() {}
    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(1...6, id: \.self) { i in
                Text("Row \(i)")
            }
        }
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .padding()
    }
}

/// The page's bottom bar: a full-width bar with a title.
@SourceText
public struct BottomBarContent: View {
    nonisolated public init() {}
    public var body: some View {
        Text("Bottom bar")
            .frame(maxWidth: .infinity)
            .padding()
            .background(Color.gray)
    }
}

/// The page's side bar: a narrow column on the leading edge.
@SourceText
public struct SideBarContent: View {
    nonisolated public init() {}
    public var body: some View {
        Color.gray.frame(width: 60)
    }
}

/// safeAreaInset(edge: VerticalEdge, …) page: content with a bottom bar.
/// (Here the scroll view is inset by the bar; in SwiftUI a scroll view's
/// frame also extends under the bar and only its content is inset: see
/// Fidelity, "Known differences".)
@SourceText
public struct ScrollableViewWithBottomBar: View {
    nonisolated public init() {}
    public var body: some View {
        ScrollView {
            ScrolledContent()
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            BottomBarContent()
        }
    }
}

/// safeAreaInset(edge: HorizontalEdge, …) page: content with a side bar.
@SourceText
public struct ScrollableViewWithSideBar: View {
    nonisolated public init() {}
    public var body: some View {
        ScrollView {
            ScrolledContent()
        }
        .safeAreaInset(edge: .leading, spacing: 0) {
            SideBarContent()
        }
    }
}

/// ignoresSafeArea: a background that fills the screen behind content that
/// stays in the safe area.
@SourceText
public struct FullScreenBackground: View {
    nonisolated public init() {}
    public var body: some View {
        ZStack {
            Color.blue
                .ignoresSafeArea()
            Text("Hello, safe area")
        }
    }
}

/// Only edges that reach the safe area's boundary grow: the yellow above
/// the text reaches the top and grows into the status bar; its bottom edge
/// meets the text and stays (Chris Eidhof's example, Fidelity, "Safe area").
@SourceText
public struct YellowAboveText: View {
    nonisolated public init() {}
    public var body: some View {
        VStack {
            Color.yellow
                .ignoresSafeArea()
            Text("Hello")
        }
    }
}

/// A custom view that reads the horizontal size class and lays its two
/// parts out in a column when it is compact, in a row otherwise (the
/// horizontalSizeClass page).
@SourceText
public struct AdaptiveProfile: View {
    @Environment(\.horizontalSizeClass) var horizontalSizeClass
    nonisolated public init() {}

    public var body: some View {
        if horizontalSizeClass == .compact {
            VStack { parts }
        } else {
            HStack { parts }
        }
    }

    @ViewBuilder var parts: some View {
        Circle()
            .fill(Color.yellow)
            .frame(width: 120, height: 120)
        Color.gray
            .frame(width: 300, height: 120)
    }
}

extension Example {
    static let safeAreaInsetBar = Example(
        name: "safe-area-inset-bar", title: "A bottom bar and a side bar in the safe area (the safeAreaInset pages)",
        source: "https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)",
        stages: [
            Stage("Bottom bar, iPhone 15 Pro", device: .iPhone15Pro, code: ScrollableViewWithBottomBar.sourceText) { ScrollableViewWithBottomBar() },
            Stage("Side bar, iPhone 15 Pro", device: .iPhone15Pro, code: ScrollableViewWithSideBar.sourceText) { ScrollableViewWithSideBar() },
        ])

    static let ignoresSafeAreaBackground = Example(
        name: "ignores-safe-area", title: "Backgrounds that extend into the safe-area insets (ignoresSafeArea(_:edges:))",
        source: "https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)",
        stages: [
            Stage("A full-screen background, iPhone 15 Pro", device: .iPhone15Pro, code: FullScreenBackground.bodyText) { FullScreenBackground() },
            Stage("Only the edge that touches the safe area grows, iPhone SE", device: .iPhoneSE3, code: YellowAboveText.bodyText) { YellowAboveText() },
        ])

    static let sizeClassRow = Example(
        name: "size-class-row", title: "A custom view that switches from HStack to VStack in a compact width (horizontalSizeClass)",
        source: "https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass",
        stages: [
            Stage("Compact width: iPhone 15 Pro", device: .iPhone15Pro, code: AdaptiveProfile.sourceText) { AdaptiveProfile() },
            Stage("Regular width: iPad Pro 11-inch", device: .iPadPro11, code: AdaptiveProfile.sourceText) { AdaptiveProfile() },
        ])
}

// layoutDirectionBehavior(_:) and the visionOS depth modifiers (the
// "Layout adjustments" pages give no code for them; these are ours).

/// A "done" row designed left to right: a checkmark and a label. With
/// `.mirrors` it is flipped as a whole in a right-to-left environment.
public struct MirroredDoneRow: View {
    nonisolated public init() {}
    public var body: some View {
        HStack {
            Image(systemName: "checkmark")
            Text("Done")
        }
        .padding()
        .border(Color.blue)
        .layoutDirectionBehavior(.mirrors)
    }
}

/// A card given depth: a 40-point deep frame with the card at its front,
/// padded by 10 on every face and lifted 20 points toward the viewer.
@SourceText
public struct DepthCard: View {
    nonisolated public init() {}
    public var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(Color.teal)
            .frame(width: 200, height: 120)
            .frame(depth: 40, alignment: .front)
            .padding3D(10)
            .offset(z: 20)
    }
}

extension Example {
    static var rightToLeftEnvironment: EnvironmentValues {
        var env = Example.environment
        env.layoutDirection = .rightToLeft
        return env
    }

    static let mirroredRow = Example(
        name: "mirrored-row", title: "A row that mirrors in right-to-left layouts (layoutDirectionBehavior(_:))",
        source: "https://developer.apple.com/documentation/swiftui/view/layoutdirectionbehavior(_:)",
        stages: [
            Stage("Left to right: not flipped", code: Self.mirroredCode) { MirroredDoneRow() },
            Stage("Right to left: laid out left to right, then flipped", environment: Self.rightToLeftEnvironment,
                  code: Self.mirroredCode) { MirroredDoneRow() },
        ])

    static let mirroredCode = """
        HStack {
            Image(systemName: "checkmark")
            Text("Done")
        }
        .padding()
        .border(Color.blue)
        .layoutDirectionBehavior(.mirrors)
        """

    static let depthCard = Example(
        name: "depth-card", title: "A card with depth on visionOS (frame(depth:), padding3D, offset(z:))",
        source: "https://developer.apple.com/documentation/swiftui/view/frame(depth:alignment:)",
        stages: [
            Stage("frame(depth: 40, alignment: .front), padding3D(10), offset(z: 20)", code: DepthCard.bodyText) { DepthCard() },
        ])
}

/// containerRelativeFrame(_:count:span:spacing:alignment:) page with the
/// page's `.safeAreaPadding(.horizontal, 20.0)`: the container the frames
/// measure is the scroll view less its safe area, 390 − 40 = 350 wide, so
/// each rectangle spans 3 of 4 columns: (350 − 3 × 10) / 4 × 3 + 2 × 10 =
/// 260, the first 20 points in.
@SourceText
public struct PaddedContainerRelativeColumns: View {
    let items: [ExampleItem]
    nonisolated public init(items: [ExampleItem] = exampleItems) { self.items = items }
    public var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10.0) {
                ForEach(items) { item in
                    Rectangle()
                        .fill(.purple)
                        .aspectRatio(3.0 / 2.0, contentMode: .fit)
                        .containerRelativeFrame(
                            .horizontal, count: 4, span: 3, spacing: 10.0)
                }
            }
        }
        .safeAreaPadding(.horizontal, 20.0)
    }
}

extension Example {
    static let safeAreaPaddingColumns = Example(
        name: "safe-area-padding-columns",
        title: "containerRelativeFrame columns in a scroll view with safeAreaPadding(.horizontal, 20)",
        source: "https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:count:span:spacing:alignment:)",
        stages: [
            Stage("safeAreaPadding(.horizontal, 20.0)", code: PaddedContainerRelativeColumns.bodyText) { PaddedContainerRelativeColumns() },
        ])
}
