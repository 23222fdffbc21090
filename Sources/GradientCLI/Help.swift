import GradientKit

/// The command's help texts.
enum Help {
    static let main = """
        OVERVIEW: Render and convert gradients: PNG, SVG, JSON and CSS from CSS text or a JSON spec.

        USAGE: gradient <subcommand> [options]

        SUBCOMMANDS:
          render          Render a gradient to a file (see 'gradient help render').
          help [<topic>]  Show help for a subcommand (render, completions, manpage).
          completions <shell>
                          Print a completion script for bash, zsh or fish.
          manpage         Print the manual page gradient(1) (roff).

        OPTIONS:
          -h, --help      Show help.
          -V, --version   Show the version.

        EXAMPLES:
          gradient render                          # the built-in default, to gradient.png
          gradient render Examples/sunset.json --size 800x400 -o banner.png
          gradient render '{"colors": ["#f06", "#fc0"], "interpolation": "oklab"}' -o g.svg
          gradient render 'conic-gradient(from 45deg, red, blue)' --size 400x400 -o c.png
          gradient render Examples/sunset.json --size 800x400 -o banner.css
        """

    static let render = """
        OVERVIEW: Render a gradient to PNG, SVG, JSON, CSS or Swift code.

        USAGE: gradient render [<gradient>] [--size <w>x<h>] [--scale <s>] [--no-dither]
                               [--interpolation <mode>] [--max-pixels <n>] [--format <f>]
                               [--png-level <n>]
                               [--color-scheme light|dark] [--current-color <color>]
                               [-q] [-o <file>] [--] [<gradient>]

        ARGUMENTS:
          <gradient>              CSS gradient text, a JSON spec, a path to a file holding
                                  either, or '-' for standard input. Default: the built-in
                                  gradient (indigo, pink, amber at 120°, OKLab). After '--'
                                  it may start with '-'.

        OPTIONS:
          --size <w>x<h>          Size in points (default 1200x630).
          --scale <s>             Pixels per point, > 0 (default 1); pixel sizes round up.
                                  CSS lengths are points, as in a browser at that
                                  device scale: 20px is 40 pixels at --scale 2. An SVG is
                                  --size CSS px (points) at any scale.
          --no-dither             Round without ordered dithering (dithering is on by default).
          --png-level <n>         PNG compression: 0 (none) to 9 (smallest file, slowest);
                                  default \(PNG.defaultLevel).
          --interpolation <mode>  Override the spec's mode: srgb, srgb-premultiplied,
                                  srgb-linear, oklab, oklch, oklch-longer, oklch-increasing,
                                  oklch-decreasing, core-animation (what a device draws),
                                  lab, lch, hsl, hwb (each polar one also -longer,
                                  -increasing, -decreasing), xyz-d65 (or xyz), xyz-d50,
                                  display-p3, a98-rgb, prophoto-rgb, rec2020.
          --max-pixels <n>        Raise (or lower) the pixel limit (default 67108864,
                                  at most 4294967296).
          --format <f>            png, svg, json, css, swift or imageset (default: from the
                                  output's extension). css writes any gradient as CSS for
                                  --size (a layer spec is converted; CSS text is written
                                  back as parsed). swift writes code that configures a
                                  GradientView and the SwiftUI equivalent. imageset writes
                                  an Xcode asset-catalog folder: 1x, 2x and 3x PNGs of
                                  --size points and its Contents.json.
          -q, --quiet             No note on standard error after writing a file, and no
                                  progress line (shown on a terminal while a PNG takes
                                  over a second).
          --color-scheme <s>      light (default) or dark: the page CSS system colours
                                  (Canvas, ButtonFace, …) and light-dark() follow. A JSON
                                  spec's "colorScheme" wins.
          --current-color <c>     The colour CSS 'currentcolor' stands for (any CSS colour);
                                  without it 'currentcolor' is an error. A JSON spec's
                                  "currentColor" wins.
          -o, --output <file>     Output file (default gradient.png); '-' writes to standard
                                  output. Written atomically: a failed run leaves no file
                                  and never replaces an existing one. Keeps the replaced
                                  file's mode, follows symbolic links, refuses read-only
                                  files, writes into devices and FIFOs (/dev/stdout).

        CSS: linear-gradient, radial-gradient, conic-gradient and their repeating- forms, as
          CSS Images 4 defines them (angles, to sides/corners, stops in px/%/deg, hints,
          'in <space>' for every CSS Color 4 space, 'longer|… hue' after hsl, hwb, lch,
          oklch); colours: names, hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(),
          color(srgb|srgb-linear|display-p3|a98-rgb|prophoto-rgb|rec2020|xyz|xyz-d50|
          xyz-d65 …) with 'none' components, relative colours (oklch(from red l c h)),
          calc(), system colours, light-dark(), color-mix(), currentcolor (with
          --current-color). The comma forms rgb(1, 2, 3) and hsl(h, s%, l%) are strict: no
          mixed numbers and percentages, no none. A comma-separated list of gradients
          stacks them, first on top.

        SPEC (JSON, layer form; only "colors" is required):
          { "type": "axial", "colors": [[1, 0, 0, 1], "#ffff00"], "locations": null,
            "startPoint": [0.5, 0], "endPoint": [0.5, 1], "interpolation": "srgb" }
          "type" is axial (or linear), radial or conic; a colour is any CSS colour text, as
          above, or 3 or 4 numbers in 0...1.
          A CSS gradient as JSON: { "css": "linear-gradient(45deg, red, blue)" }, optionally
          with "colorScheme": "dark" and "currentColor": "#336699".

        EXAMPLES:
          gradient render
          gradient render '{"type": "radial", "colors": ["white", "navy"], "startPoint": [0.5, 0.5], "endPoint": [1, 1]}' --size 400x400 -o r.png
          gradient render Examples/sunset.json --scale 2 -o - > out.png
          gradient render 'repeating-linear-gradient(45deg, navy 0 10px, gold 10px 20px)' -o stripes.png
          gradient render Examples/sunset.json --size 1200x630 -o spec.css
          gradient render Examples/sunset.json --size 390x844 -o GradientConfiguration.swift
          gradient render Examples/sunset.json --size 320x180 -o Hero.imageset
        """
}

extension Help {
    static let completions = """
        OVERVIEW: Print a shell completion script for 'gradient'.

        USAGE: gradient completions <shell>

        ARGUMENTS:
          <shell>                 bash, zsh or fish.

        EXAMPLES:
          gradient completions bash > ~/.local/share/bash-completion/completions/gradient
          gradient completions zsh > "${fpath[1]}/_gradient"
          gradient completions fish > ~/.config/fish/completions/gradient.fish
        """

    static let manpage = """
        OVERVIEW: Print the manual page gradient(1), made from this help, as roff.

        USAGE: gradient manpage

        EXAMPLES:
          gradient manpage > gradient.1 && man ./gradient.1
        """

    /// The help topics `gradient help <topic>` knows, with their texts.
    static let topics: KeyValuePairs<String, String> = [
        "render": render, "completions": completions, "manpage": manpage,
    ]

    /// The text for `gradient help [topic]`: the overview without a topic.
    ///
    /// - Throws: ``GradientError`` (exit 64) for a topic that does not exist.
    static func topic(_ name: String?) throws -> String {
        guard let name else { return main }
        if let text = topics.first(where: { $0.key == name })?.value { return text }
        throw GradientError(
            .invalidValue,
            "\(name.quotedForMessage) is not a help topic\(name.didYouMean(topics.map(\.key))): use render, completions or manpage.")
    }
}
