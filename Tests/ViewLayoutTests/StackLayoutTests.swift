import Foundation
import Testing
import ViewLayout

/// HStack / VStack distribution, Spacer and Divider. Unless a test says
/// otherwise it runs at displayScale 1, so every expected value is a whole
/// point and free of pixel rounding. The root centres its content.
@Suite struct StackLayoutTests {

    // MARK: Distribution

    /// A stack of one child offers it the whole proposal along the axis
    /// (Fidelity, "Stack distribution" with one share: the proposal less no spacing) and is its
    /// size; across, the child aligned on the stack's guide sits at the
    /// stack's origin (the engine's one-child path,
    /// `singleChildStackSize`/`placeSingleChild`, must agree with this).
    @Test func oneChildStacks() {
        // A text wraps at the full width offered to its stack.
        let fox = "The quick brown fox jumps over the lazy dog"
        let m = VLTest.text(fox, width: 100, scale: 1)
        #expect(m.lineCount > 1)
        let t = VLTest.layout(VStack { Text(fox).id("t") }.id("s"), 100, 800)
        #expect(t.frame(of: "t")?.size == m.size)
        #expect(t.frame(of: "s") == t.frame(of: "t"))
        // A colour takes the whole root through its stack.
        VLTest.layout(HStack { Color.red.id("c") }.id("s"), 390, 763).assertFrame("c", 0, 0, 390, 763)
        // A Spacer alone in a VStack: the whole height, no width (its page).
        VLTest.layout(VStack { Spacer().id("sp") }, 390, 763).assertFrame("sp", 195, 0, 0, 763)
        // An explicit guide on the only child moves nothing: the stack's
        // guide is the child's (alignmentGuide page), so the child is the stack.
        let g = VLTest.layout(HStack(alignment: .top) {
            Color.red.frame(width: 50, height: 50).alignmentGuide(.top) { _ in 20 }.id("c")
        }.id("s"), 390, 764)
        g.assertFrame("s", 170, 357, 50, 50)
        g.assertFrame("c", 170, 357, 50, 50)
        // Right to left changes nothing for a child as wide as its stack.
        let r = VLTest.layout(HStack { Color.red.frame(width: 30, height: 10).id("c") }
            .environment(\.layoutDirection, .rightToLeft), 100, 100)
        r.assertFrame("c", 35, 45, 30, 10)
    }

    // Fidelity, "Stack distribution" [measured objc, fuzz-tested against SwiftUI] worked example
    // "300 -> 100/100/100": flexible children share the proposal equally.
    @Test func flexibleChildrenShareEqually() {
        let h = VLTest.layout(HStack(spacing: 0) {
            Color.red.id("a")
            Color.green.id("b")
            Color.blue.id("c")
        }.id("s"), 300, 100)
        h.assertFrame("s", 0, 0, 300, 100)
        h.assertFrame("a", 0, 0, 100, 100)
        h.assertFrame("b", 100, 0, 100, 100)
        h.assertFrame("c", 200, 0, 100, 100)

        let v = VLTest.layout(VStack(spacing: 0) {
            Color.red.id("a")
            Color.green.id("b")
            Color.blue.id("c")
        }, 100, 300)
        v.assertFrame("a", 0, 0, 100, 100)
        v.assertFrame("b", 0, 100, 100, 100)
        v.assertFrame("c", 0, 200, 100, 100)
    }

    // Fidelity, "Default spacing" [measured FB "spacing = nil", objc grid post; RE OSU
    // defaultSpacing]: 8 between two non-text views when spacing is nil.
    // 316 - 2 × 8 = 300, shared as 100 each.
    @Test func defaultSpacingIsEight() {
        let h = VLTest.layout(HStack {
            Color.red.id("a")
            Color.green.id("b")
            Color.blue.id("c")
        }, 316, 50)
        h.assertFrame("a", 0, 0, 100, 50)
        h.assertFrame("b", 108, 0, 100, 50)
        h.assertFrame("c", 216, 0, 100, 50)

        let v = VLTest.layout(VStack {
            Color.red.id("a")
            Color.green.id("b")
        }, 50, 208)
        v.assertFrame("a", 0, 0, 50, 100)
        v.assertFrame("b", 0, 108, 50, 100)
    }

    // Fidelity, "Default spacing" [measured FB spacing article]: an explicit `spacing:` is used
    // exactly. HStack(spacing: 20): 340 - 40 = 300 -> 100 each.
    @Test func explicitSpacing() {
        let h = VLTest.layout(HStack(spacing: 20) {
            Color.red.id("a")
            Color.green.id("b")
            Color.blue.id("c")
        }, 340, 50)
        h.assertFrame("a", 0, 0, 100, 50)
        h.assertFrame("b", 120, 0, 100, 50)
        h.assertFrame("c", 240, 0, 100, 50)

        let v = VLTest.layout(VStack(spacing: 3) {
            Color.red.id("a")
            Color.green.id("b")
        }, 50, 103)
        v.assertFrame("a", 0, 0, 50, 50)
        v.assertFrame("b", 0, 53, 50, 50)
    }

    // Fidelity, "Stack distribution" steps 2–5 [measured objc; RE OSU]: the least flexible child is
    // served first with an equal share, the rest is shared by the others.
    // Fixed 50 (flexibility 0) is offered 300/3 = 100 and takes 50; the two
    // Colors share 250 -> 125 each. Placement stays in source order.
    @Test func leastFlexibleChildServedFirst() {
        let r = VLTest.layout(HStack(spacing: 0) {
            Color.red.id("a")
            Color.green.frame(width: 50).id("f")
            Color.blue.id("b")
        }, 300, 100)
        r.assertFrame("a", 0, 0, 125, 100)
        r.assertFrame("f", 125, 0, 50, 100)
        r.assertFrame("b", 175, 0, 125, 100)

        // frame(maxWidth: 60) is flexible by 60 (0...60), less than the Colors
        // (0...inf): offered 100, it takes 60; the Colors get 240 / 2 = 120.
        // (An equal split would give 100 each.)
        let m = VLTest.layout(HStack(spacing: 0) {
            Color.red.id("a")
            Color.green.frame(maxWidth: 60).id("m")
            Color.blue.id("b")
        }, 300, 100)
        m.assertFrame("a", 0, 0, 120, 100)
        m.assertFrame("m", 120, 0, 60, 100)
        m.assertFrame("b", 180, 0, 120, 100)
    }

    // Fidelity, "Stack distribution" worked example [measured objc]: `[maxWidth:100, minWidth:100]`
    // in 150 -> 75 + 100 = 175, which overflows and is centred by the parent
    // frame. The maxWidth child (flexibility 100) goes first: 150/2 = 75. The
    // minWidth child is offered 75 and answers 100 (frame rule, Fidelity, "Frames").
    // displayScale 2 so the -12.5 offset is on the pixel grid.
    @Test func workedExampleOverflowCentredByParentFrame() {
        let r = VLTest.layout(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).id("max")
            Color.blue.frame(minWidth: 100).id("min")
        }.id("s").frame(width: 150).id("f"), 150, 100, scale: 2)
        r.assertFrame("f", 0, 0, 150, 100)
        r.assertFrame("s", -12.5, 0, 175, 100)
        r.assertFrame("max", -12.5, 0, 75, 100)
        r.assertFrame("min", 62.5, 0, 100, 100)
    }

    // Fidelity, "Stack distribution" step 7 [measured objc] and "Ideal sizes and sizing modifiers" [measured FB: Rectangle's ideal
    // size is 10 × 10]: under fixedSize() the stack is proposed nil, every
    // child is proposed nil and answers its ideal size. 10 + 8 + 10 = 28.
    @Test func unspecifiedProposalGivesIdealSizes() {
        let h = VLTest.layout(HStack {
            Color.red.id("a")
            Color.blue.id("b")
        }.fixedSize().id("s"), 300, 100)
        h.assertFrame("s", 136, 45, 28, 10)
        h.assertFrame("a", 136, 45, 10, 10)
        h.assertFrame("b", 154, 45, 10, 10)

        // A fixed width keeps its width; the nil height gives the Color's ideal
        // 10. VStack: width max(30, 10) = 30, height 10 + 8 + 20 = 38.
        let v = VLTest.layout(VStack {
            Color.red.frame(width: 30).id("a")
            Color.blue.frame(height: 20).id("b")
        }.fixedSize().id("s"), 300, 100)
        v.assertFrame("s", 135, 31, 30, 38)
        v.assertFrame("a", 135, 31, 30, 10)
        v.assertFrame("b", 145, 49, 10, 20)
    }

    // layoutPriority page: "A parent layout offers the child views with the
    // highest layout priority all the space offered to the parent minus the
    // minimum space required for all its lower-priority children."
    // The priority-1 Color is offered 300 - 50 (the minWidth of the other) =
    // 250; the low child gets what is left, 50.
    @Test func layoutPriorityWithMinimumWidths() {
        let r = VLTest.layout(HStack(spacing: 0) {
            Color.red.frame(minWidth: 50).id("low")
            Color.blue.layoutPriority(1).id("high")
        }, 300, 100)
        r.assertFrame("low", 0, 0, 50, 100)
        r.assertFrame("high", 50, 0, 250, 100)

        // Without the priority both are infinitely flexible and share: 150 each.
        let e = VLTest.layout(HStack(spacing: 0) {
            Color.red.frame(minWidth: 50).id("low")
            Color.blue.id("high")
        }, 300, 100)
        e.assertFrame("low", 0, 0, 150, 100)
        e.assertFrame("high", 150, 0, 150, 100)
    }

    // layoutPriority page rule (as above) with Text: a Text's minimum width is
    // 0 (Fidelity, "Ideal sizes and sizing modifiers" [measured FB]: a zero proposal gives 0 × 0), the low child's
    // is its minWidth 60, so the Text is offered 200 - 60 = 140 and wraps in it;
    // the low child takes the remaining 200 - textWidth. @3x; top-aligned so
    // the Text's fractional height does not centre onto a half pixel.
    @Test func layoutPriorityTextGetsProposalMinusLowerMinimums() {
        let s = "This is a moderately long string."
        let m = VLTest.text(s, width: 140, height: 400)
        #expect(m.lineCount > 1)
        let tw = Double(m.size.width)
        let r = VLTest.layout(HStack(alignment: .top, spacing: 0) {
            Color.red.frame(minWidth: 60).id("low")
            Text(s).layoutPriority(1).id("high")
        }, 200, 400, scale: 3)
        r.assertFrame("low", 0, 0, 200 - tw, 400)
        r.assertFrame("high", 200 - tw, 0, tw, Double(m.size.height))
    }

    // The layoutPriority page's own example (two largeTitle Texts and a
    // Spacer): "the first Text element ... shrink[s] dramatically due to the
    // higher priority of the second". The priority-1 Text is offered
    // 390 - 0 (first Text's minimum) - 8 (Spacer's minimum, Fidelity, "Padding, Spacer and Divider") = 382;
    // the first Text is offered what remains less the Spacer's 8; the Spacer
    // takes the rest. Spacing next to a Spacer is 0 (Fidelity, "Default spacing"). @3x.
    @Test func layoutPriorityDocumentationExample() {
        let s1 = "This is a moderately long string."
        let s2 = "This is a higher priority string."
        let mb = VLTest.text(s2, font: .largeTitle, width: 382, height: 763)
        let wb = Double(mb.size.width)
        let ma = VLTest.text(s1, font: .largeTitle, width: CGFloat(390 - wb - 8), height: 763)
        let wa = Double(ma.size.width)
        #expect(390 - wa - wb >= 8)
        #expect(wa < wb / 4, "the low-priority text shrinks dramatically")
        let r = VLTest.layout(HStack(alignment: .top) {
            Text(s1).font(.largeTitle).id("a")
            Spacer().id("sp")
            Text(s2).font(.largeTitle).layoutPriority(1).id("b")
        }.frame(maxHeight: .infinity, alignment: .top), 390, 763, scale: 3)
        r.assertFrame("a", 0, 0, wa, Double(ma.size.height))
        r.assertFrame("sp", wa, 0, 390 - wa - wb, 0)
        r.assertFrame("b", 390 - wb, 0, wb, Double(mb.size.height))
    }

    // HStack(alignment:) / VStack(alignment:) pages; Fidelity, "Stack distribution" step 8 and "Alignment guides"
    // [doc]: top 0, centre h/2, bottom h (leading 0, centre w/2, trailing w).
    // The stack's minor size is the union of the aligned children: 60 (HStack)
    // and 60 (VStack).
    @Test func minorAxisAlignment() {
        let hCases: [(VerticalAlignment, Double)] = [(.top, 20), (.center, 40), (.bottom, 60)]
        for (alignment, ya) in hCases {
            let r = VLTest.layout(HStack(alignment: alignment, spacing: 0) {
                Color.red.frame(width: 50, height: 20).id("a")
                Color.blue.frame(width: 50, height: 60).id("b")
            }.id("s"), 300, 100)
            r.assertFrame("s", 100, 20, 100, 60)
            r.assertFrame("a", 100, ya, 50, 20)
            r.assertFrame("b", 150, 20, 50, 60)
        }
        let vCases: [(HorizontalAlignment, Double)] = [(.leading, 120), (.center, 140), (.trailing, 160)]
        for (alignment, xa) in vCases {
            let r = VLTest.layout(VStack(alignment: alignment, spacing: 0) {
                Color.red.frame(width: 20, height: 50).id("a")
                Color.blue.frame(width: 60, height: 50).id("b")
            }.id("s"), 300, 100)
            r.assertFrame("s", 120, 0, 60, 100)
            r.assertFrame("a", xa, 0, 20, 50)
            r.assertFrame("b", 120, 50, 60, 50)
        }
    }

    // Fidelity, "Stack distribution" steps 3–5: when the gaps alone exceed the proposal along the
    // axis (150 − 3 × 100 < 0) every share is max(offer / remaining, 0) = 0
    // whatever the serving order, so each child answers its size at 0: a
    // colour 0, a `minHeight: 30` frame 30, a text 0 × 0 (Fidelity, "Ideal sizes and sizing modifiers": a zero
    // proposal on either axis), a fixed frame its 20. The stack is
    // 300 + 0 + 30 + 0 + 20 = 350 tall, centred in 150: top at −100. (The
    // engine skips the probes at infinity here; they only order children.)
    @Test func overflowingStackOffersEveryChildZero() {
        let r = VLTest.layout(VStack(spacing: 100) {
            Color.red.id("a")
            Color.green.frame(minHeight: 30).id("b")
            Text("Hello").id("t")
            Color.blue.frame(height: 20).id("c")
        }.id("s"), 300, 150)
        r.assertFrame("s", 0, -100, 300, 350)
        r.assertFrame("a", 0, -100, 300, 0)
        r.assertFrame("b", 0, 0, 300, 30)
        r.assertFrame("t", 150, 130, 0, 0)
        r.assertFrame("c", 0, 230, 300, 20)
        // The same stack next to a custom layout (which makes the engine
        // probe at infinity as always) comes out the same.
        let log = LayoutCallLog()
        let z = VLTest.layout(ZStack {
            VStack(spacing: 100) {
                Color.red.id("a")
                Color.green.frame(minHeight: 30).id("b")
                Text("Hello").id("t")
                Color.blue.frame(height: 20).id("c")
            }.id("s")
            LoggingRow(log: log) { Color.red }
        }, 300, 150)
        for id in ["s", "a", "b", "t", "c"] { #expect(z.frame(of: id) == r.frame(of: id), "\(id)") }
        // A child whose minimum is negative (a 10-point colour padded by
        // -20: the padding page's insets subtract, so it answers -30) needs
        // the probes at infinity after all: the stack is sized by the
        // general walk, as next to a custom layout.
        @ViewBuilder func unbounded() -> some View {
            VStack(spacing: 100) {
                Color.red.frame(height: 10).id("a")
                Color.green.frame(height: 10).padding(-20).id("b")
                Color.blue.frame(height: 20).id("c")
            }.id("s")
        }
        let u = VLTest.layout(unbounded(), 300, 150)
        let uz = VLTest.layout(ZStack { unbounded(); LoggingRow(log: LayoutCallLog()) { Color.red } }, 300, 150)
        for id in ["s", "a", "b", "c"] { #expect(uz.frame(of: id) == u.frame(of: id), "\(id): \(u.frame(of: id)) \(uz.frame(of: id))") }
        // 10 + 100 − 30 + 100 + 20 = 200 tall, centred in 150.
        u.assertFrame("s", 0, -25, 300, 200)
        u.assertFrame("c", 0, 155, 300, 20)
        // A custom layout in an overflowing stack still sees zero, then
        // infinity (the probe order of Fidelity, "Stack distribution").
        let probes = LayoutCallLog()
        _ = VLTest.layout(VStack(spacing: 100) { Color.red; LoggingRow(log: probes) { Color.red }; Color.blue }, 300, 150)
        #expect(Array(probes.calls.prefix(3)) == ["makeCache(1)", "sizeThatFits(300×0) uses=1", "sizeThatFits(300×inf) uses=2"])
    }

    // Fidelity, "Stack distribution" step 6 [measured objc; RE OSU]: the minor size is the extent of
    // the union of the children, even when one child is wider than the
    // proposal (400 in 300: the stack is 400 wide and overflows, centred).
    @Test func minorSizeIsUnionOfChildren() {
        let r = VLTest.layout(VStack(spacing: 0) {
            Color.red.frame(width: 400, height: 10).id("a")
            Color.blue.frame(height: 10).id("b")
        }.id("s"), 300, 100)
        r.assertFrame("s", -50, 40, 400, 20)
        r.assertFrame("a", -50, 40, 400, 10)
        r.assertFrame("b", 0, 50, 300, 10)
    }

    // Fidelity, "Default spacing" and "Stack distribution": spacing goes between neighbouring children only; EmptyView
    // and a false `if` produce no child (ViewBuilder), so neither takes space
    // nor adds spacing: 50 + 8 + 50 = 108.
    @Test func emptyViewAndFalseIfTakeNoSpace() {
        let show = false
        let r = VLTest.layout(HStack {
            Color.red.frame(width: 50).id("a")
            EmptyView()
            if show { Color.green.frame(width: 50) }
            Color.blue.frame(width: 50).id("b")
        }.id("s"), 300, 100)
        r.assertFrame("s", 96, 0, 108, 100)
        r.assertFrame("a", 96, 0, 50, 100)
        r.assertFrame("b", 154, 0, 50, 100)
    }

    // MARK: Spacer

    // Spacer.minLength docs ("If nil, the system default spacing between
    // views is used") with Fidelity, "Padding, Spacer and Divider" [doc + RE]: the default is 8 and a
    // Spacer's ideal length is its minLength; spacing next to it is 0
    // (Fidelity, "Default spacing"). Ideal stack: 50 + 8 + 50 = 108.
    @Test func spacerDefaultMinLengthIsEight() {
        let r = VLTest.layout(HStack {
            Color.red.frame(width: 50).id("a")
            Spacer().id("sp")
            Color.blue.frame(width: 50).id("b")
        }.fixedSize().id("s"), 300, 100)
        r.assertFrame("s", 96, 45, 108, 10)
        r.assertFrame("a", 96, 45, 50, 10)
        r.assertFrame("sp", 146, 50, 8, 0)
        r.assertFrame("b", 154, 45, 50, 10)

        // With a concrete proposal the Colors are offered what remains after
        // the Spacer's minimum 8 (layoutPriority page's rule; Fidelity, "Padding, Spacer and Divider" [RE OSU]:
        // a Spacer's layoutPriority is -infinity, so Spacers form the lowest
        // group): (300 - 8) / 2 = 146 each.
        let v = VLTest.layout(VStack {
            Color.red.id("a")
            Spacer().id("sp")
            Color.blue.id("b")
        }, 100, 300)
        v.assertFrame("a", 0, 0, 100, 146)
        v.assertFrame("sp", 50, 146, 0, 8)
        v.assertFrame("b", 0, 154, 100, 146)
    }

    // Spacer(minLength:) page: "The minimum length this spacer can be shrunk
    // to". Same rule as above with 20: (300 - 20) / 2 = 140.
    @Test func spacerExplicitMinLength() {
        let r = VLTest.layout(HStack {
            Color.red.id("a")
            Spacer(minLength: 20).id("sp")
            Color.blue.id("b")
        }, 300, 100)
        r.assertFrame("a", 0, 0, 140, 100)
        r.assertFrame("sp", 140, 50, 20, 0)
        r.assertFrame("b", 160, 0, 140, 100)

        let f = VLTest.layout(HStack {
            Color.red.frame(width: 50).id("a")
            Spacer(minLength: 20).id("sp")
            Color.blue.frame(width: 50).id("b")
        }.fixedSize(), 300, 100)
        f.assertFrame("a", 90, 45, 50, 10)
        f.assertFrame("sp", 140, 50, 20, 0)
        f.assertFrame("b", 160, 45, 50, 10)
    }

    // Spacer page: with a Spacer between them the views are pushed to the two
    // sides and "the stack expands to take as much horizontal space as the
    // parent view allows"; Fidelity, "Default spacing" [RE OSU, doc figures]: spacing 0 next to a
    // Spacer, so the views are flush with the stack's edges. Across the axis
    // the Spacer is 0 (Fidelity, "Padding, Spacer and Divider" [RE]).
    @Test func spacerPushesContentFlushToStackEdges() {
        let r = VLTest.layout(HStack {
            Color.red.frame(width: 50).id("a")
            Spacer().id("sp")
            Color.blue.frame(width: 50).id("b")
        }.id("s"), 300, 100)
        r.assertFrame("s", 0, 0, 300, 100)
        r.assertFrame("a", 0, 0, 50, 100)
        r.assertFrame("sp", 50, 50, 200, 0)
        r.assertFrame("b", 250, 0, 50, 100)
    }

    // Spacer page: "expands along the major axis of its containing stack
    // layout": in a VStack it is tall and 0 wide.
    @Test func spacerExpandsOnlyAlongStackAxis() {
        let r = VLTest.layout(VStack {
            Color.red.frame(height: 50).id("a")
            Spacer().id("sp")
            Color.blue.frame(height: 50).id("b")
        }.id("s"), 300, 300)
        r.assertFrame("s", 0, 0, 300, 300)
        r.assertFrame("a", 0, 0, 300, 50)
        r.assertFrame("sp", 150, 50, 0, 200)
        r.assertFrame("b", 0, 250, 300, 50)
    }

    // Spacer page: "... or on both axes if not contained in a stack".
    @Test func spacerOutsideStackExpandsOnBothAxes() {
        let r = VLTest.layout(Spacer().id("sp"), 300, 100)
        r.assertFrame("sp", 0, 0, 300, 100)
        let z = VLTest.layout(ZStack { Spacer().id("sp") }, 300, 100)
        z.assertFrame("sp", 0, 0, 300, 100)
    }

    // Spacer page ("Adding two spacer views on the outside of the stack leaves
    // the image and text together") and Fidelity, "Stack distribution" step 5: spacers in one group
    // share what the other children leave equally.
    @Test func severalSpacersShareEqually() {
        let r = VLTest.layout(HStack {
            Spacer().id("s1")
            Color.red.frame(width: 100).id("c")
            Spacer().id("s2")
        }, 300, 100)
        r.assertFrame("s1", 0, 50, 100, 0)
        r.assertFrame("c", 100, 0, 100, 100)
        r.assertFrame("s2", 200, 50, 100, 0)

        // 330 - 60 = 270 shared by three spacers: 90 each.
        let t = VLTest.layout(HStack {
            Color.red.frame(width: 30).id("a")
            Spacer().id("s1")
            Color.blue.frame(width: 30).id("b")
            Spacer().id("s2")
            Spacer().id("s3")
        }, 330, 100)
        t.assertFrame("a", 0, 0, 30, 100)
        t.assertFrame("s1", 30, 50, 90, 0)
        t.assertFrame("b", 120, 0, 30, 100)
        t.assertFrame("s2", 150, 50, 90, 0)
        t.assertFrame("s3", 240, 50, 90, 0)
    }

    // MARK: Divider

    // Divider page: "When contained in a stack, the divider extends across the
    // minor axis of the stack"; Fidelity, "Padding, Spacer and Divider" [RE OSU dividerThickness]: it is
    // pixelLength = 1/displayScale thick. Checked at @1x, @2x and @3x.
    // (spacing: 0 so only the Divider's own thickness is under test.)
    @Test(arguments: [1.0, 2.0, 3.0])
    func dividerInVStackIsOnePixelTall(scale: Double) {
        let px = 1 / scale
        let r = VLTest.layout(VStack(spacing: 0) {
            Color.red.frame(height: 50).id("a")
            Divider().id("d")
            Color.blue.frame(height: 50).id("b")
        }.frame(width: 300, height: 300, alignment: .top), 300, 300, scale: CGFloat(scale))
        r.assertFrame("a", 0, 0, 300, 50)
        r.assertFrame("d", 0, 50, 300, px)
        r.assertFrame("b", 0, 50 + px, 300, 50)
    }

    // Divider page (as above): in an HStack it is vertical, 1 pixel wide.
    @Test func dividerInHStackIsOnePixelWide() {
        let r = VLTest.layout(HStack(spacing: 0) {
            Color.red.frame(width: 50).id("a")
            Divider().id("d")
            Color.blue.frame(width: 50).id("b")
        }.frame(width: 300, height: 100, alignment: .leading), 300, 100, scale: 3)
        r.assertFrame("a", 0, 0, 50, 100)
        r.assertFrame("d", 50, 0, 1.0 / 3, 100)
        r.assertFrame("b", 50 + 1.0 / 3, 0, 50, 100)
    }

    // Divider page: "... or horizontally when not in a stack".
    @Test func dividerOutsideStackIsHorizontal() {
        let one = VLTest.layout(Divider().id("d"), 300, 101)
        one.assertFrame("d", 0, 50, 300, 1)
        // @3x: (101 - 1/3) / 2 = 50.333, on the grid.
        let three = VLTest.layout(Divider().id("d"), 300, 101, scale: 3)
        three.assertFrame("d", 0, 151.0 / 3, 300, 1.0 / 3)
    }
}
