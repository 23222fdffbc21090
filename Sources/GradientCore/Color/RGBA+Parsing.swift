extension RGBA {
    /// Parses a hex colour (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`), a CSS named colour
    /// (case-insensitive) or `transparent`. Surrounding whitespace is ignored.
    ///
    /// `try RGBA(parsing: "#f80")` is `RGBA(red: 1, green: 0.533…, blue: 0)`.
    ///
    /// - Throws: ``GradientError`` naming the text when it is none of these, with the closest
    ///   colour name when one is close: "'bleu' is not a colour (did you mean 'blue'?): …".
    public init(parsing text: String) throws {
        let s = text.trimmingWhitespace.lowercased()
        if s.hasPrefix("#") {
            self = try RGBA.parseHex(String(s.dropFirst()), original: text)
        } else if s == "transparent" {
            self = .clear
        } else if let v = cssNamedColors[s] {
            self.init(rgb: v)
        } else {
            let names = cssNamedColors.keys.sorted() + ["transparent"]
            throw GradientError(
                .invalidValue,
                "\(text.quotedForMessage) is not a colour\(s.didYouMean(names)): use a hex colour such as '#ff8800', a CSS colour name or 'transparent'.")
        }
    }

    /// Parses the digits of a hex colour (without `#`).
    package static func parseHex(_ digits: String, original: String) throws -> RGBA {
        let values = digits.unicodeScalars.compactMap { $0.properties.isASCIIHexDigit ? UInt8(String($0), radix: 16) : nil }
        guard values.count == digits.unicodeScalars.count else {
            throw GradientError(.invalidValue, "\(original.quotedForMessage) is not a colour: a hex colour has only the digits 0-9 and a-f.")
        }
        switch values.count {
        case 3, 4:
            let b = values.map { $0 * 17 }
            return RGBA(red8: b[0], green8: b[1], blue8: b[2], alpha8: values.count == 4 ? b[3] : 255)
        case 6, 8:
            let b = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
            return RGBA(red8: b[0], green8: b[1], blue8: b[2], alpha8: values.count == 8 ? b[3] : 255)
        default:
            throw GradientError(.invalidValue, "\(original.quotedForMessage) is not a colour: a hex colour has 3, 4, 6 or 8 digits.")
        }
    }

    /// Creates a colour from 3 (`r, g, b`) or 4 (`r, g, b, a`) numbers in `0…1`.
    ///
    /// - Throws: ``GradientError`` when the count is wrong or a number is outside `0…1` or not finite.
    public init(components: [Double]) throws {
        if let reason = RGBA.problem(components: components) {
            throw GradientError(.invalidValue, reason.prefix(1).uppercased() + reason.dropFirst())
        }
        self.init(red: components[0], green: components[1], blue: components[2], alpha: components.count == 4 ? components[3] : 1)
    }
}

extension RGBA {
    /// Why `components` cannot be a colour, written to follow a colon ("colour component 2.0
    /// is outside 0...1."); `nil` when they can.
    static func problem(components: [Double]) -> String? {
        guard components.count == 3 || components.count == 4 else {
            return "a colour given as numbers needs 3 or 4 of them (red, green, blue[, alpha] in 0...1), not \(components.count)."
        }
        if let v = components.first(where: { !($0 >= 0 && $0 <= 1) }) { return "colour component \(v) is outside 0...1." }
        return nil
    }
}
