import Foundation
import GradientCore

/// Reads and writes gradients as JSON specs (see ``LayerGradient``'s `Codable` conformance
/// for the format) with one-sentence errors.
public enum GradientSpec {
    /// The largest JSON spec read: 1 MiB.
    public static let maxJSONBytes = 1 << 20

    /// Decodes a layer gradient from JSON, reading CSS system colours and `light-dark()` in
    /// its colours for a light page.
    ///
    /// - Throws: ``GradientError`` naming the bad value and where it is, e.g.
    ///   `"The JSON spec is invalid at colors[1]: 'bleu' is not a colour (did you mean 'blue'?): …"`,
    ///   or for text that is not JSON (RFC 8259, strictly: no comma before `}` or `]`) its
    ///   line, column, what was expected and what was found.
    public static func decode(_ data: Data) throws -> LayerGradient {
        try decode(data, options: .default)
    }

    /// Decodes a layer gradient from JSON, resolving CSS system colours, `light-dark()` and
    /// `currentcolor` in its colours with `options`.
    ///
    /// - Throws: ``GradientError`` naming the bad value and where it is.
    public static func decode(_ data: Data, options: CSSParsingOptions) throws -> LayerGradient {
        guard data.count <= maxJSONBytes else {
            throw GradientError(.limitExceeded, "The JSON spec is \(data.count) bytes, over the limit of \(maxJSONBytes).")
        }
        try JSONSyntax.checkSpec(data)
        return try decodeChecked(data, options: options)
    }

    /// The `userInfo` key of the ``CSSParsingOptions`` the spec's colours are read with.
    static let optionsKey = CodingUserInfoKey(rawValue: "GradientSpec.options")!

    /// Decodes a layer gradient from JSON that ``JSONSyntax/checkSpec(_:startingAt:)`` and the
    /// size limit have already passed.
    static func decodeChecked(_ data: Data, options: CSSParsingOptions) throws -> LayerGradient {
        try decodeChecked(data, as: LayerGradient.self, options: options)
    }

    /// Decodes a value of the spec (a layer gradient, a SwiftUI gradient) from JSON that the
    /// syntax check and the size limit have already passed.
    static func decodeChecked<Value: Decodable>(_ data: Data, as type: Value.Type, options: CSSParsingOptions) throws -> Value {
        do {
            let decoder = JSONDecoder()
            decoder.userInfo[optionsKey] = options
            return try decoder.decode(type, from: data)
        } catch let problem as DecodingProblem {
            throw error(for: problem)
        } catch let error as DecodingError {
            throw Self.error(for: error)
        } catch {
            throw GradientError(.invalidValue, "The JSON spec could not be read: \(error.localizedDescription)")
        }
    }

    /// The error for a problem the spec's decoders found: "The JSON spec is invalid at
    /// colors[1]: 'bleu' is not a colour: …".
    static func error(for problem: DecodingProblem) -> GradientError {
        GradientError(problem.kind, "The JSON spec is invalid\(at(problem.codingPath)): \(problem.reason)")
    }

    /// The error for what `JSONDecoder` itself reports: text that is not JSON, a missing key,
    /// a value of the wrong JSON type.
    static func error(for error: DecodingError) -> GradientError {
        switch error {
        case .keyNotFound(let key, let context):
            return GradientError(.invalidValue, "The JSON spec is missing the required key '\(path(context.codingPath + [key]))'.")
        case .typeMismatch(let type, let context):
            return GradientError(.invalidValue, "The JSON spec is invalid\(at(context.codingPath)): expected \(typeName(type)).")
        case .valueNotFound(let type, let context):
            return GradientError(.invalidValue, "The JSON spec is invalid\(at(context.codingPath)): expected \(typeName(type)), found null.")
        case .dataCorrupted(let context):
            // The spec's own decoders report with DecodingProblem, and JSONSyntax has checked
            // the syntax: this is what the JSON reader refuses beyond both.
            return GradientError(.syntax(column: nil), "The JSON spec is not valid JSON\(at(context.codingPath)).")
        @unknown default:
            return GradientError(.invalidValue, "The JSON spec could not be read.")
        }
    }

    /// `colors[1]`, `startPoint`: the keys and indices of a coding path.
    static func path(_ keys: [any CodingKey]) -> String {
        var s = ""
        for key in keys {
            if let i = key.intValue { s += "[\(i)]" } else { s += (s.isEmpty ? "" : ".") + key.stringValue }
        }
        return s
    }

    /// `" at colors[1]"`, or nothing for the whole spec.
    static func at(_ keys: [any CodingKey]) -> String { keys.isEmpty ? "" : " at \(path(keys))" }

    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: "a number"
        case is String.Type: "a string"
        case is [Any].Type: "an array"
        default: "a value of another kind (\(type))"
        }
    }
}
