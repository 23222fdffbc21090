#!/usr/bin/env python3
"""Prints the package's Swift library modules that the given targets need, themselves
included, in an order they can be compiled in (each after what it depends on), one per line.
Package.swift is the only list: the raw swiftc builds (Scripts/check-apple-sdk.sh,
Scripts/fuzz.sh) and the documentation build read the module graph from here.

With --c, prints the C library modules they need instead (a target whose folder under
Sources/ holds no Swift file, e.g. CGradientKernels: its headers and module map in include/).

Usage: Scripts/modules.py [--c] TARGET...   (reads `swift package dump-package` on stdin)
"""
import json
import os
import sys

want_c = len(sys.argv) > 1 and sys.argv[1] == "--c"
names = sys.argv[2:] if want_c else sys.argv[1:]
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def is_c(target):
    folder = os.path.join(root, target.get("path") or os.path.join("Sources", target["name"]))
    return not any(f.endswith(".swift") for _, _, files in os.walk(folder) for f in files)


package = json.load(sys.stdin)
targets = {t["name"]: t for t in package["targets"]}
order, seen = [], set()


def visit(name):
    if name in seen:
        return
    seen.add(name)
    target = targets.get(name)
    if target is None:
        sys.exit(f"modules.py: Package.swift has no target {name!r}.")
    for dependency in target.get("dependencies", []):
        for kind, value in dependency.items():
            visit(value[0])
    if target["type"] == "regular" and is_c(target) == want_c:
        order.append(name)


for name in names:
    visit(name)
print("\n".join(order))
