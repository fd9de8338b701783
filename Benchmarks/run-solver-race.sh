#!/usr/bin/env bash
# LegibleLayoutSolver against kiwisolver (C++, the Cassowary implementation Python and Qt use) on
# the same storyboard-like system (solver/SolverRace.swift, solver/kiwi-race.py): alternating,
# ROUNDS rounds per size, each line with the time and the checksum that shows both solved it alike;
# then the scan's own shape (`race 300 scan`), which kiwi's three strengths cannot express.
# The solver is built with swiftc -O from its own sources (it depends on nothing).
#
# Usage: Benchmarks/run-solver-race.sh [ROUNDS] [VIEWS…]   (default 3 rounds, 300 and 1000 views;
#        needs python3 with kiwisolver: pip install kiwisolver)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
rounds="${1:-3}"
shift || true
sizes="${*:-300 1000}"
build="$(mktemp -d)"
trap 'rm -rf "$build"' EXIT
swiftc -O -parse-as-library -module-name SolverRace "$here"/../Sources/LegibleLayoutSolver/*.swift "$here/solver/SolverRace.swift" -o "$build/race"
for views in $sizes; do
  for _ in $(seq "$rounds"); do
    "$build/race" "$views"
    python3 "$here/solver/kiwi-race.py" "$views"
  done
done
# The shape the scan solves (its strengths, labels pulled at levels of their own): ours alone.
for _ in $(seq "$rounds"); do "$build/race" 300 scan; done
