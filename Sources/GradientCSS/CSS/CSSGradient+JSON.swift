import Foundation
import GradientCore

/// The CSS form of the JSON spec: `{"css": "linear-gradient(45deg, red, blue)"}`.
///
/// A CSS gradient, or a `background-image` list of them (`{"css": "linear-gradient(…),
/// radial-gradient(…)"}`), is written to JSON as its CSS text under the key `css`, so the text
/// stays exactly what a browser reads; ``GradientDefinition/init(parsing:)`` accepts the same form back.
/// Beside `css` an object may hold `colorScheme` (`"light"`, the default, or `"dark"`) and
/// `currentColor` (a CSS colour for `currentcolor`), the ``CSSParsingOptions`` to read it
/// with; any other key is rejected.
enum CSSGradientJSON {
    /// The CSS text of a JSON object whose only key is `css`, or `nil` when the object has no
    /// `css` key (it is then a layer spec).
    ///
    /// - Throws: ``GradientError`` when `css` is not a string or comes with other keys.
    static func cssText(_ data: Data) throws -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let value = object["css"] else {
            return nil
        }
        guard let text = value as? String else {
            throw GradientError(.invalidValue, "The JSON spec is invalid at css: expected a string of CSS gradient text.")
        }
        if let other = object.keys.sorted().first(where: { !optionKeys.contains($0) && $0 != "css" }) {
            throw GradientError(
                .invalidValue,
                "The JSON spec is invalid: \(other.quotedForMessage) cannot go with 'css'; a CSS spec has the keys 'css', 'colorScheme' and 'currentColor' only."
            )
        }
        return text
    }

    /// The keys beside `css` that set the parse options.
    static let optionKeys: Set<String> = ["colorScheme", "currentColor"]

    /// `options` with the `colorScheme` and `currentColor` of a CSS spec's JSON object applied
    /// (a field given wins over `options`).
    ///
    /// - Throws: ``GradientError`` naming a field whose value is not a scheme or a colour.
    static func options(_ data: Data, base options: CSSParsingOptions) throws -> CSSParsingOptions {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return options }
        var result = options
        if let value = object["colorScheme"] {
            guard let name = value as? String, let scheme = CSSParsingOptions.ColorScheme(rawValue: name) else {
                throw GradientError(.invalidValue, "The JSON spec is invalid at colorScheme: expected \"light\" or \"dark\".")
            }
            result.colorScheme = scheme
        }
        if let value = object["currentColor"] {
            guard let text = value as? String else {
                throw GradientError(.invalidValue, "The JSON spec is invalid at currentColor: expected a string of CSS colour text such as \"#336699\".")
            }
            do {
                result.currentColor = try CSSColor(parsingValue: text, options: CSSParsingOptions(colorScheme: result.colorScheme)).rgba
            } catch let error as GradientError {
                throw GradientError(error.kind, "The JSON spec is invalid at currentColor: \(error.message)")
            }
        }
        return result
    }
}
