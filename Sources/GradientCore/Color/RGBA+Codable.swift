extension RGBA: Codable {
    /// Decodes a colour string (see ``init(parsing:)``) or an array of 3 or 4 numbers in `0…1`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            // The parser's sentences start with the quoted text: they follow a colon as they are.
            do { try self.init(parsing: text) } catch let error as GradientError {
                throw DecodingProblem(at: decoder, error.message, kind: error.kind)
            }
        } else if let numbers = try? container.decode([Double].self) {
            if let reason = RGBA.problem(components: numbers) { throw DecodingProblem(at: decoder, reason) }
            self.init(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers.count == 4 ? numbers[3] : 1)
        } else {
            throw DecodingProblem(at: decoder, "a colour is a string such as \"#ff8800\" or an array of 3 or 4 numbers in 0...1.")
        }
    }

    /// Encodes as a hex string when every component is an exact 8-bit value in `0…1`,
    /// otherwise as `[r, g, b, a]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        let exact8 = components.allSatisfy { $0 >= 0 && $0 <= 1 && ($0 * 255).rounded() / 255 == $0 }
        if exact8 { try container.encode(hex) } else { try container.encode(components) }
    }
}
