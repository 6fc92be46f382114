import Foundation
import Testing
import ViewLayout

/// What each placed view draws (`PlacedView.drawing`) and the draw-only
/// modifiers: they record attributes and never change a frame.
@Suite struct DrawingInfoTests {
    func shape(_ v: PlacedView?) -> ShapeDrawing? {
        if case .shape(let s)? = v?.drawing { return s }
        return nil
    }
    func text(_ v: PlacedView?) -> TextDrawing? {
        if case .text(let t)? = v?.drawing { return t }
        return nil
    }

    // Shape pages: fill(_:) fills, stroke(_:lineWidth:) traces the outline;
    // border(_:width:) "draws a border ... around the view's frame" inside it
    // (strokeBorder).
    @Test func shapesFillsStrokesAndBorders() {
        let r = RTest.layout(VStack {
            RoundedRectangle(cornerRadius: 8).fill(Color.red).id("filled")
            Circle().stroke(Color.blue, lineWidth: 3).id("stroked")
            Capsule().strokeBorder(Color.green, lineWidth: 2).id("inset")
            Text("Hi").border(Color.orange, width: 4).id("bordered")
        }, 200, 400)
        #expect(shape(r.view(withID: "filled")) == ShapeDrawing(shape: .roundedRectangle(cornerRadius: 8), fill: .color(.red), stroke: nil,
                                                                  lineWidth: 0, strokeIsInset: false))
        let stroked = shape(r.view(withID: "stroked"))
        #expect(stroked?.shape == .circle && stroked?.fill == nil && stroked?.stroke == .color(.blue) && stroked?.lineWidth == 3)
        #expect(stroked?.strokeIsInset == false)
        #expect(shape(r.view(withID: "inset"))?.strokeIsInset == true)
        // The border is a stroked rectangle overlaid on the text, inside its frame.
        let overlay = r.view(withID: "bordered")
        let border = overlay?.childrenInDrawingOrder.last
        #expect(shape(border) == ShapeDrawing(shape: .rectangle, fill: nil, stroke: .color(.orange), lineWidth: 4, strokeIsInset: true))
        #expect(border?.frame == overlay?.children.first?.frame)
    }

    // foregroundColor(_:) page: "Sets the color of the foreground elements
    // displayed by this view"; it is inherited (an environment value), a
    // view's own setting wins, and a shape with its own fill keeps it.
    @Test func foregroundIsInheritedByTextSymbolsAndUnfilledShapes() {
        let r = RTest.layout(VStack {
            Text("inherits").id("t1")
            Text("own").foregroundColor(.red).id("t2")
            Rectangle().id("unfilled")
            Rectangle().fill(Color.blue).id("filled")
            Image(systemName: "star").id("symbol")
        }.foregroundColor(.green), 300, 400)
        #expect(text(r.view(withID: "t1"))?.foreground == .color(.green))
        #expect(text(r.view(withID: "t2"))?.foreground == .color(.red))
        #expect(shape(r.view(withID: "unfilled"))?.fill == .color(.green))
        #expect(shape(r.view(withID: "filled"))?.fill == .color(.blue))
        if case .image(let i)? = r.view(withID: "symbol")?.drawing {
            #expect(i.isSystemImage && i.name == "star" && i.foreground == .color(.green))
        } else {
            Issue.record("no image drawing")
        }
        // Without a foreground style, text is primary (the default).
        let plain = RTest.layout(Text("x").id("x"), 100, 100)
        #expect(text(plain.view(withID: "x"))?.foreground == .color(.primary))
        #expect(text(plain.view(withID: "x"))?.font == .body)
    }

    @Test func foregroundStyleTakesGradients() {
        let g = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let r = RTest.layout(Text("g").foregroundStyle(g).id("g"), 100, 100)
        #expect(text(r.view(withID: "g"))?.foreground == g._paint)
    }

    // The draw-only modifiers' pages all leave layout alone: frames and the
    // number of layout nodes are those of the view without them.
    @Test func drawOnlyModifiersChangeNoFrameAndAddNoNode() {
        func content(_ decorated: Bool) -> some View {
            HStack {
                Text("A").padding().opacity(decorated ? 0.5 : 1).id("a")
                Color.red.frame(width: 40, height: 30).clipped().cornerRadius(4).zIndex(decorated ? 2 : 0)
                Text("B").clipShape(Circle()).foregroundColor(.red).id("b")
            }
        }
        let plain = ResolvedViewTree(content(false), environment: RTest.environment())
        let decorated = ResolvedViewTree(content(true), environment: RTest.environment())
        #expect(plain.nodeCount == decorated.nodeCount)
        let a = plain.layout(in: CGSize(width: 300, height: 200)), b = decorated.layout(in: CGSize(width: 300, height: 200))
        #expect(a.allViews.map(\.frame) == b.allViews.map(\.frame))
        #expect(b.view(withID: "a")?.opacity == 0.5)
        #expect(b.view(withID: "b")?.clipShapes == [ClipShape(shape: .circle, antialiased: true)])
    }

    // clipped(antialiased:) defaults to false; cornerRadius(_:antialiased:)
    // to true (their declarations). Opacity stacks by multiplication.
    @Test func clipsAndOpacityAccumulate() {
        let r = RTest.layout(Color.red.clipped().cornerRadius(6).opacity(0.5).opacity(0.5).id("c"), 100, 100)
        let v = r.view(withID: "c")
        #expect(v?.clipShapes == [ClipShape(shape: .rectangle, antialiased: false),
                                  ClipShape(shape: .roundedRectangle(cornerRadius: 6), antialiased: true)])
        #expect(v?.opacity == 0.25)
    }

    // ZStack page: "The ZStack assigns each successive subview a higher
    // z-axis value than the one before it"; zIndex(_:) "controls the display
    // order of overlapping views" (default 0), a trait that survives the
    // modifiers after it.
    @Test func zIndexOrdersSiblingsStably() {
        let r = RTest.layout(ZStack {
            Color.red.id("red")
            Color.blue.zIndex(1).padding(4).id("blue")
            Color.green.id("green")
            Color.yellow.zIndex(-1).id("yellow")
        }.id("stack"), 100, 100)
        let order = r.view(withID: "stack")?.childrenInDrawingOrder.map { "\($0.id?.base ?? "")" }
        #expect(order == ["yellow", "red", "green", "blue"])
    }

    // background(alignment:content:) page: "Layers the views that you
    // specify behind this view": drawn first, although it is the second
    // child in the tree.
    @Test func backgroundIsDrawnBehind() {
        let r = RTest.layout(Text("x").id("front").background(Color.red.id("back")).id("bg"), 100, 100)
        let order = r.view(withID: "bg")?.childrenInDrawingOrder.map { "\($0.id?.base ?? "")" }
        #expect(order == ["back", "front"])
    }

    // Divider page: "A visual element that can be used to separate other
    // content": a filled line across its frame; spacers and stacks draw
    // nothing themselves.
    @Test func dividersDrawAndContainersDoNot() {
        let r = RTest.layout(VStack { Divider().id("d"); Spacer().id("s") }.id("v"), 100, 100)
        let d = shape(r.view(withID: "d"))
        #expect(d?.shape == .rectangle && d?.fill != nil && d?.stroke == nil)
        #expect(r.view(withID: "s")?.drawing == nil && r.view(withID: "v")?.drawing == nil)
    }

    // Bad input never traps: a NaN opacity or radius is reported and ignored.
    @Test func badDrawingValuesAreReported() {
        let r = RTest.layout(Text("x").opacity(Double.nan).cornerRadius(-3).zIndex(.infinity).opacity(7).id("x"), 100, 100)
        #expect(r.diagnostics.count == 3)
        #expect(r.view(withID: "x")?.opacity == 1)
        #expect(r.view(withID: "x")?.clipShapes.first?.shape == .roundedRectangle(cornerRadius: 0))
        #expect(r.view(withID: "x")?.zIndex == 0)
    }
}
