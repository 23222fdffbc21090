import Foundation
import GradientCore

/// Fills rows of a bitmap from a ``ColorTable``: the fast path of ``Rasterizer``.
///
/// Each row is cut into spans whose pixels all fall in one piece of the table. A span is
/// found by solving for the pixel where the position leaves the piece, then checked with
/// the exact position (the `Double` formula of ``Shading/t(x:y:)``) at its last pixel and
/// the one after it. The position is monotonic along the part of a row being walked (a
/// linear row; each side of a radial centre; each side of a conic seam), and floating-point
/// operations are monotonic, so a span whose ends are in the piece is in it throughout: a
/// pixel lands in the same piece as the exact evaluation puts it, hard edges and the repeat
/// seam included. Inside a span the colour comes from the piece's straight line
/// (``SpanFill``), within ``ColorTable/tolerance`` of the ramp.
///
/// Radial and conic rows are drawn in two passes: ``RowPositions`` gives every pixel of a
/// stretch its position in `Float` (a radius, an angle), then the spans colour from those
/// (``SpanFill/planar(_:_:base:slope:twin:)``). A row's mirror image (``RowPairs``) is drawn
/// from the same positions: a radial one in the same pass, a conic one with the angles negated.
struct RowRenderer: Sendable {
    let paint: GradientPaint
    let table: ColorTable

    /// Per `(y & 7, x & 7)`: the ``OrderedDither`` offset in levels.
    static let ditherOffsets: [Float] = (0..<64).map { i in Float(OrderedDither.offset(x: i & 7, y: i >> 3)) }
    /// The offsets used without dithering: zero.
    static let noOffsets = [Float](repeating: 0, count: 64)

    /// Fills `positions` (pixel `a` at `positions[0]`, room for `b − a + 64`) with the `Float`
    /// positions of pixels `a ..< b` of row `y` for the radial and conic kernels (see
    /// ``RowPositions``); `false` when this shading has none or they would not be precise.
    func fillPositions(row y: Int, _ a: Int, _ b: Int, into positions: UnsafeMutablePointer<Float>) -> Bool {
        let cy = Double(y) + 0.5
        switch paint.shading {
        case .radial(let c, let rx, let ry):
            let v = (cy - c.y) / ry
            return RowPositions.radial(a, b, cx: c.x, invRx: 1 / rx, v2: v * v, into: positions)
        case .conic(let c, _, let k):
            // Angles in the shading's stretched space: the row's dy scaled, u as it is.
            return RowPositions.conic(a, b, cx: c.x, dy: (cy - c.y) * k, into: positions)
        case .linear, .uniform:
            return false
        }
    }

    /// Renders pixels `a ..< b` of row `y`, and of row `partner` (its mirror image, see
    /// ``RowPairs``) when given, into `frame` (a `width`-pixel-wide image). Radial and conic
    /// spans read their positions from `positions` (pixel `a` at `positions[0]`) when
    /// `hasPositions`, filled by ``fillPositions(row:_:_:into:)`` for row `y`: a radial partner
    /// has the same positions, and is drawn in the same pass; a conic one has them negated.
    /// `streaming` writes with non-temporal stores (``StreamingStore``), each row using 4 of
    /// the 8 slots of `carry`.
    func render(
        row y: Int, partner: Int?, _ a: Int, _ b: Int, width: Int, dither: Bool, positions: UnsafePointer<Float>,
        hasPositions: Bool, streaming: Bool, carry: UnsafeMutablePointer<UInt32>, frame: UnsafeMutablePointer<UInt32>
    ) {
        let offsets = dither ? RowRenderer.ditherOffsets : RowRenderer.noOffsets
        offsets.withUnsafeBufferPointer { all in
            @inline(__always) func fill(_ row: Int, _ carry: UnsafeMutablePointer<UInt32>) -> SpanFill {
                SpanFill(
                    out: frame + row * width + a, positions: positions, hasPositions: hasPositions, streaming: streaming,
                    carry: carry, origin: a, d: all.baseAddress! + (row & 7) * 8, y: row, dither: dither, rows: self)
            }
            let first = fill(y, carry)
            let second = partner.map { fill($0, carry + 4) }
            let cy = Double(y) + 0.5
            switch paint.shading {
            case .linear(let dtdx, let dtdy, let t0):
                linearRow(first, a..<b, dtdx: dtdx, rowTerm: dtdy * cy, t0: t0)
            case .uniform(let t):
                linearRow(first, a..<b, dtdx: 0, rowTerm: 0, t0: t)
            case .radial(let c, let rx, let ry):
                radialRow(first, second, a..<b, width: width, c: c, rx: rx, v: (cy - c.y) / ry)
            case .conic(let c, let start, let k):
                // `dy` is the stretched one (Shading.conic's yScale), term for term as Shading.t.
                conicRow(first, a..<b, width: width, c: c, start: start, dy: (cy - c.y) * k, mirrored: false)
                if let second, let partner {
                    conicRow(
                        second, a..<b, width: width, c: c, start: start, dy: (Double(partner) + 0.5 - c.y) * k, mirrored: true)
                }
            }
        }
    }

    /// The exact path's pixel at `(x, y)`, packed.
    func exactPixel(x: Int, y: Int, dither: Bool) -> UInt32 {
        let c = paint.color(x: Double(x) + 0.5, y: Double(y) + 0.5).clamped
        let o = dither ? OrderedDither.offset(x: x, y: y) : 0
        let b = SIMD4(
            Rasterizer.quantize(c.red, o), Rasterizer.quantize(c.green, o),
            Rasterizer.quantize(c.blue, o), Rasterizer.quantize(c.alpha, o))
        return unsafeBitCast(b, to: UInt32.self)
    }

    /// The pixel-centre coordinate at which a position `exitT` is reached, if the shading can say.
    typealias Crossing = (_ exitT: Double) -> Double?

    /// Walks pixels `range` of a row on which `t` is monotonic (`increasing` tells which way;
    /// `nil` = constant), calling `span` for each run of pixels in one piece and period.
    @inline(__always)
    private func walk(
        _ range: Range<Int>, increasing: Bool?, t: (Int) -> Double, crossing: Crossing,
        span: (_ x0: Int, _ x1: Int, _ piece: Int, _ shift: Double) -> Void
    ) {
        let period = table.period
        let m = table.innerCount
        var x = range.lowerBound
        let last = range.upperBound - 1
        while x <= last {
            let tx = t(x)
            let w = table.wrap(tx)
            let k = table.piece(w)
            let shift = tx.isFinite ? tx - w : 0
            @inline(__always) func inSpan(_ q: Int) -> Bool {
                let tq = t(q)
                let wq = table.wrap(tq)
                return table.contains(k, wq) && (period == 0 || abs((tq - wq) - shift) < period / 2)
            }
            var e = last
            if let up = increasing, tx.isFinite {
                let exit = up
                    ? (k == m + 1 ? Double.infinity : table.breaks[k] + shift)
                    : (k == 0 ? -Double.infinity : table.breaks[k - 1] + shift)
                if exit.isFinite, let xc = crossing(exit) {
                    let xe = (xc - 0.5).rounded(.down)
                    if xe.isFinite && xe < Double(last) { e = column(xe, .down, clampedTo: x...last) }
                }
            }
            if e > x && !inSpan(e) {
                if e - 1 > x && inSpan(e - 1) {
                    e -= 1
                } else {
                    var inside = x
                    var outside = e
                    while outside - inside > 1 {
                        let mid = (inside + outside) / 2
                        if inSpan(mid) { inside = mid } else { outside = mid }
                    }
                    e = inside
                }
            } else {
                var steps = 0
                while e < last && steps < 3 && inSpan(e + 1) {
                    e += 1
                    steps += 1
                }
                if e < last && steps == 3 {
                    // The estimate was far off: gallop, then halve back.
                    var inside = e
                    var stride = 8
                    while inside + stride <= last && inSpan(inside + stride) {
                        inside += stride
                        stride *= 2
                    }
                    var outside = min(inside + stride, last + 1)
                    while outside - inside > 1 {
                        let mid = (inside + outside) / 2
                        if inSpan(mid) { inside = mid } else { outside = mid }
                    }
                    e = inside
                }
            }
            span(x, e, k, shift)
            x = e + 1
        }
    }

    // MARK: - Linear

    private func linearRow(_ fill: SpanFill, _ range: Range<Int>, dtdx: Double, rowTerm: Double, t0: Double) {
        // The exact formula of Shading.t, term for term.
        @inline(__always) func t(_ x: Int) -> Double { dtdx * (Double(x) + 0.5) + rowTerm + t0 }
        walk(
            range, increasing: dtdx == 0 ? nil : dtdx > 0, t: t,
            crossing: { exit in (exit - rowTerm - t0) / dtdx }
        ) { x0, x1, k, shift in
            if table.exactPieces[k] { return fill.exact(x0, x1) }
            let slope = table.slope[k]
            if slope == .zero { return fill.constant(x0, x1, table.base[k]) }
            let base = table.base[k] - (shift + table.origin[k]) * slope  // colour = base + t · slope
            if slope * dtdx == .zero { return fill.constant(x0, x1, base + t(x0) * slope) }
            fill.linear(x0, x1, at: { x in base + t(x) * slope }, step: slope * dtdx)
        }
    }

    // MARK: - Radial

    /// A radial row, and its `twin` (the mirror image, with the same positions and spans).
    private func radialRow(
        _ fill: SpanFill, _ twin: SpanFill?, _ range: Range<Int>, width: Int, c: SIMD2<Double>, rx: Double, v: Double
    ) {
        let v2 = v * v
        @inline(__always) func t(_ x: Int) -> Double {
            let u = (Double(x) + 0.5 - c.x) / rx
            return (u * u + v2).squareRoot()
        }
        // Left of the centre the position falls, right of it it rises.
        var split = column(c.x - 0.5, .up, clampedTo: 0...width)
        while split > 0 && !(Double(split - 1) + 0.5 - c.x < 0) { split -= 1 }
        while split < width && Double(split) + 0.5 - c.x < 0 { split += 1 }
        // (The crossings are closure literals at the call: stored in a variable, their context
        // would be allocated on the heap for every row.)
        @inline(__always) func side(_ range: Range<Int>, up: Bool) {
            let sign: Double = up ? 1 : -1
            walk(
                range, increasing: up, t: t,
                crossing: { exit in
                    let d = exit * exit - v2
                    return d >= 0 ? c.x + sign * rx * d.squareRoot() : nil
                }
            ) { x0, x1, k, shift in
                if table.exactPieces[k] {
                    fill.exact(x0, x1)
                    twin?.exact(x0, x1)
                    return
                }
                let slope = table.slope[k]
                if slope == .zero {
                    fill.constant(x0, x1, table.base[k])
                    twin?.constant(x0, x1, table.base[k])
                    return
                }
                let base = table.base[k] - (shift + table.origin[k]) * slope
                let tMax = max(t(x0), t(x1))
                if fill.hasPositions && SpanFill.floatIsEnough(base: base, slope: slope, tMax: tMax, tError: 0) {
                    fill.planar(x0, x1, base: base, slope: slope, twin: twin)
                } else {
                    fill.perPixel(x0, x1) { x in base + t(x) * slope }
                    twin?.perPixel(x0, x1) { x in base + t(x) * slope }
                }
            }
        }
        side(range.clamped(to: 0..<split), up: false)
        side(range.clamped(to: split..<width), up: true)
    }

    // MARK: - Conic

    private func conicRow(
        _ fill: SpanFill, _ range: Range<Int>, width: Int, c: SIMD2<Double>, start: Double, dy: Double, mirrored: Bool
    ) {
        // The exact formula of Shading.t: raw angle in turns, then wrapped into 0..<1 (`dy` is
        // already multiplied by the shading's yScale).
        @inline(__always) func raw(_ x: Int) -> Double { (atan2(dy, Double(x) + 0.5 - c.x) - start) / (2 * .pi) }
        @inline(__always) func t(_ x: Int) -> Double {
            var a = raw(x)
            a -= a.rounded(.down)
            return a < 1 ? a : 0
        }
        // Along a row the angle is monotonic (falling below the centre, rising above it; on
        // the centre's row constant on each side); the wrap into 0..<1 adds at most one seam.
        var split = width
        if dy == 0 {
            split = column(c.x - 0.5, .up, clampedTo: 0...width)
            while split > 0 && !(Double(split - 1) + 0.5 - c.x < 0) { split -= 1 }
            while split < width && Double(split) + 0.5 - c.x < 0 { split += 1 }
        } else {
            // The seam: the first pixel whose raw angle is in another turn than pixel 0's.
            let turn0 = raw(0).rounded(.down)
            if width > 1 && raw(width - 1).rounded(.down) != turn0 {
                var inside = 0
                var outside = width - 1
                // Start from where the ray at `start` meets the row, then halve.
                let s = sin(start)
                if s != 0 && (s > 0) == (dy > 0) {
                    let guess = column(c.x + dy * cos(start) / s - 0.5, .down, clampedTo: -1...width)
                    if guess > inside && guess < outside {
                        if raw(guess).rounded(.down) == turn0 { inside = guess } else { outside = guess }
                    }
                    if outside - 1 > inside && raw(outside - 1).rounded(.down) != turn0 { outside -= 1 }
                    if inside + 1 < outside && raw(inside + 1).rounded(.down) == turn0 { inside += 1 }
                }
                while outside - inside > 1 {
                    let mid = (inside + outside) / 2
                    if raw(mid).rounded(.down) == turn0 { inside = mid } else { outside = mid }
                }
                split = outside
            }
        }
        let up: Bool? = dy == 0 ? nil : dy < 0
        @inline(__always) func part(_ range: Range<Int>) {
            walk(
                range, increasing: up, t: t,
                crossing: { exit in
                    let angle = exit * 2 * .pi + start
                    let s = sin(angle)
                    guard s != 0, (s > 0) == (dy > 0) else { return nil }
                    return c.x + dy * cos(angle) / s
                }
            ) { x0, x1, k, shift in
                if table.exactPieces[k] { return fill.exact(x0, x1) }
                let slope = table.slope[k]
                if slope == .zero { return fill.constant(x0, x1, table.base[k]) }
                let base = table.base[k] - (shift + table.origin[k]) * slope
                // In this span t = raw + turn exactly (no seam inside), and raw = angle / 2π − start / 2π.
                let turn = t(x0) - raw(x0)
                let angleBase = base + (turn - start / (2 * .pi)) * slope
                let angleSlope = slope / (2 * .pi)
                if fill.hasPositions
                    && SpanFill.floatIsEnough(base: angleBase, slope: angleSlope, tMax: .pi, tError: AtanRational.error)
                {
                    // The positions of a mirrored row are this row's angles negated.
                    fill.planar(x0, x1, base: angleBase, slope: mirrored ? -angleSlope : angleSlope)
                } else {
                    fill.perPixel(x0, x1) { x in base + t(x) * slope }
                }
            }
        }
        part(range.clamped(to: 0..<split))
        part(range.clamped(to: split..<width))
    }
}

/// `x` rounded by `rule` and clamped to `range` before it becomes an `Int`, so a centre far
/// outside the bitmap (a unit point of 1e25, say) cannot overflow the conversion; NaN gives
/// the lower bound.
@inline(__always)
func column(_ x: Double, _ rule: FloatingPointRoundingRule, clampedTo range: ClosedRange<Int>) -> Int {
    let r = x.rounded(rule)
    guard r > Double(range.lowerBound) else { return range.lowerBound }
    guard r < Double(range.upperBound) else { return range.upperBound }
    return Int(r)
}
