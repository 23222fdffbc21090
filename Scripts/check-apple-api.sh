#!/usr/bin/env bash
# Type-checks Sources/GradientView against declaration-only stand-ins of Apple's frameworks
# (Scripts/AppleAPI), once on the UIKit path and once on the AppKit path. Fails on any error.
# It proves the adapters use the declared API correctly; it proves nothing about behaviour.
# Extra Swift files given as arguments (e.g. `gradient render … -o View.swift` output) are
# type-checked too, as client code importing GradientKit and GradientView.
#
# Usage: Scripts/check-apple-api.sh [client.swift ...]
set -euo pipefail
clients=()
for f in "$@"; do clients+=("$(cd "$(dirname "$f")" && pwd)/$(basename "$f")"); done
cd "$(dirname "$0")/.."

# GRADIENTKIT_MODULES: a directory holding an already built GradientKit.swiftmodule (used by
# the test suite, which must not start a second build); otherwise GradientKit is built here.
if [ -n "${GRADIENTKIT_MODULES:-}" ]; then
  modules="$GRADIENTKIT_MODULES"
else
  swift build --target GradientKit >/dev/null
  modules="$(swift build --show-bin-path)/Modules"
  [ -d "$modules" ] || modules="$(swift build --show-bin-path)"
fi
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
    continue
  fi
  [ ${#clients[@]} -eq 0 ] && continue
  swiftc -parse-as-library -swift-version 6 -module-name GradientView -emit-module -I "$out" -I "$modules" \
    -I Sources/CZlib -emit-module-path "$out/GradientView.swiftmodule" Sources/GradientView/*.swift
  client_status=0
  for client in "${clients[@]}"; do  # each file on its own: generated files repeat their names
    swiftc -typecheck -parse-as-library -swift-version 6 -module-name Client -I "$out" -I "$modules" \
      -I Sources/CZlib "$client" || client_status=1
  done
  if [ $client_status -eq 0 ]; then
    echo "Client code check ($platform path): passed"
  else
    echo "Client code check ($platform path): FAILED" >&2
    status=1
  fi
done
exit $status
