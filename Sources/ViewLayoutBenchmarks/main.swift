import Foundation
import ViewLayout

// ViewLayoutBenchmarks: cost per view of resolving and laying out trees
// written as SwiftUI code. Build and run in release:
//
//   swift build -c release --product ViewLayoutBenchmarks --scratch-path .build-bench
//   .build-bench/release/ViewLayoutBenchmarks [--quick] [--filter NAME[,NAME…]] [--reps N]
//   .build-bench/release/ViewLayoutBenchmarks --profile --filter NAME [--iterations N]
//
// --quick      3 repetitions, shorter samples, skips the biggest trees (CI).
// --filter     runs the named trees; a string that names no tree runs every
//              tree whose name contains it (--filter nest).
// --reps N     repetitions per tree (default 11; 5 for the biggest trees).
// --profile    no timing: resolves each selected tree once and lays it out
//              N times (default 10), for callgrind or perf.
// --timeout S  gives up on a tree that reports nothing for S seconds (default 15, 5 with --quick).
// --scan [nest|fixnest|deep]
//              size computations of one layout for depths 1, 2, 3… (stops
//              after a layout takes a second): shows whether work is linear.
// --list       prints the trees and exits.
// --text       text layout cost per character (10,000 paragraphs of 200 characters).
// --lazy       a LazyVStack of 1,000 and 1,000,000 rows, then a LazyVGrid of as many items, in a ScrollView at
//              three offsets: the cost of a screen, which must not grow with N.
// Each tree runs in a child process (--child NAME), so one that runs away
// or crashes is reported in its row and the others still run.

func usage() -> Never {
    print("""
    usage: ViewLayoutBenchmarks [--quick] [--filter NAME[,NAME...]] [--reps N]
           ViewLayoutBenchmarks --profile --filter NAME [--iterations N]
           ViewLayoutBenchmarks --lazy [REPS [ROWS...]]
           ViewLayoutBenchmarks --list
    """)
    exit(2)
}

var quick = false
var profile = false
var filters: [String] = []
var repsOverride: Int?
var iterations = 10
var list = false
var childCase: String?
var silenceLimitOption: Double?
var scan: String?
var textBenchmark = false
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
        case "--text": textBenchmark = true
        case "--scan": scan = args.first.map { $0.hasPrefix("-") } == false ? args.popFirst()! : "nest"
        case "--child": childCase = value(arg)
        case "--timeout": silenceLimitOption = Double(value(arg)) ?? { usage() }()
        case "--filter": filters += value(arg).split(separator: ",").map(String.init)
        case "--reps": repsOverride = Int(value(arg)) ?? { usage() }()
        case "--iterations": iterations = Int(value(arg)) ?? { usage() }()
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

let cases = allCases()
if textBenchmark {
    runTextBenchmark(reps: repsOverride ?? (quick ? 3 : 5))
    exit(0)
}
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

if let scan {
    let make: (Int) -> ResolvedViewTree
    switch scan {
    case "fixnest": make = { ResolvedViewTree(FixedNest(depth: $0)) }
    case "deep": make = { ResolvedViewTree(DeepPadding(depth: $0)) }
    default: make = { ResolvedViewTree(Nest(depth: $0)) }
    }
    // How the work grows with nesting depth: size computations of one layout
    // of Nest(depth:) for growing depths, stopping once a layout takes a second.
    say("depth  views  size computations  per view  growth  layout ms")
    var previous = 0.0
    for depth in 1...10_000 {
        let tree = make(depth)
        var computations = 0
        let ns = timed { computations = tree.layout(in: CGSize(width: 1000, height: 1000)).sizeComputations }
        let growth = previous > 0 ? String(format: "%.2f", Double(computations) / previous) : "-"
        say(pad(String(depth), 5, right: true) + pad(String(tree.nodeCount), 7, right: true)
            + pad(String(computations), 19, right: true)
            + pad(String(format: "%.1f", Double(computations) / Double(tree.nodeCount)), 10, right: true)
            + pad(growth, 8, right: true) + pad(String(format: "%.2f", ns / 1e6), 11, right: true))
        previous = Double(computations)
        if ns > 1e9 || depth >= 64 { break }
    }
    exit(0)
}

if profile {
    for c in selected {
        let tree = c.resolve()
        var computations = 0
        for i in 0..<iterations {
            let placed = tree.layout(in: i % 2 == 0 ? c.rootA : c.rootB)
            computations += placed.sizeComputations
        }
        say("\(c.name): 1 resolve, \(iterations) layouts of \(tree.nodeCount) views, \(computations) size computations")
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
let silenceLimit = silenceLimitOption ?? (quick ? 5 : 15)

if let name = childCase {
    guard let c = cases.first(where: { $0.name == name }) else { exit(1) }
    runChild(c, reps: repsOverride ?? (quick ? 3 : (c.big ? 5 : 11)), targetNs: targetNs)
    exit(0)
}

// MARK: Parent: one child process per tree

/// What the child reported before it finished, timed out or crashed.
struct Row {
    var views: Int?
    var floor: Double?
    var resolve: Stats?
    var resolveInner = 1
    var sizes: (Double, Double)?
    var layout: Stats?
    var layoutInner = 1
    var relayout: Stats?
    var done = false
    var failure: String?
    var reps = 0
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
    var row = Row(reps: reps)
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
    func stats(_ f: [Substring]) -> Stats? {
        let v = f.dropFirst().prefix(3).compactMap { Double($0) }
        return v.count == 3 ? Stats(median: v[0], min: v[1], max: v[2]) : nil
    }
    var killed = false
    while true {
        let (lines, closed) = buffer.take()
        if !lines.isEmpty { lastLine = Date() }
        for l in lines {
            let f = l.split(separator: " ")
            switch f.first {
            case "VIEWS": row.views = Int(f[1])
            case "FLOOR": row.floor = Double(f[1])
            case "RESOLVE": row.resolve = stats(f); row.resolveInner = Int(f[4]) ?? 1
            case "SIZES": row.sizes = (Double(f[1]) ?? .nan, Double(f[2]) ?? .nan)
            case "LAYOUT": row.layout = stats(f); row.layoutInner = Int(f[4]) ?? 1
            case "RELAYOUT": row.relayout = stats(f)
            case "DONE": row.done = true
            default: break
            }
        }
        if closed && !process.isRunning { break }
        if !killed && Date().timeIntervalSince(lastLine) > silenceLimit {
            let phase = row.sizes == nil && row.resolve != nil ? "its first layout" : "one repetition"
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

extension Stats {
    init(median: Double, min: Double, max: Double) {
        self.init([min, median, max])
    }
}

func cell(_ s: Stats?) -> String {
    guard let s else { return pad("—", 21) }
    return pad(fmt(s.median), 6, right: true) + " " + pad("[\(fmt(s.min))–\(fmt(s.max))]", 14)
}

say("ViewLayout benchmarks (\(quick ? "quick" : "full"); ns per view, median [min–max] over repetitions)")
say("")
let header = pad("tree", 12) + pad("views", 7, right: true) + "  "
    + pad("resolve ns/view", 22) + pad("layout ns/view", 22) + pad("relayout ns/view", 22)
    + pad("sizes/view", 11, right: true) + pad("floor ns", 9, right: true) + pad("×floor", 8, right: true)
    + pad("reps", 9, right: true)
say(header)
say(String(repeating: "-", count: header.count))

var results: [String: Row] = [:]
var failures: [String] = []
for c in selected {
    let reps = repsOverride ?? (quick ? 3 : (c.big ? 5 : 11))
    let r = runInChild(c, reps: reps)
    results[c.name] = r
    var sizes = "—"
    if let (a, b) = r.sizes { sizes = a == b ? fmt(a) : fmt(a) + "/" + fmt(b) }
    let ratio = (r.layout != nil && r.floor != nil) ? String(format: "%.0f", r.layout!.median / r.floor!) : "—"
    let inner = r.layout != nil ? "\(r.reps)×\(r.layoutInner)" : "\(r.reps)"
    say(pad(c.name, 12) + pad(r.views.map(String.init) ?? "—", 7, right: true) + "  "
        + cell(r.resolve) + " " + cell(r.layout) + " " + cell(r.relayout) + " "
        + pad(sizes, 10, right: true) + pad(r.floor.map(fmt) ?? "—", 9, right: true)
        + pad(ratio, 8, right: true) + pad(inner, 9, right: true)
        + (r.failure.map { "  " + $0 } ?? ""))
    if let f = r.failure { failures.append("\(c.name): \(f)") }
}

say("")
say("""
views: layout nodes (modifiers count). resolve: ResolvedViewTree(view), building the node tree. \
layout: the first resolved.layout(in:) of a tree; relayout: a second one at another root size. \
sizes/view: sizeComputations / views (cache misses; a second figure is the relayout's). \
floor: ns per item of two passes over as many {w,h,x,y} structs, best of reps. \
×floor: layout median / floor. reps: repetitions × calls per sample. Each tree runs in its own process.
""")

/// Size computations of one layout of Nest(depth:).
func nestComputations(_ depth: Int) -> (views: Int, computations: Int) {
    let tree = ResolvedViewTree(Nest(depth: depth))
    return (tree.nodeCount, tree.layout(in: CGSize(width: 1000, height: 1000)).sizeComputations)
}

if selected.contains(where: { $0.name.hasPrefix("nest-") }) {
    let a = nestComputations(8), b = nestComputations(12)
    let growth = pow(Double(b.computations) / Double(a.computations), 0.25)
    let linear = pow(Double(b.views) / Double(a.views), 0.25)
    var line = "Verdict: "
    if let deep = results["nest-1000"]?.layout, let shallow = results["nest-10"]?.layout {
        let raw = deep.median / shallow.median
        line += String(format: "nest layout ns/view, depth 1000 / depth 10 = %.2f", raw)
        if let mid = results["nest-100"]?.layout { line += String(format: " (1000 / 100 = %.2f)", deep.median / mid.median) }
        line += raw < 2 && growth < linear * 1.05 ? " — per-view cost is flat across depths." : " — per-view cost is NOT flat."
    } else {
        // Only a tree that was selected and gave no figure is a failure.
        let missing = ["nest-10", "nest-100", "nest-1000"].filter { name in
            selected.contains { $0.name == name } && results[name]?.layout == nil
        }
        line += missing.isEmpty ? "run nest-10 and nest-1000 together to compare depths"
            : "per-view cost is NOT flat across depths: \(missing.joined(separator: ", ")) did not finish"
    }
    line += String(format: "; size computations grow ×%.2f per level from depth 8 to 12 (×%.2f if linear).", growth, linear)
    say(line)
}
if !failures.isEmpty {
    say("Did not finish: " + failures.joined(separator: "; "))
}
