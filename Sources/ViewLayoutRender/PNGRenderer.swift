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

    /// The memory a picture may take while it is drawn and encoded: 1.5 GiB,
    /// so that a render stays under 2 GB with its layout and text.
    public static let memoryBudget = 3 << 29
    /// What a pixel takes at most while drawn: its float RGBA (16 bytes),
    /// the copy compositing a layer makes (16), the 8-bit picture (4) and
    /// the PNG's filtered and compressed rows (12), plus room for two nested
    /// layers (16 each) and four clips (4 each). Deeper layers and clips are
    /// drawn while they fit the budget (`RasterSink`).
    public static let bytesPerPixel = 96
    /// The largest picture drawn: `memoryBudget` / `bytesPerPixel` pixels,
    /// 16,777,216 (4096 × 4096); bigger roots are an error naming both.
    public static let maxPixels = memoryBudget / bytesPerPixel

    public enum RenderError: Error, CustomStringConvertible {
        case tooLarge(width: Double, height: Double)
        public var description: String {
            switch self {
            case .tooLarge(let w, let h):
                return "the picture would be \(n(w)) × \(n(h)) pixels; the limit is \(PNGRenderer.maxPixels) pixels "
                    + "(\(PNGRenderer.bytesPerPixel) bytes each while drawn, a budget of \(PNGRenderer.memoryBudget >> 20) MiB): "
                    + "draw a smaller --size or --scale"
            }
        }
    }

    /// Straight RGBA pixels of the picture and its size in pixels.
    public func rasterize(_ tree: PlacedViewTree) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        let raster = try draw(tree)
        return (raster.width, raster.height, raster.rgba8())
    }

    /// The PNG file of the picture.
    public func render(_ tree: PlacedViewTree) throws -> Data {
        let raster = try draw(tree)
        // Without an alpha channel where every pixel is opaque (a quarter
        // fewer bytes to compress); a pixel that is not gives up the attempt.
        for alpha in [false, true] where alpha || raster.startsOpaque {
            if let png = PNGCodec.encode(width: raster.width, height: raster.height, alpha: alpha, rows: { rows, out in
                raster.pngRows(rows, into: out, alpha: alpha)
            }) { return png }
        }
        return Data()  // not reached: rows with alpha are always written
    }

    /// The picture drawn in floats, before its conversion to bytes.
    func draw(_ tree: PlacedViewTree) throws -> Raster {
        let f = tree.root.frame
        let w = (Double(f.width) * scale).rounded(.up), h = (Double(f.height) * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w * h <= Double(PNGRenderer.maxPixels) else { throw RenderError.tooLarge(width: w, height: h) }
        let canvas = CanvasBackground.resolve(background, tree: tree, environment: environment)
        var sink = RasterSink(raster: Raster(width: max(1, Int(w)), height: max(1, Int(h)), background: canvas),
                              scale: scale, origin: (Double(f.minX), Double(f.minY)),
                              measurer: environment.textMeasurer, displayScale: environment.displayScale,
                              images: environment.imageAssets)
        // Past the two layers and four clips every picture has room for,
        // the spare budget per pixel decides how deep they may nest.
        let spare = PNGRenderer.memoryBudget / max(1, Int(w * h)) - PNGRenderer.bytesPerPixel
        sink.maxLayerDepth = min(8, 2 + max(0, spare / 2) / 16)
        sink.maxClipDepth = min(32, 4 + max(0, spare / 2) / 4)
        DrawingWalk.walk(tree.root, into: &sink)
        if let inspector { sink.inspector(Inspector.items(tree, options: inspector)) }
        return sink.raster
    }
}

struct RasterSink: DrawingSink {
    var raster: Raster
    let scale: Double
    let origin: (x: Double, y: Double)
    let measurer: any TextMeasurer
    let displayScale: CGFloat
    /// The named images' files (`EnvironmentValues.imageAssets`).
    let images: ImageAssetCatalog
    /// Decoded image files, by path (nil: not drawable, the placeholder).
    var decoded: [URL: PNGCodec.DecodedImage?] = [:]
    /// What each open group pushed, to undo it in `endGroup`.
    struct Group {
        var clips = 0
        var layer = false
        /// Opacity multiplied into shapes instead of a layer.
        var opacity = 1.0
        /// The effect whose layer this group ends with.
        var effect: DrawingEffect?
        /// The transform in effect before this group's.
        var savedTransform: CGAffineTransform?
        var restoresTransform = false
    }
    var groups: [Group] = []
    /// Memory bounds for pathological nesting (each clip and each layer is
    /// a whole-picture buffer; the renderer lowers them for large pictures):
    /// past these depths, further clips are not applied, group opacity is
    /// multiplied into each shape instead, and further effects are not drawn.
    var maxClipDepth = 32, maxLayerDepth = 8
    var clipDepth = 0, layerDepth = 0
    /// Masks past those depths are not applied either: whether each open
    /// mask was skipped, and how many skipped masks' shapes are being
    /// walked (nothing of them is drawn).
    var skippedMasks: [Bool] = []
    var hiddenMasks = 0
    /// Opacity of groups that did not get a layer of their own.
    var inheritedOpacity = 1.0
    /// The transform effects in effect, in root points; nil for none.
    var transform: CGAffineTransform?

    /// A frame in root points moved to the picture's origin.
    func local(_ r: CGRect) -> CGRect { r.offsetBy(dx: CGFloat(-origin.x), dy: CGFloat(-origin.y)) }

    /// The transform in pixel coordinates of the picture.
    var pixelTransform: CGAffineTransform? {
        guard let transform else { return nil }
        let toPoints = CGAffineTransform(scaleX: CGFloat(1 / scale), y: CGFloat(1 / scale))
            .concatenating(CGAffineTransform(translationX: CGFloat(origin.x), y: CGFloat(origin.y)))
        return toPoints.concatenating(transform).concatenating(toPoints.inverted())
    }

    func paintFunction(_ paint: Paint, _ frame: CGRect) -> Raster.Paint {
        if let solid = GradientMath.solid(paint) { return .solid(solid) }
        guard let stops = GradientMath.stops(paint), !stops.isEmpty else { return .solid(RGBA(.clear)) }
        let ox = origin.x, oy = origin.y, s = scale
        // Pixel centres back to root points, where the gradient is placed.
        return .varying { x, y in
            GradientMath.color(at: GradientMath.location(paint, frame, x: x / s + ox, y: y / s + oy) ?? 0, stops)
        }
    }

    mutating func beginGroup(opacity: Double, clips: [ClipShape], frame: CGRect, view: PlacedView) {
        var g = Group()
        for clip in clips where clipDepth < maxClipDepth && hiddenMasks == 0 {
            raster.pushClip([mapped(Flatten.outline(clip.shape, local(clip.bounds ?? frame), inset: 0, scale: scale))], antialiased: clip.antialiased)
            g.clips += 1
            clipDepth += 1
        }
        g.layer = opacity < 1 && layerDepth < maxLayerDepth && hiddenMasks == 0
        if g.layer {
            raster.beginLayer(opacity: opacity)
            layerDepth += 1
        } else if opacity < 1 {
            inheritedOpacity *= opacity
            g.opacity = opacity
        }
        groups.append(g)
    }

    mutating func beginEffect(_ effect: DrawingEffect, frame: CGRect, view: PlacedView) {
        var g = Group()
        switch effect {
        case .transform(let t):
            // Geometry, not pixels: every polygon below is mapped.
            g.savedTransform = transform
            g.restoresTransform = true
            let m = t.matrix(in: frame)
            transform = m.concatenating(transform ?? .identity)
        case .opacity, .clip:
            break
        case .blendMode(.normal):
            break
        default:
            if layerDepth < maxLayerDepth && hiddenMasks == 0 {
                raster.beginLayer(opacity: 1)
                layerDepth += 1
                g.layer = true
                g.effect = effect
            }
        }
        groups.append(g)
    }

    mutating func beginMask(frame: CGRect, view: PlacedView) {
        // The mask is drawn into a layer of its own; `maskDefined` turns it
        // into a clip. Both are whole-picture buffers: past the depths, the
        // mask is skipped like a clip.
        let skip = hiddenMasks > 0 || layerDepth >= maxLayerDepth || clipDepth >= maxClipDepth
        skippedMasks.append(skip)
        if skip {
            hiddenMasks += 1
            return
        }
        raster.beginLayer(opacity: 1)
        layerDepth += 1
    }

    mutating func maskDefined() {
        if skippedMasks.popLast() == true {
            hiddenMasks -= 1
            groups.append(Group())
            return
        }
        raster.endLayerAsMask()
        layerDepth -= 1
        clipDepth += 1
        groups.append(Group(clips: 1))
    }

    mutating func endGroup() {
        guard let g = groups.popLast() else { return }
        if g.layer {
            let s = scale, w = raster.width, h = raster.height
            switch g.effect {
            case .shadow(let color, let radius, let x, let y)?:
                let c = RGBA(color)
                raster.endLayer { layer, drawn in
                    Raster.addShadow(&layer, width: w, height: h, drawn: drawn, color: c, sigma: EffectMetrics.sigma(radius) * s, dx: x * s, dy: y * s)
                }
            case .blur(let radius, _)?:
                let sigma = EffectMetrics.sigma(radius) * s
                raster.endLayer { layer, drawn in Raster.blur(&layer, width: w, height: h, drawn: drawn, sigma: sigma) }
            case .colorMatrix(let m)?:
                raster.endLayer { layer, drawn in Raster.applyColorMatrix(&layer, width: w, height: h, drawn: drawn, m) }
            case .blendMode(let mode)?:
                raster.endLayer(blend: mode)
            default:
                raster.endLayer()
            }
            layerDepth -= 1
        }
        if g.restoresTransform { transform = g.savedTransform }
        if g.opacity < 1 { inheritedOpacity = groups.reduce(1.0) { $0 * $1.opacity } }
        for _ in 0..<g.clips { raster.popClip() }
        clipDepth -= g.clips
    }

    /// Polygons in pixels mapped by the transform effects in effect.
    func mapped(_ polygon: Raster.Polygon) -> Raster.Polygon {
        guard let m = pixelTransform else { return polygon }
        return polygon.map { p in
            (Double(m.a) * p.x + Double(m.c) * p.y + Double(m.tx), Double(m.b) * p.x + Double(m.d) * p.y + Double(m.ty))
        }
    }

    mutating func fill(_ polygons: [Raster.Polygon], evenOdd: Bool = false, paint: Raster.Paint) {
        guard let m = pixelTransform else {
            raster.fill(polygons, evenOdd: evenOdd, opacity: inheritedOpacity, paint: paint)
            return
        }
        // Under a transform the paint is looked up where the pixel was before it.
        let inv = m.inverted()
        let (a, b, c, d, tx, ty) = (Double(inv.a), Double(inv.b), Double(inv.c), Double(inv.d), Double(inv.tx), Double(inv.ty))
        guard case .varying(let original) = paint else {
            raster.fill(polygons.map(mapped), evenOdd: evenOdd, opacity: inheritedOpacity, paint: paint)
            return
        }
        raster.fill(polygons.map(mapped), evenOdd: evenOdd, opacity: inheritedOpacity, paint: .varying { x, y in
            original(a * x + c * y + tx, b * x + d * y + ty)
        })
    }

    mutating func draw(_ drawing: Drawing, frame: CGRect, view: PlacedView) {
        if hiddenMasks > 0 { return }
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
                let dash = (s.strokeStyle?.dash ?? []).map { Double($0) * scale }
                if let trim = s.trim, trim != 0...1 {
                    // A trimmed outline: the one dash that covers the kept part.
                    let centre = Flatten.outline(s.shape, f, inset: outer + s.lineWidth / 2, scale: scale)
                    let (line, pattern, phase) = Flatten.trimmed(centre, trim)
                    if pattern[0] > 0 {
                        fill(Flatten.dashes(line, width: s.lineWidth * scale, pattern: pattern, phase: phase),
                             paint: paintFunction(stroke, frame))
                    }
                } else if !dash.isEmpty, dash.contains(where: { $0 > 0 }) {
                    // A dashed stroke: strips along the line's centre.
                    let centre = Flatten.outline(s.shape, f, inset: outer + s.lineWidth / 2, scale: scale)
                    fill(Flatten.dashes(centre, width: s.lineWidth * scale, pattern: dash,
                                        phase: Double(s.strokeStyle?.dashPhase ?? 0) * scale), paint: paintFunction(stroke, frame))
                } else {
                    let ring = [Flatten.outline(s.shape, f, inset: outer, scale: scale),
                                Flatten.outline(s.shape, f, inset: outer + s.lineWidth, scale: scale)]
                    fill(ring, evenOdd: true, paint: paintFunction(stroke, frame))
                }
            }
        case .text(let t):
            let paint = paintFunction(t.foreground, frame)
            let tracking = t.options.tracking.isFinite ? t.options.tracking : 0
            for line in TextLines.lines(t, frame: frame, measurer: measurer, scale: displayScale, rightToLeft: view.isRightToLeft) where !line.string.isEmpty {
                let glyphs = GlyphOutlines.glyphs(line.string, font: t.font, width: line.width,
                                                  origin: (Double(f.minX) + line.x, Double(f.minY) + line.baseline), scale: scale,
                                                  tracking: tracking, colour: true)
                var polygons = glyphs.polygons
                for (style, through) in [(t.underline, false), (t.strikethrough, true)] {
                    guard let style else { continue }
                    let rects = TextDecorationMetrics.segments(style, size: Double(t.font.size), x: Double(f.minX) + line.x,
                                                               baseline: Double(f.minY) + line.baseline, width: line.width, strikethrough: through)
                    let color = style.color.map { Raster.Paint.solid(RGBA($0)) } ?? paint
                    fill(rects.map { Flatten.outline(.rectangle, $0, inset: 0, scale: scale) }, paint: color)
                }
                if view.isMirrored {
                    // Under a mirroring layoutDirectionBehavior the glyphs
                    // flip about the frame's centre line.
                    let axis = 2 * Double(f.midX) * scale
                    polygons = polygons.map { $0.map { (axis - $0.0, $0.1) } }
                }
                fill(polygons, paint: paint)
                for picture in glyphs.colour { colourEmoji(picture, mirroredAbout: view.isMirrored ? Double(f.midX) : nil) }
            }
        case .image(let image):
            if image.isSystemImage {
                let mirrored = view.isMirrored
                let polys = SymbolShapes.polygons(image.name).map { poly in
                    poly.map { ((Double(f.minX) + (mirrored ? 1 - $0.x : $0.x) * Double(f.width)) * scale, (Double(f.minY) + $0.y * Double(f.height)) * scale) }
                }
                fill(polys, paint: paintFunction(image.foreground, frame))
            } else if let pixels = imagePixels(image.name) {
                // The file's pixels stretched over the frame (a resizable
                // image's frame may differ from its size), nearest pixel.
                let mirrored = view.isMirrored
                let (x0, y0, w, h) = (Double(f.minX) * scale, Double(f.minY) * scale, Double(f.width) * scale, Double(f.height) * scale)
                fill([Flatten.outline(.rectangle, f, inset: 0, scale: scale)], paint: .varying { x, y in
                    var u = (x - x0) / w
                    if mirrored { u = 1 - u }
                    let px = Swift.min(Swift.max(Int(u * Double(pixels.width)), 0), pixels.width - 1)
                    let py = Swift.min(Swift.max(Int((y - y0) / h * Double(pixels.height)), 0), pixels.height - 1)
                    let p = pixels.pixel(px, py)
                    return RGBA(r: Double(p.r) / 255, g: Double(p.g) / 255, b: Double(p.b) / 255, a: Double(p.a) / 255)
                })
            } else {
                let placeholder = Color(red: 0.898, green: 0.898, blue: 0.918)
                fill([Flatten.outline(.rectangle, f, inset: 0, scale: scale)], paint: .solid(RGBA(placeholder)))
                let edge = Color(red: 0.557, green: 0.557, blue: 0.576)
                fill([Flatten.outline(.rectangle, f, inset: 0, scale: scale), Flatten.outline(.rectangle, f, inset: 0.5, scale: scale)],
                            evenOdd: true, paint: .solid(RGBA(edge)))
                // The image's name, centred, as in the SVG.
                let font = Font.system(size: 10)
                let w = GlyphOutlines.naturalWidth(image.name, font: font)
                if w < Double(f.width) {
                    let polygons = GlyphOutlines.polygons(image.name, font: font, width: w,
                                                          origin: (Double(f.midX) - w / 2, Double(f.midY) + 3.5), scale: scale)
                    fill(polygons, paint: .solid(RGBA(edge)))
                }
            }
        }
    }

    /// The decoded pixels of a named image's file (PNG or JPEG) for this
    /// scale, or nil (no such image, or a file the decoders do not take:
    /// drawn as the placeholder).
    mutating func imagePixels(_ name: String) -> PNGCodec.DecodedImage? {
        guard let v = images.variant(of: name, displayScale: scale) else { return nil }
        if let known = decoded[v.file] { return known }
        let pixels = (try? Data(contentsOf: v.file)).flatMap { v.isPNG ? try? PNGCodec.decode($0) : try? JPEGCodec.decode($0) }
        decoded[v.file] = pixels
        return pixels
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
                            evenOdd: true, paint: .solid(c))
                let font = Font.system(size: 6)
                let polygons = GlyphOutlines.polygons(label, font: font, width: GlyphOutlines.naturalWidth(label, font: font),
                                                      origin: (Double(f.minX) + 1, Double(f.minY) + 6 + 7 * Double(line)), scale: scale)
                fill(polygons, paint: .solid(c))
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
                fill(polys, paint: .solid(c))
            }
        }
    }
}
