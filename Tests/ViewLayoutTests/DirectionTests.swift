import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples

// Layout direction. HowLayoutWorks, "Coordinates", and Fidelity, "Layout direction" [RE]: layout is
// computed left to right and each child is mirrored inside its parent,
// x' = parentWidth - x - w; leading/trailing guides, Edge-based padding and
// custom horizontal guides flip ([doc] the layout-direction and
// HorizontalAlignment pages). Offsets and positions are left out: whether
// they flip is UNKNOWN (Fidelity, "Layout direction").

@Suite struct DirectionTests {

    // MARK: The ViewDimensions page's indented text

    /// Expected frames of "Default" and "Indented" in a 390 × 763 root @3x.
    static func indentedFrames(rtl: Bool) -> (def: ATRect, ind: ATRect) {
        let d = ATS.measure("Default"), i = ATS.measure("Indented")
        let dw = Double(d.size.width), iw = Double(i.size.width), h = Double(d.size.height)
        // Leading guides 0 and -10: the VStack spans 0...max(dw, iw + 10).
        let w = max(dw, 10 + iw)
        let x0 = (390 - w) / 2
        // Only the horizontal frames are asserted; the vertical gap between
        // two Texts comes from text metrics (Fidelity, "Text", unverified).
        if rtl {
            return (ATS.rect(x0 + w - dw, 0, dw, h), ATS.rect(x0 + w - 10 - iw, 0, iw, h))
        }
        return (ATS.rect(x0, 0, dw, h), ATS.rect(x0 + 10, 0, iw, h))
    }

    // ViewDimensions page: "Indented" sits 10 points right of "Default" in a
    // left-to-right environment; in right-to-left, with the same guide, it is
    // indented from the right: its right edge is 10 left of Default's.
    @Test(arguments: [false, true])
    func indentedText(_ rtl: Bool) {
        var view = AnyView(VStack(alignment: .leading) {
            Text("Default").id("default")
            Text("Indented")
                .alignmentGuide(.leading) { context in context[.leading] - 10 }
                .id("indented")
        })
        if rtl { view = AnyView(view.environment(\.layoutDirection, .rightToLeft)) }
        let r = layout(view, in: CGSize(width: 390, height: 763), environment: ATS.env(scale: 3))
        let e = Self.indentedFrames(rtl: rtl)
        let d = r.frame(of: "default"), i = r.frame(of: "indented")
        atExpectPixel(d?.minX, e.def.x, 3, "Default x")
        atExpectPixel(d?.maxX, e.def.x + e.def.w, 3, "Default right edge")
        atExpectPixel(i?.minX, e.ind.x, 3, "Indented x")
        atExpectPixel(i?.maxX, e.ind.x + e.ind.w, 3, "Indented right edge")
        if rtl {
            atExpectEqual(i.map { $0.maxX }, Double(d?.maxX ?? 0) - 10, "RTL: right edge 10 left of Default's")
        } else {
            atExpectEqual(i?.minX, Double(d?.minX ?? 0) + 10, "LTR: 10 right of Default")
        }
    }

    // The same, on the built-in example's two stages (walking the tree).
    @Test func indentedTextExampleStages() {
        let example = Example.named("indented-text")!
        #expect(example.stages.count == 2)
        for (k, stage) in example.stages.enumerated() {
            let r = stage.layout()
            let texts = r.views(ofKind: "Text")
            let d = texts.first { $0.label == "Default" }?.frame
            let i = texts.first { $0.label == "Indented" }?.frame
            let e = Self.indentedFrames(rtl: k == 1)
            atExpectPixel(d?.minX, e.def.x, 3, "stage \(k) Default x")
            atExpectPixel(i?.minX, e.ind.x, 3, "stage \(k) Indented x")
            // Text above text in a VStack: the lower font's leading, 0 for SF
            // (OSU Text+Spacing, Layout/TextSpacing.swift): the lines touch.
            #expect(d != nil && i != nil && abs(i!.minY - d!.maxY) < 1e-9)
        }
    }

    // MARK: Mirroring of the basic containers and modifiers

    // HStack page + Fidelity, "Layout direction": children run from the trailing (right) edge
    // in RTL. HStack(spacing: 10) of 10, 20 and 30 wide: 80 wide at 160.
    @Test(arguments: [false, true])
    func hstackOrderReverses(_ rtl: Bool) {
        let r = ATS.lay(HStack(spacing: 10) {
            atBlock(10, 10).id("a")
            atBlock(20, 10).id("b")
            atBlock(30, 10).id("c")
        }, scale: 1, rtl: rtl)
        let xs: [Double] = rtl ? [230, 200, 160] : [160, 180, 210]
        atExpectEqual(r.frame(of: "a")?.minX, xs[0], "a")
        atExpectEqual(r.frame(of: "b")?.minX, xs[1], "b")
        atExpectEqual(r.frame(of: "c")?.minX, xs[2], "c")
    }

    // padding page + Fidelity, "Padding, Spacer and Divider" and "Layout direction": `.leading` insets go on the right in RTL.
    @Test(arguments: [false, true])
    func leadingPaddingFlips(_ rtl: Bool) {
        let r = ATS.lay(atBlock(50, 50).id("c").padding(.leading, 10).id("p"), scale: 1, rtl: rtl)
        atExpectFrame(r.frame(of: "p"), CGRect(x: 170, y: 175, width: 60, height: 50), "padding")
        atExpectFrame(r.frame(of: "c"), CGRect(x: rtl ? 170 : 180, y: 175, width: 50, height: 50), "content")
    }

    // Same, with the modifier applied inside an RTL environment modifier
    // (not the root's environment): padding(EdgeInsets) leading 4, trailing 12.
    @Test func edgeInsetsFlipUnderEnvironmentModifier() {
        let r = ATS.lay(
            atBlock(50, 50).id("c")
                .padding(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 12)).id("p")
                .environment(\.layoutDirection, .rightToLeft),
            scale: 1)
        atExpectFrame(r.frame(of: "p"), CGRect(x: 167, y: 175, width: 66, height: 50), "padding")
        atExpectFrame(r.frame(of: "c"), CGRect(x: 179, y: 175, width: 50, height: 50), "content (12 left, 4 right)")
    }

    // frame page + Fidelity, "Layout direction": frame(alignment: .leading) puts the child at
    // the right edge in RTL; .trailing at the left edge.
    @Test(arguments: [false, true])
    func frameLeadingAlignmentFlips(_ rtl: Bool) {
        let r = ATS.lay(VStack(spacing: 0) {
            atBlock(40, 40).id("l").frame(width: 100, alignment: .leading)
            atBlock(40, 40).id("t").frame(width: 100, alignment: .trailing)
        }, scale: 1, rtl: rtl)
        atExpectFrame(r.frame(of: "l"), CGRect(x: rtl ? 210 : 150, y: 160, width: 40, height: 40), "leading")
        atExpectFrame(r.frame(of: "t"), CGRect(x: rtl ? 150 : 210, y: 200, width: 40, height: 40), "trailing")
    }

    // VStack page: VStack(alignment: .leading) aligns right edges in RTL.
    @Test func vstackLeadingAlignsRightEdgesInRTL() {
        let r = ATS.lay(VStack(alignment: .leading, spacing: 0) {
            atBlock(100, 10).id("a")
            atBlock(40, 10).id("b")
        }, scale: 1, rtl: true)
        #expect(r.frame(of: "a")?.maxX == 250)
        #expect(r.frame(of: "b")?.maxX == 250)
        #expect(r.frame(of: "b")?.minX == 210)
    }

    // HorizontalAlignment page: "Custom alignment guides also automatically
    // reverse in a right-to-left environment". oneQuarter (25 and 10) now
    // measures from the right: b's right quarter meets a's.
    @Test(arguments: [false, true])
    func customGuideReverses(_ rtl: Bool) {
        let r = ATS.lay(VStack(alignment: .atOneQuarter, spacing: 0) {
            atBlock(100, 10).id("a")
            atBlock(40, 10).id("b")
        }, scale: 1, rtl: rtl)
        atExpectEqual(r.frame(of: "a")?.minX, 150, "a")
        atExpectEqual(r.frame(of: "b")?.minX, rtl ? 195 : 165, "b")
    }

    // Spacer page, mirrored: with the Spacer first, the text is flush with
    // the trailing edge, which is the left edge in RTL.
    @Test func spacerFirstInRTL() {
        let r = ATS.lay(HStack {
            Spacer()
            atBlock(20, 20).id("icon")
            Text("Buy milk").id("text")
        }, 390, 763, scale: 3, rtl: true)
        let tw = Double(ATS.measure("Buy milk").size.width)
        atExpectEqual(r.frame(of: "text")?.minX, 0, "text at the left edge")
        atExpectEqual(r.frame(of: "text")?.width, tw, "text width")
        atExpectPixel(r.frame(of: "icon")?.minX, tw + 8, 3, "icon 8 right of the text")
    }

    // MARK: Yoga habit: every fixture in both directions

    /// Lays `view` out LTR and RTL at @1x and checks, for every view, that
    /// its x inside its parent mirrors (x_rtl = parentWidth - x_ltr - w) and
    /// that y and the size do not change (Fidelity, "Layout direction").
    static func expectMirrored<V: View>(_ view: V, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let ltr = ATS.lay(view, scale: 1, rtl: false)
        let rtl = ATS.lay(view, scale: 1, rtl: true)
        #expect(ltr.allViews.count > 3, "fixture \(name) should have content", sourceLocation: sourceLocation)
        for problem in mirrorProblems(ltr, rtl, name, tolerance: 0) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }

    /// Where the right-to-left tree `rtl` is not the mirror of `ltr` (the
    /// same views in the same order, each the same size at the same y in its
    /// parent, at x_rtl = parentWidth − x_ltr − w), within `tolerance`
    /// points (a pixel at the trees' scale: each edge is rounded to the grid
    /// on its own). Views below one of `skipping` (a kind whose content
    /// SwiftUI does not mirror) are not compared.
    static func mirrorProblems(_ ltr: PlacedViewTree, _ rtl: PlacedViewTree, _ name: String, tolerance: Double,
                               skipping: Set<PlacedView.Kind> = []) -> [String] {
        let a = ltr.allViews, b = rtl.allViews
        if a.count != b.count { return ["\(name): \(a.count) views left to right, \(b.count) right to left"] }
        var problems: [String] = []
        var skipped: Set<Int> = []  // indices into a of views under a skipped kind
        for (k, (l, r)) in zip(a, b).enumerated() {
            if l.kind != r.kind { return problems + ["\(name): view \(k) is \(l.kind) and \(r.kind)"] }
            guard let lp = l.parent?.frame, let rp = r.parent?.frame else { continue }
            if skipped.contains(k) { continue }
            if skipping.contains(l.kind) {
                // Its descendants follow it in depth-first order.
                var depth = 0, p = l.parent
                while let q = p { depth += 1; p = q.parent }
                var j = k + 1
                while j < a.count {
                    var d = 0, q = a[j].parent
                    while let x = q { d += 1; q = x.parent }
                    if d <= depth { break }
                    skipped.insert(j)
                    j += 1
                }
            }
            let lf = l.frame, rf = r.frame
            let what = "\(name): \(l.kind)\(l.id.map { " #\($0.base)" } ?? "")\(l.label.map { " \"\($0)\"" } ?? "")"
            func near(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= tolerance + 1e-9 }
            if !near(lf.width, rf.width) || !near(lf.height, rf.height) {
                problems.append("\(what) size \(lf.size) vs \(rf.size)")
            }
            if !near(lf.minY - lp.minY, rf.minY - rp.minY) { problems.append("\(what) y \(lf.minY - lp.minY) vs \(rf.minY - rp.minY)") }
            let mirrored = lp.width - (lf.minX - lp.minX) - lf.width
            if !near(rf.minX - rp.minX, mirrored) {
                problems.append("\(what): x in parent \(rf.minX - rp.minX), expected \(mirrored)")
            }
        }
        return problems
    }

    @Test func fixturesMirrorInRTL() {
        Self.expectMirrored(HStack(alignment: .top, spacing: 6) {
            atBlock(30, 20).id("a")
            VStack(alignment: .leading, spacing: 4) {
                atBlock(40, 10).id("b")
                atBlock(20, 10).padding(.leading, 8).id("c")
            }
            Spacer()
            atBlock(10, 10).id("d")
        }.frame(width: 300, height: 100, alignment: .topLeading), "hstack with spacer")

        Self.expectMirrored(ZStack(alignment: .topLeading) {
            atBlock(100, 60).id("a")
            atBlock(20, 20).alignmentGuide(.leading) { _ in -10 }.id("b")
            atBlock(30, 10).frame(width: 80, alignment: .trailing).id("c")
        }, "zstack with guides")

        Self.expectMirrored(VStack(alignment: .trailing, spacing: 2) {
            atBlock(50, 10).padding(EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 12))
            HStack(alignment: .bottom, spacing: 0) {
                atBlock(10, 30)
                atBlock(20, 20).alignmentGuide(.bottom) { d in d[.bottom] - 4 }
                atBlock(14, 10)
            }
            atBlock(60, 8).frame(maxWidth: .infinity, alignment: .leading)
        }.frame(width: 200), "vstack trailing")

        Self.expectMirrored(VStack(alignment: .atOneQuarter, spacing: 0) {
            atBlock(100, 10)
            atBlock(40, 10)
            HStack(spacing: 0) { ForEach(0..<4) { _ in Color.green } }.frame(width: 48, height: 6)
        }, "custom guide")

        Self.expectMirrored(HStack(spacing: 0) {
            Color.red.frame(minWidth: 20, maxWidth: 60)
            Color.blue.frame(width: 30).layoutPriority(1)
            atBlock(10, 10).overlay(alignment: .leading) { atBlock(4, 4) }
            atBlock(10, 10).background(alignment: .trailing) { atBlock(6, 20) }
        }.frame(width: 120, height: 40), "flexible frames, overlay, background")
    }
}
