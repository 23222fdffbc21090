import Foundation

/// One entry of a help text's section (an option or a subcommand), read back from that text
/// so that completions and the manual page never disagree with `--help`.
struct HelpOption: Equatable {
    /// The spellings: `["-o", "--output"]` for an option, `["render"]` for a subcommand.
    var flags: [String]
    /// The value's placeholder, e.g. `"<file>"` or `"[<topic>]"`, or `nil` for a switch.
    var value: String?
    /// The description, its lines joined with spaces.
    var summary: String

    /// The entries of the section titled `section` (e.g. `"OPTIONS:"`) of `help`: each starts
    /// on a line indented by two spaces; deeper-indented lines continue its description.
    static func parse(_ help: String, section: String = "OPTIONS:") -> [HelpOption] {
        var entries: [HelpOption] = []
        var inSection = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") {
                inSection = line == section
                continue
            }
            guard inSection else { continue }
            let text = line.drop(while: { $0 == " " })
            if line.count - text.count == 2 {
                entries.append(HelpOption(entry: String(text)))
            } else if !text.isEmpty, !entries.isEmpty {
                let summary = entries[entries.count - 1].summary
                entries[entries.count - 1].summary = summary.isEmpty ? String(text) : summary + " " + text
            }
        }
        return entries
    }

    /// Reads `-o, --output <file>     Output file…`: the head, two or more spaces, the
    /// description. In the head, words starting with `-` are spellings (commas between them),
    /// a first word not starting with `-` is a subcommand's name, the rest is the placeholder.
    private init(entry: String) {
        let parts = entry.components(separatedBy: "  ")
        let words = parts[0].split(separator: " ").map { $0.hasSuffix(",") ? String($0.dropLast()) : String($0) }
        var flags: [String] = []
        var rest: [String] = []
        for (i, word) in words.enumerated() {
            if word.hasPrefix("-") || (i == 0 && flags.isEmpty) { flags.append(word) } else { rest.append(word) }
        }
        self.flags = flags
        value = rest.isEmpty ? nil : rest.joined(separator: " ")
        summary = parts.dropFirst().joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }

    /// The values a placeholder lists (`<light|dark>` → `["light", "dark"]`), else `[]`.
    var choices: [String] {
        guard let value, value.contains("|") else { return [] }
        return value.trimmingCharacters(in: CharacterSet(charactersIn: "<>[]")).components(separatedBy: "|")
    }

    /// Whether the value names a file.
    var takesFile: Bool { value == "<file>" }

    /// The first sentence of the summary (up to the first ". " or the end), for one-line lists.
    var shortSummary: String {
        if let end = summary.range(of: ". ") { return String(summary[..<end.lowerBound]) }
        return summary.hasSuffix(".") ? String(summary.dropLast()) : summary
    }
}
