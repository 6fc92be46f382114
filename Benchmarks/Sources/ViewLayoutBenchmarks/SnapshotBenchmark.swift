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
    var text: [Double] = [], png: [Double] = []
    var bytes = 0
    for _ in 0..<reps {
        text.append(timed { frames.snapshot(view).run { bytes &+= $0.utf8.count } })
        png.append(timed { image.snapshot(view).run { bytes &+= $0.count } })
    }
    blackHole(bytes)
    text.sort()
    png.sort()
    let ms = { (ns: Double) in fmt(ns / 1e6) + " ms" }
    say("snapshot: a screen of \(views) placed views on an iPhone 13 (\(reps) runs, median [min, max])")
    say("  .frames:         \(ms(text[text.count / 2])) [\(ms(text[0])), \(ms(text[text.count - 1]))]  target < 5 ms: \(verdict(text[text.count / 2] < 5e6))")
    say("  .image @3x PNG:  \(ms(png[png.count / 2])) [\(ms(png[0])), \(ms(png[png.count - 1]))]  target < 100 ms: \(verdict(png[png.count / 2] < 100e6))")
}
