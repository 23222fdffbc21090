import GradientCSS
import GradientCore
import GradientRaster
import GradientViewModel
import Testing

/// What a view's `configurationProblem` says, driven as the view drives it: the name setters
/// report their result, every layer update reports the gradient string's problem (or none).
@Suite struct ConfigurationProblemsTests {
    /// A view's settings, layer gate and problem log, driven as the view drives them.
    struct DrivenView {
        var state = GradientViewState()
        var gate = LayerUpdateGate()
        var problems = ConfigurationProblems()

        /// Lays the view out at `width` × `height` (the gate must update the layer) and
        /// reports the gradient string's problem: what is logged anew, if anything.
        @discardableResult
        mutating func layOut(width: Double, height: Double, sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
            let update = gate.update(state, width: width, height: height, environment: ViewEnvironment())
            let applied = try #require(update, sourceLocation: sourceLocation)
            return problems.report(applied.problem, for: .gradientString)
        }
    }

    /// A string that does not parse is the problem until it is mended; then there is none,
    /// as `configurationProblem`'s documentation promises.
    @Test func aMendedGradientStringLeavesNoProblem() throws {
        var view = DrivenView()
        view.state.gradientString = "linear-gradient(45deg, bleu, #fc0)"
        let logged = try view.layOut(width: 100, height: 50)
        #expect(logged?.contains("bleu") == true)
        #expect(view.problems.last == logged)
        // A new size updates the layer again with the same problem: nothing new to log.
        let resized = try view.layOut(width: 50, height: 100)
        #expect(resized == nil)
        #expect(view.problems.last == logged)
        view.state.gradientString = "linear-gradient(45deg, blue, #fc0)"
        let mended = try view.layOut(width: 50, height: 100)
        #expect(mended == nil)
        #expect(view.problems.last == nil)
    }

    /// A bad name stands until a usable one is set; another setting's standing problem shows
    /// again once the later one is mended; each new problem is logged once.
    @Test func eachSettingHasItsOwnProblem() throws {
        var state = GradientViewState()
        var problems = ConfigurationProblems()
        let directionProblem = problems.report(state.setDirectionName("diagonal"), for: .directionName)
        let direction = try #require(directionProblem)
        #expect(direction.contains("diagonal"))
        let typeProblem = problems.report(state.setTypeName("spiral"), for: .typeName)
        let type = try #require(typeProblem)
        #expect(problems.last == type)
        #expect(problems.report(state.setTypeName("spiral"), for: .typeName) == nil)  // logged already
        #expect(problems.last == type)
        #expect(problems.report(state.setTypeName("radial"), for: .typeName) == nil)
        #expect(problems.last == direction)
        // Another bad name for the same setting replaces its problem and is logged.
        let otherProblem = problems.report(state.setDirectionName("sideways"), for: .directionName)
        let other = try #require(otherProblem)
        #expect(other.contains("sideways"))
        #expect(problems.last == other)
        // No problem for the setting (a usable name, or a value set in code: the view reports
        // `nil` then) clears it, and is nothing to log.
        #expect(problems.report(nil, for: .directionName) == nil)
        #expect(problems.last == nil)
    }

    /// A string that is not read (colours set in code win) is no problem of the configuration.
    @Test func anUnreadStringIsNoProblem() throws {
        var view = DrivenView()
        view.state.gradientString = "not a gradient"
        try view.layOut(width: 10, height: 10)
        #expect(view.problems.last != nil)
        view.state.colors = [AdaptiveColor(.white), AdaptiveColor(.black)]
        try view.layOut(width: 10, height: 10)
        #expect(view.problems.last == nil)
    }
}
