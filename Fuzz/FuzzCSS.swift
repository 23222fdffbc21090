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
    let printed = css.css
    let again: CSSGradient
    do { again = try CSSGradient(parsing: printed) } catch {
        FuzzCheck.fail("the printed CSS \(printed.debugDescription) does not parse: \(error)", text)
    }
    if again != css {
        FuzzCheck.fail("parse → print → parse changed the gradient: \(printed.debugDescription) reads back as \(again), not \(css)", text)
    }
    guard let json = try? Gradient.css(css).json(), let fromJSON = try? Gradient(parsing: String(decoding: json, as: UTF8.self)) else {
        FuzzCheck.fail("the JSON form of \(printed.debugDescription) does not round-trip", text)
    }
    if fromJSON != .css(css) { FuzzCheck.fail("CSS → JSON → CSS changed the gradient \(printed.debugDescription): \(fromJSON)", text) }
    return 0
}
