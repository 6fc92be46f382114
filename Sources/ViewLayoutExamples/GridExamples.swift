import Foundation
import ViewLayout
import ViewLayoutSourceText

// The Grid, gridCellAnchor, LazyVGrid, LazyHGrid and GridItem pages of
// Apple's documentation (https://developer.apple.com/documentation/swiftui/grid and the modifiers' pages).

/// Grid page, example 2: two rows of two cells.
@SourceText
public struct HelloWorldGrid: View {
    nonisolated public init() {}
    public var body: some View {
        Grid {
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

/// Grid page, example 3: a Divider given to the grid directly spans both
/// columns, and because it takes all the width offered, the grid does too.
@SourceText
public struct HelloWorldGridDivider: View {
    nonisolated public init() {}
    public var body: some View {
        Grid {
            GridRow {
                Text("Hello")
                Image(systemName: "globe")
            }
            Divider()
            GridRow {
                Image(systemName: "hand.wave")
                Text("World")
            }
        }
    }
}

/// Grid page, example 4: `gridCellUnsizedAxes(.horizontal)` keeps the
/// divider from sizing the columns, so the grid is as wide as its content.
@SourceText
public struct HelloWorldGridUnsizedDivider: View {
    nonisolated public init() {}
    public var body: some View {
        Grid {
            GridRow {
                Text("Hello")
                Image(systemName: "globe")
            }
            Divider()
                .gridCellUnsizedAxes(.horizontal)
            GridRow {
                Image(systemName: "hand.wave")
                Text("World")
            }
        }
    }
}

/// Grid page, "Column count": rows of 3, 6 and 5 cells; the grid has 6
/// columns, the text column as wide as its widest text, the colours sharing
/// the rest of the width and all the height.
@SourceText
public struct ColorRowsGrid: View {
    nonisolated public init() {}
    public var body: some View {
        Grid {
            GridRow {
                Text("Row 1")
                ForEach(0..<2) { _ in Color.red }
            }
            GridRow {
                Text("Row 2")
                ForEach(0..<5) { _ in Color.green }
            }
            GridRow {
                Text("Row 3")
                ForEach(0..<4) { _ in Color.blue }
            }
        }
    }
}

/// Grid page, "Cell spacing and alignment": the same rows, bottom-aligned,
/// one point apart.
@SourceText
public struct BottomAlignedColorRowsGrid: View {
    nonisolated public init() {}
    public var body: some View {
        Grid(alignment: .bottom, horizontalSpacing: 1, verticalSpacing: 1) {
            GridRow {
                Text("Row 1")
                ForEach(0..<2) { _ in Color.red }
            }
            GridRow {
                Text("Row 2")
                ForEach(0..<5) { _ in Color.green }
            }
            GridRow {
                Text("Row 3")
                ForEach(0..<4) { _ in Color.blue }
            }
        }
    }
}

/// gridCellAnchor(_:) page: the small blue square sits a quarter of the way
/// across and three quarters of the way down its cell.
@SourceText
public struct AnchoredCellGrid: View {
    nonisolated public init() {}
    public var body: some View {
        Grid(horizontalSpacing: 1, verticalSpacing: 1) {
            GridRow {
                Color.red.frame(width: 60, height: 60)
                Color.red.frame(width: 60, height: 60)
            }
            GridRow {
                Color.red.frame(width: 60, height: 60)
                Color.blue.frame(width: 10, height: 10)
                    .gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
            }
        }
    }
}

private func emoji(_ value: Int) -> String {
    guard let scalar = UnicodeScalar(value) else { return "?" }
    return String(Character(scalar))
}

/// LazyVGrid page: two flexible columns of code points and their emoji, in
/// a `ScrollView` that proposes the grid its width and an unspecified height.
@SourceText
public struct VerticalSmileys: View {
    let columns = [GridItem(.flexible()), GridItem(.flexible())]
    nonisolated public init() {}

    public var body: some View {
         ScrollView {
             LazyVGrid(columns: columns) {
                 ForEach(0x1f600...0x1f679, id: \.self) { value in
                     Text(String(format: "%x", value))
                     Text(emoji(value))
                         .font(.largeTitle)
                 }
             }
         }
    }
}

/// LazyHGrid page: two fixed rows of 30 points, filled column by column, in
/// a horizontal `ScrollView` that proposes an unspecified width.
@SourceText
public struct HorizontalSmileys: View {
    let rows = [GridItem(.fixed(30)), GridItem(.fixed(30))]
    nonisolated public init() {}

    public var body: some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: rows) {
                ForEach(0x1f600...0x1f679, id: \.self) { value in
                    Text(String(format: "%x", value))
                    Text(emoji(value))
                        .font(.largeTitle)
                }
            }
        }
    }
}

/// GridItem page: four fixed rows of 30, 60, 90 and 10 points with 1, 10, 20
/// and 50 points after each, columns 5 points apart.
@SourceText
public struct GridItemDemo: View {
    let rows = [
        GridItem(.fixed(30), spacing: 1),
        GridItem(.fixed(60), spacing: 10),
        GridItem(.fixed(90), spacing: 20),
        GridItem(.fixed(10), spacing: 50)
    ]
    nonisolated public init() {}

    public var body: some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: rows, spacing: 5) {
                ForEach(0...300, id: \.self) { _ in
                    Color.red.frame(width: 30)
                    Color.green.frame(width: 30)
                    Color.blue.frame(width: 30)
                    Color.yellow.frame(width: 30)
                }
            }
        }
    }
}

extension Example {

    static let grid = Example(
        name: "grid", title: "Grid, its rows, spanning views and alignment (the Grid page)",
        source: "https://developer.apple.com/documentation/swiftui/grid",
        stages: [
            Stage("Two rows of two cells", code: HelloWorldGrid.bodyText) { HelloWorldGrid() },
            Stage("A divider between the rows", code: HelloWorldGridDivider.bodyText) { HelloWorldGridDivider() },
            Stage("The divider with gridCellUnsizedAxes(.horizontal)", code: HelloWorldGridUnsizedDivider.bodyText) { HelloWorldGridUnsizedDivider() },
            Stage("Rows with different column counts", code: ColorRowsGrid.bodyText) { ColorRowsGrid() },
            Stage("Bottom alignment and one-point spacing", code: BottomAlignedColorRowsGrid.bodyText) { BottomAlignedColorRowsGrid() },
            Stage("gridCellAnchor (the gridCellAnchor(_:) page)", code: AnchoredCellGrid.bodyText) { AnchoredCellGrid() },
        ])

    static let verticalSmileys = Example(
        name: "vertical-smileys", title: "VerticalSmileys: a LazyVGrid of two flexible columns (the LazyVGrid page)",
        source: "https://developer.apple.com/documentation/swiftui/lazyvgrid",
        stages: [
            Stage("Two flexible columns", code: VerticalSmileys.sourceText) { VerticalSmileys() },
        ])

    static let horizontalSmileys = Example(
        name: "horizontal-smileys", title: "HorizontalSmileys: a LazyHGrid of two fixed rows (the LazyHGrid page)",
        source: "https://developer.apple.com/documentation/swiftui/lazyhgrid",
        stages: [
            Stage("Two fixed rows of 30 points", code: HorizontalSmileys.sourceText) { HorizontalSmileys() },
        ])

    static let gridItemDemo = Example(
        name: "grid-item-demo", title: "GridItemDemo: rows of different sizes and spacings (the GridItem page)",
        source: "https://developer.apple.com/documentation/swiftui/griditem",
        stages: [
            Stage("Four fixed rows", code: GridItemDemo.sourceText) { GridItemDemo() },
        ])
}
