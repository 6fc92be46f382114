import Foundation
import Testing
import ViewLayout
@testable import ViewLayoutRender

// A ScrollView clips its content to its bounds (Layout/ScrollViewLayout.swift);
// lazily created rows and a GeometryReader's content are drawn like any view.
@Suite struct ScrollRenderTests {
    @Test func scrollContentIsClippedToTheScrollView() throws {
        // A 100-point-high scroll view in the middle of a 300 × 300 root,
        // scrolled 50 points into a 1,000-point red column.
        let view = VStack(spacing: 0) {
            Color.white.frame(height: 100)
            ScrollView { LazyVStack(spacing: 0) { ForEach(0..<100, id: \.self) { _ in Color.red.frame(height: 10) } } }
                .frame(height: 100)
            Color.white.frame(height: 100)
        }
        let tree = ViewLayout.layout(view, in: CGSize(width: 300, height: 300), environment: RTest.environment(),
                                     scrollOffsets: ScrollOffsets(y: 50))
        let image = try RTest.png(tree)
        let red = RTest.rgb(.red)
        // Inside the scroll view: the rows.
        #expect(RTest.near(RTest.pixel(image, 150, 150), red))
        // Above and below it the rows (which extend past it) are clipped.
        #expect(RTest.near(RTest.pixel(image, 150, 95), (255, 255, 255)))
        #expect(RTest.near(RTest.pixel(image, 150, 205), (255, 255, 255)))
        // The SVG clips to the scroll view's rectangle too.
        let svg = SVGRenderer(environment: RTest.environment()).render(tree)
        #expect(svg.contains("clipPath"))
    }

    @Test func geometryReaderContentIsDrawn() throws {
        let tree = RTest.layout(GeometryReader { proxy in Color.blue.frame(width: proxy.size.width / 2) }, 200, 100)
        let image = try RTest.png(tree)
        #expect(RTest.near(RTest.pixel(image, 50, 50), RTest.rgb(.blue)))
        #expect(RTest.near(RTest.pixel(image, 150, 50), (255, 255, 255)))
    }
}
