import Foundation
import ViewLayout

/// What a renderer receives while a placed-view tree is walked back to
/// front. Groups carry what applies to a whole subtree (opacity, clips); a
/// group is opened only where a view has one.
protocol DrawingSink {
    mutating func beginGroup(opacity: Double, clips: [ClipShape], frame: CGRect, view: PlacedView)
    mutating func draw(_ drawing: Drawing, frame: CGRect, view: PlacedView)
    mutating func endGroup()
}

enum DrawingWalk {
    enum Step { case enter(PlacedView), close }

    /// Walks `root` in drawing order without recursion (trees can be 10,000
    /// views deep): parents before children, siblings by `zIndex`, a
    /// background's views before the view they are behind.
    static func walk<S: DrawingSink>(_ root: PlacedView, into sink: inout S) {
        var stack: [Step] = [.enter(root)]
        while let step = stack.popLast() {
            switch step {
            case .close:
                sink.endGroup()
            case .enter(let v):
                let opacity = v.opacity, clips = v.clipShapes
                let grouped = opacity < 1 || !clips.isEmpty
                if opacity <= 0 { continue }  // nothing of it shows
                if grouped {
                    sink.beginGroup(opacity: opacity, clips: clips, frame: v.frame, view: v)
                    stack.append(.close)
                }
                if let d = v.drawing { sink.draw(d, frame: v.frame, view: v) }
                for c in v.childrenInDrawingOrder.reversed() { stack.append(.enter(c)) }
            }
        }
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
