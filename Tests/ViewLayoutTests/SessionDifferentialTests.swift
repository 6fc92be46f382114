import Foundation
import Testing
import ViewLayout

/// Random view trees with random edits: after every `LayoutSession` update
/// the session's frames must equal a fresh layout's, bit for bit, and so
/// must its diagnostics. A failure is shrunk to a small tree and one edit
/// before it is reported, so it can be pasted into a test.
///
/// `VIEWLAYOUT_SESSION_SEEDS=N` runs N seeds instead of the default
/// (e.g. `VIEWLAYOUT_SESSION_SEEDS=20000 swift test -c release --filter SessionDifferentialTests`).
@Suite struct SessionDifferentialTests {
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
        case guide(CGFloat, Spec)
        case fixedSize(Spec)
        case scroll(Spec)
        case grid([[Spec]])

        var children: [Spec] {
            switch self {
            case .color, .text, .spacer: return []
            case .stack(_, _, _, let c): return c
            case .frame(_, _, _, let c), .flexFrame(_, _, _, let c), .padding(_, let c), .offset(_, _, let c),
                 .priority(_, let c), .guide(_, let c), .fixedSize(let c), .scroll(let c):
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
            case .guide(let f, _): return .guide(f, new[0])
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
            case .guide(let f, let c): return "\(c).alignmentGuide(.leading/.top) { $0.width/height * \(f) }"
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
        case .guide(let f, let c):
            return AnyView(view(c).alignmentGuide(.leading) { $0.width * f }.alignmentGuide(.top) { $0.height * f })
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
    /// infinite) or nil.
    static func length(_ rng: inout LayoutSessionTests.Seeded, optional: Bool = true) -> CGFloat? {
        switch Int.random(in: 0..<20, using: &rng) {
        case 0 where optional, 1 where optional, 2 where optional: return nil
        case 3: return [-5, .nan, .infinity][Int.random(in: 0..<3, using: &rng)]
        default: return CGFloat(Int.random(in: 0...120, using: &rng))
        }
    }

    static func text(_ rng: inout LayoutSessionTests.Seeded) -> String {
        (0..<Int.random(in: 1...12, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
    }

    static func generate(_ rng: inout LayoutSessionTests.Seeded, depth: Int) -> Spec {
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
                          spacing: Bool.random(using: &rng) ? nil : CGFloat(Int.random(in: 0...16, using: &rng)),
                          (0..<count).map { _ in child() })
        case 3: return .frame(width: length(&rng), height: length(&rng), alignment: Int.random(in: 0..<5, using: &rng), child())
        case 4: return .flexFrame(minWidth: length(&rng), maxWidth: Bool.random(using: &rng) ? .infinity : length(&rng),
                                  maxHeight: length(&rng), child())
        case 5: return .padding(CGFloat(Int.random(in: 0...20, using: &rng)), child())
        case 6: return .offset(CGFloat(Int.random(in: -30...30, using: &rng)), CGFloat(Int.random(in: -30...30, using: &rng)), child())
        case 7: return .priority(Double(Int.random(in: -1...2, using: &rng)), child())
        case 8: return .guide(CGFloat(Int.random(in: 0...4, using: &rng)) / 4, child())
        case 9: return .fixedSize(child())
        case 10 where depth <= 1: return .scroll(child())
        case 11 where depth <= 2:
            let columns = Int.random(in: 1...3, using: &rng)
            return .grid((0..<Int.random(in: 1...3, using: &rng)).map { _ in (0..<columns).map { _ in child() } })
        default: return .padding(CGFloat(Int.random(in: 0...8, using: &rng)), child())
        }
    }

    /// The tree with one node's parameters changed (its structure kept, so
    /// that the update can be incremental), or now and then one subtree
    /// replaced by a new one.
    static func edit(_ spec: Spec, _ rng: inout LayoutSessionTests.Seeded) -> Spec {
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

    static func changed(_ s: Spec, _ rng: inout LayoutSessionTests.Seeded) -> Spec {
        switch s {
        case .color: return .color(width: length(&rng), height: length(&rng))
        case .text: return .text(text(&rng))
        case .spacer: return .spacer(CGFloat(Int.random(in: 0...40, using: &rng)))
        case .stack(let k, let a, let sp, let c):
            return Bool.random(using: &rng) ? .stack(kind: k, alignment: Int.random(in: 0..<5, using: &rng), spacing: sp, c)
                : .stack(kind: k, alignment: a, spacing: CGFloat(Int.random(in: 0...20, using: &rng)), c)
        case .frame(_, _, let a, let c): return .frame(width: length(&rng), height: length(&rng), alignment: a, c)
        case .flexFrame(_, _, _, let c): return .flexFrame(minWidth: length(&rng), maxWidth: length(&rng), maxHeight: length(&rng), c)
        case .padding(_, let c): return .padding(CGFloat(Int.random(in: 0...24, using: &rng)), c)
        case .offset(_, _, let c): return .offset(CGFloat(Int.random(in: -40...40, using: &rng)), 0, c)
        case .priority(_, let c): return .priority(Double(Int.random(in: -1...3, using: &rng)), c)
        case .guide(_, let c): return .guide(CGFloat(Int.random(in: 0...4, using: &rng)) / 4, c)
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

    /// The first frame (or the diagnostics) where the session differs from
    /// a fresh layout, or nil.
    static func mismatch(_ session: LayoutSession, _ spec: Spec, rtl: Bool) -> String? {
        let fresh = ViewLayout.layout(view(spec), in: size, environment: environment(rtl))
        let a = session.result.allViews, b = fresh.allViews
        if a.count != b.count { return "\(a.count) views, fresh layout \(b.count)" }
        for (x, y) in zip(a, b) where x.frame != y.frame || x.kind != y.kind {
            return "\(x.kind) at \(x.frame), fresh layout \(y.kind) at \(y.frame)"
        }
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

    static var seeds: Int {
        ProcessInfo.processInfo.environment["VIEWLAYOUT_SESSION_SEEDS"].flatMap(Int.init) ?? 2000
    }

    @Test func randomTreesAndEditsMatchFreshLayouts() {
        var failures = 0
        for seed in 0..<Self.seeds {
            var rng = LayoutSessionTests.Seeded(state: UInt64(seed) &* 0x2545_F491_4F6C_DD1D)
            let rtl = seed % 5 == 4
            var spec = Self.generate(&rng, depth: 0)
            let session = LayoutSession(Self.view(spec), in: Self.size, environment: Self.environment(rtl))
            if let m = Self.mismatch(session, spec, rtl: rtl) {
                failures += 1
                Issue.record("seed \(seed), first layout: \(m)\n\(spec)")
                continue
            }
            for k in 0..<4 {
                let before = spec
                spec = Self.edit(spec, &rng)
                session.update(with: Self.view(spec))
                if let m = Self.mismatch(session, spec, rtl: rtl) {
                    failures += 1
                    let (a, b) = Self.fails(before, spec, rtl: rtl) ? Self.shrink(before, spec, rtl: rtl) : (before, spec)
                    Issue.record("seed \(seed), edit \(k)\(rtl ? ", right to left" : ""): \(m)\nbefore: \(a)\nafter:  \(b)")
                    break
                }
            }
            if failures >= 5 { break }
        }
        #expect(failures == 0)
    }
}
