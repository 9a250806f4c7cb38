#!/usr/bin/env bash
# The project's test command: every static check in Linux/Scripts/checks (in name order), then the
# XCTest suites of the app's package and of the terminal client (swift build, then swift test,
# warnings as errors).
#
# Every step runs even when an earlier one failed, and its output is shown as it comes. The last
# line printed is the verdict, `test: N passed, M failed`: each check script counts as one, each
# XCTest test case as one (a skipped test case counts as neither, and is named above the
# verdict), and a swift build that fails, or a swift test that fails with no failed test case
# (it crashed or did not build), counts as one failed step. The lines above it name the failed
# steps. The exit status is 0 only when nothing failed.
#
# What it installs: check 20-xcodeproj.sh creates a Python virtual environment
# (SHOPMENU_CHECKS_VENV, default ${TMPDIR:-/tmp}/shopmenu-checks-venv) and installs two pinned
# PyPI packages into it, pbxproj and kin (with their three dependencies). That needs the Python
# package index, once per machine (about 10 s; as root on Debian without python3-venv, that
# package from apt too); it prints a line when it does. Nothing else is installed or fetched:
# the Swift package has no dependencies. Build output goes to .build/ in the checkout and to
# temporary folders.
#
# How long: see the time printed above the verdict (each check's time is printed too).
#
# The mutation checks and a 60-second fuzzing round are not part of it: .ci/run runs them after
# this command (Linux/Scripts/mutants.sh, Linux/Scripts/fuzz.sh).
set -uo pipefail
# `--real-sdk DIR` or SHOPMENU_REAL_SDK=DIR: also the real-SDK check (Linux/RealSDK/check.sh and its
# self-test) on DIR, an iPhoneOS SDK and an XCTest framework prepared for this toolchain (about
# 40 s). Without one (as on CI) it is skipped, said so, and counts neither passed nor failed.
real_sdk=${SHOPMENU_REAL_SDK:-}
[ "${1:-}" = --real-sdk ] && real_sdk=${2:?--real-sdk needs a folder}
if [ -n "$real_sdk" ]; then real_sdk="$(cd "$real_sdk" && pwd)" || exit 2; fi
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
trap 'echo "test: interrupted"; exit 130' INT TERM

started=$(date +%s)
passed=0
failed=0
failures=()
log="$(mktemp -t shopmenu-test.XXXXXX)"
trap 'rm -f "$log"' EXIT
count_lines() { if [ -z "$1" ]; then echo 0; else wc -l <<<"$1" | tr -d ' '; fi; }

for check in Linux/Scripts/checks/*.sh; do
  [ -e "$check" ] || continue
  name="$(basename "$check")"
  echo "== $name"
  step_started=$(date +%s)
  if bash "$check"; then
    passed=$((passed + 1))
    echo "== $name: ok in $(($(date +%s) - step_started)) s"
  else
    echo "== $name: FAILED (exit $?)"
    failed=$((failed + 1))
    failures+=("$name")
  fi
done

if [ -n "$real_sdk" ]; then
  echo "== real-sdk ($real_sdk)"
  step_started=$(date +%s)
  if bash Linux/RealSDK/check.sh "$real_sdk" && bash Linux/RealSDK/check.sh --self-test "$real_sdk"; then
    passed=$((passed + 1))
    echo "== real-sdk: ok in $(($(date +%s) - step_started)) s"
  else
    echo "== real-sdk: FAILED"
    failed=$((failed + 1))
    failures+=("real-sdk")
  fi
else
  echo "== real-sdk: SKIPPED, no SDK folder given (--real-sdk DIR or SHOPMENU_REAL_SDK=DIR)"
fi

# Line-buffered output, so the XCTest lines stream through tee instead of arriving at the end.
unbuffered=()
command -v stdbuf >/dev/null && unbuffered=(stdbuf -oL -eL)

# Builds and tests one package: its XCTest cases count one each in the verdict.
test_package() {
  local package=$1
  echo "== swift build ($package)"
  if ! swift build --package-path "$package" -Xswiftc -warnings-as-errors; then
    echo "== swift build ($package): FAILED, so none of its XCTest cases ran"
    failed=$((failed + 1))
    failures+=("swift build ($package)")
    return
  fi
  echo "== swift test ($package)"
  ${unbuffered[@]+"${unbuffered[@]}"} swift test --package-path "$package" --disable-swift-testing \
    -Xswiftc -warnings-as-errors 2>&1 | tee "$log"
  local status=${PIPESTATUS[0]}
  # The overall summary is the `Executed …` line after "Test Suite 'All tests' passed|failed";
  # every suite prints one, so only that one counts. Failed and skipped test cases are counted
  # by their own lines (the summary's "failures" counts failed assertions, not test cases).
  local summary executed failed_cases skipped_cases failed_count skipped_count
  summary="$(awk '/^Test Suite .All tests. (passed|failed) at/ { getline; line = $0 } END { print line }' "$log")"
  executed="$(sed -n 's/^[[:space:]]*Executed \([0-9][0-9]*\) tests\{0,1\},.*/\1/p' <<<"$summary")"
  failed_cases="$(sed -n "s/^Test Case '\(.*\)' failed (.*/\1/p" "$log")"
  skipped_cases="$(sed -n "s/^Test Case '\(.*\)' skipped (.*/\1/p" "$log")"
  failed_count=$(count_lines "$failed_cases")
  skipped_count=$(count_lines "$skipped_cases")
  if [ -n "$executed" ]; then
    passed=$((passed + executed - failed_count - skipped_count))
  else
    # No overall summary: the run crashed or never started; count the cases that finished.
    passed=$((passed + $(grep -c "^Test Case '.*' passed (" "$log")))
  fi
  failed=$((failed + failed_count))
  if [ "$failed_count" -gt 0 ]; then
    local shown
    shown="$(head -n 10 <<<"$failed_cases" | paste -sd ' ' -)"
    [ "$failed_count" -gt 10 ] && shown="$shown and $((failed_count - 10)) more"
    failures+=("XCTest $shown")
  fi
  if [ -z "$executed" ]; then
    failed=$((failed + 1))
    failures+=("swift test $package (exit $status; no XCTest summary: it crashed or did not build)")
  elif [ "$status" != 0 ] && [ "$failed_count" = 0 ]; then
    failed=$((failed + 1))
    failures+=("swift test $package (exit $status)")
  fi
  if [ "$skipped_count" -gt 0 ]; then
    echo "skipped: $skipped_count XCTest case(s): $(paste -sd ' ' - <<<"$skipped_cases")"
  fi
}

test_package ShopMenu
test_package Linux/Terminal

seconds=$(($(date +%s) - started))
echo "time: $((seconds / 60)) min $((seconds % 60)) s"
if [ "${#failures[@]}" -gt 0 ]; then
  list="${failures[0]}"
  for failure in "${failures[@]:1}"; do list="$list, $failure"; done
  echo "failed: $list"
fi
echo "test: $passed passed, $failed failed"
[ "$failed" = 0 ]
