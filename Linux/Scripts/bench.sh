#!/usr/bin/env bash
# Builds Linux/Benchmarks/ (release) and prints the ShopMenu benchmark as Markdown: decoding (the myToys
# menu bundled with the app, a capture of the feed, and synthetic feeds of 1k, 10k, 100k entries in
# both formats) against JSONSerialization, plain JSONDecoder and a raw pass; loading from the disk
# cache; peak memory per entry; time to a usable menu with a slow loopback server. Takes a few
# minutes. Linux/BENCHMARKS.md says how its table was made (instruction counts: `ShopMenuBench --count`).
#
#   Linux/Scripts/bench.sh [--quick] [--sizes 1000,10000] [--only decode,cache,memory,ttm]
#   Linux/Scripts/bench.sh --instructions   Linux/BENCHMARKS.md's table: instructions per decode under
#                                     valgrind's callgrind, which a busy machine does not skew
#                                     (about 20 minutes)
#   BENCH_BUILD_PATH=dir   build directory (default: /tmp/build-bench)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"

build="${BENCH_BUILD_PATH:-/tmp/build-bench}"

# The benchmark reaches the core's internals with `@testable import ShopMenu`: SwiftPM passes
# -enable-testing only to debug builds, and -Xswiftc reaches every target, ShopMenu included.
flags=(-c release --package-path Linux/Benchmarks --build-path "$build" -Xswiftc -enable-testing)
echo "bench: building (release, -enable-testing) in $build" >&2
swift build "${flags[@]}" >&2
binary="$(swift build "${flags[@]}" --show-bin-path)/ShopMenuBench"

if [ "${1:-}" = "--instructions" ]; then
  # Instructions of N decodes less those of 0 (start-up, reading or generating the feed), over N.
  count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" --count "$@" 2>&1 >/dev/null |
      sed -n 's/.*Collected : //p'
  }
  echo "| feed | ShopMenu decode | (b) JSONDecoder, URL fields | (b′) JSONDecoder, String fields | ours÷(b) | ours÷(b′) |"
  echo "|---|---|---|---|---|---|"
  for feed in "myToys capture:mytoys:0:20" "synthetic mytoys 100k:mytoys:100000:1" "synthetic bonprix 100k:bonprix:100000:1"; do
    IFS=: read -r name format size runs <<<"$feed"
    base="$(count shopmenu "$format" "$size" 0)"
    for impl in shopmenu naive naive-strings; do
      total="$(count "$impl" "$format" "$size" "$runs")"
      eval "ir_${impl//-/_}=$(((total - base) / runs))"
    done
    awk -v n="$name" -v a="$ir_shopmenu" -v b="$ir_naive" -v c="$ir_naive_strings" \
      'BEGIN { printf "| %s | %.2f M | %.2f M | %.2f M | %.2f× | %.2f× |\n", n, a/1e6, b/1e6, c/1e6, a/b, a/c }'
  done
  exit 0
fi

BENCH_SWIFT_VERSION="$(swift --version 2>/dev/null | head -1)"
export BENCH_SWIFT_VERSION
out="$(mktemp -t shopmenu-bench.XXXXXX.md)"
"$binary" --markdown "$out" "$@" >/dev/null
cat "$out"

rm -f "$out"
