import Foundation
import Testing

/// One bad way to run `gradient`: the arguments (and standard input), the exit code and the
/// one line on standard error that it must give, leaving every file as it was. `$DIR` in the
/// arguments and the message stands for the folder holding the ``BadInputTests/fixtures``.
struct BadInput: Sendable, CustomTestStringConvertible {
    /// What the row tries, for the test name.
    var what: String
    var arguments: [String]
    var stdin: Data? = nil
    /// A file (or directory) opened as standard input instead.
    var stdinFile: String? = nil
    /// A file opened as standard output, such as `/dev/full`, instead of a captured stream.
    var stdoutFile: String? = nil
    /// 64 for usage errors (flags, values, gradient text), 1 for failures (reading, writing).
    var status: Int32
    /// The whole of standard error, without the `gradient: ` prefix and the newline.
    var message: String

    var testDescription: String { what }
}

extension BadInput: Decodable {
    private enum CodingKeys: String, CodingKey {
        case what, arguments, stdin, stdinFile, stdoutFile, status, message
    }

    /// A row of the data table: `stdin` is text; other keys (`note`) are for the reader.
    init(from decoder: any Decoder) throws {
        let row = try decoder.container(keyedBy: CodingKeys.self)
        what = try row.decode(String.self, forKey: .what)
        arguments = try row.decode([String].self, forKey: .arguments)
        stdin = try row.decodeIfPresent(String.self, forKey: .stdin).map { Data($0.utf8) }
        stdinFile = try row.decodeIfPresent(String.self, forKey: .stdinFile)
        stdoutFile = try row.decodeIfPresent(String.self, forKey: .stdoutFile)
        status = try row.decode(Int32.self, forKey: .status)
        message = try row.decode(String.self, forKey: .message)
    }

    /// The rows of the data table `file`: a list of sections, each a `section` title and its `rows`.
    static func table(_ file: URL) throws -> [BadInput] {
        struct Section: Decodable { var rows: [BadInput] }
        return try JSONDecoder().decode([Section].self, from: Data(contentsOf: file)).flatMap(\.rows)
    }
}
