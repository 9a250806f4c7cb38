#!/usr/bin/env bash
# Measures the feed decoder against JSONTestSuite's parsing files (github.com/nst/JSONTestSuite,
# folder test_parsing; not part of this repository): each y_, n_ and i_ file is embedded in a
# field the menu skips, once in an entry and once in the root object, and the document is decoded
# with `ShopMenuBench --dump FILE bonprix` (Linux/Benchmarks; exit 0: accepted, 3: refused).
# Prints the counts and every file whose verdict is not the suite's. Not part of the test command.
#
#   Linux/Scripts/jsontestsuite.sh SUITE/test_parsing [SHOPMENUBENCH_BINARY]
#
# Exits 1 when a y_ file is refused or an n_ file accepted, but for the deviations the decoder
# means (listed as such): a repeated key is refused (readers disagree on which value counts), and
# one trailing comma, which every Foundation reader accepts, is read. i_ files are reported,
# never a failure.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
suite="${1:?usage: Linux/Scripts/jsontestsuite.sh SUITE/test_parsing [SHOPMENUBENCH_BINARY]}"
bin="${2:-}"
if [ -z "$bin" ]; then
  # As bench.sh builds it: the benchmark's `@testable import ShopMenu` needs -enable-testing.
  flags=(-c release --package-path "$root/Linux/Benchmarks" -Xswiftc -enable-testing
    --build-path "${BENCH_BUILD_PATH:-/tmp/build-bench}")
  swift build "${flags[@]}" | grep -v '^\[' || true
  bin="$(swift build "${flags[@]}" --show-bin-path)/ShopMenuBench"
fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# verdict FILE PLACE: "accepted" or "refused", or exits on anything else.
verdict() {
  local doc="$tmp/doc.json" status
  case "$2" in
    entry) printf '{"categories":[{"label":"A","url":"/a/","skipped":' ;;
    root) printf '{"categories":[{"label":"A","url":"/a/"}],"skipped":' ;;
  esac >"$doc"
  cat "$1" >>"$doc"
  case "$2" in
    entry) printf '}]}' ;;
    root) printf '}' ;;
  esac >>"$doc"
  set +e
  "$bin" --dump "$doc" bonprix >/dev/null 2>&1
  status=$?
  set -e
  case "$status" in
    0) echo accepted ;;
    3) echo refused ;;
    *) echo "ShopMenuBench exited $status for $1 ($2)" >&2; exit 2 ;;
  esac
}

# The suite's files whose verdict differs on purpose, embedded as this script embeds them.
meant="y_object_duplicated_key.json y_object_duplicated_key_and_value.json
  n_object_trailing_comma.json n_array_extra_comma.json n_array_number_and_comma.json
  n_array_comma_after_close.json"
is_meant() { case " $(echo $meant) " in *" $1 "*) return 0 ;; *) return 1 ;; esac }

failures=0
for place in entry root; do
  y_ok=0 y_all=0 n_ok=0 n_all=0 i_accepted=0 i_all=0
  for file in "$suite"/[yni]_*.json; do
    name="$(basename "$file")"
    result="$(verdict "$file" "$place")"
    case "$name" in
      y_* | n_*)
        if [ "$result" = "$(case "$name" in y_*) echo accepted ;; *) echo refused ;; esac)" ]; then
          ok=1
        elif is_meant "$name"; then
          ok=1
          echo "  $place: $name $result (meant)"
        else
          ok=0
          echo "  $place: $name $result"
        fi
        case "$name" in
          y_*) y_all=$((y_all + 1)) y_ok=$((y_ok + ok)) ;;
          n_*) n_all=$((n_all + 1)) n_ok=$((n_ok + ok)) ;;
        esac
        ;;
      i_*)
        i_all=$((i_all + 1))
        if [ "$result" = accepted ]; then i_accepted=$((i_accepted + 1)); fi
        echo "  $place: $name $result (implementation-defined)"
        ;;
    esac
  done
  echo "$place: y_ as the suite or meant $y_ok/$y_all, n_ likewise $n_ok/$n_all, i_ accepted $i_accepted/$i_all"
  failures=$((failures + y_all - y_ok + n_all - n_ok))
done
[ "$failures" -eq 0 ]
