import GradientCore
import GradientTestSupport
import Testing

@testable import GradientViewModel

/// A mesh view's `meshJSON` and archive: a mesh as the text of its JSON spec.
@Suite struct MeshSpecTextTests {
    static let spec =
        #"{"mesh": {"width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1, 1]], "colors": ["red", "blue", "gold", "navy"]}}"#

    /// The text a mesh is written as reads back as the same mesh: positions, explicit control
    /// points, colours, background, smoothing and colour space.
    @Test func aMeshReadsBackFromItsText() throws {
        let plain = try MeshSpecText.mesh(from: Self.spec)
        #expect(plain.width == 2 && plain.height == 2)
        #expect(
            plain.colors == [
                RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0, blue: 1), RGBA(red8: 255, green8: 215, blue8: 0),
                RGBA(red: 0, green: 0, blue: 0.5019607843137255),
            ])
        var vertices = plain.vertices
        vertices[3].topControlPoint = GradientPoint(x: 1.2, y: 0.6)
        let meshes = [
            plain,
            try GradientMesh(
                width: 2, height: 2, vertices: vertices, colors: plain.colors, background: RGBA(red: 0.2, green: 0.3, blue: 0.4, alpha: 0.5),
                smoothsColors: false, colorSpace: .perceptual),
        ]
        for mesh in meshes {
            let text = try #require(MeshSpecText.text(of: mesh))
            #expect(text.hasPrefix(#"{"mesh":{"#) && !text.contains("\n"))
            #expect(try MeshSpecText.mesh(from: text) == mesh)
        }
    }

    /// Text that is not a mesh is refused in one sentence naming what it is.
    @Test(arguments: [
        (
            "linear-gradient(red, blue)",
            "The text is a gradient (CSS linear, 2 colours) but not a mesh: a mesh view draws {\"mesh\": {…}}, a GradientView the others."
        ),
        (#"{"mesh": {"width": 2, "height": 2, "points": [[0, 0], [1, 0]], "colors": ["red", "blue"]}}"#, nil),
        (#"{"mesh": "#, nil),
    ])
    func whatIsNotAMeshIsRefused(_ text: String, _ message: String?) throws {
        let error = try #require(throws: GradientError.self) { try MeshSpecText.mesh(from: text) }
        if let message { #expect(error.message == message) }
        #expect(error.message.hasSuffix(".") && !error.message.contains("\n"), "\(error.message)")
    }

    /// A problem with `meshJSON` stands until the setting is given a usable value.
    @Test func aMeshJSONProblemStandsUntilAnswered() throws {
        var problems = ConfigurationProblems()
        let error = try #require(throws: GradientError.self) { try MeshSpecText.mesh(from: "{") }
        #expect(problems.report(error, for: .meshJSON) == error.message)
        #expect(problems.last == error.message)
        #expect(problems.report(nil, for: .meshJSON) == nil)
        #expect(problems.last == nil)
    }
}

/// What a mesh view shows in Interface Builder.
@Suite struct MeshPlaceholderTests {
    @Test func aProblemShowsMagentaAMeshItselfAndNothingTheSample() throws {
        let mesh = try MeshSpecText.mesh(from: MeshSpecTextTests.spec)
        let invalid = try #require(PlaceholderGradient.interfaceBuilderMesh(hasMesh: true, resolved: mesh, hasProblem: true))
        #expect(invalid.width == 2 && invalid.height == 2 && invalid.colors.allSatisfy { $0 == RGBA(red: 1, green: 0, blue: 1) })
        #expect(PlaceholderGradient.interfaceBuilderMesh(hasMesh: true, resolved: mesh, hasProblem: false) == mesh)
        #expect(PlaceholderGradient.interfaceBuilderMesh(hasMesh: true, resolved: nil, hasProblem: false) == nil)
        let sample = try #require(PlaceholderGradient.interfaceBuilderMesh(hasMesh: false, resolved: nil, hasProblem: false))
        #expect(sample.width == 3 && sample.height == 3)
        #expect(sample.colors.first == RGBA(red8: 0xFF, green8: 0x3B, blue8: 0x30) && sample.colors[4] == .white)
        #expect(sample.vertices[4].position == GradientPoint(x: 0.5, y: 0.5))
    }
}
