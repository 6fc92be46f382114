import Foundation
import ViewLayout

/// Draws a placed-view tree as SVG: plain string building, every text and
/// attribute XML-escaped. Coordinates are points (the view box is the
/// root's frame); a viewer scales them like any vector image.
public struct SVGRenderer {
    /// The environment the tree was laid out with: its text measurer breaks
    /// text into the same lines as the layout, its display scale rounds.
    public var environment: EnvironmentValues
    /// Painted behind everything; nil leaves the picture transparent.
    public var background: Color?
    /// Outlines and labels over the picture; nil for none.
    public var inspector: InspectorOptions?

    public init(environment: EnvironmentValues = EnvironmentValues(), background: Color? = .white, inspector: InspectorOptions? = nil) {
        self.environment = environment
        self.background = background
        self.inspector = inspector
    }

    /// The SVG document for `tree`.
    public func render(_ tree: PlacedViewTree) -> String {
        let f = tree.root.frame
        let w = n(Double(f.width)), h = n(Double(f.height))
        var sink = SVGSink(measurer: environment.textMeasurer, scale: environment.displayScale)
        sink.out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"\(n(Double(f.minX))) \(n(Double(f.minY))) \(w) \(h)\">\n"
        if let background {
            sink.out += "<rect x=\"\(n(Double(f.minX)))\" y=\"\(n(Double(f.minY)))\" width=\"\(w)\" height=\"\(h)\"\(sink.paint("fill", .color(background), f)) data-role=\"background\"/>\n"
        }
        DrawingWalk.walk(tree.root, into: &sink)
        if let inspector { sink.inspector(Inspector.items(tree, options: inspector)) }
        sink.out += "</svg>\n"
        return sink.out
    }
}

/// A number for SVG: at most three decimals, no exponent.
func n(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
    var s = String(format: "%.3f", v)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s == "-0" ? "0" : s
}

/// Escapes text for XML content and attribute values.
func xmlEscape(_ s: String) -> String {
    var r = ""
    r.reserveCapacity(s.utf8.count)
    for c in s.unicodeScalars {
        switch c {
        case "&": r += "&amp;"
        case "<": r += "&lt;"
        case ">": r += "&gt;"
        case "\"": r += "&quot;"
        case "'": r += "&apos;"
        default:
            // Control characters other than tab and newline are not allowed in XML 1.0.
            if c.value < 0x20 && c != "\t" && c != "\n" { r += " " } else { r.unicodeScalars.append(c) }
        }
    }
    return r
}

struct SVGSink: DrawingSink {
    var out = ""
    let measurer: any TextMeasurer
    let scale: CGFloat
    var nextID = 0

    init(measurer: any TextMeasurer, scale: CGFloat) {
        self.measurer = measurer
        self.scale = scale
    }

    mutating func uniqueID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    /// ` fill="#rrggbb" fill-opacity="a"`, or a gradient defined in place.
    mutating func paint(_ attribute: String, _ paint: Paint, _ frame: CGRect) -> String {
        switch paint {
        case .color(let c):
            let rgba = RGBA(c)
            return " \(attribute)=\"\(rgba.hex)\"" + (rgba.a < 1 ? " \(attribute)-opacity=\"\(n(rgba.a))\"" : "")
        case .linearGradient(let stops, let start, let end):
            let id = uniqueID("g")
            // The unit points are in the frame of the view the gradient fills.
            let x1 = Double(frame.minX + start.x * frame.width), y1 = Double(frame.minY + start.y * frame.height)
            let x2 = Double(frame.minX + end.x * frame.width), y2 = Double(frame.minY + end.y * frame.height)
            var defs = "<defs><linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\">"
            for stop in stops {
                let rgba = RGBA(stop.color)
                defs += "<stop offset=\"\(n(Double(stop.location)))\" stop-color=\"\(rgba.hex)\""
                    + (rgba.a < 1 ? " stop-opacity=\"\(n(rgba.a))\"" : "") + "/>"
            }
            defs += "</linearGradient></defs>\n"
            out += defs
            return " \(attribute)=\"url(#\(id))\""
        }
    }

    /// The element for a shape's outline in `frame`, without paint.
    func outline(_ shape: DrawnShape, _ frame: CGRect, inset: Double) -> String {
        let g = ShapeGeometry.resolve(shape, in: frame, inset: inset)
        let r = g.rect
        if case .circle = shape {
            return "<circle cx=\"\(n(Double(r.midX)))\" cy=\"\(n(Double(r.midY)))\" r=\"\(n(Double(r.width) / 2))\""
        }
        if g.isEllipse {
            return "<ellipse cx=\"\(n(Double(r.midX)))\" cy=\"\(n(Double(r.midY)))\" rx=\"\(n(Double(r.width) / 2))\" ry=\"\(n(Double(r.height) / 2))\""
        }
        var s = "<rect x=\"\(n(Double(r.minX)))\" y=\"\(n(Double(r.minY)))\" width=\"\(n(Double(r.width)))\" height=\"\(n(Double(r.height)))\""
        if g.radius > 0 { s += " rx=\"\(n(g.radius))\" ry=\"\(n(g.radius))\"" }
        return s
    }

    mutating func beginGroup(opacity: Double, clips: [ClipShape], frame: CGRect, view: PlacedView) {
        var attributes = ""
        if opacity < 1 { attributes += " opacity=\"\(n(opacity))\"" }
        // Several clips intersect: each wraps the next group.
        var opened = 0
        for clip in clips {
            let id = uniqueID("c")
            out += "<clipPath id=\"\(id)\">\(outline(clip.shape, clip.bounds ?? frame, inset: 0))/></clipPath>\n"
            if opened < clips.count - 1 {
                out += "<g clip-path=\"url(#\(id))\">\n"
                opened += 1
            } else {
                attributes += " clip-path=\"url(#\(id))\""
            }
        }
        out += "<g data-view=\"\(xmlEscape(view.kind.rawValue))\"\(attributes)" + (opened > 0 ? " data-nested=\"\(opened)\"" : "") + ">\n"
        nestedStack.append(opened)
    }
    var nestedStack: [Int] = []

    mutating func endGroup() {
        let opened = nestedStack.popLast() ?? 0
        out += String(repeating: "</g>", count: opened + 1) + "\n"
    }

    mutating func draw(_ drawing: Drawing, frame: CGRect, view: PlacedView) {
        let idAttribute = view.id.map { " data-id=\"\(xmlEscape("\($0.base)"))\"" } ?? ""
        let viewAttribute = " data-view=\"\(xmlEscape(view.kind.rawValue))\"\(idAttribute)"
        switch drawing {
        case .shape(let s):
            if let fill = s.fill {
                let p = paint("fill", fill, frame)
                out += outline(s.shape, frame, inset: 0) + p + viewAttribute + "/>\n"
            }
            if let stroke = s.stroke, s.lineWidth > 0 {
                let p = paint("stroke", stroke, frame)
                // strokeBorder: the line's centre is half a width inside.
                out += outline(s.shape, frame, inset: s.strokeIsInset ? s.lineWidth / 2 : 0) + " fill=\"none\"" + p
                    + " stroke-width=\"\(n(s.lineWidth))\"" + viewAttribute + "/>\n"
            }
        case .text(let t):
            let lines = TextLines.lines(t, frame: frame, measurer: measurer, scale: scale, rightToLeft: view.isRightToLeft)
            let p = paint("fill", t.foreground, frame)
            let family = t.font.design == .monospaced ? "ui-monospace, Menlo, 'DejaVu Sans Mono', monospace"
                : t.font.design == .serif ? "ui-serif, 'New York', 'DejaVu Serif', serif"
                : "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, 'DejaVu Sans', sans-serif"
            var attrs = " font-family=\"\(family)\" font-size=\"\(n(Double(t.font.size)))\""
            if t.font.weight.value != 400 { attrs += " font-weight=\"\(t.font.weight.value)\"" }
            if t.font.isItalic { attrs += " font-style=\"italic\"" }
            // A view under a mirroring layoutDirectionBehavior: its frame is
            // already mirrored; its glyphs are flipped about its centre line.
            if view.isMirrored { out += "<g transform=\"matrix(-1 0 0 1 \(n(2 * Double(frame.midX))) 0)\">\n" }
            for line in lines where !line.string.isEmpty {
                // textLength holds each line to the width the layout measured,
                // so the picture agrees with the frames whatever font the
                // viewer substitutes.
                out += "<text x=\"\(n(Double(frame.minX) + line.x))\" y=\"\(n(Double(frame.minY) + line.baseline))\"\(attrs)\(p)"
                    + " textLength=\"\(n(line.width))\" lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\"\(viewAttribute)>"
                    + xmlEscape(line.string) + "</text>\n"
            }
            if view.isMirrored { out += "</g>\n" }
        case .image(let image):
            if image.isSystemImage {
                var d = ""
                let mirrored = view.isMirrored
                for poly in SymbolShapes.polygons(image.name) {
                    for (i, pt) in poly.enumerated() {
                        let x = Double(frame.minX) + (mirrored ? 1 - pt.x : pt.x) * Double(frame.width), y = Double(frame.minY) + pt.y * Double(frame.height)
                        d += (i == 0 ? "M" : "L") + n(x) + " " + n(y) + " "
                    }
                    d += "Z "
                }
                let p = paint("fill", image.foreground, frame)
                out += "<path d=\"\(d.trimmingCharacters(in: .whitespaces))\" fill-rule=\"evenodd\"\(p)\(viewAttribute)><title>\(xmlEscape(image.name))</title></path>\n"
            } else {
                // No image files: a labelled placeholder of the image's frame.
                out += outline(.rectangle, frame, inset: 0) + " fill=\"#e5e5ea\" stroke=\"#8e8e93\" stroke-width=\"0.5\"\(viewAttribute)><title>\(xmlEscape(image.name))</title></rect>\n"
                out += "<text x=\"\(n(Double(frame.midX)))\" y=\"\(n(Double(frame.midY)))\" text-anchor=\"middle\" dominant-baseline=\"middle\" font-family=\"sans-serif\" font-size=\"10\" fill=\"#8e8e93\">\(xmlEscape(image.name))</text>\n"
            }
        }
    }

    mutating func inspector(_ items: [InspectorItem]) {
        out += "<g data-role=\"inspector\" font-family=\"sans-serif\" font-size=\"6\">\n"
        for item in items {
            let c = RGBA(item.color).hex
            switch item.mark {
            case .outline(let r, let label, let line):
                out += "<rect x=\"\(n(Double(r.minX) + 0.25))\" y=\"\(n(Double(r.minY) + 0.25))\" width=\"\(n(max(0, Double(r.width) - 0.5)))\" height=\"\(n(max(0, Double(r.height) - 0.5)))\" fill=\"none\" stroke=\"\(c)\" stroke-width=\"0.5\"/>\n"
                out += "<text x=\"\(n(Double(r.minX) + 1))\" y=\"\(n(Double(r.minY) + 6 + 7 * Double(line)))\" fill=\"\(c)\">\(xmlEscape(label))</text>\n"
            case .guide(let a, let b, let label):
                out += "<line x1=\"\(n(Double(a.x)))\" y1=\"\(n(Double(a.y)))\" x2=\"\(n(Double(b.x)))\" y2=\"\(n(Double(b.y)))\" stroke=\"\(c)\" stroke-width=\"0.75\" stroke-dasharray=\"3 2\"><title>\(xmlEscape(label))</title></line>\n"
            }
        }
        out += "</g>\n"
    }
}
