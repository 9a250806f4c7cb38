#!/usr/bin/env bash
# Type-checks the Apple-only Swift (App/ with its views, AppUITests/ and the core's
# canImport(Combine) branch) on Linux against the API shims in Linux/AppleShims, for both SDK
# models (iOS 17 SDK = Xcode 15, iOS 18 SDK = Xcode 16), with Objective-C interop checking on.
# Errors fail; warnings must be in Linux/AppleShims/warnings-baseline.txt (with a reason), and a
# baseline entry that no longer occurs fails too. The canary files (also compiled against the real
# SDK in the macOS CI job) must behave the same against the shims. APPLE_TYPECHECK_STRICT=1 adds
# a -strict-concurrency=complete report (report only: it never fails, so by default it is skipped). Every public shim declaration must carry a `// doc:` line naming its
# documentation page and SDK model (lint_shims.py). Needs only the Swift toolchain and python3.
#   APPLE_TYPECHECK_OUT=dir   build folder (default: .build/apple-typecheck, git-ignored)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
cd "$root"
tools=Linux/AppleShims
out="${APPLE_TYPECHECK_OUT:-$root/.build/apple-typecheck}"
mkdir -p "$out"
started=$(date +%s)
status=0
# Every public shim declaration names its documentation page and the SDK it models.
python3 "$tools/lint_shims.py" "$tools/shims" || status=1
logs=() strict=()
for sdk in 17 18; do
  dir="$out/sdk$sdk"
  # Errors are reported by compare.py below; the full compiler output stays in $dir.log.
  if ! SDK=$sdk SHIMCHECK_OUT="$dir" bash "$tools/typecheck.sh" "$root" >"$dir.log" 2>&1; then
    if [ ! -f "$dir/modules/ShopMenu.swiftmodule" ]; then
      tail -40 "$dir.log"
      echo "apple-typecheck: the shims or the core did not build for the iOS $sdk SDK model"
      exit 1
    fi
    # A compiler step failed: its errors are listed below; a crash without one fails here.
    echo "  iOS $sdk SDK model: a compiler step failed (full output: $dir.log)"
    status=1
  fi
  logs+=("$sdk=$dir/diagnostics.log")
  if [ "${APPLE_TYPECHECK_STRICT:-0}" = 1 ]; then
    STRICT=1 REUSE=1 SDK=$sdk SHIMCHECK_OUT="$dir" bash "$tools/typecheck.sh" "$root" >"$dir-strict.log" 2>&1 || true
    strict+=("$sdk=$dir/diagnostics-strict.log")
  fi
  if ! bash "$tools/canary.sh" shims "$dir/modules" | sed "s/^canary (shims)/  canary (shims, iOS $sdk SDK model)/"; then
    status=1
  fi
done
python3 "$tools/compare.py" "$root" "$tools/warnings-baseline.txt" "${logs[@]}" \
  ${strict[@]+--strict "${strict[@]}"} || status=1
seconds=$(($(date +%s) - started))
if [ "$status" != 0 ]; then
  echo "apple-typecheck: FAILED in ${seconds}s (compiler output: $out/sdk17.log, $out/sdk18.log)"
  exit 1
fi
echo "apple-typecheck: ok in ${seconds}s (both SDK models, canary, baseline)"
