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
    /// U+0020, unassigned and private-use code points; a byte that was not UTF-8
    /// (``init(escapingInvalidUTF8:)``) as `\xFF`. Shared with the command-line tool.
    package var visibleForMessages: String {
        var s = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": s += "\\n"
            case "\t": s += "\\t"
            case "\r": s += "\\r"
            case Self.escapedBytes:
                s += "\\x" + String(scalar.value - Self.escapedBytes.lowerBound.value + 0x80, radix: 16, uppercase: true)
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

    /// The scalars that stand for the bytes 0x80…0xFF of text that was not UTF-8: the last
    /// 128 code points of the last private-use plane, U+10FF80…U+10FFFF (as PEP 383's
    /// "surrogate escapes" keep such bytes, in scalars a Swift string can hold).
    static let escapedBytes: ClosedRange<Unicode.Scalar> = "\u{10FF80}"..."\u{10FFFF}"

    /// `bytes` decoded as UTF-8, each byte that is not part of a valid sequence kept as the
    /// scalar of ``escapedBytes`` that stands for it instead of U+FFFD, so that a message shows
    /// it as the byte it was (`\xFF`, see ``visibleForMessages``), as it shows paths: the
    /// command-line tool's arguments are read so.
    package init(escapingInvalidUTF8 bytes: some Collection<UInt8>) {
        var scalars = String.UnicodeScalarView()
        var rest = bytes[...]
        while !rest.isEmpty {
            var iterator = rest.makeIterator()
            var decoder = UTF8()
            if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                scalars.append(scalar)
                rest = rest.dropFirst(UTF8.width(scalar))
            } else {
                let byte = rest[rest.startIndex]
                scalars.append(Unicode.Scalar(Self.escapedBytes.lowerBound.value + UInt32(byte) - 0x80) ?? "\u{FFFD}")
                rest = rest.dropFirst()
            }
        }
        self = String(scalars)
    }

    /// `bytes` quoted for a message as ``quotedForMessage`` quotes text, each byte that is
    /// not UTF-8 shown as itself (`\xE9`): how paths and arguments are named.
    package static func quotedForMessage(bytes: some Collection<UInt8>) -> String {
        String(escapingInvalidUTF8: bytes).quotedForMessage
    }

    /// Hex digits padded to at least 4 with leading zeros.
    private var paddedHex: String { String(repeating: "0", count: max(0, 4 - count)) + self }
}
