#!/usr/bin/env bash
# Swift 5.9 / iOS 15 compatibility of every Swift file in the repository (the core package, the
# SwiftUI layer, the app and its UI tests): newer SwiftUI/WebKit/Foundation APIs and newer Swift
# syntax that the Linux compiler accepts but Xcode 15 does not. Python standard library only.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
python3 Linux/Scripts/check_compat.py .
