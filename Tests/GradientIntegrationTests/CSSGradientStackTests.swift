import Foundation
import GradientTestSupport
import Testing

@testable import GradientCSS
@testable import GradientCore
@testable import GradientEncode
@testable import GradientRaster

/// `background-image` lists of gradients: reading, writing, and the definition's forms.
@Suite struct CSSGradientStackTests {
    @Test func readsCommaSeparatedGradientsFirstOnTop() throws {
        let top = "linear-gradient(rgb(255, 0, 0), rgba(0, 0, 255, 0.5))"
        let bottom = "conic-gradient(from 10deg at 10% 20%, red 10%, 30%, blue)"
        let list = try CSSGradientStack(parsing: "  \(top) ,\(bottom);")
        #expect(list.gradients == [try CSSGradient(parsing: top), try CSSGradient(parsing: bottom)])
    }

    @Test func noneLayersAreReadAndLeftOut() throws {
        // CSS Backgrounds 3 §3.3: <bg-image> = <image> | none; a none layer draws nothing.
        let list = try CSSGradientStack(parsing: "none, linear-gradient(red, blue), NONE")
        #expect(list.gradients == [try CSSGradient(parsing: "linear-gradient(red, blue)")])
        #expect(try CSSGradientStack(parsing: "none").gradients.isEmpty)
        #expect(CSSGradientStack([]).css == "none")
    }

    @Test(arguments: [
        (
            "linear-gradient(red, blue),, conic-gradient(red, blue)",
            "expected a gradient or 'none' between the commas at column 28, found ','.", 28
        ),
        (
            "linear-gradient(red, blue),",
            "expected a gradient or 'none' after the last ',' at column 28, found the end of the text.", 28
        ),
        (
            ", linear-gradient(red, blue)",
            "expected a gradient function such as 'linear-gradient(', 'radial-gradient(' or 'conic-gradient(' at column 1, found ','.", 1
        ),
        (
            "linear-gradient(red, blue), url(photo.jpg)",
            "expected a gradient (images such as 'url(' are not drawn) at column 29, found 'url('.", 29
        ),
        (
            "image-set('a.png' 1x), linear-gradient(red, blue)",
            "expected a gradient (images such as 'url(' are not drawn) at column 1, found 'image-set('.", 1
        ),
        (
            "linear-gradient(red, blue) radial-gradient(red, blue)",
            "expected ',' or the end of the text after the gradient at column 28, found 'radial-gradient('.", 28
        ),
        (
            "linear-gradient(red, blue), radial-gradient(red, bleu)",
            "expected a colour at column 50, found 'bleu' (did you mean 'blue'?).", 50
        ),
        ("none, red", "expected a gradient function such as 'linear-gradient(', 'radial-gradient(' or 'conic-gradient(' at column 7, found 'red'.", 7),
    ])
    func errorsNameTheItemAndItsColumn(_ text: String, _ message: String, _ column: Int) {
        let error = #expect(throws: GradientError.self) { try CSSGradientStack(parsing: text) }
        #expect(error?.message == message)
        #expect(error?.kind == .syntax(column: column))
    }

    @Test func atMostSixtyFourItems() throws {
        let gradient = "linear-gradient(red, blue)"
        let full = Array(repeating: "none", count: 63) + [gradient]
        #expect(try CSSGradientStack(parsing: full.joined(separator: ", ")).gradients.count == 1)
        let over = Array(repeating: gradient, count: 65).joined(separator: ",")
        let error = #expect(throws: GradientError.self) { try CSSGradientStack(parsing: over) }
        #expect(error?.kind == .limitExceeded)
        // The 65th gradient starts after 64 gradients of 26 characters and 64 commas.
        #expect(error?.message == "The list of layers has more than 64 items (the one at column \(64 * 27 + 1) is one too many), over the limit.")
    }

    @Test func summaryNamesEveryLayer() throws {
        let list = try CSSGradientStack(parsing: "linear-gradient(red, blue), repeating-radial-gradient(red, 10%, blue, green)")
        #expect(list.summary == "2 layers: linear, 2 colours; repeating radial, 3 colours")
        #expect(
            try GradientDefinition(parsing: "linear-gradient(red, blue), conic-gradient(red)").summary
                == "CSS 2 layers: linear, 2 colours; conic, 1 colour")
    }

    @Test func paintsEachLayerAtTheSize() throws {
        let list = try CSSGradientStack(parsing: "linear-gradient(red, blue), radial-gradient(closest-side, red, blue)")
        let paints = list.paints(width: 40, height: 20)
        #expect(paints == [list.gradients[0].paint(width: 40, height: 20), list.gradients[1].paint(width: 40, height: 20)])
    }

    @Test func cssIsCommaJoinedAndReadsBackExactly() throws {
        let list = try CSSGradientStack(parsing: "linear-gradient(red, blue),conic-gradient(from 0.1deg, red, blue 33.3333333%)")
        #expect(list.css == "linear-gradient(red, blue), conic-gradient(from 0.1deg, red, blue 33.3333333%)")
        #expect(try CSSGradientStack(parsing: list.css) == list)
    }

    @Test(arguments: CSSConformanceTests.listCases)
    func everyConformanceListReadsBackExactly(_ c: CSSConformanceTests.Case) throws {
        let list = try CSSGradientStack(parsing: c.css)
        #expect(list.gradients.count >= 2)
        #expect(try CSSGradientStack(parsing: list.css) == list)
    }

    // MARK: The definition

    @Test func aDefinitionOfTwoOrMoreLayersIsALayerList() throws {
        let text = "linear-gradient(#fff0, #fff), radial-gradient(red, blue)"
        #expect(try GradientDefinition(parsing: text) == .stack(try CSSGradientStack(parsing: text)))
        #expect(try GradientDefinition(parsing: "none, linear-gradient(red, blue)") == .css(try CSSGradient(parsing: "linear-gradient(red, blue)")))
        #expect(try GradientDefinition(parsing: #"{"css": "\#(text)"}"#) == .stack(try CSSGradientStack(parsing: text)))
    }

    @Test func aListWithNoGradientIsRefused() {
        let error = #expect(throws: GradientError.self) { try GradientDefinition(parsing: " none , none ") }
        #expect(error?.kind == .invalidValue)
        #expect(error?.message == "'none , none' holds no gradient ('none' layers draw nothing): give at least one, such as 'linear-gradient(red, blue)'.")
    }

    @Test func roundTripsThroughCSSAndJSON() throws {
        let g = try GradientDefinition(
            parsing: "repeating-linear-gradient(45deg, #0003 0 4px, #0000 4px 8px), radial-gradient(at 30% 20%, oklch(0.8 0.1 80), #123 70%)")
        let css = try g.css(width: 10, height: 10)
        #expect(try GradientDefinition(parsing: css) == g)
        let json = String(decoding: try g.json(), as: UTF8.self)
        #expect(json == "{\n  \"css\" : \"\(css)\"\n}\n")
        #expect(try GradientDefinition(parsing: json) == g)
    }

    @Test func aLayerCannotDrawAList() throws {
        let g = try GradientDefinition(parsing: "linear-gradient(red, blue), linear-gradient(white, black), conic-gradient(red, blue)")
        let error = #expect(throws: GradientError.self) { try g.layerGradient(width: 10, height: 10) }
        #expect(error?.kind == .unsupported(format: "layer"))
        #expect(error?.message == "A layer draws one gradient and this CSS stacks 3: write it as PNG, SVG, CSS or JSON, or give one gradient.")
    }

    @Test func svgHasOneRectPerLayerBottomFirst() throws {
        let g = try GradientDefinition(parsing: "linear-gradient(to right, #f000, #f00), radial-gradient(white, black)")
        let svg = try g.svg(width: 40, height: 20)
        let rects = svg.split(separator: "\n").filter { $0.contains("<rect") }
        #expect(rects == [#"  <rect width="40" height="20" fill="url(#g1)"/>"#, #"  <rect width="40" height="20" fill="url(#g0)"/>"#])
        let radial = try #require(svg.range(of: "<radialGradient id=\"g1\""))
        let linear = try #require(svg.range(of: "<linearGradient id=\"g0\""))
        #expect(radial.lowerBound < linear.lowerBound)
        // One layer gives the single-gradient document.
        let one = try GradientDefinition(parsing: "radial-gradient(white, black)").layerGradient(width: 40, height: 20)
        #expect(try SVG.document(layers: [one], width: 40, height: 20) == SVG.document(one, width: 40, height: 20))
        #expect(throws: GradientError.self) {
            try GradientDefinition(parsing: "linear-gradient(red, blue), conic-gradient(red, blue)").svg(width: 4, height: 4)
        }
    }

    @Test func pngDataCompositesTheList() throws {
        // An opaque blue bottom under 60% red: (0.6, 0, 0.4) by source-over.
        let g = try GradientDefinition(parsing: "linear-gradient(rgb(255 0 0 / 60%), rgb(255 0 0 / 60%)), linear-gradient(blue, blue)")
        let bitmap = try PNGReader.decode(try g.pngData(width: 4, height: 3, dither: false))
        #expect(bitmap[2, 1] == SIMD4(153, 0, 102, 255))
    }
}
