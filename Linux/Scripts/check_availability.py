#!/usr/bin/env python3
"""iOS 15 availability of every standard-library declaration the Xcode-compiled Swift refers to.

Linux's compiler enforces no Apple availability, so this check asks the compiler which declarations
the code refers to and looks each one up in the toolchain's own availability:

1. References. The compiler type-checks what Xcode compiles for iOS - the core, the package tests
   (against the core built with -enable-testing), the app with its views and the UI tests (against
   the API shims in Linux/AppleShims, built by its typecheck.sh) - with `-dump-ast
   -dump-ast-format json`, on copies whose `os(iOS)` is true, as typecheck.sh does, in Xcode's
   Debug configuration (`DEBUG`, and `SWIFT_PACKAGE` for the package's targets). Every
   declaration reference (`decl_usr`, the protocols of inheritance clauses and generic
   requirements) and every type the code spells or infers is collected, with the iOS version that
   the enclosing `if #available`, `guard #available`, `while #available` or `@available` grants
   (or the `else` of an `#unavailable`).
   References the compiler inserts itself (`implicit`) are left out: it chooses them for this
   machine, and Xcode chooses the ones the deployment target allows (a `for await` loop calls
   `next(isolation:)` here, `next()` for iOS 15).
2. Availability. swift-symbolgraph-extract reads the toolchain's modules Swift, _Concurrency,
   _StringProcessing, Observation, Synchronization and RegexBuilder (the same declarations and
   `@available` attributes as their .swiftinterface files); a member inherits the availability
   of its type. Cached in the build folder per toolchain.
3. Swift 5.9. Linux/Scripts/availability-swift59.tsv lists declarations that were made available
   earlier after Swift 5.9 (with the Swift change that did it); their Swift 5.9 version applies.
4. Verdict. A reference whose iOS version is later than 15.0 and later than its context's fails.
   So does any compiler error. Planted mutants (MainActor.assumeIsolated, Task.sleep(for:),
   ContinuousClock, a Regex literal, and their guarded forms that must pass) are compiled with the
   real code and must each be caught.

Foundation is not covered: Linux's Foundation carries no Apple availability (check_compat.py keeps
the rules written from Apple's pages for Foundation, SwiftUI and WebKit).

Usage: check_availability.py [ROOT]   (build folder: $AVAILABILITY_OUT or ROOT/.build/availability)
"""

from __future__ import annotations

import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time

MODULES = ("Swift", "_Concurrency", "_StringProcessing", "Observation", "Synchronization", "RegexBuilder")
DEPLOYMENT = (15, 0)
TYPE_KINDS = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias"}
SKIP_KEYS = {"substitutions", "type_usr", "conformance", "conformances", "reqs", "decl_context"}
QUALIFIED = re.compile(r"(?<![\w.])(?:%s)\.([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)" % "|".join(MODULES))


def version(text: str) -> tuple[int, int]:
    parts = [int(p) for p in text.split(".")[:2]]
    return (parts[0], parts[1] if len(parts) > 1 else 0)


def show(v: tuple[int, int]) -> str:
    return "never" if v[0] >= 9999 else f"{v[0]}.{v[1]}"


def run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


# ---------------------------------------------------------------------------------------------
# The toolchain's availability (symbol graphs), cached per toolchain.
# ---------------------------------------------------------------------------------------------


def toolchain_dir() -> str:
    swiftc = os.path.realpath(shutil.which("swiftc") or "swiftc")
    return os.path.join(os.path.dirname(os.path.dirname(swiftc)), "lib", "swift", "linux")


PLUGINS = os.path.join(os.path.dirname(toolchain_dir()), "host", "plugins")  # macros, as swiftc finds them
# Xcode's Debug configuration (what Cmd-U builds, with the test-only `#if DEBUG` code).
CONFIGURATION = ["-D", "DEBUG"]


def stdlib_index(out: str) -> dict:
    lib = toolchain_dir()
    interfaces = sorted(f for m in MODULES for f in glob.glob(os.path.join(lib, m + ".swiftmodule", "*")))
    key = hashlib.sha256(run(["swiftc", "--version"]).stdout.encode())
    for f in interfaces:
        st = os.stat(f)
        key.update(f"{f} {st.st_size} {int(st.st_mtime)}".encode())
    cache = os.path.join(out, "stdlib-availability.json")
    if os.path.exists(cache):
        with open(cache) as handle:
            data = json.load(handle)
        if data.get("key") == key.hexdigest():
            return data
    triple = json.loads(run(["swiftc", "-print-target-info"]).stdout)["target"]["triple"]
    graphs = os.path.join(out, "symbolgraphs")
    shutil.rmtree(graphs, ignore_errors=True)
    os.makedirs(graphs)
    for module in MODULES:
        result = run(["swift-symbolgraph-extract", "-module-name", module, "-target", triple,
                      "-output-dir", graphs, "-minimum-access-level", "public", "-skip-synthesized-members"])
        if result.returncode != 0:
            raise SystemExit(f"availability: swift-symbolgraph-extract {module} failed:\n{result.stderr}")
    symbols: dict[str, dict] = {}
    parents: dict[str, str] = {}
    for path in glob.glob(os.path.join(graphs, "*.symbols.json")):
        with open(path) as handle:
            graph = json.load(handle)
        for symbol in graph["symbols"]:
            usr = symbol["identifier"]["precise"]
            ios = None
            for entry in symbol.get("availability", []):
                if entry.get("domain") in ("iOS", "*") and entry.get("isUnconditionallyUnavailable"):
                    ios = [9999, 0]
                elif entry.get("domain") == "iOS" and "introduced" in entry:
                    ios = [entry["introduced"]["major"], entry["introduced"].get("minor", 0)]
            symbols[usr] = {"path": ".".join(symbol["pathComponents"]), "kind": symbol["kind"]["identifier"],
                            "ios": ios}
        for rel in graph.get("relationships", []):
            if rel["kind"] in ("memberOf", "requirementOf", "optionalRequirementOf"):
                parents.setdefault(rel["source"], rel["target"])
    # A member is no older than its type.
    def effective(usr: str, depth: int = 0) -> list[int] | None:
        own = symbols[usr]["ios"]
        parent = parents.get(usr)
        if parent in symbols and depth < 20:
            inherited = effective(parent, depth + 1)
            if inherited and (own is None or tuple(inherited) > tuple(own)):
                return inherited
        return own
    decls = {usr: [s["path"], effective(usr)] for usr, s in symbols.items() if "::SYNTHESIZED::" not in usr}
    # A protocol requirement added later beside an older default implementation of the same
    # signature (FixedWidthInteger.&* became a requirement in Swift 6.0): this compiler picks the
    # requirement, Swift 5.9 and the deployment target the default, so the default's version counts.
    manglings = ("s", "12_Concurrency", "17_StringProcessing", "11Observation", "15Synchronization", "12RegexBuilder")
    for usr, parent in parents.items():
        if usr not in decls or not decls[usr][1] or not usr.startswith(parent) or not parent.endswith("P"):
            continue
        for mangling in manglings:
            default = decls.get(parent + mangling + "E" + usr[len(parent):])
            if default and (default[1] is None or tuple(default[1]) < tuple(decls[usr][1])):
                decls[usr][1] = default[1]
    types = {s["path"]: decls[usr][1] for usr, s in symbols.items()
             if s["kind"] in TYPE_KINDS and usr in decls}
    data = {"key": key.hexdigest(), "decls": decls, "types": types}
    with open(cache, "w") as handle:
        json.dump(data, handle)
    return data


def swift59_table(path: str) -> dict[str, tuple[tuple[int, int], str]]:
    table = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if not line.strip() or line.startswith("#"):
                continue
            symbol, ios, source = line.rstrip("\n").split("\t")
            table[symbol] = (version(ios), source)
    return table


# ---------------------------------------------------------------------------------------------
# Compiling: the units Xcode builds for iOS, dumped as JSON ASTs.
# ---------------------------------------------------------------------------------------------

OS_TRUE = re.compile(r"\bos\(iOS\)")
OS_FALSE = re.compile(r"\bos\((?:macOS|tvOS|watchOS|visionOS|Linux|Windows|Android)\)|\btargetEnvironment\(macCatalyst\)")


def swift_files(root: str, folder: str) -> list[str]:
    found = []
    for dirpath, dirnames, filenames in os.walk(os.path.join(root, folder)):
        dirnames.sort()
        found += [os.path.join(dirpath, f) for f in sorted(filenames) if f.endswith(".swift")]
    return found


class Unit:
    """One compiler invocation: a module's files (prepared copies) and the flags it needs."""

    def __init__(self, name: str, module: str, sources: list[str], flags: list[str]):
        self.name, self.module, self.sources, self.flags = name, module, sources, flags
        self.copies: dict[str, str] = {}  # prepared copy -> original (repository-relative) path
        self.dumps: list[tuple[str, str]] = []
        self.error = ""


def prepare(unit: Unit, root: str, src: str) -> list[str]:
    copies = []
    for original in unit.sources:
        rel = os.path.relpath(original, root)
        copy = os.path.join(src, unit.name, rel if not rel.startswith("..") else os.path.basename(original))
        os.makedirs(os.path.dirname(copy), exist_ok=True)
        with open(original, encoding="utf-8") as handle:
            text = handle.read()
        with open(copy, "w", encoding="utf-8") as handle:
            handle.write(OS_FALSE.sub("false", OS_TRUE.sub("true", text)))
        unit.copies[copy] = rel
        copies.append(copy)
    return copies


def dump(unit: Unit, root: str, out: str) -> None:
    copies = prepare(unit, root, os.path.join(out, "src"))
    dumps = os.path.join(out, "ast", unit.name)
    shutil.rmtree(dumps, ignore_errors=True)
    os.makedirs(dumps)
    cmd = ["swiftc", "-frontend", "-dump-ast", "-dump-ast-format", "json", "-module-name", unit.module,
           "-swift-version", "5", "-plugin-path", PLUGINS] + CONFIGURATION + unit.flags
    for index, copy in enumerate(copies):
        cmd += ["-primary-file", copy]
        unit.dumps.append((copy, os.path.join(dumps, f"{index}.json")))
    for _, target in unit.dumps:
        cmd += ["-o", target]
    result = run(cmd)
    errors = [line for line in result.stderr.splitlines() if ": error:" in line]
    if result.returncode != 0 or errors:
        unit.error = "\n".join(errors[:20]) or result.stderr[-2000:]


def emit_module(module: str, sources: list[str], flags: list[str], modules: str) -> str:
    """The module's interface only (bodies skipped), for the units that import it."""
    output = os.path.join(modules, module + ".swiftmodule")
    result = run(["swiftc", "-frontend", "-emit-module", "-parse-as-library", "-module-name", module,
                  "-swift-version", "5", "-experimental-skip-all-function-bodies", "-suppress-warnings",
                  "-plugin-path", PLUGINS, "-emit-module-path", output] + CONFIGURATION + flags + sources)
    return "" if result.returncode == 0 else f"{module}: module not emitted\n{result.stderr[-2000:]}"


# ---------------------------------------------------------------------------------------------
# Reading the ASTs: references with the availability their context grants.
# ---------------------------------------------------------------------------------------------


def available_in(conditions: list) -> tuple[int, int] | None:
    found = None
    for condition in conditions or []:
        if isinstance(condition, dict) and condition.get("_kind") == "#available":
            for query in condition.get("queries", []):
                if query.get("domain") == "iOS" and query.get("version"):
                    v = version(query["version"])
                    found = v if found is None or v > found else found
    return found


def declared_available(node: dict) -> tuple[int, int] | None:
    found = None
    for attr in node.get("attrs", []) or []:
        if isinstance(attr, dict) and attr.get("_kind") == "available_attr" and attr.get("domain") == "iOS" \
                and attr.get("introduced"):
            v = version(attr["introduced"])
            found = v if found is None or v > found else found
    return found


def collect(tree: dict, text: bytes, refs: list, stats: dict) -> None:
    """Appends (offset, kind, key, context version) for each reference in the source file's AST."""

    def negated(stmt: dict) -> bool:
        # The JSON dump spells `#unavailable` as `#available`; the source tells them apart.
        start = stmt.get("range", {}).get("start", 0)
        end = text.find(b"{", start)
        head = text[start:end if end >= 0 else len(text)]
        return b"#unavailable" in head

    def walk(node, floor, offset, implicit):
        if isinstance(node, list):
            guard_floor = floor
            for item in node:
                walk(item, guard_floor, offset, implicit)
                if isinstance(item, dict) and item.get("_kind") == "guard_stmt" and not negated(item):
                    v = available_in(item.get("conditions"))
                    if v and v > guard_floor:
                        guard_floor = v
            return
        if not isinstance(node, dict):
            return
        kind = node.get("_kind", "")
        if isinstance(node.get("range"), dict):
            offset = node["range"].get("start", offset)
        if kind.endswith("_expr"):
            implicit = bool(node.get("implicit"))
        v = declared_available(node)
        if v and v > floor:
            floor = v
        if "decl_usr" in node:
            if implicit:
                stats["implicit"] += 1
            else:
                refs.append((offset, "decl", node["decl_usr"], floor))
        granted, branches = None, ()
        if kind in ("if_stmt", "while_stmt", "guard_stmt"):
            granted = available_in(node.get("conditions"))
            if granted and negated(node):
                branches = ("else_stmt", "body") if kind != "while_stmt" else ()
            elif granted:
                branches = ("then_stmt", "body") if kind != "guard_stmt" else ()
        for key, value in node.items():
            if key in SKIP_KEYS:
                continue
            if isinstance(value, str):
                if value.startswith("$s") and value.endswith("D"):
                    refs.append((offset, "type", value, floor))
                elif key == "protocol" and value.startswith("s:"):  # a generic requirement's protocol
                    refs.append((offset, "decl", value, floor))
                continue
            if key == "protocols" and isinstance(value, list):  # an inheritance clause's protocols
                refs.extend((offset, "decl", usr, floor) for usr in value if isinstance(usr, str))
                continue
            inner = floor
            if granted and key in branches and granted > floor:
                inner = granted
            walk(value, inner, offset, implicit)

    walk(tree, DEPLOYMENT, 0, False)


def demangle(names: list[str]) -> dict[str, str]:
    if not names:
        return {}
    result = run(["swift-demangle"], input="\n".join(names) + "\n")
    lines = result.stdout.split("\n")
    if result.returncode != 0 or len(lines) < len(names):
        raise SystemExit("availability: swift-demangle failed: " + result.stderr)
    return dict(zip(names, lines))


def line_col(text: bytes, offset: int) -> tuple[int, int]:
    line = text.count(b"\n", 0, offset) + 1
    return line, offset - (text.rfind(b"\n", 0, offset) + 1) + 1


# ---------------------------------------------------------------------------------------------
# The planted mutants: each `planted` line must be reported, no `guarded` line may be.
# ---------------------------------------------------------------------------------------------

MUTANTS_CORE = """import Foundation

func plantedAssumeIsolated() -> Int { MainActor.assumeIsolated { 1 } }  // planted MainActor.assumeIsolated
func plantedSleep() async throws { try await Task.sleep(for: .seconds(1)) }  // planted Task.sleep
func plantedClock() -> Bool { let clock = ContinuousClock(); return clock.now <= clock.now }  // planted ContinuousClock
func plantedRegex(_ text: String) -> Bool { text.contains(#/a+b/#) }  // planted Regex
func plantedActorAssert(_ actor: some Actor) { actor.preconditionIsolated() }  // planted Actor.preconditionIsolated
func plantedGeneric<C: Clock>(_ clock: C) {}  // planted Clock
protocol PlantedProtocol: Clock {}  // planted Clock

func guardedAssumeIsolated() -> Int {
  if #available(iOS 17, *) { return MainActor.assumeIsolated { 1 } }  // guarded
  return 0
}
func guardedSleep() async throws {
  guard #available(iOS 16, *) else { return }
  try await Task.sleep(for: .seconds(1))  // guarded
}
@available(iOS 16, *)
func guardedClock() -> Bool { let clock = ContinuousClock(); return clock.now <= clock.now }  // guarded
func guardedNegation() -> Int {
  if #unavailable(iOS 16) { return 0 } else { return ContinuousClock.now <= .now ? 1 : 2 }  // guarded
}
func plantedNegation() -> Bool {
  if #unavailable(iOS 16) { return ContinuousClock.now <= .now }  // planted ContinuousClock
  return false
}
func guardedTooLow() -> Int {
  if #available(iOS 16, *) { return MainActor.assumeIsolated { 1 } }  // planted MainActor.assumeIsolated
  return 0
}
"""

MUTANTS_UI = """import SwiftUI

struct PlantedView: View {
  var body: some View { Text(MainActor.assumeIsolated { "x" }) }  // planted MainActor.assumeIsolated
}
#if DEBUG
  func plantedDebugOnly() async throws { try await Task.sleep(for: .seconds(1)) }  // planted Task.sleep
#endif
"""


def check_mutants(path: str, text: str, findings: list[tuple[int, str]]) -> list[str]:
    problems = []
    for number, line in enumerate(text.split("\n"), start=1):
        found = [what for at, what in findings if at == number]
        if "// planted" in line:
            expected = line.split("// planted", 1)[1].strip()
            if not any(expected in what for what in found):
                problems.append(f"{path}:{number}: planted {expected} not caught (found: {found or 'nothing'})")
        elif found:
            problems.append(f"{path}:{number}: reported although guarded: {found}")
    return problems


# ---------------------------------------------------------------------------------------------


def main() -> int:
    started = time.time()
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", ".."))
    out = os.path.abspath(os.environ.get("AVAILABILITY_OUT", os.path.join(root, ".build", "availability")))
    os.makedirs(out, exist_ok=True)
    shims_dir = os.path.join(out, "shims")
    modules = os.path.join(out, "modules")
    shutil.rmtree(os.path.join(out, "src"), ignore_errors=True)
    shutil.rmtree(modules, ignore_errors=True)
    os.makedirs(modules)

    # The toolchain's availability is read while the shims build.
    index: dict = {}
    index_thread = threading.Thread(target=lambda: index.update(stdlib_index(out)), daemon=True)
    index_thread.start()

    # The shim modules, rebuilt only when the shims or their build script change.
    tools = os.path.join(root, "Linux", "AppleShims")
    digest = hashlib.sha256(run(["swiftc", "--version"]).stdout.encode())
    for f in [os.path.join(tools, "typecheck.sh")] + swift_files(tools, "shims") + swift_files(tools, "runtime"):
        with open(f, "rb") as handle:
            digest.update(f.encode() + b"\0" + handle.read())
    stamp = os.path.join(shims_dir, "stamp")
    shim_modules = os.path.join(shims_dir, "modules")
    if not (os.path.exists(stamp) and open(stamp).read() == digest.hexdigest()):
        result = run(["bash", os.path.join(tools, "typecheck.sh"), root],
                     env=dict(os.environ, STAGES="shims", SDK="17", SHIMCHECK_OUT=shims_dir))
        if result.returncode != 0:
            print(result.stderr[-3000:])
            print("availability: FAILED (the API shims did not build)")
            return 1
        with open(stamp, "w") as handle:
            handle.write(digest.hexdigest())
    t_shims = time.time()

    planted = os.path.join(out, "planted")
    os.makedirs(planted, exist_ok=True)
    mutant_files = {os.path.join(planted, "PlantedCore.swift"): MUTANTS_CORE,
                    os.path.join(planted, "PlantedView.swift"): MUTANTS_UI}
    for path, text in mutant_files.items():
        with open(path, "w") as handle:
            handle.write(text)
    accessor = os.path.join(out, "resource_bundle_accessor.swift")
    with open(accessor, "w") as handle:
        handle.write("import Foundation\nextension Foundation.Bundle {\n  static let module: Bundle = Bundle.main\n}\n")

    core = swift_files(root, "ShopMenu/Sources/ShopMenu")
    objc = ["-enable-objc-interop", "-disable-objc-attr-requires-foundation-module"]
    darwin = ["-import-module", "FoundationDarwin"]
    search = ["-I", modules, "-I", shim_modules]
    package = ["-D", "SWIFT_PACKAGE"]  # the package's targets, as SwiftPM and Xcode build them
    units = {
        "ShopMenu": Unit("core", "ShopMenu", core + [accessor, os.path.join(planted, "PlantedCore.swift")],
                         ["-parse-as-library", "-I", shim_modules] + package),
        "ShopMenuTests": Unit("tests", "ShopMenuTests", swift_files(root, "ShopMenu/Tests/ShopMenuTests") + [accessor],
                              ["-parse-as-library"] + package + search),
        # App/ with App/Views/: one module, as in Xcode's app target.
        "App": Unit("app", "ShopApp", swift_files(root, "App") + [os.path.join(planted, "PlantedView.swift")],
                    objc + darwin + search),
        # The UI-test target compiles the app's AccessibilityID.swift too.
        "AppUITests": Unit("uitests", "AppUITests", swift_files(root, "AppUITests")
                           + [os.path.join(root, "App", "Views", "AccessibilityID.swift")],
                           ["-parse-as-library"] + objc + ["-import-module", "XCUITest"] + search),
        "HarnessCanary": Unit("canary", "HarnessCanary", swift_files(root, "Linux/HarnessCanary/HarnessCanary"), objc + darwin + search),
        "HarnessCanaryUITests": Unit("canaryuitests", "HarnessCanaryUITests", swift_files(root, "Linux/HarnessCanary/HarnessCanaryUITests"),
                                     ["-parse-as-library"] + objc + ["-import-module", "XCUITest"] + search),
    }
    failures: list[str] = []
    core_module = threading.Event()

    def apple_lane():
        # The core's interface (with -enable-testing, for the tests' @testable import), then the
        # Apple-only code.
        try:
            core_copies = prepare(Unit("coremod", "ShopMenu", core, []), root, os.path.join(out, "src"))
            message = emit_module("ShopMenu", core_copies + [accessor],
                                  ["-enable-testing", "-I", shim_modules] + package, modules)
        finally:
            core_module.set()
        if message:
            failures.append(message)
            return
        for name in ("App", "AppUITests", "HarnessCanary", "HarnessCanaryUITests"):
            dump(units[name], root, out)

    lane = threading.Thread(target=apple_lane)
    stats = {"implicit": 0}
    refs: list = []  # (original path, copy, offset, kind, key, context version)

    def read(unit: Unit) -> None:
        for copy, target in unit.dumps:
            if os.path.exists(target):
                with open(target) as handle:
                    tree = json.load(handle)
                with open(copy, "rb") as handle:
                    text = handle.read()
                found: list = []
                collect(tree, text, found, stats)
                refs.extend((unit.copies.get(copy, copy), copy) + r for r in set(found))

    # The core and its tests are compiled and read while the Apple-only code compiles.
    lane.start()
    dump(units["ShopMenu"], root, out)
    read(units["ShopMenu"])
    core_module.wait()
    dump(units["ShopMenuTests"], root, out)
    read(units["ShopMenuTests"])
    lane.join()
    for name in ("App", "AppUITests", "HarnessCanary", "HarnessCanaryUITests"):
        read(units[name])
    index_thread.join()
    t_compile = time.time()
    for name, unit in units.items():
        if unit.error:
            failures.append(f"{name}: the compiler reported errors:\n{unit.error}")

    table = swift59_table(os.path.join(os.path.dirname(os.path.abspath(__file__)), "availability-swift59.tsv"))
    if not index:
        print("availability: FAILED (the toolchain's symbol graphs could not be read)")
        return 1
    decls, types = index["decls"], index["types"]
    stale = [symbol for symbol in table if not any(path == symbol for path, _ in decls.values())]
    failures += [f"availability-swift59.tsv: {symbol} is not a declaration of this toolchain" for symbol in stale]
    mangled = sorted({r[4] for r in refs if r[3] == "type"})
    names = demangle(mangled)

    def lookup_type(name: str) -> list[tuple[str, tuple[int, int]]]:
        hits = []
        for match in QUALIFIED.finditer(names.get(name, "")):
            parts = match.group(1).split(".")
            for n in range(len(parts), 0, -1):
                path = ".".join(parts[:n])
                if path in types:
                    if types[path]:
                        hits.append((path, tuple(types[path])))
                    break
        return hits

    counts = {"decl": 0, "type": 0}
    seen_decls: set[str] = set()
    seen_types: set[str] = set()
    findings: dict[str, list[tuple[int, int, str]]] = {}
    texts: dict[str, bytes] = {}
    planted_paths = {os.path.relpath(path, root) for path in mutant_files}
    for original, copy, offset, kind, key, floor in refs:
        counted = original not in planted_paths
        if kind == "decl":
            if key not in decls:
                continue
            path, ios = decls[key]
            if path in table:
                ios = table[path][0]
                path = f"{path} (Swift 5.9: {table[path][1]})"
            hits = [(path, tuple(ios))] if ios else []
            if counted:
                seen_decls.add(key)
        else:
            if not QUALIFIED.search(names.get(key, "")):
                continue
            hits = lookup_type(key)
            if counted:
                seen_types.update(QUALIFIED.findall(names[key]))
        counts[kind] += counted
        for what, ios in hits:
            if ios > DEPLOYMENT and ios > floor:
                if copy not in texts:
                    with open(copy, "rb") as handle:
                        texts[copy] = handle.read()
                line, col = line_col(texts[copy], offset)
                entry = (line, col, f"{what} needs iOS {show(ios)}"
                         + (f" (context: iOS {show(floor)})" if floor > DEPLOYMENT else ""))
                if entry not in findings.setdefault(original, []):
                    findings[original].append(entry)

    # The mutants must be caught; everything else must be clean.
    violations = 0
    for path, text in mutant_files.items():
        caught = [(line, what) for line, _, what in findings.pop(os.path.relpath(path, root), [])]
        failures += check_mutants(os.path.basename(path), text, caught)
    for original in sorted(findings):
        for line, col, what in sorted(findings[original]):
            print(f"{original}:{line}:{col}: {what}")
            violations += 1
    for failure in failures:
        print(failure)
    done = time.time()
    generated = os.path.relpath(out, root) + os.sep
    files = sum(1 for u in units.values() for rel in u.copies.values()
                if not rel.startswith("..") and not rel.startswith(generated))
    mutants = sum(text.count("// planted") for text in mutant_files.values())
    verdict = "FAILED" if violations or failures else "ok"
    print(f"availability (iOS 15, Swift 5.9 standard library): {files} files; "
          f"{counts['decl'] + counts['type']} references scanned ({counts['decl']} to declarations, "
          f"{counts['type']} in types); {len(seen_decls)} declarations and {len(seen_types)} types looked up "
          f"among the toolchain's {len(decls)} ({len(table)} entries of the Swift 5.9 table); "
          f"{stats['implicit']} compiler-inserted references left out; "
          f"{violations} violations; {mutants} planted mutants "
          f"{'caught' if not any('planted' in f or 'guarded' in f for f in failures) else 'NOT all caught'}: "
          f"{verdict}")
    print(f"availability: shims {t_shims - started:.1f}s, compile and read {t_compile - t_shims:.1f}s, "
          f"analysis {done - t_compile:.1f}s, total {done - started:.1f}s")
    return 1 if violations or failures else 0


if __name__ == "__main__":
    sys.setrecursionlimit(20000)
    sys.exit(main())
