import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples

// Grid, GridRow and the grid cell modifiers. Sources: the Grid page
// (https://developer.apple.com/documentation/swiftui/grid), the pages of gridCellColumns, gridColumnAlignment,
// gridCellAnchor and gridCellUnsizedAxes, and Fidelity, "Grid" (FB's measurement:
// three Colors in 350 points are (350 − 16) / 3 wide). Every layout runs left
// to right and right to left: in right to left the columns are mirrored, so
// a frame at x with width w in a root of width W sits at W − x − w.

enum GridTest {
    static func layout<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1,
                                rtl: Bool = false) -> PlacedViewTree {
        var env = EnvironmentValues()
        env.displayScale = scale
        env.layoutDirection = rtl ? .rightToLeft : .leftToRight
        return ViewLayout.layout(view, in: CGSize(width: width, height: height), environment: env)
    }

    /// A fixed-size colour cell with an id.
    static func cell(_ id: String, _ w: CGFloat, _ h: CGFloat) -> some View {
        Color.red.frame(width: w, height: h).id(id)
    }

    /// Expected LTR x mirrored in a root of `rootWidth` when `rtl`.
    static func x(_ x: Double, _ w: Double, rtl: Bool, in rootWidth: Double) -> Double {
        rtl ? rootWidth - x - w : x
    }
}

extension PlacedViewTree {
    /// Asserts a frame given in left-to-right terms, mirrored when `rtl`.
    func gridExpect(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, rtl: Bool, rootWidth: Double,
                    sourceLocation: SourceLocation = #_sourceLocation) {
        assertFrame(id, GridTest.x(x, w, rtl: rtl, in: rootWidth), y, w, h, sourceLocation: sourceLocation)
    }

    /// Asserts a view's edges within half a pixel of the exact (unrounded)
    /// values: frames are rounded edge by edge to the pixel grid.
    func gridExpectNear(of view: PlacedView?, _ x: Double, _ y: Double, _ w: Double, _ h: Double, scale: Double,
                        sourceLocation: SourceLocation = #_sourceLocation) {
        guard let f = view?.frame else {
            Issue.record("view not found\n\(self)", sourceLocation: sourceLocation)
            return
        }
        let tol = 0.5 / scale + 1e-6
        let ok = abs(f.minX - x) <= tol && abs(f.minY - y) <= tol && abs(f.maxX - (x + w)) <= tol && abs(f.maxY - (y + h)) <= tol
        #expect(ok, "\(view!.kind): got \(f), expected about (\(x), \(y), \(w), \(h))\n\(self)", sourceLocation: sourceLocation)
    }

    /// The placed views of a kind, in tree order.
    func gridViews(_ kind: String) -> [PlacedView] { views(ofKind: kind) }
}

@Suite struct GridLayoutTests {

    // Grid page: "The grid sets the width of all the cells in a column to
    // match the needs of column's widest cell ... the tallest cell in a row
    // sets the height of the entire row"; cells centred by default
    // (`alignment: .center`); default spacing 8 (Fidelity, "Default spacing" and "Grid").
    @Test(arguments: [false, true])
    func columnsTakeTheirWidestCellAndRowsTheirTallest(_ rtl: Bool) {
        let r = GridTest.layout(Grid {
            GridRow {
                GridTest.cell("a", 40, 10)
                GridTest.cell("b", 20, 10)
            }
            GridRow {
                GridTest.cell("c", 30, 20)
                GridTest.cell("d", 50, 30)
            }
        }.id("grid"), 298, 248, rtl: rtl)
        // Columns 40 and 50, rows 10 and 30: 98 × 48, centred in 298 × 248.
        r.gridExpect("grid", 100, 100, 98, 48, rtl: rtl, rootWidth: 298)
        r.gridExpect("a", 100, 100, 40, 10, rtl: rtl, rootWidth: 298)
        r.gridExpect("b", 148 + 15, 100, 20, 10, rtl: rtl, rootWidth: 298)
        r.gridExpect("c", 105, 118 + 5, 30, 20, rtl: rtl, rootWidth: 298)
        r.gridExpect("d", 148, 118, 50, 30, rtl: rtl, rootWidth: 298)
    }

    // Fidelity, "Grid" [measured FB]: flexible cells divide the width evenly:
    // three Colors in 350 points are (350 − 16) / 3 each. The Grid page:
    // flexible cells "share the remaining horizontal space" that fixed
    // columns leave.
    @Test(arguments: [false, true])
    func flexibleColumnsShareWhatFixedColumnsLeave(_ rtl: Bool) {
        let even = GridTest.layout(Grid {
            GridRow {
                Color.red.id("1")
                Color.green.id("2")
                Color.blue.id("3")
            }
        }.frame(width: 350, height: 90), 350, 90, scale: 3, rtl: rtl)
        let w = 334.0 / 3
        even.gridExpect("1", 0, 0, w, 90, rtl: rtl, rootWidth: 350)
        even.gridExpect("2", w + 8, 0, w, 90, rtl: rtl, rootWidth: 350)
        even.gridExpect("3", 2 * (w + 8), 0, w, 90, rtl: rtl, rootWidth: 350)

        let mixed = GridTest.layout(Grid {
            GridRow {
                Color.red.frame(width: 50).id("fixed")
                Color.green.id("a")
                Color.blue.id("b")
            }
        }.frame(width: 350, height: 90), 350, 90, rtl: rtl)
        // (350 − 50 − 16) / 2 = 142.
        mixed.gridExpect("fixed", 0, 0, 50, 90, rtl: rtl, rootWidth: 350)
        mixed.gridExpect("a", 58, 0, 142, 90, rtl: rtl, rootWidth: 350)
        mixed.gridExpect("b", 208, 0, 142, 90, rtl: rtl, rootWidth: 350)
    }

    // Grid page, "Column count": rows of 3, 6 and 5 cells make 6 columns;
    // the text column is as wide as its widest text, the colours share the
    // rest equally, and the colour cells "expand to equally share the total
    // height available", so each row is (763 − 16) / 3 = 249.
    @Test(arguments: [false, true])
    func colorRowsExample(_ rtl: Bool) {
        let stage = Example.named("grid")!.stages[3]
        var env = stage.environment
        env.layoutDirection = rtl ? .rightToLeft : .leftToRight
        let r = layout(stage.view, in: stage.rootSize, environment: env)
        let tw = ["Row 1", "Row 2", "Row 3"].map { Double(VLTest.text($0).size.width) }.max()!
        let th = VLTest.bodyLine3x
        let cw = (390 - tw - 5 * 8) / 5
        let rowH = (763.0 - 16) / 3
        let colors = r.gridViews("Color"), texts = r.gridViews("Text")
        #expect(colors.count == 11 && texts.count == 3)
        r.gridExpectNear(of: r.gridViews("Grid").first, 0, 0, 390, 763, scale: 3)
        var k = 0
        for (row, count) in [2, 5, 4].enumerated() {
            let top = Double(row) * (rowH + 8)
            let t = Double(texts[row].frame.width)
            // Texts are centred in the text column and in their row.
            r.gridExpectNear(of: texts[row], GridTest.x((tw - t) / 2, t, rtl: rtl, in: 390), top + (rowH - th) / 2, t, th, scale: 3)
            for c in 0..<count {
                let x = tw + 8 + Double(c) * (cw + 8)
                r.gridExpectNear(of: colors[k], GridTest.x(x, cw, rtl: rtl, in: 390), top, cw, rowH, scale: 3)
                k += 1
            }
        }
    }

    // Grid page, "Cell spacing and alignment": `Grid(alignment: .bottom,
    // horizontalSpacing: 1, verticalSpacing: 1)` bottom-aligns the texts
    // ("only affects the text cells because the colors fill their cells")
    // and puts one point between cells.
    @Test(arguments: [false, true])
    func bottomAlignedColorRowsExample(_ rtl: Bool) {
        let stage = Example.named("grid")!.stages[4]
        var env = stage.environment
        env.layoutDirection = rtl ? .rightToLeft : .leftToRight
        let r = layout(stage.view, in: stage.rootSize, environment: env)
        let tw = ["Row 1", "Row 2", "Row 3"].map { Double(VLTest.text($0).size.width) }.max()!
        let th = VLTest.bodyLine3x
        let cw = (390 - tw - 5) / 5
        let rowH = (763.0 - 2) / 3
        let colors = r.gridViews("Color"), texts = r.gridViews("Text")
        for row in 0..<3 {
            let top = Double(row) * (rowH + 1)
            let t = Double(texts[row].frame.width)
            r.gridExpectNear(of: texts[row], GridTest.x((tw - t) / 2, t, rtl: rtl, in: 390), top + rowH - th, t, th, scale: 3)
        }
        r.gridExpectNear(of: colors[0], GridTest.x(tw + 1, cw, rtl: rtl, in: 390), 0, cw, rowH, scale: 3)
        r.gridExpectNear(of: colors[6], GridTest.x(tw + 1 + 4 * (cw + 1), cw, rtl: rtl, in: 390), rowH + 1, cw, rowH, scale: 3)
    }

    /// The sizes the Hello/World examples' cells answer on their own: the
    /// texts from the measurer, the symbol images from the placed tree (an
    /// image's size is its own business, not the grid's).
    static func helloWorldCells(_ r: PlacedViewTree) -> (hello: CGSize, globe: CGSize, wave: CGSize, world: CGSize) {
        let images = r.gridViews("Image")
        return (VLTest.text("Hello").size, images[0].frame.size, images[1].frame.size, VLTest.text("World").size)
    }

    // Grid page, example 2: two rows of two cells; column 1 is as wide as
    // its widest cell ("Hello" or the hand), column 2 as its widest ("World"
    // or the globe); each row as tall as its tallest cell; cells centred.
    @Test(arguments: [false, true])
    func helloWorldExample(_ rtl: Bool) {
        let stage = Example.named("grid")!.stages[0]
        var env = stage.environment
        env.layoutDirection = rtl ? .rightToLeft : .leftToRight
        let r = layout(stage.view, in: stage.rootSize, environment: env)
        let (hello, globe, wave, world) = Self.helloWorldCells(r)
        let c0 = Double(max(hello.width, wave.width)), c1 = Double(max(world.width, globe.width))
        let r0 = Double(max(hello.height, globe.height)), r1 = Double(max(wave.height, world.height))
        let w = c0 + 8 + c1, h = r0 + 8 + r1
        let x0 = (390 - w) / 2, y0 = (763 - h) / 2
        func at(_ x: Double, _ y: Double, _ size: CGSize, in cw: Double, _ rh: Double) -> (Double, Double, Double, Double) {
            let sw = Double(size.width), sh = Double(size.height)
            return (GridTest.x(x + (cw - sw) / 2, sw, rtl: rtl, in: 390), y + (rh - sh) / 2, sw, sh)
        }
        r.gridExpectNear(of: r.gridViews("Grid").first, GridTest.x(x0, w, rtl: rtl, in: 390), y0, w, h, scale: 3)
        let texts = r.gridViews("Text"), images = r.gridViews("Image")
        let e0 = at(x0, y0, hello, in: c0, r0), e1 = at(x0 + c0 + 8, y0, globe, in: c1, r0)
        let e2 = at(x0, y0 + r0 + 8, wave, in: c0, r1), e3 = at(x0 + c0 + 8, y0 + r0 + 8, world, in: c1, r1)
        r.gridExpectNear(of: texts[0], e0.0, e0.1, e0.2, e0.3, scale: 3)
        r.gridExpectNear(of: images[0], e1.0, e1.1, e1.2, e1.3, scale: 3)
        r.gridExpectNear(of: images[1], e2.0, e2.1, e2.2, e2.3, scale: 3)
        r.gridExpectNear(of: texts[1], e3.0, e3.1, e3.2, e3.3, scale: 3)
    }

    // Grid page, example 3: the Divider, given to the grid directly, spans
    // all the columns, and "because a divider takes as much horizontal space
    // as its parent offers, the entire grid widens to fill the width offered":
    // the two columns share 390 − 8 equally (our rule for spanning cells).
    // The divider is one pixel thick (Fidelity, "Padding, Spacer and Divider").
    @Test(arguments: [false, true])
    func dividerWidensTheGrid(_ rtl: Bool) {
        let stage = Example.named("grid")!.stages[1]
        var env = stage.environment
        env.layoutDirection = rtl ? .rightToLeft : .leftToRight
        let r = layout(stage.view, in: stage.rootSize, environment: env)
        let (hello, globe, wave, world) = Self.helloWorldCells(r)
        let r0 = Double(max(hello.height, globe.height)), r1 = Double(max(wave.height, world.height))
        let h = r0 + 8 + 1.0 / 3 + 8 + r1
        let y0 = (763 - h) / 2
        r.gridExpectNear(of: r.gridViews("Grid").first, 0, y0, 390, h, scale: 3)
        r.gridExpectNear(of: r.gridViews("Divider").first, 0, y0 + r0 + 8, 390, 1.0 / 3, scale: 3)
        let hw = Double(hello.width), gw = Double(globe.width)
        r.gridExpectNear(of: r.gridViews("Text").first, GridTest.x((191 - hw) / 2, hw, rtl: rtl, in: 390),
                         y0 + (r0 - Double(hello.height)) / 2, hw, Double(hello.height), scale: 3)
        r.gridExpectNear(of: r.gridViews("Image").first, GridTest.x(199 + (191 - gw) / 2, gw, rtl: rtl, in: 390),
                         y0 + (r0 - Double(globe.height)) / 2, gw, Double(globe.height), scale: 3)
    }

    // Grid page, example 4 and the gridCellUnsizedAxes page: with
    // `.gridCellUnsizedAxes(.horizontal)` the divider no longer sizes the
    // columns ("this restores the grid to the width that the text and
    // images require") and is offered the grid's width.
    @Test(arguments: [false, true])
    func unsizedDividerKeepsTheGridNarrow(_ rtl: Bool) {
        let stage = Example.named("grid")!.stages[2]
        var env = stage.environment
        env.layoutDirection = rtl ? .rightToLeft : .leftToRight
        let r = layout(stage.view, in: stage.rootSize, environment: env)
        let (hello, globe, wave, world) = Self.helloWorldCells(r)
        let w = Double(max(hello.width, wave.width)) + 8 + Double(max(world.width, globe.width))
        let r0 = Double(max(hello.height, globe.height)), r1 = Double(max(wave.height, world.height))
        let h = r0 + 8 + 1.0 / 3 + 8 + r1
        let x0 = (390 - w) / 2, y0 = (763 - h) / 2
        r.gridExpectNear(of: r.gridViews("Grid").first, x0, y0, w, h, scale: 3)
        r.gridExpectNear(of: r.gridViews("Divider").first, x0, y0 + r0 + 8, w, 1.0 / 3, scale: 3)
    }

    // gridCellAnchor page: the cell's anchor point meets the same unit point
    // of the cell: a 10-point square at (0.25, 0.75) of a 60-point cell sits
    // 12.5 from its leading edge and 37.5 from its top.
    @Test(arguments: [false, true])
    func cellAnchor(_ rtl: Bool) {
        let r = GridTest.layout(Grid(horizontalSpacing: 1, verticalSpacing: 1) {
            GridRow {
                GridTest.cell("a", 60, 60)
                GridTest.cell("b", 60, 60)
            }
            GridRow {
                GridTest.cell("c", 60, 60)
                Color.blue.frame(width: 10, height: 10).id("anchored")
                    .gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
            }
        }, 121, 121, scale: 2, rtl: rtl)
        r.gridExpect("c", 0, 61, 60, 60, rtl: rtl, rootWidth: 121)
        r.gridExpect("anchored", 61 + 12.5, 61 + 37.5, 10, 10, rtl: rtl, rootWidth: 121)
    }

    // gridColumnAlignment page: the modifier on one cell sets the horizontal
    // alignment of every cell in its column; other columns keep the grid's.
    @Test(arguments: [false, true])
    func columnAlignment(_ rtl: Bool) {
        let r = GridTest.layout(Grid {
            GridRow {
                GridTest.cell("wide", 40, 10).gridColumnAlignment(.leading)
                GridTest.cell("x", 40, 10)
            }
            GridRow {
                GridTest.cell("narrow", 20, 10)
                GridTest.cell("y", 20, 10)
            }
        }, 88, 28, rtl: rtl)
        r.gridExpect("narrow", 0, 18, 20, 10, rtl: rtl, rootWidth: 88)
        r.gridExpect("y", 48 + 10, 18, 20, 10, rtl: rtl, rootWidth: 88)
    }

    // GridRow(alignment:) page: the row's vertical alignment overrides the
    // grid's for that row only.
    @Test(arguments: [false, true])
    func rowAlignment(_ rtl: Bool) {
        let r = GridTest.layout(Grid(alignment: .bottom) {
            GridRow(alignment: .top) {
                GridTest.cell("short", 10, 10)
                GridTest.cell("tall", 10, 30)
            }
            GridRow {
                GridTest.cell("short2", 10, 10)
                GridTest.cell("tall2", 10, 30)
            }
        }, 28, 68, rtl: rtl)
        r.gridExpect("short", 0, 0, 10, 10, rtl: rtl, rootWidth: 28)
        r.gridExpect("short2", 0, 38 + 20, 10, 10, rtl: rtl, rootWidth: 28)
    }

    // Text baselines line up across a row with `.firstTextBaseline` (the
    // VerticalAlignment page: "align the baseline of descriptive text in one
    // GridRow cell with the baseline of ... another cell in the same row").
    @Test func firstTextBaselineAcrossARow() {
        let r = GridTest.layout(Grid(alignment: .leadingFirstTextBaseline) {
            GridRow {
                Text("Small").font(.caption).id("small")
                Text("Large").font(.largeTitle).id("large")
            }
        }, 390, 763, scale: 3)
        let small = VLTest.text("Small", font: .caption), large = VLTest.text("Large", font: .largeTitle)
        let s = r.frame(of: "small")!, l = r.frame(of: "large")!
        #expect(abs((s.minY + small.firstBaseline) - (l.minY + large.firstBaseline)) < 0.34, "\(r)")
    }

    // gridCellColumns page: a cell spans the given number of columns. A
    // spanning cell wider than its columns widens them by the excess, shared
    // equally (our rule; Fidelity, "Grid": how SwiftUI shares it is not published).
    @Test(arguments: [false, true])
    func spanningCell(_ rtl: Bool) {
        let spanFits = GridTest.layout(Grid {
            GridRow {
                GridTest.cell("a", 40, 10)
                GridTest.cell("b", 40, 10)
            }
            GridRow {
                GridTest.cell("span", 60, 10).gridCellColumns(2)
            }
        }, 88, 28, rtl: rtl)
        // 60 in 40 + 8 + 40: centred across both columns.
        spanFits.gridExpect("span", 14, 18, 60, 10, rtl: rtl, rootWidth: 88)

        let spanGrows = GridTest.layout(Grid {
            GridRow {
                GridTest.cell("a", 40, 10)
                GridTest.cell("b", 40, 10)
            }
            GridRow {
                GridTest.cell("span", 120, 10).gridCellColumns(2)
            }
        }, 120, 28, rtl: rtl)
        // 120 − 88 = 32 more, 16 for each column: 56 + 8 + 56.
        spanGrows.gridExpect("a", 8, 0, 40, 10, rtl: rtl, rootWidth: 120)
        spanGrows.gridExpect("b", 64 + 8, 0, 40, 10, rtl: rtl, rootWidth: 120)
        spanGrows.gridExpect("span", 0, 18, 120, 10, rtl: rtl, rootWidth: 120)
    }

    // fatbobman, "Nested Grid Layout Anomaly" (2024,
    // https://fatbobman.com/en/posts/analysis-approach-and-resolution-strategies-for-swiftui-layout-issues):
    // a one-row Grid of two colours and a nested 2-column, 3-row Grid of
    // colours spanning two columns, framed 350 × 350. Published: the outer
    // grid does not fill the 350 points, and the nested grid is proposed
    // 167 wide (= 350 / 2 − 8). The rule that gives both (Fidelity, "Grid"):
    // the spanning cell's minimum width (the nested grid proposed 0 answers
    // its spacing, 8) is set aside before the four columns share
    // 350 − 3 × 8 − 8 = 318: 79.5 each, so the span is 2 × 79.5 + 8 = 167
    // and the grid 4 × 79.5 + 24 = 342, centred 4 from the frame's edge.
    @Test(arguments: [false, true])
    func nestedGridSpanningTwoColumns(_ rtl: Bool) {
        let r = GridTest.layout(Grid {
            GridRow {
                Color.orange.id("orange")
                Color.indigo.id("indigo")
                Grid {
                    GridRow {
                        Color.cyan
                        Color.yellow
                    }
                    Color.mint
                    Color.green
                }
                .gridCellColumns(2)
                .id("nested")
            }
        }.id("outer").frame(width: 350, height: 350), 350, 350, scale: 2, rtl: rtl)
        r.gridExpect("outer", 4, 0, 342, 350, rtl: rtl, rootWidth: 350)
        r.gridExpect("orange", 4, 0, 79.5, 350, rtl: rtl, rootWidth: 350)
        r.gridExpect("indigo", 4 + 79.5 + 8, 0, 79.5, 350, rtl: rtl, rootWidth: 350)
        r.gridExpect("nested", 4 + 2 * (79.5 + 8), 0, 167, 350, rtl: rtl, rootWidth: 350)
        // Without the span, three columns fill the 350: (350 − 16) / 3 each
        // (FB's grid measurement, Fidelity, "Grid").
        let plain = GridTest.layout(Grid {
            GridRow {
                Color.orange
                Color.indigo
                Color.green.id("third")
            }
        }.id("outer").frame(width: 350, height: 350), 350, 350, scale: 1, rtl: rtl)
        #expect(plain.frame(of: "outer")?.width == 350)
        // A spanning cell with no minimum (a Color) takes nothing away.
        let flexible = GridTest.layout(Grid {
            GridRow {
                Color.orange
                Color.indigo
                Color.green.gridCellColumns(2).id("span")
            }
        }.id("outer").frame(width: 344, height: 100), 344, 100, scale: 1, rtl: rtl)
        // 344 − 24 = 320: 80 a column, the span 168.
        flexible.gridExpect("outer", 0, 0, 344, 100, rtl: rtl, rootWidth: 344)
        flexible.gridExpect("span", 176, 0, 168, 100, rtl: rtl, rootWidth: 344)
    }

    // Grid page: "If you provide a view rather than a GridRow ... the grid
    // uses the view to create a row that spans all of the grid's columns";
    // shorter rows get empty trailing cells ("Column count").
    @Test(arguments: [false, true])
    func directViewSpansAllColumnsAndShortRowsLeaveEmptyCells(_ rtl: Bool) {
        let r = GridTest.layout(Grid {
            GridRow {
                GridTest.cell("a", 20, 10)
                GridTest.cell("b", 20, 10)
                GridTest.cell("c", 20, 10)
            }
            GridTest.cell("banner", 30, 5)
            GridRow {
                GridTest.cell("d", 10, 10)
            }
        }, 76, 41, rtl: rtl)
        r.gridExpect("banner", 23, 18, 30, 5, rtl: rtl, rootWidth: 76)
        r.gridExpect("d", 5, 31, 10, 10, rtl: rtl, rootWidth: 76)
    }

    // gridCellUnsizedAxes page: on an unsized axis the cell does not size
    // its row ("prevents a flexible view ... from defining the size of a row
    // or column") and is offered the row's height.
    @Test(arguments: [false, true])
    func unsizedVerticalCellTakesTheRowHeight(_ rtl: Bool) {
        let r = GridTest.layout(Grid {
            GridRow {
                GridTest.cell("sized", 10, 30)
                Color.blue.frame(width: 10).id("unsized").gridCellUnsizedAxes(.vertical)
            }
        }, 28, 300, rtl: rtl)
        // The row is 30 tall (not the 300 the colour would take).
        r.gridExpect("unsized", 18, 135, 10, 30, rtl: rtl, rootWidth: 28)
    }

    // The grid proposes unspecified sizes: columns at their cells' ideal
    // widths (a Color's ideal is 10, Fidelity, "Ideal sizes and sizing modifiers").
    @Test func idealSize() {
        let r = GridTest.layout(Grid {
            GridRow {
                Color.red.id("flex")
                GridTest.cell("fixed", 30, 20)
            }
        }.fixedSize().id("grid"), 390, 100)
        // 10 + 8 + 30 by 20; the colour, proposed its ideal height, is 10 tall.
        r.assertFrame("grid", 171, 40, 48, 20)
        r.assertFrame("flex", 171, 45, 10, 10)
    }

    // A GridRow outside a Grid acts like a Group: its views join the parent.
    @Test func gridRowOutsideAGridIsAGroup() {
        let r = GridTest.layout(HStack(spacing: 0) {
            GridRow {
                GridTest.cell("a", 10, 10)
                GridTest.cell("b", 10, 10)
            }
        }, 20, 10)
        r.assertFrame("a", 0, 0, 10, 10)
        r.assertFrame("b", 10, 0, 10, 10)
        #expect(r.gridViews("HStack").first?.children.count == 2)
    }

    // A grid inside a cell has rows of its own; modifiers applied to a
    // GridRow apply to each of its cells.
    @Test func nestedGridAndRowModifiers() {
        let r = GridTest.layout(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                    GridRow {
                        GridTest.cell("i1", 10, 10)
                        GridTest.cell("i2", 10, 10)
                    }
                }
                GridTest.cell("o", 6, 10)
            }
            GridRow {
                GridTest.cell("p", 10, 10)
                GridTest.cell("q", 10, 10)
            }
            .padding(1)
        }, 32, 22)
        // Column 1: max(20, 12) = 20; column 2: max(6, 12) = 12; rows 10, 12.
        r.assertFrame("i2", 10, 0, 10, 10)
        r.assertFrame("o", 23, 0, 6, 10)
        r.assertFrame("p", 5, 11, 10, 10)
        r.assertFrame("q", 21, 11, 10, 10)
    }

    // MARK: Bad input: a diagnostic and a defined fallback, never a NaN frame.

    // gridCellColumns(0) (or negative): a cell spans at least one column.
    @Test func zeroColumnsSpanOne() {
        let r = GridTest.layout(Grid {
            GridRow {
                GridTest.cell("a", 20, 10).gridCellColumns(0)
                GridTest.cell("b", 20, 10)
            }
        }, 48, 10)
        #expect(r.vlHasDiagnostic("gridCellColumns(0)", "spans 1"))
        r.assertFrame("b", 28, 0, 20, 10)
        #expect(r.vlAllFramesFinite)
    }

    // More columns than the other rows have: the grid grows to the widest
    // row (the Grid page's rule), with empty trailing columns, and says so.
    @Test func spanBeyondTheColumnsAddsEmptyColumns() {
        let r = GridTest.layout(Grid {
            GridRow {
                GridTest.cell("a", 20, 10)
                GridTest.cell("b", 20, 10)
            }
            GridRow {
                GridTest.cell("wide", 10, 10).gridCellColumns(3)
            }
        }.id("grid"), 56, 28)
        #expect(r.vlHasDiagnostic("spans 3 columns", "at most 2"))
        // Three columns: 20, 20 and an empty one (0), with two gaps: 56.
        r.assertFrame("grid", 0, 0, 56, 28)
        r.assertFrame("wide", 23, 18, 10, 10)
        let huge = GridTest.layout(Grid { GridRow { GridTest.cell("h", 10, 10).gridCellColumns(Int.max) } }, 100, 100)
        #expect(huge.vlHasDiagnostic("more columns than a grid can hold"))
        #expect(huge.vlAllFramesFinite)
    }

    // A non-finite anchor is reported and the cell's alignment used.
    @Test func nonFiniteAnchor() {
        let r = GridTest.layout(Grid {
            GridRow {
                GridTest.cell("a", 20, 20)
                GridTest.cell("b", 10, 10).gridCellAnchor(UnitPoint(x: .nan, y: 0))
            }
        }, 38, 20)
        #expect(r.vlHasDiagnostic("gridCellAnchor"))
        r.assertFrame("b", 28, 5, 10, 10)
        #expect(r.vlAllFramesFinite)
    }

    // Negative spacing is applied as given (cells overlap), as stacks do;
    // NaN spacing is ignored (the default 8).
    @Test func badSpacing() {
        let r = GridTest.layout(Grid(horizontalSpacing: -5, verticalSpacing: .nan) {
            GridRow {
                GridTest.cell("a", 20, 10)
                GridTest.cell("b", 20, 10)
            }
            GridRow { GridTest.cell("c", 20, 10) }
        }, 35, 28)
        #expect(r.vlHasDiagnostic("Grid(horizontalSpacing:)"))
        #expect(r.vlHasDiagnostic("Grid(verticalSpacing:)"))
        r.assertFrame("b", 15, 0, 20, 10)
        r.assertFrame("c", 0, 18, 20, 10)
    }

    // An empty grid is 0 × 0; a zero proposal gives finite frames.
    @Test func emptyAndZero() {
        let empty = GridTest.layout(Grid {}.id("g"), 100, 100)
        empty.assertFrame("g", 50, 50, 0, 0)
        let zero = GridTest.layout(Grid { GridRow { Color.red; Color.blue } }, 0, 0)
        #expect(zero.vlAllFramesFinite)
    }

    // MARK: Cost

    // Sizing is linear in the cells: each cell is sized for a bounded number
    // of proposals (probes at 0 and infinity per axis, its share, placing).
    @Test func eachCellSizedABoundedNumberOfTimes() {
        func grid(_ n: Int) -> some View {
            Grid {
                ForEach(0..<n) { _ in
                    GridRow { ForEach(0..<n) { _ in Color.red } }
                }
            }
        }
        let small = GridTest.layout(grid(10), 390, 763), large = GridTest.layout(grid(40), 390, 763)
        let perCellSmall = Double(small.sizeComputations) / 100, perCellLarge = Double(large.sizeComputations) / 1600
        #expect(perCellLarge <= 8 && perCellLarge <= perCellSmall + 0.5, "\(perCellSmall) vs \(perCellLarge)")
    }
}
