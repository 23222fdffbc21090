import Foundation
import GradientTestSupport
import Testing

@testable import GradientCSS
@testable import GradientCore
@testable import GradientEncode

/// The JSON spec's `mesh` key: what it reads, its errors (one sentence with the key path),
/// writing it back, and the formats that cannot hold a mesh.
@Suite struct GradientMeshSpecTests {
    static let square = #"[[0, 0], [1, 0], [0, 1], [1, 1]]"#

    static func spec(_ body: String) -> String { #"{"mesh": {"# + body + "}}" }

    static func message(_ json: String) -> String { refusalMessage { _ = try GradientDefinition(parsing: json) } }

    @Test func readsEveryKey() throws {
        let json = Self.spec(
            #""width": 2, "height": 2, "points": [[0, 0], {"position": [1, 0], "bottomControlPoint": [1.2, 0.5]}, [0, 1], [1, 1]], "#
                + ##""colors": ["#f00", [0, 1, 0], "oklch(70% 0.1 200)", "transparent"], "background": "#000", "smoothsColors": false, "colorSpace": "perceptual""##
        )
        guard case .mesh(let mesh) = try GradientDefinition(parsing: json) else {
            Issue.record("not read as a mesh")
            return
        }
        #expect(mesh.width == 2 && mesh.height == 2)
        #expect(mesh.vertices[1].position == GradientPoint(x: 1, y: 0))
        #expect(mesh.vertices[1].bottomControlPoint == GradientPoint(x: 1.2, y: 0.5))
        #expect(mesh.vertices[1].topControlPoint == nil && !mesh.vertices[0].hasControlPoints)
        #expect(mesh.colors[0] == RGBA(red: 1, green: 0, blue: 0) && mesh.colors[1] == RGBA(red: 0, green: 1, blue: 0))
        #expect(mesh.colors[3] == .clear)
        #expect(mesh.background == .black && !mesh.smoothsColors && mesh.colorSpace == .perceptual)
    }

    @Test func defaults() throws {
        guard
            case .mesh(let mesh) = try GradientDefinition(
                parsing: Self.spec(#""width": 2, "height": 2, "points": \#(Self.square), "colors": ["red", "red", "blue", "blue"]"#))
        else {
            Issue.record("not read as a mesh")
            return
        }
        #expect(mesh.background == .clear && mesh.smoothsColors && mesh.colorSpace == .device)
    }

    @Test func errorsNameTheKeyPath() {
        let colors = #""colors": ["red", "red", "blue", "blue"]"#
        let cases: [(String, String)] = [
            (
                Self.spec(#""width": 2, "height": 2, "points": \#(Self.square), "colors": ["red", "red", "bleu", "blue"]"#),
                "The JSON spec is invalid at mesh.colors[2]: 'bleu' is not a colour (did you mean 'blue'?)"
            ),
            (
                Self.spec(#""width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1]], \#(colors)"#),
                "The JSON spec is invalid at mesh.points: there are 3 points for a 2x2 mesh; give one per vertex, 4."
            ),
            (
                Self.spec(#""width": 3, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1, 1], [2, 0], [2, 1]], \#(colors)"#),
                "The JSON spec is invalid at mesh.colors: there are 4 colours for a 3x2 mesh; give one per vertex, 6."
            ),
            (
                Self.spec(#""width": 2.5, "height": 2, "points": [], "colors": []"#),
                "The JSON spec is invalid at mesh.width: 2.5 is not a whole number of vertices."
            ),
            (
                Self.spec(#""width": 2, "height": 1, "points": [], "colors": []"#),
                "The JSON spec is invalid at mesh.height: a mesh height of 1 is too small: a mesh needs at least 2 vertices per row and per column."
            ),
            (
                Self.spec(#""width": 100, "height": 100, "points": [], "colors": []"#),
                "The JSON spec is invalid at mesh.height: a 100x100 mesh has 10000 vertices, over the limit of 4096."
            ),
            (
                Self.spec(#""width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], {"position": [1, 1], "topControlPoint": [1, 2, 3]}], \#(colors)"#),
                "The JSON spec is invalid at mesh.points[3].topControlPoint: a point is [x, y], exactly two numbers, not 3."
            ),
            (
                Self.spec(#""width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], {"topControlPoint": [1, 2]}], \#(colors)"#),
                "The JSON spec is invalid at mesh.points[3]: a mesh point given as an object needs a 'position' [x, y]."
            ),
            (
                Self.spec(#""width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], {"position": [1, 1], "top": [1, 2]}], \#(colors)"#),
                "The JSON spec is invalid at mesh.points[3].top: 'top' is not a key of a mesh point; the keys are position, leadingControlPoint, topControlPoint, trailingControlPoint, bottomControlPoint."
            ),
            (
                Self.spec(#""width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1, 5000]], \#(colors)"#),
                "The JSON spec is invalid at mesh.points[3]: the point (1, 5000) lies more than 1000 frames away."
            ),
            (
                Self.spec(#""width": 2, "height": 2, "points": \#(Self.square), \#(colors), "colorSpace": "oklab""#),
                "The JSON spec is invalid at mesh.colorSpace: 'oklab' is not a colour space of a mesh: use device or perceptual."
            ),
            (
                Self.spec(#""width": 2, "height": 2, "points": \#(Self.square), \#(colors), "smoothsColors": "yes""#),
                "The JSON spec is invalid at mesh.smoothsColors: expected true or false."
            ),
            (
                Self.spec(#""width": 2, "height": 2, "points": \#(Self.square), \#(colors), "bg": "red""#),
                "The JSON spec is invalid at mesh.bg: 'bg' is not a key of a mesh; the keys are width, height, points, colors, background, smoothsColors, colorSpace."
            ),
            (
                #"{"mesh": {"width": 2, "height": 2, "points": \#(Self.square), \#(colors)}, "colors": []}"#,
                "The JSON spec is invalid: 'colors' cannot go with 'mesh'; a mesh spec has the key 'mesh' only."
            ),
            (#"{"mesh": 3}"#, "The JSON spec is invalid at mesh: expected an object with width, height, points and colors."),
            (Self.spec(#""height": 2, "points": \#(Self.square), \#(colors)"#), "The JSON spec is missing the required key 'mesh.width'."),
            (Self.spec(#""width": 2, "height": 2, "points": "x", \#(colors)"#), "The JSON spec is invalid at mesh.points: expected an array."),
        ]
        for (json, expected) in cases {
            let message = Self.message(json)
            #expect(message.hasPrefix(expected), "\(json)")
            // One sentence: the only full stop ends it (a number's point aside).
            #expect(message.hasSuffix("."))
        }
    }

    @Test func writesBackWhatItReads() throws {
        var rng = SplitMix64(seed: 9)
        for trial in 0..<20 {
            let n = 2 + Int(rng.next() % 4)
            let m = 2 + Int(rng.next() % 4)
            var vertices: [GradientMesh.Vertex] = []
            for _ in 0..<(n * m) {
                var v = GradientMesh.Vertex(GradientPoint(x: rng.unit() * 2 - 0.5, y: rng.unit()))
                if rng.next() % 3 == 0 { v.trailingControlPoint = GradientPoint(x: rng.unit(), y: rng.unit() * 0.1) }
                if rng.next() % 3 == 0 { v.topControlPoint = GradientPoint(x: rng.unit() / 3, y: -rng.unit()) }
                vertices.append(v)
            }
            let colors = (0..<(n * m)).map { _ in RGBA(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: trial % 2 == 0 ? 1 : rng.unit()) }
            let mesh = try GradientMesh(
                width: n, height: m, vertices: vertices, colors: colors, background: RGBA(red8: 10, green8: 20, blue8: 30),
                smoothsColors: trial % 3 != 0, colorSpace: trial % 2 == 0 ? .device : .perceptual)
            let json = try GradientDefinition.mesh(mesh).json()
            #expect(try GradientDefinition(parsing: String(decoding: json, as: UTF8.self)) == .mesh(mesh))
        }
    }

    @Test func writtenFormForAKnownMesh() throws {
        var vertices = [GradientPoint(x: 0, y: 0), GradientPoint(x: 1, y: 0), GradientPoint(x: 0, y: 1), GradientPoint(x: 1, y: 1)]
            .map { GradientMesh.Vertex($0) }
        vertices[3].topControlPoint = GradientPoint(x: 1.25, y: 0.5)
        let mesh = try GradientMesh(width: 2, height: 2, vertices: vertices, colors: [.black, .white, .white, .black], smoothsColors: false)
        let json = String(decoding: try GradientDefinition.mesh(mesh).json(), as: UTF8.self)
        #expect(
            json == """
                {
                  "mesh" : {
                    "background" : "#00000000",
                    "colorSpace" : "device",
                    "colors" : [
                      "#000000",
                      "#ffffff",
                      "#ffffff",
                      "#000000"
                    ],
                    "height" : 2,
                    "points" : [
                      [
                        0,
                        0
                      ],
                      [
                        1,
                        0
                      ],
                      [
                        0,
                        1
                      ],
                      {
                        "position" : [
                          1,
                          1
                        ],
                        "topControlPoint" : [
                          1.25,
                          0.5
                        ]
                      }
                    ],
                    "smoothsColors" : false,
                    "width" : 2
                  }
                }

                """)
    }

    @Test func formatsWithoutMeshesRefuseIt() throws {
        let mesh = try GradientDefinition(parsing: Self.spec(#""width": 2, "height": 2, "points": \#(Self.square), "colors": ["red", "red", "blue", "blue"]"#))
        #expect(throws: GradientError(.unsupported(format: "SVG"), "SVG has no mesh gradient: write a mesh gradient as PNG, JSON or Swift code instead.")) {
            try mesh.svg(width: 100, height: 100)
        }
        #expect(throws: GradientError(.unsupported(format: "CSS"), "CSS has no mesh gradient: write a mesh gradient as PNG, JSON or Swift code instead.")) {
            try mesh.css(width: 100, height: 100)
        }
        #expect(
            throws: GradientError(.unsupported(format: "layer"), "A CAGradientLayer cannot draw a mesh gradient: write it as PNG, JSON or SwiftUI code.")
        ) {
            try mesh.layerGradient(width: 100, height: 100)
        }
        #expect(mesh.summary == "mesh 2x2, 4 colours")
        // The PNG writer draws it.
        let png = try mesh.pngData(width: 20, height: 10)
        #expect(try PNGReader.read(png).bitmap.width == 20)
    }
}
