#!/usr/bin/env bash
# The whole `legible audit` command, as a user runs it (catalog read, audit, report written to
# /dev/null), against the whole uharfbuzz script (Baseline/audit_uharfbuzz.py, Python start-up
# included) on the same catalog: every string at the 12 Body sizes, Inter, one line of 320 pt,
# no tracking (audit-layout-body.json, which both read). Catalogs come from
# make-audit-catalog.py (STRINGS/4 keys in en, de, fr, ru).
#
# Each round runs the script once and then every binary in every format, so the programs
# alternate (B A A … B A A …) on this noisy machine; the summary gives medians over the rounds,
# the ratio uharfbuzz / legible (higher is better), the peak memory (maximum resident set size,
# /usr/bin/time -v, the largest of the rounds) and how much longer the largest catalog takes
# than the smallest. Before timing, every binary's text summary must count as many overflowing
# labels as the script counts overflowing strings.
#
# Usage: Benchmarks/run-audit-e2e.sh [-n ROUNDS] [-s "10000 100000"] [-f "text json sarif junit github"] [LEGIBLE…]
#   LEGIBLE: legible binaries to compare side by side (default: a fresh release build).
# Needs: python3 with uharfbuzz (pip install uharfbuzz), /usr/bin/time (Debian: time).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
rounds=5
sizes="10000 100000"
formats="text json sarif junit github"
while getopts "n:s:f:" option; do
    case "$option" in
        n) rounds="$OPTARG" ;;
        s) sizes="$OPTARG" ;;
        f) formats="$OPTARG" ;;
        *) sed -n '2,/^set /p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
binaries=("$@")
if [ ${#binaries[@]} -eq 0 ]; then
    swift build -c release --package-path "$root" --product legible >&2
    binaries=("$(swift build -c release --package-path "$root" --show-bin-path)/legible")
fi
python3 -c 'import uharfbuzz' 2>/dev/null || { echo "needs uharfbuzz: pip install uharfbuzz" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "needs /usr/bin/time (Debian: apt-get install time)" >&2; exit 2; }

layout="$here/audit-layout-body.json"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$here/.build"

# Runs a command with stdout to /dev/null; prints "SECONDS PEAK_KB". Exit 0 and 1 are fine.
measure() {
    local start end status=0
    start=$(date +%s%N)
    /usr/bin/time -f %M -o "$work/rss" "$@" >/dev/null 2>"$work/stderr" || status=$?
    end=$(date +%s%N)
    if [ "$status" -gt 1 ]; then echo "failed ($status): $*" >&2; cat "$work/stderr" >&2; exit 1; fi
    awk -v ns=$((end - start)) -v kb="$(tail -1 "$work/rss")" 'BEGIN { printf "%.4f %d\n", ns / 1e9, kb }'
}

results="$work/results"
: >"$results"
for count in $sizes; do
    catalog="$here/.build/audit-catalog-$count.xcstrings"
    [ -f "$catalog" ] || python3 "$here/make-audit-catalog.py" "$catalog" "$count"
    baseline=(python3 "$here/Baseline/audit_uharfbuzz.py" "$root/Fonts" "$root/Tables" "$catalog" "$layout")
    read -r _ _ expected < <("${baseline[@]}")
    for binary in "${binaries[@]}"; do
        summary="$("$binary" audit "$catalog" --layout "$layout" | tail -1)" || true
        overflowing="$(awk '{ print $6 }' <<<"$summary")"
        if [ "$overflowing" != "$expected" ]; then
            echo "$binary: $count strings: $overflowing overflowing labels, uharfbuzz: $expected strings ($summary)" >&2
            exit 1
        fi
    done
    echo "$count strings: $expected overflow somewhere (legible and uharfbuzz agree)" >&2
    for round in $(seq "$rounds"); do
        echo "$count uharfbuzz - $(measure "${baseline[@]}")" >>"$results"
        for format in $formats; do
            for index in "${!binaries[@]}"; do
                echo "$count legible$index $format $(measure "${binaries[$index]}" audit "$catalog" --layout "$layout" --format "$format")" >>"$results"
            done
        done
        echo "  round $round of $rounds done" >&2
    done
done

for index in "${!binaries[@]}"; do echo "legible$index = ${binaries[$index]}"; done
sort -k1,1n -k2,2 -k3,3 -k4,4n "$results" | awk -v formats="$formats" -v binaries="${#binaries[@]}" '
    function median(key,   n) { n = count[key]; return n % 2 ? value[key, (n + 1) / 2] : (value[key, n / 2] + value[key, n / 2 + 1]) / 2 }
    {
        key = $1 SUBSEP $2 SUBSEP $3
        value[key, ++count[key]] = $4
        if ($5 > peak[key]) peak[key] = $5
        if (!($1 in seen)) { seen[$1] = 1; order[++sizes] = $1 }
    }
    END {
        split(formats, format, " ")
        printf "%-8s %-8s %-7s %10s %10s %7s %9s\n", "strings", "binary", "format", "legible", "uharfbuzz", "ratio", "peak MB"
        for (s = 1; s <= sizes; s++) {
            base = median(order[s] SUBSEP "uharfbuzz" SUBSEP "-")
            for (b = 0; b < binaries; b++) for (f = 1; f in format; f++) {
                key = order[s] SUBSEP "legible" b SUBSEP format[f]
                printf "%-8s %-8s %-7s %9.3fs %9.3fs %6.2fx %9.0f\n", order[s], "legible" b, format[f], median(key), base, base / median(key), peak[key] / 1024
            }
        }
        if (sizes > 1) {
            printf "\ngrowth %s -> %s strings (median time ratio; linear = %.0fx)\n", order[1], order[sizes], order[sizes] / order[1]
            printf "  uharfbuzz %.1fx\n", median(order[sizes] SUBSEP "uharfbuzz" SUBSEP "-") / median(order[1] SUBSEP "uharfbuzz" SUBSEP "-")
            for (b = 0; b < binaries; b++) for (f = 1; f in format; f++)
                printf "  legible%d %-7s %.1fx\n", b, format[f], median(order[sizes] SUBSEP "legible" b SUBSEP format[f]) / median(order[1] SUBSEP "legible" b SUBSEP format[f])
        }
    }'
