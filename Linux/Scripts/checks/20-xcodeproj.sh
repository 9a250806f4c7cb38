#!/usr/bin/env bash
# Linux-side proof for the iOS app (see Linux/Scripts/check_xcodeproj.py): the Xcode project parses and
# holds together, the schemes name real targets, the app's keys, strings, identifiers and assets
# match the code, and Apple-only imports in the package are guarded (type-checking that code is
# 25-apple-typecheck.sh). Needs plutil (ships with the Swift toolchain) and two pinned PyPI
# packages, installed into a private virtual environment (SHOPMENU_CHECKS_VENV, default
# ${TMPDIR:-/tmp}/shopmenu-checks-venv) the first time, from the Python package index (about
# 10 s); a line says so when it installs.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."

venv="${SHOPMENU_CHECKS_VENV:-${TMPDIR:-/tmp}/shopmenu-checks-venv}"
pins=("pbxproj==4.3.3" "kin==2.1.16")
# Whether the venv already holds the pinned versions (then nothing is installed or fetched).
installed() {
  [ -x "$venv/bin/python" ] && "$venv/bin/python" -c '
import importlib.metadata, sys
sys.exit(any(importlib.metadata.version(n) != v for n, v in (p.split("==") for p in sys.argv[1:])))
' "${pins[@]}" 2>/dev/null
}
if ! installed; then
  echo "xcodeproj: installing ${pins[*]} (and their dependencies) from the Python package index" \
    "into the virtual environment $venv (once per machine, about 10 s)"
  if [ ! -x "$venv/bin/python" ] && ! python3 -m venv "$venv" >/dev/null 2>&1; then
    # Debian's own python3 keeps venv in a separate package.
    if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
      echo "xcodeproj: installing Debian's python3-venv with apt-get, to create it"
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
      rm -rf "$venv"
      python3 -m venv "$venv"
    else
      echo "xcodeproj: cannot create a Python virtual environment at $venv" >&2
      exit 1
    fi
  fi
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "${pins[@]}"
fi
"$venv/bin/python" Linux/Scripts/check_xcodeproj.py .
