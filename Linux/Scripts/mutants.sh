#!/usr/bin/env bash
# The mutation checks, apart from the test command because they take longer than all of it: each
# script in Linux/Scripts/mutants (in name order) plants realistic mistakes in a copy of the code and
# fails when a check that caught one no longer does.
#   26-apple-mutants.sh     the Apple-layer type-check (check 25) against its mutants
#   28-apple-ui-mutants.sh  the UI tests, run by the view harness (check 27), against theirs
# Each reuses the build its check leaves (so run it after `bash Linux/Scripts/test.sh`, as .ci/run
# does) and builds it when it is missing.
#
# Every script runs even when an earlier one failed. The last line printed is the verdict,
# `mutants: N passed, M failed`, each script counting as one; the line above it names the failed
# ones. The exit status is 0 only when nothing failed.
#
# How long: see the time printed above the verdict.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
trap 'echo "mutants: interrupted"; exit 130' INT TERM

started=$(date +%s)
passed=0
failed=0
failures=()
for check in Linux/Scripts/mutants/*.sh; do
  [ -e "$check" ] || continue
  name="$(basename "$check")"
  echo "== $name"
  step=$(date +%s)
  if bash "$check"; then
    passed=$((passed + 1))
    echo "== $name: passed in $(($(date +%s) - step)) s"
  else
    echo "== $name: FAILED (exit $?) in $(($(date +%s) - step)) s"
    failed=$((failed + 1))
    failures+=("$name")
  fi
done

seconds=$(($(date +%s) - started))
echo "time: $((seconds / 60)) min $((seconds % 60)) s"
if [ "${#failures[@]}" -gt 0 ]; then
  echo "failed: ${failures[*]}"
fi
echo "mutants: $passed passed, $failed failed"
[ "$failed" = 0 ]
