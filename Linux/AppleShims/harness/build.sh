#!/usr/bin/env bash
# Builds the view harness: the shims with their bodies and runtime (run mode, -D SHIM_RUN, no
# Objective-C interop) as libraries, then the real core, App/ with App/Views/ (one module, its @main
# entry point renamed so the UI tests can start it) and AppUITests/ against them, linked into one test
# executable, $OUT/bin/AppUITests; and the canary app (Linux/HarnessCanary/HarnessCanary/) with its UI tests
# (Linux/HarnessCanary/HarnessCanaryUITests/), $OUT/bin/HarnessCanaryUITests. See Linux/AppleShims/README.md.
#   build.sh [PROJECT_ROOT]     default: the current folder; nothing is written there
#   HARNESS_OUT=dir             build folder (default: .build/apple-harness in the checkout)
#   SDK=18                      the iOS 18 SDK model (default 17, Xcode 15)
#   ONLY=core | app | tests     reuse the last build in HARNESS_OUT and rebuild only the core,
#                               the app's library (App/ with App/Views/) and the UI tests; or
#                               only the last two; or only the AppUITests executable, from
#                               PROJECT_ROOT (the mutation check's copies hold only the folders
#                               a mutant changes)
# Exit status: 0 when everything built; 1 with the compiler's errors otherwise.
set -uo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "${1:-.}" && pwd)
OUT=${HARNESS_OUT:-$HERE/../../../.build/apple-harness}
mkdir -p "$OUT" && OUT=$(cd "$OUT" && pwd)
SRC=$OUT/src LIB=$OUT/lib BIN=$OUT/bin
ONLY=${ONLY:-all}
if [ "$ONLY" != all ]; then
  [ -x "$BIN/AppUITests" ] || { echo "harness: ONLY=$ONLY needs a full build in $OUT" >&2; exit 1; }
  rm -rf "$SRC/project"
else
  rm -rf "$SRC" "$LIB" "$BIN" && mkdir -p "$SRC" "$LIB" "$BIN"
fi
python3 "$HERE/prepare.py" "$ROOT" "$SRC" || exit 1
# Debug, as Xcode's test action builds the app and its UI tests: the test-only code (the UI tests'
# stand-ins) is compiled only under DEBUG.
FLAGS=(-swift-version 5 -D SHIM_RUN -D DEBUG -I "$LIB" -L "$LIB" -diagnostic-style=llvm)
[ "${SDK:-17}" = 18 ] && FLAGS+=(-D SHIM_SDK_18)
status=0
compile() { # what, swiftc arguments...
  local what=$1 log="$OUT/$1.log"; shift
  if ! swiftc "${FLAGS[@]}" "$@" >"$log" 2>&1; then
    sed -e "s#$SRC/project/#$ROOT/#g" "$log" | grep -E -A3 ': error:' | head -60 >&2
    echo "harness: $what did not build (full output: $log)" >&2
    exit 1
  fi
}
lib() { # module, libraries it links...
  local name=$1; shift
  local links=()
  for l in "$@"; do links+=(-l"$l"); done
  compile "$name" -emit-library -emit-module -parse-as-library -module-name "$name" \
    -emit-module-path "$LIB/$name.swiftmodule" -o "$LIB/lib$name.so" "$SRC/shims/$name"/*.swift "${links[@]}"
}
SHIMS=(SwiftUI WebKit UIKit ImageIO CoreGraphics Combine FoundationDarwin ObjectiveC)
links() { for l in "$@"; do printf -- '-l%s\n' "$l"; done; }
DARWIN=(-Xfrontend -import-module -Xfrontend FoundationDarwin)
# Each stage also rebuilds what depends on it: core → app → tests.
stage() {
  case "$ONLY:$1" in
    all:* | shims:shims | core:core | core:app | core:tests | app:app | app:tests | tests:tests) return 0 ;;
    *) return 1 ;;
  esac
}
if stage shims; then
lib ObjectiveC
lib Combine
lib FoundationDarwin ObjectiveC Combine
lib CoreGraphics
lib ImageIO CoreGraphics
lib UIKit CoreGraphics Combine FoundationDarwin ObjectiveC
lib WebKit UIKit CoreGraphics Combine FoundationDarwin ObjectiveC
lib SwiftUI WebKit UIKit CoreGraphics Combine FoundationDarwin ObjectiveC
lib XCUITest "${SHIMS[@]}"
fi
if stage core; then
# The core, with the Combine shim on the import path (ShopAppModel: ObservableObject) and SwiftPM's
# resource accessor pointing at the package's resources.
cat >"$SRC/resource_bundle_accessor.swift" <<SWIFT
import Foundation
extension Foundation.Bundle {
  static let module: Bundle = Bundle(path: "$ROOT/ShopMenu/Sources/ShopMenu")!
}
SWIFT
mapfile -t CORE < <(find "$ROOT/ShopMenu/Sources/ShopMenu" -name '*.swift' | sort)
compile ShopMenu -emit-library -emit-module -parse-as-library -module-name ShopMenu -lCombine \
  -emit-module-path "$LIB/ShopMenu.swiftmodule" -o "$LIB/libShopMenu.so" "${CORE[@]}" "$SRC/resource_bundle_accessor.swift"
fi
if stage app; then
compile App -emit-library -parse-as-library -module-name ShopApp "${DARWIN[@]}" \
  -Xfrontend -entry-point-function-name -Xfrontend ShopApp_main -o "$LIB/libShopApp.so" \
  "$SRC/project/App"/*.swift -lShopMenu $(links "${SHIMS[@]}")
fi
if stage tests; then
# The UI-test target compiles the app's AccessibilityID.swift too (Bonprix.xcodeproj).
python3 "$HERE/gen_main.py" "$SRC/project/AppUITests"/*.swift >"$SRC/main.swift" || exit 1
compile AppUITests -module-name AppUITests -Xfrontend -import-module -Xfrontend XCUITest \
  "$SRC/project/AppUITests"/*.swift "$SRC/project/App/AccessibilityID.swift" "$SRC/main.swift" \
  -lShopApp -lXCUITest -lShopMenu \
  $(links "${SHIMS[@]}") -lXCTest -Xlinker -rpath -Xlinker '$ORIGIN/../lib' -o "$BIN/AppUITests"
fi
# The canary app and its UI tests: no part of the shop app, built and run beside it.
if stage canary; then
compile HarnessCanary -emit-library -parse-as-library -module-name HarnessCanary "${DARWIN[@]}" \
  -Xfrontend -entry-point-function-name -Xfrontend HarnessCanary_main -o "$LIB/libHarnessCanary.so" \
  "$SRC/project/HarnessCanary"/*.swift $(links "${SHIMS[@]}")
mkdir -p "$SRC/canary" && python3 "$HERE/gen_main.py" --entry HarnessCanary_main "$SRC/project/HarnessCanaryUITests"/*.swift \
  >"$SRC/canary/main.swift" || exit 1
compile HarnessCanaryUITests -module-name HarnessCanaryUITests -Xfrontend -import-module -Xfrontend XCUITest \
  "$SRC/project/HarnessCanaryUITests"/*.swift "$SRC/canary/main.swift" -lHarnessCanary -lXCUITest \
  $(links "${SHIMS[@]}") -lXCTest -Xlinker -rpath -Xlinker '$ORIGIN/../lib' -o "$BIN/HarnessCanaryUITests"
fi
exit $status
