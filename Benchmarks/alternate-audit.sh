#!/usr/bin/env bash
# Compares AuditBenchmark binaries (say, a copy built before a change and one built after) on
# this machine's noisy clock: runs them in turn ROUNDS times (each run the best of 3 audits) and
# prints each binary's best and median. Needs the catalog run-audit.sh generates.
#
# Usage: Benchmarks/alternate-audit.sh ROUNDS all|CPU BINARY...   (CPU: pin to that core)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
rounds="$1"
cpu="$2"
shift 2
catalog="$here/.build/audit-catalog-10000.xcstrings"
[ -f "$catalog" ] || { echo "no $catalog: run Benchmarks/run-audit.sh first" >&2; exit 2; }
pin=()
[ "$cpu" != all ] && pin=(taskset -c "$cpu")
for _ in $(seq "$rounds"); do
    for binary in "$@"; do
        seconds="$("${pin[@]}" "$binary" "$here/../Fonts" "$catalog" "$here/audit-layout.json" audit 3 | awk '{ print $2 }')"
        echo "$binary $seconds"
    done
done | sort -k1,1 -k2n | awk '
    { count[$1]++; value[$1, count[$1]] = $2 }
    END { for (name in count) printf "%s: best %.3f s, median %.3f s of %d\n", name, value[name, 1], value[name, int((count[name] + 1) / 2)], count[name] }'
