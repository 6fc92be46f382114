import Foundation
import ViewLayout

/// Draws a placed-view tree as SVG: plain string building, every text and
/// attribute XML-escaped. Coordinates are points (the view box is the
/// root's frame); a viewer scales them like any vector image.
public struct SVGRenderer {
    /// The environment the tree was laid out with: its text measurer breaks
    /// text into the same lines as the layout, its display scale rounds.
    public var environment: EnvironmentValues
    /// Painted behind everything; nil leaves the picture transparent. White,
    /// the default, stands for the system background: black when the tree
    /// or the environment is in dark mode.
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
        sink.images = environment.imageAssets
        sink.out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"\(n(Double(f.minX))) \(n(Double(f.minY))) \(w) \(h)\">\n"
        if let background = CanvasBackground.resolve(background, tree: tree, environment: environment) {
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
    /// The named images' files (`EnvironmentValues.imageAssets`), embedded
    /// as data URLs.
    var images = ImageAssetCatalog()

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
        func stopsXML(_ stops: [Gradient.Stop], remap: (Double) -> Double = { $0 }) -> String {
            var xml = ""
            for stop in stops {
                let rgba = RGBA(stop.color)
                xml += "<stop offset=\"\(n(min(1, max(0, remap(Double(stop.location))))))\" stop-color=\"\(rgba.hex)\""
                    + (rgba.a < 1 ? " stop-opacity=\"\(n(rgba.a))\"" : "") + "/>"
            }
            return xml
        }
        let fx = Double(frame.minX), fy = Double(frame.minY), w = Double(frame.width), h = Double(frame.height)
        switch paint {
        case .color, .hierarchical:
            let rgba = GradientMath.solid(paint) ?? RGBA(.primary)
            return " \(attribute)=\"\(rgba.hex)\"" + (rgba.a < 1 ? " \(attribute)-opacity=\"\(n(rgba.a))\"" : "")
        case .linearGradient(let stops, let start, let end):
            let id = uniqueID("g")
            // The unit points are in the frame of the view the gradient fills.
            let x1 = fx + Double(start.x) * w, y1 = fy + Double(start.y) * h
            let x2 = fx + Double(end.x) * w, y2 = fy + Double(end.y) * h
            out += "<defs><linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\">"
                + stopsXML(stops) + "</linearGradient></defs>\n"
            return " \(attribute)=\"url(#\(id))\""
        case .radialGradient(let stops, let c, let r0, let r1), .ellipticalGradient(let stops, let c, let r0, let r1):
            // SVG 1.1 radial gradients start at the center: locations are
            // moved so that 0 falls at the start radius.
            let id = uniqueID("g")
            var transform = ""
            var radius = max(r1, 1e-6), start = r0
            if case .ellipticalGradient = paint {
                // A unit circle stretched to the frame's half width and height.
                transform = " gradientTransform=\"matrix(\(n(w / 2)) 0 0 \(n(h / 2)) \(n(fx + Double(c.x) * w)) \(n(fy + Double(c.y) * h)))\""
                radius = max(r1, 1e-6); start = r0
            }
            let cx = transform.isEmpty ? fx + Double(c.x) * w : 0, cy = transform.isEmpty ? fy + Double(c.y) * h : 0
            out += "<defs><radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(radius))\"\(transform)>"
                + stopsXML(stops) { (start + $0 * (radius - start)) / radius } + "</radialGradient></defs>\n"
            return " \(attribute)=\"url(#\(id))\""
        case .angularGradient:
            // SVG has no conic gradient: a pattern of thin wedges, each in
            // the color at its middle angle.
            let id = uniqueID("g")
            let stops = GradientMath.stops(paint) ?? []
            var xml = "<defs><pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\" x=\"\(n(fx))\" y=\"\(n(fy))\" width=\"\(n(max(w, 1e-3)))\" height=\"\(n(max(h, 1e-3)))\">"
            guard case .angularGradient(_, let c, _, _) = paint else { return "" }
            let cx = Double(c.x) * w, cy = Double(c.y) * h, r = (w * w + h * h).squareRoot() * 2 + 1
            let wedges = 180
            for k in 0..<wedges {
                let a0 = Double(k) / Double(wedges) * 2 * Double.pi, a1 = Double(k + 1) / Double(wedges) * 2 * Double.pi + 0.01
                let mid = (a0 + a1) / 2
                let t = GradientMath.location(paint, CGRect(x: 0, y: 0, width: w, height: h), x: cx + cos(mid), y: cy + sin(mid)) ?? 0
                let col = GradientMath.color(at: t, stops)
                xml += "<path d=\"M\(n(cx)) \(n(cy))L\(n(cx + r * cos(a0))) \(n(cy + r * sin(a0)))L\(n(cx + r * cos(a1))) \(n(cy + r * sin(a1)))Z\" fill=\"\(col.hex)\""
                    + (col.a < 1 ? " fill-opacity=\"\(n(col.a))\"" : "") + "/>"
            }
            out += xml + "</pattern></defs>\n"
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
    /// The ids of masks being defined.
    var maskIDs: [String] = []

    mutating func beginEffect(_ effect: DrawingEffect, frame: CGRect, view: PlacedView) {
        var attributes = ""
        // A filter region wide enough for the content that overflows the
        // frame and for the blur's spread.
        func filter(_ body: String, spread: Double) -> String {
            let id = uniqueID("f")
            let m = spread + Double(max(frame.width, frame.height))
            out += "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(n(Double(frame.minX) - m))\" y=\"\(n(Double(frame.minY) - m))\""
                + " width=\"\(n(Double(frame.width) + 2 * m))\" height=\"\(n(Double(frame.height) + 2 * m))\" color-interpolation-filters=\"sRGB\">"
                + body + "</filter>\n"
            return " filter=\"url(#\(id))\""
        }
        switch effect {
        case .shadow(let color, let radius, let x, let y):
            let rgba = RGBA(color)
            let sigma = EffectMetrics.sigma(radius)
            attributes = filter("<feDropShadow dx=\"\(n(x))\" dy=\"\(n(y))\" stdDeviation=\"\(n(sigma))\" flood-color=\"\(rgba.hex)\" flood-opacity=\"\(n(rgba.a))\"/>",
                                spread: 3 * sigma + abs(x) + abs(y))
        case .blur(let radius, _):
            let sigma = EffectMetrics.sigma(radius)
            attributes = filter("<feGaussianBlur stdDeviation=\"\(n(sigma))\"/>", spread: 3 * sigma)
        case .colorMatrix(let m):
            attributes = filter("<feColorMatrix type=\"matrix\" values=\"\(m.values.map { n($0) }.joined(separator: " "))\"/>", spread: 0)
        case .transform(let t):
            let m = t.matrix(in: frame)
            attributes = " transform=\"matrix(\([m.a, m.b, m.c, m.d, m.tx, m.ty].map { n(Double($0)) }.joined(separator: " ")))\""
        case .blendMode(let mode):
            if let css = EffectMetrics.cssBlendMode(mode) { attributes = " style=\"mix-blend-mode:\(css)\"" }
        case .compositingGroup:
            attributes = " style=\"isolation:isolate\""
        case .opacity, .clip:
            break
        }
        out += "<g data-effect=\"\(EffectMetrics.name(effect))\"\(attributes)>\n"
        nestedStack.append(0)
    }

    mutating func beginMask(frame: CGRect, view: PlacedView) {
        let id = uniqueID("m")
        maskIDs.append(id)
        // Alpha masking over the whole canvas: the mask's views place themselves.
        out += "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\" style=\"mask-type:alpha\">\n"
    }

    mutating func maskDefined() {
        let id = maskIDs.popLast() ?? ""
        out += "</mask>\n<g mask=\"url(#\(id))\" data-role=\"masked\">\n"
        nestedStack.append(0)
    }

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
            if let stroke = s.stroke, s.lineWidth > 0, !(s.trim.map { $0.upperBound <= $0.lowerBound } ?? false) {
                let p = paint("stroke", stroke, frame)
                // strokeBorder: the line's centre is half a width inside.
                var style = ""
                if let ss = s.strokeStyle {
                    if ss.lineCap != .butt { style += " stroke-linecap=\"\(ss.lineCap == .round ? "round" : "square")\"" }
                    if ss.lineJoin != .miter { style += " stroke-linejoin=\"\(ss.lineJoin == .round ? "round" : "bevel")\"" }
                    let dash = ss.dash.map { Double($0) }.filter { $0.isFinite && $0 >= 0 }
                    if !dash.isEmpty && dash.contains(where: { $0 > 0 }) && (s.trim ?? 0...1) == 0...1 {
                        style += " stroke-dasharray=\"\(dash.map { n($0) }.joined(separator: " "))\""
                        if ss.dashPhase != 0 { style += " stroke-dashoffset=\"\(n(Double(ss.dashPhase)))\"" }
                    }
                }
                if let trim = s.trim, trim != 0...1 {
                    // Only part of the outline: one dash over it, measured
                    // in fractions of the outline's length.
                    style += " pathLength=\"1\" stroke-dasharray=\"\(n(trim.upperBound - trim.lowerBound)) 1\""
                    if trim.lowerBound > 0 { style += " stroke-dashoffset=\"\(n(-trim.lowerBound))\"" }
                }
                out += outline(s.shape, frame, inset: s.strokeIsInset ? s.lineWidth / 2 : 0) + " fill=\"none\"" + p
                    + " stroke-width=\"\(n(s.lineWidth))\"" + style + viewAttribute + "/>\n"
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
            // Tracking spaces the glyphs: only the spacing is adjusted to the measured width.
            let tracked = t.options.tracking != 0 && t.options.tracking.isFinite
            if tracked { attrs += " letter-spacing=\"\(n(t.options.tracking))\"" }
            // A view under a mirroring layoutDirectionBehavior: its frame is
            // already mirrored; its glyphs are flipped about its centre line.
            if view.isMirrored { out += "<g transform=\"matrix(-1 0 0 1 \(n(2 * Double(frame.midX))) 0)\">\n" }
            for line in lines where !line.string.isEmpty {
                // textLength holds each line to the width the layout measured,
                // so the picture agrees with the frames whatever font the
                // viewer substitutes.
                out += "<text x=\"\(n(Double(frame.minX) + line.x))\" y=\"\(n(Double(frame.minY) + line.baseline))\"\(attrs)\(p)"
                    + " textLength=\"\(n(line.width))\" lengthAdjust=\"\(tracked ? "spacing" : "spacingAndGlyphs")\" xml:space=\"preserve\"\(viewAttribute)>"
                    + xmlEscape(line.string) + "</text>\n"
                for (style, through) in [(t.underline, false), (t.strikethrough, true)] {
                    guard let style else { continue }
                    let q = style.color.map { paint("fill", .color($0), frame) } ?? p
                    for r in TextDecorationMetrics.segments(style, size: Double(t.font.size), x: Double(frame.minX) + line.x,
                                                            baseline: Double(frame.minY) + line.baseline, width: line.width, strikethrough: through) {
                        out += outline(.rectangle, r, inset: 0) + q + " data-role=\"\(through ? "strikethrough" : "underline")\"/>\n"
                    }
                }
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
                out += "<path d=\"\(d.trimmingCharacters(in: .whitespaces))\" fill-rule=\"nonzero\"\(p)\(viewAttribute)><title>\(xmlEscape(image.name))</title></path>\n"
            } else if let v = images.variant(of: image.name, displayScale: Double(scale)),
                      let data = try? Data(contentsOf: v.file) {
                // The file itself, stretched over the frame.
                let type = v.isPNG ? "image/png" : "image/jpeg"
                let flip = view.isMirrored
                    ? " transform=\"translate(\(n(Double(frame.minX + frame.maxX))) 0) scale(-1 1)\"" : ""
                out += "<image x=\"\(n(Double(frame.minX)))\" y=\"\(n(Double(frame.minY)))\" width=\"\(n(Double(frame.width)))\" height=\"\(n(Double(frame.height)))\" preserveAspectRatio=\"none\"\(flip) href=\"data:\(type);base64,\(data.base64EncodedString())\"\(viewAttribute)><title>\(xmlEscape(image.name))</title></image>\n"
            } else {
                // No image file: a labelled placeholder of the image's frame.
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
