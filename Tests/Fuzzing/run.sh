#!/usr/bin/env bash
# Builds Legible's fuzz targets with libFuzzer and AddressSanitizer, then runs each for a bounded
# time on its committed seed corpus (Tests/Fuzzing/Corpus/<target>) plus what earlier runs found.
#
#   Tests/Fuzzing/run.sh [--seconds N] [--smoke] [TARGET...]
#
#   --seconds N   how long each target runs (default $FUZZ_SECONDS, else 300)
#   --smoke       a few seconds each ($FUZZ_SMOKE_SECONDS, else 3), starting from the committed
#                 corpus alone: proves every harness runs and every seed passes (make test)
#   TARGET...     some targets only (default: all), e.g. FuzzColor FuzzPNG
#
# New inputs go to .build-fuzz/corpus/<target>, crashes, hangs and out-of-memory inputs to
# .build-fuzz/findings/<target>/; reproduce one with .build-fuzz/release/<target> <file>
# (.build-fuzz/debug/ after a --smoke run). The
# summary prints executions, time and executions per second for each target; the script fails
# when any target finds something.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds=${FUZZ_SECONDS:-300}
smoke=false
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds=$2; shift 2 ;;
    --smoke) smoke=true; seconds=${FUZZ_SMOKE_SECONDS:-3}; shift ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    *) targets+=("$1"); shift ;;
  esac
done

# Every target with the longest input it tries: a little above its largest real seed. (No
# associative arrays: macOS ships bash 3.2.)
all_targets="FuzzAndroidColors:4096 FuzzAndroidColorStateList:4096 FuzzAndroidStrings:8192 FuzzAssetColorSet:4096 FuzzBaseline:4096
  FuzzCatalogCSV:4096 FuzzCatalogJSON:4096 FuzzColor:512 FuzzConfiguration:4096 FuzzContrastPairs:4096
  FuzzDesignTokens:8192 FuzzFont:32768 FuzzLayoutJSON:4096 FuzzLayoutYAML:4096 FuzzMeasureText:1024
  FuzzOptionValues:256 FuzzPNG:16384 FuzzScreen:8192 FuzzStringsFile:4096 FuzzStringsdict:8192 FuzzXCStrings:8192
  FuzzAndroidLayout:8192 FuzzAndroidSources:4096 FuzzInterfaceBuilder:16384 FuzzScanConfiguration:4096 FuzzSwiftSource:4096
  FuzzKotlinSource:8192 FuzzObjCSource:8192 FuzzXcodeProject:16384"
max_len() {
  for entry in $all_targets; do
    if [ "${entry%%:*}" = "$1" ]; then echo "${entry#*:}"; return; fi
  done
}
if [ ${#targets[@]} -eq 0 ]; then
  for entry in $all_targets; do targets+=("${entry%%:*}"); done
fi
for target in "${targets[@]}"; do
  [ -n "$(max_len "$target")" ] || { echo "run.sh: no fuzz target '$target'; the targets are: $(echo $all_targets | sed 's/:[0-9]*//g')" >&2; exit 2; }
done

# Xcode's Swift has no libFuzzer (swift.org's toolchains have it): say so, and let make test go on.
probe=$(mktemp -d)
printf '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafeRawPointer?, _ n: Int) -> CInt { 0 }\n' >"$probe/probe.swift"
if [ "$(uname -s)" = Darwin ] && ! swiftc -parse-as-library -sanitize=fuzzer "$probe/probe.swift" -o "$probe/probe" 2>/dev/null; then
  echo "run.sh: this Swift toolchain has no libFuzzer (Xcode's has none; a swift.org toolchain does): fuzz targets skipped" >&2
  rm -rf "$probe"
  if $smoke; then exit 0; else exit 1; fi
fi
rm -rf "$probe"

# SwiftPM's own --sanitize passes one -sanitize= flag per sanitizer and swiftc keeps only the last,
# so Swift code gets both through -Xswiftc; --sanitize fuzzer makes SwiftPM link libFuzzer's main.
# The smoke run builds in debug: a release build with AddressSanitizer compiles SwiftSyntax as one
# single-threaded whole-module job (about 17 CPU-minutes on its own), and a few seconds per target
# prove the harnesses and seeds, not how many executions a second they reach. Real fuzzing builds
# in release, where each target runs several times faster.
scratch=.build-fuzz
configuration=release
if $smoke; then configuration=debug; fi
swift build --package-path Tests/Fuzzing --scratch-path "$scratch" -c "$configuration" \
  --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=address 2>&1 \
  | { grep -v "Cannot export local symbol" || true; }
bin="$scratch/$configuration"

# The Swift runtime keeps its metadata caches for the life of the process: no leak checks. Swift's
# own backtracer would take seconds over each crash that libFuzzer reports anyway.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
# The bundled fonts, wherever the targets were built.
export LEGIBLE_FONTS_DIR="${LEGIBLE_FONTS_DIR:-$PWD/Fonts}"

summary=()
failed=0
for target in "${targets[@]}"; do
  findings="$scratch/findings/$target"
  mkdir -p "$findings"
  if $smoke; then
    # New inputs go to a throwaway folder: the smoke run proves the committed corpus alone.
    grown=$(mktemp -d)
  else
    grown="$scratch/corpus/$target"
    mkdir -p "$grown"
  fi
  log="$findings/last-run.log"
  status=0
  "$bin/$target" "$grown" "Tests/Fuzzing/Corpus/$target" \
    -max_total_time="$seconds" -max_len="$(max_len "$target")" -timeout=10 -rss_limit_mb=2560 \
    -artifact_prefix="$findings/" -print_final_stats=1 >"$log" 2>&1 || status=$?
  if $smoke; then rm -rf "$grown"; fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  time=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  if [ "$status" -eq 0 ]; then
    result="ok"
  else
    failed=1
    artifact=$(ls -t "$findings" | grep -E '^(crash|timeout|oom|leak|slow-unit)-' | head -1 || true)
    result="FOUND SOMETHING (exit $status): $findings/${artifact:-?}; see $log"
    grep -E "ERROR: (AddressSanitizer|libFuzzer)|invariant broken|Fatal error|SUMMARY" "$log" | head -3 | sed 's/^/    /' >&2 || true
  fi
  line=$(printf '%-20s %12s runs %6ss %8s exec/s  %s' "$target" "${runs:-?}" "${time:-?}" "${rate:-?}" "$result")
  echo "$line" >&2
  summary+=("$line")
done

echo >&2
echo "Fuzzing summary (${seconds}s per target):" >&2
printf '  %s\n' "${summary[@]}" >&2
exit "$failed"
