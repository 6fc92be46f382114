import Foundation
import Testing
import ViewLayout
@testable import ViewLayoutRender

/// Drawing under `layoutDirectionBehavior(.mirrors)` (its page: the view
/// "conditionally mirrors its contents horizontally"): frames arrive already
/// mirrored from layout; what is not symmetric inside a frame (glyphs,
/// symbols) is flipped about the frame's centre line by the renderers.
@Suite struct MirrorRenderTests {
    static func tree(rtl: Bool) -> PlacedViewTree {
        var env = RTest.environment()
        if rtl { env.layoutDirection = .rightToLeft }
        return layout(Image(systemName: "checkmark").resizable().frame(width: 40, height: 40)
            .layoutDirectionBehavior(.mirrors), in: CGSize(width: 40, height: 40), environment: env)
    }

    /// The checkmark drawn in a right-to-left environment is the left-to-
    /// right one reflected: pixel (x, y) of one is pixel (39 − x, y) of the
    /// other (within rounding of edge coverage).
    @Test func symbolIsReflected() throws {
        let ltr = try RTest.png(Self.tree(rtl: false)), rtl = try RTest.png(Self.tree(rtl: true))
        var differs = false
        for y in 0..<40 {
            for x in 0..<40 {
                let a = RTest.pixel(ltr, Double(x), Double(y)), b = RTest.pixel(rtl, Double(39 - x), Double(y))
                #expect(abs(a.r - b.r) <= 3 && abs(a.g - b.g) <= 3 && abs(a.b - b.b) <= 3, "(\(x), \(y))")
                let c = RTest.pixel(rtl, Double(x), Double(y))
                if abs(a.r - c.r) > 40 { differs = true }
            }
        }
        // The checkmark is not symmetric, so the reflection is a change.
        #expect(differs)
    }

    /// SVG: a mirrored text is wrapped in a reflection about its frame's
    /// centre line; an unmirrored one is not.
    @Test func textIsReflectedInSVG() {
        var env = RTest.environment()
        env.layoutDirection = .rightToLeft
        let tree = layout(Text("Hi").frame(width: 100, height: 40).layoutDirectionBehavior(.mirrors),
                          in: CGSize(width: 100, height: 40), environment: env)
        let svg = SVGRenderer(environment: env).render(tree)
        // About the text's own frame: its midX, doubled.
        let text = tree.views(ofKind: "Text")[0].frame
        #expect(text.width > 0 && text.width < 100)
        #expect(svg.contains("<g transform=\"matrix(-1 0 0 1 \(PlacedViewTreeTestNumber.n(2 * text.midX)) 0)\">"))
        let plain = SVGRenderer(environment: env).render(layout(Text("Hi").frame(width: 100, height: 40),
                                                                in: CGSize(width: 100, height: 40), environment: env))
        #expect(!plain.contains("matrix(-1"))
    }
}

enum PlacedViewTreeTestNumber {
    static func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%g", Double(v)) }
}
