import Foundation
import GradientTestSupport
import Testing

@testable import GradientCLI

/// One bad way to run `gradient`: the arguments (and standard input), the exit code and the
/// one line on standard error that it must give, leaving every file as it was. `$DIR` in the
/// arguments and the message stands for the folder holding the ``BadInputTests/fixtures``.
struct BadInput: Sendable, CustomTestStringConvertible {
    /// What the row tries, for the test name.
    var what: String
    var arguments: [String]
    var stdin: Data? = nil
    /// A file (or directory) opened as standard input instead.
    var stdinFile: String? = nil
    /// A file opened as standard output, such as `/dev/full`, instead of a captured stream.
    var stdoutFile: String? = nil
    /// 64 for usage errors (flags, values, gradient text), 1 for failures (reading, writing).
    var status: Int32
    /// The whole of standard error, without the `gradient: ` prefix and the newline.
    var message: String

    var testDescription: String { what }
}

/// The table of bad inputs of the `gradient` command, checked in process: each row is parsed
/// and prepared as `gradient` would (``RenderCommand/prepare(_:)``, everything but writing)
/// and must give its exit code and exact message; a sample also runs through the built
/// binary, for the exit code and the streams a process shows.
///
/// Every row runs with a fresh folder holding the ``fixtures`` (including `existing.png`, a
/// file a failed run must not replace), and checks that nothing went to standard output and
/// that no file was created, changed or removed.
@Suite struct BadInputTests {
    /// The contents of `existing.png`: not a real PNG, just bytes to compare.
    static let existing = Data("the user's existing picture\n".utf8)

    /// The files each row starts with.
    static let fixtures: [String: Data] = [
        "existing.png": existing,
        "good.json": Data(#"{"colors": ["red", "blue"]}"#.utf8),
        // ISO 8859-1 "{"colors": ["é"]}": the é is the single byte 0xE9, invalid UTF-8.
        "latin1.json": Data(#"{"colors": [""#.utf8) + Data([0xE9]) + Data(#""]}"#.utf8),
        "empty.json": Data(),
        "blank.json": Data(" \n\t\n".utf8),
        // A missing comma at line 4, column 5 (after a blank first line).
        "multiline.json": Data("\n{\"colors\": [\n    \"red\"\n    \"blue\"\n]}\n".utf8),
        // A misspelt colour on line 3, at column 8 (after two blank lines' worth of text).
        "multiline.css": Data("linear-gradient(\n  45deg,\n  red, bleu\n)\n".utf8),
        // A comment opened on line 2 at column 13 and never closed.
        "open-comment.css": Data("linear-gradient(red, blue)\n            /* the end\n".utf8),
        // The PNG signature and the first bytes of an IHDR chunk, cut off.
        "truncated.png": Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48]),
        // An image set the user made, which --no-clobber must leave alone.
        "Old.imageset/Contents.json": Data("{}\n".utf8),
    ]

    static let sizeHelp = "is not a size: give WIDTHxHEIGHT with numbers greater than 0, such as 1200x630."
    static let scaleHelp = "is not valid: give a number greater than 0, such as 2."
    static let maxPixelsHelp = "is not valid: give a whole number from 1 to 4294967296."
    static let largestHelp = "pixels (the most --max-pixels takes); give a smaller size."
    static let sideHelp = "is over the limit of 2147483647 pixels a side, which --max-pixels does not raise."
    static let notUTF8 = "is not UTF-8 text."
    static let notJSON = "The JSON spec is not valid JSON at line"

    /// A JSON spec of `count` black colours.
    static func spec(colors count: Int) -> String {
        #"{"colors": ["# + Array(repeating: ##""#000""##, count: count).joined(separator: ", ") + "]}"
    }

    static let rows: [BadInput] = [
        // The command and its options.
        BadInput(
            what: "unknown subcommand", arguments: ["paint"], status: 64,
            message: "'paint' is not a subcommand: use render, help, completions or manpage (or --help, --version)."),
        BadInput(
            what: "unknown top-level flag", arguments: ["--frob"], status: 64,
            message: "'--frob' is not a subcommand: use render, help, completions or manpage (or --help, --version)."),
        BadInput(
            what: "unknown long option", arguments: ["render", "--frob", "-o", "$DIR/existing.png"], status: 64,
            message: "'--frob' is not an option of 'gradient render'; see 'gradient help render'."),
        BadInput(
            what: "unknown short option", arguments: ["render", "-x"], status: 64,
            message: "'-x' is not an option of 'gradient render'; see 'gradient help render'."),
        BadInput(
            what: "unknown option with a value", arguments: ["render", "--colour=red"], status: 64,
            message: "'--colour' is not an option of 'gradient render'; see 'gradient help render'."),
        BadInput(
            what: "--size without a value", arguments: ["render", "--size"], status: 64,
            message: "--size needs a value; see 'gradient help render'."),
        BadInput(
            what: "-o without a value", arguments: ["render", "-o"], status: 64,
            message: "-o needs a value; see 'gradient help render'."),
        BadInput(
            what: "completions without a shell", arguments: ["completions"], status: 64,
            message: "'gradient completions' needs a shell: give bash, zsh or fish."),
        BadInput(
            what: "two gradients", arguments: ["render", "$DIR/good.json", "$DIR/good.json"], status: 64,
            message: "'$DIR/good.json' is one gradient too many: give at most one (quote CSS or JSON text)."),

        // Sizes.
        BadInput(
            what: "zero width", arguments: ["render", "--size", "0x10", "-o", "$DIR/existing.png"], status: 64,
            message: "--size '0x10' \(sizeHelp)"),
        BadInput(
            what: "negative width", arguments: ["render", "--size", "-5x10"], status: 64,
            message: "--size '-5x10' \(sizeHelp)"),
        BadInput(
            what: "negative height", arguments: ["render", "--size=10x-1"], status: 64,
            message: "--size '10x-1' \(sizeHelp)"),
        BadInput(
            what: "NaN size", arguments: ["render", "--size", "nanxnan"], status: 64,
            message: "--size 'nanxnan' \(sizeHelp)"),
        BadInput(
            what: "infinite size", arguments: ["render", "--size", "infx10"], status: 64,
            message: "--size 'infx10' \(sizeHelp)"),
        BadInput(
            what: "one number", arguments: ["render", "--size", "100"], status: 64,
            message: "--size '100' \(sizeHelp)"),
        BadInput(
            what: "missing height", arguments: ["render", "--size", "100x"], status: 64,
            message: "--size '100x' \(sizeHelp)"),
        BadInput(
            what: "words for a size", arguments: ["render", "--size", "widexhigh"], status: 64,
            message: "--size 'widexhigh' \(sizeHelp)"),
        BadInput(
            what: "three dimensions", arguments: ["render", "--size", "1x2x3"], status: 64,
            message: "--size '1x2x3' \(sizeHelp)"),
        BadInput(
            what: "empty size", arguments: ["render", "--size", ""], status: 64,
            message: "--size '' \(sizeHelp)"),
        BadInput(
            what: "--png-level over 9", arguments: ["render", "--png-level", "10", "-o", "$DIR/existing.png"], status: 64,
            message: "--png-level '10' is not valid: give a whole number from 0 (no compression) to 9 (smallest)."),
        BadInput(
            what: "--png-level not a number", arguments: ["render", "--png-level=fast"], status: 64,
            message: "--png-level 'fast' is not valid: give a whole number from 0 (no compression) to 9 (smallest)."),
        BadInput(
            what: "over the pixel limit", arguments: ["render", "--size", "10000x10000", "-o", "$DIR/existing.png"], status: 64,
            message: "The size 10000x10000 pixels is over the limit of 67108864 pixels; pass --max-pixels 100000000 to raise it on purpose."),
        BadInput(
            what: "over a lowered pixel limit", arguments: ["render", "--size", "100x100", "--max-pixels", "9999"], status: 64,
            message: "The size 100x100 pixels is over the limit of 9999 pixels; pass --max-pixels 10000 to raise it on purpose."),
        // Once advised --max-pixels, which cannot go to 10^10.
        BadInput(
            what: "over the largest --max-pixels", arguments: ["render", "--size", "100000x100000", "-o", "$DIR/existing.png"], status: 64,
            message: "The size 100000x100000 pixels is over the largest allowed, 4294967296 \(largestHelp)"),
        BadInput(
            what: "over the largest --max-pixels, given", arguments: ["render", "--size", "65537x65536", "--max-pixels", "4294967296"],
            status: 64, message: "The size 65537x65536 pixels is over the largest allowed, 4294967296 \(largestHelp)"),
        BadInput(
            what: "the largest --max-pixels needed", arguments: ["render", "--size", "65536x65536", "--format", "json", "-o", "-"],
            status: 64, message: "The size 65536x65536 pixels is over the limit of 67108864 pixels; pass --max-pixels 4294967296 to raise it on purpose."),
        // Once blamed the pixel limit (4294967296) for a side over the PNG's 2^31 - 1.
        BadInput(
            what: "a side over 2^31 - 1", arguments: ["render", "--size", "3000000000x1", "--max-pixels", "4294967296", "-o", "$DIR/existing.png"],
            status: 64, message: "The size 3000000000x1 pixels \(sideHelp)"),
        BadInput(
            what: "a side of 2^31 under the default limit", arguments: ["render", "--size", "1x2147483648"], status: 64,
            message: "The size 1x2147483648 pixels \(sideHelp)"),
        BadInput(
            what: "astronomical size", arguments: ["render", "--size", "1e300x1e300"], status: 64,
            message: "The size 1e+300x1e+300 pixels \(sideHelp)"),
        BadInput(
            what: "scale pushes a side past 2^31", arguments: ["render", "--size", "3x3", "--scale", "1e9", "--max-pixels", "4294967296"],
            status: 64, message: "The size 3000000000x3000000000 pixels \(sideHelp)"),
        BadInput(
            what: "an image set's 3x pushes a side past 2^31", arguments: ["render", "--size", "715827883x1", "-o", "Big.imageset"],
            status: 64, message: "The size 2147483649x3 pixels \(sideHelp)"),

        BadInput(
            what: "scale overflows a side", arguments: ["render", "--scale", "1e308"], status: 64,
            message: "The size 1200x630 at --scale 1e+308 is over the limit of 2147483647 pixels a side."),

        // Scale, pixel limit, interpolation, format.
        BadInput(what: "zero scale", arguments: ["render", "--scale", "0"], status: 64, message: "--scale '0' \(scaleHelp)"),
        BadInput(what: "negative scale", arguments: ["render", "--scale", "-2"], status: 64, message: "--scale '-2' \(scaleHelp)"),
        BadInput(what: "NaN scale", arguments: ["render", "--scale", "nan"], status: 64, message: "--scale 'nan' \(scaleHelp)"),
        BadInput(what: "infinite scale", arguments: ["render", "--scale", "inf"], status: 64, message: "--scale 'inf' \(scaleHelp)"),
        BadInput(what: "scale in words", arguments: ["render", "--scale", "two"], status: 64, message: "--scale 'two' \(scaleHelp)"),
        BadInput(
            what: "zero pixel limit", arguments: ["render", "--max-pixels", "0"], status: 64,
            message: "--max-pixels '0' \(maxPixelsHelp)"),
        BadInput(
            what: "negative pixel limit", arguments: ["render", "--max-pixels", "-1"], status: 64,
            message: "--max-pixels '-1' \(maxPixelsHelp)"),
        BadInput(
            what: "fractional pixel limit", arguments: ["render", "--max-pixels", "1.5"], status: 64,
            message: "--max-pixels '1.5' \(maxPixelsHelp)"),
        BadInput(
            what: "pixel limit over its ceiling", arguments: ["render", "--max-pixels", "4294967297"], status: 64,
            message: "--max-pixels '4294967297' \(maxPixelsHelp)"),
        BadInput(
            what: "pixel limit over Int.max", arguments: ["render", "--max-pixels", "99999999999999999999999"], status: 64,
            message: "--max-pixels '99999999999999999999999' \(maxPixelsHelp)"),
        BadInput(
            what: "unknown interpolation", arguments: ["render", "--interpolation", "hsv"], status: 64,
            message: "--interpolation 'hsv' is not an interpolation (did you mean 'hsl'?); use one of srgb, srgb-premultiplied, srgb-linear, oklab, oklch, "
                + "oklch-longer, oklch-increasing, oklch-decreasing, core-animation, swiftui, lab, lch, lch-longer, lch-increasing, "
                + "lch-decreasing, hsl, hsl-longer, hsl-increasing, hsl-decreasing, hwb, hwb-longer, hwb-increasing, "
                + "hwb-decreasing, xyz-d65, xyz-d50, display-p3, a98-rgb, prophoto-rgb, rec2020."),
        BadInput(
            what: "unknown format", arguments: ["render", "--format", "gif"], status: 64,
            message: "--format 'gif' is not a format: use png, svg, json, css, swift or imageset."),
        BadInput(
            what: "empty output name", arguments: ["render", "-o", ""], status: 64,
            message: "The output file name is empty: give a path or '-'."),
        BadInput(
            what: "output without a known extension", arguments: ["render", "-o", "out.txt"], status: 64,
            message: "The output 'out.txt' has no known extension: name it .png, .svg, .json, .css, .swift or .imageset, or pass --format."),

        // Reading the gradient.
        BadInput(
            what: "missing file", arguments: ["render", "missing.json", "-o", "$DIR/existing.png"], status: 1,
            message: "Cannot read 'missing.json': there is no such file."),
        BadInput(
            what: "file in a missing directory", arguments: ["render", "nowhere/spec.json"], status: 1,
            message: "Cannot read 'nowhere/spec.json': there is no such file."),
        BadInput(
            what: "a directory as the gradient", arguments: ["render", "/tmp", "-o", "$DIR/existing.png"], status: 1,
            message: "Cannot read '/tmp': it is a directory, not a file."),
        BadInput(
            what: "non-UTF-8 file", arguments: ["render", "$DIR/latin1.json", "-o", "$DIR/existing.png"], status: 64,
            message: "The gradient from '$DIR/latin1.json' \(notUTF8)"),
        BadInput(
            what: "a PNG as the gradient", arguments: ["render", "$DIR/truncated.png", "-o", "$DIR/existing.png"], status: 64,
            message: "The gradient from '$DIR/truncated.png' \(notUTF8)"),
        BadInput(
            what: "empty file", arguments: ["render", "$DIR/empty.json", "-o", "$DIR/existing.png"], status: 64,
            message: "The gradient text is empty: give CSS gradient text or a JSON spec."),
        BadInput(
            what: "whitespace-only file", arguments: ["render", "$DIR/blank.json"], status: 64,
            message: "The gradient text is empty: give CSS gradient text or a JSON spec."),
        BadInput(
            what: "empty argument", arguments: ["render", ""], status: 64,
            message: "The gradient text is empty: give CSS gradient text or a JSON spec."),
        BadInput(
            what: "empty standard input", arguments: ["render", "-"], stdin: Data(), status: 64,
            message: "The gradient text is empty: give CSS gradient text or a JSON spec."),
        BadInput(
            what: "non-UTF-8 standard input", arguments: ["render", "-", "-o", "$DIR/existing.png"], stdin: Data([0x7B, 0xFF, 0xFE, 0x7D]),
            status: 64, message: "The gradient from standard input \(notUTF8)"),
        BadInput(
            what: "standard input over 1 MiB", arguments: ["render", "-"], stdin: Data(repeating: 0x20, count: (1 << 20) + 1),
            status: 64, message: "The gradient from standard input is over the limit of 1048576 bytes."),
        // Once an NSCocoaErrorDomain dump.
        BadInput(
            what: "a directory as standard input", arguments: ["render", "-", "-o", "$DIR/existing.png"], stdinFile: "/", status: 1,
            message: "Cannot read standard input: it is a directory, not a file."),
        BadInput(
            what: "input path over PATH_MAX", arguments: ["render", String(repeating: "d/", count: 2100) + "x.json"], status: 1,
            message: "Cannot read 'd/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d...': the path or a name in it is "
                + "longer than the system allows (4095 bytes, 255 for a name)."),
        BadInput(
            what: "input name over NAME_MAX", arguments: ["render", String(repeating: "n", count: 300) + ".json"], status: 1,
            message: "Cannot read '\(String(repeating: "n", count: 57))...': the path or a name in it is "
                + "longer than the system allows (4095 bytes, 255 for a name)."),
        BadInput(
            what: "an endless file", arguments: ["render", "/dev/zero", "-o", "$DIR/existing.png"], status: 64,
            message: "The gradient from '/dev/zero' is over the limit of 1048576 bytes."),

        // The JSON spec.
        BadInput(
            what: "truncated JSON", arguments: ["render", #"{"colors": ["red""#, "-o", "$DIR/existing.png"], status: 64,
            message: "\(notJSON) 1, column 18: expected ',' or ']' after a value in an array, found the end of the text."),
        BadInput(
            what: "JSON with trailing text", arguments: ["render", #"{"colors": ["red"]} and more"#], status: 64,
            message: "\(notJSON) 1, column 21: expected the end of the text after the JSON value, found 'and'."),
        BadInput(
            what: "NaN in JSON", arguments: ["render", #"{"colors": ["red"], "startPoint": [NaN, 0]}"#], status: 64,
            message: "\(notJSON) 1, column 36: expected a value (an object, array, string, number, true, false or null), found 'NaN'."),
        BadInput(
            what: "number beyond Double", arguments: ["render", #"{"colors": ["red"], "locations": [1e400]}"#], status: 64,
            message: "The JSON spec at line 1, column 35 holds the number '1e400', which a double does not hold: "
                + "give 0 or a magnitude from 5e-324 to 1.7976931348623157e308."),
        BadInput(
            what: "JSON nested 100000 deep", arguments: ["render", "-"],
            stdin: Data((#"{"colors": "# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}").utf8),
            status: 64, message: "The JSON spec at line 1, column 523 nests arrays and objects more than 512 levels deep, over the limit."),
        // Once a crash (SIGSEGV, the stack overflowed). The 33rd level opens after the gradient
        // function (16 characters) and 31 colour functions: 16 + 31 × 19 + 1 = 606.
        BadInput(
            what: "color-mix nested 3000 deep", arguments: ["render", "-", "-o", "existing.png"],
            stdin: Data(
                ("linear-gradient(" + String(repeating: "color-mix(in srgb, ", count: 3000) + "red" + String(repeating: ", blue)", count: 3000) + ")").utf8),
            status: 64, message: "The CSS at column 606 nests functions and parentheses more than 32 levels deep, over the limit."),
        // 16 + 31 × 11 + 1 = 358.
        BadInput(
            what: "light-dark nested 20000 deep", arguments: ["render", "-", "-o", "existing.png"],
            stdin: Data(
                ("linear-gradient(" + String(repeating: "light-dark(", count: 20_000) + "red" + String(repeating: ", blue)", count: 20_000) + ")").utf8),
            status: 64, message: "The CSS at column 358 nests functions and parentheses more than 32 levels deep, over the limit."),
        // The colour alone holds 32 levels: 32 × 19 + 1 = 609.
        BadInput(
            what: "a spec colour nested 3000 deep", arguments: ["render", "-", "-o", "existing.png"],
            stdin: Data(
                (#"{"colors": [""# + String(repeating: "color-mix(in srgb, ", count: 3000) + "red" + String(repeating: ", blue)", count: 3000) + #"", "red"]}"#)
                    .utf8),
            status: 64,
            message: "The JSON spec is invalid at colors[0]: 'color-mix(in srgb, color-mix(in srgb, color-mix(in srgb, ...' is not a colour: "
                + "the CSS at column 609 nests functions and parentheses more than 32 levels deep, over the limit."),
        // Once only "The JSON spec is not valid JSON."
        BadInput(
            what: "a missing comma in JSON", arguments: ["render", #"{"css": "linear-gradient(red, blue)" "x"}"#, "-o", "$DIR/existing.png"],
            status: 64, message: "\(notJSON) 1, column 38: expected ',' or '}' after a value in an object, found '\"x\"'."),
        BadInput(
            what: "a JSON file wrong on line 4", arguments: ["render", "$DIR/multiline.json", "-o", "$DIR/existing.png"], status: 64,
            message: "\(notJSON) 4, column 5: expected ',' or ']' after a value in an array, found '\"blue\"'."),
        // Once accepted, as Foundation's JSON readers accept it.
        BadInput(
            what: "a trailing comma in a CSS spec", arguments: ["render", #"{"css": "linear-gradient(red, blue)",}"#, "-o", "$DIR/existing.png"],
            status: 64, message: "\(notJSON) 1, column 38: expected a key in double quotes after ',', found '}' (JSON allows no comma before '}')."),
        BadInput(
            what: "a trailing comma in the colours", arguments: ["render", "-"], stdin: Data("{\"colors\": [\"red\",\r\n]}".utf8),
            status: 64, message: "\(notJSON) 2, column 1: expected a value after ',', found ']' (JSON allows no comma before ']')."),
        // Duplicate keys: JSONDecoder kept the first 'colors', JSONSerialization the last 'css'.
        BadInput(
            what: "colours given twice", arguments: ["render", #"{"colors": ["red"], "colors": ["blue"]}"#, "-o", "$DIR/existing.png"],
            status: 64, message: "The JSON spec has the key 'colors' twice in one object; give each key once."),
        BadInput(
            what: "css given twice", arguments: ["render", #"{"css": "linear-gradient(red, blue)", "css": "conic-gradient(red, blue)"}"#],
            status: 64, message: "The JSON spec has the key 'css' twice in one object; give each key once."),
        BadInput(
            what: "a key given twice, once escaped", arguments: ["render", #"{"type": "axial", "colors": ["red"], "typ\u0065": "radial"}"#],
            status: 64, message: "The JSON spec has the key 'type' twice in one object; give each key once."),
        // Once reported as "'css' is not a key of a layer gradient".
        BadInput(
            what: "an unpaired surrogate in css", arguments: ["render", #"{"css": "linear-gradient(red, \ud800blue)"}"#], status: 64,
            message: "The JSON spec holds the escape \\uD800 in a string, half of a UTF-16 surrogate pair without its other half: it is not text."),
        BadInput(
            what: "a lone trail surrogate in a colour", arguments: ["render", #"{"colors": ["\udc00"]}"#], status: 64,
            message: "The JSON spec holds the escape \\uDC00 in a string, half of a UTF-16 surrogate pair without its other half: it is not text."),
        BadInput(
            what: "no colours key", arguments: ["render", "{}"], status: 64,
            message: "The JSON spec is missing the required key 'colors'."),
        BadInput(
            what: "no colours", arguments: ["render", #"{"colors": []}"#, "-o", "$DIR/existing.png"], status: 64,
            message: "The JSON spec is invalid at colors: a gradient needs at least one colour."),
        BadInput(
            what: "4097 colours", arguments: ["render", "-"], stdin: Data(spec(colors: 4097).utf8), status: 64,
            message: "The JSON spec is invalid at colors: 4097 colours is over the limit of 4096."),
        BadInput(
            what: "misspelt colour", arguments: ["render", #"{"colors": ["red", "bleu"]}"#], status: 64,
            message: "The JSON spec is invalid at colors[1]: 'bleu' is not a colour (did you mean 'blue'?): use a hex colour such as "
                + "'#ff8800', a CSS colour name, a colour function such as 'oklch(70% 0.15 200)' or 'transparent'."),
        BadInput(
            what: "five hex digits", arguments: ["render", ##"{"colors": ["#12345"]}"##], status: 64,
            message: "The JSON spec is invalid at colors[0]: '#12345' is not a colour: a hex colour has 3, 4, 6 or 8 digits."),
        BadInput(
            what: "component above 1", arguments: ["render", #"{"colors": [[1, 2, 0]]}"#], status: 64,
            message: "The JSON spec is invalid at colors[0]: colour component 2.0 is outside 0...1."),
        BadInput(
            what: "two components", arguments: ["render", #"{"colors": [[1, 0]]}"#], status: 64,
            message: "The JSON spec is invalid at colors[0]: a colour given as numbers needs 3 or 4 of them "
                + "(red, green, blue[, alpha] in 0...1), not 2."),
        BadInput(
            what: "null colour", arguments: ["render", #"{"colors": [null]}"#], status: 64,
            message: ##"The JSON spec is invalid at colors[0]: a colour is a string such as "#ff8800" or an array of 3 or 4 numbers in 0...1."##),
        BadInput(
            what: "unknown key", arguments: ["render", #"{"colors": ["red"], "rotation": 45}"#], status: 64,
            message: "The JSON spec is invalid at rotation: 'rotation' is not a key of a layer gradient; the keys are "
                + "type, colors, locations, startPoint, endPoint, angle, interpolation, colorScheme, currentColor."),
        BadInput(
            what: "an angle with a start point", arguments: ["render", #"{"colors": ["red"], "angle": 45, "startPoint": [0, 0]}"#], status: 64,
            message: "The JSON spec is invalid at angle: 'angle' and 'startPoint' cannot both be given: the angle sets the start and end points; "
                + "give one or the other."),
        BadInput(
            what: "unknown type", arguments: ["render", #"{"colors": ["red"], "type": "spiral"}"#], status: 64,
            message: "The JSON spec is invalid at type: 'spiral' is not a gradient type; use axial, linear, radial or conic."),
        BadInput(
            what: "too few locations", arguments: ["render", #"{"colors": ["red", "blue"], "locations": [0]}"#], status: 64,
            message: "The JSON spec is invalid at locations: there are 1 locations for 2 colours; give one per colour or null."),
        BadInput(
            what: "unknown interpolation in the spec", arguments: ["render", #"{"colors": ["red"], "interpolation": "hsv"}"#],
            status: 64,
            message: "The JSON spec is invalid at interpolation: 'hsv' is not an interpolation (did you mean 'hsl'?); use one of srgb, srgb-premultiplied, "
                + "srgb-linear, oklab, oklch, "
                + "oklch-longer, oklch-increasing, oklch-decreasing, core-animation, swiftui, lab, lch, lch-longer, lch-increasing, "
                + "lch-decreasing, hsl, hsl-longer, hsl-increasing, hsl-decreasing, hwb, hwb-longer, hwb-increasing, "
                + "hwb-decreasing, xyz-d65, xyz-d50, display-p3, a98-rgb, prophoto-rgb, rec2020."),
        BadInput(
            what: "colours as a string", arguments: ["render", #"{"colors": "red"}"#], status: 64,
            message: "The JSON spec is invalid at colors: expected an array."),

        // CSS text.
        BadInput(
            what: "unclosed CSS", arguments: ["render", "linear-gradient(red, blue", "-o", "$DIR/existing.png"], status: 64,
            message: "Expected ',' or ')' at column 26, found the end of the text."),
        BadInput(
            what: "misspelt CSS function", arguments: ["render", "lineer-gradient(red, blue)"], status: 64,
            message: "Expected a gradient function such as 'linear-gradient(', 'radial-gradient(' or 'conic-gradient(' "
                + "at column 1, found 'lineer-gradient('."),
        BadInput(
            what: "CSS without colours", arguments: ["render", "linear-gradient()"], status: 64,
            message: "Expected a colour at column 17, found ')'."),
        BadInput(
            what: "misspelt CSS colour", arguments: ["render", "linear-gradient(45deg, red, bleu)", "-o", "$DIR/existing.png"], status: 64,
            message: "Expected a colour at column 29, found 'bleu' (did you mean 'blue'?)."),
        BadInput(
            what: "misspelt colour space", arguments: ["render", "linear-gradient(in oklabb, red, blue)", "-o", "$DIR/existing.png"], status: 64,
            message: "Expected a colour space: 'srgb', 'srgb-linear', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec2020', 'lab', 'oklab', "
                + "'xyz-d50', 'xyz-d65', 'hsl', 'hwb', 'lch', 'oklch' or 'xyz' at column 20, found 'oklabb' (did you mean 'oklab'?)."),
        BadInput(
            what: "CSS angle beyond Double", arguments: ["render", "linear-gradient(1e999deg, red, blue)"], status: 64,
            message: "Expected an angle in deg, rad, grad or turn at column 17, found '1e999deg'."),
        BadInput(
            what: "NaN CSS angle", arguments: ["render", "conic-gradient(from nan, red, blue)"], status: 64,
            message: "Expected an angle in deg, rad, grad or turn after 'from' at column 21, found 'nan'."),
        // Invisible characters, once echoed invisibly.
        BadInput(
            what: "a byte-order mark before the CSS", arguments: ["render", "\u{FEFF}linear-gradient(red, blue)"], status: 64,
            message: "Expected a gradient function such as 'linear-gradient(', 'radial-gradient(' or 'conic-gradient(' "
                + "at column 1, found '\\u{FEFF}linear-gradient('."),
        BadInput(
            what: "a zero-width space as a colour", arguments: ["render", "linear-gradient(red,\u{200B} blue)"], status: 64,
            message: "Expected a colour at column 21, found '\\u{200B}'."),
        BadInput(
            what: "a no-break space in a JSON key", arguments: ["render", "{\"colors\u{00A0}\": [\"red\"]}"], status: 64,
            message: "The JSON spec is invalid at colors\u{00A0}: 'colors\\u{00A0}' is not a key of a layer gradient; the keys are "
                + "type, colors, locations, startPoint, endPoint, angle, interpolation, colorScheme, currentColor."),
        BadInput(
            what: "text after the CSS", arguments: ["render", "linear-gradient(red, blue) extra"], status: 64,
            message: "Expected ',' or the end of the text after the gradient at column 28, found 'extra'."),
        BadInput(
            what: "CSS nested 10000 deep", arguments: ["render", "-"],
            stdin: Data(("linear-gradient(" + String(repeating: "rgb(", count: 10_000) + String(repeating: ")", count: 10_000) + ")").utf8),
            // Nesting is checked as the text is split into tokens, before its syntax: the 33rd
            // level opens at 16 + 31 × 4 + 1 = 141.
            status: 64, message: "The CSS at column 141 nests functions and parentheses more than 32 levels deep, over the limit."),
        // 80,017 characters: once refused as over a 64 Ki character limit that the CSS the
        // command writes itself exceeded; the limit is now that of any gradient text (1 MiB).
        BadInput(
            what: "CSS of 80,017 characters, nested parentheses", arguments: ["render", "-"],
            stdin: Data(("linear-gradient(" + String(repeating: "(", count: 40_000) + String(repeating: ")", count: 40_000) + ")").utf8),
            status: 64, message: "The CSS at column 48 nests functions and parentheses more than 32 levels deep, over the limit."),
        // Output that cannot be bounded is refused, not written at any size.
        BadInput(
            what: "a repeat too fine for a layer, as SVG",
            arguments: ["render", "repeating-linear-gradient(red 0, blue 0.01px)", "-o", "$DIR/out.svg"],
            status: 1, message: "A layer cannot draw this repeating gradient at this size: it needs more than 4096 stops."),
        BadInput(
            what: "a repeat too fine for a layer, as Swift",
            arguments: ["render", "repeating-linear-gradient(red 0, blue 0.01px)", "--format", "swift", "-o", "-"],
            status: 1, message: "A layer cannot draw this repeating gradient at this size: it needs more than 4096 stops."),
        BadInput(
            what: "CSS with 5000 stops", arguments: ["render", "-"],
            stdin: Data(("linear-gradient(" + Array(repeating: "red", count: 5000).joined(separator: ", ") + ")").utf8),
            status: 64, message: "The gradient at column 20497 has more than 4096 stops and hints, over the limit."),
        BadInput(
            what: "CSS in a JSON spec that is not a string", arguments: ["render", #"{"css": 5}"#], status: 64,
            message: "The JSON spec is invalid at css: expected a string of CSS gradient text."),
        BadInput(
            what: "neither CSS nor JSON", arguments: ["render", "123", "-o", "$DIR/existing.png"], status: 64,
            message: "'123' is not a gradient: give CSS such as 'linear-gradient(red, blue)' or a JSON spec such as "
                + #"{"colors": ["red", "blue"]}."#),

        // Writing the result.
        BadInput(
            what: "output into a missing directory", arguments: ["render", "-o", "/nonexistent-gradient-dir/out.png"], status: 1,
            message: "Cannot write '/nonexistent-gradient-dir/out.png': the directory '/nonexistent-gradient-dir' does not exist."),
        BadInput(
            what: "output below a file", arguments: ["render", "-o", "/dev/null/out.png"], status: 1,
            message: "Cannot write '/dev/null/out.png': '/dev/null' is not a directory."),
        BadInput(
            what: "output is a directory", arguments: ["render", "--format", "png", "-o", "/tmp"], status: 1,
            message: "Cannot write '/tmp': it is a directory."),
        // Paths that once crashed in Foundation's path helpers (SIGILL) or were misreported.
        // Once "has no known extension".
        BadInput(
            what: "output '.' without a format", arguments: ["render", "-o", "."], status: 1,
            message: "Cannot write '.': it is a directory."),
        BadInput(
            what: "output a directory without a format", arguments: ["render", "-o", "/tmp"], status: 1,
            message: "Cannot write '/tmp': it is a directory."),
        BadInput(
            what: "output a directory with a trailing slash, without a format", arguments: ["render", "-o", "/tmp/"], status: 1,
            message: "Cannot write '/tmp/': it is a directory."),
        BadInput(
            what: "output '.'", arguments: ["render", "--format", "png", "-o", "."], status: 1,
            message: "Cannot write '.': it is a directory."),
        BadInput(
            what: "output './'", arguments: ["render", "--format", "png", "-o", "./"], status: 1,
            message: "Cannot write './': it is a directory."),
        BadInput(
            what: "output '..'", arguments: ["render", "--format", "png", "-o", ".."], status: 1,
            message: "Cannot write '..': it is a directory."),
        BadInput(
            what: "output '/'", arguments: ["render", "--format", "png", "-o", "/"], status: 1,
            message: "Cannot write '/': it is a directory."),
        BadInput(
            what: "one-letter output without a format", arguments: ["render", "-o", "q"], status: 64,
            message: "The output 'q' has no known extension: name it .png, .svg, .json, .css, .swift or .imageset, or pass --format."),
        BadInput(
            what: "output with a trailing slash", arguments: ["render", "-o", "new.png/"], status: 1,
            message: "Cannot write 'new.png/': a file name cannot end in '/'."),
        BadInput(
            what: "existing file with a trailing slash", arguments: ["render", "-o", "$DIR/existing.png/"], status: 1,
            message: "Cannot write '$DIR/existing.png/': a file name cannot end in '/'."),
        BadInput(
            what: "output path over PATH_MAX", arguments: ["render", "-o", String(repeating: "d/", count: 2100) + "x.png"], status: 1,
            message: "Cannot write 'd/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d...': the path is 4205 bytes long, "
                + "over the system's limit of 4095."),
        BadInput(
            what: "output name over NAME_MAX", arguments: ["render", "-o", String(repeating: "n", count: 252) + ".png"], status: 1,
            message: "Cannot write '\(String(repeating: "n", count: 57))...': the name '\(String(repeating: "n", count: 57))...' "
                + "is 256 bytes long, over the system's limit of 255."),
        BadInput(
            what: "output name with a newline into a missing directory", arguments: ["render", "-o", "no\nwhere/x.png"], status: 1,
            message: "Cannot write 'no\\nwhere/x.png': the directory 'no\\nwhere' does not exist."),
        BadInput(
            what: "output with a byte-order mark into a missing directory", arguments: ["render", "-o", "\u{FEFF}dir/x.png"],
            status: 1, message: "Cannot write '\\u{FEFF}dir/x.png': the directory '\\u{FEFF}dir' does not exist."),
        // `gradient render --format css -o - > /dev/full` (once a crash in FileHandle.write, exit 132).
        BadInput(
            what: "standard output on a full device", arguments: ["render", "--format", "css", "-o", "-"], stdoutFile: "/dev/full",
            status: 1, message: "Cannot write to standard output: No space left on device."),

        // The conventions of a command line: extra arguments, bundles, values of switches.
        BadInput(
            what: "an extra argument to manpage", arguments: ["manpage", "extra"], status: 64,
            message: "'extra' is one argument too many: 'gradient manpage' takes none."),
        BadInput(
            what: "an extra argument to completions", arguments: ["completions", "bash", "extra"], status: 64,
            message: "'extra' is one argument too many: 'gradient completions' takes one shell."),
        BadInput(
            what: "an extra argument to help", arguments: ["help", "render", "extra"], status: 64,
            message: "'extra' is one argument too many: 'gradient help' takes at most one subcommand."),
        BadInput(
            what: "an argument after --version", arguments: ["--version", "extra"], status: 64,
            message: "'extra' is one argument too many: 'gradient --version' takes none."),
        BadInput(
            what: "an unknown letter in a bundle", arguments: ["render", "-qx"], status: 64,
            message: "'-qx' is not an option of 'gradient render' (did you mean '-q'?); see 'gradient help render'."),
        BadInput(
            what: "a value for a switch", arguments: ["render", "--no-dither=yes"], status: 64,
            message: "--no-dither takes no value: give '--no-dither' alone."),
        BadInput(
            what: "-o without a value in a bundle", arguments: ["render", "-qo"], status: 64,
            message: "-o needs a value; see 'gradient help render'."),
        BadInput(
            what: "a format that contradicts the extension", arguments: ["render", "-o", "$DIR/a.png", "--format", "svg"], status: 64,
            message: "--format svg does not match the output '$DIR/a.png': name it .svg, or leave out --format."),
        BadInput(
            what: "an image set named as a PNG", arguments: ["render", "--format", "imageset", "-o", "$DIR/Hero.png"], status: 64,
            message: "--format imageset does not match the output '$DIR/Hero.png': name it .imageset, or leave out --format."),
        BadInput(
            what: "an image set of fractional points", arguments: ["render", "--size", "15.5x10.3", "-o", "$DIR/Hero.imageset"], status: 64,
            message:
                "--size 15.5x10.3 is not whole points, which an image set needs for whole pixels at 1x, 2x and 3x: give a size such as 16x10."),
        BadInput(
            what: "an image set under a point wide", arguments: ["render", "--size", "0.4x2", "-o", "$DIR/Hero.imageset"], status: 64,
            message: "--size 0.4x2 is not whole points, which an image set needs for whole pixels at 1x, 2x and 3x: give a size such as 1x2."),
        BadInput(
            what: "no-clobber and an existing file", arguments: ["render", "-n", "-o", "$DIR/existing.png"], status: 1,
            message: "Cannot write '$DIR/existing.png': it exists, and --no-clobber keeps it."),
        BadInput(
            what: "no-clobber bundled, an existing file", arguments: ["render", "-qno", "$DIR/existing.png"], status: 1,
            message: "Cannot write '$DIR/existing.png': it exists, and --no-clobber keeps it."),
        BadInput(
            what: "no-clobber and an existing image set", arguments: ["render", "--no-clobber", "-o", "$DIR/Old.imageset"], status: 1,
            message: "Cannot write '$DIR/Old.imageset': it exists, and --no-clobber keeps it."),
        BadInput(
            what: "a CSS file wrong on line 3", arguments: ["render", "$DIR/multiline.css"], status: 64,
            message: "$DIR/multiline.css:3:8: Expected a colour, found 'bleu' (did you mean 'blue'?)."),
        BadInput(
            what: "a CSS file with a comment not closed", arguments: ["render", "$DIR/open-comment.css"], status: 64,
            message: "$DIR/open-comment.css:2:13: Expected '*/' to close the comment, found the end of the text."),
    ]

    @Test func theTableHasAtLeastFortyRows() {
        #expect(Self.rows.count >= 40)
    }

    /// After `gradient: ` (and the place in a file, `g.css:3:8: `) every message starts as a
    /// sentence does: a capital, or the flag or quoted value it is about (the CSS reader's
    /// "expected …" once started in lower case).
    @Test func everyMessageStartsWithACapitalOrWhatItNames() throws {
        let place = try Regex(#"^\$DIR/[^:]+:[0-9]+:[0-9]+: "#)
        for row in Self.rows {
            let sentence = row.message.replacing(place, with: "")
            let first = sentence.unicodeScalars.first ?? " "
            #expect(("A"..."Z").contains(first) || first == "'" || first == "-", "\(row.what): \(row.message)")
        }
    }

    @Test(arguments: rows) func badInputIsRefusedAndChangesNothing(_ row: BadInput) throws {
        let dir = try Self.fixtureDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = try Self.snapshot(dir)
        let streams = CapturedStreams()
        let stdinFD = row.stdinFile.map { open($0, O_RDONLY) }
        let stdoutFD = row.stdoutFile.map { open($0, O_WRONLY) }
        defer {
            if let stdinFD { close(stdinFD) }
            if let stdoutFD { close(stdoutFD) }
        }
        let io = streams.io(stdin: row.stdin, stdinFD: stdinFD, stdoutFD: stdoutFD)
        let arguments = row.arguments.map { $0.replacingOccurrences(of: "$DIR", with: dir.path) }

        // Standard output given as a file: the row is about writing it, so the command runs
        // to the end (its output is `-o -`, never a file).
        let run = row.stdoutFile == nil ? InProcessCommand.prepare(arguments, io: io) : InProcessCommand.run(arguments, io: io)

        #expect(run.status == row.status)
        #expect(run.stderr == "gradient: \(row.message.replacingOccurrences(of: "$DIR", with: dir.path))\n")
        #expect(streams.output.isEmpty)
        #expect(try Self.snapshot(dir) == before)
    }

    /// The rows run through the built binary as well: a usage error, a failure, standard input
    /// and output, each with its exit code and only its message on standard error.
    static let processSample = [
        "unknown long option", "over the pixel limit", "missing file", "non-UTF-8 standard input", "a directory as standard input",
        "truncated JSON", "misspelt CSS colour", "output into a missing directory", "standard output on a full device",
        "a CSS file wrong on line 3",
    ]

    @Test func theProcessSampleNamesRows() {
        #expect(Set(Self.processSample).isSubset(of: Set(Self.rows.map(\.what))))
    }

    @Test(arguments: rows.filter { processSample.contains($0.what) })
    func aSampleIsRefusedByTheBinaryToo(_ row: BadInput) throws {
        let dir = try Self.fixtureDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = try Self.snapshot(dir)
        let arguments = row.arguments.map { $0.replacingOccurrences(of: "$DIR", with: dir.path) }
        let output: CLIRunner.Output = row.stdoutFile.map { .file($0) } ?? .pipe
        let run = try CLIRunner.run(arguments, in: dir, stdin: row.stdin, stdinFile: row.stdinFile, output: output)
        #expect(run.status == row.status)
        #expect(run.stderr == "gradient: \(row.message.replacingOccurrences(of: "$DIR", with: dir.path))\n")
        #expect(run.stdout.isEmpty)
        #expect(try Self.snapshot(dir) == before)
    }

    /// A fresh folder with a short path holding the fixtures.
    static func fixtureDirectory() throws -> URL {
        let dir = try InProcessCommand.shortTemporaryDirectory()
        for (name, data) in fixtures {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return dir
    }

    /// Output into a directory the user may not write to. Root may write anywhere, so this runs
    /// only for other users.
    @Test(.enabled(if: geteuid() != 0)) func outputIntoAReadOnlyDirectory() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let readOnly = dir.appendingPathComponent("ro")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: false)
        try Self.existing.write(to: readOnly.appendingPathComponent("existing.png"))
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly.path)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: readOnly.path)
            try? FileManager.default.removeItem(at: dir)
        }
        let run = try CLIRunner.run(["render", "-o", "ro/existing.png"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr == "gradient: Cannot write 'ro/existing.png': the directory 'ro' is not writable.\n")
        #expect(try CLIRunner.listing(readOnly) == ["existing.png"])
        #expect(try Data(contentsOf: readOnly.appendingPathComponent("existing.png")) == Self.existing)
    }

    /// A gradient file the user may not read. Root may read anything, so this runs only for others.
    @Test(.enabled(if: geteuid() != 0)) func unreadableGradientFile() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let secret = dir.appendingPathComponent("secret.json")
        try Data(#"{"colors": ["red"]}"#.utf8).write(to: secret)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: secret.path)
        let run = try CLIRunner.run(["render", "secret.json"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr == "gradient: Cannot read 'secret.json': permission denied.\n")
        #expect(try CLIRunner.listing(dir) == ["secret.json"])
    }

    /// A run that fails (here on a bad colour) never replaces `existing.png`, whatever format
    /// it was asked to write.
    @Test func failedRunKeepsExistingOutputForEveryFormat() throws {
        for format in ["png", "svg", "json", "css", "swift"] {
            let dir = try CLIRunner.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let name = "existing.\(format)"
            try Self.existing.write(to: dir.appendingPathComponent(name))
            let run = try CLIRunner.run(["render", #"{"colors": ["nope"]}"#, "-o", name], in: dir)
            #expect(run.status == 64)
            #expect(try CLIRunner.listing(dir) == [name])
            #expect(try Data(contentsOf: dir.appendingPathComponent(name)) == Self.existing)
        }
    }

    /// The pixel limit is inclusive and `--max-pixels` moves it: 100 × 100 = 10,000 pixels
    /// renders under a limit of 10,000 and is refused under 9,999 (a row of the table).
    @Test func pixelLimitIsInclusiveAndRaisable() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRunner.run(["render", "--size", "100x100", "--max-pixels", "10000", "-o", "out.png"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try CLIRunner.listing(dir) == ["out.png"])
        let raised = try CLIRunner.run(["render", "--size", "10000x10000", "--max-pixels", "100000000", "--format", "json", "-o", "big.json"], in: dir)
        #expect(raised.status == 0, "\(raised.stderr)")
    }

    /// Numbers of 1e12 and more once trapped the CSS and SVG writers (exit 132, no message);
    /// they are written in exponent form.
    @Test(arguments: [
        (#"linear-gradient(to right, red -5e20%, blue)"#, "css", "linear-gradient(to right, red -5e+20%, blue)\n"),
        (#"{"colors": ["red", "blue"], "locations": [0, 1e20]}"#, "svg", ##"<stop offset="1e+20" stop-color="#0000ff"/>"##),
    ])
    func hugeNumbersAreWritten(_ source: String, _ format: String, _ expected: String) throws {
        let run = try CLIRunner.run(["render", source, "--format", format, "-o", "-"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutText.contains(expected))
    }

    /// A repeat whose period is near the largest Double: the PNG is solid red, and the SVG and
    /// the Swift code once had no colours at all (`fill="none"`, `colors: []`).
    @Test func aHugeRepeatPeriodKeepsItsColourInEveryFormat() throws {
        let css = "repeating-linear-gradient(to top left, red -1e300% 5e-324%)"
        let svg = try CLIRunner.run(["render", css, "--format", "svg", "-o", "-"])
        #expect(svg.status == 0 && svg.stdoutText.contains(##"fill="#ff0000""##))
        let swift = try CLIRunner.run(["render", css, "--format", "swift", "-o", "-"])
        #expect(swift.status == 0 && swift.stdoutText.contains("RGBA(red: 1, green: 0, blue: 0, alpha: 1),  // #ff0000"))
    }

    /// Standard input closed (`<&-`), once an NSCocoaErrorDomain dump.
    @Test func closedStandardInput() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"exec "$0" render - -o - <&-"#, CLIRunner.executable.path]
        let err = Pipe()
        let out = Pipe()
        process.standardError = err
        process.standardOutput = out
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message == "gradient: Cannot read standard input: it is closed.\n")
    }

    /// Memory the render cannot have is one sentence before any allocation (once a crash with
    /// a backtrace). A PNG is drawn and written a band at a time, so its size does not matter,
    /// only the bands' working memory: with the address space limited to 150 MiB, about half
    /// of which the process itself takes, that is refused.
    @Test func outOfMemoryIsOneSentence() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status, message) = try CLIRunner.runThrough(
            "/bin/sh", ["-c", #"ulimit -v 153600; exec "$0" render --size 30000x30000 --max-pixels 4294967296 -o out.png"#, CLIRunner.executable.path],
            in: dir)
        #expect(status == 1)
        #expect(message.hasPrefix("gradient: The size 30000x30000 pixels needs about "))
        #expect(message.contains(" MiB of memory (its bands, drawn and compressed on each core), more than the "))
        #expect(message.hasSuffix(" MiB available.\n") && message.split(separator: "\n").count == 1)
        #expect(try CLIRunner.listing(dir).isEmpty)
    }

    /// A wide image under a 600 MiB address space: drawn and written a segment at a time, it is
    /// written whole (once refused by an estimate of the bitmap and its file, and before that
    /// ended by "Fatal error: failed to allocate").
    @Test func aWideImageIsWrittenInLittleMemory() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status, message) = try CLIRunner.runThrough(
            "/bin/sh", ["-c", #"ulimit -v 614400; exec "$0" render -q --size 33554432x1 --max-pixels 33554432 -o out.png"#, CLIRunner.executable.path],
            in: dir)
        #expect(status == 0, "\(message)")
        let png = try Data(contentsOf: dir.appendingPathComponent("out.png"))
        // The header's width and height (big-endian, after the signature and IHDR's length and type).
        #expect(Array(png[16..<24]) == [0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01])
    }

    /// A mesh, drawn whole before it is written, over the memory: refused in one sentence that
    /// names what takes the memory, nothing written.
    @Test func aMeshOverTheMemoryIsOneSentence() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let mesh = #"{"mesh": {"width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1, 1]], "colors": ["red", "blue", "gold", "navy"]}}"#
        let script = #"ulimit -v 614400; exec "$0" render "$1" --size 20000x20000 --max-pixels 400000000 -o out.png"#
        let (status, message) = try CLIRunner.runThrough("/bin/sh", ["-c", script, CLIRunner.executable.path, mesh], in: dir)
        #expect(status == 1)
        #expect(message.hasPrefix("gradient: The size 20000x20000 pixels needs about "))
        #expect(message.contains(" MiB of memory (the bitmap and its PNG), more than the "))
        #expect(message.hasSuffix(" MiB available.\n") && message.split(separator: "\n").count == 1)
        #expect(try CLIRunner.listing(dir).isEmpty)
    }

    /// Bytes of arguments that are not UTF-8 (here 0xFF, made by the shell's `printf`:
    /// Foundation's `arguments` cannot pass them) are shown in messages as a path shows them,
    /// `\xFF`, by one escaping for both (once U+FFFD for arguments).
    @Test(arguments: [
        (#"render --size "$(printf '12\377x3')""#, "--size '12\\xFFx3' \(sizeHelp)"),
        (
            #""$(printf 'rend\377er')""#,
            "'rend\\xFFer' is not a subcommand (did you mean 'render'?): use render, help, completions or manpage (or --help, --version)."
        ),
        (#"render "$(printf 'linear-gradient(r\377ed, blue)')""#, "Expected a colour at column 17, found 'r\\xFFed' (did you mean 'red'?)."),
        (#"render --format "$(printf 'pn\351g')""#, "--format 'pn\\xE9g' is not a format: use png, svg, json, css, swift or imageset."),
        (#"render -o "$(printf '/no-such-folder/\377.png')""#, "Cannot write '/no-such-folder/\\xFF.png': the directory '/no-such-folder' does not exist."),
    ])
    func bytesThatAreNotUTF8AreShownAsBytes(_ arguments: String, _ message: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status, stderr) = try CLIRunner.runThrough("/bin/sh", ["-c", #"exec "$0" "# + arguments, CLIRunner.executable.path], in: dir)
        #expect(status == 64 || status == 1)
        #expect(stderr == "gradient: \(message)\n")
        #expect(try CLIRunner.listing(dir).isEmpty)
    }

    /// Every file under `dir` (hidden ones included, folders followed) with its bytes.
    static func snapshot(_ dir: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try CLIRunner.listing(dir) {
            let url = dir.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                for (inner, data) in try snapshot(url) { result[name + "/" + inner] = data }
            } else {
                result[name] = try Data(contentsOf: url)
            }
        }
        return result
    }
}
