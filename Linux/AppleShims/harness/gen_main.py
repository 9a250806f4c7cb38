#!/usr/bin/env python3
"""Writes the XCTMain that Linux's XCTest needs (it has no Objective-C runtime to find tests).

  gen_main.py [--entry NAME] FILE...    prints main.swift for the XCTestCase subclasses in FILE...

NAME is the app's @main entry point as the harness compiles it (default ShopApp_main; the canary
app's is HarnessCanary_main).

  gen_main.py --scheme-shop FILE...     prints the XCTest filter (`Module.Class/test,…`) of the
                                        tests that launch the scheme's shop (`schemeShop`, or
                                        `UITestApp.launch()` with no shop): the ones a second shop
                                        changes

Every `func test…()` in the files must belong to a listed class: one that would be missed (a test
in an extension, a nested class, a test with parameters) stops the build with its name, so the
harness never runs fewer tests than Xcode would.
"""
import re
import sys

args = sys.argv[1:]
entry = "ShopApp_main"
if args[:1] == ["--entry"]:
    entry, args = args[1], args[2:]
if args[:1] == ["--scheme-shop"]:
    selected = []
    for path in args[1:]:
        text = open(path, encoding="utf-8").read()
        for match in re.finditer(r"^(?:final )?class (\w+): XCTestCase \{(.*?)^\}", text, re.S | re.M):
            for test, body in re.findall(r"^  func (test\w+)\(\)[^{]*\{(.*?)^  \}", match.group(2), re.S | re.M):
                if "schemeShop" in body or "UITestApp.launch()" in body:
                    selected.append(f"AppUITests.{match.group(1)}/{test}")
    print(",".join(selected))
    sys.exit(0)
cases, listed, found = [], set(), set()
for path in args:
    text = open(path, encoding="utf-8").read()
    found |= {(path, name) for name in re.findall(r"^\s*func (test\w*)\s*\(", text, re.M)}
    for match in re.finditer(r"^(?:final )?class (\w+): XCTestCase \{(.*?)^\}", text, re.S | re.M):
        tests = re.findall(r"^  func (test\w+)\(\)( throws)?", match.group(2), re.M)
        cases.append((match.group(1), tests))
        listed |= {(path, name) for name, _ in tests}
missed = sorted(found - listed)
if missed:
    sys.exit("gen_main.py: tests the generated XCTMain would miss: " + ", ".join(f"{p}:{n}" for p, n in missed))
print("import XCTest")
print("@_spi(Harness) import UIKit")
print(f'@_silgen_name("{entry}") func appMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32')
print("_ = appMain(0, nil)  // the app's @main: registers its App type with the harness")
# Each test runs on the main actor, where XCTest runs it (a main-actor test method cannot be cast to
# the nonisolated function type XCTMain takes, so it is called from a closure of that type).
for name, tests in cases:
    entries = ", ".join(
        f'("{t}", {{ (test: {name}) in {{ {"try " if throws else ""}_onMainActor {{ {"try " if throws else ""}test.{t}() }} }} }})'
        for t, throws in tests
    )
    print(f"extension {name} {{ static let allTests = [{entries}] }}")
print("XCTMain([" + ", ".join(f"testCase({name}.allTests)" for name, _ in cases) + "])")
