#!/usr/bin/env bash
# Style: swift format (ships with the toolchain), configured by .swift-format at the root.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
dirs=()
for d in ShopMenu/Sources ShopMenu/Tests App AppUITests Linux/HarnessCanary Linux/Terminal/Sources Linux/Terminal/Tests Linux/Terminal/Package.swift Linux/Fuzz/Sources \
  Linux/Benchmarks/Sources Linux/RealSDK ShopMenu/Package.swift Linux/Fuzz/Package.swift Linux/Benchmarks/Package.swift; do
  [ -e "$d" ] && dirs+=("$d")
done
swift format lint --strict --recursive --parallel "${dirs[@]}"
echo "swift format: $(find "${dirs[@]}" -name '*.swift' | wc -l) files clean"
