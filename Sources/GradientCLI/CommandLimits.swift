import Foundation
import GradientKit

/// Limits of `gradient render` that no flag raises.
enum CommandLimits {
    /// The highest `--max-pixels`: 2³² pixels (a 16 GiB RGBA bitmap), so that a bitmap's byte
    /// count cannot overflow and each side fits a PNG header.
    static let maxPixelsCeiling = 1 << 32

    /// The longest side a render may have, in pixels, whatever `--max-pixels` says: 2³¹ − 1,
    /// the largest width or height a PNG header holds.
    static let maxSide = Int(Int32.max)

    /// Refuses a pixel size no output can have, before anything is allocated: a side over
    /// ``maxSide`` (no flag raises that), or more pixels than `maxPixels`, advising
    /// `--max-pixels` only when a value it takes (at most ``maxPixelsCeiling``) would allow
    /// the size.
    ///
    /// - Parameters:
    ///   - width: The width in pixels (a whole number, maybe beyond `Int`).
    ///   - height: The height in pixels (likewise).
    ///   - maxPixels: The pixel limit in force (`--max-pixels`, default 67,108,864).
    /// - Throws: ``GradientError`` (``GradientError/Kind/limitExceeded``, exit 64), e.g. "The size 10000x10000
    ///   pixels is over the limit of 67108864 pixels; pass --max-pixels 100000000 to raise it on purpose."
    static func checkPixelSize(width: Double, height: Double, maxPixels: Int) throws {
        guard width <= Double(maxSide), height <= Double(maxSide) else {
            throw GradientError(
                .limitExceeded,
                "The size \(pixelCount(width))x\(pixelCount(height)) pixels is over the limit of \(maxSide) pixels a side, which --max-pixels does not raise.")
        }
        let count = width * height
        guard count > Double(maxPixels) else { return }
        let size = "The size \(pixelCount(width))x\(pixelCount(height)) pixels"
        if count <= Double(maxPixelsCeiling) {
            throw GradientError(.limitExceeded, "\(size) is over the limit of \(maxPixels) pixels; pass --max-pixels \(Int(count)) to raise it on purpose.")
        }
        throw GradientError(
            .limitExceeded, "\(size) is over the largest allowed, \(maxPixelsCeiling) pixels (the most --max-pixels takes); give a smaller size.")
    }

    /// A pixel count for a message: whole below 1e15, otherwise in exponent form ("1e+300").
    static func pixelCount(_ v: Double) -> String { v < 1e15 ? String(Int(v)) : String(v) }

    /// The bytes this process may still allocate, as far as the system says: the smallest of
    /// the memory Linux reports available (`MemAvailable`), the control group's limit less its
    /// use (cgroup v2 or v1), and the address-space and data limits (`ulimit -v`, `-d`) less
    /// what the process holds. `nil` when none of them is known.
    static func availableMemory() -> Int? {
        var candidates: [Int] = []
        if let meminfo = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8),
            let line = meminfo.split(separator: "\n").first(where: { $0.hasPrefix("MemAvailable:") }),
            let kB = Int(line.split(separator: " ").dropFirst().first ?? "")
        {
            candidates.append(kB * 1024)
        }
        func number(_ path: String) -> Int? {
            (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        if let limit = number("/sys/fs/cgroup/memory.max"), let used = number("/sys/fs/cgroup/memory.current") {
            candidates.append(max(0, limit - used))
        } else if let limit = number("/sys/fs/cgroup/memory/memory.limit_in_bytes"), limit < 1 << 60,
            let used = number("/sys/fs/cgroup/memory/memory.usage_in_bytes")
        {
            candidates.append(max(0, limit - used))
        }
        let held = virtualBytes() ?? 0
        for resource in [RLIMIT_AS, RLIMIT_DATA] {
            var limit = rlimit()
            #if os(Linux)
            let rc = getrlimit(__rlimit_resource_t(resource.rawValue), &limit)
            #else
            let rc = getrlimit(resource, &limit)
            #endif
            if rc == 0, limit.rlim_cur < UInt64(Int.max) {
                candidates.append(max(0, Int(limit.rlim_cur) - held))
            }
        }
        return candidates.min()
    }

    /// The virtual size of this process (`/proc/self/statm`, first field), in bytes.
    static func virtualBytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = Int(statm.split(separator: " ").first ?? "")
        else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Refuses a render whose bitmap and PNG cannot both be had, before allocating anything.
    ///
    /// - Throws: ``GradientError`` (``GradientError/Kind/io``, exit 1): "The size 60000x60000 pixels needs about 27466 MiB of
    ///   memory (the bitmap and its PNG), more than the 23351 MiB available."
    static func checkMemory(width: Int, height: Int, available: Int? = availableMemory()) throws {
        // The bitmap, the PNG (at worst about the bitmap's size, for noise) and 64 MiB besides.
        let bitmap = Double(width) * Double(height) * 4
        try checkMemory(width: width, height: height, needs: bitmap * 2, for: "the bitmap and its PNG", available: available)
    }

    /// Refuses a PNG written a band at a time (``PNG/write(_:level:progress:to:)``) when the
    /// `needed` bytes its bands take (``PNG/workingMemory(threads:)``, the same for every size)
    /// and 64 MiB besides are more than is available.
    ///
    /// - Throws: ``GradientError`` (``GradientError/Kind/io``, exit 1): "The size 3840x2160 pixels needs about 94 MiB of
    ///   memory (its bands, drawn and compressed on each core), more than the 80 MiB available."
    static func checkMemory(width: Int, height: Int, needed: Int, available: Int? = availableMemory()) throws {
        try checkMemory(width: width, height: height, needs: Double(needed), for: "its bands, drawn and compressed on each core", available: available)
    }

    private static func checkMemory(width: Int, height: Int, needs bytes: Double, for what: String, available: Int?) throws {
        guard let available else { return }
        let needed = bytes + 64 * 1024 * 1024
        guard needed > Double(available) else { return }
        throw GradientError(
            .io,
            "The size \(width)x\(height) pixels needs about \(Int(needed / 1_048_576)) MiB of memory (\(what)), "
                + "more than the \(available / 1_048_576) MiB available.")
    }
}
