import GradientCore
import GradientTestSupport
import Testing

@testable import GradientViewModel

@Suite struct MeshRenderGateTests {
    static let mesh = try! GradientMesh(
        width: 2, height: 2, points: [.topLeft, .topRight, .bottomLeft, .bottomRight], colors: [.black, .white, .white, .black])

    static func request(_ width: Double, _ height: Double, scale: Double = 1, mesh: GradientMesh = mesh) -> MeshRenderRequest? {
        MeshRenderRequest(mesh: mesh, width: width, height: height, scale: scale)
    }

    /// The drawing an update hands out; fails the test when it hands out none.
    static func ticket(_ action: MeshRenderGate.Action) throws -> MeshRenderGate.Ticket {
        guard case .render(let ticket) = action else { return try #require(nil as MeshRenderGate.Ticket?, "expected a drawing, got \(action)") }
        return ticket
    }

    /// Asks `gate` for `request`, which must hand out a drawing, and hands that drawing back
    /// finished at once: whether it is shown.
    static func drawAtOnce(_ gate: inout MeshRenderGate, _ request: MeshRenderRequest?) throws -> Bool {
        let ticket = try Self.ticket(gate.update(request))
        return gate.accept(ticket)
    }

    /// Asks `gate` for `request`, which must hand out a drawing, then updates it to `next`
    /// before that drawing finishes: what the update does, and whether the drawing is shown
    /// when it finishes after all.
    static func overtake(
        _ gate: inout MeshRenderGate, _ request: MeshRenderRequest?, by next: MeshRenderRequest?
    ) throws -> (action: MeshRenderGate.Action, shown: Bool) {
        let ticket = try Self.ticket(gate.update(request))
        let action = gate.update(next)
        return (action, gate.accept(ticket))
    }

    // MARK: Pixel size

    @Test func pixelSizeIsPointsTimesScaleRounded() throws {
        let r = try #require(Self.request(320, 180, scale: 2))
        #expect((r.pixelWidth, r.pixelHeight) == (640, 360))
        // Every pixel touched, as `gradient render` rounds: 100.3 × 3 = 300.9 → 301,
        // 50.1 × 3 = 150.3 → 151.
        let odd = try #require(Self.request(100.3, 50.1, scale: 3))
        #expect((odd.pixelWidth, odd.pixelHeight) == (301, 151))
        // 29/7 points at scale 7 is 29 pixels, though 29.0 / 7 * 7 is 29.000000000000004 in
        // binary (IEEE 754 doubles; Python prints the same): not a pixel more for that.
        let sevenths = try #require(Self.request(29.0 / 7, 58.0 / 7, scale: 7))
        #expect((sevenths.pixelWidth, sevenths.pixelHeight) == (29, 58))
        // A sliver narrower than a pixel still gets one.
        let sliver = try #require(Self.request(0.2, 10, scale: 2))
        #expect((sliver.pixelWidth, sliver.pixelHeight) == (1, 20))
    }

    @Test func emptyOrInvalidSizesDrawNothing() {
        for (w, h, s) in [(0.0, 10.0, 2.0), (10, -1, 2), (10, 10, 0), (.nan, 10, 1), (10, .infinity, 1), (10, 10, -2)] {
            #expect(Self.request(w, h, scale: s) == nil, "\(w) × \(h) at \(s)")
        }
    }

    @Test func largeViewsShrinkToThePixelLimitKeepingTheirShape() throws {
        // 8000 × 8000 at scale 1 is 64 Mpx; the limit 16,777,216 = 4096² gives 4096 × 4096.
        let square = try #require(Self.request(8000, 8000))
        #expect((square.pixelWidth, square.pixelHeight) == (4096, 4096))
        // 8000 × 4000 (32 Mpx): shrink by √(16777216 / 32e6) = 0.72408…, so 5792.6… and 2896.3…,
        // rounded down: 5792 × 2896 = 16,773,632 ≤ the limit.
        let wide = try #require(Self.request(4000, 2000, scale: 2))
        #expect((wide.pixelWidth, wide.pixelHeight) == (5792, 2896))
        #expect(wide.pixelCount <= MeshRenderRequest.pixelLimit)
        // A side alone far over the limit: held to the limit, the other to one pixel.
        let strip = try #require(Self.request(1e12, 1e-3, scale: 1))
        #expect((strip.pixelWidth, strip.pixelHeight) == (MeshRenderRequest.pixelLimit, 1))
        let huge = try #require(Self.request(1e300, 1e300, scale: 3))
        #expect((huge.pixelWidth, huge.pixelHeight) == (4096, 4096))
    }

    @Test func seededRandomSizesStayWithinTheLimitAndKeepTheAspectRatio() throws {
        var rng = SplitMix64(seed: 0x5EED_3E5)
        let limit = 10_000
        for _ in 0..<500 {
            let w = Double(rng.next() % 100_000) / 10 + 0.1
            let h = Double(rng.next() % 100_000) / 10 + 0.1
            let r = try #require(MeshRenderRequest(mesh: Self.mesh, width: w, height: h, scale: 2, pixelLimit: limit))
            #expect(r.pixelCount <= limit, "\(w) × \(h)")
            #expect(r.pixelWidth >= 1 && r.pixelHeight >= 1)
            // Rounding to whole pixels moves each side by under one pixel, so the aspect ratio
            // of sides of 20 or more pixels stays within 1/20 of each side's share (5 % + 5 %).
            if r.pixelWidth >= 20, r.pixelHeight >= 20 {
                let ratio = (Double(r.pixelWidth) / Double(r.pixelHeight)) / (w / h)
                #expect(abs(ratio - 1) < 0.11, "\(w) × \(h) → \(r.pixelWidth) × \(r.pixelHeight)")
            }
        }
    }

    // MARK: When to draw

    @Test func drawsOnlyWhenTheRequestChanges() throws {
        var gate = MeshRenderGate()
        let small = try #require(Self.request(100, 50, scale: 2))
        let first = try Self.ticket(gate.update(small))
        #expect(!first.runsInBackground)  // 200 × 100 = 20,000 pixels
        // Asked again while the drawing is under way, and after it is shown: nothing to do.
        let askedWhileDrawing = gate.update(small)
        #expect(askedWhileDrawing == .keep)
        let firstShown = gate.accept(first)
        #expect(firstShown)
        let askedWhenShown = gate.update(small)
        #expect(askedWhenShown == .keep)
        // A new scale (the view moved to another screen) draws again.
        let rescaled = try Self.ticket(gate.update(Self.request(100, 50, scale: 3)))
        #expect((rescaled.request.pixelWidth, rescaled.request.pixelHeight) == (300, 150))
    }

    @Test func resolvedColoursDecideTraitRedraws() throws {
        // A dynamic colour resolves differently in dark mode: a new request, a new drawing.
        // Fixed colours resolve the same in both: the same request, no drawing.
        var gate = MeshRenderGate()
        let light = try #require(Self.request(100, 100))
        let lightShown = try Self.drawAtOnce(&gate, light)
        #expect(lightShown)
        let sameInDark = try Self.mesh.recolored([.black, .white, .white, .black])
        let fixedColoursInDark = gate.update(Self.request(100, 100, mesh: sameInDark))
        #expect(fixedColoursInDark == .keep)
        let dark = try Self.mesh.recolored([.white, .black, .black, .white])
        let d = try Self.ticket(gate.update(Self.request(100, 100, mesh: dark)))
        #expect(d.request.mesh.colors == [.white, .black, .black, .white])
    }

    @Test func largeDrawingsRunInTheBackground() throws {
        var gate = MeshRenderGate()
        // 256 × 256 = 65,536 is the most drawn inline; 257 × 256 is over.
        let inline = try Self.ticket(gate.update(Self.request(128, 128, scale: 2)))
        #expect(!inline.runsInBackground)
        let background = try Self.ticket(gate.update(Self.request(257, 256)))
        #expect(background.runsInBackground)
    }

    // MARK: Stale drawings

    @Test func aStaleSizeNeverReplacesANewerOne() throws {
        var gate = MeshRenderGate()
        let large = try Self.ticket(gate.update(Self.request(1000, 1000)))
        let small = try Self.ticket(gate.update(Self.request(500, 500)))
        // The newer one finishes first and is shown; the older one, finishing later, is dropped.
        let newerShown = gate.accept(small)
        #expect(newerShown)
        let olderShown = gate.accept(large)
        #expect(!olderShown)
        #expect(gate.shown?.pixelWidth == 500)
        // In the other order, the older one is dropped too, and the newer one still shows.
        let a = try Self.ticket(gate.update(Self.request(600, 600)))
        let b = try Self.ticket(gate.update(Self.request(700, 700)))
        let olderShownFirst = gate.accept(a)
        #expect(!olderShownFirst)
        let newerShownSecond = gate.accept(b)
        #expect(newerShownSecond)
        #expect(gate.shown?.pixelWidth == 700)
    }

    @Test func returningToTheShownSizeCancelsTheDrawingUnderWay() throws {
        var gate = MeshRenderGate()
        let shown = try #require(Self.request(400, 400))
        let firstShown = try Self.drawAtOnce(&gate, shown)
        #expect(firstShown)
        // Back to the size on screen before the detour finished: keep it, and drop the detour.
        let detour = try Self.overtake(&gate, Self.request(800, 800), by: shown)
        #expect(detour.action == .keep)
        #expect(!detour.shown)
        #expect(gate.shown == shown)
    }

    @Test func removingTheMeshClearsAndDropsTheDrawingUnderWay() throws {
        var gate = MeshRenderGate()
        // Removed before the first drawing finished: nothing is shown, so nothing to clear,
        // and the drawing is dropped.
        let removedEarly = try Self.overtake(&gate, Self.request(1000, 1000), by: nil)
        #expect(removedEarly.action == .keep)
        #expect(!removedEarly.shown)
        // Removed while one drawing is shown and another is under way: clear, and drop it.
        let shownAccepted = try Self.drawAtOnce(&gate, Self.request(10, 10))
        #expect(shownAccepted)
        let removed = try Self.overtake(&gate, Self.request(1000, 1000), by: nil)
        #expect(removed.action == .clear)
        #expect(!removed.shown)
        #expect(gate.shown == nil)
        // Nothing shown, nothing asked: nothing to clear again.
        let removedAgain = gate.update(nil)
        #expect(removedAgain == .keep)
        // After invalidating, the same request draws again.
        let r = try #require(Self.request(10, 10))
        let redrawnShown = try Self.drawAtOnce(&gate, r)
        #expect(redrawnShown)
        gate.invalidate()
        _ = try Self.ticket(gate.update(r))
    }

    // MARK: Which renderer

    @Test func nativeOnlyWhereTheSystemHasItAndWhenAllowed() {
        #expect(MeshRendering.automatic.path(systemHasMeshGradient: true) == .native)
        #expect(MeshRendering.automatic.path(systemHasMeshGradient: false) == .engine)
        #expect(MeshRendering.engine.path(systemHasMeshGradient: true) == .engine)
        #expect(MeshRendering.engine.path(systemHasMeshGradient: false) == .engine)
    }

    @Test func recoloringKeepsGeometryAndChecksColours() throws {
        let curved = try GradientMesh(
            width: 2, height: 2,
            vertices: [
                .init(.topLeft), .init(.topRight), .init(.bottomLeft),
                .init(.bottomRight, topControlPoint: GradientPoint(x: 1.2, y: 0.6)),
            ],
            colors: [.black, .black, .black, .black], smoothsColors: false, colorSpace: .perceptual)
        let red = RGBA(red: 1, green: 0, blue: 0)
        let recolored = try curved.recolored([red, red, .white, .white], background: .white)
        #expect(recolored.vertices == curved.vertices)
        #expect(recolored.colors == [red, red, .white, .white])
        #expect(recolored.background == .white)
        #expect(!recolored.smoothsColors && recolored.colorSpace == .perceptual)
        #expect(throws: GradientError.self) { try curved.recolored([red]) }
        #expect(throws: GradientError.self) { try curved.recolored([red, red, red, RGBA(red: .nan, green: 0, blue: 0)]) }
    }
}
