import GradientKit

/// Reads a subcommand's arguments against its option table (``DeclaredOption``), the way
/// getopt does:
///
/// - `--size 10x10` and `--size=10x10`; `-o out.png`, `-oout.png` and `-o=out.png`;
/// - bundled short options: `-qo out.png` is `-q -o out.png` (read as a bundle only when every
///   letter is an option, so `-g.css` is one unknown option, not `-g`);
/// - `--` ends the options: every later argument is an operand, even one starting with `-`;
///   `-` alone is an operand (standard input);
/// - an option that takes a value takes the next argument, whatever it is (`--size -5x10`).
///
/// `-h` or `--help` anywhere before `--` asks for help, whatever else is wrong with the
/// arguments. Otherwise the first problem in the order given is thrown, whether the parser
/// finds it (an unknown option, a missing value, an operand too many) or the command does
/// while taking a value (`--size 0x10`).
enum OptionParser {
    /// One argument read: an option with its value (`nil` for a switch), or an operand.
    enum Item<Option> {
        case option(Option, spelling: String, value: [UInt8]?)
        case operand([UInt8])
    }

    /// Reads `arguments` of the subcommand `command` (`"gradient render"`), handing each option
    /// and operand to `take` in order.
    ///
    /// - Parameters:
    ///   - maxOperands: How many operands the subcommand takes.
    ///   - extraOperand: The error for an operand beyond `maxOperands`.
    /// - Returns: `false` when `-h` or `--help` asks for help (nothing else then counts).
    /// - Throws: ``GradientError`` (``GradientError/Kind/invalidValue``, exit 64): the first
    ///   problem, as above.
    static func parse<Option: DeclaredOption>(
        _ arguments: [[UInt8]], options: Option.Type, command: String, maxOperands: Int,
        extraOperand: (String) -> GradientError, take: (Item<Option>) throws -> Void
    ) throws -> Bool {
        let declared = Option.allCases.map { ($0, $0.declaration) }
        let helpNames = CommandOption.help.names
        let allNames = declared.flatMap(\.1.names) + helpNames
        var firstError: Error?
        var operands = 0
        var optionsEnded = false
        var index = 0

        func named(_ name: String) -> (Option, CommandOption)? { declared.first { $0.1.names.contains(name) } }
        func unknown(_ text: String) -> GradientError {
            GradientError(
                .invalidValue,
                "\(text.quotedForMessage) is not an option of '\(command)'\(text.didYouMean(allNames)); see 'gradient help \(command.split(separator: " ").last ?? "")'."
            )
        }
        func missingValue(_ spelling: String) -> GradientError {
            GradientError(.invalidValue, "\(spelling) needs a value; see 'gradient help \(command.split(separator: " ").last ?? "")'.")
        }
        /// Runs `step`, keeping its error if it is the first; later arguments are still read for `--help`.
        func record(_ step: () throws -> Void) {
            guard firstError == nil else { return }
            do { try step() } catch { firstError = error }
        }
        func nextArgument() -> [UInt8]? {
            guard index < arguments.count else { return nil }
            defer { index += 1 }
            return arguments[index]
        }

        while let argument = nextArgument() {
            let text = String(decoding: argument, as: UTF8.self)
            if optionsEnded || argument.count < 2 || argument.first != UInt8(ascii: "-") {
                operands += 1
                let count = operands
                record {
                    guard count <= maxOperands else { throw extraOperand(text) }
                    try take(.operand(argument))
                }
                continue
            }
            if text == "--" {
                optionsEnded = true
                continue
            }
            if text.hasPrefix("--") {
                // `--name` or `--name=value`.
                let equals = argument.firstIndex(of: UInt8(ascii: "="))
                let name = equals.map { String(decoding: argument[..<$0], as: UTF8.self) } ?? text
                let attached = equals.map { Array(argument[($0 + 1)...]) }
                if helpNames.contains(name) { return false }
                guard let (option, declaration) = named(name) else {
                    record { throw unknown(name) }
                    continue
                }
                if declaration.value == nil {
                    record {
                        guard attached == nil else {
                            throw GradientError(.invalidValue, "\(name) takes no value: give '\(name)' alone.")
                        }
                        try take(.option(option, spelling: name, value: nil))
                    }
                } else {
                    let value = attached ?? nextArgument()
                    record {
                        guard let value else { throw missingValue(name) }
                        try take(.option(option, spelling: name, value: value))
                    }
                }
                continue
            }
            // Short options, maybe bundled: `-q`, `-qo out.png`, `-oout.png`, `-o=out.png`.
            guard let bundle = shortBundle(argument, named: named) else {
                if helpNames.contains(text) { return false }
                record { throw unknown(text) }
                continue
            }
            for (option, spelling, declaration, rest) in bundle {
                if helpNames.contains(spelling) { return false }
                guard let option, let declaration else { continue }
                if declaration.value == nil {
                    record { try take(.option(option, spelling: spelling, value: nil)) }
                } else {
                    // The rest of the argument is the value (a leading `=` dropped), else the next argument.
                    var value: [UInt8]? = rest.isEmpty ? nextArgument() : Array(rest)
                    if !rest.isEmpty, rest.first == UInt8(ascii: "=") { value = Array(rest.dropFirst()) }
                    record {
                        guard let value else { throw missingValue(spelling) }
                        try take(.option(option, spelling: spelling, value: value))
                    }
                }
            }
        }
        if let firstError { throw firstError }
        return true
    }

    /// The options of a bundle of short options (`-qo`), each with what follows it in the
    /// argument, up to and including the first that takes a value; `nil` when a letter before
    /// that is not an option (then the whole argument is one unknown option). `-h` is
    /// returned with no declaration.
    private static func shortBundle<Option>(
        _ argument: [UInt8], named: (String) -> (Option, CommandOption)?
    ) -> [(Option?, String, CommandOption?, ArraySlice<UInt8>)]? {
        var result: [(Option?, String, CommandOption?, ArraySlice<UInt8>)] = []
        var rest = argument.dropFirst()
        while let letter = rest.first {
            rest = rest.dropFirst()
            guard letter < 0x80 else { return nil }
            let spelling = "-" + String(UnicodeScalar(letter))
            if CommandOption.help.names.contains(spelling) {
                result.append((nil, spelling, nil, rest))
                continue
            }
            guard let (option, declaration) = named(spelling) else { return nil }
            result.append((option, spelling, declaration, rest))
            if declaration.value != nil { break }
        }
        return result
    }
}
