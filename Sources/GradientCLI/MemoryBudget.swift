import Foundation
import GradientKit

/// What a PNG render may still take here, checked before anything is allocated: the memory
/// the system can give, and the address space the process may still map.
///
/// The two differ: room reserved but never touched (the PNG file's, a thread's stack, a
/// malloc arena) takes address space but no memory, so it counts against `ulimit -v` and
/// not against `MemAvailable` or a control group's limit.
struct MemoryBudget {
    /// The bytes the system can still give: the smallest of `MemAvailable` and the control
    /// group's limit less its use (cgroup v2 or v1); `nil` when neither is known.
    var memory: Int?
    /// The bytes of address space the process may still map: the smallest of the address
    /// space and data limits (`ulimit -v`, `-d`) less what the process maps; `nil` when
    /// neither is set.
    var addressSpace: Int?

    /// The address space each thread of a render but the first may take: its stack (the
    /// `ulimit -s` size, or glibc's 32 MiB when that is unlimited) and the malloc arena glibc
    /// reserves for a thread that allocates (64 MiB on 64-bit systems).
    static var addressSpacePerThread: Int {
        var limit = rlimit()
        let stack = getrlimit(resource(RLIMIT_STACK), &limit) == 0 && limit.rlim_cur < 1 << 40 ? Int(limit.rlim_cur) : 32 << 20
        return stack + (64 << 20)
    }

    /// What a PNG render holds at its peak, and how it is named in a refusal.
    struct Need {
        /// Bytes, 64 MiB for the rest of the process (the runtime, the colour table) included.
        var bytes: Double
        /// What takes them: "its bands, drawn and compressed on each core".
        var what: String

        /// A PNG drawn and written a band at a time (``PNG/write(_:level:progress:to:)``):
        /// ``PNG/workingMemory(threads:)`` on every core, the same for every size and shape.
        static var streamed: Need {
            Need(bytes: Double(PNG.workingMemory(threads: nil)) + 64 * 1024 * 1024, what: "its bands, drawn and compressed on each core")
        }

        /// A `width × height` picture drawn whole, then written a band at a time (a mesh
        /// gradient): the bitmap, the encoder's working memory, 64 MiB.
        static func whole(width: Int, height: Int) -> Need {
            let bitmap = Double(width) * Double(height) * 4
            return Need(bytes: bitmap + Double(PNG.workingMemory(threads: nil)) + 64 * 1024 * 1024, what: "the bitmap and its PNG")
        }
    }

    /// Refuses a PNG render of `width × height` pixels whose peak (`need`) does not fit, and
    /// says how many threads may draw it: every core (`nil`) unless the address space is
    /// limited, then as many as fit in what the render leaves (``addressSpacePerThread`` each
    /// beyond the first), at least one.
    ///
    /// - Throws: ``GradientError`` (``GradientError/Kind/io``, exit 1): "The size 60000x60000
    ///   pixels needs about 13797 MiB of memory (the bitmap and its PNG), more than the 12000
    ///   MiB available."
    func threads(width: Int, height: Int, need: Need) throws -> Int? {
        let needed = need.bytes
        if let available = [memory, addressSpace].compactMap({ $0 }).min(), needed > Double(available) {
            throw GradientError(
                .io,
                "The size \(width)x\(height) pixels needs about \(Int(needed / 1_048_576)) MiB of memory (\(need.what)), "
                    + "more than the \(available / 1_048_576) MiB available.")
        }
        guard let addressSpace else { return nil }
        let spare = (Double(addressSpace) - needed) / Double(Self.addressSpacePerThread)
        return 1 + Int(min(spare, Double(ProcessInfo.processInfo.activeProcessorCount - 1)))
    }

    /// What the system says now.
    static func current() -> MemoryBudget {
        var memory: [Int] = []
        if let meminfo = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8),
            let line = meminfo.split(separator: "\n").first(where: { $0.hasPrefix("MemAvailable:") }),
            let kB = Int(line.split(separator: " ").dropFirst().first ?? "")
        {
            memory.append(kB * 1024)
        }
        func number(_ path: String) -> Int? {
            (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        if let limit = number("/sys/fs/cgroup/memory.max"), let used = number("/sys/fs/cgroup/memory.current") {
            memory.append(max(0, limit - used))
        } else if let limit = number("/sys/fs/cgroup/memory/memory.limit_in_bytes"), limit < 1 << 60,
            let used = number("/sys/fs/cgroup/memory/memory.usage_in_bytes")
        {
            memory.append(max(0, limit - used))
        }
        let held = mappedBytes() ?? 0
        var addressSpace: [Int] = []
        for limitName in [RLIMIT_AS, RLIMIT_DATA] {
            var limit = rlimit()
            if getrlimit(resource(limitName), &limit) == 0, limit.rlim_cur < UInt64(Int.max) {
                addressSpace.append(max(0, Int(limit.rlim_cur) - held))
            }
        }
        return MemoryBudget(memory: memory.min(), addressSpace: addressSpace.min())
    }

    /// The address space this process maps (`/proc/self/statm`, first field), in bytes.
    static func mappedBytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = Int(statm.split(separator: " ").first ?? "")
        else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    // `getrlimit` takes its own enum type on Linux (glibc's `__rlimit_resource`).
    #if os(Linux)
    private static func resource(_ r: __rlimit_resource) -> __rlimit_resource_t { __rlimit_resource_t(r.rawValue) }
    #else
    private static func resource(_ r: Int32) -> Int32 { r }
    #endif
}
