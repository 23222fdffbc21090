import Testing

@testable import GradientCSS
@testable import GradientCore
@testable import GradientEncode

/// `<position>` (CSS Values 4 §8.3) in gradients: every form reads, and is written back with
/// its keywords the way Chromium 156 serializes a specified value (checked there: one value
/// gets `center` added; two keywords go horizontal first; the four-value form stays; the
/// centre is left out), and reads back equal.
@Suite struct CSSPositionTests {
    @Test(arguments: [
        ("left", "left center"),
        ("right", "right center"),
        ("top", "center top"),
        ("bottom", "center bottom"),
        ("10%", "10% center"),
        ("2em", "2em center"),
        ("left top", "left top"),
        ("top left", "left top"),
        ("bottom center", "center bottom"),
        ("center left", "left center"),
        ("left 20%", "left 20%"),
        ("10px top", "10px top"),
        ("30% 40%", "30% 40%"),
        ("calc(10% + 1vw) bottom", "calc(10% + 1vw) bottom"),
        ("left 10px top 20%", "left 10px top 20%"),
        ("top 20% left 10px", "left 10px top 20%"),
        ("right 1em bottom 0", "right 1em bottom 0"),
        ("bottom 10vh right calc(5% - 1px)", "right calc(5% - 1px) bottom 10vh"),
    ])
    func keepsKeywords(_ written: String, _ serialized: String) throws {
        let g = try CSSGradient(parsing: "radial-gradient(at \(written), red, blue)")
        #expect(g.css == "radial-gradient(at \(serialized), red, blue)")
        #expect(try CSSGradient(parsing: g.css) == g)
        let conic = try CSSGradient(parsing: "conic-gradient(from 10deg at \(written), red, blue)")
        #expect(conic.css == "conic-gradient(from 10deg at \(serialized), red, blue)")
    }

    /// The keywords are the same points as their percentages (CSS Values 4 §8.3): equal
    /// positions, however written, and the same pixels.
    @Test func keywordsAreTheirPercentages() throws {
        func position(_ text: String) throws -> CSSPosition {
            guard case .radial(_, _, let p) = try CSSGradient(parsing: "radial-gradient(at \(text), red, blue)").shape else {
                throw GradientError(.invalidValue, "not radial")
            }
            return p
        }
        #expect(try position("left top") == CSSPosition(x: .percent(0), y: .percent(0)))
        #expect(try position("center") == .center)
        #expect(try position("right 10px bottom 20px").point(width: 100, height: 50) == SIMD2(90, 30))
        #expect(try position("top").point(width: 100, height: 50) == SIMD2(50, 0))
        // A position made in code, without keywords, writes its lengths and is implied at the centre.
        #expect(CSSWriter.position(CSSPosition(x: .percent(0), y: .percent(100))) == "0% 100%")
        // The centre is left out, however written (as Chromium serializes it).
        for text in ["center", "center center", "50% 50%", "left 50% top 50%"] {
            #expect(try CSSGradient(parsing: "radial-gradient(at \(text), red, blue)").css == "radial-gradient(red, blue)")
        }
        #expect(CSSGradient(shape: .conic(from: 0, at: .center), items: []).css == "conic-gradient()")
    }

    /// Forms that are not a `<position>` of a gradient.
    @Test(arguments: [
        "left 10px top", "left left", "top bottom", "10px left", "top 10px 20px", "center 10px top 5px",
        "left 10px 20px top", "x-start", "left calc(10deg) top 0",
    ])
    func rejects(_ text: String) {
        #expect(throws: GradientError.self) { try CSSGradient(parsing: "radial-gradient(at \(text), red, blue)") }
    }
}
