import Foundation
import GradientCSS
import GradientCore
import GradientTestSupport
import Testing

/// The SwiftUI form of the JSON spec (`{"swiftui": "linear", …}`): what it reads, what it
/// writes back, its errors, and that `Docs/gradient-spec.schema.json` lists its keys.
@Suite struct SwiftUIGradientStyleCodableTests {
    static func style(_ json: String) throws -> SwiftUIGradientStyle {
        guard case .swiftUI(let style) = try GradientDefinition(parsing: json) else {
            Issue.record("\(json) is not read as a SwiftUI gradient")
            return SwiftUIGradientStyle(.linear(startPoint: .top, endPoint: .bottom), stops: [])
        }
        return style
    }

    static func message(_ json: String) -> String { refusalMessage { _ = try GradientDefinition(parsing: json) } }

    @Test func eachKindWithItsParameters() throws {
        let red = RGBA(red: 1, green: 0, blue: 0)
        let blue = RGBA(red: 0, green: 0, blue: 1)
        let evenly = [ColorStop(red, at: 0), ColorStop(blue, at: 1)]
        #expect(
            try Self.style(#"{"swiftui": "linear", "colors": ["red", "blue"], "startPoint": [0, 0.5], "endPoint": "trailing"}"#)
                == SwiftUIGradientStyle(.linear(startPoint: GradientPoint(x: 0, y: 0.5), endPoint: .trailing), stops: evenly))
        #expect(
            try Self.style(#"{"swiftui": "radial", "colors": ["red", "blue"], "center": "topLeading", "startRadius": 10, "endRadius": 300}"#)
                == SwiftUIGradientStyle(.radial(center: .topLeft, startRadius: 10, endRadius: 300), stops: evenly))
        #expect(
            try Self.style(#"{"swiftui": "elliptical", "colors": ["red", "blue"], "endRadiusFraction": 1}"#)
                == SwiftUIGradientStyle(.elliptical(center: .center, startRadiusFraction: 0, endRadiusFraction: 1), stops: evenly))
        #expect(
            try Self.style(#"{"swiftui": "angular", "colors": ["red", "blue"], "startAngle": -90, "endAngle": 90}"#)
                == SwiftUIGradientStyle(.angular(center: .center, startAngle: -90, endAngle: 90), stops: evenly))
    }

    @Test func defaultsAreSwiftUIs() throws {
        // LinearGradient: a plain gradient's top to bottom; EllipticalGradient: 0 and 0.5 around
        // the centre, as its initialiser; AngularGradient: one turn from startAngle (or from
        // `angle`, as AngularGradient(stops:center:angle:)); RadialGradient: startRadius 0.
        let one = [ColorStop(RGBA(red: 1, green: 0, blue: 0), at: 0)]
        #expect(try Self.style(#"{"swiftui": "linear", "colors": ["red"]}"#).kind == .linear(startPoint: .top, endPoint: .bottom))
        #expect(try Self.style(#"{"swiftui": "linear", "colors": ["red"]}"#).stops == one)
        #expect(
            try Self.style(#"{"swiftui": "elliptical", "colors": ["red"]}"#).kind
                == .elliptical(center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))
        func angles(_ json: String) throws -> SwiftUIGradientStyle.Kind { try Self.style(json).kind }
        #expect(try angles(#"{"swiftui": "angular", "colors": ["red"]}"#) == .angular(center: .center, startAngle: 0, endAngle: 360))
        #expect(try angles(#"{"swiftui": "angular", "colors": ["red"], "startAngle": 45}"#) == .angular(center: .center, startAngle: 45, endAngle: 405))
        #expect(try angles(#"{"swiftui": "angular", "colors": ["red"], "angle": -30}"#) == .angular(center: .center, startAngle: -30, endAngle: 330))
        #expect(try Self.style(#"{"swiftui": "radial", "colors": ["red"], "endRadius": 5}"#).kind == .radial(center: .center, startRadius: 0, endRadius: 5))
        #expect(try Self.style(#"{"swiftui": "radial", "colors": ["red"], "endRadius": 5}"#).interpolation == .swiftUI)
    }

    @Test func stopsAndColours() throws {
        let style = try Self.style(
            ##"{"swiftui": "linear", "stops": [{"color": "#ff000080", "location": 0}, {"color": [0, 0, 1], "location": 0.25}, {"color": "blue", "location": 0.25}], "interpolation": "oklch"}"##
        )
        #expect(
            style.stops == [
                ColorStop(RGBA(red: 1, green: 0, blue: 0, alpha: 128.0 / 255), at: 0), ColorStop(RGBA(red: 0, green: 0, blue: 1), at: 0.25),
                ColorStop(RGBA(red: 0, green: 0, blue: 1), at: 0.25),
            ])
        #expect(style.interpolation == .oklch(.shorter))
        // Gradient(colors:) spreads n colours at i / (n − 1).
        let three = try Self.style(#"{"swiftui": "linear", "colors": ["red", "lime", "blue"]}"#)
        #expect(three.stops.map(\.location) == [0, 0.5, 1])
        // The colour scheme reaches system colours, as in the layer form.
        let dark = try Self.style(#"{"swiftui": "linear", "colors": ["Canvas"], "colorScheme": "dark"}"#)
        let light = try Self.style(#"{"swiftui": "linear", "colors": ["Canvas"]}"#)
        #expect(dark.stops[0].color != light.stops[0].color)
    }

    @Test func writtenJSONReadsBack() throws {
        for json in [
            ##"{"swiftui": "linear", "colors": ["red", "#00ff0080", [0.2, 0.4, 0.6]], "startPoint": [0.1, 0.2], "endPoint": "bottomTrailing"}"##,
            #"{"swiftui": "radial", "stops": [{"color": "red", "location": 0.1}, {"color": "blue", "location": 0.9}], "startRadius": 3, "endRadius": 40}"#,
            #"{"swiftui": "elliptical", "colors": ["red", "blue"], "center": [0.25, 1], "startRadiusFraction": 0.5, "endRadiusFraction": 0.25}"#,
            #"{"swiftui": "angular", "colors": ["red", "blue"], "angle": 10, "interpolation": "core-animation"}"#,
        ] {
            let definition = try GradientDefinition(parsing: json)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let written = String(decoding: try encoder.encode(try Self.style(json)), as: UTF8.self)
            #expect(written.contains(#""swiftui":"#), "\(written)")
            #expect(try GradientDefinition(parsing: written) == definition, "\(written)")
        }
    }

    @Test(arguments: [
        (
            #"{"swiftui": "conic", "colors": ["red"]}"#,
            #"The JSON spec is invalid at swiftui: 'conic' is not a SwiftUI gradient; use "linear", "radial", "elliptical" or "angular"."#
        ),
        (
            #"{"swiftui": "Linear", "colors": ["red"]}"#,
            #"The JSON spec is invalid at swiftui: 'Linear' is not a SwiftUI gradient (did you mean 'linear'?); use "linear", "radial", "elliptical" or "angular"."#
        ),
        (#"{"swiftui": 3, "colors": ["red"]}"#, #"The JSON spec is invalid at swiftui: use "linear", "radial", "elliptical" or "angular"."#),
        (
            #"{"swiftui": "radial", "colors": ["red"], "endRadius": 9, "startRaduis": 1}"#,
            "The JSON spec is invalid at startRaduis: 'startRaduis' is not a key of a SwiftUI radial gradient (did you mean 'startRadius'?); its keys are swiftui, colors, stops, center, startRadius, endRadius, interpolation, colorScheme, currentColor."
        ),
        (
            #"{"swiftui": "linear", "colors": ["red"], "center": [0, 0]}"#,
            "The JSON spec is invalid at center: 'center' is not a key of a SwiftUI linear gradient; its keys are swiftui, colors, stops, startPoint, endPoint, interpolation, colorScheme, currentColor."
        ),
        (#"{"swiftui": "radial", "colors": ["red"]}"#, "The JSON spec is invalid: a SwiftUI radial gradient needs 'endRadius'."),
        (#"{"swiftui": "radial", "colors": ["red"], "endRadius": -2}"#, "The JSON spec is invalid at endRadius: -2 is below 0: give 0 or more."),
        (#"{"swiftui": "radial", "colors": ["red"], "endRadius": "9"}"#, "The JSON spec is invalid at endRadius: expected a number."),
        (
            #"{"swiftui": "elliptical", "colors": ["red"], "startRadiusFraction": -0.5}"#,
            "The JSON spec is invalid at startRadiusFraction: -0.5 is below 0: give 0 or more."
        ),
        (
            #"{"swiftui": "angular", "colors": ["red"], "startAngle": 90, "endAngle": 0}"#,
            "The JSON spec is invalid at endAngle: 0 is before startAngle 90: SwiftUI sweeps clockwise from startAngle to endAngle, so give endAngle ≥ startAngle."
        ),
        (
            #"{"swiftui": "angular", "colors": ["red"], "angle": 90, "endAngle": 0}"#,
            "The JSON spec is invalid at angle: give 'angle' (a full turn from it) or 'startAngle' and 'endAngle', not both."
        ),
        (
            #"{"swiftui": "linear", "colors": ["red"], "stops": []}"#,
            "The JSON spec is invalid at stops: give the colours as 'colors' (evenly spaced) or as 'stops' (each with 'color' and 'location'), one of the two."
        ),
        (
            #"{"swiftui": "linear"}"#,
            "The JSON spec is invalid: give the colours as 'colors' (evenly spaced) or as 'stops' (each with 'color' and 'location'), one of the two."
        ),
        (#"{"swiftui": "linear", "colors": []}"#, "The JSON spec is invalid at colors: a gradient needs at least one colour."),
        (
            #"{"swiftui": "linear", "colors": ["red", "bleu"]}"#,
            "The JSON spec is invalid at colors[1]: 'bleu' is not a colour (did you mean 'blue'?)"
        ),
        (
            #"{"swiftui": "linear", "stops": [{"color": "red", "location": 0.5}, {"color": "blue", "location": 0.2}]}"#,
            "The JSON spec is invalid at stops[1].location: location 0.2 comes after location 0.5: give the stops in order."
        ),
        (
            #"{"swiftui": "linear", "stops": [{"color": "red", "location": 1.5}]}"#,
            "The JSON spec is invalid at stops[0].location: 1.5 is outside 0...1: a SwiftUI stop's location is in 0...1."
        ),
        (
            #"{"swiftui": "linear", "stops": [{"colour": "red", "location": 1}]}"#,
            "The JSON spec is invalid at stops[0].colour: 'colour' is not a key of a stop (did you mean 'color'?); a stop has 'color' and 'location'."
        ),
        (#"{"swiftui": "linear", "stops": [{"color": "red"}]}"#, "The JSON spec is missing the required key 'stops[0].location'."),
        (
            #"{"swiftui": "linear", "colors": ["red"], "startPoint": "middle"}"#,
            "The JSON spec is invalid at startPoint: 'middle' is not a unit point; give [x, y] or one of zero, center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing."
        ),
        (
            #"{"swiftui": "linear", "colors": ["red"], "endPoint": "botom"}"#,
            "The JSON spec is invalid at endPoint: 'botom' is not a unit point (did you mean 'bottom'?); give [x, y] or one of zero, center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing."
        ),
        (#"{"swiftui": "linear", "colors": ["red"], "endPoint": [1]}"#, "The JSON spec is invalid at endPoint: a point is [x, y], exactly two numbers, not 1."),
    ])
    func errorsNameTheBadValue(json: String, message: String) {
        let text = Self.message(json)
        #expect(text.hasPrefix(message), "\(text)")
    }

    @Test func tooManyColoursIsALimit() {
        let json = #"{"swiftui": "linear", "colors": ["# + Array(repeating: #""red""#, count: LayerGradient.maxStopCount + 1).joined(separator: ",") + "]}"
        #expect(throws: GradientError.self) { try GradientDefinition(parsing: json) }
        do {
            _ = try GradientDefinition(parsing: json)
        } catch let error as GradientError {
            #expect(error.kind == .limitExceeded)
        } catch {
            Issue.record("\(error)")
        }
    }

    /// `Docs/gradient-spec.schema.json` lists, for each kind, the keys the decoder names in its
    /// error for an unknown key, and the kinds its error for an unknown kind names.
    @Test func schemaListsTheDecodersKeys() throws {
        let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/gradient-spec.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        let swiftui = try #require(defs["swiftui"] as? [String: Any])
        let kinds = try #require(swiftui["anyOf"] as? [[String: Any]])
        var names: [String] = []
        for kind in kinds {
            let properties = try #require(kind["properties"] as? [String: Any])
            let name = try #require((properties["swiftui"] as? [String: Any])?["const"] as? String)
            names.append(name)
            let extra = name == "radial" ? #", "endRadius": 1"# : ""
            let text = Self.message(#"{"swiftui": "\#(name)", "colors": ["red"], "zzz": 1\#(extra)}"#)
            let range = try #require(text.range(of: "its keys are "))
            let keys = text[range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: ".")).components(separatedBy: ", ")
            #expect(Set(properties.keys) == Set(keys), "\(name)")
            #expect(kind["additionalProperties"] as? Bool == false)
        }
        #expect(names == ["linear", "radial", "elliptical", "angular"])
        #expect(Self.message(#"{"swiftui": "x", "colors": ["red"]}"#).hasSuffix(#"use "linear", "radial", "elliptical" or "angular"."#))
    }

    @Test func theExampleReads() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/swiftui-angular.json")
        let style = try Self.style(String(decoding: try Data(contentsOf: url), as: UTF8.self))
        #expect(style.kind.name == "angular")
    }
}
