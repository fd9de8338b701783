#!/usr/bin/env bash
# Whole-process time and peak memory of `legible targets`, as a user runs it (read the screen
# file, check it, print the report), for a baseline binary and a candidate run in turn (A B A B).
# Screens come from make-screen.py: long lists of 10,000 and 100,000 elements, and 3,000 elements
# piled on one spot. A run past TIMEOUT seconds is stopped and reported as such.
#
# Usage: Benchmarks/run-targets.sh BASELINE CANDIDATE [ROUNDS] [TIMEOUT]
#   e.g. Benchmarks/run-targets.sh /work/ref/legible-wave2 .build/release/legible 2 300
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
baseline="$1"
candidate="$2"
rounds="${3:-2}"
limit="${4:-300}"
screens="$here/.build/screens"
mkdir -p "$screens"
for case in "list 10000" "list 100000" "overlap 3000"; do
    set -- $case
    [ -f "$screens/$1-$2.json" ] || python3 "$here/make-screen.py" "$1" "$2" > "$screens/$1-$2.json"
done
for screen in list-10000 list-100000 overlap-3000; do
    for round in $(seq "$rounds"); do
        for binary in "$baseline" "$candidate"; do
            /usr/bin/time -o "$screens/time" -f "%e %M" timeout "$limit" "$binary" targets "$screens/$screen.json" > /dev/null 2>&1 || true
            read -r seconds kilobytes < <(tail -1 "$screens/time")
            if awk -v s="$seconds" -v l="$limit" 'BEGIN { exit !(s >= l) }'; then seconds=">$limit"; fi
            printf '%-12s round %d  %-40s %8s s  %8d KB\n' "$screen" "$round" "$binary" "$seconds" "$kilobytes"
        done
    done
done
