import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples

// GridItem, LazyVGrid and LazyHGrid. Sources: their pages (https://developer.apple.com/documentation/swiftui/lazyvgrid, /lazyhgrid, /griditem),
// Fidelity, "Lazy grids", and objc.io's "SwiftUI's Grid Views" (2020-11-23), whose layout
// quizzes and reimplementation give the track algorithm: fixed tracks first,
// the rest shared in order with each clamped to its bounds, adaptive tracks
// holding as many items of at least their minimum as fit. Lazy grids are laid
// out with an unspecified height (width for LazyHGrid), which is what the
// ScrollView of the pages' examples proposes (their own tests use a root of
// infinite height, or the examples' ScrollViews). Layouts run in both
// directions: right to left mirrors the columns.

@Suite struct LazyGridLayoutTests {

    static func items(_ n: Int, height: CGFloat = 10) -> some View {
        ForEach(0..<n) { i in Color.red.frame(height: height).id("i\(i)") }
    }

    // GridItem's interface (Fidelity, "Lazy grids" [doc]): `.flexible()` is
    // `.flexible(minimum: 10, maximum: .infinity)`, `.adaptive`'s maximum
    // defaults to infinity, and a GridItem's size defaults to `.flexible()`.
    @Test func gridItemDefaults() {
        #expect(GridItem() == GridItem(.flexible(minimum: 10, maximum: .infinity), spacing: nil, alignment: nil))
        #expect(GridItem.Size.adaptive(minimum: 40) == .adaptive(minimum: 40, maximum: .infinity))
    }

    // objc.io quiz #1: `[.fixed(70), .adaptive(minimum: 40)]` in 200: the
    // fixed column is exactly 70; the adaptive one takes 200 − 70 − 8 = 122
    // and fits two items (40 + 8 + 40 ≤ 122 < 40 + 8 + 40 + 8 + 40), each
    // (122 − 8) / 2 = 57.
    @Test(arguments: [false, true])
    func fixedAndAdaptiveColumns(_ rtl: Bool) {
        let r = GridTest.layout(LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            Self.items(4)
        }.id("grid"), 200, .infinity, rtl: rtl)
        r.gridExpect("grid", 0, 0, 200, 28, rtl: rtl, rootWidth: 200)
        r.gridExpect("i0", 0, 0, 70, 10, rtl: rtl, rootWidth: 200)
        r.gridExpect("i1", 78, 0, 57, 10, rtl: rtl, rootWidth: 200)
        r.gridExpect("i2", 143, 0, 57, 10, rtl: rtl, rootWidth: 200)
        r.gridExpect("i3", 0, 18, 70, 10, rtl: rtl, rootWidth: 200)
    }

    // objc.io quiz #2 (Fidelity, "Lazy grids" step 2): flexible columns with minimums 50
    // and 120 in 200: the first takes (200 − 8) / 2 = 96, the second what is
    // left (96) clamped up to its minimum, 120; the grid is 224 wide and
    // overflows its 200-point parent, centred by it. (objc measured a second,
    // render-time pass on iOS 14 that moves the columns; not modelled.)
    @Test(arguments: [false, true])
    func flexibleMinimums(_ rtl: Bool) {
        let r = GridTest.layout(LazyVGrid(columns: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))]) {
            Self.items(2)
        }.id("grid"), 200, .infinity, rtl: rtl)
        r.gridExpect("grid", -12, 0, 224, 10, rtl: rtl, rootWidth: 200)
        r.gridExpect("i0", -12, 0, 96, 10, rtl: rtl, rootWidth: 200)
        r.gridExpect("i1", 92, 0, 120, 10, rtl: rtl, rootWidth: 200)
    }

    // GridItem.Size.flexible: "divided by the number of flexible items,
    // clamped to the provided bounds": a maximum of 50 leaves the rest to
    // the next column (300 − 8 − 50 = 242).
    @Test func flexibleMaximum() {
        let r = GridTest.layout(LazyVGrid(columns: [GridItem(.flexible(maximum: 50)), GridItem(.flexible())]) {
            Self.items(2)
        }, 300, .infinity)
        r.assertFrame("i0", 0, 0, 50, 10)
        r.assertFrame("i1", 58, 0, 242, 10)
    }

    // Adaptive track counts at several widths (objc.io: as many items of at
    // least the minimum as fit with the spacing between them; at least one,
    // as wide as the track, when the track is narrower than the minimum).
    @Test(arguments: [(49.0, 1), (100.0, 1), (166.0, 3), (390.0, 6), (398.0, 7)])
    func adaptiveCounts(_ width: Double, _ expected: Int) {
        let r = GridTest.layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) {
            Self.items(8)
        }, CGFloat(width), .infinity, scale: 3)
        let frames = (0..<8).map { r.frame(of: "i\($0)")! }
        let firstRow = frames.filter { $0.minY == 0 }.count
        #expect(firstRow == expected, "\(width): \(firstRow) items in the first row\n\(r)")
        let itemWidth = (width - Double(expected - 1) * 8) / Double(expected)
        r.gridExpectNear(of: r.view(withID: "i0"), 0, 0, itemWidth, 10, scale: 3)
        if expected > 1 {
            r.gridExpectNear(of: r.view(withID: "i1"), itemWidth + 8, 0, itemWidth, 10, scale: 3)
        }
    }

    // GridItem page, GridItemDemo: four fixed rows of 30, 60, 90 and 10 with
    // 1, 10, 20 and 50 after each (the last one after no row), columns of
    // 30-point colours 5 apart; items fill each column top to bottom (the
    // LazyHGrid page). 301 columns: 301 × 30 + 300 × 5 = 10530 wide;
    // 30 + 1 + 60 + 10 + 90 + 20 + 10 = 221 tall. The page's horizontal
    // ScrollView proposes an unspecified width and puts the grid at its
    // leading edge, centred across (ScrollViewLayout.swift).
    @Test(arguments: [false, true])
    func gridItemDemoExample(_ rtl: Bool) {
        let stage = Example.named("grid-item-demo")!.stages[0]
        var env = stage.environment
        env.layoutDirection = rtl ? .rightToLeft : .leftToRight
        let r = layout(stage.view, in: stage.rootSize, environment: env)
        let x0 = 0.0
        let grid = r.views(ofKind: "LazyHGrid").first
        r.assertFrame(of: grid, GridTest.x(x0, 10530, rtl: rtl, in: 390), 271, 10530, 221)
        // Only the columns the 390-point scroll view shows are created: 0 to
        // 11 (column 11 starts at 11 × 35 = 385), four items each.
        let colors = r.views(ofKind: "Color")
        #expect(colors.count == 12 * 4)
        #expect(grid?.lazyChildren?.count == 301 * 4)
        #expect(grid?.lazyChildren?.shown == Array(0..<48))
        #expect(grid?.lazyChildren?.created == Array(0..<48))
        // The page's ForEach makes four views an element: it stays one
        // deferred node (301 elements are not resolved up front).
        #expect(ResolvedViewTree(stage.view).nodeCount < 20)
        func x(_ gx: Double) -> Double { GridTest.x(x0 + gx, 30, rtl: rtl, in: 390) }
        r.assertFrame(of: colors[0], x(0), 271, 30, 30)
        r.assertFrame(of: colors[1], x(0), 302, 30, 60)
        r.assertFrame(of: colors[2], x(0), 372, 30, 90)
        r.assertFrame(of: colors[3], x(0), 482, 30, 10)
        r.assertFrame(of: colors[4], x(35), 271, 30, 30)
        r.assertFrame(of: colors[47], x(385), 482, 30, 10)
    }

    // LazyVGrid page, VerticalSmileys: two flexible columns share 390 − 8:
    // 191 each; a row per value (code point, emoji), as tall as the emoji in
    // `.largeTitle`, rows 8 apart; items centred in their cells. The page's
    // ScrollView proposes the grid an unspecified height and puts it at the
    // top.
    @Test(arguments: [false, true])
    func verticalSmileysExample(_ rtl: Bool) {
        let stage = Example.named("vertical-smileys")!.stages[0]
        var env = stage.environment
        env.layoutDirection = rtl ? .rightToLeft : .leftToRight
        let r = layout(stage.view, in: stage.rootSize, environment: env)
        let texts = r.views(ofKind: "Text")
        let code = VLTest.text("1f600"), face = VLTest.text("\u{1F600}", font: .largeTitle)
        let rowH = Double(face.size.height), cw = Double(code.size.width), fw = Double(face.size.width)
        // Only the rows that start above the root's bottom (763) are created,
        // two texts each, of the 122 rows.
        let visibleRows = Int((763 / (rowH + 8)).rounded(.up))
        #expect(texts.count == 2 * visibleRows)
        #expect(r.views(ofKind: "LazyVGrid").first?.lazyChildren?.count == 244)
        let height = 122 * rowH + 121 * 8
        let grid = r.views(ofKind: "LazyVGrid").first
        r.gridExpectNear(of: grid, 0, 0, 390, height, scale: 3)
        let y0 = Double(grid?.frame.minY ?? 0)
        r.gridExpectNear(of: texts[0], GridTest.x((191 - cw) / 2, cw, rtl: rtl, in: 390),
                         y0 + (rowH - Double(code.size.height)) / 2, cw, Double(code.size.height), scale: 3)
        r.gridExpectNear(of: texts[1], GridTest.x(199 + (191 - fw) / 2, fw, rtl: rtl, in: 390), y0, fw, rowH, scale: 3)
        r.gridExpectNear(of: texts[3], GridTest.x(199 + (191 - fw) / 2, fw, rtl: rtl, in: 390), y0 + rowH + 8, fw, rowH, scale: 3)
    }

    // LazyHGrid page, HorizontalSmileys: two fixed rows of 30 points, 8
    // apart; the first column holds the first code point above its emoji
    // and is as wide as the wider of them; the emoji (taller than 30) is
    // centred on its row. The horizontal ScrollView puts the grid at its
    // leading edge, centred across.
    @Test func horizontalSmileysExample() {
        let stage = Example.named("horizontal-smileys")!.stages[0]
        let r = stage.layout()
        let texts = r.views(ofKind: "Text")
        let code = VLTest.text("1f600"), face = VLTest.text("\u{1F600}", font: .largeTitle)
        guard let grid = r.views(ofKind: "LazyHGrid").first else { Issue.record("no grid"); return }
        #expect(Double(grid.frame.height) == 68)
        #expect(Double(grid.frame.minX) == 0)
        let x0 = Double(grid.frame.minX), top = (763 - 68) / 2.0
        let colW = max(Double(code.size.width), Double(face.size.width))
        r.gridExpectNear(of: texts[0], x0 + (colW - Double(code.size.width)) / 2, top + (30 - Double(code.size.height)) / 2,
                         Double(code.size.width), Double(code.size.height), scale: 3)
        r.gridExpectNear(of: texts[1], x0 + (colW - Double(face.size.width)) / 2, top + 38 + (30 - Double(face.size.height)) / 2,
                         Double(face.size.width), Double(face.size.height), scale: 3)
        #expect(abs(Double(texts[2].frame.minX) - (x0 + colW + 8)) < 0.34)
    }

    // A section's header and footer span every column and the next item
    // starts a new row (Section.swift; LazyVGrid sections).
    @Test(arguments: [false, true])
    func sectionsStartNewRows(_ rtl: Bool) {
        let r = GridTest.layout(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 4) {
            Section {
                Self.items(3)
            } header: {
                Color.blue.frame(height: 20).id("header")
            } footer: {
                Color.blue.frame(height: 6).id("footer")
            }
            Section {
                Color.green.frame(height: 10).id("next")
            }
        }, 108, .infinity, rtl: rtl)
        r.gridExpect("header", 0, 0, 108, 20, rtl: rtl, rootWidth: 108)
        r.gridExpect("i0", 0, 24, 50, 10, rtl: rtl, rootWidth: 108)
        r.gridExpect("i1", 58, 24, 50, 10, rtl: rtl, rootWidth: 108)
        r.gridExpect("i2", 0, 38, 50, 10, rtl: rtl, rootWidth: 108)
        r.gridExpect("footer", 0, 52, 108, 6, rtl: rtl, rootWidth: 108)
        r.gridExpect("next", 0, 62, 50, 10, rtl: rtl, rootWidth: 108)
    }

    // GridItem(alignment:) places the items of its track; the grid's own
    // alignment places the rest (LazyVGrid's `alignment`, centre by default).
    @Test(arguments: [false, true])
    func itemAlignment(_ rtl: Bool) {
        let r = GridTest.layout(LazyVGrid(columns: [GridItem(.fixed(50), alignment: .topLeading), GridItem(.fixed(50))],
                                          alignment: .trailing) {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.red.frame(width: 10, height: 30).id("tall")
            Color.red.frame(width: 10, height: 10).id("b")
        }, 108, .infinity, rtl: rtl)
        r.gridExpect("a", 0, 0, 10, 10, rtl: rtl, rootWidth: 108)
        r.gridExpect("tall", 98, 0, 10, 30, rtl: rtl, rootWidth: 108)
        r.gridExpect("b", 0, 38, 10, 10, rtl: rtl, rootWidth: 108)
    }

    // Inside a lazy stack (whose own ForEach children are created during
    // layout) a grid still owns its items: a lazy grid's ForEach and a
    // Grid's ForEach of rows lay out as anywhere else.
    @Test func gridsInsideALazyStack() {
        let r = GridTest.layout(ScrollView {
            LazyVStack(spacing: 0) {
                LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))]) {
                    Self.items(3)
                }
                Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                    ForEach(0..<2) { row in
                        GridRow {
                            GridTest.cell("g\(row)a", 20, 10)
                            GridTest.cell("g\(row)b", 30, 10)
                        }
                    }
                }
            }
        }, 390, 763)
        // LazyVStack centres its children in the 390-point width: the lazy
        // grid is 50 + 8 + 50 = 108 wide, the Grid 20 + 30.
        r.assertFrame("i0", 141, 0, 50, 10)
        r.assertFrame("i1", 199, 0, 50, 10)
        r.assertFrame("i2", 141, 18, 50, 10)
        r.assertFrame("g1a", 170, 38, 20, 10)
        r.assertFrame("g1b", 190, 38, 30, 10)
    }

    // MARK: Bad input

    // A negative fixed size is 0; a NaN one makes the track `.flexible()`;
    // a `.flexible` whose minimum exceeds its maximum has its maximum
    // raised (as frame constraints are normalised); each is reported.
    @Test func badGridItems() {
        let r = GridTest.layout(LazyVGrid(columns: [
            GridItem(.fixed(-10)),
            GridItem(.fixed(.nan)),
            GridItem(.flexible(minimum: 100, maximum: 50)),
        ]) {
            Self.items(3)
        }, 300, .infinity)
        #expect(r.vlHasDiagnostic(".fixed(-10.0)", "0 wide"))
        #expect(r.vlHasDiagnostic(".fixed(nan)", ".flexible()"))
        #expect(r.vlHasDiagnostic("minimum exceeds the maximum", "raised to 100"))
        #expect(r.vlAllFramesFinite)
        // 300 − 0 − 16 = 284: the NaN track takes 142, the other 100 (clamped);
        // the grid, 258 wide, is centred in 300.
        r.assertFrame("i0", 21, 0, 0, 10)
        r.assertFrame("i1", 29, 0, 142, 10)
        r.assertFrame("i2", 179, 0, 100, 10)
    }

    // Non-finite and negative bounds, an adaptive minimum of 0 and NaN
    // spacing: reported, with defined fallbacks, never a NaN frame.
    @Test func badBoundsAndSpacing() {
        let r = GridTest.layout(LazyHGrid(rows: [
            GridItem(.adaptive(minimum: 0), spacing: .nan),
            GridItem(.flexible(minimum: .infinity, maximum: .nan)),
        ], spacing: -3) {
            Self.items(4)
        }, .infinity, 100)
        #expect(r.vlHasDiagnostic(".adaptive(minimum: 0)"))
        #expect(r.vlHasDiagnostic(".flexible(minimum: inf)"))
        #expect(r.vlHasDiagnostic("maximum: nan"))
        #expect(r.vlHasDiagnostic("spacing", "NaN"))
        #expect(r.vlHasDiagnostic("LazyHGrid(spacing:)"))
        #expect(r.vlAllFramesFinite)
        // A negative spacing that cancels the minimum: one item, no trap.
        let cancel = GridTest.layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 5), spacing: -5)]) {
            Self.items(2)
        }, 100, .infinity)
        #expect(cancel.vlAllFramesFinite)
        cancel.assertFrame("i0", 0, 0, 100, 10)
        let empty = GridTest.layout(LazyVGrid(columns: []) { Self.items(2) }, 100, .infinity)
        #expect(empty.vlAllFramesFinite)
        // No tracks: each item is a line of its own, offered the whole width.
        empty.assertFrame("i1", 0, 18, 100, 10)
    }
}
