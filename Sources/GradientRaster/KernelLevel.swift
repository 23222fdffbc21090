internal import CGradientKernels

/// Which inner loops a fast render runs: the Swift kernels (SSE2, the x86-64 baseline, or the
/// portable spelling elsewhere) or the AVX2 or AVX-512 ones of `CGradientKernels`, which do the
/// same `Float` and integer operations eight or sixteen lanes at a time and so write the same
/// bytes.
///
/// Chosen once per process (``best``); tests force each level the CPU runs
/// (`Rasterizer.Options.kernels`) and compare the pictures.
enum KernelLevel: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// The Swift kernels, on every CPU.
    case baseline = 0
    /// AVX2 (x86-64 CPUs since 2013 whose OS saves the 256-bit registers).
    case avx2 = 1
    /// AVX-512 F, DQ, BW and VL (x86-64 CPUs whose OS saves the 512-bit and mask registers).
    case avx512 = 2

    /// The widest level this CPU and OS run, asked of the CPU once (CPUID and XGETBV), or a
    /// narrower one that the environment variable `GRADIENTKIT_KERNELS` (`baseline`, `avx2`) asks for.
    static let best = KernelLevel(rawValue: Int(gk_kernel_level())) ?? .baseline

    /// Every level this CPU runs, narrowest first.
    static var supported: [KernelLevel] { allCases.filter { $0 <= best } }

    static func < (a: KernelLevel, b: KernelLevel) -> Bool { a.rawValue < b.rawValue }

    /// Whether the kernels of `CGradientKernels` run (AVX2 or AVX-512; never off x86-64).
    var wide: Bool {
        #if arch(x86_64)
        return self != .baseline
        #else
        return false
        #endif
    }

    #if arch(x86_64)
    /// The kernels of `CGradientKernels` at this level (AVX2 or AVX-512); for ``wide`` levels only.
    var table: gk_kernels { self == .avx512 ? gk_avx512_kernels : gk_avx2_kernels }
    #endif
}
