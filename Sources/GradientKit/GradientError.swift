/// An error from reading, checking or writing a gradient.
///
/// `message` is one sentence that names the bad value and, where it helps, what would be
/// valid, e.g. `"'#12345' is not a colour: a hex colour has 3, 4, 6 or 8 digits."`.
public struct GradientError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, as one sentence.
    public var message: String

    /// Creates an error carrying `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

extension String {
    /// The string quoted for an error message, shortened to 60 characters, with control
    /// characters shown as `?`.
    var quotedForMessage: String {
        var s = String(self.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
        if s.count > 60 { s = String(s.prefix(57)) + "..." }
        return "'" + s + "'"
    }
}
