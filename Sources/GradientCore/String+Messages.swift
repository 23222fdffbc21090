// How messages quote what they name.

extension String {
    /// The string quoted for an error message, shortened to 60 characters, with every
    /// character a reader could not see written as an escape (see ``visibleForMessages``).
    package var quotedForMessage: String { visibleForMessages.shortenedQuoted }

    /// The string in single quotes, shortened to 60 characters (57 and `...`), as it is: for
    /// text whose invisible characters are already escaped (the command-line tool's paths).
    package var shortenedQuoted: String {
        var s = self
        if s.count > 60 { s = String(s.prefix(57)) + "..." }
        return "'" + s + "'"
    }

    /// The string with every character a reader could not see or tell apart written as an
    /// escape: `\n`, `\t`, `\r`, and `\u{FEFF}` for other control and format characters (a
    /// byte-order mark, a zero-width space), line and paragraph separators, spaces other than
    /// U+0020, unassigned and private-use code points. Shared with the command-line tool.
    package var visibleForMessages: String {
        var s = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": s += "\\n"
            case "\t": s += "\\t"
            case "\r": s += "\\r"
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
                    s += "\\u{" + String(scalar.value, radix: 16, uppercase: true).paddedHex + "}"
                case .spaceSeparator where scalar != " ":
                    s += "\\u{" + String(scalar.value, radix: 16, uppercase: true).paddedHex + "}"
                default:
                    s.unicodeScalars.append(scalar)
                }
            }
        }
        return s
    }

    /// Hex digits padded to at least 4 with leading zeros.
    private var paddedHex: String { String(repeating: "0", count: max(0, 4 - count)) + self }
}
