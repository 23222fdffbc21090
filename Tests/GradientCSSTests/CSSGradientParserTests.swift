import GradientTestSupport
import Testing

@testable import GradientCSS
@testable import GradientCore

/// Every construct of the CSS gradient grammar, and the exact message of malformed input.
@Suite struct CSSGradientParserTests {
    func parse(_ text: String) throws -> CSSGradient { try CSSGradient(parsing: text) }

    func stop(_ rgba: RGBA, _ p1: CSSLength? = nil, _ p2: CSSLength? = nil) -> CSSGradient.Item {
        .stop(CSSColor(rgba), p1, p2)
    }

    let red = RGBA(red: 1, green: 0, blue: 0)
    let blue = RGBA(red: 0, green: 0, blue: 1)

    @Test func linearDefaults() throws {
        let g = try parse("linear-gradient(red, blue)")
        #expect(g == CSSGradient(shape: .linear(.angle(180)), items: [stop(red), stop(blue)]))
    }

    @Test(arguments: [
        ("45deg", 45.0), ("1rad", 180 / Double.pi), ("100grad", 90), ("0.5turn", 180), ("-90deg", -90), ("0", 0),
        ("+.5turn", 180), ("1e2deg", 100),
    ])
    func linearAngles(_ angle: String, _ degrees: Double) throws {
        let g = try parse("linear-gradient(\(angle), red, blue)")
        guard case .linear(.angle(let d)) = g.shape else {
            Issue.record("not an angle")
            return
        }
        #expect(abs(d - degrees) < 1e-12)  // exact up to the conversion's rounding
    }

    @Test(arguments: [
        ("to top", 0, -1), ("to right", 1, 0), ("to bottom", 0, 1), ("to left", -1, 0),
        ("to top right", 1, -1), ("to right top", 1, -1), ("to bottom left", -1, 1), ("TO Left Bottom", -1, 1),
    ])
    func sidesAndCorners(_ text: String, _ x: Int, _ y: Int) throws {
        #expect(try parse("linear-gradient(\(text), red, blue)").shape == .linear(.toward(horizontal: x, vertical: y)))
    }

    @Test func stopPositionsAndHints() throws {
        let g = try parse("linear-gradient(red 10px, 30%, blue 20% 1in, green 0)")
        #expect(g.items == [stop(red, .px(10)), .hint(.percent(30)), stop(blue, .percent(20), .px(96)), stop(RGBA(red8: 0, green8: 128, blue8: 0), .px(0))])
    }

    @Test func absoluteUnits() throws {
        // CSS Values 4 §6.2: 1in = 2.54cm = 25.4mm = 72pt = 6pc = 96px.
        let g = try parse("linear-gradient(red 2.54cm, red 25.4mm, red 72pt, red 6pc, red 101.6q)")
        for item in g.items {
            guard case .stop(_, .px(let v)?, nil) = item else {
                Issue.record("not px")
                continue
            }
            #expect(abs(v - 96) < 1e-9)
        }
    }

    @Test func interpolationMethods() throws {
        #expect(try parse("linear-gradient(in srgb, red, blue)").interpolation == .premultipliedSRGB)
        #expect(try parse("linear-gradient(in srgb-linear, red, blue)").interpolation == .linearSRGB)
        #expect(try parse("linear-gradient(in oklab, red, blue)").interpolation == .oklab)
        #expect(try parse("linear-gradient(in oklch, red, blue)").interpolation == .oklch(.shorter))
        #expect(try parse("linear-gradient(in oklch longer hue, red, blue)").interpolation == .oklch(.longer))
        #expect(try parse("linear-gradient(to left in oklch increasing hue, red, blue)").interpolation == .oklch(.increasing))
        let g = try parse("linear-gradient(in oklch decreasing hue 45deg, red, blue)")
        #expect(g.interpolation == .oklch(.decreasing))
        #expect(g.shape == .linear(.angle(45)))
    }

    @Test func radialForms() throws {
        let center = CSSPosition.center
        #expect(try parse("radial-gradient(red, blue)").shape == .radial(.ellipse, .extent(.farthestCorner), center))
        #expect(try parse("radial-gradient(circle, red, blue)").shape == .radial(.circle, .extent(.farthestCorner), center))
        #expect(try parse("radial-gradient(closest-side circle, red, blue)").shape == .radial(.circle, .extent(.closestSide), center))
        #expect(try parse("radial-gradient(ellipse farthest-side, red, blue)").shape == .radial(.ellipse, .extent(.farthestSide), center))
        #expect(try parse("radial-gradient(closest-corner, red, blue)").shape == .radial(.ellipse, .extent(.closestCorner), center))
        #expect(try parse("radial-gradient(20px, red, blue)").shape == .radial(.circle, .circle(radius: .px(20)), center))
        #expect(
            try parse("radial-gradient(20px 30%, red, blue)").shape
                == .radial(.ellipse, .ellipse(radiusX: .px(20), radiusY: .percent(30)), center))
        #expect(
            try parse("radial-gradient(in oklab circle 5px at left, red, blue)")
                == CSSGradient(
                    shape: .radial(.circle, .circle(radius: .px(5)), CSSPosition(x: .percent(0), y: .percent(50))),
                    interpolation: .oklab, items: [stop(red), stop(blue)]))
    }

    @Test(arguments: [
        ("center", CSSPosition.center),
        ("left", CSSPosition(x: .percent(0), y: .percent(50))),
        ("top", CSSPosition(x: .percent(50), y: .percent(0))),
        ("bottom right", CSSPosition(x: .percent(100), y: .percent(100))),
        ("right bottom", CSSPosition(x: .percent(100), y: .percent(100))),
        ("30% 40px", CSSPosition(x: .percent(30), y: .px(40))),
        ("10px", CSSPosition(x: .px(10), y: .percent(50))),
    ])
    func positions(_ text: String, _ expected: CSSPosition) throws {
        guard case .radial(_, _, let p) = try parse("radial-gradient(at \(text), red, blue)").shape else {
            Issue.record("not radial")
            return
        }
        #expect(p == expected)
    }

    @Test func fourValuePosition() throws {
        let g = try parse("conic-gradient(at right 20px bottom 10%, red, blue)")
        #expect(g.shape == .conic(from: 0, at: CSSPosition(x: .px(20), y: .percent(10), fromRight: true, fromBottom: true)))
        #expect(CSSPosition(x: .px(20), y: .percent(10), fromRight: true, fromBottom: true).point(width: 100, height: 50) == SIMD2(80, 45))
    }

    @Test func conicForms() throws {
        #expect(try parse("conic-gradient(red, blue)").shape == .conic(from: 0, at: .center))
        #expect(try parse("conic-gradient(from 0.25turn, red, blue)").shape == .conic(from: 90, at: .center))
        let g = try parse("conic-gradient(from 10deg at 0 0 in oklab, red 0.1turn 90deg, 50%, blue 200grad)")
        #expect(g.shape == .conic(from: 10, at: CSSPosition(x: .px(0), y: .px(0))))
        #expect(g.interpolation == .oklab)
        #expect(g.items == [stop(red, .degrees(36), .degrees(90)), .hint(.percent(50)), stop(blue, .degrees(180))])
    }

    @Test func repeatingForms() throws {
        #expect(try parse("repeating-linear-gradient(red, blue 10px)").isRepeating)
        #expect(try parse("repeating-radial-gradient(red, blue 10px)").isRepeating)
        #expect(try parse("repeating-conic-gradient(red, blue 10deg)").isRepeating)
        #expect(try !parse("linear-gradient(red, blue)").isRepeating)
    }

    @Test func caseCommentsAndSemicolon() throws {
        let g = try parse("  Linear-Gradient( /* a */ TO RIGHT,RED/**/,Blue ) ;")
        #expect(g == CSSGradient(shape: .linear(.toward(horizontal: 1, vertical: 0)), items: [stop(red), stop(blue)]))
    }

    @Test func singleStopIsAllowed() throws {
        // CSS Images 4 §3.5.3 allows a single colour stop (a solid image).
        #expect(try parse("linear-gradient(red)").items == [stop(red)])
    }

    /// Malformed input: the exact one-sentence message, with the column (1-based) and the text.
    @Test(arguments: [
        ("linear-gradient(to right, red, bleu)", "expected a colour at column 32, found 'bleu' (did you mean 'blue'?)."),
        ("", "expected a gradient function such as 'linear-gradient(', 'radial-gradient(' or 'conic-gradient(' at column 1, found the end of the text."),
        (
            "lineal-gradient(red, blue)",
            "expected a gradient function such as 'linear-gradient(', 'radial-gradient(' or 'conic-gradient(' at column 1, found 'lineal-gradient('."
        ),
        ("linear-gradient(red, blue", "expected ',' or ')' at column 26, found the end of the text."),
        ("linear-gradient(red, blue))", "expected the end of the text after the gradient at column 27, found ')'."),
        ("linear-gradient(45, red, blue)", "expected an angle with a unit, such as '45deg' at column 17, found '45'."),
        ("linear-gradient(45px, red, blue)", "expected an angle in deg, rad, grad or turn at column 17, found '45px'."),
        ("linear-gradient(to middle, red, blue)", "expected 'left', 'right', 'top' or 'bottom' after 'to' at column 20, found 'middle'."),
        ("linear-gradient(to left right, red, blue)", "expected ',' at column 25, found 'right'."),
        ("linear-gradient(45deg red, blue)", "expected ',' at column 23, found 'red'."),
        (
            "linear-gradient(in hsv, red, blue)",
            "expected a colour space: 'srgb', 'srgb-linear', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec2020', 'lab', 'oklab', "
                + "'xyz-d50', 'xyz-d65', 'hsl', 'hwb', 'lch', 'oklch' or 'xyz' at column 20, found 'hsv' (did you mean 'hsl'?)."
        ),
        (
            "linear-gradient(in oklabb, red, blue)",
            "expected a colour space: 'srgb', 'srgb-linear', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec2020', 'lab', 'oklab', "
                + "'xyz-d50', 'xyz-d65', 'hsl', 'hwb', 'lch', 'oklch' or 'xyz' at column 20, found 'oklabb' (did you mean 'oklab'?)."
        ),
        (
            "linear-gradient(in OKLCHH, red, blue)",
            "expected a colour space: 'srgb', 'srgb-linear', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec2020', 'lab', 'oklab', "
                + "'xyz-d50', 'xyz-d65', 'hsl', 'hwb', 'lch', 'oklch' or 'xyz' at column 20, found 'OKLCHH' (did you mean 'oklch'?)."
        ),
        (
            "linear-gradient(in srbg, red, blue)",
            "expected a colour space: 'srgb', 'srgb-linear', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec2020', 'lab', 'oklab', "
                + "'xyz-d50', 'xyz-d65', 'hsl', 'hwb', 'lch', 'oklch' or 'xyz' at column 20, found 'srbg' (did you mean 'srgb'?)."
        ),
        (
            "linear-gradient(in 45deg, red, blue)",
            "expected a colour space: 'srgb', 'srgb-linear', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec2020', 'lab', 'oklab', "
                + "'xyz-d50', 'xyz-d65', 'hsl', 'hwb', 'lch', 'oklch' or 'xyz' at column 20, found '45deg'."
        ),
        (
            "linear-gradient(in lab longer hue, red, blue)",
            "expected no hue method after 'lab' (only hsl, hwb, lch and oklch take one) at column 24, found 'longer'."
        ),
        ("linear-gradient(in oklch longer, red, blue)", "expected 'hue' after 'longer' at column 32, found ','."),
        ("linear-gradient(red 10foo, blue)", "expected a length in px or a percentage at column 21, found '10foo'."),
        ("linear-gradient(red calc(10deg), blue)", "expected a length in px or a percentage at column 21, found 'calc('."),
        ("linear-gradient(calc(10px), red, blue)", "expected an angle in deg, rad, grad or turn at column 17, found 'calc('."),
        ("conic-gradient(from calc(1px), red)", "expected an angle in deg, rad, grad or turn after 'from' at column 21, found 'calc('."),
        ("linear-gradient(red calc(1px + 1), blue)", "expected a value that adds to a length at column 32, found '1'."),
        ("linear-gradient(rgb(calc(10 + 10%) 0 0), blue)", "expected a value that adds to a number at column 31, found '10%'."),
        ("linear-gradient(hsl(calc(10%) 50% 50%), blue)", "expected a hue (a number or an angle) at column 21, found 'calc('."),
        ("linear-gradient(red 10, blue)", "expected a length in px or a percentage at column 21, found '10'."),
        ("linear-gradient(10%, red, blue)", "expected a colour (a gradient starts with a colour stop) at column 17, found '10%'."),
        ("linear-gradient(red, 10%, 20%, blue)", "expected a colour between two colour hints at column 27, found '20%'."),
        ("linear-gradient(red, 10%)", "expected ',' and a colour after the colour hint at column 25, found ')'."),
        ("linear-gradient(red,, blue)", "expected a colour at column 21, found ','."),
        ("linear-gradient(red, #12345)", "expected a hex colour of 3, 4, 6 or 8 digits 0-9 and a-f at column 22, found '#12345'."),
        ("radial-gradient(circle 10%, red, blue)", "expected a circle's radius in px (a percentage needs an ellipse) at column 24, found '10%'."),
        ("radial-gradient(circle 10px 20px, red, blue)", "expected one radius for a circle at column 29, found '20px'."),
        ("radial-gradient(ellipse 10px, red, blue)", "expected two radii for an ellipse (horizontal and vertical) at column 25, found '10px'."),
        ("radial-gradient(-5px, red, blue)", "expected a radius of 0 or more at column 17, found '-5px'."),
        ("radial-gradient(at, red, blue)", "expected a position such as 'center', '30% 40%', 'left 20px' or 'right 10px bottom 5px' at column 19, found ','."),
        ("radial-gradient(at top 10px left 5px 3px, red)", "expected ',' at column 38, found '3px'."),
        (
            "radial-gradient(at 10px top 5px left, red)",
            "expected a position such as 'center', '30% 40%', 'left 20px' or 'right 10px bottom 5px' at column 20, found '10px'."
        ),
        // A three-value position is not a <position> (CSS Values 4 §8.3).
        (
            "radial-gradient(at left 20% top, red)",
            "expected a position such as 'center', '30% 40%', 'left 20px' or 'right 10px bottom 5px' at column 29, found 'top'."
        ),
        (
            "radial-gradient(at top left 5px, red)",
            "expected a position such as 'center', '30% 40%', 'left 20px' or 'right 10px bottom 5px' at column 29, found '5px'."
        ),
        ("conic-gradient(from red, blue)", "expected an angle in deg, rad, grad or turn after 'from' at column 21, found 'red'."),
        ("conic-gradient(red 10px, blue)", "expected an angle or a percentage at column 20, found '10px'."),
        ("linear-gradient(rgb(255, 0), blue)", "expected ',' at column 27, found ')'."),
        ("linear-gradient(rgb(255 0 0 0.5), blue)", "expected '/' or ')' at column 29, found '0.5'."),
        ("linear-gradient(hsl(10%, 50%, 50%), blue)", "expected a hue (a number or an angle) at column 21, found '10%'."),
        (
            "linear-gradient(color(display-p4 1 0 0), blue)",
            "expected a colour space: 'srgb', 'srgb-linear', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec2020', 'xyz-d50', "
                + "'xyz-d65' or 'xyz' at column 23, found 'display-p4' (did you mean 'display-p3'?)."
        ),
        (
            "linear-gradient(currentColor, blue)",
            "'currentcolor' at column 17 has no value outside a web page: give the colour itself, or one for it (--current-color, \"currentColor\")."
        ),
        ("linear-gradient(red /* open", "expected '*/' to close the comment at column 21, found the end of the text."),
        ("linear-gradient(red, blue) €", "expected the end of the text after the gradient at column 28, found '€'."),
        // Names and units beyond ASCII keep their text; columns count Unicode scalars.
        ("linear-gradient(röd, blå)", "expected a colour at column 17, found 'röd' (did you mean 'red'?)."),
        ("linear-gradient(🙂, red 10€m, blue)", "expected a colour at column 17, found '🙂'."),
        ("linear-gradient(red 10€m, blue)", "expected a length in px or a percentage at column 21, found '10€m'."),
        ("linear-gradient(𝔯𝔢𝔡, red)", "expected a colour at column 17, found '𝔯𝔢𝔡'."),
    ])
    func malformed(_ text: String, _ message: String) {
        let error = #expect(throws: GradientError.self) { try self.parse(text) }
        #expect(error?.message == message)
        // A syntax error's kind carries the column its sentence names.
        let column = message.firstMatch(of: /^expected .* at column (\d+)/).map { Int($0.1)! }
        #expect(column == nil || error?.kind == .syntax(column: column))
    }

    @Test func tooManyStops() {
        let text = "linear-gradient(" + Array(repeating: "red", count: CSSGradient.maxItemCount + 1).joined(separator: ",") + ")"
        // The first stop over the limit is item maxItemCount, at column 17 + 4 · maxItemCount.
        let column = 17 + 4 * CSSGradient.maxItemCount
        #expect(
            throws: GradientError(.limitExceeded, "The gradient at column \(column) has more than \(CSSGradient.maxItemCount) stops and hints, over the limit.")
        ) {
            try self.parse(text)
        }
    }

    @Test func tooLong() {
        let text = "linear-gradient(red," + String(repeating: " ", count: CSSTokenizer.maxLength) + "blue)"
        #expect(
            throws: GradientError(
                .limitExceeded, "The CSS text is \(CSSTokenizer.maxLength + 25) characters long, over the limit of \(CSSTokenizer.maxLength).")
        ) {
            try self.parse(text)
        }
    }

}
