#!/usr/bin/env bash
# The overflow audit benchmark: a generated String Catalog (make-audit-catalog.py; 10,000 strings
# by default, 2,500 keys in en, de, fr, ru) audited at the 12 content size categories with
# audit-layout.json, three ways on the same machine, side by side:
#   audit   OverflowAuditor, as `legible audit` runs it (shape once per font instance, parallel)
#   naive   the same library shaping and laying out every string at every size, on one thread
#   python  Baseline/audit_uharfbuzz.py, a straightforward uharfbuzz script doing the same job
# All three must find the same overflowing (string, category) pairs. Release build; the catalog
# and fonts are loaded before timing; the fastest of ROUNDS runs counts. Then the audit's peak
# memory (maximum resident set size, /usr/bin/time -v) for the whole process.
#
# Usage: Benchmarks/run-audit.sh [ROUNDS] [STRINGS]
# Needs: python3 with uharfbuzz (pip install uharfbuzz), /usr/bin/time (Debian: time).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
rounds="${1:-5}"
count="${2:-10000}"

mkdir -p "$here/.build"
catalog="$here/.build/audit-catalog-$count.xcstrings"
python3 "$here/make-audit-catalog.py" "$catalog" "$count"
# Planned afresh each time: a cached build plan can miss files added to or moved in the Legible
# package this one depends on by path.
swift build -c release --package-path "$here" --product AuditBenchmark --disable-build-manifest-caching >&2
bin="$(swift build -c release --package-path "$here" --show-bin-path)/AuditBenchmark"

python_best=""
swift_output="$("$bin" "$root/Fonts" "$catalog" "$here/audit-layout.json" both "$rounds")"
for _ in $(seq "$rounds"); do
    read -r seconds pairs strings < <(python3 "$here/Baseline/audit_uharfbuzz.py" "$root/Fonts" "$root/Tables" "$catalog" "$here/audit-layout.json")
    python_pairs="$pairs"
    if [ -z "$python_best" ] || awk -v a="$seconds" -v b="$python_best" 'BEGIN { exit !(a < b) }'; then python_best="$seconds"; fi
done
read -r _ audit_best audit_pairs _ < <(grep '^audit ' <<<"$swift_output")
read -r _ naive_best naive_pairs _ < <(grep '^naive ' <<<"$swift_output")
read -r _ single_best _ < <(grep '^audit-1core ' <<<"$swift_output")
if [ "$audit_pairs" != "$naive_pairs" ] || [ "$audit_pairs" != "$python_pairs" ]; then
    echo "results differ: audit $audit_pairs, naive $naive_pairs, python $python_pairs overflowing pairs" >&2
    exit 1
fi
peak_kb="$(/usr/bin/time -v "$bin" "$root/Fonts" "$catalog" "$here/audit-layout.json" audit 1 2>&1 >/dev/null \
    | awk -F: '/Maximum resident set size/ { gsub(/ /, "", $2); print $2 }')"
echo "$count strings x 12 categories, $audit_pairs overflowing pairs (all three agree)"
echo "audit ${audit_best}s ($(nproc) cores; ${single_best}s on one), naive ${naive_best}s, uharfbuzz script ${python_best}s"
awk -v a="$audit_best" -v s="$single_best" -v n="$naive_best" -v p="$python_best" -v kb="$peak_kb" 'BEGIN {
    printf "audit vs naive: %.1fx faster (goal >= 8x; %.1fx on one core); audit vs uharfbuzz: %.1fx faster; peak memory %.0f MB\n", n / a, n / s, p / a, kb / 1024
}'
