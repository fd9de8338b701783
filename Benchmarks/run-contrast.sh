#!/usr/bin/env bash
# `legible contrast --pairs` in bulk, whole process as a user runs it, against a plain Python loop
# with `wcag-contrast-ratio` (Baseline/contrast_pairs.py) and a C floor (Baseline/contrast_pairs.c),
# all three writing the same report. Each round runs every program once per size and format, in
# turn (alternating), to /dev/null; the summary gives medians, peak memory (/usr/bin/time, maximum
# resident set size) and the ratios python/legible (goal >= 3) and legible/C (goal <= 3).
# Before timing, every program's output must equal legible's (cmp), or the script stops.
#
# Usage: Benchmarks/run-contrast.sh [-n ROUNDS] [-s "250000 1000000"] [-f "json text"] PYTHON LEGIBLE…
#   PYTHON: a Python with wcag-contrast-ratio, e.g. a venv made with
#     python3 -m venv /tmp/legible-bench && /tmp/legible-bench/bin/pip install wcag-contrast-ratio
#   LEGIBLE: one or more legible binaries (an older build first to compare two in the same run).
# Needs cc and /usr/bin/time (Debian: time). Inputs: make-pairs.py, fixed seed, in .build/pairs.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
rounds=5
sizes="250000 1000000"
formats="json text"
while getopts "n:s:f:" option; do
    case "$option" in
        n) rounds="$OPTARG" ;;
        s) sizes="$OPTARG" ;;
        f) formats="$OPTARG" ;;
        *) exit 2 ;;
    esac
done
shift $((OPTIND - 1))
python="$1"
shift
work="$here/.build/pairs"
mkdir -p "$work"
cc -O2 -o "$work/contrast_pairs" "$here/Baseline/contrast_pairs.c" -lm
for size in $sizes; do
    [ -f "$work/pairs-$size.csv" ] || python3 "$here/make-pairs.py" "$size" > "$work/pairs-$size.csv"
done

# name → command line (the file and format are appended)
declare -a names commands
names+=("python"); commands+=("$python $here/Baseline/contrast_pairs.py")
names+=("C"); commands+=("$work/contrast_pairs")
for binary in "$@"; do
    names+=("legible:$binary"); commands+=("LEGIBLE $binary")
done
run() {  # [time…] command file format → stdout; legible exits 1 when a pair fails
    local command="${@: -3:1}" file="${@: -2:1}" format="${@: -1:1}"
    if [[ "$command" == LEGIBLE* ]]; then
        "${@:1:$#-3}" ${command#LEGIBLE } contrast --pairs "$file" --format "$format" || true
    else
        "${@:1:$#-3}" $command "$file" "$format" || true
    fi
}

for size in $sizes; do
    for format in $formats; do
        file="$work/pairs-$size.csv"
        run env "LEGIBLE $1" "$file" "$format" > "$work/expected"
        for index in "${!names[@]}"; do
            run env "${commands[$index]}" "$file" "$format" > "$work/actual"
            cmp -s "$work/expected" "$work/actual" || { echo "${names[$index]} $size $format: output differs from legible's" >&2; exit 1; }
        done
    done
done
rm -f "$work/expected" "$work/actual"

results="$work/results"
: > "$results"
for round in $(seq "$rounds"); do
    for size in $sizes; do
        for format in $formats; do
            for index in "${!names[@]}"; do
                run /usr/bin/time -o "$work/time" -f "%e %M" "${commands[$index]}" "$work/pairs-$size.csv" "$format" > /dev/null
                read -r seconds kilobytes < <(tail -1 "$work/time")
                echo "$size $format $index $seconds $kilobytes" >> "$results"
            done
        done
    done
    echo "round $round done" >&2
done

python3 - "$results" "${names[@]}" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
names = sys.argv[2:]
table = {}
for size, form, index, seconds, kb in rows:
    table.setdefault((int(size), form, int(index)), []).append((float(seconds), int(kb)))
print(f"{'size':>8} {'format':6} {'program':40} {'median s':>9} {'peak MB':>8} {'python/x':>9} {'x/C':>6}")
for (size, form) in sorted({(s, f) for s, f, _ in table}):
    med = {i: statistics.median(t for t, _ in table[(size, form, i)]) for i in range(len(names))}
    for i, name in enumerate(names):
        peak = max(kb for _, kb in table[(size, form, i)]) / 1024
        print(f"{size:>8} {form:6} {name[-40:]:40} {med[i]:9.3f} {peak:8.1f} {med[0] / med[i]:9.2f} {med[i] / med[1]:6.2f}")
PY
