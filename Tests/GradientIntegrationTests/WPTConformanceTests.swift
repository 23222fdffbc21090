import Foundation
import Testing

@testable import GradientCSS
@testable import GradientCore
@testable import GradientEncode

/// The engine against the web-platform-tests' parsing cases for gradients and colours,
/// transcribed in `Fixtures/wpt/` (one file per WPT file; sources and commits in its README).
///
/// Gradient cases are parsed with `CSSGradient(parsing:)`, colour cases with
/// `CSSColor(parsing:)`. Counted per file and in total:
/// - valid accepted: a `valid` or `computed` input parses;
/// - invalid rejected: an `invalid` input throws;
/// - serialization equal: the writer's text (`CSSGradient.css`, the internal `CSSWriter.color`)
///   equals the expected serialization or one of its alternatives, as strings;
/// - value equal (colours only): the expected string, parsed by the same colour parser, has
///   the same RGBA within 0.5/255 per channel (half an 8-bit level: the expected strings are
///   rounded to 8 bits; see `channelTolerance`), since the writer's form may differ
///   legitimately from WPT's.
///
/// The table is printed; every failing case, with why, goes to `.build/wpt-conformance-report.txt`.
@Suite("WPT parsing conformance")
struct WPTConformanceTests {
    // Floors: the counts reached with the colour-space, colour-syntax, maths and layer work of
    // issue #15 merged and every CSS Values 4 math function read (valid gradient cases
    // 1662/1662, colours 709/709, every colour value equal).
    // Raise them when a change reaches more; a count below its floor is a regression. The
    // issue's target is printed beside the counts: at least 98% of valid gradient cases
    // accepted and every invalid case rejected.

    /// Valid and computed cases accepted, all files.
    static let validAcceptedFloor = 2371
    /// Cases whose written serialization equals WPT's expected text, all files.
    static let serializationEqualFloor = 1198
    /// Colour cases (valid and computed) whose expected value parses to the same RGBA.
    static let colourValueEqualFloor = 709
    /// The issue's target share of valid gradient cases accepted.
    static let gradientAcceptedTarget = 0.98
    /// Half an 8-bit level per channel, inclusive, plus 1e-6 for floating-point noise at the
    /// rounding boundary: WPT's 8-bit values are rounded half up (`hwb(120 30% 50%)` has a
    /// green of exactly 127.5/255, written 128), so a correct value can be half a level away.
    static let channelTolerance = 0.5 / 255 + 1e-6

    /// The counts of one fixture file (or of all of them).
    struct Counts: Sendable {
        var valid = 0, validAccepted = 0
        var invalid = 0, invalidRejected = 0
        var computed = 0, computedAccepted = 0
        var serialized = 0, serializationEqual = 0
        var valued = 0, valueEqual = 0
        var skipped = 0

        static func + (a: Counts, b: Counts) -> Counts {
            Counts(
                valid: a.valid + b.valid, validAccepted: a.validAccepted + b.validAccepted,
                invalid: a.invalid + b.invalid, invalidRejected: a.invalidRejected + b.invalidRejected,
                computed: a.computed + b.computed, computedAccepted: a.computedAccepted + b.computedAccepted,
                serialized: a.serialized + b.serialized, serializationEqual: a.serializationEqual + b.serializationEqual,
                valued: a.valued + b.valued, valueEqual: a.valueEqual + b.valueEqual,
                skipped: a.skipped + b.skipped)
        }
    }

    /// A case that failed one of the checks.
    struct Failure: Sendable {
        var file: String
        var line: Int
        var kind: WPTFixture.Kind
        var input: String
        var check: String
        var reason: String
    }

    struct Result: Sendable {
        var files: [(name: String, isGradient: Bool, counts: Counts)] = []
        var failures: [Failure] = []
        var loadError: String?
        var reportPath = ""

        var total: Counts { files.map(\.counts).reduce(Counts(), +) }
        var gradientTotal: Counts { files.filter(\.isGradient).map(\.counts).reduce(Counts(), +) }
        var colourTotal: Counts { files.filter { !$0.isGradient }.map(\.counts).reduce(Counts(), +) }
        var acceptedInvalid: [Failure] { failures.filter { $0.kind == .invalid } }
    }

    static let result: Result = {
        var result = Result()
        do {
            for fixture in try WPTFixture.all() {
                var counts = Counts()
                counts.skipped = fixture.skipped.count
                for c in fixture.cases {
                    run(c, in: fixture, counts: &counts, failures: &result.failures)
                }
                result.files.append((fixture.name, fixture.isGradient, counts))
            }
        } catch {
            result.loadError = "\(error)"
        }
        result.reportPath = writeReport(result)
        print(table(result))
        return result
    }()

    static func run(_ c: WPTFixture.Case, in fixture: WPTFixture, counts: inout Counts, failures: inout [Failure]) {
        func fail(_ check: String, _ reason: String) {
            failures.append(Failure(file: fixture.name, line: c.line, kind: c.kind, input: c.input, check: check, reason: reason))
        }
        let written: String
        var parsedColour: CSSColor?
        do {
            if fixture.isGradient {
                written = try CSSGradient(parsing: c.input).css
            } else {
                let colour = try CSSColor(parsing: c.input)
                parsedColour = colour
                written = CSSWriter.color(colour)
            }
        } catch {
            switch c.kind {
            case .invalid:
                counts.invalid += 1
                counts.invalidRejected += 1
            case .valid:
                counts.valid += 1
                fail("accepted", "rejected: \(error)")
            case .computed:
                counts.computed += 1
                fail("accepted", "rejected: \(error)")
            }
            if c.kind != .invalid {
                counts.serialized += 1
                if !fixture.isGradient { counts.valued += 1 }
            }
            return
        }
        switch c.kind {
        case .invalid:
            counts.invalid += 1
            fail("rejected", "accepted, written as \(written)")
            return
        case .valid:
            counts.valid += 1
            counts.validAccepted += 1
        case .computed:
            counts.computed += 1
            counts.computedAccepted += 1
        }
        counts.serialized += 1
        if c.expected.contains(written) {
            counts.serializationEqual += 1
        } else {
            fail("serialization", "wrote \(written), expected \(c.expected.joined(separator: " or "))")
        }
        guard let colour = parsedColour else { return }
        counts.valued += 1
        var problems: [String] = []
        for expected in c.expected {
            do {
                let want = try CSSColor(parsing: expected).rgba
                let differences = zip(colour.rgba.components, want.components).map { abs($0 - $1) }
                if differences.allSatisfy({ $0 <= channelTolerance }) {
                    counts.valueEqual += 1
                    return
                }
                problems.append("\(expected) is \(describe(want)), parsed \(describe(colour.rgba))")
            } catch {
                problems.append("expected \(expected) does not parse: \(error)")
            }
        }
        fail("value", problems.joined(separator: "; "))
    }

    static func describe(_ c: RGBA) -> String {
        "rgba(" + c.components.map { String(format: "%.4f", $0) }.joined(separator: ", ") + ")"
    }

    static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "   -  " : String(format: "%5.1f%%", Double(part) / Double(whole) * 100)
    }

    static func row(_ name: String, _ c: Counts) -> String {
        func cell(_ part: Int, _ whole: Int) -> String {
            whole == 0
                ? "-".padding(toLength: 17, withPad: " ", startingAt: 0)
                : "\(part)/\(whole) \(percent(part, whole))".padding(toLength: 17, withPad: " ", startingAt: 0)
        }
        return name.padding(toLength: 40, withPad: " ", startingAt: 0)
            + cell(c.validAccepted + c.computedAccepted, c.valid + c.computed)
            + cell(c.invalidRejected, c.invalid)
            + cell(c.serializationEqual, c.serialized)
            + cell(c.valueEqual, c.valued)
            + "\(c.skipped)"
    }

    static func table(_ r: Result) -> String {
        var lines = ["WPT parsing conformance (Fixtures/wpt; failures: \(r.reportPath))"]
        if let e = r.loadError { lines.append("could not read the fixtures: \(e)") }
        lines.append(
            "file".padding(toLength: 40, withPad: " ", startingAt: 0)
                + "valid accepted   invalid rejected serialization eq value eq (col) skipped")
        lines += r.files.map { row($0.name, $0.counts) }
        lines.append(row("total: gradients", r.gradientTotal))
        lines.append(row("total: colours", r.colourTotal))
        lines.append(row("total", r.total))
        let g = r.gradientTotal
        lines.append(
            "target (issue #15): ≥ \(Int(gradientAcceptedTarget * 100))% of valid gradient cases accepted, now "
                + percent(g.validAccepted + g.computedAccepted, g.valid + g.computed).trimmingCharacters(in: .whitespaces)
                + "; every invalid case rejected, now \(r.total.invalidRejected)/\(r.total.invalid)")
        return lines.joined(separator: "\n")
    }

    /// Writes every failure to `.build/wpt-conformance-report.txt` under the package and returns its path.
    static func writeReport(_ r: Result) -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent(".build/wpt-conformance-report.txt")
        var text = table(Result(files: r.files, failures: [], loadError: r.loadError, reportPath: url.path)) + "\n\n"
        text += "Invalid cases accepted (\(r.acceptedInvalid.count)):\n"
        text += r.acceptedInvalid.map { "  \($0.file).txt:\($0.line) \($0.input.debugDescription): \($0.reason)" }.joined(separator: "\n")
        for check in ["accepted", "serialization", "value"] {
            let list = r.failures.filter { $0.check == check }
            text += "\n\nFailed \(check) (\(list.count)):\n"
            text += list.map { "  \($0.file).txt:\($0.line) \($0.kind.rawValue) \($0.input.debugDescription): \($0.reason)" }.joined(separator: "\n")
        }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data((text + "\n").utf8).write(to: url)
        return url.path
    }

    @Test func theFixturesLoadAndHoldTheTranscribedFiles() throws {
        let r = Self.result
        #expect(r.loadError == nil, "\(r.loadError ?? "")")
        // 24 transcribed files; the gradient-interpolation-method files alone hold 1068 valid,
        // 1068 computed and 282 invalid cases.
        #expect(r.files.count >= 24)
        #expect(r.total.valid + r.total.computed + r.total.invalid + r.total.skipped >= 3000)
    }

    /// Fails on the wpt-conformance branch: the accepted invalid cases are listed in the
    /// report (they are parser bugs or missing rules; fixing them is not this suite's job).
    @Test func everyInvalidCaseIsRejected() {
        let r = Self.result
        let list = r.acceptedInvalid.prefix(20).map { "\($0.file): \($0.input.debugDescription)" }.joined(separator: "\n")
        #expect(r.acceptedInvalid.isEmpty, "\(r.acceptedInvalid.count) invalid cases accepted (all in \(r.reportPath)):\n\(list)")
    }

    @Test func validAcceptedIsAtLeastTheFloor() {
        let t = Self.result.total
        #expect(t.validAccepted + t.computedAccepted >= Self.validAcceptedFloor, "\(Self.result.reportPath)")
    }

    @Test func serializationEqualIsAtLeastTheFloor() {
        #expect(Self.result.total.serializationEqual >= Self.serializationEqualFloor, "\(Self.result.reportPath)")
    }

    @Test func colourValueEqualIsAtLeastTheFloor() {
        #expect(Self.result.colourTotal.valueEqual >= Self.colourValueEqualFloor, "\(Self.result.reportPath)")
    }
}
