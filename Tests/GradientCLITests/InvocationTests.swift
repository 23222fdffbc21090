import Foundation
import GradientKit
import Testing

@testable import GradientCLI

/// How a command line is read (``Invocation``, ``OptionParser``), in process: help on every
/// subcommand, bundled short options, `--`, and the option table as the parser's only source.
@Suite struct InvocationTests {
    /// The subcommand help is asked for, or `nil` for the overview; fails for anything else.
    static func helpTopic(_ arguments: [String]) throws -> Subcommand?? {
        guard case .help(let topic) = try Invocation(arguments: arguments) else { return nil }
        return .some(topic)
    }

    @Test(arguments: Subcommand.allCases) func everySubcommandTakesHelp(_ subcommand: Subcommand) throws {
        for flag in ["-h", "--help"] {
            #expect(try Self.helpTopic([subcommand.rawValue, flag]) == .some(subcommand), "\(flag)")
            // Help wins over what else is wrong, wherever it comes.
            #expect(try Self.helpTopic([subcommand.rawValue, "--frob", "x", "y", flag]) == .some(subcommand), "\(flag)")
        }
        #expect(try Self.helpTopic(["help", subcommand.rawValue]) == .some(subcommand))
        #expect(try Self.helpTopic(["--help", subcommand.rawValue]) == .some(subcommand))
    }

    @Test func theOverview() throws {
        for arguments in [[], ["-h"], ["--help"], ["help"]] {
            #expect(try Self.helpTopic(arguments) == .some(nil), "\(arguments)")
        }
        guard case .version = try Invocation(arguments: ["-V"]), case .version = try Invocation(arguments: ["--version"]) else {
            Issue.record("-V and --version are the version")
            return
        }
    }

    /// After `--`, `--help` is an operand (a gradient file named `--help`), not a request.
    @Test func helpAfterDoubleDashIsAnOperand() throws {
        let command = try InProcessCommand.render(["--", "--help"])
        #expect(command.source == "--help")
    }

    @Test func shortOptionsBundle() throws {
        let bundled = try InProcessCommand.render(["-qo", "out.png"])
        #expect(bundled.quiet && bundled.output == FilePath("out.png") && !bundled.noClobber)
        let attached = try InProcessCommand.render(["-qnoout.svg"])
        #expect(attached.quiet && attached.noClobber && attached.output == FilePath("out.svg"))
        let equals = try InProcessCommand.render(["-o=x.css", "-n"])
        #expect(equals.output == FilePath("x.css") && equals.noClobber && !equals.quiet)
        let long = try InProcessCommand.render(["--output=y.json", "--quiet", "--no-clobber"])
        #expect(long.output == FilePath("y.json") && long.quiet && long.noClobber)
        // A value is the next argument whatever it looks like.
        let dashed = try InProcessCommand.render(["-o", "-q"])
        #expect(dashed.output == FilePath("-q") && !dashed.quiet)
    }

    @Test func operandsAndTheLastValueOfAnOption() throws {
        let command = try InProcessCommand.render(["--size", "1x1", "g.css", "--size", "20x30", "--scale=2"])
        #expect(command.source == "g.css" && command.width == 20 && command.height == 30 && command.scale == 2)
        #expect(try InProcessCommand.render(["-"]).source == "-")
        #expect(try InProcessCommand.render(["--", "-webkit.css"]).source == "-webkit.css")
    }

    /// A sample value each option takes.
    static let samples: [RenderOption: String] = [
        .size: "10x20", .scale: "2", .interpolation: "oklab", .maxPixels: "1000", .pngLevel: "9", .format: "svg", .name: "Hero",
        .colorScheme: "dark", .currentColor: "red", .output: "x.svg",
    ]

    /// Every spelling the table declares is read, with a value where it takes one, and does
    /// what its declaration says it takes: the table is the parser's source, not a copy of it.
    @Test(arguments: RenderOption.allCases) func everyDeclaredSpellingIsRead(_ option: RenderOption) throws {
        let declaration = option.declaration
        #expect((declaration.value == nil) == (Self.samples[option] == nil), "a sample value for \(declaration.names)")
        for name in declaration.names {
            let arguments = [name] + (Self.samples[option].map { [$0] } ?? [])
            let command = try InProcessCommand.render(arguments)
            switch option {
            case .size: #expect(command.width == 10 && command.height == 20)
            case .scale: #expect(command.scale == 2)
            case .noDither: #expect(!command.dither)
            case .interpolation: #expect(command.interpolation == .oklab)
            case .maxPixels: #expect(command.maxPixels == 1000)
            case .pngLevel: #expect(command.pngLevel == 9)
            case .format: #expect(command.format == .svg)
            case .name: #expect(command.name == "Hero")
            case .quiet: #expect(command.quiet)
            case .noClobber: #expect(command.noClobber)
            case .colorScheme: #expect(command.parseOptions.colorScheme == .dark)
            case .currentColor: #expect(command.parseOptions.currentColor == RGBA(red: 1, green: 0, blue: 0, alpha: 1))
            case .output: #expect(command.output == FilePath("x.svg") && command.outputGiven)
            }
        }
        // Each spelling belongs to one option.
        let all = RenderOption.allCases.flatMap(\.declaration.names) + CommandOption.help.names
        #expect(Set(all).count == all.count)
    }

    /// Did-you-mean reads the table: the newest option is suggested like the oldest.
    @Test func suggestionsComeFromTheTable() {
        let run = InProcessCommand.run(["render", "--no-clober"])
        #expect(run.status == 64)
        #expect(run.stderr == "gradient: '--no-clober' is not an option of 'gradient render' (did you mean '--no-clobber'?); see 'gradient help render'.\n")
        let help = InProcessCommand.run(["manpage", "--hepl"])
        #expect(help.stderr == "gradient: '--hepl' is not an option of 'gradient manpage' (did you mean '--help'?); see 'gradient help manpage'.\n")
    }

    /// The first problem in the order given is the one reported, whether the parser or the
    /// option's value finds it.
    @Test func theFirstProblemIsReported() {
        #expect(InProcessCommand.run(["render", "--size", "0x1", "--frob"]).stderr.hasPrefix("gradient: --size '0x1' is not a size"))
        #expect(InProcessCommand.run(["render", "--frob", "--size", "0x1"]).stderr.hasPrefix("gradient: '--frob' is not an option"))
        #expect(InProcessCommand.run(["render", "a", "b", "--scale", "0"]).stderr.hasPrefix("gradient: 'b' is one gradient too many"))
    }
}
