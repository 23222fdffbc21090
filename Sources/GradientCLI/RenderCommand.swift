import Foundation
import GradientKit

/// `gradient render`: reads a gradient, renders or converts it, writes the result atomically.
struct RenderCommand {
    enum Format: String, CaseIterable { case png, svg, json, css, swift, imageset }

    var source: String?
    /// The bytes of `source` as typed (a file name may not be UTF-8).
    var sourceRaw: [UInt8] = []
    var width = 1200.0
    var height = 630.0
    var scale = 1.0
    var dither = true
    var interpolation: Interpolation?
    var maxPixels = Rasterizer.defaultPixelLimit
    /// `--png-level`: zlib's compression level for PNG files, 0…9.
    var pngLevel = PNG.defaultLevel
    var format: Format?
    /// The output path as typed (`-` is standard output).
    var output = FilePath("gradient.png")
    var outputGiven = false
    /// `-q`: no note on standard error after writing a file.
    var quiet = false
    /// The colour scheme and `currentcolor` CSS is read with (`--color-scheme`, `--current-color`).
    var parseOptions = CSSParsingOptions()

    /// Parses the arguments after `render`.
    init(arguments: [String]) throws {
        try self.init(rawArguments: arguments.map { Array($0.utf8) })
    }

    /// Parses the arguments after `render`, given as the bytes the shell passed.
    init(rawArguments: [[UInt8]]) throws {
        var args = ArgumentReader(rawArguments)
        var currentColorText: String?
        while let arg = args.next() {
            if args.optionsEnded {
                try takeSource(arg, raw: args.lastRaw)
                continue
            }
            switch arg {
            case "--color-scheme":
                let text = try args.value(for: arg)
                guard let scheme = CSSParsingOptions.ColorScheme(rawValue: text.lowercased()) else {
                    throw GradientError(.invalidValue, "--color-scheme \(text.quotedForMessage) is not a colour scheme: use light or dark.")
                }
                parseOptions.colorScheme = scheme
            case "--current-color":
                currentColorText = try args.value(for: arg)
            case "--size":
                (width, height) = try Self.parseSize(try args.value(for: arg))
            case "--scale":
                let text = try args.value(for: arg)
                guard let s = Double(text), s.isFinite, s > 0 else {
                    throw GradientError(.invalidValue, "--scale \(text.quotedForMessage) is not valid: give a number greater than 0, such as 2.")
                }
                scale = s
            case "--no-dither":
                dither = false
            case "-q", "--quiet":
                quiet = true
            case "--interpolation":
                let text = try args.value(for: arg)
                // Any case, as --format, --color-scheme and the view's interpolationName read
                // names (a JSON spec's names are exact).
                guard let mode = Interpolation(name: text.lowercased()) else {
                    throw GradientError(.invalidValue, "--interpolation " + Interpolation.unknownName(text))
                }
                interpolation = mode
            case "--max-pixels":
                let text = try args.value(for: arg)
                guard let n = Int(text), n > 0, n <= CommandLimits.maxPixelsCeiling else {
                    throw GradientError(
                        .invalidValue,
                        "--max-pixels \(text.quotedForMessage) is not valid: give a whole number from 1 to \(CommandLimits.maxPixelsCeiling).")
                }
                maxPixels = n
            case "--png-level":
                let text = try args.value(for: arg)
                guard let n = Int(text), PNG.levels.contains(n) else {
                    throw GradientError(
                        .invalidValue, "--png-level \(text.quotedForMessage) is not valid: give a whole number from 0 (no compression) to 9 (smallest).")
                }
                pngLevel = n
            case "--format":
                let text = try args.value(for: arg)
                guard let f = Format(rawValue: text.lowercased()) else {
                    throw GradientError(.invalidValue, "--format \(text.quotedForMessage) is not a format: use png, svg, json, css, swift or imageset.")
                }
                format = f
            case "-o", "--output":
                _ = try args.value(for: arg)
                output = FilePath(args.lastRaw)
                outputGiven = true
                guard !output.bytes.isEmpty else { throw GradientError(.invalidValue, "The output file name is empty: give a path or '-'.") }
            case "-h", "--help":
                try StandardStreams.print(Help.render)
                exit(0)
            default:
                if arg.hasPrefix("-") && arg.count > 1 && !arg.hasPrefix("{") {
                    let flags = HelpOption.parse(Help.render).flatMap(\.flags)
                    throw GradientError(
                        .invalidValue,
                        "\(arg.quotedForMessage) is not an option of 'gradient render'\(arg.didYouMean(flags)); see 'gradient help render'.")
                }
                try takeSource(arg, raw: args.lastRaw)
            }
        }
        if let text = currentColorText {
            do {
                parseOptions.currentColor = try CSSColor(parsingValue: text, options: CSSParsingOptions(colorScheme: parseOptions.colorScheme)).rgba
            } catch let error as GradientError {
                throw GradientError(error.kind, "--current-color \(error.message)")
            }
        }
    }

    /// Takes the gradient operand (text, a path or `-`).
    mutating func takeSource(_ arg: String, raw: [UInt8]) throws {
        guard source == nil else {
            throw GradientError(.invalidValue, "\(arg.quotedForMessage) is one gradient too many: give at most one (quote CSS or JSON text).")
        }
        source = arg
        sourceRaw = raw
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

    func run() throws {
        let format = try resolvedFormat()
        if format == .imageset {
            guard !isStandardOutput else { throw GradientError(.invalidValue, "An image set is a folder: give -o Name.imageset, not '-'.") }
            guard scale == 1 else {
                throw GradientError(.invalidValue, "--scale does not apply to an image set: it holds 1x, 2x and 3x images of --size points.")
            }
        }
        // An image set's largest image is at 3 pixels per point; an SVG is --size in CSS px
        // whatever the scale, so the scale does not count against the limit.
        let largestScale = format == .imageset ? 3 : format == .svg ? 1 : scale
        let pixelWidth = (width * largestScale).rounded(.up)
        let pixelHeight = (height * largestScale).rounded(.up)
        guard pixelWidth.isFinite, pixelHeight.isFinite else {
            throw GradientError(
                .limitExceeded,
                "The size \(formatNumber(width))x\(formatNumber(height)) at --scale \(formatNumber(largestScale)) is over the limit of \(CommandLimits.maxSide) pixels a side."
            )
        }
        try CommandLimits.checkPixelSize(width: pixelWidth, height: pixelHeight, maxPixels: maxPixels)
        let w = Int(pixelWidth)
        let h = Int(pixelHeight)
        // `gradient render > x.png`: the image would go to gradient.png and x.png stay empty.
        if !outputGiven, let redirect = StandardStreams.standardOutputFileName.map(FilePath.init),
            Format(rawValue: redirect.pathExtension) != nil
        {
            throw GradientError(
                .invalidValue,
                "Standard output goes to \(redirect.quoted), but the image would go to 'gradient.png': pass '-o -' to write it to standard output, or '-o \(FilePath(redirect.lastComponent).text)'."
            )
        }
        if !isStandardOutput, format != .imageset { _ = try AtomicFile.checkDestination(output) }
        var gradient = try loadGradient(width: w, height: h)
        if let interpolation {
            switch gradient {
            case .layer(var layer):
                layer.interpolation = interpolation
                gradient = .layer(layer)
            case .css(var css):
                css.interpolation = interpolation
                gradient = .css(css)
            case .layers(var list):
                for i in list.layers.indices { list.layers[i].interpolation = interpolation }
                gradient = .layers(list)
            }
        }
        try Self.checkConversionKeepsThePicture(gradient, format: format)
        if format == .imageset {
            var folder = output
            while folder.hasTrailingSlash { folder.bytes.removeLast() }
            let name = String(FilePath(folder.lastComponent).text.dropLast(".imageset".count))
            guard !name.isEmpty else { throw GradientError(.invalidValue, "The image set \(output.quoted) has no name: give -o Name.imageset.") }
            try ImageSet.write(
                try ImageSet.files(gradient, name: name, width: width, height: height, dither: dither, maxPixels: maxPixels), to: output)
            if !quiet {
                StandardStreams.writeError(
                    "Wrote \(output.text.visibleForMessages) (1x, 2x, 3x at \(formatNumber(width))x\(formatNumber(height)) pt, \(gradient.summary)).\n")
            }
            return
        }
        let bytes: Data
        switch format {
        case .png:
            // Drawn and written a band at a time: neither the picture nor the file is ever
            // whole in memory.
            try CommandLimits.checkMemory(width: w, height: h, needed: PNG.workingMemory(threads: nil))
            let frame = try gradient.frame(width: w, height: h, scale: scale, options: .init(dither: dither), pixelLimit: maxPixels)
            let progress = ProgressLine(shown: !quiet, label: "Rendering \(w)x\(h) px")
            defer { progress.end() }
            try write { output in try PNG.write(frame, level: pngLevel, progress: progress.update, to: output) }
            progress.end()
            noteWritten(format, gradient, w, h)
            return
        case .svg:
            // CSS px are points: the document is --size at any --scale, and a browser at that
            // device scale draws it as the PNG is drawn.
            bytes = Data(try gradient.svg(width: width, height: height).utf8)
        case .json:
            bytes = try gradient.json()
            try Self.checkReadsBack(bytes, as: "JSON")
        case .css:
            bytes = Data((gradient.css(width: width, height: height) + "\n").utf8)
            try Self.checkReadsBack(bytes, as: "CSS")
        case .swift:
            if case .layers(let list) = gradient {
                throw GradientError(
                    .unsupported(format: "Swift"),
                    "Swift code configures one GradientView, which draws one gradient, and this CSS stacks \(list.layers.count): "
                        + "write it as PNG, SVG, CSS or JSON, or give one gradient.")
            }
            let layer = try gradient.layerGradient(width: width, height: height)
            bytes = Data(SwiftCode.source(layer, width: width, height: height).utf8)
        case .imageset:
            return
        }
        try write { output in try bytes.withUnsafeBytes(output) }
        noteWritten(format, gradient, w, h)
    }

    /// Writes what `produce` makes to the output: standard output, or the file, atomically.
    func write(_ produce: AtomicFile.Producer) throws {
        if isStandardOutput {
            try StandardStreams.write(producing: produce)
        } else {
            try AtomicFile.write(to: output, producing: produce)
        }
    }

    /// The note after a file is written: only once the file is in place, on standard error
    /// (standard output stays for data), unless `-q`. None after writing to standard output
    /// or into a special file: that may be the terminal itself (`-o /dev/stdout`).
    func noteWritten(_ format: Format, _ gradient: GradientDefinition, _ w: Int, _ h: Int) {
        guard !quiet, !isStandardOutput, !output.isSpecialFile else { return }
        StandardStreams.writeError("Wrote \(output.text.visibleForMessages) (\(noteSize(format, gradient, w, h))\(gradient.summary)).\n")
    }

    /// The size part of the note: pixels for PNG; for CSS and Swift code made from a layer
    /// gradient, the box they were made for (a layer's angles depend on its box's shape, and
    /// `--size` has a default).
    func noteSize(_ format: Format, _ gradient: GradientDefinition, _ w: Int, _ h: Int) -> String {
        switch format {
        case .png: return "\(w)x\(h) px, "
        case .css, .swift:
            if case .layer = gradient { return "for a \(formatNumber(width))x\(formatNumber(height)) box, " }
            return ""
        default: return ""
        }
    }

    /// Refuses to write CSS (or JSON holding CSS) for a CSS gradient whose `--interpolation` CSS
    /// cannot name: Core Animation's measured mixing, or straight-alpha sRGB between
    /// translucent colours (CSS mixes premultiplied). The picture would change silently.
    static func checkConversionKeepsThePicture(_ gradient: GradientDefinition, format: Format) throws {
        guard format == .css || format == .json else { return }
        let gradients: [CSSGradient]
        switch gradient {
        case .css(let css): gradients = [css]
        case .layers(let list): gradients = list.layers
        case .layer: return
        }
        for css in gradients { try checkConversionKeepsThePicture(css, name: format == .css ? "CSS" : "JSON") }
    }

    static func checkConversionKeepsThePicture(_ css: CSSGradient, name: String) throws {
        guard let mode = css.interpolation else { return }
        let translucent = css.items.contains { item in
            if case .stop(let color, _, _) = item { return color.rgba.alpha < 1 }
            return false
        }
        if mode == .coreAnimation {
            throw GradientError(
                .unsupported(format: name),
                "\(name) cannot hold the interpolation 'core-animation' of a CSS gradient (CSS has no such mixing): write PNG or SVG, or give the gradient as a JSON layer spec."
            )
        }
        if mode == .srgb, translucent {
            throw GradientError(
                .unsupported(format: name),
                "\(name) cannot hold the interpolation 'srgb' (straight alpha) of a CSS gradient with translucent colours (CSS mixes premultiplied): use 'srgb-premultiplied', or write PNG or SVG."
            )
        }
    }

    /// Refuses to write text that `gradient` could not read back (what the tool writes, it
    /// reads): within the limits this never happens, so it is a last guard, not a filter.
    static func checkReadsBack(_ bytes: Data, as kind: String) throws {
        guard bytes.count <= GradientSpec.maxJSONBytes else {
            throw GradientError(
                .unsupported(format: kind),
                "The gradient as \(kind) is \(bytes.count) bytes, over the limit of \(GradientSpec.maxJSONBytes) that 'gradient' reads back.")
        }
        do {
            _ = try GradientDefinition(parsing: String(decoding: bytes, as: UTF8.self))
        } catch let error as GradientError {
            throw GradientError(.unsupported(format: kind), "The gradient as \(kind) would not read back: \(error.message)")
        }
    }

    func resolvedFormat() throws -> Format {
        if let format { return format }
        // Standard output, or a device or pipe such as `/dev/stdout` or `>(wc -c)`: PNG unless
        // the name says otherwise.
        if isStandardOutput || output.pathExtension.isEmpty && output.isSpecialFile { return .png }
        guard let f = Format(rawValue: output.pathExtension) else {
            // `-o /tmp`, `-o .`: refused for what it is (as with --format), not for its name.
            if case .success(let st) = output.status(), st.st_mode & S_IFMT == S_IFDIR {
                throw GradientError(.io, "Cannot write \(output.quoted): it is a directory.")
            }
            throw GradientError(
                .invalidValue,
                "The output \(output.quoted) has no known extension: name it .png, .svg, .json, .css, .swift or .imageset, or pass --format.")
        }
        return f
    }

    /// True when `-o -` sends the output to standard output.
    var isStandardOutput: Bool { output.bytes == [UInt8(ascii: "-")] }

    /// The gradient named by `source` (a file or text), or the built-in default.
    func loadGradient(width: Int, height: Int) throws -> GradientDefinition {
        guard let source else {
            if StandardStreams.standardInputHasData {
                throw GradientError(
                    .invalidValue,
                    "Standard input holds data but no gradient was given: pass '-' to read the gradient from standard input.")
            }
            return DefaultGradient.gradient(width: Double(width), height: Double(height))
        }
        let text: String
        let path = FilePath(sourceRaw)
        if source == "-" {
            text = try Self.decodeUTF8(try BoundedInput.readStandardInput(), name: "standard input")
        } else if case .success = path.status() {
            text = try Self.readFile(path)
        } else if Self.looksLikePath(source) {
            if case .failure(let error) = path.status(), error.code != ENOENT {
                throw GradientError(.io, "Cannot read \(path.quoted): \(BoundedInput.describe(error)).")
            }
            throw GradientError(.io, "Cannot read \(path.quoted): there is no such file.")
        } else {
            text = source
        }
        return try GradientDefinition(parsing: text, options: parseOptions)
    }

    static func looksLikePath(_ s: String) -> Bool {
        !s.contains("{") && !s.contains("(") && (s.contains("/") || s.hasSuffix(".json") || s.hasSuffix(".css"))
    }

    static func readFile(_ path: FilePath) throws -> String {
        if case .success(let st) = path.status() {
            if st.st_mode & S_IFMT == S_IFDIR {
                throw GradientError(.io, "Cannot read \(path.quoted): it is a directory, not a file.")
            }
            if st.st_mode & S_IFMT == S_IFREG, Int(st.st_size) > GradientSpec.maxJSONBytes {
                throw GradientError(.limitExceeded, "\(path.quoted) is \(st.st_size) bytes, over the limit of \(GradientSpec.maxJSONBytes) for a gradient.")
            }
        }
        return try decodeUTF8(try BoundedInput.read(path: path), name: path.quoted)
    }

    static func decodeUTF8(_ data: Data, name: String) throws -> String {
        guard data.count <= GradientSpec.maxJSONBytes else {
            throw GradientError(.limitExceeded, "The gradient from \(name) is over the limit of \(GradientSpec.maxJSONBytes) bytes.")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw GradientError(.invalidValue, "The gradient from \(name) is not UTF-8 text.")
        }
        return text
    }
}

/// Reads options and their values one by one. `--flag=value` and `-o=value` are the same as
/// `--flag value`; after `--` every argument is an operand, even one starting with `-`.
struct ArgumentReader {
    /// Each argument's bytes, as given.
    private var items: [[UInt8]]
    private var index = 0
    /// The value part of a `--flag=value` just split, returned by the next call.
    private var pendingValue: [UInt8]?
    /// The bytes of the argument `next()` or `value(for:)` returned last.
    private(set) var lastRaw: [UInt8] = []
    /// Whether `--` has been read: the arguments after it are operands.
    private(set) var optionsEnded = false

    init(_ items: [String]) { self.init(items.map { Array($0.utf8) }) }

    init(_ items: [[UInt8]]) { self.items = items }

    mutating func next() -> String? {
        if let value = pendingValue {
            pendingValue = nil
            lastRaw = value
            return String(decoding: value, as: UTF8.self)
        }
        guard index < items.count else { return nil }
        var item = items[index]
        index += 1
        if !optionsEnded {
            if item == Array("--".utf8) {
                optionsEnded = true
                return next()
            }
            // `--flag=value`, and `-o=value` for the one short option with a value.
            let isLong = item.starts(with: Array("--".utf8))
            if isLong || item.starts(with: Array("-o=".utf8)), let eq = item.firstIndex(of: UInt8(ascii: "=")) {
                pendingValue = Array(item[(eq + 1)...])
                item = Array(item[..<eq])
            }
        }
        lastRaw = item
        return String(decoding: item, as: UTF8.self)
    }

    /// The value after `flag`.
    mutating func value(for flag: String) throws -> String {
        guard let v = next() else { throw GradientError(.invalidValue, "\(flag) needs a value; see 'gradient help render'.") }
        return v
    }
}
