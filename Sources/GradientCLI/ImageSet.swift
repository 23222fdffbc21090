import Foundation
import GradientKit

/// `-o Name.imageset`: an asset-catalog image set for Xcode — `Name.png`, `Name@2x.png` and
/// `Name@3x.png` at `--size` points (1, 2 and 3 pixels per point) and the `Contents.json` that
/// lists them (idiom `universal`), ready to drop into `Assets.xcassets`.
///
/// The folder is built beside its destination under a temporary name and renamed into place;
/// an existing image set is replaced only once the new one is complete (it is moved aside, the
/// new one renamed in, then the old one removed), and a folder that is not an image set (it
/// holds anything but `Contents.json` and PNG files) is refused, so nothing else is lost.
/// Signals wait while the temporary folders exist.
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
    static func files(_ gradient: GradientDefinition, name: String, width: Double, height: Double, dither: Bool, maxPixels: Int) throws -> [(String, Data)] {
        var files: [(String, Data)] = []
        for scale in scales {
            let w = Int((width * Double(scale)).rounded(.up))
            let h = Int((height * Double(scale)).rounded(.up))
            try CommandLimits.checkMemory(width: w, height: h)
            let bitmap = try gradient.render(width: w, height: h, scale: Double(scale), options: .init(dither: dither), pixelLimit: maxPixels)
            files.append((fileName(name, scale: scale), Data(try PNG.encode(bitmap))))
        }
        files.append(("Contents.json", Data(contents(name).utf8)))
        return files
    }

    /// Writes the image set at `path` (its name ends in `.imageset`).
    ///
    /// - Parameter replacing: Whether an existing image set may be replaced (default `true`);
    ///   when `false`, anything at `path` is refused, and the new folder is renamed into place
    ///   only if the name is still free (``renameKeepingExisting(_:_:)``).
    /// - Throws: ``GradientError`` (``GradientError/Kind/io``, exit 1) naming the path; nothing is left behind.
    static func write(_ files: [(String, Data)], to path: FilePath, replacing: Bool = true) throws {
        func fail(_ why: String) -> GradientError { GradientError(.io, "Cannot write \(path.quoted): \(why).") }
        var target = path
        while target.hasTrailingSlash { target.bytes.removeLast() }
        let directory = target.directory
        let existing: Bool
        switch target.status(followingLinks: false) {
        case .success where !replacing:
            throw AtomicFile.exists(path)
        case .success(let st):
            guard st.st_mode & S_IFMT == S_IFDIR else { throw fail("it exists and is not a folder") }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: target.text)) ?? []
            if let stranger = names.first(where: { $0 != "Contents.json" && !$0.lowercased().hasSuffix(".png") }) {
                throw fail("the folder holds \(stranger.quotedForMessage), so it is not an image set this command may replace")
            }
            existing = true
        case .failure(let error) where error.code == ENOENT:
            existing = false
        case .failure(let error):
            throw fail(String(cString: strerror(error.code)))
        }
        let guardSignals = SignalGuard()
        defer { guardSignals.release() }
        let temporary = directory.appending(AtomicFile.randomName())
        guard temporary.withCString({ mkdir($0, 0o755) }) == 0 else { throw fail(String(cString: strerror(errno))) }
        func remove(_ folder: FilePath) { try? FileManager.default.removeItem(atPath: folder.text) }
        do {
            for (name, data) in files {
                try AtomicFile.write(data, to: temporary.appending(Array(name.utf8)))
            }
        } catch {
            remove(temporary)
            throw error
        }
        if existing {
            let aside = directory.appending(AtomicFile.randomName())
            guard rename(target, aside) else {
                remove(temporary)
                throw fail("the old image set could not be moved aside (\(String(cString: strerror(errno))))")
            }
            guard rename(temporary, target) else {
                let reason = String(cString: strerror(errno))
                _ = rename(aside, target)
                remove(temporary)
                throw fail(reason)
            }
            remove(aside)
        } else {
            guard replacing ? rename(temporary, target) : renameKeepingExisting(temporary, target) else {
                let taken = errno == EEXIST || errno == ENOTEMPTY
                let reason = String(cString: strerror(errno))
                remove(temporary)
                throw taken && !replacing ? AtomicFile.exists(path) : fail(reason)
            }
        }
    }

    /// Renames `from` to `to` unless `to` exists: Linux's `renameat2` with `RENAME_NOREPLACE`,
    /// looked up at run time (Glibc declares it only for GNU sources, which Swift's Glibc
    /// module leaves out). Where it is missing or the file system lacks it, `rename`, which
    /// replaces only an empty folder (one holding anything fails with `ENOTEMPTY`).
    private static func renameKeepingExisting(_ from: FilePath, _ to: FilePath) -> Bool {
        #if os(Linux)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        let renameNoReplace: UInt32 = 1  // RENAME_NOREPLACE, <linux/fs.h>
        if let symbol = dlsym(nil, "renameat2") {
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            let rc = from.withCString { a in to.withCString { b in renameat2(AT_FDCWD, a, AT_FDCWD, b, renameNoReplace) } }
            if rc == 0 { return true }
            if errno != EINVAL && errno != ENOSYS { return false }
        }
        #endif
        return rename(from, to)
    }

    private static func rename(_ from: FilePath, _ to: FilePath) -> Bool {
        from.withCString { a in to.withCString { b in Foundation.rename(a, b) == 0 } }
    }
}
