import Foundation
import GradientCore
import Testing

@Suite struct RGBATests {
    @Test(arguments: [
        ("#f80", 255, 136, 0, 255),
        ("#F80C", 255, 136, 0, 204),
        ("#1e90ff", 30, 144, 255, 255),
        ("#1E90FF80", 30, 144, 255, 128),
        ("  #000000  ", 0, 0, 0, 255),
    ])
    func parsesHex(text: String, r: Int, g: Int, b: Int, a: Int) throws {
        let c = try RGBA(parsing: text)
        #expect(c == RGBA(red8: UInt8(r), green8: UInt8(g), blue8: UInt8(b), alpha8: UInt8(a)))
    }

    /// Values from the CSS Color 4 named-colour table (§6.1).
    @Test(arguments: [
        ("red", 0xFF0000), ("Orange", 0xFFA500), ("rebeccapurple", 0x663399), ("dodgerblue", 0x1E90FF),
        ("coral", 0xFF7F50), ("grey", 0x808080), ("LightGoldenrodYellow", 0xFAFAD2),
    ])
    func parsesNames(name: String, hex: Int) throws {
        let c = try RGBA(parsing: name)
        #expect(c == RGBA(red8: UInt8(hex >> 16), green8: UInt8(hex >> 8 & 0xFF), blue8: UInt8(hex & 0xFF)))
    }

    @Test func transparentIsClearBlack() throws {
        #expect(try RGBA(parsing: "transparent") == RGBA(red: 0, green: 0, blue: 0, alpha: 0))
    }

    @Test(arguments: [
        ("bleu", "'bleu' is not a colour (did you mean 'blue'?): use a hex colour such as '#ff8800', a CSS colour name or 'transparent'."),
        ("#12345", "'#12345' is not a colour: a hex colour has 3, 4, 6 or 8 digits."),
        ("#ggg", "'#ggg' is not a colour: a hex colour has only the digits 0-9 and a-f."),
        ("", "'' is not a colour: use a hex colour such as '#ff8800', a CSS colour name or 'transparent'."),
    ])
    func rejectsBadText(text: String, message: String) {
        #expect(throws: GradientError(.invalidValue, message)) { try RGBA(parsing: text) }
    }

    @Test func componentsInUnitRange() throws {
        #expect(try RGBA(components: [1, 0.5, 0]) == RGBA(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(try RGBA(components: [0, 0, 1, 0.25]).alpha == 0.25)
        #expect(throws: GradientError(.invalidValue, "Colour component 1.5 is outside 0...1.")) { try RGBA(components: [1.5, 0, 0]) }
        #expect(throws: GradientError.self) { try RGBA(components: [0.5, 0.5]) }
        #expect(throws: GradientError.self) { try RGBA(components: [.nan, 0, 0]) }
    }

    @Test func hexPrintsRoundedComponents() {
        #expect(RGBA(red: 1, green: 0.5, blue: 0).hex == "#ff8000")
        #expect(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5).hex == "#ff000080")
        #expect(RGBA(red: 2, green: -1, blue: .nan).hex == "#ff0000")
    }

    @Test func codableAcceptsStringsAndArrays() throws {
        let decoded = try JSONDecoder().decode([RGBA].self, from: Data(##"["#ff0000", [0, 1, 0], [0, 0, 1, 0.5]]"##.utf8))
        #expect(decoded == [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 1, blue: 0), RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)])
        // Exact 8-bit colours encode as hex, others as numbers.
        let encoded = try JSONEncoder().encode([RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0.3, green: 0, blue: 0)])
        #expect(String(decoding: encoded, as: UTF8.self) == ##"["#ff0000",[0.3,0,0,1]]"##)
    }
}
