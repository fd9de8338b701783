#!/usr/bin/env bash
# Two builds of `legible scan` raced on the same folders: what a change costs as the user runs
# it. For each FOLDER the two binaries alternate (A B A B …) ROUNDS times, each writing FORMAT to
# /dev/null; the table gives the median wall seconds, the median user CPU seconds (steadier on a
# shared machine) and the peak memory of each, and the after/before ratio of user CPU.
#
# Usage: Benchmarks/run-versions.sh [-n ROUNDS] [-f FORMAT] BEFORE AFTER FOLDER…
#   BEFORE, AFTER: legible binaries (release builds of the two commits).
#   FOLDER: an app's checkout, or a folder a make-*.py generator wrote.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
rounds=3
format=json
while getopts "n:f:" option; do
    case "$option" in
        n) rounds="$OPTARG" ;;
        f) format="$OPTARG" ;;
        *) sed -n '2,/^set /p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
[ $# -ge 3 ] || { sed -n '2,/^set /p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }
before="$1"
after="$2"
shift 2
# shellcheck source=timing.sh
. "$here/timing.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
printf "%-28s %-22s %-22s %s\n" folder "before s / CPU s (MB)" "after s / CPU s (MB)" "CPU after/before"
for folder in "$@"; do
    : >"$work/a"
    : >"$work/b"
    for _ in $(seq "$rounds"); do
        timed "$work/a" "$before" scan "$folder" --format "$format"
        timed "$work/b" "$after" scan "$folder" --format "$format"
    done
    read -r a_s a_kb < <(summary "$work/a")
    read -r b_s b_kb < <(summary "$work/b")
    a_cpu="$(user_summary "$work/a")"
    b_cpu="$(user_summary "$work/b")"
    printf "%-28s %-22s %-22s %s\n" "$(basename "$folder")" \
        "$a_s / $a_cpu ($((a_kb / 1024)))" "$b_s / $b_cpu ($((b_kb / 1024)))" \
        "$(awk -v a="$a_cpu" -v b="$b_cpu" 'BEGIN { printf "%.2f", (a > 0 ? b / a : 0) }')"
done
