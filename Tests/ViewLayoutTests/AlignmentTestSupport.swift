import Foundation
import Testing
import ViewLayout

// Helpers shared by AlignmentTests, DirectionTests, RoundingTests,
// ExampleTests and ViewBuilderTests. Everything lives in `ATS` (or starts
// with `AT`) so that it cannot collide with TestSupport.swift.

enum ATS {
    /// An environment at the given display scale and direction.
    static func env(scale: CGFloat = 3, rtl: Bool = false) -> EnvironmentValues {
        var e = EnvironmentValues()
        e.displayScale = scale
        e.layoutDirection = rtl ? .rightToLeft : .leftToRight
        return e
    }

    /// Lays `view` out in a root of `width` × `height`.
    static func lay<V: View>(_ view: V, _ width: CGFloat = 400, _ height: CGFloat = 400,
                             scale: CGFloat = 3, rtl: Bool = false) -> PlacedViewTree {
        layout(view, in: CGSize(width: width, height: height), environment: env(scale: scale, rtl: rtl))
    }

    /// Fidelity, "Pixel rounding" [RE]: a coordinate goes to the nearest pixel, ties toward
    /// +infinity: floor((v + m/2) / m) * m with m = 1/scale. Values within
    /// 1e-7 pixel of a tie count as the tie (so that 399.4999999 from
    /// floating-point noise rounds like 399.5).
    static func px(_ v: Double, _ scale: Double) -> Double {
        (v * scale + 0.5 + 1e-7).rounded(.down) / scale
    }

    /// The frame a view placed at (x, y, w, h) in root space comes out at:
    /// each edge rounded, the size the difference (Fidelity, "Pixel rounding").
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, scale: Double = 3) -> ATRect {
        ATRect(x: x, y: y, w: w, h: h, scale: scale)
    }

    /// Whether `v` is, up to floating-point noise, exactly half-way between
    /// two pixels. The rule says such ties go up, but whether 6.5 px arrives
    /// as 6.4999999999 or 6.5000000001 depends on the order of floating-point
    /// operations (SwiftUI's and the engine's alike), which no documented
    /// rule fixes; at such points either neighbour is accepted.
    static func isNearTie(_ v: Double, _ scale: Double) -> Bool {
        let p = v * scale
        return abs(p - p.rounded(.down) - 0.5) < 1e-6
    }

    /// Whether `actual` is `raw` rounded to the pixel grid (either neighbour
    /// at a floating-point tie).
    static func matchesPixel(_ actual: Double, _ raw: Double, _ scale: Double) -> Bool {
        if close(actual, px(raw, scale)) { return true }
        return isNearTie(raw, scale) && close(actual, (raw * scale).rounded(.down) / scale)
    }

    /// Text rounded up to the pixel (Fidelity, "Text" [RE], as the measurer does).
    static func up(_ v: Double, _ scale: Double) -> Double {
        (v * scale - 1e-9).rounded(.up) / scale
    }

    /// The built-in measurer's answer for a string.
    static func measure(_ s: String, _ font: Font = .body, width: CGFloat? = nil, scale: CGFloat = 3) -> TextMeasurement {
        BuiltinTextMeasurer().measure(s, font: font, proposal: ProposedViewSize(width: width, height: nil), displayScale: scale)
    }

    /// SF Pro's line height in points (Fidelity, "Text": (1950 + 494) / 2048 em).
    static func lineHeight(_ size: Double) -> Double { size * (1950.0 + 494.0) / 2048 }
    /// SF Pro's ascender in points (Fidelity, "Text": 1950 / 2048 em).
    static func ascender(_ size: Double) -> Double { size * 1950.0 / 2048 }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        close(Double(a.minX), Double(b.minX)) && close(Double(a.minY), Double(b.minY))
            && close(Double(a.width), Double(b.width)) && close(Double(a.height), Double(b.height))
    }
}

/// An expected frame before rounding: where the rules place the view.
struct ATRect: CustomStringConvertible {
    var x: Double, y: Double, w: Double, h: Double, scale: Double
    /// The frame after rounding each edge (Fidelity, "Pixel rounding").
    var rounded: CGRect {
        let x0 = ATS.px(x, scale), y0 = ATS.px(y, scale)
        return CGRect(x: x0, y: y0, width: ATS.px(x + w, scale) - x0, height: ATS.px(y + h, scale) - y0)
    }
    var description: String { "\(rounded) (unrounded \(x), \(y), \(w), \(h) @\(scale)x)" }
}

/// Expects `actual` to be `expected` with each edge rounded to the pixel
/// grid (Fidelity, "Pixel rounding"); at a floating-point tie either neighbour is accepted.
func atExpectFrame(_ actual: CGRect?, _ expected: ATRect, _ what: String = "",
                   sourceLocation: SourceLocation = #_sourceLocation) {
    guard let a = actual else {
        Issue.record("\(what): no such view (expected \(expected))", sourceLocation: sourceLocation)
        return
    }
    let s = expected.scale
    let ok = ATS.matchesPixel(Double(a.minX), expected.x, s) && ATS.matchesPixel(Double(a.maxX), expected.x + expected.w, s)
        && ATS.matchesPixel(Double(a.minY), expected.y, s) && ATS.matchesPixel(Double(a.maxY), expected.y + expected.h, s)
    #expect(ok, "\(what): got \(a), expected \(expected)", sourceLocation: sourceLocation)
}

/// Expects `actual` to be `raw` rounded to the pixel grid of `scale`.
func atExpectPixel(_ actual: CGFloat?, _ raw: Double, _ scale: Double, _ what: String = "",
                   sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("\(what): no value (expected \(raw) rounded)", sourceLocation: sourceLocation)
        return
    }
    #expect(ATS.matchesPixel(Double(actual), raw, scale),
            "\(what): got \(actual), expected \(raw) rounded @\(scale)x = \(ATS.px(raw, scale))",
            sourceLocation: sourceLocation)
}

/// Expects `actual` to be the frame `expected` (to 1e-6 points).
func atExpectFrame(_ actual: CGRect?, _ expected: CGRect, _ what: String = "",
                   sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("\(what): no such view (expected \(expected))", sourceLocation: sourceLocation)
        return
    }
    #expect(ATS.close(actual, expected), "\(what): got \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

/// Expects two numbers to be equal to 1e-6 points.
func atExpectEqual(_ actual: CGFloat?, _ expected: Double, _ what: String = "",
                   sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("\(what): no value (expected \(expected))", sourceLocation: sourceLocation)
        return
    }
    #expect(ATS.close(Double(actual), expected), "\(what): got \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

/// A mutable box that alignment-guide closures write what they saw into.
final class ATBox<T> {
    var value: T
    init(_ value: T) { self.value = value }
}

/// A solid colour of a fixed size (most fixtures are built from these).
func atBlock(_ w: CGFloat, _ h: CGFloat) -> some View {
    Color.blue.frame(width: w, height: h)
}

/// The horizontal guide one quarter of the way across a view (the
/// HorizontalAlignment page's `oneQuarter` example).
enum ATOneQuarterAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
}

extension HorizontalAlignment {
    static let atOneQuarter = HorizontalAlignment(ATOneQuarterAlignment.self)
}
