import Foundation

/// `gradient manpage`: the manual page gradient(1) as roff, made from the declarations
/// (``Subcommand``, ``CommandOption``) and help's prose (``Help``), so that it says what
/// `--help` says.
enum ManPage {
    static var text: String {
        var roff = [
            ".TH GRADIENT 1 \"\(GradientCommand.versionDate)\" \"gradient \(GradientCommand.version)\" \"User Commands\"",
            ".SH NAME",
            "gradient \\- render and convert gradients: PNG, SVG, JSON, CSS, Swift code and Xcode image sets",
            ".SH SYNOPSIS",
        ]
        for subcommand in Subcommand.allCases {
            let words = Help.synopsisWords(subcommand)
            roff += [".B gradient \(subcommand.rawValue)"] + (words.isEmpty ? [] : [escape(words.joined(separator: " "))]) + [".br"]
        }
        roff += [".B gradient", escape("--help | --version"), ".SH DESCRIPTION", escape(Subcommand.render.overview)]
        roff += [".SH ARGUMENTS"] + Subcommand.render.operands.flatMap { [".TP", "\\fI" + escape($0.placeholder) + "\\fR", escape($0.help)] }
        roff += [".SH OPTIONS"] + entries(Subcommand.render.options)
        for section in Help.sections(.render) {
            roff.append(".SH " + section.title.split(separator: " ")[0])
            if !section.preformatted.isEmpty { roff += [".nf"] + section.preformatted.map(escape) + [".fi"] }
            roff.append(escape(section.text))
        }
        roff += [".SH EXAMPLES", ".nf"] + Subcommand.render.examples.map(escape) + [".fi"]
        roff.append(".SH SUBCOMMANDS")
        for subcommand in Subcommand.allCases {
            let head = ([subcommand.rawValue] + subcommand.operands.map(\.synopsis)).joined(separator: " ")
            roff += [".TP", "\\fB" + escape(head) + "\\fR", escape(subcommand.summary)]
        }
        roff += [".SH GLOBAL OPTIONS"] + entries(Subcommand.rootOptions)
        roff += [
            ".SH EXIT STATUS",
            "0 on success, 64 for input the command cannot take (bad flags, values or gradient text, sizes over a limit), 1 when reading or writing failed or an output format cannot hold the gradient.",
        ]
        return roff.joined(separator: "\n") + "\n"
    }

    /// `.TP` paragraphs for options: `\fB-o\fR, \fB--output\fR \fI<file>\fR` and the help.
    static func entries(_ options: [CommandOption]) -> [String] {
        options.flatMap { option -> [String] in
            let flags: String = option.names.map(escape).joined(separator: "\\fR, \\fB")
            var head = "\\fB" + flags + "\\fR"
            if let value = option.value { head += " \\fI" + escape(value.placeholder) + "\\fR" }
            return [".TP", head, escape(option.help)]
        }
    }

    /// Text safe in roff: backslashes as `\e`, a leading `.` or `'` guarded, `-` as `\-`, and
    /// every character beyond ASCII as its code point, `\[u2026]` for `…` (groff reads its
    /// input as Latin-1, and warns at the bytes of UTF-8 or misreads them).
    static func escape(_ s: String) -> String {
        var t = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": t += "\\e"
            case "-": t += "\\-"
            case _ where scalar.isASCII: t.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                t += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        if t.hasPrefix(".") || t.hasPrefix("'") { t = "\\&" + t }
        return t
    }
}
