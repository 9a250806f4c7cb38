#!/usr/bin/env bash
# Type-checks the project's Apple-only Swift code (the app: @main, the SwiftUI views, the WKWebView
# wrapper; the XCUITests) on Linux against API-surface shims of SwiftUI, UIKit, WebKit, Combine,
# Core Graphics, Image I/O and XCTest's UI-testing API (./shims), with Objective-C interop checking switched on.
#
#   typecheck.sh [PROJECT_ROOT]        (default: the current folder; nothing is written there)
#   SDK=18 typecheck.sh                shims model the iOS 18 SDK where it differs from iOS 17
#   STRICT=1 typecheck.sh              also -strict-concurrency=complete
#   REUSE=1 typecheck.sh               reuse the shims and core module of the previous run
#   STAGES=app typecheck.sh            only some of app (App/ with App/Views/), uitests (default: all)
#   STAGES=shims typecheck.sh          only the shim modules (for checks that compile the code themselves)
#   CONFIG=release typecheck.sh        the Release configuration (no DEBUG; default: Debug, as
#                                      Xcode's test action builds)
#   SHIMCHECK_OUT=dir typecheck.sh     build folder (default: .build/apple-typecheck/sdkNN under
#                                      this checkout, git-ignored; one per SDK model)
#
# Diagnostics go to stderr and to $SHIMCHECK_OUT/diagnostics.log (diagnostics-strict.log with
# STRICT=1). Linux/Scripts/checks/25-apple-typecheck.sh compares them with warnings-baseline.txt.
# Exit status: 0 when the project's code has no errors (warnings are printed), 1 otherwise.
set -uo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "${1:-.}" && pwd)
SWIFTC=${SWIFTC:-swiftc}
SDK=${SDK:-17}
case "$SDK" in 17 | 18) ;; *) echo "SDK must be 17 or 18, not $SDK" >&2; exit 2 ;; esac
OUT="${SHIMCHECK_OUT:-$HERE/../../.build/apple-typecheck/sdk$SDK}"
mkdir -p "$OUT" && OUT=$(cd "$OUT" && pwd)
MOD="$OUT/modules"
SRC="$OUT/src"
# REUSE=1 keeps the shims and the core module from the last run (for quick re-checks);
# REUSE=shims keeps the shims only (the core is rebuilt).
REUSE=${REUSE:-0}
if [ "$REUSE" = 1 ] && [ -f "$MOD/ShopMenu.swiftmodule" ]; then
  rm -rf "$SRC"
elif [ "$REUSE" = shims ] && [ -f "$MOD/XCUITest.swiftmodule" ]; then
  rm -rf "$SRC" "$MOD"/ShopMenu.*
else
  REUSE=0
  rm -rf "$MOD" "$SRC" "$OUT"/shim-*.log
fi
mkdir -p "$MOD" "$SRC"
LOG="$OUT/diagnostics.log"
[ "${STRICT:-0}" = 1 ] && LOG="$OUT/diagnostics-strict.log"
: >"$LOG"

# Objective-C interop on (typecheck only): @objc, #selector and optional protocol requirements are
# checked; Linux's NSObject is a Swift class, so Swift-rooted classes may be @objc (the shims'
# UIKit/WebKit classes are).
OBJC=(-Xfrontend -enable-objc-interop -Xfrontend -disable-objc-attr-requires-foundation-module)
# Debug, the configuration of Xcode's test action: test-only code is compiled only under DEBUG.
LANG=(-swift-version 5)
[ "${CONFIG:-debug}" = release ] || LANG+=(-D DEBUG)
[ "${STRICT:-0}" = 1 ] && LANG+=(-strict-concurrency=complete)
SDKFLAGS=()
[ "$SDK" = 18 ] && SDKFLAGS=(-D SHIM_SDK_18)

# Emitting a module runs SILGen, whose Objective-C thunks need Darwin's runtime bridging; with
# bodies skipped it does not run. So modules are emitted without bodies and every body is checked
# by a separate -typecheck of the same sources.
NOBODIES=(-Xfrontend -experimental-skip-all-function-bodies)

status=0
step() { printf '== %s\n' "$*" >&2; }
# Diagnostics name the original files, not the preprocessed copies.
unmap() { sed -e "s#$SRC/#$ROOT/#g" | tee -a "$LOG"; }

shim() { # module name, sources...   (SHIMDEV=1 shows the shims' own warnings)
  local name=$1 log="$OUT/shim-$1.log"; shift
  if "$SWIFTC" -emit-module -parse-as-library -enable-library-evolution -module-name "$name" \
    "${LANG[@]}" "${OBJC[@]}" "${SDKFLAGS[@]}" "${NOBODIES[@]}" -diagnostic-style=llvm -I "$MOD" \
    -emit-module-path "$MOD/$name.swiftmodule" "$@" >"$log" 2>&1; then
    [ "${SHIMDEV:-0}" = 1 ] && grep -v 'was not compiled with library evolution' "$log" | grep -A2 ': warning:' >&2
    return 0
  fi
  cat "$log" >&2; echo "shim $name failed to build" >&2; exit 2
}

t0=$(date +%s.%N); t1=$t0
if [ "$REUSE" = 0 ]; then
step "shims (iOS $SDK SDK model)"
# Each module is its declarations plus the view harness's runtime behind them (runtime/, internal
# or @_spi(Harness)): the bodies are skipped here, so it adds nothing to the API surface checked.
rt() { find "$HERE/runtime/$1" -name '*.swift' 2>/dev/null | sort; }
shim ObjectiveC "$HERE/shims/ObjectiveC.swift"
shim Combine "$HERE/shims/Combine.swift" $(rt Combine)
shim FoundationDarwin "$HERE/shims/FoundationDarwin.swift" $(rt FoundationDarwin)
shim CoreGraphics "$HERE/shims/CoreGraphics.swift" $(rt CoreGraphics)
shim ImageIO "$HERE/shims/ImageIO.swift" $(rt ImageIO)
shim UIKit "$HERE/shims/UIKit.swift" $(rt UIKit)
shim WebKit "$HERE/shims/WebKit.swift" $(rt WebKit)
shim SwiftUI "$HERE"/shims/SwiftUI/*.swift $(rt SwiftUI)
shim XCUITest "$HERE/shims/XCUITest.swift" $(rt XCUITest)
t1=$(date +%s.%N)
fi
[ "${STAGES:-}" = shims ] && exit 0

if [ "$REUSE" != 1 ]; then
# The core module, with the Combine shim on the import path (so its `#if canImport(Combine)`
# branches, ShopAppModel: ObservableObject, are compiled) and a stand-in for SwiftPM's
# generated resource accessor (`Bundle.module`). It is compiled without Objective-C interop: the
# core has no `@objc` to check, and with interop on, Linux's standard library lacks the pointer
# intrinsics that the feed parser's `UnsafePointer` arithmetic needs ("broken standard library").
step "ShopMenu (core, canImport(Combine) true)"
cat >"$OUT/resource_bundle_accessor.swift" <<'SWIFT'
import Foundation
extension Foundation.Bundle {
  static let module: Bundle = Bundle.main
}
SWIFT
mapfile -t CORE < <(find "$ROOT/ShopMenu/Sources/ShopMenu" -name '*.swift' | sort)
"$SWIFTC" -emit-module -parse-as-library -module-name ShopMenu "${LANG[@]}" -I "$MOD" \
  -emit-module-path "$MOD/ShopMenu.swiftmodule" "${CORE[@]}" "$OUT/resource_bundle_accessor.swift" \
  2>&1 | unmap || status=1
[ -f "$MOD/ShopMenu.swiftmodule" ] || { echo "core failed to build" >&2; exit 1; }
fi
t2=$(date +%s.%N)

# The Apple-only files, copied with their platform conditions made true for iOS (`os(iOS)` cannot
# be set by a flag on Linux); `canImport(SwiftUI/UIKit/WebKit)` are true through the shims.
prep() { # source file -> copy under $SRC
  local f=$1 dst="$SRC/${1#"$ROOT"/}"
  mkdir -p "$(dirname "$dst")"
  sed -E -e 's/\bos\(iOS\)/true/g' -e 's/\bos\((macOS|tvOS|watchOS|visionOS|Linux|Windows|Android)\)/false/g' \
    -e 's/\btargetEnvironment\(macCatalyst\)/false/g' "$f" >"$dst"
  printf '%s\n' "$dst"
}
# (A copy made by the mutation check holds only some folders: a missing one is skipped.)
shopt -s nullglob
mapfile -t APP < <(for f in "$ROOT"/App/*.swift "$ROOT"/App/Views/*.swift; do prep "$f"; done)
mapfile -t UIT < <(for f in "$ROOT"/AppUITests/*.swift; do prep "$f"; done)
mapfile -t CANARY < <(for f in "$ROOT"/Linux/HarnessCanary/HarnessCanary/*.swift; do prep "$f"; done)
mapfile -t CANARY_UIT < <(for f in "$ROOT"/Linux/HarnessCanary/HarnessCanaryUITests/*.swift; do prep "$f"; done)
# PROBES="file..." adds files to the app module (the Release check's probes).
read -r -a PROBES <<<"${PROBES:-}"
# What `import Foundation` and `import XCTest` give on Apple platforms beyond Linux's.
DARWIN=(-Xfrontend -import-module -Xfrontend FoundationDarwin)

# STAGES=app (the mutation test) checks only the parts a change can affect; the default is all.
stage() { [[ ",${STAGES:-app,uitests}," == *",$1,"* ]]; }

if stage app; then
step "ShopApp (@main, the SwiftUI views, the WKWebView wrapper: one module, as in Xcode)"
"$SWIFTC" -typecheck -module-name ShopApp "${LANG[@]}" "${OBJC[@]}" "${DARWIN[@]}" -I "$MOD" \
  "${APP[@]}" "${PROBES[@]}" 2>&1 | unmap || status=1
fi

if stage app && [ "${#CANARY[@]}" -gt 0 ]; then
step "HarnessCanary (the canary app's @main)"
"$SWIFTC" -typecheck -module-name HarnessCanary "${LANG[@]}" "${OBJC[@]}" "${DARWIN[@]}" -I "$MOD" \
  "${CANARY[@]}" 2>&1 | unmap || status=1
fi

if stage uitests; then
step "AppUITests (XCUITest, with the app's AccessibilityID.swift)"
"$SWIFTC" -typecheck -parse-as-library -module-name AppUITests "${LANG[@]}" "${OBJC[@]}" \
  -Xfrontend -import-module -Xfrontend XCUITest -I "$MOD" "${UIT[@]}" \
  "$SRC/App/Views/AccessibilityID.swift" 2>&1 | unmap || status=1
fi
if stage uitests && [ "${#CANARY_UIT[@]}" -gt 0 ]; then
step "HarnessCanaryUITests (XCUITest)"
"$SWIFTC" -typecheck -parse-as-library -module-name HarnessCanaryUITests "${LANG[@]}" "${OBJC[@]}" \
  -Xfrontend -import-module -Xfrontend XCUITest -I "$MOD" "${CANARY_UIT[@]}" 2>&1 | unmap || status=1
fi
t3=$(date +%s.%N)

errors=$(grep -c "^$ROOT/.*: error:" "$LOG" 2>/dev/null) || true
warnings=$(grep -c "^$ROOT/.*: warning:" "$LOG" 2>/dev/null) || true
printf '== project code (iOS %s SDK model%s): %s error(s), %s warning(s)\n' "$SDK" \
  "$([ "${STRICT:-0}" = 1 ] && echo ', strict concurrency')" "${errors:-0}" "${warnings:-0}" >&2
[ "${errors:-0}" != 0 ] && status=1
awk -v a="$t0" -v b="$t1" -v c="$t2" -v d="$t3" \
  'BEGIN { printf "== shims %.1fs, core %.1fs, Apple-only code %.1fs\n", b - a, c - b, d - c }' >&2
exit $status
