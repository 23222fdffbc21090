import Foundation
import GradientKit

/// `gradient render`: reads a gradient, renders or converts it, writes the result atomically.
/// Its options are ``RenderOption``; ``run(_:)`` does the work.
struct RenderCommand {
    /// The output formats, as `--format` and the output's extension name them.
    enum Format: String, CaseIterable {
        case png, svg, json, css, swift, imageset

        /// Whether the format is binary data, which a terminal cannot show.
        var isBinary: Bool { self == .png }
    }

    /// The gradient operand as typed (text, a path or `-`), or `nil` for the built-in default.
    var source: String?
    /// The bytes of `source` as typed (a file name may not be UTF-8).
    var sourceRaw: [UInt8] = []
    /// `--size`, in points. Default 1200 × 630.
    var width = 1200.0
    var height = 630.0
    /// `--scale`: pixels per point. Default 1.
    var scale = 1.0
    /// Ordered dithering; `--no-dither` turns it off.
    var dither = true
    /// `--interpolation`: the mode that replaces the gradient's own, if given.
    var interpolation: Interpolation?
    /// `--max-pixels`. Default ``Rasterizer/defaultPixelLimit``.
    var maxPixels = Rasterizer.defaultPixelLimit
    /// `--png-level`: zlib's compression level for PNG files, 0…9. Default ``PNG/defaultLevel``.
    var pngLevel = PNG.defaultLevel
    /// `--format`, if given (else the output's extension decides).
    var format: Format?
    /// The output path as typed (`-` is standard output).
    var output = FilePath("gradient.png")
    /// Whether `-o` was given.
    var outputGiven = false
    /// `-q`: no note on standard error after writing a file.
    var quiet = false
    /// `-n`: refuse to replace an existing output.
    var noClobber = false
    /// The colour scheme and `currentcolor` CSS is read with (`--color-scheme`, `--current-color`).
    var parseOptions = CSSParsingOptions()
    /// Whether `--color-scheme` was given: an image set then holds that scheme's images
    /// alone, with no dark variant (``ImageSet``).
    var colorSchemeGiven = false
    /// `--current-color` as given, read once the colour scheme is known (``finish()``).
    private var currentColorText: String?

    /// The defaults: the built-in gradient as a 1200 × 630 PNG in `gradient.png`.
    init() {}

    /// Takes one option or operand, in the order given.
    ///
    /// - Throws: ``GradientError`` (exit 64) naming a bad value and what would be valid.
    mutating func take(_ item: OptionParser.Item<RenderOption>) throws {
        let option: RenderOption
        let value: [UInt8]?
        switch item {
        case .operand(let raw):
            source = String(escapingInvalidUTF8: raw)
            sourceRaw = raw
            return
        case .option(let o, _, let v):
            option = o
            value = v
        }
        let text = value.map { String(escapingInvalidUTF8: $0) } ?? ""
        switch option {
        case .colorScheme:
            guard let scheme = CSSParsingOptions.ColorScheme(rawValue: text.lowercased()) else {
                throw GradientError(.invalidValue, "--color-scheme \(text.quotedForMessage) is not a colour scheme: use light or dark.")
            }
            parseOptions.colorScheme = scheme
            colorSchemeGiven = true
        case .currentColor:
            currentColorText = text
        case .size:
            (width, height) = try Self.parseSize(text)
        case .scale:
            guard let s = Double(text), s.isFinite, s > 0 else {
                throw GradientError(.invalidValue, "--scale \(text.quotedForMessage) is not valid: give a number greater than 0, such as 2.")
            }
            scale = s
        case .noDither:
            dither = false
        case .quiet:
            quiet = true
        case .noClobber:
            noClobber = true
        case .interpolation:
            // Any case, as --format, --color-scheme and the view's interpolationName read
            // names (a JSON spec's names are exact).
            guard let mode = Interpolation(name: text.lowercased()) else {
                throw GradientError(.invalidValue, "--interpolation " + Interpolation.unknownName(text))
            }
            interpolation = mode
        case .maxPixels:
            guard let n = Int(text), n > 0, n <= CommandLimits.maxPixelsCeiling else {
                throw GradientError(
                    .invalidValue, "--max-pixels \(text.quotedForMessage) is not valid: give a whole number from 1 to \(CommandLimits.maxPixelsCeiling).")
            }
            maxPixels = n
        case .pngLevel:
            guard let n = Int(text), PNG.levels.contains(n) else {
                throw GradientError(
                    .invalidValue, "--png-level \(text.quotedForMessage) is not valid: give a whole number from 0 (no compression) to 9 (smallest).")
            }
            pngLevel = n
        case .format:
            guard let f = Format(rawValue: text.lowercased()) else {
                throw GradientError(.invalidValue, "--format \(text.quotedForMessage) is not a format: use png, svg, json, css, swift or imageset.")
            }
            format = f
        case .output:
            output = FilePath(value ?? [])
            outputGiven = true
            guard !output.bytes.isEmpty else { throw GradientError(.invalidValue, "The output file name is empty: give a path or '-'.") }
        }
    }

    /// Completes what depends on several options: `--current-color` is read in the colour
    /// scheme `--color-scheme` gives, wherever each came.
    mutating func finish() throws {
        parseOptions = try parseOptions(colorScheme: parseOptions.colorScheme)
    }

    /// The options CSS is read with in `colorScheme`: `--current-color` read in that scheme
    /// too (`light-dark(red, blue)` is red in the light scheme and blue in the dark one).
    func parseOptions(colorScheme: CSSParsingOptions.ColorScheme) throws -> CSSParsingOptions {
        var options = parseOptions
        options.colorScheme = colorScheme
        guard let text = currentColorText else { return options }
        do {
            options.currentColor = try CSSColor(parsingValue: text, options: CSSParsingOptions(colorScheme: colorScheme)).rgba
        } catch let error as GradientError {
            throw GradientError(error.kind, "--current-color \(error.message)")
        }
        return options
    }

    /// Parses `WxH` (points, each a finite number > 0).
    static func parseSize(_ text: String) throws -> (Double, Double) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite, w > 0, h > 0 else {
            throw GradientError(
                .invalidValue, "--size \(text.quotedForMessage) is not a size: give WIDTHxHEIGHT with numbers greater than 0, such as 1200x630.")
        }
        return (w, h)
    }

    /// True when `-o -` sends the output to standard output.
    var isStandardOutput: Bool { output.bytes == [UInt8(ascii: "-")] }
}
