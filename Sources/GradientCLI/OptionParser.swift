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

        /// Takes `option` as spelt, with the value attached to its argument (`--size=1x1`,
        /// `-oout.png`) or else, if it takes one, the next argument.
        func takeOption(_ option: Option, _ declaration: CommandOption, spelling: String, attached: [UInt8]?) {
            let value = declaration.value == nil ? attached : attached ?? nextArgument()
            record {
                if declaration.value == nil, attached != nil {
                    throw GradientError(.invalidValue, "\(spelling) takes no value: give '\(spelling)' alone.")
                }
                guard declaration.value == nil || value != nil else { throw missingValue(spelling) }
                try take(.option(option, spelling: spelling, value: declaration.value == nil ? nil : value))
            }
        }

        while let argument = nextArgument() {
            let text = String(escapingInvalidUTF8: argument)
            if optionsEnded || argument.count < 2 || argument.first != UInt8(ascii: "-") {
                operands += 1
                let count = operands
                record {
                    guard count <= maxOperands else { throw extraOperand(text) }
                    try take(.operand(argument))
                }
            } else if text == "--" {
                optionsEnded = true
            } else if text.hasPrefix("--") {
                // `--name` or `--name=value`.
                let equals = argument.firstIndex(of: UInt8(ascii: "="))
                let name = equals.map { String(escapingInvalidUTF8: Array(argument[..<$0])) } ?? text
                if helpNames.contains(name) { return false }
                if let (option, declaration) = named(name) {
                    takeOption(option, declaration, spelling: name, attached: equals.map { Array(argument[($0 + 1)...]) })
                } else {
                    record { throw unknown(name) }
                }
            } else if let bundle = shortBundle(argument, named: named) {
                // Short options, maybe bundled: `-q`, `-qo out.png`, `-oout.png`, `-o=out.png`.
                for (spelling, attached) in bundle {
                    guard let (option, declaration) = named(spelling) else { return false }  // `-h`
                    takeOption(option, declaration, spelling: spelling, attached: attached)
                }
            } else {
                record { throw unknown(text) }
            }
        }
        if let firstError { throw firstError }
        return true
    }

    /// The spellings in a bundle of short options (`-qo`), each with the value attached to it:
    /// for the first option that takes a value, the rest of the argument (a leading `=`
    /// dropped), or `nil` when nothing follows it; for a switch, `nil`. `nil` when a letter
    /// before that is neither an option nor `h` (then the whole argument is one unknown
    /// option).
    private static func shortBundle<Option>(_ argument: [UInt8], named: (String) -> (Option, CommandOption)?) -> [(String, [UInt8]?)]? {
        var result: [(String, [UInt8]?)] = []
        var rest = argument.dropFirst()
        while let letter = rest.first, letter < 0x80 {
            rest = rest.dropFirst()
            let spelling = "-" + String(UnicodeScalar(letter))
            if CommandOption.help.names.contains(spelling) {
                result.append((spelling, nil))
                continue
            }
            guard let (_, declaration) = named(spelling) else { return nil }
            guard declaration.value != nil else {
                result.append((spelling, nil))
                continue
            }
            let value = rest.first == UInt8(ascii: "=") ? rest.dropFirst() : rest
            result.append((spelling, rest.isEmpty ? nil : Array(value)))
            return result
        }
        return rest.isEmpty ? result : nil
    }
}
