#!/usr/bin/env python3
"""Checks that every public declaration of the shims names its documentation page and the SDK it
models: a `// doc: <page> — [iOS x.y;] SDK 17|18|17/18` line directly above it (above its
attributes and `///` comments). Run by Scripts/checks/25-apple-typecheck.sh.

  lint_shims.py [SHIMS_DIR]      (exit 1, with file:line of each declaration without one)

`suggest(path)` also gives, for a declaration without one, the page by the documentation site's
URL scheme (framework/type/member(labels:)), as a starting point to check against the site.
"""
import glob
import os
import re
import sys

FRAMEWORK = {"Combine": "combine", "UIKit": "uikit", "WebKit": "webkit", "XCUITest": "xctest",
             "ObjectiveC": "objectivec", "FoundationDarwin": "foundation"}
ATTR = r"(?:@[\w.]+(?:\((?:[^()]|\([^()]*\))*\))?\s+)*"
MODS = (r"(?:(?:public|open|final|static|class|override|mutating|nonmutating|convenience|required|optional|"
        r"nonisolated|indirect|dynamic|lazy|weak|unowned|private\(set\)|prefix|postfix|infix)\s+)*")
DECL = re.compile(r"^(\s*)" + ATTR + MODS + r"(struct|class|enum|protocol|extension|actor|typealias|func|var|let|"
                  r"init[?!]?|subscript|associatedtype)\b\s*([^\s(<:{=]*)")
ATTR_ONLY = re.compile(r"^(?:@[\w.]+(?:\((?:[^()]|\([^()]*\))*\))?\s*)+$")
VISIBLE = re.compile(r"\b(public|open|optional)\b")


def framework(path):
    name = os.path.splitext(os.path.basename(path))[0]
    return "swiftui" if os.path.basename(os.path.dirname(path)) == "SwiftUI" else FRAMEWORK.get(name, name.lower())


def labels(text):
    text = text.replace("->", "→")  # an arrow's '>' is no closing bracket
    start = text.find("(")
    if start < 0:
        return ""
    depth, params, current = 0, [], ""
    for ch in text[start + 1:]:
        if ch in "([<{":
            depth += 1
        elif ch in ")]>}":
            if depth == 0:
                break
            depth -= 1
        if ch == "," and depth == 0:
            params.append(current); current = ""
        else:
            current += ch
    if current.strip():
        params.append(current)
    out = ""
    for p in params:
        p = re.sub(r"@\w+(\([^)]*\))?", "", p).strip()
        head = p.split(":", 1)[0].split()
        if head:
            out += head[0] + ":"
    return out


def declarations(path, lines):
    fw = framework(path)
    stack, depth, cond = [], 0, []
    for number, line in enumerate(lines):
        stripped = line.strip()
        if stripped.startswith("#if"):
            cond.append("18" if "SHIM_SDK_18" in stripped else None)
        elif stripped.startswith("#else") and cond:
            cond[-1] = "17" if cond[-1] == "18" else None
        elif stripped.startswith("#endif") and cond:
            cond.pop()
        match = DECL.match(line) if not stripped.startswith("//") else None
        if match:
            kind, name = match.group(2), match.group(3).replace("`", "")
            if kind.startswith("init"):
                kind, name = "init", "init"
            visible = VISIBLE.search(line.split("{")[0]) or (kind == "extension")
            parents = [n for n, _ in stack]
            if kind in ("struct", "class", "enum", "protocol", "extension", "actor"):
                member = None
                path_parts = parents + [name] if kind != "extension" else [name]
            else:
                member = name
                path_parts = parents
            if visible and kind != "extension":
                sig = ""
                if kind in ("func", "init", "subscript"):
                    text = " ".join(l.strip() for l in lines[number:number + 8])
                    after = text[text.find(kind if kind != "init" else "init"):]
                    after = re.sub(r"^(func\s+\S+?|init[?!]?|subscript)\s*<(?:[^<>]|<[^<>]*>)*>", r"\1", after)
                    sig = f"({labels(after)})"
                    member = ("subscript" if kind == "subscript" else name) + sig.replace("`", "")
                parts = [p.lower() for p in ".".join(path_parts).split(".") if p]
                url = "https://developer.apple.com/documentation/" + "/".join([fw] + parts + ([member.lower()] if member else []))
                # Attribute and doc-comment block above the declaration.
                at = number
                while at > 0 and (ATTR_ONLY.match(lines[at - 1].strip()) or lines[at - 1].strip().startswith("///")
                                  or lines[at - 1].strip().startswith("// doc:")):
                    at -= 1
                block = lines[at:number + 1]
                has_doc = any(l.strip().startswith("// doc:") for l in block)
                ios = None
                for l in block + [line]:
                    m = re.search(r"iOS (\d+(?:\.\d+)?)\+", l) or re.search(r"introduced in iOS (\d+\.\d+)", l)
                    if m:
                        ios = m.group(1) if "." in m.group(1) else m.group(1) + ".0"
                        if "introduced in" in l:
                            ios += " (declared unavailable)"
                sdk = next((c for c in reversed(cond) if c), "17/18")
                yield {"line": number + 1, "insert_at": at, "indent": re.match(r"\s*", lines[at]).group(0),
                       "url": url, "has_doc": has_doc, "ios": ios, "sdk": sdk, "kind": kind}
            if kind in ("struct", "class", "enum", "protocol", "extension", "actor"):
                opened = line.count("{") - line.count("}")
                entry = name if kind != "extension" else ".".join(path_parts)
                if opened > 0:
                    stack.append((entry, depth + 1))
                    depth += opened
                    continue
                pending = ".".join(path_parts)
                # Opening brace on a later line (where clause wrapped).
                j = number + 1
                stack.append((entry, depth + 1)) if "{" not in line and kind in ("struct", "class", "enum", "protocol", "extension", "actor") and not line.rstrip().endswith("}") else None
                continue
        depth += line.count("{") - line.count("}")
        while stack and depth < stack[-1][1]:
            stack.pop()

DOC = re.compile(r"^\s*// doc: (https://\S+|none — .+?)(?: — iOS [^;]+;| —) SDK (17|18|17/18)$")


def main() -> int:
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "shims"))
    files = sorted(glob.glob(os.path.join(root, "*.swift")) + glob.glob(os.path.join(root, "*", "*.swift")))
    problems, count = [], 0
    for path in files:
        lines = open(path, encoding="utf-8").read().split("\n")
        for number, line in enumerate(lines, 1):
            if line.strip().startswith("// doc:") and not DOC.match(line):
                problems.append(f"{os.path.relpath(path, root)}:{number}: malformed doc line (// doc: PAGE — [iOS x.y;] SDK 17|18|17/18)")
        for declaration in declarations(path, lines):
            count += 1
            if not declaration["has_doc"]:
                problems.append(
                    f"{os.path.relpath(path, root)}:{declaration['line']}: public declaration without a "
                    f"'// doc:' line (page by URL scheme: {declaration['url']})"
                )
    for problem in problems:
        print(f"  FAIL shims: {problem}")
    print(f"  shims: {count} public declarations in {len(files)} files, {count - len([p for p in problems if 'without' in p])} with their documentation page")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
