extension String {
    /// The string without leading and trailing ASCII whitespace (space, tab, line feed,
    /// carriage return, form feed; a CRLF line break too, which Swift counts as one character).
    package var trimmingWhitespace: String {
        guard let start = firstIndex(where: { !Self.isWhitespace($0) }), let end = lastIndex(where: { !Self.isWhitespace($0) }) else { return "" }
        return String(self[start...end])
    }

    /// The whitespace ``trimmingWhitespace`` takes off the start, to say where in the text
    /// given a place in the trimmed text is.
    package var leadingWhitespace: Substring { prefix(while: Self.isWhitespace) }

    /// Whether `c` is a character ``trimmingWhitespace`` takes off.
    private static func isWhitespace(_ c: Character) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\r\n" || c == "\u{0C}"
    }
}
