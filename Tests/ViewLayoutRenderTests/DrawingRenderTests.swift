import Foundation
import Testing
import ViewLayout
@testable import ViewLayoutRender

/// Pixels of the drawing modifiers and styles, in the PNG renderer, and
/// their SVG elements.
@Suite struct DrawingRenderTests {
    typealias Pixel = (r: Int, g: Int, b: Int, a: Int)
    func isWhite(_ p: Pixel) -> Bool { p.r >= 250 && p.g >= 250 && p.b >= 250 }
    func svg(_ tree: PlacedViewTree) -> String { SVGRenderer(environment: RTest.environment()).render(tree) }

    // A shadow is a blurred, offset copy drawn behind the view: outside the
    // frame on the offset side the picture darkens; on the other side it
    // stays white.
    @Test func shadowDarkensOutsideTheFrameOnTheOffsetSide() throws {
        let tree = RTest.layout(Color.red.frame(width: 40, height: 40).shadow(color: .black, radius: 2, x: 10, y: 10).id("c"), 100, 100)
        let f = try #require(tree.frame(of: "c"))
        let image = try RTest.png(tree)
        let beyond = RTest.pixel(image, Double(f.maxX) + 5, Double(f.midY) + 10)
        #expect(beyond.r < 200 && beyond.g < 200 && beyond.b < 200)
        #expect(isWhite(RTest.pixel(image, Double(f.minX) - 5, Double(f.midY))))
        #expect(RTest.near(RTest.pixel(image, Double(f.midX), Double(f.midY)), RTest.rgb(.red)))
        #expect(svg(tree).contains("feDropShadow dx=\"10\" dy=\"10\" stdDeviation=\"1\""))
    }

    // A gradient's ends have its stop colors: linear along its axis, radial
    // at the center and beyond the end radius, angular just past 0°.
    @Test func gradientEndsHaveTheStopColors() throws {
        let tree = RTest.layout(VStack(spacing: 0) {
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(height: 20).id("l")
            RadialGradient(colors: [.green, .blue], center: .center, startRadius: 0, endRadius: 20).frame(height: 60).id("r")
            AngularGradient(colors: [.yellow, .purple], center: .center).frame(height: 60).id("a")
            Rectangle().fill(EllipticalGradient(colors: [.orange, .indigo])).frame(height: 60).id("e")
        }, 100, 200)
        let image = try RTest.png(tree)
        let l = try #require(tree.frame(of: "l")), r = try #require(tree.frame(of: "r"))
        let a = try #require(tree.frame(of: "a")), e = try #require(tree.frame(of: "e"))
        #expect(RTest.near(RTest.pixel(image, Double(l.minX) + 0.5, Double(l.midY)), RTest.rgb(.red), tolerance: 4))
        #expect(RTest.near(RTest.pixel(image, Double(l.maxX) - 0.5, Double(l.midY)), RTest.rgb(.blue), tolerance: 4))
        #expect(RTest.near(RTest.pixel(image, Double(r.midX), Double(r.midY)), RTest.rgb(.green), tolerance: 8))
        #expect(RTest.near(RTest.pixel(image, Double(r.minX) + 1, Double(r.minY) + 1), RTest.rgb(.blue)))
        #expect(RTest.near(RTest.pixel(image, Double(a.maxX) - 2, Double(a.midY) + 0.6), RTest.rgb(.yellow), tolerance: 8))
        #expect(RTest.near(RTest.pixel(image, Double(e.midX), Double(e.midY)), RTest.rgb(.orange), tolerance: 6))
        let s = svg(tree)
        #expect(s.contains("<radialGradient") && s.contains("<pattern") && s.contains("<linearGradient"))
    }

    // preferredColorScheme(.dark): the canvas is the dark system background
    // (black), text is the dark label color (white).
    @Test func darkModeDrawsDark() throws {
        let tree = RTest.layout(Text("Dark").font(.system(size: 40)).id("t").preferredColorScheme(.dark), 200, 100)
        let image = try RTest.png(tree)
        let corner = RTest.pixel(image, 1, 1)
        #expect(corner.r == 0 && corner.g == 0 && corner.b == 0)
        let f = try #require(tree.frame(of: "t"))
        var brightest = 0
        for x in stride(from: Double(f.minX), to: Double(f.maxX), by: 1) {
            let p = RTest.pixel(image, x, Double(f.midY))
            brightest = max(brightest, p.r + p.g + p.b)
        }
        #expect(brightest > 700)
        #expect(svg(tree).contains("fill=\"#000000\" data-role=\"background\""))
        // An explicit background color is kept.
        let kept = try RTest.png(tree, background: .red)
        #expect(RTest.near(RTest.pixel(kept, 1, 1), RTest.rgb(.red)))
    }

    // An asset color comes from the environment's table; an unknown one is
    // drawn gray (RGB 142, 142, 147) with a diagnostic.
    @Test func assetColorsAreDrawnFromTheTable() throws {
        var env = RTest.environment()
        env.assetColors = ["Brand": Color(red: 0.2, green: 0.4, blue: 0.6)]
        let tree = ViewLayout.layout(HStack(spacing: 0) { Color("Brand"); Color("Unknown") }, in: CGSize(width: 100, height: 50), environment: env)
        let image = try RTest.png(tree)
        #expect(RTest.near(RTest.pixel(image, 25, 25), (51, 102, 153)))
        #expect(RTest.near(RTest.pixel(image, 75, 25), (142, 142, 147)))
        #expect(tree.diagnostics.count == 1)
    }

    // textCase and tracking change the measured width by the expected
    // amounts (DrawingModifierTests), and the drawing stays inside the frame.
    @Test func casedAndTrackedTextIsDrawnInItsFrame() throws {
        let tree = RTest.layout(VStack(spacing: 20) {
            Text("wide text").textCase(.uppercase).id("u")
            Text("spaced").tracking(6).id("t")
            Text("under").underline(color: .red).id("line")
        }, 300, 200, scale: 2)
        let image = try RTest.png(tree, scale: 2)
        for id in ["u", "t"] {
            let f = try #require(tree.frame(of: id))
            var inked = 0, outside = 0
            for y in stride(from: Double(f.minY) - 4, to: Double(f.maxY) + 4, by: 0.5) {
                for x in stride(from: Double(f.minX) - 8, to: Double(f.maxX) + 8, by: 0.5) {
                    let p = RTest.pixel(image, x, y, scale: 2)
                    guard p.r < 128 else { continue }
                    if f.insetBy(dx: -0.5, dy: -0.5).contains(CGPoint(x: x, y: y)) { inked += 1 } else { outside += 1 }
                }
            }
            #expect(inked > 20 && outside == 0)
            // Ink reaches the last sixth of the frame: the glyphs are spread to the tracked width.
            var lastInk = Double(f.minX)
            for x in stride(from: Double(f.minX), to: Double(f.maxX), by: 0.5) {
                for y in stride(from: Double(f.minY), to: Double(f.maxY), by: 0.5) where RTest.pixel(image, x, y, scale: 2).r < 128 { lastInk = x }
            }
            #expect(lastInk > Double(f.maxX) - Double(f.width) / 6)
        }
        // The underline: red pixels just below the baseline, across the text.
        let u = try #require(tree.frame(of: "line"))
        var red = 0
        for x in stride(from: Double(u.minX), to: Double(u.maxX), by: 1) {
            for y in stride(from: Double(u.midY), to: Double(u.maxY), by: 0.5) {
                let p = RTest.pixel(image, x, y, scale: 2)
                if p.r > 200 && p.g < 120 { red += 1; break }
            }
        }
        #expect(Double(red) > Double(u.width) * 0.8)
    }

    // rotationEffect turns the drawing, not the frame: a horizontal bar
    // turned 90° covers the pixels above and below its center.
    @Test func rotationAndScaleTransformTheDrawing() throws {
        let tree = RTest.layout(ZStack {
            Color.blue.frame(width: 80, height: 10).rotationEffect(.degrees(90)).id("bar")
        }, 100, 100)
        let image = try RTest.png(tree)
        #expect(RTest.near(RTest.pixel(image, 50, 20), RTest.rgb(.blue)))
        #expect(isWhite(RTest.pixel(image, 20, 50)))
        #expect(svg(tree).contains("transform=\"matrix("))
        let scaled = RTest.layout(Color.blue.frame(width: 20, height: 20).scaleEffect(2).id("s"), 100, 100)
        let s = try RTest.png(scaled)
        // The 20-point square centred at 50 covers 30...70 when doubled.
        #expect(RTest.near(RTest.pixel(s, 32, 50), RTest.rgb(.blue)))
        #expect(isWhite(RTest.pixel(s, 28, 50)))
    }

    // mask(_:) shows the view only where the mask is opaque.
    @Test func maskShowsTheViewThroughTheMask() throws {
        let tree = RTest.layout(Color.red.mask { Circle() }, 100, 100)
        let image = try RTest.png(tree)
        #expect(RTest.near(RTest.pixel(image, 50, 50), RTest.rgb(.red)))
        #expect(isWhite(RTest.pixel(image, 3, 3)))
        #expect(svg(tree).contains("<mask id="))
    }

    // blur spreads color past the edge; the color filters change pixels
    // as their matrices say; a material is a translucent fill.
    @Test func blurFiltersAndMaterials() throws {
        let tree = RTest.layout(VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40).blur(radius: 6).frame(width: 100, height: 60)
            Color.red.frame(height: 20).colorInvert()
            Color.red.frame(height: 20).grayscale(1)
            Color.black.frame(height: 20).background(Color.clear).overlay(Rectangle().fill(.ultraThickMaterial))
        }, 100, 120)
        let image = try RTest.png(tree)
        let edge = RTest.pixel(image, 50, 31 + 20 + 2)  // two points below the square's bottom edge at y 50
        #expect(edge.g < 250 && edge.r > edge.g)
        // Red is RGB 255, 59, 48: inverted 0, 196, 207.
        #expect(RTest.near(RTest.pixel(image, 50, 70), (0, 196, 207)))
        // Luma by SVG's weights: 0.213·255 + 0.715·59 + 0.072·48 = 99.
        #expect(RTest.near(RTest.pixel(image, 50, 90), (99, 99, 99), tolerance: 3))
        let material = RTest.pixel(image, 50, 110)
        #expect(material.r > 150 && material.r < 250)
        let s = svg(tree)
        #expect(s.contains("feGaussianBlur") && s.contains("feColorMatrix"))
    }

    // StrokeStyle's dash: along a dashed edge, ink alternates with gaps of
    // the given lengths (4 on, 4 off here); a solid stroke has none.
    @Test func dashedStrokesHaveGaps() throws {
        let tree = RTest.layout(VStack(spacing: 20) {
            Rectangle().stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [4, 4])).frame(width: 80, height: 20).id("d")
            Rectangle().stroke(Color.black, lineWidth: 2).frame(width: 80, height: 20).id("s")
        }, 100, 100, scale: 2)
        let image = try RTest.png(tree, scale: 2)
        func inkRuns(_ id: String) throws -> Int {
            let f = try #require(tree.frame(of: id))
            var runs = 0, inside = false
            for x in stride(from: Double(f.minX) + 0.25, to: Double(f.maxX), by: 0.5) {
                let dark = RTest.pixel(image, x, Double(f.minY) + 0.25, scale: 2).r < 128
                if dark && !inside { runs += 1 }
                inside = dark
            }
            return runs
        }
        // 80 points of 8-point periods: 10 dashes along the top edge.
        #expect(try inkRuns("d") == 10)
        #expect(try inkRuns("s") == 1)
        #expect(svg(tree).contains("stroke-dasharray=\"4 4\""))
    }

    // A divider in dark mode uses the dark separator (RGB 84, 84, 88 at 60 %).
    @Test func dividerIsDarkInDarkMode() throws {
        let tree = RTest.layout(VStack { Divider().id("d") }.preferredColorScheme(.dark), 100, 20)
        if case .shape(let s)? = tree.view(withID: "d")?.drawing, case .color(let c)? = s.fill {
            #expect(RTest.rgb(c) == (84, 84, 88) && abs(c.opacity - 0.6) < 1e-9)
        } else { Issue.record("no divider drawing") }
    }
}
