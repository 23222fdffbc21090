import GradientCSS
import GradientCore
import GradientRaster
import GradientViewModel
import Testing

/// What a view's `configurationProblem` says, driven as the view drives it: the name setters
/// report their result, every layer update reports the gradient string's problem (or none).
@Suite struct ConfigurationProblemsTests {
    /// A string that does not parse is the problem until it is mended; then there is none,
    /// as `configurationProblem`'s documentation promises.
    @Test func aMendedGradientStringLeavesNoProblem() throws {
        var state = GradientViewState()
        var gate = LayerUpdateGate()
        var problems = ConfigurationProblems()
        state.gradientString = "linear-gradient(45deg, bleu, #fc0)"
        let badUpdate = gate.update(state, width: 100, height: 50, environment: ViewEnvironment())
        let bad = try #require(badUpdate)
        let logged = problems.report(bad.problem, for: .gradientString)
        #expect(logged?.contains("bleu") == true)
        #expect(problems.last == logged)
        // A new size updates the layer again with the same problem: nothing new to log.
        let resizedUpdate = gate.update(state, width: 50, height: 100, environment: ViewEnvironment())
        let resized = try #require(resizedUpdate)
        #expect(problems.report(resized.problem, for: .gradientString) == nil)
        #expect(problems.last == logged)
        state.gradientString = "linear-gradient(45deg, blue, #fc0)"
        let mendedUpdate = gate.update(state, width: 50, height: 100, environment: ViewEnvironment())
        let mended = try #require(mendedUpdate)
        #expect(problems.report(mended.problem, for: .gradientString) == nil)
        #expect(problems.last == nil)
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
        var state = GradientViewState()
        var gate = LayerUpdateGate()
        var problems = ConfigurationProblems()
        state.gradientString = "not a gradient"
        let readUpdate = gate.update(state, width: 10, height: 10, environment: ViewEnvironment())
        let read = try #require(readUpdate)
        problems.report(read.problem, for: .gradientString)
        #expect(problems.last != nil)
        state.colors = [AdaptiveColor(.white), AdaptiveColor(.black)]
        let unreadUpdate = gate.update(state, width: 10, height: 10, environment: ViewEnvironment())
        let unread = try #require(unreadUpdate)
        problems.report(unread.problem, for: .gradientString)
        #expect(problems.last == nil)
    }
}
