#!/bin/sh
# Instructions per character of cold text measurement (a new measurer, so an
# empty cache, every iteration), from callgrind: the difference of 3 and 1
# iterations of `ViewLayoutBenchmarks --text --profile` over the 2 × 400,000
# characters of the extra iterations. Run from the Benchmarks folder after
# `build-profile.sh` (or set BIN, e.g. BIN=.build/release/ViewLayoutBenchmarks).
set -e
bin=${BIN:-.build/profile/ViewLayoutProfile}
chars=800000
count() {
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        "$bin" --text --profile --phase "$1" --iterations "$2" 2>&1 | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
for phase in ${*:-measure resolve layout}; do
    one=$(count "$phase" 1)
    three=$(count "$phase" 3)
    echo "$phase: $(( (three - one) / chars )) instructions per character ($(( three - one )) for $chars characters)"
done
