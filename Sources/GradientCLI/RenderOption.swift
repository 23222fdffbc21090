import GradientKit

/// The options of `gradient render`, in the order help lists them.
enum RenderOption: DeclaredOption {
    case size, scale, noDither, interpolation, maxPixels, pngLevel, format, name, quiet, noClobber, colorScheme, currentColor, output

    var declaration: CommandOption {
        switch self {
        case .size:
            CommandOption(["--size"], value: .text("<w>x<h>"), help: "Size in points (default 1200x630).")
        case .scale:
            CommandOption(
                ["--scale"], value: .text("<s>"),
                help: "Pixels per point, > 0 (default 1); pixel sizes round up. CSS lengths are points, as in a browser at that device "
                    + "scale: 20px is 40 pixels at --scale 2. An SVG is --size CSS px (points) at any scale.")
        case .noDither:
            CommandOption(["--no-dither"], help: "Round without ordered dithering (dithering is on by default).")
        case .interpolation:
            CommandOption(
                ["--interpolation"], value: .choice("<mode>", Interpolation.allCases.map(\.name)),
                help: "Override the spec's mode: srgb, srgb-premultiplied, srgb-linear, oklab, oklch, oklch-longer, oklch-increasing, "
                    + "oklch-decreasing, core-animation (what a device draws), swiftui (what SwiftUI draws), lab, lch, hsl, hwb (each polar one also -longer, "
                    + "-increasing, -decreasing), xyz-d65 (or xyz), xyz-d50, display-p3, a98-rgb, prophoto-rgb, rec2020.")
        case .maxPixels:
            CommandOption(
                ["--max-pixels"], value: .text("<n>"),
                help: "Raise (or lower) the pixel limit (default \(Rasterizer.defaultPixelLimit), at most \(CommandLimits.maxPixelsCeiling)).")
        case .pngLevel:
            CommandOption(
                ["--png-level"], value: .text("<n>"),
                help: "PNG compression: 0 (none) to 9 (smallest file, slowest); default \(PNG.defaultLevel).")
        case .format:
            CommandOption(
                ["--format"], value: .choice("<f>", RenderCommand.Format.allCases.map(\.rawValue)),
                help: "png, svg, json, css, swift or imageset (default: from the output's extension, which it must not contradict). "
                    + "css writes any gradient as CSS for --size (a layer spec is converted; CSS text is written back as parsed). "
                    + "swift writes code that configures a GradientView and the SwiftUI equivalents (for any size where the view's settings say the CSS; "
                    + "a SwiftUI spec as SwiftUI's own initialiser). imageset writes an Xcode "
                    + "asset-catalog folder: 1x, 2x and 3x PNGs of --size points (whole points) and its Contents.json, with dark "
                    + "images too when the gradient reads light-dark() or a system colour.")
        case .name:
            CommandOption(
                ["--name"], value: .text("<identifier>"),
                help: "The enum Swift code declares, a Swift identifier (default: from the output's name, HeroGradient for "
                    + "-o HeroGradient.swift, else \(SwiftCode.defaultName)), so several files live in one target. Swift output only.")
        case .quiet:
            CommandOption(
                ["-q", "--quiet"],
                help: "No note on standard error after writing a file, and no progress line (shown on a terminal while a PNG takes "
                    + "over a second).")
        case .noClobber:
            CommandOption(["-n", "--no-clobber"], help: "Never replace an existing output: refuse to write it instead.")
        case .colorScheme:
            CommandOption(
                ["--color-scheme"], value: .choice("<scheme>", CSSParsingOptions.ColorScheme.allCases.map(\.rawValue)),
                help: "light (default) or dark: the page CSS system colours (Canvas, ButtonFace, …) and light-dark() follow. "
                    + "A JSON spec's \"colorScheme\" wins. When it is given, an image set holds that scheme's images only, with no dark variant.")
        case .currentColor:
            CommandOption(
                ["--current-color"], value: .text("<color>"),
                help: "The colour CSS 'currentcolor' stands for (any CSS colour); without it 'currentcolor' is an error. "
                    + "A JSON spec's \"currentColor\" wins.")
        case .output:
            CommandOption(
                ["-o", "--output"], value: .file("<file>"),
                help: "Output file (default gradient.png); '-' writes to standard output (not a PNG to a terminal). Written "
                    + "atomically: a failed run leaves no file and never replaces an existing one. Keeps the replaced file's mode, "
                    + "follows symbolic links, refuses read-only files, writes into devices and FIFOs (/dev/stdout).")
        }
    }
}
