#!/usr/bin/env python3
"""Linux-side proof that the Xcode project, its schemes and the app's resources hold together.

Nobody here can run Xcode, so this checks what can be checked without it:

  1. plutil (from the Swift toolchain) lints project.pbxproj, Info.plist, the .strings files and
     the workspace settings; kin (PyPI) checks the pbxproj grammar.
  2. pbxproj (PyPI) parses the project: the Xcode 15 format (objectVersion 56/60, no synchronized
     folders), every object reference resolves to an object of the right kind, every file
     reference and every group's folder exists on disk, the settings the brief requires (iOS 15.0, Swift 5.0, iPhone and
     iPad), the local package reference and its products, the UI-test target wiring.
  3. Every Swift file under App/ and AppUITests/ is in exactly one target's Sources phase, but
     App/Views/AccessibilityID.swift, which the app and its UI tests both compile.
  4. The shared schemes are valid XML and name existing targets, products and package test
     targets; the ShopApp scheme tests the package and the UI tests.
  5. The Info.plist / xcconfig keys the code reads exist; every environment key the schemes and
     UI tests set is one the code reads.
  6. Every localization key the views use is in both languages; the UI tests name accessibility
     identifiers only through AccessibilityID; the asset catalog has the icon and accent colour
     the build names.
  7. Every Apple-only file inside the package is wrapped in `#if canImport`. (That the Apple-only
     Swift type-checks is Linux/Scripts/checks/25-apple-typecheck.sh.)

  8. App Transport Security and the web-view policy agree: Info.plist has no ATS exception, and
     the core's policy never allows plain `http` (it upgrades it in the main page and cancels it
     in frames; `TransportSecurityTests` pins the same agreement from the Swift side).
  9. No UIKit type outside the web-view bridge (the brief: "Use SwiftUI as UI framework, do not
     use UIKit"): no `import UIKit` anywhere in the app's code, and `UI…` types only in
     ShopWebView.swift, where `UIViewRepresentable` wraps WKWebView.

Usage: check_xcodeproj.py [ROOT]    (exit 1 on any problem; prints the problems and a summary)
"""

from __future__ import annotations

import json
import os
import plistlib
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", ".."))
PROJECT = "Bonprix.xcodeproj"
APP_TARGET = "ShopApp"
UITEST_TARGET = "ShopAppUITests"
PACKAGE_DIR = "ShopMenu"
PACKAGE_PRODUCTS = {"ShopMenu"}
PACKAGE_TEST_TARGET = "ShopMenuTests"
CONFIGURATION_SWIFT = "ShopMenu/Sources/ShopMenu/Configuration/ShopConfiguration.swift"
RESOURCES_DIR = "ShopMenu/Sources/ShopMenu/Resources"
UITEST_APP_SWIFT = "AppUITests/UITestApp.swift"


def shops_in_core() -> dict[str, dict[str, str]]:
    """The shops `ShopConfiguration.Shop` lists, with each one's display name and home URL as
    its built-in configuration gives them."""
    text = open(os.path.join(ROOT, CONFIGURATION_SWIFT), encoding="utf-8").read()
    body = re.search(r"public enum Shop\b[^{]*\{(.*?)\n  \}", text, re.S)
    names = re.findall(r"^\s*case (\w+)\s*$", body.group(1), re.M) if body else []
    shops = {}
    for name in names:
        entry = re.search(
            r"static let %s = ShopConfiguration\(\s*id: \.%s,\s*displayName: \"([^\"]*)\",\s*"
            r"homeURL: URL\(string: \"([^\"]*)\"\)" % (name, name), text)
        shops[name] = {"displayName": entry.group(1), "homeURL": entry.group(2)} if entry else {}
    return shops


SHOPS = shops_in_core()


PRODUCT_SCHEME = "ShopApp"
XCCONFIG = "App/Shop.xcconfig"


def product_schemes() -> dict[str, str]:
    """Every shared scheme, by name, with the shop its Run action sets (none should)."""
    folder = os.path.join(ROOT, PROJECT, "xcshareddata", "xcschemes")
    found = {}
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        scheme = name[: -len(".xcscheme")]
        if not name.endswith(".xcscheme") or scheme == CANARY_SCHEME:
            continue
        try:
            launch = ET.parse(os.path.join(folder, name)).find("LaunchAction")
        except ET.ParseError:
            launch = None
        env = {v.get("key"): v.get("value") for v in launch.iter("EnvironmentVariable")} if launch is not None else {}
        found[scheme] = env.get("SHOPMENU_SHOP", "")
    return found
# The harness's canaries: an app and UI tests in a project of their own, with their own scheme.
CANARY_PROJECT = "Linux/HarnessCanary/HarnessCanary.xcodeproj"
CANARY_TARGET = "HarnessCanary"
CANARY_UITEST_TARGET = "HarnessCanaryUITests"
CANARY_SCHEME = "HarnessCanaries"
APP_SWIFT_DIRS = {"App": APP_TARGET, "AppUITests": UITEST_TARGET}
# Compiled by more than one target: the identifiers the app sets and its UI tests find.
SHARED_SWIFT = {"App/Views/AccessibilityID.swift": [APP_TARGET, UITEST_TARGET]}
UI_DIR = "App/Views"
APPLE_ONLY_MODULES = {"SwiftUI", "UIKit", "WebKit", "AppKit", "Combine", "XCUIAutomation", "ImageIO", "CoreGraphics"}
ID_RE = re.compile(r"^[0-9A-F]{24}$")

problems: list[str] = []
passed: list[str] = []


def problem(message: str) -> None:
    problems.append(message)


def ok(message: str) -> None:
    passed.append(message)


def path(*parts: str) -> str:
    return os.path.join(ROOT, *parts)


def read(*parts: str) -> str:
    with open(path(*parts), encoding="utf-8") as handle:
        return handle.read()


# ---------------------------------------------------------------------------------------------
# 1. plutil and kin
# ---------------------------------------------------------------------------------------------


def find_plutil() -> str | None:
    candidates = [os.environ.get("PLUTIL", "")]
    found = shutil.which("plutil")
    if found:
        candidates.append(found)
    swift = shutil.which("swift")
    if swift:
        candidates.append(os.path.join(os.path.dirname(os.path.realpath(swift)), "plutil"))
    candidates.append("/opt/swift/usr/bin/plutil")
    for candidate in candidates:
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    return None


def lint_with_plutil() -> None:
    plutil = find_plutil()
    if not plutil:
        problem("plutil not found (it ships with the Swift toolchain; set PLUTIL=/path/to/plutil)")
        return
    files = [
        f"{PROJECT}/project.pbxproj",
        f"{PROJECT}/project.xcworkspace/xcshareddata/IDEWorkspaceChecks.plist",
        f"{PROJECT}/project.xcworkspace/xcshareddata/WorkspaceSettings.xcsettings",
        f"{CANARY_PROJECT}/project.pbxproj",
        "App/Info.plist",
        "App/en.lproj/Localizable.strings",
        "App/de.lproj/Localizable.strings",
    ]
    for name in files:
        if not os.path.exists(path(name)):
            problem(f"missing {name}")
            continue
        result = subprocess.run([plutil, "-lint", path(name)], capture_output=True, text=True)
        if result.returncode != 0:
            problem(f"plutil -lint {name}: {(result.stderr or result.stdout).strip()}")
    ok(f"plutil -lint: {len(files)} files")


def check_with_kin() -> None:
    try:
        from kin.verifier import Verifier  # type: ignore
    except ImportError:
        problem("kin is not installed (pip install kin)")
        return
    verifier = Verifier()
    errors = verifier.check_errors(path(PROJECT, "project.pbxproj"))
    if errors:
        for error in errors:
            problem(f"kin: {error}")
    else:
        ok("kin: pbxproj grammar")


# ---------------------------------------------------------------------------------------------
# 2. The project's objects
# ---------------------------------------------------------------------------------------------

# Which kinds of object each reference field may point at.
REFERENCE_KINDS = {
    "rootObject": {"PBXProject"},
    "mainGroup": {"PBXGroup"},
    "productRefGroup": {"PBXGroup"},
    "children": {"PBXGroup", "PBXFileReference", "PBXVariantGroup"},
    "targets": {"PBXNativeTarget"},
    "buildConfigurationList": {"XCConfigurationList"},
    "buildConfigurations": {"XCBuildConfiguration"},
    "baseConfigurationReference": {"PBXFileReference"},
    "buildPhases": {"PBXSourcesBuildPhase", "PBXFrameworksBuildPhase", "PBXResourcesBuildPhase"},
    "files": {"PBXBuildFile"},
    "fileRef": {"PBXFileReference", "PBXVariantGroup"},
    "productRef": {"XCSwiftPackageProductDependency"},
    "productReference": {"PBXFileReference"},
    "dependencies": {"PBXTargetDependency"},
    "target": {"PBXNativeTarget"},
    "targetProxy": {"PBXContainerItemProxy"},
    "containerPortal": {"PBXProject"},
    "remoteGlobalIDString": {"PBXNativeTarget"},
    "packageProductDependencies": {"XCSwiftPackageProductDependency"},
    "TestTargetID": {"PBXNativeTarget"},
}


def load_project():
    try:
        from pbxproj import XcodeProject  # type: ignore
    except ImportError:
        problem("pbxproj is not installed (pip install pbxproj)")
        return None
    try:
        return XcodeProject.load(path(PROJECT, "project.pbxproj"))
    except Exception as error:  # the parser's own exceptions vary by version
        problem(f"pbxproj cannot parse {PROJECT}/project.pbxproj: {error}")
        return None


def field(objects, identifier, key: str):
    """`objects[identifier][key]`, or None when the object is missing (already reported)."""
    obj = objects[str(identifier)] if identifier is not None else None
    return None if obj is None else obj[key]


def as_list(value) -> list:
    if value is None:
        return []
    return list(value) if isinstance(value, list) else [value]


def isa(objects, identifier: str) -> str | None:
    obj = objects[identifier]
    return None if obj is None else str(obj["isa"])


def walk_references(objects, node, field: str, owner: str, counter: list[int]) -> None:
    """Checks every string that looks like an object id, wherever it sits in `node`."""
    if isinstance(node, list):
        for item in node:
            walk_references(objects, item, field, owner, counter)
        return
    if hasattr(node, "get_keys"):
        for key in node.get_keys():
            walk_references(objects, node[key], str(key), owner, counter)
        return
    text = str(node)
    if not ID_RE.match(text):
        return
    counter[0] += 1
    kind = isa(objects, text)
    if kind is None:
        problem(f"{owner}: {field} points at {text}, which is not in the project")
        return
    allowed = REFERENCE_KINDS.get(field)
    if allowed is not None and kind not in allowed:
        problem(f"{owner}: {field} points at a {kind}, expected {sorted(allowed)}")


def group_paths(objects, root_group: str) -> dict[str, str]:
    """The path on disk of every file reference and group, following the groups' paths."""
    paths: dict[str, str] = {}

    def visit(identifier: str, base: str) -> None:
        obj = objects[identifier]
        if obj is None:
            return
        tree = str(obj["sourceTree"]) if obj["sourceTree"] is not None else "<group>"
        own = str(obj["path"]) if obj["path"] is not None else ""
        if tree == "<group>":
            here = os.path.normpath(os.path.join(base, own)) if own else base
        elif tree == "SOURCE_ROOT":
            here = os.path.normpath(own)
        else:
            return
        paths[identifier] = here
        kind = str(obj["isa"])
        if kind == "PBXGroup":
            for child in as_list(obj["children"]):
                visit(str(child), here)
        elif kind == "PBXVariantGroup":
            for child in as_list(obj["children"]):
                visit(str(child), base)

    visit(root_group, "")
    return paths


def settings_of(objects, list_id: str) -> dict[str, dict]:
    configs = {}
    for config_id in as_list(field(objects, list_id, "buildConfigurations")):
        config = objects[str(config_id)]
        if config is not None:
            configs[str(config["name"])] = config
    return configs


def setting(config, key: str):
    settings = config["buildSettings"]
    value = settings[key] if settings is not None else None
    if isinstance(value, list):
        return [str(v) for v in value]
    return None if value is None else str(value)


def check_project(project) -> dict:
    info: dict = {}
    objects = project.objects
    root_id = str(project["rootObject"])
    version = int(str(project["objectVersion"]))
    if version not in (56, 60):
        problem(f"objectVersion {version}: Xcode 15 writes 56 or 60 (77 needs Xcode 16)")
    sections = set(objects.get_sections())
    for forbidden in ("PBXFileSystemSynchronizedRootGroup", "PBXFileSystemSynchronizedBuildFileExceptionSet"):
        if forbidden in sections:
            problem(f"{forbidden}: Xcode 15 cannot open synchronized folders")

    counter = [0]
    for section in sections:
        for obj in objects.get_objects_in_section(section):
            owner = f"{section} {obj.get_id()}"
            for key in obj.get_keys():
                if key == "isa":
                    continue
                walk_references(objects, obj[key], str(key), owner, counter)
    walk_references(objects, project["rootObject"], "rootObject", "project", counter)
    ok(f"pbxproj: objectVersion {version}, {counter[0]} object references resolve")

    root = objects[root_id]
    paths = group_paths(objects, str(root["mainGroup"]))
    missing = 0
    for ref in objects.get_objects_in_section("PBXFileReference"):
        identifier = ref.get_id()
        if str(ref["sourceTree"]) == "BUILT_PRODUCTS_DIR":
            continue
        where = paths.get(identifier)
        if where is None:
            problem(f"file reference {identifier} ({ref['path']}) is in no group")
            missing += 1
        elif not os.path.exists(path(where)):
            problem(f"file reference {identifier}: {where} does not exist")
            missing += 1
    for group in objects.get_objects_in_section("PBXGroup"):
        where = paths.get(group.get_id())
        if group["path"] is not None and where is not None and not os.path.isdir(path(where)):
            problem(f"group {group.get_id()} ({group['path']}): folder {where} does not exist")
            missing += 1
    ok(f"file references: all on disk ({len(paths)} groups and files)")
    info["paths"] = paths

    # Targets.
    targets = {str(t["name"]): t for t in objects.get_objects_in_section("PBXNativeTarget")}
    info["targets"] = {name: t.get_id() for name, t in targets.items()}
    for name in (APP_TARGET, UITEST_TARGET):
        if name not in targets:
            problem(f"no target {name}")
    for name in sorted(set(targets) - {APP_TARGET, UITEST_TARGET}):
        problem(f"target {name}: {PROJECT} holds only {APP_TARGET} and {UITEST_TARGET}")
    if problems and (APP_TARGET not in targets or UITEST_TARGET not in targets):
        return info
    app, uitests = targets[APP_TARGET], targets[UITEST_TARGET]
    if str(app["productType"]) != "com.apple.product-type.application":
        problem(f"{APP_TARGET} is not an application target")
    if str(uitests["productType"]) != "com.apple.product-type.bundle.ui-testing":
        problem(f"{UITEST_TARGET} is not a UI-testing bundle")
    depends_on_app = any(
        str(field(objects, dep, "target")) == app.get_id() for dep in as_list(uitests["dependencies"])
    )
    if not depends_on_app:
        problem(f"{UITEST_TARGET} has no target dependency on {APP_TARGET}")
    info["products"] = {
        name: str(field(objects, t["productReference"], "path")) for name, t in targets.items()
    }

    # Build settings.
    project_configs = settings_of(objects, str(root["buildConfigurationList"]))
    for config_name, config in project_configs.items():
        if setting(config, "IPHONEOS_DEPLOYMENT_TARGET") != "15.0":
            problem(f"project {config_name}: IPHONEOS_DEPLOYMENT_TARGET must be 15.0")
        if setting(config, "SDKROOT") != "iphoneos":
            problem(f"project {config_name}: SDKROOT must be iphoneos")
    # DEBUG: test-only code (the canary screen, the UI tests' stand-ins) is compiled only in Debug.
    def conditions(config) -> list[str]:
        value = setting(config, "SWIFT_ACTIVE_COMPILATION_CONDITIONS")
        words = value if isinstance(value, list) else (value or "").split()
        flags = setting(config, "OTHER_SWIFT_FLAGS")
        flags = flags if isinstance(flags, list) else (flags or "").split()
        return words + [f[2:] for f in flags if f.startswith("-D")]
    before = len(problems)
    for config_name, config in project_configs.items():
        if config_name == "Debug" and "DEBUG" not in conditions(config):
            problem("project Debug: SWIFT_ACTIVE_COMPILATION_CONDITIONS must contain DEBUG")
        if config_name == "Release" and "DEBUG" in conditions(config):
            problem("project Release: DEBUG must not be defined (test-only code would ship)")
    if len(problems) == before:
        ok("DEBUG: defined in the project's Debug configuration, not in Release")
    for name, target in targets.items():
        for config_name, config in settings_of(objects, str(target["buildConfigurationList"])).items():
            where = f"{name} {config_name}"
            target_conditions = setting(config, "SWIFT_ACTIVE_COMPILATION_CONDITIONS")
            if config_name == "Release" and "DEBUG" in conditions(config):
                problem(f"{where}: DEBUG must not be defined (test-only code would ship)")
            if config_name == "Debug" and target_conditions is not None and "DEBUG" not in conditions(config) \
                    and "$(inherited)" not in str(target_conditions):
                problem(f"{where}: SWIFT_ACTIVE_COMPILATION_CONDITIONS drops the project's DEBUG")
            if setting(config, "SWIFT_VERSION") != "5.0":
                problem(f"{where}: SWIFT_VERSION must be 5.0")
            deployment = setting(config, "IPHONEOS_DEPLOYMENT_TARGET")
            if deployment not in (None, "15.0"):
                problem(f"{where}: IPHONEOS_DEPLOYMENT_TARGET {deployment}, expected 15.0")
            if setting(config, "TARGETED_DEVICE_FAMILY") != "1,2":
                problem(f"{where}: TARGETED_DEVICE_FAMILY must be \"1,2\" (iPhone and iPad)")
            tested_app = {UITEST_TARGET: APP_TARGET, CANARY_UITEST_TARGET: CANARY_TARGET}.get(name)
            if tested_app and setting(config, "TEST_TARGET_NAME") != tested_app:
                problem(f"{where}: TEST_TARGET_NAME must be {tested_app}")
            if name == APP_TARGET:
                info.setdefault("app_configs", []).append(config)
                plist = setting(config, "INFOPLIST_FILE")
                if not plist or not os.path.isfile(path(plist)):
                    problem(f"{where}: INFOPLIST_FILE {plist} does not exist")
                info["infoplist"] = plist
                base = config["baseConfigurationReference"]
                if base is None:
                    problem(f"{where}: no .xcconfig (baseConfigurationReference)")
                else:
                    info["xcconfig"] = paths.get(str(base))
                for key, expected in (
                    ("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"),
                    ("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME", "AccentColor"),
                    ("GENERATE_INFOPLIST_FILE", "YES"),
                ):
                    if setting(config, key) != expected:
                        problem(f"{where}: {key} must be {expected}")

    # The local package, as a folder of the project (Apple, "Organizing your code with local
    # packages": drag the package's folder into the project): its test targets can then be in a
    # scheme. Not a package dependency (XCLocalSwiftPackageReference), whose test targets a scheme
    # cannot run (wordpress-mobile/WordPress-iOS PR 24518); its products are found by name.
    folders = [ref for ref in objects.get_objects_in_section("PBXFileReference")
               if paths.get(ref.get_id()) == PACKAGE_DIR]
    if len(folders) != 1 or str(folders[0]["lastKnownFileType"]) != "folder":
        problem(f"expected the folder {PACKAGE_DIR} in the project's main group, as a folder reference")
    if objects.get_objects_in_section("XCLocalSwiftPackageReference") or as_list(root["packageReferences"]):
        problem(f"{PACKAGE_DIR} is a package dependency (packageReferences); its tests could not run in a scheme")
    for dep in objects.get_objects_in_section("XCSwiftPackageProductDependency"):
        if dep["package"] is not None:
            problem(f"package product {dep['productName']} names a package reference; the folder provides it")
    if not os.path.isfile(path(PACKAGE_DIR, "Package.swift")):
        problem(f"{PACKAGE_DIR}/Package.swift does not exist")
    manifest = read(PACKAGE_DIR, "Package.swift")
    declared = set(re.findall(r'\.library\(\s*name:\s*"([^"]+)"', manifest))
    used = {str(field(objects, dep, "productName")) for dep in as_list(app["packageProductDependencies"])}
    if used != PACKAGE_PRODUCTS:
        problem(f"{APP_TARGET} depends on package products {sorted(used)}, expected {sorted(PACKAGE_PRODUCTS)}")
    for product in used - declared:
        problem(f"package product {product} is not a library in {PACKAGE_DIR}/Package.swift")
    linked = set()
    for phase_id in as_list(app["buildPhases"]):
        if str(field(objects, phase_id, "isa")) == "PBXFrameworksBuildPhase":
            for build_file in as_list(field(objects, phase_id, "files")):
                product_ref = field(objects, build_file, "productRef")
                if product_ref is not None:
                    linked.add(str(field(objects, product_ref, "productName")))
    if linked != used:
        problem(f"{APP_TARGET} links {sorted(linked)} but depends on {sorted(used)}")
    info["package_test_targets"] = set(re.findall(r'\.testTarget\(\s*name:\s*"([^"]+)"', manifest))
    ok(f"targets: {APP_TARGET} (app, package products {', '.join(sorted(used))}), {UITEST_TARGET} (UI tests)")

    # 3. Sources phases.
    sources: dict[str, list[str]] = {}
    for name, target in targets.items():
        for phase_id in as_list(target["buildPhases"]):
            if str(field(objects, phase_id, "isa")) != "PBXSourcesBuildPhase":
                continue
            for build_file in as_list(field(objects, phase_id, "files")):
                file_ref = str(field(objects, build_file, "fileRef"))
                sources.setdefault(paths.get(file_ref, file_ref), []).append(name)
    counted = 0
    for directory, expected_target in APP_SWIFT_DIRS.items():
        for dirpath, _, filenames in os.walk(path(directory)):
            for filename in filenames:
                if not filename.endswith(".swift"):
                    continue
                relative = os.path.relpath(os.path.join(dirpath, filename), ROOT)
                owners = sources.get(relative, [])
                counted += 1
                if relative in SHARED_SWIFT:
                    if sorted(owners) != sorted(SHARED_SWIFT[relative]):
                        problem(f"{relative} is in {owners}; expected {SHARED_SWIFT[relative]}")
                elif len(owners) != 1:
                    problem(f"{relative} is in {len(owners)} Sources phases ({owners}); expected exactly one")
                elif owners[0] != expected_target:
                    problem(f"{relative} is compiled by {owners[0]}, expected {expected_target}")
    for relative, owners in sources.items():
        if relative.endswith(".swift") and not os.path.isfile(path(relative)):
            problem(f"Sources phase of {owners} lists {relative}, which does not exist")
    ok(f"Sources phases: each of {counted} Swift files under {', '.join(f'{d}/' for d in APP_SWIFT_DIRS)} in its target"
       f" ({', '.join(SHARED_SWIFT)} in both)")
    # The product's folders hold only the product: the canaries live in folders of their own.
    for directory in ("App", "AppUITests"):
        for dirpath, _, filenames in os.walk(path(directory)):
            for filename in filenames:
                file = os.path.join(dirpath, filename)
                if filename.endswith(".swift") and re.search(r"canary", read(os.path.relpath(file, ROOT)), re.I):
                    problem(f"{os.path.relpath(file, ROOT)} mentions a canary: the canaries belong in "
                            f"{CANARY_TARGET}/ and {CANARY_UITEST_TARGET}/")
    return info


# ---------------------------------------------------------------------------------------------
# 4. Schemes
# ---------------------------------------------------------------------------------------------


def parse_scheme(scheme: str):
    """The scheme's XML tree, or None (with a problem) when it is missing or not XML."""
    file = path(PROJECT, "xcshareddata", "xcschemes", f"{scheme}.xcscheme")
    if not os.path.isfile(file):
        problem(f"scheme {scheme} is missing ({file})")
        return None
    try:
        return ET.parse(file)
    except ET.ParseError as error:
        problem(f"scheme {scheme}: not valid XML: {error}")
        return None


def check_buildable_references(scheme: str, tree, info: dict) -> None:
    targets = info.get("targets", {})
    products = info.get("products", {})
    for ref in tree.iter("BuildableReference"):
        container = ref.get("ReferencedContainer")
        name, blueprint, buildable = ref.get("BlueprintName"), ref.get("BlueprintIdentifier"), ref.get("BuildableName")
        if container == f"container:{os.path.basename(PROJECT)}":
            if targets.get(name) != blueprint:
                problem(f"scheme {scheme}: {name} / {blueprint} is not a target of the project")
            elif products.get(name) != buildable:
                problem(f"scheme {scheme}: BuildableName {buildable}, the target builds {products.get(name)}")
        elif container == f"container:{PACKAGE_DIR}":
            if name not in info.get("package_test_targets", set()) and name not in PACKAGE_PRODUCTS:
                problem(f"scheme {scheme}: {name} is not a target of the {PACKAGE_DIR} package")
            if not (blueprint == name == buildable):
                problem(f"scheme {scheme}: package target {name} must use its name as identifier and buildable name")
        else:
            problem(f"scheme {scheme}: unknown container {container}")


def tested_targets(tree) -> set:
    test_action = tree.find("TestAction")
    return {ref.get("BlueprintName") for ref in test_action.iter("BuildableReference")} if test_action is not None else set()


def check_shops() -> None:
    """Adding a shop means one configuration entry, one bundled feed and one scheme (and the UI
    tests' facts about it): each shop `ShopConfiguration.Shop` lists has all of them."""
    before = len(problems)
    if not SHOPS:
        problem(f"{CONFIGURATION_SWIFT}: no shops found in ShopConfiguration.Shop")
    for shop, facts in SHOPS.items():
        if not facts:
            problem(f"{CONFIGURATION_SWIFT}: shop {shop} has no built-in configuration (static let {shop})")
        if not os.path.isfile(path(RESOURCES_DIR, f"{shop}-navigation.json")):
            problem(f"shop {shop} has no bundled feed {RESOURCES_DIR}/{shop}-navigation.json")
    extra = {f[: -len("-navigation.json")] for f in os.listdir(path(RESOURCES_DIR)) if f.endswith("-navigation.json")}
    for stray in sorted(extra - set(SHOPS)):
        problem(f"{RESOURCES_DIR}/{stray}-navigation.json belongs to no shop")
    # The shop is a build setting: the app opened from the home screen is the one the scheme ran.
    schemes = product_schemes()
    if set(schemes) != {PRODUCT_SCHEME}:
        problem(f"schemes {sorted(schemes)}: expected {PRODUCT_SCHEME} only (the shop is set in {XCCONFIG})")
    for name, named in schemes.items():
        if named:
            problem(f"scheme {name}: sets SHOPMENU_SHOP={named!r}, which reaches only launches from Xcode")
    settings = parse_xcconfig(XCCONFIG)
    shop = settings.get("SHOPMENU_SHOP", "")
    if shop not in SHOPS:
        problem(f"{XCCONFIG}: SHOPMENU_SHOP={shop!r} is no shop of ShopConfiguration.Shop")
    elif settings.get("SHOPMENU_DISPLAY_NAME") != SHOPS[shop].get("displayName"):
        problem(f"{XCCONFIG}: SHOPMENU_DISPLAY_NAME={settings.get('SHOPMENU_DISPLAY_NAME')!r}, "
                f"the name of {shop} is {SHOPS[shop].get('displayName')!r}")
    table = read(UITEST_APP_SWIFT)
    facts_found = {k: (h, d) for k, h, d in re.findall(r'"(\w+)": Shop\(\s*homeURL: "([^"]*)", displayName: "([^"]*)"', table)}
    for shop, facts in SHOPS.items():
        if shop not in facts_found:
            problem(f"{UITEST_APP_SWIFT}: UITestApp.shops has no entry for shop {shop}")
        elif facts and facts_found[shop] != (facts["homeURL"], facts["displayName"]):
            problem(f"{UITEST_APP_SWIFT}: UITestApp.shops[{shop!r}] says {facts_found[shop]}, "
                    f"ShopConfiguration says {(facts['homeURL'], facts['displayName'])}")
    for stray in sorted(set(facts_found) - set(SHOPS)):
        problem(f"{UITEST_APP_SWIFT}: UITestApp.shops lists {stray}, which is no shop")
    if len(problems) == before:
        ok(f"shops: {', '.join(SHOPS)}, each with its configuration, bundled feed and UI-test facts; "
           f"{XCCONFIG} builds {settings.get('SHOPMENU_SHOP')} under its own name")


def check_schemes(info: dict) -> None:
    for scheme, shop in product_schemes().items():
        tree = parse_scheme(scheme)
        if tree is None:
            continue
        check_buildable_references(scheme, tree, info)
        test_action = tree.find("TestAction")
        # Test-only code is compiled only in Debug: the tests must build it, an archive must not.
        for action, wanted in (("TestAction", "Debug"), ("LaunchAction", "Debug"), ("ArchiveAction", "Release")):
            element = tree.find(action)
            if element is not None and element.get("buildConfiguration") != wanted:
                problem(f"scheme {scheme}: {action} must build {wanted}")
        tested = tested_targets(tree)
        if tested != {PACKAGE_TEST_TARGET, UITEST_TARGET}:
            problem(f"scheme {scheme}: the Test action runs {sorted(tested)}, expected exactly "
                    f"{PACKAGE_TEST_TARGET} and {UITEST_TARGET} (the app's own tests, no canary)")
        launch = tree.find("LaunchAction")
        launch_env = {
            v.get("key"): v.get("value") for v in launch.iter("EnvironmentVariable")
        } if launch is not None else {}
        test_env = {
            v.get("key"): v.get("value") for v in test_action.iter("EnvironmentVariable")
        } if test_action is not None else {}
        info.setdefault("scheme_env", set()).update(launch_env, test_env)
    try:
        ET.parse(path(PROJECT, "project.xcworkspace", "contents.xcworkspacedata"))
    except (ET.ParseError, FileNotFoundError) as error:
        problem(f"project.xcworkspace/contents.xcworkspacedata: {error}")
    # Xcode makes a scheme for every package product unless told not to (yonaskolb/XcodeGen
    # issue 1356, tuist/tuist issue 3487): only the shared schemes show.
    settings = path(PROJECT, "project.xcworkspace", "xcshareddata", "WorkspaceSettings.xcsettings")
    try:
        with open(settings, "rb") as handle:
            autocreate = plistlib.load(handle).get("IDEWorkspaceSharedSettings_AutocreateContextsIfNeeded")
    except (OSError, plistlib.InvalidFileException) as error:
        autocreate = error
    if autocreate is not False:
        problem(f"WorkspaceSettings.xcsettings must set IDEWorkspaceSharedSettings_AutocreateContextsIfNeeded "
                f"to false ({autocreate})")
    ok(f"schemes: {', '.join(product_schemes())} valid and test exactly {PACKAGE_TEST_TARGET} and {UITEST_TARGET}; "
       "no scheme is made for the package's products")


def check_canary_project() -> None:
    """The canaries' own project: its two targets, their files, and the scheme that tests them."""
    global PROJECT
    main_project, PROJECT = PROJECT, CANARY_PROJECT
    try:
        check_with_kin()
        project = load_project()
        if project is None:
            return
        objects = project.objects
        root = objects[str(project["rootObject"])]
        folder = os.path.dirname(CANARY_PROJECT)
        paths = group_paths(objects, str(root["mainGroup"]))
        for ref in objects.get_objects_in_section("PBXFileReference"):
            if str(ref["sourceTree"]) != "BUILT_PRODUCTS_DIR":
                where = paths.get(ref.get_id())
                if where is None or not os.path.exists(path(folder, where)):
                    problem(f"{CANARY_PROJECT}: file reference {ref['path']} is not on disk")
        targets = {str(t["name"]): t for t in objects.get_objects_in_section("PBXNativeTarget")}
        if set(targets) != {CANARY_TARGET, CANARY_UITEST_TARGET}:
            problem(f"{CANARY_PROJECT}: targets {sorted(targets)}, expected {CANARY_TARGET} and {CANARY_UITEST_TARGET}")
            return
        canary, canary_tests = targets.get(CANARY_TARGET), targets.get(CANARY_UITEST_TARGET)
        if canary is not None and canary_tests is not None:
            if str(canary["productType"]) != "com.apple.product-type.application":
                problem(f"{CANARY_TARGET} is not an application target")
            if str(canary_tests["productType"]) != "com.apple.product-type.bundle.ui-testing":
                problem(f"{CANARY_UITEST_TARGET} is not a UI-testing bundle")
            if not any(str(field(objects, dep, "target")) == canary.get_id() for dep in as_list(canary_tests["dependencies"])):
                problem(f"{CANARY_UITEST_TARGET} has no target dependency on {CANARY_TARGET}")
            if as_list(canary["packageProductDependencies"]):
                problem(f"{CANARY_TARGET} depends on the package: the canary app shares no code with the shop app")
        info = {
            "targets": {name: t.get_id() for name, t in targets.items()},
            "products": {name: str(field(objects, t["productReference"], "path")) for name, t in targets.items()},
        }
        tree = parse_scheme(CANARY_SCHEME)
        if tree is not None:
            check_buildable_references(CANARY_SCHEME, tree, info)
            if tested_targets(tree) != {CANARY_UITEST_TARGET}:
                problem(f"scheme {CANARY_SCHEME}: the Test action runs {sorted(tested_targets(tree))}, expected {CANARY_UITEST_TARGET} only")
        ok(f"{CANARY_PROJECT}: {CANARY_TARGET} and {CANARY_UITEST_TARGET}, files on disk, scheme {CANARY_SCHEME}")
    finally:
        PROJECT = main_project


# ---------------------------------------------------------------------------------------------
# 5. Configuration keys
# ---------------------------------------------------------------------------------------------


def core_keys() -> dict[str, str]:
    """The keys the core (the shop's settings) and the app (its UI tests' stand-ins) read from the
    Info.plist / environment, by their Swift names."""
    keys = {}
    for file in (
        "ShopMenu/Sources/ShopMenu/Configuration/ShopConfiguration.swift",
        "App/UITestStandIns.swift",
    ):
        if os.path.isfile(path(file)):
            for name, value in re.findall(r'static let (\w+) = "(SHOPMENU_\w+)"', read(file)):
                keys[value] = name
    return keys


def parse_xcconfig(file: str) -> dict[str, str]:
    values = {}
    for line in read(file).splitlines():
        line = line.split("//", 1)[0].strip()
        match = re.match(r"^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$", line)
        if match:
            values[match.group(1)] = match.group(2).strip()
    return values


def check_configuration(info: dict) -> None:
    keys = core_keys()
    if "SHOPMENU_SHOP" not in keys or "SHOPMENU_API_KEY" not in keys:
        problem(f"the core no longer reads SHOPMENU_SHOP / SHOPMENU_API_KEY (found {sorted(keys)})")
    plist_file, xcconfig_file = info.get("infoplist"), info.get("xcconfig")
    if not plist_file or not xcconfig_file:
        problem("no Info.plist or .xcconfig to check")
        return
    with open(path(plist_file), "rb") as handle:
        plist = plistlib.load(handle)
    xcconfig = parse_xcconfig(xcconfig_file)
    for key in ("SHOPMENU_SHOP", "SHOPMENU_API_KEY"):
        if plist.get(key) != f"$({key})":
            problem(f"{plist_file}: {key} must be $({key}) (filled from {xcconfig_file})")
        if key not in xcconfig:
            problem(f"{xcconfig_file}: {key} is not set")
    for key, value in plist.items():
        if key.startswith("SHOPMENU_") and key not in keys:
            problem(f"{plist_file}: {key} is read by nothing in the core")
        for variable in re.findall(r"\$\((\w+)\)", str(value)):
            if variable.startswith("SHOPMENU_") and variable not in xcconfig:
                problem(f"{plist_file}: $({variable}) is not defined in {xcconfig_file}")
    shop = xcconfig.get("SHOPMENU_SHOP", "")
    if shop not in SHOPS:
        problem(f"{xcconfig_file}: SHOPMENU_SHOP={shop!r}, expected one of {sorted(SHOPS)}")
    # Every SHOPMENU_ key the schemes and UI tests set is read somewhere.
    set_keys = set(info.get("scheme_env", set()))
    ui_tests = "".join(read("AppUITests", f) for f in os.listdir(path("AppUITests")) if f.endswith(".swift"))
    set_keys.update(re.findall(r'launchEnvironment\["(SHOPMENU_\w+)"\]', ui_tests))
    for key in sorted(set_keys):
        if key in keys:
            continue
        if key == "SHOPMENU_UITEST_SHOP" and f'"{key}"' in ui_tests:
            continue  # read by the UI tests themselves
        if f'"{key}"' in "".join(read("App", f) for f in os.listdir(path("App")) if f.endswith(".swift")):
            continue  # read by the app's @main (the harness canary's switch)
        problem(f"{key} is set by a scheme or a UI test but read by nothing")
    ok(f"configuration: Info.plist keys {sorted(k for k in plist if k.startswith('SHOPMENU_'))} "
       f"from {os.path.basename(xcconfig_file)}; {len(set_keys)} launch keys all read")


# ---------------------------------------------------------------------------------------------
# 6. Strings, identifiers, assets
# ---------------------------------------------------------------------------------------------


def strings_values(file: str) -> dict[str, str]:
    text = re.sub(r"/\*.*?\*/", "", read(file), flags=re.S)
    return dict(re.findall(r'^\s*"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;', text, flags=re.M))


def strings_keys(file: str) -> set[str]:
    text = read(file)
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return set(re.findall(r'^\s*"((?:[^"\\]|\\.)*)"\s*=', text, flags=re.M))


def check_strings_and_ids() -> None:
    before = len(problems)
    source = re.sub(r"//[^\n]*", "", read(UI_DIR, "Strings.swift"))
    used = set()
    # Every string literal in Strings.swift is a key (an interpolation is its `%@`).
    for literal in re.findall(r'"((?:[^"\\\n]|\\.)*)"', source):
        used.add(re.sub(r"\\\([^)]*\)", "%@", literal))
    if not used:
        problem("no localization keys found in Strings.swift")
    languages = {lang: strings_keys(f"App/{lang}.lproj/Localizable.strings") for lang in ("en", "de")}
    for lang, keys in languages.items():
        for key in sorted(used - keys):
            problem(f"App/{lang}.lproj/Localizable.strings: no \"{key}\"")
        for key in sorted(keys - used):
            problem(f"App/{lang}.lproj/Localizable.strings: \"{key}\" is used by no view")
    ui_sources = "".join(read(UI_DIR, f) for f in os.listdir(path(UI_DIR)) if f.endswith(".swift"))
    stray = re.findall(r'\bText\(\s*"', ui_sources) + re.findall(r'\bButton\(\s*"', ui_sources)
    if stray:
        problem(f"{len(stray)} Text(\"...\") / Button(\"...\") literals in {UI_DIR}: use a key from Strings")
    ok(f"localization: {len(used)} keys, all in en and de")

    ui_tests = "".join(read("AppUITests", f) for f in os.listdir(path("AppUITests")) if f.endswith(".swift"))
    # The English titles the UI tests find buttons by (UITestApp.Title) are the strings' values.
    english = strings_values("App/en.lproj/Localizable.strings")
    titles = re.findall(r'static let (\w+) = "([^"]*)"\s*//\s*([\w.]+)', read(UITEST_APP_SWIFT))
    if not titles:
        problem(f"{UITEST_APP_SWIFT}: no titles (UITestApp.Title) found")
    for name, title, key in titles:
        if key not in used:
            problem(f"{UITEST_APP_SWIFT}: Title.{name} names {key!r}, which no view uses")
        elif english.get(key) != title:
            problem(f"{UITEST_APP_SWIFT}: Title.{name} is {title!r}, App/en.lproj says {key} = {english.get(key)!r}")
    if "navigationBars.buttons[UITestApp.Title.categories]" not in ui_tests:
        problem("the UI tests do not find the Categories button by its title in the navigation bar")
    if titles and len(problems) == before:
        ok(f"UI-test titles: {', '.join(t for _, t, _ in titles)} are the English strings' values")
    literals = sorted(set(re.findall(r'"((?:main|menu)\.[\w.]*)"', ui_tests)))
    if literals:
        problem(f"UI tests spell identifiers {literals}: use AccessibilityID, which they compile")
    uses = len(re.findall(r"\bAccessibilityID\.", ui_tests))
    ok(f"accessibility: the UI tests name identifiers only through AccessibilityID ({uses} uses)")


def png_size(file: str) -> tuple[int, int] | None:
    with open(file, "rb") as handle:
        header = handle.read(24)
    if header[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", header[16:24])


def check_assets() -> None:
    catalog = path("App", "Assets.xcassets")
    for folder in ("", "AppIcon.appiconset", "AccentColor.colorset"):
        contents = os.path.join(catalog, folder, "Contents.json")
        try:
            with open(contents, encoding="utf-8") as handle:
                data = json.load(handle)
        except (OSError, ValueError) as error:
            problem(f"{os.path.relpath(contents, ROOT)}: {error}")
            continue
        for image in data.get("images", []):
            name = image.get("filename")
            if not name:
                problem(f"{os.path.relpath(contents, ROOT)}: an image without a file")
                continue
            size = png_size(os.path.join(catalog, folder, name))
            if size != (1024, 1024):
                problem(f"{folder}/{name}: expected a 1024x1024 PNG, found {size}")
    ok("asset catalog: AppIcon (1024x1024) and AccentColor")


# ---------------------------------------------------------------------------------------------
# 7. Apple-only Swift files
# ---------------------------------------------------------------------------------------------


def apple_only_files() -> list[str]:
    found = []
    for directory in ("App", "AppUITests", UI_DIR):
        for dirpath, _, filenames in os.walk(path(directory)):
            found += [os.path.join(dirpath, f) for f in filenames if f.endswith(".swift")]
    for dirpath, dirnames, filenames in os.walk(path(PACKAGE_DIR)):
        dirnames[:] = [d for d in dirnames if not d.startswith(".")]
        for name in filenames:
            file = os.path.join(dirpath, name)
            if name.endswith(".swift") and file not in found:
                with open(file, encoding="utf-8") as handle:
                    if re.search(r"^\s*import\s+(%s)\b" % "|".join(APPLE_ONLY_MODULES), handle.read(), re.M):
                        found.append(file)
    return sorted(found)


def lines_with_conditions(file: str):
    """Each line of a Swift file as (number, stripped line, the `#if` conditions around it); the
    branch after an `#else` is the condition prefixed with "#else "."""
    stack: list[str] = []
    for number, line in enumerate(read(file).splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("#if"):
            stack.append(stripped)
        elif stripped.startswith("#elseif") and stack:
            stack[-1] = stripped
        elif stripped.startswith("#else") and stack:
            stack[-1] = "#else " + stack[-1]
        elif stripped.startswith("#endif") and stack:
            stack.pop()
        yield number, stripped, stack


def check_guards(file: str) -> None:
    """Inside the package, an Apple-only import sits under an `#if` that names it or iOS."""
    for number, stripped, stack in lines_with_conditions(file):
        match = re.match(r"^import\s+(\w+)", stripped)
        if match and match.group(1) in APPLE_ONLY_MODULES:
            module = match.group(1)
            guarded = any(
                not condition.startswith("#else") and (f"canImport({module})" in condition or "os(iOS)" in condition)
                for condition in stack
            )
            if not guarded:
                problem(f"{os.path.relpath(file, ROOT)}:{number}: import {module} outside #if canImport({module})")


def check_apple_only_guards() -> None:
    package_files = [f for f in apple_only_files() if os.path.relpath(f, ROOT).startswith(PACKAGE_DIR + os.sep)]
    for file in package_files:
        check_guards(file)
    ok(f"#if canImport guards: {len(package_files)} Apple-only Swift files in the package")


# ---------------------------------------------------------------------------------------------
# 8. App Transport Security agrees with the web-view policy
# ---------------------------------------------------------------------------------------------

POLICY_FILE = "ShopMenu/Sources/ShopMenu/Policy/URLPolicy.swift"
ATS_RELAXATIONS = {
    "NSAllowsArbitraryLoads",
    "NSAllowsArbitraryLoadsInWebContent",
    "NSAllowsArbitraryLoadsForMedia",
    "NSAllowsLocalNetworking",
    "NSExceptionDomains",
}


def check_transport_security() -> None:
    try:
        with open(path("App", "Info.plist"), "rb") as handle:
            info = plistlib.load(handle)
    except Exception as error:  # plistlib raises several kinds
        problem(f"App/Info.plist cannot be read: {error}")
        return
    ats = info.get("NSAppTransportSecurity")
    relaxed = sorted(ATS_RELAXATIONS & set(ats)) if isinstance(ats, dict) else []
    if ats is not None and not isinstance(ats, dict):
        problem("App/Info.plist: NSAppTransportSecurity is not a dictionary")
    if relaxed:
        problem(
            "App/Info.plist relaxes App Transport Security (" + ", ".join(relaxed) + "); the web-view "
            "policy upgrades or cancels http instead, so the two would disagree"
        )
    # The policy's http branch: only `.redirect` (upgrade) or `.cancel`, never `.allow`.
    source = read(POLICY_FILE)
    branch = re.search(r'case "http":(.*?)\n\s*case ', source, re.S)
    if not branch:
        problem(f"{POLICY_FILE}: no `case \"http\":` branch in navigationDecision")
    elif ".allow" in branch.group(1):
        problem(f"{POLICY_FILE}: the http branch of navigationDecision can return .allow, which ATS blocks")
    if not relaxed and branch and ".allow" not in branch.group(1):
        ok("ATS: no exception in Info.plist, and the web-view policy never allows plain http")


# ---------------------------------------------------------------------------------------------
# 9. SwiftUI only: UIKit types appear only in the web-view bridge
# ---------------------------------------------------------------------------------------------

UIKIT_BRIDGE = {f"{UI_DIR}/ShopWebView.swift": {"UIViewRepresentable"}}
UIKIT_TYPE = re.compile(r"\bUI[A-Z][A-Za-z]*\b")


def strip_comments_and_strings(text: str) -> str:
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r'"""(.*?)"""', '""', text, flags=re.S)
    text = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)
    return re.sub(r"//[^\n]*", "", text)


def project_types() -> set[str]:
    """Types the project declares (`UITestStandIns` is no UIKit type)."""
    names = set()
    for folder in ("App", "ShopMenu/Sources"):
        for dirpath, _, filenames in os.walk(path(folder)):
            for name in filenames:
                if name.endswith(".swift"):
                    text = read(os.path.relpath(os.path.join(dirpath, name), ROOT))
                    names.update(re.findall(r"\b(?:struct|enum|class|actor|protocol)\s+(\w+)", text))
    return names


def check_swiftui_only() -> None:
    files = 0
    own = project_types()
    for directory in ("App", UI_DIR):
        for dirpath, _, filenames in os.walk(path(directory)):
            for name in sorted(filenames):
                if not name.endswith(".swift"):
                    continue
                file = os.path.join(dirpath, name)
                relative = os.path.relpath(file, ROOT)
                files += 1
                code = strip_comments_and_strings(read(file))
                if re.search(r"^\s*(@\w+\s+)*import\s+(class\s+|struct\s+)?UIKit\b", code, re.M):
                    problem(f"{relative}: imports UIKit (SwiftUI only; WebKit's view is the one bridge)")
                allowed = UIKIT_BRIDGE.get(relative, set())
                for found in sorted(set(UIKIT_TYPE.findall(code)) - allowed - own - {"UIKit"}):
                    problem(f"{relative}: uses the UIKit type {found} outside the web-view bridge")
    ok(f"SwiftUI only: no UIKit type in {files} app and view files beyond UIViewRepresentable in ShopWebView.swift")


def main() -> int:
    lint_with_plutil()
    check_with_kin()
    project = load_project()
    info = check_project(project) if project is not None else {}
    check_schemes(info)
    check_canary_project()
    check_shops()
    if info.get("infoplist"):
        check_configuration(info)
    check_strings_and_ids()
    check_assets()
    check_apple_only_guards()
    check_transport_security()
    check_swiftui_only()
    for line in passed:
        print(f"  ok  {line}")
    for line in problems:
        print(f"  FAIL {line}")
    verdict = "FAILED" if problems else "ok"
    print(f"xcodeproj ({PROJECT}): {len(passed)} checks passed, {len(problems)} problems: {verdict}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
