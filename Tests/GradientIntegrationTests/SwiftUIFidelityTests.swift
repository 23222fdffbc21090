import Foundation
import GradientKit
import GradientTestSupport
import Testing

/// Compares the engine's SwiftUI gradients (``Interpolation/swiftUI``, ``SwiftUIGradientStyle``)
/// with real SwiftUI renders, read from `../shared/swiftui-refs` beside the repository (they
/// belong to their projects and are not copied here). Each reference's parameters, as its JSON
/// records them, are written as a JSON spec with a `"swiftui"` key and drawn through
/// ``GradientDefinition/init(parsing:)`` at the reference's frame in points and scale, as
/// `gradient render spec.json --size WxH --scale S` does. Without the folder the suite is
/// skipped, visibly, except on CI (`CI` set), where its absence fails the run.
///
/// Measure: the red, green and blue bytes of every pixel (alpha is compared on its own), in
/// 8-bit levels. Target, per case: a mean of at most 1.0 and 99% of pixels within 2 levels
/// on every channel. Both sides are dithered (SwiftUI with a 32 × 32 noise tile of about ±1
/// level, the engine with an 8 × 8 ordered pattern of ±½), which alone costs about 0.4 mean.
/// The mixing space was chosen on these renders (OKLab; no constant was fitted), so this
/// checks the model on its own evidence; `Docs/swiftui-model.md` has the per-case figures.
@Suite(
    .enabled(
        if: TestEnvironment.runs(whenPresent: ReferenceFolder.swiftUI.isPresent),
        "../shared/swiftui-refs is not beside the repository (CI must have it)"))
struct SwiftUIFidelityTests {
    /// The mean difference allowed per case, in levels.
    static let meanTarget = 1.0
    /// The share of pixels that must lie within 2 levels on every channel.
    static let withinTwoTarget = 0.99

    /// Cases known to miss `withinTwoTarget`, and why (measured figures in `Docs/swiftui-model.md`).
    static let shortfalls: [String: String] = [
        "sml-linear-basic-3x":
            "about 97.8% within 2: where a channel falls to 0 at a stop (blue between red and green, red just before green) SwiftUI's own rounding moves it 1-8 levels, unevenly from row to row",
        "sml-linear-leading-trailing-3x": "about 98.0% within 2, for the same rounding as sml-linear-basic-3x",
        "sml-radial-basic-3x": "about 98.3% within 2: SwiftUI draws 1-4 levels of blue into its red-green ring, unevenly",
        "sml-angular-basic-3x": "about 98.0% within 2: near the green stop SwiftUI's red drops to 0 sooner, in uneven steps (up to 18 levels)",
        "glb-swiftui-default-ios26-3x":
            "about 81% within 2: on iOS 26.2 the pink-to-purple segment departs from OKLab by up to 13 levels of green; the other segments follow it",
    ]

    @Test func referenceRendersMatch() throws {
        try ReferenceFolder.swiftUI.forEachCase { name in
            let reference = try SwiftUIReferences.load(name)
            let spec = try SwiftUIReferences.spec(reference.json)
            let gradient = try GradientDefinition(parsing: spec.text)
            #expect(gradient.summary.hasPrefix("SwiftUI \(spec.kind)"), "\(name): \(gradient.summary)")
            let ours = try gradient.render(width: reference.bitmap.width, height: reference.bitmap.height, scale: spec.scale)
            let withinOne = BitmapDifference(ours, reference.bitmap, premultiplied: false, channels: 0..<3, cutoff: 1)
            let withinTwo = BitmapDifference(ours, reference.bitmap, premultiplied: false, channels: 0..<3, cutoff: 2)
            let alpha = BitmapDifference(ours, reference.bitmap, premultiplied: false, channels: 3..<4, cutoff: 1)
            print(
                "swiftui fidelity: \(name) mean \(String(format: "%.3f", withinTwo.mean)), within 1 \(String(format: "%.2f", withinOne.fractionWithin * 100))%, "
                    + "within 2 \(String(format: "%.2f", withinTwo.fractionWithin * 100))%, max \(Int(withinTwo.worst)), alpha max \(Int(alpha.worst))")
            #expect(withinTwo.mean <= Self.meanTarget, "\(name): mean \(withinTwo.mean) levels")
            #expect(alpha.worst <= 1, "\(name): alpha differs by \(alpha.worst) levels")
            if let reason = Self.shortfalls[name] {
                withKnownIssue("\(name): \(reason)") {
                    #expect(withinTwo.fractionWithin >= Self.withinTwoTarget, "\(name): \(withinTwo.fractionWithin * 100)% within 2 levels")
                }
            } else {
                #expect(withinTwo.fractionWithin >= Self.withinTwoTarget, "\(name): \(withinTwo.fractionWithin * 100)% within 2 levels")
            }
        }
    }

    @Test func angularZeroPointsTrailingAndTurnsClockwise() throws {
        // sml-angular-basic: red, green, blue, red from 0° to 360° around the centre. Straight
        // right of the centre (0°) is red; straight below (90° clockwise on screen, t = 1/4)
        // lies between red and green, mostly green; straight above (270°, t = 3/4) between
        // blue and red, mostly blue. Counter-clockwise angles would swap below and above.
        try #require(ReferenceFolder.swiftUI.isPresent)
        let bitmap = try SwiftUIReferences.load("sml-angular-basic-3x").bitmap
        let right = bitmap[290, 150]
        let below = bitmap[150, 290]
        let above = bitmap[150, 10]
        #expect(right.x >= 250 && right.y <= 30 && right.z <= 30, "\(right)")
        #expect(below.y > below.x && below.x > below.z && below.z < 10, "\(below)")
        #expect(above.z > above.x && above.x > above.y, "\(above)")
    }

    @Test func radialRadiiArePoints() throws {
        // sml-radial-basic: endRadius 300 pt on a 100 pt frame at scale 3. In pixels the ramp
        // reaches green (location 1/3) at 100 pt = 300 px; 150 px from the centre (50 pt) is
        // t = 50 / 300, half way from red to green, which SwiftUI draws about (208, 170, 2).
        try #require(ReferenceFolder.swiftUI.isPresent)
        let bitmap = try SwiftUIReferences.load("sml-radial-basic-3x").bitmap
        let edge = bitmap[299, 150]  // 149.5 px = 49.8 pt from the centre
        #expect(abs(Int(edge.x) - 208) <= 3 && abs(Int(edge.y) - 170) <= 3, "\(edge)")
    }
}

/// How a SwiftUI reference (in ``ReferenceFolder/swiftUI``) is read, and its JSON becomes a spec.
enum SwiftUIReferences {
    static var folder: URL { ReferenceFolder.swiftUI.url }

    /// A case's JSON and its picture (read by the test-only PNG reader, not the engine's).
    static func load(_ name: String) throws -> (json: [String: Any], bitmap: Bitmap) {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(name + ".json"))) as? [String: Any])
        let png = try Data(contentsOf: folder.appendingPathComponent(name + ".png"))
        return (json, try PNGReader.read(Array(png)).bitmap)
    }

    /// The spec for a reference: its kind, colours (or the stops of the part that is visible,
    /// where the reference gives them) and geometry under SwiftUI's names, and the scale it
    /// was drawn at.
    static func spec(_ json: [String: Any]) throws -> (text: String, kind: String, scale: Double) {
        let kind = try #require(json["kind"] as? String)
        let p = try #require(json["parameters"] as? [String: Any])
        let scale = try #require(json["scale"] as? Double)
        var spec: [String: Any] = ["swiftui": kind]
        if let visible = p["equivalent_visible_gradient"] as? [String: Any] {
            let stops = try #require(visible["stops"] as? [[String: Any]])
            spec["stops"] = try stops.map { ["color": try #require($0["rgba"] as? [Double]), "location": try #require($0["location"] as? Double)] }
        } else {
            let colors = try #require(p["colors"] as? [[String: Any]])
            spec["colors"] = try colors.map { try #require($0["rgba"] as? [Double]) }
        }
        func unitPoint(_ key: String) -> [Double]? { (p[key] as? [String: Any])?["unit_point"] as? [Double] }
        spec["startPoint"] = unitPoint("startPoint")
        spec["endPoint"] = unitPoint("endPoint")
        spec["center"] = unitPoint("center")
        for (theirs, ours) in [
            ("startRadius", "startRadius"), ("endRadius", "endRadius"), ("startRadiusFraction", "startRadiusFraction"),
            ("endRadiusFraction", "endRadiusFraction"), ("startAngle_deg", "startAngle"), ("endAngle_deg", "endAngle"),
        ] {
            spec[ours] = p[theirs] as? Double
        }
        let text = String(decoding: try JSONSerialization.data(withJSONObject: spec, options: [.sortedKeys]), as: UTF8.self)
        return (text, kind, scale)
    }
}
