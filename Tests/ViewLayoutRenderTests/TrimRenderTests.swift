import Foundation
import Testing
import ViewLayout
@testable import ViewLayoutRender

/// `trim(from:to:)`: a stroked shape draws only the part of its outline
/// between the fractions, starting at the rightmost point of a circle and
/// going clockwise on the screen (Apple's `Shape.trim(from:to:)` page; the
/// -90° rotation that progress rings add to start at the top relies on it).
@Suite struct TrimRenderTests {
    @Test func aTrimmedCircleDrawsOnlyItsArc() throws {
        // A ring of radius 40 centred in a 100-point square: the first
        // quarter runs from 3 o'clock to 6 o'clock.
        let tree = RTest.layout(Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 8).frame(width: 80, height: 80).id("ring"), 100, 100)
        let f = try #require(tree.frame(of: "ring"))
        #expect(f == CGRect(x: 10, y: 10, width: 80, height: 80))
        let image = try RTest.png(tree)
        let c = 50.0, r = 40.0
        func onRing(_ degrees: Double) -> (r: Int, g: Int, b: Int, a: Int) {
            let a = degrees * Double.pi / 180
            return RTest.pixel(image, c + r * cos(a), c + r * sin(a))
        }
        #expect(RTest.near(onRing(45), RTest.rgb(.red), tolerance: 8))
        for outside in [135.0, 200.0, 270.0, 315.0] {
            let p = onRing(outside)
            #expect(p.r >= 250 && p.g >= 250 && p.b >= 250, "\(outside)°: \(p)")
        }
        // SVG: one dash over the kept fraction of the outline.
        let svg = SVGRenderer(environment: RTest.environment()).render(tree)
        #expect(svg.contains("pathLength=\"1\" stroke-dasharray=\"0.25 1\""))
    }

    @Test func fractionsAreClampedAndAnEmptyTrimDrawsNothing() throws {
        let tree = RTest.layout(Circle().trim(from: 0.5, to: 0.5).stroke(Color.red, lineWidth: 8).frame(width: 80, height: 80), 100, 100)
        let image = try RTest.png(tree)
        let p = RTest.pixel(image, 10, 50)
        #expect(p.r >= 250 && p.g >= 250 && p.b >= 250)
        let drawing = tree.allViews.compactMap { v -> ShapeDrawing? in
            if case .shape(let s)? = v.drawing { return s } else { return nil }
        }
        #expect(drawing.first?.trim == 0.5...0.5)
        let clamped = RTest.layout(Circle().trim(from: -1, to: .nan).stroke(Color.red), 100, 100)
        let trims = clamped.allViews.compactMap { v -> ClosedRange<Double>? in
            if case .shape(let s)? = v.drawing { return s.trim } else { return nil }
        }
        #expect(trims == [0...0])
    }
}
