import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ViewLayout
import ViewLayoutExamples
@testable import ViewLayoutRender

/// The SVG parses as XML, and its elements sit at the frames of the views
/// they draw.
@Suite struct SVGRenderTests {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        var depth: Int
        func d(_ key: String) -> Double? { attributes[key].flatMap(Double.init) }
    }

    /// Parses with Foundation's XMLParser; fails the test on a parse error.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var open: [Int] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            open.append(elements.count)
            elements.append(Element(name: name, attributes: attributes, depth: open.count))
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let i = open.last { elements[i].text += string }
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }
    }

    func parse(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) -> [Element] {
        let parser = XMLParser(data: Data(svg.utf8))
        let c = Collector()
        parser.delegate = c
        let ok = parser.parse()
        #expect(ok, "SVG does not parse: \(parser.parserError.map { "\($0)" } ?? "")\n\(svg)", sourceLocation: sourceLocation)
        return c.elements
    }

    func rect(_ e: Element) -> CGRect? {
        guard let x = e.d("x"), let y = e.d("y"), let w = e.d("width"), let h = e.d("height") else { return nil }
        return CGRect(x: x, y: y, width: w, height: h)
    }

    func close(_ a: CGRect?, _ b: CGRect?) -> Bool {
        guard let a, let b else { return false }
        // The SVG writes three decimals.
        return abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
    }

    // ZStack page: "a red 100 x 50 point rectangle below, and a blue 50 x 100
    // point rectangle on top", bottom-leading, with a green border. Every
    // <rect> of a Rectangle is at its view's frame, in drawing order.
    @Test func documentationExampleRectanglesMatchFrames() throws {
        let stage = try #require(Example.named("zstack-bottom-leading")?.stages.first)
        let tree = stage.layout()
        let elements = parse(SVGRenderer(environment: stage.environment).render(tree))
        let svg = try #require(elements.first)
        #expect(svg.name == "svg" && svg.d("width") == 390 && svg.d("height") == 763)
        let drawn = elements.filter { $0.attributes["data-view"] == "Rectangle" }
        let views = tree.views(ofKind: "Rectangle")
        #expect(drawn.count == 3)
        // Fills: red, blue (on top: later in the document); then the border.
        #expect(drawn.map { $0.attributes["fill"] } == ["#ff3b30", "#007aff", "none"])
        #expect(close(rect(drawn[0]), views[0].frame))
        #expect(close(rect(drawn[1]), views[1].frame))
        #expect(drawn[0].d("width") == 100 && drawn[0].d("height") == 50)
        // border(_:width:) strokes inside the frame: the rect is inset by
        // half the line width, so the line's outer edge is the frame.
        let border = views[2].frame.insetBy(dx: 0.5, dy: 0.5)
        #expect(close(rect(drawn[2]), border))
        #expect(drawn[2].attributes["stroke"] == "#34c759" && drawn[2].d("stroke-width") == 1)
    }

    // Text is XML-escaped, one <text> per line with the measured width and
    // the font the layout used.
    @Test func textIsEscapedAndCarriesItsFont() throws {
        let s = "a < b & \"c\" > 'd'"
        let tree = RTest.layout(Text(s).font(.headline).foregroundColor(.red).id("t"), 300, 100)
        let elements = parse(SVGRenderer(environment: RTest.environment()).render(tree))
        let t = try #require(elements.first { $0.name == "text" })
        #expect(t.text == s)
        let frame = try #require(tree.frame(of: "t"))
        #expect(t.d("x") == Double(frame.minX))
        #expect(t.d("font-size") == 17 && t.attributes["font-weight"] == "600" && t.attributes["fill"] == "#ff3b30")
        let m = BuiltinTextMeasurer().measure(s, font: .headline, proposal: ProposedViewSize(width: frame.width, height: frame.height), displayScale: 1)
        #expect(abs(t.d("y")! - Double(frame.minY + m.firstBaseline)) < 0.001)
        #expect(abs(t.d("textLength")! - Double(frame.width)) < 0.001)
    }

    @Test func wrappedTextHasOneElementPerLine() {
        let tree = RTest.layout(Text("one two three four five six seven").frame(width: 80), 300, 300)
        let texts = parse(SVGRenderer(environment: RTest.environment()).render(tree)).filter { $0.name == "text" }
        let m = BuiltinTextMeasurer().measure("one two three four five six seven", font: .body,
                                              proposal: ProposedViewSize(width: 80, height: nil), displayScale: 1)
        #expect(texts.count == m.lineCount && texts.count > 1)
        #expect(texts.map(\.text).joined(separator: " ") == "one two three four five six seven")
        let ys = texts.compactMap { $0.d("y") }
        #expect(ys == ys.sorted() && Set(ys).count == ys.count)
    }

    // Lines are leading-aligned (multilineTextAlignment's default is
    // .leading): at the left edge left to right, at the right edge right
    // to left.
    @Test func linesStartAtTheLeadingEdge() throws {
        for rtl in [false, true] {
            var env = RTest.environment()
            env.layoutDirection = rtl ? .rightToLeft : .leftToRight
            let tree = ViewLayout.layout(Text("one two three four five six seven").frame(width: 80).id("t"),
                                         in: CGSize(width: 300, height: 300), environment: env)
            let f = try #require(tree.views(ofKind: "Text").first?.frame)
            let texts = parse(SVGRenderer(environment: env).render(tree)).filter { $0.name == "text" }
            #expect(texts.count > 1)
            for t in texts {
                let x = try #require(t.d("x")), w = try #require(t.d("textLength"))
                if rtl { #expect(abs(x + w - Double(f.maxX)) < 0.001) } else { #expect(x == Double(f.minX)) }
            }
        }
    }

    // clipped() clips to the frame; clipShape(Circle()) to a circle in it;
    // opacity(_:) makes a group.
    @Test func clipsAndOpacityAreGroups() throws {
        let tree = RTest.layout(HStack(spacing: 0) {
            Color.red.frame(width: 200, height: 200).frame(width: 50, height: 40).clipped().id("clip")
            Color.blue.frame(width: 60, height: 60).clipShape(Circle()).opacity(0.5).id("circle")
        }, 300, 300)
        let elements = parse(SVGRenderer(environment: RTest.environment()).render(tree))
        let clipPaths = elements.filter { $0.name == "clipPath" }
        #expect(clipPaths.count == 2)
        let clipRect = try #require(elements.first { $0.name == "rect" && $0.depth == clipPaths[0].depth + 1 })
        #expect(close(rect(clipRect), tree.frame(of: "clip")))
        let circle = try #require(elements.first { $0.name == "circle" && $0.depth == clipPaths[1].depth + 1 })
        let f = try #require(tree.frame(of: "circle"))
        #expect(circle.d("cx") == Double(f.midX) && circle.d("r") == 30)
        let groups = elements.filter { $0.name == "g" && $0.attributes["clip-path"] != nil }
        #expect(groups.count == 2)
        #expect(groups[1].attributes["opacity"] == "0.5")
    }

    @Test func gradientsUseTheFrame() throws {
        let tree = RTest.layout(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
            .frame(width: 100, height: 20).id("g"), 300, 300)
        let elements = parse(SVGRenderer(environment: RTest.environment()).render(tree))
        let g = try #require(elements.first { $0.name == "linearGradient" })
        let f = try #require(tree.frame(of: "g"))
        #expect(g.d("x1") == Double(f.minX) && g.d("x2") == Double(f.maxX) && g.d("y1") == Double(f.midY))
        #expect(elements.filter { $0.name == "stop" }.map { $0.attributes["stop-color"] } == ["#ff3b30", "#007aff"])
    }

    // Gradient(stops:): each stop at its location; a location outside
    // 0...1 is clamped, one before its predecessor moves up to it.
    @Test func gradientStopsKeepTheirLocations() throws {
        let stops: [Gradient.Stop] = [.init(color: .red, location: -1), .init(color: .blue, location: 0.6),
                                      .init(color: .green, location: 0.3)]
        let tree = RTest.layout(LinearGradient(stops: stops, startPoint: .top, endPoint: .bottom).frame(width: 50, height: 50), 100, 100)
        let elements = parse(SVGRenderer(environment: RTest.environment()).render(tree))
        let offsets = elements.filter { $0.name == "stop" }.map { $0.d("offset") }
        #expect(offsets == [0, 0.6, 0.6])
    }

    // Inspector mode: one outline a view (the root aside), labelled with
    // kind and .id.
    @Test func inspectorOutlinesEveryView() {
        let tree = RTest.layout(VStack { Text("a").id("first"); Color.red }, 100, 100)
        let elements = parse(SVGRenderer(environment: RTest.environment(), inspector: InspectorOptions()).render(tree))
        let labels = elements.filter { $0.name == "text" && $0.attributes["fill"] != nil && $0.attributes["font-size"] == nil }.map(\.text)
        #expect(labels.contains("Text #first") && labels.contains("VStack") && labels.contains("Color"))
        // One outline per distinct bounds; views sharing bounds share a label.
        let distinct = Set(tree.allViews.dropFirst().map { "\($0.frame)" })
        #expect(labels.count == distinct.count && labels.count == 3)
        let merged = RTest.layout(Color.red.padding(0).id("p"), 100, 100)
        let mergedLabels = parse(SVGRenderer(environment: RTest.environment(), inspector: InspectorOptions()).render(merged))
            .filter { $0.name == "text" }.map(\.text)
        #expect(mergedLabels == ["padding #p › Color"])
    }

    // Every built-in example renders to well-formed XML.
    @Test func everyExampleParses() {
        for e in Example.all {
            for s in e.stages {
                _ = parse(SVGRenderer(environment: s.environment, inspector: InspectorOptions(alignmentGuides: true)).render(s.layout()))
            }
        }
    }
}
