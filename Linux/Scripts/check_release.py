#!/usr/bin/env python3
"""A Release build of the app holds none of the UI tests' stand-ins.

The stand-ins live in the app (the navigation API served from the bundled feed as a script says,
the local placeholder pages and the page that asks `confirm()`, the teaser image, the previews'
launches) and are compiled only under `#if DEBUG`; Xcode defines DEBUG in the Debug configuration only (check 20 verifies the project's
settings). This check type-checks the core and the app (App/ with its views) against the API shims
the way Xcode builds Release, without DEBUG, with a probe file that names every stand-in:

- in Debug, the probe compiles (each name exists, so the probe is valid);
- in Release, every probe line is an error (the name does not exist), and the app has no other
  error (it builds without its stand-ins);
- mutants: with the `#if DEBUG` of a stand-in's file removed, a Release run must report that
  stand-in (the check sees a stand-in that would ship).

  check_release.py [ROOT]     exit 1 on any problem
Build folder: .build/apple-release (git-ignored).
"""
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", ".."))
TYPECHECK = os.path.join(ROOT, "Linux", "AppleShims", "typecheck.sh")
OUT = os.path.join(ROOT, ".build", "apple-release")

# Each probe names one stand-in (where it is declared, for the mutants below).
PROBES = [
    ("App/UITestStandIns.swift", "_ = UITestStandIns.self"),
    ("App/UITestStandIns.swift", "_ = UITestStandIns.keys"),
    ("App/UITestStandIns.swift", "_ = AppLaunch.standIn(.bonprix, feed: \"feed\")"),
    ("App/Views/LocalPageSchemeHandler.swift", "_ = LocalPageSchemeHandler.self"),
    ("App/Views/LocalPageSchemeHandler.swift", "_ = LocalPages.scheme"),
    ("App/Views/LocalPageSchemeHandler.swift", "_ = WebPages.local"),
]
# Files whose whole body is one `#if DEBUG` block: removing it must be caught.
MUTANTS = ["App/UITestStandIns.swift", "App/Views/LocalPageSchemeHandler.swift"]

problems = []


def probe_file(folder):
    lines = ["import Foundation", "import ShopMenu", "import SwiftUI", ""]
    first = len(lines) + 1
    for number, (_, code) in enumerate(PROBES):
        lines.append(f"@MainActor func releaseProbe{number}() {{ {code} }}")
    path = os.path.join(folder, "ReleaseProbe.swift")
    os.makedirs(folder, exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    return path, first


def typecheck(root, config, out, reuse="0"):
    """Errors of the app's type-check, as (file, line, message)."""
    probe, first = probe_file(os.path.join(OUT, "probe"))
    env = dict(os.environ, CONFIG=config, SDK="17", SHIMCHECK_OUT=out, STAGES="app", PROBES=probe, REUSE=reuse)
    run = subprocess.run(["bash", TYPECHECK, root], env=env, capture_output=True, text=True)
    errors = re.findall(r"^(/[^:\n]+):(\d+):\d+: error: (.*)$", run.stdout + run.stderr, re.M)
    if not os.path.exists(os.path.join(out, "modules", "ShopMenu.swiftmodule")):
        errors.append(("core", "0", "the core did not build:\n" + (run.stdout + run.stderr)[-2000:]))
    return [(f, int(n), m) for f, n, m in set(errors)], probe, first


def probe_lines(errors, probe, first):
    """The probe lines (0-based probe index) with an error, and the errors outside the probe."""
    hit, other = set(), []
    for file, line, message in errors:
        if file.endswith("ReleaseProbe.swift"):
            hit.add(line - first)
        else:
            other.append(f"{file}:{line}: {message}")
    return hit, other


def main():
    shutil.rmtree(OUT, ignore_errors=True)
    # Debug: every probe line compiles.
    errors, probe, first = typecheck(ROOT, "debug", os.path.join(OUT, "debug"))
    hit, other = probe_lines(errors, probe, first)
    for index in sorted(hit):
        problems.append(f"Debug: the probe `{PROBES[index][1]}` does not compile: fix the probe")
    problems.extend(f"Debug: {line}" for line in other)

    # Release: every probe line fails, nothing else does.
    release_out = os.path.join(OUT, "release")
    errors, probe, first = typecheck(ROOT, "release", release_out)
    hit, other = probe_lines(errors, probe, first)
    for index, (where, code) in enumerate(PROBES):
        if index not in hit:
            problems.append(f"Release: `{code}` compiles: a stand-in from {where} would ship")
    problems.extend(f"Release: {line}" for line in other)

    # Mutants: a stand-in's file without its `#if DEBUG` must be caught.
    caught = 0
    for file in MUTANTS:
        copy = os.path.join(OUT, "mutant")
        shutil.rmtree(copy, ignore_errors=True)
        for folder in ("App", "ShopMenu/Sources"):
            shutil.copytree(os.path.join(ROOT, folder), os.path.join(copy, folder))
        target = os.path.join(copy, file)
        text = open(target, encoding="utf-8").read()
        mutated = re.sub(r"\A#if DEBUG\n", "", text)
        mutated = re.sub(r"#endif\n\Z", "", mutated)
        if mutated == text:
            problems.append(f"mutant: {file} is not one `#if DEBUG` block")
            continue
        open(target, "w", encoding="utf-8").write(mutated)
        shutil.rmtree(os.path.join(OUT, "mutant-out"), ignore_errors=True)
        shutil.copytree(os.path.join(release_out, "modules"), os.path.join(OUT, "mutant-out", "modules"))
        errors, probe, first = typecheck(copy, "release", os.path.join(OUT, "mutant-out"), reuse="shims")
        hit, _ = probe_lines(errors, probe, first)
        shipped = [PROBES[i][1] for i, (where, _) in enumerate(PROBES) if where == file and i not in hit]
        if shipped:
            caught += 1
        else:
            problems.append(f"mutant: {file} without #if DEBUG was not caught")
    for line in problems:
        print(f"  FAIL {line}")
    verdict = "ok" if not problems else "FAILED"
    print(f"release: {len(PROBES)} stand-ins absent from Release and present in Debug; "
          f"{caught} of {len(MUTANTS)} mutants caught; {len(problems)} problems: {verdict}")
    return 0 if not problems else 1


if __name__ == "__main__":
    sys.exit(main())
