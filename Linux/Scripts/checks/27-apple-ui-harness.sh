#!/usr/bin/env bash
# Runs the real SwiftUI views, the @main app and every XCUITest in AppUITests/ on Linux, against
# the API shims given bodies (the view harness, Linux/AppleShims/README.md), once under the iOS 15
# and once under the iOS 17 profile. A green run means the views and the tests agree with the
# modelled semantics, not that the app works on iOS.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
started=$(date +%s)
log="$root/.build/apple-harness-check.log"
mkdir -p "$root/.build"
if ! bash "$root/Linux/AppleShims/harness/run.sh" "$root" >"$log" 2>&1; then
  grep -E "error:|failed|not modelled|violation|apple-ui-harness" "$log" | head -60
  echo "apple-ui-harness: FAILED in $(($(date +%s) - started))s (full output: $log)"
  exit 1
fi
grep -E "^apple-ui-harness:" "$log"
echo "apple-ui-harness: passed under both profiles in $(($(date +%s) - started))s"
