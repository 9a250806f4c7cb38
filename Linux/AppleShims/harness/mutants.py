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
core (ShopMenu), the app's library (App/ with App/Views/; the test executable loads it at run
time) or the test executable, two mutants at a time, each in a folder of its own. Each UI test
runs in a process of its own, the quick ones first (see run_tests).
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
CORE = "ShopMenu/Sources/ShopMenu/App/*.swift"
MINIMUM = 20

# name: (files, site, replacement, what it stands for)
MUTANTS = {
    "close-does-nothing": (UI, r"model\.closeMenu\(\)", "_ = model", "the menu's Close button calls nothing"),
    "notice-retry-does-nothing": (
        UI, r"(MenuNoticeBanner\(notice: notice, isRefreshing: model\.isRefreshing\) \{\n\s*)await model\.refresh\(\)",
        r"\1_ = model", "the notice's Retry fetches nothing",
    ),
    "failure-retry-does-nothing": (
        UI, r"Task \{ await model\.refresh\(\) \}", "_ = model", "the failure view's Retry fetches nothing",
    ),
    "no-progress-while-refreshing": (
        "App/Views/MenuNoticeBanner.swift", r"if isRefreshing \{", "if false {",
        "the notice keeps its Retry while a fetch runs, with no progress",
    ),
    "no-start-task": (UI, r"\n\s*\.task \{ await model\.start\(\) \}", "", "the root view's .task is gone"),
    "categories-not-a-button": (
        UI, r"Button\(Strings\.menu\) \{ model\.openMenu\(\) \}", "Text(Strings.menu).onTapGesture { model.openMenu() }",
        "the Categories button is a tap gesture on its title, not a button",
    ),
    "categories-opens-nothing": (UI, r"model\.openMenu\(\)", "model.closeMenu()", "the Categories button calls the wrong method"),
    "title-not-following-the-menu": (
        UI, r"\.navigationTitle\(browser\.title\)", ".navigationTitle(model.title(of: nil))",
        "the main screen keeps the shop's name, whatever level a page was chosen on",
    ),
    "photo-row-pushes-nothing": (
        UI, r"\n\s*showsPhotoRowLevel = true\n", "\n", "a category's photo row pushes nothing",
    ),
    "photo-row-with-a-chevron": (
        UI,
        r"Button \{\n\s*if entry\.kind == \.category \{\n\s*photoRowLevel = entry\.id\n\s*showsPhotoRowLevel = true\n"
        r"\s*\} else \{\n\s*model\.select\(entry\.id\)\n\s*\}\n\s*\} label: \{",
        "NavigationLink(destination: MenuLevelView(model: model, level: entry.id)) {",
        "a photo row is a link row, which shows a chevron",
    ),
    "row-id-missing": (
        UI,
        r"(NavigationLink\(destination: MenuLevelView\(model: model, level: entry\.id\)\) \{ label \}[\s\S]*?)"
        r"\n\s*\.accessibilityIdentifier\(AccessibilityID\.entry\(entry\.id\.components\)\)",
        r"\1", "category rows lose their identifier",
    ),
    "link-row-selects-nothing": (
        UI, r"Button \{\n(\s*)model\.select\(entry\.id\)\n(\s*)\} label: \{\n(\s*)label\n",
        r"Button {\n\1_ = entry\n\2} label: {\n\3label\n", "a link row's tap selects nothing",
    ),
    "category-row-is-a-button": (
        UI, r"NavigationLink\(destination: MenuLevelView\(model: model, level: entry\.id\)\)",
        "Button(action: { model.select(entry.id) })", "a category row is a button that pushes nothing",
    ),
    "category-row-pushes-the-top": (
        UI, r"(NavigationLink\(destination: MenuLevelView\(model: model, level: )entry\.id(\)\))",
        r"\1nil\2", "a category row's link pushes the wrong level",
    ),
    "every-level-gone": (
        UI, r"if let level, !model\.isAvailable\(level: level\)", "if let level, model.isAvailable(level: level)",
        "every pushed level says its category is gone",
    ),
    "level-title-missing": (
        UI, r"\n\s*\.navigationTitle\(model\.title\(of: level\)\)", "", "menu levels have no navigation title",
    ),
    "level-without-teaser-header": (
        UI, r"model\.menu\?\.headerTeaser\(of: level\)", "model.menu?.headerTeaser(of: nil)",
        "a category's levels do not show its teaser as their header",
    ),
    "header-not-an-element": (
        UI, r"\n\s*\.accessibilityElement\(\)\n(\s*\.accessibilityAddTraits\(\.isImage\))", r"\n\1",
        "the header is no element of its own, so its label and identifier land nowhere",
    ),
    "failed-teaser-header-stays": (
        UI, r"let url = teasers\.teaser\(header\.url\)", "let url = Optional(header.url)",
        "a failed teaser still shows its box as the header of its category's levels",
    ),
    "failed-teaser-row-stays": (
        UI, r"let teaser = teasers\.teaser\(rowTeaser\)", "let teaser = rowTeaser",
        "a failed teaser still shows its box on its top-level row",
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
    "notice-retry-id-missing": (
        UI, r"(\.buttonStyle\(\.borderless\))\n\s*\.accessibilityIdentifier\(AccessibilityID\.menuNoticeRetry\)", r"\1",
        "the notice's Retry has no identifier",
    ),
    "progress-id-missing": (
        UI, r"\n\s*\.accessibilityIdentifier\(AccessibilityID\.pageProgress\)", "", "the page progress has no identifier",
    ),
    "back-button-never-disabled": (
        UI, r"\n\s*\.disabled\(!browser\.state\.canGoBack\)", "",
        "the bottom bar's Back is enabled with nothing to go back to",
    ),
    "forward-button-goes-back": (UI, r"action: browser\.goForward\b", "action: browser.goBack", "the bottom bar's Forward goes back"),
    "reload-button-goes-back": (UI, r"action: browser\.reloadPage\b", "action: browser.goBack", "the bottom bar's Reload goes back"),
    "back-label-untitled": (
        UI, r"Label\(Strings\.back, systemImage: \"chevron\.backward\"\)", "Image(systemName: \"chevron.backward\")",
        "the bottom bar's Back is an image without a title, so it reads as its symbol",
    ),
    # The core, rebuilt with the mutant (the stand-ins fetch through it).
    "bundled-copy-on-a-timer": (
        CORE, r"(private func performStart\(\) async \{\n)",
        r"\1    Task {\n      try? await Task.sleep(nanoseconds: 2_000_000_000)\n"
        r"      if self.menuState.snapshot == nil, let bundled = await self.repository.bundledSnapshot() {\n"
        r"        self.show(.stale(bundled, reason: .network(.offline)))\n      }\n    }\n",
        "the bundled copy shows after two seconds of loading, before the load has failed",
    ),
    # AccessibilityID.swift is compiled into the app and the UI tests alike, so the mistake is a
    # literal in a test.
    "uitest-wrong-id": (
        TESTS, r"element\(AccessibilityID\.menuNoticeRetry\)\.tap", 'element("menu.notice.Retry").tap',
        "a UI test looks for the wrong identifier",
    ),
    "uitest-taps-during-a-push": (
        TESTS, r"(app\.tapEntry\(AccessibilityID\.entry\(\"Damen\"\)\)\n)\s*XCTAssertTrue\(app\.navigationBars\[\"Damen\"\]\.waitForExistence\(timeout: 5\)\)\n",
        r"\1", "a UI test taps the next row without waiting for the level it pushed",
    ),
    "uitest-rows-among-tables": (
        TESTS, r'XCTAssertTrue\(app\.staticTexts\["Sortiment"\]\.exists',
        'XCTAssertTrue(app.tables.staticTexts["Sortiment"].exists',
        "a UI test looks for a section header among the tables, which a List is only up to iOS 15",
    ),
    # One for each rule of runtime/UIKit/HarnessRules.swift that a UI test relies on (RULES below).
    "list-identifier-relied-on": (
        UI, r"(\.listStyle\(\.plain\))(\n\s*\.refreshable)", r'\1\n      .accessibilityIdentifier("menu.list")\2',
        "a UI test finds a section header through the List's own identifier (second site below)",
    ),
    "container-identifier-as-element": (
        UI, r"(\n\s*\.font\(\.footnote\))", r'\1\n    .accessibilityIdentifier("menu.noticeRow")',
        "a UI test finds the notice's Retry inside its row by the row's identifier (second site below)",
    ),
    "uitest-alert-hides-main-screen": (
        TESTS, r"(\n\s*)alert\.buttons\[UITestApp\.Title\.ok\]\.tap\(\)",
        r'\1XCTAssertFalse(app.categoriesButton.exists, "the alert hides the main screen")\1alert.buttons[UITestApp.Title.ok].tap()',
        "a UI test takes an alert to remove the screen beneath it from the tree",
    ),
    "alert-dismissal-answers-cancel": (
        UI, r"queue\.dismissed\(dialog\.id\)", "queue.answer(dialog.id, with: .cancel)",
        "an alert's dismissal answers Cancel, before the tapped button's action can answer",
    ),
    "uitest-same-page-adds-history": (
        TESTS,
        r'(\n {4})app\.buttons\[UITestApp\.Title\.back\]\.tap\(\)\n\s*XCTAssertTrue\(app\.page\(showing: home\)\.waitForExistence\(timeout: 15\), "Back shows the home page"\)',
        r'\1app.openMenu()\1app.tapEntry(AccessibilityID.entry("Damen"))'
        r'\1XCTAssertTrue(app.navigationBars["Damen"].waitForExistence(timeout: 5))'
        r'\1app.tapEntry(AccessibilityID.entry("Damen", "Zur Übersicht"))\1app.waitUntilMenuHasGone()'
        r'\1waitUntilGone(progress)\1app.buttons[UITestApp.Title.back].tap()'
        r'\1XCTAssertFalse(app.page(showing: home).waitForExistence(timeout: 5), "Back shows the page chosen first")',
        "a UI test expects choosing the page shown to add a history item",
    ),
    "uitest-row-beyond-viewport": (
        TESTS, r'app\.scrollUntilExists\(AccessibilityID\.entry\("Service", "Hilfe"\)\)', 'app.element(AccessibilityID.entry("Service", "Hilfe"))',
        "a UI test expects a row far down the list to exist without scrolling to it",
    ),
}

# name: further (files, site, replacement) planted with it
EXTRA_SITES = {
    "container-identifier-as-element": [(
        TESTS, r'(XCTAssertTrue\(notice\.waitForExistence\(timeout: 25\), "the notice, once the load has failed"\))',
        r'\1\n    XCTAssertTrue(app.otherElements["menu.noticeRow"].buttons[AccessibilityID.menuNoticeRetry].exists)',
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
    "photo-row-with-a-chevron": "disclosure-indicator",
    "uitest-alert-hides-main-screen": "alert-overlay",
    "alert-dismissal-answers-cancel": "alert-dismissed-first",
    "uitest-same-page-adds-history": "same-url-replaces",
    "uitest-row-beyond-viewport": "viewport",
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
# name: the shop the UI tests launch for it (SHOPMENU_UITEST_SHOP), where its site is in myToys' branch
MUTANT_SHOP = {
    "uitest-rows-among-tables": "mytoys",
    "list-identifier-relied-on": "mytoys",
    "uitest-row-beyond-viewport": "mytoys",
}

# name: why no UI test can catch it
SURVIVORS = {
    "failed-teaser-header-stays": "the UI tests' teasers always load (SHOPMENU_UITEST_TEASERS is not set): what a "
    "failed teaser leaves is the package's decision (TeaserLoader.teaser(_:), TeaserShownTests), not proven again "
    "through the UI.",
    "failed-teaser-row-stays": "as failed-teaser-header-stays: the teasers always load in the UI tests.",
    "failure-retry-does-nothing": "the failure view shows only with no bundled copy, which the stand-ins always "
    "have (only previews leave it out); its Retry is the same refresh() the notice's Retry calls, which is caught "
    "(notice-retry-does-nothing).",
    "progress-id-missing": "the UI tests wait for the progress bar to go before the next tap; without its "
    "identifier the wait ends at once, and the harness's local pages have finished by the next query anyway.",
    "no-ondismiss": "the cover's onDismiss lets a dialog that waited for the menu show; no UI test has a page ask "
    "while the menu is open. The core side is WebDialogTests on Linux.",
    "no-start-task": "opening the menu fetches it when no fetch has started (ShopAppModel.isRefreshDue), and the "
    "stand-ins keep no saved menu, so the menu shows as if start() had run at launch; the package's tests pin "
    "start() (AppFlowTests).",
    "uitest-taps-during-a-push": "the harness models no transition time: a level is there as soon as it is "
    "pushed, and XCUITest on iOS waits for the app to be idle before a tap. The tests wait for each bar anyway.",
    "back-button-never-disabled": "no UI test asserts isEnabled of a bottom-bar button: no source shows "
    ".disabled reaching XCUITest for an iOS 15 bar item, and no test taps Back with nothing to go back to.",
}


def copy_project(name, core=False):
    work = os.path.join(BASE, name)
    shutil.rmtree(work, ignore_errors=True)
    for folder in ["App", "AppUITests"] + (["ShopMenu/Sources"] if core else []):
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


# Every UI test, as XCTest's filter names it (`AppUITests.Class/test`), from the build's XCTMain;
# the slow ones hold the menu's load for seconds (a feed script with `@`).
TEST_NAMES = []
SLOW_TESTS = []

SLOTS = queue.Queue()


def run(name):
    slot = SLOTS.get()
    try:
        return run_in(name, slot)
    finally:
        SLOTS.put(slot)


def run_in(name, slot):
    files, site, replacement, _ = MUTANTS[name]
    sites = [(files, site, replacement)] + EXTRA_SITES.get(name, [])
    core = any(one[0] == CORE for one in sites)
    work = copy_project(name, core)
    planted = [plant(work, *one) for one in sites]
    if None in planted:
        return name, "site gone", []
    out = os.path.join(BASE, f"out-{slot}")
    # Back to the unmutated build first: a slot's previous mutant must not linger.
    parts = ["lib/libShopApp.so", "bin/AppUITests", "lib/libShopMenu.so"]
    parts += [os.path.relpath(p, BUILT) for p in glob.glob(os.path.join(BUILT, "lib", "ShopMenu.*"))]
    for part in parts:
        shutil.copy2(os.path.join(BUILT, part), os.path.join(out, part + ".new"))
        os.replace(os.path.join(out, part + ".new"), os.path.join(out, part))
    # ONLY=core rebuilds the core, the app's library and the test executable; ONLY=app the last
    # two; ONLY=tests only the test executable.
    only = "core" if core else "tests" if all(one[0] == TESTS for one in sites) else "app"
    env = dict(os.environ, HARNESS_OUT=out, ONLY=only)
    build = subprocess.run(["bash", os.path.join(HERE, "build.sh"), work], env=env, capture_output=True, text=True)
    if build.returncode != 0:
        return name, "does not compile", [build.stderr.strip().splitlines()[:3]]
    # Every UI test of the app (the canaries are an executable of their own, which no mutant here
    # reaches), for the mutant's shop.
    shop = MUTANT_SHOP.get(name, "bonprix")
    profile = MUTANT_PROFILE.get(name, PROFILE)
    verdict, detail = run_tests(out, profile, shop)
    if profile != PROFILE:
        detail.insert(0, f"(iOS {profile})")
    if shop != "bonprix":
        detail.insert(0, f"({shop})")
    if name in OTHER_PROFILES:
        other_profile, expected, _ = OTHER_PROFILES[name]
        other, _ = run_tests(out, other_profile, shop)
        detail.append(f"(iOS {other_profile}: {other})")
        if other != expected:
            verdict = f"{verdict}, but {other} under iOS {other_profile}"
    if name in RULES:
        without, _ = run_tests(out, profile, shop, rules_off=RULES[name])
        detail.append(f"(without rule {RULES[name]}: {without})")
        if without != "survived":
            verdict = f"{verdict}, but {without} without rule {RULES[name]} (something else catches it)"
    shutil.rmtree(work, ignore_errors=True)
    return name, verdict, detail


def run_tests(out, profile, shop, rules_off=""):
    """Runs the UI tests of a mutant's build under a profile, for a shop, with some harness rules
    switched off: ("caught" or "survived", details). Each test runs in a process of its own, all
    at once. The quick tests run first, their waits shortened; the slow ones (a load held for
    seconds, real time they cannot shorten) run only when the quick ones catch nothing."""
    env = dict(os.environ, SHIM_HARNESS_APP=os.path.join(ROOT, "App"), SHIM_HARNESS_OS=profile,
               LD_LIBRARY_PATH=os.path.join(out, "lib"), SHIM_HARNESS_RULES_OFF=rules_off, SHOPMENU_UITEST_SHOP=shop)
    batches = [[(t, "0.15") for t in TEST_NAMES if t not in SLOW_TESTS], [(t, "1") for t in SLOW_TESTS]]
    failed, stopped = set(), []
    for batch in batches:
        runs = [subprocess.Popen(["timeout", "300", os.path.join(out, "bin", "AppUITests"), test],
                                 env=dict(env, SHIM_HARNESS_TIMEOUT_SCALE=scale),
                                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True) for test, scale in batch]
        for (test, _), run in zip(batch, runs):
            output = run.communicate()[0]
            failed |= set(re.findall(r"Test Case '[\w]+\.(\w+)' failed", output))
            if "Executed" not in output:
                stopped.append(f"(the run of {test} stopped: " + (output.strip().splitlines() or ["?"])[-1][:120] + ")")
        if failed or stopped:
            break
    if stopped:
        return "caught", stopped
    return ("caught" if failed else "survived"), sorted(failed)


def main():
    if not os.path.exists(os.path.join(BUILT, "lib", "ShopMenu.swiftmodule")):
        sys.exit(f"mutants.py: no harness build in {BUILT} (run Linux/AppleShims/harness/run.sh first)")
    os.makedirs(BASE, exist_ok=True)
    main_swift = open(os.path.join(BUILT, "src", "main.swift"), encoding="utf-8").read()
    for case, tests in re.findall(r"extension (\w+) \{ static let allTests = \[(.*)\] \}", main_swift):
        TEST_NAMES.extend(f"AppUITests.{case}/{test}" for test in re.findall(r'\("(test\w+)"', tests))
    for path in glob.glob(os.path.join(ROOT, TESTS)):
        text = open(path, encoding="utf-8").read()
        for case in re.findall(r"^(?:final )?class (\w+): XCTestCase", text, re.M):
            for test, body in re.findall(r"^  func (test\w+)\(\)[^{]*\{(.*?)^  \}", text, re.S | re.M):
                if re.search(r'feed: "[^"]*@', body):
                    SLOW_TESTS.append(f"AppUITests.{case}/{test}")
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
