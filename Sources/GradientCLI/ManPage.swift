import Foundation

/// `gradient manpage`: the manual page gradient(1) as roff, made from the help texts
/// (``Help/main`` and ``Help/render``) so that it says what `--help` says.
enum ManPage {
    static var text: String {
        var roff = [
            ".TH GRADIENT 1 \"\(GradientCommand.versionDate)\" \"gradient \(GradientCommand.version)\" \"User Commands\"",
            ".SH NAME",
            "gradient \\- render and convert gradients: PNG, SVG, JSON, CSS and Swift code",
            ".SH SYNOPSIS",
            ".B gradient render",
            escape("[<gradient>] [options]"),
            ".br",
            ".B gradient",
            escape("help [<topic>] | completions <shell> | manpage | --help | --version"),
            ".SH DESCRIPTION",
        ]
        roff += sections(of: Help.render, skipping: ["USAGE:"])
        roff.append(".SH SUBCOMMANDS")
        roff += entries(HelpOption.parse(Help.main, section: "SUBCOMMANDS:"))
        roff.append(".SH GLOBAL OPTIONS")
        roff += entries(HelpOption.parse(Help.main))
        roff += [
            ".SH EXIT STATUS",
            "0 on success, 64 for input the command cannot take (bad flags, values or gradient text, sizes over a limit), 1 when reading or writing failed or an output format cannot hold the gradient.",
        ]
        return roff.joined(separator: "\n") + "\n"
    }

    /// `.TP` paragraphs for options or subcommands.
    static func entries(_ options: [HelpOption]) -> [String] {
        options.flatMap { option -> [String] in
            let flags: String = option.flags.map(escape).joined(separator: "\\fR, \\fB")
            var head = "\\fB" + flags + "\\fR"
            if let value = option.value { head += " \\fI" + escape(value) + "\\fR" }
            return [".TP", head, escape(option.summary)]
        }
    }

    /// Every section of a help text: `OVERVIEW:` as the description, `OPTIONS:` as `.TP`
    /// entries, the others as `.SH` with their lines kept (`.nf`) so that examples stay intact.
    static func sections(of help: String, skipping: Set<String>) -> [String] {
        var out: [String] = []
        var title = ""
        var body: [Substring] = []
        func flush() {
            guard !title.isEmpty, !skipping.contains(title) else { return }
            if title == "OPTIONS:" {
                out.append(".SH OPTIONS")
                out += entries(HelpOption.parse(help))
            } else if title.hasPrefix("OVERVIEW:") {
                out.append(escape(String(title.dropFirst("OVERVIEW:".count)).trimmingCharacters(in: .whitespaces)))
            } else {
                let name = title.split(separator: ":")[0]
                out += [".SH " + name, ".nf"]
                for line in body { out.append(escape(String(line.dropFirst(2)))) }
                out.append(".fi")
            }
        }
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" "), !line.isEmpty {
                flush()
                title = String(line)
                body = []
                // A title with text after the colon (`CSS: linear-gradient…`) keeps that text.
                if let colon = line.firstIndex(of: ":"), line[line.index(after: colon)...].contains(where: { $0 != " " }), !line.hasPrefix("OVERVIEW:") {
                    title = String(line[...colon])
                    body = [Substring("  " + line[line.index(after: colon)...].drop(while: { $0 == " " }))]
                }
            } else if !line.isEmpty {
                body.append(line)
            }
        }
        flush()
        return out
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
