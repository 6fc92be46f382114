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

    static func round(_ r: CGRect, scale: Double) -> CGRect {
        let x0 = round(Double(r.minX), scale: scale), y0 = round(Double(r.minY), scale: scale)
        let x1 = round(Double(r.minX + r.width), scale: scale), y1 = round(Double(r.minY + r.height), scale: scale)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
