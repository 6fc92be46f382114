import Foundation
import ViewLayout

/// A small anti-aliasing rasteriser: polygons are filled by scanlines with
/// exact horizontal coverage and `subsamples` sub-scanlines per pixel row,
/// and composited source-over in premultiplied linear floats (sRGB values
/// are blended as they are, as most 2D libraries do). Every shape is first
/// flattened to polygons in pixel coordinates, so one filler serves
/// rectangles, rounded rectangles, ellipses, capsules, strokes (a ring of
/// two outlines, filled even-odd), symbols and glyphs.
///
/// A picture at @3x is three million pixels, so work is bounded to what a
/// shape, clip or layer covers: clips keep only their bounding box, layers
/// composite only the box drawn into them, and inner loops run over raw
/// buffers.
struct Raster {
    typealias Point = (x: Double, y: Double)
    typealias Polygon = [Point]

    /// The pixels x0..<x1 × y0..<y1.
    struct Box: Equatable {
        var x0: Int, y0: Int, x1: Int, y1: Int
        static let empty = Box(x0: 0, y0: 0, x1: 0, y1: 0)
        var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
        var width: Int { max(0, x1 - x0) }
        var height: Int { max(0, y1 - y0) }
        func intersection(_ o: Box) -> Box {
            let b = Box(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
            return b.isEmpty ? .empty : b
        }
        func union(_ o: Box) -> Box {
            if isEmpty { return o }
            if o.isEmpty { return self }
            return Box(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
        }
    }

    /// The coverage of the clips in effect: zero outside `box`; inside it
    /// `values` (row-major over the box), or 1 everywhere when nil.
    struct Mask {
        var box: Box
        var values: [Float]?
    }

    /// What a fill paints: one color, or a color per pixel centre.
    enum Paint {
        case solid(RGBA)
        case varying((Double, Double) -> RGBA)
    }

    let width: Int, height: Int
    /// Whether the canvas began opaque (then only a blend that removes
    /// color, such as destinationOut, makes a pixel translucent).
    let startsOpaque: Bool
    /// Premultiplied RGBA, row-major.
    var pixels: [Float]
    /// The canvas's background color (premultiplied), and which of its rows
    /// hold it yet (nil: all): a row is painted with it when first drawn
    /// on, and rows never drawn on are not painted at all (their bytes are
    /// the background's).
    private let background: (Float, Float, Float, Float)
    private var rowReady: [Bool]?
    /// The clips in effect (nil: none).
    var mask: Mask?
    private var masks: [Mask?] = []
    /// A box holding every pixel drawn in `pixels` since it was begun.
    private(set) var drawn = Box.empty
    /// Layers of enclosing groups (opacity, effects, masks): the pixels
    /// below, the layer's opacity and what was drawn below.
    private var layers: [(pixels: [Float], opacity: Float, drawn: Box)] = []
    /// Transparent whole-picture buffers of ended layers, for the next.
    private var spare: [[Float]] = []
    static let subsamples = 5

    var canvas: Box { Box(x0: 0, y0: 0, x1: width, y1: height) }

    init(width: Int, height: Int, background: Color?) {
        self.width = width
        self.height = height
        guard let background else {
            pixels = [Float](repeating: 0, count: width * height * 4)
            self.background = (0, 0, 0, 0)
            startsOpaque = false
            return
        }
        let c = RGBA(background)
        startsOpaque = c.a >= 1
        let a = Float(c.a)
        self.background = (Float(c.r) * a, Float(c.g) * a, Float(c.b) * a, a)
        // Left unwritten: every row is painted before it is read (`rowReady`).
        pixels = [Float](unsafeUninitializedCapacity: width * height * 4) { _, count in count = width * height * 4 }
        rowReady = [Bool](repeating: false, count: height)
        drawn = a > 0 ? canvas : .empty
    }

    /// Paints the background into row `y` of the canvas if it has not been.
    private static func prepare(_ y: Int, _ ready: inout [Bool], _ px: UnsafeMutableBufferPointer<Float>, width: Int,
                                _ background: (Float, Float, Float, Float)) {
        guard !ready[y] else { return }
        ready[y] = true
        var i = 4 * y * width
        for _ in 0..<width {
            px[i] = background.0; px[i + 1] = background.1; px[i + 2] = background.2; px[i + 3] = background.3
            i += 4
        }
    }

    // MARK: Coverage

    /// The pixels the polygons' points span, clipped to the picture; nil
    /// when there is nothing to fill (no edge, or a point not finite).
    func extent(_ polygons: [Polygon]) -> Box? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var edges = false
        for poly in polygons where poly.count >= 3 {
            for i in 0..<poly.count {
                let a = poly[i]
                guard a.x.isFinite, a.y.isFinite else { return nil }
                minX = min(minX, a.x); maxX = max(maxX, a.x); minY = min(minY, a.y); maxY = max(maxY, a.y)
                if a.y != poly[(i + 1) % poly.count].y { edges = true }
            }
        }
        guard edges else { return nil }
        let b = Box(x0: Int(max(0, min(Double(width), minX.rounded(.down)))), y0: Int(max(0, min(Double(height), minY.rounded(.down)))),
                    x1: Int(max(0, min(Double(width), maxX.rounded(.up)))), y1: Int(max(0, min(Double(height), maxY.rounded(.up)))))
        return b.isEmpty ? nil : b
    }

    /// Calls `body(y, x0, coverage)` for each pixel row of `limit` the
    /// polygons touch, with the coverage of pixels x0..<x0+coverage.count
    /// in 0...1 (a buffer valid during the call).
    func coverage(_ polygons: [Polygon], evenOdd: Bool, within limit: Box? = nil,
                  _ body: (Int, Int, UnsafeBufferPointer<Float>) -> Void) {
        guard let full = extent(polygons) else { return }
        let bounds = full.intersection(limit ?? canvas)
        guard !bounds.isEmpty else { return }
        var edges: [(x0: Double, y0: Double, x1: Double, y1: Double, dir: Int)] = []
        for poly in polygons where poly.count >= 3 {
            for i in 0..<poly.count {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                if a.y == b.y { continue }
                edges.append(a.y < b.y ? (a.x, a.y, b.x, b.y, 1) : (b.x, b.y, a.x, a.y, -1))
            }
        }
        edges.sort { $0.y0 < $1.y0 }
        let x0 = bounds.x0, x1 = bounds.x1
        let span = x1 - x0
        // Partial coverage of the pixels a crossing falls in, and the
        // starts and ends (+1, -1) of runs of pixels a sub-scanline covers
        // whole, summed along the row once per pixel row.
        var partial = [Float](repeating: 0, count: span + 1)
        var runs = [Int32](repeating: 0, count: span + 2)
        var active: [Int] = []
        var nextEdge = 0
        var crossings: [(x: Double, dir: Int)] = []
        let s = Raster.subsamples
        let weight = 1 / Double(s)
        let fweight = Float(weight)
        partial.withUnsafeMutableBufferPointer { row in
            runs.withUnsafeMutableBufferPointer { runs in
                for y in bounds.y0..<bounds.y1 {
                    var lo = span, hi = -1
                    for sub in 0..<s {
                        let sy = Double(y) + (Double(sub) + 0.5) * weight
                        while nextEdge < edges.count && edges[nextEdge].y0 <= sy { active.append(nextEdge); nextEdge += 1 }
                        active.removeAll { edges[$0].y1 <= sy }
                        crossings.removeAll(keepingCapacity: true)
                        for e in active {
                            let ed = edges[e]
                            crossings.append((ed.x0 + (sy - ed.y0) * (ed.x1 - ed.x0) / (ed.y1 - ed.y0), ed.dir))
                        }
                        if crossings.count < 2 { continue }
                        crossings.sort { $0.x < $1.x }
                        var winding = 0
                        for i in 0..<(crossings.count - 1) {
                            winding += evenOdd ? 1 : crossings[i].dir
                            let inside = evenOdd ? winding % 2 != 0 : winding != 0
                            if !inside { continue }
                            let a = max(Double(x0), crossings[i].x) - Double(x0)
                            let b = min(Double(x1), crossings[i + 1].x) - Double(x0)
                            if b <= a { continue }
                            let ia = Int(a), ib = Int(b)
                            lo = min(lo, ia)
                            hi = max(hi, min(ib, span - 1))
                            if ia == ib {
                                row[ia] += Float((b - a) * weight)
                            } else {
                                row[ia] += Float((Double(ia + 1) - a) * weight)
                                if ib > ia + 1 { runs[ia + 1] += 1; runs[ib] -= 1 }
                                if ib < span { row[ib] += Float((b - Double(ib)) * weight) }
                            }
                        }
                    }
                    guard hi >= lo else { continue }
                    var count: Int32 = 0
                    for k in lo...hi {
                        count += runs[k]
                        runs[k] = 0
                        if count != 0 { row[k] += Float(count) * fweight }
                    }
                    runs[hi + 1] = 0
                    runs[span] = 0
                    body(y, x0 + lo, UnsafeBufferPointer(rebasing: row[lo...hi]))
                    for k in lo...hi { row[k] = 0 }
                }
            }
        }
    }

    // MARK: Painting

    /// Fills polygons with a paint (straight RGBA), through the clips.
    mutating func fill(_ polygons: [Polygon], evenOdd: Bool = false, opacity: Double = 1, paint: Paint) {
        let clip = mask
        let limit = canvas.intersection(clip?.box ?? canvas)
        let op = Float(opacity)
        guard !limit.isEmpty, op > 0 else { return }
        let w = width
        var touched = Box.empty
        var buffer = pixels
        pixels = []
        // The canvas's rows not yet painted, when this draws on the canvas.
        var ready: [Bool] = []
        if layers.isEmpty, let rows = rowReady { (ready, rowReady) = (rows, nil) }
        let background = self.background
        let maskBox = clip?.box ?? .empty
        let maskValues = clip?.values ?? []
        let masked = clip?.values != nil
        var solid = RGBA(r: 0, g: 0, b: 0, a: 0), varying: ((Double, Double) -> RGBA)?
        switch paint {
        case .solid(let c): solid = c
        case .varying(let f): varying = f
        }
        maskValues.withUnsafeBufferPointer { m in
            buffer.withUnsafeMutableBufferPointer { px in
                // Composites pixels x0..<x0+count of row y with their
                // coverage (nil: all covered).
                func compose(_ y: Int, _ x0: Int, _ count: Int, _ cov: UnsafeBufferPointer<Float>?) {
                    touched = touched.union(Box(x0: x0, y0: y, x1: x0 + count, y1: y + 1))
                    if !ready.isEmpty { Raster.prepare(y, &ready, px, width: w, background) }
                    let mrow = masked ? (y - maskBox.y0) * maskBox.width + (x0 - maskBox.x0) : 0
                    let base = 4 * (y * w + x0)
                    var pr = Float(solid.r), pg = Float(solid.g), pb = Float(solid.b), pa = Float(solid.a)
                    for k in 0..<count {
                        var c = op
                        if let cov {
                            let c0 = cov[k]
                            if c0 <= 0.0005 { continue }
                            c = min(1, c0) * op
                        }
                        if masked { c *= m[mrow + k] }
                        if c <= 0 { continue }
                        if let varying {
                            let p = varying(Double(x0 + k) + 0.5, Double(y) + 0.5)
                            pr = Float(p.r); pg = Float(p.g); pb = Float(p.b); pa = Float(p.a)
                        }
                        let a = pa * c
                        let i = base + 4 * k
                        if a == 1 {
                            px[i] = pr; px[i + 1] = pg; px[i + 2] = pb; px[i + 3] = 1
                            continue
                        }
                        let inv = 1 - a
                        px[i] = pr * a + px[i] * inv
                        px[i + 1] = pg * a + px[i + 1] * inv
                        px[i + 2] = pb * a + px[i + 2] * inv
                        px[i + 3] = a + px[i + 3] * inv
                    }
                }
                if let rect = pixelRect(polygons) {
                    // Most fills: whole pixels, no coverage to compute.
                    let r = rect.intersection(limit)
                    for y in r.y0..<r.y1 { compose(y, r.x0, r.width, nil) }
                } else {
                    coverage(polygons, evenOdd: evenOdd, within: limit) { y, x0, cov in compose(y, x0, cov.count, cov) }
                }
            }
        }
        pixels = buffer
        if !ready.isEmpty { rowReady = ready }
        drawn = drawn.union(touched)
    }

    /// The pixels of a single axis-aligned rectangle whose edges are on
    /// pixel boundaries (clipped to the picture), or nil for any other
    /// polygons.
    func pixelRect(_ polygons: [Polygon]) -> Box? {
        guard polygons.count == 1, polygons[0].count == 4 else { return nil }
        let p = polygons[0]
        guard p[0].x == p[3].x, p[1].x == p[2].x, p[0].y == p[1].y, p[2].y == p[3].y else { return nil }
        // Within a millionth of a pixel (points on the 1/3-point grid times 3
        // miss whole numbers by rounding errors), which no coverage shows.
        let xs = [p[0].x.rounded(), p[1].x.rounded()], ys = [p[0].y.rounded(), p[2].y.rounded()]
        guard xs[0].isFinite, xs[1].isFinite, ys[0].isFinite, ys[1].isFinite, abs(xs[0] - p[0].x) < 1e-6, abs(xs[1] - p[1].x) < 1e-6,
              abs(ys[0] - p[0].y) < 1e-6, abs(ys[1] - p[2].y) < 1e-6 else { return nil }
        func clamp(_ v: Double, _ limit: Int) -> Int { Int(max(0, min(Double(limit), v))) }
        let b = Box(x0: clamp(xs.min()!, width), y0: clamp(ys.min()!, height), x1: clamp(xs.max()!, width), y1: clamp(ys.max()!, height))
        return b.isEmpty ? .empty : b
    }

    /// Intersects the clip with the polygons (until `popClip`).
    mutating func pushClip(_ polygons: [Polygon], antialiased: Bool) {
        masks.append(mask)
        let old = mask
        if let rect = pixelRect(polygons), old?.values == nil {
            // A rectangle on pixel boundaries inside a clip of whole pixels: a box.
            mask = Mask(box: rect.intersection(old?.box ?? canvas), values: nil)
            return
        }
        let box = (extent(polygons) ?? .empty).intersection(old?.box ?? canvas)
        guard !box.isEmpty else {
            mask = Mask(box: .empty, values: nil)
            return
        }
        let bw = box.width
        var values = [Float](repeating: 0, count: bw * box.height)
        values.withUnsafeMutableBufferPointer { v in
            coverage(polygons, evenOdd: false, within: box) { y, x0, cov in
                let row = (y - box.y0) * bw + (x0 - box.x0)
                for k in 0..<cov.count {
                    let c = cov[k]
                    v[row + k] = antialiased ? min(1, c) : (c >= 0.5 ? 1 : 0)
                }
            }
        }
        mask = Raster.masked(values, box: box, by: old)
    }

    /// A mask of `values` over `box` (inside the old clip's box) times the
    /// old clip; values of 1 everywhere are kept as the box alone.
    private static func masked(_ values: [Float], box: Box, by old: Mask?) -> Mask {
        var values = values
        var whole = true
        let bw = box.width
        values.withUnsafeMutableBufferPointer { v in
            if let old, let ov = old.values {
                let ow = old.box.width
                ov.withUnsafeBufferPointer { o in
                    for y in box.y0..<box.y1 {
                        let row = (y - box.y0) * bw, orow = (y - old.box.y0) * ow + (box.x0 - old.box.x0)
                        for k in 0..<bw { v[row + k] *= o[orow + k] }
                    }
                }
            }
            for k in 0..<v.count where v[k] < 1 {
                whole = false
                break
            }
        }
        return Mask(box: box, values: whole ? nil : values)
    }

    mutating func popClip() {
        mask = masks.popLast() ?? nil
    }

    /// Starts drawing into a transparent layer composited at `opacity`
    /// when `endLayer` is called (a group's opacity applies to the group as
    /// a whole, not to each of its parts).
    mutating func beginLayer(opacity: Double) {
        let below = pixels
        pixels = spare.popLast() ?? [Float](repeating: 0, count: width * height * 4)
        layers.append((below, Float(opacity), drawn))
        drawn = .empty
    }

    /// Puts an ended layer's buffer aside, made transparent again (in
    /// place: a copy of a whole-picture buffer would cost more than the layer).
    private mutating func recycle(_ layer: inout [Float], drawn box: Box) {
        let w = width
        layer.withUnsafeMutableBufferPointer { p in
            for y in box.y0..<box.y1 {
                for i in (4 * (y * w + box.x0))..<(4 * (y * w + box.x1)) { p[i] = 0 }
            }
        }
        spare.append(layer)
    }

    /// Composites the innermost layer onto what is below it, after
    /// `process` changed its pixels (an effect: given the layer and the box
    /// drawn in it, it returns the box its result covers), with a blend mode.
    mutating func endLayer(blend: BlendMode = .normal, process: ((inout [Float], Box) -> Box)? = nil) {
        guard let (below, opacity, belowDrawn) = layers.popLast() else { return }
        var layer = pixels
        pixels = below
        var box = drawn
        if let process { box = process(&layer, box).union(box) }
        box = box.intersection(canvas)
        let function = Raster.blendFunction(blend)
        let w = width
        var result = pixels
        pixels = []
        var ready: [Bool] = []
        if layers.isEmpty, let rows = rowReady { (ready, rowReady) = (rows, nil) }
        let background = self.background
        layer.withUnsafeBufferPointer { layer in
            result.withUnsafeMutableBufferPointer { result in
                for y in box.y0..<box.y1 {
                    if !ready.isEmpty { Raster.prepare(y, &ready, result, width: w, background) }
                    for x in box.x0..<box.x1 {
                        let i = y * w + x
                        let a = layer[4 * i + 3] * opacity
                        let ab = result[4 * i + 3]
                        switch blend {
                        case .destinationOut:
                            for k in 0..<4 { result[4 * i + k] *= 1 - a }
                            continue
                        case .destinationOver:
                            if a <= 0 { continue }
                            for k in 0..<4 { result[4 * i + k] += layer[4 * i + k] * opacity * (1 - ab) }
                            continue
                        case .sourceAtop:
                            if a <= 0 { continue }
                            for k in 0..<3 { result[4 * i + k] = layer[4 * i + k] * opacity * ab + result[4 * i + k] * (1 - a) }
                            continue
                        default:
                            break
                        }
                        if a <= 0 { continue }
                        let inv = 1 - a
                        if let function, ab > 0 {
                            // W3C Compositing: the source color becomes (1 - αb)·Cs + αb·B(Cb, Cs), then source-over.
                            for k in 0..<3 {
                                let cs = layer[4 * i + k] / layer[4 * i + 3], cb = result[4 * i + k] / ab
                                let mixed = (1 - ab) * cs + ab * function(cb, cs)
                                result[4 * i + k] = mixed * a + result[4 * i + k] * inv
                            }
                        } else {
                            for k in 0..<3 { result[4 * i + k] = layer[4 * i + k] * opacity + result[4 * i + k] * inv }
                        }
                        result[4 * i + 3] = a + ab * inv
                    }
                }
            }
        }
        pixels = result
        if !ready.isEmpty { rowReady = ready }
        drawn = belowDrawn.union(box)
        recycle(&layer, drawn: box)
    }

    /// Ends the innermost layer without drawing it and clips what follows
    /// to its alpha (a mask), until `popClip`.
    mutating func endLayerAsMask() {
        guard let (below, _, belowDrawn) = layers.popLast() else { return }
        var layer = pixels
        let content = drawn
        pixels = below
        drawn = belowDrawn
        let old = mask
        let box = content.intersection(old?.box ?? canvas)
        var values = [Float](repeating: 0, count: box.width * box.height)
        let w = width, bw = box.width
        layer.withUnsafeBufferPointer { p in
            values.withUnsafeMutableBufferPointer { v in
                for y in box.y0..<box.y1 {
                    for x in box.x0..<box.x1 { v[(y - box.y0) * bw + x - box.x0] = min(1, p[4 * (y * w + x) + 3]) }
                }
            }
        }
        recycle(&layer, drawn: content)
        masks.append(mask)
        mask = box.isEmpty ? Mask(box: .empty, values: nil) : Raster.masked(values, box: box, by: old)
    }

    /// Straight (not premultiplied) 8-bit RGBA.
    func rgba8() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            _ = bytes(rows: 0..<height, into: out, alpha: true, rowPrefix: 0)
            count = width * height * 4
        }
    }

    /// Writes the rows `rows` of a PNG's image data into `out`: each row's
    /// filter byte (0, none) before its straight 8-bit RGBA, or RGB when
    /// `alpha` is false. False when a pixel is not opaque and `alpha` is false.
    func pngRows(_ rows: Range<Int>, into out: UnsafeMutableBufferPointer<UInt8>, alpha: Bool) -> Bool {
        bytes(rows: rows, into: out, alpha: alpha, rowPrefix: 1)
    }

    /// Straight 8-bit RGBA (or RGB) rows, each after `rowPrefix` zero bytes;
    /// false when `alpha` is false and a pixel is not opaque.
    private func bytes(rows: Range<Int>, into out: UnsafeMutableBufferPointer<UInt8>, alpha: Bool, rowPrefix: Int) -> Bool {
        let w = width
        let channels = alpha ? 4 : 3
        let stride = w * channels + rowPrefix
        func byte(_ v: Float) -> UInt8 { v >= 0 ? (v <= 255 ? UInt8(v.rounded()) : 255) : 0 }
        let ready = rowReady
        return pixels.withUnsafeBufferPointer { p in
            // Runs of one color are common: the previous pixel's bytes are reused.
            var last: (Float, Float, Float, Float) = (0, 0, 0, 0)
            var lastBytes: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
            for y in rows {
                var o = (y - rows.lowerBound) * stride
                for _ in 0..<rowPrefix { out[o] = 0; o += 1 }
                if let ready, !ready[y] {
                    // A row never drawn on: the background's bytes.
                    let (r, g, b, a) = background
                    let bytes = a > 0 ? (byte(r / a * 255), byte(g / a * 255), byte(b / a * 255), byte(a * 255)) : (0, 0, 0, 0)
                    if !alpha && bytes.3 != 255 { return false }
                    for _ in 0..<w {
                        out[o] = bytes.0; out[o + 1] = bytes.1; out[o + 2] = bytes.2
                        if alpha { out[o + 3] = bytes.3 }
                        o += channels
                    }
                    continue
                }
                var i = 4 * y * w
                for _ in 0..<w {
                    let px = (p[i], p[i + 1], p[i + 2], p[i + 3])
                    if px != last {
                        last = px
                        let a = px.3
                        if a > 0 {
                            lastBytes = (byte(px.0 / a * 255), byte(px.1 / a * 255), byte(px.2 / a * 255), byte(a * 255))
                        } else {
                            lastBytes = (0, 0, 0, 0)
                        }
                        if !alpha && lastBytes.3 != 255 { return false }
                    }
                    out[o] = lastBytes.0; out[o + 1] = lastBytes.1; out[o + 2] = lastBytes.2
                    if alpha { out[o + 3] = lastBytes.3 }
                    o += channels
                    i += 4
                }
            }
            return true
        }
    }
}

/// Shapes flattened to polygons in pixel coordinates.
enum Flatten {
    /// The outline of a shape placed in `frame` (points), inset by `inset`
    /// points (negative: outset), scaled to pixels.
    static func outline(_ shape: DrawnShape, _ frame: CGRect, inset: Double, scale: Double) -> Raster.Polygon {
        let g = ShapeGeometry.resolve(shape, in: frame, inset: inset)
        let r = g.rect
        let x0 = Double(r.minX) * scale, y0 = Double(r.minY) * scale
        let x1 = Double(r.maxX) * scale, y1 = Double(r.maxY) * scale
        if x1 <= x0 || y1 <= y0 { return [] }
        if g.isEllipse {
            let cx = (x0 + x1) / 2, cy = (y0 + y1) / 2, rx = (x1 - x0) / 2, ry = (y1 - y0) / 2
            let n = segments(max(rx, ry) * 2 * Double.pi)
            return (0..<n).map { i in
                let a = Double(i) / Double(n) * 2 * Double.pi
                return (cx + rx * cos(a), cy + ry * sin(a))
            }
        }
        let rad = g.radius * scale
        if rad <= 0 { return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)] }
        let n = max(2, segments(rad * Double.pi / 2) / 1)
        var p: Raster.Polygon = []
        let corners = [(x1 - rad, y0 + rad, -Double.pi / 2), (x1 - rad, y1 - rad, 0.0),
                       (x0 + rad, y1 - rad, Double.pi / 2), (x0 + rad, y0 + rad, Double.pi)]
        for (cx, cy, start) in corners {
            for k in 0...n {
                let a = start + Double(k) / Double(n) * Double.pi / 2
                p.append((cx + rad * cos(a), cy + rad * sin(a)))
            }
        }
        return p
    }

    /// The length of a closed line (pixels), its closing segment included.
    static func perimeter(_ line: Raster.Polygon) -> Double {
        guard let first = line.first else { return 0 }
        let closed = line + [first]
        return zip(closed, closed.dropFirst()).reduce(0.0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }

    /// The centre line restarted at SwiftUI's start of an outline, and the
    /// dash pattern and phase that draw only its `trim` part (fractions of
    /// its length): one dash as long as the part, then a gap as long as the
    /// whole line. The start is the rightmost point, at mid-height among
    /// equals: where a circle's or ellipse's path begins, going clockwise on
    /// the screen (the start of other shapes' paths is unverified).
    static func trimmed(_ line: Raster.Polygon, _ trim: ClosedRange<Double>) -> (line: Raster.Polygon, pattern: [Double], phase: Double) {
        guard !line.isEmpty else { return (line, [0, 1], 0) }
        let midY = (line.map(\.y).min()! + line.map(\.y).max()!) / 2
        var start = 0
        for (i, p) in line.enumerated() {
            let best = line[start]
            if p.x > best.x + 1e-9 || (abs(p.x - best.x) <= 1e-9 && abs(p.y - midY) < abs(best.y - midY)) { start = i }
        }
        let restarted = Array(line[start...] + line[..<start])
        let total = perimeter(restarted)
        let on = total * (trim.upperBound - trim.lowerBound)
        let period = on + total
        return (restarted, [on, total], (period - total * trim.lowerBound).truncatingRemainder(dividingBy: period))
    }

    /// The dashes of a stroke along a closed centre line (pixels): each
    /// "on" length of `pattern` (dash, gap, dash, ... in pixels, starting
    /// `phase` into it) becomes a strip `width` pixels wide following the
    /// line. Butt ends; a bend inside a dash uses the mean of the two
    /// segments' normals.
    static func dashes(_ line: Raster.Polygon, width: Double, pattern: [Double], phase: Double) -> [Raster.Polygon] {
        guard line.count >= 2, pattern.contains(where: { $0 > 0 }), pattern.allSatisfy({ $0 >= 0 && $0.isFinite }),
              width > 0 else { return [] }
        let closed = line + [line[0]]
        let total = perimeter(line)
        guard total > 0, total.isFinite else { return [] }
        let period = pattern.reduce(0, +)
        // The point and unit direction at distance d along the line.
        func at(_ d: Double) -> (p: Raster.Point, dir: Raster.Point) {
            var left = d
            for (a, b) in zip(closed, closed.dropFirst()) {
                let len = hypot(b.x - a.x, b.y - a.y)
                if len > 0 && left <= len {
                    let u = (x: (b.x - a.x) / len, y: (b.y - a.y) / len)
                    return ((a.x + u.x * left, a.y + u.y * left), u)
                }
                left -= len
            }
            return (closed[closed.count - 1], (1, 0))
        }
        var result: [Raster.Polygon] = []
        var pos = -(phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0)
        var k = 0
        while pos < total && result.count < 4000 {
            let len = pattern[k % pattern.count]
            if k % 2 == 0 && len > 0 {
                let a = max(0, pos), b = min(total, pos + len)
                if b > a {
                    // Sample the centre line about every 2 pixels, and at its ends.
                    let steps = max(1, min(200, Int((b - a) / 2)))
                    var lefts: [Raster.Point] = [], rights: [Raster.Point] = []
                    for i in 0...steps {
                        let q = at(a + (b - a) * Double(i) / Double(steps))
                        let nx = -q.dir.y * width / 2, ny = q.dir.x * width / 2
                        lefts.append((q.p.x + nx, q.p.y + ny))
                        rights.append((q.p.x - nx, q.p.y - ny))
                    }
                    result.append(lefts + rights.reversed())
                }
            }
            pos += len
            k += 1
        }
        return result
    }

    /// Segments for an arc of `length` pixels: about one per 2 pixels.
    static func segments(_ length: Double) -> Int {
        guard length.isFinite else { return 8 }
        return Int(max(8, min(512, length / 2)))
    }
}
