#!/usr/bin/env python3
"""Swift 5.9 / iOS 15 compatibility scan of every Swift file in the repository.

The project must build in Xcode 15.0 (Swift 5.9, the iOS 17 SDK) for an iOS 15 deployment target.
The Swift 6.3 compiler on the Linux machines accepts much more in Swift 5 language mode, and it
never sees the SwiftUI / WebKit code at all, so neither `swift build` nor `swiftc -parse` catches
a newer API or newer syntax. This scan does, by pattern, after removing comments and the text of
string literals (interpolations are kept: they are code).

Each rule names what it forbids, the iOS or Swift version that introduced it, and how that was
checked:
  docs   - the symbol's page on developer.apple.com (availability block), fetched while writing this
           script; the page is named.
  facts  - facts checked earlier on these machines or in Apple's docs (the rule says which).
  SE     - the Swift Evolution proposal named, whose status gives the first Swift release.
A line may opt out of one rule with a trailing `// compat: allow <rule-id> (<why>)` comment, for
code that is behind `if #available` or otherwise reviewed.

Usage: check_compat.py [ROOT]    (exit 1 on any finding; prints one line per finding and a summary)
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass

SKIP_DIRS = {".build", ".git", ".swiftpm", "DerivedData", "node_modules", "tmp"}
# The API shims declare the newer APIs (unavailable) on purpose, and the canary's must-fail
# snippets use them on purpose; the canary's must-compile file is scanned like app code. The view
# harness's runtime is built only on Linux, by this machine's Swift 6 toolchain, never by Xcode.
SKIP_PATHS = {os.path.join("Linux", "AppleShims", "shims"), os.path.join("Linux", "AppleShims", "canary", "fails"),
              os.path.join("Linux", "AppleShims", "runtime")}


@dataclass(frozen=True)
class Rule:
    id: str
    pattern: str
    needs: str
    checked: str
    hint: str = ""
    # A receiver that makes the call fine: a match right after it is no finding.
    exempt_after: str = ""

    def compiled(self) -> re.Pattern[str]:
        return re.compile(self.pattern)


DOCS = "docs: developer.apple.com/documentation/"

RULES: list[Rule] = [
    # --- SwiftUI newer than iOS 15 -------------------------------------------------------------
    Rule("NavigationStack", r"\bNavigationStack\b", "iOS 16", "facts; " + DOCS + "swiftui/navigationstack",
         "use NavigationView + .navigationViewStyle(.stack) and NavigationLink(isActive:)"),
    Rule("NavigationSplitView", r"\bNavigationSplitView\b", "iOS 16", "facts"),
    Rule("NavigationPath", r"\bNavigationPath\b", "iOS 16", "facts"),
    Rule("navigationDestination", r"\.navigationDestination\s*\(", "iOS 16", "facts",
         "use NavigationLink(destination:isActive:label:)"),
    Rule("NavigationLink-value", r"\bNavigationLink\s*\(\s*value\s*:", "iOS 16",
         DOCS + "swiftui/navigationlink/init(value:label:) (iOS 16.0)"),
    Rule("ContentUnavailableView", r"\bContentUnavailableView\b", "iOS 17",
         DOCS + "swiftui/contentunavailableview (iOS 17.0)"),
    Rule("scrollContentBackground", r"\.scrollContentBackground\s*\(", "iOS 16",
         DOCS + "swiftui/view/scrollcontentbackground(_:) (iOS 16.0)"),
    Rule("onChange-two-parameters", r"\.onChange\s*\(\s*of\s*:[^{}]*\)\s*\{\s*(?:\[[^\]]*\]\s*)?[\w$]+\s*,\s*[\w$]+\s+in\b",
         "iOS 17", "facts; the one-parameter onChange(of:perform:) is iOS 14",
         "use .onChange(of: value) { newValue in ... }"),
    Rule("onChange-initial", r"\.onChange\s*\(\s*of\s*:[^)]*\binitial\s*:", "iOS 17", "facts"),
    Rule("toolbar-visibility", r"\.toolbar\s*\(\s*\.(?:hidden|visible|automatic)\b", "iOS 16", "facts"),
    Rule("toolbarBackground", r"\.toolbarBackground\s*\(", "iOS 16", "facts"),
    Rule("toolbarRole", r"\.toolbarRole\s*\(", "iOS 16", "facts"),
    Rule("searchable-isPresented", r"\.searchable\s*\([^)]*\bisPresented\s*:", "iOS 17",
         DOCS + "swiftui/view/searchable(text:ispresented:placement:prompt:) (iOS 17.0)"),
    Rule("searchScopes", r"\.searchScopes\s*\(", "iOS 16", "facts"),
    Rule("presentationDetents", r"\.presentationDetents\s*\(", "iOS 16", "facts"),
    # View's fontWeight(_:) is iOS 16; Text's own, on a Text, iOS 13 (the iOS 17 SDK's
    # `extension Text` of iOS 13.0 declares `fontWeight(_:) -> Text`).
    Rule("fontWeight-modifier", r"\.fontWeight\s*\(", "iOS 16", "facts",
         "use .font(.body.weight(.semibold)) (iOS 13)",
         exempt_after=r"\bText\((?:[^()]|\([^()]*\))*\)\s*$"),
    Rule("scrollDismissesKeyboard", r"\.scrollDismissesKeyboard\s*\(", "iOS 16", "facts"),
    Rule("scrollIndicators", r"\.scrollIndicators\s*\(", "iOS 16", "facts"),
    Rule("scrollPosition", r"\.scrollPosition\s*\(", "iOS 17", "facts"),
    Rule("scrollTargetBehavior", r"\.scrollTargetBehavior\s*\(", "iOS 17", "facts"),
    Rule("containerRelativeFrame", r"\.containerRelativeFrame\s*\(", "iOS 17", "facts"),
    Rule("safeAreaPadding", r"\.safeAreaPadding\s*\(", "iOS 17",
         DOCS + "swiftui/view/safeareapadding(_:_:) (iOS 17.0)"),
    Rule("sensoryFeedback", r"\.sensoryFeedback\s*\(", "iOS 17", "facts"),
    Rule("symbolEffect", r"\.symbolEffect\s*\(", "iOS 17", "facts"),
    Rule("contentTransition", r"\.contentTransition\s*\(", "iOS 16", "facts"),
    Rule("newer-views", r"\b(?:ViewThatFits|Grid|GridRow|AnyLayout|ShareLink|LabeledContent|Gauge|PhotosPicker)\s*[({<]",
         "iOS 16", "facts"),
    Rule("Observation", r"@Observable\b|@Bindable\b|@ObservationIgnored\b|\bimport\s+Observation\b",
         "iOS 17", "facts", "use ObservableObject + @Published / objectWillChange"),
    Rule("Xcode16-macros", r"@Entry\b|@Previewable\b", "Xcode 16 (iOS 18 SDK)", "facts"),
    Rule("SwiftData", r"\bimport\s+SwiftData\b|@Model\b", "iOS 17", "facts"),
    Rule("Swift-Testing", r"\bimport\s+Testing\b|#expect\s*\(|#require\s*\(", "Xcode 16",
         "facts (Xcode 15 has no Swift Testing)", "use XCTest"),
    # --- WebKit ----------------------------------------------------------------------------------
    Rule("WKWebView-isInspectable", r"\.isInspectable\b", "iOS 16.4", "facts"),
    # --- Foundation newer than iOS 15; standard-library APIs that Swift 5.9 does not have at all --
    # (The standard library's iOS availability - Task.sleep(for:), Duration, the clocks, Regex and
    # its literals and string algorithms, withDiscardingTaskGroup - is check 12's, from the
    # compiler's references and the toolchain's own availability: check_availability.py.)
    Rule("URL-filePath", r"\bURL\s*\(\s*filePath\s*:", "iOS 16", "facts",
         "use URL(fileURLWithPath:)"),
    Rule("URL-appending-path", r"\.appending\s*\(\s*(?:path|component|components|queryItems)\s*:", "iOS 16",
         "facts", "use appendingPathComponent(_:)"),
    Rule("URL-directories", r"\bURL\s*\.\s*(?:documentsDirectory|cachesDirectory|temporaryDirectory|homeDirectory|applicationSupportDirectory)\b",
         "iOS 16", "facts"),
    Rule("URL-path-percentEncoded", r"\.path\s*\(\s*percentEncoded\s*:", "iOS 16", "facts"),
    Rule("Int128", r"\b(?:Int128|UInt128)\b", "Swift 6.0 / iOS 18", "facts; SE-0425"),
    Rule("Synchronization", r"\bimport\s+Synchronization\b|\bMutex\s*<|\bAtomic\s*<", "Swift 6.0 / iOS 18",
         "facts; SE-0433, SE-0410"),
    Rule("count-where", r"\.count\s*\(\s*where\s*:", "Swift 6.0", "facts; SE-0220",
         "use .filter { ... }.count"),
    Rule("Span-InlineArray", r"\b(?:InlineArray|RawSpan|MutableSpan)\b|\bSpan\s*<", "Swift 6.2", "SE-0453, SE-0447"),
    Rule("Task-immediate", r"\bTask\s*\.\s*immediate\b", "Swift 6.2", "SE-0472"),
    # --- Swift syntax newer than 5.9 ---------------------------------------------------------------
    Rule("typed-throws", r"\bthrows\s*\(", "Swift 6.0", "SE-0413 (proposals/0413-typed-throws.md: Implemented (Swift 6.0))",
         "use untyped throws"),
    Rule("sending", r"(?::|->)\s*sending\s+[\w$@(\[]",
         "Swift 6.0", "SE-0430 (proposals/0430-transferring-parameters-and-results.md: Implemented (Swift 6.0))"),
    Rule("noncopyable-generics", r"~\s*(?:Copyable|Escapable)\b", "Swift 6.0 (generics), 6.2 (~Escapable)",
         "facts; SE-0427, SE-0446"),
    Rule("access-level-import", r"(?m)^\s*(?:@[\w()]+\s+)*(?:public|package|internal|fileprivate|private)\s+import\b",
         "Swift 6.0", "SE-0409 (proposals/0409-access-level-on-imports.md: Implemented (Swift 6.0); 5.9 only "
         "behind -enable-experimental-feature AccessLevelOnImport)"),
    Rule("retroactive", r"@retroactive\b", "Swift 6.0 compiler",
         "SE-0364 (proposals/0364-retroactive-conformance-warning.md: Implemented (Swift 6.0))"),
    Rule("nonisolated-unsafe", r"\bnonisolated\s*\(\s*(?:unsafe|nonsending)\s*\)", "Swift 5.10 (unsafe) / 6.2 (nonsending)",
         "SE-0412 (proposals/0412-strict-concurrency-for-global-variables.md: Implemented (Swift 5.10)), "
         "SE-0461: Xcode 15.0-15.2 ship Swift 5.9"),
    Rule("isolated-any", r"@isolated\s*\(\s*any\s*\)|#isolation\b|@concurrent\b", "Swift 6.0 / 6.2",
         "SE-0431, SE-0420, SE-0461"),
    Rule("preconcurrency-conformance", r":\s*@preconcurrency\s+[A-Z]", "Swift 6.0", "SE-0423"),
    # SE-0439 (proposals/0439-trailing-comma-lists.md: Implemented (Swift 6.1)) allows a trailing
    # comma in every list between ( ), [ ] or < >: tuples, parameters and arguments (also of enum
    # cases, attributes, macros and interpolations), subscripts, closure capture lists and generic
    # parameters. Before, only array and dictionary literals took one, and they still may here.
    Rule("trailing-comma-in-list",
         r",\s*\)"                                # ( ) lists
         r"|(?:[\w)\]][?!]?|\.)\[[^\[\]]*,\s*\]"     # a subscript: x[a, b,], x?[a,], \.[a,]
         r"|\{\s*\[[^\[\]]*,\s*\][^{}\n]*?\bin\b"    # a capture list: { [a, b,] in
         r"|\w<[^<>(){}]*,\s*>",                   # generic parameters: S<T, U,>
         "Swift 6.1", "SE-0439 (proposals/0439-trailing-comma-lists.md: Implemented (Swift 6.1))",
         "remove the comma before ')', ']' or '>' (array and dictionary literals may keep theirs)"),
    Rule("raw-identifier", r"`[^`\n]*[^A-Za-z0-9_`$][^`\n]*`|`[0-9][^`\n]*`", "Swift 6.2", "facts; SE-0451",
         "use a camelCase name"),
]


# ---------------------------------------------------------------------------------------------
# Lexing: blank comments and string literal text, keep code (and interpolations) and line breaks.
# ---------------------------------------------------------------------------------------------


def strip_swift(text: str) -> str:
    out: list[str] = []
    i, n = 0, len(text)
    # Each frame of `stack` is an open string literal: (raw hashes, multiline, paren depth of the
    # interpolation we are in, or -1 while in the literal's text).
    stack: list[list[int]] = []

    def blank(ch: str) -> str:
        return "\n" if ch == "\n" else " "

    while i < n:
        in_text = bool(stack) and stack[-1][2] < 0
        ch = text[i]
        if in_text:
            hashes, multiline, _ = stack[-1]
            closing = ('"""' if multiline else '"') + "#" * hashes
            if text.startswith(closing, i):
                out.append(closing)
                i += len(closing)
                stack.pop()
                continue
            escape = "\\" + "#" * hashes
            if text.startswith(escape, i):
                j = i + len(escape)
                if j < n and text[j] == "(":
                    out.append(" " * (j - i) + "(")
                    stack[-1][2] = 1
                    i = j + 1
                    continue
                out.append(" " * (j - i))
                i = j
                if i < n:
                    out.append(blank(text[i]))
                    i += 1
                continue
            out.append(blank(ch))
            i += 1
            continue
        # Code (top level or inside an interpolation).
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
            continue
        if text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append("".join(blank(c) for c in text[i:j]))
            i = j
            continue
        m = re.match(r'(#*)("""|")', text[i:])
        if m and (m.group(1) == "" or True):
            hashes = len(m.group(1))
            if hashes and not text.startswith('"', i + hashes):
                out.append(ch)
                i += 1
                continue
            multiline = m.group(2) == '"""'
            out.append(m.group(0))
            i += len(m.group(0))
            stack.append([hashes, int(multiline), -1])
            continue
        if stack and stack[-1][2] > 0:
            if ch == "(":
                stack[-1][2] += 1
            elif ch == ")":
                stack[-1][2] -= 1
                if stack[-1][2] == 0:
                    stack[-1][2] = -1
        out.append(ch)
        i += 1
    return "".join(out)


# ---------------------------------------------------------------------------------------------


def swift_files(root: str) -> list[str]:
    found: list[str] = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(
            d
            for d in dirnames
            if d not in SKIP_DIRS
            and not d.startswith(".build")
            and not d.startswith(".")
            and os.path.relpath(os.path.join(dirpath, d), root) not in SKIP_PATHS
        )
        for name in sorted(filenames):
            if name.endswith(".swift"):
                found.append(os.path.join(dirpath, name))
    return found


ALLOW = re.compile(r"//\s*compat:\s*allow\s+([\w-]+)")


def scan(path: str, rules: list[tuple[Rule, re.Pattern[str]]]) -> list[str]:
    with open(path, encoding="utf-8") as handle:
        original = handle.read()
    code = strip_swift(original)
    original_lines = original.split("\n")
    line_starts = [0]
    for index, ch in enumerate(code):
        if ch == "\n":
            line_starts.append(index + 1)

    def line_of(offset: int) -> int:
        lo, hi = 0, len(line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if line_starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1

    findings = []
    for rule, pattern in rules:
        for match in pattern.finditer(code):
            if rule.exempt_after and re.search(rule.exempt_after, code[max(0, match.start() - 300) : match.start()]):
                continue
            line = line_of(match.start())
            source_line = original_lines[line - 1] if line - 1 < len(original_lines) else ""
            allowed = ALLOW.search(source_line)
            if allowed and allowed.group(1) == rule.id:
                continue
            snippet = source_line.strip()
            if len(snippet) > 90:
                snippet = snippet[:87] + "..."
            hint = f" ({rule.hint})" if rule.hint else ""
            findings.append(f"{path}:{line}: [{rule.id}] needs {rule.needs}{hint}: {snippet}")
    return findings


def self_test() -> None:
    """The lexer and the rules on known snippets, so a broken pattern fails loudly."""
    compiled = [(rule, rule.compiled()) for rule in RULES]

    def ids(code: str) -> set[str]:
        stripped = strip_swift(code)
        found = set()
        for rule, pattern in compiled:
            for match in pattern.finditer(stripped):
                before = stripped[max(0, match.start() - 300) : match.start()]
                if not (rule.exempt_after and re.search(rule.exempt_after, before)):
                    found.add(rule.id)
        return found

    bad = {
        "NavigationStack": "NavigationStack { Text(\"x\") }",
        "navigationDestination": "x.navigationDestination(for: Int.self) { _ in }",
        "ContentUnavailableView": "ContentUnavailableView(\"x\", systemImage: \"y\")",
        "scrollContentBackground": "List {}.scrollContentBackground(.hidden)",
        "onChange-two-parameters": "v.onChange(of: a) { old, new in print(new) }",
        "toolbar-visibility": "v.toolbar(.hidden, for: .navigationBar)",
        "searchable-isPresented": "v.searchable(text: $q, isPresented: $p)",
        "Observation": "@Observable final class M {}",
        "URL-filePath": "URL(filePath: \"/tmp\")",
        "typed-throws": "func f() throws(MyError) {}",
        "sending": "func f(_ x: sending T) {}",
        "noncopyable-generics": "func f<T: ~Copyable>(_ x: borrowing T) {}",
        "access-level-import": "internal import Foundation",
        "trailing-comma-in-list": "f(a, b,\n)",
        "raw-identifier": "func `decodes the menu`() {}",
        "count-where": "xs.count(where: { $0 > 1 })",
        "retroactive": "extension URL: @retroactive Identifiable {}",
        "nonisolated-unsafe": "nonisolated(unsafe) var cache = 0",
        "fontWeight-modifier": "HStack { Text(\"x\") }\n  .fontWeight(.bold)",
    }
    for rule_id, code in bad.items():
        if rule_id not in ids(code):
            raise SystemExit(f"check_compat self-test: rule {rule_id} missed: {code!r}")
    for code in ["f(a, // the last\n)", "let t = (1, 2,)", "m[x, y,]", "d?[k,]", "\\Foo.bar[x,]",
                 "{ [weak self, x,] in }", "{ [a,] (b: Int) in }", "struct S<T, U,> {}", "func f<T,>(_ x: T) {}",
                 'let s = "\\(a, b,)"']:
        if "trailing-comma-in-list" not in ids(code):
            raise SystemExit(f"check_compat self-test: rule trailing-comma-in-list missed: {code!r}")
    good = [
        'let s = "NavigationStack, Task.sleep(for: x), f(a,)"',
        "// NavigationStack is iOS 16\nlet x = 1",
        "/* nested /* URL(filePath:) */ still comment */ let y = 2",
        'let s = """\n  onChange(of: a) { a, b in }\n  """',
        'let s = #"a "quoted" \\(NavigationStack) f(a,)"#',
        "let xs = [1, 2,\n]",
        'let d = ["a": 1,]',
        "f([1, 2,], x: [3,])",
        "let m = [[1, 2,], [3,]]",
        'Text(verbatim: entry.label)\n  .fontWeight(isOn ? .semibold : .regular)',
        "return [a, b,]",
        "{ [1, 2,].map { $0 } }",
        "xs.reduce(0, +); xs.sorted(by: >)",
        "if a<b, c>d {}",
        "let e: [Int] = []; let x = y[0]",
        "v.onChange(of: a) { newValue in print(newValue) }",
        "NavigationView { }.navigationViewStyle(.stack)",
        "NavigationLink(destination: D(), isActive: $b) { Text(\"x\") }",
        "let d = a / b / c",
        "func f() throws -> Int { 1 }",
        "`default`",
        "let half = width / 2, third = width / 3",
    ]
    for code in good:
        found = ids(code)
        if found:
            raise SystemExit(f"check_compat self-test: false finding {sorted(found)} in {code!r}")
    # Interpolations are code.
    if "NavigationStack" not in ids('let s = "\\(NavigationStack.self)"'):
        raise SystemExit("check_compat self-test: interpolation not scanned")


def main() -> int:
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", ".."))
    self_test()
    compiled = [(rule, rule.compiled()) for rule in RULES]
    files = swift_files(root)
    findings: list[str] = []
    for path in files:
        findings += scan(path, compiled)
    for finding in findings:
        print(os.path.relpath(finding, root) if finding.startswith(root) else finding)
    verdict = "FAILED" if findings else "ok"
    print(f"compat (Swift 5.9 / iOS 15): {len(files)} Swift files, {len(RULES)} rules, "
          f"{len(findings)} findings: {verdict}")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
