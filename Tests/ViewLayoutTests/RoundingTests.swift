import Foundation
import Testing
import ViewLayout

// Pixel rounding. Fidelity, "Pixel rounding" [RE] (OSU ViewGeometry; not publicly confirmed,
// Fidelity, "Open questions", item 4: these tests follow the reverse-engineered rule): each edge of
// a view's frame goes to the nearest pixel, ties toward +infinity, and the
// size is the difference of the rounded edges. pixelLength = 1/displayScale.
// Text sizes are rounded up to the pixel (Fidelity, "Text" [RE], FB's 20.33).

@Suite struct RoundingTests {

    /// Three equal Colors in HStack(spacing: 0) inside frame(width: 100),
    /// centred in a 390-wide root: unrounded edges 145, 178.33, 211.67, 245.
    static func thirds(scale: CGFloat) -> [CGRect] {
        let r = ATS.lay(HStack(spacing: 0) {
            Color.red.id(0)
            Color.green.id(1)
            Color.blue.id(2)
        }.frame(width: 100, height: 30), 390, 400, scale: scale)
        return (0..<3).map { r.frame(of: $0) ?? .null }
    }

    // Fidelity, "Pixel rounding" worked example: 3 × 33.333 at @1x renders as 33/34/33.
    @Test func thirdsAt1x() {
        let f = Self.thirds(scale: 1)
        #expect(f.map(\.minX) == [145, 178, 212])
        #expect(f.map(\.width) == [33, 34, 33])
        #expect(f.map(\.minY) == [185, 185, 185])
    }

    // The same at @2x: 178.33 -> 178.5 and 211.67 -> 211.5: 33.5, 33, 33.5.
    @Test func thirdsAt2x() {
        let f = Self.thirds(scale: 2)
        #expect(f.map(\.minX) == [145, 178.5, 211.5])
        #expect(f.map(\.width) == [33.5, 33, 33.5])
    }

    // At @3x a third of a point is a pixel: 33.3333 each, no gaps.
    @Test func thirdsAt3x() {
        let f = Self.thirds(scale: 3)
        for (i, x) in [145.0, 145 + 100.0 / 3, 145 + 200.0 / 3].enumerated() {
            atExpectEqual(f[i].minX, x, "x \(i)")
            atExpectEqual(f[i].width, 100.0 / 3, "width \(i)")
        }
        atExpectEqual(f[2].maxX, 245, "right edge")
    }

    // A view centred at a half-pixel position: 11 × 11 in a 100 × 100 root
    // is at 44.5. @1x: 44.5 is a tie -> 45 (ties up); @2x: 44.5 is on the
    // grid; @3x: 133.5 px -> 134 px = 44.6667. The size stays 11.
    @Test(arguments: [(1.0, 45.0), (2.0, 44.5), (3.0, 134.0 / 3)])
    func halfPixelCentring(_ scale: Double, _ expected: Double) {
        let r = ATS.lay(atBlock(11, 11).id("c"), 100, 100, scale: CGFloat(scale))
        atExpectFrame(r.frame(of: "c"), CGRect(x: expected, y: expected, width: 11, height: 11), "@\(scale)x")
    }

    // Ties go toward +infinity for negative coordinates too: a 101-wide view
    // centred in a 100-wide frame at x = 0 starts at -0.5 -> 0 and ends at
    // 100.5 -> 101 (away-from-zero rounding would give -1 and 101).
    @Test func negativeTieRoundsUp() {
        let r = ATS.lay(atBlock(101, 10).id("c").frame(width: 100, height: 10), 100, 10, scale: 1)
        atExpectFrame(r.frame(of: "c"), CGRect(x: 0, y: 0, width: 101, height: 10), "child")
    }

    // The size is the difference of the rounded edges, not the rounded size:
    // widths 44.8 and 10.4 centred in 100 at @1x: edges 22.4, 67.2, 77.6 ->
    // 22, 67, 78: widths 45 and 11 (rounding 10.4 alone would give 10).
    @Test func sizeIsTheDifferenceOfRoundedEdges() {
        let r = ATS.lay(HStack(spacing: 0) {
            atBlock(44.8, 10).id("a")
            atBlock(10.4, 10).id("b")
        }, 100, 10, scale: 1)
        atExpectFrame(r.frame(of: "a"), CGRect(x: 22, y: 0, width: 45, height: 10), "a")
        atExpectFrame(r.frame(of: "b"), CGRect(x: 67, y: 0, width: 11, height: 10), "b")
        // Neighbours never overlap or leave a gap.
        #expect(r.frame(of: "a")?.maxX == r.frame(of: "b")?.minX)
    }

    // Fidelity, "Text": text heights are rounded UP to the pixel. A body line is
    // 17 × 2444/2048 = 20.287 pt: @3x 20.3333, @2x 20.5, @1x 21 (nearest
    // rounding would give 20.3333, 20.5 and 20 -- @1x tells them apart).
    @Test(arguments: [(1.0, 21.0), (2.0, 20.5), (3.0, 61.0 / 3)])
    func textHeightRoundsUp(_ scale: Double, _ expected: Double) {
        let m = ATS.measure("Hello world", .body, scale: CGFloat(scale))
        atExpectEqual(m.size.height, expected, "measured @\(scale)x")
        atExpectEqual(m.size.height, ATS.up(ATS.lineHeight(17), scale), "formula @\(scale)x")
        // Laid out: a 100 × 100 root centres it; its frame keeps that height.
        let r = ATS.lay(Text("Hello world").id("t"), 200, 100, scale: CGFloat(scale))
        atExpectEqual(r.frame(of: "t")?.height, expected, "laid out @\(scale)x")
        atExpectEqual(r.frame(of: "t")?.minY, ATS.px((100 - expected) / 2, scale), "y @\(scale)x")
        atExpectEqual(r.frame(of: "t")?.width, Double(m.size.width), "width @\(scale)x")
    }

    // Fidelity, "Ideal sizes and sizing modifiers" and "Text" [measured FB]: "Hello world" in body on an iPhone 13 Pro
    // (@3x) is 85.33 × 20.33.
    @Test func helloWorldMatchesTheMeasuredSize() {
        let m = ATS.measure("Hello world", .body, scale: 3)
        atExpectEqual(m.size.width, 256.0 / 3, "width 85.3333")
        atExpectEqual(m.size.height, 61.0 / 3, "height 20.3333")
    }

    // Text widths are rounded up as well: every measured width is a whole
    // number of pixels and not less than the unrounded advance sum.
    @Test func textWidthIsWholePixels() {
        for scale in [1.0, 2.0, 3.0] {
            for s in ["Buy milk", "Connecting", "Default", "Indented", "W"] {
                let w = Double(ATS.measure(s, .body, scale: CGFloat(scale)).size.width)
                #expect(ATS.close((w * scale).rounded(), w * scale, 1e-6), "\(s) @\(scale)x: \(w)")
            }
        }
    }

    // Fidelity, "Padding, Spacer and Divider" [RE]: Divider is one pixel thick (pixelLength) across its
    // stack's axis: 1 at @1x, 0.5 at @2x, 0.3333 at @3x; horizontal in a
    // VStack, vertical in an HStack, as long as proposed along the other axis
    // (the frames offer 50 and 20).
    @Test(arguments: [1.0, 2.0, 3.0])
    func dividerIsOnePixel(_ scale: Double) {
        let r = ATS.lay(VStack(spacing: 0) {
            atBlock(50, 10)
            Divider().id("h")
            HStack(spacing: 0) {
                atBlock(10, 20)
                Divider().id("v")
                atBlock(10, 20)
            }.frame(height: 20)
        }.frame(width: 50), 400, 400, scale: CGFloat(scale))
        atExpectEqual(r.frame(of: "h")?.height, 1 / scale, "horizontal divider thickness")
        atExpectEqual(r.frame(of: "h")?.width, 50, "horizontal divider spans the stack")
        atExpectEqual(r.frame(of: "v")?.width, 1 / scale, "vertical divider thickness")
        atExpectEqual(r.frame(of: "v")?.height, 20, "vertical divider spans the row")
    }

    // Fidelity, "Pixel rounding": rounding happens on the display scale's grid; odd totals
    // at @3x split into thirds: a 10-point row of 3 equal colours starting at
    // x = 0.5 (@2x-aligned but not @3x) -> edges 0.5, 3.8333, 7.1667, 10.5.
    @Test func roundingAt3xOfNonGridOrigin() {
        let r = ATS.lay(HStack(spacing: 0) {
            Color.red.id(0)
            Color.green.id(1)
            Color.blue.id(2)
        }.frame(width: 10, height: 3), 11, 3, scale: 3)
        let expected = [0.5, 0.5 + 10.0 / 3, 0.5 + 20.0 / 3, 10.5].map { ATS.px($0, 3) }
        // 0.5 -> 1.5 px -> 2 px = 0.6667; 3.8333 -> 11.5 px -> 12 px = 4;
        // 7.1667 -> 21.5 px -> 22 px = 7.3333; 10.5 -> 31.5 px -> 32 px = 10.6667.
        #expect(ATS.close(expected[0], 2.0 / 3) && ATS.close(expected[1], 4) && ATS.close(expected[3], 32.0 / 3))
        for i in 0..<3 {
            atExpectEqual(r.frame(of: i)?.minX, expected[i], "x \(i)")
            atExpectEqual(r.frame(of: i)?.width, expected[i + 1] - expected[i], "width \(i)")
        }
    }

    // Fidelity, "Pixel rounding" on many frames at once: the rounding pass works on four
    // edges together (PixelRounding.swift), with a fallback for edges at or
    // beyond 2^50 pixels. 400 views at random fractional positions and sizes,
    // and a few 3e15 points away (rounded by the fallback), come out with
    // every edge at floor(v × scale + 0.5) / scale, at each scale.
    @Test(arguments: [1.0, 2.0, 3.0])
    func manyFramesRoundEdgeByEdge(_ scale: Double) {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        var cells: [(x: Double, y: Double, w: Double, h: Double)] = []
        for i in 0..<400 {
            if i % 37 == 5 {
                cells.append((x: 3e15 + Double(i) + 0.5, y: Double(i) + 0.5, w: 24, h: 10))
            } else {
                cells.append((x: next() * 600 - 100, y: next() * 600 - 100, w: next() * 50, h: next() * 50))
            }
        }
        let r = ATS.lay(ZStack(alignment: .topLeading) {
            ForEach(0..<cells.count, id: \.self) { i in
                let c = cells[i]
                Color.red.frame(width: c.w, height: c.h).id(i).position(x: c.x + c.w / 2, y: c.y + c.h / 2)
            }
        }, 400, 400, scale: CGFloat(scale))
        for (i, c) in cells.enumerated() {
            atExpectFrame(r.frame(of: i), ATS.rect(c.x, c.y, c.w, c.h, scale: scale), "view \(i) @\(scale)x")
        }
    }
}
