import Foundation
import Testing
import ViewLayout

/// The engine's numeric rule (Fidelity, "Numbers: NaN, infinity and
/// overflow"): NaN never escapes, infinity only where SwiftUI gives an
/// infinite frame, finite input that overflows saturates at
/// ±`CGFloat.greatestFiniteMagnitude` and is reported.
@Suite struct NumericRuleTests {
    static let largest = CGFloat.greatestFiniteMagnitude

    /// Places its one subview at the top-leading corner of its bounds with
    /// `proposal: .infinity`, as the published probe does (a custom layout
    /// probing with infinity reads back `inf × inf`), at `anchor`.
    struct InfiniteProbe: Layout {
        var anchor: UnitPoint = .topLeading
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 100, height: 100)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let point = CGPoint(x: bounds.minX + bounds.width * anchor.x, y: bounds.minY + bounds.height * anchor.y)
            subviews.first?.place(at: point, anchor: anchor, proposal: .infinity)
        }
    }

    /// Answers a width past half the largest value, so that two side by
    /// side overflow.
    struct Huge: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 1e308, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    static func overflowReported(_ r: PlacedViewTree, _ kind: String) -> Bool {
        r.diagnostics.contains { $0.message.hasPrefix(kind) && $0.message.contains("finite lengths overflowed") }
    }

    // Issue 29, item 1: two 1e308-wide frames before a ScrollView. The
    // stack's length saturates instead of overflowing (1e308 + 8 + 1e308),
    // so every position after it is finite and the scroll view's visible
    // region is computed on finite values.
    @Test func finiteInputThatOverflowsSaturates() {
        let view = HStack {
            Color.red.frame(width: 1e308).id("a")
            Color.red.frame(width: 1e308).id("b")
            ScrollView { Color.blue.frame(width: 10, height: 10).id("content") }.id("scroll")
        }.id("stack")
        let r = VLTest.layout(view, 390, 763)
        #expect(r.frame(of: "stack")?.width == Self.largest, "\(r)")
        #expect(Self.overflowReported(r, "HStack"), "\(r.diagnostics)")
        #expect(r.allViews.allSatisfy { VLTest.isFinite($0.frame) }, "\(r)")
        // Side by side after the saturated stack's left edge, 8 apart.
        #expect(r.frame(of: "a")?.width == 1e308 && r.frame(of: "b")?.width == 1e308)
        // Laid out, 10 high; past 1e308 neighbouring values are about 1e292
        // apart, so its far edge rounds onto its origin (Fidelity, "Pixel
        // rounding": the size is the distance between the rounded edges).
        #expect(r.frame(of: "content")?.height == 10)
    }

    // Issue 29, item 8: offsets of ±1e308 twice over. The second offset
    // overflows the origin, which saturates; the size is the frame's 10.
    @Test func offsetsPastTheLargestValueSaturate() {
        let view = ZStack {
            Color.red.frame(width: 10, height: 10).id("c").offset(x: 1e308, y: -1e308).offset(x: 1e308, y: -1e308)
        }
        let r = VLTest.layout(view, 390, 763)
        let f = r.frame(of: "c")
        #expect(f?.minX == Self.largest && f?.minY == -Self.largest, "\(r)")
        #expect(r.allViews.allSatisfy { VLTest.isFinite($0.frame) })
        #expect(r.diagnostics.contains { $0.message.contains("finite lengths overflowed") })
    }

    // Issue 29, item 8: huge custom-layout sizes. Each answers 1e308 (a
    // finite size for a finite proposal); side by side they overflow, and
    // the stack saturates.
    @Test func hugeCustomLayoutSizesSaturate() {
        let r = VLTest.layout(HStack(spacing: 0) { Huge { Color.red }; Huge { Color.red } }.id("s"), 390, 763)
        #expect(r.frame(of: "s")?.width == Self.largest, "\(r)")
        #expect(r.allViews.allSatisfy { VLTest.isFinite($0.frame) }, "\(r)")
    }

    // A padding whose insets alone overflow (1e308 on each side) saturates
    // the padded size; the child is proposed 0 and answers its fixed width.
    @Test func paddingPastTheLargestValueSaturates() {
        let r = VLTest.layout(Color.red.frame(width: 1e308, height: 10).id("c").padding(1e308).id("p"), 390, 763)
        #expect(r.frame(of: "p")?.width == Self.largest, "\(r)")
        #expect(r.frame(of: "p")?.height == Self.largest)
        #expect(r.allViews.allSatisfy { VLTest.isFinite($0.frame) }, "\(r)")
    }

    // Issue 26, item 1: place(at:anchor:proposal:) at the top-leading anchor
    // with an infinite proposal. A Rectangle proposed infinity answers
    // infinity (Fidelity, "Ideal sizes and sizing modifiers"); the zero
    // anchor contributes nothing, so the origin is the point, and the placed
    // tree keeps the infinite size, with nothing reported.
    @Test func placedWithInfiniteProposalKeepsInfiniteSize() {
        let r = VLTest.layout(InfiniteProbe { Rectangle().id("r") }.id("probe"), 390, 763)
        // The probe is 100 × 100, centred in the 390 × 763 root.
        #expect(r.frame(of: "probe") == CGRect(x: 145, y: 331.5.rounded(.up), width: 100, height: 100), "\(r)")
        let f = r.frame(of: "r")
        #expect(f?.origin == r.frame(of: "probe")?.origin, "\(r)")
        #expect(f?.width == .infinity && f?.height == .infinity, "\(r)")
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
        // A GeometryReader placed so reads inf × inf, as in the published probe.
        let g = VLTest.layout(InfiniteProbe { GeometryReader { _ in Color.clear }.id("g") }, 390, 763)
        #expect(g.frame(of: "g")?.size == CGSize(width: CGFloat.infinity, height: .infinity), "\(g)")
    }

    // Centred on its point, an infinite view's origin is -infinity: kept,
    // since it follows from the infinite size; nothing is NaN.
    @Test func centredInfiniteViewKeepsItsInfiniteOrigin() {
        let r = VLTest.layout(InfiniteProbe(anchor: .center) { Rectangle().id("r") }, 390, 763)
        let f = r.frame(of: "r")
        #expect(f?.minX == -.infinity && f?.width == .infinity, "\(r)")
        #expect(r.allViews.allSatisfy { !$0.frame.minX.isNaN && !$0.frame.width.isNaN })
        #expect(!r.diagnostics.contains { $0.message.contains("NaN") }, "\(r.diagnostics)")
    }

    // JSON has no number for infinity: the documented strings, and the
    // output parses strictly.
    @Test func jsonOfAnInfiniteFrameIsValid() throws {
        let r = VLTest.layout(InfiniteProbe { Rectangle().id("r") }, 390, 763)
        let json = r.jsonString()
        #expect(json.contains("\"Infinity\""))
        #expect(!json.contains("nan") && !json.contains("inf,"))
        _ = try JSONSerialization.jsonObject(with: Data(json.utf8))
    }

    // A session keeps what a fresh layout gives: saturated frames and their
    // reports, and an infinite frame with none.
    @Test func sessionsFollowTheNumericRule() {
        let root = CGSize(width: 390, height: 763)
        func wide(_ w: CGFloat) -> some View {
            HStack { Color.red.frame(width: w); Color.red.frame(width: 1e308); Text("x") }
        }
        let session = LayoutSession(wide(10), in: root)
        for w: CGFloat in [1e308, 20, 1.5e308, 1e308] {
            session.update(with: wide(w))
            let fresh = ViewLayout.layout(wide(w), in: root)
            #expect(session.result.allViews.map(\.frame) == fresh.allViews.map(\.frame), "width \(w)")
            #expect(session.result.diagnostics == fresh.diagnostics, "width \(w)")
        }
        let probe = LayoutSession(InfiniteProbe { Rectangle() }, in: root)
        #expect(probe.result.allViews.map(\.frame) == ViewLayout.layout(InfiniteProbe { Rectangle() }, in: root).allViews.map(\.frame))
    }
}
