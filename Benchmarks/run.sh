#!/usr/bin/env bash
# Runs the measuring benchmark against its C baseline, side by side, and prints the ratio.
# Release builds; each program times its own passes over the same 10,000 strings (fonts loaded
# and strings read before timing), and the two alternate ROUNDS times. Goal: ratio <= 1.15.
#
# Usage: Benchmarks/run.sh [ROUNDS] [PASSES]     (needs libharfbuzz-dev, a C compiler, pkg-config)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
rounds="${1:-3}"
passes="${2:-5}"

swift build -c release --package-path "$here" --product MeasureBenchmark >&2
swift_bin="$(swift build -c release --package-path "$here" --show-bin-path)/MeasureBenchmark"
mkdir -p "$here/.build"
c_bin="$here/.build/hb_shape_loop"
cc -O2 -o "$c_bin" "$here/Baseline/hb_shape_loop.c" $(pkg-config --cflags --libs harfbuzz)

c_times=()
swift_times=()
for round in $(seq "$rounds"); do
    read -r c_time _ < <("$c_bin" "$root/Fonts" "$here/strings.tsv" "$passes")
    read -r swift_time _ < <("$swift_bin" "$root/Fonts" "$here/strings.tsv" "$passes")
    echo "round $round: C hb_shape loop ${c_time}s, Legible measure ${swift_time}s" >&2
    c_times+=("$c_time")
    swift_times+=("$swift_time")
done
# The fastest time of each: the least disturbed by other work on the machine.
best_c="$(printf '%s\n' "${c_times[@]}" | sort -g | head -1)"
best_swift="$(printf '%s\n' "${swift_times[@]}" | sort -g | head -1)"
ratio="$(awk -v s="$best_swift" -v c="$best_c" 'BEGIN { printf "%.3f", s / c }')"
echo "10,000 strings: C hb_shape loop ${best_c}s, Legible measure ${best_swift}s, ratio ${ratio} (goal <= 1.15)"
