import Foundation
import Testing
import ViewLayout

/// The drawing modifiers and styles: each leaves every frame as the
/// unmodified view's (their pages: the effect is applied when drawing, the
/// layout is unchanged) and records what a renderer needs.
@Suite struct DrawingModifierTests {
    func shape(_ v: PlacedView?) -> ShapeDrawing? {
        if case .shape(let s)? = v?.drawing { return s }
        return nil
    }
    func text(_ v: PlacedView?) -> TextDrawing? {
        if case .text(let t)? = v?.drawing { return t }
        return nil
    }
    /// The view a background draws: the first child behind, past the
    /// wrappers around the filled shape.
    func backgroundLeaf(_ v: PlacedView?) -> PlacedView? {
        var leaf = v?.childrenInDrawingOrder.first
        while let l = leaf, l.drawing == nil, let c = l.children.first { leaf = c }
        return leaf
    }
    func color(_ p: Paint?) -> Color? {
        if case .color(let c)? = p { return c }
        return nil
    }
    /// 8-bit components and the opacity of a color, for comparing with the cited tables.
    func rgba(_ c: Color?) -> [Double] {
        guard let c else { return [] }
        return [(c.red * 255).rounded(), (c.green * 255).rounded(), (c.blue * 255).rounded(), (c.opacity * 100).rounded() / 100]
    }

    // Every effect's page: layout is unchanged, so the frames and the number
    // of layout nodes are those of the plain view.
    @Test func effectsChangeNoFrameAndAddNoNode() {
        func content(_ on: Bool) -> some View {
            VStack(spacing: 8) {
                Text("Shadow").shadow(color: on ? .red : .clear, radius: on ? 4 : 0, x: 2, y: 3).id("a")
                Color.red.frame(width: 40, height: 30).blur(radius: on ? 3 : 0).brightness(on ? 0.2 : 0).contrast(on ? 2 : 1)
                    .saturation(on ? 0 : 1).grayscale(on ? 1 : 0).hueRotation(.degrees(on ? 90 : 0)).colorMultiply(on ? .blue : .white)
                Circle().rotationEffect(.degrees(on ? 45 : 0), anchor: .topLeading).scaleEffect(on ? 2 : 1)
                    .scaleEffect(x: on ? 0.5 : 1, y: 1, anchor: .bottom).scaleEffect(CGSize(width: 1, height: on ? 3 : 1))
                    .rotation3DEffect(.degrees(on ? 60 : 0), axis: (x: 0, y: 1, z: 0))
                    .transformEffect(on ? CGAffineTransform(translationX: 5, y: 5) : .identity).id("c")
                Text("Blend").blendMode(on ? .multiply : .normal).compositingGroup().drawingGroup().colorInvert().id("d")
            }
        }
        let env = VLTest.environment(scale: 3)
        let plain = ResolvedViewTree(content(false), environment: env)
        let decorated = ResolvedViewTree(content(true), environment: env)
        #expect(plain.nodeCount == decorated.nodeCount)
        let a = plain.layout(in: CGSize(width: 390, height: 844)), b = decorated.layout(in: CGSize(width: 390, height: 844))
        #expect(a.allViews.map(\.frame) == b.allViews.map(\.frame))
        #expect(b.view(withID: "c")?.effects.count == 6)
        #expect(b.diagnostics.isEmpty)
    }

    // shadow(color:radius:x:y:)'s declaration: the default color is
    // Color(.sRGBLinear, white: 0, opacity: 0.33), x and y default to 0.
    // Effects are kept in the order written: the first applies first.
    @Test func shadowDefaultsAndEffectOrder() {
        let r = VLTest.layout(Color.red.frame(width: 10, height: 10).shadow(radius: 4).rotationEffect(.degrees(90)).id("x"), 100, 100)
        let effects = r.view(withID: "x")?.effects
        #expect(effects == [.shadow(color: Color(white: 0, opacity: 0.33), radius: 4, x: 0, y: 0),
                            .transform(.rotation(radians: .pi / 2, anchor: .center))])
    }

    // rotationEffect(_:anchor:) turns the drawing about the anchor
    // (clockwise on screen for positive angles); scaleEffect about its anchor.
    @Test func transformsAreRelativeToTheFrame() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let rotate = DrawTransform.rotation(radians: .pi / 2, anchor: .center).matrix(in: frame)
        let p = CGPoint(x: 0, y: 0).applying(rotate)
        // The top-left corner, 50 left and 25 above the center, ends 25 right and 50 above it.
        #expect(abs(p.x - 75) < 1e-9 && abs(p.y - -25) < 1e-9)
        let scale = DrawTransform.scale(x: 2, y: 2, anchor: .topLeading).matrix(in: frame)
        #expect(CGPoint(x: 100, y: 50).applying(scale) == CGPoint(x: 200, y: 100))
        // rotation3DEffect about the y axis by 60°: x is foreshortened by cos 60° = 0.5.
        let flip = DrawTransform.rotation3D(radians: .pi / 3, axisX: 0, axisY: 1, axisZ: 0, anchor: .center).matrix(in: frame)
        let q = CGPoint(x: 100, y: 50).applying(flip)
        #expect(abs(q.x - 75) < 1e-9 && abs(q.y - 50) < 1e-9)
        // transformEffect works in the view's own coordinates (origin at its top-left corner).
        let moved = DrawTransform.affine(CGAffineTransform(scaleX: 2, y: 2)).matrix(in: CGRect(x: 10, y: 10, width: 5, height: 5))
        #expect(CGPoint(x: 15, y: 15).applying(moved) == CGPoint(x: 20, y: 20))
    }

    // The color filters as SVG defines its feColorMatrix forms: saturate(0)
    // weighs R, G, B by 0.213, 0.715, 0.072; inversion is 1 - c;
    // brightness adds; colorMultiply multiplies.
    @Test func colorFiltersAreMatrices() {
        let r = VLTest.layout(VStack {
            Color.red.grayscale(1).id("g")
            Color.red.colorInvert().id("i")
            Color.red.brightness(0.1).id("b")
            Color.red.colorMultiply(Color(red: 0.5, green: 1, blue: 1)).id("m")
        }, 100, 100)
        func matrix(_ id: String) -> ColorMatrix? {
            if case .colorMatrix(let m)? = r.view(withID: id)?.effects.first { return m }
            return nil
        }
        let gray = matrix("g")?.apply(r: 1, g: 0, b: 0, a: 1)
        #expect(gray.map { abs($0.r - 0.213) < 1e-9 && abs($0.g - 0.213) < 1e-9 && abs($0.b - 0.213) < 1e-9 } == true)
        let inverted = matrix("i")?.apply(r: 0.2, g: 0.4, b: 0.6, a: 1)
        #expect(inverted.map { abs($0.r - 0.8) < 1e-9 && abs($0.g - 0.6) < 1e-9 && abs($0.b - 0.4) < 1e-9 } == true)
        #expect(matrix("b")?.apply(r: 0.5, g: 0.5, b: 0.5, a: 1).r == 0.6)
        #expect(matrix("m")?.apply(r: 0.8, g: 0.8, b: 0.8, a: 1).r == 0.4)
    }

    // mask(alignment:_:) lays its view out in the masked view's frame, like
    // an overlay: the masked view's frame does not change.
    @Test func maskIsLaidOutAsAnOverlay() {
        let plain = VLTest.layout(Color.red.frame(width: 80, height: 40).id("c"), 200, 200)
        let masked = VLTest.layout(Color.red.frame(width: 80, height: 40).id("c").mask { Circle().id("m") }.id("mask"), 200, 200)
        #expect(plain.frame(of: "c") == masked.frame(of: "c"))
        #expect(masked.frame(of: "m") == masked.frame(of: "c"))
        #expect(masked.view(withID: "mask")?.isMask == true)
        #expect(plain.view(withID: "c")?.isMask == false)
    }

    // Hierarchical styles: without a foreground style the levels are the
    // label colors (UIKit "UI element colors": secondaryLabel RGB 60, 60, 67
    // at 60 %, tertiary at 30 %, quaternary at 18 %); with one, its opacity
    // is reduced by the same factors; foregroundStyle(_:_:) sets the
    // secondary level itself.
    @Test func hierarchicalStylesResolveAgainstTheForeground() {
        let r = VLTest.layout(VStack {
            Text("a").foregroundStyle(.secondary).id("s")
            Text("b").foregroundStyle(.tertiary).id("t")
            Rectangle().fill(.quaternary).id("q")
            VStack { Text("c").foregroundStyle(.secondary).id("red2") }.foregroundStyle(.red)
            VStack { Text("d").foregroundStyle(.secondary).id("green") }.foregroundStyle(.blue, .green)
            Circle().stroke(lineWidth: 3).id("stroke")
            Capsule().strokeBorder(lineWidth: 2).id("border")
            Rectangle().fill(.blue.opacity(0.3)).id("faded")
        }, 300, 600)
        #expect(rgba(color(text(r.view(withID: "s"))?.foreground)) == [60, 60, 67, 0.6])
        #expect(rgba(color(text(r.view(withID: "t"))?.foreground)) == [60, 60, 67, 0.3])
        #expect(rgba(color(shape(r.view(withID: "q"))?.fill)) == [60, 60, 67, 0.18])
        #expect(rgba(color(text(r.view(withID: "red2"))?.foreground)) == [255, 59, 48, 0.6])
        #expect(color(text(r.view(withID: "green"))?.foreground) == .green)
        // stroke(lineWidth:) without a style traces in the foreground style (primary here).
        let stroke = shape(r.view(withID: "stroke"))
        #expect(color(stroke?.stroke) == .primary && stroke?.lineWidth == 3 && stroke?.fill == nil)
        #expect(shape(r.view(withID: "border"))?.strokeIsInset == true)
        #expect(rgba(color(shape(r.view(withID: "faded"))?.fill)) == [0, 122, 255, 0.3])
    }

    // The levels of a style (iOS 17's ShapeStyle.secondary...quinary
    // instance properties): the background style's are UIKit's system
    // backgrounds (secondarySystemBackground #F2F2F7, dark #1C1C1E;
    // tertiary #FFFFFF, dark #2C2C2E: "UI element colors", noahgilmore.com's
    // table of iOS system colors); the foreground's go one level further; a
    // color fades by the label colors' alphas (60 %, 30 %).
    @Test func levelsOfAStyle() {
        let content = VStack {
            Rectangle().fill(.background.secondary).id("bg2")
            Rectangle().fill(.background.tertiary).id("bg3")
            Text("f").foregroundStyle(.foreground.secondary).id("fg2")
            Rectangle().fill(Color.blue.tertiary).id("blue3")
            Rectangle().fill(.secondary.secondary).id("level2")
        }
        let light = VLTest.layout(content, 300, 600)
        #expect(rgba(color(shape(light.view(withID: "bg2"))?.fill)) == [242, 242, 247, 1])
        #expect(rgba(color(shape(light.view(withID: "bg3"))?.fill)) == [255, 255, 255, 1])
        #expect(rgba(color(text(light.view(withID: "fg2"))?.foreground)) == [60, 60, 67, 0.6])
        #expect(rgba(color(shape(light.view(withID: "blue3"))?.fill)) == [0, 122, 255, 0.3])
        #expect(rgba(color(shape(light.view(withID: "level2"))?.fill)) == [60, 60, 67, 0.3])
        let dark = VLTest.layout(content.environment(\.colorScheme, .dark), 300, 600)
        #expect(rgba(color(shape(dark.view(withID: "bg2"))?.fill)) == [28, 28, 30, 1])
        #expect(rgba(color(shape(dark.view(withID: "bg3"))?.fill)) == [44, 44, 46, 1])
    }

    // The gradient styles record their geometry; Color.gradient runs top to
    // bottom and ends in the color itself.
    @Test func gradientsAndMaterials() {
        let r = VLTest.layout(VStack {
            RadialGradient(colors: [.red, .blue], center: .center, startRadius: 5, endRadius: 50).id("radial")
            AngularGradient(colors: [.red, .blue], center: .center).id("angular")
            EllipticalGradient(colors: [.red, .blue]).id("elliptical")
            Rectangle().fill(Color.blue.gradient).id("any")
            Text("m").padding().background(.ultraThinMaterial).id("material")
            Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).id("static")
        }, 300, 600)
        if case .radialGradient(let stops, let center, let r0, let r1)? = shape(r.view(withID: "radial"))?.fill {
            #expect(stops.map(\.color) == [.red, .blue] && center == .center && r0 == 5 && r1 == 50)
        } else { Issue.record("no radial gradient") }
        // AngularGradient's declaration: equal start and end angles (both 0 by default) sweep a whole turn.
        if case .angularGradient(_, _, let a0, let a1)? = shape(r.view(withID: "angular"))?.fill {
            #expect(a0 == 0 && abs(a1 - 2 * .pi) < 1e-12)
        } else { Issue.record("no angular gradient") }
        // EllipticalGradient's defaults: start 0, end 0.5 of the size: the edges.
        if case .ellipticalGradient(_, _, let f0, let f1)? = shape(r.view(withID: "elliptical"))?.fill {
            #expect(f0 == 0 && f1 == 1)
        } else { Issue.record("no elliptical gradient") }
        if case .linearGradient(let stops, let start, let end)? = shape(r.view(withID: "any"))?.fill {
            #expect(start == .top && end == .bottom && stops.last?.color == .blue)
        } else { Issue.record("no gradient") }
        let background = backgroundLeaf(r.view(withID: "material"))
        #expect(color(shape(background)?.fill)?.opacity ?? 1 < 1)
        #expect(shape(r.view(withID: "static"))?.fill == LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)._paint)
    }

    // Color initialisers and UIKit's colors (HIG "Color" and the UI element
    // color tables, API/Views/SystemColors.swift): systemGray6 is RGB 242,
    // 242, 247 in light mode and 28, 28, 30 in dark; systemBlue dark is 10,
    // 132, 255; label is white in dark mode.
    @Test func systemColorsAndDarkMode() {
        #expect(rgba(Color(hue: 0, saturation: 1, brightness: 1)) == [255, 0, 0, 1])
        #expect(rgba(Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 0.5)) == [255, 128, 0, 0.5])
        #expect(rgba(Color(white: 0.5, opacity: 0.25)) == [128, 128, 128, 0.25])
        func content() -> some View {
            VStack {
                Color(.systemGray6).id("gray6")
                Color(uiColor: .secondarySystemBackground).id("secondary")
                Color.blue.id("blue")
                Text("label").id("text")
                Rectangle().fill(.background).id("bg")
            }
        }
        let light = VLTest.layout(content(), 100, 300)
        #expect(rgba(color(shape(light.view(withID: "gray6"))?.fill)) == [242, 242, 247, 1])
        #expect(rgba(color(shape(light.view(withID: "secondary"))?.fill)) == [242, 242, 247, 1])
        #expect(color(text(light.view(withID: "text"))?.foreground) == .primary)
        #expect(rgba(color(shape(light.view(withID: "bg"))?.fill)) == [255, 255, 255, 1])
        #expect(light.preferredColorScheme == nil)
        for dark in [VLTest.layout(content().preferredColorScheme(.dark), 100, 300),
                     VLTest.layout(content().environment(\.colorScheme, .dark), 100, 300)] {
            #expect(rgba(color(shape(dark.view(withID: "gray6"))?.fill)) == [28, 28, 30, 1])
            #expect(rgba(color(shape(dark.view(withID: "secondary"))?.fill)) == [28, 28, 30, 1])
            #expect(rgba(color(shape(dark.view(withID: "blue"))?.fill)) == [10, 132, 255, 1])
            #expect(rgba(color(text(dark.view(withID: "text"))?.foreground)) == [255, 255, 255, 1])
            #expect(rgba(color(shape(dark.view(withID: "bg"))?.fill)) == [0, 0, 0, 1])
            // Frames do not depend on the scheme.
            #expect(dark.allViews.map(\.frame) == light.allViews.map(\.frame))
        }
        #expect(VLTest.layout(content().preferredColorScheme(.dark), 100, 300).preferredColorScheme == .dark)
        // backgroundStyle(_:) replaces the system background as `.background`.
        let styled = VLTest.layout(content().backgroundStyle(.orange), 100, 300)
        #expect(color(shape(styled.view(withID: "bg"))?.fill) == .orange)
    }

    // Color("name") has no asset catalog here: the environment's table
    // supplies it; an unknown name is gray with a diagnostic.
    @Test func assetColorsComeFromTheEnvironment() {
        var env = VLTest.environment(scale: 1)
        env.assetColors = ["Brand": Color(red: 0.2, green: 0.4, blue: 0.6)]
        let r = ViewLayout.layout(VStack { Color("Brand").id("b"); Color("Missing", bundle: nil).id("m") },
                                  in: CGSize(width: 100, height: 100), environment: env)
        #expect(color(shape(r.view(withID: "b"))?.fill) == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(rgba(color(shape(r.view(withID: "m"))?.fill)) == [142, 142, 147, 1])
        #expect(r.diagnostics.map(\.message).contains { $0.contains("Missing") })
        #expect(!r.diagnostics.map(\.message).contains { $0.contains("Brand") })
    }

    // textCase(_:) shows the string in that case: the frame is the
    // uppercased string's measured width. tracking(_:) and kerning(_:) add
    // their value after every character (NSAttributedString's kern
    // attribute): "Hello" tracked by 2 is 5 × 2 = 10 points wider, to the
    // pixel grid.
    @Test func textCaseAndTrackingChangeTheMeasuredWidth() {
        let r = VLTest.layout(VStack(alignment: .leading) {
            Text("Hello").textCase(.uppercase).id("upper")
            Text("Hello").id("plain")
            Text("Hello").tracking(2).id("tracked")
            Text("Hello").kerning(2).id("kerned")
            Text("Hello").tracking(2).textCase(.lowercase).id("both")
            Text("Hello").underline().strikethrough(pattern: .dash, color: .red).id("lines")
        }, 390, 844, scale: 3)
        let upper = VLTest.text("HELLO").size.width
        #expect(abs(Double(r.frame(of: "upper")?.width ?? 0) - Double(upper)) < 1e-6)
        let plain = Double(r.frame(of: "plain")?.width ?? 0), tracked = Double(r.frame(of: "tracked")?.width ?? 0)
        #expect(abs(tracked - plain - 10) <= 1.0 / 3 + 1e-9)
        #expect(abs(Double(r.frame(of: "kerned")?.width ?? 0) - tracked) < 1e-6)
        #expect(text(r.view(withID: "both"))?.string == "hello" && text(r.view(withID: "both"))?.options.tracking == 2)
        let lines = text(r.view(withID: "lines"))
        #expect(lines?.underline == .single && lines?.strikethrough == Text.LineStyle(pattern: .dash, color: .red))
    }

    // imageScale(_:): NSImage.SymbolScale's pages put small about 20 %
    // below medium and large about 30 % above; symbolVariant(.fill) picks
    // the filled symbol.
    @Test func imageScaleAndSymbolVariant() {
        let r = VLTest.layout(HStack {
            Image(systemName: "star").id("medium")
            Image(systemName: "star").imageScale(.large).id("large")
            Image(systemName: "star").imageScale(.small).id("small")
            Image(systemName: "star").symbolVariant(.fill).id("filled")
            Image(systemName: "star").renderingMode(.original).symbolRenderingMode(.multicolor).id("original")
        }.frame(maxWidth: .infinity, alignment: .leading), 390, 200, scale: 3)
        let m = Double(r.frame(of: "medium")?.width ?? 0)
        #expect(abs(Double(r.frame(of: "large")?.width ?? 0) - 1.3 * m) <= 1.0 / 3 + 1e-9)
        #expect(abs(Double(r.frame(of: "small")?.width ?? 0) - 0.8 * m) <= 1.0 / 3 + 1e-9)
        if case .image(let i)? = r.view(withID: "filled")?.drawing { #expect(i.name == "star.fill") } else { Issue.record("no image") }
        #expect(abs(Double(r.frame(of: "original")?.width ?? 0) - m) < 1e-6)
    }

    // background(_:ignoresSafeAreaEdges:): "The set of edges for which to
    // ignore safe area insets when adding the background. The default value
    // is all": a screen-filling view's style background reaches the
    // screen's edges (iPhone 13: 390 × 844, safe area top 47, bottom 34);
    // with no edges, or in a shape, it keeps to the view's frame.
    @Test func styleBackgroundsFillTheSafeArea() {
        func screen<B: View>(_ background: (AnyView) -> B) -> PlacedViewTree {
            layout(background(AnyView(Text("x").frame(maxWidth: .infinity, maxHeight: .infinity).id("content"))).id("bg"), on: .iPhone13)
        }
        let all = screen { $0.background(.red) }
        #expect(all.frame(of: "content") == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        #expect(backgroundLeaf(all.view(withID: "bg"))?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        let none = screen { $0.background(.red, ignoresSafeAreaEdges: []) }
        #expect(backgroundLeaf(none.view(withID: "bg"))?.frame == none.frame(of: "content"))
        let inShape = screen { $0.background(.red, in: Rectangle()) }
        #expect(backgroundLeaf(inShape.view(withID: "bg"))?.frame == inShape.frame(of: "content"))
    }

    // Stroke styles: caps, joins and dashes are recorded for the renderers.
    @Test func strokeStyleIsRecorded() {
        let dashed = StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2])
        let r = VLTest.layout(VStack {
            Rectangle().stroke(Color.red, style: dashed).id("d")
            Rectangle().stroke(style: StrokeStyle(lineWidth: 5)).id("plain")
        }, 100, 100)
        #expect(shape(r.view(withID: "d"))?.strokeStyle == dashed && shape(r.view(withID: "d"))?.lineWidth == 2)
        #expect(shape(r.view(withID: "plain"))?.strokeStyle == nil && shape(r.view(withID: "plain"))?.lineWidth == 5)
    }

    // Bad input never traps: non-finite effect values are reported and the
    // effect dropped.
    @Test func badEffectValuesAreReported() {
        let r = VLTest.layout(Color.red.shadow(radius: .nan).blur(radius: .infinity).rotationEffect(.radians(.infinity))
            .scaleEffect(.nan).id("x"), 100, 100)
        #expect(r.diagnostics.count == 4)
        #expect(r.view(withID: "x")?.effects == [])
        #expect(r.frame(of: "x") == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    // The forms real app files write compile and keep their frames: a card
    // with a style background in a shape, a shadow with a faded color, a
    // hex color extension, UIKit colors and hierarchical borders.
    @Test func appStyleCodeCompilesAndLaysOut() {
        let card = VStack(alignment: .leading, spacing: 8) {
            Text("Title").font(.headline).fontWeight(.semibold).foregroundStyle(.primary)
            Text("Subtitle").font(.subheadline).foregroundStyle(.secondary).italic()
            HStack {
                Image(systemName: "star.fill").foregroundStyle(.yellow).imageScale(.small)
                Text("4.8").monospacedDigit().bold()
            }
        }
        .padding()
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
        .background(Color(.systemGray6))
        .background(.red)
        .background(Color.red)
        .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.gray.opacity(0.2), lineWidth: 1))
        .border(.quaternary)
        .shadow(color: .black.opacity(0.1), radius: 5, x: 0, y: 2)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .id("card")
        let plain = VStack(alignment: .leading, spacing: 8) {
            Text("Title").font(.headline).fontWeight(.semibold)
            Text("Subtitle").font(.subheadline).italic()
            HStack {
                Image(systemName: "star.fill").imageScale(.small)
                Text("4.8").monospacedDigit().bold()
            }
        }.padding().id("card")
        let a = VLTest.layout(card, 390, 844, scale: 3), b = VLTest.layout(plain, 390, 844, scale: 3)
        #expect(a.frame(of: "card") == b.frame(of: "card"))
        #expect(rgba(Color(hex: 0x34C759)) == [52, 199, 89, 1])
        let fills = Circle().fill(LinearGradient(gradient: Gradient(colors: [.blue, .purple]), startPoint: .topLeading, endPoint: .bottomTrailing))
        #expect(VLTest.layout(fills.frame(width: 20, height: 20).id("g"), 100, 100).frame(of: "g")?.width == 20)
    }
}

extension Color {
    /// The kind of initialiser app files add: RGB from a hex number.
    fileprivate init(hex: UInt32, opacity: Double = 1) {
        self.init(.sRGB, red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, opacity: opacity)
    }
}
