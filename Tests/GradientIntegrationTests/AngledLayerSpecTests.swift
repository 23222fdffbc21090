import Foundation
import GradientKit
import Testing

/// The layer spec's `"angle"`: drawn as CSS `linear-gradient(<angle>, …)` on every aspect
/// ratio, refused where it has no meaning, and written back as it was read.
@Suite struct AngledLayerSpecTests {
    /// The CSS reader is the independent path (its linear gradients are checked against
    /// Chromium's renders): the spec and the CSS must draw the same pixels. Within 1 level: the
    /// two paths reach the same gradient line by different arithmetic, and a position a rounding
    /// error away from a half level may round the other way.
    @Test(arguments: [0.0, 45, 135, 200, -30, 405.5])
    func drawsAsCSSAtTheSameAngle(degrees: Double) throws {
        let colors = ["#ff0000", "#ffff00", "#0000ff"]
        let spec = try GradientDefinition(
            parsing: ##"{"angle": \##(degrees), "colors": [\##(colors.map { "\"\($0)\"" }.joined(separator: ", "))]}"##)
        let css = try GradientDefinition(parsing: "linear-gradient(\(degrees)deg, \(colors.joined(separator: ", ")))")
        for (w, h) in [(300, 100), (100, 300), (200, 200)] {
            let options = Rasterizer.Options(dither: false)
            let a = try spec.render(width: w, height: h, options: options)
            let b = try css.render(width: w, height: h, options: options)
            let worst = zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 1, "\(degrees)deg on \(w)x\(h): pixels differ by \(worst) levels")
        }
    }

    /// The layer the view is given at a size draws what the spec draws at that size: the angle
    /// resolved to that box's unit points. Expected colours from the CSS line (CSS Images 3
    /// §3.1.1): at 45deg on 300×100 the top-left corner is the first colour and the
    /// bottom-right the last; the centre is half way.
    @Test func layerAtASizeMatchesItsPaint() throws {
        let spec = try GradientDefinition(parsing: ##"{"angle": 45, "colors": ["#000000", "#ffffff"]}"##)
        let layer = try spec.layerGradient(width: 300, height: 100)
        let line = layer.paint(width: 300, height: 100).shading
        #expect(abs(line.t(x: 0, y: 100)) < 1e-9)
        #expect(abs(line.t(x: 300, y: 0) - 1) < 1e-9)
        #expect(abs(line.t(x: 150, y: 50) - 0.5) < 1e-9)
        // The same spec on a tall box: the corners move with it.
        let tall = try spec.layerGradient(width: 100, height: 300).paint(width: 100, height: 300).shading
        #expect(abs(tall.t(x: 0, y: 300)) < 1e-9)
        #expect(abs(tall.t(x: 100, y: 0) - 1) < 1e-9)
    }

    @Test(arguments: [
        ##"{"angle": 30, "colors": ["red", "blue"]}"##,
        ##"{"angle": -12.25, "colors": ["#ff000080", "blue", "transparent"], "locations": [0, 0.2, 1], "interpolation": "oklch"}"##,
        ##"{"angle": 0, "type": "linear", "colors": [[0, 0.5, 1, 0.5]], "interpolation": "core-animation"}"##,
    ])
    func roundTrips(_ text: String) throws {
        let gradient = try GradientDefinition(parsing: text)
        guard case .angledLayer = gradient else {
            Issue.record("\(text) did not read as an axial gradient at an angle: \(gradient)")
            return
        }
        let json = String(decoding: try gradient.json(), as: UTF8.self)
        #expect(json.contains(#""angle""#) && !json.contains("startPoint"))
        #expect(try GradientDefinition(parsing: json) == gradient)
    }

    @Test(arguments: [
        (
            ##"{"angle": 45, "startPoint": [0, 0], "colors": ["red", "blue"]}"##,
            "The JSON spec is invalid at angle: 'angle' and 'startPoint' cannot both be given: the angle sets the start and end points; give one or the other."
        ),
        (
            ##"{"angle": 45, "endPoint": [1, 1], "colors": ["red", "blue"]}"##,
            "The JSON spec is invalid at angle: 'angle' and 'endPoint' cannot both be given: the angle sets the start and end points; give one or the other."
        ),
        (
            ##"{"type": "radial", "angle": 45, "colors": ["red", "blue"]}"##,
            "The JSON spec is invalid at angle: 'angle' sets the direction of an axial gradient and this one is radial: give its startPoint and endPoint instead."
        ),
        (
            ##"{"type": "conic", "angle": 45, "colors": ["red", "blue"]}"##,
            "The JSON spec is invalid at angle: 'angle' sets the direction of an axial gradient and this one is conic: give its startPoint and endPoint instead."
        ),
        (
            ##"{"angle": "45deg", "colors": ["red", "blue"]}"##,
            "The JSON spec is invalid at angle: '45deg' is not an angle: give a finite number of degrees such as 45 (0 up, 90 right, clockwise)."
        ),
        (
            ##"{"angle": true, "colors": ["red", "blue"]}"##,
            "The JSON spec is invalid at angle: true is not an angle: give a finite number of degrees such as 45 (0 up, 90 right, clockwise)."
        ),
        (
            ##"{"angle": null, "colors": ["red", "blue"]}"##,
            "The JSON spec is invalid at angle: null is not an angle: give a finite number of degrees such as 45 (0 up, 90 right, clockwise)."
        ),
        // JSON has no infinite number: the syntax check refuses one before the angle is read.
        (
            ##"{"angle": 1e999, "colors": ["red", "blue"]}"##,
            "The JSON spec at line 1, column 11 holds the number '1e999', which a double does not hold: give 0 or a magnitude from 5e-324 to 1.7976931348623157e308."
        ),
    ])
    func refusesWhatAnAngleCannotMean(_ text: String, _ message: String) {
        let error = #expect(throws: GradientError.self) { try GradientDefinition(parsing: text) }
        #expect(error?.message == message)
    }

    /// A `LayerGradient` has no angle: decoding one from a spec with `angle` says where to read it.
    @Test func aLayerGradientAloneRefusesAnAngle() {
        let error = #expect(throws: GradientError.self) { try GradientSpec.decode(Data(##"{"angle": 45, "colors": ["red", "blue"]}"##.utf8)) }
        #expect(error?.message.contains("GradientDefinition(parsing:)") == true)
    }
}
