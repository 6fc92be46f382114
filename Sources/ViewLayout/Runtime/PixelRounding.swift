import Foundation

/// Frames land on the pixel grid of the display scale as SwiftUI places
/// them (Fidelity, "Pixel rounding", OSU `ViewGeometry`): each edge is rounded to the nearest
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
        let x0 = round(x + Swift.min(w, 0), scale: scale), y0 = round(y + Swift.min(h, 0), scale: scale)
        let x1 = round(x + Swift.max(w, 0), scale: scale), y1 = round(y + Swift.max(h, 0), scale: scale)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Rounds `count` frames from `source` into `target`, which may be
    /// `source` itself (one tight loop over raw memory: every layout ends
    /// with it, in place in the result's frames). False when a frame has a
    /// non-finite or saturated component (Layout/NumericRule.swift): such a
    /// frame is written as it was, for the caller to finish and report.
    ///
    /// The four edges of a frame are rounded together in vector registers.
    /// The baseline x86-64 target has no rounding instruction (libm's
    /// `floor` is a call per edge), so the floor is taken with the
    /// 1.5 × 2⁵² shift: adding and subtracting it rounds to the nearest
    /// integer, and 1 comes off where that went up. It is exact below
    /// 2⁵⁰ in magnitude; a frame with an edge beyond (or not finite) is
    /// rounded one edge at a time, from the value still in registers.
    static func round(_ source: ReadOnlyStorage<CGRect>, into target: RawStorage<CGRect>, count: Int, scale: Double) -> Bool {
        let src = UnsafeRawPointer(source.base), dst = UnsafeMutableRawPointer(target.base)
        let stride = MemoryLayout<CGRect>.stride
        let shift = SIMD4<Double>(repeating: 6_755_399_441_055_744.0)
        let scales = SIMD4<Double>(repeating: scale)
        let limit = SIMD4<Double>(repeating: 1_125_899_906_842_624.0)  // 2⁵⁰
        // Masks and bit patterns: SIMD selects compile to long shuffles on
        // this target, while and/or of bit patterns are single instructions.
        let oneBits = bits(SIMD4<Double>(repeating: 1)), magnitudeBits = SIMD4<UInt64>(repeating: 0x7FFF_FFFF_FFFF_FFFF)
        var allFinite = true
        for i in 0..<count {
            // CGRect is four Doubles: x, y, width, height.
            let r = src.loadUnaligned(fromByteOffset: i &* stride, as: SIMD4<Double>.self)
            let origin = r.lowHalf, size = r.highHalf
            // The standardized rectangle's edges (a negative size spans
            // backwards from the origin, as CGRect's minX and maxX say).
            // (These `replacing` forms compile to minpd and maxpd.)
            let low = origin + size.replacing(with: 0, where: size .> 0)
            let high = origin + size.replacing(with: 0, where: size .< 0)
            let e = SIMD4(lowHalf: low, highHalf: high) * scales + 0.5
            // Below 2⁵⁰ in magnitude (a NaN compares false).
            guard _fastPath(all(double(bits(e) & magnitudeBits) .< limit)) else {
                let x = r[0], y = r[1], w = r[2], h = r[3]
                let limit = NumericRule.limit
                if abs(x) < limit && abs(y) < limit && abs(w) < limit && abs(h) < limit {
                    // Huge but finite: rounded without overflowing.
                    let (x0, width) = NumericRule.roundedEdges(x, w, scale: scale)
                    let (y0, height) = NumericRule.roundedEdges(y, h, scale: scale)
                    target[i] = CGRect(x: x0, y: y0, width: width, height: height)
                } else {
                    dst.storeBytes(of: r, toByteOffset: i &* stride, as: SIMD4<Double>.self)
                    allFinite = false
                }
                continue
            }
            let nearest = (e + shift) - shift
            let floored = nearest - double(bits(nearest .> e) & oneBits)
            let edges = floored / scales
            let rect = SIMD4(lowHalf: edges.lowHalf, highHalf: edges.highHalf - edges.lowHalf)
            dst.storeBytes(of: rect, toByteOffset: i &* stride, as: SIMD4<Double>.self)
        }
        return allFinite
    }

    @inline(__always) private static func bits(_ v: SIMD4<Double>) -> SIMD4<UInt64> { unsafeBitCast(v, to: SIMD4<UInt64>.self) }
    @inline(__always) private static func bits(_ m: SIMDMask<SIMD4<Int64>>) -> SIMD4<UInt64> { unsafeBitCast(m, to: SIMD4<UInt64>.self) }
    @inline(__always) private static func double(_ v: SIMD4<UInt64>) -> SIMD4<Double> { unsafeBitCast(v, to: SIMD4<Double>.self) }
}
