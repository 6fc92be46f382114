#!/usr/bin/env bash
# The thread-safety stress test (Sources/ViewLayout/Documentation.docc/
# ThreadSafety.md) under ThreadSanitizer: builds the Benchmarks package's
# ConcurrencyStress executable with -sanitize=thread (the engine and the
# workload only: no interpreter, no renderer) and runs it. Any data race
# ThreadSanitizer sees fails the run (halt_on_error), as does any frame that
# differs from its one-thread layout.
#
#   Scripts/tsan-stress.sh [THREADS] [ROUNDS]     (default 8 threads, 20 rounds)
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"
swift build --sanitize=thread --product ConcurrencyStress --build-path .build/tsan
export TSAN_OPTIONS="halt_on_error=1 ${TSAN_OPTIONS:-}"
exec .build/tsan/debug/ConcurrencyStress "$@"
