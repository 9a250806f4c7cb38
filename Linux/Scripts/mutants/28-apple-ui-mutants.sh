#!/usr/bin/env bash
# Mutation check of the view harness: plants realistic mistakes in copies of the views and the UI
# tests (Linux/AppleShims/harness/mutants.py) and checks that the UI tests, run by the harness,
# catch them. Reuses check 27's build.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
[ -x "$root/.build/apple-harness/bin/AppUITests" ] || bash "$root/Linux/AppleShims/harness/build.sh" "$root"
python3 "$root/Linux/AppleShims/harness/mutants.py" "$root"
