import Foundation

// SessionDifferential: the seeded differential test of LayoutSession
// (Tests/ViewLayoutTests/SessionDifferential.swift, compiled here too) for
// any number of seeds. Each seed is a random tree and four random edits;
// every update's frames and diagnostics are compared with a fresh layout's,
// and a mismatch is printed shrunk to a small tree and one edit.
//
//   swift run -c release SessionDifferential [SEEDS] [--from FIRST] [--shape random|wide|deep|scroll] [--state]
//
// --state runs the differential test of updates driven by state instead
// (Tests/ViewLayoutTests/StateDifferential.swift: random boards, six rounds
// of random @State, @Published and @Observable changes, LayoutSession.layout()).
//
// Prints each mismatch, then the count; exits 1 when there was one.

var count = 20_000, first = 0, state = false
var shape = SessionDifferential.Shape.random
var arguments = CommandLine.arguments.dropFirst()
while let a = arguments.popFirst() {
    if a == "--from", let v = arguments.popFirst().flatMap(Int.init) { first = v }
    else if a == "--shape", let v = arguments.popFirst().flatMap({ SessionDifferential.Shape(rawValue: $0) }) { shape = v }
    else if a == "--state" { state = true }
    else if let v = Int(a), v >= 0 { count = v }
    else {
        print("usage: SessionDifferential [SEEDS] [--from FIRST] [--shape random|wide|deep|scroll] [--state]")
        exit(2)
    }
}
let start = Date()
var mismatches = 0
for seed in first..<(first + count) {
    if let failure = state ? StateDifferential.run(seed: seed) : SessionDifferential.run(seed: seed, shape: shape) {
        mismatches += 1
        print(failure)
        print()
    }
}
let seconds = Date().timeIntervalSince(start)
print("\(count) seeds from \(first): \(mismatches) mismatches (\(String(format: "%.1f", seconds)) s)")
exit(mismatches == 0 ? 0 : 1)
