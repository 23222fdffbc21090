// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GradientView",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .visionOS(.v1)],
    products: [
        .library(name: "GradientKit", targets: ["GradientKit"]),
        .library(name: "GradientUI", targets: ["GradientUI"]),
        .executable(name: "gradient", targets: ["GradientCLI"]),
    ],
    targets: [
        // The system zlib: deflate and crc32 for PNG. On Debian: apt-get install zlib1g-dev.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        .target(name: "GradientKit", dependencies: ["CZlib"]),
        .target(name: "GradientUI", dependencies: ["GradientKit"]),
        .executableTarget(name: "GradientCLI", dependencies: ["GradientKit"]),
        // Helpers shared by the test targets (CLI runner, PNG builder and reference reader,
        // bitmap differences, oracles, tolerances); not a product.
        .target(name: "GradientTestSupport", dependencies: ["GradientKit", "CZlib"], path: "Tests/GradientTestSupport"),
        .testTarget(name: "GradientKitTests", dependencies: ["GradientKit", "GradientTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "GradientCLITests", dependencies: ["GradientKit", "GradientTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
