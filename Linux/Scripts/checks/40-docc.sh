#!/usr/bin/env bash
# Builds the DocC catalog of the ShopMenu core (ShopMenu/Sources/ShopMenu/ShopMenu.docc) from
# symbol graphs (the swift-docc plugin cannot be fetched here) with --warnings-as-errors: a
# broken symbol link in a doc comment or in the catalog fails the check. The symbol graph is
# extracted from the package's own debug build (.build/, the one check 30 and `swift build`
# use, with the same flags, so the core is not compiled again for it).
#   DOCC_OUTPUT=dir      where the .doccarchive goes (default: a temporary folder, removed)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
cd "$root"

docc="$(command -v docc || true)"
if [ -z "$docc" ]; then
  swift_bin="$(dirname "$(readlink -f "$(command -v swift)")")"
  for candidate in "$swift_bin/docc" /opt/swift/usr/bin/docc; do
    [ -x "$candidate" ] && docc="$candidate" && break
  done
fi
if [ -z "$docc" ] && command -v xcrun >/dev/null 2>&1; then docc="xcrun docc"; fi
if [ -z "$docc" ]; then
  echo "docc: the docc tool was not found next to swift"
  exit 1
fi

work="$(mktemp -d -t shopmenu-docc.XXXXXX)"
trap 'rm -rf "$work"' EXIT
graphs="$work/symbol-graphs"
output="${DOCC_OUTPUT:-$work/ShopMenu.doccarchive}"
mkdir -p "$graphs"

build=(swift build --package-path ShopMenu -Xswiftc -warnings-as-errors)
triple="$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')"
if ! "${build[@]}" --target ShopMenu >"$work/build.log" 2>&1 \
  || ! swift symbolgraph-extract -module-name ShopMenu -target "$triple" \
    -I "$("${build[@]}" --show-bin-path)/Modules" -minimum-access-level public \
    -output-dir "$graphs" >>"$work/build.log" 2>&1; then
  tail -30 "$work/build.log"
  echo "docc: symbol-graph build FAILED"
  exit 1
fi

if ! $docc convert ShopMenu/Sources/ShopMenu/ShopMenu.docc \
  --additional-symbol-graph-dir "$graphs" --output-path "$output" \
  --fallback-display-name ShopMenu --fallback-bundle-identifier ShopMenu \
  --warnings-as-errors >"$work/docc.log" 2>&1; then
  grep -v '^$' "$work/docc.log" | head -60
  echo "docc: FAILED (warnings count as errors; see above)"
  exit 1
fi
symbols="$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["symbols"]))' \
  "$graphs/ShopMenu.symbols.json" 2>/dev/null || echo '?')"
pages="$(find "$output/data/documentation" -name '*.json' 2>/dev/null | wc -l)"
echo "docc: ShopMenu catalog OK: $symbols public symbols, $pages pages, no warnings"
