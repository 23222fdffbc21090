import Foundation
import GradientCore

/// The CSS form of the JSON spec: `{"css": "linear-gradient(45deg, red, blue)"}`.
///
/// A CSS gradient, or a `background-image` list of them (`{"css": "linear-gradient(…),
/// radial-gradient(…)"}`), is written to JSON as its CSS text under the single key `css`, so the text
/// stays exactly what a browser reads; ``GradientDefinition/init(parsing:)`` accepts the same form back.
/// An object with a `css` key and any other key is rejected.
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
        if let other = object.keys.sorted().first(where: { $0 != "css" }) {
            throw GradientError(.invalidValue, "The JSON spec is invalid: \(other.quotedForMessage) cannot go with 'css'; a CSS spec has the key 'css' only.")
        }
        return text
    }
}
