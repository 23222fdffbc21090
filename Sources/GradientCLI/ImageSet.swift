import Foundation
import GradientKit

/// `-o Name.imageset`: an asset-catalog image set for Xcode — `Name.png`, `Name@2x.png` and
/// `Name@3x.png` at `--size` points (1, 2 and 3 pixels per point; the size must be whole
/// points, so that each image is exactly its scale times the 1x one) and the `Contents.json`
/// that lists them (idiom `universal`), ready to drop into `Assets.xcassets`.
///
/// A gradient whose picture differs in the dark colour scheme (it reads `light-dark()` or a
/// CSS system colour, and neither `--color-scheme` nor a JSON spec's `"colorScheme"` fixes
/// the scheme) also gets `Name-dark.png`, `Name-dark@2x.png` and `Name-dark@3x.png`, drawn in
/// the dark scheme and listed with the dark appearance, which the system picks in Dark Mode.
/// With `--color-scheme` given, the set holds that scheme's images alone, as a PNG would.
///
/// The folder is built beside its destination under a temporary name and put in place in one
/// step once complete (``write(_:to:name:replacing:)``); a folder holding anything but plain
/// files of the names this command writes for that set (``ownFileNames(_:)``) is refused, so nothing else is
/// lost. Signals wait while the temporary folders exist; one left by a run that was killed is
/// removed by the next run into that directory (``TemporaryName``).
enum ImageSet {
    /// The pixels per point of the three images.
    static let scales = [1, 2, 3]

    /// The file names inside an image set called `name` (`Hero` → `Hero.png`, `Hero@2x.png` …;
    /// the dark variant's `Hero-dark.png`, `Hero-dark@2x.png` …).
    static func fileName(_ name: String, scale: Int, dark: Bool = false) -> String {
        let base = dark ? "\(name)-dark" : name
        return scale == 1 ? "\(base).png" : "\(base)@\(scale)x.png"
    }

    /// Every file this command writes in a set called `name`, with or without the dark
    /// variant: the only files a set it replaces may hold.
    static func ownFileNames(_ name: String) -> Set<[UInt8]> {
        var names: Set<[UInt8]> = [Array("Contents.json".utf8)]
        for scale in scales {
            for dark in [false, true] { names.insert(Array(fileName(name, scale: scale, dark: dark).utf8)) }
        }
        return names
    }

    /// `Contents.json` for the images of `name` (with the dark variant's when `dark`), in the
    /// layout Xcode writes: keys in alphabetical order, each scale's dark image after its
    /// light one, marked `"appearances" : [{"appearance" : "luminosity", "value" : "dark"}]`
    /// (the form Xcode 11 and later write for an image set's Dark appearance; Apple's archived
    /// Asset Catalog Format Reference, "Image Set Type", documents `filename`, `idiom` and
    /// `scale` but predates appearances).
    static func contents(_ name: String, dark: Bool = false) -> String {
        var images: [String] = []
        for scale in scales {
            images.append(
                """
                    {
                      "filename" : "\(jsonEscaped(fileName(name, scale: scale)))",
                      "idiom" : "universal",
                      "scale" : "\(scale)x"
                    }
                """)
            guard dark else { continue }
            images.append(
                """
                    {
                      "appearances" : [
                        {
                          "appearance" : "luminosity",
                          "value" : "dark"
                        }
                      ],
                      "filename" : "\(jsonEscaped(fileName(name, scale: scale, dark: true)))",
                      "idiom" : "universal",
                      "scale" : "\(scale)x"
                    }
                """)
        }
        return """
            {
              "images" : [
            \(images.joined(separator: ",\n"))
              ],
              "info" : {
                "author" : "gradient",
                "version" : 1
              }
            }

            """
    }

    static func jsonEscaped(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The rendered files, name → bytes: `gradient` at `width × height` points (whole
    /// points) and each scale, and `dark`, the dark variant, if any.
    static func files(
        _ gradient: GradientDefinition, dark: GradientDefinition? = nil, name: String, width: Int, height: Int, dither: Bool,
        level: Int = PNG.defaultLevel, maxPixels: Int
    ) throws -> [(String, Data)] {
        var files: [(String, Data)] = []
        for scale in scales {
            for (variant, isDark) in [(gradient, false), (dark, true)] {
                guard let variant else { continue }
                let png = try RenderCommand.PNGImage(
                    variant, width: width * scale, height: height * scale, scale: Double(scale), dither: dither, level: level, maxPixels: maxPixels)
                files.append((fileName(name, scale: scale, dark: isDark), try png.data()))
            }
        }
        files.append(("Contents.json", Data(contents(name, dark: dark != nil).utf8)))
        return files
    }

    /// Writes the image set called `name` at `path` (its name ends in `.imageset`).
    ///
    /// The set is built in a temporary folder beside it (``TemporaryName``; stale ones of
    /// killed runs are removed first) and put in place in one step: on Linux exchanged with
    /// the set already there (`renameat2` with `RENAME_EXCHANGE`), or renamed to a name no
    /// one has taken (`RENAME_NOREPLACE`), then the old set removed. Writers of one set at
    /// once each put a complete set in place, the last one's staying, as for files; a reader
    /// sees the old set or the new one, never none. Where the exchange is not supported, the
    /// old set is moved aside first and the new one renamed in, retried when another writer
    /// got there in between.
    ///
    /// An image set there is replaced only if it holds nothing but files this command writes
    /// for `name` (``ownFileNames(_:)``): any other file (`notes.txt`, or a PNG of the user's
    /// such as `Hero~ipad.png`) is named in the refusal and the set left as it was. Checked
    /// before the new set is built and again on the old set once exchanged out, when a file
    /// that arrived meanwhile sends it back.
    ///
    /// - Parameter replacing: Whether an existing image set may be replaced (default `true`);
    ///   when `false`, anything at `path` is refused, and the new folder is renamed into place
    ///   only if the name is still free (`RENAME_NOREPLACE`, or `rename`, which fails on a
    ///   folder that holds anything).
    /// - Throws: ``GradientError`` (``GradientError/Kind/io``, exit 1) naming the path; nothing is left behind.
    static func write(_ files: [(String, Data)], to path: FilePath, name: String, replacing: Bool = true) throws {
        func fail(_ why: String) -> GradientError { GradientError(.io, "Cannot write \(path.quoted): \(why).") }
        var target = path
        while target.hasTrailingSlash { target.bytes.removeLast() }
        let directory = target.directory
        if !replacing, case .success = target.status(followingLinks: false) { throw AtomicFile.exists(path) }
        let ours = ownFileNames(name)
        if let stranger = try stranger(in: target, ours: ours) { throw fail(stranger) }
        TemporaryName.removeStale(in: directory)
        let guardSignals = SignalGuard()
        defer { guardSignals.release() }
        let temporary = directory.appending(TemporaryName.make())
        guard temporary.withCString({ mkdir($0, 0o755) }) == 0 else { throw fail(String(cString: strerror(errno))) }
        do {
            for (name, data) in files {
                try AtomicFile.write(data, to: temporary.appending(Array(name.utf8)), shown: path)
            }
            if replacing {
                try install(temporary, at: target, directory: directory, ours: ours, fail: fail)
            } else {
                try installKeepingExisting(temporary, at: target, path: path, fail: fail)
            }
        } catch {
            TemporaryName.removeFolder(temporary)
            throw error
        }
    }

    /// Why the folder at `target` is not an image set this command may replace ("the folder
    /// holds 'notes.txt', …"), or `nil` when it holds only plain files named in `ours` or
    /// nothing is there.
    static func stranger(in target: FilePath, ours: Set<[UInt8]>) throws -> String? {
        switch target.status(followingLinks: false) {
        case .success(let st):
            guard st.st_mode & S_IFMT == S_IFDIR else { return "it exists and is not a folder" }
            let names = TemporaryName.names(in: target).sorted { $0.lexicographicallyPrecedes($1) }
            if let stranger = names.first(where: { !ours.contains($0) }) {
                return "the folder holds \(String.quotedForMessage(bytes: stranger)), so it is not an image set this command may replace"
            }
            // One of our names that is a folder or a link is the user's too: removing the old
            // set would leave a folder behind, or drop a link the user made.
            if let other = names.first(where: { name in
                guard case .success(let st) = target.appending(name).status(followingLinks: false) else { return false }
                return st.st_mode & S_IFMT != S_IFREG
            }) {
                return "\(String.quotedForMessage(bytes: other)) in it is not a plain file, so it is not an image set this command may replace"
            }
            return nil
        case .failure(let error) where error.code == ENOENT:
            return nil
        case .failure(let error):
            throw GradientError(.io, "Cannot write \(target.quoted): \(String(cString: strerror(error.code))).")
        }
    }

    /// Puts the complete set at `temporary` in place at `target`, whatever other writers do
    /// meanwhile (see ``write(_:to:name:replacing:)``); removes the set it replaces.
    static func install(_ temporary: FilePath, at target: FilePath, directory: FilePath, ours: Set<[UInt8]>, fail: (String) -> GradientError) throws {
        for _ in 0..<100 {
            switch Rename.exchange(temporary, target) {
            case .done:
                // The old set is now at `temporary`: something else put there meanwhile goes back.
                if let stranger = try stranger(in: temporary, ours: ours) {
                    _ = Rename.exchange(temporary, target)
                    throw fail(stranger)
                }
                TemporaryName.removeFolder(temporary)
                return
            case .failed(ENOENT):
                switch Rename.noReplace(temporary, target) {
                case .done: return
                case .failed(EEXIST), .failed(ENOTEMPTY): continue  // another writer's set arrived: exchange with it
                case .failed(let code): throw fail(String(cString: strerror(code)))
                case .unsupported: return try installMovingAside(temporary, at: target, directory: directory, ours: ours, fail: fail)
                }
            case .failed(let code):
                throw fail(String(cString: strerror(code)))
            case .unsupported:
                return try installMovingAside(temporary, at: target, directory: directory, ours: ours, fail: fail)
            }
        }
        throw fail("other writers kept replacing it; 100 tries did not put this one in place")
    }

    /// Renames the complete set at `temporary` to `target` only if nothing is there (for
    /// `--no-clobber`); where `RENAME_NOREPLACE` is missing, `rename`, which replaces only an
    /// empty folder.
    static func installKeepingExisting(_ temporary: FilePath, at target: FilePath, path: FilePath, fail: (String) -> GradientError) throws {
        let code: Int32
        switch Rename.noReplace(temporary, target) {
        case .done: return
        case .failed(let failure): code = failure
        case .unsupported:
            if Rename.plain(temporary, target) == 0 { return }
            code = errno
        }
        throw code == EEXIST || code == ENOTEMPTY ? AtomicFile.exists(path) : fail(String(cString: strerror(code)))
    }

    /// ``install(_:at:directory:ours:fail:)`` without an exchange: the old set is moved aside, the
    /// new one renamed in and the old one removed, each step retried when another writer
    /// moved or put a set there in between (a reader may then find no set for a moment, and
    /// a run killed between the two renames leaves none).
    static func installMovingAside(
        _ temporary: FilePath, at target: FilePath, directory: FilePath, ours: Set<[UInt8]>, fail: (String) -> GradientError
    ) throws {
        let aside = directory.appending(TemporaryName.make())
        for _ in 0..<100 {
            if Rename.plain(target, aside) != 0 {
                let code = errno
                guard code == ENOENT else { throw fail("the old image set could not be moved aside (\(String(cString: strerror(code))))") }
            } else if let stranger = try stranger(in: aside, ours: ours) {
                _ = Rename.plain(aside, target)
                throw fail(stranger)
            }
            if Rename.plain(temporary, target) == 0 {
                TemporaryName.removeFolder(aside)
                return
            }
            let code = errno
            // Another writer's set arrived between the two renames: move it aside in turn.
            guard code == EEXIST || code == ENOTEMPTY else {
                _ = Rename.plain(aside, target)
                throw fail(String(cString: strerror(code)))
            }
            TemporaryName.removeFolder(aside)
        }
        throw fail("other writers kept replacing it; 100 tries did not put this one in place")
    }
}

/// Renaming folders over one another: `rename(2)`, and on Linux `renameat2(2)`'s exchange
/// and no-replace modes (looked up at run time: Swift's Glibc module does not declare it).
enum Rename {
    enum Outcome: Equatable {
        case done
        /// Failed with this `errno`.
        case failed(Int32)
        /// The system or the file system has no such rename.
        case unsupported
    }

    /// `rename(from, to)`: 0, or −1 with `errno` set.
    static func plain(_ from: FilePath, _ to: FilePath) -> Int32 {
        from.withCString { a in to.withCString { b in Foundation.rename(a, b) } }
    }

    /// Swaps `a` and `b`, both of which must exist.
    static func exchange(_ a: FilePath, _ b: FilePath) -> Outcome { renameat2(a, b, flags: 2) }  // RENAME_EXCHANGE

    /// Renames `from` to `to` unless `to` exists (`EEXIST`).
    static func noReplace(_ from: FilePath, _ to: FilePath) -> Outcome { renameat2(from, to, flags: 1) }  // RENAME_NOREPLACE

    private typealias Renameat2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// glibc's `renameat2` (2.28 and later), or `nil`.
    private static let function: Renameat2? = {
        #if os(Linux)
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: Renameat2.self)
        #else
        return nil
        #endif
    }()

    private static func renameat2(_ from: FilePath, _ to: FilePath, flags: UInt32) -> Outcome {
        guard let function else { return .unsupported }
        let rc = from.withCString { a in to.withCString { b in function(AT_FDCWD, a, AT_FDCWD, b, flags) } }
        if rc == 0 { return .done }
        let code = errno
        return code == EINVAL || code == ENOSYS || code == ENOTSUP ? .unsupported : .failed(code)
    }
}
