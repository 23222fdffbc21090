import Foundation
import GradientCSS
import GradientCore
import Testing

/// `Docs/gradient-spec.schema.json`'s mesh form says what the decoder takes: its keys are the
/// decoder's, and each bound is tried on both sides.
@Suite struct GradientMeshSchemaTests {
    typealias Schema = GradientSpecSchemaTests

    static func points(_ n: Int) -> String { "[" + (0..<n).map { "[\(Double($0 % 7) / 7), \(Double($0 / 7) / 7)]" }.joined(separator: ", ") + "]" }
    static func colors(_ n: Int) -> String { "[" + Array(repeating: #""red""#, count: n).joined(separator: ", ") + "]" }
    static func spec(width: Int, height: Int, extra: String = "") -> String {
        #"{"mesh": {"width": \#(width), "height": \#(height), "points": \#(points(width * height)), "colors": \#(colors(width * height))\#(extra)}}"#
    }

    @Test func keysAreTheDecodersKeys() throws {
        let mesh = try Schema.definition("$defs", "mesh")
        let properties = try #require(mesh["properties"] as? [String: Any])
        let keys = try Schema.listed(after: "the keys are ", in: Schema.message(Self.spec(width: 2, height: 2, extra: #", "zzz": 1"#)))
        #expect(Set(properties.keys) == Set(keys))
        #expect(mesh["additionalProperties"] as? Bool == false)
        #expect(Set(try #require(mesh["required"] as? [String])) == ["width", "height", "points", "colors"])
        let point = try #require(try Schema.definition("$defs", "meshPoint")["properties"] as? [String: Any])
        let pointKeys = try Schema.listed(
            after: "the keys are ",
            in: Schema.message(
                #"{"mesh": {"width": 2, "height": 2, "points": [{"position": [0, 0], "zzz": 1}, [1, 0], [0, 1], [1, 1]], "colors": \#(Self.colors(4))}}"#))
        #expect(Set(point.keys) == Set(pointKeys))
        let wrapper = try Schema.definition("$defs", "meshSpec")
        #expect(wrapper["required"] as? [String] == ["mesh"] && wrapper["additionalProperties"] as? Bool == false)
    }

    @Test func sidesAndCounts() throws {
        let width = try Schema.definition("$defs", "mesh", "properties", "width")
        let low = try #require(width["minimum"] as? Int)
        let high = try #require(width["maximum"] as? Int)
        #expect(!Schema.accepts(Self.spec(width: low - 1, height: 2)) && Schema.accepts(Self.spec(width: low, height: 2)))
        #expect(Schema.accepts(Self.spec(width: high, height: 2)) && !Schema.accepts(Self.spec(width: high + 1, height: 2)))
        let points = try Schema.definition("$defs", "mesh", "properties", "points")
        let most = try #require(points["maxItems"] as? Int)
        #expect(Schema.accepts(Self.spec(width: 64, height: most / 64)) && !Schema.accepts(Self.spec(width: 64, height: most / 64 + 1)))
        #expect(try Schema.definition("$defs", "mesh", "properties", "colors")["maxItems"] as? Int == most)
    }

    @Test func enumsAndCoordinates() throws {
        let spaces = try #require(try Schema.definition("$defs", "mesh", "properties", "colorSpace")["enum"] as? [String])
        #expect(spaces == (try Schema.listed(after: "use ", in: Schema.message(Self.spec(width: 2, height: 2, extra: #", "colorSpace": "xyz""#)))))
        for name in spaces { #expect(Schema.accepts(Self.spec(width: 2, height: 2, extra: #", "colorSpace": "\#(name)""#))) }
        let item = try #require(try Schema.definition("$defs", "meshCoordinate")["items"] as? [String: Any])
        let bound = try #require(item["maximum"] as? Double)
        #expect(item["minimum"] as? Double == -bound)
        func corner(_ x: Double) -> String {
            #"{"mesh": {"width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [\#(x), 1]], "colors": \#(Self.colors(4))}}"#
        }
        #expect(Schema.accepts(corner(bound)) && !Schema.accepts(corner(bound + 1)) && !Schema.accepts(corner(-bound - 1)))
        #expect(Schema.accepts(Self.spec(width: 2, height: 2, extra: ##", "smoothsColors": false, "background": "#0000""##)))
    }
}
