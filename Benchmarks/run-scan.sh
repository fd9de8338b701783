#!/usr/bin/env bash
# `legible scan` of generated storyboards against `legible audit` of the same labels with a
# hand-written spec (issue 22, "Speed": reading may add at most 20%, and the scan grows
# linearly). make-scan-project.py writes FILES storyboards of 5 labels each with English and
# German .strings; the audit gets the folder (its .strings files) and the project's layout.yaml (five
# globs), the scan the folder. Both write JSON to /dev/null; whole processes are timed with
# their peak memory, the two alternate (A B A B …) on this noisy machine, and the summary gives
# the median of ROUNDS rounds and the largest peak.
#
# Usage: Benchmarks/run-scan.sh [-n ROUNDS] [-s "2000 20000"] [LEGIBLE]
#   LEGIBLE: the legible binary (default: a fresh release build).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
rounds=5
sizes="2000 20000"
while getopts "n:s:" option; do
    case "$option" in
        n) rounds="$OPTARG" ;;
        s) sizes="$OPTARG" ;;
        *) sed -n '2,/^set /p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
legible="${1:-}"
if [ -z "$legible" ]; then
    swift build -c release --package-path "$root" --product legible >&2
    legible="$(swift build -c release --package-path "$root" --show-bin-path)/legible"
fi
legible="$(cd "$(dirname "$legible")" && pwd)/$(basename "$legible")"
# shellcheck source=timing.sh
. "$here/timing.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

printf "%-6s %-7s %-18s %-18s %-9s\n" files labels "audit s (MB)" "scan s (MB)" scan/audit
for files in $sizes; do
    project="$work/p$files"
    python3 "$here/make-scan-project.py" "$files" "$project"
    (
        cd "$project"
        : >"$work/audit"; : >"$work/scan"
        for _ in $(seq "$rounds"); do
            timed "$work/audit" "$legible" audit App --layout layout.yaml --format json
            timed "$work/scan" "$legible" scan App --format json
        done
        read -r audit audit_kb < <(summary "$work/audit")
        read -r scan scan_kb < <(summary "$work/scan")
        python3 -c "print(f'%-6d %-7d %-18s %-18s %.2f' % ($files, $files * 5, f'{$audit:.3f} ({$audit_kb / 1024:.0f})', f'{$scan:.3f} ({$scan_kb / 1024:.0f})', $scan / $audit))"
    )
done
