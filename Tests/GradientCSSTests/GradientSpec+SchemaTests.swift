import Foundation
import GradientCSS
import GradientCore
import GradientTestSupport
import Testing

/// `Docs/gradient-spec.schema.json` says what the decoder takes: each rule of the schema is
/// tried against ``GradientDefinition/init(parsing:)`` on both sides of its bound, and the
/// lists the decoder names in its own errors (keys, interpolation names) are the schema's.
@Suite struct GradientSpecSchemaTests {
    static let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/gradient-spec.schema.json")

    static func schema() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
    }

    static func definition(_ path: String...) throws -> [String: Any] {
        var node: Any = try schema()
        for key in path { node = try #require((node as? [String: Any])?[key]) }
        return try #require(node as? [String: Any])
    }

    static func accepts(_ json: String) -> Bool { (try? GradientDefinition(parsing: json)) != nil }

    static func message(_ json: String) -> String { refusalMessage { _ = try GradientDefinition(parsing: json) } }

    /// The words of a list such as "srgb, oklab or oklch." or "type, colors, locations.".
    static func listed(after marker: String, in text: String) throws -> [String] {
        let range = try #require(text.range(of: marker))
        return text[range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: ". "))
            .replacingOccurrences(of: " or ", with: ", ").components(separatedBy: ", ")
    }

    @Test func layerKeysAreTheDecodersKeys() throws {
        let layer = try Self.definition("$defs", "layer")
        let properties = try #require(layer["properties"] as? [String: Any])
        let decoderKeys = try Self.listed(after: "the keys are ", in: Self.message(#"{"colors": ["red"], "zzz": 1}"#))
        #expect(Set(properties.keys) == Set(decoderKeys))
        #expect(layer["additionalProperties"] as? Bool == false)
        #expect(layer["required"] as? [String] == ["colors"])
        #expect(Self.message(#"{"type": "radial"}"#).contains("missing the required key 'colors'"))
        #expect(Self.accepts(#"{"colors": ["red"]}"#))
    }

    @Test func enumsAreWhatTheDecoderTakes() throws {
        let properties = try Self.definition("$defs", "layer", "properties")
        let interpolations = try #require((properties["interpolation"] as? [String: Any])?["enum"] as? [String])
        #expect(interpolations == (try Self.listed(after: "use one of ", in: Self.message(#"{"colors": ["red"], "interpolation": "hsv"}"#))))
        let types = try #require((properties["type"] as? [String: Any])?["enum"] as? [String])
        #expect(types == (try Self.listed(after: "use ", in: Self.message(#"{"colors": ["red"], "type": "spiral"}"#))))
        for name in interpolations { #expect(Self.accepts(#"{"colors": ["red"], "interpolation": "\#(name)"}"#), "\(name)") }
        for name in types { #expect(Self.accepts(#"{"colors": ["red"], "type": "\#(name)"}"#), "\(name)") }
    }

    @Test func colourCountBounds() throws {
        let colors = try Self.definition("$defs", "layer", "properties", "colors")
        let low = try #require(colors["minItems"] as? Int)
        let high = try #require(colors["maxItems"] as? Int)
        func spec(_ n: Int) -> String { #"{"colors": ["# + Array(repeating: #""red""#, count: n).joined(separator: ",") + "]}" }
        #expect(!Self.accepts(spec(low - 1)) && Self.accepts(spec(low)))
        #expect(Self.accepts(spec(high)) && !Self.accepts(spec(high + 1)))
    }

    @Test func colourForms() throws {
        let forms = try #require(try Self.definition("$defs", "color")["oneOf"] as? [[String: Any]])
        let numbers = try #require(forms.first { $0["type"] as? String == "array" })
        let low = try #require(numbers["minItems"] as? Int)
        let high = try #require(numbers["maxItems"] as? Int)
        let item = try #require(numbers["items"] as? [String: Any])
        let minimum = try #require(item["minimum"] as? Double)
        let maximum = try #require(item["maximum"] as? Double)
        func spec(_ components: [Double]) -> String { #"{"colors": [["# + components.map { "\($0)" }.joined(separator: ",") + "]]}" }
        #expect(!Self.accepts(spec(Array(repeating: 0.5, count: low - 1))))
        #expect(Self.accepts(spec(Array(repeating: 0.5, count: low))) && Self.accepts(spec(Array(repeating: 0.5, count: high))))
        #expect(!Self.accepts(spec(Array(repeating: 0.5, count: high + 1))))
        #expect(Self.accepts(spec([minimum, maximum, minimum])))
        #expect(!Self.accepts(spec([minimum - 0.01, 0, 0])) && !Self.accepts(spec([maximum + 0.01, 0, 0])))
        for text in ["#f80", "#ff8800", "#ff880080", "#f808", "rebeccapurple", "transparent"] {
            #expect(Self.accepts(#"{"colors": ["\#(text)"]}"#), "\(text)")
        }
    }

    /// The schema's rule for `angle`: a number, with neither point, on an axial gradient only.
    @Test func angleRule() throws {
        let layer = try Self.definition("$defs", "layer")
        let angle = try #require((layer["properties"] as? [String: Any])?["angle"] as? [String: Any])
        #expect(angle["type"] as? String == "number")
        let rule = try #require((layer["dependentSchemas"] as? [String: Any])?["angle"] as? [String: Any])
        let excluded = try #require((rule["not"] as? [String: Any])?["anyOf"] as? [[String: Any]])
        let points = excluded.compactMap { ($0["required"] as? [String])?.first }
        #expect(points == ["startPoint", "endPoint"])
        for point in points { #expect(!Self.accepts(#"{"colors": ["red"], "angle": 45, "\#(point)": [0, 0]}"#), "\(point)") }
        let types = try #require(((rule["properties"] as? [String: Any])?["type"] as? [String: Any])?["enum"] as? [String])
        for type in ["axial", "linear", "radial", "conic"] {
            #expect(Self.accepts(#"{"colors": ["red"], "angle": 45, "type": "\#(type)"}"#) == types.contains(type), "\(type)")
        }
        #expect(Self.accepts(#"{"colors": ["red"], "angle": -1.5e3}"#) && !Self.accepts(#"{"colors": ["red"], "angle": "45"}"#))
    }

    @Test func pointsAndLocations() throws {
        let point = try Self.definition("$defs", "point")
        let count = try #require(point["minItems"] as? Int)
        #expect(point["maxItems"] as? Int == count)
        func spec(_ n: Int) -> String { #"{"colors": ["red"], "startPoint": ["# + Array(repeating: "0.5", count: n).joined(separator: ",") + "]}" }
        #expect(!Self.accepts(spec(count - 1)) && Self.accepts(spec(count)) && !Self.accepts(spec(count + 1)))
        let locations = try Self.definition("$defs", "layer", "properties", "locations")
        #expect(locations["type"] as? [String] == ["array", "null"])
        #expect(Self.accepts(#"{"colors": ["red", "blue"], "locations": null}"#))
        #expect(Self.accepts(#"{"colors": ["red", "blue"], "locations": [0, 1]}"#))
        #expect(!Self.accepts(#"{"colors": ["red", "blue"], "locations": "x"}"#))
    }

    @Test func cssForm() throws {
        let css = try Self.definition("$defs", "css")
        #expect(css["required"] as? [String] == ["css"])
        #expect(css["additionalProperties"] as? Bool == false)
        let limit = try #require((css["properties"] as? [String: Any])?["css"] as? [String: Any])["maxLength"] as? Int
        let limitValue = try #require(limit)
        #expect(Self.accepts(#"{"css": "linear-gradient(red, blue)"}"#))
        #expect(!Self.accepts(#"{"css": "linear-gradient(red, blue)", "colors": ["red"]}"#))
        #expect(!Self.accepts(#"{"css": 3}"#))
        // The limit counts characters of CSS: a gradient padded with spaces inside the
        // parentheses, read as CSS (the JSON document around it has its own 1 MiB limit).
        func padded(_ length: Int) -> String {
            let core = "linear-gradient(red,blue)"
            return "linear-gradient(" + String(repeating: " ", count: length - core.count) + "red,blue)"
        }
        #expect((try? CSSGradient(parsing: padded(limitValue))) != nil)
        #expect((try? CSSGradient(parsing: padded(limitValue + 1))) == nil)
    }
}

extension GradientSpecSchemaTests {
    @Test func colourExamplesAreRead() throws {
        let forms = try #require(try Self.definition("$defs", "color")["oneOf"] as? [[String: Any]])
        let text = try #require(forms.first { $0["type"] as? String == "string" })
        let examples = try #require(text["examples"] as? [String])
        #expect(examples.count >= 8)
        for example in examples { #expect(Self.accepts(#"{"colors": ["\#(example)"]}"#), "\(example)") }
    }
}
