// swift-tools-version:6.0
// The benchmarks: a package of their own so that users of GradientKit never build them.
//   gradientkit-bench       the rasterizer, frame by frame (run through ../../shared/bench-peers or directly)
//   gradient-command-bench  the whole `gradient render` command, process start to exit
//   png-candidates          the PNG writer's choices measured: compressors, filters, dither patterns
// Release builds only: swift build -c release && .build/release/<name>
import PackageDescription

let package = Package(
    name: "GradientBenchmarks",
    platforms: [.macOS(.v12)],
    dependencies: [.package(name: "GradientView", path: "..")],
    targets: [
        // The BENCH_* knobs every benchmark reads, and the peers benchmark's cases in CSS.
        .target(name: "BenchSupport"),
        .executableTarget(
            name: "gradientkit-bench",
            dependencies: ["BenchSupport", .product(name: "GradientKit", package: "GradientView")]
        ),
        .executableTarget(name: "gradient-command-bench", dependencies: ["BenchSupport"]),
        // zlib, and libdeflate (Debian: apt-get install libdeflate-dev), for png-candidates only.
        .systemLibrary(name: "BenchZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "BenchLibdeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .executableTarget(
            name: "png-candidates",
            dependencies: ["BenchSupport", "BenchZlib", "BenchLibdeflate", .product(name: "GradientKit", package: "GradientView")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
