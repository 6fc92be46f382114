import Foundation
import Testing
import ViewLayout

/// Incremental relayout: a `LayoutSession` updated with a new value
/// of the same view must give exactly the frames of a fresh layout of that
/// value, whatever leaf changed; an update of another structure must fall
/// back to a fresh layout. The trees are the benchmark's trees at
/// smaller sizes, with the leaves the benchmark edits (a frame's width, a
/// text's string) taken from arrays that the tests edit at random (seeded).
@Suite struct LayoutSessionTests {
    /// The seeded generator of the differential test (SplitMix64), so a
    /// failure can be replayed.
    typealias Seeded = SessionDifferential.Seeded

    /// Tree 1: an HStack of fixed cells whose widths are edited.
    struct WideFixed: View {
        let widths: [CGFloat]
        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<widths.count, id: \.self) { i in Color.red.frame(width: widths[i], height: 20) }
            }
        }
    }

    /// Tree 2: flexible cells whose heights are edited, in a wide root.
    struct WideFlex: View {
        let heights: [CGFloat]
        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<heights.count, id: \.self) { i in Color.red.frame(height: heights[i]) }
            }
        }
    }

    /// Tree 3: `VStack { … }.padding(p)` levels around a colour; the
    /// paddings and the colour's width are edited.
    struct Deep: View {
        let paddings: [CGFloat]
        let level: Int
        let width: CGFloat
        var body: some View {
            if level == paddings.count {
                Color.red.frame(width: width, height: 20)
            } else {
                VStack { Deep(paddings: paddings, level: level + 1, width: width) }.padding(paddings[level])
            }
        }
    }

    /// Tree 4: rows of cells, every other one fixed (its width edited), the
    /// rest flexible.
    struct StackGrid: View {
        let columns: Int
        let widths: [CGFloat]
        /// One cell's height other than 10: (cell index, height).
        var taller: (cell: Int, height: CGFloat)? = nil
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<(widths.count / columns), id: \.self) { r in
                    HStack(spacing: 0) {
                        ForEach(0..<columns, id: \.self) { c in
                            if c % 2 == 0 {
                                Color.red.frame(width: widths[r * columns + c], height: taller?.cell == r * columns + c ? taller!.height : 10)
                            } else {
                                Color.blue
                            }
                        }
                    }
                }
            }
        }
    }

    /// Tree 5: message rows whose strings are edited.
    struct Messages: View {
        let messages: [String]
        var body: some View {
            VStack(spacing: 8) {
                ForEach(0..<messages.count, id: \.self) { i in
                    HStack(alignment: .top, spacing: 8) {
                        Circle().frame(width: 40, height: 40)
                        Text(messages[i])
                    }
                    .padding(8)
                }
            }
        }
    }

    static func message(_ rng: inout Seeded) -> String {
        let words = ["layout", "a", "proposal", "frames", "on", "the", "pixel", "grid", "wraps", "Text"]
        return (0..<Int.random(in: 1...30, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
    }

    /// Every frame of `session.result` equals the fresh layout's, bit for bit.
    static func expectIdentical(_ session: LayoutSession, _ fresh: PlacedViewTree, _ what: String) {
        let a = session.result.allViews, b = fresh.allViews
        #expect(a.count == b.count, "\(what): \(a.count) views, fresh \(b.count)")
        var mismatches = 0
        for (x, y) in zip(a, b) where x.frame != y.frame || x.kind != y.kind {
            mismatches += 1
            if mismatches <= 3 { Issue.record("\(what): \(x.kind) at \(x.frame), fresh layout \(y.kind) at \(y.frame)") }
        }
        #expect(session.result.diagnostics == fresh.diagnostics, "\(what)")
    }

    /// Runs `edits` seeded edits of `value` through a session and compares
    /// each result with a fresh layout of the edited value; the session must
    /// stay incremental and measure again at most `bound` nodes per edit.
    static func check<V: View, Model>(_ name: String, _ model: Model, size: CGSize, scale: CGFloat = 3,
                                      direction: LayoutDirection = .leftToRight, edits: Int = 25, bound: Int,
                                      view: (Model) -> V, edit: (inout Model, inout Seeded) -> Void) {
        var env = VLTest.environment(scale: scale)
        env.layoutDirection = direction
        var model = model
        var rng = Seeded(state: 7)
        let session = LayoutSession(view(model), in: size, environment: env)
        expectIdentical(session, ViewLayout.layout(view(model), in: size, environment: env), "\(name) first layout")
        for k in 0..<edits {
            edit(&model, &rng)
            session.update(with: view(model))
            #expect(session.lastUpdateWasIncremental, "\(name) edit \(k)")
            #expect(session.lastUpdateChangedNodes <= bound, "\(name) edit \(k): \(session.lastUpdateChangedNodes) nodes")
            expectIdentical(session, ViewLayout.layout(view(model), in: size, environment: env), "\(name) edit \(k)")
        }
        // A new root size reuses the kept tree and still matches.
        let other = CGSize(width: size.width * 0.75, height: size.height + 100)
        session.layout(in: other)
        expectIdentical(session, ViewLayout.layout(view(model), in: other, environment: env), "\(name) new root size")
    }

    @Test func wideFixedEdits() {
        Self.check("wide-fixed", [CGFloat](repeating: 20, count: 200), size: CGSize(width: 1000, height: 100), bound: 3,
                   view: { WideFixed(widths: $0) }) { m, rng in
            m[Int.random(in: 0..<m.count, using: &rng)] = CGFloat(Int.random(in: 0...40, using: &rng)) / 3
        }
    }

    @Test func wideFlexEdits() {
        Self.check("wide-flex", [CGFloat](repeating: 20, count: 200), size: CGSize(width: 4000, height: 100), bound: 3,
                   view: { WideFlex(heights: $0) }) { m, rng in
            m[Int.random(in: 0..<m.count, using: &rng)] = CGFloat(Int.random(in: 0...60, using: &rng))
        }
    }

    /// Deep enough (300 levels) that a pass runs on the large stack.
    @Test func deepEdits() {
        struct Model { var paddings = [CGFloat](repeating: 1, count: 300); var width: CGFloat = 20 }
        Self.check("deep", Model(), size: CGSize(width: 1000, height: 1000), bound: 602,
                   view: { Deep(paddings: $0.paddings, level: 0, width: $0.width) }) { m, rng in
            if Bool.random(using: &rng) {
                m.width = CGFloat(Int.random(in: 0...60, using: &rng))
            } else {
                m.paddings[Int.random(in: 0..<m.paddings.count, using: &rng)] = CGFloat(Int.random(in: 0...5, using: &rng))
            }
        }
    }

    /// A taller cell in a row of flexible cells moves every cell across
    /// and none along: an HStack centres its children vertically by
    /// default and shares its width equally among equally flexible cells
    /// (Fidelity, "Stack distribution"), and the root centres the row
    /// (Fidelity, "Frames"). Five cells in 500 points are 100 wide each.
    @Test func tallerCellMovesTheRowAcross() {
        struct Row: View {
            let middle: CGFloat
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(0..<5, id: \.self) { i in Color.red.frame(height: i == 2 ? middle : 20).id("cell\(i)") }
                }
            }
        }
        let size = CGSize(width: 500, height: 100)
        let env = VLTest.environment(scale: 1)
        let session = LayoutSession(Row(middle: 20), in: size, environment: env)
        for middle in [40, 30, 10, 20, 60] as [CGFloat] {
            let tree = session.update(with: Row(middle: middle))
            #expect(session.lastUpdateWasIncremental)
            let thickness = Swift.max(middle, 20)
            let top = (100 - thickness) / 2
            for i in 0..<5 {
                let h: CGFloat = i == 2 ? middle : 20
                #expect(tree.frame(of: "cell\(i)") == CGRect(x: CGFloat(i) * 100, y: top + (thickness - h) / 2, width: 100, height: h),
                        "middle \(middle), cell \(i)")
            }
            Self.expectIdentical(session, ViewLayout.layout(Row(middle: middle), in: size, environment: env), "row, middle \(middle)")
        }
    }

    /// Each level of `VStack { … }.padding(1)` adds a point on every side
    /// (Fidelity, "Padding, Spacer and Divider"; a one-child VStack is its
    /// child's size, "Stack distribution"), and the root centres the
    /// outermost level (Fidelity, "Frames"): an edit of the colour's width
    /// at the bottom of 60 levels resizes every level on the path.
    @Test func deepNestWidthEditsResizeThePath() {
        struct Nest: View {
            let depth: Int
            let width: CGFloat
            var body: some View {
                if depth == 0 {
                    Color.red.frame(width: width, height: 20).id("leaf")
                } else {
                    VStack { Nest(depth: depth - 1, width: width) }.padding(1)
                }
            }
        }
        let levels: CGFloat = 60, size = CGSize(width: 1000, height: 1000)
        let env = VLTest.environment(scale: 1)
        let session = LayoutSession(Nest(depth: 60, width: 20).id("outer"), in: size, environment: env)
        for width in [36, 0, 54, 20, 100] as [CGFloat] {
            let tree = session.update(with: Nest(depth: 60, width: width).id("outer"))
            #expect(session.lastUpdateWasIncremental)
            let outer = CGSize(width: width + 2 * levels, height: 20 + 2 * levels)
            #expect(tree.frame(of: "outer") == CGRect(x: (1000 - outer.width) / 2, y: (1000 - outer.height) / 2,
                                                      width: outer.width, height: outer.height), "width \(width)")
            #expect(tree.frame(of: "leaf") == CGRect(x: (1000 - outer.width) / 2 + levels, y: (1000 - outer.height) / 2 + levels,
                                                     width: width, height: 20), "width \(width)")
            Self.expectIdentical(session, ViewLayout.layout(Nest(depth: 60, width: width).id("outer"), in: size, environment: env),
                                 "nest, width \(width)")
        }
    }

    @Test func gridEdits() {
        Self.check("grid", [CGFloat](repeating: 20, count: 30 * 30), size: CGSize(width: 500, height: 400), bound: 4,
                   view: { StackGrid(columns: 30, widths: $0) }) { m, rng in
            m[2 * Int.random(in: 0..<(m.count / 2), using: &rng)] = CGFloat(Int.random(in: 0...40, using: &rng))
        }
    }

    /// `count` seeded messages in a root of `size`, each edit replacing one.
    static func checkMessages(_ name: String, count: Int, seed: UInt64, size: CGSize, scale: CGFloat = 3,
                              direction: LayoutDirection = .leftToRight) {
        var rng = Seeded(state: seed)
        let messages = (0..<count).map { _ in Self.message(&rng) }
        Self.check(name, messages, size: size, scale: scale, direction: direction, bound: 5,
                   view: { Messages(messages: $0) }) { m, rng in
            m[Int.random(in: 0..<m.count, using: &rng)] = Self.message(&rng)
        }
    }

    @Test func messageEdits() {
        Self.checkMessages("messages", count: 60, seed: 1, size: CGSize(width: 400, height: 800))
    }

    /// Right to left at @2x: mirrored placement and another pixel grid.
    @Test func messageEditsRightToLeft() {
        Self.checkMessages("messages rtl", count: 30, seed: 2, size: CGSize(width: 333, height: 700), scale: 2,
                           direction: .rightToLeft)
    }

    /// A message list that fits its root, so its texts are measured at
    /// real sizes and wrap (the lists above overflow: Fidelity, "Stack distribution" then offers
    /// every row 0, and a text offered 0 is empty, Fidelity, "Ideal sizes and sizing modifiers"): edits grow
    /// and shrink rows, and every row below moves.
    @Test func fittingMessageEdits() {
        Self.checkMessages("messages that fit", count: 5, seed: 3, size: CGSize(width: 400, height: 800))
    }

    /// Early cutoff (`LayoutEngine.settle`): a changed node is measured
    /// again at the proposals its parent asked; when it answers as before,
    /// its ancestors' layouts stand. A fixed frame's size is its own (the
    /// frame(width:height:alignment:) page), so a text in one may change
    /// its string without the 20-row list being laid out again: the text
    /// and its frame are measured, nothing else, and the result is still a
    /// fresh layout's (the text, now two lines, sits higher in its frame).
    @Test func unchangedAnswersStopAtTheirParent() {
        struct Labels: View {
            let texts: [String]
            var body: some View {
                VStack(spacing: 4) {
                    ForEach(0..<texts.count, id: \.self) { i in Text(texts[i]).frame(width: 200, height: 40).id(i) }
                }
            }
        }
        var texts = (0..<20).map { "Row \($0)" }
        let size = CGSize(width: 400, height: 900)
        let session = LayoutSession(Labels(texts: texts), in: size, environment: VLTest.environment(scale: 2))
        let before = session.result.frame(of: 7)
        texts[7] = "A longer label that wraps onto two lines"
        session.update(with: Labels(texts: texts))
        #expect(session.lastUpdateWasIncremental)
        // Marked: the text, its frame, the VStack and the root.
        #expect(session.lastUpdateChangedNodes == 4)
        // Measured again: the text and its frame only.
        #expect(session.result.sizeComputations == 2)
        let fresh = ViewLayout.layout(Labels(texts: texts), in: size, environment: VLTest.environment(scale: 2))
        #expect(fresh.frame(of: 7) == before)
        Self.expectIdentical(session, fresh, "text in a fixed frame")
    }

    /// A child whose answers change across its stack's axis only (a row of
    /// a column grows wider, a column of a row taller) leaves the stack's
    /// shares as they were (the HStack/VStack pages: a stack divides its
    /// length by the children's answers along it; Fidelity, "Stack distribution"), so the update
    /// restacks it without distributing again (`restackAcross`): the child
    /// and its row are measured, the stack is not. Each edit below keeps,
    /// grows and shrinks the stack's thickness in turn (the widest child
    /// growing, another child changing under it, the widest shrinking),
    /// for every alignment, left to right and right to left, and each
    /// result must be a fresh layout's.
    @Test func acrossOnlyChangesRestackInPlace() {
        struct Rows: View {
            let alignment: HorizontalAlignment
            let widths: [CGFloat]
            var body: some View {
                VStack(alignment: alignment, spacing: 2) {
                    ForEach(0..<widths.count, id: \.self) { i in
                        HStack(spacing: 0) {
                            Color.red.frame(width: widths[i], height: 10)
                            Color.blue.frame(width: 7, height: 10)
                        }
                    }
                }
            }
        }
        struct Columns: View {
            let alignment: VerticalAlignment
            let heights: [CGFloat]
            var body: some View {
                HStack(alignment: alignment, spacing: 3) {
                    ForEach(0..<heights.count, id: \.self) { i in
                        VStack(spacing: 0) {
                            Color.red.frame(width: 10, height: heights[i])
                            Color.blue.frame(width: 10, height: 5)
                        }
                    }
                }
            }
        }
        // (index, new extent) in turn: under the widest (50), the widest
        // growing, the widest shrinking below another, a child growing past
        // it, a fractional extent.
        let edits: [(Int, CGFloat)] = [(3, 30), (5, 61), (5, 20), (2, 44.5), (7, 80), (7, 33.3), (0, 0), (2, 12)]
        let start: [CGFloat] = [10, 20, 50, 15, 40, 25, 35, 45]
        let size = CGSize(width: 300, height: 300)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            var env = VLTest.environment(scale: 3)
            env.layoutDirection = direction
            for alignment in [HorizontalAlignment.leading, .center, .trailing] {
                var widths = start
                let session = LayoutSession(Rows(alignment: alignment, widths: widths), in: size, environment: env)
                for (k, (i, w)) in edits.enumerated() {
                    let widest = widths.max()!
                    widths[i] = w
                    session.update(with: Rows(alignment: alignment, widths: widths))
                    #expect(session.lastUpdateWasIncremental)
                    if widths.max()! == widest {
                        // The row, at the one proposal it was asked (a
                        // framed colour answers outside the memo); not the
                        // column, which distributing again would add.
                        #expect(session.result.sizeComputations == 1, "rows edit \(k): \(session.result.sizeComputations)")
                    }
                    Self.expectIdentical(session, ViewLayout.layout(Rows(alignment: alignment, widths: widths), in: size, environment: env),
                                         "rows \(direction) edit \(k)")
                    // Another root height, the same width: the column is
                    // sized again across the same width, reading back its
                    // kept probes (the edited row's among them).
                    let taller = CGSize(width: size.width, height: size.height + CGFloat(k + 1))
                    session.layout(in: taller)
                    Self.expectIdentical(session, ViewLayout.layout(Rows(alignment: alignment, widths: widths), in: taller, environment: env),
                                         "rows \(direction) edit \(k), taller root")
                    session.layout(in: size)
                }
            }
            for alignment in [VerticalAlignment.top, .center, .bottom] {
                var heights = start
                let session = LayoutSession(Columns(alignment: alignment, heights: heights), in: size, environment: env)
                for (k, (i, h)) in edits.enumerated() {
                    heights[i] = h
                    session.update(with: Columns(alignment: alignment, heights: heights))
                    #expect(session.lastUpdateWasIncremental)
                    Self.expectIdentical(session, ViewLayout.layout(Columns(alignment: alignment, heights: heights), in: size, environment: env),
                                         "columns \(direction) edit \(k)")
                }
            }
        }
    }

    /// The cutoff stops short of a container that aligns by a guide the
    /// changed subtree sets: a text wrapping onto a second line in a fixed
    /// frame keeps the frame's size but moves its first baseline, which a
    /// `.firstTextBaseline` row reads (the colour's baseline default is its
    /// bottom, so the colour moves). A row that aligned by `.top` when the
    /// session began and by the baseline since is read as the latter.
    @Test func cutoffHonoursGuidesReadAbove() {
        struct Row: View {
            let alignment: VerticalAlignment
            let text: String
            var body: some View {
                HStack(alignment: alignment) {
                    Text(text).frame(width: 120, height: 100).id("t")
                    Color.red.frame(width: 20, height: 20).id("c")
                }
            }
        }
        let size = CGSize(width: 400, height: 400)
        let long = "A label long enough to wrap onto two lines"
        for start in [VerticalAlignment.firstTextBaseline, .top] {
            let session = LayoutSession(Row(alignment: start, text: "One line"), in: size)
            if start == .top {
                session.update(with: Row(alignment: .firstTextBaseline, text: "One line"))
                Self.expectIdentical(session, ViewLayout.layout(Row(alignment: .firstTextBaseline, text: "One line"), in: size),
                                     "alignment changed")
            }
            let before = session.result.frame(of: "c")
            session.update(with: Row(alignment: .firstTextBaseline, text: long))
            #expect(session.lastUpdateWasIncremental)
            let fresh = ViewLayout.layout(Row(alignment: .firstTextBaseline, text: long), in: size)
            #expect(fresh.frame(of: "c") != before)
            Self.expectIdentical(session, fresh, "baseline row from \(start == .top ? "top" : "baseline")")
        }
    }

    /// An edit that changes nothing measures nothing again.
    @Test func unchangedValueMeasuresNothing() {
        let view = WideFixed(widths: [10, 20, 30])
        let session = LayoutSession(view, in: CGSize(width: 300, height: 100))
        session.update(with: view)
        #expect(session.lastUpdateWasIncremental)
        #expect(session.lastUpdateChangedNodes == 0)
        #expect(session.result.sizeComputations == 0)
        #expect(session.result.root.children[0].frame == CGRect(x: 120, y: 40, width: 60, height: 20))
    }

    /// A changed leaf is measured again with its ancestors only: in a
    /// 10 × 10 grid, the cell's frame, colour-free frame node, row, column
    /// stack and root — not the 99 other cells.
    @Test func oneLeafChangeTouchesItsPathOnly() {
        var widths = [CGFloat](repeating: 20, count: 100)
        let session = LayoutSession(StackGrid(columns: 10, widths: widths), in: CGSize(width: 400, height: 400))
        widths[42] = 33
        session.update(with: StackGrid(columns: 10, widths: widths))
        #expect(session.lastUpdateWasIncremental)
        // frame, HStack row, VStack, root.
        #expect(session.lastUpdateChangedNodes == 4)
        // The row's other 9 cells are asked again (their share changed)...
        #expect(session.result.sizeComputations < 60)
        Self.expectIdentical(session, ViewLayout.layout(StackGrid(columns: 10, widths: widths), in: CGSize(width: 400, height: 400)),
                             "grid cell 42")
    }

    /// A change that can only move its widths (a fixed frame's width, its
    /// height given or its child's height following its own axis) leaves
    /// every height its ancestors answered where it was; an ancestor whose
    /// width follows the proposed width alone answers all the proposals
    /// of one width from one measurement (`answerRow`): the edited row of
    /// a column, asked its three heights (0, infinity and its share, the
    /// HStack page's probing, Fidelity, "Stack distribution"), is measured once, not three times.
    @Test func widthOnlyEditMeasuresTheRowOnce() {
        var widths = [CGFloat](repeating: 20, count: 100)
        let size = CGSize(width: 400, height: 400)
        let session = LayoutSession(StackGrid(columns: 10, widths: widths), in: size)
        widths[42] = 33
        session.update(with: StackGrid(columns: 10, widths: widths))
        #expect(session.lastUpdateWasIncremental)
        // The row once (its framed and plain colours answer outside the
        // memo; its width stays the root's, so nothing above it is asked
        // again). Measured at each of its three heights, this was 3.
        #expect(session.result.sizeComputations == 1, "\(session.result.sizeComputations)")
        Self.expectIdentical(session, ViewLayout.layout(StackGrid(columns: 10, widths: widths), in: size), "grid cell 42")
        // A height edit of the same frame moves the row's heights: measured
        // at each of them.
        session.update(with: StackGrid(columns: 10, widths: widths, taller: (42, 17)))
        Self.expectIdentical(session, ViewLayout.layout(StackGrid(columns: 10, widths: widths, taller: (42, 17)), in: size),
                             "grid cell 42, taller")
    }

    /// Width and height edits of frames in rows where a width reaches a
    /// height (a frame without a height around a wrapping text, in a
    /// column asked several heights at one width; a flexible text whose
    /// share moves) and rows where none does, against fresh layouts: only
    /// the second kind may answer from one measurement.
    @Test func widthOnlyEditsBesideWrappingText() {
        struct Cell { var w: CGFloat?; var h: CGFloat? }
        struct Mixed: View {
            let cells: [[Cell]]
            var body: some View {
                VStack(spacing: 1) {
                    ForEach(0..<cells.count, id: \.self) { r in
                        if r % 3 == 0 {
                            HStack(spacing: 0) {
                                ForEach(0..<cells[r].count, id: \.self) { c in
                                    if c % 2 == 0 {
                                        Color.red.frame(width: cells[r][c].w, height: cells[r][c].h)
                                    } else {
                                        Color.blue
                                    }
                                }
                            }
                        } else if r % 3 == 1 {
                            HStack(spacing: 0) {
                                ForEach(0..<cells[r].count, id: \.self) { c in
                                    if c % 2 == 0 {
                                        Text("wraps when the frame narrows").frame(width: cells[r][c].w, height: cells[r][c].h)
                                    } else {
                                        Text("a flexible text")
                                    }
                                }
                            }
                        } else {
                            // Asked three heights at the column's width.
                            VStack(spacing: 0) {
                                Text("wraps when the frame narrows, and grows taller").frame(width: cells[r][0].w, height: cells[r][0].h)
                                Color.green.frame(width: cells[r][1].w, height: cells[r][1].h)
                                Color.blue
                            }
                        }
                    }
                }
            }
        }
        let start = (0..<9).map { r in (0..<6).map { c in Cell(w: 30 + CGFloat(c), h: r % 3 == 0 ? 10 : nil) } }
        Self.check("mixed", start, size: CGSize(width: 360, height: 700), edits: 80, bound: 6,
                   view: { Mixed(cells: $0) }) { m, rng in
            let r = Int.random(in: 0..<m.count, using: &rng)
            let c = r % 3 == 2 ? Int.random(in: 0..<2, using: &rng) : Int.random(in: 0..<m[r].count, using: &rng)
            func extent(_ top: Int) -> CGFloat? {
                Int.random(in: 0..<6, using: &rng) == 0 ? nil : CGFloat(Int.random(in: 0...top, using: &rng)) / 2
            }
            if Int.random(in: 0..<3, using: &rng) > 0 { m[r][c].w = extent(240) } else { m[r][c].h = extent(60) }
        }
    }

    /// The comparison with the kept tree follows subtree hashes: it enters
    /// the root, the column, the edited row and the edited cell's frame
    /// (4 nodes), whether the grid has 10 rows or 40, and reads nothing of
    /// the other rows. An edit of one word anywhere always changes the
    /// hashes on its path (each step of the hash is a bijection of that
    /// word), so nothing is missed: the frames are a fresh layout's.
    @Test func comparisonEntersTheChangedPathOnly() {
        for rows in [10, 40] {
            var widths = [CGFloat](repeating: 20, count: rows * 10)
            let size = CGSize(width: 400, height: 600)
            let session = LayoutSession(StackGrid(columns: 10, widths: widths), in: size)
            widths[42] = 33
            session.update(with: StackGrid(columns: 10, widths: widths))
            #expect(session.lastUpdateWasIncremental)
            #expect(session.lastUpdateComparedNodes == 4, "\(rows) rows")
            Self.expectIdentical(session, ViewLayout.layout(StackGrid(columns: 10, widths: widths), in: size), "\(rows) rows")
            // The same value again: the root's hash is equal, nothing entered.
            session.update(with: StackGrid(columns: 10, widths: widths))
            #expect(session.lastUpdateComparedNodes == 0)
            #expect(session.lastUpdateChangedNodes == 0)
            // Two rows edited: both paths are entered (root and column
            // once, each row and cell): 6.
            widths[5 * 10 + 2] = 7
            widths[(rows - 1) * 10 + 8] = 9
            session.update(with: StackGrid(columns: 10, widths: widths))
            #expect(session.lastUpdateComparedNodes == 6, "\(rows) rows, two edits")
            Self.expectIdentical(session, ViewLayout.layout(StackGrid(columns: 10, widths: widths), in: size), "two edits")
        }
    }

    /// A long list's comparison passes runs of 32 equal child links by one
    /// hash each (`SubtreeHashes.blocks`): an edit of one row of 1,000
    /// reads the column's links of one run only, not 1,000; edits in the
    /// first, a middle and the last row, two rows trading places, and a row
    /// in a run that does not start the column's links are all found, and
    /// the frames are a fresh layout's.
    @Test func longListComparisonPassesEqualRuns() {
        var widths = [CGFloat](repeating: 20, count: 1000)
        let size = CGSize(width: 400, height: 600)
        let view = { (w: [CGFloat]) in StackGrid(columns: 1, widths: w) }
        let session = LayoutSession(view(widths), in: size)
        for (what, edit) in [("row 0", { (w: inout [CGFloat]) in w[0] = 7 }),
                             ("row 517", { w in w[517] = 9 }),
                             ("row 999", { w in w[999] = 11 }),
                             ("rows 40 and 900 swapped", { w in w[40] = 13; w[900] = 15; w.swapAt(40, 900) })] {
            edit(&widths)
            session.update(with: view(widths))
            #expect(session.lastUpdateWasIncremental, "\(what)")
            // The column's 1,000 links: 31 or 32 runs passed whole, at most
            // two runs (and the unaligned links at its ends) read one by one.
            #expect(session.lastUpdateComparedLinks <= 2 * 32 + 2 * 31 + 4, "\(what): \(session.lastUpdateComparedLinks) links")
            #expect(session.lastUpdateComparedLinks >= 1, "\(what)")
            Self.expectIdentical(session, ViewLayout.layout(view(widths), in: size), what)
        }
        // The same value again: nothing entered, no link read.
        session.update(with: view(widths))
        #expect(session.lastUpdateComparedNodes == 0 && session.lastUpdateComparedLinks == 0)
        // Another number of rows is another structure, found at the column.
        widths.append(20)
        session.update(with: view(widths))
        #expect(!session.lastUpdateWasIncremental)
        Self.expectIdentical(session, ViewLayout.layout(view(widths), in: size), "1,001 rows")
    }

    /// Rows whose contents trade places (equal subtrees at other
    /// positions, same structure), an edit in the last
    /// framed cell of the last row and one in the first cell of the first
    /// row, all at once: every changed frame is found and the result equals
    /// a fresh layout.
    @Test func swappedRowsAndEdgeEditsAreFound() {
        var widths = (0..<100).map { CGFloat(10 + $0 % 7) }
        let size = CGSize(width: 400, height: 400)
        let session = LayoutSession(StackGrid(columns: 10, widths: widths), in: size)
        // Swap rows 3 and 6 (cells 30..<40 and 60..<70), edit cells 0 and 98
        // (even columns are framed; odd ones are plain colours).
        for k in 0..<10 { widths.swapAt(30 + k, 60 + k) }
        widths[0] = 41
        widths[98] = 5
        session.update(with: StackGrid(columns: 10, widths: widths))
        #expect(session.lastUpdateWasIncremental)
        // Changed: the frames of cells 0 and 98 and the five framed cells of
        // rows 3 and 6 each (10 + i % 7 differs between cells 30 + k and
        // 60 + k: 30 and 60 differ mod 7), their four rows, the VStack and
        // the root.
        #expect(session.lastUpdateChangedNodes == 2 + 10 + 4 + 2)
        Self.expectIdentical(session, ViewLayout.layout(StackGrid(columns: 10, widths: widths), in: size), "swapped rows")
        // The same value again changes nothing.
        session.update(with: StackGrid(columns: 10, widths: widths))
        #expect(session.lastUpdateChangedNodes == 0)
    }

    /// Another number of rows, or another branch of an `if`, is another
    /// structure: the update is a fresh layout (identical to one), never a
    /// patched old tree.
    @Test func structuralChangeFallsBack() {
        struct Switch: View {
            let flag: Bool
            let count: Int
            var body: some View {
                VStack {
                    if flag { Color.red.frame(width: 30, height: 30) } else { Text("thirty") }
                    ForEach(0..<count, id: \.self) { _ in Color.blue.frame(height: 5) }
                }
            }
        }
        let size = CGSize(width: 200, height: 300)
        let session = LayoutSession(Switch(flag: true, count: 3), in: size)
        for (flag, count) in [(false, 3), (false, 5), (true, 5), (true, 1)] {
            session.update(with: Switch(flag: flag, count: count))
            #expect(!session.lastUpdateWasIncremental, "flag \(flag) count \(count)")
            Self.expectIdentical(session, ViewLayout.layout(Switch(flag: flag, count: count), in: size), "flag \(flag) count \(count)")
        }
        // The same structure again is incremental.
        session.update(with: Switch(flag: true, count: 1))
        #expect(session.lastUpdateWasIncremental)
    }

    /// Content made at layout time (a lazy stack in a scroll view, a
    /// GeometryReader) is laid out afresh on every update: identical to a
    /// fresh layout, never a patched one.
    @Test func layoutTimeContentIsLaidOutAfresh() {
        struct Scrolling: View {
            let widths: [CGFloat]
            var body: some View {
                VStack {
                    GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) }
                    ScrollView {
                        LazyVStack {
                            ForEach(0..<widths.count, id: \.self) { i in Color.blue.frame(width: widths[i], height: 30) }
                        }
                    }
                }
            }
        }
        var widths = [CGFloat](repeating: 50, count: 40)
        let size = CGSize(width: 300, height: 400)
        let session = LayoutSession(Scrolling(widths: widths), in: size)
        for k in [3, 0, 39] {
            widths[k] += 7
            session.update(with: Scrolling(widths: widths))
            #expect(!session.lastUpdateWasIncremental)
            Self.expectIdentical(session, ViewLayout.layout(Scrolling(widths: widths), in: size), "edit \(k)")
        }
        session.layout(in: CGSize(width: 200, height: 500))
        Self.expectIdentical(session, ViewLayout.layout(Scrolling(widths: widths), in: CGSize(width: 200, height: 500)), "root size")
    }

    /// A scroll view whose content is laid out when it is sized (a column
    /// of rows, not a lazy stack) is updated incrementally: a taller row
    /// moves the rows below it by its growth, the rows above stay, and every
    /// frame is a fresh layout's. The content sits at the scroll view's
    /// origin plus its margins (offset zero), as `ScrollView` places it.
    @Test func scrollViewContentUpdatesIncrementally() {
        struct Rows: View {
            let heights: [CGFloat]
            var body: some View {
                ScrollView {
                    VStack(spacing: 8) {
                        ForEach(0..<heights.count, id: \.self) { i in
                            Color.blue.frame(width: 100, height: heights[i]).id("row\(i)")
                        }
                    }
                }
            }
        }
        var heights = [CGFloat](repeating: 30, count: 20)
        let size = CGSize(width: 300, height: 400)
        let session = LayoutSession(Rows(heights: heights), in: size)
        let row4 = session.result.frame(of: "row4"), row9 = session.result.frame(of: "row9")
        heights[5] = 50
        session.update(with: Rows(heights: heights))
        #expect(session.lastUpdateWasIncremental)
        Self.expectIdentical(session, ViewLayout.layout(Rows(heights: heights), in: size), "row 5 taller")
        // Rows above keep their place; rows below move down by 20 (the growth).
        #expect(row4 != nil && session.result.frame(of: "row4") == row4)
        #expect(row9 != nil && session.result.frame(of: "row9")?.minY == row9.map { $0.minY + 20 })
        // A change that touches only the scroll view's content, not its size:
        // the path is the row, the column, the scroll view and the root.
        #expect(session.lastUpdateChangedNodes < 10)
    }

    /// Safe areas and depth through a session: a root with
    /// insets (an iPhone 13's, and a keyboard), a `safeAreaInset` bar whose
    /// height is edited, a background that ignores the safe area, a mirrored
    /// row and a depth frame. Every update and root size matches a fresh
    /// `layout(_:in:safeAreaInsets:keyboardHeight:)`, depths included.
    @Test func safeAreasAndDepthMatchAFreshLayout() {
        struct Screen: View {
            let bar: CGFloat
            let widths: [CGFloat]
            var body: some View {
                VStack(spacing: 0) {
                    HStack(spacing: 0) {
                        ForEach(0..<widths.count, id: \.self) { i in Color.red.frame(width: widths[i], height: 20) }
                    }
                    .layoutDirectionBehavior(.mirrors)
                    Color.blue.frame(depth: widths[0]).offset(z: 3)
                }
                .safeAreaInset(edge: .bottom) { Color.green.frame(height: bar) }
                .background(Color.yellow.ignoresSafeArea())
            }
        }
        var env = VLTest.environment(scale: 3)
        env.layoutDirection = .rightToLeft
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        var model = Screen(bar: 40, widths: [30, 40, 50])
        func fresh(_ size: CGSize, keyboard: CGFloat = 0) -> PlacedViewTree {
            ResolvedViewTree(model, environment: env).layout(in: size, safeAreaInsets: insets, keyboardHeight: keyboard)
        }
        func depths(_ t: PlacedViewTree) -> [CGFloat] { t.allViews.flatMap { [$0.depth, $0.zPosition] } }
        let size = CGSize(width: 390, height: 844)
        let session = LayoutSession(model, in: size, safeAreaInsets: insets, environment: env)
        Self.expectIdentical(session, fresh(size), "first layout")
        #expect(depths(session.result) == depths(fresh(size)))
        for k in 0..<4 {
            model = Screen(bar: 40 + CGFloat(k) * 7, widths: [30 + CGFloat(k), 40, 50])
            session.update(with: model)
            Self.expectIdentical(session, fresh(size), "edit \(k)")
            #expect(depths(session.result) == depths(fresh(size)), "edit \(k)")
        }
        session.layout(in: CGSize(width: 844, height: 390), safeAreaInsets: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        Self.expectIdentical(session, ResolvedViewTree(model, environment: env)
            .layout(in: CGSize(width: 844, height: 390), safeAreaInsets: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)),
            "landscape")
        session.layout(in: size, safeAreaInsets: insets, keyboardHeight: 300)
        Self.expectIdentical(session, fresh(size, keyboard: 300), "keyboard")
        // A root size alone keeps the insets given last.
        session.layout(in: CGSize(width: 400, height: 800))
        Self.expectIdentical(session, ResolvedViewTree(model, environment: env)
            .layout(in: CGSize(width: 400, height: 800), safeAreaInsets: insets, keyboardHeight: 300), "root size, same insets")
    }

    /// An eager `Grid` goes through the incremental path (its node is
    /// measured again whenever anything below it changes) and still matches
    /// a fresh layout: a cell's width changes its whole column.
    @Test func gridCellEdits() {
        struct Cells: View {
            let widths: [CGFloat]
            var body: some View {
                Grid(horizontalSpacing: 2, verticalSpacing: 3) {
                    ForEach(0..<4, id: \.self) { r in
                        GridRow {
                            ForEach(0..<5, id: \.self) { c in Color.red.frame(width: widths[r * 5 + c], height: 10) }
                        }
                    }
                }
            }
        }
        Self.check("Grid", [CGFloat](repeating: 20, count: 20), size: CGSize(width: 400, height: 300), edits: 15, bound: 1000,
                   view: { Cells(widths: $0) }) { m, rng in
            m[Int.random(in: 0..<m.count, using: &rng)] = CGFloat(Int.random(in: 5...60, using: &rng))
        }
    }

    /// The diff compares the payloads of the nodes it enters as bytes
    /// (TreeDiff.swift): a change at
    /// the first and the last frame, several frames at once, and a node's
    /// own field (a layout priority) together with a payload, each give a
    /// fresh layout's frames and measure only the changed nodes' paths.
    @Test func payloadEditsAtEdgesAndTogether() {
        struct Column: View {
            let widths: [CGFloat]
            let priorities: [Double]
            var body: some View {
                HStack(spacing: 1) {
                    ForEach(0..<widths.count, id: \.self) { i in
                        Color.red.frame(minWidth: widths[i], maxWidth: 200).layoutPriority(priorities[i])
                    }
                }
            }
        }
        let size = CGSize(width: 300, height: 50)
        var widths = [CGFloat](repeating: 10, count: 12), priorities = [Double](repeating: 0, count: 12)
        let session = LayoutSession(Column(widths: widths, priorities: priorities), in: size)
        func step(_ what: String, maxChanged: Int) {
            session.update(with: Column(widths: widths, priorities: priorities))
            #expect(session.lastUpdateWasIncremental, "\(what)")
            #expect(session.lastUpdateChangedNodes <= maxChanged, "\(what): \(session.lastUpdateChangedNodes) nodes")
            Self.expectIdentical(session, ViewLayout.layout(Column(widths: widths, priorities: priorities), in: size), what)
        }
        // One frame: the frame, its priority wrapper, the HStack, the root.
        widths[0] = 31; step("first frame", maxChanged: 4)
        widths[11] = 27; step("last frame", maxChanged: 4)
        widths[3] = 5; widths[4] = 40; widths[9] = 12; step("three frames", maxChanged: 8)
        // A priority is a field of the node itself, changed with a payload elsewhere.
        priorities[6] = 1; widths[2] = 44; step("node and payload", maxChanged: 6)
        #expect(session.result.root.children[0].children[6].frame.width > session.result.root.children[0].children[7].frame.width)
        // A priority lives beside the nodes (NodeTree.priorities): another
        // value with its flag still set, then 0, which clears the flag.
        priorities[6] = 2; priorities[8] = 1; step("priority values", maxChanged: 6)
        #expect(session.result.root.children[0].children[6].frame.width > session.result.root.children[0].children[8].frame.width)
        priorities[6] = 0; priorities[8] = 0; step("priorities cleared", maxChanged: 6)
        #expect(session.result.root.children[0].children[6].frame.width < 30)
    }

    /// A modifier on a `ForEach` wraps every element with one payload slot:
    /// a change of that slot reaches every node that reads it.
    @Test func sharedPayloadSlotReachesEveryReader() {
        struct Shared: View {
            let width: CGFloat
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(0..<5, id: \.self) { _ in Color.red }.frame(width: width, height: 10)
                }
            }
        }
        let size = CGSize(width: 325, height: 50)
        let session = LayoutSession(Shared(width: 10), in: size)
        session.update(with: Shared(width: 25))
        #expect(session.lastUpdateWasIncremental)
        Self.expectIdentical(session, ViewLayout.layout(Shared(width: 25), in: size), "shared frame slot")
        // Five cells of 25 in a row of 125, centred in 325.
        #expect(session.result.root.children[0].frame == CGRect(x: 100, y: 20, width: 125, height: 10))
        #expect(session.result.root.children[0].children[4].frame == CGRect(x: 200, y: 20, width: 25, height: 10))
    }

    /// A text's paragraph options (here `lineLimit`) are layout inputs: a
    /// change is measured again, not kept. An equal string in other storage
    /// differs as bytes but not as a value, and measures nothing.
    @Test func textOptionsAndEqualStrings() {
        struct Label: View {
            let text: String
            let lines: Int?
            var body: some View { Text(text).lineLimit(lines).frame(width: 60) }
        }
        let size = CGSize(width: 300, height: 300)
        let long = "one two three four five six seven eight nine ten"
        let session = LayoutSession(Label(text: long, lines: 1), in: size)
        let oneLine = session.result.root.children[0].children[0].frame.height
        session.update(with: Label(text: long, lines: 3))
        #expect(session.lastUpdateWasIncremental)
        Self.expectIdentical(session, ViewLayout.layout(Label(text: long, lines: 3), in: size), "lineLimit 3")
        #expect(session.result.root.children[0].children[0].frame.height > 2 * oneLine)
        // The same characters in newly made storage (longer than a small string).
        let copy = String(long.reversed().reversed())
        session.update(with: Label(text: copy, lines: 3))
        #expect(session.lastUpdateWasIncremental)
        #expect(session.lastUpdateChangedNodes == 0)
    }

    /// A font change is another structure (fonts decide text spacing at
    /// container edges); a string change is not.
    @Test func fontChangeFallsBack() {
        struct Label: View {
            let text: String
            let font: Font
            var body: some View { VStack { Text(text).font(font); Color.red.frame(height: 10) } }
        }
        let size = CGSize(width: 300, height: 300)
        let session = LayoutSession(Label(text: "a", font: .body), in: size)
        session.update(with: Label(text: "a b c", font: .body))
        #expect(session.lastUpdateWasIncremental)
        Self.expectIdentical(session, ViewLayout.layout(Label(text: "a b c", font: .body), in: size), "string")
        session.update(with: Label(text: "a b c", font: .title))
        #expect(!session.lastUpdateWasIncremental)
        Self.expectIdentical(session, ViewLayout.layout(Label(text: "a b c", font: .title), in: size), "font")
    }

    /// A tree resolved in another environment is laid out afresh in that
    /// environment (the session cannot know what else differs).
    @Test func treeResolvedElsewhereFallsBack() {
        let view = WideFixed(widths: [10, 20])
        let session = LayoutSession(view, in: CGSize(width: 100, height: 100), environment: VLTest.environment(scale: 1))
        let other = ResolvedViewTree(view, environment: VLTest.environment(scale: 3))
        session.update(with: other)
        #expect(!session.lastUpdateWasIncremental)
        Self.expectIdentical(session, other.layout(in: CGSize(width: 100, height: 100)), "other environment")
        // And the next update, resolved by the session, is not diffed against it.
        session.update(with: WideFixed(widths: [10, 21]))
        #expect(!session.lastUpdateWasIncremental)
        Self.expectIdentical(session, VLTest.layout(WideFixed(widths: [10, 21]), 100, 100), "back to the session's environment")
    }

    /// Bad values in an update are reported exactly as a fresh layout
    /// reports them, and the frames stay finite.
    @Test func badValueInUpdate() {
        let session = LayoutSession(WideFixed(widths: [10, 20]), in: CGSize(width: 100, height: 100))
        session.update(with: WideFixed(widths: [10, .nan]))
        #expect(session.lastUpdateWasIncremental)
        Self.expectIdentical(session, ViewLayout.layout(WideFixed(widths: [10, .nan]), in: CGSize(width: 100, height: 100)), "NaN width")
        #expect(!session.result.diagnostics.isEmpty)
    }

    /// A placement that overflows to infinity in the kept relative
    /// placements (the third of three 1e308-wide cells starts at 2e308) is
    /// counted, reported as a fresh layout reports it, and uncounted when
    /// an update makes it finite again: the session's result goes back to
    /// the plain path, whose frames and diagnostics are a fresh layout's.
    /// Counting covers each kind of store: a cell placed again (its width
    /// changed), a cell moved (its origin changed), a childless colour
    /// stored in its parent's loop.
    @Test func nonFiniteKeptPlacementsComeAndGo() {
        let root = CGSize(width: 100, height: 100)
        let steps: [[CGFloat]] = [[1, 1, 1], [1e308, 1e308, 5], [1e308, 1, 5], [1e308, 1e308, 6], [2, 1e308, 6], [2, 3, 6]]
        let session = LayoutSession(WideFixed(widths: steps[0]), in: root)
        for (k, widths) in steps.enumerated() {
            session.update(with: WideFixed(widths: widths))
            let fresh = ViewLayout.layout(WideFixed(widths: widths), in: root)
            Self.expectIdentical(session, fresh, "step \(k): \(widths)")
            // An overflowing step is reported; a finite one is not.
            let overflows = widths[0] + widths[1] > 1e308
            #expect(session.result.diagnostics.contains { $0.message.contains("finite lengths overflowed") } == overflows, "step \(k)")
        }
        // Colours without frames (childless children of the stack).
        let plain: [CGFloat] = [1e308, 1e308]
        let flex = LayoutSession(HStack(spacing: 0) { Color.red.frame(width: plain[0]); Color.blue.frame(width: plain[1]); Color.green }, in: root)
        flex.update(with: HStack(spacing: 0) { Color.red.frame(width: 1); Color.blue.frame(width: 2); Color.green })
        Self.expectIdentical(flex, ViewLayout.layout(HStack(spacing: 0) { Color.red.frame(width: 1); Color.blue.frame(width: 2); Color.green }, in: root), "finite again")
        #expect(!flex.result.diagnostics.contains { $0.message.contains("overflowed") })
    }

    /// The benchmark's bad input: a very wide eager VStack lays out within memory
    /// (the benchmark prints 1,000,000 views; a test keeps to 100,000 colours,
    /// 200,001 nodes). Each 1-point row sits below the previous one.
    @Test func hugeEagerVStack() {
        let count = 100_000
        let view = VStack(spacing: 0) { ForEach(0..<count, id: \.self) { _ in Color.red.frame(width: 2, height: 1) } }
        let placed = VLTest.layout(view, 10, 10)
        #expect(placed.count == 2 * count + 2)
        let stack = placed.root.children[0]
        #expect(stack.frame == CGRect(x: 4, y: 5 - Double(count) / 2, width: 2, height: Double(count)))
        let bottom: Double = 5 + Double(count) / 2
        #expect(stack.children[count - 1].frame == CGRect(x: 4, y: bottom - 1, width: 2, height: 1))
    }
}
