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

    /// CSS the view's settings say (one of each type) and CSS they do not (a circle, px stops).
    static let css = [
        "linear-gradient(45deg in oklab, #f06, #fc0)",
        "radial-gradient(50% 50% at 30% 35%, white, navy 70%)",
        "conic-gradient(from 90deg at 50% 75%, red, yellow, lime, aqua, blue, magenta, red)",
        "radial-gradient(circle at 30% 40%, white, navy 70%)",
        "linear-gradient(to right, red 20px, blue)",
    ]

    /// Writes one source file per gradient, each with its own name, into `dir`: the layer
    /// values, the CSS and a mesh.
    func writeSources(into dir: URL) throws -> [String] {
        let mesh = try GradientMesh(
            width: 2, height: 2, points: [.topLeft, .topRight, .bottomLeft, .bottomRight], colors: [.white, .black, .white, .black])
        let sources =
            try Self.gradients.enumerated().map { try SwiftCode.source($1, width: 300, height: 200, name: "Layer\($0)") }
            + (try Self.css.enumerated().map { try GradientDefinition(parsing: $1).swiftSource(width: 300, height: 200, name: "CSS\($0)") })
            + [try SwiftCode.source(mesh: mesh, name: "Mesh")]
        return try sources.enumerated().map { i, source in
            let file = dir.appendingPathComponent("View\(i).swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            return file.path
        }
    }

    @Test func listsEveryColourAndTheGeometry() throws {
        let code = try SwiftCode.source(Self.gradients[1], width: 300, height: 200, name: "Glow")
        #expect(code.contains("enum Glow {"))
        #expect(code.contains("extension Glow {"))
        #expect(code.contains("type: .radial"))
        #expect(code.contains("// #ffffff"))
        #expect(code.contains("RGBA(red: 0, green: 0, blue: 0.5, alpha: 0.25)"))
        #expect(code.contains("locations: [0.1, 0.9]"))
        #expect(code.contains("startPoint: GradientPoint(x: 0.5, y: 0.5)"))
        #expect(code.contains("SwiftUIGradient.radial(layer, size: CGSize(width: 300, height: 200))"))
        #expect(
            try SwiftCode.source(Self.gradients[0], width: 300, height: 200)
                .contains("SwiftUIGradient.linear(layer, size: CGSize(width: 300, height: 200))"))
        #expect(try SwiftCode.source(Self.gradients[2], width: 300, height: 200).contains("interpolation: .oklch(.longer))"))
    }

    /// Every file declares one enum of the name given (default ``SwiftCode/defaultName``) and
    /// nothing else at the top level, so files of different names live in one module.
    @Test func declaresOneEnumOfTheName() throws {
        let mesh = try GradientMesh(width: 2, height: 2, points: [.topLeft, .topRight, .bottomLeft, .bottomRight], colors: [.white, .black, .white, .black])
        let outputs = [
            try SwiftCode.source(Self.gradients[0], width: 300, height: 200),
            try GradientDefinition(parsing: Self.css[0]).swiftSource(width: 300, height: 200),
            try SwiftCode.source(mesh: mesh),
        ]
        for code in outputs {
            let declarations = code.split(separator: "\n").filter { line in
                ["enum ", "func ", "let ", "var ", "struct ", "class ", "extension "].contains { line.hasPrefix($0) }
            }
            #expect(declarations.first == "enum GeneratedGradient {")
            #expect(declarations.dropFirst().allSatisfy { $0 == "extension GeneratedGradient {" }, "\(declarations)")
        }
        #expect(try GradientDefinition(parsing: Self.css[0]).swiftSource(width: 1, height: 1, name: "Hero").contains("enum Hero {"))
    }

    /// A name that is not a Swift identifier, a keyword or a name the code itself uses is
    /// refused in one sentence naming it.
    @Test(arguments: ["hero-gradient", "1Hero", "", "Héro", "struct", "Self", "GradientView", "Color"])
    func unusableNamesAreRefused(_ name: String) throws {
        #expect(SwiftCode.nameProblem(name) != nil)
        let error = try #require(throws: GradientError.self) { try SwiftCode.source(Self.gradients[0], width: 300, height: 200, name: name) }
        #expect(error.kind == .invalidValue && error.message.hasPrefix("The name '\(name)' "), "\(error.message)")
        #expect(throws: GradientError.self) { try GradientDefinition(parsing: Self.css[0]).swiftSource(width: 3, height: 2, name: name) }
    }

    /// Names taken from output files: the base name, made an identifier.
    @Test(arguments: [
        ("HeroGradient.swift", "HeroGradient"), ("out/hero-gradient.swift", "HeroGradient"), ("my gradient 2.swift", "MyGradient2"),
        ("View.swift", "ViewGradient"), ("1.swift", "Gradient1"), ("struct.swift", "Struct"), ("-.swift", "GeneratedGradient"),
        ("Héro.swift", "HRo"), ("Setup", "Setup"),
    ])
    func namesFromFiles(_ file: String, _ name: String) {
        #expect(SwiftCode.name(forFile: file) == name)
        #expect(SwiftCode.nameProblem(name) == nil)
    }

    /// The header states the box and whether the code holds for any size; the resampled
    /// form says why.
    @Test func theHeaderStatesTheSize() throws {
        let kept = try GradientDefinition(parsing: Self.css[0]).swiftSource(width: 390, height: 844, name: "Hero")
        #expect(kept.hasPrefix("// Generated by `gradient render … -o Name.swift` as `enum Hero`, for a 390x844 box from\n"))
        #expect(kept.contains("\n// It holds for any size"))
        #expect(kept.contains("static let direction: Direction = .angle(45)"))
        let resampled = try GradientDefinition(parsing: Self.css[3]).swiftSource(width: 390, height: 844, name: "Hero")
        #expect(resampled.contains("// Exact for a 390x844 box alone"))
        #expect(resampled.contains("circle"))
        let layer = try SwiftCode.source(Self.gradients[0], width: 390, height: 844)
        #expect(layer.contains("for a 390x844 box."))
        #expect(layer.contains("The layer holds for any size"))
    }

    /// Wide-gamut colours (a Display P3 red is about (1.09, −0.23, −0.15) in extended sRGB)
    /// are written with the initialisers that keep components outside `0…1`: UIKit's
    /// `UIColor(red:…)` and AppKit's `NSColor(red:…)` (NSColor.h: `colorWithSRGBRed:` makes
    /// sRGB colours, `colorWithRed:` extended-sRGB ones when a component is out of range).
    @Test func wideGamutColoursKeepTheirComponents() throws {
        let p3Red = RGBA(red: 1.0931, green: -0.2267, blue: -0.1501)
        let code = try SwiftCode.source(LayerGradient(colors: [p3Red, .white]), width: 300, height: 200)
        #expect(code.contains("RGBA(red: 1.0931, green: -0.2267, blue: -0.1501, alpha: 1),"))
        #expect(code.contains("UIColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha)"))
        #expect(code.contains("NSColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha)"))
        #expect(!code.contains("srgbRed"))
    }

    /// A SwiftUI spec's `style()` is SwiftUI's own initialiser with the spec's parameters, every
    /// stop at its location, named unit points where SwiftUI has a name; the view still gets
    /// the layer made for the box.
    @Test(arguments: [
        (
            ##"{"swiftui": "linear", "colors": ["#ff0000", "#00ff00", "#0000ff"], "startPoint": [0, 0.5], "endPoint": [1, 0.25]}"##,
            "static func style() -> LinearGradient {", ["startPoint: .leading,", "endPoint: UnitPoint(x: 1, y: 0.25))"]
        ),
        (
            ##"{"swiftui": "radial", "colors": ["#ff0000", "#00ff00", "#0000ff"], "center": [0.25, 0.75], "startRadius": 4, "endRadius": 120.5}"##,
            "static func style() -> RadialGradient {", ["center: UnitPoint(x: 0.25, y: 0.75),", "startRadius: 4,", "endRadius: 120.5)"]
        ),
        (
            ##"{"swiftui": "elliptical", "colors": ["#ff0000", "#00ff00", "#0000ff"], "endRadiusFraction": 0.75}"##,
            "static func style() -> EllipticalGradient {", ["center: .center,", "startRadiusFraction: 0,", "endRadiusFraction: 0.75)"]
        ),
        (
            ##"{"swiftui": "angular", "colors": ["#ff0000", "#00ff00", "#0000ff"], "center": [1, 1], "startAngle": -90, "endAngle": 180}"##,
            "static func style() -> AngularGradient {", ["center: .bottomTrailing,", "startAngle: .degrees(-90),", "endAngle: .degrees(180))"]
        ),
    ])
    func aSwiftUISpecIsWrittenAsSwiftUI(_ spec: String, _ member: String, _ geometry: [String]) throws {
        let code = try GradientDefinition(parsing: spec).swiftSource(width: 300, height: 200, name: "Hero")
        #expect(code.contains(member))
        #expect(code.contains("static let layer = LayerGradient("))
        let stops = [("1", "0", "0", "0", "#ff0000"), ("0", "1", "0", "0.5", "#00ff00"), ("0", "0", "1", "1", "#0000ff")]
        for (r, g, b, location, hex) in stops {
            #expect(code.contains("Gradient.Stop(color: Color(.sRGB, red: \(r), green: \(g), blue: \(b), opacity: 1), location: \(location)),  // \(hex)"))
        }
        for line in geometry { #expect(code.contains("            " + line), "\(line) in\n\(code)") }
        #expect(!code.contains("SwiftUIGradient."))
    }

    /// A SwiftUI spec that mixes otherwise than SwiftUI can is written through the layer's
    /// stops, as any layer is: SwiftUI's initialiser would mix its stops in OKLab.
    @Test func aSwiftUISpecMixedOtherwiseKeepsTheLayerStyle() throws {
        let spec = ##"{"swiftui": "linear", "colors": ["#ff0000", "#0000ff"], "interpolation": "srgb"}"##
        let code = try GradientDefinition(parsing: spec).swiftSource(width: 300, height: 200)
        #expect(code.contains("SwiftUIGradient.linear(layer, size: CGSize(width: 300, height: 200))"))
        #expect(!code.contains("Gradient.Stop("))
    }

    /// Skipped (with the reason) when no built module is found, except on CI, where that fails.
    @Test(.enabled(if: TestEnvironment.runs(whenPresent: modules != nil), "no built GradientKit module under .build"))
    func generatedCodeCompilesAgainstGradientKit() throws {
        let modules = try #require(Self.modules, "no built GradientKit module under \(Self.root.path)/.build: CI must have one")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swiftcode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // All in one module: a name declared twice would fail.
        let files = try writeSources(into: dir)
        let result = try run(
            [
                "swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-I", modules.path,
                "-I", Self.root.appendingPathComponent("Sources/CZlib").path,
            ] + files)
        #expect(result.status == 0, "\(result.output)")
        // The check can fail: the same name twice in one module is a redeclaration.
        let twice = dir.appendingPathComponent("Twice.swift")
        try SwiftCode.source(Self.gradients[0], width: 300, height: 200, name: "Layer0").write(to: twice, atomically: true, encoding: .utf8)
        let duplicate = try run(
            [
                "swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-I", modules.path,
                "-I", Self.root.appendingPathComponent("Sources/CZlib").path, files[0], twice.path,
            ])
        #expect(duplicate.status != 0 && duplicate.output.contains("invalid redeclaration"), "\(duplicate.output)")
    }
}
