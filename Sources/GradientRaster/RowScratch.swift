import GradientCore

/// Working memory for one thread of a render, kept on the stack so that a frame allocates
/// nothing but its bitmap: the positions of a stretch of row (``RowPositions``) and the carry
/// of a streamed row (``SpanWriter/carry``).
///
/// Rows are rendered in stretches of at most ``capacity`` pixels.
struct RowScratch {
    /// The most pixels of a row handled at once: 4,096 (16 KiB of positions).
    static let capacity = 4096

    /// 512 lanes.
    private typealias Block = (
        SIMD64<Float>, SIMD64<Float>, SIMD64<Float>, SIMD64<Float>,
        SIMD64<Float>, SIMD64<Float>, SIMD64<Float>, SIMD64<Float>
    )
    private static let zero: Block = (.zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero)

    /// `capacity` positions, then 64 lanes of room for writes past the end.
    private var positionLanes: (Block, Block, Block, Block, Block, Block, Block, Block, SIMD64<Float>) =
        (zero, zero, zero, zero, zero, zero, zero, zero, .zero)
    /// The pixels of a group written one by one while streaming (``SpanWriter/carry``): 4 for
    /// each of the two rows drawn together.
    private var carryLanes = SIMD8<UInt32>()

    /// Calls `body` with room for `capacity + 64` positions and the 8 pixels of the carries.
    mutating func withBuffers<R>(
        _ body: (_ positions: UnsafeMutablePointer<Float>, _ carry: UnsafeMutablePointer<UInt32>) -> R
    ) -> R {
        withUnsafeMutableBytes(of: &positionLanes) { positions in
            withUnsafeMutableBytes(of: &carryLanes) { carry in
                body(
                    positions.baseAddress!.assumingMemoryBound(to: Float.self),
                    carry.baseAddress!.assumingMemoryBound(to: UInt32.self))
            }
        }
    }
}
