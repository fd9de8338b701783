#!/usr/bin/env bash
# Two builds of `legible` on whole apps as a user runs them (`legible scan APP --format json`,
# default --jobs), alternating old and new ROUNDS times per app; prints, per app, its lines of
# .kt/.java/.swift/.m/.xml/.storyboard/.xib and each build's median wall and user CPU seconds and
# peak memory. Used for issue 33's rounds: what a round of scan fixes costs on real apps.
#
# Usage: Benchmarks/run-apps.sh OLD_LEGIBLE NEW_LEGIBLE ROUNDS APP_DIR…
#        (release builds: swift build -c release --product legible at each commit)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
[ "$#" -ge 4 ] || { echo "usage: $0 OLD_LEGIBLE NEW_LEGIBLE ROUNDS APP_DIR…" >&2; exit 2; }
old="$1" new="$2" rounds="$3"
shift 3
for binary in "$old" "$new"; do [ -x "$binary" ] || { echo "not executable: $binary" >&2; exit 2; }; done
# shellcheck source=timing.sh
. "$here/timing.sh"
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
echo "| app | lines | old wall / user s (MB) | new wall / user s (MB) |"
echo "|---|---|---|---|"
for app in "$@"; do
    lines=$(find "$app" -type f \( -name '*.kt' -o -name '*.java' -o -name '*.swift' -o -name '*.m' \
        -o -name '*.xml' -o -name '*.storyboard' -o -name '*.xib' \) -print0 | xargs -0 cat | wc -l)
    : >"$logs/old"
    : >"$logs/new"
    for _ in $(seq "$rounds"); do
        timed "$logs/old" "$old" scan "$app" --format json
        timed "$logs/new" "$new" scan "$app" --format json
    done
    read -r old_wall old_kb <<<"$(summary "$logs/old")"
    read -r new_wall new_kb <<<"$(summary "$logs/new")"
    printf "| %s | %s | %s / %s (%d) | %s / %s (%d) |\n" "$(basename "$app")" "$lines" \
        "$old_wall" "$(user_summary "$logs/old")" $((old_kb / 1024)) \
        "$new_wall" "$(user_summary "$logs/new")" $((new_kb / 1024))
done
