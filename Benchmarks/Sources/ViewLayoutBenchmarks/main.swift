import Foundation
import ViewLayout

// ViewLayoutBenchmarks: cost per view of building, laying out and
// re-laying out the benchmark trees, written as SwiftUI code (Trees.swift).
// Build and run in release, from the Benchmarks folder (a package of its
// own that depends on the checkout around it):
//
//   swift build -c release
//   .build/release/ViewLayoutBenchmarks [--quick] [--filter NAME[,NAME…]] [--reps N] [--rounds R]
//   .build/release/ViewLayoutBenchmarks --profile --filter NAME [--iterations N] [--phase build|e2e|e2e-cold|layout|layout-cold|session-build|fresh|relayout|relayout-cold|relayout-timed|floor|faults]
//
// --quick      3 repetitions, shorter samples, skips the biggest trees.
// --filter     runs the named trees; a string that names no tree runs every
//              tree whose name contains it (--filter grid).
// --reps N     repetitions per tree and round (default 4; 2 for the biggest trees).
// --rounds R   rounds (default 3; 1 with --quick): every tree runs once a
//              round, and its figures pool the repetitions of all rounds.
// --profile    no timing: resolves the selected trees and lays them out N
//              times (default 10), for callgrind: the phase picks what runs
//              N times (layout: fresh layouts of one resolved tree;
//              relayout: session updates of one-leaf edits; build: resolves;
//              e2e: layout(view, in:), resolve included, text cache warm;
//              e2e-cold: the same with a new text measurer each time;
//              layout-cold: fresh layouts of trees resolved with new measurers;
//              session-build: the resolves of relayout (hashed), without the updates;
//              fresh: a resolve then a layout of the value just resolved, as
//              the table's layout column times it (fresh minus build is the
//              layouts with the caches the resolves leave);
//              floor: the floor's two passes over as many items;
//              faults: prints the page faults of each resolve and of the
//              two layouts after it, past a warm-up iteration).
// --timeout S  gives up on a tree that reports nothing for S seconds (default 60, 15 with --quick).
// --list       prints the trees and exits.
// --text       text layout cost per character (10,000 paragraphs of 200 characters).
//              With --profile, the cold mode for callgrind: --iterations N repetitions, each
//              with a new measurer (empty cache), --phase measure (BuiltinTextMeasurer.measure
//              of 2,000 paragraphs), resolve or layout (resolve, then lay out, a VStack of them);
//              text-instructions.sh runs it under callgrind and prints instructions per character.
// --state NAME [N]  N one-leaf state changes then LayoutSession.layout() on a state-driven
//              tree (StateBenchmark.swift), for callgrind.
// --lazy       a LazyVStack of 1,000 and 1,000,000 rows, then a LazyVGrid of as many items, in a ScrollView at
//              three offsets: the cost of a screen, which must not grow with N.
// --snapshot   ViewLayoutTesting's strategies on a 100-view screen: .frames (target < 5 ms) and .image @3x (< 100 ms).
// --render [DIR] every preview of the app-screen corpus (DIR, default this checkout's
//              Tests/ViewLayoutTests/Corpus) from source to PNG, as `viewlayout render`
//              makes it: parse, interpret, layout and rasterise times per screen
//              (median of --reps, default 5), against the 200 ms target.
// Each tree runs in a child process (--child NAME), so one that runs away
// or crashes is reported in its row, its peak memory is its own, and the
// other trees still run.

func usage() -> Never {
    print("""
    usage: ViewLayoutBenchmarks [--quick] [--filter NAME[,NAME...]] [--reps N] [--rounds R]
           ViewLayoutBenchmarks --profile --filter NAME [--iterations N] [--phase build|e2e|e2e-cold|layout|layout-cold|session-build|fresh|relayout|relayout-cold|relayout-timed|floor|faults]
           ViewLayoutBenchmarks --text [--profile [--iterations N] [--phase measure|resolve|layout]]
           ViewLayoutBenchmarks --lazy [REPS [ROWS...]]
           ViewLayoutBenchmarks --snapshot [--reps N]
           ViewLayoutBenchmarks --render [DIR] [--reps N]
           ViewLayoutBenchmarks --list
    """)
    exit(2)
}

var quick = false
var profile = false
var filters: [String] = []
var repsOverride: Int?
var roundsOverride: Int?
var iterations = 10
var list = false
var childCase: String?
var silenceLimitOption: Double?
var phase = "layout"
var textBenchmark = false
var snapshotBenchmark = false
var renderBenchmark = false
var renderFolder: String?
do {
    var args = CommandLine.arguments.dropFirst()
    func value(_ flag: String) -> String {
        guard let v = args.popFirst() else { print("\(flag) needs a value"); usage() }
        return v
    }
    while let arg = args.popFirst() {
        switch arg {
        case "--quick": quick = true
        case "--profile": profile = true
        case "--list": list = true
        case "--phase": phase = value(arg)
        case "--text": textBenchmark = true
        case "--snapshot": snapshotBenchmark = true
        case "--render":
            renderBenchmark = true
            if let next = args.first, !next.hasPrefix("--") { renderFolder = next; args.removeFirst() }
        case "--child": childCase = value(arg)
        case "--timeout": silenceLimitOption = Double(value(arg)) ?? { usage() }()
        case "--filter": filters += value(arg).split(separator: ",").map(String.init)
        case "--reps": repsOverride = Int(value(arg)) ?? { usage() }()
        case "--rounds": roundsOverride = Swift.max(1, Int(value(arg)) ?? { usage() }())
        case "--iterations": iterations = Int(value(arg)) ?? { usage() }()
        case "--state":
            let name = value(arg)
            runStateBenchmark(name, iterations: Int(args.first ?? "") ?? 10); exit(0)
        case "--lazy":
            let reps = Int(args.first ?? "") ?? 11
            let counts = args.dropFirst().compactMap { Int($0) }
            runLazyScroll(reps: reps, counts: counts.isEmpty ? [1_000, 1_000_000] : counts); exit(0)
        case "-h", "--help": usage()
        default:
            if arg.hasPrefix("--filter=") { filters += arg.dropFirst(9).split(separator: ",").map(String.init) }
            else { print("unknown argument \(arg)"); usage() }
        }
    }
}

let cases = benchmarkTrees
#if !PROFILE_ONLY
if renderBenchmark {
    runRenderBenchmark(folder: renderFolder, reps: repsOverride ?? (quick ? 3 : 5))
    exit(0)
}
#endif
if textBenchmark {
    if profile { runTextProfile(iterations: iterations, phase: phase); exit(0) }
    runTextBenchmark(reps: repsOverride ?? (quick ? 3 : 5))
    exit(0)
}
#if !PROFILE_ONLY
if snapshotBenchmark {
    runSnapshotBenchmark(reps: repsOverride ?? (quick ? 5 : 21))
    exit(0)
}
#endif
if list {
    for c in cases { print(pad(c.name, 13) + (c.big ? "big  " : "     ") + c.summary) }
    exit(0)
}
// A filter that names a tree exactly selects that tree; otherwise it selects
// every tree whose name contains it ("nest" runs all the nests).
let selected = cases.filter { c in
    if !filters.isEmpty {
        return filters.contains { f in cases.contains { $0.name == f } ? c.name == f : c.name.contains(f) }
    }
    return !(quick && c.big)
}
if selected.isEmpty { print("no tree matches \(filters)"); exit(1) }

if profile {
    for c in selected {
        let tree = c.resolve()
        var computations = 0
        switch phase {
        case "build":
            for _ in 0..<iterations { computations += c.resolve().nodeCount }
        case "e2e":
            // `layout(view, in:)`, resolve included, text cache warm (the
            // set-up's layout below has measured every text once).
            _ = tree.layout(in: c.rootA)
            for _ in 0..<iterations { computations += c.layoutEndToEnd(in: c.rootA).count }
        case "e2e-cold":
            // The same with a new text measurer each time (its cache empty).
            for _ in 0..<iterations { computations += c.layoutEndToEnd(in: c.rootA, environment: coldEnvironment()).count }
        case "layout-cold":
            // Fresh layouts, each of a tree resolved with a new measurer.
            let trees = (0..<iterations).map { _ in c.resolve(environment: coldEnvironment()) }
            for t in trees { computations += t.layout(in: c.rootA).sizeComputations }
        case "fresh":
            for i in 0..<iterations {
                let t = c.resolve()
                computations += t.layout(in: i % 2 == 0 ? c.rootA : c.rootB).sizeComputations
            }
        case "faults":
            // Page faults inside the timed layouts, resolving as the
            // benchmark does (each layout's tree resolved just before).
            // The first iteration is a warm-up (the benchmark's is outside its
            // repetitions): the engine's pooled memory is touched first there.
            var inLayout = 0, inResolve = 0
            for i in 0...iterations {
                if i == 1 { (inLayout, inResolve) = (0, 0) }
                let f0 = minorFaults()
                let t = c.resolve()
                let f1 = minorFaults()
                computations += t.layout(in: c.rootA).sizeComputations
                computations += t.layout(in: c.rootB).sizeComputations
                let f2 = minorFaults()
                inResolve += f1 - f0
                inLayout += f2 - f1
            }
            say("\(c.name): minor faults per resolve \(inResolve / iterations), per two layouts \(inLayout / iterations)")
        case "floor":
            var items = floorItems(tree.nodeCount)
            for _ in 0..<iterations { floorPasses(&items) }
        case "relayout", "session-build":
            // session-build: the same set-up and resolves (with the subtree
            // hashes a session makes), without the updates, so that
            // relayout minus session-build is the updates alone.
            let session = LayoutSession(c.view(0), in: c.rootA)
            let values = (1...iterations).map { session.resolve(c.view($0)) }
            if phase == "relayout" {
                for v in values { computations += session.update(with: v).sizeComputations }
            }
        case "relayout-timed":
            // Each update timed alone, its value resolved just before (as
            // the benchmark's relayout): quartiles in µs, for comparing two
            // builds run alternately (the benchmark's figure is a median of
            // batches, which a slow stretch moves as a whole).
            let session = LayoutSession(c.view(0), in: c.rootA)
            var times: [Double] = []
            var last: ResolvedViewTree? = nil
            for i in 1...iterations {
                let v = session.resolve(c.view(i))
                withExtendedLifetime(last) {
                    times.append(timed { computations &+= session.update(with: v).sizeComputations })
                }
                last = v
            }
            times.sort()
            let q = { (f: Double) in times[Swift.min(times.count - 1, Int(f * Double(times.count)))] / 1000 }
            say("\(c.name): update µs p10 \(q(0.1)) p25 \(q(0.25)) median \(q(0.5)) p75 \(q(0.75)) p90 \(q(0.9))")
        case "relayout-cold":
            // Each value resolved just before its update, as the benchmark
            // times it (for a cache simulation restricted to the update).
            let session = LayoutSession(c.view(0), in: c.rootA)
            for i in 1...iterations { computations += session.update(with: session.resolve(c.view(i))).sizeComputations }
        default:
            for i in 0..<iterations {
                computations += tree.layout(in: i % 2 == 0 ? c.rootA : c.rootB).sizeComputations
            }
        }
        say("\(c.name): \(phase) ×\(iterations) of \(tree.nodeCount) views, \(c.yogaNodes) yoga nodes, \(computations) size computations / nodes")
        if c.hasText {
            // That the texts are measured and wrap: how many are laid out
            // with a height, and how many take more than one line.
            say(textSummary(c.name, tree.layout(in: c.rootA)))
        }
    }
    blackHole(0)
    exit(0)
}

/// Prints a line at once, even into a pipe.
func say(_ s: String) {
    print(s)
    fflush(nil)
}

func pad(_ s: String, _ n: Int, right: Bool = false) -> String {
    s.count >= n ? s : (right ? String(repeating: " ", count: n - s.count) + s : s + String(repeating: " ", count: n - s.count))
}

func fmt(_ v: Double) -> String {
    if v >= 1000 { return String(Int(v.rounded())) }
    if v >= 100 { return String(format: "%.0f", v) }
    if v >= 10 { return String(format: "%.1f", v) }
    return String(format: "%.2f", v)
}


let targetNs = quick ? 1e6 : 5e6
let silenceLimit = silenceLimitOption ?? (quick ? 15 : 60)

if let name = childCase {
    guard let c = cases.first(where: { $0.name == name }) else { exit(1) }
    runChild(c, reps: repsOverride ?? (quick ? 3 : (c.big ? 2 : 4)), targetNs: targetNs)
    exit(0)
}

// MARK: Parent: one child process per tree

/// What the children of a tree reported, over every round, before they
/// finished, timed out or crashed.
struct Row {
    var views: Int?
    /// The largest over the rounds (each child measures its own fresh process).
    var memory: Double?
    /// The best over the rounds.
    var floor: Double?
    var sizes: (Double, Double)?
    /// Every repetition of every round, by phase: BUILD, LAYOUT, SECOND,
    /// RELAYOUT, and RATIO and RELAYOUTRATIO (layout and relayout, each
    /// repetition divided by a floor sample taken beside it).
    var samples: [String: [Double]] = [:]
    var incremental = true
    var identical: Bool?
    var done = false
    var failure: String?

    func stats(_ phase: String) -> Stats? { samples[phase].flatMap { $0.isEmpty ? nil : Stats($0) } }
    var build: Stats? { stats("BUILD") }
    var layout: Stats? { stats("LAYOUT") }
    var second: Stats? { stats("SECOND") }
    var relayout: Stats? { stats("RELAYOUT") }
    var ratio: Stats? { stats("LAYOUTRATIO") }
    var relayoutRatio: Stats? { stats("RELAYOUTRATIO") }

    /// Adds one round's child to the rounds before.
    mutating func merge(_ r: Row) {
        views = r.views ?? views
        if let m = r.memory { memory = Swift.max(memory ?? m, m) }
        if let f = r.floor { floor = Swift.min(floor ?? f, f) }
        sizes = r.sizes ?? sizes
        for (k, v) in r.samples { samples[k, default: []] += v }
        if r.samples["RELAYOUT"] != nil { incremental = incremental && r.incremental }
        if let i = r.identical { identical = (identical ?? true) && i }
        done = r.done
        failure = failure ?? r.failure
    }
}

final class LineBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var eof = false
    func append(_ d: Data) { lock.lock(); if d.isEmpty { eof = true } else { data.append(d) }; lock.unlock() }
    /// Complete lines received since the last call, and whether the pipe closed.
    func take() -> ([String], Bool) {
        lock.lock(); defer { lock.unlock() }
        guard let last = data.lastIndex(of: 10) else { return ([], eof && data.isEmpty) }
        let chunk = data[data.startIndex...last]
        data = Data(data[data.index(after: last)...])
        let lines = String(decoding: chunk, as: UTF8.self).split(separator: "\n").map(String.init)
        return (lines, false)
    }
}

@MainActor func runInChild(_ c: BenchCase, reps: Int) -> Row {
    var row = Row()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    var arguments = ["--child", c.name, "--reps", String(reps)]
    if quick { arguments.append("--quick") }
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    let buffer = LineBuffer()
    let reader = Thread {
        let handle = pipe.fileHandleForReading
        while true {
            let d = handle.availableData
            buffer.append(d)
            if d.isEmpty { break }
        }
    }
    do { try process.run() } catch {
        row.failure = "could not start: \(error)"
        return row
    }
    reader.start()
    var lastLine = Date()
    var killed = false
    while true {
        let (lines, closed) = buffer.take()
        if !lines.isEmpty { lastLine = Date() }
        for l in lines {
            let f = l.split(separator: " ")
            switch f.first {
            case "VIEWS": row.views = Int(f[1])
            case "MEMORY": row.memory = Double(f[1])
            case "FLOOR": row.floor = Double(f[1])
            case "SAMPLES" where f.count > 1: row.samples[String(f[1])] = f.dropFirst(2).compactMap { Double($0) }
            case "SIZES": row.sizes = (Double(f[1]) ?? .nan, Double(f[2]) ?? .nan)
            case "RELAYOUT":
                row.incremental = f.count > 5 && f[5] == "1"
            case "IDENTICAL": row.identical = f[1] == "1"
            case "DONE": row.done = true
            default: break
            }
        }
        if closed && !process.isRunning { break }
        if !killed && Date().timeIntervalSince(lastLine) > silenceLimit {
            let phase = row.sizes == nil && row.build != nil ? "its first layout" : "one repetition"
            row.failure = "timed out: \(phase) took over \(Int(silenceLimit)) s"
            process.terminate()
            killed = true
        }
        Thread.sleep(forTimeInterval: 0.02)
    }
    process.waitUntilExit()
    if row.failure == nil && !row.done {
        row.failure = process.terminationReason == .uncaughtSignal
            ? "crashed (signal \(process.terminationStatus))" : "exited with status \(process.terminationStatus)"
    }
    return row
}

extension Row {
    /// Relayout over layout, each first divided by the floor samples taken
    /// beside it, so that a change of speed between the two phases cancels.
    var relayoutShare: Double? {
        guard let l = ratio, let u = relayoutRatio else { return nil }
        return u.median / l.median
    }
}

func cell(_ s: Stats?) -> String {
    guard let s else { return pad("—", 19) }
    return pad(fmt(s.median), 6, right: true) + " " + pad("[\(fmt(s.min))–\(fmt(s.max))]", 12)
}

say("ViewLayout benchmarks (\(quick ? "quick" : "full"); ns per view, median [min–max] over the repetitions of every round)")
say("")
let header = pad("tree", 13) + pad("views", 8, right: true) + "  "
    + pad("build", 20) + pad("layout", 20) + pad("2nd layout", 20) + pad("relayout", 20)
    + pad("relayout%", 10, right: true) + pad("B/view", 8, right: true) + pad("floor", 7, right: true)
    + pad("×floor", 8, right: true) + pad("sizes/view", 11, right: true)

// The trees run in rounds, each tree once a round in a fresh child: this
// machine has stretches of a minute or so in which layouts run up to 1.6×
// slower while the floor does not (the floor's array stays in the caches),
// and a tree measured in one go could fall wholly inside one. Pooled over
// rounds minutes apart, one slow round moves a median little; the rounds'
// own medians are printed first, so a slow one shows.
let rounds = roundsOverride ?? (quick ? 1 : 3)
var results: [String: Row] = [:]
var failures: [String] = []
for round in 1...rounds {
    for c in selected {
        let reps = repsOverride ?? (quick ? 3 : (c.big ? 2 : 4))
        let r = runInChild(c, reps: reps)
        results[c.name, default: Row()].merge(r)
        let ratio = r.ratio.map { String(format: "%.1f×", $0.median) } ?? "—"
        let layout = r.layout.map { fmt($0.median) } ?? "—"
        let share = r.relayoutShare.map { "  relayout " + String(format: "%.2f%%", 100 * $0) } ?? ""
        say("  round \(round) of \(rounds)  " + pad(c.name, 13) + " layout " + pad(layout, 6, right: true)
            + " ns/view  " + pad(ratio, 6, right: true) + " the floor" + share + (r.failure.map { "  " + $0 } ?? ""))
    }
}
say("")
say(header)
say(String(repeating: "-", count: header.count))
for c in selected {
    guard let r = results[c.name] else { continue }
    var sizes = "—"
    if let (a, b) = r.sizes { sizes = a == b ? fmt(a) : fmt(a) + "/" + fmt(b) }
    let ratio = r.ratio.map { String(format: "%.1f", $0.median) } ?? "—"
    let share = r.relayoutShare.map { String(format: "%.2f%%", 100 * $0) } ?? "—"
    var notes: [String] = []
    if r.relayout != nil && !r.incremental { notes.append("an update fell back to a fresh layout") }
    if r.identical == false { notes.append("RELAYOUT DIFFERS FROM A FRESH LAYOUT") }
    if let f = r.failure { notes.append(f) }
    say(pad(c.name, 13) + pad(r.views.map(String.init) ?? "—", 8, right: true) + "  "
        + cell(r.build) + " " + cell(r.layout) + " " + cell(r.second) + " " + cell(r.relayout) + " "
        + pad(share, 9, right: true) + pad(r.memory.map { String(Int($0.rounded())) } ?? "—", 8, right: true)
        + pad(r.floor.map(fmt) ?? "—", 7, right: true) + pad(ratio, 8, right: true) + pad(sizes, 11, right: true)
        + (notes.isEmpty ? "" : "  " + notes.joined(separator: "; ")))
    if let f = r.failure { failures.append("\(c.name): \(f)") }
}

// The headline table: ns per view and per Yoga-equivalent node (the
// median of the repetitions), each with its ×floor (the median of each
// repetition over the floor sample taken beside it; the floor is per view,
// so ×floor is the same in both units).
say("")
let phases: [(title: String, tag: String)] = [("end to end", "E2E"), ("e2e cold", "E2ECOLD"), ("layout", "LAYOUT"),
                                              ("layout cold", "LAYOUTCOLD"), ("build", "BUILD"), ("relayout", "RELAYOUT")]
let header2 = pad("tree", 13) + pad("views", 9, right: true) + pad("yoga", 8, right: true) + "  "
    + phases.map { pad($0.title + " view|node ×floor", 25) }.joined()
say(header2)
say(String(repeating: "-", count: header2.count))
for c in selected {
    guard let r = results[c.name], let views = r.views else { continue }
    let perNode = Double(views) / Double(c.yogaNodes)
    var line = pad(c.name, 13) + pad(String(views), 9, right: true) + pad(String(c.yogaNodes), 8, right: true) + "  "
    for (_, tag) in phases {
        guard let s = r.stats(tag) else { line += pad("—", 25); continue }
        let q = r.stats(tag + "RATIO").map { String(format: "%.1f×", $0.median) } ?? "—"
        line += pad(fmt(s.median) + "|" + fmt(s.median * perNode) + " " + q, 25)
    }
    say(line)
}
say("")
say("""
views: layout nodes (modifiers count). build: ResolvedViewTree(view), the node tree from the SwiftUI value. \
layout: the first layout(in:) of a resolved tree. 2nd layout: the same tree again at another root size. \
relayout: LayoutSession.update(with:) after one leaf changed (the value resolved beforehand). \
B/view: peak resident bytes added by one build and layout, per view. \
floor: ns per item of two passes over as many {w,h,x,y} structs, best of reps. ×floor: the median over repetitions \
of layout / a floor sample taken beside it (times of the same moment: the machine's speed drifts within a run). \
relayout% likewise: (relayout / its floor sample) / (layout / its floor sample), medians. \
sizes/view: size computations (memo misses) per view, fresh / 2nd layout. Each tree runs in its own process, \
once in each round; medians and ranges are over the repetitions of all rounds.
""")

// The speed and memory targets, from the figures above.
say("")
say("Targets:")
func verdict(_ ok: Bool?) -> String { ok.map { $0 ? "met" : "NOT met" } ?? "not measured" }
@MainActor func ratio(_ name: String) -> Double? { results[name]?.ratio?.median }
for (names, limit) in [(["wide-fixed", "wide-flex", "grid-100", "grid-316", "messages-1k", "messages-10k"], 20.0),
                       (["deep-1000", "deep-10000"], 40.0)] {
    for name in names where results[name] != nil {
        let r = ratio(name)
        say("  fresh layout of \(name) ≤ \(Int(limit))× the floor: " + (r.map { String(format: "%.1f×", $0) } ?? "—")
            + " — " + verdict(r.map { $0 <= limit }))
    }
}
// Flatness compares two trees measured minutes apart, so it compares their
// ×floor medians: each repetition divided by a floor sample of its own
// moment, which cancels the machine's drift in speed (in one run the floor
// itself took about 2.7 ns an item in two of deep-10000's rounds, 1.95
// elsewhere, and the two trees' ns medians came out 1.58× apart).
// The floor's own cost an item is the same for both sizes (1.93–1.98 ns),
// so this is the ratio of the costs a view. The ns ratio is printed beside.
for (small, large) in [("grid-100", "grid-316"), ("deep-1000", "deep-10000"), ("messages-1k", "messages-10k")] {
    guard let a = results[small], let b = results[large], let ra = a.ratio, let rb = b.ratio else { continue }
    let g = rb.median / ra.median
    let ns = b.layout.flatMap { lb in a.layout.map { lb.median / $0.median } }
    say(String(format: "  layout per view flat from %@ to %@ (≤ 1.5×): %.2f× (×floor %.1f / %.1f; in ns %@) — ",
               small, large, g, rb.median, ra.median, ns.map { String(format: "%.2f×", $0) } ?? "—") + verdict(g <= 1.5))
}
for name in ["messages-10k", "grid-100"] {
    guard let r = results[name], let share = r.relayoutShare else { continue }
    say(String(format: "  relayout of %@ ≤ 5%% of a fresh layout: %.2f%% — ", name, 100 * share)
        + verdict(share <= 0.05 && r.incremental && r.identical == true))
}
if let m = results["grid-316"]?.memory {
    say(String(format: "  peak memory of grid-316 ≤ 512 B/view: %.0f — ", m) + verdict(m <= 512))
}
if !failures.isEmpty {
    say("Did not finish: " + failures.joined(separator: "; "))
}
