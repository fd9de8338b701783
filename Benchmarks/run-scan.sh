#!/usr/bin/env bash
# `legible scan` of generated storyboards against `legible audit` of the same labels with a
# hand-written spec (issue 22, "Speed": reading may add at most 20%, and the scan grows
# linearly). make-scan-project.py writes FILES storyboards of 5 labels each with English and
# German .strings; the audit gets those .strings files and the project's layout.yaml (five
# globs), the scan the folder. Both write JSON to /dev/null; whole processes are timed, the
# fastest of ROUNDS counts, and the two alternate (A B A B …) on this noisy machine.
#
# Usage: Benchmarks/run-scan.sh [-n ROUNDS] [-s "500 1000 2000"] [LEGIBLE]
#   LEGIBLE: the legible binary (default: a fresh release build).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
rounds=3
sizes="500 1000 2000"
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
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

seconds() { # command… → wall seconds of the fastest of $rounds runs (status 0 or 1 both fine)
    local best=""
    for _ in $(seq "$rounds"); do
        local start end
        start=$(date +%s.%N)
        "$@" > /dev/null 2>&1 || [ $? -eq 1 ]
        end=$(date +%s.%N)
        best=$(python3 -c "a='$best'; t=$end-$start; print(t if not a else min(float(a), t))")
    done
    echo "$best"
}

printf "%-6s %-7s %-10s %-10s %-8s\n" files labels audit scan scan/audit
for files in $sizes; do
    project="$work/p$files"
    python3 "$here/make-scan-project.py" "$files" "$project"
    (
        cd "$project"
        audit=$(seconds "$legible" audit App/en.lproj/*.strings App/de.lproj/*.strings --layout layout.yaml --format json)
        scan=$(seconds "$legible" scan App --format json)
        python3 -c "print(f'%-6d %-7d %-10.3f %-10.3f %.2f' % ($files, $files * 5, $audit, $scan, $scan / $audit))"
    )
done
