#!/usr/bin/env bash
# The package's tests hold on an iOS simulator, which has no checkout: no test reads a
# repository file through #filePath or starts a process outside `#if os(Linux) || os(macOS)`,
# and each test resource copied from the repository matches its original.
# The rules: Linux/Scripts/check_test_portability.py. Python standard library only.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
python3 Linux/Scripts/check_test_portability.py .
