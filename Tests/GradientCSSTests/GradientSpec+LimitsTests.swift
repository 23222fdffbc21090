import Foundation
import GradientCSS
import GradientCore
import Testing

/// The JSON spec reader refuses oversized input with one sentence, before building anything big.
@Suite struct GradientSpecLimitsTests {
    /// A spec of `count` colours, each `"#000"`.
    func spec(colors count: Int) -> String {
        "{\"colors\": [" + Array(repeating: "\"#000\"", count: count).joined(separator: ",") + "]}"
    }

    @Test func fourThousandNinetySixColoursAreAccepted() throws {
        let gradient = try GradientDefinition(parsing: spec(colors: 4096))
        #expect(gradient.summary == "axial, 4096 colours")
    }

    @Test func fourThousandNinetySevenColoursAreRefused() {
        #expect(throws: GradientError(.limitExceeded, "The JSON spec is invalid at colors: 4097 colours is over the limit of 4096.")) {
            try GradientDefinition(parsing: spec(colors: 4097))
        }
    }

    @Test func specOverOneMebibyteIsRefused() {
        // 1 MiB = 1,048,576 bytes; pad a valid spec with spaces inside the object to one byte over.
        let base = "{\"colors\": [\"red\"]}"
        let text = "{" + String(repeating: " ", count: (1 << 20) + 1 - base.utf8.count) + base.dropFirst()
        #expect(text.utf8.count == (1 << 20) + 1)
        #expect(throws: GradientError(.limitExceeded, "The JSON spec is 1048577 bytes, over the limit of 1048576.")) {
            try GradientDefinition(parsing: text)
        }
    }
}
