import Foundation
import GradientKit

/// `-o Name.imageset`: an asset-catalog image set for Xcode — `Name.png`, `Name@2x.png` and
/// `Name@3x.png` at `--size` points (1, 2 and 3 pixels per point) and the `Contents.json` that
/// lists them (idiom `universal`), ready to drop into `Assets.xcassets`.
///
/// The folder is built beside its destination under a temporary name and put in place in one
/// step once complete (``write(_:to:)``); a folder that is not an image set (it holds anything
/// but `Contents.json` and PNG files) is refused, so nothing else is lost. Signals wait while
/// the temporary folders exist; one left by a run that was killed is removed by the next run
/// into that directory (``TemporaryName``).
enum ImageSet {
    /// The pixels per point of the three images.
    static let scales = [1, 2, 3]

    /// The file names inside an image set called `name` (`Hero` → `Hero.png`, `Hero@2x.png` …).
    static func fileName(_ name: String, scale: Int) -> String { scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png" }

    /// `Contents.json` for the three images of `name`, in the layout Xcode writes.
    static func contents(_ name: String) -> String {
        let images = scales.map { scale in
            """
                {
                  "filename" : "\(jsonEscaped(fileName(name, scale: scale)))",
                  "idiom" : "universal",
                  "scale" : "\(scale)x"
                }
            """
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

    /// The rendered files: name → bytes.
    static func files(
        _ gradient: GradientDefinition, name: String, width: Double, height: Double, dither: Bool, level: Int = PNG.defaultLevel, maxPixels: Int
    ) throws -> [(String, Data)] {
        var files: [(String, Data)] = []
        for scale in scales {
            let w = Int((width * Double(scale)).rounded(.up))
            let h = Int((height * Double(scale)).rounded(.up))
            let png = try RenderCommand.PNGImage(gradient, width: w, height: h, scale: Double(scale), dither: dither, level: level, maxPixels: maxPixels)
            files.append((fileName(name, scale: scale), try png.data()))
        }
        files.append(("Contents.json", Data(contents(name).utf8)))
        return files
    }

    /// Writes the image set at `path` (its name ends in `.imageset`).
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
    /// - Parameter replacing: Whether an existing image set may be replaced (default `true`);
    ///   when `false`, anything at `path` is refused, and the new folder is renamed into place
    ///   only if the name is still free (`RENAME_NOREPLACE`, or `rename`, which fails on a
    ///   folder that holds anything).
    /// - Throws: ``GradientError`` (``GradientError/Kind/io``, exit 1) naming the path; nothing is left behind.
    static func write(_ files: [(String, Data)], to path: FilePath, replacing: Bool = true) throws {
        func fail(_ why: String) -> GradientError { GradientError(.io, "Cannot write \(path.quoted): \(why).") }
        var target = path
        while target.hasTrailingSlash { target.bytes.removeLast() }
        let directory = target.directory
        if !replacing, case .success = target.status(followingLinks: false) { throw AtomicFile.exists(path) }
        if let stranger = try stranger(in: target) { throw fail(stranger) }
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
                try install(temporary, at: target, directory: directory, fail: fail)
            } else {
                try installKeepingExisting(temporary, at: target, path: path, fail: fail)
            }
        } catch {
            TemporaryName.removeFolder(temporary)
            throw error
        }
    }

    /// Why the folder at `target` is not an image set this command may replace ("the folder
    /// holds 'notes.txt', …"), or `nil` when it is one or nothing is there.
    static func stranger(in target: FilePath) throws -> String? {
        switch target.status(followingLinks: false) {
        case .success(let st):
            guard st.st_mode & S_IFMT == S_IFDIR else { return "it exists and is not a folder" }
            let stranger = TemporaryName.names(in: target).first { name in
                let text = String(escapingInvalidUTF8: name)
                return text != "Contents.json" && !text.lowercased().hasSuffix(".png")
            }
            guard let stranger else { return nil }
            return "the folder holds \(String.quotedForMessage(bytes: stranger)), so it is not an image set this command may replace"
        case .failure(let error) where error.code == ENOENT:
            return nil
        case .failure(let error):
            throw GradientError(.io, "Cannot write \(target.quoted): \(String(cString: strerror(error.code))).")
        }
    }

    /// Puts the complete set at `temporary` in place at `target`, whatever other writers do
    /// meanwhile (see ``write(_:to:)``); removes the set it replaces.
    static func install(_ temporary: FilePath, at target: FilePath, directory: FilePath, fail: (String) -> GradientError) throws {
        for _ in 0..<100 {
            switch Rename.exchange(temporary, target) {
            case .done:
                // The old set is now at `temporary`: something else put there meanwhile goes back.
                if let stranger = try stranger(in: temporary) {
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
                case .unsupported: return try installMovingAside(temporary, at: target, directory: directory, fail: fail)
                }
            case .failed(let code):
                throw fail(String(cString: strerror(code)))
            case .unsupported:
                return try installMovingAside(temporary, at: target, directory: directory, fail: fail)
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

    /// ``install(_:at:directory:fail:)`` without an exchange: the old set is moved aside, the
    /// new one renamed in and the old one removed, each step retried when another writer
    /// moved or put a set there in between (a reader may then find no set for a moment, and
    /// a run killed between the two renames leaves none).
    static func installMovingAside(_ temporary: FilePath, at target: FilePath, directory: FilePath, fail: (String) -> GradientError) throws {
        let aside = directory.appending(TemporaryName.make())
        for _ in 0..<100 {
            if Rename.plain(target, aside) != 0 {
                let code = errno
                guard code == ENOENT else { throw fail("the old image set could not be moved aside (\(String(cString: strerror(code))))") }
            } else if let stranger = try stranger(in: aside) {
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
