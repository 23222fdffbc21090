import Foundation
import GradientKit

/// Reads gradient text without ever holding much more than the spec limit in memory, so an
/// endless or enormous input (`/dev/zero`, a huge file, a pipe that never stops) is refused
/// after `GradientSpec.maxJSONBytes + 1` bytes instead of filling memory.
enum BoundedInput {
    /// At most `limit + 1` bytes from `handle` (reading stops there or at end of file); more
    /// than `limit` bytes back means the input is over the limit.
    static func read(_ handle: FileHandle, limit: Int = GradientSpec.maxJSONBytes) throws -> Data {
        var data = Data()
        while data.count <= limit {
            guard let chunk = try handle.read(upToCount: min(64 * 1024, limit + 1 - data.count)), !chunk.isEmpty else { break }
            data.append(chunk)
        }
        return data
    }

    /// At most `limit + 1` bytes of the file at `path`, or `nil` when it cannot be opened or read.
    static func read(path: String, limit: Int = GradientSpec.maxJSONBytes) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return try? read(handle, limit: limit)
    }
}
