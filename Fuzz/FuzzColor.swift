import Foundation
import GradientKit

/// libFuzzer target: colour strings (`RGBA(parsing:)`, and `CSSColor(parsing:)` for every
/// CSS colour syntax, nested colours included).
///
/// Invariants: no crash; a colour `RGBA(parsing:)` reads has components in `0…1`, each an
/// exact 8-bit value, and its `.hex` parses back to the same colour.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColor(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? CSSColor(parsing: text)
    guard let color = try? RGBA(parsing: text) else { return 0 }
    for v in color.components where !(v >= 0 && v <= 1 && (v * 255).rounded() / 255 == v) {
        FuzzCheck.fail("component \(v) of \(color) is not an 8-bit value in 0...1", text)
    }
    guard let again = try? RGBA(parsing: color.hex) else { FuzzCheck.fail("\(color.hex) does not parse", text) }
    if again != color { FuzzCheck.fail("\(color) → \(color.hex) → \(again)", text) }
    return 0
}
