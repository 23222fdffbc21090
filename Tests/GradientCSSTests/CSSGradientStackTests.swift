import GradientCore
import Testing

@testable import GradientCSS

/// Reading a `background-image` list as pasted: a `background:` or `background-image:`
/// declaration reads as its value.
@Suite struct CSSGradientStackTests {
    @Test(arguments: [
        "background: linear-gradient(red, blue);",
        "background-image: linear-gradient(red, blue)",
        "Background-Image:linear-gradient(red, blue) ;",
        "background\n  : linear-gradient(red, blue);\n",
    ])
    func aDeclarationReadsAsItsValue(_ text: String) throws {
        #expect(try CSSGradientStack(parsing: text) == CSSGradientStack(parsing: "linear-gradient(red, blue)"))
    }

    @Test func aListInADeclaration() throws {
        let list = try CSSGradientStack(parsing: "background: linear-gradient(#0000, #000b), conic-gradient(red, blue);")
        #expect(list.gradients.count == 2)
    }

    /// A column still counts from the start of the text given: `bleu` is the 34th character.
    @Test func columnsCountTheDeclaration() throws {
        #expect(throws: GradientError(.syntax(column: 34), "expected a colour at column 34, found 'bleu' (did you mean 'blue'?).")) {
            try CSSGradientStack(parsing: "background: linear-gradient(red, bleu);")
        }
    }

    /// Only those two properties, and only as a declaration (with its colon).
    @Test(arguments: ["color: linear-gradient(red, blue)", "background linear-gradient(red, blue)", "background: background: linear-gradient(red, blue)"])
    func otherTextIsStillRefused(_ text: String) {
        #expect(throws: GradientError.self) { try CSSGradientStack(parsing: text) }
    }
}
