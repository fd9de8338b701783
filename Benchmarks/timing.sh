# Shared by the run-*.sh benchmarks that time whole processes: source it, then
#   timed LOG command…   runs the command once (stdout and stderr to /dev/null; exit 0 or 1 is
#                        fine, anything else stops the benchmark) and appends "SECONDS KB CPU" to
#                        LOG: wall time, peak memory (maximum resident set size) and user CPU
#                        seconds (/usr/bin/time).
#   summary LOG          prints "median-seconds max-KB" over LOG's lines.
#   cpu_summary LOG      prints the median user CPU seconds (steadier than wall time on a loaded
#                        machine, but blind to how many cores a program keeps busy).
# Needs /usr/bin/time (Debian: apt-get install time; macOS: its /usr/bin/time -l is different,
# so on macOS install GNU time as gtime and set TIME_BIN=gtime).
TIME_BIN="${TIME_BIN:-/usr/bin/time}"
[ -x "$(command -v "$TIME_BIN")" ] || { echo "needs GNU time at $TIME_BIN (Debian: apt-get install time)" >&2; exit 2; }

timed() {
    local log="$1"
    shift
    local status=0
    "$TIME_BIN" -f "%e %M %U" -o "$log.one" "$@" >/dev/null 2>&1 || status=$?
    if [ "$status" -gt 1 ]; then
        local shown="$*"
        echo "benchmark command failed with status $status: ${shown:0:200}" >&2
        exit 2
    fi
    tail -n 1 "$log.one" >>"$log"
    rm -f "$log.one"
}

summary() {
    sort -n "$1" | awk '{ s[NR] = $1; if ($2 > m) m = $2 } END { printf "%.3f %d\n", s[int((NR + 1) / 2)], m }'
}

cpu_summary() {
    awk '{ print $3 }' "$1" | sort -n | awk '{ s[NR] = $1 } END { printf "%.3f\n", s[int((NR + 1) / 2)] }'
}
