#!/usr/bin/env python3
"""The udid of the first available simulator whose name starts with KIND (iPhone, iPad), on the iOS
runtime whose version is that of the selected Xcode's iOS Simulator SDK, not the newest runtime on
the machine, which may be one the selected Xcode cannot run.

  python3 .github/simulator.py KIND
"""
import json
import subprocess
import sys


def run(*args):
    return subprocess.check_output(args, text=True)


kind = sys.argv[1]
sdk = run("xcrun", "--sdk", "iphonesimulator", "--show-sdk-version").strip()
runtimes = [r["identifier"] for r in json.loads(run("xcrun", "simctl", "list", "runtimes", "-j"))["runtimes"]
            if ".iOS-" in r["identifier"] and r.get("isAvailable") and r["version"].split(".")[:2] == sdk.split(".")[:2]]
devices = json.loads(run("xcrun", "simctl", "list", "devices", "available", "-j"))["devices"]
udid = next((d["udid"] for runtime in runtimes for d in devices.get(runtime, []) if d["name"].startswith(kind)), None)
if udid is None:
    sys.exit(f"no available {kind} simulator on an iOS {sdk} runtime (the selected Xcode's simulator SDK)")
print(udid)
