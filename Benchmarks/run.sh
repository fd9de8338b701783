#!/usr/bin/env bash
# Runs the measuring benchmark against its C baseline, side by side, and prints the ratios for two
# configurations of Legible: "measure" (widths, no wrapping; goal <= 1.15) and "measure + wrap"
# (200 pt, at most 2 lines, tail truncation; reported as it is).
#
# Usage: Benchmarks/run.sh [ROUNDS] [PASSES]    wall clock: each program times its own passes over
#                                               the same 10,000 strings (fonts loaded and strings
#                                               read before timing); the three alternate ROUNDS
#                                               times (default 3 rounds of 5 passes); median ratios
#        Benchmarks/run.sh --instructions       instructions per pass under callgrind (a run with
#                                               PASSES 1 minus one with PASSES 0): steady on a busy
#                                               machine where wall clock varies by +-20 %
# Needs libharfbuzz-dev, a C compiler, pkg-config; --instructions also valgrind.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
fonts="$root/Fonts"
strings="$here/strings.tsv"

# Planned afresh each time: a cached build plan can miss files added to or moved in the Legible
# package this one depends on by path.
swift build -c release --package-path "$here" --product MeasureBenchmark --disable-build-manifest-caching >&2
swift_bin="$(swift build -c release --package-path "$here" --show-bin-path)/MeasureBenchmark"
mkdir -p "$here/.build"
c_bin="$here/.build/hb_shape_loop"
cc -O2 -o "$c_bin" "$here/Baseline/hb_shape_loop.c" $(pkg-config --cflags --libs harfbuzz)

ratio() { awk -v s="$1" -v c="$2" 'BEGIN { printf "%.3f", s / c }'; }
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# One run: prints its fastest pass in seconds. c_run PASSES, swift_run PASSES measure|wrap.
c_run() { "$c_bin" "$fonts" "$strings" "$1" | cut -d' ' -f1; }
swift_run() { "$swift_bin" "$fonts" "$strings" "$1" "$2" | cut -d' ' -f1; }
summary() {
    printf '10,000 strings, %s: Legible / C hb_shape loop\n' "$1"
    printf '  measure         %s   (goal <= 1.15)\n' "$2"
    printf '  measure + wrap  %s   (200 pt, 2 lines, truncation)\n' "$3"
}

if [[ "${1:-}" == "--instructions" ]]; then
    # Instructions a run executes (callgrind's summary); the same run with one pass fewer is
    # subtracted, which leaves one pass over the strings.
    instructions() {
        local out
        out="$(mktemp "$here/.build/callgrind.XXXXXX")"
        valgrind --tool=callgrind --callgrind-out-file="$out" "$@" >/dev/null 2>&1
        awk '/^summary:/ { print $2 }' "$out"
        rm -f "$out"
    }
    c_pass=$(( $(instructions "$c_bin" "$fonts" "$strings" 1) - $(instructions "$c_bin" "$fonts" "$strings" 0) ))
    declare -A swift_pass
    for mode in measure wrap; do
        swift_pass[$mode]=$(( $(instructions "$swift_bin" "$fonts" "$strings" 1 $mode) \
            - $(instructions "$swift_bin" "$fonts" "$strings" 0 $mode) ))
    done
    millions() { awk -v n="$1" 'BEGIN { printf "%.1fM", n / 1e6 }'; }
    echo "instructions per pass: C hb_shape loop $(millions "$c_pass"), Legible measure $(millions "${swift_pass[measure]}"), measure + wrap $(millions "${swift_pass[wrap]}")" >&2
    summary "instructions per pass (callgrind)" "$(ratio "${swift_pass[measure]}" "$c_pass")" "$(ratio "${swift_pass[wrap]}" "$c_pass")"
    exit 0
fi

rounds="${1:-3}"
passes="${2:-5}"
measure_ratios=()
wrap_ratios=()
for round in $(seq "$rounds"); do
    c_time="$(c_run "$passes")"
    measure_time="$(swift_run "$passes" measure)"
    wrap_time="$(swift_run "$passes" wrap)"
    measure_ratios+=("$(ratio "$measure_time" "$c_time")")
    wrap_ratios+=("$(ratio "$wrap_time" "$c_time")")
    echo "round $round: C hb_shape loop ${c_time}s, Legible measure ${measure_time}s (${measure_ratios[-1]}), measure + wrap ${wrap_time}s (${wrap_ratios[-1]})" >&2
done
# Each round runs the three back to back, so its ratios compare like with like; the median of the
# rounds discards rounds that other work on the machine disturbed.
summary "wall clock, median of $rounds rounds of $passes passes" \
    "$(printf '%s\n' "${measure_ratios[@]}" | median)" "$(printf '%s\n' "${wrap_ratios[@]}" | median)"
