import Foundation

/// One file of `Fixtures/wpt/`: the cases transcribed from one web-platform-tests file (the
/// format is described in `Fixtures/wpt/README.md`).
struct WPTFixture: Sendable {
    /// What a case asks.
    enum Kind: String, Sendable {
        /// The input parses; its specified value serializes as one of `expected`.
        case valid
        /// The input does not parse.
        case invalid
        /// The input parses; its computed value serializes as one of `expected`.
        case computed
    }

    /// One case: a line of the file.
    struct Case: Sendable {
        var kind: Kind
        var input: String
        /// The expected serialization and its alternatives (any one is right); empty for `invalid`.
        var expected: [String]
        /// The line number in the fixture file, for reports.
        var line: Int
    }

    /// A case the suite does not run, with why (kept so that the counts show it).
    struct Skipped: Sendable {
        var kind: Kind
        var input: String
        var reason: String
        var line: Int
    }

    /// The base name, the same as the WPT file's (`color-valid-rgb`).
    var name: String
    var cases: [Case]
    var skipped: [Skipped]

    /// Whether the file's cases are gradients (`background-image` values) rather than colours.
    var isGradient: Bool { name.hasPrefix("gradient-") || name.hasPrefix("background-image") }

    /// The folder of the fixtures.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/wpt")

    /// Every `*.txt` file of the folder, sorted by name.
    static func all() throws -> [WPTFixture] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".txt") }
            .sorted()
        return try names.map { name in
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            return try WPTFixture(name: String(name.dropLast(4)), text: text)
        }
    }

    struct FormatError: Error, CustomStringConvertible {
        var description: String
    }

    /// Parses a fixture file's text.
    init(name: String, text: String) throws {
        self.name = name
        cases = []
        skipped = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let fields = line.components(separatedBy: " | ")
            let bad = FormatError(description: "\(name).txt:\(number): \(line)")
            guard let first = fields.first else { throw bad }
            if first == "skip" {
                guard fields.count == 4, let kind = Kind(rawValue: fields[1]) else { throw bad }
                skipped.append(Skipped(kind: kind, input: try Self.field(fields[2], bad), reason: fields[3], line: number))
                continue
            }
            guard let kind = Kind(rawValue: first) else { throw bad }
            switch kind {
            case .invalid:
                guard fields.count == 2 else { throw bad }
                cases.append(Case(kind: kind, input: try Self.field(fields[1], bad), expected: [], line: number))
            case .valid, .computed:
                guard fields.count == 3 else { throw bad }
                let expected = try fields[2].components(separatedBy: " || ").map { try Self.field($0, bad) }
                cases.append(Case(kind: kind, input: try Self.field(fields[1], bad), expected: expected, line: number))
            }
        }
    }

    /// A field as written: raw text, or a JSON string literal (for text that is empty, has
    /// spaces at an end, a line break or a separator in it).
    static func field(_ raw: String, _ error: FormatError) throws -> String {
        guard raw.hasPrefix("\"") else { return raw }
        guard let value = try? JSONDecoder().decode(String.self, from: Data(raw.utf8)) else { throw error }
        return value
    }
}
