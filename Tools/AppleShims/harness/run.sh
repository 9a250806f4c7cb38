#!/usr/bin/env bash
# Builds the view harness (build.sh) and runs every UI test in AppUITests/ on Linux against it.
# See Tools/AppleShims/README.md, "The view harness".
#   run.sh [PROJECT_ROOT] [XCTEST_FILTER]     e.g. run.sh . AppUITests.ShopAppUITests/testSearchAndPick
#   REUSE=1          run the last build again (no rebuild)
#   HARNESS_OUT=dir  build folder (default: .build/apple-harness in the checkout)
# Prints XCTest's output, then `apple-ui-harness: N tests ran, P passed, F failed`.
# Exit status: 0 when every listed test ran and passed; 1 otherwise.
set -uo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "${1:-.}" && pwd)
OUT=${HARNESS_OUT:-$ROOT/.build/apple-harness}
export HARNESS_OUT=$OUT
if [ "${REUSE:-0}" != 1 ] || [ ! -x "$OUT/bin/AppUITests" ]; then
  bash "$HERE/build.sh" "$ROOT" || exit 1
fi
listed=$(grep -o '("test[A-Za-z0-9_]*"' "$OUT/src/main.swift" | wc -l)
# The app's folder: the harness reads its Localizable.strings in the language of the launch.
export SHIM_HARNESS_APP="$ROOT/App"
timeout 600 "$OUT/bin/AppUITests" ${2:+"$2"} 2>&1 | tee "$OUT/run.log"
# The run's own total: the last "Executed" line (the suite of all tests, or of the selected ones).
summary=$(grep -Eo 'Executed [0-9]+ tests?, with [0-9]+ failures?' "$OUT/run.log" | tail -1)
ran=$(sed -E 's/Executed ([0-9]+).*/\1/' <<<"$summary")
failed=$(sed -E 's/.*with ([0-9]+) failure.*/\1/' <<<"$summary")
ran=${ran:-0} failed=${failed:-0}
# A failed test counts once, however many assertions it failed.
failed_tests=$(grep -cE "^Test Case '.*' failed" "$OUT/run.log")
passed=$((ran - failed_tests))
echo "apple-ui-harness: $ran tests ran, $passed passed, $failed_tests failed ($failed failures)"
if [ -z "$summary" ]; then
  echo "apple-ui-harness: the test run ended without XCTest's summary (crashed or timed out)"
  exit 1
fi
if [ -z "${2:-}" ] && [ "$ran" != "$listed" ]; then
  echo "apple-ui-harness: $listed tests are listed, $ran ran"
  exit 1
fi
[ "$failed_tests" = 0 ] && [ "$failed" = 0 ]
