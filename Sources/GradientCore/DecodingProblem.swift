/// A problem a `Decodable` conformance of the JSON spec finds in a value: where it is, what
/// kind it is, and the words that follow "The JSON spec is invalid at colors[1]: ".
///
/// The spec's decoders throw it instead of a `DecodingError`, so the reader
/// (`GradientSpec.decode`) turns it into a ``GradientError`` without rewording a
/// Foundation description.
package struct DecodingProblem: Error {
    /// The keys and indices leading to the value (`colors`, `1`).
    package var codingPath: [any CodingKey]
    /// What kind of problem it is.
    package var kind: GradientError.Kind
    /// What is wrong, written to follow a colon: `"'bleu' is not a colour: …"`,
    /// `"a point is [x, y], exactly two numbers, not 3."`.
    package var reason: String

    /// A problem at the value `decoder` is decoding.
    package init(at decoder: any Decoder, _ reason: String, kind: GradientError.Kind = .invalidValue) {
        self.init(codingPath: decoder.codingPath, reason, kind: kind)
    }

    /// A problem at `codingPath`.
    package init(codingPath: [any CodingKey], _ reason: String, kind: GradientError.Kind = .invalidValue) {
        self.codingPath = codingPath
        self.kind = kind
        self.reason = reason
    }
}

extension Decoder {
    /// A value written as one of its names: the string here read by `named`, or a
    /// ``DecodingProblem`` saying `refusal(name)` when it names nothing.
    package func decodeName<Value>(_ named: (String) -> Value?, refusal: (String) -> String) throws -> Value {
        let name = try singleValueContainer().decode(String.self)
        guard let value = named(name) else { throw DecodingProblem(at: self, refusal(name)) }
        return value
    }
}
