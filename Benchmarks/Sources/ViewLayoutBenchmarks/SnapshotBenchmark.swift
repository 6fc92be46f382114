import Foundation
import SnapshotTesting
import ViewLayout
import ViewLayoutTesting

/// A screen of about 100 placed views: a title and twelve rows of an
/// avatar, two lines of text and a spacer.
nonisolated struct SnapshotScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Messages").font(.largeTitle)
            ForEach(0..<12) { i in
                HStack(spacing: 12) {
                    Circle().fill(Color.blue).frame(width: 40, height: 40)
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Contact \(i + 1)").font(.headline)
                        Text("The last message of conversation \(i + 1)").font(.subheadline)
                    }
                    Spacer()
                }
                .padding(.horizontal)
            }
        }
    }
}

/// `--snapshot`: the cost of ViewLayoutTesting's strategies on a screen of
/// about 100 views on an iPhone 13: `.frames` (layout and the tree's text;
/// target under 5 ms) and `.image` at @3x (layout, drawing 1170 × 2532
/// pixels and PNG encoding; target under 100 ms), each through the strategy's
/// own snapshot closure, as `assertSnapshot` runs it.
@MainActor func runSnapshotBenchmark(reps: Int) {
    let view = SnapshotScreen()
    let views = layout(view, on: .iPhone13).count
    let frames = Snapshotting<SnapshotScreen, String>.frames(on: .iPhone13)
    let image = Snapshotting<SnapshotScreen, Data>.image(on: .iPhone13, scale: 3)
    var text: [(wall: Double, cpu: Double)] = [], png: [(wall: Double, cpu: Double)] = []
    var bytes = 0
    for _ in 0..<reps {
        text.append(timedWithCPU { frames.snapshot(view).run { bytes &+= $0.utf8.count } })
        png.append(timedWithCPU { image.snapshot(view).run { bytes &+= $0.count } })
    }
    blackHole(bytes)
    let ms = { (ns: Double) in fmt(ns / 1e6) + " ms" }
    /// "median [min, max]" of one clock, and the median.
    func summary(_ samples: [(wall: Double, cpu: Double)], _ clock: KeyPath<(wall: Double, cpu: Double), Double>) -> (String, Double) {
        let s = samples.map { $0[keyPath: clock] }.sorted()
        return ("\(ms(s[s.count / 2])) [\(ms(s[0])), \(ms(s[s.count - 1]))]", s[s.count / 2])
    }
    say("snapshot: a screen of \(views) placed views on an iPhone 13 (\(reps) runs, median [min, max]; the target is judged on CPU time, one core)")
    for (name, samples, limit) in [(".frames:       ", text, 5e6), (".image @3x PNG:", png, 100e6)] {
        let (cpu, median) = summary(samples, \.cpu), (wall, _) = summary(samples, \.wall)
        say("  \(name)  cpu \(cpu)  wall \(wall)  target < \(Int(limit / 1e6)) ms: \(verdict(median < limit))")
    }
}
