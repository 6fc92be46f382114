import Foundation

// ConcurrencyStress: the thread-safety workload (ThreadSafety.md;
// Tests/ViewLayoutTests/ConcurrencyStress.swift, compiled here too), for
// ThreadSanitizer: Scripts/tsan-stress.sh builds this with
// -sanitize=thread and runs it.
//
//   ConcurrencyStress [THREADS] [ROUNDS]      (default 8 threads, 20 rounds)

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let threads = arguments.first ?? 8, rounds = arguments.dropFirst().first ?? 20
let failures = ConcurrencyStress.run(threads: threads, rounds: rounds)
for f in failures { print(f) }
print("\(threads) threads, \(rounds) rounds: \(failures.count) differences")
exit(failures.isEmpty ? 0 : 1)
