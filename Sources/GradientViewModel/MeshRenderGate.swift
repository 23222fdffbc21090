/// Decides when a mesh view draws, and which finished drawing it may show.
///
/// The view asks ``update(_:)`` whenever something the picture may depend on changed (the
/// mesh, the size, the scale, the traits); the gate answers with a drawing to start only when
/// the request differs from what is shown and from what is being drawn. Each drawing carries
/// a generation; ``accept(_:)`` lets only the newest one reach the layer, so a large drawing
/// that finishes after a newer, smaller one (or after the mesh was removed) is dropped, and
/// a stale size never replaces a newer one.
///
/// ```swift
/// var gate = MeshRenderGate()
/// if case .render(let ticket) = gate.update(request) {
///     let image = draw(ticket.request)   // on a background queue when ticket.runsInBackground
///     if gate.accept(ticket) { show(image) }
/// }
/// ```
package struct MeshRenderGate: Sendable {
    /// One drawing handed out: what to draw and where.
    package struct Ticket: Sendable, Hashable {
        /// The generation the drawing belongs to; only the newest is shown.
        package let generation: Int
        /// What to draw.
        package let request: MeshRenderRequest
        /// Whether the drawing is large enough to be made off the main thread
        /// (more than ``MeshRenderGate/inlinePixelLimit`` pixels).
        package let runsInBackground: Bool
    }

    /// What the view does after an update.
    package enum Action: Sendable, Hashable {
        /// Nothing: the layer shows, or will show, this request already.
        case keep
        /// Remove the image: there is nothing to draw (no mesh, or an empty size).
        case clear
        /// Draw the ticket's request, then show it if ``MeshRenderGate/accept(_:)`` agrees.
        case render(Ticket)
    }

    /// The largest drawing made on the main thread: 65,536 pixels (256 × 256). A mesh costs
    /// a tessellation of its patches plus about one span per row of each triangle, well under
    /// a frame's time at this size; larger views are drawn in the background, keeping what
    /// they showed until the new image is ready.
    package static let inlinePixelLimit = 65_536

    /// The request the layer shows (`nil`: nothing).
    package private(set) var shown: MeshRenderRequest?
    /// The newest drawing handed out and not yet accepted.
    package private(set) var pending: Ticket?
    /// The generation of the newest ticket or clearing; older tickets are refused.
    private var generation = 0

    /// Creates a gate that shows nothing.
    package init() {}

    /// What to do for `request` (`nil`: nothing to draw).
    package mutating func update(_ request: MeshRenderRequest?) -> Action {
        if let pending, pending.request == request { return .keep }
        if request == shown {
            // Back to what is shown while another drawing is under way: that drawing is stale.
            if pending != nil {
                generation += 1
                pending = nil
            }
            return .keep
        }
        generation += 1
        guard let request else {
            shown = nil
            pending = nil
            return .clear
        }
        let ticket = Ticket(generation: generation, request: request, runsInBackground: request.pixelCount > Self.inlinePixelLimit)
        pending = ticket
        return .render(ticket)
    }

    /// Whether the finished drawing of `ticket` may be shown: only the newest ticket's. When
    /// it may, the gate records it as shown.
    package mutating func accept(_ ticket: Ticket) -> Bool {
        guard ticket.generation == generation, pending == ticket else { return false }
        shown = ticket.request
        pending = nil
        return true
    }

    /// Forgets what is shown and any drawing under way, so the next ``update(_:)`` draws.
    package mutating func invalidate() {
        generation += 1
        shown = nil
        pending = nil
    }
}
