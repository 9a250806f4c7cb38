#!/usr/bin/env python3
"""The view harness's copy step: lays out run-mode copies of the shims, their runtime and the
project's Apple-only code (Linux/AppleShims/README.md, "The view harness").

  prepare.py PROJECT_ROOT OUT      writes OUT/shims/<Module>/*.swift and OUT/project/...

Run mode has no Objective-C interop (Linux's runtime has none to link), so the copies change only
what needs it, mechanically, and nothing else:
- `@objc`, `@objc(selector)` and `dynamic` are dropped;
- an `optional` protocol requirement becomes a plain one with a default implementation in an
  extension of the protocol. The default does what the framework does when a delegate does not
  implement the method: nothing; `nil` where it returns an optional (WKUIDelegate's
  webView(_:createWebViewWith:for:windowFeatures:): "If you do not implement this method, the web
  view will cancel the navigation"); and for WebKit's policy decisions the default policy, allow
  (WKNavigationDelegate's webView(_:decidePolicyFor:decisionHandler:): "If you don't implement
  this method, the web view loads the request"); its `async` form, which the web engine asks,
  defaults to asking the completion-handler form (a delegate implements one of the two).
- In the project's files `os(iOS)` becomes true and the other platforms false (no flag sets them on
  Linux), as the type-check's copy step does.
"""
import os
import re
import sys

# Dependencies first: a module's copy is compiled after those it imports (harness/build.sh).
MODULES = ["ObjectiveC", "Combine", "FoundationDarwin", "CoreGraphics", "ImageIO", "UIKit", "WebKit",
           "SwiftUI", "XCUITest"]


def strip_objc(text):
    text = re.sub(r"@objc(\([^)]*\))?[ \t]*\n?[ \t]*(?=\S)", "", text)
    return re.sub(r"\bdynamic\s+(?=open|public|var)", "", text)


def default_body(signature):
    # The JavaScript panels' `async` forms, for a delegate that implements the completion-handler
    # form instead (or neither): asked through that (runtime/WebKit/JavaScriptPanels.swift).
    if "runJavaScriptAlertPanelWithMessage" in signature and "async" in signature:
        return "{ await _WKPanelBridge.alert(self, webView, message, frame) }"
    if "runJavaScriptConfirmPanelWithMessage" in signature and "async" in signature:
        return "{ await _WKPanelBridge.confirm(self, webView, message, frame) }"
    if "runJavaScriptTextInputPanelWithPrompt" in signature and "async" in signature:
        return "{ await _WKPanelBridge.prompt(self, webView, prompt, defaultText, frame) }"
    if "async -> WKNavigationActionPolicy" in signature:
        # The async form of a policy decision, for a delegate that implements the
        # completion-handler form instead: asked through that (runtime/WebKit/WebEngine.swift).
        return "{ await _WKDecisionBridge.decide(self, webView, navigationAction) }"
    if "_WKActionPreferencesDecisionHandler" in signature:
        return "{ decisionHandler(.allow, preferences) }"
    if "_WKActionDecisionHandler" in signature or "_WKResponseDecisionHandler" in signature:
        return "{ decisionHandler(.allow) }"
    if "_WKAlertCompletion" in signature:
        return "{ completionHandler() }"  # "as if the user selected the OK button" (WKUIDelegate.h)
    if "_WKConfirmCompletion" in signature:
        return "{ completionHandler(false) }"  # "as if the user selected the Cancel button"
    if "_WKPromptCompletion" in signature:
        return "{ completionHandler(nil) }"  # "as if the user selected the Cancel button"
    if "completionHandler: @escaping () -> Void" in signature:
        return "{ completionHandler() }"  # an alert: "as if the user selected the OK button"
    if "completionHandler: @escaping (Bool) -> Void" in signature:
        return "{ completionHandler(false) }"  # a confirm panel: "as if ... the Cancel button"
    if signature.rstrip().endswith(")"):
        return "{}"
    if signature.rstrip().endswith("?"):
        return "{ nil }"
    if True:
        raise SystemExit(f"prepare.py: no default for an optional requirement returning a value: {signature}")


def optional_defaults(text):
    """Makes `optional func` requirements plain and appends their defaults."""
    lines, out, defaults, protocol = text.split("\n"), [], {}, None
    i = 0
    while i < len(lines):
        line = lines[i]
        found = re.match(r"\s*(?:@[\w()]+\s+)*public protocol (\w+)", line)
        if found:
            protocol = found.group(1)
        if line.strip().startswith("optional func"):
            block = [line.replace("optional func", "func", 1)]
            while block[-1].count("(") - block[-1].count(")") > 0 or "\n".join(block).count("(") > "\n".join(block).count(")"):
                i += 1
                block.append(lines[i])
            if i + 1 < len(lines) and lines[i + 1].strip().startswith(")"):
                i += 1
                block.append(lines[i])
            out.extend(block)
            signature = " ".join(part.strip() for part in block)
            defaults.setdefault(protocol, []).append("  public " + signature + " " + default_body(signature))
        else:
            out.append(line)
        i += 1
    text = "\n".join(out)
    for name, members in defaults.items():
        text += f"\n// Run mode: what the framework does when a delegate leaves the method out.\nextension {name} {{\n" + "\n".join(members) + "\n}\n"
    return text


def platform(text):
    text = re.sub(r"\bos\(iOS\)", "true", text)
    text = re.sub(r"\bos\((macOS|tvOS|watchOS|visionOS|Linux|Windows|Android)\)", "false", text)
    return re.sub(r"\btargetEnvironment\(macCatalyst\)", "false", text)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def main():
    root, out = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    tools = os.path.join(root, "Linux", "AppleShims")
    for module in MODULES if os.path.isdir(os.path.join(tools, "shims")) else []:
        sources = []
        single = os.path.join(tools, "shims", module + ".swift")
        if os.path.exists(single):
            sources.append(single)
        folder = os.path.join(tools, "shims", module)
        if os.path.isdir(folder):
            sources += [os.path.join(folder, f) for f in sorted(os.listdir(folder)) if f.endswith(".swift")]
        runtime = os.path.join(tools, "runtime", module)
        if os.path.isdir(runtime):
            sources += [os.path.join(runtime, f) for f in sorted(os.listdir(runtime)) if f.endswith(".swift")]
        for source in sources:
            text = optional_defaults(strip_objc(open(source, encoding="utf-8").read()))
            kind = "runtime" if "/runtime/" in source else "shims"
            write(os.path.join(out, "shims", module, kind + "-" + os.path.basename(source)), text)
    # App/ and App/Views are one module, as in Xcode's app target.
    folders = {"App/Views": "App", "App": "App",
               "AppUITests": "AppUITests", "Linux/HarnessCanary/HarnessCanary": "HarnessCanary",
               "Linux/HarnessCanary/HarnessCanaryUITests": "HarnessCanaryUITests"}
    for folder, copy in folders.items():
        if not os.path.isdir(os.path.join(root, folder)):
            continue  # the mutation check's copies hold only the folders a mutant changes
        for name in sorted(os.listdir(os.path.join(root, folder))):
            if name.endswith(".swift"):
                text = platform(strip_objc(open(os.path.join(root, folder, name), encoding="utf-8").read()))
                write(os.path.join(out, "project", copy, name), text)


if __name__ == "__main__":
    main()
