import Foundation
import ViewLayout
import ViewLayoutInterpreter
import ViewLayoutRender

/// The render benchmark (`--render [DIR] [--reps N]`): each preview of the
/// app-screen corpus (`Tests/ViewLayoutTests/Corpus/*Screens.swift` of this
/// checkout, or DIR) from its source text to a PNG, as `viewlayout render
/// --preview N --format png` makes it: parse, interpret, lay out on the
/// iPhone 13 with the preview's traits, rasterise at @3x. Prints each
/// phase's time per screen (the median of the repetitions) and how many
/// screens exceed the 200 ms target. Run it in a release build on an idle
/// core: it is one thread.
func runRenderBenchmark(folder: String?, reps: Int) {
    let corpus = folder.map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/ViewLayoutTests/Corpus")
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? [])
        .filter { $0.hasSuffix("Screens.swift") }.sorted()
    guard !files.isEmpty else { say("no *Screens.swift files in \(corpus.path)"); exit(1) }
    let device = DevicePreset.iPhone13
    let environment = device.applied(to: EnvironmentValues())

    /// Wall-clock milliseconds by phase, and the CPU time of the whole.
    struct Phases { var parse = 0.0, interpret = 0.0, layout = 0.0, raster = 0.0, cpu = 0.0
        var total: Double { parse + interpret + layout + raster } }
    /// One screen from source to PNG, timed by phase; nil with the error.
    func render(_ source: String, _ file: String, _ preview: Int) -> Result<Phases, Error> {
        Result {
            try Interpreter.withLargeStack {
                var p = Phases()
                let cpu = threadCPUTime()
                var t = DispatchTime.now().uptimeNanoseconds
                func lap() -> Double {
                    let now = DispatchTime.now().uptimeNanoseconds
                    defer { t = now }
                    return Double(now - t) / 1e6
                }
                let interpreter = try Interpreter(source: source, fileName: file)
                p.parse = lap()
                let view = try interpreter.rootView(preview: "\(preview)")
                let traits = try interpreter.previewTraits(preview: "\(preview)")
                p.interpret = lap()
                let shape = Preview(traits: traits) { EmptyView() }
                let shown = shape.device(on: device)
                let tree = shape.layout(view, screen: shown.size, safeAreaInsets: shown.safeAreaInsets,
                                        environment: shown.applied(to: environment))
                try interpreter.checkLateErrors()
                p.layout = lap()
                let png = try PNGRenderer(environment: environment).render(tree)
                p.raster = lap()
                if png.isEmpty { throw CocoaError(.fileWriteUnknown) }
                p.cpu = (threadCPUTime() - cpu) / 1e6
                return p
            }
        }
    }

    say("render: each corpus preview from source to PNG on the \(device.title) (@3x), median of \(reps) (ms; phases and total on the wall clock, cpu the thread's CPU time, which the 200 ms target is judged on)")
    say(pad("screen", 34) + pad("parse", 9) + pad("interp", 9) + pad("layout", 9) + pad("raster", 9) + pad("total", 9) + "cpu")
    // A warm-up render: the first one in a process pays for loading fonts
    // and the interpreter's tables, which an interactive user pays once.
    if let first = files.first, let source = try? String(contentsOf: corpus.appendingPathComponent(first), encoding: .utf8) {
        _ = render(source, first, 1)
    }
    var totals: [Double] = []
    var failed = 0
    for file in files {
        guard let source = try? String(contentsOf: corpus.appendingPathComponent(file), encoding: .utf8),
              let count = try? Interpreter.withLargeStack({ try Interpreter(source: source, fileName: file).previewNames.count }) else {
            say("\(file): cannot be read or parsed"); failed += 1; continue
        }
        for preview in 1...max(count, 1) {
            var samples: [Phases] = []
            var failure: Error?
            for _ in 0..<reps {
                switch render(source, file, preview) {
                case .success(let p): samples.append(p)
                case .failure(let e): failure = e
                }
            }
            let name = pad("\(file.replacingOccurrences(of: ".swift", with: "")) #\(preview)", 34)
            if let failure { say(name + "error: \(failure)"); failed += 1; continue }
            func median(_ f: (Phases) -> Double) -> Double { samples.map(f).sorted()[samples.count / 2] }
            let cpu = median(\.cpu)
            totals.append(cpu)
            say(name + [median(\.parse), median(\.interpret), median(\.layout), median(\.raster), median(\.total)].map { pad(String(format: "%.1f", $0), 9) }.joined()
                + String(format: "%.1f", cpu) + (cpu > 200 ? "  over 200 ms" : ""))
        }
    }
    let sorted = totals.sorted()
    if !sorted.isEmpty {
        say(String(format: "%d screens (CPU time): median %.1f ms, slowest %.1f ms, %d over 200 ms, %d failed",
                   sorted.count, sorted[sorted.count / 2], sorted.last!, sorted.filter { $0 > 200 }.count, failed))
    }
}
