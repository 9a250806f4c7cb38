#!/usr/bin/env bash
# A Release build of the app holds none of the UI tests' stand-ins: the core and the app are
# type-checked without DEBUG against the API shims with a probe naming each stand-in, and two
# mutants (a stand-in's file without its #if DEBUG) must be caught. See check_release.py.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
python3 Linux/Scripts/check_release.py "$PWD"
