#!/usr/bin/env bash
# Type-checks Sources/GradientView against declaration-only stand-ins of Apple's frameworks
# (Scripts/AppleAPI), once on the UIKit path and once on the AppKit path. Fails on any error.
# It proves the adapters use the declared API correctly; it proves nothing about behaviour.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --target GradientKit >/dev/null
modules="$(swift build --show-bin-path)/Modules"
[ -d "$modules" ] || modules="$(swift build --show-bin-path)"
stand_ins=Scripts/AppleAPI
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Builds one stand-in module into $1 from Scripts/AppleAPI/$2.
emit() {
  swiftc -parse-as-library -swift-version 6 -module-name "$2" -emit-module -I "$1" \
    -emit-module-path "$1/$2.swiftmodule" "$stand_ins/$2"/*.swift
}

status=0
for platform in UIKit AppKit; do
  out="$work/$platform"
  mkdir -p "$out"
  emit "$out" CoreGraphics
  emit "$out" QuartzCore
  emit "$out" "$platform"
  emit "$out" SwiftUI
  if swiftc -typecheck -swift-version 6 -module-name GradientView -I "$out" -I "$modules" \
      -I Sources/CZlib Sources/GradientView/*.swift; then
    echo "Apple API check ($platform path): passed"
  else
    echo "Apple API check ($platform path): FAILED" >&2
    status=1
  fi
done
exit $status
