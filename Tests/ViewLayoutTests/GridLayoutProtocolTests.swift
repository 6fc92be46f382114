import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples

// GridLayout (Apple's GridLayout page: "This layout container behaves like a
// Grid, but conforms to the Layout protocol so you can use it in the
// conditional layouts that you construct with AnyLayout"). As a view it must
// give Grid's frames exactly; inside AnyLayout switching to and from it
// keeps the children; its Layout methods called by a custom layout run
// Grid's algorithm, with rows taken as the Grid page takes them (a view that
// is not in a GridRow is a row of its own spanning every column).

/// A custom layout that hands its subviews to a GridLayout's own methods.
struct ForwardingGrid: Layout {
    var grid = GridLayout()
    func makeCache(subviews: Subviews) -> GridLayout.Cache { grid.makeCache(subviews: subviews) }
    func updateCache(_ cache: inout GridLayout.Cache, subviews: Subviews) { grid.updateCache(&cache, subviews: subviews) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout GridLayout.Cache) -> CGSize {
        grid.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout GridLayout.Cache) {
        grid.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// The Grid page's examples, built by a Grid, a GridLayout used as a view,
/// or the GridLayout methods called through `ForwardingGrid`.
enum GridPageExample: CaseIterable {
    case helloWorld, divider, unsizedDivider, colorRows, bottomAligned, anchoredCell

    enum Builder { case grid, gridLayout, forwarded }

    @ViewBuilder func content() -> some View {
        switch self {
        case .helloWorld:
            GridRow { Text("Hello"); Image(systemName: "globe") }
            GridRow { Image(systemName: "hand.wave"); Text("World") }
        case .divider:
            GridRow { Text("Hello"); Image(systemName: "globe") }
            Divider()
            GridRow { Image(systemName: "hand.wave"); Text("World") }
        case .unsizedDivider:
            GridRow { Text("Hello"); Image(systemName: "globe") }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow { Image(systemName: "hand.wave"); Text("World") }
        case .colorRows, .bottomAligned:
            GridRow { Text("Row 1"); ForEach(0..<2) { _ in Color.red } }
            GridRow { Text("Row 2"); ForEach(0..<5) { _ in Color.green } }
            GridRow { Text("Row 3"); ForEach(0..<4) { _ in Color.blue } }
        case .anchoredCell:
            GridRow {
                Color.red.frame(width: 60, height: 60)
                Color.red.frame(width: 60, height: 60)
            }
            GridRow {
                Color.red.frame(width: 60, height: 60)
                Color.blue.frame(width: 10, height: 10).gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
            }
        }
    }

    var alignment: Alignment { self == .bottomAligned ? .bottom : .center }
    var spacing: CGFloat? { self == .bottomAligned || self == .anchoredCell ? 1 : nil }

    @ViewBuilder func view(_ builder: Builder) -> some View {
        switch builder {
        case .grid: Grid(alignment: alignment, horizontalSpacing: spacing, verticalSpacing: spacing) { content() }
        case .gridLayout: GridLayout(alignment: alignment, horizontalSpacing: spacing, verticalSpacing: spacing) { content() }
        case .forwarded:
            ForwardingGrid(grid: GridLayout(alignment: alignment, horizontalSpacing: spacing, verticalSpacing: spacing)) { content() }
        }
    }

    func layout(_ builder: Builder, rtl: Bool) -> PlacedViewTree {
        GridTest.layout(view(builder), 390, 763, scale: 3, rtl: rtl)
    }
}

@Suite("GridLayout")
struct GridLayoutProtocolTests {
    /// Every frame of a tree, in tree order.
    static func frames(_ tree: PlacedViewTree) -> [CGRect] { tree.allViews.map(\.frame) }

    /// GridLayout page: GridLayout "behaves like a Grid". Each example of
    /// the Grid page, in both layout directions, gives the same frames, view
    /// for view, as a Grid, as a GridLayout view, and through GridLayout's
    /// Layout methods called by a custom layout on its subviews (rows from
    /// the GridRows the subviews came from, the Divider a row of its own
    /// spanning both columns, cell modifiers honoured); only the
    /// container's name differs.
    @Test(arguments: GridPageExample.allCases, [false, true])
    func gridLayoutMatchesGrid(_ example: GridPageExample, _ rtl: Bool) {
        let grid = example.layout(.grid, rtl: rtl)
        #expect(grid.root.children[0].kind == "Grid")
        for (builder, name) in [(GridPageExample.Builder.gridLayout, "GridLayout"), (.forwarded, "ForwardingGrid")] {
            let other = example.layout(builder, rtl: rtl)
            #expect(grid.count == other.count, "\(name)")
            #expect(Self.frames(grid) == Self.frames(other), "\(name)")
            #expect(other.root.children[0].kind == name)
            #expect(other.diagnostics.isEmpty, "\(name)")
        }
    }

    /// Exact frames through the Layout methods (Grid page: a column as wide
    /// as its widest cell, a row as tall as its tallest, cells centred,
    /// spacing 8, Fidelity, "Default spacing" and "Grid"): columns 40 and 50, rows 10 and 30, a
    /// 98 × 48 grid centred in 298 × 248 at (100, 100); a view outside the
    /// GridRows ("e") is a row of its own spanning both columns (98 wide).
    @Test func layoutMethodsExactFrames() {
        let r = GridTest.layout(ForwardingGrid {
            GridRow { GridTest.cell("a", 40, 10); GridTest.cell("b", 20, 10) }
            GridRow { GridTest.cell("c", 30, 20); GridTest.cell("d", 50, 30) }
        }, 298, 248)
        r.assertFrame("a", 100, 100, 40, 10)
        r.assertFrame("b", 163, 100, 20, 10)
        r.assertFrame("c", 105, 123, 30, 20)
        r.assertFrame("d", 148, 118, 50, 30)

        let spanning = GridTest.layout(ForwardingGrid {
            GridRow { GridTest.cell("a", 40, 10); GridTest.cell("b", 20, 10) }
            Color.blue.frame(height: 4).id("e")
            GridRow { GridTest.cell("c", 30, 20); GridTest.cell("d", 50, 30) }
        }.frame(width: 98), 298, 248)
        // 10 + 8 + 4 + 8 + 30 = 60 high, at y (248 − 60) / 2 = 94.
        spanning.assertFrame("a", 100, 94, 40, 10)
        spanning.assertFrame("e", 100, 112, 98, 4)
        spanning.assertFrame("d", 148, 124, 50, 30)

        // Inside a Grid's cell, the custom layout's GridRows are its own
        // rows, not the outer grid's: the same 2 × 2 frames.
        let nested = GridTest.layout(Grid {
            GridRow {
                ForwardingGrid {
                    GridRow { GridTest.cell("a", 40, 10); GridTest.cell("b", 20, 10) }
                    GridRow { GridTest.cell("c", 30, 20); GridTest.cell("d", 50, 30) }
                }
            }
        }, 298, 248)
        nested.assertFrame("b", 163, 100, 20, 10)
        nested.assertFrame("c", 105, 123, 30, 20)
    }

    /// A row alignment given with GridRow(alignment:) reaches the Layout
    /// methods too: the short cell sits at the top of its 30-high row.
    @Test func rowAlignmentThroughLayoutMethods() {
        let r = GridTest.layout(ForwardingGrid {
            GridRow(alignment: .top) { GridTest.cell("a", 40, 10); GridTest.cell("b", 20, 30) }
        }, 298, 248)
        // 68 × 30 at (115, 109).
        r.assertFrame("a", 115, 109, 40, 10)
        r.assertFrame("b", 163, 109, 20, 30)
    }

    struct Switcher: View {
        let grid: Bool
        var body: some View {
            let layout = grid ? AnyLayout(GridLayout()) : AnyLayout(VStackLayout())
            layout {
                GridRow { GridTest.cell("a", 40, 10); GridTest.cell("b", 20, 10) }
                GridRow { GridTest.cell("c", 30, 20); GridTest.cell("d", 50, 30) }
            }
        }
    }

    /// AnyLayout page: switching the layout keeps the children. The same
    /// four views (same ids, same node count) are a 2 × 2 grid with
    /// GridLayout (Grid's frames, above) and a column with VStackLayout
    /// (outside a grid a GridRow's views join the container's children, the
    /// GridRow page): 50 × (10 + 10 + 20 + 30 + 3 · 8 = 94) at (124, 77),
    /// each view centred.
    @Test func anyLayoutSwitchesBetweenStackAndGrid() {
        let grid = GridTest.layout(Switcher(grid: true), 298, 248)
        let column = GridTest.layout(Switcher(grid: false), 298, 248)
        grid.assertFrame("a", 100, 100, 40, 10)
        grid.assertFrame("b", 163, 100, 20, 10)
        grid.assertFrame("c", 105, 123, 30, 20)
        grid.assertFrame("d", 148, 118, 50, 30)
        column.assertFrame("a", 129, 77, 40, 10)
        column.assertFrame("b", 139, 95, 20, 10)
        column.assertFrame("c", 134, 113, 30, 20)
        column.assertFrame("d", 124, 141, 50, 30)
        #expect(grid.root.children[0].kind == "AnyLayout" && grid.root.children[0].label == "GridLayout")
        #expect(column.root.children[0].label == "VStackLayout")
        #expect(grid.count == column.count)
        #expect(grid.root.children[0].children.map(\.id) == column.root.children[0].children.map(\.id))
        #expect(grid.root.children[0].children.map(\.id) == ["a", "b", "c", "d"])
        let plain = GridTest.layout(Grid {
            GridRow { GridTest.cell("a", 40, 10); GridTest.cell("b", 20, 10) }
            GridRow { GridTest.cell("c", 30, 20); GridTest.cell("d", 50, 30) }
        }, 298, 248)
        #expect(Self.frames(grid) == Self.frames(plain))
    }

    /// AnyLayout(GridLayout()) used as a Layout inside a custom layout (its
    /// methods forward to GridLayout's): a 2 × 2 grid when 40 + 8 + 50 fits
    /// the width, else the column, the same frames as above.
    @Test func anyLayoutOfGridLayoutAsALayout() {
        let chooser = FirstFittingLayout(layouts: [AnyLayout(GridLayout()), AnyLayout(VStackLayout())])
        func content() -> some View {
            chooser {
                GridRow { GridTest.cell("a", 40, 10); GridTest.cell("b", 20, 10) }
                GridRow { GridTest.cell("c", 30, 20); GridTest.cell("d", 50, 30) }
            }
        }
        let wide = GridTest.layout(content(), 298, 248)
        wide.assertFrame("b", 163, 100, 20, 10)
        wide.assertFrame("d", 148, 118, 50, 30)
        let narrow = GridTest.layout(content().frame(width: 60), 298, 248)
        // The grid needs 98 > 60: the column, 50 wide, centred in the
        // 60-wide frame (at x 119), so at 124 as before.
        narrow.assertFrame("a", 129, 77, 40, 10)
        narrow.assertFrame("d", 124, 141, 50, 30)
    }

    /// The built-in example "any-grid-layout": with GridLayout the Grid
    /// page's Hello/World rows come out exactly as the Grid example does;
    /// with VStackLayout the same four views (same node count) are one
    /// column, exactly as a VStack of the four lays them out.
    @Test func anyGridLayoutExample() {
        let example = Example.named("any-grid-layout")!
        let column = example.stages[0].layout(), grid = example.stages[1].layout()
        let plainGrid = Example.named("grid")!.stages[0].layout()
        #expect(Self.frames(grid) == Self.frames(plainGrid))
        #expect(grid.count == column.count)
        let env = example.stages[0].environment
        let stack = layout(VStack {
            Text("Hello"); Image(systemName: "globe"); Image(systemName: "hand.wave"); Text("World")
        }, in: example.stages[0].rootSize, environment: env)
        #expect(Self.frames(column) == Self.frames(stack))
        #expect(column.root.children[0].label == "VStackLayout" && grid.root.children[0].label == "GridLayout")
    }

    /// Bad spacing given to the Layout methods is reported and the default
    /// 8 used; as a view it is reported as Grid reports it.
    @Test func badSpacing() {
        let r = GridTest.layout(ForwardingGrid(grid: GridLayout(horizontalSpacing: .nan)) {
            GridRow { GridTest.cell("a", 40, 10); GridTest.cell("b", 20, 10) }
        }, 298, 248)
        r.assertFrame("a", 115, 119, 40, 10)
        r.assertFrame("b", 163, 119, 20, 10)
        #expect(r.vlHasDiagnostic("GridLayout(horizontalSpacing: nan)"))
        let v = GridTest.layout(GridLayout(verticalSpacing: .infinity) { GridTest.cell("a", 40, 10) }, 298, 248)
        #expect(v.vlHasDiagnostic("GridLayout(verticalSpacing:)"))
    }
}
