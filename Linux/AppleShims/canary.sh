#!/usr/bin/env bash
# Canary for the shims' fidelity: canary/compiles.swift must type-check and every file in
# canary/fails/ must be rejected (each compiled alone), for an iOS 15.0 deployment target.
#
#   canary.sh sdk            against the real iOS simulator SDK (macOS with Xcode: xcrun)
#   canary.sh shims MODULES  against the shim modules built by typecheck.sh (Linux)
#
# Both sides run the same files, so a shim that accepts what the SDK rejects (or the reverse)
# shows up as a failing canary on one side. Exit status 1 when any expectation is not met.
set -uo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
mode=${1:?usage: canary.sh sdk | canary.sh shims MODULES}
case "$mode" in
  sdk)
    compile=(xcrun --sdk iphonesimulator swiftc -typecheck -parse-as-library -swift-version 5
      -target arm64-apple-ios15.0-simulator)
    ;;
  shims)
    modules=${2:?canary.sh shims MODULES}
    compile=("${SWIFTC:-swiftc}" -typecheck -parse-as-library -swift-version 5
      -Xfrontend -enable-objc-interop -Xfrontend -disable-objc-attr-requires-foundation-module
      -Xfrontend -import-module -Xfrontend FoundationDarwin -I "$modules")
    ;;
  *) echo "usage: canary.sh sdk | canary.sh shims MODULES" >&2; exit 2 ;;
esac

failed=0 checked=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT
checked=$((checked + 1))
if ! "${compile[@]}" "$HERE/canary/compiles.swift" >"$log" 2>&1 || grep -q 'error:' "$log"; then
  echo "canary ($mode): canary/compiles.swift must compile, but:"
  grep -E ': (error|warning):' "$log" | sed 's/^/  /'
  failed=1
fi
for file in "$HERE"/canary/fails/*.swift; do
  checked=$((checked + 1))
  # Rejected for a reason inside the snippet: an error located in the file itself (a missing
  # module or a bad flag would be an error without a line of the file).
  "${compile[@]}" "$file" >"$log" 2>&1
  if ! grep -qE "^$file:[0-9]+:[0-9]+: error:" "$log"; then
    echo "canary ($mode): canary/fails/$(basename "$file") must be rejected, but it compiles:"
    grep -E 'error:' "$log" | sed 's/^/  /'
    failed=1
  elif [ "${CANARY_VERBOSE:-0}" = 1 ]; then
    echo "  fails/$(basename "$file"): $(grep -m1 ': error:' "$log" | sed 's/.*: error: //')"
  fi
done
if [ "$failed" = 0 ]; then
  echo "canary ($mode): $checked files as expected (1 compiles, $((checked - 1)) rejected)"
fi
exit $failed
