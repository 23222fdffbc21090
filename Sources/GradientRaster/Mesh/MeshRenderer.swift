import Dispatch
import GradientCore

/// Draws a ``MeshTessellation`` into a bitmap, band by band of rows, on as many threads as the
/// options say.
///
/// Each band is drawn in three steps:
/// 1. the background, unless the mesh covers the frame (``MeshTessellation/coversFrame``);
/// 2. the cells of the patches' grids, patch by patch in row-major order and within a patch
///    row by row of its grid (increasing `v`), then left to right (increasing `u`), each pixel
///    whose centre a cell covers (``MeshPolygon``) overwritten: where the mesh folds over
///    itself, the part drawn last is on top, i.e. the later patch, and within a patch the
///    larger `v`, then the larger `u` (as PDF's and cairo's mesh shadings paint);
/// 3. the edge, unless the mesh covers the frame: each pixel the outline cuts
///    (``MeshEdgeCoverage``) becomes the mesh's colour at the nearest point of the outline,
///    mixed premultiplied with the background by the share of the pixel inside the outline.
///
/// The fast path colours each cell linearly along each row between the colours on its edges,
/// themselves linear between its corners, whose colours are exact; it writes through the
/// mesh's span kernel (``MeshSpanKernel``, dithered as the other kinds are). A perceptual
/// mesh's cells hold linear light, which each span encodes for sRGB as it is drawn. The exact path finds each
/// pixel's patch parameters by Newton's method on the patch, from the same interpolation of
/// the corners' parameters, and evaluates its colour there. A mesh with translucent colours is interpolated premultiplied and written
/// un-premultiplied pixel by pixel.
struct MeshRenderer: Sendable {
    let tessellation: MeshTessellation
    /// Evaluate every pixel's colour exactly (the reference path).
    let exact: Bool

    /// Draws into `bitmap`, overwriting every pixel.
    func render(into bitmap: inout Bitmap, options: Rasterizer.Options) {
        let width = bitmap.width
        let height = bitmap.height
        guard width > 0, height > 0, bitmap.pixels.count == width * height * 4 else { return }
        let threads = max(1, min(options.threads ?? System.coreCount, height))
        let bands = threads == 1 ? 1 : min(height, threads * PreparedGradient.bandsPerThread)
        let offsets = options.dither ? OrderedDither.floatOffsets : OrderedDither.noOffsets
        let lanes = options.dither ? MeshSpanKernel.offsets : MeshSpanKernel.noOffsets
        bitmap.pixels.withUnsafeMutableBytes { raw in
            let pixels = UnsafeSendablePointer(raw.baseAddress!.assumingMemoryBound(to: UInt8.self))
            offsets.withUnsafeBufferPointer { offsets in
                lanes.withUnsafeBufferPointer { lanes in
                    let d = UnsafeSendableFloats(offsets.baseAddress!, lanes.baseAddress!)
                    var next = 0
                    withUnsafeMutablePointer(to: &next) { next in
                        let counter = BandCounter(next)
                        if threads == 1 {
                            drawBands(claiming: counter, of: bands, pixels: pixels, width: width, height: height, offsets: d, options: options)
                        } else {
                            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                                drawBands(claiming: counter, of: bands, pixels: pixels, width: width, height: height, offsets: d, options: options)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Draws each of the `bands` bands of rows this thread claims from `counter`.
    private func drawBands(
        claiming counter: BandCounter, of bands: Int, pixels: UnsafeSendablePointer, width: Int, height: Int,
        offsets: UnsafeSendableFloats, options: Rasterizer.Options
    ) {
        var carry = SIMD8<UInt32>()
        withUnsafeMutableBytes(of: &carry) { carry in
            let target = FrameTarget(
                pixels: UnsafeMutableRawPointer(pixels.pointer).assumingMemoryBound(to: UInt32.self), width: width, stride: width,
                region: (0, 0), dither: options.dither, offsets: offsets.pointer, columnOffsets: offsets.pointer,  // no column writer here
                streaming: false,
                carry: carry.baseAddress!.assumingMemoryBound(to: UInt32.self), kernels: options.kernels)
            while case let k = counter.claim(), k < bands {
                draw(rows: (k * height / bands)..<((k + 1) * height / bands), into: target, lanes: offsets.lanes)
            }
        }
    }

    /// Draws the rows `rows` (the three steps of the type's summary).
    func draw(rows: Range<Int>, into target: FrameTarget, lanes: UnsafePointer<SIMD4<Float>>) {
        guard !rows.isEmpty else { return }
        let t = tessellation
        if !t.coversFrame {
            for y in rows {
                target.writer(row: y, from: 0, positions: target.offsets, hasPositions: false).constant(0...(t.width - 1), t.background)
            }
        }
        let top = Double(rows.lowerBound) - 1
        let bottom = Double(rows.upperBound) + 1
        for (k, grid) in t.grids.enumerated() {
            for i in 0..<grid.nv where grid.cellRowBottom[i] >= top && grid.cellRowTop[i] <= bottom {
                for j in 0..<grid.nu {
                    let a = grid.point(i, j)
                    let b = grid.point(i, j + 1)
                    let c = grid.point(i + 1, j)
                    let d = grid.point(i + 1, j + 1)
                    let va: SIMD4<Float>
                    let vb: SIMD4<Float>
                    let vc: SIMD4<Float>
                    let vd: SIMD4<Float>
                    if exact {
                        va = SIMD4(Float(j) / Float(grid.nu), Float(i) / Float(grid.nv), 0, 0)
                        vb = SIMD4(Float(j + 1) / Float(grid.nu), va.y, 0, 0)
                        vc = SIMD4(va.x, Float(i + 1) / Float(grid.nv), 0, 0)
                        vd = SIMD4(vb.x, vc.y, 0, 0)
                    } else {
                        (va, vb, vc, vd) = (grid.color(i, j), grid.color(i, j + 1), grid.color(i + 1, j), grid.color(i + 1, j + 1))
                    }
                    // A convex cell as one quadrilateral; one folded, pinched or bent
                    // inwards as two triangles, the one with the cell's top edge first.
                    if MeshPolygon.isConvex(a, b, d, c) {
                        fill(MeshPolygon(a, b, d, c, va, vb, vd, vc), patch: k, rows: rows, target: target, lanes: lanes)
                    } else {
                        fill(MeshPolygon(a, b, d, va, vb, vd), patch: k, rows: rows, target: target, lanes: lanes)
                        fill(MeshPolygon(a, d, c, va, vd, vc), patch: k, rows: rows, target: target, lanes: lanes)
                    }
                }
            }
        }
        if !t.coversFrame { drawEdge(rows: rows, into: target) }
    }

    // MARK: - Fast path

    /// Draws `polygon` of `patch`: with its colour (levels, or a perceptual mesh's linear light)
    /// linear along each row between the colours on its edges, or on the exact path each
    /// pixel's colour evaluated at its own parameters (the polygon's values are then `(u, v)`).
    ///
    /// The corners' colours are not clamped (``MeshTessellation/values(_:patch:u:v:opaque:)``):
    /// each pixel is, so that where a colour meets the edge of the gamut the kink falls where
    /// it is, not spread over a cell.
    @inline(__always)
    func fill(_ polygon: MeshPolygon, patch: Int, rows: Range<Int>, target: FrameTarget, lanes: UnsafePointer<SIMD4<Float>>) {
        let width = tessellation.width
        if exact {
            polygon.spans(rows: rows, width: width) { y, first, last, start, step in
                let writer = target.writer(row: y, from: 0, positions: target.offsets, hasPositions: false)
                writer.exact(first...last) { x in
                    let centre = SIMD2(Double(x) + 0.5, Double(y) + 0.5)
                    let guess = start + step * Float(x - first)
                    let q = parameters(of: centre, patch: patch, start: SIMD2(Double(guess.x), Double(guess.y)))
                    return exactPixel(tessellation.field.color(patch: patch, u: q.x, v: q.y), x: x, y: y, dither: target.dither)
                }
            }
        } else if tessellation.opaque && tessellation.field.cellsAreLinear {
            // Spans over which the sRGB curve is straight enough are drawn linear in levels
            // (within a tenth of a level of encoding each pixel); the others encode each pixel.
            MeshSpanKernel.encodingLevels.withUnsafeBufferPointer { table in
                MeshSpanKernel.encodingBends.withUnsafeBufferPointer { bends in
                    polygon.spans(rows: rows, width: width) { y, first, last, start, step in
                        let end = start + step * Float(last - first)
                        if let levels = MeshSpanKernel.levelsSpan(
                            from: start, to: end, count: last - first, table: table.baseAddress!, bends: bends.baseAddress!, tolerance: 0.1)
                        {
                            MeshSpanKernel.span(target.pixels + y * width, first, last, start: levels.start, step: levels.step, d: lanes + (y & 7) * 8)
                        } else {
                            MeshSpanKernel.encodedSpan(
                                target.pixels + y * width, first, last, start: start, step: step, offsets: target.offsets + (y & 7) * 8,
                                table: table.baseAddress!)
                        }
                    }
                }
            }
        } else if tessellation.opaque {
            polygon.spans(rows: rows, width: width) { y, first, last, start, step in
                MeshSpanKernel.span(target.pixels + y * width, first, last, start: start, step: step, d: lanes + (y & 7) * 8)
            }
        } else {
            let linear = tessellation.field.cellsAreLinear
            polygon.spans(rows: rows, width: width) { y, first, last, start, step in
                let out = target.pixels + y * width
                let d = target.offsets + (y & 7) * 8
                for x in first...last {
                    let value = start + step * Float(x - first)
                    out[x] = SpanWriter.pack(MeshRenderer.unpremultiplied(linear ? encodedLevels(premultiplied: value) : value), d[x & 7])
                }
            }
        }
    }

    /// A premultiplied value of a perceptual mesh's cells (``MeshTessellation/values(_:patch:u:v:opaque:)``)
    /// as premultiplied levels, red, green and blue within its alpha.
    func encodedLevels(premultiplied v: SIMD4<Float>) -> SIMD4<Float> {
        let l = MeshTessellation.levels(ofValue: SIMD4<Double>(v), field: tessellation.field, opaque: false)
        return SpanWriter.float(l)
    }

    /// `v` clamped to `0…255`.
    @inline(__always)
    static func clampedLevels(_ v: SIMD4<Float>) -> SIMD4<Float> { VectorMath.clamped(v, .zero, SIMD4(repeating: 255)) }

    /// Premultiplied levels `v` as straight levels, clamped (alpha to `0…255`, colour to its alpha).
    @inline(__always)
    static func unpremultiplied(_ v: SIMD4<Float>) -> SIMD4<Float> {
        let a = min(max(v.w, 0), 255)
        guard a > 0 else { return .zero }
        let c = clampedLevels(v * (255 / a))
        return SIMD4(c.x, c.y, c.z, a)
    }

    // MARK: - Exact path

    /// The parameters `(u, v)` in `0…1` where `patch` puts `point`, by Newton's method from
    /// `start`.
    func parameters(of point: SIMD2<Double>, patch: Int, start: SIMD2<Double>) -> SIMD2<Double> {
        let surface = tessellation.grids[patch].patch
        var q = start
        for _ in 0..<12 {
            let r = surface.point(u: q.x, v: q.y) - point
            let (du, dv) = surface.derivatives(u: q.x, v: q.y)
            let det = du.x * dv.y - du.y * dv.x
            guard det != 0, det.isFinite else { break }
            let step = SIMD2((r.x * dv.y - r.y * dv.x) / det, (du.x * r.y - du.y * r.x) / det)
            q -= step
            q = q.replacing(with: 0, where: .!(q .> 0)).replacing(with: 1, where: q .> 1)
            if abs(step.x) + abs(step.y) < 1e-13 { break }
        }
        return q
    }

    /// A straight colour in `0…1` as the exact path writes it (see `ExactPixel`).
    @inline(__always)
    func exactPixel(_ c: SIMD4<Double>, x: Int, y: Int, dither: Bool) -> UInt32 {
        let o = dither ? OrderedDither.offset(x: x, y: y) : 0
        let levels = SIMD4(
            ExactPixel.quantize(c.x, o), ExactPixel.quantize(c.y, o), ExactPixel.quantize(c.z, o), ExactPixel.quantize(c.w, o))
        return unsafeBitCast(levels, to: UInt32.self)
    }

    // MARK: - Edge

    /// Mixes each pixel the outline cuts with the background (the third step).
    func drawEdge(rows: Range<Int>, into target: FrameTarget) {
        let t = tessellation
        let background = t.background
        let premultipliedBackground = SIMD4(background.x * background.w, background.y * background.w, background.z * background.w, background.w * 255) / 255
        MeshEdgeCoverage.cutPixels(t.outline, rows: rows, width: t.width) { x, y, coverage, s in
            let segment = t.outline[s]
            let centre = SIMD2(Double(x) + 0.5, Double(y) + 0.5)
            let mesh = meshColor(at: centre, segment: segment)
            let mixed = coverage * mesh + (1 - coverage) * premultipliedBackground
            let straight = MeshRenderer.unpremultiplied(SpanWriter.float(mixed))
            let pixel: UInt32
            if exact {
                pixel = exactPixel(SIMD4<Double>(straight) / 255, x: x, y: y, dither: target.dither)
            } else {
                pixel = SpanWriter.pack(straight, target.offsets[(y & 7) * 8 + (x & 7)])
            }
            target.pixels[y * t.width + x] = pixel
        }
    }

    /// The mesh's colour for an edge pixel centred at `centre`, premultiplied levels: its
    /// colour at the nearest point of `segment` (linear along the segment between its ends'
    /// colours, or on the exact path evaluated at the parameters there).
    func meshColor(at centre: SIMD2<Double>, segment: MeshTessellation.OutlineSegment) -> SIMD4<Double> {
        let along = segment.end - segment.start
        let length2 = (along * along).sum()
        let t = length2 > 0 ? min(max(((centre - segment.start) * along).sum() / length2, 0), 1) : 0
        if exact {
            let q = segment.q0 + t * (segment.q1 - segment.q0)
            let c = tessellation.field.color(patch: segment.patch, u: q.x, v: q.y)
            return SIMD4(c.x * c.w, c.y * c.w, c.z * c.w, c.w) * 255
        }
        // Clamped as every drawn pixel is (the outline's colours are not): alpha to 0…255, the
        // colour to its alpha.
        let c = MeshTessellation.levels(
            ofValue: segment.c0 + t * (segment.c1 - segment.c0), field: tessellation.field, opaque: tessellation.opaque)
        let alpha = min(max(c.w, 0), 255)
        return SIMD4(min(max(c.x, 0), alpha), min(max(c.y, 0), alpha), min(max(c.z, 0), alpha), alpha)
    }
}

/// The dither offsets handed to the worker threads of a mesh render (read only): one per
/// pixel of the pattern, and the same in four lanes (``MeshSpanKernel/offsets``).
struct UnsafeSendableFloats: @unchecked Sendable {
    let pointer: UnsafePointer<Float>
    let lanes: UnsafePointer<SIMD4<Float>>
    init(_ pointer: UnsafePointer<Float>, _ lanes: UnsafePointer<SIMD4<Float>>) {
        self.pointer = pointer
        self.lanes = lanes
    }
}
