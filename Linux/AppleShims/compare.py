#!/usr/bin/env python3
"""Compares the Apple-layer type-check's diagnostics with the committed warning baseline.

  compare.py ROOT BASELINE 17=LOG 18=LOG [--strict 17=LOG 18=LOG]

LOG is a diagnostics.log written by typecheck.sh for one SDK model. An error fails. A warning is
accepted only if BASELINE lists it (SDK models | file | message | reason), matched by file and
message, never by line and column, so an edit elsewhere in a file keeps the entry valid; each line
accepts one occurrence. A warning not listed fails, and so does a listed one that no longer
occurs (the baseline stays true). Strict-concurrency logs are counted and printed, never judged.
Exit status 1 on any failure.
"""

from __future__ import annotations

import collections
import os
import re
import sys

DIAGNOSTIC = re.compile(r"^(?P<path>/[^:]+):(?P<line>\d+):(?P<column>\d+): (?P<kind>error|warning): (?P<message>.*)$")


def read_log(root: str, log: str) -> list[tuple[str, str, str, str]]:
    """(kind, relative file, line:column, message) for each diagnostic in the project's code."""
    found = []
    with open(log, encoding="utf-8", errors="replace") as handle:
        for raw in handle:
            match = DIAGNOSTIC.match(raw.rstrip("\n"))
            if not match or not match["path"].startswith(root + os.sep):
                continue
            relative = os.path.relpath(match["path"], root)
            found.append((match["kind"], relative, f"{match['line']}:{match['column']}", match["message"].strip()))
    return found


def read_baseline(file: str) -> tuple[collections.Counter, list[str]]:
    entries: collections.Counter = collections.Counter()
    problems = []
    with open(file, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            parts = line.split(" | ", 2)
            rest = parts[2].rsplit(" | ", 1) if len(parts) == 3 else []
            if len(rest) != 2 or not rest[1].strip():
                problems.append(f"{file}:{number}: expected 'SDK models | file | message | reason'")
                continue
            models = [m.strip() for m in parts[0].split(",")]
            if not models or any(m not in ("17", "18") for m in models):
                problems.append(f"{file}:{number}: SDK models must be 17, 18 or 17,18")
                continue
            for model in models:
                entries[(model, parts[1].strip(), rest[0].strip())] += 1
    return entries, problems


def pairs(arguments: list[str]) -> dict[str, str]:
    result = {}
    for argument in arguments:
        model, _, log = argument.partition("=")
        result[model] = log
    return result


def main() -> int:
    root, baseline_file = os.path.abspath(sys.argv[1]), sys.argv[2]
    rest = sys.argv[3:]
    strict = pairs(rest[rest.index("--strict") + 1 :]) if "--strict" in rest else {}
    logs = pairs(rest[: rest.index("--strict")] if "--strict" in rest else rest)
    baseline, failures = read_baseline(baseline_file)
    unused = collections.Counter(baseline)
    with_errors = set()
    for model, log in logs.items():
        diagnostics = read_log(root, log)
        errors = [d for d in diagnostics if d[0] == "error"]
        warnings = [d for d in diagnostics if d[0] == "warning"]
        accepted = 0
        if errors:
            with_errors.add(model)
        for _, file, position, message in errors:
            failures.append(f"iOS {model} SDK model: error: {file}:{position}: {message}")
        for _, file, position, message in warnings:
            key = (model, file, message)
            if unused[key] > 0:
                unused[key] -= 1
                accepted += 1
            else:
                failures.append(
                    f"iOS {model} SDK model: new warning (fix it, or add it to the baseline with a reason): "
                    f"{file}:{position}: {message}"
                )
        print(f"  iOS {model} SDK model: {len(errors)} error(s), {len(warnings)} warning(s), {accepted} in the baseline")
    for (model, file, message), count in sorted(unused.items()):
        # After an error the compiler may skip later checks, so a missing warning proves nothing.
        if count > 0 and model in logs and model not in with_errors:
            failures.append(
                f"iOS {model} SDK model: baseline entry no longer occurs (remove it from "
                f"{os.path.relpath(baseline_file, root)}): {file} | {message}"
            )
    for model, log in strict.items():
        diagnostics = read_log(root, log)
        by_file = collections.Counter(d[1] for d in diagnostics)
        kinds = collections.Counter(d[0] for d in diagnostics)
        top = ", ".join(f"{os.path.basename(f)} {n}" for f, n in by_file.most_common(4))
        print(
            f"  iOS {model} SDK model, -strict-concurrency=complete (report only): "
            f"{kinds['error']} error(s), {kinds['warning']} warning(s){' (' + top + ')' if top else ''}"
        )
    for failure in failures:
        print(f"  FAIL {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
