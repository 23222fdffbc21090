import Foundation
import GradientCSS
import GradientCore
import Testing

/// The JSON spec's `type`: `linear` reads as `axial`, which is what is written.
@Suite struct GradientSpecTypeTests {
    func type(_ name: String) throws -> GradientType {
        try GradientSpec.decode(Data(#"{"colors": ["red"], "type": "\#(name)"}"#.utf8)).type
    }

    @Test func linearIsAxial() throws {
        #expect(try type("linear") == .axial)
        #expect(try type("axial") == .axial && type("radial") == .radial && type("conic") == .conic)
        let written = try GradientSpec.encode(try GradientSpec.decode(Data(#"{"colors": ["red"], "type": "linear"}"#.utf8)))
        #expect(String(decoding: written, as: UTF8.self).contains(#""type" : "axial""#))
    }

    @Test(arguments: [
        ("sweep", " (did you mean 'conic'?)"),
        ("angular", " (did you mean 'conic'?)"),
        ("lienar", " (did you mean 'linear'?)"),
        ("radail", " (did you mean 'radial'?)"),
        ("diamond", ""),
        ("Linear", " (did you mean 'linear'?)"),
    ])
    func otherNamesAreRefused(_ name: String, _ hint: String) {
        let error = #expect(throws: GradientError.self) { try type(name) }
        #expect(error?.message == "The JSON spec is invalid at type: '\(name)' is not a gradient type\(hint); use axial, linear, radial or conic.")
    }
}
