import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples
@testable import ViewLayoutRender

/// PNG output, read back: pixels inside each view have its color, pixels
/// outside have what is behind it. Points sampled are pixel centres away
/// from edges, so anti-aliasing does not enter; colors are the iOS system
/// colors the views name (Color.swift, Apple HIG).
@Suite struct PNGRenderTests {
    let white = (r: 255, g: 255, b: 255)

    // ZStack page: red 100 × 50 below, blue 50 × 100 on top, bottom-leading,
    // at every display scale.
    @Test(arguments: [1.0, 2.0, 3.0])
    func zstackExampleAtEveryScale(scale: Double) throws {
        let stage = try #require(Example.named("zstack-bottom-leading")?.stages.first)
        let tree = stage.layout()
        let img = try RTest.png(tree, scale: scale)
        #expect(img.width == Int(390 * scale) && img.height == Int(763 * scale))
        let rects = tree.views(ofKind: "Rectangle")
        let red = rects[0].frame, blue = rects[1].frame
        // Red where only red is; blue where both are (blue is on top).
        #expect(RTest.near(RTest.pixel(img, Double(red.maxX) - 10, Double(red.midY), scale: scale), RTest.rgb(.red)))
        #expect(RTest.near(RTest.pixel(img, Double(blue.midX), Double(red.midY), scale: scale), RTest.rgb(.blue)))
        #expect(RTest.near(RTest.pixel(img, Double(blue.midX), Double(blue.minY) + 10, scale: scale), RTest.rgb(.blue)))
        // Outside both (top-right of the stack): white; far away: white.
        #expect(RTest.near(RTest.pixel(img, Double(red.maxX) - 10, Double(blue.minY) + 10, scale: scale), white))
        #expect(RTest.near(RTest.pixel(img, 5, 5, scale: scale), white))
        // The green border runs along the stack's edge, inside it.
        let stack = try #require(tree.views(ofKind: "ZStack").first?.frame)
        #expect(RTest.near(RTest.pixel(img, Double(stack.maxX) - 0.5, Double(stack.minY) + 20, scale: scale), RTest.rgb(.green), tolerance: 40))
    }

    // Circle page: the circle fits the centre of its frame; the frame's
    // corners stay background.
    @Test func circleLeavesCornersEmpty() throws {
        let tree = RTest.layout(Circle().fill(Color.red).frame(width: 80, height: 40).id("c"), 200, 200)
        let f = try #require(tree.frame(of: "c"))
        let img = try RTest.png(tree, scale: 2)
        #expect(RTest.near(RTest.pixel(img, Double(f.midX), Double(f.midY), scale: 2), RTest.rgb(.red)))
        #expect(RTest.near(RTest.pixel(img, Double(f.minX) + 2, Double(f.minY) + 2, scale: 2), white))
        // The circle is 40 wide (the shorter side), so x = minX + 15 is outside it.
        #expect(RTest.near(RTest.pixel(img, Double(f.minX) + 15, Double(f.midY), scale: 2), white))
        // Edge pixels are blended (anti-aliasing): somewhere on the rim a
        // pixel is neither red nor white.
        var blended = false
        for x in stride(from: Double(f.midX) + 17, to: Double(f.midX) + 22, by: 0.5) {
            let p = RTest.pixel(img, x, Double(f.midY) + 5, scale: 2)
            if !RTest.near(p, RTest.rgb(.red)) && !RTest.near(p, white) { blended = true }
        }
        #expect(blended)
    }

    @Test func roundedRectangleAndCapsuleCorners() throws {
        let tree = RTest.layout(VStack(spacing: 0) {
            RoundedRectangle(cornerRadius: 10).fill(Color.blue).frame(width: 60, height: 30).id("rr")
            Capsule().fill(Color.blue).frame(width: 60, height: 30).id("cap")
        }, 200, 200)
        let img = try RTest.png(tree)
        let rr = try #require(tree.frame(of: "rr")), cap = try #require(tree.frame(of: "cap"))
        // 2 pt in from the corner is outside a 10 pt radius; 12 pt in along the edge is inside.
        #expect(RTest.near(RTest.pixel(img, Double(rr.minX) + 1, Double(rr.minY) + 1), white))
        #expect(RTest.near(RTest.pixel(img, Double(rr.minX) + 12, Double(rr.minY) + 1), RTest.rgb(.blue)))
        // A capsule's radius is half its height (15): 3 pt in from the corner is outside.
        #expect(RTest.near(RTest.pixel(img, Double(cap.minX) + 3, Double(cap.minY) + 3), white))
        #expect(RTest.near(RTest.pixel(img, Double(cap.midX), Double(cap.minY) + 1), RTest.rgb(.blue)))
    }

    // strokeBorder draws inside the frame; stroke is centred on the edge.
    @Test func strokesSitWhereTheyShould() throws {
        let tree = RTest.layout(HStack(spacing: 40) {
            Rectangle().strokeBorder(Color.red, lineWidth: 6).frame(width: 50, height: 50).id("inset")
            Rectangle().stroke(Color.red, lineWidth: 6).frame(width: 50, height: 50).id("centred")
        }, 300, 200)
        let img = try RTest.png(tree)
        let a = try #require(tree.frame(of: "inset")), b = try #require(tree.frame(of: "centred"))
        #expect(RTest.near(RTest.pixel(img, Double(a.minX) + 4, Double(a.midY)), RTest.rgb(.red)))
        #expect(RTest.near(RTest.pixel(img, Double(a.minX) - 2, Double(a.midY)), white))
        #expect(RTest.near(RTest.pixel(img, Double(a.midX), Double(a.midY)), white))
        #expect(RTest.near(RTest.pixel(img, Double(b.minX) - 2, Double(b.midY)), RTest.rgb(.red)))
        #expect(RTest.near(RTest.pixel(img, Double(b.minX) + 2, Double(b.midY)), RTest.rgb(.red)))
        #expect(RTest.near(RTest.pixel(img, Double(b.minX) + 5, Double(b.midY)), white))
    }

    // clipped(): "Clips this view to its bounding rectangular frame": the
    // 200 pt color shows only inside its 50 pt frame; without clipping it
    // draws beyond it (a frame does not clip).
    @Test func clippingHidesWhatIsOutsideTheFrame() throws {
        for clip in [true, false] {
            let content = Color.red.frame(width: 200, height: 200)
            let tree = clip ? RTest.layout(content.frame(width: 50, height: 50).clipped().id("f"), 300, 300)
                : RTest.layout(content.frame(width: 50, height: 50).id("f"), 300, 300)
            let f = try #require(tree.frame(of: "f"))
            let img = try RTest.png(tree)
            #expect(RTest.near(RTest.pixel(img, Double(f.midX), Double(f.midY)), RTest.rgb(.red)))
            let outside = RTest.pixel(img, Double(f.maxX) + 20, Double(f.midY))
            #expect(RTest.near(outside, clip ? white : RTest.rgb(.red)), "clip \(clip)")
        }
    }

    // A scroll view draws its content behind the safe-area insets its edges
    // touch (swiftuifieldguide's scroll view page: "a scroll view will not
    // clip to the safe area, but draws its content behind any insets"): on
    // an iPhone 13 (insets 47 top, 34 bottom) a list of 100-point rows
    // scrolled by 100 shows row 0 (y −53…47) under the status bar; a
    // `clipped()` frame of the same size still cuts at its own edges.
    @Test func scrollViewDrawsBehindTheSafeArea() throws {
        let colors: [Color] = [.red, .blue, .green]
        let list = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { i in colors[i % 3].frame(height: 100).id(i) }
            }
        }
        var env = RTest.environment(scale: 1)
        env.displayScale = 1
        for clippedAtFrame in [false, true] {
            let tree: PlacedViewTree = clippedAtFrame
                ? ResolvedViewTree(list.frame(width: 390, height: 763).clipped(), environment: env)
                    .layout(in: CGSize(width: 390, height: 844), safeAreaInsets: DevicePreset.iPhone13.safeAreaInsets,
                            scrollOffsets: ScrollOffsets(y: 100))
                : ResolvedViewTree(list, environment: env)
                    .layout(in: CGSize(width: 390, height: 844), safeAreaInsets: DevicePreset.iPhone13.safeAreaInsets,
                            scrollOffsets: ScrollOffsets(y: 100))
            let img = try RTest.png(tree)
            // Row 0 under the status bar, row 1 at 47…147, row 8 at 747…847
            // under the home indicator.
            #expect(RTest.near(RTest.pixel(img, 195, 20), clippedAtFrame ? white : RTest.rgb(.red)), "\(clippedAtFrame)")
            #expect(RTest.near(RTest.pixel(img, 195, 100), RTest.rgb(.blue)))
            #expect(RTest.near(RTest.pixel(img, 195, 830), clippedAtFrame ? white : RTest.rgb(.green)), "\(clippedAtFrame)")
        }
    }

    // Emoji are not in the shipped faces (the layout measures them with the
    // fallback advance and says so); they are drawn as a generic face, not
    // as the face's striped missing-glyph box: down the centre column of
    // the text's frame the ink makes three runs (the ring's top, the smile,
    // the ring's bottom).
    // With a colour emoji font on the machine (fonts-noto-color-emoji) the
    // emoji is its picture instead: yellow in the middle of its frame.
    @Test func emojiDrawAsAFace() throws {
        let tree = RTest.layout(Text("\u{1F600}").font(.largeTitle).id("e"), 100, 100, scale: 3)
        let f = try #require(tree.frame(of: "e"))
        let img = try RTest.png(tree, scale: 3)
        GlyphOutlines.lock.lock()
        let colour = ColorEmojiFont.machineFont != nil
        GlyphOutlines.lock.unlock()
        if colour {
            var yellow = 0
            for py in Int(Double(f.minY) * 3)..<Int(Double(f.maxY) * 3) {
                for px in Int(Double(f.minX) * 3)..<Int(Double(f.maxX) * 3) {
                    let p = RTest.pixel(img, Double(px) / 3, Double(py) / 3, scale: 3)
                    if p.r > 204 && p.g > 153 && p.b < 102 { yellow += 1 }
                }
            }
            #expect(yellow > 9 * 20 * 10, "\(yellow) yellow pixels")
            return
        }
        var runs = 0, inInk = false
        for py in Int(Double(f.minY) * 3)..<Int(Double(f.maxY) * 3) {
            let ink = RTest.pixel(img, Double(f.midX), Double(py) / 3 + 1 / 6, scale: 3).r < 128
            if ink && !inInk { runs += 1 }
            inInk = ink
        }
        #expect(runs == 3)
    }

    @Test func clipShapeAndCornerRadius() throws {
        let tree = RTest.layout(HStack(spacing: 20) {
            Color.green.frame(width: 40, height: 40).clipShape(Circle()).id("circle")
            Color.green.frame(width: 40, height: 40).cornerRadius(12).id("rounded")
        }, 200, 100)
        let img = try RTest.png(tree)
        let c = try #require(tree.frame(of: "circle")), r = try #require(tree.frame(of: "rounded"))
        #expect(RTest.near(RTest.pixel(img, Double(c.minX) + 3, Double(c.minY) + 3), white))
        #expect(RTest.near(RTest.pixel(img, Double(c.midX), Double(c.midY)), RTest.rgb(.green)))
        #expect(RTest.near(RTest.pixel(img, Double(r.minX) + 1, Double(r.minY) + 1), white))
        #expect(RTest.near(RTest.pixel(img, Double(r.minX) + 20, Double(r.minY) + 1), RTest.rgb(.green)))
    }

    // opacity(_:) composites the view as a group: two overlapping opaque
    // black squares at 0.5 give the same grey (about 128) where they
    // overlap as where they do not.
    @Test func opacityAppliesToTheGroup() throws {
        let tree = RTest.layout(ZStack(alignment: .topLeading) {
            Color.black.frame(width: 40, height: 40)
            Color.black.frame(width: 40, height: 40).offset(x: 20)
        }.opacity(0.5).id("z"), 200, 100)
        let f = try #require(tree.frame(of: "z"))
        let img = try RTest.png(tree)
        let single = RTest.pixel(img, Double(f.minX) + 10, Double(f.minY) + 20)
        let overlap = RTest.pixel(img, Double(f.minX) + 30, Double(f.minY) + 20)
        #expect(abs(single.r - 128) <= 1 && abs(overlap.r - 128) <= 1, "\(single) \(overlap)")
    }

    // offset(x:y:) page: the view is drawn moved; its layout place is empty.
    @Test func offsetIsDrawnShifted() throws {
        let tree = RTest.layout(Color.red.frame(width: 40, height: 40).offset(x: 60).id("o"), 300, 100)
        let layoutFrame = try #require(tree.frame(of: "o"))
        let img = try RTest.png(tree)
        #expect(RTest.near(RTest.pixel(img, Double(layoutFrame.midX) - 10, Double(layoutFrame.midY)), white))
        #expect(RTest.near(RTest.pixel(img, Double(layoutFrame.midX) + 60, Double(layoutFrame.midY)), RTest.rgb(.red)))
    }

    // zIndex(_:): a higher value is drawn in front, whatever the order.
    @Test func zIndexDrawsInFront() throws {
        let tree = RTest.layout(ZStack {
            Color.red.frame(width: 40, height: 40).zIndex(1)
            Color.blue.frame(width: 40, height: 40)
        }.id("z"), 100, 100)
        let f = try #require(tree.frame(of: "z"))
        #expect(RTest.near(RTest.pixel(try RTest.png(tree), Double(f.midX), Double(f.midY)), RTest.rgb(.red)))
    }

    // A leading-to-trailing gradient: its first color at the leading edge,
    // its last at the trailing edge, halfway between in the middle.
    @Test func linearGradientRunsAlongItsAxis() throws {
        let tree = RTest.layout(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
            .frame(width: 100, height: 20).id("g"), 200, 100)
        let f = try #require(tree.frame(of: "g"))
        let img = try RTest.png(tree)
        #expect(RTest.pixel(img, Double(f.minX) + 0.5, Double(f.midY)).r <= 3)
        #expect(RTest.pixel(img, Double(f.maxX) - 0.5, Double(f.midY)).r >= 252)
        #expect(abs(RTest.pixel(img, Double(f.midX), Double(f.midY)).r - 128) <= 3)
    }

    // Gradient(stops:) (the Gradient page: "a color gradient represented as
    // an array of color stops, each having a parametric location value"):
    // red at 0, blue at 0.25, green at 1 across 200 points: blue at 50,
    // halfway from blue to green at 125; a location outside 0...1 is
    // clamped and one before its predecessor moves up to it, so green
    // "at 2" ends the gradient at the trailing edge.
    @Test func gradientStopsSitAtTheirLocations() throws {
        let stops: [Gradient.Stop] = [.init(color: .red, location: 0), .init(color: .blue, location: 0.25),
                                      .init(color: .green, location: 2)]
        let tree = RTest.layout(LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing)
            .frame(width: 200, height: 20).id("g"), 200, 20)
        let img = try RTest.png(tree)
        let (blue, green) = (RTest.rgb(.blue), RTest.rgb(.green))
        #expect(RTest.near(RTest.pixel(img, 50.5, 10), blue, tolerance: 3))
        let half = ((blue.r + green.r) / 2, (blue.g + green.g) / 2, (blue.b + green.b) / 2)
        #expect(RTest.near(RTest.pixel(img, 125.5, 10), half, tolerance: 3))
        #expect(RTest.near(RTest.pixel(img, 199.5, 10), green, tolerance: 3))
        #expect(RTest.near(RTest.pixel(img, 0.5, 10), RTest.rgb(.red), tolerance: 4))
    }

    // Text is drawn inside its frame in its foreground color, nothing
    // around it (with or without a font file: boxes stand in for glyphs).
    @Test func textDrawsInsideItsFrame() throws {
        let tree = RTest.layout(Text("Hello world").foregroundColor(.black).id("t"), 200, 60)
        let f = try #require(tree.frame(of: "t"))
        let img = try RTest.png(tree, scale: 2)
        var darkInside = 0, darkOutside = 0
        for y in 0..<img.height {
            for x in 0..<img.width {
                let p = img.pixel(x, y)
                guard p.r < 128 else { continue }
                let pt = CGPoint(x: (Double(x) + 0.5) / 2, y: (Double(y) + 0.5) / 2)
                if f.insetBy(dx: -1, dy: -1).contains(pt) { darkInside += 1 } else { darkOutside += 1 }
            }
        }
        #expect(darkInside > 100 && darkOutside == 0, "\(darkInside) \(darkOutside)")
    }

    // Inspector mode: a one-pixel outline in the kind's color on each view's edge.
    @Test func inspectorOutlinesViews() throws {
        let tree = RTest.layout(Color.clear.frame(width: 50, height: 50).id("v"), 200, 200)
        let f = try #require(tree.frame(of: "v"))
        let img = try RTest.png(tree, scale: 2, inspector: InspectorOptions())
        let edge = RTest.pixel(img, Double(f.minX) + 0.25, Double(f.midY), scale: 2)
        #expect(RTest.near(edge, RTest.rgb(Inspector.color(for: "frame"))) || RTest.near(edge, RTest.rgb(Inspector.color(for: "Color"))))
        #expect(RTest.near(RTest.pixel(img, Double(f.midX), Double(f.midY), scale: 2), white))
    }

    // PNG codec: the PNG specification's CRC of an empty IEND chunk is
    // AE 42 60 82; stored blocks (the fallback without zlib) read back.
    @Test func codecPieces() throws {
        #expect(PNGCodec.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        // RFC 1950's Adler-32 of "Wikipedia" is 0x11E60398 (a standard check value).
        #expect(PNGCodec.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        let bytes = (0..<150_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        #expect(try PNGCodec.readStoredZlib(PNGCodec.storedZlib(bytes)) == bytes)
        let rgba: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 9, 9, 9, 9]
        let image = try PNGCodec.decode(PNGCodec.encode(width: 2, height: 2, rgba: rgba))
        #expect(image.width == 2 && image.height == 2 && image.rgba == rgba)
        #expect(throws: PNGCodec.DecodeError.self) { try PNGCodec.decode(Data("not a png".utf8)) }
    }

    // A root too large to rasterise is an error, not a crash.
    @Test func hugeRootIsAnError() {
        let tree = RTest.layout(Color.red, 1e7, 1e7)
        #expect(throws: PNGRenderer.RenderError.self) { try PNGRenderer(scale: 3).render(tree) }
    }

    // Every built-in example rasterises; the view's color appears.
    @Test func everyExampleRasterises() throws {
        for e in Example.all {
            for s in e.stages {
                let img = try RTest.png(s.layout(), scale: 1)
                // The canvas is 390 wide; stages on a device preset are
                // the device's screen (SafeAreaExamples.swift).
                #expect(img.width == Int(s.rootSize.width), "\(e.name)")
            }
        }
    }
}
