import Foundation
import ViewLayout

/// A small anti-aliasing rasteriser: polygons are filled by scanlines with
/// exact horizontal coverage and `subsamples` sub-scanlines per pixel row,
/// and composited source-over in premultiplied linear floats (sRGB values
/// are blended as they are, as most 2D libraries do). Every shape is first
/// flattened to polygons in pixel coordinates, so one filler serves
/// rectangles, rounded rectangles, ellipses, capsules, strokes (a ring of
/// two outlines, filled even-odd), symbols and glyphs.
struct Raster {
    typealias Point = (x: Double, y: Double)
    typealias Polygon = [Point]

    let width: Int, height: Int
    /// Premultiplied RGBA, row-major.
    var pixels: [Float]
    /// Coverage of the clips in effect (nil: none), one value a pixel.
    var mask: [Float]?
    private var masks: [[Float]?] = []
    /// Layers of enclosing groups (opacity, effects, masks), with their opacity.
    private var layers: [(pixels: [Float], opacity: Float)] = []
    static let subsamples = 5

    init(width: Int, height: Int, background: Color?) {
        self.width = width
        self.height = height
        pixels = [Float](repeating: 0, count: width * height * 4)
        if let background {
            let c = RGBA(background)
            let a = Float(c.a)
            for i in 0..<(width * height) {
                pixels[4 * i] = Float(c.r) * a; pixels[4 * i + 1] = Float(c.g) * a
                pixels[4 * i + 2] = Float(c.b) * a; pixels[4 * i + 3] = a
            }
        }
    }

    // MARK: Coverage

    /// Calls `body(y, x0, coverage)` for each pixel row the polygons touch,
    /// with the coverage of pixels x0..<x0+coverage.count in 0...1.
    func coverage(_ polygons: [Polygon], evenOdd: Bool, _ body: (Int, Int, [Float]) -> Void) {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var edges: [(x0: Double, y0: Double, x1: Double, y1: Double, dir: Int)] = []
        for poly in polygons where poly.count >= 3 {
            for i in 0..<poly.count {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
                minX = min(minX, a.x); maxX = max(maxX, a.x); minY = min(minY, a.y); maxY = max(maxY, a.y)
                if a.y == b.y { continue }
                edges.append(a.y < b.y ? (a.x, a.y, b.x, b.y, 1) : (b.x, b.y, a.x, a.y, -1))
            }
        }
        guard !edges.isEmpty else { return }
        let x0 = max(0, Int(max(-1, min(Double(width), minX.rounded(.down)))))
        let x1 = min(width, Int(max(0, min(Double(width), maxX.rounded(.up)))))
        let y0 = max(0, Int(max(-1, min(Double(height), minY.rounded(.down)))))
        let y1 = min(height, Int(max(0, min(Double(height), maxY.rounded(.up)))))
        guard x1 > x0, y1 > y0 else { return }
        edges.sort { $0.y0 < $1.y0 }
        let span = x1 - x0
        var row = [Float](repeating: 0, count: span + 1)
        var active: [Int] = []
        var nextEdge = 0
        var crossings: [(x: Double, dir: Int)] = []
        let s = Raster.subsamples
        let weight = 1 / Double(s)
        for y in y0..<y1 {
            for k in 0..<span { row[k] = 0 }
            var touched = false
            for sub in 0..<s {
                let sy = Double(y) + (Double(sub) + 0.5) * weight
                while nextEdge < edges.count && edges[nextEdge].y0 <= sy { active.append(nextEdge); nextEdge += 1 }
                active.removeAll { edges[$0].y1 <= sy }
                crossings.removeAll(keepingCapacity: true)
                for e in active where edges[e].y0 <= sy {
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
                    touched = true
                    let ia = Int(a), ib = Int(b)
                    if ia == ib {
                        row[ia] += Float((b - a) * weight)
                    } else {
                        row[ia] += Float((Double(ia + 1) - a) * weight)
                        if ib > ia + 1 { for k in (ia + 1)..<ib { row[k] += Float(weight) } }
                        if ib < span { row[ib] += Float((b - Double(ib)) * weight) }
                    }
                }
            }
            if touched { body(y, x0, Array(row[0..<span])) }
        }
    }

    // MARK: Painting

    /// Fills polygons with a paint. `paint(x, y)` gives the straight RGBA at
    /// a pixel centre.
    mutating func fill(_ polygons: [Polygon], evenOdd: Bool = false, opacity: Double = 1, paint: (Double, Double) -> RGBA) {
        var updates: [(Int, Int, [Float])] = []
        coverage(polygons, evenOdd: evenOdd) { y, x0, cov in updates.append((y, x0, cov)) }
        for (y, x0, cov) in updates {
            for (k, c0) in cov.enumerated() where c0 > 0.0005 {
                let x = x0 + k
                let i = y * width + x
                var c = min(1, c0) * Float(opacity)
                if let mask { c *= mask[i] }
                if c <= 0 { continue }
                let p = paint(Double(x) + 0.5, Double(y) + 0.5)
                let a = Float(p.a) * c
                let inv = 1 - a
                pixels[4 * i] = Float(p.r) * a + pixels[4 * i] * inv
                pixels[4 * i + 1] = Float(p.g) * a + pixels[4 * i + 1] * inv
                pixels[4 * i + 2] = Float(p.b) * a + pixels[4 * i + 2] * inv
                pixels[4 * i + 3] = a + pixels[4 * i + 3] * inv
            }
        }
    }

    /// Intersects the clip with the polygons (until `popClip`).
    mutating func pushClip(_ polygons: [Polygon], antialiased: Bool) {
        masks.append(mask)
        var m = [Float](repeating: 0, count: width * height)
        coverage(polygons, evenOdd: false) { y, x0, cov in
            for (k, c) in cov.enumerated() {
                let v = antialiased ? min(1, c) : (c >= 0.5 ? 1 : 0)
                m[y * width + x0 + k] = v
            }
        }
        if let old = mask { for i in 0..<m.count { m[i] *= old[i] } }
        mask = m
    }

    mutating func popClip() {
        mask = masks.popLast() ?? nil
    }

    /// Starts drawing into a transparent layer composited at `opacity`
    /// when `endLayer` is called (a group's opacity applies to the group as
    /// a whole, not to each of its parts).
    mutating func beginLayer(opacity: Double) {
        layers.append((pixels, Float(opacity)))
        pixels = [Float](repeating: 0, count: width * height * 4)
    }

    /// Composites the innermost layer onto what is below it, after
    /// `process` changed its pixels (an effect), with a blend mode.
    mutating func endLayer(blend: BlendMode = .normal, process: ((inout [Float]) -> Void)? = nil) {
        guard let (below, opacity) = layers.popLast() else { return }
        var layer = pixels
        process?(&layer)
        var result = below
        let function = Raster.blendFunction(blend)
        for i in 0..<(width * height) {
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
        pixels = result
    }

    /// Ends the innermost layer without drawing it and clips what follows
    /// to its alpha (a mask), until `popClip`.
    mutating func endLayerAsMask() {
        guard let (below, _) = layers.popLast() else { return }
        var m = [Float](repeating: 0, count: width * height)
        for i in 0..<(width * height) { m[i] = min(1, pixels[4 * i + 3]) }
        pixels = below
        masks.append(mask)
        if let old = mask { for i in 0..<m.count { m[i] *= old[i] } }
        mask = m
    }

    /// Straight (not premultiplied) 8-bit RGBA.
    func rgba8() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let a = pixels[4 * i + 3]
            if a <= 0 { continue }
            for k in 0..<3 { out[4 * i + k] = UInt8(max(0, min(255, (pixels[4 * i + k] / a * 255).rounded()))) }
            out[4 * i + 3] = UInt8(max(0, min(255, (a * 255).rounded())))
        }
        return out
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
