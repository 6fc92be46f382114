import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples

// containerRelativeFrame: its three pages (https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:) and its siblings), Fidelity, "Container-relative frames".
@Suite struct ContainerRelativeFrameTests {
    @Test func rootIsTheContainerAndIntermediateFramesAreIgnored() {
        // FB's measurement: the modifier reads the container, not the
        // 100 × 50 frame around it; the frame centres the 390-wide result.
        let t = ScrollTest.layout(Color.red.containerRelativeFrame(.horizontal).id("c").frame(width: 100, height: 50), scale: 2)
        t.assertFrame("c", 0, 356.5, 390, 50)
    }

    @Test func theNearestScrollViewIsTheContainer() {
        let v = ScrollView(.horizontal) {
            Color.red.containerRelativeFrame([.horizontal, .vertical]).id("c")
        }
        .frame(width: 300, height: 400)
        ScrollTest.layout(v, scale: 2).assertFrame("c", 45, 181.5, 300, 400)
    }

    @Test func countSpanFormula() {
        // availableWidth = 390 − 10·3 = 360; columnWidth = 90; itemWidth = 90·3 + 2·10 = 290.
        func width(count: Int, span: Int, spacing: CGFloat) -> CGFloat? {
            ScrollTest.layout(Color.red.containerRelativeFrame(.horizontal, count: count, span: span, spacing: spacing).id("c"), scale: 3)
                .frame(of: "c")?.width
        }
        #expect(width(count: 4, span: 3, spacing: 10) == 290)
        #expect(width(count: 4, span: 1, spacing: 10) == 90)
        // Three columns 8 apart: (390 − 16) / 3 = 124.67.
        #expect(abs(Double(width(count: 3, span: 1, spacing: 8)!) - 374.0 / 3) < 1e-9)
        // Spanning every column is the whole container.
        #expect(width(count: 4, span: 4, spacing: 10) == 390)
    }

    @Test func examples() {
        let e = Example.named("container-relative-frame")!
        // 1: every rectangle is the screen: 390 × 763, side by side.
        let full = e.stages[0].layout()
        let rects = full.views(ofKind: "Rectangle")
        #expect(rects.count == 1, "only the visible page is created")
        #expect(rects.first?.frame == CGRect(x: 0, y: 0, width: 390, height: 763))
        #expect(full.root.first("LazyHStack")?.frame.width == 3900)
        // 2: 290 wide (the formula), 290 / 1.5 = 193.33 high from aspectRatio
        // (fit 3:2 in 290 × 763), centred in the 763-point-high stack; the
        // second item 10 points after the first; two are visible.
        let columns = e.stages[1].layout()
        let items = columns.views(ofKind: "Rectangle")
        #expect(items.count == 2)
        #expect(VLTest.close(items[0].frame, CGRect(x: 0, y: 285, width: 290, height: 580.0 / 3)))
        #expect(VLTest.close(items[1].frame, CGRect(x: 300, y: 285, width: 290, height: 580.0 / 3)))
        // 3: a third of the width: 130 × 86.67, three visible; centred at
        // (763 − 86.67) / 2 = 338.17, on the @3x grid 338.33.
        let thirds = e.stages[2].layout()
        let t = thirds.views(ofKind: "Rectangle")
        #expect(t.count == 3)
        #expect(VLTest.close(t[0].frame, CGRect(x: 0, y: 1015.0 / 3, width: 130, height: 260.0 / 3)))
        #expect(VLTest.close(t[2].frame, CGRect(x: 280, y: 1015.0 / 3, width: 130, height: 260.0 / 3)))
    }

    @Test func badCountAndSpan() {
        func layout(count: Int, span: Int) -> PlacedViewTree {
            ScrollTest.layout(Color.red.containerRelativeFrame(.horizontal, count: count, span: span, spacing: 10).id("c"))
        }
        // count 0: reported, one column (the whole container).
        let zero = layout(count: 0, span: 1)
        #expect(zero.vlHasDiagnostic("count must be at least 1"))
        #expect(zero.frame(of: "c")?.width == 390)
        // span > count: reported, spans all columns.
        let wide = layout(count: 4, span: 6)
        #expect(wide.vlHasDiagnostic("span is greater than count"))
        #expect(wide.frame(of: "c")?.width == 390)
        // span 0: reported, one column.
        let none = layout(count: 4, span: 0)
        #expect(none.vlHasDiagnostic("span must be at least 1"))
        #expect(none.frame(of: "c")?.width == 90)
        // A negative spacing: reported, 0 used: 390 / 4.
        let neg = ScrollTest.layout(Color.red.containerRelativeFrame(.horizontal, count: 4, span: 1, spacing: -5).id("c"), scale: 2)
        #expect(neg.vlHasDiagnostic("containerRelativeFrame(spacing:)"))
        #expect(neg.frame(of: "c")?.width == 97.5)
        // A closure answering NaN or a negative length.
        let nan = ScrollTest.layout(Color.red.containerRelativeFrame(.horizontal) { _, _ in .nan }.id("c"))
        #expect(nan.vlHasDiagnostic("length closure returned nan"))
        #expect(nan.frame(of: "c")?.width == 390)
        let negative = ScrollTest.layout(Color.red.containerRelativeFrame(.vertical) { _, _ in -3 }.id("c"))
        #expect(negative.vlHasDiagnostic("returned -3"))
        #expect(negative.frame(of: "c")?.height == 0)
        #expect(negative.vlAllFramesFinite)
    }

    @Test func unknownContainerPassesTheProposalThrough() {
        // An infinite root: the container's length is unknown, so the view
        // keeps its own size (a Color's ideal 10).
        let t = ViewLayout.layout(Color.red.containerRelativeFrame(.horizontal).id("c"),
                                  in: CGSize(width: CGFloat.infinity, height: 100), environment: VLTest.environment(scale: 1))
        #expect(t.frame(of: "c")?.width == 10)
    }
}
