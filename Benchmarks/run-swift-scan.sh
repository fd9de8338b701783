#!/usr/bin/env bash
# `legible scan` of Swift source against `swift format lint --recursive` on the same files, whole
# process each, alternating, ROUNDS rounds (default 5); prints each command's median. Then a
# re-scan with the cache warm and nothing changed, against the first (cold) scan.
#
# Usage: Benchmarks/run-swift-scan.sh [ROUNDS] [FILES]   (FILES default 2000; needs a release build:
#        swift build -c release --product legible)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
rounds="${1:-5}"
files="${2:-2000}"
legible="$here/../.build/release/legible"
[ -x "$legible" ] || { echo "no $legible: run swift build -c release --product legible" >&2; exit 2; }
folder="$here/.build/swift-views-$files"
[ -d "$folder" ] || python3 "$here/make-swift-views.py" "$folder" "$files"
cache="$(mktemp -d)"
trap 'rm -rf "$cache"' EXIT
seconds() { local start end; start=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; end=$(date +%s.%N); echo "$end - $start" | bc; }
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
: >"$cache/scan" ; : >"$cache/format" ; : >"$cache/cold" ; : >"$cache/warm"
for _ in $(seq "$rounds"); do
    seconds "$legible" scan --format json "$folder" >>"$cache/scan"
    seconds swift format lint --recursive "$folder" >>"$cache/format"
    rm -f "$cache/swift-scan.cache"
    seconds "$legible" scan --format json --cache "$cache/swift-scan.cache" "$folder" >>"$cache/cold"
    seconds "$legible" scan --format json --cache "$cache/swift-scan.cache" "$folder" >>"$cache/warm"
done
echo "files: $files ($(cat "$folder"/*/*.swift | wc -l) lines), rounds: $rounds, medians:"
echo "  legible scan:                $(median <"$cache/scan") s"
echo "  swift format lint --recursive: $(median <"$cache/format") s"
echo "  legible scan, cold cache:    $(median <"$cache/cold") s"
echo "  legible scan, warm cache:    $(median <"$cache/warm") s"
