import Foundation
import GradientCore
import Testing

@testable import GradientCSS

/// The math functions beyond `calc()`/`min()`/`max()`/`clamp()` (CSS Values 4 §10.5–§10.8:
/// `round()`, `mod()`, `rem()`, trigonometry, `pow()`, `sqrt()`, `hypot()`, `log()`, `exp()`,
/// `abs()`, `sign()`), against the values Chromium 156.0.8078.114 computes for the same text
/// (read from registered `<number>`, `<length>` and `<angle>` custom properties, printed to 6
/// significant digits, hence the 1e-5 relative tolerance), and the texts it rejects
/// (`CSS.supports` false for `width`, `margin-left`, `opacity` and `rotate`).
@Suite struct CSSMathParserFunctionsTests {
    enum Place: Sendable { case number, length, angle }

    static func context(_ place: Place) -> CSSMathParser.Context {
        switch place {
        case .number: CSSMathParser.Context(base: nil, number: true, percent: false, mixes: false)
        case .length: .lengthPercentage
        case .angle: .angle
        }
    }

    /// The math function `text` in `place`, resolved (no percentage, a 200×100 viewport).
    static func value(_ text: String, in place: Place) throws -> Double {
        var s = CSSTokenStream(try CSSTokenizer.tokens(text))
        let m = try CSSMathParser.parse(&s, context: context(place), what: "a value")
        guard case .end = s.peek.kind else { throw s.error(expected: "the end") }
        return m.resolved(relativeTo: 0, viewport: [200, 100])
    }

    @Test(
        arguments: [
            (.number, "round(10,10)", 10.0),
            (.number, "round(up, 101, 10)", 110.0),
            (.number, "round(down, 106, 10)", 100.0),
            (.number, "round(to-zero, 105, 10)", 100.0),
            (.number, "round(to-zero, -105, 10)", -100.0),
            (.number, "round(-100, 10)", -100.0),
            (.number, "round(up, -103, 10)", -100.0),
            (.number, "round(2.5)", 3.0),
            (.number, "round(-2.5)", -2.0),
            (.number, "round(7, -3)", 6.0),
            (.number, "round(nearest, 15, 10)", 20.0),
            (.number, "round(-15, 10)", -10.0),
            (.number, "round(down, -0.5, 1)", -1.0),
            (.number, "mod(18, 5)", 3.0),
            (.number, "mod(-18, 5)", 2.0),
            (.number, "rem(-18, 5)", -3.0),
            (.number, "mod(18, -5)", -2.0),
            (.number, "rem(18, -5)", 3.0),
            (.number, "mod(1, 1)", 0.0),
            (.number, "mod(7.5, 2)", 1.5),
            (.number, "rem(-7.5, 2)", -1.5),
            (.number, "sin(30deg)", 0.5),
            (.number, "cos(pi)", -1.0),
            (.number, "tan(45deg)", 1.0),
            (.number, "sin(1)", 0.841471),
            (.number, "cos(0.5turn)", -1.0),
            (.number, "sin(100grad)", 1.0),
            (.number, "tan(0.125turn)", 1.0),
            (.number, "pow(2, 10)", 1024.0),
            (.number, "sqrt(2)", 1.41421),
            (.number, "hypot(3, 4)", 5.0),
            (.number, "hypot(1, 2, 2)", 3.0),
            (.number, "log(8, 2)", 3.0),
            (.number, "log(e)", 1.0),
            (.number, "exp(1)", 2.71828),
            (.number, "pow(2, -1)", 0.5),
            (.number, "sign(-3px)", -1.0),
            (.number, "sign(0)", 0.0),
            (.number, "sign(1em - 10px)", 1.0),
            (.number, "sign(-0.5)", -1.0),
            (.number, "abs(-3)", 3.0),
            (.number, "calc(2 * sign(-4deg))", -2.0),
            (.number, "calc(sin(pi / 6) * 4)", 2.0),
            (.length, "round(up, 101px, 100px)", 200.0),
            (.length, "round(nearest, 1.33rem, 0.25rem)", 20.0),
            (.length, "mod(18px, 5px)", 3.0),
            (.length, "rem(-18px, 5px)", -3.0),
            (.length, "hypot(30px, 40px)", 50.0),
            (.length, "abs(-2em)", 32.0),
            (.length, "calc(10px * sign(-5px))", -10.0),
            (.length, "calc(100px * sin(30deg))", 50.0),
            (.length, "calc(1px * pow(2, 3))", 8.0),
            (.length, "calc(1px * exp(0))", 1.0),
            (.length, "round(down, 77px, 10px)", 70.0),
            (.length, "mod(-7px, 3px)", 2.0),
            (.length, "calc(10px * cos(60deg))", 5.0),
            (.length, "calc(8px * tan(atan(0.25)))", 2.0),
            (.angle, "atan2(1, 1)", 45.0),
            (.angle, "acos(0.5)", 60.0),
            (.angle, "asin(0.5)", 30.0),
            (.angle, "atan(1)", 45.0),
            (.angle, "atan2(1, -1)", 135.0),
            (.angle, "atan2(10px, -10px)", 135.0),
            (.angle, "round(up, 100deg, 30deg)", 120.0),
            (.angle, "mod(400deg, 360deg)", 40.0),
            (.angle, "abs(-10deg)", 10.0),
            (.angle, "rem(-400deg, 360deg)", -40.0),
            (.angle, "hypot(3deg, 4deg)", 5.0),
            (.angle, "calc(atan2(-1, 0) * 2)", -180.0),
        ] as [(Place, String, Double)])
    func computesAsChromium(_ place: Place, _ text: String, _ expected: Double) throws {
        let v = try Self.value(text, in: place)
        #expect(abs(v - expected) <= 1e-5 * max(1, abs(expected)), "\(text) = \(v)")
    }

    @Test(arguments: [
        "round(1px)",
        "mod(1px, 1)",
        "sin(1px)",
        "asin(1deg)",
        "pow(1px, 2)",
        "sqrt(4px)",
        "log(1px)",
        "exp(1deg)",
        "round(up)",
        "round(up, 1, 2, 3)",
        "round(sideways, 1, 2)",
        "sign()",
        "hypot(1px, 1deg)",
        "atan2(1px, 1deg)",
        "round(1, nearest)",
        "mod(1)",
        "abs(1, 2)",
        "round(up 1, 2)",
        "sin(10%)",
        "tan(1deg, 2deg)",
        "log(1, 2, 3)",
        "atan2(10%, 5px)",
    ])
    func rejectsAsChromium(_ text: String) {
        for place in [Place.number, .length, .angle] {
            #expect(throws: GradientError.self, "\(text) as \(place)") { try Self.value(text, in: place) }
        }
    }

    /// The edge cases of CSS Values 4 §10.5.1 and §10.9: a zero step is NaN (censored to 0),
    /// an infinite value stays infinite (censored to the largest finite), an infinite step
    /// rounds to zero or to an infinity as the strategy says; zero results keep the sign.
    @Test func steppedEdgeCases() {
        #expect(CSSMathValue.round(5, step: 0, .nearest).isNaN)
        #expect(CSSMathValue.round(.infinity, step: 3, .down) == .infinity)
        #expect(CSSMathValue.round(.infinity, step: .infinity, .up).isNaN)
        #expect(CSSMathValue.round(5, step: .infinity, .up) == .infinity)
        #expect(CSSMathValue.round(-5, step: .infinity, .up).sign == .minus)
        #expect(CSSMathValue.round(-5, step: .infinity, .up) == 0)
        #expect(CSSMathValue.round(-5, step: .infinity, .down) == -.infinity)
        #expect(CSSMathValue.round(5, step: .infinity, .toZero) == 0)
        #expect(CSSMathValue.round(-0.2, step: 1, .nearest).sign == .minus)
        #expect(CSSMathValue.remainder(5, 0, modulo: true).isNaN)
        #expect(CSSMathValue.remainder(.infinity, 3, modulo: false).isNaN)
        #expect(CSSMathValue.remainder(5, .infinity, modulo: false) == 5)
        #expect(CSSMathValue.remainder(-5, .infinity, modulo: true).isNaN)
        #expect(CSSMathValue.remainder(-5, .infinity, modulo: false) == -5)
    }

    /// The text is written back as read (strategy and step only when written).
    @Test(arguments: [
        ("round(7px, 2px)", "round(7px, 2px)"),
        ("ROUND(TO-ZERO, -7PX, 2PX)", "round(to-zero, -7px, 2px)"),
        ("calc(1px * sign(-2px) + hypot(3px, 4px))", "calc(1px * sign(-2px) + hypot(3px, 4px))"),
        ("mod(atan2(1, 2), 5deg)", "mod(atan2(1, 2), 5deg)"),
    ])
    func writesAsRead(_ text: String, _ written: String) throws {
        var s = CSSTokenStream(try CSSTokenizer.tokens(text))
        let m = try CSSMathParser.parse(&s, context: text.contains("atan2") ? .angle : .lengthPercentage, what: "a value")
        #expect(m.css == written)
    }

    /// Inside a colour channel, a sign of a length works as in the WPT colour cases
    /// (`hsl(calc(50deg + (sign(1em - 10px) * 10deg)) 0% 0% / 50%)`: the em is 16px, so +1).
    @Test func signInAColour() throws {
        let a = try CSSColor(parsing: "hsl(calc(50deg + (sign(1em - 10px) * 10deg)) 100% 50%)")
        let b = try CSSColor(parsing: "hsl(60deg 100% 50%)")
        #expect(a.rgba == b.rgba)
    }
}
