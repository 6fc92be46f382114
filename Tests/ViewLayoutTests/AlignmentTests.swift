import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples

// Alignment guides: defaults, alignmentGuide on both axes in every container
// that aligns, ViewDimensions, custom AlignmentIDs, guides projected through
// nested stacks, text baselines and how containers combine explicit values.
//
// Unless a test says otherwise the root is 400 × 400 at @1x (integer
// results), and the root centres its content, so a W × H view sits at
// ((400 - W) / 2, (400 - H) / 2).

@Suite struct AlignmentTests {

    // MARK: Built-in defaults

    // Fidelity, "Alignment guides" [doc][measured FB] and the ViewDimensions page: leading 0,
    // center w/2, trailing w; top 0, center h/2, bottom h; both text baselines
    // equal bottom on a view without text; no explicit values unless set.
    @Test func builtInGuideDefaultsInViewDimensions() {
        let seen = ATBox<[String: CGFloat?]>([:])
        let view = VStack(alignment: .leading) {
            atBlock(90, 60).alignmentGuide(.leading) { d in
                seen.value = [
                    "width": d.width, "height": d.height,
                    "leading": d[.leading], "hcenter": d[HorizontalAlignment.center], "trailing": d[.trailing],
                    "top": d[.top], "vcenter": d[VerticalAlignment.center], "bottom": d[.bottom],
                    "first": d[.firstTextBaseline], "last": d[.lastTextBaseline],
                    "quarter": d[.atOneQuarter], "third": d[.firstThird],
                    "explicitLeading": d[explicit: .leading], "explicitTop": d[explicit: .top],
                    "explicitFirst": d[explicit: .firstTextBaseline],
                ]
                return d[.leading]
            }
        }
        _ = ATS.lay(view, scale: 1)
        let d = seen.value
        #expect(d["width"] == 90)
        #expect(d["height"] == 60)
        #expect(d["leading"] == 0)
        #expect(d["hcenter"] == 45)
        #expect(d["trailing"] == 90)
        #expect(d["top"] == 0)
        #expect(d["vcenter"] == 30)
        #expect(d["bottom"] == 60)
        #expect(d["first"] == 60)
        #expect(d["last"] == 60)
        #expect(d["explicitLeading"] == .some(nil))
        #expect(d["explicitTop"] == .some(nil))
        #expect(d["explicitFirst"] == .some(nil))
        // A custom guide's default comes from its AlignmentID (AlignmentID page).
        #expect(d["quarter"] == 22.5)
        #expect(d["third"] == 20)
    }

    // ViewDimensions page: "A view's size and alignment guides in its own
    // coordinate space" -- a value type (Equatable, Sendable) that a closure
    // may keep. Reading a kept one after the layout pass must not crash
    // (SwiftUI's keeps its guide computer alive). Run in a child process so
    // that a crash fails this test only.
    @Test func keptViewDimensionsStayReadable() async {
        await #expect(processExitsWith: .success) {
            final class Keep { var d: ViewDimensions? }
            let keep = Keep()
            _ = layout(VStack(alignment: .leading) {
                Text("Hello").alignmentGuide(.leading) { d in
                    keep.d = d
                    return 0
                }
            }, in: CGSize(width: 400, height: 400))
            // Reuse the freed memory before reading the kept value.
            for _ in 0..<20 {
                _ = layout(HStack { ForEach(0..<500) { i in Text("\(i)").padding(1) } }, in: CGSize(width: 400, height: 400))
            }
            // Body @3x: first baseline 16.3333 (Fidelity, "Text"), explicit on a Text.
            guard let d = keep.d, abs(d[.firstTextBaseline] - 49.0 / 3) < 1e-6,
                  let e = d[explicit: .lastTextBaseline], abs(e - 49.0 / 3) < 1e-6 else { exit(1) }
        }
    }

    // VStack page + Fidelity, "Alignment guides" defaults: a 40-wide view under a 100-wide one is
    // offset 0, 30 or 60 for leading, center, trailing.
    @Test(arguments: [("leading", 0.0), ("center", 30.0), ("trailing", 60.0)])
    func vstackBuiltInAlignment(_ name: String, _ offset: Double) {
        let alignment: HorizontalAlignment = name == "leading" ? .leading : name == "center" ? .center : .trailing
        let r = ATS.lay(VStack(alignment: alignment, spacing: 0) {
            atBlock(100, 10).id("a")
            atBlock(40, 10).id("b")
        }, scale: 1)
        atExpectFrame(r.frame(of: "a"), CGRect(x: 150, y: 190, width: 100, height: 10), "a")
        atExpectFrame(r.frame(of: "b"), CGRect(x: 150 + offset, y: 200, width: 40, height: 10), "b")
    }

    // HStack page + Fidelity, "Alignment guides": top 0, center 30, bottom 60 for a 40-high view
    // beside a 100-high one; views without text answer their bottom for
    // both baselines, so the baselines behave as bottom here.
    @Test(arguments: [("top", 0.0), ("center", 30.0), ("bottom", 60.0),
                      ("firstTextBaseline", 60.0), ("lastTextBaseline", 60.0)])
    func hstackBuiltInAlignment(_ name: String, _ offset: Double) {
        let alignment: VerticalAlignment = switch name {
        case "top": .top
        case "center": .center
        case "bottom": .bottom
        case "firstTextBaseline": .firstTextBaseline
        default: .lastTextBaseline
        }
        let r = ATS.lay(HStack(alignment: alignment, spacing: 0) {
            atBlock(10, 100).id("a")
            atBlock(10, 40).id("b")
        }, scale: 1)
        atExpectFrame(r.frame(of: "a"), CGRect(x: 190, y: 150, width: 10, height: 100), "a")
        atExpectFrame(r.frame(of: "b"), CGRect(x: 200, y: 150 + offset, width: 10, height: 40), "b")
    }

    // ZStack page: children aligned on both guides of `alignment`; a 40 × 40
    // view inside a 100 × 100 one at the nine built-in alignments.
    @Test func zstackBuiltInAlignments() {
        let cases: [(Alignment, Double, Double)] = [
            (.topLeading, 0, 0), (.top, 30, 0), (.topTrailing, 60, 0),
            (.leading, 0, 30), (.center, 30, 30), (.trailing, 60, 30),
            (.bottomLeading, 0, 60), (.bottom, 30, 60), (.bottomTrailing, 60, 60),
        ]
        for (alignment, dx, dy) in cases {
            let r = ATS.lay(ZStack(alignment: alignment) {
                atBlock(100, 100).id("a")
                atBlock(40, 40).id("b")
            }, scale: 1)
            atExpectFrame(r.frame(of: "a"), CGRect(x: 150, y: 150, width: 100, height: 100), "a")
            atExpectFrame(r.frame(of: "b"), CGRect(x: 150 + dx, y: 150 + dy, width: 40, height: 40), "b at \(dx), \(dy)")
        }
    }

    // MARK: alignmentGuide in stacks

    // alignmentGuide page + Fidelity, "Alignment guides" ("the guide point is aligned, not the
    // edge"): b's top guide at 20 (its bottom less 20) meets a's top, so b
    // sits 20 above a; the stack is 120 high (union of -20...40 and 0...100).
    @Test func verticalGuideInHStack() {
        let r = ATS.lay(HStack(alignment: .top, spacing: 0) {
            atBlock(10, 100).id("a")
            atBlock(10, 40).alignmentGuide(.top) { d in d[.bottom] - 20 }.id("b")
        }.id("h"), scale: 1)
        atExpectFrame(r.frame(of: "h"), CGRect(x: 190, y: 140, width: 20, height: 120), "stack")
        atExpectFrame(r.frame(of: "a"), CGRect(x: 190, y: 160, width: 10, height: 100), "a")
        atExpectFrame(r.frame(of: "b"), CGRect(x: 200, y: 140, width: 10, height: 40), "b")
    }

    // Same page: moving b's centre guide down by 30 (to 50) puts its top on
    // a's top (a's centre is 50).
    @Test func centerGuideInHStack() {
        let r = ATS.lay(HStack(alignment: .center, spacing: 0) {
            atBlock(10, 100).id("a")
            atBlock(10, 40).alignmentGuide(VerticalAlignment.center) { d in d[VerticalAlignment.center] + 30 }.id("b")
        }, scale: 1)
        atExpectFrame(r.frame(of: "a"), CGRect(x: 190, y: 150, width: 10, height: 100), "a")
        atExpectFrame(r.frame(of: "b"), CGRect(x: 200, y: 150, width: 10, height: 40), "b")
    }

    // alignmentGuide page: a horizontal guide in a VStack. b's leading guide
    // at its trailing edge puts b's right edge on a's left edge (width 140).
    @Test func horizontalGuideInVStack() {
        let r = ATS.lay(VStack(alignment: .leading, spacing: 0) {
            atBlock(100, 10).id("a")
            atBlock(40, 10).alignmentGuide(.leading) { d in d[.trailing] }.id("b")
        }.id("v"), scale: 1)
        atExpectFrame(r.frame(of: "v"), CGRect(x: 130, y: 190, width: 140, height: 20), "stack")
        atExpectFrame(r.frame(of: "a"), CGRect(x: 170, y: 190, width: 100, height: 10), "a")
        atExpectFrame(r.frame(of: "b"), CGRect(x: 130, y: 200, width: 40, height: 10), "b")

        // Trailing alignment, b's trailing guide at its leading edge: b
        // starts where a ends.
        let t = ATS.lay(VStack(alignment: .trailing, spacing: 0) {
            atBlock(100, 10).id("a")
            atBlock(40, 10).alignmentGuide(.trailing) { d in d[.leading] }.id("b")
        }, scale: 1)
        atExpectFrame(t.frame(of: "a"), CGRect(x: 130, y: 190, width: 100, height: 10), "a")
        atExpectFrame(t.frame(of: "b"), CGRect(x: 230, y: 200, width: 40, height: 10), "b")
    }

    // HStack/VStack pages: a stack aligns its children on its own axis's
    // guide only; a guide of the other axis changes nothing.
    @Test func guideOfTheOtherAxisIsIgnoredByAStack() {
        let h = ATS.lay(HStack(alignment: .top, spacing: 0) {
            atBlock(10, 100).alignmentGuide(.leading) { _ in 50 }.id("a")
            atBlock(10, 40).id("b")
        }, scale: 1)
        atExpectFrame(h.frame(of: "a"), CGRect(x: 190, y: 150, width: 10, height: 100), "a")
        atExpectFrame(h.frame(of: "b"), CGRect(x: 200, y: 150, width: 10, height: 40), "b")
        let v = ATS.lay(VStack(alignment: .leading, spacing: 0) {
            atBlock(100, 10).alignmentGuide(.top) { _ in 50 }.id("a")
            atBlock(40, 10).id("b")
        }, scale: 1)
        atExpectFrame(v.frame(of: "a"), CGRect(x: 150, y: 190, width: 100, height: 10), "a")
        atExpectFrame(v.frame(of: "b"), CGRect(x: 150, y: 200, width: 40, height: 10), "b")
    }

    // ZStack page + alignmentGuide page: guides on both axes. b's leading
    // guide at -30 and top guide at -40 put it 30 right of and 40 below a's
    // top-leading corner.
    @Test func guidesOnBothAxesInZStack() {
        let r = ATS.lay(ZStack(alignment: .topLeading) {
            atBlock(100, 100).id("a")
            atBlock(20, 20)
                .alignmentGuide(.leading) { _ in -30 }
                .alignmentGuide(.top) { _ in -40 }
                .id("b")
        }.id("z"), scale: 1)
        atExpectFrame(r.frame(of: "z"), CGRect(x: 150, y: 150, width: 100, height: 100), "zstack")
        atExpectFrame(r.frame(of: "b"), CGRect(x: 180, y: 190, width: 20, height: 20), "b")
    }

    // Fidelity, "ZStack, overlay and background": a ZStack is the union of its aligned children (public
    // measurements: swiftuifieldguide, FB IconDemo1). OSU's max(w) × max(h)
    // contradicts it; this test follows the measurements. b's trailing guide
    // at its leading edge and bottom guide at its top put b beyond a's
    // bottom-trailing corner: union 120 × 120.
    @Test func zstackIsTheUnionWhenGuidesPushChildrenApart() {
        let r = ATS.lay(ZStack(alignment: .bottomTrailing) {
            atBlock(100, 100).id("a")
            atBlock(20, 20)
                .alignmentGuide(.trailing) { d in d[.leading] }
                .alignmentGuide(.bottom) { d in d[.top] }
                .id("b")
        }.id("z"), scale: 1)
        atExpectFrame(r.frame(of: "z"), CGRect(x: 140, y: 140, width: 120, height: 120), "zstack")
        atExpectFrame(r.frame(of: "a"), CGRect(x: 140, y: 140, width: 100, height: 100), "a")
        atExpectFrame(r.frame(of: "b"), CGRect(x: 240, y: 240, width: 20, height: 20), "b")
    }

    // MARK: alignmentGuide in frames

    // frame(width:height:alignment:) page / Fidelity, "Frames": the child is placed by
    // aligning the child's `alignment` guides with the frame's. The child's
    // leading guide at -10 puts it 10 in; its top guide at bottom + 5 = 25
    // puts it 25 above the frame's top.
    @Test func guidesInFixedFrame() {
        let r = ATS.lay(
            atBlock(20, 20)
                .alignmentGuide(.leading) { _ in -10 }
                .alignmentGuide(.top) { d in d[.bottom] + 5 }
                .id("c")
                .frame(width: 100, height: 100, alignment: .topLeading)
                .id("f"), scale: 1)
        atExpectFrame(r.frame(of: "f"), CGRect(x: 150, y: 150, width: 100, height: 100), "frame")
        atExpectFrame(r.frame(of: "c"), CGRect(x: 160, y: 125, width: 20, height: 20), "child")
    }

    // Flexible frame page (max only: takes the proposal when it is larger
    // than the child) + guide: the child's trailing guide at width + 10 puts
    // its right edge 10 in from the frame's right edge.
    @Test func guidesInFlexibleFrame() {
        let r = ATS.lay(
            atBlock(20, 20)
                .alignmentGuide(.trailing) { d in d.width + 10 }
                .id("c")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
                .id("f"), scale: 1)
        atExpectFrame(r.frame(of: "f"), CGRect(x: 0, y: 0, width: 400, height: 400), "frame")
        atExpectFrame(r.frame(of: "c"), CGRect(x: 370, y: 380, width: 20, height: 20), "child")
    }

    // HorizontalAlignment page: a custom guide can be a frame's alignment;
    // the frame's quarter (25) meets the child's quarter (10): x = 15.
    @Test func customGuideAsFrameAlignment() {
        let r = ATS.lay(
            atBlock(40, 10).id("c")
                .frame(width: 100, height: 10, alignment: Alignment(horizontal: .atOneQuarter, vertical: .center)),
            scale: 1)
        atExpectFrame(r.frame(of: "c"), CGRect(x: 165, y: 195, width: 40, height: 10), "child")
    }

    // MARK: ViewDimensions

    // ViewDimensions page (subscript(explicit:)) + Fidelity, "Alignment guides" (FB "33.33 then
    // 50"): the inner closure sees no explicit value; the outer one sees the
    // inner's 100/3 through both subscripts and replaces it with 50, which
    // is what the stack aligns on.
    @Test func laterGuideClosureSeesTheEarlierExplicitValue() {
        let innerExplicit = ATBox<[CGFloat?]>([])
        let outerExplicit = ATBox<[CGFloat?]>([])
        let outerValue = ATBox<[CGFloat]>([])
        let outerOther = ATBox<[CGFloat?]>([])
        let r = ATS.lay(VStack(alignment: .leading, spacing: 0) {
            atBlock(100, 10)
                .alignmentGuide(.leading) { d in
                    innerExplicit.value.append(d[explicit: .leading])
                    return d.width / 3
                }
                .alignmentGuide(.leading) { d in
                    outerExplicit.value.append(d[explicit: .leading])
                    outerValue.value.append(d[.leading])
                    outerOther.value.append(d[explicit: .trailing])
                    return 50
                }
                .id("x")
            atBlock(100, 10).id("ref")
        }.id("v"), scale: 1)
        #expect(!innerExplicit.value.isEmpty && innerExplicit.value.allSatisfy { $0 == nil })
        #expect(!outerExplicit.value.isEmpty)
        for v in outerExplicit.value { atExpectEqual(v, 100.0 / 3, "d[explicit: .leading] in the outer closure") }
        for v in outerValue.value { atExpectEqual(v, 100.0 / 3, "d[.leading] in the outer closure") }
        #expect(outerOther.value.allSatisfy { $0 == nil })
        // Guides 50 and 0: the stack spans -50...100 = 150 wide.
        atExpectFrame(r.frame(of: "v"), CGRect(x: 125, y: 190, width: 150, height: 20), "stack")
        atExpectFrame(r.frame(of: "x"), CGRect(x: 125, y: 190, width: 100, height: 10), "x")
        atExpectFrame(r.frame(of: "ref"), CGRect(x: 175, y: 200, width: 100, height: 10), "ref")
    }

    // ViewDimensions page: width and height are the view's size as laid
    // out (here a flexible Color given 300 × 50 by its frame).
    @Test func viewDimensionsReportTheLaidOutSize() {
        let seen = ATBox<[CGSize]>([])
        _ = ATS.lay(HStack(alignment: .top) {
            Color.red.alignmentGuide(.top) { d in
                seen.value.append(CGSize(width: d.width, height: d.height))
                return 0
            }
            .frame(width: 300, height: 50)
        }, scale: 1)
        #expect(seen.value.contains(CGSize(width: 300, height: 50)))
    }

    // MARK: Custom AlignmentID (the AlignmentID page)

    /// The expected frames of the three stripe sets for guide values g
    /// (60/3, 120/3 or 2·120/3, 90/3), laid out in 390 × 763 at @3x.
    static func stripeFrames(guides: [Double]) -> (stack: ATRect, sets: [ATRect], line: Double) {
        let heights = [60.0, 120.0, 90.0]
        // HStack(spacing: 1) offered 390: 388 shared by three equally
        // flexible children in source order -> 388/3 each (Fidelity, "Stack distribution").
        let w = 388.0 / 3
        let above = guides.max()!
        let below = zip(heights, guides).map { $0 - $1 }.max()!
        let h = above + below
        let y0 = (763 - h) / 2
        let sets = (0..<3).map { i in
            ATS.rect(Double(i) * (w + 1), y0 + above - guides[i], w, heights[i])
        }
        return (ATS.rect(0, y0, 390, h), sets, y0 + above)
    }

    // AlignmentID page: HStack(alignment: .firstThird, spacing: 1) of stripe
    // sets 60, 120 and 90 high aligns them a third of the way down each
    // (20, 40, 30): the stack is 120 high, the sets' tops are 20, 0 and 10
    // below its top, and all three guide points are on one line.
    @Test func firstThirdStripes() {
        let r = layout(HStack(alignment: .firstThird, spacing: 1) {
            HorizontalStripes().frame(height: 60).id(0)
            HorizontalStripes().frame(height: 120).id(1)
            HorizontalStripes().frame(height: 90).id(2)
        }.id("h"), in: CGSize(width: 390, height: 763), environment: ATS.env(scale: 3))
        let e = Self.stripeFrames(guides: [20, 40, 30])
        atExpectFrame(r.frame(of: "h"), e.stack, "stack")
        for i in 0..<3 { atExpectFrame(r.frame(of: i), e.sets[i], "set \(i)") }
        // Unrounded: stack top 321.5; sets at 341.5, 321.5, 331.5.
        #expect(ATS.close(e.line, 361.5))
    }

    // AlignmentID page, second figure: the middle set's guide moved to two
    // thirds (80); guides 20, 80, 30 -> stack 140 high, tops 60, 0, 50.
    @Test func firstThirdStripesWithMiddleGuideAtTwoThirds() {
        let r = layout(HStack(alignment: .firstThird, spacing: 1) {
            HorizontalStripes().frame(height: 60).id(0)
            HorizontalStripes().frame(height: 120)
                .alignmentGuide(.firstThird) { context in 2 * context.height / 3 }
                .id(1)
            HorizontalStripes().frame(height: 90).id(2)
        }.id("h"), in: CGSize(width: 390, height: 763), environment: ATS.env(scale: 3))
        let e = Self.stripeFrames(guides: [20, 80, 30])
        atExpectFrame(r.frame(of: "h"), e.stack, "stack")
        for i in 0..<3 { atExpectFrame(r.frame(of: i), e.sets[i], "set \(i)") }
        #expect(ATS.close(e.line, 391.5))
    }

    // HorizontalAlignment page: VStack(alignment: .oneQuarter) lines up the
    // children a quarter of the way across each (25 and 10).
    @Test func oneQuarterInVStack() {
        let r = ATS.lay(VStack(alignment: .atOneQuarter, spacing: 0) {
            atBlock(100, 10).id("a")
            atBlock(40, 10).id("b")
        }, scale: 1)
        atExpectFrame(r.frame(of: "a"), CGRect(x: 150, y: 190, width: 100, height: 10), "a")
        atExpectFrame(r.frame(of: "b"), CGRect(x: 165, y: 200, width: 40, height: 10), "b")
    }

    // HorizontalAlignment page, "Composite alignment": two sets of four
    // vertical stripes in ZStack(alignment: (oneQuarter, center)) line up
    // the right edges of their left-most stripes (quarters 30 and 20).
    @Test func compositeAlignmentInZStack() {
        let r = ATS.lay(ZStack(alignment: Alignment(horizontal: .atOneQuarter, vertical: .center)) {
            HStack(spacing: 0) { ForEach(0..<4) { i in Color.blue.id("big\(i)") } }
                .frame(width: 120, height: 60).id("big")
            HStack(spacing: 0) { ForEach(0..<4) { i in Color.red.id("small\(i)") } }
                .frame(width: 80, height: 40).id("small")
        }.id("z"), scale: 1)
        atExpectFrame(r.frame(of: "z"), CGRect(x: 140, y: 170, width: 120, height: 60), "zstack")
        atExpectFrame(r.frame(of: "big"), CGRect(x: 140, y: 170, width: 120, height: 60), "big")
        atExpectFrame(r.frame(of: "small"), CGRect(x: 150, y: 180, width: 80, height: 40), "small")
        atExpectFrame(r.frame(of: "big0"), CGRect(x: 140, y: 170, width: 30, height: 60), "big stripe 0")
        atExpectFrame(r.frame(of: "small0"), CGRect(x: 150, y: 180, width: 20, height: 40), "small stripe 0")
        #expect(r.frame(of: "big0")?.maxX == r.frame(of: "small0")?.maxX)
    }

    // MARK: Aligning views across stacks

    // "Aligning views across stacks": an alignment set inside nested VStacks
    // projects through to the enclosing HStack; a VStack's explicit value is
    // its child's explicit value in the VStack's space (Fidelity, "Alignment guides"). The title
    // baselines (guide = d[.firstTextBaseline]) of both columns meet, even
    // though the blocks above them differ (100 vs 40). @3x; spacing 0 keeps
    // text spacing (Fidelity, "Text", unverified) out of it.
    @Test func customGuideProjectsThroughNestedStacks() {
        let title = ATS.measure("Bell Peppers", .title)
        let title2 = ATS.measure("Chili Peppers", .title)
        let caption = ATS.measure("Higher levels of capsicum", .caption)
        let r = ATS.lay(HStack(alignment: .imageTitleAlignmentGuide, spacing: 0) {
            VStack(spacing: 0) {
                atBlock(50, 100)
                Text("Bell Peppers").font(.title)
                    .alignmentGuide(.imageTitleAlignmentGuide) { d in d[.firstTextBaseline] }
                    .id("t1")
            }.id("v1")
            VStack(spacing: 0) {
                atBlock(50, 40)
                Text("Chili Peppers").font(.title)
                    .alignmentGuide(.imageTitleAlignmentGuide) { d in d[.firstTextBaseline] }
                    .id("t2")
                Text("Higher levels of capsicum").font(.caption)
            }.id("v2")
        }.id("h"), scale: 3)
        // Title first baseline @3x: 28 · 1950/2048 = 26.66 -> 26.6667.
        let b = Double(title.firstBaseline)
        #expect(ATS.close(b, 80.0 / 3))
        let h1 = 100 + Double(title.size.height)                                      // 133.6667
        let h2 = 40 + Double(title2.size.height) + Double(caption.size.height)       // 88
        let e1 = 100 + b, e2 = 40 + b                                                 // 126.67, 66.67
        let above = max(e1, e2), below = max(h1 - e1, h2 - e2)
        let w1 = max(50, Double(title.size.width))
        let w2 = max(50, Double(title2.size.width), Double(caption.size.width))
        let x0 = (400 - w1 - w2) / 2, y0 = (400 - above - below) / 2
        #expect(ATS.close(above + below, 148))
        atExpectFrame(r.frame(of: "h"), ATS.rect(x0, y0, w1 + w2, above + below), "stack")
        atExpectFrame(r.frame(of: "v1"), ATS.rect(x0, y0 + above - e1, w1, h1), "v1")
        atExpectFrame(r.frame(of: "v2"), ATS.rect(x0 + w1, y0 + above - e2, w2, h2), "v2")
        // The titles' tops (and so their baselines) are on one line, 226.
        atExpectEqual(r.frame(of: "t1")?.minY, 226, "title 1 top")
        atExpectEqual(r.frame(of: "t2")?.minY, 226, "title 2 top")
    }

    // Same page: a stack with no explicit value for the custom guide uses its
    // default, which the page's ImageTitleAlignment defines as the bottom.
    // The right column (no guide set) puts its bottom on the left title's
    // baseline.
    @Test func customGuideFallsBackToItsDefaultWithoutExplicitValue() {
        let title = ATS.measure("Bell Peppers", .title)
        let r = ATS.lay(HStack(alignment: .imageTitleAlignmentGuide, spacing: 0) {
            VStack(spacing: 0) {
                atBlock(50, 100)
                Text("Bell Peppers").font(.title)
                    .alignmentGuide(.imageTitleAlignmentGuide) { d in d[.firstTextBaseline] }
            }.id("v1")
            atBlock(30, 88).id("v2")
        }, scale: 3)
        let b = Double(title.firstBaseline)
        let h1 = 100 + Double(title.size.height)
        let e1 = 100 + b
        let above = max(e1, 88), below = max(h1 - e1, 0)
        let w1 = max(50, Double(title.size.width))
        let x0 = (400 - w1 - 30) / 2, y0 = (400 - above - below) / 2
        atExpectFrame(r.frame(of: "v1"), ATS.rect(x0, y0 + above - e1, w1, h1), "v1")
        atExpectFrame(r.frame(of: "v2"), ATS.rect(x0 + w1, y0 + above - 88, 30, 88), "v2")
        atExpectPixel(r.frame(of: "v2")?.maxY, y0 + e1, 3, "v2 bottom on the baseline")
    }

    // AlignmentID (Apple): defaultValue(in:) is "the value of the alignment
    // guide when no explicit value is set". A node's explicit-guide mask is
    // one byte (Node, Resolve/NodeTree.swift): the six other built-in guides
    // own bits 2...7, so a custom guide always shares its bit with one of
    // them. A child that sets all six has the custom guide's bit too, yet no
    // value for it: the stack must fall back to the default (the bottom
    // here), not to a value of a guide that only shares the bit.
    @Test func customGuideSharingAMaskBitUsesItsDefault() {
        let r = ATS.lay(HStack(alignment: VerticalAlignment(ATBottomLikeGuide.self), spacing: 0) {
            Color.red.frame(width: 20, height: 40)
                .alignmentGuide(.top) { _ in 7 }
                .alignmentGuide(VerticalAlignment.center) { _ in 11 }
                .alignmentGuide(.bottom) { _ in 13 }
                .alignmentGuide(.leading) { _ in 3 }
                .alignmentGuide(HorizontalAlignment.center) { _ in 5 }
                .alignmentGuide(.trailing) { _ in 9 }
                .id("a")
            Color.blue.frame(width: 20, height: 60).id("b")
        }.id("h"), scale: 1)
        // The stack is 40 x 60, centred in 400 x 400; bottoms on one line.
        atExpectFrame(r.frame(of: "h"), CGRect(x: 180, y: 170, width: 40, height: 60), "stack")
        atExpectFrame(r.frame(of: "a"), CGRect(x: 180, y: 190, width: 20, height: 40), "a")
        atExpectFrame(r.frame(of: "b"), CGRect(x: 200, y: 170, width: 20, height: 60), "b")
    }

    // MARK: Text baselines

    // Fidelity, "Text" [RE] + BuiltinTextMeasurer: first baseline = ascender
    // 1950/2048 × size rounded to the nearest pixel; last baseline =
    // (lines - 1) × line height + ascender, rounded up; height rounded up.
    @Test func measurerBaselines() {
        for scale in [1.0, 2.0, 3.0] {
            for (font, size) in [(Font.body, 17.0), (Font.title, 28.0), (Font.caption, 12.0)] {
                let one = ATS.measure("Hello", font, scale: CGFloat(scale))
                atExpectEqual(one.firstBaseline, ATS.px(ATS.ascender(size), scale), "first baseline \(size)@\(scale)")
                atExpectEqual(one.lastBaseline, ATS.up(ATS.ascender(size), scale), "last baseline \(size)@\(scale)")
                atExpectEqual(one.size.height, ATS.up(ATS.lineHeight(size), scale), "height \(size)@\(scale)")
                let two = ATS.measure("One\nTwo", font, scale: CGFloat(scale))
                #expect(two.lineCount == 2)
                atExpectEqual(two.firstBaseline, ATS.px(ATS.ascender(size), scale), "2-line first baseline")
                atExpectEqual(two.lastBaseline, ATS.up(ATS.lineHeight(size) + ATS.ascender(size), scale), "2-line last baseline")
                atExpectEqual(two.size.height, ATS.up(2 * ATS.lineHeight(size), scale), "2-line height")
            }
        }
        // Worked values @3x: title 26.6667, body 16.3333, caption 11.3333.
        atExpectEqual(ATS.measure("x", .title).firstBaseline, 80.0 / 3)
        atExpectEqual(ATS.measure("x", .body).firstBaseline, 49.0 / 3)
        atExpectEqual(ATS.measure("x", .caption).firstBaseline, 34.0 / 3)
    }

    // "Aligning views within a stack" + Fidelity, "Alignment guides": in HStack(alignment:
    // .firstTextBaseline) a view without text puts its bottom on the text's
    // first baseline. @3x.
    @Test func firstTextBaselineOnText() {
        let m = ATS.measure("Hello", .title)
        let r = ATS.lay(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Hello").font(.title).id("t")
            atBlock(10, 10).id("c")
        }, scale: 3)
        let b = Double(m.firstBaseline), th = Double(m.size.height), tw = Double(m.size.width)
        let above = max(b, 10), below = max(th - b, 0)
        let x0 = (400 - tw - 10) / 2, y0 = (400 - above - below) / 2
        atExpectFrame(r.frame(of: "t"), ATS.rect(x0, y0 + above - b, tw, th), "text")
        atExpectFrame(r.frame(of: "c"), ATS.rect(x0 + tw, y0 + above - 10, 10, 10), "block")
        atExpectPixel(r.frame(of: "c")?.maxY, y0 + above, 3, "block bottom on the baseline")
    }

    // Fidelity, "Alignment guides" and "Text": lastTextBaseline on a two-line text is its second line's
    // baseline (36.6667 @3x for body); firstTextBaseline its first (16.3333).
    @Test func lastAndFirstTextBaselineOnTwoLineText() {
        let m = ATS.measure("One\nTwo", .body)
        atExpectEqual(m.lastBaseline, 110.0 / 3, "last baseline")
        atExpectEqual(m.firstBaseline, 49.0 / 3, "first baseline")
        atExpectEqual(m.size.height, 122.0 / 3, "height")
        for (alignment, b) in [(VerticalAlignment.lastTextBaseline, Double(m.lastBaseline)),
                               (.firstTextBaseline, Double(m.firstBaseline))] {
            let r = ATS.lay(HStack(alignment: alignment, spacing: 0) {
                Text("One\nTwo").id("t")
                atBlock(10, 10).id("c")
            }, scale: 3)
            let th = Double(m.size.height), tw = Double(m.size.width)
            let above = max(b, 10), below = max(th - b, 0)
            let x0 = (400 - tw - 10) / 2, y0 = (400 - above - below) / 2
            atExpectFrame(r.frame(of: "t"), ATS.rect(x0, y0 + above - b, tw, th), "text")
            atExpectFrame(r.frame(of: "c"), ATS.rect(x0 + tw, y0 + above - 10, 10, 10), "block")
        }
    }

    // MARK: Combining explicit values

    // Fidelity, "Alignment guides" [RE] (AlignmentID._combineExplicit; objc also averages): a
    // container's explicit value for an ordinary guide is the mean of its
    // children's, in its own space. Children with leading guide 5 at x = 0
    // and x = 20 give the HStack 5 and 25 -> 15 (min would be 5, max 25).
    @Test func stackCombinesOrdinaryGuidesByMean() {
        let r = ATS.lay(VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) {
                atBlock(20, 10).alignmentGuide(.leading) { _ in 5 }
                atBlock(20, 10).alignmentGuide(.leading) { _ in 5 }
            }.id("inner")
            atBlock(100, 10).id("ref")
        }, 415, 400, scale: 1)
        // Guides 15 and 0: the VStack spans -15...100 = 115, at x = 150.
        atExpectFrame(r.frame(of: "inner"), CGRect(x: 150, y: 190, width: 40, height: 10), "inner")
        atExpectFrame(r.frame(of: "ref"), CGRect(x: 165, y: 200, width: 100, height: 10), "ref")
    }

    // Same rule in a ZStack on the vertical axis: explicit tops 0 and 20 of
    // two coincident children -> 10.
    @Test func zstackCombinesOrdinaryGuidesByMean() {
        let r = ATS.lay(HStack(alignment: .top, spacing: 0) {
            ZStack {
                atBlock(10, 40).alignmentGuide(.top) { _ in 0 }
                atBlock(10, 40).alignmentGuide(.top) { _ in 20 }
            }.id("z")
            atBlock(10, 10).id("ref")
        }, scale: 1)
        // Guides 10 and 0: the HStack spans -10...30 = 40 high, at y = 180.
        atExpectFrame(r.frame(of: "z"), CGRect(x: 190, y: 180, width: 10, height: 40), "zstack")
        atExpectFrame(r.frame(of: "ref"), CGRect(x: 200, y: 190, width: 10, height: 10), "ref")
    }

    // Fidelity, "Alignment guides" [measured FB]: a container's firstTextBaseline is the top-most
    // of its children's (min), its lastTextBaseline the bottom-most (max).
    // VStack(spacing: 0) { caption text; title text }: first baselines
    // 11.3333 and 14.3333 + 26.6667 = 41 -> first 11.3333, last 41. @3x.
    @Test(arguments: [true, false])
    func stackCombinesBaselinesByMinAndMax(_ first: Bool) {
        let a = ATS.measure("a", .caption), b = ATS.measure("b", .title)
        let firstB = min(Double(a.firstBaseline), Double(a.size.height) + Double(b.firstBaseline))
        let lastB = max(Double(a.lastBaseline), Double(a.size.height) + Double(b.lastBaseline))
        #expect(ATS.close(firstB, 34.0 / 3))
        #expect(ATS.close(lastB, 41))
        let g = first ? firstB : lastB
        let r = ATS.lay(HStack(alignment: first ? .firstTextBaseline : .lastTextBaseline, spacing: 0) {
            VStack(spacing: 0) {
                Text("a").font(.caption)
                Text("b").font(.title)
            }.id("v")
            atBlock(10, 10).id("c")
        }, scale: 3)
        let vw = max(Double(a.size.width), Double(b.size.width))
        let vh = Double(a.size.height + b.size.height)     // 48
        let above = max(g, 10), below = max(vh - g, 0)
        let x0 = (400 - vw - 10) / 2, y0 = (400 - above - below) / 2
        atExpectFrame(r.frame(of: "v"), ATS.rect(x0, y0 + above - g, vw, vh), "vstack")
        atExpectFrame(r.frame(of: "c"), ATS.rect(x0 + vw, y0 + above - 10, 10, 10), "block")
    }

    // Fidelity, "Alignment guides": padding and frames pass their child's explicit guide on,
    // shifted into their own space: a padded text still aligns its baseline
    // (padding top 7 -> baseline at 7 + 16.3333).
    @Test func paddingPassesBaselineThrough() {
        let m = ATS.measure("Hi", .body)
        let r = ATS.lay(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Hi").padding(.top, 7).id("p")
            atBlock(10, 10).id("c")
        }, scale: 3)
        let b = 7 + Double(m.firstBaseline), ph = 7 + Double(m.size.height), tw = Double(m.size.width)
        let above = max(b, 10), below = max(ph - b, 0)
        let x0 = (400 - tw - 10) / 2, y0 = (400 - above - below) / 2
        atExpectFrame(r.frame(of: "p"), ATS.rect(x0, y0 + above - b, tw, ph), "padded text")
        atExpectFrame(r.frame(of: "c"), ATS.rect(x0 + tw, y0 + above - 10, 10, 10), "block")
    }
}

/// A custom guide whose default is the bottom edge.
private enum ATBottomLikeGuide: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
