import Foundation
import Testing

@testable import GradientCSS
@testable import GradientCore

/// `calc()`, `min()`, `max()` and `clamp()` (CSS Values 4 §10) against values worked out by
/// hand: precedence, types, constants, errors and the nesting limit. Lengths are compared to
/// 1e-9 px (a few ULPs of pixel-sized doubles).
@Suite struct CSSMathParserTests {
    /// The math function `text` read as a length-percentage.
    func length(_ text: String) throws -> CSSMathValue {
        var s = CSSTokenStream(try CSSTokenizer.tokens(text))
        let m = try CSSMathParser.parse(&s, context: .lengthPercentage, what: "a length in px or a percentage")
        guard case .end = s.peek.kind else { throw s.error(expected: "the end") }
        return m
    }

    func px(_ text: String, reference: Double = 0, viewport: SIMD2<Double> = [200, 100]) throws -> Double {
        try length(text).resolved(relativeTo: reference, viewport: viewport)
    }

    @Test(arguments: [
        // `*` and `/` bind tighter than `+` and `-`; both associate to the left.
        ("calc(2px + 3px * 4)", 14.0),
        ("calc((2px + 3px) * 4)", 20),
        ("calc(2 * 3px + 4px)", 10),
        ("calc(10px - 4px - 3px)", 3),
        ("calc(10px - (4px - 3px))", 9),
        ("calc(12px / 4 * 2)", 6),
        ("calc(12px / (4 * 2))", 1.5),
        ("calc(1px + -2px)", -1),
        ("calc(1in - 90px)", 6),
        ("calc(2em + 1rem)", 48),
        ("calc(((((1px)))))", 1),
        // Nested functions (the em is 16px).
        ("calc(min(10px, calc(2em + 1px)) * 2)", 20),
        ("max(1px, 2px, 3px)", 3),
        ("min(3px, 2px, 1px)", 1),
        ("max(min(5px, 10px), 4px)", 5),
        // clamp(MIN, VAL, MAX) is max(MIN, min(VAL, MAX)): MIN wins over a smaller MAX.
        ("clamp(10px, 30px, 20px)", 20),
        ("clamp(10px, 5px, 20px)", 10),
        ("clamp(50px, 10px, 20px)", 50),
        // Constants (CSS Values 4 §10.7.1).
        ("calc(pi * 1px)", Double.pi),
        ("calc(e * 1px)", M_E),
        ("calc(2px * PI / pi)", 2),
    ])
    func evaluates(_ text: String, _ expected: Double) throws {
        #expect(abs(try px(text) - expected) < 1e-9)
    }

    /// Percentages resolve against the reference, viewport units against the viewport (200×100
    /// here), both per call: `min()` over them picks per size.
    @Test func resolvesPerSize() throws {
        #expect(try px("calc(50% - 10px)", reference: 80) == 30)
        #expect(try px("calc(50% - 10px)", reference: 300) == 140)
        #expect(try px("min(10px, 2vw)", viewport: [200, 100]) == 4)
        #expect(try px("min(10px, 2vw)", viewport: [800, 100]) == 10)
        #expect(try px("clamp(10px, 50%, 40px)", reference: 100) == 40)
        #expect(try px("clamp(10px, 50%, 40px)", reference: 40) == 20)
        #expect(try px("clamp(10px, 50%, 40px)", reference: 10) == 10)
        #expect(try px("calc(10vmin + 10vmax)", viewport: [300, 50]) == 35)
    }

    /// A result that is not a number is 0 and an infinite one the largest finite value (§10.9).
    @Test func censorsNaNAndInfinity() throws {
        #expect(try px("calc(infinity * 1px)") == .greatestFiniteMagnitude)
        #expect(try px("calc(-infinity * 1px)") == -.greatestFiniteMagnitude)
        #expect(try px("calc(NaN * 1px)") == 0)
        #expect(try px("calc(1px / 0)") == .greatestFiniteMagnitude)
        #expect(try px("calc(0px / 0)") == 0)
        #expect(try px("min(NaN * 1px, 5px)") == 0)
    }

    /// The text as written, numbers in shortest exact form, `NaN` in its CSS spelling.
    @Test(arguments: [
        ("calc(50% - 2em)", "calc(50% - 2em)"),
        ("CALC( ( 1PX + 2Vw ) * 3 )", "calc((1px + 2vw) * 3)"),
        ("clamp(1px,2px,3px)", "clamp(1px, 2px, 3px)"),
        ("calc(NaN * 1px + 0.30000000000000004px)", "calc(NaN * 1px + 0.30000000000000004px)"),
        ("min(-infinity * 1px, 1e-07px)", "min(-infinity * 1px, 1e-07px)"),
    ])
    func writesAsWritten(_ text: String, _ css: String) throws {
        #expect(try length(text).css == css)
    }

    /// Type errors (§10.10) and syntax errors name the bad value and its column.
    @Test(arguments: [
        ("calc(10px + 2)", "expected a value that adds to a length at column 13, found '2'."),
        ("calc(2 + 10px)", "expected a value that adds to a number at column 10, found '10px'."),
        ("calc(10px * 2px)", "expected a number to multiply a length by at column 13, found '2px'."),
        ("calc(10px / 2px)", "expected a number to divide by at column 13, found '2px'."),
        ("min(10px, 10deg)", "expected an argument of the same type as the first (a length) at column 11, found '10deg'."),
        ("calc(10% + 10deg)", "expected a value that adds to a percentage at column 12, found '10deg'."),
        ("calc(1px+ 2px)", "expected whitespace on both sides of '+' at column 9, found '+'."),
        ("calc(1px -2px)", "expected an operator or ')' at column 10, found '-2px'."),
        ("calc(1px - 2px", "expected an operator or ')' at column 15, found the end of the text."),
        ("calc(10foo)", "expected a length or angle unit at column 6, found '10foo'."),
        ("calc(red)", "expected a number, a length, an angle, a percentage or '(' at column 6, found 'red'."),
        ("calc()", "expected a number, a length, an angle, a percentage or '(' at column 6, found ')'."),
        ("clamp(1px, 2px)", "expected ',' and three arguments in 'clamp(' (minimum, value, maximum) at column 15, found ')'."),
        ("calc(1px, 2px)", "expected an operator or ')' at column 9, found ','."),
        ("calc(1deg)", "expected a length in px or a percentage at column 1, found 'calc('."),
        ("calc(2)", "expected a length in px or a percentage at column 1, found 'calc('."),
    ])
    func rejects(_ text: String, _ message: String) {
        let error = #expect(throws: GradientError.self) { try self.length(text) }
        #expect(error?.message == message)
    }

    /// 32 levels of nesting read; the 33rd is over the limit, whether parentheses or functions.
    @Test func nestingDepthIsLimited() throws {
        let ok = "calc(" + String(repeating: "(", count: 31) + "1px" + String(repeating: ")", count: 31) + ")"
        #expect(try px(ok) == 1)
        let deep = "calc(" + String(repeating: "(", count: 32) + "1px" + String(repeating: ")", count: 32) + ")"
        let error = #expect(throws: GradientError.self) { try self.length(deep) }
        #expect(error?.kind == .limitExceeded)
        #expect(error?.message == "The math expression at column 37 nests more than 32 levels deep, over the limit.")
        let functions = String(repeating: "min(", count: 33) + "1px" + String(repeating: ")", count: 33)
        #expect(throws: GradientError.self) { try self.length(functions) }
        // A hostile 100,000 levels fails fast at the limit instead of recursing.
        let hostile = String(repeating: "calc(", count: 100_000)
        #expect(throws: GradientError.self) { try self.length(hostile) }
    }

    /// Where a math function goes: a percentage mixes with a length only in a length-percentage
    /// place, with an angle only in an angle-percentage one.
    @Test func contextsCheckTheType() throws {
        func parse(_ text: String, _ context: CSSMathParser.Context) throws -> CSSMathValue {
            var s = CSSTokenStream(try CSSTokenizer.tokens(text))
            return try CSSMathParser.parse(&s, context: context, what: "a value")
        }
        #expect(try parse("calc(10% + 9deg)", .anglePercentage).resolved(relativeTo: 360, viewport: .zero) == 45)
        #expect(throws: GradientError.self) { try parse("calc(10% + 9deg)", .angle) }
        #expect(throws: GradientError.self) { try parse("calc(10% + 9px)", .anglePercentage) }
        #expect(throws: GradientError.self) { try parse("calc(10%)", .angle) }
        #expect(try parse("calc(0.25turn + 45deg)", .angle).resolved(relativeTo: 0, viewport: .zero) == 135)
    }
}
