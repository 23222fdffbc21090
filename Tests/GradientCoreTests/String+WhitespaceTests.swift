import Foundation
import Testing

@testable import GradientCore

/// The whitespace trimmed off gradient text before it is read.
@Suite struct StringWhitespaceTests {
    @Test(arguments: [
        (" \t\n\r\u{0C}red\u{0C}\r\n\t ", "red"),
        // "\r\n" is one Character in Swift: once left in place, so that a JSON spec after a
        // Windows blank line was read as CSS.
        ("\r\n{}\r\n", "{}"),
        ("\r\n\r\n", ""),
        ("\u{A0}red", "\u{A0}red"),
        ("a \r\n b", "a \r\n b"),
    ])
    func trimsASCIIWhitespaceAndCRLF(_ text: String, _ trimmed: String) {
        #expect(text.trimmingWhitespace == trimmed)
    }

}
