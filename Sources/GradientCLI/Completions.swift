import Foundation
import GradientKit

/// `gradient completions bash|zsh|fish`: completion scripts made from the help texts
/// (``Help/main`` for the subcommands, ``Help/render`` for the options), so that they list
/// exactly what `--help` does.
enum Completions {
    static let shells = ["bash", "zsh", "fish"]

    /// The script for `shell`.
    ///
    /// - Throws: ``GradientError`` (exit 64) when `shell` is missing or not one of ``shells``.
    static func script(for shell: String?) throws -> String {
        switch shell {
        case "bash": return bash
        case "zsh": return zsh
        case "fish": return fish
        case nil: throw GradientError(.invalidValue, "'gradient completions' needs a shell: give bash, zsh or fish.")
        case let other?:
            throw GradientError(.invalidValue, "\(other.quotedForMessage) is not a shell\(other.didYouMean(shells)): give bash, zsh or fish.")
        }
    }

    static var subcommands: [HelpOption] { HelpOption.parse(Help.main, section: "SUBCOMMANDS:") }
    static var renderOptions: [HelpOption] { HelpOption.parse(Help.render) }

    /// The values an option takes, when it names them: its placeholder's `a|b` list, or the
    /// command's own list for `--format`, `--interpolation` and `--color-scheme`.
    static func choices(_ option: HelpOption) -> [String] {
        if option.flags.contains("--format") { return RenderCommand.Format.allCases.map(\.rawValue) }
        if option.flags.contains("--interpolation") { return Interpolation.allCases.map(\.name) }
        if option.flags.contains("--color-scheme") { return CSSParsingOptions.ColorScheme.allCases.map(\.rawValue) }
        return option.choices
    }

    static var bash: String {
        let names = subcommands.map { $0.flags[0] }.joined(separator: " ")
        let flags = renderOptions.flatMap(\.flags).joined(separator: " ")
        var valueCases = ""
        for option in renderOptions where option.value != nil {
            let pattern = option.flags.joined(separator: "|")
            let values = choices(option)
            let reply =
                option.takesFile
                ? "COMPREPLY=( $(compgen -f -- \"$cur\") )"
                : values.isEmpty ? "COMPREPLY=()" : "COMPREPLY=( $(compgen -W \"\(values.joined(separator: " "))\" -- \"$cur\") )"
            valueCases += "            \(pattern)) \(reply); return ;;\n"
        }
        return """
            # bash completion for gradient (made by `gradient completions bash`)
            _gradient() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                if [ "$COMP_CWORD" -eq 1 ]; then
                    COMPREPLY=( $(compgen -W "\(names) --help --version" -- "$cur") )
                    return
                fi
                case "${COMP_WORDS[1]}" in
                render)
                    case "$prev" in
            \(valueCases)        esac
                    if [[ "$cur" == -* ]]; then
                        COMPREPLY=( $(compgen -W "\(flags)" -- "$cur") )
                    else
                        COMPREPLY=( $(compgen -f -- "$cur") )
                    fi ;;
                help) COMPREPLY=( $(compgen -W "\(Help.topics.map(\.key).joined(separator: " "))" -- "$cur") ) ;;
                completions) COMPREPLY=( $(compgen -W "\(shells.joined(separator: " "))" -- "$cur") ) ;;
                esac
            }
            complete -o filenames -F _gradient gradient

            """
    }

    /// Text safe inside a zsh `_arguments` description `[…]` in single quotes.
    static func zshText(_ s: String) -> String {
        s.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: "[", with: "(")
            .replacingOccurrences(of: "]", with: ")").replacingOccurrences(of: ":", with: "\\:")
    }

    static var zsh: String {
        let names = subcommands.map { "'\($0.flags[0]):\(zshText($0.shortSummary))'" }.joined(separator: " ")
        var specs: [String] = []
        for option in renderOptions {
            let description = "[\(zshText(option.shortSummary))]"
            var action = ""
            if let value = option.value {
                let values = choices(option)
                let placeholder = zshText(value.replacingOccurrences(of: "<", with: "").replacingOccurrences(of: ">", with: ""))
                action = ":\(placeholder):" + (option.takesFile ? "_files" : values.isEmpty ? " " : "(\(values.joined(separator: " ")))")
            }
            if option.flags.count > 1 {
                specs.append("'(\(option.flags.joined(separator: " ")))'{\(option.flags.joined(separator: ","))}'\(description)\(action)'")
            } else {
                specs.append("'\(option.flags[0])\(description)\(action)'")
            }
        }
        return """
            #compdef gradient
            # zsh completion for gradient (made by `gradient completions zsh`)
            _gradient() {
                local -a subcommands
                subcommands=(\(names))
                if (( CURRENT == 2 )); then
                    _describe 'subcommand' subcommands
                    return
                fi
                case $words[2] in
                render) _arguments -s \\
                    \(specs.joined(separator: " \\\n        ")) \\
                    '*:gradient file:_files' ;;
                help) _values 'topic' \(Help.topics.map(\.key).joined(separator: " ")) ;;
                completions) _values 'shell' \(shells.joined(separator: " ")) ;;
                esac
            }
            _gradient "$@"

            """
    }

    /// Text safe in a fish single-quoted string.
    static func fishText(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }

    static var fish: String {
        var lines = [
            "# fish completion for gradient (made by `gradient completions fish`)",
            "complete -c gradient -f",
        ]
        for sub in subcommands {
            lines.append("complete -c gradient -n __fish_use_subcommand -a \(sub.flags[0]) -d '\(fishText(sub.shortSummary))'")
        }
        let inRender = "-n '__fish_seen_subcommand_from render'"
        for option in renderOptions {
            var spec = "complete -c gradient \(inRender)"
            for flag in option.flags {
                spec += flag.hasPrefix("--") ? " -l \(flag.dropFirst(2))" : " -s \(flag.dropFirst())"
            }
            if option.value != nil {
                let values = choices(option)
                spec += option.takesFile ? " -r -F" : values.isEmpty ? " -x" : " -x -a '\(values.joined(separator: " "))'"
            }
            lines.append(spec + " -d '\(fishText(option.shortSummary))'")
        }
        lines.append("complete -c gradient \(inRender) -F")
        lines.append("complete -c gradient -n '__fish_seen_subcommand_from help' -x -a '\(Help.topics.map(\.key).joined(separator: " "))'")
        lines.append("complete -c gradient -n '__fish_seen_subcommand_from completions' -x -a '\(shells.joined(separator: " "))'")
        return lines.joined(separator: "\n") + "\n"
    }
}
