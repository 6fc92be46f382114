import Foundation
import ViewLayout

/// Random boards of custom views whose `@State`, `@Published` and
/// `@Observable` values change at random, for the differential test of
/// `LayoutSession.layout()` (StateUpdateTests): after every round of
/// changes the session's frames and diagnostics must equal a fresh layout
/// of a board made with the same values, bit for bit. Some changes keep a
/// body's shape (a height, a string: the session splices), some change it
/// (a view shown or hidden: the session resolves the whole view again,
/// keeping every view's state). Only `Foundation` and `ViewLayout`.
@MainActor enum StateDifferential {
    typealias Seeded = SessionDifferential.Seeded

    final class Model: ObservableObject {
        @Published var scale: CGFloat
        @Published var title: String
        init(scale: CGFloat, title: String) {
            self.scale = scale
            self.title = title
        }
    }

    @Observable final class Theme {
        var padding: CGFloat
        init(padding: CGFloat) { self.padding = padding }
    }

    /// The cells' state, as bindings the bodies hand out while evaluated.
    final class Registry {
        var heights: [Int: Binding<CGFloat>] = [:]
        var texts: [Int: Binding<String>] = [:]
        var shows: [Int: Binding<Bool>] = [:]
        func keep(_ i: Int, _ h: Binding<CGFloat>, _ t: Binding<String>, _ s: Binding<Bool>) {
            heights[i] = h
            texts[i] = t
            shows[i] = s
        }
    }

    /// Everything a board shows, as plain values.
    struct Values {
        var kinds: [Int]
        var heights: [CGFloat]
        var texts: [String]
        var shows: [Bool]
        var scale: CGFloat
        var title: String
        var padding: CGFloat
        var horizontal: Bool
    }

    struct Cell: View {
        let index: Int
        let kind: Int
        let registry: Registry
        @ObservedObject var model: Model
        let theme: Theme
        @State var height: CGFloat
        @State var text: String
        @State var shows: Bool
        init(index: Int, kind: Int, registry: Registry, model: Model, theme: Theme, height: CGFloat, text: String, shows: Bool) {
            (self.index, self.kind, self.registry, self.model, self.theme) = (index, kind, registry, model, theme)
            _height = State(initialValue: height)
            _text = State(initialValue: text)
            _shows = State(initialValue: shows)
        }
        var body: some View {
            let _ = registry.keep(index, $height, $text, $shows)
            switch kind {
            case 0:
                Color.red.frame(width: 20, height: height)
            case 1:
                Text(text).padding(theme.padding)
            case 2:
                HStack(spacing: 3) {
                    Color.blue.frame(width: 10 * model.scale, height: height)
                    if shows { Text(text) }
                }
            default:
                VStack(alignment: .leading) {
                    Text(model.title)
                    Color.green.frame(height: height)
                }
                .padding(.horizontal, theme.padding)
            }
        }
    }

    struct Board: View {
        let values: Values
        let registry: Registry
        let model: Model
        let theme: Theme
        var body: some View {
            let cells = ForEach(0..<values.kinds.count, id: \.self) { i in
                Cell(index: i, kind: values.kinds[i], registry: registry, model: model, theme: theme,
                     height: values.heights[i], text: values.texts[i], shows: values.shows[i])
            }
            if values.horizontal {
                HStack(alignment: .top, spacing: 2) { cells }
            } else {
                VStack(spacing: 2) { cells }
            }
        }
    }

    static let size = CGSize(width: 300, height: 500)
    static let words = ["", "a", "state", "changes", "one body", "and the rows below it move", "Ünïcödé text"]
    static let heights: [CGFloat] = [0, 5, 10.5, 20, 33.3, 60]

    static func board(_ v: Values, _ registry: Registry = Registry()) -> (Board, Model, Theme) {
        let model = Model(scale: v.scale, title: v.title), theme = Theme(padding: v.padding)
        return (Board(values: v, registry: registry, model: model, theme: theme), model, theme)
    }

    /// A difference between the session's result and a fresh layout of `v`.
    static func mismatch(_ session: LayoutSession, _ v: Values) -> String? {
        let fresh = ViewLayout.layout(board(v).0, in: size)
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

    /// Runs one seed (a board, six rounds of one to three changes) and
    /// returns its failure, or nil.
    static func run(seed: Int) -> String? {
        var rng = Seeded(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        let n = Int.random(in: 1...10, using: &rng)
        var v = Values(kinds: (0..<n).map { _ in Int.random(in: 0...3, using: &rng) },
                       heights: (0..<n).map { _ in heights.randomElement(using: &rng)! },
                       texts: (0..<n).map { _ in words.randomElement(using: &rng)! },
                       shows: (0..<n).map { _ in Bool.random(using: &rng) },
                       scale: CGFloat(Int.random(in: 1...4, using: &rng)), title: words.randomElement(using: &rng)!,
                       padding: CGFloat(Int.random(in: 0...8, using: &rng)), horizontal: seed % 3 == 2)
        let registry = Registry()
        let (view, model, theme) = board(v, registry)
        let session = LayoutSession(view, in: size)
        if let m = mismatch(session, v) { return "seed \(seed), first layout: \(m)" }
        var log: [String] = []
        for round in 0..<6 {
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let i = Int.random(in: 0..<n, using: &rng)
                switch Int.random(in: 0..<6, using: &rng) {
                case 0:
                    v.heights[i] = heights.randomElement(using: &rng)!
                    registry.heights[i]?.wrappedValue = v.heights[i]
                    log.append("height[\(i)] = \(v.heights[i])")
                case 1:
                    v.texts[i] = words.randomElement(using: &rng)!
                    registry.texts[i]?.wrappedValue = v.texts[i]
                    log.append("text[\(i)] = \"\(v.texts[i])\"")
                case 2:
                    v.shows[i].toggle()
                    registry.shows[i]?.wrappedValue = v.shows[i]
                    log.append("shows[\(i)] = \(v.shows[i])")
                case 3:
                    v.scale = CGFloat(Int.random(in: 1...4, using: &rng))
                    model.scale = v.scale
                    log.append("scale = \(v.scale)")
                case 4:
                    v.title = words.randomElement(using: &rng)!
                    model.title = v.title
                    log.append("title = \"\(v.title)\"")
                default:
                    v.padding = CGFloat(Int.random(in: 0...8, using: &rng))
                    theme.padding = v.padding
                    log.append("padding = \(v.padding)")
                }
            }
            session.layout()
            if let m = mismatch(session, v) {
                return "seed \(seed), round \(round), kinds \(v.kinds)\(v.horizontal ? " in an HStack" : ""): \(m)\nchanges: \(log.joined(separator: "; "))"
            }
        }
        return nil
    }
}
