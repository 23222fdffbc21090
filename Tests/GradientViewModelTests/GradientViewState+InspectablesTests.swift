import Foundation
import GradientCSS
import GradientCore
import GradientRaster
import GradientTestSupport
import GradientViewModel
import Testing

/// Storyboards made for the two classic designable views keep drawing the same gradient when
/// their class field names ours: every key path they set, applied in any order a nib might
/// use, gives the layer the recipe's own rules give. The keys go through the same state calls
/// as the view's inspectable setters (`GradientView.swift`); that the keys exist on the view
/// with these types is checked against the real SDKs (Tests/AppleClients/StoryboardKeyPaths.swift).
@Suite struct GradientViewStateInspectablesTests {
    /// One user-defined runtime attribute: a key path and the value a nib stores for it.
    enum Attribute {
        case color(String, RGBA)
        case number(String, Double)
        case point(String, GradientPoint)

        var key: String {
            switch self {
            case .color(let k, _), .number(let k, _), .point(let k, _): k
            }
        }

        /// Applies the attribute as the view's setter for `key` does.
        func apply(to state: inout GradientViewState) {
            switch self {
            case .color("startColor", let c): state.startColor = AdaptiveColor(c)
            case .color("endColor", let c): state.endColor = AdaptiveColor(c)
            case .color(let k, let c): state.stops[Int(k.dropFirst("color".count))!].color = AdaptiveColor(c)
            case .number("angle", let v): state.setInspectedAngle(v)
            case .number(let k, let v): state.stops[Int(k.dropFirst("location".count))!].location = v
            case .point("startPoint", let p): state.setInspectedStartPoint(p)
            case .point(_, let p): state.setInspectedEndPoint(p)
            }
        }
    }

    static let colours: [RGBA] = [
        RGBA(red: 1, green: 0, blue: 0), RGBA(red: 1, green: 0.5, blue: 0), RGBA(red: 1, green: 1, blue: 0),
        RGBA(red: 0, green: 1, blue: 0), RGBA(red: 0, green: 0, blue: 1), RGBA(red: 0.5, green: 0, blue: 1),
    ]

    /// Every order a nib might apply `attributes` in: as listed, reversed and 20 seeded shuffles.
    static func orders(_ attributes: [Attribute]) -> [[Attribute]] {
        var generator = SplitMix64(seed: 0x5709_B0A2)
        return [attributes, attributes.reversed()] + (0..<20).map { _ in attributes.shuffled(using: &generator) }
    }

    static func layer(_ attributes: [Attribute], initial: GradientViewState = GradientViewState()) -> LayerGradient {
        var state = initial
        for attribute in attributes { attribute.apply(to: &state) }
        return state.resolve(width: 320, height: 200).layer
    }

    /// The six-stop view's rule: a stop counts when it has a colour and a location in 0…1;
    /// those are sorted by location (stably), the rest dropped.
    static func sixStopRecipe(_ stops: [(RGBA?, Double)]) -> (colors: [RGBA], locations: [Double]) {
        let valid = stops.enumerated().filter { $0.element.0 != nil && (0...1).contains($0.element.1) }
            .sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
        return (valid.map { $0.element.0! }, valid.map(\.element.1))
    }

    @Test func sixStopStoryboardDrawsWhatTheRecipeDraws() {
        // Unsorted locations, one out of range, one stop without a colour.
        let stops: [(RGBA?, Double)] = [
            (Self.colours[0], 0.8), (Self.colours[1], 0.2), (Self.colours[2], 1.5), (Self.colours[3], 0.5),
            (nil, 0.3), (Self.colours[5], 0.0),
        ]
        var attributes: [Attribute] = [.point("startPoint", GradientPoint(x: 0, y: 0)), .point("endPoint", GradientPoint(x: 1, y: 0.5))]
        for (i, stop) in stops.enumerated() {
            if let c = stop.0 { attributes.append(.color("color\(i)", c)) }
            attributes.append(.number("location\(i)", stop.1))
        }
        let expected = Self.sixStopRecipe(stops)
        #expect(expected.colors == [Self.colours[5], Self.colours[1], Self.colours[3], Self.colours[0]])
        for order in Self.orders(attributes) {
            let g = Self.layer(order)
            #expect(g.colors == expected.colors, "order \(order.map(\.key))")
            #expect(g.locations == expected.locations)
            #expect(g.startPoint == GradientPoint(x: 0, y: 0) && g.endPoint == GradientPoint(x: 1, y: 0.5))
        }
    }

    /// The two-colour view draws its two colours from (0, 0) to (1, 1) unless told otherwise;
    /// ``GradientBackgroundView`` starts from that diagonal (its initialiser sets it).
    @Test func twoColourStoryboardDrawsWhatTheRecipeDraws() {
        var background = GradientViewState()
        background.direction = .topLeftToBottomRight
        let white = RGBA.white
        let black = RGBA.black
        let colours: [Attribute] = [.color("startColor", white), .color("endColor", black)]
        for order in Self.orders(colours) {
            let g = Self.layer(order, initial: background)
            #expect(g.colors == [white, black])
            #expect(g.startPoint == GradientPoint(x: 0, y: 0) && g.endPoint == GradientPoint(x: 1, y: 1))
        }
        // A storyboard that moves only the start point keeps the recipe's default end (1, 1).
        for order in Self.orders(colours + [.point("startPoint", GradientPoint(x: 0.5, y: 0))]) {
            let g = Self.layer(order, initial: background)
            #expect(g.startPoint == GradientPoint(x: 0.5, y: 0) && g.endPoint == GradientPoint(x: 1, y: 1))
        }
        for order in Self.orders(colours + [.point("startPoint", GradientPoint(x: 0, y: 1)), .point("endPoint", GradientPoint(x: 1, y: 0))]) {
            let g = Self.layer(order, initial: background)
            #expect(g.startPoint == GradientPoint(x: 0, y: 1) && g.endPoint == GradientPoint(x: 1, y: 0))
        }
    }

    /// An angle and points set in one storyboard: the angle wins whatever the order, and stays
    /// aspect-correct (it must not become the unit-square points of a 1×1 layer).
    @Test func angleWinsOverPointsInAnyOrder() {
        let attributes: [Attribute] = [
            .color("color0", Self.colours[0]), .color("color1", Self.colours[4]),
            .number("angle", 45), .point("startPoint", GradientPoint(x: 0, y: 0)), .point("endPoint", GradientPoint(x: 0, y: 1)),
        ]
        let angled = Direction.angle(45).points(width: 320, height: 200)
        for order in Self.orders(attributes) {
            let g = Self.layer(order)
            #expect(g.startPoint == angled.start && g.endPoint == angled.end, "order \(order.map(\.key))")
        }
        // Unsetting the angle (−1) lets the points apply.
        var state = GradientViewState()
        for attribute in attributes { attribute.apply(to: &state) }
        state.setInspectedAngle(GradientViewState.unsetAngle)
        #expect(state.direction == .custom(start: GradientPoint(x: 0, y: 0), end: GradientPoint(x: 0, y: 1)))
    }

    @Test func directionNamesRoundTrip() {
        let named: [Direction] = [
            .vertical, .horizontal, .topLeftToBottomRight, .topRightToBottomLeft, .bottomLeftToTopRight,
            .bottomRightToTopLeft, .angle(45), .angle(12.5),
        ]
        for direction in named {
            #expect(Direction(name: direction.name) == direction, "\(direction.name)")
        }
        #expect(Direction.angle(45).name == "45deg")
        #expect(Direction(name: " Horizontal ") == .horizontal)
        #expect(Direction(name: "90") == .angle(90))
        #expect(Direction(name: "") == .vertical)
        #expect(Direction(name: "custom") == nil)
        #expect(Direction(name: "sideways") == nil)
        #expect(Direction(name: "nandeg") == nil)
        var state = GradientViewState()
        #expect(state.setDirectionName("diagonal")?.message.hasPrefix("'diagonal' is not a direction") == true)
        #expect(state.direction == .vertical)
        #expect(state.setDirectionName("bottom-left-to-top-right") == nil)
        #expect(state.direction == .bottomLeftToTopRight)
    }

    /// The classic Swift wrapper's `Direction.custom(start:end:)` with `CGPoint`s and its
    /// `startPoint`/`endPoint` properties.
    @Test func classicDirectionSpelling() {
        let d = Direction.custom(start: CGPoint(x: 0.25, y: 0), end: CGPoint(x: 0.75, y: 1))
        #expect(d == .custom(start: GradientPoint(x: 0.25, y: 0), end: GradientPoint(x: 0.75, y: 1)))
        #expect(d.startPoint == CGPoint(x: 0.25, y: 0) && d.endPoint == CGPoint(x: 0.75, y: 1))
        #expect(Direction.vertical.startPoint == CGPoint(x: 0.5, y: 0) && Direction.vertical.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(Direction.horizontal.startPoint == CGPoint(x: 0, y: 0.5) && Direction.horizontal.endPoint == CGPoint(x: 1, y: 0.5))
        // An angle's points are the square's: 90° runs left to right across the middle (to
        // 1e-12: cos 90° in floating point is 6e-17, not 0).
        let start = Direction.angle(90).startPoint
        let end = Direction.angle(90).endPoint
        #expect(abs(start.x - 0) < 1e-12 && abs(start.y - 0.5) < 1e-12)
        #expect(abs(end.x - 1) < 1e-12 && abs(end.y - 0.5) < 1e-12)
    }
}
