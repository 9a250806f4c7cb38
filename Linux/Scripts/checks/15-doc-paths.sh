#!/usr/bin/env bash
# Every path in every tracked Markdown file (`git ls-files '*.md'`, the DocC catalog's pages
# included) exists, and none reaches outside the repository: relative links, repo paths in code
# spans and code blocks, `../` out of the root, absolute and home-folder paths, `file:` URLs.
# The rules, and the heuristic for what counts as a repo path: Linux/Scripts/check_doc_paths.py.
# Python standard library and git only.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
python3 Linux/Scripts/check_doc_paths.py .
