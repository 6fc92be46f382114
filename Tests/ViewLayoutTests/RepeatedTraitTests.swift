import Foundation
import Testing
import ViewLayout

// A trait-like modifier applied twice to the same view (Fidelity, "Repeated
// traits"). Source, reverse-engineered: OpenSwiftUI `ViewTrait.swift`,
// `_TraitWritingModifier._makeViewList`: a trait writer copies the traits it
// receives from outside, sets its own value, and only then makes its
// content, so a writer nearer the view replaces it: the innermost value
// wins, per trait, and separate traits (columns, anchor...) combine.
// `layoutValue(key:value:)` is such a writer (`_trait(_LayoutTrait<K>.self, _)`,
// Apple's inlinable interface), and the grid cell modifiers are read the
// same way (GridLayout is a Layout: a cell's grid values reach it as traits).
// `layoutPriority` is the exception: outside a trait-reading container it
// wraps the view in a `LayoutPriorityLayout` after the content is made, so
// the outermost wrapper answers its parent: the outermost value wins.
@Suite struct RepeatedTraitTests {

    // gridCellUnsizedAxes(.vertical).gridCellUnsizedAxes(.horizontal): the
    // inner `.vertical` alone applies. The colour sizes its column (it takes
    // what the 10-point column leaves: 100 − 8 − 10 = 82) but not its row
    // (30, the sized cell's), so it is 82 × 30.
    @Test(arguments: [false, true])
    func unsizedAxesTwiceKeepsTheInnermost(_ rtl: Bool) {
        let r = GridTest.layout(Grid {
            GridRow {
                GridTest.cell("sized", 10, 30)
                Color.blue.id("u").gridCellUnsizedAxes(.vertical).gridCellUnsizedAxes(.horizontal)
            }
        }, 100, 300, rtl: rtl)
        r.gridExpect("u", 18, 135, 82, 30, rtl: rtl, rootWidth: 100)
        // Both axes need one modifier with both: then the colour sizes
        // neither and is offered the 0-wide column and the 30-point row.
        let both = GridTest.layout(Grid {
            GridRow {
                GridTest.cell("sized", 10, 30)
                Color.blue.id("u").gridCellUnsizedAxes([.vertical, .horizontal])
            }
        }, 100, 300, rtl: rtl)
        both.gridExpect("u", 41 + 18, 135, 0, 30, rtl: rtl, rootWidth: 100)
    }

    // gridCellColumns(2).gridCellColumns(3): spans 2 (the inner value).
    // Columns of 20 with 8 between: two are 48 wide, the 10-point cell
    // centred at 19 (it would be at 33 across three).
    @Test(arguments: [false, true])
    func cellColumnsTwiceKeepsTheInnermost(_ rtl: Bool) {
        let r = GridTest.layout(Grid {
            GridRow {
                GridTest.cell("a", 20, 10)
                GridTest.cell("b", 20, 10)
                GridTest.cell("c", 20, 10)
            }
            GridRow {
                GridTest.cell("s", 10, 10).gridCellColumns(2).gridCellColumns(3)
                GridTest.cell("d", 10, 10)
            }
        }, 76, 28, rtl: rtl)
        r.gridExpect("s", 19, 18, 10, 10, rtl: rtl, rootWidth: 76)
        r.gridExpect("d", 61, 18, 10, 10, rtl: rtl, rootWidth: 76)
    }

    // gridColumnAlignment(.leading).gridColumnAlignment(.trailing): the
    // column aligns leading. gridCellAnchor(.topLeading).gridCellAnchor(
    // .bottomTrailing): the cell sits at its box's top leading corner. The
    // two are separate traits, so chaining them applies both.
    @Test(arguments: [false, true])
    func alignmentAndAnchorTwiceKeepTheInnermost(_ rtl: Bool) {
        let r = GridTest.layout(Grid {
            GridRow {
                GridTest.cell("wide", 40, 20)
                GridTest.cell("tall", 10, 40)
            }
            GridRow {
                GridTest.cell("n", 10, 10).gridColumnAlignment(.leading).gridColumnAlignment(.trailing)
                GridTest.cell("k", 4, 4).gridCellAnchor(.topLeading).gridCellAnchor(.bottomTrailing)
            }
        }, 58, 58, rtl: rtl)
        r.gridExpect("n", 0, 48 + 0, 10, 10, rtl: rtl, rootWidth: 58)
        r.gridExpect("k", 48, 48, 4, 4, rtl: rtl, rootWidth: 58)
        let both = GridTest.layout(Grid {
            GridRow {
                GridTest.cell("wide", 40, 20)
                GridTest.cell("tall", 10, 40)
            }
            GridRow {
                GridTest.cell("n", 10, 10).gridColumnAlignment(.trailing).gridCellColumns(1)
                GridTest.cell("k", 4, 4).gridCellAnchor(.bottomTrailing).gridColumnAlignment(.leading)
            }
        }, 58, 58, rtl: rtl)
        both.gridExpect("n", 30, 48, 10, 10, rtl: rtl, rootWidth: 58)
        both.gridExpect("k", 54, 54, 4, 4, rtl: rtl, rootWidth: 58)
    }

    // layoutPriority twice: the outermost value wins (see the file's
    // comment). HStack page and Fidelity, "Stack distribution": the
    // higher-priority colour takes all 100 points less the other's minimum (0).
    @Test func layoutPriorityTwiceKeepsTheOutermost() {
        let raised = VLTest.layout(HStack(spacing: 0) {
            Color.red.id("a").layoutPriority(0).layoutPriority(1)
            Color.blue.id("b")
        }, 100, 10)
        raised.assertFrame("a", 0, 0, 100, 10)
        raised.assertFrame("b", 100, 0, 0, 10)
        let lowered = VLTest.layout(HStack(spacing: 0) {
            Color.red.id("a").layoutPriority(1).padding(0).layoutPriority(0)
            Color.blue.id("b")
        }, 100, 10)
        lowered.assertFrame("a", 0, 0, 50, 10)
        lowered.assertFrame("b", 50, 0, 50, 10)
    }

    // layoutValue twice, with a modifier between: the value written nearer
    // the view (column 1) wins, 40 from the layout's edge.
    @Test func layoutValueThroughAModifierKeepsTheInnermost() {
        let tree = VLTest.layout(ColumnLayout {
            Color.blue.frame(width: 10, height: 10).layoutValue(key: Column.self, value: 1)
                .padding(0).layoutValue(key: Column.self, value: 2).id("one")
        }, 390, 763)
        // Columns 0 and 1: 80 wide at x 155 (y 376.5, 377 on the @1x grid).
        tree.assertFrame("one", 195, 377, 10, 10)
    }
}
