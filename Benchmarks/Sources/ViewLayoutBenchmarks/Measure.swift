import Foundation
import ViewLayout

// MARK: Sinks

/// Results are folded into this so the optimizer cannot drop the work.
nonisolated(unsafe) var sink: Double = 0

@inline(never) func blackHole(_ x: Double) { sink += x }
@inline(never) func blackHole(_ x: Int) { sink += Double(x) }
/// Hides where a value comes from, so loops over it cannot be hoisted.
@inline(never) func opaque<T>(_ x: T) -> T { x }

// MARK: Time

let clock = ContinuousClock()

extension Duration {
    var nanoseconds: Double {
        let c = components
        return Double(c.seconds) * 1e9 + Double(c.attoseconds) / 1e9
    }
}

@inline(__always) func timed(_ body: () -> Void) -> Double {
    let start = clock.now
    body()
    return (clock.now - start).nanoseconds
}

/// The CPU time this thread has run, in nanoseconds: what a piece of work
/// costs on one core, whatever else the machine runs at the same time (the
/// wall clock counts the time the thread waited for a core too).
func threadCPUTime() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) * 1e9 + Double(t.tv_nsec)
}

/// The wall and CPU time of `body` in nanoseconds.
@inline(__always) func timedWithCPU(_ body: () -> Void) -> (wall: Double, cpu: Double) {
    let cpu = threadCPUTime()
    let wall = timed(body)
    return (wall, threadCPUTime() - cpu)
}

/// Median, minimum and maximum of a series of samples.
struct Stats {
    let median: Double, min: Double, max: Double
    init(_ samples: [Double]) {
        let s = samples.sorted()
        median = s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
        min = s.first!
        max = s.last!
    }
}

// MARK: Floor

/// What a layout of `n` views can at best cost: two passes over `n` small
/// structs in a contiguous array (sum widths and maximum height, then write
/// positions). The minimum over repetitions, in ns per item.
struct FloorItem { var w, h, x, y: Double }

func floorItems(_ n: Int) -> [FloorItem] {
    (0..<n).map { i in FloorItem(w: Double(i % 17) + 1, h: Double(i % 13) + 1, x: 0, y: 0) }
}

/// The floor's two passes over `array`, once.
@inline(never) func floorPasses(_ array: inout [FloorItem]) {
    array = opaque(array)
    array.withUnsafeMutableBufferPointer { b in
        var total = 0.0, thickness = 0.0
        for i in 0..<b.count {
            total += b[i].w
            thickness = Swift.max(thickness, b[i].h)
        }
        var cursor = 0.0
        for i in 0..<b.count {
            b[i].x = cursor
            b[i].y = (thickness - b[i].h) / 2
            cursor += b[i].w
        }
        blackHole(total + cursor)
    }
}

/// One floor sample beside a timed repetition: `passes` passes over
/// `array`, in ns per item (a mean over the passes, as a repetition's
/// layout figure is a mean over its layouts), after one pass that brings
/// the array back into the caches the repetition used (the floor is the
/// best case: its array in the caches, as the best-of figure has it).
func floorSample(_ array: inout [FloorItem], passes: Int) -> Double {
    floorPasses(&array)
    let t = timed { for _ in 0..<passes { floorPasses(&array) } }
    return t / Double(passes * array.count)
}

func floorCost(items n: Int, targetNs: Double, reps: Int) -> Double {
    var array = floorItems(n)
    func once() { floorPasses(&array) }
    once()
    let single = Swift.max(timed(once), 1)
    let inner = Swift.max(1, Int(targetNs / single))
    var best = Double.infinity
    for _ in 0..<reps {
        let t = timed { for _ in 0..<inner { once() } }
        best = Swift.min(best, t / Double(inner * n))
    }
    blackHole(array[n / 2].x + array[n - 1].y)
    return best
}

// MARK: Memory

/// The process's minor page faults so far.
func minorFaults() -> Int {
    var u = rusage()
    getrusage(RUSAGE_SELF.rawValue, &u)
    return u.ru_minflt
}

/// A field of /proc/self/status in bytes (VmRSS, VmHWM), or nil.
func statusBytes(_ field: String) -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
        let kb = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap { Double($0) }
        return kb.map { $0 * 1024 }
    }
    return nil
}

/// The peak resident memory that resolving and laying out a tree adds, per
/// view: the high-water mark is reset (`/proc/self/clear_refs`), the tree
/// is resolved and laid out and its frames read, and the new mark is
/// compared with the resident size before. Run first in a fresh process.
func peakBytesPerView(_ c: BenchCase) -> (perView: Double, views: Int) {
    let before = statusBytes("VmRSS") ?? 0
    if let f = fopen("/proc/self/clear_refs", "w") {
        fputs("5", f)
        fclose(f)
    }
    var views = 0
    do {
        let tree = c.resolve()
        let placed = tree.layout(in: c.rootA)
        views = tree.nodeCount
        blackHole(Double(placed.root.frame.width))
    }
    let peak = statusBytes("VmHWM") ?? 0
    return ((peak - before) / Double(Swift.max(views, 1)), views)
}

// MARK: One case (runs in a child process)

/// Every repetition's figure of a phase, for the parent to pool the
/// repetitions of several rounds: SAMPLES PHASE v1 v2 …
func sampleLine(_ tag: String, _ samples: [Double]) -> String {
    "SAMPLES \(tag) " + samples.map { String($0) }.joined(separator: " ")
}

/// Measures one case and reports each phase on its own line as soon as it
/// is known, so the parent can show what was measured even if a later
/// phase runs away or crashes:
///   VIEWS n / MEMORY bytes / FLOOR ns / SAMPLES BUILD|BUILDRATIO … / SIZES a b /
///   SAMPLES E2E|E2ERATIO|E2ECOLD|E2ECOLDRATIO|LAYOUT|LAYOUTRATIO|SECOND|LAYOUTCOLD|LAYOUTCOLDRATIO … /
///   RELAYOUT med min max inner incremental touched (the parent reads
///   `incremental`; the rest is for a person running a child by hand) /
///   SAMPLES RELAYOUT|RELAYOUTRATIO … / IDENTICAL 0|1 / DONE
/// (the parent pools each phase's repetitions over its rounds, `sampleLine`).
/// A PROGRESS line follows every repetition (the parent's watchdog).
/// All times are ns per view.
///
/// - build: `ResolvedViewTree(view)`, the node tree from the SwiftUI value;
/// - e2e: `layout(view, in:)` at root A, resolve included, text cache warm;
///   e2ecold: the same with a new text measurer (trees with text only);
/// - layout: the first `layout(in:)` of a freshly resolved tree (root A);
///   layoutcold: the same, resolved with a new text measurer;
/// - second: a second `layout(in:)` of that tree at root B (no memo kept);
/// - relayout: `LayoutSession.update(with:)` of a value with one leaf
///   changed (resolved just before with `session.resolve`, outside the
///   timing, so the figure is the diff and the re-measuring only).
func runChild(_ c: BenchCase, reps: Int, targetNs: Double) {
    func report(_ s: String) {
        print(s)
        fflush(nil)
    }
    func line(_ tag: String, _ st: Stats, _ extra: String = "") -> String {
        "\(tag) \(st.median) \(st.min) \(st.max)\(extra)"
    }

    let (memory, n) = peakBytesPerView(c)
    report("VIEWS \(n)")
    report("MEMORY \(memory)")
    let floor = floorCost(items: n, targetNs: Swift.min(targetNs, 2e6), reps: Swift.max(reps, 5))
    report("FLOOR \(floor)")
    // A floor sample is taken beside each timed repetition below and the
    // repetition's figure divided by it, so that the ratios compare times
    // taken at the same moment: this machine's speed drifts up to twofold
    // within a run, and a best-of floor from the run's start against a
    // median taken minutes later measured the drift as much as the engine.
    var floorArray = floorItems(n)
    let floorPassCount = Swift.max(3, Int(2e6 / Swift.max(floor * Double(n), 1)))
    let probe = c.resolve()

    /// Times `inner` runs of `once` (which times its own part and returns
    /// ns, so set-up stays outside) per repetition: each repetition's ns
    /// per view, and its ratio to a floor sample taken beside it.
    func phase(_ tag: String, _ once: () -> Double) {
        let single = once()
        let inner = Swift.max(1, Swift.min(10_000, Int(targetNs / Swift.max(single, 1))))
        var samples: [Double] = [], ratios: [Double] = []
        for _ in 0..<reps {
            var t = 0.0
            for _ in 0..<inner { t += once() }
            samples.append(t / Double(inner * n))
            ratios.append(samples.last! / floorSample(&floorArray, passes: floorPassCount))
            report("PROGRESS")
        }
        report(sampleLine(tag, samples))
        report(sampleLine(tag + "RATIO", ratios))
    }

    // Build: resolving alone. The trees are freed outside the timing.
    phase("BUILD") {
        var tree: ResolvedViewTree?
        let t = timed { tree = c.resolve() }
        blackHole(tree!.nodeCount)
        return t
    }

    // Warm up, count size computations.
    let first = probe.layout(in: c.rootA).sizeComputations
    let second = probe.layout(in: c.rootB).sizeComputations
    report("SIZES \(Double(first) / Double(n)) \(Double(second) / Double(n))")

    // End to end, as a caller pays it: `layout(view, in:)`, resolve
    // included, with the text cache warm (the default measurer, which has
    // measured these texts before) and, for a tree with text, cold (a new
    // measurer, made outside the timing, each time).
    var acc = 0
    phase("E2E") { timed { acc &+= c.layoutEndToEnd(in: c.rootA).count } }
    if c.hasText {
        phase("E2ECOLD") {
            let environment = coldEnvironment()
            return timed { acc &+= c.layoutEndToEnd(in: c.rootA, environment: environment).count }
        }
    }

    // The layout pass alone: a fresh layout of a tree resolved just before,
    // outside the timing (an app lays out the value it just resolved, whose
    // memory is still in the caches); then a second layout at root B.
    var secondSamples: [Double] = []
    phase("LAYOUT") {
        let t = c.resolve()
        let fresh = timed { acc &+= t.layout(in: c.rootA).count }
        secondSamples.append(timed { acc &+= t.layout(in: c.rootB).count } / Double(n))
        return fresh
    }
    report(sampleLine("SECOND", secondSamples))
    if c.hasText {
        phase("LAYOUTCOLD") {
            let t = c.resolve(environment: coldEnvironment())
            return timed { acc &+= t.layout(in: c.rootA).count }
        }
    }
    blackHole(acc)

    // Relayout after one leaf changes: each update changes the edited leaf
    // to another value than the one before.
    let session = LayoutSession(c.view(0), in: c.rootA)
    var edit = 0
    let oneUpdate = timed {
        edit += 1
        session.update(with: session.resolve(c.view(edit)))
    }
    // Bounded so that the resolved values kept for a sample stay small.
    let updateInner = Swift.max(1, Swift.min(1000, 500_000 / n, Int(targetNs / Swift.max(oneUpdate, 1))))
    var relayoutSamples: [Double] = [], relayoutRatios: [Double] = []
    var incremental = true
    var touched = 0
    // The value each update replaces stays alive through the timing, the
    // first of a repetition's too (held across repetitions; before this, a
    // repetition's first update freed a whole tree inside its timing).
    edit += 1
    var last: ResolvedViewTree? = session.resolve(c.view(edit))
    session.update(with: last!)
    for rep in 0..<reps {
        // The floor sample beside the last repetition pushed the session's
        // memory out of the caches; one update outside the timing brings
        // back what the edit touches, as the repetitions before it found.
        if rep > 0 {
            edit += 1
            last = session.resolve(c.view(edit))
            session.update(with: last!)
        }
        // Each value is resolved just before its update, outside the
        // timing, as an app resolves a new value and updates at once (all
        // resolved ahead, each update read a tree long evicted from the
        // caches, which timed memory rather than the update).
        // The value an update replaces is freed after the timing (held in
        // `last`), as the fresh layouts' trees are: freeing a value is its
        // owner's cost, not the update's.
        var acc = 0
        var t = 0.0
        for k in 0..<updateInner {
            let v = session.resolve(c.view(edit + 1 + k))
            withExtendedLifetime(last) {
                t += timed {
                    acc &+= session.update(with: v).sizeComputations
                }
            }
            last = v
            incremental = incremental && session.lastUpdateWasIncremental
        }
        blackHole(last?.nodeCount ?? 0)
        edit += updateInner
        touched = session.lastUpdateChangedNodes
        blackHole(acc)
        relayoutSamples.append(t / Double(updateInner * n))
        relayoutRatios.append(relayoutSamples.last! / floorSample(&floorArray, passes: floorPassCount))
        report("PROGRESS")
    }
    report(line("RELAYOUT", Stats(relayoutSamples), " \(updateInner) \(incremental ? 1 : 0) \(touched)"))
    report(sampleLine("RELAYOUT", relayoutSamples))
    report(sampleLine("RELAYOUTRATIO", relayoutRatios))
    // The identity the tests assert, checked once more on the full tree.
    let fresh = ResolvedViewTree(c.view(edit)).layout(in: c.rootA)
    let same = zip(session.result.allViews, fresh.allViews).allSatisfy { $0.frame == $1.frame }
    report("IDENTICAL \(same ? 1 : 0)")
    report("DONE")
}
