#!/usr/bin/env python3
"""The package's tests hold on an iOS simulator or device, where there is no checkout.

Scans every Swift file under ShopMenu/Tests and reports, as `file:line: message`, code that
needs the repository or a process outside a block compiled only where a checkout exists
(`#if os(Linux) || os(macOS)`, or either alone):

1. `#filePath` / `#file` used for anything but the source location of an assertion (a
   `file: StaticString = #filePath` parameter): a path built from it names the checkout, which
   a simulator does not have. Tests read their files through `Bundle.module` (the test target's
   `Fixtures` resources) instead.
2. `Process`, `posix_spawn`, `fork(`, `socket(` and `FileManager.currentDirectoryPath`:
   iOS has no processes to start and no checkout to be in.
3. A `@MainActor` `XCTestCase` subclass: Xcode 15.3 and later warn that it has a different actor
   isolation from its nonisolated superclass; the methods are isolated instead. (This one also
   applies to the UI tests, AppUITests/ and Linux/HarnessCanary/HarnessCanaryUITests/.)

A line may opt out with `// test-portability: allow (why)` on it.

It also checks that each test resource copied from elsewhere in the repository (MIRRORS) is
byte for byte the file it copies, so a test never checks a stale copy.

Runs a self-test on built-in snippets first, so a scanner that stops finding things fails too.
Python standard library only.
"""

import hashlib
import os
import re
import subprocess
import sys

TESTS = "ShopMenu/Tests"
UI_TESTS = ["AppUITests", "Linux/HarnessCanary/HarnessCanaryUITests"]
MAIN_ACTOR_CLASS = re.compile(r"@MainActor\s+(?:(?:final|public|open)\s+)*class\s+\w+\s*:\s*XCTestCase\b")

# Test resources that are copies of repository files: copy -> original.
MIRRORS = {
    "ShopMenu/Tests/ShopMenuTests/Fixtures/app-Info.plist": "App/Info.plist",
}

CHECKOUT_ONLY = re.compile(r"^\s*os\((Linux|macOS)\)(\s*\|\|\s*os\((Linux|macOS)\))*\s*$")
ASSERTION_LOCATION = re.compile(r"\bfile\s*:\s*StaticString\s*=\s*#(filePath|file)\b")
FILE_LITERAL = re.compile(r"#(filePath|file)\b")
NEEDS_HOST = [
    (re.compile(r"\bProcess\s*\("), "starts a process"),
    (re.compile(r"\bposix_spawn|\bfork\s*\("), "starts a process"),
    (re.compile(r"\bsocket\s*\("), "opens a socket"),
    (re.compile(r"\bcurrentDirectoryPath\b"), "reads the current directory"),
]
ALLOW = "test-portability: allow"


def main_actor_classes(text):
    """Yields (line number, message) for each main-actor XCTestCase subclass."""
    for match in MAIN_ACTOR_CLASS.finditer(text):
        yield text.count("\n", 0, match.start()) + 1, (
            "a @MainActor XCTestCase subclass (Xcode 15.3+ warns): isolate its methods instead")


def scan(text):
    """Yields (line number, message) for each finding in one Swift file's text."""
    yield from main_actor_classes(text)
    stack = []  # one entry per open #if: is its current branch checkout-only?
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        directive = re.match(r"#(if|elseif|else|endif)\b\s*(.*)", stripped)
        if directive:
            kind, condition = directive.groups()
            if kind == "if":
                stack.append(bool(CHECKOUT_ONLY.match(condition)))
            elif kind == "elseif" and stack:
                stack[-1] = bool(CHECKOUT_ONLY.match(condition))
            elif kind == "else" and stack:
                stack[-1] = False
            elif kind == "endif" and stack:
                stack.pop()
            continue
        if stripped.startswith("//") or ALLOW in line or any(stack):
            continue
        code = ASSERTION_LOCATION.sub("", line)
        if FILE_LITERAL.search(code):
            yield number, (
                "#filePath used as a path: a simulator has no checkout; read the file through "
                "Bundle.module (copy it into the test target's Fixtures), or put the test under "
                "#if os(Linux) || os(macOS)")
        for pattern, what in NEEDS_HOST:
            if pattern.search(code):
                yield number, (
                    f"{what}, which iOS cannot: put the test under #if os(Linux) || os(macOS)")


SELF_TEST = [
    ('let root = URL(fileURLWithPath: #filePath)\n', 1),
    ('let root = URL(fileURLWithPath: #file)\n', 1),
    ('func f(file: StaticString = #filePath, line: UInt = #line) {}\n', 0),
    ('#if os(Linux) || os(macOS)\n  let p = Process()\n  let u = URL(fileURLWithPath: #filePath)\n'
     '#endif\n', 0),
    ('#if os(macOS)\n#else\n  let p = Process()\n#endif\n', 1),
    ('#if canImport(FoundationNetworking)\n  let p = Process()\n#endif\n', 1),
    ('let d = FileManager.default.currentDirectoryPath\n', 1),
    ('// URL(fileURLWithPath: #filePath) in a comment\n', 0),
    ('let u = URL(fileURLWithPath: #filePath)  // test-portability: allow (why)\n', 0),
    ('@MainActor\nfinal class T: XCTestCase {}\n', 1),
    ('final class T: XCTestCase {\n  @MainActor\n  func testX() {}\n}\n', 0),
]


def self_test():
    failures = []
    for snippet, expected in SELF_TEST:
        found = len(list(scan(snippet)))
        if found != expected:
            failures.append(f"self-test: {found} findings, expected {expected}, in {snippet!r}")
    return failures


def main(root):
    problems = self_test()
    files = 0
    for folder, _, names in os.walk(os.path.join(root, TESTS)):
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            files += 1
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            relative = os.path.relpath(path, root)
            problems += [f"{relative}:{number}: {message}" for number, message in scan(text)]
    for ui_folder in UI_TESTS:
        for name in sorted(os.listdir(os.path.join(root, ui_folder))):
            if name.endswith(".swift"):
                path = os.path.join(root, ui_folder, name)
                with open(path, encoding="utf-8") as handle:
                    problems += [f"{ui_folder}/{name}:{number}: {message}"
                                 for number, message in main_actor_classes(handle.read())]
    for copy, original in MIRRORS.items():
        try:
            with open(os.path.join(root, copy), "rb") as a, open(os.path.join(root, original),
                                                                 "rb") as b:
                if a.read() != b.read():
                    problems.append(f"{copy}: differs from {original}, which it copies")
        except OSError as error:
            problems.append(f"{copy}: {error}")
    # Each data file once: a test reads the bundled feeds, not a copy of them.
    seen = {}
    listed = subprocess.run(["git", "-C", root, "ls-files", "*.json"], capture_output=True, text=True)
    for name in listed.stdout.split():
        with open(os.path.join(root, name), "rb") as handle:
            digest = hashlib.sha256(handle.read()).hexdigest()
        if digest in seen:
            problems.append(f"{name}: the same bytes as {seen[digest]}; read that one instead")
        seen.setdefault(digest, name)
    for problem in problems:
        print(problem)
    print(f"test portability: {files} Swift files, {len(MIRRORS)} copied resources, "
          f"{len(SELF_TEST)} self-test snippets, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
