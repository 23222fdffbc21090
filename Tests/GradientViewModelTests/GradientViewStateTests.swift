import Foundation
import GradientCSS
import GradientCore
import GradientRaster
import GradientTestSupport
import Testing

@testable import GradientViewModel

/// Colours used throughout, built independently of the code under test.
private let red = RGBA(red: 1, green: 0, blue: 0)
private let green = RGBA(red: 0, green: 1, blue: 0)
private let blue = RGBA(red: 0, green: 0, blue: 1)

/// `t` of a unit-space point on an axial layer, straight from Core Animation's definition:
/// the projection of `p − start` onto `end − start`, over its squared length.
private func axialT(_ g: LayerGradient, _ p: GradientPoint) -> Double {
    let vx = g.endPoint.x - g.startPoint.x
    let vy = g.endPoint.y - g.startPoint.y
    return ((p.x - g.startPoint.x) * vx + (p.y - g.startPoint.y) * vy) / (vx * vx + vy * vy)
}

@Suite struct GradientViewStateTests {
    // MARK: Precedence

    @Test func nothingConfiguredDrawsNothingAtRunTimeAndASampleInInterfaceBuilder() {
        var state = GradientViewState()
        let runtime = state.resolve(width: 100, height: 100)
        #expect(runtime.source == .none)
        #expect(runtime.layer.colors.isEmpty)
        state.isInterfaceBuilderPreview = true
        let preview = state.resolve(width: 100, height: 100)
        #expect(preview.source == .sample)
        #expect(preview.layer.colors.count == 2)
    }

    @Test func codeColorsWinOverEveryInspectable() {
        var state = GradientViewState()
        state.startColor = AdaptiveColor(green)
        state.stops[0] = .init(color: AdaptiveColor(green))
        state.gradientString = #"{"colors": ["white", "black"]}"#
        state.colors = [AdaptiveColor(red), AdaptiveColor(blue)]
        let g = state.resolve(width: 10, height: 10)
        #expect(g.source == .code)
        #expect(g.layer.colors == [red, blue])
    }

    @Test func emptyCodeColorsCountAsUnset() {
        var state = GradientViewState()
        state.colors = []
        state.startColor = AdaptiveColor(red)
        #expect(state.resolve(width: 10, height: 10).source == .startEndColors)
    }

    @Test func stringWinsOverStopsAndStopsOverStartEndColors() {
        var state = GradientViewState()
        state.startColor = AdaptiveColor(red)
        state.endColor = AdaptiveColor(blue)
        #expect(state.resolve(width: 10, height: 10).source == .startEndColors)
        state.stops[3] = .init(color: AdaptiveColor(green))
        #expect(state.resolve(width: 10, height: 10).source == .stops)
        state.gradientString = ##"{"colors": ["#ff0000", "#0000ff"], "startPoint": [0, 0], "endPoint": [1, 0]}"##
        let g = state.resolve(width: 10, height: 10)
        #expect(g.source == .string)
        #expect(g.layer.colors == [red, blue])
        #expect(g.layer.startPoint == GradientPoint(x: 0, y: 0))
        #expect(g.layer.endPoint == GradientPoint(x: 1, y: 0))
    }

    @Test func blankStringIsUnused() {
        var state = GradientViewState()
        state.gradientString = "  \n "
        state.startColor = AdaptiveColor(red)
        let g = state.resolve(width: 10, height: 10)
        #expect(g.source == .startEndColors)
        #expect(g.problem == nil)
    }

    @Test func invalidStringShowsPlaceholderInInterfaceBuilderAndFallsThroughAtRunTime() throws {
        var state = GradientViewState()
        state.gradientString = "{\"colors\": [\"bleu\"]}"
        state.stops[0] = .init(color: AdaptiveColor(red))
        let runtime = state.resolve(width: 10, height: 10)
        #expect(runtime.source == .stops)
        let message = try #require(runtime.problem?.message)
        #expect(message.contains("bleu"))
        state.isInterfaceBuilderPreview = true
        let preview = state.resolve(width: 10, height: 10)
        #expect(preview.source == .placeholder)
        #expect(preview.problem?.message == message)
        #expect(preview.layer == PlaceholderGradient.invalidString)
    }

    static let notAGradient = #"is not a gradient: give CSS such as 'linear-gradient(red, blue)' or a JSON spec such as {"colors": ["red", "blue"]}."#

    /// Each string is refused with the sentence the command-line tool prints for it too (there
    /// with its first letter a capital).
    @Test(arguments: [
        ("not a gradient", "expected a gradient function such as 'linear-gradient(', 'radial-gradient(' or 'conic-gradient(' at column 1, found 'not'."),
        ("{", "The JSON spec is not valid JSON at line 1, column 2: expected a key in double quotes after '{', found the end of the text."),
        ("{\"colors\": []}", "The JSON spec is invalid at colors: a gradient needs at least one colour."),
        ("\u{0}\u{1}", #"'\u{0000}\u{0001}' "# + notAGradient),
        (String(repeating: "(", count: 10_000), "'" + String(repeating: "(", count: 57) + "...' " + notAGradient),
    ])
    func garbageStringsNeverCrashAndExplainThemselves(text: String, expected: String) throws {
        var state = GradientViewState()
        state.gradientString = text
        let g = state.resolve(width: 10, height: 10)
        let message = try #require(g.problem?.message)
        #expect(!message.isEmpty)
        #expect(message == expected)
        #expect(g.source == .none)
    }

    // MARK: Classic recipe 1 — the six-stop Objective-C view

    @Test func sixStopRecipeDropsStopsWithoutColourAndSortsByLocation() {
        var state = GradientViewState()
        state.stops[0] = .init(color: AdaptiveColor(red), location: 0.9)
        state.stops[1] = .init(color: nil, location: 0.1)  // no colour: dropped
        state.stops[2] = .init(color: AdaptiveColor(green), location: 0.2)
        state.stops[4] = .init(color: AdaptiveColor(blue), location: 0.5)
        let g = state.resolve(width: 10, height: 10)
        #expect(g.layer.colors == [green, blue, red])
        #expect(g.layer.locations == [0.2, 0.5, 0.9])
    }

    // MARK: Classic recipe 2 — the Swift view with Direction and nil arrays

    @Test func swiftRecipeNilColorsDrawNothingAndNilLocationsSpreadEvenly() {
        var state = GradientViewState()
        #expect(state.resolve(width: 10, height: 10).layer.colors.isEmpty)
        state.colors = [AdaptiveColor(red), AdaptiveColor(green), AdaptiveColor(blue)]
        let g = state.resolve(width: 10, height: 10)
        #expect(g.layer.locations == nil)
        #expect(g.layer.stops.map(\.location) == [0, 0.5, 1])
    }

    @Test func swiftRecipeDirectionsGiveCoreAnimationPoints() {
        var state = GradientViewState()
        state.colors = [AdaptiveColor(red), AdaptiveColor(blue)]
        let cases: [(Direction, GradientPoint, GradientPoint)] = [
            (.vertical, GradientPoint(x: 0.5, y: 0), GradientPoint(x: 0.5, y: 1)),
            (.horizontal, GradientPoint(x: 0, y: 0.5), GradientPoint(x: 1, y: 0.5)),
            (.topLeftToBottomRight, GradientPoint(x: 0, y: 0), GradientPoint(x: 1, y: 1)),
            (
                .custom(start: GradientPoint(x: 0.2, y: 0.3), end: GradientPoint(x: 0.7, y: 0.9)),
                GradientPoint(x: 0.2, y: 0.3), GradientPoint(x: 0.7, y: 0.9)
            ),
        ]
        for (direction, start, end) in cases {
            state.direction = direction
            let g = state.resolve(width: 300, height: 100)
            #expect(g.layer.startPoint == start)
            #expect(g.layer.endPoint == end)
        }
    }

    @Test func codeLocationsWithTheWrongCountSpreadEvenly() {
        var state = GradientViewState()
        state.colors = [AdaptiveColor(red), AdaptiveColor(blue)]
        state.locations = [0.3]
        let g = state.resolve(width: 10, height: 10)
        #expect(g.layer.locations == nil)
        #expect(g.layer.stops.map(\.location) == [0, 1])
    }

    // MARK: Classic recipe 3 — the two-colour designable

    @Test func twoColourRecipeUsesStartAndEndColourAndPoints() {
        var state = GradientViewState()
        state.startColor = AdaptiveColor(red)
        state.endColor = AdaptiveColor(blue)
        state.setInspectedStartPoint(GradientPoint(x: 0, y: 0))
        state.setInspectedEndPoint(GradientPoint(x: 1, y: 0.5))
        let g = state.resolve(width: 50, height: 80)
        #expect(g.layer.colors == [red, blue])
        #expect(g.layer.startPoint == GradientPoint(x: 0, y: 0))
        #expect(g.layer.endPoint == GradientPoint(x: 1, y: 0.5))
        #expect(state.inspectedPoints.start == GradientPoint(x: 0, y: 0))
    }

    @Test func oneOfStartAndEndColourFillsTheView() {
        var state = GradientViewState()
        state.endColor = AdaptiveColor(blue)
        #expect(state.resolve(width: 10, height: 10).layer.colors == [blue, blue])
    }

    // MARK: Geometry

    @Test func angleIsRecomputedPerSizeWithCSSMagicCorners() {
        var state = GradientViewState()
        state.colors = [AdaptiveColor(red), AdaptiveColor(blue)]
        state.setInspectedAngle(45)
        #expect(state.inspectedAngle == 45)
        // CSS Images 3 §3.1.1: at 45deg the gradient line runs so that the bottom-left corner
        // has t = 0 and the top-right corner t = 1, on any aspect ratio; the centre is 0.5.
        for (w, h) in [(200.0, 100.0), (100.0, 300.0), (50.0, 50.0)] {
            let g = state.resolve(width: w, height: h).layer
            #expect(abs(axialT(g, GradientPoint(x: 0, y: 1))) < 1e-12)
            #expect(abs(axialT(g, GradientPoint(x: 1, y: 0)) - 1) < 1e-12)
            #expect(abs(axialT(g, GradientPoint(x: 0.5, y: 0.5)) - 0.5) < 1e-12)
        }
        #expect(state.resolve(width: 200, height: 100).layer.endPoint != state.resolve(width: 100, height: 300).layer.endPoint)
    }

    @Test func negativeOrNonFiniteInspectedAngleIsUnset() {
        var state = GradientViewState()
        state.setInspectedAngle(GradientViewState.unsetAngle)
        state.setInspectedAngle(.nan)
        #expect(state.direction == .vertical)
        #expect(state.inspectedAngle == GradientViewState.unsetAngle)
    }

    @Test func horizontalFlipsInRightToLeftButPhysicalDirectionsDoNot() {
        var state = GradientViewState()
        state.colors = [AdaptiveColor(red), AdaptiveColor(blue)]
        state.direction = .horizontal
        let rtl = ViewEnvironment(layoutDirection: .rightToLeft)
        let flipped = state.resolve(width: 10, height: 10, environment: rtl).layer
        #expect(flipped.startPoint == GradientPoint(x: 1, y: 0.5))
        #expect(flipped.endPoint == GradientPoint(x: 0, y: 0.5))
        state.direction = .topLeftToBottomRight
        let diagonal = state.resolve(width: 10, height: 10, environment: rtl).layer
        #expect(diagonal.startPoint == GradientPoint(x: 0, y: 0))
    }

    @Test func garbageFromInterfaceBuilderGivesDefinedResults() {
        var state = GradientViewState()
        state.colors = [AdaptiveColor(RGBA(red: .nan, green: 1, blue: .infinity)), AdaptiveColor(blue)]
        state.locations = [.nan, 1]
        state.direction = .custom(start: GradientPoint(x: .nan, y: 0), end: GradientPoint(x: 1, y: 1))
        let g = state.resolve(width: 0, height: .nan).layer
        #expect(g.colors[0] == RGBA(red: 0, green: 1, blue: 0))
        #expect(g.locations == [0, 1])  // the NaN takes its evenly spread place
        #expect(g.startPoint == GradientPoint(x: 0.5, y: 0))
        #expect(g.endPoint == GradientPoint(x: 0.5, y: 1))
        state.setInspectedStartPoint(GradientPoint(x: .nan, y: .nan))  // ignored
        state.direction = .angle(30)
        #expect(state.resolve(width: 0, height: 0).layer.startPoint == GradientPoint(x: 0.5, y: 0))
    }

    // MARK: Traits, dimming, interpolation

    @Test func dynamicColoursFollowAppearance() {
        var state = GradientViewState()
        state.colors = [AdaptiveColor(light: .white, dark: .black), AdaptiveColor(red)]
        #expect(state.resolve(width: 1, height: 1).layer.colors == [.white, red])
        let dark = state.resolve(width: 1, height: 1, environment: ViewEnvironment(appearance: .dark)).layer
        #expect(dark.colors == [.black, red])
    }

    @Test func dimmingGreysEveryColourWhenTurnedOn() {
        var state = GradientViewState()
        state.colors = [AdaptiveColor(red), AdaptiveColor(.white)]
        state.dimsWhenTintAdjusted = true
        let g = state.resolve(width: 1, height: 1, environment: ViewEnvironment(isDimmed: true)).layer
        for c in g.colors {
            #expect(abs(c.red - c.green) < 1e-9 && abs(c.green - c.blue) < 1e-9)
        }
    }

    /// Backgrounds must not grey out under every alert and sheet: dimming is opt-in.
    @Test func dimmingIsOffByDefault() {
        var state = GradientViewState()
        state.colors = [AdaptiveColor(red), AdaptiveColor(.white)]
        #expect(state.dimsWhenTintAdjusted == false)
        let g = state.resolve(width: 1, height: 1, environment: ViewEnvironment(isDimmed: true)).layer
        #expect(g.colors == [red, .white])
    }

    @Test func typeAndInterpolationNames() {
        var state = GradientViewState()
        #expect(state.setTypeName("Radial") == nil)
        #expect(state.type == .radial)
        #expect(state.setTypeName("spiral") == GradientError(.invalidValue, "'spiral' is not a gradient type; use axial, linear, radial or conic."))
        #expect(state.type == .radial)
        #expect(state.setTypeName("Linear") == nil)
        #expect(state.type == .axial)
        #expect(
            state.setTypeName("sweep")
                == GradientError(.invalidValue, "'sweep' is not a gradient type (did you mean 'conic'?); use axial, linear, radial or conic."))
        #expect(state.setInterpolationName("OKLCH-longer") == nil)
        #expect(state.interpolation == .oklch(.longer))
        #expect(state.setInterpolationName("cmyk") != nil)
        #expect(state.setInterpolationName("") == nil)
        #expect(state.interpolation == .srgb)
    }

    @Test func perceptualModesBecomeMoreStopsForCoreAnimation() {
        var state = GradientViewState()
        state.colors = [AdaptiveColor(red), AdaptiveColor(blue)]
        #expect(state.resolve(width: 1, height: 1).layer.colors.count == 2)
        state.interpolation = .oklab
        let g = state.resolve(width: 1, height: 1).layer
        #expect(g.interpolation == .srgb)
        #expect(g.colors.count > 2)
        #expect(g.locations?.count == g.colors.count)
        // What Core Animation draws half-way is the OKLab mix, within a level.
        let oklab = ColorRamp([ColorStop(red, at: 0), ColorStop(blue, at: 1)], interpolation: .oklab).color(at: 0.5)
        let drawn = StraightStops.color(g, at: 0.5)
        #expect(close(drawn, oklab, 1.0 / 255), "\(drawn) against \(oklab)")
    }
}

@Suite struct GradientViewStateCSSTests {
    @Test func cssStringGivesTheLayerConfigurationForTheViewSize() throws {
        var state = GradientViewState()
        state.gradientString = "linear-gradient(90deg, #ff0000, #0000ff)"
        let g = state.resolve(width: 200, height: 100)
        #expect(g.source == .string)
        #expect(g.problem == nil)
        // 90deg runs left to right (CSS Images 3 §3.1.1): the left edge is the first colour's
        // position and the right edge the last's, whatever the aspect ratio.
        let layer = g.layer
        let first = try #require(layer.stops.first).location
        let last = try #require(layer.stops.last).location
        let left = axialT(layer, GradientPoint(x: 0, y: 0.5))
        let right = axialT(layer, GradientPoint(x: 1, y: 0.5))
        #expect(abs(left - first) < 1e-9)
        #expect(abs(right - last) < 1e-9)
        #expect(layer.colors.first == RGBA(red: 1, green: 0, blue: 0))
        #expect(layer.colors.last == RGBA(red: 0, green: 0, blue: 1))
    }

    @Test func cssInterpolationBecomesExtraStops() {
        var state = GradientViewState()
        state.gradientString = "linear-gradient(in oklab, red, blue)"
        let layer = state.resolve(width: 100, height: 100).layer
        #expect(layer.interpolation == .srgb)
        #expect(layer.colors.count > 2)
        // At the centre (half-way down the default top-to-bottom line) the layer draws the
        // OKLab mix of red and blue, within a level.
        let oklab = ColorRamp([ColorStop(red, at: 0), ColorStop(blue, at: 1)], interpolation: .oklab).color(at: 0.5)
        let drawn = StraightStops.color(layer, at: axialT(layer, GradientPoint(x: 0.5, y: 0.5)))
        #expect(close(drawn, oklab, 1.0 / 255), "\(drawn) against \(oklab)")
    }

    /// `light-dark()` and the CSS system colours follow the view's appearance, as a `UIColor`
    /// in ``GradientViewState/colors`` does (CSS Color 5 §5; the system colours' values are
    /// Chromium's light and dark ones): CanvasText is black on light and white on dark.
    @Test func cssStringFollowsTheAppearance() {
        var state = GradientViewState()
        state.gradientString = "linear-gradient(light-dark(white, black), CanvasText)"
        #expect(state.resolve(width: 10, height: 10).layer.colors == [.white, .black])
        let dark = state.resolve(width: 10, height: 10, environment: ViewEnvironment(appearance: .dark))
        #expect(dark.problem == nil)
        #expect(dark.layer.colors == [.black, .white])
        // A JSON layer spec's colours too, unless the spec names its own scheme.
        state.gradientString = #"{"colors": ["light-dark(white, black)", "Canvas"]}"#
        let spec = state.resolve(width: 10, height: 10, environment: ViewEnvironment(appearance: .dark)).layer
        #expect(spec.colors == [.black, RGBA(rgb: 0x121212)])
        state.gradientString = #"{"css": "linear-gradient(light-dark(white, black), black)", "colorScheme": "light"}"#
        #expect(state.resolve(width: 10, height: 10, environment: ViewEnvironment(appearance: .dark)).layer.colors.first == .white)
    }

    /// `currentcolor` is the environment's tint colour; without one it is the reader's error
    /// (a gradient outside a web page has no `color` to take it from).
    @Test func currentColorIsTheTintColour() throws {
        var state = GradientViewState()
        state.gradientString = "linear-gradient(currentcolor, #0000ff)"
        let tinted = state.resolve(width: 10, height: 10, environment: ViewEnvironment(tintColor: red))
        #expect(tinted.problem == nil)
        #expect(tinted.layer.colors == [red, blue])
        let untinted = state.resolve(width: 10, height: 10)
        #expect(untinted.source == .none)
        #expect(try #require(untinted.problem?.message).contains("currentcolor"))
    }

    /// A change of appearance or tint is a change of environment: the gate answers again, with
    /// the string read for the new one.
    @Test func appearanceAndTintChangesReadTheStringAgain() {
        var state = GradientViewState()
        state.gradientString = "linear-gradient(light-dark(white, black), currentcolor)"
        var gate = LayerUpdateGate()
        let light = ViewEnvironment(tintColor: red)
        #expect(gate.update(state, width: 10, height: 10, environment: light)?.layer.colors == [.white, red])
        #expect(gate.update(state, width: 10, height: 10, environment: light) == nil)
        let dark = ViewEnvironment(appearance: .dark, tintColor: red)
        #expect(gate.update(state, width: 10, height: 10, environment: dark)?.layer.colors == [.black, red])
        let retinted = ViewEnvironment(appearance: .dark, tintColor: green)
        #expect(gate.update(state, width: 10, height: 10, environment: retinted)?.layer.colors == [.black, green])
    }

    @Test func invalidCSSNamesTheProblem() throws {
        var state = GradientViewState()
        state.gradientString = "linear-gradient(45deg, bleu, #fc0)"
        state.isInterfaceBuilderPreview = true
        let g = state.resolve(width: 100, height: 100)
        #expect(g.source == .placeholder)
        #expect(try #require(g.problem?.message).contains("bleu"))
    }
}

/// A single colour draws that colour: Core Animation reportedly draws nothing with fewer than
/// two colours, so the model hands the layer two stops of it. Exact equality: no arithmetic.
@Suite struct SingleColourTests {
    @Test func oneCodeColourBecomesTwoStopsOfIt() {
        var state = GradientViewState()
        state.colors = [AdaptiveColor(red)]
        state.locations = [0.3]
        let g = state.resolve(width: 40, height: 20)
        #expect(g.layer.colors == [red, red])
        #expect(g.layer.locations == [0, 1])
        // Drawn, it is that colour everywhere (the rasterizer draws the layer as a device would).
        let bitmap = try? Rasterizer.render(g.layer.paint(width: 8, height: 4), width: 8, height: 4)
        #expect(bitmap.map { b in (0..<4).allSatisfy { y in (0..<8).allSatisfy { b[$0, y] == SIMD4(255, 0, 0, 255) } } } == true)
    }

    @Test func everySourceOfOneColourFillsTheView() {
        var stops = GradientViewState()
        stops.stops[3] = .init(color: AdaptiveColor(green), location: 0.7)
        var string = GradientViewState()
        string.gradientString = ##"{"colors": ["#0000ff"]}"##
        var css = GradientViewState()
        css.gradientString = "linear-gradient(blue)"
        var start = GradientViewState()
        start.startColor = AdaptiveColor(green)
        for (state, color) in [(stops, green), (string, blue), (css, blue), (start, green)] {
            let g = state.resolve(width: 30, height: 10)
            #expect(g.layer.colors == [color, color], "\(g.source)")
            #expect(g.layer.locations == [0, 1] || g.layer.locations == nil, "\(g.source)")
        }
        // Every interpolation mode, dimmed too: still two stops of one colour.
        var dimmed = GradientViewState()
        dimmed.colors = [AdaptiveColor(red)]
        dimmed.interpolation = .oklch(.longer)
        dimmed.dimsWhenTintAdjusted = true
        var environment = ViewEnvironment()
        environment.isDimmed = true
        let g = dimmed.resolve(width: 10, height: 10, environment: environment)
        #expect(g.layer.colors.count == 2 && g.layer.colors[0] == g.layer.colors[1])
        #expect(g.layer.locations == [0, 1])
    }

    /// A CSS conic string on a non-square view: the layer the model hands over draws what the
    /// CSS draws (stops moved to unit-square angles), within the CSS layer-form tolerance.
    @Test func cssConicStringOnATallViewDrawsTheCSS() throws {
        var state = GradientViewState()
        let text = "conic-gradient(from 30deg at 40% 60%, red 0 25%, blue 25% 50%, lime 50% 75%, black 75%)"
        state.gradientString = text
        let (w, h) = (40, 110)
        let layer = state.resolve(width: Double(w), height: Double(h)).layer
        let options = Rasterizer.Options(dither: false, threads: 1)
        let expected = try Rasterizer.render(try CSSGradient(parsing: text).paint(width: w, height: h), width: w, height: h, options: options)
        let actual = try Rasterizer.render(layer.paint(width: w, height: h), width: w, height: h, options: options)
        // Hard edges through pixel centres may fall either way: 99.5% within a level.
        #expect(BitmapDifference(actual, expected, premultiplied: false, cutoff: 1).fractionWithin >= 0.995)
    }
}
