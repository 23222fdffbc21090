#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs each for a given time.
#
#   Scripts/fuzz.sh <target|all> <seconds> [extra libFuzzer flags...]
#   Scripts/fuzz.sh spec 60          # FuzzSpec for a minute
#   Scripts/fuzz.sh all 60           # every target, a minute each
#
# Targets: spec (JSON spec), color (colour strings, CSS colours included), png (the PNG writer, on what the tests'
# PNG reader decodes from fuzzed files; both are compiled in), css (CSS parser). Each starts from its committed seed corpus
# Fuzz/corpus/<target>/; new inputs go to .build/fuzz/corpus/<target>/ (not committed),
# crashes to .build/fuzz/artifacts/. Exits non-zero when a target finds a crash, a hang (an
# input over 20 s) or a broken invariant. Needs a Swift toolchain with libFuzzer (swiftc
# -sanitize=fuzzer on Linux).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 2 ]; then
  echo "usage: Scripts/fuzz.sh <spec|color|png|css|all> <seconds> [libFuzzer flags...]" >&2
  exit 64
fi
which=$1
seconds=$2
shift 2

out=.build/fuzz
mkdir -p "$out/artifacts"
export SWIFT_BACKTRACE=enable=no

all_targets=(spec color png css)

case "$which" in
  all) targets=("${all_targets[@]}") ;;
  spec | color | png | css) targets=("$which") ;;
  *) echo "fuzz.sh: '$which' is not a target: use spec, color, png, css or all." >&2; exit 64 ;;
esac

# GradientKit and the modules under it (Package.swift's graph, Scripts/modules.py), each
# instrumented for coverage and AddressSanitizer and built whole-module (-wmo: inlining across
# files roughly halves the time the targets spend per input, most of it in building colour
# tables) into a static library of its own, in build order.
# The C modules under it (CGradientKernels) are compiled with clang, instrumented the same way,
# into static libraries first; the Swift modules find them by their include/ module maps.
manifest=$(swift package --scratch-path "$out/spm" dump-package)
modules=$(Scripts/modules.py GradientKit <<<"$manifest")
c_modules=$(Scripts/modules.py --c GradientKit <<<"$manifest")
c_includes=$(for m in $c_modules; do echo "-I Sources/$m/include"; done)
sources=$( (for m in $modules; do find "Sources/$m" -name '*.swift'; done; for m in $c_modules; do find "Sources/$m" -name '*.[ch]'; done) | sort)
stamp=$( (cat $sources; echo "$modules $c_modules"; echo wmo) | cksum | cut -d' ' -f1)
if [ ! -f "$out/lib/$stamp" ]; then
  rm -rf "$out/lib" && mkdir -p "$out/lib"
  for m in $c_modules; do
    echo "fuzz.sh: building $m (C) with -fsanitize=fuzzer-no-link,address..."
    objects=()
    for f in $(find "Sources/$m" -name '*.c' | sort); do
      clang -O2 -fsanitize=fuzzer-no-link,address -I "Sources/$m/include" -c "$f" -o "$out/lib/$m-$(basename "$f" .c).o"
      objects+=("$out/lib/$m-$(basename "$f" .c).o")
    done
    ar rcs "$out/lib/lib$m.a" "${objects[@]}"
  done
  for m in $modules; do
    echo "fuzz.sh: building $m with -sanitize=fuzzer,address..."
    # shellcheck disable=SC2046
    swiftc -O -wmo -parse-as-library -sanitize=fuzzer,address -module-name "$m" -package-name gradientview \
      -I Sources/CZlib $c_includes -I "$out/lib" -emit-module -emit-module-path "$out/lib/$m.swiftmodule" \
      -emit-library -static -o "$out/lib/lib$m.a" $(find "Sources/$m" -name '*.swift' | sort)
  done
  touch "$out/lib/$stamp"
fi
libraries=$(for m in $modules $c_modules; do echo "$out/lib/lib$m.a"; done)

status=0
for t in "${targets[@]}"; do
  name=Fuzz$(echo "${t:0:1}" | tr a-z A-Z)${t:1}
  [ "$t" = png ] && name=FuzzPNG
  [ "$t" = css ] && name=FuzzCSS
  binary="$out/$name"
  # The png target also compiles the tests' PNG reader, which is not part of the product.
  extra=()
  [ "$t" = png ] && extra=(Tests/GradientTestSupport/PNGReader.swift Tests/GradientTestSupport/PNGFilter.swift)
  newer=0
  for f in "Fuzz/$name.swift" Fuzz/FuzzCheck.swift "$out/lib/$stamp" "${extra[@]}"; do [ "$f" -nt "$binary" ] && newer=1; done
  if [ ! -x "$binary" ] || [ $newer = 1 ]; then
    echo "fuzz.sh: building $name..."
    # shellcheck disable=SC2086
    swiftc -O -parse-as-library -sanitize=fuzzer,address -I "$out/lib" -I Sources/CZlib $c_includes \
      "Fuzz/$name.swift" Fuzz/FuzzCheck.swift "${extra[@]}" $libraries -lz -o "$binary" 2>&1 | { grep -v 'Cannot export local symbol' || true; }
  fi
  mkdir -p "$out/corpus/$t"
  echo "fuzz.sh: running $name for ${seconds}s..."
  # -timeout: an input that takes over 20 s (in this instrumented build) counts as a hang.
  if ! "$binary" -max_total_time="$seconds" -timeout=20 -print_final_stats=1 -artifact_prefix="$out/artifacts/$t-" \
    "$@" "$out/corpus/$t" "Fuzz/corpus/$t" 2>"$out/$t.log"; then
    echo "fuzz.sh: $name FAILED; see $out/$t.log and $out/artifacts/" >&2
    tail -n 40 "$out/$t.log" >&2
    status=1
  fi
  grep -E '^stat::number_of_executed_units|^#[0-9]+ *DONE' "$out/$t.log" | sed "s/^/fuzz.sh: $name: /" || true
done
exit $status
