import Foundation
import ViewLayout

/// Two pictures compared pixel by pixel with a perceptual tolerance, as a
/// snapshot test compares a picture with its reference: a pixel differs
/// when its colour is further than a just-noticeable step from the
/// reference's (CIE 1976 ΔE in L*a*b*, each pixel composited over white), and the
/// pictures match when few enough pixels differ. Anti-aliased edges that
/// a different machine shades a few levels apart stay below the tolerance.
///
/// The tolerance follows swift-snapshot-testing's `perceptualPrecision`: a
/// pixel differs when ΔE exceeds `(1 - perceptualPrecision) × 100` (0.98
/// allows ΔE 2, about the smallest difference a person sees side by side).
public struct ImageComparison {
    /// The compared area in pixels: the larger width and height of the two.
    public let width: Int, height: Int
    /// Whether both pictures have the same size; where they do not, the
    /// pixels outside one of them count as differing.
    public let sizesMatch: Bool
    /// Pixels whose colours differ beyond the tolerance.
    public let differingPixels: Int
    /// Pixels whose colours differ at all, within the tolerance or beyond it.
    public let changedPixels: Int
    /// The largest ΔE found where both pictures have a pixel.
    public let largestDifference: Double
    /// The smallest box holding every differing pixel, in pixels (nil when none differs).
    public let differingBox: (x: Int, y: Int, width: Int, height: Int)?

    /// 0 for a pixel alike in both, 1 for one changed within the tolerance, 2 beyond it.
    private let mask: [UInt8]
    private let reference: PNGCodec.DecodedImage

    /// The number of compared pixels.
    public var pixelCount: Int { width * height }

    /// Compares `image` with `reference`; ΔE above `(1 - perceptualPrecision) × 100`
    /// makes a pixel differ (a precision outside 0...1 is clamped).
    public init(reference: PNGCodec.DecodedImage, image: PNGCodec.DecodedImage, perceptualPrecision: Double = 0.98) {
        let precision = perceptualPrecision.isNaN ? 1 : min(1, max(0, perceptualPrecision))
        let threshold = (1 - precision) * 100
        width = max(reference.width, image.width)
        height = max(reference.height, image.height)
        sizesMatch = reference.width == image.width && reference.height == image.height
        self.reference = reference
        var mask = [UInt8](repeating: 0, count: width * height)
        var differing = 0, changed = 0, largest = 0.0
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        let a = reference.rgba, b = image.rgba
        for y in 0..<height {
            for x in 0..<width {
                let inA = x < reference.width && y < reference.height, inB = x < image.width && y < image.height
                var level: UInt8 = 0
                if inA && inB {
                    let i = 4 * (y * reference.width + x), j = 4 * (y * image.width + x)
                    if a[i] != b[j] || a[i + 1] != b[j + 1] || a[i + 2] != b[j + 2] || a[i + 3] != b[j + 3] {
                        let d = ImageComparison.deltaE(a, i, b, j)
                        largest = max(largest, d)
                        level = d > threshold ? 2 : 1
                    }
                } else {
                    level = 2
                }
                guard level > 0 else { continue }
                mask[y * width + x] = level
                changed += 1
                if level == 2 {
                    differing += 1
                    x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = y
                }
            }
        }
        self.mask = mask
        differingPixels = differing
        changedPixels = changed
        largestDifference = largest
        differingBox = x1 < 0 ? nil : (x0, y0, x1 - x0 + 1, y1 - y0 + 1)
    }

    /// Compares two PNG files; nil when either cannot be read.
    public init?(reference: Data, image: Data, perceptualPrecision: Double = 0.98) {
        guard let a = try? PNGCodec.decode(reference), let b = try? PNGCodec.decode(image) else { return nil }
        self.init(reference: a, image: b, perceptualPrecision: perceptualPrecision)
    }

    /// Whether the pictures match: the same size, and at most
    /// `(1 - precision)` of the pixels differing beyond the tolerance
    /// (swift-snapshot-testing's `precision`; 1, every pixel within it).
    public func matches(precision: Double = 1) -> Bool {
        let p = precision.isNaN ? 1 : min(1, max(0, precision))
        return sizesMatch && Double(differingPixels) <= (1 - p) * Double(pixelCount) + 1e-9
    }

    /// What differs, in one sentence: how many pixels, how far, and where
    /// (the box in points at `scale` pixels a point).
    public func summary(scale: Double = 1) -> String {
        var parts: [String] = []
        if !sizesMatch { parts.append("the pictures' sizes differ") }
        let share = pixelCount == 0 ? 0 : 100 * Double(differingPixels) / Double(pixelCount)
        parts.append("\(differingPixels) of \(pixelCount) pixels (\(n(share))%) differ beyond the tolerance"
                     + " (largest ΔE \(n(largestDifference)))")
        if let box = differingBox {
            let s = scale.isFinite && scale > 0 ? scale : 1
            parts.append("within (\(n(Double(box.x) / s)), \(n(Double(box.y) / s)), \(n(Double(box.width) / s)), \(n(Double(box.height) / s))) points")
        }
        return parts.joined(separator: ", ")
    }

    /// A PNG of the difference: the reference faded toward white, pixels
    /// that differ beyond the tolerance in red, pixels changed within it in
    /// orange.
    public func differenceImage() -> Data {
        var rgba = [UInt8](repeating: 255, count: 4 * width * height)
        for y in 0..<height {
            for x in 0..<width {
                let o = 4 * (y * width + x)
                switch mask[y * width + x] {
                case 2: rgba[o] = 230; rgba[o + 1] = 0; rgba[o + 2] = 0
                case 1: rgba[o] = 255; rgba[o + 1] = 170; rgba[o + 2] = 0
                default:
                    guard x < reference.width && y < reference.height else { continue }
                    let i = 4 * (y * reference.width + x)
                    let a = Double(reference.rgba[i + 3]) / 255
                    for c in 0..<3 {
                        let over = Double(reference.rgba[i + c]) * a + 255 * (1 - a)
                        rgba[o + c] = UInt8(255 - (255 - over) * 0.3)
                    }
                }
            }
        }
        return PNGCodec.encode(width: width, height: height, rgba: rgba)
    }

    /// ΔE (CIE 1976) between pixel `i` of `a` and pixel `j` of `b`, each
    /// composited over white.
    static func deltaE(_ a: [UInt8], _ i: Int, _ b: [UInt8], _ j: Int) -> Double {
        let p = lab(a, i), q = lab(b, j)
        let dl = p.0 - q.0, da = p.1 - q.1, db = p.2 - q.2
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// sRGB to linear light, one entry a byte value.
    private static let linear: [Double] = (0..<256).map { v in
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The pixel at `i` (straight RGBA over white) in CIE L*a*b* (D65).
    private static func lab(_ p: [UInt8], _ i: Int) -> (Double, Double, Double) {
        let alpha = Double(p[i + 3]) / 255
        func channel(_ k: Int) -> Double { linear[Int(p[i + k])] * alpha + (1 - alpha) }
        let r = channel(0), g = channel(1), b = channel(2)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
