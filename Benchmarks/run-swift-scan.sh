#!/usr/bin/env bash
# `legible scan` of Swift source against `swift format lint --recursive` on the same files (the
# toolchain's own swift-syntax tool; issue 23: the scan may take no longer), whole process each,
# alternating, ROUNDS rounds; then a re-scan with a warm cache and nothing changed against the
# first (cold) scan with the same cache file (goal: under 10%). Prints medians and peak memory.
#
# Usage: Benchmarks/run-swift-scan.sh [ROUNDS] [FILES…]   (ROUNDS default 5, FILES default
#        "2000 20000"; make-swift-views.py writes FILES views of ~200 lines; needs a release
#        build: swift build -c release --product legible)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
rounds="${1:-5}"
shift || true
sizes="${*:-2000 20000}"
legible="$here/../.build/release/legible"
[ -x "$legible" ] || { echo "no $legible: run swift build -c release --product legible" >&2; exit 2; }
# shellcheck source=timing.sh
. "$here/timing.sh"
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
for files in $sizes; do
    # Outside .build: the Swift reader leaves out files under a .build folder, even one named.
    folder="${TMPDIR:-/tmp}/legible-swift-views-$files"
    [ -d "$folder" ] || python3 "$here/make-swift-views.py" "$folder" "$files"
    for log in scan format cold warm; do : >"$logs/$log"; done
    for _ in $(seq "$rounds"); do
        timed "$logs/scan" "$legible" scan --format json "$folder"
        timed "$logs/format" swift format lint --recursive "$folder"
        rm -f "$logs/swift-scan.cache"
        timed "$logs/cold" "$legible" scan --format json --cache "$logs/swift-scan.cache" "$folder"
        timed "$logs/warm" "$legible" scan --format json --cache "$logs/swift-scan.cache" "$folder"
    done
    echo "files: $files ($(find "$folder" -name '*.swift' -exec cat {} + | wc -l) lines), rounds: $rounds; median seconds, peak MB:"
    for log in scan format cold warm; do
        read -r median kb < <(summary "$logs/$log")
        case "$log" in
            scan) name="legible scan" ;;
            format) name="swift format lint --recursive" ;;
            cold) name="legible scan --cache, cold" ;;
            warm) name="legible scan --cache, warm" ;;
        esac
        printf "  %-32s %8.3f s %6d MB\n" "$name" "$median" $((kb / 1024))
    done
done
