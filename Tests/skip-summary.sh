#!/usr/bin/env bash
# Prints one line: how many tests a `swift test` run skipped, and why, grouped by reason. Reads the
# run's output (make test keeps it in .build/test-output.txt). Swift Testing reports each skipped
# test or suite as `… Test name() skipped: "reason"` / `… Suite "name" skipped: "reason"`; XCTest
# as `… skipped …`. Exit status 0 always: a skip is reported, not failed (the tests decide that).
#
#   Tests/skip-summary.sh FILE
set -euo pipefail
log=${1:?usage: skip-summary.sh FILE}
[ -f "$log" ] || { echo "skip-summary: no test output at $log"; exit 0; }
# A run that did not get to Swift Testing's last line (a build error, a crash) says nothing
# about skips: say so rather than "none".
if ! grep -qE 'Test run with [0-9]+ tests? ' "$log"; then
  echo "Skipped: unknown (the suite did not run to the end; see above)"
  exit 0
fi
# Swift Testing's lines; `|| true`: grep finds nothing in a run that skips nothing.
lines=$(grep -E '(Test|Suite) .* skipped' "$log" || true)
if [ -z "$lines" ]; then
  echo "Skipped: none (every test ran)"
  exit 0
fi
count=$(printf '%s\n' "$lines" | wc -l | tr -d ' ')
reasons=$(printf '%s\n' "$lines" | sed -E 's/.* skipped(: "(.*)")?\.?$/\2/; s/^$/no reason given/' | sort | uniq -c | sort -rn |
  awk '{ n = $1; $1 = ""; sub(/^ /, ""); printf "%s%d × %s", (NR > 1 ? "; " : ""), n, $0 }')
echo "Skipped: $count tests or suites ($reasons)"
