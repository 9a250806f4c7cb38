#!/usr/bin/env python3
"""Rules of Xcode's build system that no type-check or harness run sees, each with the public
report of a project it broke, and each shown failing on a mutant (--self-test).

  check_buildsystem.py [ROOT]           the rules on the repository
  check_buildsystem.py --self-test      each rule on a copy of the repository with one mistake planted

Python standard library only. Check 20 (check_xcodeproj.py) covers the project file's grammar,
its references, the schemes' buildable references, the strings tables and the Info.plist keys;
this check covers what Xcode does with the package's manifest, the resource bundles and the asset
catalog, a few build steps check 20 does not model, and the oldest Xcode the project must open in
(Xcode 15.0: the manifest's tools version, the project file's format).
"""
import glob
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

PACKAGE = "ShopMenu"
PROJECT = "Bonprix.xcodeproj/project.pbxproj"
ASSETS = "App/Assets.xcassets"
# The folder names CoreFoundation reads at a bundle's top to tell its layout
# (swiftlang/swift-corelibs-foundation, Sources/CoreFoundation/internalInclude/CFBundle_Internal.h:
# _CFBundleResourcesDirectoryName, _CFBundleSupportFilesDirectoryName1/2, _CFBundleWrapperDirectoryName,
# _CFBundleWrapperLinkName; Sources/CoreFoundation/CFBundle_Resources.c, _CFBundleGetBundleVersionForURL):
# Resources, Contents or Support Files, compared in any case, make the bundle non-flat; Wrapper with a
# WrappedBundle link beside it, compared exactly, make it a wrapped bundle.
RESERVED = {"resources", "contents", "support files"}
WRAPPER = {"Wrapper", "WrappedBundle"}
# Xcode 15.0 is the oldest Xcode the project builds in: it ships Swift 5.9.0 and opens project files
# up to objectVersion 60.
TOOLS_VERSION = (5, 9, 0)
OBJECT_VERSION = 60
SOURCE_SUFFIXES = (".swift", ".h", ".c", ".m", ".mm", ".cpp")


class Target:
    def __init__(self, kind, name, folder, resources, exclude):
        self.kind, self.name, self.folder = kind, name, folder
        self.resources, self.exclude = resources, exclude  # [(rule, path)], [path]


def balanced(text, start):
    """The index after the parenthesis that closes the one at `start`."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i + 1
    return len(text)


def manifest_targets(root):
    text = open(os.path.join(root, PACKAGE, "Package.swift"), encoding="utf-8").read()
    text = re.sub(r"//[^\n]*", "", text)
    targets = []
    for match in re.finditer(r"\.(target|testTarget|executableTarget)\(", text):
        body = text[match.end() - 1 : balanced(text, match.end() - 1)]
        name = re.search(r'name:\s*"([^"]+)"', body).group(1)
        custom = re.search(r'\bpath:\s*"([^"]+)"', body)
        base = "Tests" if match.group(1) == "testTarget" else "Sources"
        folder = custom.group(1) if custom else f"{base}/{name}"
        resources = []
        block = re.search(r"resources:\s*\[(.*?)\]", body, re.S)
        if block:
            resources = re.findall(r'\.(copy|process|embedInCode)\("([^"]+)"', block.group(1))
        exclude = []
        block = re.search(r"exclude:\s*\[(.*?)\]", body, re.S)
        if block:
            exclude = re.findall(r'"([^"]+)"', block.group(1))
        targets.append(Target(match.group(1), name, folder, resources, exclude))
    products = set(re.findall(r'\.(?:library|executable)\(\s*name:\s*"([^"]+)"', text))
    return targets, products


def files_under(folder):
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and not d.endswith(".docc"))
        for name in sorted(filenames):
            if not name.startswith("."):
                yield os.path.join(dirpath, name)


def bundle_names(target, package):
    """Where each declared resource lands in the target's bundle: flat names for processed files
    and copied files, the folder's own name for a copied folder."""
    names = {}
    for rule, rel in target.resources:
        where = os.path.join(package, target.folder, rel)
        if rule == "process" and os.path.isdir(where):
            for file in files_under(where):
                names.setdefault(os.path.basename(file), []).append(rel)
        else:
            names.setdefault(os.path.basename(rel.rstrip("/")), []).append(rel)
    return names


def check_copied_folders(root, targets):
    """A copied folder keeps its name at the top of the resource bundle, and a maintainer reports
    iOS codesign refusing every copied folder, not only those named as check_reserved_names says
    (AudioKit PR 2462): resources lie flat."""
    found = []
    for target in targets:
        for rule, rel in target.resources:
            if rule == "copy" and os.path.isdir(os.path.join(root, PACKAGE, target.folder, rel)):
                found.append(f"{target.name}: .copy(\"{rel}\") copies a folder into the bundle")
    return found


def check_reserved_names(root, targets):
    """No copied folder lands at the top of a resource bundle under a name CoreFoundation reads as
    the bundle's layout (RESERVED and WRAPPER above). Named Resources, Contents or Support Files it
    makes iOS codesign refuse the bundle ("bundle format unrecognized, invalid, or unsuitable":
    mlalma/MisakiSwift PR 20, soniqo/speech-swift PR 228, FluidInference/FluidAudio PR 806,
    AudioKit/AudioKit issue 2460); Wrapper and WrappedBundle are the two halves of a wrapped bundle,
    which no report shows codesign meeting in a resource bundle: reserved all the same."""
    found = []
    for target in targets:
        for rule, rel in target.resources:
            name = os.path.basename(rel.rstrip("/"))
            folder = os.path.isdir(os.path.join(root, PACKAGE, target.folder, rel))
            if rule == "copy" and folder and (name.lower() in RESERVED or name in WRAPPER):
                found.append(f"{target.name}: .copy(\"{rel}\") puts a folder named {name} at the top of the bundle")
    return found


def check_declared_resources(root, targets):
    """Every declared resource exists (SwiftPM: "Invalid Resource … File not found"), every file in
    a target's folder is a source, a declared resource or excluded (SwiftPM: "found N file(s) which
    are unhandled; explicitly declare them as resources or exclude from the target",
    swiftlang/swift-package-manager PR 4102, issue 4467), and no two resources land on one name in
    a flat bundle (SwiftPM: "multiple resources named … in target", swift-package-manager PR 2534)."""
    found = []
    package = os.path.join(root, PACKAGE)
    for target in targets:
        folder = os.path.join(package, target.folder)
        declared = [os.path.normpath(os.path.join(folder, rel)) for _, rel in target.resources]
        excluded = [os.path.normpath(os.path.join(folder, rel)) for rel in target.exclude]
        for where, (_, rel) in zip(declared, target.resources):
            if not os.path.exists(where):
                found.append(f"{target.name}: resource {rel} does not exist")
        for file in files_under(folder):
            path = os.path.normpath(file)
            covered = any(path == d or path.startswith(d + os.sep) for d in declared + excluded)
            if not covered and not path.endswith(SOURCE_SUFFIXES):
                found.append(f"{target.name}: {os.path.relpath(path, package)} is neither a source nor a declared resource")
        for name, sources in bundle_names(target, package).items():
            if len(sources) > 1:
                found.append(f"{target.name}: {len(sources)} resources land on {name} ({', '.join(sources)})")
    return found


def check_test_resources(root, targets):
    """A test reads through Bundle.module only what its own target declares: a test target's bundle
    is its own, so the core's files are not in it (a test that passes where files are read from the
    checkout fails on a simulator)."""
    found = []
    package = os.path.join(root, PACKAGE)
    for target in targets:
        if target.kind != "testTarget":
            continue
        names = bundle_names(target, package)
        pattern = re.compile(r'Bundle\.module\.url\(\s*forResource:\s*"([^"]+)",\s*withExtension:\s*"([^"]+)"')
        for file in files_under(os.path.join(package, target.folder)):
            if not file.endswith(".swift"):
                continue
            for base, ext in pattern.findall(open(file, encoding="utf-8").read()):
                if f"{base}.{ext}" not in names:
                    found.append(f"{os.path.relpath(file, package)} reads {base}.{ext}, which {target.name} does not declare")
        # Names built at run time (`rawValue`): the enum's cases must be declared too.
        for file in files_under(os.path.join(package, target.folder)):
            if file.endswith("Fixtures.swift"):
                for base in re.findall(r'case \w+ = "([^"]+)"', open(file, encoding="utf-8").read()):
                    if f"{base}.json" not in names:
                        found.append(f"{os.path.relpath(file, package)}: fixture {base}.json is not declared by {target.name}")
    return found


def check_package_products(root, products):
    """Every package product the app links is one the manifest declares (Xcode: "Missing package
    product '<name>'": pointfreeco/swift-composable-architecture issue 375, XcodeGen issue 1549)."""
    text = open(os.path.join(root, PROJECT), encoding="utf-8").read()
    found = []
    for block in re.findall(r"isa = XCSwiftPackageProductDependency;(.*?)\};", text, re.S):
        name = re.search(r"productName = ([^;]+);", block)
        if name and name.group(1).strip('"') not in products:
            found.append(f"{PROJECT}: the app links {name.group(1)}, which {PACKAGE}/Package.swift does not declare")
    return found


def check_info_plist(root):
    """The Info.plist Xcode processes is not also copied as a resource (Xcode: "Multiple commands
    produce …/Info.plist": mattt/Godzippa issue 17, CHTCollectionViewWaterfallLayout PR 186), and
    each `$(NAME)` in it is defined by a build setting or the xcconfig (else it reads empty)."""
    project = open(os.path.join(root, PROJECT), encoding="utf-8").read()
    found = []
    if re.search(r"Info\.plist in Resources", project):
        found.append(f"{PROJECT}: an Info.plist is in a Copy Bundle Resources phase")
    plist_files = set(re.findall(r"(?<![A-Z_])INFOPLIST_FILE = ([^;]+);", project))
    defined = set(re.findall(r"^\s*([A-Z_][A-Z0-9_]*)\s*=", project, re.M))
    for xcconfig in re.findall(r"path = ([^;]+\.xcconfig);", project):
        for candidate in (os.path.join(root, "App", xcconfig.strip('"')), os.path.join(root, xcconfig.strip('"'))):
            if os.path.isfile(candidate):
                defined |= set(re.findall(r"^\s*([A-Z_][A-Z0-9_]*)\s*=", open(candidate).read(), re.M))
    defined |= {"PRODUCT_BUNDLE_IDENTIFIER", "PRODUCT_NAME", "EXECUTABLE_NAME", "DEVELOPMENT_LANGUAGE"}
    for plist in plist_files:
        path = os.path.join(root, plist.strip('"'))
        if not os.path.isfile(path):
            found.append(f"INFOPLIST_FILE {plist} does not exist")
            continue
        for name in re.findall(r"\$\(([A-Z_][A-Z0-9_]*)\)", open(path, encoding="utf-8").read()):
            if name not in defined:
                found.append(f"{plist}: $({name}) is defined by no build setting or xcconfig")
    return found


def png_facts(path):
    """(width, height, colour type) of a PNG, or None."""
    with open(path, "rb") as handle:
        head = handle.read(26)
    if len(head) < 26 or head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        return None
    width, height = struct.unpack(">II", head[16:24])
    return width, height, head[25]


def check_assets(root):
    """Every folder of the asset catalog has a Contents.json that parses (actool: "has 3 unassigned
    children" for a set without one: google/material-design-icons issue 630, PR 631), each file it
    names exists and each file is named ("The app icon set "AppIcon" has an unassigned child":
    fluttercommunity/flutter_launcher_icons issue 259); the app icon is one 1024x1024 PNG with no
    alpha channel, the single size Xcode 14 and later build every icon from."""
    found = []
    catalog = os.path.join(root, ASSETS)
    for dirpath, dirnames, filenames in os.walk(catalog):
        dirnames.sort()
        rel = os.path.relpath(dirpath, root)
        if "Contents.json" not in filenames:
            found.append(f"{rel}: no Contents.json")
            continue
        try:
            contents = json.load(open(os.path.join(dirpath, "Contents.json"), encoding="utf-8"))
        except ValueError as error:
            found.append(f"{rel}/Contents.json: not JSON ({error})")
            continue
        listed = set()
        for image in contents.get("images", []):
            name = image.get("filename")
            if name is None:
                continue
            listed.add(name)
            file = os.path.join(dirpath, name)
            if not os.path.isfile(file):
                found.append(f"{rel}: {name} is listed but missing")
            elif dirpath.endswith(".appiconset"):
                facts = png_facts(file)
                if facts is None:
                    found.append(f"{rel}/{name}: not a PNG")
                elif facts[:2] != (1024, 1024) or image.get("size") != "1024x1024":
                    found.append(f"{rel}/{name}: {facts[0]}x{facts[1]}, the icon is one 1024x1024 image")
                elif facts[2] in (4, 6):
                    found.append(f"{rel}/{name}: has an alpha channel")
        for name in filenames:
            if name != "Contents.json" and name not in listed and not name.startswith("."):
                found.append(f"{rel}: {name} is in no Contents.json")
    return found


def check_strings(root):
    """Every `Localizable.strings` parses as Xcode's `builtin-copyStrings --validate` parses it
    ("read failed: Couldn't parse property list": PicnicSupermarket/localicious issue 33, a missing
    semicolon in lionheart/openradar-mirror issue 14788), checked with the toolchain's plutil -lint."""
    plutil = shutil.which("plutil") or "/opt/swift/usr/bin/plutil"
    found = []
    for file in sorted(glob.glob(os.path.join(root, "App", "*.lproj", "*.strings"))):
        result = subprocess.run([plutil, "-lint", file], capture_output=True, text=True)
        if result.returncode != 0:
            found.append(f"{os.path.relpath(file, root)}: {(result.stderr or result.stdout).strip()[-200:]}")
    return found


def check_scheme_testables(root, targets):
    """Each testable of each shared scheme is a target of its project or a test target of the local
    package, named as Xcode names them (a testable Xcode cannot find is dropped from Cmd-U without
    an error; a package testable needs the package as a folder of the project, WordPress-iOS PR
    24518)."""
    found = []
    package_tests = {t.name for t in targets if t.kind == "testTarget"}
    for scheme in sorted(glob.glob(os.path.join(root, "**", "*.xcodeproj", "xcshareddata", "xcschemes", "*.xcscheme"), recursive=True)):
        project = os.path.dirname(os.path.dirname(os.path.dirname(scheme)))
        names = set(re.findall(r"isa = PBXNativeTarget;.*?\bname = ([^;]+);",
                               open(os.path.join(project, "project.pbxproj"), encoding="utf-8").read(), re.S))
        rel = os.path.relpath(scheme, root)
        for ref in ET.parse(scheme).iter("TestableReference"):
            buildable = ref.find("BuildableReference")
            name, container = buildable.get("BlueprintName"), buildable.get("ReferencedContainer")
            if container == f"container:{os.path.basename(project)}":
                if name not in names:
                    found.append(f"{rel}: testable {name} is no target of {os.path.basename(project)}")
            elif container == f"container:{PACKAGE}":
                if name not in package_tests or buildable.get("BuildableName") != name:
                    found.append(f"{rel}: testable {name} is no test target of {PACKAGE}")
            else:
                found.append(f"{rel}: testable {name} in an unknown container {container}")
    return found


def check_tools_version(root):
    """The manifest Xcode builds (the local package; those under Linux/ only the Linux toolchain
    builds) asks for no newer swift-tools-version than the Swift 5.9.0 of Xcode 15.0 (Apple's Xcode
    15 release notes, developer.apple.com/documentation/xcode-release-notes/xcode-15-release-notes,
    and its table of Xcode versions, developer.apple.com/support/xcode: Xcode 15.0.x, Swift 5.9).
    SwiftPM refuses a newer one, patch included ("package '…' is using Swift tools version 5.9.2
    but the installed version is 5.9.0": apple/swift-openapi-generator issue 535)."""
    manifest = f"{PACKAGE}/Package.swift"
    first = open(os.path.join(root, manifest), encoding="utf-8").readline()
    match = re.match(r"//\s*swift-tools-version\s*:\s*(\d+)\.(\d+)(?:\.(\d+))?", first)
    if not match:
        return [f"{manifest}: the first line declares no swift-tools-version"]
    version = tuple(int(part or 0) for part in match.groups())
    if version > TOOLS_VERSION:
        return [f"{manifest}: swift-tools-version {'.'.join(map(str, version))} is newer than Xcode 15.0's 5.9.0"]
    return []


def check_object_version(root):
    """Every Xcode project opens in Xcode 15.0: objectVersion 60 at most (Xcode 15.0.1 refuses 77,
    "cannot be opened because it is in a future Xcode project file format", and opens it set to
    60: yonaskolb/XcodeGen issue 1578; the same refusal of 77 in stripe/stripe-ios PR 5347)."""
    found = []
    for project in sorted(glob.glob(os.path.join(root, "**", "*.xcodeproj", "project.pbxproj"), recursive=True)):
        match = re.search(r"^\s*objectVersion = (\d+);", open(project, encoding="utf-8").read(), re.M)
        if not match or int(match.group(1)) > OBJECT_VERSION:
            version = match.group(1) if match else "missing"
            found.append(f"{os.path.relpath(project, root)}: objectVersion {version}, Xcode 15.0 opens {OBJECT_VERSION} at most")
    return found


RULES = [
    ("copied-folder", lambda root, t, p: check_copied_folders(root, t)),
    ("reserved-name", lambda root, t, p: check_reserved_names(root, t)),
    ("declared-resources", lambda root, t, p: check_declared_resources(root, t)),
    ("test-resources", lambda root, t, p: check_test_resources(root, t)),
    ("package-products", lambda root, t, p: check_package_products(root, p)),
    ("info-plist", lambda root, t, p: check_info_plist(root)),
    ("assets", lambda root, t, p: check_assets(root)),
    ("strings", lambda root, t, p: check_strings(root)),
    ("scheme-testables", lambda root, t, p: check_scheme_testables(root, t)),
    ("tools-version", lambda root, t, p: check_tools_version(root)),
    ("object-version", lambda root, t, p: check_object_version(root)),
]


def run(root):
    targets, products = manifest_targets(root)
    return {name: rule(root, targets, products) for name, rule in RULES}


def edit(root, rel, old, new):
    path = os.path.join(root, rel)
    text = open(path, encoding="utf-8").read()
    if old not in text:
        raise SystemExit(f"self-test: the mutant's site is gone from {rel}: {old!r}")
    open(path, "w", encoding="utf-8").write(text.replace(old, new, 1))


def write(root, rel, data):
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "wb").write(data)


def copy_wrapper(root):
    sources = os.path.join(root, PACKAGE, "Sources", "ShopMenu")
    os.rename(os.path.join(sources, "Resources"), os.path.join(sources, "Wrapper"))
    edit(root, f"{PACKAGE}/Package.swift", '.process("Resources")', '.copy("Wrapper")')


# rule: (what the mutant plants, how)
MUTANTS = {
    "copied-folder": ("the test fixtures copied as a folder",
                      lambda r: edit(r, f"{PACKAGE}/Package.swift", '.copy("Fixtures/app-Info.plist")', '.copy("Fixtures")')),
    "reserved-name": ("the feeds copied as a folder named Wrapper", copy_wrapper),
    "declared-resources": ("a stray file in the core's folder",
                           lambda r: write(r, f"{PACKAGE}/Sources/ShopMenu/Model/notes.txt", b"x")),
    "test-resources": ("a fixture the test target no longer declares",
                       lambda r: edit(r, f"{PACKAGE}/Package.swift", '[.copy("Fixtures/app-Info.plist")]', "[]")),
    "package-products": ("the app links a product the manifest lost",
                         lambda r: edit(r, PROJECT, "productName = ShopMenu;", "productName = ShopMenuKit;")),
    "info-plist": ("a variable of the Info.plist that nothing defines",
                   lambda r: edit(r, "App/Info.plist", "$(SHOPMENU_API_KEY)", "$(SHOPMENU_API_TOKEN)")),
    "strings": ("a strings line without its semicolon",
                lambda r: edit(r, "App/en.lproj/Localizable.strings", '";\n', '"\n')),
    "scheme-testables": ("a scheme testing a package target that is gone",
                         lambda r: edit(r, "Bonprix.xcodeproj/xcshareddata/xcschemes/ShopApp.xcscheme",
                                        'BlueprintName = "ShopMenuTests"', 'BlueprintName = "ShopMenuKitTests"')),
    "assets": ("an app icon of the wrong size",
               lambda r: edit(r, f"{ASSETS}/AppIcon.appiconset/Contents.json", '"1024x1024"', '"512x512"')),
    "tools-version": ("a manifest for Swift 6.0 tools",
                      lambda r: edit(r, f"{PACKAGE}/Package.swift", "swift-tools-version: 5.9", "swift-tools-version: 6.0")),
    "object-version": ("a project file in Xcode 16's format",
                       lambda r: edit(r, PROJECT, "objectVersion = 60;", "objectVersion = 77;")),
}


def self_test(root):
    keep = [f"{PACKAGE}/Package.swift", f"{PACKAGE}/Sources", f"{PACKAGE}/Tests", "App", "Bonprix.xcodeproj"]
    caught = 0
    with tempfile.TemporaryDirectory() as work:
        def fresh(name):
            copy = os.path.join(work, name)
            for rel in keep:
                source, target = os.path.join(root, rel), os.path.join(copy, rel)
                if os.path.isdir(source):
                    shutil.copytree(source, target, ignore=shutil.ignore_patterns(".build"))
                else:
                    os.makedirs(os.path.dirname(target), exist_ok=True)
                    shutil.copy(source, target)
            return copy
        clean = run(fresh("clean"))
        if any(clean.values()):
            raise SystemExit(f"self-test: the unmutated copy fails: {clean}")
        for rule, (what, plant) in MUTANTS.items():
            copy = fresh(rule)
            plant(copy)
            verdict = run(copy)
            if not verdict[rule]:
                print(f"  MISSED mutant of {rule}: {what}")
            else:
                caught += 1
    return caught


def main():
    args = sys.argv[1:]
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.abspath(next((a for a in args if not a.startswith("--")), os.path.join(here, "..", "..")))
    results = run(root)
    problems = [f"{rule}: {line}" for rule, lines in results.items() for line in lines]
    for line in problems:
        print(f"  FAIL {line}")
    caught = self_test(root)
    missed = len(MUTANTS) - caught
    verdict = "ok" if not problems and not missed else "FAILED"
    print(f"build system: {len(RULES)} rules, {caught} of {len(MUTANTS)} mutants caught, "
          f"{len(problems)} problems: {verdict}")
    return 0 if verdict == "ok" else 1


if __name__ == "__main__":
    sys.exit(main())
