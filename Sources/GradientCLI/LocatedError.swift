import Foundation
import GradientKit

/// An error in a file the command read, with its place: printed as
/// `gradient: g.css:3:5: Expected a colour, found 'bleu' (did you mean 'blue'?).`, the way
/// compilers name a place in a file, so that editors and terminals can jump to it.
struct LocatedError: Error {
    /// `path:line:column` (line and column from 1, the column in Unicode scalars).
    var location: String
    /// The error, its message without the column the location now gives.
    var underlying: GradientError

    /// Places a CSS error of `text`, read from the file `path`, at its line and column.
    ///
    /// - Parameters:
    ///   - error: The reader's error; only one with a ``GradientError/column`` is placed (a
    ///     syntax error, or a limit met at one place; the column counts Unicode scalars of
    ///     `text` without its leading whitespace, which ``GradientDefinition/init(parsing:options:)``
    ///     leaves out).
    /// - Returns: `nil` when the error has no column to place.
    init?(_ error: GradientError, in text: String, path: FilePath) {
        guard let column = error.column, column >= 1 else { return nil }
        let offset = text.leadingWhitespace.unicodeScalars.count + column - 1
        var line = 1
        var lineStart = 0
        for (index, scalar) in text.unicodeScalars.prefix(offset).enumerated() where scalar == "\n" {
            line += 1
            lineStart = index + 1
        }
        location = "\(path.visible):\(line):\(offset - lineStart + 1)"
        underlying = GradientError(error.kind, Self.removing(" at column \(column)", from: error.message))
    }

    /// `message` without `phrase` where no digit follows it (" at column 5", not the start of
    /// " at column 50").
    static func removing(_ phrase: String, from message: String) -> String {
        var searchStart = message.startIndex
        while let range = message.range(of: phrase, range: searchStart..<message.endIndex) {
            if range.upperBound == message.endIndex || !message[range.upperBound].isNumber {
                return message.replacingCharacters(in: range, with: "")
            }
            searchStart = range.upperBound
        }
        return message
    }
}
