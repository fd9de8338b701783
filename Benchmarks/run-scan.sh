#!/usr/bin/env bash
# `legible scan` of generated storyboards against `legible audit` of the same labels with a
# hand-written spec (issue 22, "Speed": reading may add at most 20%, and the scan grows
# linearly). make-scan-project.py writes FILES storyboards of 5 labels each with English and
# German .strings; the audit gets the folder (its .strings files) and the project's layout.yaml (five
# globs), the scan the folder. Both write each FORMAT to /dev/null (the audit and the scan in
# the same format); whole processes are timed with their peak memory and user CPU seconds, the
# two alternate (A B A B …) on this noisy machine, and the summary gives the median of ROUNDS
# rounds (wall time, and the ratio of user CPU seconds) and the largest peak.
#
# Usage: Benchmarks/run-scan.sh [-n ROUNDS] [-s "2000 20000"] [-f "json text"] [LEGIBLE]
#   -f: the output formats, any of text json sarif junit github html, or "all" (default json).
#   LEGIBLE: the legible binary (default: a fresh release build).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
rounds=5
sizes="2000 20000"
formats="json"
while getopts "n:s:f:" option; do
    case "$option" in
        n) rounds="$OPTARG" ;;
        s) sizes="$OPTARG" ;;
        f) formats="$OPTARG" ;;
        *) sed -n '2,/^set /p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
[ "$formats" = all ] && formats="text json sarif junit github html"
for format in $formats; do
    case "$format" in
        text | json | sarif | junit | github | html) ;;
        *) echo "unknown format '$format' (text, json, sarif, junit, github, html or all)" >&2; exit 2 ;;
    esac
done
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

printf "%-6s %-7s %-7s %-18s %-18s %-10s %-10s\n" files labels format "audit s (MB)" "scan s (MB)" scan/audit "CPU ratio"
for files in $sizes; do
    project="$work/p$files"
    python3 "$here/make-scan-project.py" "$files" "$project"
    for format in $formats; do
        (
            cd "$project"
            : >"$work/audit"; : >"$work/scan"
            for _ in $(seq "$rounds"); do
                timed "$work/audit" "$legible" audit App --layout layout.yaml --format "$format"
                timed "$work/scan" "$legible" scan App --format "$format"
            done
            read -r audit audit_kb < <(summary "$work/audit")
            read -r scan scan_kb < <(summary "$work/scan")
            audit_cpu=$(user_summary "$work/audit")
            scan_cpu=$(user_summary "$work/scan")
            python3 -c "print(f'%-6d %-7d %-7s %-18s %-18s %-10.2f %.2f' % ($files, $files * 5, '$format', f'{$audit:.3f} ({$audit_kb / 1024:.0f})', f'{$scan:.3f} ({$scan_kb / 1024:.0f})', $scan / $audit, $scan_cpu / max($audit_cpu, 0.001)))"
        )
    done
done
