#!/usr/bin/env bash
# Builds the DocC documentation of GradientKit and GradientUI from symbol graphs with
# `docc convert`, failing on any warning. GradientKit's symbol graph comes from the Linux
# build and holds the engine modules it re-exports (GradientCore, GradientCSS, GradientRaster,
# GradientEncode: one documentation for the engine); GradientUI's holds the view model it
# re-exports (GradientViewModel). GradientUI's API exists only on Apple platforms, so its graph comes from the
# real-SDK build (Scripts/check-apple-sdk.sh with SDK_SYMBOL_GRAPHS, or given here as
# GRADIENTUI_SYMBOL_GRAPHS); without the SDKs, GradientUI's documentation is skipped with a
# sentence saying so.
#
# Usage: Scripts/build-docs.sh [output folder, default .build/docs]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/docs}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --target GradientKit >/dev/null
modules="$(swift build --show-bin-path)/Modules"
mkdir -p "$work/GradientKit"
manifest="$(swift package --scratch-path "$work/spm" dump-package)"
reexported="$(Scripts/modules.py GradientKit <<<"$manifest" | grep -vx GradientKit | paste -sd, -)"
# The C modules under GradientKit (CGradientKernels), found by their include/ module maps.
c_includes=()
for m in $(Scripts/modules.py --c GradientKit <<<"$manifest"); do c_includes+=(-I "Sources/$m/include"); done
swift-symbolgraph-extract -module-name GradientKit -I "$modules" -I Sources/CZlib "${c_includes[@]}" \
  -experimental-allowed-reexported-modules="$reexported" \
  -target "$(swiftc -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)" \
  -minimum-access-level public -output-dir "$work/GradientKit"

status=0
convert() {  # $1 module, $2 symbol graph folder
  local log="$work/$1.log" rc
  docc convert "Sources/$1/$1.docc" --additional-symbol-graph-dir "$2" --fallback-display-name "$1" \
    --fallback-bundle-identifier "gradientview.$1" --output-path "$out/$1.doccarchive" >"$log" 2>&1 && rc=0 || rc=$?
  if [ "$rc" != 0 ] || grep -qE "(^|: )(warning|error):" "$log"; then
    cat "$log"
    echo "Documentation of $1: FAILED (warnings or errors above)" >&2
    status=1
  else
    echo "Documentation of $1: $out/$1.doccarchive (no warning)"
  fi
}
convert GradientKit "$work/GradientKit"

ui="${GRADIENTUI_SYMBOL_GRAPHS:-}"
if [ -z "$ui" ]; then
  ui="$work/GradientUI"
  SDK_DEPLOYMENTS=min SDK_PLATFORMS=ios SDK_SYMBOL_GRAPHS="$ui" Scripts/check-apple-sdk.sh >"$work/sdk.log" 2>&1 || {
    cat "$work/sdk.log"; echo "Documentation of GradientUI: FAILED (the real-SDK build failed)" >&2; exit 1; }
fi
if [ -f "$ui/GradientUI.symbols.json" ]; then
  convert GradientUI "$ui"
else
  echo "Documentation of GradientUI: skipped (no Apple SDKs, so no symbol graph for it; see Scripts/check-apple-sdk.sh)."
fi
exit $status
