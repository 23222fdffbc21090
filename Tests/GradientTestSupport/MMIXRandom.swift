/// Knuth's MMIX linear congruential generator, for tests whose seeded inputs were drawn from it.
public struct MMIXRandom: Sendable {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// A uniform Double in 0..<1: the top 53 bits of the next state.
    public mutating func unit() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(1 << 53)
    }
}
