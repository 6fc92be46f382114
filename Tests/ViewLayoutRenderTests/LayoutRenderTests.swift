import Foundation
import Testing
import ViewLayout
@testable import ViewLayoutRender

/// Custom layouts and ViewThatFits in pictures: a ViewThatFits draws only
/// the child it chose (the others were never placed), and a custom layout's
/// subviews are drawn where it placed them.
@Suite struct LayoutRenderTests {
    struct TwoCells: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 40, height: 20)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            // The second subview on the left, the first on the right.
            subviews[1].place(at: bounds.origin, proposal: ProposedViewSize(width: 20, height: 20))
            subviews[0].place(at: CGPoint(x: bounds.minX + 20, y: bounds.minY), proposal: ProposedViewSize(width: 20, height: 20))
        }
    }

    @Test func viewThatFitsDrawsOnlyTheChosenChild() throws {
        // 40 × 20 canvas: the 60-wide red does not fit, the 40-wide green does.
        let tree = RTest.layout(ViewThatFits {
            Color.red.frame(width: 60, height: 20)
            Color.green.frame(width: 40, height: 20)
        }, 40, 20)
        let image = try RTest.png(tree)
        #expect(RTest.near(RTest.pixel(image, 1, 10), RTest.rgb(.green)))
        #expect(RTest.near(RTest.pixel(image, 38, 10), RTest.rgb(.green)))
        let svg = SVGRenderer(environment: RTest.environment()).render(tree)
        #expect(!svg.contains(RGBA(.red).hex) && svg.contains(RGBA(.green).hex))
    }

    @Test func customLayoutPlacementIsDrawn() throws {
        let tree = RTest.layout(TwoCells { Color.red; Color.blue }, 40, 20)
        let image = try RTest.png(tree)
        #expect(RTest.near(RTest.pixel(image, 10, 10), RTest.rgb(.blue)))
        #expect(RTest.near(RTest.pixel(image, 30, 10), RTest.rgb(.red)))
    }
}
