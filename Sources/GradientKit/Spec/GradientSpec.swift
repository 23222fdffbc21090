import Foundation

/// Reads and writes gradients as JSON specs (see ``LayerGradient``'s `Codable` conformance
/// for the format) with one-sentence errors.
public enum GradientSpec {
    /// The largest JSON spec read: 1 MiB.
    public static let maxJSONBytes = 1 << 20

    /// Decodes a layer gradient from JSON.
    ///
    /// - Throws: ``GradientError`` naming the bad value and where it is, e.g.
    ///   `"The JSON spec is invalid at colors[1]: 'bleu' is not a colour: …"`.
    public static func decode(_ data: Data) throws -> LayerGradient {
        guard data.count <= maxJSONBytes else {
            throw GradientError("The JSON spec is \(data.count) bytes, over the limit of \(maxJSONBytes).")
        }
        do {
            return try JSONDecoder().decode(LayerGradient.self, from: data)
        } catch let error as DecodingError {
            throw GradientError(describe(error))
        } catch {
            throw GradientError("The JSON spec could not be read: \(error.localizedDescription)")
        }
    }

    /// Encodes a layer gradient as pretty-printed JSON with sorted keys and a final newline.
    public static func encode(_ gradient: LayerGradient) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(gradient) + Data("\n".utf8)
    }

    /// One sentence for a decoding error: where (`colors[1]`) and what.
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            var s = ""
            for key in keys {
                if let i = key.intValue { s += "[\(i)]" } else { s += (s.isEmpty ? "" : ".") + key.stringValue }
            }
            return s
        }
        func sentence(_ context: DecodingError.Context, _ fallback: String) -> String {
            let p = path(context.codingPath)
            var what = context.debugDescription.isEmpty ? fallback : context.debugDescription
            // Mid-sentence: "… at colors: a gradient needs …" (but keep "JSON", "'bleu'").
            let at = p.isEmpty ? "" : " at \(p)"
            if what.hasPrefix("The given data was not valid JSON") {
                return "The JSON spec is not valid JSON\(at)."
            }
            if let first = what.first, first.isUppercase, what.dropFirst().first?.isUppercase != true {
                what = first.lowercased() + what.dropFirst()
            }
            return "The JSON spec is invalid\(at): \(what.hasSuffix(".") ? what : what + ".")"
        }
        switch error {
        case .keyNotFound(let key, let context):
            let p = path(context.codingPath + [key])
            return "The JSON spec is missing the required key '\(p)'."
        case .typeMismatch(let type, let context):
            return sentence(.init(codingPath: context.codingPath, debugDescription: "expected \(typeName(type))"), "")
        case .valueNotFound(let type, let context):
            return sentence(.init(codingPath: context.codingPath, debugDescription: "expected \(typeName(type)), found null"), "")
        case .dataCorrupted(let context):
            return sentence(context, "the data is corrupted")
        @unknown default:
            return "The JSON spec could not be read."
        }
    }

    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: "a number"
        case is String.Type: "a string"
        case is [Any].Type: "an array"
        default: "a value of another kind (\(type))"
        }
    }
}
