#!/usr/bin/env bash
# Guards the Apple-layer type-check itself: plants realistic mistakes one at a time (a core symbol
# renamed, a `public` dropped, iOS 16/17 APIs, wrong delegate selectors, an 11th view in a
# ViewBuilder, wrong types and labels, UI-test API misuse) in a copy of the code and fails if one
# that is caught today is no longer caught (Linux/AppleShims/mutants.py). Reuses the iOS 17 SDK
# model's shims and core from check 25 when they are there.
#   APPLE_TYPECHECK_OUT=dir   build folder (default: .build/apple-typecheck, git-ignored)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
out="${APPLE_TYPECHECK_OUT:-$root/.build/apple-typecheck}"
SHIMCHECK_MUTANTS="$out/mutants" SHIMCHECK_REUSE_FROM="$out/sdk17/modules" \
  python3 "$root/Linux/AppleShims/mutants.py" "$root"
