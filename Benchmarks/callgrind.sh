#!/bin/sh
# Instruction counts per view and per Yoga-equivalent node, from callgrind.
#
#   Benchmarks/callgrind.sh [TREES] [PHASES]
#   Benchmarks/callgrind.sh "grid-100 messages-1k" "build e2e layout relayout"
#   Benchmarks/callgrind.sh state [STATE-TREES]   (one leaf's state change, then
#       LayoutSession.layout(): `--state NAME N`, StateBenchmark.swift)
#
# For each tree and phase, runs `ViewLayoutBenchmarks --profile` under
# callgrind at 2 and 6 iterations and takes the difference over 4, so the
# set-up (resolving the tree once, the process's start) cancels. Hashing is
# made deterministic so that both runs hash alike. Build first, in release:
#   Benchmarks/build-profile.sh   (or swift build -c release, BIN=.build/release/ViewLayoutBenchmarks)
# Debug info is not read (--read-var-info=no): valgrind rejected the release
# binary's ("Possibly corrupted debuginfo file") and the counts need none.
# The callgrind files stay in .build/callgrind/ for callgrind_annotate.
set -eu
cd "$(dirname "$0")"
BIN=${BIN:-.build/profile/ViewLayoutProfile}
TREES=${1:-"wide-fixed wide-flex deep-1000 grid-100 messages-1k gridview-100"}
PHASES=${2:-"build e2e e2e-cold layout relayout"}
OUT=.build/callgrind
mkdir -p "$OUT"
export SWIFT_DETERMINISTIC_HASHING=1

run() { # callgrind-file arguments... -> "instructions views yoga"
    f="$OUT/$1.out"
    shift
    log=$(valgrind --tool=callgrind --read-var-info=no --callgrind-out-file="$f" "$BIN" "$@" 2>&1)
    ir=$(printf '%s\n' "$log" | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p' | tail -1)
    views=$(printf '%s\n' "$log" | sed -n 's/.* of \([0-9]*\) views, \([0-9]*\) yoga nodes.*/\1 \2/p' | head -1)
    printf '%s\n' "$log" | grep -E 'texts,' || true
    echo "$ir $views"
}

row() { # tree phase instructions-at-2 "instructions-at-6 views yoga"
    set -- "$1" "$2" "$3" $4
    awk -v a="$3" -v b="$4" -v v="$5" -v y="$6" -v t="$1" -v p="$2" 'BEGIN {
        d = (b - a) / 4; printf "%-18s %-10s %8d %8d %14.0f %12.0f %12.0f\n", t, p, v, y, d / v, d / y, d }'
}

printf '%-18s %-10s %8s %8s %14s %12s %12s\n' tree phase views yoga "instr/view" "instr/yoga" "instr/iter"
if [ "${1:-}" = state ]; then
    STATE_TREES=${2:-"state-grid-100 state-messages-1k state-messages-10k model-grid-100"}
    for t in $STATE_TREES; do
        set -- $(run "$t.state.2" --state "$t" 2 | tail -1)
        a=$1
        row "$t" state "$a" "$(run "$t.state.6" --state "$t" 6 | tail -1)"
    done
    exit 0
fi
for t in $TREES; do
    for p in $PHASES; do
        set -- $(run "$t.$p.2" --profile --filter "$t" --phase "$p" --iterations 2 | tail -1)
        a=$1
        row "$t" "$p" "$a" "$(run "$t.$p.6" --profile --filter "$t" --phase "$p" --iterations 6 | tail -1)"
    done
done
