import Foundation
import GradientKit

/// libFuzzer target: the CSS gradient parser (`CSSGradient(parsing:)`).
///
/// Invariants: no crash; a parsed gradient paints only finite colours on a few small grids
/// and renders; printing it as CSS (`.css`) and parsing that gives exactly the same gradient
/// (`==`: every number and colour component bit for bit, each colour's legacy flag, the
/// structure); its JSON form decodes to that same gradient.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSS(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard let text = String(data: bytes, encoding: .utf8), let css = try? CSSGradient(parsing: text) else { return 0 }
    FuzzCheck.paintsFinite(.css(css), text)
    // The JSON form holds the printed CSS, so decoding it parses the printed text: one parse
    // checks both the CSS and the JSON round trip (a failure is then told apart below).
    let printed = css.css
    guard let json = try? GradientDefinition.css(css).json() else { FuzzCheck.fail("the JSON form of \(printed.debugDescription) does not encode", text) }
    if let fromJSON = try? GradientDefinition(parsing: String(decoding: json, as: UTF8.self)), fromJSON == .css(css) { return 0 }
    let again: CSSGradient
    do { again = try CSSGradient(parsing: printed) } catch {
        FuzzCheck.fail("the printed CSS \(printed.debugDescription) does not parse: \(error)", text)
    }
    if again != css {
        FuzzCheck.fail("parse → print → parse changed the gradient: \(printed.debugDescription) reads back as \(again), not \(css)", text)
    }
    FuzzCheck.fail("CSS → JSON → CSS changed the gradient \(printed.debugDescription): \(String(decoding: json, as: UTF8.self))", text)
}
