import Foundation
import ViewLayout
import ViewLayoutSourceText

// The LazyVStack and containerRelativeFrame pages
// (https://developer.apple.com/documentation/swiftui/lazyvstack and the containerRelativeFrame pages), and
// swiftuifieldguide's GeometryReader example.

/// An item of the containerRelativeFrame examples (`ForEach(items)`).
public struct ExampleItem: Identifiable, Sendable {
    public let id: Int
    nonisolated public init(id: Int) { self.id = id }
}

/// Ten items, as the pages' `items`.
public let exampleItems = (0..<10).map { ExampleItem(id: $0) }

/// LazyVStack page: a scroll view holding a lazy stack of 100 text rows,
/// aligned to the leading edge, default spacing.
@SourceText
public struct LazyVStackRows: View {
    nonisolated public init() {}
    public var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(1...100, id: \.self) {
                    Text("Row \($0)")
                }
            }
        }
    }
}

/// containerRelativeFrame page, example 2: each rectangle the size of the
/// screen (the container: the horizontal scroll view).
@SourceText
public struct ContainerRelativeFullScreen: View {
    let items: [ExampleItem]
    nonisolated public init(items: [ExampleItem] = exampleItems) { self.items = items }
    public var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0.0) {
                ForEach(items) { item in
                    Rectangle()
                        .fill(.purple)
                        .containerRelativeFrame([.horizontal, .vertical])
                }
            }
        }
    }
}

/// containerRelativeFrame page, example 4: four columns of which each
/// rectangle spans three, its height from a 3:2 aspect ratio. (The page adds
/// `.safeAreaPadding(.horizontal, 20.0)`; that modifier belongs to the
/// safe-area work, so this stage shows the container without it.)
@SourceText
public struct ContainerRelativeColumns: View {
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
    }
}

/// containerRelativeFrame(_:alignment:_:) page: "the container frame's width
/// being divided by 3 and using that value as the width of the purple
/// rectangle" (the page's code is missing from the seed; this is its prose).
@SourceText
public struct ContainerRelativeThirds: View {
    let items: [ExampleItem]
    nonisolated public init(items: [ExampleItem] = exampleItems) { self.items = items }
    public var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10.0) {
                ForEach(items) { item in
                    Rectangle()
                        .fill(.purple)
                        .aspectRatio(3.0 / 2.0, contentMode: .fit)
                        .containerRelativeFrame(.horizontal) { length, axis in
                            length / 3.0
                        }
                }
            }
        }
    }
}

/// swiftuifieldguide, "GeometryReader": the reader takes the proposed size
/// and shows it, its content at the top-leading corner.
@SourceText
public struct GeometryReaderSize: View {
    nonisolated public init() {}
    public var body: some View {
        GeometryReader { proxy in
            Text("\(Int(proxy.size.width)) x \(Int(proxy.size.height))")
                .font(.caption)
                .padding(6)
                .background(Color.blue)
                .fixedSize()
        }
        .border(Color.blue)
        .padding()
    }
}

extension Example {
    static let lazyVStackRows = Example(
        name: "lazy-vstack-rows", title: "A LazyVStack of 100 rows in a ScrollView (the LazyVStack page)",
        source: "https://developer.apple.com/documentation/swiftui/lazyvstack",
        stages: [
            Stage("LazyVStack(alignment: .leading): only the visible rows are created", code: LazyVStackRows.bodyText) { LazyVStackRows() },
        ])

    static let containerRelativeFrames = Example(
        name: "container-relative-frame", title: "Views sized relative to their container (the containerRelativeFrame pages)",
        source: "https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:)",
        stages: [
            Stage("containerRelativeFrame([.horizontal, .vertical]): each rectangle fills the screen", code: ContainerRelativeFullScreen.bodyText) { ContainerRelativeFullScreen() },
            Stage("containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10)", code: ContainerRelativeColumns.bodyText + "\n// The page adds .safeAreaPadding(.horizontal, 20.0) (safe-area work).") { ContainerRelativeColumns() },
            Stage("containerRelativeFrame(.horizontal) { length, axis in length / 3.0 }", code: ContainerRelativeThirds.bodyText) { ContainerRelativeThirds() },
        ])

    static let geometryReaderSize = Example(
        name: "geometry-reader", title: "A GeometryReader showing the size it was given (swiftuifieldguide)",
        source: "https://www.swiftuifieldguide.com/layout/geometry-reader/",
        stages: [
            Stage("GeometryReader { proxy in Text(size) }", code: GeometryReaderSize.bodyText) { GeometryReaderSize() },
        ])
}
