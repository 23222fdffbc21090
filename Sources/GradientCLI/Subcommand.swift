import GradientKit

/// The subcommands of `gradient`, declared once: what they take and say, for the parser,
/// help, completions and the manual page.
enum Subcommand: String, CaseIterable, Sendable {
    case render, help, completions, manpage

    /// The one line `gradient --help` gives the subcommand.
    var summary: String {
        switch self {
        case .render: "Render a gradient to a file (see 'gradient help render')."
        case .help: "Show help for gradient or one of its subcommands."
        case .completions: "Print a completion script for bash, zsh or fish."
        case .manpage: "Print the manual page gradient(1) (roff)."
        }
    }

    /// ``summary`` without its full stop, for completion menus.
    var shortSummary: String { String(summary.dropLast(summary.hasSuffix(".") ? 1 : 0)) }

    /// The first line of the subcommand's help.
    var overview: String {
        switch self {
        case .render: "Render a gradient to PNG, SVG, JSON, CSS, Swift code or an Xcode image set."
        case .help: "Show help for gradient or one of its subcommands."
        case .completions: "Print a shell completion script for 'gradient'."
        case .manpage: "Print the manual page gradient(1), made from this help, as roff."
        }
    }

    /// The options, `-h`/`--help` last.
    var options: [CommandOption] {
        switch self {
        case .render: RenderOption.allCases.map(\.declaration) + [.help]
        case .help, .completions, .manpage: [.help]
        }
    }

    /// The operands, in order.
    var operands: [CommandOperand] {
        switch self {
        case .render:
            [
                CommandOperand(
                    placeholder: "<gradient>",
                    help: "CSS gradient text, a JSON spec, a path to a file holding either, or '-' for standard input. Default: the "
                        + "built-in gradient (indigo, pink, amber at 120°, OKLab). After '--' it may start with '-'.",
                    isOptional: true, completion: .files)
            ]
        case .help:
            [
                CommandOperand(
                    placeholder: "<subcommand>", help: "render, help, completions or manpage; without one, the overview.", isOptional: true,
                    completion: .words(Subcommand.allCases.map(\.rawValue)))
            ]
        case .completions:
            [CommandOperand(placeholder: "<shell>", help: "bash, zsh or fish.", isOptional: false, completion: .words(Shell.allCases.map(\.rawValue)))]
        case .manpage: []
        }
    }

    /// Example command lines; each runs as written from an empty folder.
    var examples: [String] {
        switch self {
        case .render:
            [
                "gradient render",
                #"gradient render '{"type": "radial", "colors": ["white", "navy"], "startPoint": [0.5, 0.5], "endPoint": [1, 1]}' --size 400x400 -o r.png"#,
                "gradient render 'linear-gradient(120deg in oklab, #4b4fd8, #ffbe5c)' --scale 2 -o - > out.png",
                "gradient render 'repeating-linear-gradient(45deg, navy 0 10px, gold 10px 20px)' -o stripes.png",
                ##"gradient render '{"colors": ["#ff512f", "#dd2476"], "startPoint": [0, 0], "endPoint": [1, 1]}' --size 1200x630 -o spec.css"##,
                "gradient render 'linear-gradient(45deg in oklab, #f06, #fc0)' --size 390x844 -o GradientConfiguration.swift",
                "gradient render 'linear-gradient(#4b4fd8, #ffbe5c)' --size 320x180 -o Hero.imageset",
                ##"gradient render '{"swiftui": "angular", "colors": ["#ff2d55", "#af52de", "#5ac8fa"], "startAngle": -90, "endAngle": 180}' --size 120x120 --scale 3 -o ring.png"##,
            ]
        case .help:
            ["gradient help render"]
        case .completions:
            [
                "gradient completions bash > ~/.local/share/bash-completion/completions/gradient",
                #"gradient completions zsh > "${fpath[1]}/_gradient""#,
                "gradient completions fish > ~/.config/fish/completions/gradient.fish",
            ]
        case .manpage:
            ["gradient manpage > gradient.1 && man ./gradient.1"]
        }
    }

    /// The options `gradient` itself takes, before any subcommand.
    static let rootOptions = [CommandOption.help, CommandOption(["-V", "--version"], help: "Show the version.")]

    /// Examples for `gradient --help`; each runs as written from an empty folder.
    static let rootExamples = [
        "gradient render                          # the built-in default, to gradient.png",
        "gradient render 'linear-gradient(45deg in oklab, #f06, #fc0)' --size 800x400 -o banner.png",
        ##"gradient render '{"colors": ["#f06", "#fc0"], "interpolation": "oklab"}' -o g.svg"##,
        "gradient render 'conic-gradient(from 45deg, red, blue)' --size 400x400 -o c.png",
        "gradient render 'radial-gradient(circle at top, white, navy)' --size 800x400 -o banner.css",
    ]
}
