#!/usr/bin/env bash
# A short libFuzzer round over the ShopMenu core (FeedDecoder, URLPolicy, MenuSearch), from a
# fresh corpus seeded with Linux/Fuzz/Seeds and the test fixtures: no crash, only typed errors, and the
# invariants of every menu built (see Linux/Fuzz/README.md). FUZZ_SECONDS (default 60) sets the
# length; FUZZ_SECONDS=0 skips the round. Fails on a crash or a violated property.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
seconds="${FUZZ_SECONDS:-60}"
if [ "$seconds" = "0" ]; then
  echo "fuzz: skipped (FUZZ_SECONDS=0)"
  exit 0
fi
work="$(mktemp -d -t shopmenu-fuzz-ci.XXXXXX)"
trap 'rm -rf "$work/corpus"' EXIT
FUZZ_CORPUS="$work/corpus" FUZZ_ARTIFACTS="$work/artifacts" \
  bash "$root/Linux/Scripts/fuzz.sh" "$seconds"
