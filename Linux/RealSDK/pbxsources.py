#!/usr/bin/env python3
"""The Swift files that an Xcode project's target compiles, as its Sources build phase lists them.

    pbxsources.py PROJECT.xcodeproj PRODUCT_TYPE

PRODUCT_TYPE is the end of the target's productType (`application`, `bundle.ui-testing`); exactly
one target must have it. Prints the target's name, then each Swift file of its Sources phase, one a
line, as a path from the current folder (PROJECT's parent is the project's folder). Reads the
project with `plutil -convert json` (it ships with the Swift toolchain). Python standard library.
"""
import json
import os
import subprocess
import sys


def main(project, product_type):
    pbxproj = os.path.join(project, "project.pbxproj")
    text = subprocess.run(["plutil", "-convert", "json", "-o", "-", pbxproj],
                          capture_output=True, text=True, check=True).stdout
    objects = json.loads(text)["objects"]
    targets = [o for o in objects.values() if o.get("isa") == "PBXNativeTarget"
               and o.get("productType") == "com.apple.product-type." + product_type]
    if len(targets) != 1:
        sys.exit(f"pbxsources: {len(targets)} targets of type {product_type} in {pbxproj}, not 1")
    target = targets[0]
    if target.get("fileSystemSynchronizedGroups"):
        sys.exit(f"pbxsources: {target['name']} uses folder-synchronized groups, not read here")

    parents = {child: key for key, o in objects.items() for child in o.get("children", [])}

    def path_of(key):  # a file reference's or group's path, relative to the project's folder
        o = objects[key]
        own, tree = o.get("path", ""), o.get("sourceTree", "<group>")
        if tree == "<group>":
            parent = parents.get(key)
            return os.path.join(path_of(parent), own) if parent else own
        if tree in ("SOURCE_ROOT", "<absolute>"):
            return own
        sys.exit(f"pbxsources: {own}: sourceTree {tree} is not read here")

    print(target["name"])
    for phase in target["buildPhases"]:
        if objects[phase]["isa"] != "PBXSourcesBuildPhase":
            continue
        for build_file in objects[phase]["files"]:
            path = path_of(objects[build_file]["fileRef"])
            if path.endswith(".swift"):
                print(os.path.normpath(os.path.join(os.path.dirname(project), path)))


if __name__ == "__main__":
    main(*sys.argv[1:3])
