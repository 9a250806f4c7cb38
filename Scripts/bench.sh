#!/usr/bin/env bash
# Builds Benchmarks/ (release) and runs the ShopMenu benchmark: decoding (the myToys capture and
# synthetic feeds of 1k, 10k, 100k entries in both formats) against JSONSerialization, plain
# JSONDecoder and a raw pass; search over 100k entries; loading from the disk cache; peak memory
# per entry; time to a usable menu with a slow loopback server; `shopmenu validate` against
# python3's json.load on the same files. Takes a few minutes.
#
#   Scripts/bench.sh [--write] [--quick] [--sizes 1000,10000] [--only decode,search,cache,memory,ttm,cli]
#     --write   put the report into BENCHMARKS.md (between the bench:begin/end markers)
#   BENCH_BUILD_PATH=dir   build directory (default: /tmp/build-bench)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

write=0
args=()
for arg in "$@"; do
  if [ "$arg" = "--write" ]; then write=1; else args+=("$arg"); fi
done
build="${BENCH_BUILD_PATH:-/tmp/build-bench}"

echo "bench: building (release) in $build" >&2
swift build -c release --package-path Benchmarks --build-path "$build" >&2
binary="$(swift build -c release --package-path Benchmarks --build-path "$build" --show-bin-path)/ShopMenuBench"
echo "bench: building shopmenu (release) in $build-cli" >&2
swift build -c release --package-path ShopMenu --product shopmenu --build-path "$build-cli" >&2
shopmenu="$(swift build -c release --package-path ShopMenu --build-path "$build-cli" --show-bin-path)/shopmenu"

BENCH_SWIFT_VERSION="$(swift --version 2>/dev/null | head -1)"
export BENCH_SWIFT_VERSION
out="$(mktemp -t shopmenu-bench.XXXXXX.md)"
"$binary" --markdown "$out" --shopmenu "$shopmenu" "${args[@]}" >/dev/null
cat "$out"

if [ "$write" = 1 ]; then
  {
    echo "<!-- bench:begin -->"
    echo "Run on $(date -u +%Y-%m-%d) at commit $(git rev-parse --short HEAD 2>/dev/null || echo '?'):"
    echo "\`nproc\` = $(nproc), CPU: $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1), $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo) RAM, ${BENCH_SWIFT_VERSION}."
    echo
    cat "$out"
    echo "<!-- bench:end -->"
  } >"$out.block"
  python3 - "$root/BENCHMARKS.md" "$out.block" <<'PY'
import sys, re
path, block = sys.argv[1], open(sys.argv[2]).read().rstrip("\n")
text = open(path).read()
new = re.sub(r"<!-- bench:begin -->.*?<!-- bench:end -->", lambda m: block, text, flags=re.S)
open(path, "w").write(new)
PY
  echo "bench: BENCHMARKS.md updated" >&2
fi
rm -f "$out" "$out.block"
