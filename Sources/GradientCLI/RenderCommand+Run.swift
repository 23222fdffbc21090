import Foundation
import GradientKit

/// `gradient render`'s work, in four steps: ``plan(_:)`` decides the format and pixel size
/// and checks the destination before any work; ``load(_:_:)`` reads the gradient and applies
/// `--interpolation`; ``convert(_:dark:_:)`` renders or writes it in the format (the library's
/// writers refuse what the format cannot hold); ``write(_:_:_:_:)`` puts it in place.
extension RenderCommand {
    /// What ``plan(_:)`` decided.
    struct Plan {
        var format: Format
        /// The pixel size of the render (of the largest image, for an image set: 3×).
        var pixelWidth: Int
        var pixelHeight: Int
    }

    /// What ``convert(_:dark:_:)`` made: a file's bytes, a PNG ready to be drawn as it is written,
    /// or an image set's files.
    enum Output {
        case bytes(Data)
        case png(PNGImage)
        case imageSet([(String, Data)])
    }

    /// A PNG ready to draw and write: a frame drawn a band at a time as the file is written,
    /// or a mesh's bitmap, drawn whole.
    struct PNGImage {
        enum Source {
            case frame(PreparedFrame)
            case bitmap(Bitmap)
        }
        var source: Source
        /// The compression level, 0…9.
        var level: Int

        /// `gradient` on `width × height` pixels, once the memory it needs is known to be
        /// there (``MemoryBudget``), on as many threads as the address space leaves room for.
        init(_ gradient: GradientDefinition, width: Int, height: Int, scale: Double, dither: Bool, level: Int, maxPixels: Int) throws {
            self.level = level
            let budget = MemoryBudget.current()
            if case .mesh = gradient {
                let threads = try budget.threads(width: width, height: height, need: .whole(width: width, height: height))
                let options = Rasterizer.Options(dither: dither, threads: threads)
                source = .bitmap(try gradient.render(width: width, height: height, options: options, pixelLimit: maxPixels))
            } else {
                let threads = try budget.threads(width: width, height: height, need: .streamed)
                let options = Rasterizer.Options(dither: dither, threads: threads)
                source = .frame(try gradient.frame(width: width, height: height, scale: scale, options: options, pixelLimit: maxPixels))
            }
        }

        /// Draws (a frame) and writes the PNG through `output`, telling `progress` how far it is.
        func write(progress: ((Double) -> Void)?, to output: (UnsafeRawBufferPointer) throws -> Void) throws {
            switch source {
            case .frame(let frame): try PNG.write(frame, level: level, progress: progress, to: output)
            case .bitmap(let bitmap): try PNG.write(bitmap, level: level, threads: nil, to: output)
            }
        }

        /// The whole file (``PNG/encode(_:level:progress:)``, ``PNG/encode(_:level:threads:)``).
        func data() throws -> Data {
            switch source {
            case .frame(let frame): try PNG.encode(frame, level: level)
            case .bitmap(let bitmap): try PNG.encode(bitmap, level: level)
            }
        }
    }

    /// Runs the command: plan, load, convert, write.
    ///
    /// - Throws: ``GradientError`` or ``LocatedError``, in one sentence; nothing is written then.
    func run(_ io: CommandIO) throws {
        let (plan, gradient, output) = try prepare(io)
        try write(output, gradient, plan, io)
    }

    /// Everything but writing: what the output would be.
    func prepare(_ io: CommandIO) throws -> (Plan, GradientDefinition, Output) {
        let plan = try plan(io)
        let (gradient, dark) = try load(plan, io)
        return (plan, gradient, try convert(gradient, dark: dark, plan))
    }

    /// Decides the format and the pixel size and checks, before any work, that the output
    /// can go where it is asked to.
    func plan(_ io: CommandIO) throws -> Plan {
        let format = try resolvedFormat()
        if name != nil, format != .swift {
            throw GradientError(
                .invalidValue,
                "--name names the enum Swift code declares, and this output is \(format.rawValue): give -o Name.swift or --format swift, or leave out --name.")
        }
        if format == .imageset {
            guard !isStandardOutput else { throw GradientError(.invalidValue, "An image set is a folder: give -o Name.imageset, not '-'.") }
            guard scale == 1 else {
                throw GradientError(.invalidValue, "--scale does not apply to an image set: it holds 1x, 2x and 3x images of --size points.")
            }
            try Self.checkWholePoints(width: width, height: height)
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
        // `gradient render > x.png`: the image would go to gradient.png and x.png stay empty.
        if !outputGiven, let redirect = io.outputFileName().map(FilePath.init), Format(rawValue: redirect.pathExtension) != nil {
            throw GradientError(
                .invalidValue,
                "Standard output goes to \(redirect.quoted), but the image would go to 'gradient.png': pass '-o -' to write it to standard output, or '-o \(FilePath(redirect.lastComponent).text)'."
            )
        }
        try checkNotATerminal(format, io)
        if !isStandardOutput, format != .imageset {
            _ = try AtomicFile.checkDestination(output, replacing: !noClobber)
        } else if format == .imageset, noClobber, case .success = output.status(followingLinks: false) {
            throw AtomicFile.exists(output)
        }
        return Plan(format: format, pixelWidth: Int(pixelWidth), pixelHeight: Int(pixelHeight))
    }

    /// Refuses an image set's size unless both sides are whole points, so that each image is
    /// exactly 1, 2 and 3 times the 1x image's pixels (15.5 pt would be 15.5 px at 1x, which
    /// no image can be; rounding each scale on its own gave 16, 31 and 47 px). Refused rather
    /// than rounded: the size is the one the layout asks for, and a silently changed one would
    /// be found only on the screen.
    ///
    /// - Throws: ``GradientError`` (exit 64) naming the size and the nearest whole one.
    static func checkWholePoints(width: Double, height: Double) throws {
        guard width.rounded() != width || height.rounded() != height else { return }
        func nearest(_ x: Double) -> String { formatNumber(max(1, x.rounded())) }
        throw GradientError(
            .invalidValue,
            "--size \(formatNumber(width))x\(formatNumber(height)) is not whole points, which an image set needs for whole pixels at 1x, 2x and 3x: give a size such as \(nearest(width))x\(nearest(height))."
        )
    }

    /// The format `--format` or the output's extension names.
    ///
    /// - Throws: ``GradientError`` (exit 64) when neither names one, or when they disagree
    ///   (`-o a.png --format svg`); exit 1 for a directory.
    func resolvedFormat() throws -> Format {
        let named = Format(rawValue: output.pathExtension)
        if let format {
            if let named, named != format, !isStandardOutput {
                throw GradientError(
                    .invalidValue, "--format \(format.rawValue) does not match the output \(output.quoted): name it .\(format.rawValue), or leave out --format."
                )
            }
            return format
        }
        // Standard output, or a device or pipe such as `/dev/stdout` or `>(wc -c)`: PNG unless
        // the name says otherwise.
        if isStandardOutput || output.pathExtension.isEmpty && output.isSpecialFile { return .png }
        guard let named else {
            // `-o /tmp`, `-o .`: refused for what it is (as with --format), not for its name.
            if case .success(let st) = output.status(), st.st_mode & S_IFMT == S_IFDIR {
                throw GradientError(.io, "Cannot write \(output.quoted): it is a directory.")
            }
            throw GradientError(
                .invalidValue,
                "The output \(output.quoted) has no known extension: name it .png, .svg, .json, .css, .swift or .imageset, or pass --format.")
        }
        return named
    }

    /// Refuses to send binary output to a terminal, which would show it as noise and may take
    /// its bytes as control sequences (as `gzip` refuses): standard output, or a path naming a
    /// terminal (`-o /dev/tty`).
    func checkNotATerminal(_ format: Format, _ io: CommandIO) throws {
        guard format.isBinary else { return }
        let name: String
        if isStandardOutput {
            guard io.outputIsTerminal() else { return }
            name = "Standard output"
        } else {
            guard case .success(let st) = output.status(), st.st_mode & S_IFMT == S_IFCHR else { return }
            let fd = output.withCString { open($0, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC) }
            guard fd >= 0 else { return }
            defer { close(fd) }
            guard isatty(fd) == 1 else { return }
            name = output.quoted
        }
        throw GradientError(
            .invalidValue,
            "\(name) is a terminal, which cannot show a \(format.rawValue.uppercased()): give -o with a file name, or pipe the output into a program.")
    }

    /// The gradient named by `source` (a file, text or `-`), or the built-in default, with
    /// `--interpolation` applied; for an image set, also the gradient in the dark colour
    /// scheme when its picture differs from the light one (see ``darkVariant(_:_:)``).
    func load(_ plan: Plan, _ io: CommandIO) throws -> (GradientDefinition, dark: GradientDefinition?) {
        guard let text = try readText(io) else {
            return (try interpolated(DefaultGradient.gradient(width: Double(plan.pixelWidth), height: Double(plan.pixelHeight))), nil)
        }
        let gradient = try interpolated(try parse(text, options: parseOptions))
        guard plan.format == .imageset else { return (gradient, nil) }
        return (gradient, try darkVariant(gradient, text))
    }

    /// The gradient of `text` read in the dark colour scheme, or `nil` when it is the same as
    /// `light` (the gradient reads neither `light-dark()` nor a CSS system colour, or a JSON
    /// spec's `"colorScheme"` fixes the scheme) or `--color-scheme` was given: the parsed
    /// gradients hold resolved colours, so equal ones draw the same picture.
    func darkVariant(_ light: GradientDefinition, _ text: SourceText) throws -> GradientDefinition? {
        guard !colorSchemeGiven else { return nil }
        let dark = try interpolated(try parse(text, options: try parseOptions(colorScheme: .dark)))
        return dark == light ? nil : dark
    }

    /// `gradient` with `--interpolation`'s mode, if given.
    func interpolated(_ gradient: GradientDefinition) throws -> GradientDefinition {
        try interpolation.map(gradient.withInterpolation) ?? gradient
    }

    /// The text of a gradient and the file it came from, if any.
    struct SourceText {
        var text: String
        var path: FilePath?
    }

    /// The text `source` names (a file, text or `-`), or `nil` for the built-in default.
    func readText(_ io: CommandIO) throws -> SourceText? {
        guard let source else {
            if io.inputHasData() {
                throw GradientError(
                    .invalidValue,
                    "Standard input holds data but no gradient was given: pass '-' to read the gradient from standard input.")
            }
            return nil
        }
        let path = FilePath(sourceRaw)
        if source == "-" {
            return SourceText(text: try Self.decodeUTF8(try io.readInput(), name: "standard input"))
        } else if case .success = path.status() {
            return SourceText(text: try Self.readFile(path), path: path)
        } else if Self.looksLikePath(source) {
            if case .failure(let error) = path.status(), error.code != ENOENT {
                throw GradientError(.io, "Cannot read \(path.quoted): \(BoundedInput.describe(error)).")
            }
            throw GradientError(.io, "Cannot read \(path.quoted): there is no such file.")
        }
        return SourceText(text: source)
    }

    /// Parses `source` with `options`. A CSS syntax error in a file is placed at its line
    /// and column (``LocatedError``).
    func parse(_ source: SourceText, options: CSSParsingOptions) throws -> GradientDefinition {
        do {
            return try GradientDefinition(parsing: source.text, options: options)
        } catch let error as GradientError {
            guard let path = source.path, !source.text.trimmingWhitespace.hasPrefix("{"), let located = LocatedError(error, in: source.text, path: path)
            else { throw error }
            throw located
        }
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

    /// The gradient in the planned format: the library's writers refuse, in one sentence, what
    /// the format cannot hold (a conic gradient as SVG, `core-animation` mixing as CSS).
    /// `dark` is an image set's dark variant, if any.
    func convert(_ gradient: GradientDefinition, dark: GradientDefinition? = nil, _ plan: Plan) throws -> Output {
        let (w, h) = (plan.pixelWidth, plan.pixelHeight)
        switch plan.format {
        case .png:
            return .png(try PNGImage(gradient, width: w, height: h, scale: scale, dither: dither, level: pngLevel, maxPixels: maxPixels))
        case .svg:
            // CSS px are points: the document is --size at any --scale, and a browser at that
            // device scale draws it as the PNG is drawn.
            return .bytes(Data(try gradient.svg(width: width, height: height).utf8))
        case .json:
            return .bytes(try gradient.json())
        case .css:
            return .bytes(Data((try gradient.css(width: width, height: height) + "\n").utf8))
        case .swift:
            return .bytes(Data(try gradient.swiftSource(width: width, height: height, name: swiftName).utf8))
        case .imageset:
            return .imageSet(
                try ImageSet.files(
                    gradient, dark: dark, name: try imageSetName(), width: Int(width), height: Int(height), dither: dither, level: pngLevel,
                    maxPixels: maxPixels))
        }
    }

    /// The enum Swift code declares: `--name`, else from the output's name (`HeroGradient`
    /// for `-o HeroGradient.swift`, ``SwiftCode/name(forFile:)``), else
    /// ``SwiftCode/defaultName`` on standard output.
    var swiftName: String {
        if let name { return name }
        guard !isStandardOutput, !output.isSpecialFile else { return SwiftCode.defaultName }
        return SwiftCode.name(forFile: FilePath(output.lastComponent).text)
    }

    /// `Hero` for `-o Hero.imageset` (or `-o path/Hero.imageset/`).
    func imageSetName() throws -> String {
        var folder = output
        while folder.hasTrailingSlash { folder.bytes.removeLast() }
        let name = String(FilePath(folder.lastComponent).text.dropLast(".imageset".count))
        guard !name.isEmpty else { throw GradientError(.invalidValue, "The image set \(output.quoted) has no name: give -o Name.imageset.") }
        return name
    }

    /// Puts the output in place (atomically, ``AtomicFile``, ``ImageSet``) or on standard
    /// output, then notes what was written on standard error unless `-q`.
    func write(_ result: Output, _ gradient: GradientDefinition, _ plan: Plan, _ io: CommandIO) throws {
        switch result {
        case .imageSet(let files):
            let name = try imageSetName()
            try ImageSet.write(files, to: output, name: name, replacing: !noClobber)
            if !quiet {
                let dark = files.contains { $0.0 == ImageSet.fileName(name, scale: 1, dark: true) } ? ", light and dark" : ""
                io.writeNote(
                    "Wrote \(output.visible) (1x, 2x, 3x\(dark) at \(formatNumber(width))x\(formatNumber(height)) pt, \(gradient.summary)).\n")
            }
        case .bytes(let bytes) where isStandardOutput:
            try io.writeOutput(bytes)
        case .bytes(let bytes):
            try AtomicFile.write(bytes, to: output, replacing: !noClobber)
            noteWritten(gradient, plan, io)
        case .png(let image):
            // Drawn and written a band at a time: neither the picture nor the file is ever
            // whole in memory. A line on a terminal tells how far a long one has got.
            let progress = ProgressLine(shown: !quiet, label: "Rendering \(plan.pixelWidth)x\(plan.pixelHeight) px")
            defer { progress.end() }
            let produce: AtomicFile.Producer = { output in try image.write(progress: progress.update, to: output) }
            if isStandardOutput {
                try io.writeOutputProducing(produce)
            } else {
                try AtomicFile.write(to: output, replacing: !noClobber, producing: produce)
                progress.end()
                noteWritten(gradient, plan, io)
            }
        }
    }

    /// The note after a file is written: only once the file is in place, on standard error
    /// (standard output stays for data), unless `-q`. None after writing into a special file:
    /// that may be the terminal itself (`-o /dev/stdout`).
    func noteWritten(_ gradient: GradientDefinition, _ plan: Plan, _ io: CommandIO) {
        if !quiet, !output.isSpecialFile {
            io.writeNote("Wrote \(output.visible) (\(noteSize(plan, gradient))\(gradient.summary)).\n")
        }
    }

    /// The size part of the note: pixels for PNG; for CSS and Swift code made from a layer or
    /// SwiftUI gradient, the box they were made for (a layer's angles depend on its box's
    /// shape, a SwiftUI gradient's radii are points, and `--size` has a default); for Swift
    /// code made from CSS, that box too unless the view's settings say the CSS
    /// (``SwiftCode/ViewSettings``), which hold for any size, as a mesh does; for Swift code
    /// made from a SwiftUI gradient SwiftUI draws as it is, both (its SwiftUI code holds for
    /// any size, the view's layer for the box).
    func noteSize(_ plan: Plan, _ gradient: GradientDefinition) -> String {
        let box = "for a \(formatNumber(width))x\(formatNumber(height)) box, "
        switch (plan.format, gradient) {
        case (.png, _): return "\(plan.pixelWidth)x\(plan.pixelHeight) px, "
        case (.swift, .swiftUI(let g)) where g.interpolation == .swiftUI:
            return "SwiftUI code for any size, the view's layer \(box)"
        case (.css, .layer), (.css, .angledLayer), (.css, .swiftUI), (.swift, .layer), (.swift, .swiftUI): return box
        case (.swift, .css(let css)): return (try? SwiftCode.ViewSettings(css)) == nil ? box : "for any size, "
        case (.swift, .angledLayer), (.swift, .mesh): return "for any size, "
        default: return ""
        }
    }
}
