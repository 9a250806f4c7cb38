#!/usr/bin/env python3
"""Mutation test of the Apple-layer type-check: plants one realistic mistake at a time in a copy
of the project's Apple-only code (and of the core) and checks that typecheck.sh reports it.

  mutants.py [PROJECT_ROOT]      (exit status 1 if the checker got weaker)

Each mutant is checked against one SDK model (the iOS 17 SDK's unless it names 18: a mistake only
the iOS 18 SDK's declarations catch). Every mutant is expected to be caught (a new error or
warning, compared with the unmodified copy) unless it is listed as a known miss, or, for a correct
rewrite (`clean`), to stay free of new diagnostics (a fix that made the shims accept more is
guarded that way: the old shims reported the rewrite); a mutant with an
`expect` pattern counts as caught only when a new diagnostic matches it (the mistake is reported
for its own reason, not because the shims rejected the code around it). A mutant that is no
longer caught, or whose site cannot be found in the code any more, fails the run: the checker must
never lose a class of mistakes silently. A site is a regular expression tried on a set of files (the first match is mutated
once), so ordinary edits to the views do not break a mutant; when a site is gone, write a new one.

The shims and the core are built once (or taken from check 25's build); each mutant re-checks
only the Apple-only code it can affect (1-3 s). Mutants of the core rebuild the core and run last,
so the build folder is left with a mutated core: it belongs to this test alone. Work folder:
SHIMCHECK_MUTANTS (default: .build/apple-typecheck/mutants under this checkout).
"""

from __future__ import annotations

import glob
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", ".."))
BASE = os.path.abspath(
    os.environ.get("SHIMCHECK_MUTANTS", os.path.join(HERE, "..", "..", ".build", "apple-typecheck", "mutants"))
)
WORK = os.path.join(BASE, "project")
OUT = os.path.join(BASE, "out")
UI = "App/Views/*.swift"
CORE = "ShopMenu/Sources/ShopMenu/**/*.swift"
TEN_TEXTS = "".join('Text(verbatim: "");' for _ in range(10)) + "\n"


class Mutant:
    def __init__(self, name, files, pattern, replacement, xcode, core=False, known_miss=False, fallback=None,
                 sdk="17", expect=None, clean=False):
        self.name, self.files, self.pattern = name, files, re.compile(pattern, re.M)
        self.replacement, self.xcode, self.core, self.known_miss = replacement, xcode, core, known_miss
        self.sdk, self.expect = sdk, re.compile(expect) if expect else None
        # A correct rewrite (clean=True) passes when nothing new is reported: a false alarm fails.
        self.clean = clean
        # (new file, its text): planted when the code has no site for this class of mistake.
        self.fallback = fallback


SELECTOR_FALLBACK = (
    "App/Views/MutantSelectorTarget.swift",
    "#if canImport(UIKit) && os(iOS)\n  import UIKit\n\n  final class MutantSelectorTarget: NSObject {\n"
    "    func pulled() {}\n    func attach(_ control: UIControl) {\n"
    "      control.addTarget(self, action: #selector(pulled), for: .valueChanged)\n    }\n  }\n#endif\n",
)


MUTANTS = [
    # Objective-C selectors and delegate conformance.
    Mutant("delegate-selector-typo", UI, r"@objc\(webView:didFinishNavigation:\)",
           "@objc(webView:didFinishedNavigation:)", "error: selector does not match the requirement's"),
    Mutant("delegate-selector-wrong-method", UI, r"@objc\(webView:didCommitNavigation:\)",
           "@objc(webView:didFinishNavigation:)", "error: selector does not match the requirement's"),
    Mutant("selector-not-objc", UI, r"@objc (private )?func (\w+)\(\)", r"\1func \2()",
           "error: #selector refers to a method not exposed to Objective-C", fallback=SELECTOR_FALLBACK),
    Mutant("delegate-near-miss", UI,
           r"func webView\(_ webView: WKWebView, didCommit navigation: WKNavigation!\)",
           "func webView(_ webView: WKWebView, didCommit navigation: WKNavigation?, extra: Int = 0)",
           "warning: nearly matches optional requirement (method never called)"),
    Mutant("delegate-wrong-name-no-objc", UI,
           r"@objc\(webViewWebContentProcessDidTerminate:\)\s*func webViewWebContentProcessDidTerminate\(",
           "func webViewWebContentProcessDidTerminated(",
           "warning: nearly matches optional requirement (never called)"),
    # APIs newer than iOS 15.
    Mutant("ios16-NavigationStack", UI, r"\bNavigationView(\s*\{)", r"NavigationStack\1",
           "error: 'NavigationStack' is only available in iOS 16.0 or newer"),
    Mutant("ios17-onChange-two-values", UI, r"\.onChange\(of: ([^)\n]+)\) \{ (\[[^\]]*\] )?(\w+) in",
           r".onChange(of: \1) { \2_, \3 in", "error: only available in iOS 17.0 or newer"),
    Mutant("eleven-children", UI, r"((?:VStack|HStack|ZStack)(?:\([^()\n]*\))? \{\n)", r"\1" + TEN_TEXTS,
           "error: extra arguments (ViewBuilder takes at most 10 views before iOS 17)"),
    # Types, labels, members, access.
    # (A missing `@unknown default` over a framework enum had a site in AsyncImage's phase switch;
    # with AsyncImage gone, the app switches over no framework enum, so the mutant went too.)
    Mutant("wrong-argument-type", UI, r"Text\(verbatim: entry\.label\)", "Text(verbatim: entry)",
           "error: cannot convert MenuEntry to String"),
    Mutant("missing-binding-dollar", UI, r"isActive: \$(\w+)", r"isActive: \1",
           "error: cannot convert Bool to Binding<Bool>"),
    Mutant("style-typo", UI, r"\.buttonStyle\(\.borderedProminent\)", ".buttonStyle(.borderedProminant)",
           "error: no member 'borderedProminant'"),
    # `.task`'s action inherits the view's main actor (@_inheritActorContext in SwiftUI's
    # interface): a synchronous call to the main-actor model type-checks, as in Xcode.
    Mutant("task-inherits-main-actor", UI, r"\.task \{ (\[model\] in )?await model\.start\(\) \}",
           r".task { \1model.openMenu() }", "nothing: the action runs on the main actor", clean=True),
    Mutant("kvo-keypath-typo", UI, r"\.observe\(\\\.estimatedProgress", r".observe(\\.estimatedProgres",
           "error: no member 'estimatedProgres'"),
    # Shim fidelity: each of these is reported only since its declaration was fixed to the SDK's.
    # NavigationLink(destination:label:) with a view-builder destination is iOS 13+. The fix made
    # the shims accept more, so its guard is a correct rewrite that must stay clean: the link
    # written with the closure form (the old shims called it unavailable).
    Mutant("navigation-link-closure-form", UI, r"NavigationLink\(destination: ([^\n]+?)\) \{ label \}",
           r"NavigationLink {\n        \1\n      } label: {\n        label\n      }",
           "nothing: the same link, iOS 13+", clean=True),
    # The photo row: a custom ButtonStyle (its requirement and its configuration's members), and
    # the Label of the bottom bar.
    Mutant("button-style-requirement", UI, r"func makeBody\(configuration: Configuration\)",
           "func makeBody(config: Configuration)", "error: PhotoRowStyle does not conform to ButtonStyle",
           expect=r"does not conform to protocol 'ButtonStyle'"),
    Mutant("button-style-pressed-typo", UI, r"configuration\.isPressed", "configuration.pressed",
           "error: no member 'pressed'", expect=r"has no member 'pressed'"),
    Mutant("label-system-name", UI, r"Label\(Strings\.back, systemImage:", "Label(Strings.back, systemName:",
           "error: no Label initializer takes systemName:"),
    # WebKit's delegate protocols refine NSObjectProtocol: only an NSObject subclass conforms.
    Mutant("scheme-handler-not-nsobject", UI,
           r"(final class \w+): NSObject, (WKURLSchemeHandler) \{",
           r"\1: \2 {", "error: cannot declare conformance to 'NSObjectProtocol' in Swift",
           expect=r"does not conform to protocol 'NSObjectProtocol'"),
    Mutant("delegate-not-nsobject", UI,
           r"(final class Coordinator): NSObject, (WKNavigationDelegate)([^{]*)\{([\s\S]*?)\n\s*super\.init\(\)",
           r"\1: \2\3{\4", "error: cannot declare conformance to 'NSObjectProtocol' in Swift",
           expect=r"does not conform to protocol 'NSObjectProtocol'"),
    # KVO's change handler is @Sendable: it may not call the main-actor coordinator directly.
    Mutant("kvo-handler-calls-main-actor", UI, r"Task \{ @MainActor in (self\.model\.browser\.webViewDidUpdateProgress\(progress\)) \}",
           r"\1",
           "warning: call to main actor-isolated method in a synchronous nonisolated context",
           expect=r"main actor-isolated (instance method 'webViewDidUpdateProgress|property '(model|browser)')"),
    # The iOS 18 SDK's whole-type isolation (View, ObservedObject, OpenURLAction).
    Mutant("view-work-off-main", UI, r"Button\(action: retry\)",
           "Button(action: { DispatchQueue.global().async { self.retry() } })",
           "warning (Xcode 16): main actor-isolated property 'retry' referenced from a Sendable closure",
           sdk="18", expect=r"main actor-isolated property 'retry'"),
    Mutant("observed-object-nonisolated-init", UI, r"(\n(\s*)@ObservedObject var model: ShopAppModel\n)(\s*let level: MenuEntry\.ID\?\n)",
           r"\1\3\2nonisolated init(model: ShopAppModel, level: MenuEntry.ID?) {\n\2  _model = ObservedObject(wrappedValue: model)\n\2  self.level = level\n\2}\n",
           "warning (Xcode 16): call to main actor-isolated initializer 'init(wrappedValue:)' in a nonisolated context",
           sdk="18", expect=r"main actor-isolated initializer 'init\(wrappedValue:\)'"),
    Mutant("open-url-off-main", UI, r"\n(\s*)openURL\(request\.url\)\n",
           r"\n\1let open = openURL\n\1DispatchQueue.global().async { open(request.url) }\n",
           "warning (Xcode 16): call to main actor-isolated instance method 'callAsFunction' off the main actor",
           sdk="18", expect=r"main actor-isolated instance method 'callAsFunction"),
    Mutant("not-observed", UI, r"@ObservedObject (var model: ShopAppModel)", r"\1",
           "nothing: compiles in Xcode too, but the view stops updating", known_miss=True),
    # UI tests.
    Mutant("uitest-missing-timeout", "AppUITests/*.swift", r"\.waitForExistence\(timeout: \d+\)",
           ".waitForExistence()", "error: missing argument for parameter 'timeout'"),
    Mutant("uitest-wrong-query", "AppUITests/*.swift", r"= app\.webViews\b", "= app.webView",
           "error: no member 'webView'"),
    Mutant("uitest-value-type", "AppUITests/*.swift", r"XCTAssertEqual\(header\.label,",
           r"XCTAssertEqual(header.value,", "error: Any? is not Equatable"),
    # The core, as the views see it (rebuilds the core).
    Mutant("core-symbol-renamed", CORE, r"public func reloadPage\(\)", "public func reloadCurrentPage()",
           "error: ShopAppModel has no member 'reloadPage'", core=True),
    Mutant("core-public-dropped", CORE, r"^(\s*@Published )public var isMenuPresented\b", r"\1var isMenuPresented",
           "error: 'isMenuPresented' is inaccessible due to 'internal' protection level", core=True),
]


def out(sdk: str) -> str:
    return OUT if sdk == "17" else f"{OUT}-sdk{sdk}"


def run(reuse: str, stages: str = "app,uitests", sdk: str = "17") -> subprocess.CompletedProcess:
    env = dict(os.environ, SDK=sdk, SHIMCHECK_OUT=out(sdk), REUSE=reuse, STAGES=stages)
    env.pop("STRICT", None)
    return subprocess.run(["bash", os.path.join(HERE, "typecheck.sh"), WORK], env=env, capture_output=True, text=True)


DIAGNOSTIC = re.compile(r"^(/[^:]+):\d+:\d+: (error|warning): (.*)$")


def diagnostics(result: subprocess.CompletedProcess) -> list[tuple[str, str, str]]:
    found = []
    for line in (result.stdout + result.stderr).splitlines():
        match = DIAGNOSTIC.match(line)
        if match and match[1].startswith(WORK + os.sep):
            found.append((os.path.relpath(match[1], WORK), match[2], match[3]))
    return found


def locate(mutant: Mutant):
    for path in sorted(glob.glob(os.path.join(WORK, mutant.files), recursive=True)):
        text = open(path, encoding="utf-8").read()
        if mutant.pattern.search(text):
            return path, text
    return None, None


def main() -> int:
    started = time.monotonic()
    shutil.rmtree(WORK, ignore_errors=True)
    for folder in ("ShopMenu/Sources", "App", "AppUITests"):
        shutil.copytree(os.path.join(ROOT, folder), os.path.join(WORK, folder),
                        ignore=shutil.ignore_patterns("*.xcassets", "*.lproj", "*.docc"))
    only = set(filter(None, os.environ.get("MUTANTS", "").split(",")))  # MUTANTS=a,b: just those
    selected = [m for m in sorted(MUTANTS, key=lambda m: m.core) if not only or m.name in only]
    # A build of the same shims and core for the same SDK model (check 25 leaves one) is reused:
    # SHIMCHECK_REUSE_FROM names the iOS 17 model's modules; the iOS 18 model's are found beside them.
    baselines = {}
    for sdk in sorted({m.sdk for m in selected} | {"17"}):
        reuse_from = os.environ.get("SHIMCHECK_REUSE_FROM", "")
        if sdk != "17":  # check 25's folder of the other model: .../sdk17/modules -> .../sdk18/modules
            reuse_from = os.environ.get(f"SHIMCHECK_REUSE_FROM_{sdk}", reuse_from.replace("sdk17", f"sdk{sdk}"))
        reused = os.path.exists(os.path.join(reuse_from, "ShopMenu.swiftmodule"))
        if reused:
            shutil.rmtree(os.path.join(out(sdk), "modules"), ignore_errors=True)
            shutil.copytree(reuse_from, os.path.join(out(sdk), "modules"))
        base = run("1" if reused else "0", sdk=sdk)
        if not os.path.exists(os.path.join(out(sdk), "modules", "ShopMenu.swiftmodule")):
            print(base.stdout + base.stderr)
            print(f"mutants: the unmodified code did not build (iOS {sdk} SDK model)")
            return 1
        baselines[sdk] = set(diagnostics(base))
        print(f"  unmodified code, iOS {sdk} SDK model: {len(baselines[sdk])} diagnostic(s) (not counted below)")
    caught = expected = 0
    failures = []
    for mutant in selected:
        baseline = baselines[mutant.sdk]
        path, original = locate(mutant)
        if path is None and mutant.fallback:
            path, original = os.path.join(WORK, mutant.fallback[0]), None
        elif path is None:
            failures.append(f"{mutant.name}: no site matches /{mutant.pattern.pattern}/ in {mutant.files}")
            print(f"  {mutant.name:30} NO SITE")
            continue
        with open(path, "w", encoding="utf-8") as handle:
            if original is None:
                handle.write(mutant.fallback[1])
            else:
                handle.write(mutant.pattern.sub(mutant.replacement, original, count=1))
        # A change to the views can only affect the app; one to the UI tests only the UI tests; one
        # to the core all of them.
        stages = "app,uitests" if mutant.core else "uitests" if mutant.files.startswith("AppUITests") else "app"
        try:
            result = run("shims" if mutant.core else "1", stages, mutant.sdk)
        finally:
            if original is None:
                os.remove(path)
            else:
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(original)
        new = [d for d in diagnostics(result) if d not in baseline]
        other = new
        if mutant.expect:  # reported for its own reason, or not at all
            new = [d for d in new if mutant.expect.search(d[2])]
        first = f"{new[0][0]}: {new[0][1]}: {new[0][2]}" if new else "-"
        if not new and other:
            first = f"only for another reason: {other[0][2]}"
        site = os.path.relpath(path, WORK)
        if mutant.clean:
            expected += 1
            verdict = "clean" if not new else "FALSE ALARM"
            if new:
                failures.append(f"{mutant.name}: a correct rewrite is reported (mutated {site})")
            else:
                caught += 1
        elif new:
            caught += 1
        if mutant.clean:
            pass
        elif mutant.known_miss:
            verdict = "caught (was a known miss: update mutants.py)" if new else "known miss"
        else:
            expected += 1
            verdict = "caught" if new else "MISSED"
            if not new:
                failures.append(f"{mutant.name}: no longer caught (mutated {site})")
        model = "" if mutant.sdk == "17" else f" [iOS {mutant.sdk} SDK model]"
        print(f"  {mutant.name:32} {verdict:10} {site}{model}: {first[:140]}")
    seconds = time.monotonic() - started
    for failure in failures:
        print(f"  FAIL {failure}")
    print(f"mutants: {caught}/{len(selected)} as expected ({expected} expected: caught, or clean for a "
          f"correct rewrite; {len(selected) - expected} known miss), {seconds:.0f} s: "
          f"{'FAILED' if failures else 'ok'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
