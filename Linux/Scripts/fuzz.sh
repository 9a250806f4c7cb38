#!/usr/bin/env bash
# Builds the libFuzzer target in Linux/Fuzz/ (release, ASan) and fuzzes the ShopMenu core for SECONDS
# (default 300): FeedDecoder in both formats, JSONCheck, URLPolicy, with the properties the target
# asserts (see Linux/Fuzz/Sources/ShopMenuFuzz). Prints execs and crashes; exits 1 on a crash.
# .ci/run runs it for 60 s after the test command.
#
#   Linux/Scripts/fuzz.sh [SECONDS]
#   FUZZ_CORPUS=dir        where new inputs are kept (default: /tmp/shopmenu-fuzz-corpus, reused)
#   FUZZ_ARTIFACTS=dir     where a crashing input is written (default: /tmp/shopmenu-fuzz-artifacts)
#   FUZZ_BUILD_PATH=dir    build directory (default: .build/fuzz in this checkout, so two
#                          checkouts on one machine never share a build)
#   FUZZ_SEED=n            libFuzzer -seed (default: random, printed)
#   FUZZ_MAX_LEN=n         largest input tried, in bytes (default 4096: a menu of a few dozen
#                          entries; longer inputs only make each run slower, and the bundled
#                          menus are cut to this length when read as seeds)
#   SHOPMENU_FUZZ_SKIP=a,b property checks to turn off, to fuzz past a known bug
#                          (diagnostics, ids-unique, roundtrip-ids, navigation-https, url-host, roundtrip, label, url, ids, structure,
#                          navigation, errors, json-verdict, repeated-key)
# Replay one input:  .build/fuzz/release/ShopMenuFuzz FILE
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"

seconds="${1:-300}"
max_len="${FUZZ_MAX_LEN:-4096}"
corpus="${FUZZ_CORPUS:-/tmp/shopmenu-fuzz-corpus}"
artifacts="${FUZZ_ARTIFACTS:-/tmp/shopmenu-fuzz-artifacts}"
build="${FUZZ_BUILD_PATH:-$root/.build/fuzz}"
log="$(mktemp -t shopmenu-fuzz.XXXXXX.log)"
export SWIFT_BACKTRACE=enable=no  # otherwise a crash can hang instead of reaching libFuzzer
# ASan records a stack trace for every allocation by default; that was a third of the target's
# time. Reports still show where a bad access happened, only not where the memory came from.
export ASAN_OPTIONS="${ASAN_OPTIONS:-malloc_context_size=0}"

# SwiftPM passes --sanitize=fuzzer and --sanitize=address to swiftc as two flags, and the
# driver keeps only the last one: the code then has either no coverage or no ASan. The combined
# -Xswiftc flag comes last and wins; the --sanitize flags still make SwiftPM link libFuzzer.
# The target reaches the core's internals with `@testable import ShopMenu`: SwiftPM passes
# -enable-testing only to debug builds, and -Xswiftc reaches every target, ShopMenu included.
flags=(-c release --package-path Linux/Fuzz --sanitize=fuzzer --sanitize=address
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing --build-path "$build")
echo "fuzz: building (release, -sanitize=fuzzer,address) in $build"
if ! swift build "${flags[@]}" >"$log.build" 2>&1; then
  tail -40 "$log.build"
  echo "fuzz: BUILD FAILED"
  exit 1
fi
binary="$(swift build "${flags[@]}" --show-bin-path)/ShopMenuFuzz"

mkdir -p "$corpus" "$artifacts"
before="$(find "$artifacts" -type f | wc -l)"
seed_args=()
[ -n "${FUZZ_SEED:-}" ] && seed_args=("-seed=$FUZZ_SEED")

echo "fuzz: running ${seconds}s; corpus $corpus; seeds Linux/Fuzz/Seeds + the bundled menus"
status=0
# libFuzzer reads seeds from folders only: the bundled menus' folder holds nothing else.
"$binary" "$corpus" Linux/Fuzz/Seeds ShopMenu/Sources/ShopMenu/Resources \
  -dict=Linux/Fuzz/shopmenu.dict -max_len="$max_len" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 \
  -artifact_prefix="$artifacts/" -print_final_stats=1 "${seed_args[@]}" >"$log" 2>&1 || status=$?

# (|| true: a pattern that does not match must not end the script under pipefail)
stat() { sed -n "s/^stat::$1: *//p" "$log" | tail -1 || true; }
execs="$(stat number_of_executed_units)"
[ -n "$execs" ] || execs="$(grep -o '^#[0-9]*' "$log" | tail -1 | tr -d '#' || true)"
speed="$(stat average_exec_per_sec)"
cov="$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2 || true)"
units="$(find "$corpus" -type f | wc -l)"
after="$(find "$artifacts" -type f | wc -l)"
crashes=$((after - before))
seed="$(sed -n 's/.*Seed: \([0-9]*\).*/\1/p' "$log" | head -1 || true)"

echo "fuzz: seed ${seed:-?}, ${execs:-?} execs (${speed:-?}/s), coverage ${cov:-?} edges, corpus $units inputs"
if [ "$status" -ne 0 ] || [ "$crashes" -gt 0 ]; then
  # What broke: the property message (up to the sanitizer's stack), or the sanitizer's summary.
  awk '/PROPERTY VIOLATED/ {p=1} /^==[0-9]+==|^ +#[0-9]/ {p=0} p' "$log" | head -12 || true
  grep -E '^SUMMARY:|Fatal error' "$log" | head -3 || true
  newest="$(ls -t "$artifacts" | head -1 || true)"
  echo "fuzz: $crashes crash(es) (libFuzzer stops at the first): $artifacts/$newest"
  echo "fuzz: replay with: SWIFT_BACKTRACE=enable=no $binary $artifacts/$newest   (full log: $log)"
  exit 1
fi
if [ -z "$cov" ]; then
  echo "fuzz: no coverage reported: the target is not instrumented (see the build flags above)"
  exit 1
fi
rm -f "$log" "$log.build"
echo "fuzz: 0 crashes"
