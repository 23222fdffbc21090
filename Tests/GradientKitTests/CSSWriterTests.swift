import Testing

@testable import GradientKit

@Suite struct CSSWriterTests {
    @Test(arguments: [
        ("linear-gradient(red, blue)", "linear-gradient(#ff0000, #0000ff)"),
        ("linear-gradient(0.25turn, red 10px, 30%, blue 20% 2in)", "linear-gradient(90deg, #ff0000 10px, 30%, #0000ff 20% 192px)"),
        ("linear-gradient(to top right in srgb-linear, red, blue)", "linear-gradient(to right top in srgb-linear, #ff0000, #0000ff)"),
        ("radial-gradient(circle closest-side at 30% 40%, red, blue)", "radial-gradient(circle closest-side at 30% 40%, #ff0000, #0000ff)"),
        ("radial-gradient(ellipse, red, blue)", "radial-gradient(#ff0000, #0000ff)"),
        ("repeating-radial-gradient(10px 20%, red, blue)", "repeating-radial-gradient(ellipse 10px 20%, #ff0000, #0000ff)"),
        ("conic-gradient(from 0.25turn at right 10px bottom 5px in oklch longer hue, red 10%, 20%, blue 1turn)",
         "conic-gradient(from 90deg at right 10px bottom 5px in oklch longer hue, #ff0000 10%, 20%, #0000ff 360deg)"),
        ("conic-gradient(in oklab, red, blue)", "conic-gradient(in oklab, #ff0000, #0000ff)"),
        // hsl(120 100% 25%) is (0, 127.5, 0): not an 8-bit value, still a legacy colour.
        ("linear-gradient(hsl(120 100% 25%), rgba(0, 0, 255, 0.5))", "linear-gradient(rgb(0 127.5 0), rgb(0 0 255 / 0.5))"),
        ("linear-gradient(color(srgb 1 0.5 0), transparent)", "linear-gradient(color(srgb 1 0.5 0), #00000000)"),
    ])
    func writes(_ input: String, _ output: String) throws {
        #expect(try CSSGradient(parsing: input).css == output)
    }

    /// Every conformance case parses back from its written form to the same gradient (colours
    /// within 1e-6: non-8-bit values are written with 6 decimals).
    @Test(arguments: CSSConformanceTests.cases)
    func roundTrips(_ c: CSSConformanceTests.Case) throws {
        let g = try CSSGradient(parsing: c.css)
        let back = try CSSGradient(parsing: g.css)
        if case .linear(.angle(let a)) = back.shape, case .linear(.angle(let b)) = g.shape {
            #expect(abs(a - b) <= 1e-6)  // angles are written with 6 decimals
        } else {
            #expect(back.shape == g.shape)
        }
        #expect(back.isRepeating == g.isRepeating && back.interpolation == g.interpolation)
        #expect(back.effectiveInterpolation == g.effectiveInterpolation)
        #expect(back.items.count == g.items.count)
        for (a, b) in zip(back.items, g.items) {
            switch (a, b) {
            case (.stop(let ca, let a1, let a2), .stop(let cb, let b1, let b2)):
                #expect(a1 == b1 && a2 == b2 && ca.isLegacy == cb.isLegacy)
                #expect(zip(ca.rgba.components, cb.rgba.components).allSatisfy { abs($0 - $1) <= 1e-6 }, "\(c.name)")
            case (.hint(let pa), .hint(let pb)):
                #expect(pa == pb)
            default:
                Issue.record("\(c.name): item kinds differ")
            }
        }
    }
}
