import GradientCore

/// Reads a math function — `calc()`, `min()`, `max()`, `clamp()`, `round()`, `mod()`, `rem()`,
/// `sin()` … `atan2()`, `pow()`, `sqrt()`, `hypot()`, `log()`, `exp()`, `abs()`, `sign()`,
/// nested — into a ``CSSMathValue`` (CSS Values 4 §10): `+ - * /` with the usual precedence (`+` and `-` need
/// whitespace on both sides, §10.8), parentheses, numbers, dimensions, percentages, the
/// constants `pi`, `e`, `infinity`, `-infinity` and `NaN`, and, in a relative colour, its
/// channel keywords. Types are checked as CSS does (§10.10): a length and a number do not
/// add, `*` needs a number on one side and `/` a number on the right, `min()` of a length and
/// an angle is invalid, and a percentage mixes with a length (or an angle) only where the
/// context says it resolves against one.
///
/// The parser is recursive descent over the token stream, each token read once. It recurses
/// only into a nested function or `(`, which the tokenizer's nesting budget bounds
/// (`CSSTokenizer.maxNesting`); a run of operators at one level (`1px + 1px + …`) is read in a
/// loop into one node holding every operand, so that neither reading nor evaluating, printing
/// or freeing the expression recurses with the length of the text.
enum CSSMathParser {
    /// What a value's place accepts.
    struct Context {
        /// The unit type the place takes (a length, an angle), or `nil` for none.
        var base: CSSMathValue.MathType.Base?
        /// Whether a plain number is accepted.
        var number: Bool
        /// Whether a bare percentage is accepted.
        var percent: Bool
        /// Whether a percentage resolves against `base`, so that the two mix (`<length-percentage>`).
        var mixes: Bool
        /// Channel keywords of a relative colour and their values.
        var keywords: [String: Double] = [:]

        /// `<length-percentage>`: stop positions, hints, positions, radii.
        static let lengthPercentage = Context(base: .length, number: false, percent: true, mixes: true)
        /// `<angle>`: a linear gradient's angle and a conic gradient's `from`.
        static let angle = Context(base: .angle, number: false, percent: false, mixes: false)
        /// `<angle-percentage>`: a conic gradient's stops and hints.
        static let anglePercentage = Context(base: .angle, number: false, percent: true, mixes: true)
    }

    /// Whether `t` starts a math function.
    static func startsMath(_ t: CSSToken) -> Bool {
        if case .function(let name) = t.kind { return CSSMathValue.Function(rawValue: name) != nil }
        return false
    }

    /// Parses the math function that starts at the next token.
    ///
    /// - Parameter what: what the place expects, for the error when the function computes
    ///   the wrong type ("expected a length in px or a percentage at column 21, found 'calc('").
    /// - Throws: ``GradientError`` naming the bad value and its column.
    static func parse(_ s: inout CSSTokenStream, context: Context, what: String) throws -> CSSMathValue {
        let start = s.peek
        var parser = Parser(context: context)
        let (node, type) = try parser.function(&s)
        guard accepts(context, type) else { throw s.error(expected: what, at: start) }
        return CSSMathValue(node: node, type: type)
    }

    /// Whether a place of `context` takes a value of `type`.
    static func accepts(_ context: Context, _ type: CSSMathValue.MathType) -> Bool {
        if type.isNumber { return context.number }
        guard let base = type.base else { return context.percent }
        return base == context.base && (!type.percent || context.mixes)
    }

    /// How a type is named in an error message.
    static func name(_ type: CSSMathValue.MathType) -> String {
        switch (type.base, type.percent) {
        case (nil, false): "a number"
        case (nil, true): "a percentage"
        case (.length?, false): "a length"
        case (.angle?, false): "an angle"
        case (.length?, true): "a length-percentage"
        case (.angle?, true): "an angle-percentage"
        }
    }
    struct Parser {
        var context: Context
        /// The last token read, to check the whitespace around `+` and `-`.
        var previous: CSSToken?

        mutating func take(_ s: inout CSSTokenStream) -> CSSToken {
            let t = s.next()
            previous = t
            return t
        }

        // The functions `sum`, `product`, `value`, `function` and `parenthesized` are the
        // path the parser recurses by, once per function or `(` the text opens: each is kept
        // small, its checks and messages in functions that do not recurse, because a debug
        // build gives a function a frame as large as all its locals together.

        /// A math function whose name is the next token, up to and including its `)`.
        mutating func function(_ s: inout CSSTokenStream) throws -> (CSSMathValue.Node, CSSMathValue.MathType) {
            let head = s.peek
            let (f, strategy) = try functionHead(&s)
            var args: [CSSMathValue.Node] = []
            var types: [(CSSMathValue.MathType, CSSToken)] = []
            repeat {
                let argToken = s.peek
                let (node, t) = try sum(&s)
                args.append(node)
                types.append((t, argToken))
            } while nextArgument(f, count: args.count, &s)
            return try functionEnd(f, head: head, strategy: strategy, args, types, &s)
        }

        /// Reads a math function's name and, for `round()`, its strategy and the comma after it.
        mutating func functionHead(_ s: inout CSSTokenStream) throws -> (CSSMathValue.Function, CSSMathValue.RoundingStrategy?) {
            guard case .function(let name) = s.peek.kind, let f = CSSMathValue.Function(rawValue: name) else {
                throw s.error(expected: "a math function such as 'calc('")
            }
            _ = take(&s)
            var strategy: CSSMathValue.RoundingStrategy?
            if f == .round, case .ident(let word) = s.peek.kind, let given = CSSMathValue.RoundingStrategy(rawValue: word) {
                strategy = given
                _ = take(&s)
                guard case .comma = s.peek.kind else { throw s.error(expected: "',' after the rounding strategy '\(word)'") }
                _ = take(&s)
            }
            return (f, strategy)
        }

        /// Whether another argument of `f` follows its `count`th: reads the `,` between them.
        mutating func nextArgument(_ f: CSSMathValue.Function, count: Int, _ s: inout CSSTokenStream) -> Bool {
            guard count < f.arity.upperBound, case .comma = s.peek.kind else { return false }
            _ = take(&s)
            return true
        }

        /// Checks a math function's arguments and reads its `)`: the function's node and type.
        mutating func functionEnd(
            _ f: CSSMathValue.Function, head: CSSToken, strategy: CSSMathValue.RoundingStrategy?, _ args: [CSSMathValue.Node],
            _ types: [(CSSMathValue.MathType, CSSToken)], _ s: inout CSSTokenStream
        ) throws -> (CSSMathValue.Node, CSSMathValue.MathType) {
            let arity = f.arity
            guard args.count >= arity.lowerBound else {
                throw s.error(expected: "',' and \(f.arguments)")
            }
            guard case .close = s.peek.kind else {
                throw s.error(expected: args.count == arity.upperBound ? "an operator or ')'" : "an operator, ',' or ')'")
            }
            let type = try resultType(f, types, &s)
            _ = take(&s)
            if f == .round {
                if args.count == 1, !type.isNumber {
                    throw s.error(expected: "a step after the value in 'round(' (only a number may leave it out)", at: head)
                }
                return (.rounded(strategy, args[0], args.count > 1 ? args[1] : nil), type)
            }
            return (.function(f, args), type)
        }

        /// The type a function computes from its arguments' types (CSS Values 4 §10.9), or the
        /// error naming the argument that does not fit.
        func resultType(
            _ f: CSSMathValue.Function, _ types: [(CSSMathValue.MathType, CSSToken)], _ s: inout CSSTokenStream
        ) throws -> CSSMathValue.MathType {
            func requireNumbers() throws {
                for (t, token) in types where !t.isNumber {
                    throw s.error(expected: "a number in '\(f.rawValue)(', not \(CSSMathParser.name(t))", at: token)
                }
            }
            // One type shared by every argument, as `min()` needs.
            func consistent() throws -> CSSMathValue.MathType {
                var type = types[0].0
                for (t, token) in types.dropFirst() {
                    guard let combined = combine(type, t) else {
                        throw s.error(expected: "an argument of the same type as the first (\(CSSMathParser.name(type)))", at: token)
                    }
                    type = combined
                }
                return type
            }
            switch f {
            case .calc, .min, .max, .clamp, .round, .mod, .rem, .hypot: return try consistent()
            case .abs: return types[0].0
            case .sign: return .number
            case .sin, .cos, .tan:
                let (t, token) = types[0]
                guard t.isNumber || t == .angle else {
                    throw s.error(expected: "a number or an angle in '\(f.rawValue)(', not \(CSSMathParser.name(t))", at: token)
                }
                return .number
            case .asin, .acos, .atan:
                try requireNumbers()
                return .angle
            case .atan2:
                _ = try consistent()
                return .angle
            case .pow, .sqrt, .log, .exp:
                try requireNumbers()
                return .number
            }
        }

        /// Whether `op` (a `+` or `-`) has whitespace on both sides (CSS Values 4 §10.8).
        func spaced(_ op: CSSToken, next: CSSToken) -> Bool {
            guard let before = previous else { return false }
            return before.column + before.text.unicodeScalars.count < op.column && op.column + 1 < next.column
        }

        /// `product [('+' | '-') product]*`, one node for the whole run.
        mutating func sum(_ s: inout CSSTokenStream) throws -> (CSSMathValue.Node, CSSMathValue.MathType) {
            var (node, type) = try product(&s)
            var steps: [CSSMathValue.Step] = []
            while let op = try sumOperator(&s) {
                let rightToken = s.peek
                let (right, t) = try product(&s)
                type = try sumType(type, t, at: rightToken, &s)
                steps.append(CSSMathValue.Step(op, right))
            }
            if !steps.isEmpty { node = .operation(node, steps) }
            // A signed number or dimension right after a value (`1px -2px`) lacks its operator.
            return (node, type)
        }

        /// Reads the `+` or `-` that comes next, if one does; it needs whitespace on both sides.
        mutating func sumOperator(_ s: inout CSSTokenStream) throws -> CSSMathValue.Operator? {
            let opToken = s.peek
            guard case .other = opToken.kind, let op = CSSMathValue.Operator(rawValue: opToken.text), op == .plus || op == .minus else {
                return nil
            }
            guard spaced(opToken, next: s.peekSecond) else {
                throw s.error(expected: "whitespace on both sides of '\(op.rawValue)'", at: opToken)
            }
            _ = take(&s)
            return op
        }

        /// The type of `a + b`, or the error at `right` (`b`'s first token) when they do not add.
        func sumType(
            _ a: CSSMathValue.MathType, _ b: CSSMathValue.MathType, at right: CSSToken, _ s: inout CSSTokenStream
        ) throws -> CSSMathValue.MathType {
            guard let combined = combine(a, b) else {
                throw s.error(expected: "a value that adds to \(CSSMathParser.name(a))", at: right)
            }
            return combined
        }

        /// `value [('*' | '/') value]*`, one node for the whole run.
        mutating func product(_ s: inout CSSTokenStream) throws -> (CSSMathValue.Node, CSSMathValue.MathType) {
            var (node, type) = try value(&s)
            var steps: [CSSMathValue.Step] = []
            while let op = productOperator(&s) {
                let rightToken = s.peek
                let (right, t) = try value(&s)
                type = try productType(type, op, t, at: rightToken, &s)
                steps.append(CSSMathValue.Step(op, right))
            }
            if !steps.isEmpty { node = .operation(node, steps) }
            return (node, type)
        }

        /// Reads the `*` or `/` that comes next, if one does.
        mutating func productOperator(_ s: inout CSSTokenStream) -> CSSMathValue.Operator? {
            let opToken = s.peek
            if case .slash = opToken.kind {
                _ = take(&s)
                return .divided
            }
            if case .other = opToken.kind, opToken.text == "*" {
                _ = take(&s)
                return .times
            }
            return nil
        }

        /// The type of `a * b` or `a / b`, or the error at `right` (`b`'s first token): `*`
        /// needs a number on one side, `/` a number on the right.
        func productType(
            _ a: CSSMathValue.MathType, _ op: CSSMathValue.Operator, _ b: CSSMathValue.MathType, at right: CSSToken,
            _ s: inout CSSTokenStream
        ) throws -> CSSMathValue.MathType {
            if op == .times {
                if a.isNumber { return b }
                if b.isNumber { return a }
                throw s.error(expected: "a number to multiply \(CSSMathParser.name(a)) by", at: right)
            }
            guard b.isNumber else { throw s.error(expected: "a number to divide by", at: right) }
            return a
        }

        /// A number, dimension, percentage, constant, keyword, `( sum )` or nested function.
        mutating func value(_ s: inout CSSTokenStream) throws -> (CSSMathValue.Node, CSSMathValue.MathType) {
            if CSSMathParser.startsMath(s.peek) { return try function(&s) }
            if case .other = s.peek.kind, s.peek.text == "(" { return try parenthesized(&s) }
            return try leaf(&s)
        }

        /// `( sum )`; the next token is `(`.
        mutating func parenthesized(_ s: inout CSSTokenStream) throws -> (CSSMathValue.Node, CSSMathValue.MathType) {
            _ = take(&s)
            let (inner, type) = try sum(&s)
            guard case .close = s.peek.kind else { throw s.error(expected: "an operator or ')'") }
            _ = take(&s)
            return (.parenthesized(inner), type)
        }

        /// A number, dimension, percentage, constant or keyword.
        mutating func leaf(_ s: inout CSSTokenStream) throws -> (CSSMathValue.Node, CSSMathValue.MathType) {
            let t = s.peek
            switch t.kind {
            case .number(let v) where v.isFinite:
                _ = take(&s)
                return (.number(v), .number)
            case .percentage(let p) where p.isFinite:
                _ = take(&s)
                return (.percentage(p), .percentage)
            case .dimension(let v, let unit) where v.isFinite:
                if CSSAngle.degrees(1, unit: unit) != nil {
                    _ = take(&s)
                    return (.dimension(v, unit), .angle)
                }
                if CSSUnit.isLength(unit) {
                    _ = take(&s)
                    return (.dimension(v, unit), .length)
                }
                throw s.error(expected: "a length or angle unit", at: t)
            case .ident(let name):
                if ["pi", "e", "infinity", "-infinity", "nan"].contains(name) {
                    _ = take(&s)
                    return (.constant(name), .number)
                }
                if let v = context.keywords[name] {
                    _ = take(&s)
                    return (.keyword(name, v), .number)
                }
            default:
                break
            }
            throw s.error(expected: "a number, a length, an angle, a percentage or '('", at: t)
        }

        /// The type of a sum (or of `min()`'s arguments) of `a` and `b`, or `nil` when they do not mix.
        func combine(_ a: CSSMathValue.MathType, _ b: CSSMathValue.MathType) -> CSSMathValue.MathType? {
            if a == b { return a }
            if a.isNumber || b.isNumber { return nil }
            if let x = a.base, let y = b.base, x != y { return nil }
            let combined = CSSMathValue.MathType(base: a.base ?? b.base, percent: a.percent || b.percent)
            if combined.percent, let base = combined.base, !(context.mixes && context.base == base) { return nil }
            return combined
        }
    }
}

extension CSSMathValue.Function {
    /// How many arguments the function takes (`round()`'s strategy not counted).
    var arity: ClosedRange<Int> {
        switch self {
        case .calc, .abs, .sign, .sin, .cos, .tan, .asin, .acos, .atan, .sqrt, .exp: 1...1
        case .round, .log: 1...2
        case .mod, .rem, .atan2, .pow: 2...2
        case .clamp: 3...3
        case .min, .max, .hypot: 1...Int.max
        }
    }

    /// The arguments a function needs, as an error names them ("two arguments in 'mod('").
    var arguments: String {
        switch self {
        case .clamp: "three arguments in 'clamp(' (minimum, value, maximum)"
        default: "\(arity.lowerBound == 1 ? "one argument" : "two arguments") in '\(rawValue)('"
        }
    }
}
