// swift-tools-version:6.0
import PackageDescription

// The engine is a stack of small modules; a product links only the layers it uses:
//
//   GradientCore       colours, stops, ramps, interpolation, geometry, LayerGradient, errors
//   GradientCSS        CSS gradients and the JSON spec read into GradientDefinition (Core)
//   GradientRaster     the rasterizer: GradientPaint → Bitmap (Core, CGradientKernels)
//   CGradientKernels   the rasterizer's AVX2 and AVX-512 loops in C, chosen at run time, and its thread counter
//   GradientEncode     PNG (zlib), SVG, Swift code, CSS and JSON writers (Core, CSS, Raster)
//   GradientViewModel  what the views compute, platform-free (Core, CSS); not a product
//   GradientKit        the umbrella: re-exports Core, CSS, Raster and Encode
//   GradientUI         the UIKit/AppKit/SwiftUI views (ViewModel, Core, CSS, Raster for the mesh views): no encoders, no zlib
let package = Package(
    name: "GradientView",
    // watchOS 8: GradientUI's SwiftUIGradient, the one part of it that compiles there, uses
    // SwiftUI's EllipticalGradient and AnyShapeStyle (watchOS 8.0, the releases of iOS 15).
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .visionOS(.v1), .watchOS(.v8)],
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
        // The rasterizer's AVX2 and AVX-512 inner loops, chosen at run time (C: Swift cannot compile
        // one function for a wider vector unit than the target's baseline without compiler flags),
        // and the atomic counter its threads share rows by (Swift's needs macOS 15 / iOS 18).
        .target(name: "CGradientKernels"),
        .target(name: "GradientCore"),
        .target(name: "GradientCSS", dependencies: ["GradientCore"]),
        .target(name: "GradientRaster", dependencies: ["GradientCore", "CGradientKernels"]),
        .target(name: "GradientEncode", dependencies: ["GradientCore", "GradientCSS", "GradientRaster", "CZlib"]),
        .target(name: "GradientViewModel", dependencies: ["GradientCore", "GradientCSS"]),
        .target(name: "GradientKit", dependencies: ["GradientCore", "GradientCSS", "GradientRaster", "GradientEncode"]),
        .target(name: "GradientUI", dependencies: ["GradientViewModel", "GradientCore", "GradientCSS", "GradientRaster"]),
        .executableTarget(name: "GradientCLI", dependencies: ["GradientKit"]),
        // Helpers shared by the test targets (CLI runner, PNG builder and reference reader,
        // bitmap differences, oracles, tolerances); not a product.
        .target(name: "GradientTestSupport", dependencies: ["GradientKit", "CZlib"], path: "Tests/GradientTestSupport"),
        // One test target per module, each testing its own module through the ones below it (as
        // the sources are split); suites that join several modules (conformance against
        // Chromium, web-platform-tests and Core Animation renders, the fuzz corpora, the
        // library's front door) are the integration tests.
        .testTarget(name: "GradientCoreTests", dependencies: ["GradientCore", "GradientTestSupport"]),
        .testTarget(name: "GradientCSSTests", dependencies: ["GradientCSS", "GradientCore", "GradientTestSupport"]),
        .testTarget(name: "GradientRasterTests", dependencies: ["GradientRaster", "GradientCore", "GradientTestSupport"]),
        .testTarget(
            name: "GradientEncodeTests", dependencies: ["GradientEncode", "GradientRaster", "GradientCSS", "GradientCore", "GradientTestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "GradientViewModelTests", dependencies: ["GradientViewModel", "GradientRaster", "GradientCSS", "GradientCore", "GradientTestSupport"]),
        .testTarget(
            name: "GradientIntegrationTests", dependencies: ["GradientKit", "GradientViewModel", "GradientTestSupport"], exclude: ["Fixtures"]),
        // The command's tests read its parsed commands in process (`@testable import GradientCLI`)
        // and run the built `gradient` for what only a process shows (exit codes, streams, files).
        .testTarget(
            name: "GradientCLITests", dependencies: ["GradientCLI", "GradientKit", "GradientTestSupport"], exclude: ["Snapshots", "BadInputs.json"]),
    ],
    swiftLanguageModes: [.v6]
)
