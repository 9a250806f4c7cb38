#!/usr/bin/env python3
"""Checks that every public declaration of the shims names its documentation page and the SDK it
models: a `// doc: <page> — [iOS x.y;] SDK 17|18|17/18` line directly above it (above its
attributes and `///` comments). Run by Linux/Scripts/checks/25-apple-typecheck.sh.

  lint_shims.py [SHIMS_DIR]      (exit 1, with file:line of each declaration without one)

For a declaration without one it prints the page by the documentation site's URL scheme
(framework/type/member(labels:)), a starting point to check against the site.
"""
import glob
import os
import re
import sys

FRAMEWORK = {"Combine": "combine", "UIKit": "uikit", "WebKit": "webkit", "XCUITest": "xctest",
             "ObjectiveC": "objectivec", "FoundationDarwin": "foundation", "CoreGraphics": "coregraphics",
             "ImageIO": "imageio"}
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


TYPES = ("struct", "class", "enum", "protocol", "extension", "actor")


def member_signature(kind, name, lines, number):
    """`name(label:label:)` for a function, initializer or subscript starting at lines[number]."""
    text = " ".join(line.strip() for line in lines[number : number + 8])
    after = text[text.find(kind) :]
    after = re.sub(r"^(func\s+\S+?|init[?!]?|subscript)\s*<(?:[^<>]|<[^<>]*>)*>", r"\1", after)
    return ("subscript" if kind == "subscript" else name) + f"({labels(after)})".replace("`", "")


def declarations(path, lines):
    """Each public declaration: its line, where its doc line goes, the page by the documentation
    site's URL scheme, whether it has a doc line, its SDK model (from `#if SHIM_SDK_18`) and the
    iOS version its `///` comment or unavailability message names."""
    fw = framework(path)
    stack = []  # (type name, brace depth inside it)
    depth = 0
    conditions = []  # per open #if: "18", "17" (its #else) or None
    for number, line in enumerate(lines):
        stripped = line.strip()
        if stripped.startswith("#if"):
            conditions.append("18" if "SHIM_SDK_18" in stripped else None)
        elif stripped.startswith("#else") and conditions:
            conditions[-1] = "17" if conditions[-1] == "18" else None
        elif stripped.startswith("#endif") and conditions:
            conditions.pop()
        match = None if stripped.startswith("//") else DECL.match(line)
        if not match:
            depth += line.count("{") - line.count("}")
            while stack and depth < stack[-1][1]:
                stack.pop()
            continue
        kind, name = match.group(2), match.group(3).replace("`", "")
        if kind.startswith("init"):
            kind, name = "init", "init"
        parents = [entry for entry, _ in stack]
        if kind == "extension":
            path_parts, member = [name], None
        elif kind in TYPES:
            path_parts, member = parents + [name], None
        else:
            path_parts, member = parents, name
            if kind in ("func", "init", "subscript"):
                member = member_signature(kind, name, lines, number)
        if kind != "extension" and VISIBLE.search(line.split("{")[0]):
            parts = [part.lower() for part in ".".join(path_parts).split(".") if part]
            url = "https://developer.apple.com/documentation/" + "/".join(
                [fw] + parts + ([member.lower()] if member else [])
            )
            # The attribute and comment block directly above the declaration.
            at = number
            while at > 0 and (
                ATTR_ONLY.match(lines[at - 1].strip())
                or lines[at - 1].strip().startswith("///")
                or lines[at - 1].strip().startswith("// doc:")
            ):
                at -= 1
            block = lines[at : number + 1]
            ios = None
            for text in block:
                found = re.search(r"iOS (\d+(?:\.\d+)?)\+", text) or re.search(r"introduced in iOS (\d+\.\d+)", text)
                if found:
                    ios = found.group(1) if "." in found.group(1) else found.group(1) + ".0"
                    if "introduced in" in text:
                        ios += " (declared unavailable)"
            yield {
                "line": number + 1,
                "insert_at": at,
                "indent": re.match(r"\s*", lines[at]).group(0),
                "url": url,
                "has_doc": any(text.strip().startswith("// doc:") for text in block),
                "ios": ios,
                "sdk": next((c for c in reversed(conditions) if c), "17/18"),
                "kind": kind,
            }
        if kind in TYPES:
            entry = ".".join(path_parts) if kind == "extension" else name
            opened = line.count("{") - line.count("}")
            if opened > 0:
                stack.append((entry, depth + 1))
                depth += opened
            elif "{" not in line and not line.rstrip().endswith("}"):
                stack.append((entry, depth + 1))  # its brace opens on a later line
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
