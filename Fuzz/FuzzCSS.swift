import Foundation
import GradientKit

/// libFuzzer target: the CSS gradient parser (`CSSGradient(parsing:)`).
///
/// Invariants: no crash; a parsed gradient paints only finite colours on a few small grids
/// and renders; printing it as CSS (`.css`) and parsing that gives the same gradient (to
/// the writer's 6 decimals: the printed text settles by the second round); its JSON form decodes to
/// the same CSS.
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
    // The writer rounds numbers to 6 decimals (2.5rad prints as 143.239449deg) and a colour
    // such as hsl(60deg 50% 60%) prints as rgb(204 204 102) before it prints as #cccc66, so
    // the gradient is the same to that precision and its text settles after a second round.
    let settled: String
    do { settled = try CSSGradient(parsing: again.css).css } catch {
        FuzzCheck.fail("the twice-printed CSS \(again.css.debugDescription) does not parse: \(error)", text)
    }
    if settled != again.css { FuzzCheck.fail("printing does not settle: \(printed.debugDescription) → \(again.css.debugDescription) → \(settled.debugDescription)", text) }
    if again.items.count != css.items.count || again.isRepeating != css.isRepeating || again.interpolation != css.interpolation {
        FuzzCheck.fail("parse → print → parse changed the gradient's structure: \(printed.debugDescription)", text)
    }
    guard let json = try? Gradient.css(css).json(), let fromJSON = try? Gradient(parsing: String(decoding: json, as: UTF8.self)) else {
        FuzzCheck.fail("the JSON form of \(printed.debugDescription) does not round-trip", text)
    }
    if fromJSON.css(width: 100, height: 100) != again.css { FuzzCheck.fail("CSS → JSON → CSS changed the gradient \(printed.debugDescription)", text) }
    return 0
}
