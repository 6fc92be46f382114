import Foundation

/// The engine's one rule for numbers that are not ordinary lengths
/// (Fidelity, "Numbers: NaN, infinity and overflow"):
///
/// - NaN never leaves the engine: a NaN coordinate of a placed frame is
///   placed as 0 and reported (bad arguments are reported and resolved
///   where they are given, Resolve/).
/// - Infinity is a real size where SwiftUI gives one: a view answering an
///   infinite proposal on an axis with infinity keeps that infinite size,
///   in the memo and in the placed tree (a custom layout placing a
///   `Rectangle` with `proposal: .infinity`).
/// - Finite input whose arithmetic overflows (two 1e308-wide frames side
///   by side) saturates at ±`Double.greatestFiniteMagnitude`: a size
///   where it is computed (`size`, and the chain links that bypass it),
///   an origin when the frames are finished (`finishedFrame`). Such a
///   frame is reported.
///
/// The checks sit where an overflow can happen: once per size computed
/// (one comparison on the usual path), and in the frames' rounding loop,
/// whose fast path already rejects anything non-finite or huge.
extension Size {
    /// This size, answered for proposal `p`, with a dimension that
    /// overflowed saturated: infinity is kept only as the answer to an
    /// infinite proposal on its axis; NaN is left for the frames' check.
    @inline(__always) func saturated(for p: Proposal) -> Size {
        // (An infinity or NaN makes the sum of the products NaN.)
        if _fastPath(w * 0 + h * 0 == 0) { return self }
        return saturatedSlowly(for: p)
    }

    @inline(never) func saturatedSlowly(for p: Proposal) -> Size {
        Size(w: NumericRule.saturated(w, proposed: p.w), h: NumericRule.saturated(h, proposed: p.h))
    }
}

extension Double {
    /// This value, a sum or difference of finite terms, saturated if it
    /// overflowed (NumericRule): for the running sums inside an algorithm
    /// (a stack's gaps and minimums, what is left to share), whose
    /// infinities would otherwise read as an infinite proposal.
    @inline(__always) var saturatedSum: Double {
        if _fastPath(self * 0 == 0) { return self }
        return self > 0 ? NumericRule.limit : self < 0 ? -NumericRule.limit : self
    }
}

enum NumericRule {
    /// The value an overflow saturates at.
    static let limit = Double.greatestFiniteMagnitude

    /// `v`, a length answered for `proposed` on its axis: +infinity stays
    /// where infinity was proposed; any other infinity is an overflow.
    @inline(__always) static func saturated(_ v: Double, proposed: Double) -> Double {
        guard v.isInfinite, !(v > 0 && proposed == .infinity) else { return v }
        return v > 0 ? limit : -limit
    }

    /// What is wrong with a finished frame, for the diagnostic.
    enum Fault { case nan, overflow }

    /// Frame `r` as placed (root space, not yet rounded) made ready for
    /// the result, and what was wrong with it (nil: nothing). NaN is placed
    /// as 0; an infinite origin next to a finite size, and a saturated
    /// value, is an overflow (saturated); an infinite size, and an infinite
    /// origin beside it (a view centred on an infinite size), is kept.
    static func finishedFrame(_ r: CGRect, scale: Double) -> (frame: CGRect, fault: Fault?) {
        var (x, y, w, h) = (Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height))
        var fault: Fault?
        for v in [x, y, w, h] where v.isNaN { fault = .nan }
        if x.isNaN { x = 0 }
        if y.isNaN { y = 0 }
        if w.isNaN { w = 0 }
        if h.isNaN { h = 0 }
        w = saturated(w, proposed: .infinity)
        h = saturated(h, proposed: .infinity)
        if !w.isInfinite { x = saturated(x, proposed: 0) }
        if !h.isInfinite { y = saturated(y, proposed: 0) }
        if fault == nil && [x, y, w, h].contains(where: { abs($0) == limit }) { fault = .overflow }
        let (x0, width) = roundedEdges(x, w, scale: scale)
        let (y0, height) = roundedEdges(y, h, scale: scale)
        return (CGRect(x: x0, y: y0, width: width, height: height), fault)
    }

    /// The rounded low edge and length of the span from `origin`, `length`
    /// long (backwards when negative), as `PixelRounding` rounds it, for any
    /// magnitude: an edge whose pixel value overflows is kept as it is, and
    /// a length whose rounded edges' distance overflows keeps its own.
    static func roundedEdges(_ origin: Double, _ length: Double, scale: Double) -> (Double, Double) {
        func round(_ v: Double) -> Double {
            let e = v * scale
            return e * 0 == 0 ? (e + 0.5).rounded(.down) / scale : v
        }
        // An infinite length (kept: SwiftUI's answer to an infinite
        // proposal) spans from its rounded origin, even an infinite one.
        if length == .infinity { return (round(origin), .infinity) }
        let low = round(origin + Swift.min(length, 0)), high = round(origin + Swift.max(length, 0))
        let span = high - low
        return (low, span * 0 == 0 ? span : Swift.min(abs(length), limit))
    }

    /// The diagnostic for a frame `finishedFrame` found fault with.
    static func message(_ kind: String, _ raw: CGRect, _ fault: Fault) -> String {
        switch fault {
        case .nan: return "\(kind) was placed at \(raw); NaN is placed as 0"
        case .overflow:
            return "\(kind) was placed at \(raw): finite lengths overflowed; values past the largest finite one are saturated at ±\(limit)"
        }
    }
}
