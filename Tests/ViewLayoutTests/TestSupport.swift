import Foundation
import Testing
import ViewLayout

/// Shared helpers for the layout tests. Everything lives in the `VLTest`
/// namespace or in uniquely named extensions so that test files written by
/// others in this target cannot clash with it.
enum VLTest {
    /// An environment with the given display scale. Scale 1 keeps every
    /// frame on whole points, free of pixel rounding.
    static func environment(scale: CGFloat) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.displayScale = scale
        return env
    }

    /// Lays `view` out in a root of `width` × `height` at `scale`.
    static func layout<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1) -> PlacedViewTree {
        ViewLayout.layout(view, in: CGSize(width: width, height: height), environment: environment(scale: scale))
    }

    /// What the built-in measurer answers for `text` (the same measurer the
    /// engine uses by default), so tests never hard-code glyph widths.
    static func text(_ text: String, font: Font = .body, width: CGFloat? = nil, height: CGFloat? = nil,
                     scale: CGFloat = 3) -> TextMeasurement {
        BuiltinTextMeasurer().measure(text, font: font, proposal: ProposedViewSize(width: width, height: height),
                                      displayScale: scale)
    }

    /// One body line at @3x: 17 × 2444/2048 = 20.287, rounded up to 1/3
    /// (Fidelity, "Text" [measured FB]: "Hello world" is 85.33 × 20.33).
    static let bodyLine3x = 61.0 / 3

    /// Frames are compared to a millionth of a point: pixel-grid values such
    /// as 20.3333 are not exact in binary.
    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
            && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
    }
}

extension PlacedViewTree {
    /// Expects the view marked `.id(id)` to have exactly this frame (root
    /// coordinates); prints the whole tree when it does not.
    func assertFrame(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = CGRect(x: x, y: y, width: w, height: h)
        guard let f = frame(of: id) else {
            Issue.record("no view has id \"\(id)\"\n\(self)", sourceLocation: sourceLocation)
            return
        }
        #expect(VLTest.close(f, expected), "\(id): got \(f), expected \(expected)\n\(self)", sourceLocation: sourceLocation)
    }

    /// Expects a placed view (found any way) to have exactly this frame.
    func assertFrame(of view: PlacedView?, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = CGRect(x: x, y: y, width: w, height: h)
        guard let view else {
            Issue.record("view not found\n\(self)", sourceLocation: sourceLocation)
            return
        }
        #expect(VLTest.close(view.frame, expected), "\(view.kind): got \(view.frame), expected \(expected)\n\(self)",
                sourceLocation: sourceLocation)
    }

    /// Every placed frame is finite, and the engine never had to replace a
    /// NaN or saturate an overflow it computed itself (it reports those as
    /// "NaN is placed as 0" and "finite lengths overflowed").
    var vlAllFramesFinite: Bool {
        allViews.allSatisfy { VLTest.isFinite($0.frame) }
            && !diagnostics.contains { $0.message.contains("NaN is placed as 0") || $0.message.contains("finite lengths overflowed") }
    }

    /// Whether some diagnostic mentions every one of `parts`.
    func vlHasDiagnostic(_ parts: String...) -> Bool {
        diagnostics.contains { d in parts.allSatisfy { d.message.contains($0) } }
    }
}

/// The column controls are tested in on the iPhone 13: a leading-aligned
/// column inset 16 from the screen's sides, so a control is offered 358
/// points and starts at (16, 47).
func column<V: View>(@ViewBuilder _ content: () -> V) -> PlacedViewTree {
    layout(VStack(alignment: .leading, spacing: 0) {
        content()
        Spacer(minLength: 0)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(.horizontal, 16), on: .iPhone13)
}
