import Foundation

/// CIE Lab (D50, as CSS `lab()` and `lch()` use it) to sRGB.
///
/// The constants and matrices are those of CSS Color 4 §10.8 and §18 ("Sample code for color
/// conversions"): Lab → XYZ (D50 white `0.3457/0.3585`), the Bradford adaptation D50 → D65,
/// then XYZ → linear sRGB.
package enum CIELab {
    /// The sRGB colour of `lab(l a b / alpha)`, unclamped (out-of-gamut colours keep components
    /// outside `0…1`).
    package static func rgba(l: Double, a: Double, b: Double, alpha: Double) -> RGBA {
        let kappa = 24389.0 / 27
        let epsilon = 216.0 / 24389
        let fy = (l + 16) / 116
        let fx = a / 500 + fy
        let fz = fy - b / 200
        let x = fx * fx * fx > epsilon ? fx * fx * fx : (116 * fx - 16) / kappa
        let y = l > kappa * epsilon ? fy * fy * fy : l / kappa
        let z = fz * fz * fz > epsilon ? fz * fz * fz : (116 * fz - 16) / kappa
        let d50 = SIMD3(x * 0.3457 / 0.3585, y, z * (1 - 0.3457 - 0.3585) / 0.3585)
        let d65 = SIMD3(
            0.955473421488075 * d50.x - 0.02309845494876471 * d50.y + 0.06325924320057072 * d50.z,
            -0.0283697093338637 * d50.x + 1.0099953980813041 * d50.y + 0.021041441191917323 * d50.z,
            0.012314014864481998 * d50.x - 0.020507649298898964 * d50.y + 1.330365926242124 * d50.z)
        let linear = SIMD3(
            3.2409699419045226 * d65.x - 1.537383177570094 * d65.y - 0.4986107602930034 * d65.z,
            -0.9692436362808796 * d65.x + 1.8759675015077202 * d65.y + 0.04155505740717559 * d65.z,
            0.05563007969699366 * d65.x - 0.20397695888897652 * d65.y + 1.0569715142428786 * d65.z)
        return RGBA(linear: linear, alpha: alpha)
    }
}
