internal import CGradientKernels

/// The next band of rows not yet taken by a thread of one render (``PreparedGradient``): a
/// counter that the threads share, on the stack of the thread that started the render.
struct BandCounter: @unchecked Sendable {
    private let next: UnsafeMutablePointer<Int>

    /// A counter at `next`, which holds the first band to hand out (0) and outlives the render.
    init(_ next: UnsafeMutablePointer<Int>) { self.next = next }

    /// The next band, each exactly once among all threads; past the last one, numbers beyond it.
    func claim() -> Int { gk_claim(next) }
}
