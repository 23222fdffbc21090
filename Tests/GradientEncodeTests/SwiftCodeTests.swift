import Foundation
import GradientCSS
import GradientCore
import GradientEncode
import GradientRaster
import GradientTestSupport
import Testing

/// The generated Swift must compile against GradientKit alone (what any platform sees). Against
/// GradientUI and the real iOS and macOS SDKs, `Scripts/check-apple-sdk.sh` compiles the same
/// kind of output (CI runs it).
@Suite struct SwiftCodeTests {
    static let root = TestEnvironment.repository

    /// The directory holding the GradientKit module this test run was built with, if found.
    static var modules: URL? {
        let build = root.appendingPathComponent(".build")
        let candidates =
            ["debug/Modules", "debug"].map { build.appendingPathComponent($0) }
            + ((try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []).map {
                build.appendingPathComponent($0).appendingPathComponent("debug/Modules")
            }
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("GradientKit.swiftmodule").path)
        }
    }

    static let gradients: [LayerGradient] = [
        LayerGradient(
            colors: [RGBA(red: 1, green: 0, blue: 0.4), RGBA(red: 1, green: 0.8, blue: 0), RGBA(red: 0, green: 0.8, blue: 1)],
            startPoint: .topLeft, endPoint: .bottomRight, interpolation: .oklab),
        LayerGradient(
            type: .radial, colors: [.white, RGBA(red: 0, green: 0, blue: 0.5, alpha: 0.25)], locations: [0.1, 0.9],
            startPoint: .center, endPoint: .bottomRight, interpolation: .srgb),
        LayerGradient(
            type: .conic, colors: [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0, blue: 1)],
            startPoint: .center, endPoint: .trailing, interpolation: .oklch(.longer)),
    ]

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = Self.root
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Writes one source file per gradient into `dir`.
    func writeSources(into dir: URL) throws -> [String] {
        try Self.gradients.enumerated().map { i, g in
            // One file per gradient, each in its own client module (the names repeat).
            let file = dir.appendingPathComponent("View\(i).swift")
            try SwiftCode.source(g, width: 300, height: 200).write(to: file, atomically: true, encoding: .utf8)
            return file.path
        }
    }

    @Test func listsEveryColourAndTheGeometry() {
        let code = SwiftCode.source(Self.gradients[1], width: 300, height: 200)
        #expect(code.contains("type: .radial"))
        #expect(code.contains("// #ffffff"))
        #expect(code.contains("RGBA(red: 0, green: 0, blue: 0.5, alpha: 0.25)"))
        #expect(code.contains("locations: [0.1, 0.9]"))
        #expect(code.contains("startPoint: GradientPoint(x: 0.5, y: 0.5)"))
        #expect(code.contains("SwiftUIGradient.radial(gradientConfiguration, size: CGSize(width: 300, height: 200))"))
        #expect(
            SwiftCode.source(Self.gradients[0], width: 300, height: 200)
                .contains("SwiftUIGradient.linear(gradientConfiguration, size: CGSize(width: 300, height: 200))"))
        #expect(SwiftCode.source(Self.gradients[2], width: 300, height: 200).contains("view.interpolation = .oklch(.longer)"))
    }

    /// Wide-gamut colours (a Display P3 red is about (1.09, −0.23, −0.15) in extended sRGB)
    /// are written with the initialisers that keep components outside `0…1`: UIKit's
    /// `UIColor(red:…)` and AppKit's `NSColor(red:…)` (NSColor.h: `colorWithSRGBRed:` makes
    /// sRGB colours, `colorWithRed:` extended-sRGB ones when a component is out of range).
    @Test func wideGamutColoursKeepTheirComponents() {
        let p3Red = RGBA(red: 1.0931, green: -0.2267, blue: -0.1501)
        let code = SwiftCode.source(LayerGradient(colors: [p3Red, .white]), width: 300, height: 200)
        #expect(code.contains("UIColor(red: 1.0931, green: -0.2267, blue: -0.1501, alpha: 1),"))
        #expect(code.contains("NSColor(red: 1.0931, green: -0.2267, blue: -0.1501, alpha: 1),"))
        #expect(!code.contains("srgbRed"))
    }

    /// Skipped (with the reason) when no built module is found, except on CI, where that fails.
    @Test(.enabled(if: TestEnvironment.runs(whenPresent: modules != nil), "no built GradientKit module under .build"))
    func generatedCodeCompilesAgainstGradientKit() throws {
        let modules = try #require(Self.modules, "no built GradientKit module under \(Self.root.path)/.build: CI must have one")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swiftcode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for file in try writeSources(into: dir) {
            let result = try run([
                "swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-I", modules.path,
                "-I", Self.root.appendingPathComponent("Sources/CZlib").path, file,
            ])
            #expect(result.status == 0, "\(file): \(result.output)")
        }
    }
}
