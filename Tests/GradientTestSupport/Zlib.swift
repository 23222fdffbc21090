import CZlib

/// The system zlib, called directly: a compressor and decompressor that share no code with
/// the package's PNG codec.
public enum Zlib {
    /// Why zlib refused.
    public struct Failure: Error, CustomStringConvertible {
        public var status: Int32
        public var description: String { "zlib status \(status)" }
    }

    /// `bytes` compressed at `level` with `compress2`.
    public static func compress(_ bytes: [UInt8], level: Int32 = 9) throws -> [UInt8] {
        var length = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = out.withUnsafeMutableBufferPointer { o in
            bytes.withUnsafeBufferPointer { compress2(o.baseAddress, &length, $0.baseAddress, uLong($0.count), level) }
        }
        guard status == Z_OK else { throw Failure(status: status) }
        return Array(out.prefix(Int(length)))
    }

    /// The `expectedCount` bytes a zlib stream holds, inflated with `uncompress`; throws when
    /// the stream is damaged or holds another number of bytes.
    public static func uncompress(_ stream: [UInt8], expectedCount: Int) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: expectedCount + 1)
        var length = uLong(out.count)
        let status = out.withUnsafeMutableBufferPointer { o in
            stream.withUnsafeBufferPointer { CZlib.uncompress(o.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK else { throw Failure(status: status) }
        guard Int(length) == expectedCount else { throw Failure(status: Z_DATA_ERROR) }
        return Array(out.prefix(expectedCount))
    }
}
