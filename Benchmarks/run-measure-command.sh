#!/usr/bin/env bash
# The whole `legible measure --strings FILE` command, as a user runs it (start-up, fonts, reading
# the file, measuring, writing the report), against Baseline/hb_shape_report.c, a plain C program
# that reads the same file, calls hb_shape on every line and writes a report of the same shape.
# Both write to a file. For each format (json, text) the two run alternately, C then Legible, PAIRS
# times; the script prints each pair, the median wall-clock times and their ratio (goal <= 1.3),
# the median CPU times (perf's task-clock, when perf is installed) and their ratio, and each
# program's peak memory (maximum resident set size, /usr/bin/time -v).
#
# Usage: Benchmarks/run-measure-command.sh [PAIRS] [STRINGS]   wall clock, default 7 pairs of 10,000
#                                                              strings (the texts of strings.tsv,
#                                                              repeated for more)
#        Benchmarks/run-measure-command.sh --instructions      instructions of one whole run of each
#                                                              under callgrind: steady on a busy
#                                                              machine (kernel time not counted)
#        LEGIBLE_STATIC=1 Benchmarks/run-measure-command.sh …   the tool built with
#                                                              --static-swift-stdlib (in .build-static)
#        LEGIBLE_BIN=path/to/legible Benchmarks/run-measure-command.sh …   a tool built elsewhere
#                                                              (an earlier commit), not built here
# Needs: libharfbuzz-dev, a C compiler, pkg-config, /usr/bin/time (Debian: time); --instructions
# also valgrind and objcopy (binutils).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
fonts="$root/Fonts"
mode="wall"
if [[ "${1:-}" == "--instructions" ]]; then mode="instructions"; shift; fi
pairs="${1:-7}"
count="${2:-10000}"
work="$here/.build/measure-command"
mkdir -p "$work"

strings="$work/strings-$count.txt"
: >"$strings"
while [ "$(wc -l <"$strings")" -lt "$count" ]; do cut -f2 "$here/strings.tsv" >>"$strings"; done
head -n "$count" "$strings" >"$strings.tmp" && mv "$strings.tmp" "$strings"

# The release tool, planned afresh (a cached build plan can miss files moved in the package).
build=(swift build -c release --package-path "$root" --product legible --disable-build-manifest-caching)
if [[ -n "${LEGIBLE_STATIC:-}" ]]; then build+=(--static-swift-stdlib --scratch-path "$root/.build-static"); fi
if [[ -n "${LEGIBLE_BIN:-}" ]]; then
    legible="$LEGIBLE_BIN"
else
    "${build[@]}" >&2
    legible="$("${build[@]}" --show-bin-path)/legible"
fi
c_bin="$here/.build/hb_shape_report"
cc -O2 -o "$c_bin" "$here/Baseline/hb_shape_report.c" $(pkg-config --cflags --libs harfbuzz)

ratio() { awk -v l="$1" -v c="$2" 'BEGIN { printf "%.2f", l / c }'; }

if [[ "$mode" == "instructions" ]]; then
    # callgrind cannot read the DWARF 5 of Swift's debug information: a copy without it.
    objcopy --strip-debug "$legible" "$work/legible-nodebug"
    instructions() {
        local out
        out="$(mktemp "$work/callgrind.XXXXXX")"
        valgrind --tool=callgrind --callgrind-out-file="$out" "$@" >/dev/null 2>&1 || true
        awk '/^summary:/ { print $2 }' "$out"
        rm -f "$out"
    }
    printf '%-6s %16s %16s %7s\n' format "C instructions" "legible" ratio
    for format in json text; do
        c_count="$(instructions "$c_bin" "$fonts" "$strings" "$format")"
        legible_count="$(instructions "$work/legible-nodebug" measure --strings "$strings" --format "$format")"
        printf '%-6s %16s %16s %6sx\n' "$format" "$c_count" "$legible_count" "$(ratio "$legible_count" "$c_count")"
    done
    exit 0
fi

# One run of a command, its standard output written to $work/out: prints its wall-clock seconds
# and, when perf is installed, its CPU seconds (task-clock: user and system time of the process,
# less disturbed than the wall clock by other work on a shared machine; "-" without perf).
run() {
    local start status=0 end cpu="-"
    local counted=()
    if command -v perf >/dev/null; then counted=(perf stat -x, -e task-clock -o "$work/stat" --); fi
    start="$EPOCHREALTIME"
    "${counted[@]}" "$@" >"$work/out" || status=$?
    end="$EPOCHREALTIME"
    # Legible exits 1 when a text does not fit; none of these has a width, so anything but 0 is an error.
    if [ "$status" -ne 0 ]; then echo "failed ($status): $*" >&2; return 1; fi
    if [ ${#counted[@]} -gt 0 ]; then cpu="$(awk -F, '/task-clock/ { printf "%.4f", $1 / 1000 }' "$work/stat")"; fi
    awk -v s="$start" -v e="$end" -v c="$cpu" 'BEGIN { printf "%.4f %s\n", e - s, c }'
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
peak_mb() {
    /usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F: '/Maximum resident set size/ { gsub(/ /, "", $2); printf "%.0f", $2 / 1024 }'
}

echo "$count strings, $pairs pairs per format, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-6s %10s %10s %6s   %10s %10s %6s   %8s %12s\n' format "C wall" legible ratio "C CPU" legible ratio "C peak" "legible peak"
for format in json text; do
    c_wall=() c_cpu=() legible_wall=() legible_cpu=()
    for pair in $(seq "$pairs"); do
        read -r wall cpu <<<"$(run "$c_bin" "$fonts" "$strings" "$format")"
        c_wall+=("$wall") c_cpu+=("$cpu")
        c_bytes=$(wc -c <"$work/out")
        read -r wall cpu <<<"$(run "$legible" measure --strings "$strings" --format "$format")"
        legible_wall+=("$wall") legible_cpu+=("$cpu")
        legible_bytes=$(wc -c <"$work/out")
        echo "  $format pair $pair: C ${c_wall[-1]}s (CPU ${c_cpu[-1]}s, ${c_bytes} bytes), legible ${legible_wall[-1]}s (CPU ${legible_cpu[-1]}s, ${legible_bytes} bytes)" >&2
    done
    c_median="$(printf '%s\n' "${c_wall[@]}" | median)"
    legible_median="$(printf '%s\n' "${legible_wall[@]}" | median)"
    cpu_columns="- - -"
    if [[ "${c_cpu[0]}" != "-" ]]; then
        c_cpu_median="$(printf '%s\n' "${c_cpu[@]}" | median)"
        legible_cpu_median="$(printf '%s\n' "${legible_cpu[@]}" | median)"
        cpu_columns="$(printf '%.3fs %.3fs %sx' "$c_cpu_median" "$legible_cpu_median" "$(ratio "$legible_cpu_median" "$c_cpu_median")")"
    fi
    read -r c_cpu_text legible_cpu_text cpu_ratio_text <<<"$cpu_columns"
    printf '%-6s %9.3fs %9.3fs %5sx   %10s %10s %6s   %5s MB %9s MB\n' "$format" "$c_median" "$legible_median" \
        "$(ratio "$legible_median" "$c_median")" "$c_cpu_text" "$legible_cpu_text" "$cpu_ratio_text" \
        "$(peak_mb "$c_bin" "$fonts" "$strings" "$format")" \
        "$(peak_mb "$legible" measure --strings "$strings" --format "$format")"
done
