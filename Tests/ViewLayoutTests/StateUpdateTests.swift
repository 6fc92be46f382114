import Foundation
import Testing
import ViewLayout

/// Updates driven by state: a `LayoutSession` whose views' `@State`,
/// `@Binding`, `@Published` or `@Observable` values change evaluates again
/// only the bodies that read them (counted here by the bodies themselves),
/// and `layout()` gives the frames of a fresh layout of the same state.
/// Sizes: fixed frames are their own size; a VStack of spacing 0 stacks
/// its rows' heights (Fidelity, "Stacks"); a text is what the built-in
/// measurer answers (`VLTest.text`).
@Suite @MainActor struct StateUpdateTests {
    /// What the bodies report: how often each was evaluated, and the
    /// bindings to their state, for the test to write through.
    final class Probe {
        var evaluations: [String: Int] = [:]
        var widths: [Int: Binding<CGFloat>] = [:]
        var flags: [Int: Binding<Bool>] = [:]
        func hit(_ name: String) { evaluations[name, default: 0] += 1 }
        func keep(_ i: Int, _ binding: Binding<CGFloat>) { widths[i] = binding }
        func keep(_ i: Int, _ binding: Binding<Bool>) { flags[i] = binding }
        func count(_ name: String) -> Int { evaluations[name] ?? 0 }
    }

    static let root = CGSize(width: 400, height: 800)
    static func environment() -> EnvironmentValues { VLTest.environment(scale: 1) }

    /// Every frame of `session`'s result equals a fresh layout's of `view`.
    static func matchesFresh<V: View>(_ session: LayoutSession, _ view: V) -> Bool {
        let fresh = ViewLayout.layout(view, in: root, environment: environment())
        let a = session.result.allViews, b = fresh.allViews
        return a.count == b.count && zip(a, b).allSatisfy { $0.frame == $1.frame && $0.kind == $1.kind }
    }

    // MARK: A counter

    struct Counter: View {
        let probe: Probe
        @State var count: Int
        init(probe: Probe, start: Int = 0) {
            self.probe = probe
            _count = State(initialValue: start)
        }
        var body: some View {
            let _ = probe.hit("counter")
            Text("Count: \(count)").id("label")
        }
    }

    @Test("a counter's state change evaluates its body once more and measures the new text")
    func counter() {
        let probe = Probe()
        let view = Counter(probe: probe)
        let session = LayoutSession(view, in: Self.root, environment: Self.environment())
        #expect(probe.count("counter") == 1)
        view.count = 1_234_567
        let placed = session.layout()
        #expect(probe.count("counter") == 2)
        let text = VLTest.text("Count: 1234567", width: 400, height: 800, scale: 1)
        #expect(placed.frame(of: "label")?.size == text.size)
        #expect(Self.matchesFresh(session, Counter(probe: Probe(), start: 1_234_567)))
        // Nothing written since: no evaluation, the same result.
        session.layout()
        #expect(probe.count("counter") == 2)
        // The same value written again: evaluated, the same nodes, no pass.
        view.count = 1_234_567
        session.layout()
        #expect(probe.count("counter") == 3)
        #expect(session.lastUpdateChangedNodes == 0)
    }

    // MARK: Rows with their own state

    struct Row: View {
        let index: Int
        let probe: Probe
        @State var height: CGFloat
        @State var showsDetail: Bool
        init(index: Int, probe: Probe, height: CGFloat = 20, showsDetail: Bool = false) {
            self.index = index
            self.probe = probe
            _height = State(initialValue: height)
            _showsDetail = State(initialValue: showsDetail)
        }
        var body: some View {
            let _ = probe.hit("row \(index)")
            let _ = probe.keep(index, $height)
            let _ = probe.keep(index, $showsDetail)
            HStack(spacing: 0) {
                Color.red.frame(width: 30, height: height)
                if showsDetail { Color.blue.frame(width: 10, height: 10) }
            }
            .id("row \(index)")
        }
    }

    struct Rows: View {
        let probe: Probe
        var heights: [CGFloat] = Array(repeating: 20, count: 6)
        var details: Set<Int> = []
        var body: some View {
            let _ = probe.hit("rows")
            VStack(spacing: 0) {
                ForEach(0..<heights.count, id: \.self) { i in
                    Row(index: i, probe: probe, height: heights[i], showsDetail: details.contains(i))
                }
            }
        }
    }

    @Test("a row's state change evaluates that row alone and moves the rows below it")
    func rowState() {
        let probe = Probe()
        let session = LayoutSession(Rows(probe: probe), in: Self.root, environment: Self.environment())
        probe.widths[2]?.wrappedValue = 50
        let placed = session.layout()
        #expect(probe.count("rows") == 1)
        #expect(probe.count("row 2") == 2)
        #expect((0..<6).filter { $0 != 2 }.allSatisfy { probe.count("row \($0)") == 1 })
        // Rows of 20, 20, 50, 20...: row 3 starts at 90 (spacing 0).
        #expect(placed.frame(of: "row 2")?.height == 50)
        #expect(placed.frame(of: "row 3")?.minY == placed.frame(of: "row 0").map { $0.minY + 90 })
        var heights = Array(repeating: CGFloat(20), count: 6)
        heights[2] = 50
        #expect(Self.matchesFresh(session, Rows(probe: Probe(), heights: heights)))
    }

    @Test("a result still held while state changes keeps its frames and texts; the next one is the new state's")
    func heldResult() {
        // The session writes the changed bodies' nodes over its tree in
        // place; a result the caller holds must keep the values it was made of.
        let probe = Probe()
        let session = LayoutSession(Rows(probe: probe), in: Self.root, environment: Self.environment())
        let first = session.result
        probe.widths[2]?.wrappedValue = 50
        let second = session.layout()
        // Rows of 20 (spacing 0, Fidelity "Stacks"): row 3 began 60 below row 0, now 90.
        #expect(first.frame(of: "row 2")?.height == 20)
        #expect(first.frame(of: "row 3")?.minY == first.frame(of: "row 0").map { $0.minY + 60 })
        #expect(second.frame(of: "row 2")?.height == 50)
        #expect(second.frame(of: "row 3")?.minY == second.frame(of: "row 0").map { $0.minY + 90 })
        // Nothing held now but the session's own result: written in place.
        probe.widths[2]?.wrappedValue = 35
        session.layout()
        var heights = Array(repeating: CGFloat(20), count: 6)
        heights[2] = 35
        #expect(Self.matchesFresh(session, Rows(probe: Probe(), heights: heights)))
        #expect(second.frame(of: "row 2")?.height == 50)

        let counterProbe = Probe()
        let counter = Counter(probe: counterProbe)
        let counting = LayoutSession(counter, in: Self.root, environment: Self.environment())
        let before = counting.result
        counter.count = 42
        let after = counting.layout()
        func label(_ placed: PlacedViewTree) -> String? {
            if case .text(let t)? = placed.view(withID: "label")?.drawing { return t.string }
            return nil
        }
        #expect(label(before) == "Count: 0")
        #expect(label(after) == "Count: 42")
        #expect(before.frame(of: "label")?.size == VLTest.text("Count: 0", width: 400, height: 800, scale: 1).size)
        #expect(after.frame(of: "label")?.size == VLTest.text("Count: 42", width: 400, height: 800, scale: 1).size)
    }

    @Test("a row whose body changes shape lays the view out again and keeps every row's state")
    func rowShapeChange() {
        let probe = Probe()
        let session = LayoutSession(Rows(probe: probe), in: Self.root, environment: Self.environment())
        probe.widths[4]?.wrappedValue = 33
        session.layout()
        probe.flags[1]?.wrappedValue = true
        let placed = session.layout()
        // The detail adds a 10-wide view beside row 1's 30-wide colour.
        #expect(placed.frame(of: "row 1")?.width == 40)
        // Row 4 kept its height through the second resolve.
        #expect(placed.frame(of: "row 4")?.height == 33)
        var heights = Array(repeating: CGFloat(20), count: 6)
        heights[4] = 33
        #expect(Self.matchesFresh(session, Rows(probe: Probe(), heights: heights, details: [1])))
    }

    // MARK: A model read by some rows

    final class Widths: ObservableObject {
        @Published var even: CGFloat = 40
        @Published var odd: CGFloat = 40
    }

    @Observable final class Label {
        var text = "Inbox"
    }

    struct ModelRow: View {
        let index: Int
        let probe: Probe
        @ObservedObject var widths: Widths
        var body: some View {
            let _ = probe.hit("model row \(index)")
            Color.green.frame(width: index % 2 == 0 ? widths.even : 25, height: 10).id("model row \(index)")
        }
    }

    struct Title: View {
        let probe: Probe
        let label: Label
        var body: some View {
            let _ = probe.hit("title")
            Text(label.text).id("title")
        }
    }

    struct Screen: View {
        let probe: Probe
        let widths: Widths
        let label: Label
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Title(probe: probe, label: label)
                ForEach(0..<4, id: \.self) { i in ModelRow(index: i, probe: probe, widths: widths) }
            }
        }
    }

    @Test("a published property evaluates only the rows that read it")
    func publishedModel() {
        let probe = Probe(), widths = Widths(), label = Label()
        let session = LayoutSession(Screen(probe: probe, widths: widths, label: label), in: Self.root,
                                    environment: Self.environment())
        widths.even = 70
        let placed = session.layout()
        #expect(probe.count("model row 0") == 2 && probe.count("model row 2") == 2)
        #expect(probe.count("model row 1") == 1 && probe.count("model row 3") == 1)
        #expect(probe.count("title") == 1)
        #expect(placed.frame(of: "model row 2")?.width == 70)
        // Nobody reads `odd`: nothing is evaluated.
        widths.odd = 90
        session.layout()
        #expect((0..<4).allSatisfy { probe.count("model row \($0)") == ($0 % 2 == 0 ? 2 : 1) })
        let fresh = Widths()
        fresh.even = 70
        #expect(Self.matchesFresh(session, Screen(probe: Probe(), widths: fresh, label: Label())))
    }

    @Test("an @Observable property evaluates only the body that read it")
    func observableModel() {
        let probe = Probe(), widths = Widths(), label = Label()
        let session = LayoutSession(Screen(probe: probe, widths: widths, label: label), in: Self.root,
                                    environment: Self.environment())
        label.text = "Archived messages"
        let placed = session.layout()
        #expect(probe.count("title") == 2)
        #expect((0..<4).allSatisfy { probe.count("model row \($0)") == 1 })
        #expect(placed.frame(of: "title")?.size == VLTest.text("Archived messages", width: 400, height: 800, scale: 1).size)
        let fresh = Label()
        fresh.text = "Archived messages"
        #expect(Self.matchesFresh(session, Screen(probe: Probe(), widths: Widths(), label: fresh)))
    }

    // MARK: A binding passed down

    struct Switch: View {
        let probe: Probe
        @Binding var isOn: Bool
        var body: some View {
            let _ = probe.hit("switch")
            Text(isOn ? "On" : "Off").id("switch")
        }
    }

    struct Settings: View {
        let probe: Probe
        @State var isOn = false
        var body: some View {
            let _ = probe.hit("settings")
            let _ = probe.keep(0, $isOn)
            VStack(spacing: 0) {
                Text("Wi-Fi")
                Switch(probe: probe, isOn: $isOn)
            }
        }
    }

    @Test("a binding's reader is evaluated, not the view that owns the state and only passes it on")
    func bindingPassedDown() {
        let probe = Probe()
        let settings = Settings(probe: probe)
        let session = LayoutSession(settings, in: Self.root, environment: Self.environment())
        let off = session.result.frame(of: "switch")
        settings.isOn = true
        let placed = session.layout()
        #expect(probe.count("settings") == 1)
        #expect(probe.count("switch") == 2)
        #expect(placed.frame(of: "switch")?.size == VLTest.text("On", width: 400, height: 800, scale: 1).size)
        #expect(off?.size == VLTest.text("Off", width: 400, height: 800, scale: 1).size)
        // Written through the binding the child holds.
        probe.flags[0]?.wrappedValue = false
        #expect(session.layout().frame(of: "switch") == off)
        #expect(probe.count("switch") == 3)
    }

    @Test("update(with:) still lays out a new value, and state changes after it are followed")
    func updateByValueThenState() {
        let probe = Probe()
        let session = LayoutSession(Rows(probe: probe), in: Self.root, environment: Self.environment())
        let heights: [CGFloat] = [10, 20, 30]
        session.update(with: Rows(probe: probe, heights: heights))
        #expect(Self.matchesFresh(session, Rows(probe: Probe(), heights: heights)))
        probe.widths[0]?.wrappedValue = 44
        session.layout()
        #expect(Self.matchesFresh(session, Rows(probe: Probe(), heights: [44, 20, 30])))
    }

    // MARK: The differential test

    /// Runs 1,000 seeds of `StateDifferential` (6,000 rounds of changes;
    /// `VIEWLAYOUT_STATE_SEEDS=N` for another number; the Benchmarks
    /// package's `SessionDifferential --state N` runs any number in release)
    /// and reports the first failures.
    @Test("random state changes followed by layout() give a fresh layout's frames")
    func differential() {
        let seeds = ProcessInfo.processInfo.environment["VIEWLAYOUT_STATE_SEEDS"].flatMap(Int.init) ?? 1000
        var failures = 0
        for seed in 0..<seeds {
            guard let failure = StateDifferential.run(seed: seed) else { continue }
            failures += 1
            Issue.record(Comment(rawValue: failure))
            if failures >= 5 { break }
        }
        #expect(failures == 0)
    }
}
