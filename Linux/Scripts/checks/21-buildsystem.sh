#!/usr/bin/env bash
# Xcode build-system rules no type-check sees: flat resource bundles and the folder names
# CoreFoundation reserves, declared and handled resources, test resources, package products, the
# merged Info.plist, the asset catalog, the strings tables, the schemes' testables, and Xcode 15.0's
# floors for the manifest's tools version and the project format; each rule then on its own mutant
# (Linux/Scripts/check_buildsystem.py). Python standard library only.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
python3 Linux/Scripts/check_buildsystem.py .
