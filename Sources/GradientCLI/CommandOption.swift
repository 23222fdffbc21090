/// One option of a subcommand, declared once: the parser, `--help`, the completion scripts,
/// the manual page and "did you mean" all read this declaration.
///
/// ```swift
/// CommandOption(["-o", "--output"], value: .file("<file>"), help: "Output file (default gradient.png). …")
/// ```
struct CommandOption: Sendable, Hashable {
    /// The spellings, the short one first: `["-o", "--output"]`, `["--size"]`.
    var names: [String]
    /// The value the option takes, or `nil` for a switch such as `--no-dither`.
    var value: Value?
    /// The description: one paragraph, wrapped where it is printed. Its first sentence is the
    /// summary that completion menus show.
    var help: String

    init(_ names: [String], value: Value? = nil, help: String) {
        self.names = names
        self.value = value
        self.help = help
    }

    /// What an option's value is: its placeholder in help (`<file>`) and what completes it.
    struct Value: Sendable, Hashable {
        /// How the value is shown in help and the synopsis: `<w>x<h>`, `<file>`.
        var placeholder: String
        /// The values to offer when completing, or `nil` for free text.
        var choices: [String]?
        /// Whether the value names a file (completed with file names).
        var isFile = false

        /// Free text, such as a size or a colour.
        static func text(_ placeholder: String) -> Value { Value(placeholder: placeholder, choices: nil) }
        /// One of `choices`, such as a format's name.
        static func choice(_ placeholder: String, _ choices: [String]) -> Value { Value(placeholder: placeholder, choices: choices) }
        /// A path.
        static func file(_ placeholder: String) -> Value { Value(placeholder: placeholder, choices: nil, isFile: true) }
    }

    /// `-h`, `--help`: every subcommand takes it (the parser reads it before anything else).
    static let help = CommandOption(["-h", "--help"], help: "Show help.")

    /// The short spelling (`-o`), if any.
    var shortName: String? { names.first { !$0.hasPrefix("--") } }

    /// The long spelling (`--output`), if any.
    var longName: String? { names.first { $0.hasPrefix("--") } }

    /// How the option reads in help and the man page: `-o, --output <file>`.
    var head: String { names.joined(separator: ", ") + (value.map { " " + $0.placeholder } ?? "") }

    /// How the option reads in a synopsis: its shortest spelling and placeholder, `-o <file>`.
    var synopsis: String { (shortName ?? names[0]) + (value.map { " " + $0.placeholder } ?? "") }

    /// The first sentence of ``help``, without its full stop, for one-line lists.
    var summary: String {
        if let end = help.range(of: ". ") { return String(help[..<end.lowerBound]) }
        return help.hasSuffix(".") ? String(help.dropLast()) : help
    }
}

/// The options of one subcommand, as cases that ``CommandOption`` declarations describe, so
/// that the command handles each option in an exhaustive `switch`.
protocol DeclaredOption: CaseIterable, Sendable {
    /// The option's spellings, value and help.
    var declaration: CommandOption { get }
}

/// The operands of a subcommand, for help and completions: `<gradient>`, `<shell>`.
struct CommandOperand: Sendable, Hashable {
    /// The placeholder: `<gradient>`.
    var placeholder: String
    /// The description, one paragraph.
    var help: String
    /// Whether the operand may be left out (`[<gradient>]` in the synopsis).
    var isOptional: Bool
    /// What completes it: file names, or these words.
    var completion: Completion

    enum Completion: Sendable, Hashable {
        case files
        case words([String])
    }

    /// The operand as a synopsis shows it: `[<gradient>]` or `<shell>`.
    var synopsis: String { isOptional ? "[\(placeholder)]" : placeholder }
}
