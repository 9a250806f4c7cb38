#!/usr/bin/env bash
# iOS 15 availability, under Swift 5.9, of every standard-library declaration (Swift,
# _Concurrency, _StringProcessing, Observation, Synchronization, RegexBuilder) that the Xcode-built
# Swift refers to: the core, the package tests, the app (with its views) and the UI tests, the last three
# against the API shims in Linux/AppleShims. The compiler lists the references (-dump-ast), the
# toolchain's modules give each one's availability, Linux/Scripts/availability-swift59.tsv what Swift 5.9
# said where it differs; planted mutants must be caught. Foundation is not covered (Linux's carries
# no Apple availability): check 10 keeps its rules. Needs only the Swift toolchain and python3.
#   AVAILABILITY_OUT=dir   build folder (default: .build/availability, git-ignored)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
started=$(date +%s)
status=0
python3 Linux/Scripts/check_availability.py . || status=$?
echo "availability: $(($(date +%s) - started)) s"
exit "$status"
