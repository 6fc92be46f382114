import Foundation
import ViewLayout

// `--lazy`: a LazyVStack of N rows in a ScrollView, laid out at three scroll
// offsets (top, middle, end) for N = 1,000 and 1,000,000. Only the visible
// rows are created (Resolve/DeferredContent.swift), so the cost of a screen
// must not grow with N. Then the same for a LazyVGrid of N items in three
// flexible columns (lines of 60 points, 8 apart).

/// The benchmark's list: N rows of an icon and a label, 44 points high.
nonisolated struct LazyRows: View {
    let count: Int
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<count, id: \.self) { i in
                    HStack {
                        Color.blue.frame(width: 28, height: 28)
                        Text("Row \(i)")
                    }
                    .frame(height: 44)
                }
            }
        }
    }
}

/// The grid benchmark: N 60-point squares in three flexible columns.
nonisolated struct LazyGridItems: View {
    let count: Int
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
                ForEach(0..<count, id: \.self) { _ in
                    Color.blue.frame(height: 60)
                }
            }
        }
    }
}

/// Runs the lazy-stack benchmark and prints one line per (N, offset):
/// resolve and layout nanoseconds (median over `reps`), views placed, rows
/// created, size computations.
func runLazyScroll(reps: Int, counts: [Int] = [1_000, 1_000_000]) {
    runLazyScreens(kind: "LazyVStack", unit: "rows", reps: reps, counts: counts, length: { Double($0) * 44 }) { LazyRows(count: $0) }
    print("")
    runLazyScreens(kind: "LazyVGrid", unit: "items", reps: reps, counts: counts,
                   length: { Double(($0 + 2) / 3) * 68 - 8 }) { LazyGridItems(count: $0) }
}

/// One lazy container of N children in a ScrollView at three offsets.
func runLazyScreens<V: View>(kind: String, unit: String, reps: Int, counts: [Int],
                             length: (Int) -> Double, view: (Int) -> V) {
    let size = CGSize(width: 390, height: 763)
    print("\(kind) in a ScrollView, one screen of 390 × 763 (median of \(reps) layouts)")
    print(pad(unit, 11) + "offset        resolve ns   layout ns   views  created  sizes")
    var perScreen: [Int: [Double]] = [:]
    for count in counts {
        var resolveNs: [Double] = []
        var tree: ResolvedViewTree!
        for _ in 0..<reps { resolveNs.append(timed { tree = ResolvedViewTree(view(count)) }) }
        for offset in [0, length(count) / 2, length(count)] {
            var ns: [Double] = []
            var placed: PlacedViewTree!
            for _ in 0..<reps {
                ns.append(timed { placed = tree.layout(in: size, scrollOffsets: ScrollOffsets(y: CGFloat(offset))) })
            }
            let median = ns.sorted()[ns.count / 2]
            perScreen[count, default: []].append(median)
            let created = placed.root.first(kind)?.lazyChildren?.created.count ?? 0
            print(pad(String(count), 10) + pad(String(format: "%.0f", offset), 13, right: true)
                  + pad(String(format: "%.0f", resolveNs.sorted()[reps / 2]), 14, right: true)
                  + pad(String(format: "%.0f", median), 12, right: true)
                  + pad(String(placed.count), 8, right: true) + pad(String(created), 9, right: true)
                  + pad(String(placed.sizeComputations), 7, right: true))
        }
    }
    guard let s = perScreen[1_000], let l = perScreen[1_000_000] else { return }
    let small = s.reduce(0, +) / 3, large = l.reduce(0, +) / 3
    print(String(format: "Verdict: a screen costs %.0f ns with 1,000 %@ and %.0f ns with 1,000,000 (ratio %.2f)%@",
                 small, unit, large, large / small, large / small < 2 ? " — the cost does not grow with the item count." : " — the cost GROWS with the item count."))
}
