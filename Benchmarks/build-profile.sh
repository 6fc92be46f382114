#!/bin/sh
# Builds the engine and the lean profiling program (ViewLayoutProfile:
# ViewLayoutBenchmarks' sources compiled with PROFILE_ONLY, which leaves
# out --render and --snapshot) with swiftc directly,
# optimised as SwiftPM's release configuration builds them (-O, whole
# module), into .build/profile/. SwiftPM's release build of this package
# first builds swift-syntax in release for the engine's macro declarations
# and the interpreter, which took over 45 minutes on a loaded 2-core
# machine; the engine itself only declares its macros and needs none of it.
#   Benchmarks/build-profile.sh && Benchmarks/callgrind.sh
set -eu
cd "$(dirname "$0")"
OUT=${OUT:-.build/profile}
SRC=${SRC:-../Sources/ViewLayout}
mkdir -p "$OUT"
swiftc -O -whole-module-optimization -swift-version 6 -parse-as-library -g \
    -module-name ViewLayout -package-name viewlayout \
    -emit-module -emit-module-path "$OUT/ViewLayout.swiftmodule" \
    -emit-library -static -o "$OUT/libViewLayout.a" \
    $(find "$SRC" -name '*.swift' | sort)
swiftc -O -whole-module-optimization -swift-version 6 -g -D PROFILE_ONLY \
    -module-name ViewLayoutProfile -I "$OUT" -L "$OUT" -lViewLayout \
    Sources/ViewLayoutBenchmarks/Trees.swift Sources/ViewLayoutBenchmarks/Measure.swift \
    Sources/ViewLayoutBenchmarks/TextBenchmark.swift Sources/ViewLayoutBenchmarks/LazyScroll.swift Sources/ViewLayoutBenchmarks/StateBenchmark.swift \
    Sources/ViewLayoutBenchmarks/main.swift \
    -o "$OUT/ViewLayoutProfile"
echo "built $OUT/ViewLayoutProfile"
