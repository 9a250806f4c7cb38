#!/usr/bin/env bash
# Builds the view harness (build.sh) and runs every UI test in AppUITests/ and the canaries of
# Linux/HarnessCanary/HarnessCanaryUITests/ on Linux against it, once under each OS profile (iOS 15 and iOS 17,
# runtime/UIKit/HarnessProfile.swift). See Linux/AppleShims/README.md, "The view harness".
#   run.sh [PROJECT_ROOT] [XCTEST_FILTER]     e.g. run.sh . AppUITests.ShopAppUITests/testSearchAndPick
#                                            (a filter runs only the test executable it names)
#   REUSE=1          run the last build again (no rebuild)
#   PROFILES="17"    the profiles to run (default "15 17")
#   HARNESS_OUT=dir  build folder (default: .build/apple-harness in the checkout)
# Prints XCTest's output, then per profile and executable
# `apple-ui-harness: iOS N: AppUITests: T tests ran, P passed, F failed` (and HarnessCanaryUITests).
# Exit status: 0 when every listed test ran and passed under every profile; 1 otherwise.
set -uo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "${1:-.}" && pwd)
OUT=${HARNESS_OUT:-$ROOT/.build/apple-harness}
export HARNESS_OUT=$OUT
if [ "${REUSE:-0}" != 1 ] || [ ! -x "$OUT/bin/AppUITests" ] || [ ! -x "$OUT/bin/HarnessCanaryUITests" ]; then
  bash "$HERE/build.sh" "$ROOT" || exit 1
fi
# The app's folder: the harness reads its Localizable.strings in the language of the launch.
export SHIM_HARNESS_APP="$ROOT/App"
status=0 summaries=()
# binary:generated main:shop. The app's UI tests run for bonprix and, under both profiles, those
# that launch the scheme's shop run for myToys too (SHOPMENU_UITEST_SHOP, UITestApp.schemeShop;
# the others name their shop).
runs="AppUITests:main.swift:bonprix AppUITests:main.swift:mytoys HarnessCanaryUITests:canary/main.swift:-"
mytoys=$(python3 "$HERE/gen_main.py" --scheme-shop "$ROOT"/AppUITests/*.swift)
if [ -n "${2:-}" ]; then runs=$(tr ' ' '\n' <<<"$runs" | grep "^${2%%.*}:" | grep -v ":mytoys$"); fi
for os in ${PROFILES:-15 17}; do
for run in $runs; do
  IFS=: read -r binary main shop <<<"$run"
  listed=$(grep -o '("test[A-Za-z0-9_]*"' "$OUT/src/$main" | wc -l)
  filter=${2:-}
  name=$binary
  if [ "$shop" = mytoys ]; then
    name="$binary (myToys)"
    [ -z "$filter" ] && filter=$mytoys
    listed=$(tr ',' '\n' <<<"$mytoys" | grep -c .)
  fi
  log="$OUT/run-ios$os-$binary-$shop.log"
  echo "== iOS $os profile: $name"
  SHOPMENU_UITEST_SHOP=${shop/-/bonprix} SHIM_HARNESS_OS=$os timeout 600 "$OUT/bin/$binary" ${filter:+"$filter"} 2>&1 | tee "$log"
  # The run's own total: the last "Executed" line (the suite of all tests, or of the selected ones).
  summary=$(grep -Eo 'Executed [0-9]+ tests?, with [0-9]+ failures?' "$log" | tail -1)
  ran=$(sed -E 's/Executed ([0-9]+).*/\1/' <<<"$summary")
  failed=$(sed -E 's/.*with ([0-9]+) failure.*/\1/' <<<"$summary")
  ran=${ran:-0} failed=${failed:-0}
  # A failed test counts once, however many assertions it failed.
  failed_tests=$(grep -cE "^Test Case '.*' failed" "$log")
  passed=$((ran - failed_tests))
  line="apple-ui-harness: iOS $os: $name: $ran tests ran, $passed passed, $failed_tests failed ($failed failures)"
  for name in $(grep -oE "^Test Case '[^']*' failed" "$log" | sed -E "s/Test Case '(.*)' failed/\1/"); do
    line+=$'\n'"apple-ui-harness: iOS $os: FAILED $name"
  done
  if [ -z "$summary" ]; then
    line+=$'\n'"apple-ui-harness: iOS $os: the test run ended without XCTest's summary (crashed or timed out)"
    status=1
  elif [ -z "${2:-}" ] && [ "$ran" != "$listed" ]; then
    line+=$'\n'"apple-ui-harness: iOS $os: $listed tests are listed, $ran ran"
    status=1
  fi
  { [ "$failed_tests" = 0 ] && [ "$failed" = 0 ]; } || status=1
  summaries+=("$line")
done
done
printf '%s\n' "${summaries[@]}"
exit $status
