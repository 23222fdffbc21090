import GradientKit

/// The command's help texts, made from the declarations (``Subcommand``, ``CommandOption``)
/// so that they list exactly what the parser takes.
enum Help {
    /// The width help wraps its descriptions to, in characters.
    static let width = 90

    /// The text `gradient --help` (or `gradient help`) prints.
    static var main: String {
        var lines = overview("Render gradients, given as CSS text or a JSON spec, as PNG, SVG, JSON, CSS, Swift code or Xcode image sets.")
        lines += [
            "",
            "USAGE: gradient <subcommand> [options]",
            "",
            "SUBCOMMANDS:",
        ]
        lines += entries(
            Subcommand.allCases.map { ([$0.rawValue] + $0.operands.map(\.synopsis)).joined(separator: " ") },
            Subcommand.allCases.map(\.summary), column: 24)
        lines += ["", "OPTIONS:"] + entries(Subcommand.rootOptions.map(\.head), Subcommand.rootOptions.map(\.help), column: 24)
        lines += ["", "EXAMPLES:"] + Subcommand.rootExamples.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    /// The text `gradient <subcommand> --help` (or `gradient help <subcommand>`) prints.
    static func text(for subcommand: Subcommand) -> String {
        var lines = overview(subcommand.overview) + [""] + usage(subcommand)
        let operands = subcommand.operands
        if !operands.isEmpty {
            lines += ["", "ARGUMENTS:"] + entries(operands.map(\.placeholder), operands.map(\.help), column: 26)
        }
        let options = subcommand.options
        lines += ["", "OPTIONS:"] + entries(options.map(\.head), options.map(\.help), column: 26)
        for section in sections(subcommand) {
            lines += ["", section.title + ":"] + (section.preformatted + wrap(section.text, width: width - 2)).map { "  " + $0 }
        }
        lines += ["", "EXAMPLES:"] + subcommand.examples.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    /// `OVERVIEW: ` and `text`, wrapped, later lines indented by two spaces.
    static func overview(_ text: String) -> [String] {
        wrap("OVERVIEW: " + text, width: width).enumerated().map { $0.offset == 0 ? $0.element : "  " + $0.element }
    }

    /// The `USAGE:` lines of `subcommand`: every option in its short form, wrapped under the
    /// subcommand's name.
    static func usage(_ subcommand: Subcommand) -> [String] {
        let lead = "USAGE: gradient \(subcommand.rawValue) "
        let indent = String(repeating: " ", count: lead.count)
        let lines = wrap(synopsisWords(subcommand), width: width - lead.count)
        guard !lines.isEmpty else { return ["USAGE: gradient \(subcommand.rawValue)"] }
        return lines.enumerated().map { ($0.offset == 0 ? lead : indent) + $0.element }
    }

    /// What follows `gradient <subcommand>` in its synopsis: its operands, then each option
    /// (but `--help`) in its short form: `[<gradient>]`, `[--size <w>x<h>]`, … `[-o <file>]`.
    static func synopsisWords(_ subcommand: Subcommand) -> [String] {
        var words = subcommand.operands.map(\.synopsis)
        words += subcommand.options.filter { $0 != .help }.map { "[\($0.synopsis)]" }
        // The gradient may also follow the options, after `--` when it starts with `-`.
        if subcommand == .render { words += ["[--]", "[<gradient>]"] }
        return words
    }

    /// The synopsis of every subcommand, as the README and the manual page show it:
    /// `gradient render [<gradient>] [--size <w>x<h>] …`, one subcommand after another.
    static var synopsis: [String] {
        Subcommand.allCases.flatMap { usage($0).map { String($0.dropFirst("USAGE: ".count)) } }
    }

    /// A section of help that is not a list of options: its title, lines shown as they are
    /// (an example), then a paragraph.
    struct Section {
        var title: String
        var preformatted: [String] = []
        var text: String
    }

    /// The prose sections of a subcommand's help, between its options and its examples.
    static func sections(_ subcommand: Subcommand) -> [Section] {
        guard subcommand == .render else { return [] }
        return [
            Section(
                title: "CSS",
                text: "linear-gradient, radial-gradient, conic-gradient and their repeating- forms, as CSS Images 4 defines them (angles, "
                    + "to sides/corners, stops in px/%/deg, hints, 'in <space>' for every CSS Color 4 space, 'longer|… hue' after hsl, "
                    + "hwb, lch, oklch); colours: names, hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), "
                    + "color(srgb|srgb-linear|display-p3|a98-rgb|prophoto-rgb|rec2020|xyz|xyz-d50|xyz-d65 …) with 'none' "
                    + "components, relative colours (oklch(from red l c h)), calc(), system colours, light-dark(), color-mix(), "
                    + "currentcolor (with --current-color). The comma forms rgb(1, 2, 3) and hsl(h, s%, l%) are strict: no mixed "
                    + "numbers and percentages, no none. A comma-separated list of gradients stacks them, first on top. A "
                    + "declaration pasted from a stylesheet (background: …; or background-image: …;) reads as its value."),
            Section(
                title: #"SPEC (JSON, layer form; only "colors" is required)"#,
                preformatted: [
                    ##"{ "type": "axial", "colors": [[1, 0, 0, 1], "#ffff00"], "locations": null,"##,
                    #"  "startPoint": [0.5, 0], "endPoint": [0.5, 1], "interpolation": "srgb" }"#,
                ],
                text: #""type" is axial (or linear), radial or conic; a colour is any CSS colour text, as above, or 3 or 4 numbers in "#
                    + #"0...1. An axial gradient may give "angle": 135 (degrees, 0 = up, clockwise) in place of "startPoint" and "#
                    + #""endPoint": it is drawn as CSS linear-gradient(135deg, ...) is on every aspect ratio. A CSS gradient as JSON: { "css": "linear-gradient(45deg, red, blue)" }, optionally with "#
                    + ##""colorScheme": "dark" and "currentColor": "#336699". A SwiftUI gradient with SwiftUI's parameters, drawn "##
                    + #"as SwiftUI draws it on a --size frame in points: { "swiftui": "radial", "colors": ["red", "blue"], "#
                    + #""center": [0.5, 0.5], "startRadius": 0, "endRadius": 100 }; "swiftui" is linear (startPoint, endPoint), "#
                    + #"radial (center, startRadius, endRadius in points), elliptical (center, startRadiusFraction, "#
                    + #"endRadiusFraction) or angular (center, startAngle, endAngle in degrees, 0 = trailing, clockwise); "#
                    + #""stops": [{"color": …, "location": …}] may replace "colors". A mesh gradient, SwiftUI's MeshGradient: "#
                    + #"{ "mesh": { "width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1, 1]], "colors": ["red", "#
                    + #""blue", "gold", "navy"] } }; a point may be { "position": [x, y], "topControlPoint": [x, y], … }, and "#
                    + #""background", "smoothsColors" and "colorSpace" (device, perceptual) are optional. PNG, JSON and Swift "#
                    + #"code hold a mesh; SVG and CSS do not."#),
        ]
    }

    /// Two columns: each head indented by two spaces, its description from `column` on and
    /// wrapped (on the next line when the head does not leave two spaces before `column`).
    static func entries(_ heads: [String], _ descriptions: [String], column: Int) -> [String] {
        var lines: [String] = []
        let indent = String(repeating: " ", count: column)
        for (head, description) in zip(heads, descriptions) {
            let wrapped = wrap(description, width: width - column)
            let first = "  " + head
            if first.count + 2 <= column {
                lines.append(first + String(repeating: " ", count: column - first.count) + (wrapped.first ?? ""))
                lines += wrapped.dropFirst().map { indent + $0 }
            } else {
                lines.append(first)
                lines += wrapped.map { indent + $0 }
            }
        }
        return lines
    }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word stands
    /// alone on its line).
    static func wrap(_ text: String, width: Int) -> [String] {
        wrap(text.split(separator: " ").map(String.init), width: width)
    }

    /// `words` joined by spaces into lines of at most `width` characters.
    static func wrap(_ words: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            if line.isEmpty {
                line = word
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `a, b, c or d`.
    static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }
}
