import Foundation
import ViewLayout

/// What a renderer receives while a placed-view tree is walked back to
/// front. Groups carry what applies to a whole subtree (opacity, clips,
/// effects); a group is opened only where a view has one, and every begin
/// is matched by one `endGroup`.
protocol DrawingSink {
    mutating func beginGroup(opacity: Double, clips: [ClipShape], frame: CGRect, view: PlacedView)
    /// One effect other than opacity and clip (shadow, blur, filter,
    /// transform, blend mode, compositing group).
    mutating func beginEffect(_ effect: DrawingEffect, frame: CGRect, view: PlacedView)
    /// What is drawn until `maskDefined` is a mask; what follows until the
    /// group ends is drawn through its alpha.
    mutating func beginMask(frame: CGRect, view: PlacedView)
    mutating func maskDefined()
    mutating func draw(_ drawing: Drawing, frame: CGRect, view: PlacedView)
    mutating func endGroup()
}

enum DrawingWalk {
    enum Step { case enter(PlacedView), close, maskDefined }

    /// Walks `root` in drawing order without recursion (trees can be 10,000
    /// views deep): parents before children, siblings by `zIndex`, a
    /// background's views before the view they are behind, a mask before
    /// the content it masks.
    static func walk<S: DrawingSink>(_ root: PlacedView, into sink: inout S) {
        var stack: [Step] = [.enter(root)]
        while let step = stack.popLast() {
            switch step {
            case .close:
                sink.endGroup()
            case .maskDefined:
                sink.maskDefined()
            case .enter(let v):
                // An infinite or huge frame is a real frame (Fidelity,
                // "Numbers: NaN, infinity and overflow"); drawn clipped to
                // what a canvas can reach.
                let frame = reachable(v.frame)
                let effects = v.effects
                var opacity = 1.0, clips: [ClipShape] = [], onlyGroups = true
                for e in effects {
                    switch e {
                    case .opacity(let o): opacity *= o
                    case .clip(let c): clips.append(c)
                    default: onlyGroups = false
                    }
                }
                if opacity <= 0 { continue }  // nothing of it shows
                if onlyGroups {
                    if opacity < 1 || !clips.isEmpty {
                        sink.beginGroup(opacity: opacity, clips: clips, frame: frame ?? .zero, view: v)
                        stack.append(.close)
                    }
                } else {
                    // The last effect applies last: it is the outermost group.
                    for e in effects.reversed() {
                        switch e {
                        case .opacity(let o): sink.beginGroup(opacity: o, clips: [], frame: frame ?? .zero, view: v)
                        case .clip(let c): sink.beginGroup(opacity: 1, clips: [c], frame: frame ?? .zero, view: v)
                        default: sink.beginEffect(e, frame: frame ?? .zero, view: v)
                        }
                        stack.append(.close)
                    }
                }
                if let d = v.drawing, let frame { sink.draw(d, frame: frame, view: v) }
                if v.isMask, case let children = v.children, children.count == 2 {
                    sink.beginMask(frame: frame ?? .zero, view: v)
                    stack.append(.close)
                    stack.append(.enter(children[0]))
                    stack.append(.maskDefined)
                    stack.append(.enter(children[1]))
                    continue
                }
                for c in v.childrenInDrawingOrder.reversed() { stack.append(.enter(c)) }
            }
        }
    }
}

extension DrawingWalk {
    /// How far from the origin, in points, a frame is drawn: beyond any
    /// canvas (the pictures' pixel limit), and small enough that the
    /// renderers' arithmetic on it stays finite.
    static let reach = 1e7

    /// `r` clipped to `reach` on every side, or nil when nothing of it is
    /// within (a view placed past the largest finite coordinate).
    static func reachable(_ r: CGRect) -> CGRect? {
        let x = Double(r.origin.x), y = Double(r.origin.y), w = Double(r.size.width), h = Double(r.size.height)
        if abs(x) < reach && abs(y) < reach && abs(w) < reach && abs(h) < reach { return r }
        func edges(_ o: Double, _ l: Double) -> (Double, Double) {
            if l.isInfinite { return l > 0 ? (o, .infinity) : (-.infinity, o) }
            return (min(o, o + l), max(o, o + l))
        }
        let (ex0, ex1) = edges(x, w), (ey0, ey1) = edges(y, h)
        let x0 = max(ex0, -reach), x1 = min(ex1, reach), y0 = max(ey0, -reach), y1 = min(ey1, reach)
        guard x0 <= x1, y0 <= y1 else { return nil }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// Where a gradient paint is between 0 and 1 at a point, and the color
/// there: shared by the renderers so both draw the same gradient.
enum GradientMath {
    /// The color at location `t` of `stops` (before the first stop its
    /// color, after the last the last's, between two a linear blend).
    static func color(at t: Double, _ stops: [(color: RGBA, at: Double)]) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
        let t = t.isNaN ? 0 : t
        if t <= first.at { return first.color }
        guard let j = stops.firstIndex(where: { $0.at > t }) else { return last.color }
        let (a, b) = (stops[j - 1], stops[j])
        let u = (t - a.at) / (b.at - a.at)
        let (p, q) = (a.color, b.color)
        return RGBA(r: p.r + (q.r - p.r) * u, g: p.g + (q.g - p.g) * u, b: p.b + (q.b - p.b) * u, a: p.a + (q.a - p.a) * u)
    }

    /// The location of point (x, y) (root points) in a gradient paint
    /// placed in `frame`, clamped to 0...1; nil for a solid paint.
    static func location(_ paint: Paint, _ frame: CGRect, x: Double, y: Double) -> Double? {
        let fx = Double(frame.minX), fy = Double(frame.minY), w = Double(frame.width), h = Double(frame.height)
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        switch paint {
        case .color, .hierarchical:
            return nil
        case .linearGradient(_, let start, let end):
            let sx = fx + Double(start.x) * w, sy = fy + Double(start.y) * h
            let dx = fx + Double(end.x) * w - sx, dy = fy + Double(end.y) * h - sy
            let len2 = dx * dx + dy * dy
            return clamp(len2 > 0 ? ((x - sx) * dx + (y - sy) * dy) / len2 : 0)
        case .radialGradient(_, let c, let r0, let r1):
            let d = ((x - fx - Double(c.x) * w) * (x - fx - Double(c.x) * w) + (y - fy - Double(c.y) * h) * (y - fy - Double(c.y) * h)).squareRoot()
            return clamp(r1 != r0 ? (d - r0) / (r1 - r0) : (d < r0 ? 0 : 1))
        case .ellipticalGradient(_, let c, let f0, let f1):
            let rx = max(w / 2, 1e-9), ry = max(h / 2, 1e-9)
            let ex = (x - fx - Double(c.x) * w) / rx, ey = (y - fy - Double(c.y) * h) / ry
            let d = (ex * ex + ey * ey).squareRoot()
            return clamp(f1 != f0 ? (d - f0) / (f1 - f0) : (d < f0 ? 0 : 1))
        case .angularGradient(_, let c, let a0, let a1):
            // Screen y grows downwards, so atan2 grows clockwise, as SwiftUI's angles do.
            var a = atan2(y - fy - Double(c.y) * h, x - fx - Double(c.x) * w) - a0
            let span = a1 - a0
            guard span.isFinite, span != 0 else { return 0 }
            let turn = 2 * Double.pi
            a = a.truncatingRemainder(dividingBy: turn)
            if a < 0 { a += turn }
            return clamp(a / span)
        }
    }

    /// A gradient paint's stops as drawn colors; nil for a solid paint.
    static func stops(_ paint: Paint) -> [(color: RGBA, at: Double)]? {
        switch paint {
        case .color, .hierarchical: return nil
        case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _), .ellipticalGradient(let s, _, _, _), .angularGradient(let s, _, _, _):
            return s.map { (RGBA($0.color), Double($0.location)) }
        }
    }

    /// The solid color of a paint that is not a gradient (a hierarchical
    /// style the layout did not resolve draws as the primary color).
    static func solid(_ paint: Paint) -> RGBA? {
        switch paint {
        case .color(let c): return RGBA(c)
        case .hierarchical(_, let o): return RGBA(Color.primary.opacity(o))
        default: return nil
        }
    }
}

/// Where text decorations sit, in em of the font. The strikethrough runs
/// through the middle of the x-height (San Francisco's x-height is
/// 1040 / 2048 em: Fidelity, "Text"); the underline's thickness (1/17 em)
/// and offset (its top 0.1 em below the baseline) are estimates, as Apple
/// publishes neither (unverified).
enum TextDecorationMetrics {
    static let thickness = 1.0 / 17
    static let underlineOffset = 0.1
    static let strikethroughRise = 1040.0 / 2048 / 2
    /// The rectangles (root points) of a decoration under or through one
    /// line of `width` points whose baseline is at `baseline`, split into
    /// the pattern's dashes.
    static func segments(_ style: Text.LineStyle, size: Double, x: Double, baseline: Double, width: Double,
                         strikethrough: Bool) -> [CGRect] {
        let t = max(0.5, size * thickness)
        let y = strikethrough ? baseline - size * strikethroughRise - t / 2 : baseline + size * underlineOffset
        let dashes = style.pattern.dashLengths.map { $0 * t * 2 }
        guard !dashes.isEmpty, dashes.allSatisfy({ $0 > 0 }) else { return [CGRect(x: x, y: y, width: width, height: t)] }
        var rects: [CGRect] = []
        var pos = 0.0, k = 0
        while pos < width, rects.count < 2000 {
            let len = dashes[k % dashes.count]
            if k % 2 == 0 { rects.append(CGRect(x: x + pos, y: y, width: min(len, width - pos), height: t)) }
            pos += len
            k += 1
        }
        return rects
    }
}

/// A color as 8-bit sRGB components and an opacity, clamped.
struct RGBA: Equatable {
    var r: Double, g: Double, b: Double, a: Double
    init(r: Double, g: Double, b: Double, a: Double) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    init(_ c: Color) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        r = clamp(c.red); g = clamp(c.green); b = clamp(c.blue); a = clamp(c.opacity)
    }
    var hex: String {
        func h(_ v: Double) -> String { String(format: "%02x", Int((v * 255).rounded())) }
        return "#" + h(r) + h(g) + h(b)
    }
}

/// Shape geometry shared by the renderers.
enum ShapeGeometry {
    /// The rectangle and corner radius of a shape placed in `frame`, inset
    /// by `inset` on every side (for `strokeBorder`). Circles come back as a
    /// square with a radius of half its side; ellipses as `isEllipse`.
    static func resolve(_ shape: DrawnShape, in frame: CGRect, inset: Double) -> (rect: CGRect, radius: Double, isEllipse: Bool) {
        var r = frame
        if case .circle = shape {
            // The largest circle centred in the frame (Circle's page).
            let side = min(r.width, r.height)
            r = CGRect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)
        }
        let i = min(inset, Double(min(r.width, r.height)) / 2)
        r = r.insetBy(dx: CGFloat(i), dy: CGFloat(i))
        let half = Double(min(r.width, r.height)) / 2
        switch shape {
        case .rectangle: return (r, 0, false)
        case .roundedRectangle(let c): return (r, min(max(0, c - i), half), false)
        case .circle, .capsule: return (r, half, false)
        case .ellipse: return (r, 0, true)
        }
    }
}
