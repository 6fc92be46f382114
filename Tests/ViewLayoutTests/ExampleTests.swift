import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples

// Every stage of every built-in example (Apple's documentation code), laid
// out in the examples' canvas (iPhone 13 safe area 390 × 763 @3x, Fidelity, "Safe area")
// and checked against frames derived by hand from the rules. Text sizes come
// from the built-in measurer; frames are rounded with the rule of Fidelity, "Pixel rounding".
//
// Spacing between neighbours follows Fidelity, "Default spacing" (8 by default, 0 next to a
// Spacer). Fidelity, "Text" says the vertical gap next to a Text comes from text
// metrics and marks its values unverified, so no test below depends on the
// vertical spacing between a Text and its neighbour in a VStack.

@Suite struct ExampleTests {
    static let W = 390.0, H = 763.0

    static func stage(_ name: String, _ index: Int) -> PlacedViewTree {
        Example.named(name)!.stages[index].layout()
    }

    static func text(_ r: PlacedViewTree, _ label: String) -> CGRect? {
        r.views(ofKind: "Text").first { $0.label == label }?.frame
    }

    // MARK: All of them

    @Test func everyStageOfEveryExampleLaysOut() {
        // The documentation examples this file checks, with their stages
        // (more may be added; every one is laid out below).
        let known = ["message-row": 5, "checklist-row": 4, "zstack-offsets": 1, "zstack-bottom-leading": 1,
                     "first-third-stripes": 2, "indented-text": 2, "status-row": 3, "image-title-alignment": 2]
        for (name, stages) in known {
            #expect(Example.named(name)?.stages.count == stages, "\(name)")
        }
        #expect(Set(Example.all.map(\.name)).count == Example.all.count, "names are unique")
        for example in Example.all {
            #expect(Example.named(example.name)?.name == example.name)
            for (i, stage) in example.stages.enumerated() {
                let r = stage.layout()
                let what = "\(example.name) stage \(i)"
                // Apple's emoji examples (the smileys) use characters no shipped
                // face has: the text measurer says so and uses a fallback
                // advance. Any other diagnostic is a fault.
                let faults = r.diagnostics.filter { !$0.message.contains("is not in the shipped faces") }
                #expect(faults.isEmpty, "\(what): \(faults)")
                // The root is the canvas (390 × 763), or the device's screen
                // for the stages laid out on a device preset (SafeAreaExamples).
                #expect(r.root.frame == CGRect(origin: .zero, size: stage.rootSize), "\(what) root")
                #expect(stage.device != nil || stage.rootSize == CGSize(width: 390, height: 763), "\(what) canvas")
                #expect(r.root.children.count == 1, "\(what) has one top-level view")
                #expect(r.count > 2, "\(what) has content")
                for v in r.allViews {
                    let f = v.frame
                    #expect(f.minX.isFinite && f.minY.isFinite && f.width >= 0 && f.height >= 0, "\(what): \(v)")
                    // Every frame is on the pixel grid of the stage's scale
                    // (@3x, or @2x on the iPad and iPhone SE presets).
                    let k = Double(stage.environment.displayScale)
                    for c in [f.minX, f.minY, f.width, f.height] {
                        #expect(ATS.close((Double(c) * k).rounded(), Double(c) * k, 1e-6), "\(what): \(v) off the grid")
                    }
                }
            }
        }
    }

    // MARK: Laying out a simple view (MessageRow)

    static let content = Message.sample.content

    // Stage 1, "Establish a view hierarchy": the circle fills the space
    // available to it. HStack stack algorithm (Fidelity, "Stack distribution"): the Text is less
    // flexible (0...its line) than the ZStack of a Circle (0...infinity), so
    // it is served first with (390 - 8) / 2 = 191; the ZStack takes the
    // rest. Both take the full height offered; the Text is centred.
    @Test func messageRowStage1() {
        let r = Self.stage("message-row", 0)
        let t = ATS.measure(Self.content, width: 191)
        let tw = Double(t.size.width), th = Double(t.size.height)
        let zw = 382 - tw
        atExpectFrame(r.views(ofKind: "HStack").first?.frame, ATS.rect(0, 0, 390, Self.H), "HStack")
        atExpectFrame(r.views(ofKind: "ZStack").first?.frame, ATS.rect(0, 0, zw, Self.H), "ZStack")
        atExpectFrame(r.views(ofKind: "Circle").first?.frame, ATS.rect(0, 0, zw, Self.H), "Circle")
        atExpectFrame(Self.text(r, Self.content), ATS.rect(zw + 8, (Self.H - th) / 2, tw, th), "message")
        let mr = ATS.measure("MR")
        let mw = Double(mr.size.width), mh = Double(mr.size.height)
        atExpectFrame(Self.text(r, "MR"), ATS.rect((zw - mw) / 2, (Self.H - mh) / 2, mw, mh), "initials")
    }

    /// Stages 2 and 3: frame(width: 40) around the ZStack; the Text gets
    /// 390 - 8 - 40 = 342. The circle's frame still takes the full height.
    static func messageRowNarrow(_ index: Int, top: Bool) {
        let r = stage("message-row", index)
        let t = ATS.measure(content, width: 342)
        let tw = Double(t.size.width), th = Double(t.size.height)
        let x0 = (W - 48 - tw) / 2
        atExpectFrame(r.views(ofKind: "HStack").first?.frame, ATS.rect(x0, 0, 48 + tw, H), "HStack")
        atExpectFrame(r.views(ofKind: "frame").first?.frame, ATS.rect(x0, 0, 40, H), "frame")
        atExpectFrame(r.views(ofKind: "Circle").first?.frame, ATS.rect(x0, 0, 40, H), "Circle")
        atExpectFrame(text(r, content), ATS.rect(x0 + 48, top ? 0 : (H - th) / 2, tw, th), "message")
    }

    // Stage 2, "Limit the view size": frame(width: 40), centre alignment.
    @Test func messageRowStage2() { Self.messageRowNarrow(1, top: false) }

    // Stage 3, HStack(alignment: .top): the Text moves to the top; the
    // circle's frame still fills the height ("the circle's frame is still
    // the full height").
    @Test func messageRowStage3() { Self.messageRowNarrow(2, top: true) }

    // Stage 4, frame(width: 40, height: 40): a 40 × 40 circle whose top is the
    // message Text's top; the row is as high as the taller of the two.
    @Test func messageRowStage4() {
        let r = Self.stage("message-row", 3)
        let t = ATS.measure(Self.content, width: 342)
        let tw = Double(t.size.width), th = Double(t.size.height)
        let h = max(40, th)
        let x0 = (Self.W - 48 - tw) / 2, y0 = (Self.H - h) / 2
        let circle = r.views(ofKind: "Circle").first?.frame
        let message = Self.text(r, Self.content)
        atExpectFrame(circle, ATS.rect(x0, y0, 40, 40), "Circle")
        atExpectFrame(message, ATS.rect(x0 + 48, y0, tw, th), "message")
        #expect(circle?.minY == message?.minY)
        atExpectFrame(r.views(ofKind: "HStack").first?.frame, ATS.rect(x0, y0, 48 + tw, h), "HStack")
        let mr = ATS.measure("MR")
        let mw = Double(mr.size.width), mh = Double(mr.size.height)
        atExpectFrame(Self.text(r, "MR"), ATS.rect(x0 + (40 - mw) / 2, y0 + (40 - mh) / 2, mw, mh), "initials")
    }

    // Stage 5, padding([.horizontal]): 16 points (Fidelity, "Padding, Spacer and Divider", iOS default) on
    // the leading and trailing edges only; the Text now gets 390 - 32 - 48.
    @Test func messageRowStage5() {
        let r = Self.stage("message-row", 4)
        let t = ATS.measure(Self.content, width: 310)
        let tw = Double(t.size.width), th = Double(t.size.height)
        let w = 48 + tw, h = max(40, th)
        let x0 = (Self.W - w - 32) / 2, y0 = (Self.H - h) / 2
        let padding = r.views(ofKind: "padding").first?.frame
        let stack = r.views(ofKind: "HStack").first?.frame
        atExpectFrame(padding, ATS.rect(x0, y0, w + 32, h), "padding")
        atExpectFrame(stack, ATS.rect(x0 + 16, y0, w, h), "HStack")
        atExpectFrame(r.views(ofKind: "Circle").first?.frame, ATS.rect(x0 + 16, y0, 40, 40), "Circle")
        atExpectFrame(Self.text(r, Self.content), ATS.rect(x0 + 64, y0, tw, th), "message")
        if let p = padding, let s = stack {
            atExpectEqual(s.minX - p.minX, 16, "leading padding")
            atExpectEqual(p.maxX - s.maxX, 16, "trailing padding")
            #expect(s.minY == p.minY && s.maxY == p.maxY, "no vertical padding")
        }
    }

    // MARK: Spacer page (ChecklistRow)
    // Image(systemName:) has no documented size; its frame is read from the
    // tree. Everything else follows from it: 8 between the image and the
    // Text, 0 next to a Spacer (Fidelity, "Default spacing" [doc] Spacer page: "flush").

    static func checklistParts(_ r: PlacedViewTree) -> (stack: CGRect?, image: CGRect?, text: CGRect?, border: CGRect?, spacers: [CGRect]) {
        (r.views(ofKind: "HStack").first?.frame, r.views(ofKind: "Image").first?.frame,
         text(r, "Buy milk"), r.views(ofKind: "Rectangle").first?.frame, r.views(ofKind: "Spacer").map(\.frame))
    }

    // Without a spacer the stack is as wide as its content, centred.
    @Test func checklistRowWithoutSpacer() throws {
        let p = Self.checklistParts(Self.stage("checklist-row", 0))
        let t = ATS.measure("Buy milk")
        let tw = Double(t.size.width), th = Double(t.size.height)
        let image = try #require(p.image)
        let iw = Double(image.width), ih = Double(image.height)
        let w = iw + 8 + tw, h = max(ih, th)
        let x0 = (Self.W - w) / 2, y0 = (Self.H - h) / 2
        atExpectFrame(p.stack, ATS.rect(x0, y0, w, h), "HStack")
        atExpectFrame(p.image, ATS.rect(x0, y0 + (h - ih) / 2, iw, ih), "image")
        atExpectFrame(p.text, ATS.rect(x0 + iw + 8, y0 + (h - th) / 2, tw, th), "text")
        atExpectFrame(p.border, ATS.rect(x0, y0, w, h), "border")
        #expect(p.spacers.isEmpty)
    }

    // Spacer first: the stack takes all 390 points; the Text is flush with the
    // trailing edge and the checkmark 8 points before it.
    @Test func checklistRowSpacerFirst() throws {
        let p = Self.checklistParts(Self.stage("checklist-row", 1))
        let tw = Double(ATS.measure("Buy milk").size.width)
        let image = try #require(p.image)
        let iw = Double(image.width)
        let stack = try #require(p.stack)
        atExpectEqual(stack.minX, 0, "stack x")
        atExpectEqual(stack.width, 390, "stack width")
        atExpectEqual(p.text?.maxX, 390, "text flush with the trailing edge")
        atExpectPixel(p.text?.minX, 390 - tw, 3, "text x")
        atExpectPixel(image.minX, 390 - tw - 8 - iw, 3, "checkmark x")
        atExpectEqual(p.spacers.first?.minX, 0, "spacer x")
        atExpectPixel(p.spacers.first?.width, 390 - tw - 8 - iw, 3, "spacer width")
        atExpectFrame(p.border, stack, "border")
    }

    // Spacer between: checkmark flush left, text flush right.
    @Test func checklistRowSpacerBetween() throws {
        let p = Self.checklistParts(Self.stage("checklist-row", 2))
        let tw = Double(ATS.measure("Buy milk").size.width)
        let image = try #require(p.image)
        atExpectEqual(p.stack?.width, 390, "stack width")
        atExpectEqual(image.minX, 0, "checkmark at the leading edge")
        atExpectEqual(p.text?.maxX, 390, "text at the trailing edge")
        atExpectEqual(p.spacers.first?.minX, Double(image.maxX), "spacer starts at the checkmark")
        atExpectPixel(p.spacers.first?.maxX, 390 - tw, 3, "spacer ends at the text")
    }

    // Spacers on both sides share what is left equally: the content is centred.
    @Test func checklistRowSpacersOutside() throws {
        let p = Self.checklistParts(Self.stage("checklist-row", 3))
        let tw = Double(ATS.measure("Buy milk").size.width)
        let image = try #require(p.image)
        let iw = Double(image.width)
        let s = (390 - iw - 8 - tw) / 2
        atExpectEqual(p.stack?.width, 390, "stack width")
        #expect(p.spacers.count == 2)
        atExpectPixel(image.minX, s, 3, "checkmark x")
        atExpectPixel(p.text?.minX, s + iw + 8, 3, "text x")
        atExpectPixel(p.text?.maxX, 390 - s, 3, "text end")
    }

    // MARK: ZStack page

    // Six 100 × 100 rectangles, each offset 10·i: offsets do not change
    // layout (offset page; Fidelity, "Ideal sizes and sizing modifiers"), so the ZStack is 100 × 100, centred,
    // and rectangle i is drawn 10·i right of and below its origin.
    @Test func zstackOffsets() {
        let r = Self.stage("zstack-offsets", 0)
        let x0 = (Self.W - 100) / 2, y0 = (Self.H - 100) / 2
        atExpectFrame(r.views(ofKind: "ZStack").first?.frame, ATS.rect(x0, y0, 100, 100), "ZStack")
        let rects = r.views(ofKind: "Rectangle")
        #expect(rects.map(\.label) == ["red", "orange", "yellow", "green", "blue", "purple"])
        for (i, v) in rects.enumerated() {
            atExpectFrame(v.frame, ATS.rect(x0 + 10 * Double(i), y0 + 10 * Double(i), 100, 100), "rectangle \(i)")
        }
    }

    // ZStack(alignment: .bottomLeading): 100 × 100 (the union of 100 × 50 and
    // 50 × 100); both rectangles' bottom-left corners at the stack's; the
    // border is the stack's frame.
    @Test func zstackBottomLeading() throws {
        let r = Self.stage("zstack-bottom-leading", 0)
        let x0 = (Self.W - 100) / 2, y0 = (Self.H - 100) / 2
        let z = try #require(r.views(ofKind: "ZStack").first?.frame)
        atExpectFrame(z, ATS.rect(x0, y0, 100, 100), "ZStack")
        let red = r.views(ofKind: "Rectangle").first { $0.label == "red" }?.frame
        let blue = r.views(ofKind: "Rectangle").first { $0.label == "blue" }?.frame
        let border = r.views(ofKind: "Rectangle").first { $0.label == "stroke green" }?.frame
        atExpectFrame(red, ATS.rect(x0, y0 + 50, 100, 50), "red")
        atExpectFrame(blue, ATS.rect(x0, y0, 50, 100), "blue")
        atExpectFrame(border, z, "border")
        #expect(red?.minX == z.minX && red?.maxY == z.maxY)
        #expect(blue?.minX == z.minX && blue?.maxY == z.maxY)
    }

    // MARK: AlignmentID page

    // The two stages of the stripes example (see AlignmentTests for the
    // derivation): guides 20/40/30, then 20/80/30.
    @Test(arguments: [(0, [20.0, 40.0, 30.0]), (1, [20.0, 80.0, 30.0])])
    func firstThirdStripes(_ index: Int, _ guides: [Double]) {
        let r = Self.stage("first-third-stripes", index)
        let e = AlignmentTests.stripeFrames(guides: guides)
        atExpectFrame(r.views(ofKind: "HStack").first?.frame, e.stack, "HStack")
        let sets = r.views(ofKind: "VStack")
        #expect(sets.count == 3)
        for (i, v) in sets.enumerated() {
            atExpectFrame(v.frame, e.sets[i], "set \(i)")
            // VStack(spacing: 1) of three Colors: (h - 2) / 3 each.
            let stripe = (e.sets[i].h - 2) / 3
            let colors = v.children
            #expect(colors.count == 3)
            for (k, c) in colors.enumerated() {
                let y = e.sets[i].y + Double(k) * (stripe + 1)
                atExpectPixel(c.frame.minY, y, 3, "set \(i) stripe \(k) y")
            }
        }
    }

    // MARK: Aligning views within a stack (status row)

    /// Frames of the status row for the guides (image, caption, title) on
    /// the stack's vertical alignment. Horizontal spacing 8 (Fidelity, "Default spacing").
    static func statusRow(_ index: Int, guides: (Double, Double, Double)?) throws {
        let r = stage("status-row", index)
        let c = ATS.measure("Connecting", .caption), t = ATS.measure("Bryan", .title)
        let cw = Double(c.size.width), ch = Double(c.size.height)
        let tw = Double(t.size.width), th = Double(t.size.height)
        let w = 24 + 8 + cw + 8 + tw
        let ys: (Double, Double, Double), h: Double
        if let (gi, gc, gt) = guides {
            let above = max(gi, gc, gt)
            h = above + max(24 - gi, ch - gc, th - gt)
            ys = (above - gi, above - gc, above - gt)
        } else {
            h = max(24, ch, th)
            ys = ((h - 24) / 2, (h - ch) / 2, (h - th) / 2)
        }
        let x0 = (W - w - 32) / 2, y0 = (H - h - 32) / 2
        atExpectFrame(r.views(ofKind: "padding").first?.frame, ATS.rect(x0, y0, w + 32, h + 32), "padding")
        atExpectFrame(r.views(ofKind: "Rectangle").first?.frame, ATS.rect(x0, y0, w + 32, h + 32), "border")
        atExpectFrame(r.views(ofKind: "HStack").first?.frame, ATS.rect(x0 + 16, y0 + 16, w, h), "HStack")
        atExpectFrame(r.views(ofKind: "Image").first?.frame, ATS.rect(x0 + 16, y0 + 16 + ys.0, 24, 24), "microphone")
        atExpectFrame(text(r, "Connecting"), ATS.rect(x0 + 16 + 32, y0 + 16 + ys.1, cw, ch), "Connecting")
        atExpectFrame(text(r, "Bryan"), ATS.rect(x0 + 16 + 40 + cw, y0 + 16 + ys.2, tw, th), "Bryan")
    }

    // Default centre alignment: everything centred on the title's height.
    @Test func statusRowCentered() throws { try Self.statusRow(0, guides: nil) }

    // HStack(alignment: .firstTextBaseline): the texts' first baselines
    // (caption 11.3333, title 26.6667 @3x) meet; the image answers its
    // bottom (24) for a baseline (Fidelity, "Alignment guides").
    @Test func statusRowFirstTextBaseline() throws {
        let cb = Double(ATS.measure("Connecting", .caption).firstBaseline)
        let tb = Double(ATS.measure("Bryan", .title).firstBaseline)
        atExpectEqual(CGFloat(cb), 34.0 / 3, "caption baseline")
        atExpectEqual(CGFloat(tb), 80.0 / 3, "title baseline")
        try Self.statusRow(1, guides: (24, cb, tb))
    }

    // The image's baseline guide moved to bottom - 0.12 × height = 21.12:
    // the image drops 2.88 points relative to stage 2.
    @Test func statusRowAdjustedImageBaseline() throws {
        let cb = Double(ATS.measure("Connecting", .caption).firstBaseline)
        let tb = Double(ATS.measure("Bryan", .title).firstBaseline)
        try Self.statusRow(2, guides: (24 - 0.12 * 24, cb, tb))
    }

    // MARK: Aligning views across stacks (image titles)

    // Both stages: the HStack gives each column (382 / 2 = 191; the right
    // column is the less flexible one and goes first, Fidelity, "Stack distribution"); each image
    // is resizable, scaledToFit, 300 × 200, so 191 × 127.3333.
    @Test(arguments: [0, 1])
    func imageTitleColumns(_ index: Int) throws {
        let r = Self.stage("image-title-alignment", index)
        let columns = r.views(ofKind: "VStack")
        #expect(columns.count == 2)
        let images = r.views(ofKind: "Image")
        #expect(images.map(\.label) == ["bell_peppers", "chili_peppers"])
        let c0 = try #require(columns.first?.frame), c1 = try #require(columns.last?.frame)
        atExpectEqual(c0.minX, 0, "left column x")
        atExpectEqual(c0.width, 191, "left column width")
        atExpectEqual(c1.minX, 199, "right column x")
        atExpectEqual(c1.width, 191, "right column width")
        for (k, image) in images.enumerated() {
            atExpectEqual(image.frame.minX, k == 0 ? 0 : 199, "image \(k) x")
            atExpectEqual(image.frame.width, 191, "image \(k) width")
            atExpectPixel(image.frame.height, 191.0 * 200 / 300, 3, "image \(k) height")
        }
        // Titles centred in their columns.
        for (label, x) in [("Bell Peppers", 0.0), ("Chili Peppers", 199.0)] {
            let tw = Double(ATS.measure(label, .title).size.width)
            #expect(tw < 191)
            atExpectPixel(Self.text(r, label)?.minX, x + (191 - tw) / 2, 3, "\(label) x")
        }
    }

    // Stage 1: the enclosing HStack centres the columns: equal mid-points
    // (to a pixel); the titles are not on one line.
    @Test func imageTitleCentered() throws {
        let r = Self.stage("image-title-alignment", 0)
        let columns = r.views(ofKind: "VStack").map(\.frame)
        #expect(columns.count == 2)
        let stack = try #require(r.views(ofKind: "HStack").first?.frame)
        for c in columns { #expect(abs(c.midY - stack.midY) <= 1.0 / 3, "column \(c) centred in \(stack)") }
        #expect(Self.text(r, "Bell Peppers")?.minY != Self.text(r, "Chili Peppers")?.minY)
    }

    // Stage 2, HStack(alignment: .imageTitleAlignmentGuide): each title's
    // guide is its first baseline, projected through its VStack; the two
    // titles end up on one line, and since the images above them are the
    // same height, so do the columns' tops. The HStack is as tall as the
    // taller column.
    @Test func imageTitleAligned() throws {
        let r = Self.stage("image-title-alignment", 1)
        let t1 = try #require(Self.text(r, "Bell Peppers")), t2 = try #require(Self.text(r, "Chili Peppers"))
        #expect(t1.minY == t2.minY)
        let columns = r.views(ofKind: "VStack").map(\.frame)
        let stack = try #require(r.views(ofKind: "HStack").first?.frame)
        #expect(columns.count == 2)
        #expect(columns.allSatisfy { $0.minY == stack.minY })
        #expect(stack.height == columns.map(\.height).max())
        let images = r.views(ofKind: "Image").map(\.frame)
        #expect(images.count == 2 && images[0].minY == images[1].minY)
    }
}
