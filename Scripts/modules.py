#!/usr/bin/env python3
"""Prints the package's Swift library modules that the given targets need, themselves
included, in an order they can be compiled in (each after what it depends on), one per line.
Package.swift is the only list: the raw swiftc builds (Scripts/check-apple-sdk.sh,
Scripts/fuzz.sh) and the documentation build read the module graph from here.

Usage: Scripts/modules.py TARGET...   (reads `swift package dump-package` on stdin)
"""
import json
import sys

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
    if target["type"] == "regular":
        order.append(name)


for name in sys.argv[1:]:
    visit(name)
print("\n".join(order))
