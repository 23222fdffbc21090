// swift-tools-version:6.0
// The gradient-fill benchmark: a package of its own so that users of GradientKit never
// build it. Run it through ../../shared/bench-peers (see main.swift) or directly:
//   swift build -c release && .build/release/gradientkit-bench
import PackageDescription

let package = Package(
    name: "GradientBenchmarks",
    platforms: [.macOS(.v12)],
    dependencies: [.package(name: "GradientView", path: "..")],
    targets: [
        .executableTarget(
            name: "gradientkit-bench",
            dependencies: [.product(name: "GradientKit", package: "GradientView")]
        )
    ],
    swiftLanguageModes: [.v6]
)
