#!/usr/bin/env bash
# `legible check`, `legible targets` and `legible simulate` as a user types them, raced against
# their peers (issue 24), whole processes to /dev/null, in turn (alternating) for ROUNDS rounds:
#   check     make-token-pairs.py systems of 5,000 tokens / 20,000 pairs (1x), 2x and 4x, JSON,
#             against Baseline/check_peer.py (PyYAML + json, the same aliases, WCAG + APCA per pair
#             per appearance);
#   targets   make-screen.py list 100000, text, against Baseline/targets_shapely.py (STRtree);
#   simulate  make-image.py 4000 x 3000 PNG, deutan (Machado 2009, severity 1) to a PNG, against
#             Baseline/simulate_png.c (libpng, the same arithmetic; its PNG must equal Legible's).
# Prints per job and program: median wall seconds, peak memory (MB) and median user CPU seconds.
#
# Usage: Benchmarks/run-peers.sh [-n ROUNDS] [-j "check targets simulate"] PYTHON LEGIBLE…
#   PYTHON: a Python with pyyaml, numpy and shapely (python3 -m venv /tmp/bench &&
#     /tmp/bench/bin/pip install pyyaml numpy shapely); LEGIBLE: one or more builds (older first).
# Needs cc, libpng (Debian: libpng-dev) and /usr/bin/time. Inputs are made once under .build/peers.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
rounds=3
jobs="check targets simulate"
while getopts "n:j:" option; do
    case "$option" in
        n) rounds="$OPTARG" ;;
        j) jobs="$OPTARG" ;;
        *) exit 2 ;;
    esac
done
shift $((OPTIND - 1))
python="$1"
shift
# shellcheck source=timing.sh
source "$here/timing.sh"
work="$here/.build/peers"
mkdir -p "$work"
legibles=()
for binary in "$@"; do legibles+=("$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"); done

# Races "name|command" entries (run in the job's folder) ROUNDS times in turn, then summarises.
race() {
    local job="$1"
    shift
    local count=$# index entries=("$@")
    for index in $(seq 0 $((count - 1))); do rm -f "$work/$job.$index.log"; done
    for _ in $(seq "$rounds"); do
        for index in $(seq 0 $((count - 1))); do
            # shellcheck disable=SC2086
            timed "$work/$job.$index.log" ${entries[$index]#*|}
        done
    done
    for index in $(seq 0 $((count - 1))); do
        read -r seconds kb < <(summary "$work/$job.$index.log")
        printf '%-20s %-32s %8.2f s %7d MB %8.2f s user\n' "$job" "${entries[$index]%%|*}" "$seconds" $((kb / 1024)) \
            "$(user_summary "$work/$job.$index.log")"
    done
}

for job in $jobs; do
    case "$job" in
        check)
            for scale in 1 2 4; do
                system="$work/tokens-$scale"
                [ -f "$system/legible.yaml" ] || python3 "$here/make-token-pairs.py" "$system" $((5000 * scale)) $((20000 * scale))
                entries=("python|$python $here/Baseline/check_peer.py $system/legible.yaml")
                for binary in "${legibles[@]}"; do entries+=("$binary|$binary check $system/legible.yaml --format json"); done
                race "check-${scale}x" "${entries[@]}"
            done
            ;;
        targets)
            screen="$work/list-100000.json"
            [ -f "$screen" ] || python3 "$here/make-screen.py" list 100000 > "$screen"
            entries=("shapely|$python $here/Baseline/targets_shapely.py $screen")
            for binary in "${legibles[@]}"; do entries+=("$binary|$binary targets $screen"); done
            race targets-100k "${entries[@]}"
            ;;
        simulate)
            image="$work/shot-4000x3000.png"
            [ -f "$image" ] || "$python" "$here/make-image.py" "$image"
            cc -O2 -o "$work/simulate_png" "$here/Baseline/simulate_png.c" -lpng -lm
            "$work/simulate_png" "$image" "$work/c.png"
            entries=("C|$work/simulate_png $image $work/c.png")
            for binary in "${legibles[@]}"; do
                "$binary" simulate "$image" --deficiency deutan --method machado -o "$work/legible.png" --force > /dev/null
                cmp "$work/c.png" "$work/legible.png" || { echo "the C floor's PNG differs from $binary's" >&2; exit 2; }
                entries+=("$binary|$binary simulate $image --deficiency deutan --method machado -o $work/legible.png --force")
            done
            race simulate-4000x3000 "${entries[@]}"
            ;;
        *) echo "unknown job $job" >&2; exit 2 ;;
    esac
done
