import Foundation
import GradientCore

/// Recognises the SwiftUI form of the JSON spec (``SwiftUIGradientStyle``'s `Codable`
/// conformance): an object with a `"swiftui"` key.
enum SwiftUIGradientJSON {
    /// Whether `data` is a JSON object with a `"swiftui"` key.
    static func isSwiftUI(_ data: Data) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["swiftui"] != nil
    }
}
