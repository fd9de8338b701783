#!/usr/bin/env bash
# Runs the measuring benchmark against its C baseline, side by side, and prints the ratio.
# Release builds; each program times its own passes over the same 10,000 strings (fonts loaded
# and strings read before timing), and the two alternate ROUNDS times. Goal: median ratio <= 1.15.
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

ratios=()
for round in $(seq "$rounds"); do
    read -r c_time _ < <("$c_bin" "$root/Fonts" "$here/strings.tsv" "$passes")
    read -r swift_time _ < <("$swift_bin" "$root/Fonts" "$here/strings.tsv" "$passes")
    ratio="$(awk -v s="$swift_time" -v c="$c_time" 'BEGIN { printf "%.3f", s / c }')"
    echo "round $round: C hb_shape loop ${c_time}s, Legible measure ${swift_time}s, ratio $ratio" >&2
    ratios+=("$ratio")
done
# Each round runs the two back to back, so its ratio compares like with like; the median of the
# rounds discards rounds that other work on the machine disturbed.
median="$(printf '%s\n' "${ratios[@]}" | sort -g | awk '{ values[NR] = $1 } END { print (NR % 2) ? values[(NR + 1) / 2] : (values[NR / 2] + values[NR / 2 + 1]) / 2 }')"
echo "10,000 strings, $rounds rounds: median ratio Legible measure / C hb_shape loop = $median (goal <= 1.15)"
