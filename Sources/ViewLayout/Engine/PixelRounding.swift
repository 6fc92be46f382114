import Foundation

/// Frames land on the pixel grid of the display scale as SwiftUI places
/// them (facts §14, OSU `ViewGeometry`): each edge is rounded to the nearest
/// pixel (ties toward +infinity) in root space, and the size is the distance
/// between the rounded edges. Three 33.333-point views at @1x come out 33,
/// 34 and 33 wide, and neighbours never overlap or leave a gap.
enum PixelRounding {
    @inline(__always)
    static func round(_ v: Double, scale: Double) -> Double {
        (v * scale + 0.5).rounded(.down) / scale
    }

    @inline(__always)
    static func round(_ r: CGRect, scale: Double) -> CGRect {
        round(x: Double(r.origin.x), y: Double(r.origin.y), w: Double(r.size.width), h: Double(r.size.height), scale: scale)
    }

    /// The edges of the standardized rectangle (a negative size spans
    /// backwards from the origin, as CGRect's minX and maxX say), rounded.
    @inline(__always)
    static func round(x: Double, y: Double, w: Double, h: Double, scale: Double) -> CGRect {
        let minX = w < 0 ? x + w : x, minY = h < 0 ? y + h : y
        let x0 = round(minX, scale: scale), y0 = round(minY, scale: scale)
        let x1 = round(minX + Swift.abs(w), scale: scale), y1 = round(minY + Swift.abs(h), scale: scale)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Rounds `count` frames from `source` into `target` (one tight loop
    /// over raw memory: every layout ends with it). False when a frame has
    /// a non-finite component, which the caller then reports and replaces.
    static func round(_ source: UnsafePointer<CGRect>, into target: UnsafeMutablePointer<CGRect>, count: Int, scale: Double) -> Bool {
        var sum = 0.0
        for i in 0..<count {
            let r = source[i]
            let x = Double(r.origin.x), y = Double(r.origin.y), w = Double(r.size.width), h = Double(r.size.height)
            // A NaN or infinity anywhere makes the sum non-finite (as can
            // an overflow of finite values, which the caller's check clears).
            sum += (x + y) + (w + h)
            (target + i).initialize(to: round(x: x, y: y, w: w, h: h, scale: scale))
        }
        return sum.isFinite
    }
}
