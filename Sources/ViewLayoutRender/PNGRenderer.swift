import Foundation
import ViewLayout

/// Draws a placed-view tree as a PNG at a display scale: the picture of
/// `SVGRenderer`, rasterised with anti-aliasing by `Raster`.
public struct PNGRenderer {
    /// The environment the tree was laid out with (text measurer).
    public var environment: EnvironmentValues
    /// Pixels per point: 1, 2 or 3 (default: the environment's).
    public var scale: Double
    public var background: Color?
    public var inspector: InspectorOptions?

    public init(environment: EnvironmentValues = EnvironmentValues(), scale: Double? = nil, background: Color? = .white,
                inspector: InspectorOptions? = nil) {
        self.environment = environment
        let s = scale ?? Double(environment.displayScale)
        self.scale = s.isFinite && s > 0 ? min(s, 8) : 1
        self.background = background
        self.inspector = inspector
    }

    /// The largest picture drawn, in pixels (a 16384 × 16384 image); bigger
    /// roots are an error rather than gigabytes of memory.
    public static let maxPixels = 16384 * 16384

    public enum RenderError: Error, CustomStringConvertible {
        case tooLarge(width: Double, height: Double)
        public var description: String {
            switch self {
            case .tooLarge(let w, let h): return "the picture would be \(n(w)) × \(n(h)) pixels; the limit is \(PNGRenderer.maxPixels) pixels"
            }
        }
    }

    /// Straight RGBA pixels of the picture and its size in pixels.
    public func rasterize(_ tree: PlacedViewTree) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        let f = tree.root.frame
        let w = (Double(f.width) * scale).rounded(.up), h = (Double(f.height) * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w * h <= Double(PNGRenderer.maxPixels) else { throw RenderError.tooLarge(width: w, height: h) }
        var sink = RasterSink(raster: Raster(width: max(1, Int(w)), height: max(1, Int(h)), background: background),
                              scale: scale, origin: (Double(f.minX), Double(f.minY)),
                              measurer: environment.textMeasurer, displayScale: environment.displayScale)
        DrawingWalk.walk(tree.root, into: &sink)
        if let inspector { sink.inspector(Inspector.items(tree, options: inspector)) }
        return (sink.raster.width, sink.raster.height, sink.raster.rgba8())
    }

    /// The PNG file of the picture.
    public func render(_ tree: PlacedViewTree) throws -> Data {
        let image = try rasterize(tree)
        return PNGCodec.encode(width: image.width, height: image.height, rgba: image.rgba)
    }
}

struct RasterSink: DrawingSink {
    var raster: Raster
    let scale: Double
    let origin: (x: Double, y: Double)
    let measurer: any TextMeasurer
    let displayScale: CGFloat
    /// What each open group pushed, to undo it in `endGroup`.
    var groups: [(clips: Int, layer: Bool, opacity: Double)] = []
    /// Memory bounds for pathological nesting (each clip and each layer is
    /// a whole-picture buffer): past these depths, further clips are not
    /// applied and group opacity is multiplied into each shape instead.
    static let maxClipDepth = 32, maxLayerDepth = 8
    var clipDepth = 0, layerDepth = 0
    /// Opacity of groups that did not get a layer of their own.
    var inheritedOpacity = 1.0

    /// A frame in root points moved to the picture's origin.
    func local(_ r: CGRect) -> CGRect { r.offsetBy(dx: CGFloat(-origin.x), dy: CGFloat(-origin.y)) }

    func paintFunction(_ paint: Paint, _ frame: CGRect) -> (Double, Double) -> RGBA {
        switch paint {
        case .color(let c):
            let rgba = RGBA(c)
            return { _, _ in rgba }
        case .linearGradient(let given, let start, let end):
            let stops = given.map { (color: RGBA($0.color), at: Double($0.location)) }
            guard let first = stops.first?.color, let last = stops.last else { return { _, _ in RGBA(.clear) } }
            let f = local(frame)
            let sx = (Double(f.minX) + Double(start.x) * Double(f.width)) * scale, sy = (Double(f.minY) + Double(start.y) * Double(f.height)) * scale
            let ex = (Double(f.minX) + Double(end.x) * Double(f.width)) * scale, ey = (Double(f.minY) + Double(end.y) * Double(f.height)) * scale
            let dx = ex - sx, dy = ey - sy, len2 = dx * dx + dy * dy
            return { x, y in
                // Position along the axis, clamped (the gradient pads).
                var t = len2 > 0 ? ((x - sx) * dx + (y - sy) * dy) / len2 : 0
                t = min(1, max(0, t.isNaN ? 0 : t))
                // Before the first stop its color, after the last the last's,
                // between two stops a linear blend.
                if t <= stops[0].at { return first }
                guard let j = stops.firstIndex(where: { $0.at > t }) else { return last.color }
                let (a, b) = (stops[j - 1], stops[j])
                let u = (t - a.at) / (b.at - a.at)
                let (p, q) = (a.color, b.color)
                return RGBA(r: p.r + (q.r - p.r) * u, g: p.g + (q.g - p.g) * u, b: p.b + (q.b - p.b) * u, a: p.a + (q.a - p.a) * u)
            }
        }
    }

    mutating func beginGroup(opacity: Double, clips: [ClipShape], frame: CGRect, view: PlacedView) {
        var pushed = 0
        for clip in clips where clipDepth < RasterSink.maxClipDepth {
            raster.pushClip([Flatten.outline(clip.shape, local(clip.bounds ?? frame), inset: 0, scale: scale)], antialiased: clip.antialiased)
            pushed += 1
            clipDepth += 1
        }
        let layer = opacity < 1 && layerDepth < RasterSink.maxLayerDepth
        if layer {
            raster.beginLayer(opacity: opacity)
            layerDepth += 1
        } else if opacity < 1 {
            inheritedOpacity *= opacity
        }
        groups.append((pushed, layer, opacity < 1 && !layer ? opacity : 1))
    }

    mutating func endGroup() {
        guard let g = groups.popLast() else { return }
        if g.layer {
            raster.endLayer()
            layerDepth -= 1
        }
        if g.opacity < 1 { inheritedOpacity = groups.reduce(1.0) { $0 * $1.opacity } }
        for _ in 0..<g.clips { raster.popClip() }
        clipDepth -= g.clips
    }

    mutating func fill(_ polygons: [Raster.Polygon], evenOdd: Bool = false, paint: (Double, Double) -> RGBA) {
        raster.fill(polygons, evenOdd: evenOdd, opacity: inheritedOpacity, paint: paint)
    }

    mutating func draw(_ drawing: Drawing, frame: CGRect, view: PlacedView) {
        let f = local(frame)
        switch drawing {
        case .shape(let s):
            if let paint = s.fill {
                fill([Flatten.outline(s.shape, f, inset: 0, scale: scale)], paint: paintFunction(paint, frame))
            }
            if let stroke = s.stroke, s.lineWidth > 0 {
                // A ring between two outlines: centred on the edge, or inside
                // the frame for strokeBorder.
                let outer = s.strokeIsInset ? 0 : -s.lineWidth / 2
                let ring = [Flatten.outline(s.shape, f, inset: outer, scale: scale),
                            Flatten.outline(s.shape, f, inset: outer + s.lineWidth, scale: scale)]
                fill(ring, evenOdd: true, paint: paintFunction(stroke, frame))
            }
        case .text(let t):
            let paint = paintFunction(t.foreground, frame)
            for line in TextLines.lines(t, frame: frame, measurer: measurer, scale: displayScale, rightToLeft: view.isRightToLeft) where !line.string.isEmpty {
                var polygons = GlyphOutlines.polygons(line.string, font: t.font, width: line.width,
                                                      origin: (Double(f.minX) + line.x, Double(f.minY) + line.baseline), scale: scale)
                if view.isMirrored {
                    // Under a mirroring layoutDirectionBehavior the glyphs
                    // flip about the frame's centre line.
                    let axis = 2 * Double(f.midX) * scale
                    polygons = polygons.map { $0.map { (axis - $0.0, $0.1) } }
                }
                fill(polygons, paint: paint)
            }
        case .image(let image):
            if image.isSystemImage {
                let mirrored = view.isMirrored
                let polys = SymbolShapes.polygons(image.name).map { poly in
                    poly.map { ((Double(f.minX) + (mirrored ? 1 - $0.x : $0.x) * Double(f.width)) * scale, (Double(f.minY) + $0.y * Double(f.height)) * scale) }
                }
                fill(polys, evenOdd: true, paint: paintFunction(image.foreground, frame))
            } else {
                let placeholder = Color(red: 0.898, green: 0.898, blue: 0.918)
                fill([Flatten.outline(.rectangle, f, inset: 0, scale: scale)], paint: { _, _ in RGBA(placeholder) })
                let edge = Color(red: 0.557, green: 0.557, blue: 0.576)
                fill([Flatten.outline(.rectangle, f, inset: 0, scale: scale), Flatten.outline(.rectangle, f, inset: 0.5, scale: scale)],
                            evenOdd: true, paint: { _, _ in RGBA(edge) })
                // The image's name, centred, as in the SVG.
                let font = Font.system(size: 10)
                let w = GlyphOutlines.naturalWidth(image.name, font: font)
                if w < Double(f.width) {
                    let polygons = GlyphOutlines.polygons(image.name, font: font, width: w,
                                                          origin: (Double(f.midX) - w / 2, Double(f.midY) + 3.5), scale: scale)
                    fill(polygons, paint: { _, _ in RGBA(edge) })
                }
            }
        }
    }

    mutating func inspector(_ items: [InspectorItem]) {
        for item in items {
            let c = RGBA(item.color)
            switch item.mark {
            case .outline(let r, let label, let line):
                // A one-pixel outline just inside the bounds, and the label
                // in 6 pt type at its top-leading corner (as in the SVG).
                let f = local(r)
                let px = 1 / scale
                fill([Flatten.outline(.rectangle, f, inset: 0, scale: scale), Flatten.outline(.rectangle, f, inset: px, scale: scale)],
                            evenOdd: true, paint: { _, _ in c })
                let font = Font.system(size: 6)
                let polygons = GlyphOutlines.polygons(label, font: font, width: GlyphOutlines.naturalWidth(label, font: font),
                                                      origin: (Double(f.minX) + 1, Double(f.minY) + 6 + 7 * Double(line)), scale: scale)
                fill(polygons, paint: { _, _ in c })
            case .guide(let a, let b, _):
                let ax = (Double(a.x) - origin.x) * scale, ay = (Double(a.y) - origin.y) * scale
                let bx = (Double(b.x) - origin.x) * scale, by = (Double(b.y) - origin.y) * scale
                // A dashed line two pixels wide.
                let len = ((bx - ax) * (bx - ax) + (by - ay) * (by - ay)).squareRoot()
                guard len > 0 else { continue }
                let ux = (bx - ax) / len, uy = (by - ay) / len
                var polys: [Raster.Polygon] = []
                var t = 0.0
                while t < len, polys.count < 10000 {
                    let e = min(len, t + 6 * scale)
                    let (x0, y0, x1, y1) = (ax + ux * t, ay + uy * t, ax + ux * e, ay + uy * e)
                    polys.append([(x0 - uy, y0 + ux), (x1 - uy, y1 + ux), (x1 + uy, y1 - ux), (x0 + uy, y0 - ux)])
                    t += 10 * scale
                }
                fill(polys, paint: { _, _ in c })
            }
        }
    }
}
