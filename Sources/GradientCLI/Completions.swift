import Foundation
import GradientKit

/// The shells `gradient completions` writes a script for.
enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}

/// `gradient completions bash|zsh|fish`: completion scripts made from the declarations
/// (``Subcommand``, ``CommandOption``), so that they offer exactly what the parser takes:
/// subcommands, options, the values an option lists, and file names where a file goes.
enum Completions {
    /// The script for `shell`.
    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    /// Every spelling of `options`, space-separated.
    static func names(_ options: [CommandOption]) -> String { options.flatMap(\.names).joined(separator: " ") }

    static var bash: String {
        let first = Subcommand.allCases.map(\.rawValue) + Subcommand.rootOptions.flatMap(\.names)
        var cases = ""
        for subcommand in Subcommand.allCases {
            var values = ""
            for option in subcommand.options {
                guard let value = option.value else { continue }
                let reply =
                    value.isFile
                    ? "_gradient_files \"$cur\""
                    : value.choices.map { "COMPREPLY=( $(compgen -W \"\($0.joined(separator: " "))\" -- \"$cur\") )" } ?? "COMPREPLY=()"
                values += "            \(option.names.joined(separator: "|"))) \(reply); return ;;\n"
            }
            let operand: String
            switch subcommand.operands.first?.completion {
            case .files?: operand = "_gradient_files \"$cur\""
            case .words(let words)?: operand = "COMPREPLY=( $(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\") )"
            case nil: operand = "COMPREPLY=()"
            }
            cases += "    \(subcommand.rawValue))\n"
            if !values.isEmpty { cases += "        case \"$prev\" in\n\(values)        esac\n" }
            cases += """
                        if [[ "$cur" == -* ]]; then
                            COMPREPLY=( $(compgen -W "\(names(subcommand.options))" -- "$cur") )
                        else
                            \(operand)
                        fi ;;

                """
        }
        return """
            # bash completion for gradient (made by `gradient completions bash`)
            # The file names that start with the word being typed, one per line, so that a name
            # with spaces stays one word. The word is read as the shell will read it: after an
            # opening quote, or with its backslashes taken as escapes (`my\\ f` is `my f`).
            _gradient_files() {
                local word=$1 name= i
                case $word in
                \\'*|\\"*) name=${word:1} ;;
                *) for (( i = 0; i < ${#word}; i++ )); do
                       [[ ${word:i:1} == \\\\ ]] && (( i++ ))
                       name+=${word:i:1}
                   done ;;
                esac
                COMPREPLY=()
                while IFS= read -r word; do COMPREPLY+=("$word"); done < <(compgen -f -- "$name")
            }
            _gradient() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                if [ "$COMP_CWORD" -eq 1 ]; then
                    COMPREPLY=( $(compgen -W "\(first.joined(separator: " "))" -- "$cur") )
                    return
                fi
                case "${COMP_WORDS[1]}" in
            \(cases)    esac
            }
            complete -o filenames -F _gradient gradient

            """
    }

    /// Text safe inside a zsh `_arguments` description `[…]` in single quotes.
    static func zshText(_ s: String) -> String {
        s.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: "[", with: "(")
            .replacingOccurrences(of: "]", with: ")").replacingOccurrences(of: ":", with: "\\:")
    }

    /// The `_arguments` spec of an option: `'(-o --output)'{-o,--output}'[Output file]:file:_files'`.
    static func zshSpec(_ option: CommandOption) -> String {
        var action = ""
        if let value = option.value {
            let placeholder = zshText(value.placeholder.replacingOccurrences(of: "<", with: "").replacingOccurrences(of: ">", with: ""))
            action = ":\(placeholder):" + (value.isFile ? "_files" : value.choices.map { "(\($0.joined(separator: " ")))" } ?? " ")
        }
        let description = "[\(zshText(option.summary))]"
        if option.names.count > 1 {
            return "'(\(option.names.joined(separator: " ")))'{\(option.names.joined(separator: ","))}'\(description)\(action)'"
        }
        return "'\(option.names[0])\(description)\(action)'"
    }

    static var zsh: String {
        let subcommands = Subcommand.allCases.map { "'\($0.rawValue):\(zshText($0.shortSummary))'" }.joined(separator: " ")
        let rootOptions = Subcommand.rootOptions.flatMap { option in option.names.map { "'\(zshText($0)):\(zshText(option.summary))'" } }
        var cases = ""
        for subcommand in Subcommand.allCases {
            var specs = subcommand.options.map(zshSpec)
            for operand in subcommand.operands {
                let name = zshText(operand.placeholder.replacingOccurrences(of: "<", with: "").replacingOccurrences(of: ">", with: ""))
                switch operand.completion {
                case .files: specs.append("'*:\(name):_files'")
                case .words(let words): specs.append("'1:\(name):(\(words.joined(separator: " ")))'")
                }
            }
            cases += "    \(subcommand.rawValue)) _arguments -s \\\n        " + specs.joined(separator: " \\\n        ") + " ;;\n"
        }
        return """
            #compdef gradient
            # zsh completion for gradient (made by `gradient completions zsh`)
            _gradient() {
                local -a subcommands options
                subcommands=(\(subcommands))
                options=(\(rootOptions.joined(separator: " ")))
                if (( CURRENT == 2 )); then
                    if [[ $PREFIX == -* ]]; then
                        _describe 'option' options
                    else
                        _describe 'subcommand' subcommands
                    fi
                    return
                fi
                # The subcommand's own arguments, its name as the command word.
                local subcommand=$words[2]
                shift words
                (( CURRENT-- ))
                case $subcommand in
            \(cases)    esac
            }
            _gradient "$@"

            """
    }

    /// Text safe in a fish single-quoted string.
    static func fishText(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }

    /// The fish flags of an option: `-s o -l output`.
    static func fishNames(_ option: CommandOption) -> String {
        option.names.map { $0.hasPrefix("--") ? "-l \($0.dropFirst(2))" : "-s \($0.dropFirst())" }.joined(separator: " ")
    }

    static var fish: String {
        var lines = [
            "# fish completion for gradient (made by `gradient completions fish`)",
            "complete -c gradient -f",
        ]
        for subcommand in Subcommand.allCases {
            lines.append("complete -c gradient -n __fish_use_subcommand -a \(subcommand.rawValue) -d '\(fishText(subcommand.shortSummary))'")
        }
        for option in Subcommand.rootOptions {
            lines.append("complete -c gradient -n __fish_use_subcommand \(fishNames(option)) -d '\(fishText(option.summary))'")
        }
        for subcommand in Subcommand.allCases {
            let condition = "-n '__fish_seen_subcommand_from \(subcommand.rawValue)'"
            for option in subcommand.options {
                var spec = "complete -c gradient \(condition) \(fishNames(option))"
                if let value = option.value {
                    spec += value.isFile ? " -r -F" : value.choices.map { " -x -a '\($0.joined(separator: " "))'" } ?? " -x"
                }
                lines.append(spec + " -d '\(fishText(option.summary))'")
            }
            switch subcommand.operands.first?.completion {
            case .files?: lines.append("complete -c gradient \(condition) -F")
            case .words(let words)?: lines.append("complete -c gradient \(condition) -x -a '\(words.joined(separator: " "))'")
            case nil: break
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
