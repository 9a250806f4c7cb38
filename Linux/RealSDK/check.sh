#!/usr/bin/env bash
# Compiles the project through SIL against Apple's real iPhoneOS SDK, for iOS 15:
#
#   check.sh DIR               DIR holds an iPhoneOS SDK and an XCTest framework prepared for this
#                              toolchain: iPhoneOS17.0.sdk, rd (a resource dir), XCTest.framework,
#                              mc (a warm module cache)
#   check.sh --self-test DIR   plants three mistakes in a copy under .build/ and fails unless each
#                              is reported as an error
#
# Modules, as Xcode and SwiftPM build them: the package's ShopMenu (Debug, -enable-testing, and
# Release, -O, with a stand-in for SwiftPM's `Bundle.module`); the app target's Swift files, read
# from the Xcode project's Sources phase (Debug and Release); the package tests (@testable, against
# the Debug package); the UI-test target's Swift files, read from the project too. XCTest's Swift
# half is ./XCTest/XCTestOverlay.swift, over the framework's Objective-C headers.
# Each module is compiled with -emit-sil -o /dev/null, so the flow and isolation diagnostics that
# follow type-checking run too. Nothing is linked, bundled, signed or run.
# Output: every error and warning of each module, its counts, then one line
# `real-sdk: N modules, E errors, W warnings (allowed: A)`. Exit status 0 only with no error and
# no warning missing from ./allowed-warnings.txt. Writes only under .build/realsdk in this checkout
# (the module cache: DIR's prebuilt Swift modules copied, Clang's rebuilt there), never into DIR.
set -uo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
self_test=0
[ "${1:-}" = --self-test ] && { self_test=1; shift; }
[ $# = 1 ] || { echo "usage: check.sh [--self-test] DIR" >&2; exit 2; }
DIR=$(cd "$1" && pwd) || exit 2
for part in iPhoneOS17.0.sdk rd XCTest.framework mc; do
  [ -e "$DIR/$part" ] || { echo "real-sdk: $DIR has no $part: not a prepared folder" >&2; exit 2; }
done
ROOT=${REALSDK_ROOT:-$REPO}                   # the code checked (the self-test's copy)
WORK=${REALSDK_WORK:-$REPO/.build/realsdk/work}
CACHE=$REPO/.build/realsdk/mc
mkdir -p "$CACHE" && cp -pu "$DIR"/mc/*.swiftmodule "$CACHE"/

if [ "$self_test" = 1 ]; then
  M=$REPO/.build/realsdk/mutant
  rm -rf "$M" && mkdir -p "$M/ShopMenu"
  cp -R "$REPO"/App "$REPO"/AppUITests "$REPO"/*.xcodeproj "$M"/
  cp -R "$REPO"/ShopMenu/Sources "$REPO"/ShopMenu/Tests "$M/ShopMenu"/
  cd "$M" || exit 2
  expected=()
  plant() { # file, line of code: appended to the file; its line must then hold an error
    printf '\n%s\n' "$2" >>"$1"
    expected+=("$1:$(wc -l <"$1" | tr -d ' '):")
  }
  app_view=$(python3 "$HERE/pbxsources.py" ./*.xcodeproj application | tail -n +2 |
    xargs grep -l ': View {' | head -1)
  ui_test=$(python3 "$HERE/pbxsources.py" ./*.xcodeproj bundle.ui-testing | tail -n +2 |
    xargs grep -l '^import XCTest' | head -1)
  package_test=$(find ShopMenu/Tests/ShopMenuTests -name '*.swift' | sort |
    xargs grep -l '^import XCTest' | head -1)
  # URL(filePath:) is iOS 16. waitForNonExistence(timeout:) is Xcode 16's; the Xcode 16 header is
  # read with older API notes, which lack its Swift name, so it is an error here as in Xcode 15.
  plant "$app_view" 'func realSDKMutant() -> URL { URL(filePath: "/") }'
  plant "$ui_test" \
    '@MainActor func realSDKMutant(_ e: XCUIElement) -> Bool { e.waitForNonExistence(timeout: 1) }'
  plant "$package_test" 'func realSDKMutant() { XCTAssertEqual(1, "one") }'
  log=$REPO/.build/realsdk/mutant.log
  REALSDK_ROOT=$M REALSDK_WORK=$REPO/.build/realsdk/mutant-work bash "$HERE/check.sh" "$DIR" >"$log" 2>&1
  status=$?
  missed=0
  for place in "${expected[@]}"; do
    hit=$(grep -Em1 "^ *${place//./\\.}[0-9]+: error: " "$log" | sed 's/^ *//')
    [ -n "$hit" ] || { hit="NOT reported as an error: $place"; missed=1; }
    echo "real-sdk self-test: $hit"
  done
  [ "$status" != 0 ] || { echo "real-sdk self-test: the check passed on the mutants"; missed=1; }
  [ "$missed" = 0 ] && echo "real-sdk self-test: ok, each mistake fails the check (log: $log)"
  exit "$missed"
fi

cd "$ROOT" || exit 2
rm -rf "$WORK" && mkdir -p "$WORK/xctest" "$WORK/Debug" "$WORK/Release"
projects=(./*.xcodeproj)
[ "${#projects[@]}" = 1 ] || { echo "real-sdk: not one Xcode project in $ROOT" >&2; exit 2; }
COMMON=(-target arm64-apple-ios15.0 -sdk "$DIR/iPhoneOS17.0.sdk" -resource-dir "$DIR/rd"
  -module-cache-path "$CACHE" -swift-version 5 -wmo -emit-sil -o /dev/null -diagnostic-style=llvm)
# Allowed warnings: `FILE | PART OF THE MESSAGE | REASON` lines.
allowed_files=() allowed_texts=()
while IFS='|' read -r file text _; do
  file=$(sed -E 's/^ +| +$//g' <<<"$file") text=$(sed -E 's/^ +| +$//g' <<<"$text")
  [ -n "$file" ] && [[ $file != \#* ]] && allowed_files+=("$file") allowed_texts+=("$text")
done <"$HERE/allowed-warnings.txt"

modules=0 errors=0 warnings=0 allowed=0
compile() { # label, swiftc arguments
  local label=$1 out=$WORK/$modules.log e=0 w=0 a=0 line i ok diags=() shown=(); shift
  modules=$((modules + 1))
  swiftc "${COMMON[@]}" "$@" >"$out" 2>&1
  local rc=$?
  mapfile -t diags < <(grep -E '^(\S+:[0-9]+:[0-9]+|<unknown>:0): (error|warning): ' "$out")
  for line in "${diags[@]}"; do
    ok=0
    for i in "${!allowed_files[@]}"; do
      [[ $line == "${allowed_files[$i]}:"*": warning: "*"${allowed_texts[$i]}"* ]] && ok=1
    done
    if [[ $line == *": error: "* ]]; then e=$((e + 1)); else w=$((w + 1)) a=$((a + ok)); fi
    shown+=("   $line$([ $ok = 1 ] && echo '   [allowed]')")
  done
  if [ "$rc" != 0 ] && [ "$e" = 0 ]; then
    e=1 shown+=("   swiftc exited $rc, no error line; its output ends:")
    mapfile -t -O "${#shown[@]}" shown < <(tail -n 20 "$out" | sed 's/^/     /')
  fi
  echo "== $label: $e error(s), $w warning(s)$([ $a -gt 0 ] && echo ", $a allowed")"
  [ "${#shown[@]}" = 0 ] || printf '%s\n' "${shown[@]}"
  errors=$((errors + e)) warnings=$((warnings + w)) allowed=$((allowed + a))
}

# SwiftPM's generated resource accessor, as a stand-in (nothing is bundled).
printf 'import Foundation\n\nextension Foundation.Bundle {\n  static let module = Bundle.main\n}\n' \
  >"$WORK/resource_bundle_accessor.swift"
mapfile -t PACKAGE < <(find ShopMenu/Sources/ShopMenu -name '*.swift' | sort)
mapfile -t PACKAGE_TESTS < <(find ShopMenu/Tests/ShopMenuTests -name '*.swift' | sort)
mapfile -t APP < <(python3 "$HERE/pbxsources.py" "${projects[0]}" application)
mapfile -t UI_TESTS < <(python3 "$HERE/pbxsources.py" "${projects[0]}" bundle.ui-testing)
# -parse-as-library unless a main.swift holds top-level code (as Xcode decides).
app_lib=(-parse-as-library)
printf '%s\n' "${APP[@]:1}" | grep -q '/main\.swift$' && app_lib=()

compile "XCTest (the stand-in for its Swift overlay)" -parse-as-library -module-name XCTest \
  -import-underlying-module -F "$DIR" -emit-module -emit-module-path "$WORK/xctest/XCTest.swiftmodule" \
  "$HERE"/XCTest/*.swift
for config in Debug Release; do
  flags=(-D DEBUG -enable-testing -Onone)
  [ "$config" = Release ] && flags=(-O)
  compile "ShopMenu ($config)" -parse-as-library -module-name ShopMenu "${flags[@]}" -emit-module \
    -emit-module-path "$WORK/$config/ShopMenu.swiftmodule" "${PACKAGE[@]}" \
    "$WORK/resource_bundle_accessor.swift"
  compile "${APP[0]:-app} ($config)" "${app_lib[@]}" -module-name "${APP[0]:-app}" "${flags[@]}" \
    -I "$WORK/$config" "${APP[@]:1}"
done
compile "ShopMenuTests (Debug, @testable)" -parse-as-library -module-name ShopMenuTests -D DEBUG \
  -F "$DIR" -I "$WORK/xctest" -I "$WORK/Debug" "${PACKAGE_TESTS[@]}" \
  "$WORK/resource_bundle_accessor.swift"
compile "${UI_TESTS[0]:-ui-tests} (Debug, the UI-test target's Swift files)" -parse-as-library \
  -module-name "${UI_TESTS[0]:-ui-tests}" -D DEBUG -F "$DIR" -I "$WORK/xctest" "${UI_TESTS[@]:1}"

for name in $(grep -oE 'public (func|struct) [A-Za-z]+' "$HERE"/XCTest/*.swift | awk '{print $3}'); do
  grep -qw "$name" "${PACKAGE_TESTS[@]}" "${UI_TESTS[@]:1}" ||
    echo "note: the XCTest stand-in declares $name, which no test uses: remove it"
done
for i in "${!allowed_files[@]}"; do
  grep -qF "${allowed_texts[$i]}" "$WORK"/*.log ||
    echo "note: allowed-warnings.txt lists a warning no longer seen: ${allowed_files[$i]}: ${allowed_texts[$i]}"
done
extra=$([ "$warnings" = "$allowed" ] || echo "; NOT allowed: $((warnings - allowed))")
echo "real-sdk: $modules modules, $errors errors, $warnings warnings (allowed: $allowed$extra;" \
  "Linux/RealSDK/allowed-warnings.txt)"
[ "$errors" = 0 ] && [ "$warnings" = "$allowed" ]
