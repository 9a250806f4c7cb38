#!/usr/bin/env python3
"""Mutation check of the view harness: plants one realistic mistake at a time in a copy of the
views or the UI tests and checks that the UI tests, run by the harness, fail.

  mutants.py [PROJECT_ROOT] [NAME...]    exit status 1 when the harness got weaker

Each mutant is a site (a regular expression tried on a set of files: the first match is replaced)
and what it stands for. A mutant must be caught (at least one UI test fails) unless it is listed
in SURVIVORS with the reason no test can see it; a survivor that is caught now, a caught mutant
that survives, a site that is gone and a mutant that no longer compiles all fail the check, so the
list stays true. At least MINIMUM mutants must be caught.

Every mutant runs under the iOS 17 profile (Xcode 15's default simulator) or the one MUTANT_PROFILE
names; a mutant in OTHER_PROFILES also runs under the profile named there, with the verdict
expected there (so a difference between the profiles is shown to be what catches it); a mutant in
RULES runs again, under its profile, with that harness rule switched off and must survive there (so
the rule is shown to be what catches it).

It reuses check 27's build (.build/apple-harness) and rebuilds only what a mutant changes: the
app's library (App/ with App/Views/; the test executable loads it at run time) or the test
executable, two mutants at a time, each in a folder of its own.
Work folder: HARNESS_MUTANTS (default .build/apple-harness-mutants in the checkout).
"""
import concurrent.futures
import glob
import os
import queue
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "..", ".."))
ONLY = sys.argv[2:]
BASE = os.path.abspath(os.environ.get("HARNESS_MUTANTS", os.path.join(ROOT, ".build", "apple-harness-mutants")))
BUILT = os.path.abspath(os.environ.get("HARNESS_OUT", os.path.join(ROOT, ".build", "apple-harness")))
UI = "App/Views/*.swift"
TESTS = "AppUITests/*.swift"
MINIMUM = 15

# name: (files, site, replacement, what it stands for)
MUTANTS = {
    "close-does-nothing": (UI, r"model\.closeMenu\(\)", "_ = model", "the menu's Close button calls nothing"),
    "retry-does-nothing": (UI, r"Task \{ await model\.retry\(\) \}", "_ = model", "the menu's Retry calls nothing"),
    "no-start-task": (UI, r"\.task \{ \[model\] in await model\.start\(\) \}", "", "the root view's .task is gone"),
    "menu-button-not-a-button": (
        UI,
        r"Button \{\n(\s*)model\.openMenu\(\)\n\s*\} label: \{\n(\s*HStack[^}]*\})\n\s*\}",
        r"\2\n\1.onTapGesture { model.openMenu() }",
        "the Menu button is a tap gesture on its label, not a button",
    ),
    "menu-button-opens-nothing": (UI, r"model\.openMenu\(\)", "model.closeMenu()", "the Menu button calls the wrong method"),
    "row-id-missing": (
        UI, r"(case \.category:[\s\S]*?)\n\s*\.accessibilityIdentifier\(AccessibilityID\.entry\(entry\.id\.components\)\)", r"\1",
        "category rows lose their identifier",
    ),
    "link-row-selects-nothing": (UI, r"model\.select\(entry\.id\)", "_ = entry", "a link row's tap selects nothing"),
    "searchable-removed": (
        UI, r"\n\s*\.searchable\(\n[^)]*\)[^)]*\)\n\s*\)", "", "the menu has no search field",
    ),
    "search-result-ids-swapped": (
        UI, r"AccessibilityID\.searchResult\(result\.id\.components\)", "AccessibilityID.entry(result.id.components)",
        "search results carry the rows' identifiers",
    ),
    "panel-never-answered": (
        UI, r"continuation\.resume\(returning: answer\)", "_ = answer",
        "a JavaScript panel's question is never answered (its page waits for ever)",
    ),
    "confirm-always-cancelled": (
        UI, r"await ask\(\.confirm, message: message, frame: frame\)\.confirmed", "false",
        "the page receives Cancel whatever was tapped",
    ),
    "dialogs-not-shown": (UI, r"\n\s*\.pageDialogs\(dialogs\)", "", "the page's dialogs are never shown"),
    "no-ondismiss": (UI, r"onDismiss: \{ model\.menuDidDismiss\(\) \}", "onDismiss: nil", "the cover's onDismiss is gone"),
    "webview-id-missing": (
        UI, r"\n\s*webView\.accessibilityIdentifier = AccessibilityID\.webView", "", "the web view has no identifier",
    ),
    "retry-id-missing": (
        UI, r"(\.buttonStyle\(\.borderedProminent\))\n\s*\.accessibilityIdentifier\(retryID\)", r"\1",
        "the failure view's Retry has no identifier",
    ),
    "level-title-missing": (
        UI, r"\n\s*\.navigationTitle\(model\.title\(of: level\)\)", "", "menu levels have no navigation title",
    ),
    "progress-id-missing": (
        UI, r"\n\s*\.accessibilityIdentifier\(AccessibilityID\.pageProgress\)", "", "the page progress has no identifier",
    ),
    # AccessibilityID.swift is compiled into the app and the UI tests alike, so the mistake is a
    # literal in a test.
    "uitest-wrong-id": (
        TESTS, r"element\(AccessibilityID\.menuClose\)\.waitForExistence", 'element("menu.Close").waitForExistence',
        "a UI test looks for the wrong identifier",
    ),
    "uitest-types-before-tap": (
        TESTS, r"\n    field\.tap\(\)\n", "\n",
        "a UI test types into the search field before tapping it",
    ),
    "category-row-is-a-button": (
        UI, r"NavigationLink\(\s*destination: MenuLevelView\(model: model, level: entry\.id, showsBreadcrumb: false\)\s*\)",
        "Button(action: { model.select(entry.id) })", "a category row is a button that pushes nothing",
    ),
    "category-row-pushes-the-top": (
        UI, r"(NavigationLink\(\s*destination: MenuLevelView\(model: model, level: )entry\.id(, showsBreadcrumb: false\)\s*\))",
        r"\1nil\2", "a category row's link pushes the wrong level",
    ),
    "search-category-is-a-button": (
        UI, r"NavigationLink\(\s*destination: MenuLevelView\(model: model, level: result\.id, showsBreadcrumb: true\)\s*\)",
        "Button(action: { model.select(result.id) })", "a category found in search pushes nothing",
    ),
    "search-level-without-breadcrumb": (
        UI, r"(level: result\.id, showsBreadcrumb: )true", r"\1false",
        "a level opened from search does not show the way to it",
    ),
    "every-level-gone": (
        UI, r"if model\.isAvailable\(level: level\)", "if !model.isAvailable(level: level)",
        "every pushed level says its category is gone",
    ),
    "back-button-never-disabled": (
        UI, r"\n\s*\.disabled\(!browser\.state\.canGoBack\)", "",
        "the bottom bar's Back is enabled with nothing to go back to",
    ),
    "forward-button-goes-back": (UI, r"\bbrowser\.goForward\(\)", "browser.goBack()", "the bottom bar's Forward goes back"),
    "reload-button-goes-back": (UI, r"\bbrowser\.reloadPage\(\)", "browser.goBack()", "the bottom bar's Reload goes back"),
    "uitest-rows-among-tables": (
        TESTS, r'XCTAssertTrue\(app\.staticTexts\["Sortiment"\]\.exists',
        'XCTAssertTrue(app.tables.staticTexts["Sortiment"].exists',
        "a UI test looks for a section header among the tables, which a List is only up to iOS 15",
    ),
    # One for each rule of runtime/UIKit/HarnessRules.swift but empty-container (RULES below).
    "list-identifier-relied-on": (
        UI, r"(\.listStyle\(\.plain\))(\n\s*\.refreshable)", r'\1\n      .accessibilityIdentifier("menu.list")\2',
        "a UI test finds a section header through the List's own identifier (second site below)",
    ),
    "container-identifier-as-element": (
        UI, r"(\.frame\(maxWidth: \.infinity, minHeight: proxy\.size\.height\))",
        r'\1\n        .accessibilityIdentifier("menu.failure")',
        "a UI test finds Retry inside the failure view's stack by the stack's identifier (second site below)",
    ),
    "search-pick-keeps-search": (
        UI, r"\n\s*dismissSearch\(\)(\n)", r"\1",
        "picking a search result closes the menu without ending the search first",
    ),
    "uitest-alert-hides-main-screen": (
        TESTS, r'(\n\s*)alert\.buttons\["OK"\]\.tap\(\)',
        r'\1XCTAssertFalse(app.buttons[AccessibilityID.menuButton].exists, "the alert hides the main screen")\1alert.buttons["OK"].tap()',
        "a UI test takes an alert to remove the screen beneath it from the tree",
    ),
    "alert-dismissal-answers-cancel": (
        UI, r"queue\.dismissed\(dialog\.id\)", "queue.answer(dialog.id, with: .cancel)",
        "an alert's dismissal answers Cancel, before the tapped button's action can answer",
    ),
    "uitest-bar-title-while-searching": (
        TESTS, r'(\n\s*)app\.search\("neuheiten"\)',
        r'\1app.search("neuheiten")\1XCTAssertTrue(app.navigationBars["bonprix"].exists, "the top level")',
        "a UI test reads the navigation bar's title while the search is active",
    ),
    "uitest-same-page-adds-history": (
        TESTS,
        r'back\.tap\(\)\n\s*XCTAssertTrue\(\n\s*app\.page\(showing: home\)\.waitForExistence\(timeout: 15\), "Back goes to the page before it"\)\n\s*waitUntil\(back, isEnabled: false\)',
        'back.tap()\n    waitUntil(app.buttons[AccessibilityID.pageForward], isEnabled: true)\n'
        '    XCTAssertTrue(app.page(showing: damen).exists, "Back shows the page chosen the first time")',
        "a UI test expects choosing the page shown to add a history item",
    ),
    "uitest-row-beyond-viewport": (
        TESTS, r'app\.scrollUntilExists\(AccessibilityID\.entry\("Service", "Hilfe"\)\)', 'app.element(AccessibilityID.entry("Service", "Hilfe"))',
        "a UI test expects a row far down the list to exist without scrolling to it",
    ),
    "uitest-ignores-keyboard-introduction": (
        TESTS, r"\n\s*if introduction\.waitForExistence\(timeout: 1\) \{ introduction\.tap\(\) \}", "",
        "a UI test types without dismissing the keyboard's first-use introduction",
    ),
    "level-without-teaser-header": (
        UI, r"headerTeaser: model\.menu\?\.headerTeaser\(of: level\)(,\s*breadcrumb: showsBreadcrumb)",
        r"headerTeaser: nil\1",
        "a category's levels do not show its teaser as their header",
    ),
    "failed-teaser-header-stays": (
        UI, r"let url = teasers\.teaser\(headerTeaser\.url\)", "let url = Optional(headerTeaser.url)",
        "a failed teaser still shows its box as the header of its category's levels",
    ),
    "failed-teaser-row-stays": (
        UI, r"let teaser = teasers\.teaser\(rowTeaser\)", "let teaser = rowTeaser",
        "a failed teaser still shows its box on its top-level row",
    ),
    "results-never-shown": (
        UI, r"if model\.showsSearchResults \{", "if false {",
        "the top level never shows search results",
    ),
}

# name: further (files, site, replacement) planted with it
EXTRA_SITES = {
    "container-identifier-as-element": [(
        TESTS, r"(let retry = app\.element\(AccessibilityID\.menuRetry\)\n\s*XCTAssertTrue\(retry\.waitForExistence\(timeout: 10\)\))",
        r'\1\n    XCTAssertTrue(app.otherElements["menu.failure"].buttons[AccessibilityID.menuRetry].exists)',
    )],
    "list-identifier-relied-on": [(
        TESTS, r'app\.staticTexts\["Sortiment"\]\.exists', 'app.descendants(matching: .any)["menu.list"].staticTexts["Sortiment"].exists',
    )],
}

# name: the rule of runtime/UIKit/HarnessRules.swift that alone catches it: with the rule switched
# off (SHIM_HARNESS_RULES_OFF) the mutant must survive.
RULES = {
    "list-identifier-relied-on": "container-identifier",
    "container-identifier-as-element": "container-identifier",
    "search-pick-keeps-search": "cover-dismissal-ends-search",
    "uitest-alert-hides-main-screen": "alert-overlay",
    "alert-dismissal-answers-cancel": "alert-dismissed-first",
    "uitest-bar-title-while-searching": "search-hides-bar",
    "uitest-same-page-adds-history": "same-url-replaces",
    "uitest-row-beyond-viewport": "viewport",
    "uitest-ignores-keyboard-introduction": "keyboard-introduction",
}

PROFILE = "17"
# name: the profile it runs under instead of PROFILE (its rule holds only there)
MUTANT_PROFILE = {
    "alert-dismissal-answers-cancel": "15",
}
# name: (another profile, the verdict expected under it, why)
OTHER_PROFILES = {
    "alert-dismissal-answers-cancel": (
        "17", "survived", "from iOS 16 on the tapped button's action answers first, and the dismissal finds the "
        "dialog answered",
    ),
    "uitest-rows-among-tables": (
        "15", "survived", "on iOS 15 a List is a table, so app.tables finds it; on iOS 16 and later it is a "
        "collection view",
    ),
}

# name: why no UI test can catch it
SURVIVORS = {
    "failed-teaser-row-stays": "a row's teaser is its background (VoiceOver reads the row's label once), "
    "so XCUITest sees the row the same with its image or without; the decision is the core's "
    "(TeaserLoader.teaser(_:), TeaserShownTests on Linux), and the header, whose name is a text, is "
    "caught (failed-teaser-header-stays).",
    "progress-id-missing": "the UI tests only wait for the progress bar to go before they go on; since a "
    "launch always shows the home page, no test depends on a page having finished loading, and the "
    "harness's local pages finish about 50 ms after they start, too soon to assert on the bar without a "
    "race.",
    "no-ondismiss": "the cover's onDismiss lets a dialog that waited for the menu show, and clears the "
    "search; openMenu() clears the search as well, and no UI test has a page ask while the menu is "
    "open. The core side is WebDialogTests on Linux.",
}


def copy_project(name):
    work = os.path.join(BASE, name)
    shutil.rmtree(work, ignore_errors=True)
    for folder in ["App", "AppUITests"]:
        shutil.copytree(os.path.join(ROOT, folder), os.path.join(work, folder))
    return work


def plant(work, files, site, replacement):
    for path in sorted(glob.glob(os.path.join(work, files))):
        text = open(path, encoding="utf-8").read()
        mutated, count = re.subn(site, replacement, text, count=1)
        if count:
            open(path, "w", encoding="utf-8").write(mutated)
            return os.path.relpath(path, work)
    return None


SLOTS = queue.Queue()


def run(name):
    slot = SLOTS.get()
    try:
        return run_in(name, slot)
    finally:
        SLOTS.put(slot)


def run_in(name, slot):
    files, site, replacement, _ = MUTANTS[name]
    work = copy_project(name)
    sites = [(files, site, replacement)] + EXTRA_SITES.get(name, [])
    planted = [plant(work, *one) for one in sites]
    if None in planted:
        return name, "site gone", []
    out = os.path.join(BASE, f"out-{slot}")
    # Back to the unmutated build first: a slot's previous mutant must not linger.
    for part in ("lib/libShopApp.so", "bin/AppUITests"):
        shutil.copy2(os.path.join(BUILT, part), os.path.join(out, part + ".new"))
        os.replace(os.path.join(out, part + ".new"), os.path.join(out, part))
    # ONLY=app rebuilds the app's library and the test executable; ONLY=tests only the latter.
    for only in ["tests" if all(one[0] == TESTS for one in sites) else "app"]:
        env = dict(os.environ, HARNESS_OUT=out, ONLY=only)
        build = subprocess.run(["bash", os.path.join(HERE, "build.sh"), work], env=env, capture_output=True, text=True)
        if build.returncode != 0:
            return name, "does not compile", [build.stderr.strip().splitlines()[:3]]
    # Every UI test of the app (the canaries are an executable of their own, which no mutant here
    # reaches).
    tests = []
    profile = MUTANT_PROFILE.get(name, PROFILE)
    verdict, detail = run_tests(out, profile, tests)
    if profile != PROFILE:
        detail.insert(0, f"(iOS {profile})")
    if name in OTHER_PROFILES:
        other_profile, expected, _ = OTHER_PROFILES[name]
        other, _ = run_tests(out, other_profile, tests)
        detail.append(f"(iOS {other_profile}: {other})")
        if other != expected:
            verdict = f"{verdict}, but {other} under iOS {other_profile}"
    if name in RULES:
        without, _ = run_tests(out, profile, tests, rules_off=RULES[name])
        detail.append(f"(without rule {RULES[name]}: {without})")
        if without != "survived":
            verdict = f"{verdict}, but {without} without rule {RULES[name]} (something else catches it)"
    shutil.rmtree(work, ignore_errors=True)
    return name, verdict, detail


def run_tests(out, profile, tests, rules_off=""):
    """Runs the UI tests of a mutant's build under a profile, with some harness rules switched
    off: ("caught" or "survived", details)."""
    test = subprocess.run(
        ["timeout", "300", os.path.join(out, "bin", "AppUITests"), *tests], capture_output=True, text=True,
        env=dict(os.environ, SHIM_HARNESS_APP=os.path.join(ROOT, "App"), SHIM_HARNESS_TIMEOUT_SCALE="0.15",
                 SHIM_HARNESS_OS=profile, LD_LIBRARY_PATH=os.path.join(out, "lib"),
                 SHIM_HARNESS_RULES_OFF=rules_off),
    )
    failed = sorted(set(re.findall(r"Test Case '[\w]+\.(\w+)' failed", test.stdout + test.stderr)))
    crashed = "Executed" not in re.split(r"Test Suite '(?:All|Selected) tests'", test.stdout + test.stderr)[-1]
    if crashed:
        return "caught", ["(the run stopped: " + (test.stderr.strip().splitlines() or ["?"])[-1][:120] + ")"]
    return ("caught" if failed else "survived"), failed


def main():
    if not os.path.exists(os.path.join(BUILT, "lib", "ShopMenu.swiftmodule")):
        sys.exit(f"mutants.py: no harness build in {BUILT} (run Linux/AppleShims/harness/run.sh first)")
    os.makedirs(BASE, exist_ok=True)
    for slot in (0, 1):
        out = os.path.join(BASE, f"out-{slot}")
        shutil.rmtree(out, ignore_errors=True)
        shutil.copytree(BUILT, out, ignore=shutil.ignore_patterns("*.log"))
        SLOTS.put(slot)
    names = ONLY or list(MUTANTS)
    started, problems, caught = time.time(), [], 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        # Two at a time, each in a build folder of its own while it runs.
        jobs = [pool.submit(run, name) for name in names]
        for job in jobs:
            name, verdict, detail = job.result()
            print(f"  {name}: {verdict} {', '.join(map(str, detail))}".rstrip(), flush=True)
            expected = "survived" if name in SURVIVORS else "caught"
            if verdict == "caught":
                caught += 1
            if verdict != expected:
                problems.append(f"{name}: {verdict}, expected {expected} ({MUTANTS[name][3]})")
    print(f"harness mutants (iOS {PROFILE} profile unless named): {caught} of {len(names)} caught in {time.time() - started:.0f}s"
          + (f"; survivors, as listed: {', '.join(SURVIVORS)}" if SURVIVORS else ""))
    for problem in problems:
        print(f"  FAIL {problem}")
    if not ONLY and caught < MINIMUM:
        problems.append(f"only {caught} caught, at least {MINIMUM} must be")
        print(f"  FAIL {problems[-1]}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
