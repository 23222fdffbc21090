import GradientKit

/// What a `gradient` command line asks for, read from its arguments before anything runs.
/// Help, the version, completions and the manual page are values here, which
/// ``GradientCommand/main()`` prints and ends with status 0: nothing exits from inside parsing.
enum Invocation {
    /// Help: the overview (`nil`), or a subcommand's.
    case help(Subcommand?)
    /// `--version`.
    case version
    /// `gradient render …`.
    case render(RenderCommand)
    /// `gradient completions <shell>`.
    case completions(Shell)
    /// `gradient manpage`.
    case manpage

    /// Reads the arguments after the program's name.
    ///
    /// - Throws: ``GradientError`` (``GradientError/Kind/invalidValue``, exit 64) for an unknown
    ///   subcommand or option, a missing or bad value, a missing or extra operand.
    init(arguments: [String]) throws {
        try self.init(rawArguments: arguments.map { Array($0.utf8) })
    }

    /// Reads the arguments after the program's name, given as the bytes the shell passed (a
    /// path may hold bytes that are not UTF-8).
    init(rawArguments raw: [[UInt8]]) throws {
        guard let first = raw.first.map({ String(escapingInvalidUTF8: $0) }) else {
            self = .help(nil)
            return
        }
        let rest = Array(raw.dropFirst())
        switch first {
        case "-h", "--help":
            // `gradient --help render` is `gradient help render`.
            self = try Self.help(rest, command: "gradient \(first)")
        case "-V", "--version":
            if let extra = rest.first {
                throw Self.extraArgument(extra, command: "gradient \(first)", takes: "none")
            }
            self = .version
        default:
            guard let subcommand = Subcommand(rawValue: first) else {
                let names = Subcommand.allCases.map(\.rawValue)
                throw GradientError(
                    .invalidValue,
                    "\(first.quotedForMessage) is not a subcommand\(first.didYouMean(names + ["--help", "--version"])): use \(Help.list(names)) (or --help, --version)."
                )
            }
            self = try Self.parse(subcommand, rest)
        }
    }

    /// The arguments after a subcommand's name.
    private static func parse(_ subcommand: Subcommand, _ arguments: [[UInt8]]) throws -> Invocation {
        let command = "gradient \(subcommand.rawValue)"
        switch subcommand {
        case .render:
            var render = RenderCommand()
            let proceed = try OptionParser.parse(
                arguments, options: RenderOption.self, command: command, maxOperands: 1,
                extraOperand: { GradientError(.invalidValue, "\($0.quotedForMessage) is one gradient too many: give at most one (quote CSS or JSON text).") },
                take: { try render.take($0) })
            guard proceed else { return .help(.render) }
            try render.finish()
            return .render(render)
        case .help:
            return try help(arguments, command: command)
        case .completions:
            var operands: [String] = []
            guard try parseOperands(arguments, command: command, max: 1, takes: "one shell", into: &operands) else { return .help(.completions) }
            guard let name = operands.first else {
                throw GradientError(.invalidValue, "'gradient completions' needs a shell: give \(Help.list(Shell.allCases.map(\.rawValue))).")
            }
            guard let shell = Shell(rawValue: name) else {
                let names = Shell.allCases.map(\.rawValue)
                throw GradientError(.invalidValue, "\(name.quotedForMessage) is not a shell\(name.didYouMean(names)): give \(Help.list(names)).")
            }
            return .completions(shell)
        case .manpage:
            var operands: [String] = []
            guard try parseOperands(arguments, command: command, max: 0, takes: "none", into: &operands) else { return .help(.manpage) }
            return .manpage
        }
    }

    /// `gradient help [<subcommand>]` (and `gradient --help [<subcommand>]`).
    private static func help(_ arguments: [[UInt8]], command: String) throws -> Invocation {
        var operands: [String] = []
        guard try parseOperands(arguments, command: command, max: 1, takes: "at most one subcommand", into: &operands) else { return .help(.help) }
        guard let name = operands.first else { return .help(nil) }
        guard let subcommand = Subcommand(rawValue: name) else {
            let names = Subcommand.allCases.map(\.rawValue)
            throw GradientError(.invalidValue, "\(name.quotedForMessage) is not a help topic\(name.didYouMean(names)): use \(Help.list(names)).")
        }
        return .help(subcommand)
    }

    /// Reads a subcommand that takes no options but `--help` and at most `max` operands.
    ///
    /// - Returns: `false` when help was asked for.
    private static func parseOperands(_ arguments: [[UInt8]], command: String, max: Int, takes: String, into operands: inout [String]) throws -> Bool {
        try OptionParser.parse(
            arguments, options: NoOption.self, command: command, maxOperands: max,
            extraOperand: { extraArgument(Array($0.utf8), command: command, takes: takes) },
            take: { item in
                if case .operand(let bytes) = item { operands.append(String(escapingInvalidUTF8: bytes)) }
            })
    }

    /// "'extra' is one argument too many: 'gradient manpage' takes none."
    private static func extraArgument(_ argument: [UInt8], command: String, takes: String) -> GradientError {
        GradientError(.invalidValue, "\(String.quotedForMessage(bytes: argument)) is one argument too many: '\(command)' takes \(takes).")
    }
}

/// The options of a subcommand that takes none but `--help`.
enum NoOption: DeclaredOption {
    var declaration: CommandOption { switch self {} }
}
