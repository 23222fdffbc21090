#!/usr/bin/env bash
# Compiles the engine's modules and GradientUI with the Linux Swift toolchain against the real iOS and
# macOS SDKs (Swift interfaces and headers only), as Apple's compiler would: Swift 6 language
# mode, the full pipeline to arm64 Mach-O objects, at the package's minimum deployment
# target and at the newest one each SDK allows (where deprecations show). Client code is
# compiled against the result: the Swift files `gradient render … -o View.swift` writes, every
# Swift code block of README.md and the DocC articles, and the client files under
# Tests/AppleClients (Swift, and Objective-C through the generated GradientUI-Swift.h). The
# generated files, each declaring its own enum, are compiled together as one module, as an app
# holding several would compile them.
# GradientUI's code for SwiftUI's MeshGradient, which these SDKs lack, is compiled once more
# against the documented declarations (Scripts/mesh-gradient-stub.swift).
# The modules are compiled one by one in the order Package.swift's graph gives (Scripts/modules.py),
# each against the modules it imports, as SwiftPM builds them; with SDK_SIZES set, the code
# size of each module's object is printed, and what an app linking GradientUI alone carries.
# Any error or warning fails the run. This proves the code builds for these SDK versions; it
# proves nothing about behaviour on a device, nor about newer SDKs.
#
# Usage: Scripts/check-apple-sdk.sh
# Environment:
#   APPLE_SDKS           folder holding iPhoneOS*.sdk, MacOSX*.sdk and apinotes/
#                        (default: ../shared/apple-sdk beside the repository)
#   APPLE_SDKS_REQUIRED  1: a missing SDK folder is a failure (CI); otherwise the check says
#                        so in one sentence and exits 0, so a clone without SDKs still works
#   GRADIENT_SDK_CACHE   module cache and repaired SDK copies, kept between runs (default:
#                        ${XDG_CACHE_HOME:-~/.cache}/gradientview-sdk-check; a cold cache
#                        costs 1-2 minutes per SDK and deployment target)
#   SDK_DEPLOYMENTS      "min", "max" or "min max" (default "min max")
#   SDK_PLATFORMS        "ios", "macos" or "ios macos" (default both)
#   SDK_KEEP_HEADER      a path prefix: keeps each generated GradientUI-Swift.h there
#   SDK_SYMBOL_GRAPHS    a folder: GradientUI's symbol graph for iOS is written there (for
#                        Scripts/build-docs.sh)
#   SDK_SIZES            1: compiles optimised (-O, as an app ships) and prints each module's
#                        code size (__TEXT + __DATA of its arm64 object)
# Exit status: 0 passed (or no SDKs), 1 an error or warning, 2 bad setup.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

die() { echo "check-apple-sdk: $*" >&2; exit 2; }

sdks_dir="${APPLE_SDKS:-$root/../shared/apple-sdk}"
if [ ! -d "$sdks_dir" ]; then
  msg="No Apple SDKs at $sdks_dir, so the real-SDK check is skipped (set APPLE_SDKS to a folder holding iPhoneOS*.sdk and MacOSX*.sdk)."
  if [ "${APPLE_SDKS_REQUIRED:-0}" = 1 ]; then
    echo "check-apple-sdk: no Apple SDKs at $sdks_dir, and APPLE_SDKS_REQUIRED=1 asks for them." >&2
    exit 1
  fi
  echo "$msg"
  exit 0
fi
sdks_dir="$(cd "$sdks_dir" && pwd)"
cache="${GRADIENT_SDK_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/gradientview-sdk-check}"
mkdir -p "$cache"
cache="$(cd "$cache" && pwd)"
case "$cache/" in "$root/"*) die "GRADIENT_SDK_CACHE ($cache) must be outside the repository" ;; esac

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A copy of an SDK whose symbolic links were stored as small text files naming their target
# (as a checkout without symlink support leaves them) has them made links again; an SDK with
# real links is used where it is. Prints the SDK path to use.
usable_sdk() {
  local sdk="$1" name
  name="$(basename "$sdk")"
  if [ -n "$(find "$sdk" -type l -print -quit)" ]; then echo "$sdk"; return; fi
  local copy="$cache/sdk/$name" stamp
  stamp="$(find "$sdk" -type f -printf '%P %s %T@\n' | sort | md5sum | cut -d' ' -f1)"
  if [ ! -f "$copy/.repaired-$stamp" ]; then
    rm -rf "$copy"
    mkdir -p "$cache/sdk"
    cp -R "$sdk" "$copy"
    chmod -R u+w "$copy"
    python3 - "$copy" <<'PY'
import os, re, sys
root = sys.argv[1]
name = re.compile(rb'^[A-Za-z0-9._+-]+(/[A-Za-z0-9._+-]+)*$')
candidates = []
for d, _, files in os.walk(root):
    for f in files:
        p = os.path.join(d, f)
        if os.path.getsize(p) < 256:
            text = open(p, 'rb').read()
            if name.match(text) and not text.startswith(b'/'):
                candidates.append((p, text.decode()))
changed = True
while changed:  # a link may point through another one (Headers -> Versions/Current/Headers)
    changed = False
    for p, target in list(candidates):
        if os.path.exists(os.path.join(os.path.dirname(p), target)):
            os.remove(p)
            os.symlink(target, p)
            candidates.remove((p, target))
            changed = True
PY
    touch "$copy/.repaired-$stamp"
  fi
  echo "$copy"
}

# A resource directory of our own: the Linux toolchain's own module maps for Dispatch,
# Foundation and os clash with the SDK's, so only the target-neutral parts are linked in, plus
# the API notes an Xcode toolchain carries and this one lacks (os, and Dispatch for SDKs
# before Xcode 15).
toolchain_res="$(swiftc -print-target-info | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p' | head -1)"
[ -d "$toolchain_res/shims" ] || die "cannot find the toolchain's resource directory ($toolchain_res)"
for n in os Dispatch; do
  [ -f "$sdks_dir/apinotes/$n.apinotes" ] || die "missing $sdks_dir/apinotes/$n.apinotes"
done
resource_dir() {  # $1 the folder to make, $2 the SDK it serves
  mkdir -p "$1/apinotes"
  local d f
  for d in shims clang host migrator FrameworkABIBaseline; do
    [ -e "$toolchain_res/$d" ] && ln -s "$toolchain_res/$d" "$1/$d"
  done
  for f in "$toolchain_res"/apinotes/*.apinotes; do [ -e "$f" ] && ln -s "$f" "$1/apinotes/"; done
  cp "$sdks_dir/apinotes/os.apinotes" "$1/apinotes/"
  [ -f "$2/usr/include/dispatch/Dispatch.apinotes" ] || cp "$sdks_dir/apinotes/Dispatch.apinotes" "$1/apinotes/"
}

# Client code: what the CLI writes for a few gradients (CSS the view's settings say, CSS
# resampled into a layer, a layer spec, SwiftUI specs of each kind, meshes), the Swift blocks of the docs, and the
# hand-written clients.
clients="$work/clients"
mkdir -p "$clients"
swift build --product gradient >/dev/null
gradient="$(swift build --show-bin-path)/gradient"
i=0
for g in \
  'linear-gradient(45deg in oklab, #f06, #fc0)' \
  'radial-gradient(circle at 30% 40%, white, navy 70%)' \
  'radial-gradient(50% 50% at 30% 35% in oklch, white, navy 70%)' \
  'conic-gradient(from 90deg, red, yellow, lime, aqua, blue, magenta, red)' \
  '{"colors": ["#4b4fd8", "#ffbe5c"], "interpolation": "oklch"}' \
  '{"swiftui": "linear", "colors": ["#ff2d55", "#5ac8fa"], "startPoint": "topLeading", "endPoint": [1, 0.8]}' \
  '{"swiftui": "radial", "stops": [{"color": "white", "location": 0.1}, {"color": "#af52de80", "location": 1}], "endRadius": 120}' \
  '{"swiftui": "elliptical", "colors": ["white", "navy"], "center": [0.3, 0.4], "endRadiusFraction": 0.7}' \
  '{"swiftui": "angular", "colors": ["#ff2d55", "#af52de", "#5ac8fa"], "startAngle": -90, "endAngle": 180}' \
  '{"mesh": {"width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1, 1]], "colors": ["red", "blue", "gold", "navy"]}}' \
  '{"mesh": {"width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], {"position": [1, 1], "topControlPoint": [1.2, 0.6]}], "colors": ["red", "blue", "gold", "navy"], "colorSpace": "perceptual"}}'; do
  i=$((i + 1))
  # Each file declares `enum Generated<i>` (the output's name).
  "$gradient" render "$g" --size 300x200 -o "$work/Generated$i.swift" >/dev/null
  { echo "// gradient render '$g' -o Generated$i.swift"; cat "$work/Generated$i.swift"; } >"$clients/generated$i.swift"
  # A mesh's SwiftUI part is compiled out by these SDKs (canImport(SwiftUI, _version: 6.0)):
  # compiled once more against the documented declarations (Scripts/mesh-gradient-stub.swift).
  if grep -q '^#if canImport(SwiftUI, _version: 6.0)$' "$work/Generated$i.swift"; then
    { echo "// gradient render '$g' -o Generated$i.swift, against mesh-gradient-stub.swift"
      sed 's/^#if canImport(SwiftUI, _version: 6.0)$/#if canImport(SwiftUI)/' "$work/Generated$i.swift"
      cat "$root/Scripts/mesh-gradient-stub.swift"; } >"$clients/stub-generated$i.swift"
  fi
done
python3 - "$clients" "$root" <<'PY'
import glob, os, re, sys
out, root = sys.argv[1], sys.argv[2]
docs = [os.path.join(root, 'README.md')] + sorted(glob.glob(os.path.join(root, 'Sources/*/*.docc/**/*.md'), recursive=True))
n = 0
for doc in docs:
    text = open(doc, encoding='utf-8').read()
    for m in re.finditer(r'^```swift\n(.*?)^```', text, re.S | re.M):
        block = m.group(1)
        if not re.search(r'^import ', block, re.M):
            continue  # a fragment (a Package.swift line, a declaration shown alone)
        n += 1
        line = text[:m.start()].count('\n') + 2
        name = f'doc{n}.swift'
        with open(os.path.join(out, name), 'w', encoding='utf-8') as f:
            f.write(f'// {os.path.relpath(doc, root)}:{line}\n' + block)
PY
for f in "$root"/Tests/AppleClients/*.swift; do [ -e "$f" ] && cp "$f" "$clients/"; done

status=0
report() {  # prints the diagnostics of $1, fails on a non-zero exit ($3) or any error or warning
  local log="$1" what="$2" rc="${3:-0}"
  if [ "$rc" != 0 ] || grep -qE ': (fatal error|error|warning):' "$log"; then
    cat "$log"
    echo "  $what: FAILED"
    grep -E '^[^ ].*: (fatal error|error|warning):' "$log" | sort -u | sed "s|^$root/||; s|^$work/clients/|client |; s|^|    |"
    status=1
    return 1
  fi
  echo "  $what: ok"
}

# Every library module GradientUI and GradientKit need, in build order, from Package.swift.
manifest="$(swift package --scratch-path "$work/spm" dump-package)"
modules="$("$root/Scripts/modules.py" GradientUI GradientKit <<<"$manifest")"
view_modules="$("$root/Scripts/modules.py" GradientUI <<<"$manifest")"
# The C modules under them (CGradientKernels): compiled with clang for the same target, and
# imported by the Swift modules through the module map in their include/ folder.
c_modules="$("$root/Scripts/modules.py" --c GradientUI GradientKit <<<"$manifest")"
c_includes=()
for m in $c_modules; do c_includes+=(-I "$root/Sources/$m/include"); done

sizes() {  # $1 the folder of objects: each module's code size, and a view-only app's share
  local m total=0 view=0 bytes
  for m in $modules; do
    bytes="$(llvm-size -B "$1/$m.o" | awk 'NR == 2 { print $1 + $2 }')"
    printf '    %-18s %8d bytes\n' "$m" "$bytes"
    total=$((total + bytes))
    case " $(echo $view_modules) " in *" $m "*) view=$((view + bytes)) ;; esac
  done
  echo "    all modules $total bytes; an app linking GradientUI alone: $view bytes (it leaves out $((total - view)))"
}

check() {  # $1 SDK, $2 platform (ios|macos), $3 deployment version
  local sdk="$1" os="$2" version="$3"
  local target="arm64-apple-$os$version" out="$work/$os$version" log rc
  mkdir -p "$out"
  log="$out/log"
  resource_dir "$out/resource" "$sdk"
  local common=(-swift-version 6 -target "$target" -sdk "$sdk" -resource-dir "$out/resource"
                -module-cache-path "$cache/modules" -I "$root/Sources/CZlib" "${c_includes[@]}" -I "$out")
  # -disable-cmo: with cross-module optimisation, loading GradientCore's optimised module into
  # GradientUI fails here (a deserialisation failure on CGPoint.x, whose declaration the iOS
  # 17 SDK moved to CoreFoundation); each module's own code is what is measured anyway.
  [ -z "${SDK_SIZES:-}" ] || common+=(-O -disable-cmo)
  echo "$target against $(basename "$1" | sed 's/\.sdk$//'):"
  local module sources rc
  for module in $c_modules; do
    sources=()
    while IFS= read -r f; do sources+=("$f"); done < <(find "$root/Sources/$module" -name '*.c' | sort)
    rc=0
    for f in "${sources[@]}"; do
      nice -n 5 clang -c -std=c11 -Wall -Wextra -target "$target" -isysroot "$sdk" -I "$root/Sources/$module/include" \
        -o "$out/$module-$(basename "$f" .c).o" "$f" >"$log" 2>&1 || { rc=$?; break; }
    done
    report "$log" "$module (C)" $rc || return 0
  done
  for module in $modules; do
    sources=()
    while IFS= read -r f; do sources+=("$f"); done < <(find "$root/Sources/$module" -name '*.swift' | sort)
    local extra=()
    [ "$module" = GradientUI ] && extra=(-emit-objc-header-path "$out/GradientUI-Swift.h")
    nice -n 5 swiftc -c -wmo -parse-as-library -module-name "$module" -package-name gradientview "${common[@]}" \
      -emit-module-path "$out/$module.swiftmodule" "${extra[@]}" -o "$out/$module.o" "${sources[@]}" >"$log" 2>&1 && rc=0 || rc=$?
    report "$log" "$module" $rc || return 0
  done
  # GradientUI's native mesh code (SwiftUI's MeshGradient) is compiled out by these SDKs
  # (canImport(SwiftUI, _version: 6.0)): GradientUI is compiled once more with that condition
  # true and MeshGradient declared as Apple's documentation declares it
  # (Scripts/mesh-gradient-stub.swift), so the code at least agrees with the documented API.
  if grep -q 'canImport(SwiftUI, _version: 6.0)' "$root"/Sources/GradientUI/*.swift; then
    local stubbed="$out/stubbed"
    mkdir -p "$stubbed"
    sources=()
    for f in "$root"/Sources/GradientUI/*.swift; do
      sed 's/canImport(SwiftUI, _version: 6\.0)/canImport(SwiftUI)/g' "$f" >"$stubbed/$(basename "$f")"
      sources+=("$stubbed/$(basename "$f")")
    done
    sources+=("$root/Scripts/mesh-gradient-stub.swift")
    nice -n 5 swiftc -c -wmo -parse-as-library -module-name GradientUI -package-name gradientview "${common[@]}" \
      -o "$stubbed/GradientUI.o" "${sources[@]}" >"$log" 2>&1 && rc=0 || rc=$?
    report "$log" "GradientUI against mesh-gradient-stub.swift" $rc || true
  fi
  [ -z "${SDK_SIZES:-}" ] || sizes "$out"
  [ -z "${SDK_KEEP_HEADER:-}" ] || cp "$out/GradientUI-Swift.h" "$SDK_KEEP_HEADER.$os$version.h"
  if [ -n "${SDK_SYMBOL_GRAPHS:-}" ] && [ "$os" = ios ] && [ ! -e "$SDK_SYMBOL_GRAPHS/GradientUI.symbols.json" ]; then
    mkdir -p "$SDK_SYMBOL_GRAPHS"  # GradientUI's API as iOS sees it, for the documentation
    swift-symbolgraph-extract -module-name GradientUI -target "$target" -sdk "$sdk" -resource-dir "$out/resource" \
      -module-cache-path "$cache/modules" -I "$out" -I "$root/Sources/CZlib" "${c_includes[@]}" -minimum-access-level public \
      -experimental-allowed-reexported-modules=GradientViewModel \
      -output-dir "$SDK_SYMBOL_GRAPHS" >"$log" 2>&1 && rc=0 || rc=$?
    report "$log" "GradientUI symbol graph" $rc || true
  fi
  local file
  # The generated files together, in one module: a name two of them declared would fail.
  local generated=("$clients"/generated*.swift)
  nice -n 5 swiftc -c -wmo -parse-as-library -module-name Client "${common[@]}" -o "$out/client.o" "${generated[@]}" >"$log" 2>&1 && rc=0 || rc=$?
  report "$log" "the ${#generated[@]} generated files in one module" $rc || true
  for file in "$clients"/*.swift; do  # the others each on its own (the mesh stubs repeat the stand-in)
    case "$(basename "$file")" in generated*) continue ;; esac
    # UIKit clients are iOS code, AppKit clients macOS code (unless they choose with #if).
    if ! grep -q '^#if' "$file"; then
      if grep -q '^import UIKit' "$file" && [ "$os" = macos ]; then continue; fi
      if grep -q '^import AppKit' "$file" && [ "$os" = ios ]; then continue; fi
    fi
    local flags=(-parse-as-library)
    # A documentation sample is a main file (top-level statements run on the main actor).
    case "$(basename "$file")" in doc*) flags=() ;; esac
    nice -n 5 swiftc -c "${flags[@]}" -module-name Client "${common[@]}" -o "$out/client.o" "$file" >"$log" 2>&1 && rc=0 || rc=$?
    report "$log" "client $(basename "$file") ($(head -1 "$file" | sed -n 's|^// ||p' | cut -c1-60))" $rc || true
  done
  # Objective-C clients against the iOS SDK only: AppKit's clang module includes CoreData,
  # whose headers include CloudKit's, which the trimmed macOS SDK here lacks. The header the
  # Swift compiler writes is the same but for UIColor/NSColor.
  [ "$os" = ios ] || return 0
  for file in "$root"/Tests/AppleClients/*.m; do
    [ -e "$file" ] || continue
    nice -n 5 clang -fsyntax-only -fobjc-arc -fmodules -fmodules-cache-path="$cache/clang-modules" \
      -target "$target" -isysroot "$sdk" -I "$out" -Wall "$file" >"$log" 2>&1 && rc=0 || rc=$?
    report "$log" "Objective-C client $(basename "$file")" $rc || true
  done
}

# The package's own minimum for a platform, from Package.swift (`.iOS(.v15)` → 15.0).
minimum() {
  local v
  v="$(sed -n "s/.*\.$1(\.v\([0-9_]*\)).*/\1/p" "$root/Package.swift" | head -1 | tr _ .)"
  [ -n "$v" ] || die "Package.swift declares no minimum for $1"
  case "$v" in *.*) echo "$v" ;; *) echo "$v.0" ;; esac
}

# watchOS: no SDK here. Its UIKit has UIColor but no UIView, trait collections, scenes or
# accessibility notifications, and it has no AppKit or QuartzCore, while SwiftUI exists
# there (GradientFill, SwiftUIGradient and the UIColor reading they use compile for it). So
# every line of GradientUI that watchOS would compile (its #if conditions evaluated for
# watchOS: os(watchOS) and canImport(UIKit)/canImport(SwiftUI) true, every other os() and
# canImport() false) must import neither AppKit nor QuartzCore and name none of the UIKit and
# Core Animation types watchOS lacks.
python3 - "$root" <<'PY' || status=1
import glob, os, re, sys
root = sys.argv[1]
missing = re.compile(r'\b(UIView|UIScreen|UIApplication|UIScene|UIWindow|UITraitCollection|UIAccessibility|UIUserInterfaceStyle|'
                     r'UISemanticContentAttribute|CALayer|CAGradientLayer|CAAnimation\w*|CABasicAnimation|CATransaction|CAMediaTiming\w*)\b')
def watch(condition):
    expr = re.sub(r'os\((\w+)\)', lambda m: str(m.group(1) == 'watchOS'), condition)
    # A version asked of a module (canImport(SwiftUI, _version: 6.0)): the newest watchOS SDK has it.
    expr = re.sub(r'canImport\((\w+)(,\s*_version:\s*[0-9.]+)?\)', lambda m: str(m.group(1) in ('UIKit', 'SwiftUI', 'Foundation', 'CoreGraphics')), expr)
    expr = expr.replace('||', ' or ').replace('&&', ' and ').replace('!', ' not ')
    if not re.fullmatch(r'[\sA-Za-z()]*', expr) or re.search(r'[A-Za-z]+', re.sub(r'\b(True|False|and|or|not)\b', '', expr)):
        sys.exit(f'check-apple-sdk: cannot read the condition #if {condition}')
    return eval(expr)
bad = 0
for path in sorted(glob.glob(os.path.join(root, 'Sources/GradientUI/*.swift'))):
    stack = []  # per #if: (this branch active, some earlier branch taken)
    for n, line in enumerate(open(path, encoding='utf-8'), 1):
        code = line.split('//')[0].strip()
        m = re.match(r'#(if|elseif)\s+(.*)', code)
        if m and m.group(1) == 'if':
            value = watch(m.group(2))
            stack.append([value, value])
            continue
        if m:
            value = not stack[-1][1] and watch(m.group(2))
            stack[-1] = [value, stack[-1][1] or value]
            continue
        if code == '#else':
            stack[-1] = [not stack[-1][1], True]
            continue
        if code == '#endif':
            stack.pop()
            continue
        if not all(active for active, _ in stack):
            continue
        name = os.path.relpath(path, root)
        if re.match(r'import (AppKit|QuartzCore)$', code):
            print(f'check-apple-sdk: {name}:{n} imports {code[7:]} where watchOS compiles it (no such module there).', file=sys.stderr)
            bad += 1
        elif missing.search(code):
            print(f'check-apple-sdk: {name}:{n} names {missing.search(code).group(1)} where watchOS compiles it (watchOS has no such type).', file=sys.stderr)
            bad += 1
sys.exit(1 if bad else 0)
PY

deployments="${SDK_DEPLOYMENTS:-min max}"
found=0
for sdk in "$sdks_dir"/iPhoneOS*.sdk "$sdks_dir"/MacOSX*.sdk; do
  [ -d "$sdk" ] || continue
  found=1
  usable="$(usable_sdk "$sdk")"
  newest="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["Version"])' "$sdk/SDKSettings.json")"
  case "$(basename "$sdk")" in
    iPhoneOS*) os=ios; minimum="$(minimum iOS)" ;;
    MacOSX*) os=macos; minimum="$(minimum macOS)" ;;
  esac
  case " ${SDK_PLATFORMS:-ios macos} " in *" $os "*) ;; *) continue ;; esac
  for which in $deployments; do
    case "$which" in
      min) check "$usable" "$os" "$minimum" ;;
      max) check "$usable" "$os" "$newest" ;;
      *) die "SDK_DEPLOYMENTS takes min and max, not '$which'" ;;
    esac
  done
done
[ $found = 1 ] || die "$sdks_dir holds no iPhoneOS*.sdk or MacOSX*.sdk"
if [ $status = 0 ]; then echo "Real-SDK check: passed (no error, no warning)"; else echo "Real-SDK check: FAILED" >&2; fi
exit $status
