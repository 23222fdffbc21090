import Foundation
import GradientCore

/// A CSS value that is only known on a box of some size: a length in a font-relative or
/// viewport unit (`2em`, `10vw`) or a math function (`calc(50% - 10px)`, `min(10vw, 40px)`,
/// `clamp(0deg, 10% + 5deg, 90deg)`; CSS Values 4 §6 and §10), kept as written.
///
/// It resolves at paint time, per render size, as a browser does: percentages against the
/// context's reference (the gradient line, the box side or a turn), viewport units against
/// the render size, font-relative units against a 16px font (see the internal `CSSUnit`).
///
/// ```swift
/// let g = try CSSGradient(parsing: "linear-gradient(red calc(50% - 2em), blue)")
/// // the stop sits at 18px on a 100px tall box, at 68px on a 200px one
/// ```
public struct CSSMathValue: Sendable, Hashable {
    /// The expression as parsed.
    package var node: Node
    /// What the expression computes.
    package var type: MathType

    package init(node: Node, type: MathType) {
        self.node = node
        self.type = type
    }

    /// The value as CSS text, as written (numbers in their shortest exact form):
    /// `calc(50% - 2em)`, `10vw`.
    public var css: String { node.css }

    /// Whether a percentage takes part (so the value depends on the percentage's reference).
    public var hasPercentage: Bool { type.percent }

    /// The value in px (or degrees, for an angle) with percentages taken of `reference` and
    /// viewport units of `viewport` (width, height in px). A result that is not a number is
    /// `0` and an infinite one the largest finite value of its sign (CSS Values 4 §10.9).
    public func resolved(relativeTo reference: Double, viewport: SIMD2<Double>) -> Double {
        CSSMathValue.censored(node.evaluate(CSSMathEnvironment(percentBasis: reference, viewport: viewport)))
    }

    /// `v` with NaN as `0` and infinities as the largest finite values (CSS Values 4 §10.9).
    static func censored(_ v: Double) -> Double {
        if v.isNaN { return 0 }
        if v == .infinity { return .greatestFiniteMagnitude }
        if v == -.infinity { return -.greatestFiniteMagnitude }
        return v
    }

    /// One node of a math expression (CSS Values 4 §10.1), as written.
    package indirect enum Node: Sendable, Hashable {
        /// A number such as `2` or `0.5`.
        case number(Double)
        /// `pi`, `e`, `infinity`, `-infinity` or `nan` (CSS Values 4 §10.7.1; lowercased, written `NaN`).
        case constant(String)
        /// A percentage such as `50%` (the number before `%`).
        case percentage(Double)
        /// A number with a length or angle unit (unit lowercased): `10px`, `2em`, `45deg`.
        case dimension(Double, String)
        /// A channel keyword of a relative colour (`r`, `l`, `alpha`, …), bound when parsed.
        case keyword(String, Double)
        /// A run of operators at one level, applied left to right: `a + b - c` (operands that
        /// are products or values) or `a * b / c` (operands that are values). One node for
        /// the whole run, however long, so that nothing recurses with its length.
        case operation(Node, [Step])
        /// `( … )` inside a math function.
        case parenthesized(Node)
        /// A math function with its arguments: `calc()`, `min()`, `abs()`, `sin()`, `hypot()` …
        /// (every one but `round()`).
        case function(Function, [Node])
        /// `round(strategy, A, B)`; the strategy `nil` when not written (`nearest`), `B` `nil`
        /// when not written (`1`, allowed for a number only).
        case rounded(RoundingStrategy?, Node, Node?)
    }

    /// One operator of a run and the operand on its right.
    package struct Step: Sendable, Hashable {
        package var op: Operator
        package var operand: Node

        package init(_ op: Operator, _ operand: Node) {
            self.op = op
            self.operand = operand
        }
    }

    /// An arithmetic operator of `calc()`.
    package enum Operator: String, Sendable, Hashable {
        case plus = "+"
        case minus = "-"
        case times = "*"
        case divided = "/"
    }

    /// A math function (CSS Values 4 §10.2–§10.8).
    package enum Function: String, Sendable, Hashable, CaseIterable {
        case calc, min, max, clamp
        /// Stepped values (§10.5).
        case round, mod, rem
        /// Trigonometry (§10.6): `sin`, `cos`, `tan` take a number (radians) or an angle; the
        /// inverse functions give an angle.
        case sin, cos, tan, asin, acos, atan, atan2
        /// Exponents and logarithms (§10.7).
        case pow, sqrt, hypot, log, exp
        /// Signs (§10.8).
        case abs, sign
    }

    /// How `round()` picks between the two multiples of its step around its value (§10.5.1).
    package enum RoundingStrategy: String, Sendable, Hashable, CaseIterable {
        /// The nearer one, the upper on a tie (the default).
        case nearest
        /// The upper one (towards +∞).
        case up
        /// The lower one (towards −∞).
        case down
        /// The one nearer zero.
        case toZero = "to-zero"
    }

    /// What an expression computes (CSS Values 4 §10.10, restricted to the types gradients
    /// and colours use): a number, or a length or angle, with or without a percentage taking
    /// part. A bare percentage has `base == nil` and `percent == true`.
    package struct MathType: Sendable, Hashable {
        /// Length, angle, or neither (a number or a bare percentage).
        package enum Base: Sendable, Hashable { case length, angle }
        package var base: Base?
        package var percent: Bool

        package static let number = MathType(base: nil, percent: false)
        package static let percentage = MathType(base: nil, percent: true)
        package static let length = MathType(base: .length, percent: false)
        package static let angle = MathType(base: .angle, percent: false)

        /// Whether the type is a plain number.
        package var isNumber: Bool { base == nil && !percent }
    }
}

extension CSSMathValue {
    /// `round(strategy, a, step)` (CSS Values 4 §10.5.1): a multiple of `step` (its sign
    /// ignored) picked by `strategy`; NaN for a zero step or two infinities, `a` itself when
    /// infinite, and for an infinite step zero or an infinity of `a`'s sign as the strategy says.
    static func round(_ a: Double, step b: Double, _ strategy: RoundingStrategy) -> Double {
        if a.isNaN || b.isNaN || b == 0 || (a.isInfinite && b.isInfinite) { return .nan }
        if a.isInfinite { return a }
        if b.isInfinite {
            switch strategy {
            case .up: return a > 0 ? .infinity : a.sign == .minus ? -0.0 : 0
            case .down: return a < 0 ? -.infinity : a.sign == .minus ? -0.0 : 0
            case .nearest, .toZero: return a.sign == .minus ? -0.0 : 0
            }
        }
        let step = Swift.abs(b)
        let lower = (a / step).rounded(.down) * step
        let upper = lower == a ? a : lower + step
        let result: Double
        switch strategy {
        case .up: result = upper
        case .down: result = lower
        case .nearest: result = a - lower < upper - a ? lower : upper
        case .toZero: result = Swift.abs(lower) < Swift.abs(upper) ? lower : upper
        }
        // Zero keeps the sign of `a` (a negative value rounded to zero is −0).
        return result == 0 ? (a.sign == .minus ? -0.0 : 0) : result
    }

    /// `mod(a, b)` (`modulo`: the sign of `b`) or `rem(a, b)` (the sign of `a`) (CSS Values 4
    /// §10.5.2): NaN for a zero `b` or an infinite `a`; an infinite `b` leaves `a`, except
    /// that `mod` of values of opposite signs is NaN.
    static func remainder(_ a: Double, _ b: Double, modulo: Bool) -> Double {
        if a.isNaN || b.isNaN || b == 0 || a.isInfinite { return .nan }
        if b.isInfinite {
            return modulo && a != 0 && (a < 0) != (b < 0) ? .nan : a
        }
        let r = a.truncatingRemainder(dividingBy: b)
        if modulo, r != 0, (r < 0) != (b < 0) { return r + b }
        return r
    }
}

/// What a math expression resolves against: the percentage's reference, the viewport and
/// the channel keywords of a relative colour.
struct CSSMathEnvironment {
    /// What `100%` is worth.
    var percentBasis: Double
    /// The viewport's width and height in px.
    var viewport: SIMD2<Double>
}

extension CSSMathValue.Node {
    /// The value with lengths in px, angles in degrees and percentages of the environment's basis.
    func evaluate(_ env: CSSMathEnvironment) -> Double {
        switch self {
        case .number(let v): return v
        case .constant(let name):
            switch name {
            case "pi": return .pi
            case "e": return 2.718281828459045
            case "infinity": return .infinity
            case "-infinity": return -.infinity
            default: return .nan
            }
        case .percentage(let p): return p / 100 * env.percentBasis
        case .dimension(let v, let unit):
            if let d = CSSAngle.degrees(v, unit: unit) { return d }
            return CSSUnit.pixels(v, unit: unit, viewport: env.viewport) ?? .nan
        case .keyword(_, let v): return v
        case .parenthesized(let inner): return inner.evaluate(env)
        case .operation(let first, let steps):
            var x = first.evaluate(env)
            for step in steps {
                let y = step.operand.evaluate(env)
                switch step.op {
                case .plus: x += y
                case .minus: x -= y
                case .times: x *= y
                case .divided: x /= y
                }
            }
            return x
        case .rounded(let strategy, let a, let b):
            return CSSMathValue.round(a.evaluate(env), step: b?.evaluate(env) ?? 1, strategy ?? .nearest)
        case .function(let f, let args):
            let values = args.map { $0.evaluate(env) }
            let x = values.first ?? .nan
            let y = values.count > 1 ? values[1] : .nan
            switch f {
            case .calc: return x
            case .min, .max:
                // NaN in any argument makes the result NaN (CSS Values 4 §10.9).
                if values.contains(where: \.isNaN) { return .nan }
                return (f == .min ? values.min() : values.max()) ?? .nan
            case .clamp:
                guard values.count == 3, !values.contains(where: \.isNaN) else { return .nan }
                // `max(MIN, min(VAL, MAX))`: MIN wins when it exceeds MAX (CSS Values 4 §10.4).
                return Swift.max(values[0], Swift.min(values[1], values[2]))
            case .round: return CSSMathValue.round(x, step: values.count > 1 ? y : 1, .nearest)
            case .mod, .rem: return CSSMathValue.remainder(x, y, modulo: f == .mod)
            case .sin, .cos, .tan:
                // An angle argument is in degrees here; a number is radians (§10.6).
                let radians = args[0].isAngle ? x * .pi / 180 : x
                return f == .sin ? Foundation.sin(radians) : f == .cos ? Foundation.cos(radians) : Foundation.tan(radians)
            case .asin: return Foundation.asin(x) * 180 / .pi
            case .acos: return Foundation.acos(x) * 180 / .pi
            case .atan: return Foundation.atan(x) * 180 / .pi
            case .atan2: return Foundation.atan2(x, y) * 180 / .pi
            case .pow: return Foundation.pow(x, y)
            case .sqrt: return x.squareRoot()
            case .hypot:
                // Scaled by the largest magnitude so that large lengths do not overflow.
                let m = values.map(Swift.abs).max() ?? .nan
                guard m.isFinite, m > 0 else { return values.contains(where: \.isNaN) ? .nan : m }
                return m * values.map { ($0 / m) * ($0 / m) }.reduce(0, +).squareRoot()
            case .log: return values.count > 1 ? Foundation.log(x) / Foundation.log(y) : Foundation.log(x)
            case .exp: return Foundation.exp(x)
            case .abs: return Swift.abs(x)
            case .sign: return x.isNaN || x == 0 ? x : x > 0 ? 1 : -1
            }
        }
    }

    /// Whether the node computes an angle (so `sin()` reads it in degrees, not radians).
    var isAngle: Bool {
        switch self {
        case .number, .constant, .keyword, .percentage: false
        case .dimension(_, let unit): CSSAngle.degrees(1, unit: unit) != nil
        case .parenthesized(let inner): inner.isAngle
        case .operation(let first, let steps): first.isAngle || steps.contains { $0.op != .divided && $0.operand.isAngle }
        case .rounded(_, let a, _): a.isAngle
        case .function(let f, let args):
            switch f {
            case .asin, .acos, .atan, .atan2: true
            case .sin, .cos, .tan, .pow, .sqrt, .log, .exp, .sign: false
            case .calc, .min, .max, .clamp, .round, .mod, .rem, .hypot, .abs: args.contains(where: \.isAngle)
            }
        }
    }

    /// Whether the value is the same on every box (no percentage or viewport unit).
    var isFixed: Bool {
        switch self {
        case .number, .constant, .keyword: true
        case .percentage: false
        case .dimension(_, let unit): CSSAngle.degrees(1, unit: unit) != nil || CSSUnit.isFixed(unit)
        case .parenthesized(let inner): inner.isFixed
        case .operation(let first, let steps): first.isFixed && steps.allSatisfy(\.operand.isFixed)
        case .function(_, let args): args.allSatisfy(\.isFixed)
        case .rounded(_, let a, let b): a.isFixed && (b?.isFixed ?? true)
        }
    }

    /// The node as CSS text, as written.
    var css: String {
        switch self {
        case .number(let v): formatNumberExactly(v)
        case .constant(let name): name == "nan" ? "NaN" : name
        case .percentage(let p): formatNumberExactly(p) + "%"
        case .dimension(let v, let unit): formatNumberExactly(v) + unit
        case .keyword(let name, _): name
        case .parenthesized(let inner): "(" + inner.css + ")"
        case .operation(let first, let steps): steps.reduce(into: first.css) { $0 += " " + $1.op.rawValue + " " + $1.operand.css }
        case .function(let f, let args): f.rawValue + "(" + args.map(\.css).joined(separator: ", ") + ")"
        case .rounded(let strategy, let a, let b): "round(" + [strategy?.rawValue, a.css, b?.css].compactMap { $0 }.joined(separator: ", ") + ")"
        }
    }
}
