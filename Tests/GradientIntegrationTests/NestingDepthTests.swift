import Foundation
import GradientKit
import GradientTestSupport
import GradientViewModel
import Testing

/// Every recursive construct of the CSS grammar (colour functions nesting colours:
/// `color-mix()`, `light-dark()`, relative colours; math functions and parentheses) shares
/// one nesting budget of 32 functions and parentheses, counted from the outermost (a
/// gradient function is a level), with one sentence for going over it; and every input
/// within the documented limits (1 MiB of text) parses on a 512 KiB thread, the size of an
/// app's secondary threads, whether it nests or chains.
@Suite struct NestingDepthTests {
    /// The budget, written out rather than read from the tokenizer so that a change to it is
    /// a deliberate change here too.
    static let budget = 32
    /// The longest CSS text read: 1,048,576 characters (the README's limits).
    static let textLimit = 1 << 20

    /// A colour that opens `levels` functions or parentheses, each construct alone.
    static let shapes: [(name: String, colour: @Sendable (Int) -> String)] = [
        ("color-mix", { n in String(repeating: "color-mix(in srgb, ", count: n) + "red" + String(repeating: ", blue)", count: n) }),
        ("light-dark", { n in String(repeating: "light-dark(", count: n) + "red" + String(repeating: ", blue)", count: n) }),
        ("relative rgb", { n in String(repeating: "rgb(from ", count: n) + "red" + String(repeating: " r g b)", count: n) }),
        ("relative color", { n in String(repeating: "color(from ", count: n) + "red" + String(repeating: " srgb r g b)", count: n) }),
        ("calc", { n in "rgb(" + String(repeating: "calc(", count: n - 1) + "255" + String(repeating: ")", count: n - 1) + " 0 0)" }),
        ("parentheses", { n in "rgb(calc(" + String(repeating: "(", count: n - 2) + "255" + String(repeating: ")", count: n - 2) + ") 0 0)" }),
        ("mixed", mixed),
    ]

    /// A colour mixing every construct, `levels` deep: light-dark, color-mix and relative
    /// colours in turn, then (for the last levels) a maths channel with parentheses inside.
    @Sendable static func mixed(_ levels: Int) -> String {
        var open = ""
        var close = ""
        var n = levels
        // The innermost colour: rgb() with a calc() holding parentheses, three levels or fewer.
        let inner = min(n, 3)
        n -= inner
        let innermost =
            inner == 1 ? "rgb(255 0 0)" : inner == 2 ? "rgb(calc(255) 0 0)" : "rgb(calc((255)) 0 0)"
        var k = 0
        while n > 0 {
            switch k % 3 {
            case 0:
                open += "light-dark("
                close = ", blue)" + close
            case 1:
                open += "color-mix(in oklab, "
                close = " 100%, blue)" + close
            default:
                open += "rgb(from "
                close = " r g b)" + close
            }
            n -= 1
            k += 1
        }
        return open + innermost + close
    }

    /// The one sentence for text nesting past the budget at `column`, which the error also
    /// carries as its ``GradientError/column`` (the command-line tool places it in a file).
    static func overBudget(at column: Int) -> GradientError {
        GradientError(
            .limitExceeded, "The CSS at column \(column) nests functions and parentheses more than 32 levels deep, over the limit.", column: column)
    }

    /// The column (1-based, in characters) where the `level`th function or `(` of `text`
    /// opens: the start of the function's name (`color-mix(`), or the `(` itself.
    static func column(ofLevel level: Int, in text: String) -> Int {
        let scalars = Array(text.unicodeScalars)
        var depth = 0
        for (i, c) in scalars.enumerated() {
            if c == "(" {
                depth += 1
                guard depth == level else { continue }
                var start = i
                while start > 0, scalars[start - 1].properties.isAlphabetic || scalars[start - 1] == "-" { start -= 1 }
                return start + 1
            } else if c == ")" {
                depth -= 1
            }
        }
        return -1
    }

    /// Runs `body` on a `Thread` whose `stackSize` is 512 KiB and waits for it: a stack
    /// overflow ends the test process, which is the failure this suite guards against.
    static func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        StackProbe.onThread(stackSize: 512 * 1024, body)
    }

    /// What each entry point makes of `text`: the error it throws, or `nil` when it reads.
    static func outcomes(colour text: String) -> [String: GradientError?] {
        func attempt(_ body: () throws -> Void) -> GradientError? {
            do {
                try body()
                return nil
            } catch let error as GradientError { return error } catch { return GradientError(.invalidValue, "\(error)") }
        }
        let gradient = "linear-gradient(\(text), red)"
        var state = GradientViewState()
        state.gradientString = gradient
        let viewProblem = state.resolve(width: 10, height: 10).problem
        return [
            "CSSColor(parsing:)": attempt { _ = try CSSColor(parsing: text) },
            "GradientDefinition(parsing:)": attempt { _ = try GradientDefinition(parsing: gradient) },
            "gradientString": viewProblem,
        ]
    }

    /// At the budget every construct reads, on a 512 KiB stack: the colour alone is 32 levels;
    /// inside a gradient function it is 31 (the gradient is the 32nd).
    @Test(arguments: shapes.map(\.name))
    func theBudgetReads(_ name: String) throws {
        let make = try #require(Self.shapes.first { $0.name == name }).colour
        let results = Self.onSmallStack { () -> [String] in
            var failures: [String] = []
            do { _ = try CSSColor(parsing: make(Self.budget)) } catch { failures.append("colour at \(Self.budget): \(error)") }
            let gradient = "linear-gradient(\(make(Self.budget - 1)), red)"
            do { _ = try GradientDefinition(parsing: gradient) } catch { failures.append("gradient: \(error)") }
            var state = GradientViewState()
            state.gradientString = gradient
            if let problem = state.resolve(width: 10, height: 10).problem { failures.append("gradientString: \(problem)") }
            return failures
        }
        #expect(results.isEmpty, "\(results)")
    }

    /// One level past the budget, and far past it (a few thousand levels, and as many as
    /// 1 MiB of text holds), every construct gives the one sentence naming where the 33rd
    /// level opens, through every entry point, on a 512 KiB stack.
    @Test(arguments: shapes.map(\.name), [1, 3000, 0])
    func pastTheBudgetIsOneSentence(_ name: String, _ extra: Int) throws {
        let make = try #require(Self.shapes.first { $0.name == name }).colour
        // `0`: as many levels as fit in the text limit with the gradient around them.
        var levels = Self.budget + extra
        if extra == 0 {
            // The mixed shape's levels differ in length: the average over 30 of them, and 1%
            // of the text left as margin.
            let perLevel = Double(make(33).utf8.count - make(3).utf8.count) / 30
            levels = 3 + Int(Double(Self.textLimit * 99 / 100 - make(3).utf8.count) / perLevel)
        }
        let colour = make(levels)
        let gradient = "linear-gradient(\(colour), red)"
        #expect(gradient.utf8.count <= Self.textLimit)
        let outcomes = Self.onSmallStack { Self.outcomes(colour: colour) }
        #expect(outcomes["CSSColor(parsing:)"] == Self.overBudget(at: Self.column(ofLevel: 33, in: colour)))
        let inGradient = Self.overBudget(at: Self.column(ofLevel: 33, in: gradient))
        #expect(outcomes["GradientDefinition(parsing:)"] == inGradient)
        #expect(outcomes["gradientString"] == inGradient)
    }

    /// Functions opened and never closed, 1 MiB of them: the same sentence at the 33rd.
    @Test(arguments: ["rgb(", "calc(", "(", "light-dark(", "color-mix("])
    func unclosedFunctionsAreOneSentence(_ opener: String) {
        let text = "linear-gradient(" + String(repeating: opener, count: (Self.textLimit - 16) / opener.utf8.count)
        let error = Self.onSmallStack { () -> GradientError? in
            do {
                _ = try GradientDefinition(parsing: text)
                return nil
            } catch { return error as? GradientError }
        }
        #expect(error == Self.overBudget(at: Self.column(ofLevel: 33, in: text)))
    }

    /// A colour nested in a JSON spec's `colors` (and in its CSS form) meets the same budget
    /// on a 512 KiB stack.
    @Test func specColoursShareTheBudget() throws {
        let deep = Self.mixed(3000)
        let json = #"{"colors": [""# + deep + #"", "blue"]}"#
        let error = Self.onSmallStack { () -> GradientError? in
            do {
                _ = try GradientDefinition(parsing: json)
                return nil
            } catch { return error as? GradientError }
        }
        #expect(error?.kind == .limitExceeded)
        let column = Self.column(ofLevel: 33, in: deep)
        #expect(
            error?.message == "The JSON spec is invalid at colors[0]: '\(deep.prefix(57))...' is not a colour: the CSS at column \(column) "
                + "nests functions and parentheses more than 32 levels deep, over the limit.")
        let fits = #"{"colors": [""# + Self.mixed(Self.budget) + #"", "blue"]}"#
        let fitsError = Self.onSmallStack { () -> String? in
            do {
                _ = try GradientDefinition(parsing: fits)
                return nil
            } catch { return "\(error)" }
        }
        #expect(fitsError == nil)
    }

    /// Maths that chains rather than nests (`calc(0px + 1px + 1px …)`, `calc(1px * 1 * 1 …)`)
    /// as long as 1 MiB of text allows: it reads, resolves, prints and is freed on a 512 KiB
    /// stack, and adds up as written.
    @Test(arguments: [" + 1px", " - -1px", " * 1", " / 1"])
    func longChainsOfOperatorsRead(_ step: String) throws {
        let count = (Self.textLimit - 60) / step.utf8.count
        let text = "linear-gradient(red calc(1px" + String(repeating: step, count: count) + "), blue)"
        let expected: Double = step.contains("1px") ? Double(count + 1) : 1
        let result = Self.onSmallStack { () -> String in
            do {
                let gradient = try CSSGradient(parsing: text)
                guard case .stop(_, let position?, _) = gradient.items[0], case .math(let value) = position else { return "no math position" }
                let px = value.resolved(relativeTo: 100, viewport: .zero)
                let printed = value.css
                return px == expected && printed.utf8.count > count ? "ok" : "\(px) px, \(printed.utf8.count) bytes printed"
            } catch { return "\(error)" }
        }
        #expect(result == "ok")
    }

    /// The stack the deepest inputs within the budget use, measured: at most 192 KiB of the
    /// 512 KiB (a debug build, whose frames are the largest), so that an app's own frames
    /// above the call keep over half of a secondary thread's stack.
    @Test(arguments: shapes.map(\.name))
    func theBudgetLeavesMostOfTheStack(_ name: String) throws {
        let make = try #require(Self.shapes.first { $0.name == name }).colour
        let gradient = "linear-gradient(\(make(Self.budget - 1)), red)"
        let probe = try #require(
            StackProbe.run(stackSize: 512 * 1024) { () -> Bool in (try? GradientDefinition(parsing: gradient)) != nil })
        #expect(probe.value)
        #expect(probe.stackUsed <= 192 * 1024, "\(name): \(probe.stackUsed) bytes of stack")
    }
}
