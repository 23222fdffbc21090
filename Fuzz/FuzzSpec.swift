import Foundation
import GradientKit

/// libFuzzer target: the JSON spec reader (`GradientDefinition(parsing:)`, which also reads CSS text
/// and `{"css": …}` specs).
///
/// Invariants: no crash; a decoded gradient paints only finite colours on a small grid and
/// renders a bitmap; encoding it and decoding the result gives the same gradient (`==`, for
/// CSS as for the layer form: the CSS writer is exact).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard let text = String(data: bytes, encoding: .utf8), let gradient = try? GradientDefinition(parsing: text) else { return 0 }
    FuzzCheck.paintsFinite(gradient, text)
    let json: Data
    do { json = try gradient.json() } catch { FuzzCheck.fail("encoding failed: \(error)", text) }
    guard let again = try? GradientDefinition(parsing: String(decoding: json, as: UTF8.self)) else {
        FuzzCheck.fail("the encoded spec does not decode: \(String(decoding: json, as: UTF8.self))", text)
    }
    switch (gradient, again) {
    case (.layer, _), (.angledLayer, _):
        if again != gradient { FuzzCheck.fail("decode → encode → decode changed the gradient: \(gradient) vs \(again)", text) }
    case (.css(let first), .css(let second)):
        if second != first { FuzzCheck.fail("decode → encode → decode changed the CSS gradient: \(first.css) → \(second.css)", text) }
    case (.stack(let first), .stack(let second)):
        if second != first { FuzzCheck.fail("decode → encode → decode changed the list of layers: \(first.css) → \(second.css)", text) }
    case (.swiftUI(let first), .swiftUI(let second)):
        if second != first { FuzzCheck.fail("decode → encode → decode changed the SwiftUI gradient: \(first) → \(second)", text) }
    case (.mesh(let first), .mesh(let second)):
        if second != first { FuzzCheck.fail("decode → encode → decode changed the mesh: \(first) → \(second)", text) }
    case (.css, _), (.stack, _), (.swiftUI, _), (.mesh, _):
        FuzzCheck.fail("a CSS, SwiftUI or mesh gradient came back from JSON as another kind: \(again)", text)
    }
    return 0
}
