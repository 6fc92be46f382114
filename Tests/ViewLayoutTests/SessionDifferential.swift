import Foundation
import ViewLayout

/// Random view trees with random edits, for the differential test of
/// `LayoutSession` (SessionDifferentialTests) and the command that runs any
/// number of seeds (Benchmarks, `SessionDifferential`, which compiles this
/// same file): after every update the session's frames must equal a fresh
/// layout's, bit for bit, and so must its diagnostics; and no frame of
/// either may hold NaN or infinity (these trees have no custom layout, so
/// nothing is ever proposed infinity: Layout/NumericRule.swift). A failure
/// is shrunk to a small tree and one edit before it is reported, so it can
/// be pasted into a test. Only `Foundation` and `ViewLayout`.
enum SessionDifferential {
    /// SplitMix64: a seeded generator, so a failure can be replayed.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A view tree as data, so that it can be edited, shrunk and printed.
    indirect enum Spec: CustomStringConvertible {
        case color(width: CGFloat?, height: CGFloat?)
        case text(String)
        case spacer(CGFloat?)
        case stack(kind: Int, alignment: Int, spacing: CGFloat?, [Spec])
        case frame(width: CGFloat?, height: CGFloat?, alignment: Int, Spec)
        case flexFrame(minWidth: CGFloat?, maxWidth: CGFloat?, maxHeight: CGFloat?, Spec)
        case padding(CGFloat, Spec)
        case offset(CGFloat, CGFloat, Spec)
        case priority(Double, Spec)
        /// An explicit guide: 0 leading and top, 1 the first text baseline,
        /// as a fraction of the view's size.
        case guide(Int, CGFloat, Spec)
        case fixedSize(Spec)
        case scroll(Spec)
        case grid([[Spec]])

        var children: [Spec] {
            switch self {
            case .color, .text, .spacer: return []
            case .stack(_, _, _, let c): return c
            case .frame(_, _, _, let c), .flexFrame(_, _, _, let c), .padding(_, let c), .offset(_, _, let c),
                 .priority(_, let c), .guide(_, _, let c), .fixedSize(let c), .scroll(let c):
                return [c]
            case .grid(let rows): return rows.flatMap { $0 }
            }
        }

        func replacingChildren(_ new: [Spec]) -> Spec {
            switch self {
            case .color, .text, .spacer: return self
            case .stack(let k, let a, let s, _): return .stack(kind: k, alignment: a, spacing: s, new)
            case .frame(let w, let h, let a, _): return .frame(width: w, height: h, alignment: a, new[0])
            case .flexFrame(let a, let b, let c, _): return .flexFrame(minWidth: a, maxWidth: b, maxHeight: c, new[0])
            case .padding(let p, _): return .padding(p, new[0])
            case .offset(let x, let y, _): return .offset(x, y, new[0])
            case .priority(let p, _): return .priority(p, new[0])
            case .guide(let k, let f, _): return .guide(k, f, new[0])
            case .fixedSize: return .fixedSize(new[0])
            case .scroll: return .scroll(new[0])
            case .grid(let rows):
                var out: [[Spec]] = [], i = 0
                for row in rows { out.append(Array(new[i..<(i + row.count)])); i += row.count }
                return .grid(out)
            }
        }

        var description: String {
            func n(_ v: CGFloat?) -> String { v.map { "\($0)" } ?? "nil" }
            let inner = children.map(\.description).joined(separator: "; ")
            switch self {
            case .color(let w, let h): return "Color.red.frame(width: \(n(w)), height: \(n(h)))"
            case .text(let s): return "Text(\"\(s)\")"
            case .spacer(let m): return "Spacer(minLength: \(n(m)))"
            case .stack(let k, let a, let s, _):
                return "\(["HStack", "VStack", "ZStack"][k])(alignment: #\(a), spacing: \(n(s))) { \(inner) }"
            case .frame(let w, let h, let a, let c): return "\(c).frame(width: \(n(w)), height: \(n(h)), alignment: #\(a))"
            case .flexFrame(let a, let b, let h, let c):
                return "\(c).frame(minWidth: \(n(a)), maxWidth: \(n(b)), maxHeight: \(n(h)))"
            case .padding(let p, let c): return "\(c).padding(\(p))"
            case .offset(let x, let y, let c): return "\(c).offset(x: \(x), y: \(y))"
            case .priority(let p, let c): return "\(c).layoutPriority(\(p))"
            case .guide(0, let f, let c): return "\(c).alignmentGuide(.leading/.top) { $0.width/height * \(f) }"
            case .guide(_, let f, let c): return "\(c).alignmentGuide(.firstTextBaseline) { $0.height * \(f) }"
            case .fixedSize(let c): return "\(c).fixedSize()"
            case .scroll(let c): return "ScrollView { \(c) }"
            case .grid(let rows): return "Grid { " + rows.map { "GridRow { \($0.map(\.description).joined(separator: "; ")) }" }
                .joined(separator: "; ") + " }"
            }
        }
    }

    static let words = ["layout", "a", "proposal", "frames", "on", "the", "pixel", "grid", "wraps", "Text"]
    static let horizontal: [HorizontalAlignment] = [.leading, .center, .trailing]
    static let vertical: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]
    static let alignments: [Alignment] = [.center, .topLeading, .bottomTrailing, .leading, .top]

    static func view(_ s: Spec) -> AnyView {
        switch s {
        case .color(let w, let h): return AnyView(Color.red.frame(width: w, height: h))
        case .text(let t): return AnyView(Text(t))
        case .spacer(let m): return AnyView(Spacer(minLength: m))
        case .stack(let kind, let a, let spacing, let children):
            let content = ForEach(0..<children.count, id: \.self) { i in view(children[i]) }
            switch kind {
            case 0: return AnyView(HStack(alignment: vertical[a % vertical.count], spacing: spacing) { content })
            case 1: return AnyView(VStack(alignment: horizontal[a % horizontal.count], spacing: spacing) { content })
            default: return AnyView(ZStack(alignment: alignments[a % alignments.count]) { content })
            }
        case .frame(let w, let h, let a, let c):
            return AnyView(view(c).frame(width: w, height: h, alignment: alignments[a % alignments.count]))
        case .flexFrame(let lo, let hi, let h, let c): return AnyView(view(c).frame(minWidth: lo, maxWidth: hi, maxHeight: h))
        case .padding(let p, let c): return AnyView(view(c).padding(p))
        case .offset(let x, let y, let c): return AnyView(view(c).offset(x: x, y: y))
        case .priority(let p, let c): return AnyView(view(c).layoutPriority(p))
        case .guide(0, let f, let c):
            return AnyView(view(c).alignmentGuide(.leading) { $0.width * f }.alignmentGuide(.top) { $0.height * f })
        case .guide(_, let f, let c): return AnyView(view(c).alignmentGuide(.firstTextBaseline) { $0.height * f })
        case .fixedSize(let c): return AnyView(view(c).fixedSize())
        case .scroll(let c): return AnyView(ScrollView { view(c) })
        case .grid(let rows):
            return AnyView(Grid {
                ForEach(0..<rows.count, id: \.self) { r in
                    GridRow { ForEach(0..<rows[r].count, id: \.self) { c in view(rows[r][c]) } }
                }
            })
        }
    }

    // MARK: Generating and editing

    /// A length: mostly ordinary, sometimes bad input (negative, NaN,
    /// infinite), a finite value so large that sums of two overflow, or nil.
    static func length(_ rng: inout Seeded, optional: Bool = true) -> CGFloat? {
        switch Int.random(in: 0..<20, using: &rng) {
        case 0 where optional, 1 where optional, 2 where optional: return nil
        case 3: return [-5, .nan, .infinity][Int.random(in: 0..<3, using: &rng)]
        case 4 where Int.random(in: 0..<4, using: &rng) == 0: return huge(&rng)
        default: return CGFloat(Int.random(in: 0...120, using: &rng))
        }
    }

    /// A finite value near `Double`'s largest (the issue's 1e308), either sign.
    static func huge(_ rng: inout Seeded) -> CGFloat {
        [1e308, -1e308, 1.7e308, 9e307][Int.random(in: 0..<4, using: &rng)]
    }

    /// An offset or padding: small, or now and then huge.
    static func amount(_ range: ClosedRange<Int>, _ rng: inout Seeded) -> CGFloat {
        Int.random(in: 0..<25, using: &rng) == 0 ? huge(&rng) : CGFloat(Int.random(in: range, using: &rng))
    }

    static func text(_ rng: inout Seeded) -> String {
        (0..<Int.random(in: 1...12, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
    }

    static func generate(_ rng: inout Seeded, depth: Int) -> Spec {
        let leaf = depth >= 4 || Int.random(in: 0..<10, using: &rng) < 3
        if leaf {
            switch Int.random(in: 0..<6, using: &rng) {
            case 0, 1: return .color(width: length(&rng), height: length(&rng))
            case 2, 3, 4: return .text(text(&rng))
            default: return .spacer(Bool.random(using: &rng) ? nil : CGFloat(Int.random(in: 0...30, using: &rng)))
            }
        }
        func child() -> Spec { generate(&rng, depth: depth + 1) }
        switch Int.random(in: 0..<13, using: &rng) {
        case 0, 1, 2:
            let count = Int.random(in: 1...4, using: &rng)
            return .stack(kind: Int.random(in: 0..<3, using: &rng), alignment: Int.random(in: 0..<5, using: &rng),
                          spacing: Bool.random(using: &rng) ? nil : amount(0...16, &rng),
                          (0..<count).map { _ in child() })
        case 3: return .frame(width: length(&rng), height: length(&rng), alignment: Int.random(in: 0..<5, using: &rng), child())
        case 4: return .flexFrame(minWidth: length(&rng), maxWidth: Bool.random(using: &rng) ? .infinity : length(&rng),
                                  maxHeight: length(&rng), child())
        case 5: return .padding(amount(0...20, &rng), child())
        case 6: return .offset(amount(-30...30, &rng), amount(-30...30, &rng), child())
        case 7: return .priority(Double(Int.random(in: -1...2, using: &rng)), child())
        case 8: return .guide(Int.random(in: 0...1, using: &rng), CGFloat(Int.random(in: 0...4, using: &rng)) / 4, child())
        case 9: return .fixedSize(child())
        case 10 where depth <= 1: return .scroll(child())
        case 11 where depth <= 2:
            let columns = Int.random(in: 1...3, using: &rng)
            return .grid((0..<Int.random(in: 1...3, using: &rng)).map { _ in (0..<columns).map { _ in child() } })
        default: return .padding(CGFloat(Int.random(in: 0...8, using: &rng)), child())
        }
    }

    /// The shapes of tree a seed makes: `random` trees (stacks of at most
    /// four children, at most five levels), a `wide` stack of 20 to 80
    /// cells (often every one of them fixed along the stack's axis, the
    /// case an update settles without distributing again) with fractional
    /// lengths, so that sums in another order would differ, or a `deep`
    /// chain of 20 to 120 one-child levels, or a `scroll` view of a
    /// column of 5 to 40 message rows (a fixed avatar beside a text, padded;
    /// now and then a short chain of links around a row), as the benchmarks'
    /// message list.
    enum Shape: String, CaseIterable { case random, wide, deep, scroll }

    /// A length for a wide or deep tree: a tenth of a point now and then
    /// (not a binary fraction), otherwise as `length`.
    static func fraction(_ rng: inout Seeded, optional: Bool = true) -> CGFloat? {
        Int.random(in: 0..<3, using: &rng) == 0 ? length(&rng, optional: optional)
            : CGFloat(Int.random(in: 0...900, using: &rng)) / 10
    }

    /// A tree of `shape`.
    static func generate(_ rng: inout Seeded, shape: Shape) -> Spec {
        switch shape {
        case .random: return generate(&rng, depth: 0)
        case .wide:
            let kind = Int.random(in: 0...1, using: &rng)
            // Every cell fixed along the axis, or a mix with flexible cells,
            // texts and spacers.
            let fixed = Bool.random(using: &rng)
            let cells: [Spec] = (0..<Int.random(in: 20...80, using: &rng)).map { _ in
                let roll = Int.random(in: 0..<10, using: &rng)
                if !fixed && roll == 0 { return .text(text(&rng)) }
                if !fixed && roll == 1 { return .spacer(nil) }
                let along = fixed || roll > 3 ? fraction(&rng, optional: false) : nil
                let across = fraction(&rng)
                return kind == 0 ? .color(width: along, height: across) : .color(width: across, height: along)
            }
            let stack = Spec.stack(kind: kind, alignment: Int.random(in: 0..<5, using: &rng),
                                   spacing: Bool.random(using: &rng) ? nil : CGFloat(Int.random(in: 0...30, using: &rng)) / 10,
                                   cells)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: return stack
            case 1: return .padding(CGFloat(Int.random(in: 0...8, using: &rng)), stack)
            default: return .stack(kind: 1 - kind, alignment: 0, spacing: nil, [stack, .color(width: 30, height: 30)])
            }
        case .deep:
            // One-child levels around a colour: a two-child stack or a text
            // on many levels makes a fresh layout read explicit guides
            // through the chain far more often than its length (an engine
            // issue of its own).
            // Now and then a level that is not a link of the chain (an
            // offset), one that passes the proposal through (a leading or
            // top guide, which the stacks above that align by it read), or
            // one with a priority (a record an edit changes).
            var spec: Spec = .color(width: fraction(&rng), height: fraction(&rng))
            for _ in 0..<Int.random(in: 20...120, using: &rng) {
                switch Int.random(in: 0..<9, using: &rng) {
                case 0, 1: spec = .stack(kind: Int.random(in: 0...1, using: &rng), alignment: Int.random(in: 0..<3, using: &rng),
                                         spacing: nil, [spec])
                case 2, 3: spec = .padding(CGFloat(Int.random(in: 0...10, using: &rng)) / 10, spec)
                case 4: spec = .frame(width: fraction(&rng), height: nil, alignment: Int.random(in: 0..<5, using: &rng), spec)
                case 5: spec = .padding(1, spec)
                case 6: spec = .offset(amount(-30...30, &rng), amount(-30...30, &rng), spec)
                case 7: spec = .priority(Double(Int.random(in: -1...2, using: &rng)), spec)
                default:
                    // Rarely: a guide makes every stack above that aligns by it
                    // read it through the chain.
                    spec = Int.random(in: 0..<4, using: &rng) == 0
                        ? .guide(0, CGFloat(Int.random(in: 0...4, using: &rng)) / 4, spec) : .padding(2, spec)
                }
            }
            return spec
        case .scroll:
            let rows: [Spec] = (0..<Int.random(in: 5...40, using: &rng)).map { _ in
                var row: Spec = .padding(8, .stack(kind: 0, alignment: 1, spacing: 8,
                                                  [.color(width: 40, height: 40), .text(text(&rng))]))
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    for _ in 0..<Int.random(in: 1...6, using: &rng) {
                        row = Bool.random(using: &rng) ? .padding(CGFloat(Int.random(in: 0...10, using: &rng)) / 10, row)
                            : .stack(kind: 1, alignment: Int.random(in: 0..<3, using: &rng), spacing: nil, [row])
                    }
                }
                return row
            }
            let column = Spec.stack(kind: 1, alignment: Int.random(in: 0..<3, using: &rng), spacing: 8, rows)
            return Bool.random(using: &rng) ? .scroll(column) : .padding(CGFloat(Int.random(in: 0...8, using: &rng)), .scroll(column))
        }
    }

    /// The tree with one node's parameters changed (its structure kept, so
    /// that the update can be incremental), or now and then one subtree
    /// replaced by a new one.
    static func edit(_ spec: Spec, _ rng: inout Seeded) -> Spec {
        var count = 0
        func countNodes(_ s: Spec) { count += 1; s.children.forEach(countNodes) }
        countNodes(spec)
        var target = Int.random(in: 0..<count, using: &rng)
        let replace = Int.random(in: 0..<10, using: &rng) == 0
        func walk(_ s: Spec) -> Spec {
            if target == 0 {
                target = -1
                if replace { return generate(&rng, depth: 3) }
                return changed(s, &rng)
            }
            target -= 1
            let kids = s.children
            if kids.isEmpty || target < 0 { return s }
            return s.replacingChildren(kids.map { target < 0 ? $0 : walk($0) })
        }
        return walk(spec)
    }

    static func changed(_ s: Spec, _ rng: inout Seeded) -> Spec {
        switch s {
        case .color(let w, let h):
            // Now and then one axis alone: a cell that grows across its
            // stack only (a taller cell in a row moves the row's cells
            // across and none along).
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: return .color(width: w, height: length(&rng))
            case 1: return .color(width: length(&rng), height: h)
            default: return .color(width: length(&rng), height: length(&rng))
            }
        case .text: return .text(text(&rng))
        case .spacer: return .spacer(CGFloat(Int.random(in: 0...40, using: &rng)))
        case .stack(let k, let a, let sp, let c):
            return Bool.random(using: &rng) ? .stack(kind: k, alignment: Int.random(in: 0..<5, using: &rng), spacing: sp, c)
                : .stack(kind: k, alignment: a, spacing: amount(0...20, &rng), c)
        case .frame(_, _, let a, let c): return .frame(width: length(&rng), height: length(&rng), alignment: a, c)
        case .flexFrame(_, _, _, let c): return .flexFrame(minWidth: length(&rng), maxWidth: length(&rng), maxHeight: length(&rng), c)
        case .padding(_, let c): return .padding(amount(0...24, &rng), c)
        case .offset(_, _, let c): return .offset(amount(-40...40, &rng), 0, c)
        case .priority(_, let c): return .priority(Double(Int.random(in: -1...3, using: &rng)), c)
        case .guide(let k, _, let c): return .guide(k, CGFloat(Int.random(in: 0...4, using: &rng)) / 4, c)
        case .fixedSize, .scroll, .grid: return s
        }
    }

    // MARK: Comparing and shrinking

    static let size = CGSize(width: 320, height: 480)

    static func environment(_ rtl: Bool) -> EnvironmentValues {
        var env = EnvironmentValues()
        if rtl { env.layoutDirection = .rightToLeft }
        return env
    }

    /// A frame the numeric rule forbids in these trees: NaN or infinite.
    static func notFinite(_ r: CGRect) -> Bool {
        !(r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite)
    }

    /// The first frame (or the diagnostics) where the session differs from
    /// a fresh layout, or a frame of either that is not finite; nil when
    /// there is none.
    static func mismatch(_ session: LayoutSession, _ spec: Spec, rtl: Bool) -> String? {
        let fresh = ViewLayout.layout(view(spec), in: size, environment: environment(rtl))
        let a = session.result.allViews, b = fresh.allViews
        if a.count != b.count { return "\(a.count) views, fresh layout \(b.count)" }
        for (x, y) in zip(a, b) where x.frame != y.frame || x.kind != y.kind {
            return "\(x.kind) at \(x.frame), fresh layout \(y.kind) at \(y.frame)"
        }
        if let v = b.first(where: { notFinite($0.frame) }) { return "\(v.kind) at \(v.frame): not finite" }
        if session.result.diagnostics != fresh.diagnostics {
            return "diagnostics \(session.result.diagnostics), fresh layout \(fresh.diagnostics)"
        }
        return nil
    }

    /// Whether a session of `before` updated with `after` differs from a
    /// fresh layout of `after`.
    static func fails(_ before: Spec, _ after: Spec, rtl: Bool) -> Bool {
        let session = LayoutSession(view(before), in: size, environment: environment(rtl))
        session.update(with: view(after))
        return mismatch(session, after, rtl: rtl) != nil
    }

    /// Shrinks a failing update: while some node of both trees can be
    /// replaced by one of its children (in both, at the same place) and the
    /// update still fails, do it.
    static func shrink(_ before: Spec, _ after: Spec, rtl: Bool) -> (Spec, Spec) {
        var (a, b) = (before, after)
        var progress = true
        while progress {
            progress = false
            for (ca, cb) in reductions(a, b) where fails(ca, cb, rtl: rtl) {
                (a, b) = (ca, cb)
                progress = true
                break
            }
        }
        return (a, b)
    }

    /// Shrinks a tree whose first layout fails, as `shrink(_:_:rtl:)` does.
    static func shrink(_ spec: Spec, rtl: Bool) -> Spec {
        func failsFirst(_ s: Spec) -> Bool {
            mismatch(LayoutSession(view(s), in: size, environment: environment(rtl)), s, rtl: rtl) != nil
        }
        var a = spec
        var progress = true
        while progress {
            progress = false
            for (c, _) in reductions(a, a) where failsFirst(c) {
                a = c
                progress = true
                break
            }
        }
        return a
    }

    /// Each way to replace one node by one of its children in both trees
    /// (same place, same child index), the root's children first.
    static func reductions(_ a: Spec, _ b: Spec) -> [(Spec, Spec)] {
        let ka = a.children, kb = b.children
        var out: [(Spec, Spec)] = []
        if ka.count == kb.count {
            for i in ka.indices { out.append((ka[i], kb[i])) }
            for i in ka.indices {
                for (ra, rb) in reductions(ka[i], kb[i]) {
                    var na = ka, nb = kb
                    na[i] = ra; nb[i] = rb
                    out.append((a.replacingChildren(na), b.replacingChildren(nb)))
                }
            }
        }
        return out
    }

    /// Runs one seed (a tree of `shape`, four edits, right to left every
    /// fifth seed) and returns its failure, shrunk, or nil.
    static func run(seed: Int, shape: Shape = .random) -> String? {
        var rng = Seeded(state: UInt64(seed) &* 0x2545_F491_4F6C_DD1D)
        let rtl = seed % 5 == 4
        var spec = generate(&rng, shape: shape)
        let session = LayoutSession(view(spec), in: size, environment: environment(rtl))
        if let m = mismatch(session, spec, rtl: rtl) {
            return "seed \(seed)\(shape == .random ? "" : ", " + shape.rawValue), first layout\(rtl ? ", right to left" : ""): \(m)\n\(shrink(spec, rtl: rtl))"
        }
        for k in 0..<4 {
            let before = spec
            spec = edit(spec, &rng)
            session.update(with: view(spec))
            if let m = mismatch(session, spec, rtl: rtl) {
                let (a, b) = fails(before, spec, rtl: rtl) ? shrink(before, spec, rtl: rtl) : (before, spec)
                return "seed \(seed)\(shape == .random ? "" : ", " + shape.rawValue), edit \(k)\(rtl ? ", right to left" : ""): \(m)\nbefore: \(a)\nafter:  \(b)"
            }
        }
        return nil
    }
}
