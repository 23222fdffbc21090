// Numbers as the writers print them (CSS, SVG, Swift code) and messages quote them.

/// `v` with at most 6 decimals, no trailing zeros and no `-0`: `0.5`, `1`, `0.333333`.
package func formatNumber(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    // Six decimals only while they fit an `Int`; a Double this large has no such digits
    // anyway, so its shortest exact form (`-5e+20`, which CSS and SVG read) is used.
    guard abs(v) < 1e12 else { return "\(v)" }
    var r = (v * 1_000_000).rounded() / 1_000_000
    if r == 0 { r = 0 }
    if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
    var s = String(format6: r)
    while s.hasSuffix("0") { s.removeLast() }
    return s
}

/// `v` as a reader parses it back exactly: with at most 6 decimals when that is exact (`0.5`,
/// `45`, `0.333333` only for that very value), else the shortest decimal that parses to `v`
/// (`0.30000000000000004`, `1e-07`, `1e+300`, `1000000000000`); not-finite values are `0`.
package func formatNumberExactly(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    var s = formatNumber(v)
    if Double(s) != v { s = v.description }
    if s.hasSuffix(".0") { s.removeLast(2) }  // `1000000000000.0` (from 1e12 on)
    return s
}

extension String {
    /// `v` printed with exactly 6 decimals.
    package init(format6 v: Double) {
        let scaled = Int((abs(v) * 1_000_000).rounded())
        let intPart = scaled / 1_000_000
        var frac = String(scaled % 1_000_000)
        frac = String(repeating: "0", count: 6 - frac.count) + frac
        self = (v < 0 ? "-" : "") + "\(intPart).\(frac)"
    }
}
