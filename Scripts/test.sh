#!/usr/bin/env bash
# The project's test command: every static check in Scripts/checks (in name order), then the
# package's XCTest suite on this machine. The XCTest summary is the last thing printed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

for check in Scripts/checks/*.sh; do
  [ -e "$check" ] || continue
  echo "== $(basename "$check")"
  bash "$check"
done

echo "== swift test"
swift build --package-path ShopMenu -Xswiftc -warnings-as-errors
swift test --package-path ShopMenu --disable-swift-testing -Xswiftc -warnings-as-errors
