import Foundation
import Testing
import ViewLayout

/// The seeded differential test of `LayoutSession` (SessionDifferential.swift):
/// random trees with random edits, every update compared frame by frame
/// with a fresh layout, a failure shrunk before it is reported.
///
/// `VIEWLAYOUT_SESSION_SEEDS=N` runs N seeds instead of the default
/// (`VIEWLAYOUT_SESSION_FIRST_SEED` from another than 0); the
/// Benchmarks package's `SessionDifferential` command runs any number and
/// prints each mismatch.
@Suite struct SessionDifferentialTests {
    static var seeds: Int {
        ProcessInfo.processInfo.environment["VIEWLAYOUT_SESSION_SEEDS"].flatMap(Int.init) ?? 4000
    }

    @Test func randomTreesAndEditsMatchFreshLayouts() {
        var failures = 0
        let first = ProcessInfo.processInfo.environment["VIEWLAYOUT_SESSION_FIRST_SEED"].flatMap(Int.init) ?? 0
        for seed in first..<(first + Self.seeds) {
            guard let failure = SessionDifferential.run(seed: seed) else { continue }
            failures += 1
            Issue.record(Comment(rawValue: failure))
            if failures >= 5 { break }
        }
        #expect(failures == 0)
    }

    /// Wide rows and columns (an update of a stack whose cells are fixed
    /// along its axis is settled from its plan, `restackAlong`), a quarter
    /// as many seeds, and deep chains (placed in a loop; each seed lays out
    /// hundreds of levels many times), a sixteenth: the Benchmarks
    /// package's `SessionDifferential --shape deep` runs thousands optimised.
    /// Scroll views of message rows (laid out incrementally, their content
    /// placed at its scroll offset), a quarter.
    @Test(arguments: [SessionDifferential.Shape.wide, .deep, .scroll])
    func wideAndDeepTreesMatchFreshLayouts(_ shape: SessionDifferential.Shape) {
        var failures = 0
        for seed in 0..<Swift.max(Self.seeds / (shape == .deep ? 16 : 4), 1) {
            guard let failure = SessionDifferential.run(seed: seed, shape: shape) else { continue }
            failures += 1
            Issue.record(Comment(rawValue: failure))
            if failures >= 5 { break }
        }
        #expect(failures == 0)
    }
}
