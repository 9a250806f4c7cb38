#!/usr/bin/env python3
"""Every path named in every tracked Markdown file exists, and none points outside the repository.

Scans each file `git ls-files '*.md'` lists (the READMEs, SUMMARY.md, Linux/BENCHMARKS.md, docs/ and
the DocC catalog's pages) and reports, as `file:line: message`:

1. Links. A relative target of `[text](target)`, `![alt](target)`, a reference definition
   `[id]: target`, or an HTML `href="…"` / `src="…"` must be a tracked file or a folder holding
   one, resolved from the Markdown file's folder. `#fragment` and `?query` are stripped first;
   pure `#anchors`, `http(s):`, `mailto:` and any other `scheme:` target are not checked.
2. Paths in code. Code spans (`` `…` ``), fenced blocks and indented code blocks are split at
   white space (and a `KEY=value` token at its last `=`), and each token, with surrounding quotes,
   brackets and trailing punctuation removed, is a repo path when it contains a `/` or ends in
   one of EXTENSIONS, and
     - its first component is a top-level tracked entry of the repository (`Linux/Scripts/test.sh`,
       `App/Shop.xcconfig`, `Bonprix.xcodeproj`), or an entry of the Markdown file's own folder
       (`Seeds/` in Linux/Fuzz/README.md, `shims/` in Linux/AppleShims/README.md): it must exist
       (tracked) under one of those two roots; or
     - it is a bare file name (no `/`) with one of EXTENSIONS (`ShopConfiguration.swift`): some
       tracked file or folder must have that name;
     - otherwise, when it ends in a file name with one of EXTENSIONS (`notes/facts.md`, not
       `iOS 15/16` or `www.example.de/a.html`): it must be the tail of a tracked path (rule 3).
   A token with a `*` or `?` is a glob: rooted as above, it must match a tracked path.
   Not paths, never checked: tokens with `://` or another `scheme:`, `--flags` and `-flags`,
   placeholders (`<…>`, `{…}`, `$VAR`), ellipses (`…`, `...`), anything under `.build/` or
   `.build-*/` (build output, git-ignored). Plain prose is checked only by rule 3.
3. References outside the repository, anywhere in the text (prose, code, links, HTML comments):
     - a path starting with `../` (or any link or code path) that, resolved from the Markdown
       file's folder, leaves the repository root;
     - an absolute path (`/a/b`, at least two components), a path in a home folder (`~/a`), any
       `file:` URL and an absolute link target: each names a file of some machine, not of the
       repository. The kernel's interfaces (KERNEL_ROOTS: `/proc/self/clear_refs`), the same on
       every Linux machine, are left alone;
     - in prose, a relative path with a `/` that ends in a file name with one of EXTENSIONS
       (`notes/facts.md`) must name a tracked file, as a code path does (rule 2), or the tail of
       one (`Regression/FuzzRegressionTests.swift`).
   So a file in a folder the repository does not have is reported whatever the folder's name.

A line may opt out with an HTML comment `<!-- doc-paths: allow (why) -->` on it, for a path
that is named on purpose although it does not exist (write why).

Usage: check_doc_paths.py [ROOT]    (exit 1 on any finding; one line per finding and a summary)
"""

from __future__ import annotations

import fnmatch
import os
import posixpath
import re
import subprocess
import sys
import urllib.parse

EXTENSIONS = {
    "swift", "md", "sh", "py", "json", "plist", "xcconfig", "strings", "pbxproj", "xcscheme",
    "xcodeproj", "xcworkspace", "xcworkspacedata", "xcassets", "colorset", "appiconset", "lproj",
    "docc", "txt", "yml", "yaml", "dict", "png", "html", "toml",
}
KERNEL_ROOTS = {"proc", "sys", "dev"}
NAME_START = re.compile(r"^[A-Za-z_.]")
ALLOW = re.compile(r"<!--\s*doc-paths:\s*allow\b")

SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s")
REFERENCE_DEFINITION = re.compile(r"^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?")
HTML_LINK = re.compile(r"""\b(?:href|src)\s*=\s*["']([^"']+)["']""")
# Outside references looked for in any text.
PARENT_PATH = re.compile(r"(?<![\w./~-])(?:\.\./)+[^\s`'\"()<>\[\]|,;]*")
ABSOLUTE_PATH = re.compile(r"(?<![\w.:/~<>\])-])(?:~|/[A-Za-z_.][\w.+-]*)/[\w.+-][^\s`'\")\]|,;]*")
PROSE_PATH = re.compile(r"(?<![\w./:~-])[A-Za-z_.][\w.+-]*/[^\s`'\"()<>\[\]|,;]*")
FILE_URL = re.compile(r"\bfile:/[^\s`'\")\]]*")


class Repo:
    """The tracked files of a checkout, with every folder that holds one."""

    def __init__(self, files: list[str]) -> None:
        self.files = set(files)
        self.dirs: set[str] = set()
        for file in files:
            parent = posixpath.dirname(file)
            while parent and parent not in self.dirs:
                self.dirs.add(parent)
                parent = posixpath.dirname(parent)
        self.paths = self.files | self.dirs
        self.top_level = {path.split("/", 1)[0] for path in self.paths}
        self.names = {posixpath.basename(path) for path in self.paths}
        self.tails = {"/".join(path.split("/")[i:]) for path in self.paths for i in range(path.count("/") + 1)}

    def exists(self, path: str) -> bool:
        return path in self.paths

    def children(self, folder: str) -> set[str]:
        if not folder:
            return self.top_level
        prefix = folder + "/"
        return {p[len(prefix):].split("/", 1)[0] for p in self.paths if p.startswith(prefix)}

    def has_tail(self, path: str) -> bool:
        """Whether `path` is a tracked path or the end of one (`Sources/ShopMenu`)."""
        return path in self.tails

    def glob(self, pattern: str) -> bool:
        return any(fnmatch.fnmatchcase(path, pattern) for path in self.paths)


def resolve(folder: str, target: str) -> str | None:
    """`target` relative to the repository folder `folder`; None if it leaves the repository."""
    joined = posixpath.normpath(posixpath.join(folder, target)) if folder else posixpath.normpath(target)
    if joined == "..." or joined == ".." or joined.startswith("../"):
        return None
    return "" if joined == "." else joined


# ---------------------------------------------------------------------------------------------
# Markdown structure: blocks of prose (with their code spans and links) and code blocks.
# ---------------------------------------------------------------------------------------------


def blocks(lines: list[str]) -> list[tuple[str, list[int], str]]:
    """(kind, line numbers, text) per block: kind "code" (fenced or indented) or "prose".

    Prose lines of one paragraph are joined, so a code span may run over a line break; table
    rows, headings and HTML comment lines are blocks of one line. A line indented by four spaces
    after a blank line is indented code, unless it continues a list item.
    """
    out: list[tuple[str, list[int], str]] = []
    current: list[int] = []
    current_kind = "prose"
    fence: str | None = None
    last_text = ""  # the last non-blank line outside code, to tell indented code from a list's
    previous_blank = True

    def flush() -> None:
        if current:
            out.append((current_kind, list(current), "\n".join(lines[n - 1] for n in current)))
            current.clear()

    for number, line in enumerate(lines, 1):
        if fence is not None:
            if re.match(r"^ {0,3}" + re.escape(fence[0]) + "{" + str(len(fence)) + r",}\s*$", line):
                flush()
                fence = None
            else:
                current.append(number)
            continue
        opening = FENCE.match(line)
        if opening:
            flush()
            fence, current_kind = opening.group(1), "code"
            previous_blank = False
            continue
        blank = not line.strip()
        indented = line.startswith("    ") or line.startswith("\t")
        in_list = bool(LIST_ITEM.match(last_text)) or last_text.startswith((" ", "\t"))
        if current_kind == "code" and current and (indented or blank):
            if not blank:
                current.append(number)
            previous_blank = blank
            continue
        if indented and not blank and previous_blank and not in_list:
            flush()
            current_kind = "code"
            current.append(number)
            previous_blank = False
            continue
        if current_kind == "code":
            flush()
            current_kind = "prose"
        if blank:
            flush()
        elif line.lstrip().startswith(("|", "#")) or re.match(r"^\s*<!--", line):
            flush()
            out.append(("prose", [number], line))
            last_text = line
        else:
            if LIST_ITEM.match(line):
                flush()
            current.append(number)
            last_text = line
        previous_blank = blank
    flush()
    return out


def code_spans(text: str) -> list[tuple[int, str]]:
    """(offset, content) of each CommonMark code span: a run of n backticks up to the next run of
    exactly n."""
    spans = []
    runs = [(m.start(), m.end()) for m in re.finditer(r"`+", text)]
    i = 0
    while i < len(runs):
        start, end = runs[i]
        width = end - start
        for j in range(i + 1, len(runs)):
            if runs[j][1] - runs[j][0] == width:
                spans.append((end, text[end:runs[j][0]]))
                i = j
                break
        i += 1
    return spans


def mask_code(text: str) -> str:
    """The text with code spans' contents blanked (line breaks kept), to find links outside them."""
    out = list(text)
    for offset, content in code_spans(text):
        for k, ch in enumerate(content):
            if ch != "\n":
                out[offset + k] = " "
    return "".join(out)


def inline_links(text: str) -> list[tuple[int, str]]:
    """(offset, target) of each `[…](target)`; the target may hold balanced parentheses."""
    found = []
    for match in re.finditer(r"\]\(", text):
        i, depth = match.end(), 1
        while i < len(text) and text[i] == " ":
            i += 1
        start = i
        if i < len(text) and text[i] == "<":
            end = text.find(">", i)
            if end > 0:
                found.append((start, text[i + 1:end]))
            continue
        while i < len(text) and not text[i].isspace():
            if text[i] == "(":
                depth += 1
            elif text[i] == ")":
                depth -= 1
                if depth == 0:
                    break
            i += 1
        if text[start:i]:
            found.append((start, text[start:i]))
    return found


# ---------------------------------------------------------------------------------------------
# The checks
# ---------------------------------------------------------------------------------------------


def clean_token(token: str) -> str:
    if "=" in token and not token.startswith("="):
        token = token.rsplit("=", 1)[1]
    token = token.strip("'\"`“”‘’")
    token = token.lstrip("([{")
    token = token.rstrip(".,;:!)]}")
    return token.strip("'\"`")


def check_code_path(token: str, folder: str, repo: Repo) -> str | None:
    """A message if `token` is a repo path (see the module's rule 2) that does not exist."""
    token = clean_token(token)
    if not token or token.startswith("-") or "://" in token or SCHEME.match(token):
        return None
    if any(mark in token for mark in ("<", ">", "{", "}", "$", "…", "...", "\\")):
        return None
    stem, dot, extension = posixpath.basename(token.rstrip("/")).rpartition(".")
    if "/" not in token and not (dot and stem and extension in EXTENSIONS):
        return None  # neither a `/` nor a file name with a known extension (`.html` is none)
    if token.startswith("/") or token.startswith("../") or token.startswith("~"):
        return None  # absolute and parent paths: rule 3
    path = token.rstrip("/")
    while path.startswith("./"):
        path = path[2:]
    first = path.split("/", 1)[0]
    if first == ".build" or first.startswith(".build-"):
        return None
    roots = []
    if first in repo.top_level:
        roots.append("")
    if folder and first in repo.children(folder):
        roots.append(folder)
    is_glob = "*" in path or "?" in path
    if not roots:
        if is_glob:
            return None  # not rooted in the repository: not taken for a repo path
        if "/" not in path:
            return None if path in repo.names else f"no tracked file or folder is named {token}"
        if not (dot and stem and extension in EXTENSIONS) or looks_like_host(first):
            return None  # `iOS 15/16`, `Sources/shopmenu`, `www.example.de/page.html`: not taken for a file
        if not all(NAME_START.match(part) for part in path.split("/")):
            return None
        return None if repo.has_tail(path) else f"not a path in the repository: {token}"
    for root in roots:
        full = resolve(root, path)
        if full is None:
            continue
        if (repo.glob(full) if is_glob else repo.exists(full)):
            return None
    what = "matches no tracked path" if is_glob else "does not exist"
    return f"path {what}: {token}"


def looks_like_host(component: str) -> bool:
    """`www.example.de`: a host name, not a folder (`Bonprix.xcodeproj` is a folder)."""
    stem, dot, last = component.rpartition(".")
    return bool(stem) and not stem.startswith(".") and last.isalpha() and last not in EXTENSIONS


def is_kernel_path(path: str) -> bool:
    return path.lstrip("/").split("/", 1)[0] in KERNEL_ROOTS


def check_link(target: str, folder: str, repo: Repo) -> str | None:
    target = target.strip()
    if not target or target.startswith("#"):
        return None
    if SCHEME.match(target) or target.startswith("//"):
        return None
    path = urllib.parse.unquote(re.split(r"[#?]", target, maxsplit=1)[0])
    if not path:
        return None
    if path.startswith("/"):
        # An absolute path of two components or more is reported by check_outside already.
        if ABSOLUTE_PATH.match(path) or is_kernel_path(path):
            return None
        return f"outside the repository (absolute link): {target}"
    full = resolve(folder, path.rstrip("/") or ".")
    if full is None:
        return f"outside the repository: {target}"
    if full == "" or repo.exists(full):
        return None
    return f"link target does not exist: {target}"


def check_outside(text: str, folder: str, repo: Repo) -> list[tuple[int, str]]:
    """(offset, message) for each reference outside the repository (rule 3)."""
    found = []
    for match in PARENT_PATH.finditer(text):
        token = clean_token(match.group(0))
        if resolve(folder, token) is None:
            found.append((match.start(), f"outside the repository: {token}"))
    for match in ABSOLUTE_PATH.finditer(text):
        if not is_kernel_path(match.group(0)):
            found.append((match.start(), f"outside the repository (absolute path): {clean_token(match.group(0))}"))
    for match in FILE_URL.finditer(text):
        found.append((match.start(), f"outside the repository: {match.group(0)}"))
    return found


def check_markdown(name: str, text: str, repo: Repo) -> list[tuple[int, str]]:
    """(line, message) findings for the Markdown file `name` (a path in the repository)."""
    lines = text.split("\n")
    folder = posixpath.dirname(name)
    findings: set[tuple[int, str]] = set()

    for kind, numbers, block in blocks(lines):
        starts, offset = [], 0
        for n in numbers:
            starts.append(offset)
            offset += len(lines[n - 1]) + 1

        def line_of(position: int) -> int:
            index = 0
            while index + 1 < len(starts) and starts[index + 1] <= position:
                index += 1
            return numbers[index]

        def add(position: int, message: str | None) -> None:
            if message:
                findings.add((line_of(position), message))

        for position, message in check_outside(block, folder, repo):
            add(position, message)
        if kind == "code":
            for match in re.finditer(r"\S+", block):
                add(match.start(), check_code_path(match.group(0), folder, repo))
            continue
        for offset, content in code_spans(block):
            for match in re.finditer(r"\S+", content):
                add(offset + match.start(), check_code_path(match.group(0), folder, repo))
        masked = mask_code(block)
        for match in PROSE_PATH.finditer(masked):
            token = clean_token(match.group(0))
            stem, dot, extension = posixpath.basename(token).rpartition(".")
            if dot and stem and extension in EXTENSIONS:
                add(match.start(), check_code_path(token, folder, repo))
        links = inline_links(masked) + [(m.start(1), m.group(1)) for m in HTML_LINK.finditer(masked)]
        for n, start in zip(numbers, starts):
            definition = REFERENCE_DEFINITION.match(lines[n - 1])
            if definition:
                links.append((start + definition.start(1), definition.group(1)))
        for position, target in links:
            add(position, check_link(block[position:position + len(target)], folder, repo))

    return sorted(
        (line, message) for line, message in findings if not ALLOW.search(lines[line - 1])
    )


def self_test() -> None:
    """The rules on a small made-up repository, so a broken pattern fails loudly."""
    repo = Repo([
        "README.md", "Linux/Scripts/test.sh", "Linux/Scripts/checks/10-compat.sh", "App/Shop.xcconfig",
        "App/Info.plist", "Bonprix.xcodeproj/project.pbxproj", "Bonprix.xcodeproj/xcshareddata/xcschemes/B.xcscheme", "Linux/Fuzz/README.md", "Linux/Fuzz/Seeds/small-a.json",
        "docs/RUN.md", "ShopMenu/Sources/ShopMenu/Config/ShopConfiguration.swift", ".ci/run",
    ])
    bad = {
        "[x](docs/MISSING.md)": "link target does not exist",
        "see `App/Config.xcconfig`": "path does not exist: App/Config.xcconfig",
        "run `bash Linux/Scripts/tset.sh`": "path does not exist: Linux/Scripts/tset.sh",
        "`Config.xcconfig`": "no tracked file or folder is named Config.xcconfig",
        "`Linux/Scripts/checks/*.py`": "path matches no tracked path",
        "the notes (`notes/facts.md`)": "not a path in the repository: notes/facts.md",
        "from seeds/x.txt and fixtures/": "not a path in the repository: seeds/x.txt",
        "```\ncp -r prototypes/menu.swift App/\n```": "not a path in the repository: prototypes/menu.swift",
        "[y](../outside.md)": "outside the repository: ../outside.md",
        "depends on `../ShopMenu`": "outside the repository: ../ShopMenu",
        "in /data/team/notes": "outside the repository (absolute path): /data/team/notes",
        "`/srv/x.md`": "outside the repository (absolute path): /srv/x.md",
        "read ~/notes/x": "outside the repository (absolute path): ~/notes/x",
        "[z](/etc/passwd)": "outside the repository (absolute path): /etc/passwd",
        "[v](/top)": "outside the repository (absolute link): /top",
        "[w](file:///data/x.md)": "outside the repository: file:///data/x.md",
        "```sh\nbash Linux/Scripts/nothing.sh\n```": "path does not exist: Linux/Scripts/nothing.sh",
        "a `xcodebuild -destination\n'x'` then `App/Nope.plist`": "path does not exist: App/Nope.plist",
    }
    for snippet, expected in bad.items():
        messages = [m for _, m in check_markdown("README.md", snippet, repo)]
        if not any(m.startswith(expected) for m in messages):
            raise SystemExit(f"check_doc_paths self-test: missed {expected!r} in {snippet!r} (got {messages})")
    good = [
        "[a](Linux/Scripts/test.sh) [b](docs/RUN.md#top) [c](#anchor) [d](https://x.example/a(b)) [e](mailto:a@b.c)",
        "`Linux/Scripts/test.sh`, `App/Shop.xcconfig`, `Bonprix.xcodeproj`, `App/`, `.ci/run`",
        "`ShopConfiguration.swift`, `Info.plist`, `Sources/ShopMenu`, `Config/ShopConfiguration.swift`, `iOS 15/16`",
        "`https://a.example/x/y`, `--package-path ShopMenu`, `.build/apple-typecheck/`, `<shop>/x.json`",
        "`Linux/Scripts/checks/*.sh`, `FUZZ_SECONDS=0 Linux/Scripts/test.sh`, `a / b`, `x-api-key`",
        "`/proc/self/clear_refs`, in `Bonprix.xcodeproj/xcshareddata`, `${TMPDIR:-/tmp}/venv`",
        "and/or, 15/16, `Seeds/small-a.json` from Linux/Fuzz/, https://a.example/b/c.html, www.a.de/b.html",
        "`Config/ShopConfiguration.swift`, [s](Linux/Scripts/test.sh), see Linux/Fuzz/Seeds/small-a.json.",
        "`App/Missing.swift` <!-- doc-paths: allow (named as an example) -->",
        "```\nApp/                @main, Info.plist\nSources/ShopMenu    the core\n```",
    ]
    for snippet in good:
        found = check_markdown("README.md", snippet, repo)
        if found:
            raise SystemExit(f"check_doc_paths self-test: false finding {found} in {snippet!r}")
    # Relative to the file's own folder, and its line numbers.
    fuzz = "# Fuzz\n\n`Seeds/small-*.json`, `Seeds/`\n[up](../../README.md)\n\n`Seeds/gone.json`"
    if check_markdown("Linux/Fuzz/README.md", fuzz, repo) != [(6, "path does not exist: Seeds/gone.json")]:
        raise SystemExit(f"check_doc_paths self-test: {check_markdown('Linux/Fuzz/README.md', fuzz, repo)}")


def tracked(root: str, *patterns: str) -> list[str]:
    result = subprocess.run(
        ["git", "-C", root, "ls-files", "-z", "--", *patterns], capture_output=True, check=True
    )
    return [name for name in result.stdout.decode("utf-8").split("\0") if name]


def main() -> int:
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", ".."))
    self_test()
    repo = Repo(tracked(root))
    documents = tracked(root, "*.md")
    findings = []
    for name in documents:
        with open(os.path.join(root, name), encoding="utf-8") as handle:
            text = handle.read()
        findings += [f"{name}:{line}: {message}" for line, message in check_markdown(name, text, repo)]
    for finding in findings:
        print(finding)
    verdict = "FAILED" if findings else "ok"
    print(f"doc paths: {len(documents)} Markdown files, {len(findings)} findings: {verdict}")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
