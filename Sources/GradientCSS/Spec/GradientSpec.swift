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
        try JSONSyntax.check(data)
        try checkKeysAndEscapes(data)
        return try decodeChecked(data, options: options)
    }

    /// The `userInfo` key of the ``CSSParsingOptions`` the spec's colours are read with.
    static let optionsKey = CodingUserInfoKey(rawValue: "GradientSpec.options")!

    /// Decodes a layer gradient from JSON that ``JSONSyntax/check(_:startingAt:)``,
    /// ``checkKeysAndEscapes(_:)`` and the size limit have already passed.
    static func decodeChecked(_ data: Data, options: CSSParsingOptions) throws -> LayerGradient {
        do {
            let decoder = JSONDecoder()
            decoder.userInfo[optionsKey] = options
            return try decoder.decode(LayerGradient.self, from: data)
        } catch let problem as DecodingProblem {
            throw error(for: problem)
        } catch let error as DecodingError {
            throw Self.error(for: error)
        } catch {
            throw GradientError(.invalidValue, "The JSON spec could not be read: \(error.localizedDescription)")
        }
    }

    /// Checks what `JSONDecoder` and `JSONSerialization` let through: a key given twice in
    /// one object (they keep one of the values, not always the same one) and a `\\u` escape
    /// of an unpaired UTF-16 surrogate (they fail with a misleading error), in text that
    /// ``JSONSyntax/check(_:startingAt:)`` has found to be JSON.
    ///
    /// - Throws: ``GradientError`` such as "The JSON spec has the key 'colors' twice in one
    ///   object; give each key once."
    /// - Complexity: O(n) in the length of the data, iterative (any nesting depth).
    static func checkKeysAndEscapes(_ data: Data) throws {
        let bytes = [UInt8](data)
        // One entry per open container: the keys seen so far for an object, nil for an array.
        var stack: [Set<[UInt8]>?] = []
        var expectingKey = false
        var i = 0
        while i < bytes.count {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "{"):
                stack.append([])
                expectingKey = true
            case UInt8(ascii: "["):
                stack.append(nil)
                expectingKey = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
                expectingKey = false
            case UInt8(ascii: ","):
                expectingKey = stack.last.map { $0 != nil } ?? false
            case UInt8(ascii: ":"):
                expectingKey = false
            case UInt8(ascii: "\""):
                // The string's decoded UTF-16 units, to compare keys however they are escaped.
                var units: [UInt16] = []
                var j = i + 1
                var raw: [UInt8] = []
                while j < bytes.count, bytes[j] != UInt8(ascii: "\"") {
                    if bytes[j] == UInt8(ascii: "\\"), j + 1 < bytes.count {
                        let e = bytes[j + 1]
                        if e == UInt8(ascii: "u"), j + 5 < bytes.count,
                            let v = UInt16(String(decoding: bytes[(j + 2)...(j + 5)], as: UTF8.self), radix: 16)
                        {
                            if !raw.isEmpty {
                                units += String(decoding: raw, as: UTF8.self).utf16
                                raw = []
                            }
                            units.append(v)
                            j += 6
                            continue
                        }
                        raw.append(e)
                        j += 2
                        continue
                    }
                    raw.append(bytes[j])
                    j += 1
                }
                if !raw.isEmpty { units += String(decoding: raw, as: UTF8.self).utf16 }
                var k = 0
                while k < units.count {
                    let u = units[k]
                    if UTF16.isLeadSurrogate(u), k + 1 < units.count, UTF16.isTrailSurrogate(units[k + 1]) {
                        k += 2
                        continue
                    }
                    if UTF16.isLeadSurrogate(u) || UTF16.isTrailSurrogate(u) {
                        let hex = String(u, radix: 16, uppercase: true)
                        throw GradientError(
                            .invalidValue,
                            "The JSON spec holds the escape \\u\(hex) in a string, half of a UTF-16 surrogate pair without its other half: it is not text.")
                    }
                    k += 1
                }
                if expectingKey, let keys = stack.last, var seen = keys {
                    let key = Array(String(decoding: units, as: UTF16.self).utf8)
                    if seen.contains(key) {
                        throw GradientError(
                            .invalidValue,
                            "The JSON spec has the key \(String(decoding: key, as: UTF8.self).quotedForMessage) twice in one object; give each key once.")
                    }
                    seen.insert(key)
                    stack[stack.count - 1] = seen
                }
                expectingKey = false
                i = j
            default:
                break
            }
            i += 1
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
