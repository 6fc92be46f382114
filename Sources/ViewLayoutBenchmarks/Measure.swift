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

func floorCost(items n: Int, targetNs: Double, reps: Int) -> Double {
    var array = (0..<n).map { i in FloorItem(w: Double(i % 17) + 1, h: Double(i % 13) + 1, x: 0, y: 0) }
    func once() {
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

// MARK: One case (runs in a child process)

/// Measures one case and reports each phase on its own line as soon as it
/// is known, so the parent can show what was measured even if a later
/// phase runs away or crashes:
///   VIEWS n / FLOOR ns / RESOLVE med min max inner / SIZES a b /
///   LAYOUT med min max inner / RELAYOUT med min max / DONE
/// A PROGRESS line follows every repetition (the parent's watchdog).
///
/// Each repetition of the resolve phase resolves `inner` trees (enough that a
/// sample lasts about `targetNs`). Each repetition of the layout phase lays
/// out `inner` freshly resolved trees at root A ("layout": the first layout
/// of that tree) and then at root B ("relayout"). All figures are ns per view.
func runChild(_ c: BenchCase, reps: Int, targetNs: Double) {
    func report(_ s: String) {
        print(s)
        fflush(nil)
    }
    func line(_ tag: String, _ st: Stats, _ extra: String = "") -> String {
        "\(tag) \(st.median) \(st.min) \(st.max)\(extra)"
    }

    let probe = c.resolve()
    let n = probe.nodeCount
    report("VIEWS \(n)")
    report("FLOOR \(floorCost(items: n, targetNs: Swift.min(targetNs, 2e6), reps: Swift.max(reps, 5)))")

    // Resolve.
    let oneResolve = timed { blackHole(c.resolve().nodeCount) }
    let resolveInner = Swift.max(1, Swift.min(10_000, Int(targetNs / Swift.max(oneResolve, 1))))
    var samples: [Double] = []
    for _ in 0..<reps {
        var trees: [ResolvedViewTree] = []
        trees.reserveCapacity(resolveInner)
        let t = timed { for _ in 0..<resolveInner { trees.append(c.resolve()) } }
        samples.append(t / Double(resolveInner * n))
        trees.removeAll()
        report("PROGRESS")
    }
    report(line("RESOLVE", Stats(samples), " \(resolveInner)"))

    // Warm up, count size computations.
    var first = 0, second = 0
    let oneLayout = timed { first = probe.layout(in: c.rootA).sizeComputations }
    second = probe.layout(in: c.rootB).sizeComputations
    report("SIZES \(Double(first) / Double(n)) \(Double(second) / Double(n))")

    // Layout and relayout.
    let inner = Swift.max(1, Swift.min(10_000, Int(targetNs / Swift.max(oneLayout, 1))))
    var layoutSamples: [Double] = [], relayoutSamples: [Double] = []
    for _ in 0..<reps {
        let trees = (0..<inner).map { _ in c.resolve() }
        var acc = 0
        let tl = timed { for t in trees { acc &+= t.layout(in: c.rootA).count } }
        let tb = timed { for t in trees { acc &+= t.layout(in: c.rootB).count } }
        blackHole(acc)
        layoutSamples.append(tl / Double(inner * n))
        relayoutSamples.append(tb / Double(inner * n))
        report("PROGRESS")
    }
    report(line("LAYOUT", Stats(layoutSamples), " \(inner)"))
    report(line("RELAYOUT", Stats(relayoutSamples)))
    report("DONE")
}
