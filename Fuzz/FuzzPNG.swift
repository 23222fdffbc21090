import Foundation
import GradientKit

/// libFuzzer target: the PNG reader (`PNG.decode`).
///
/// Invariants: no crash; a decoded image re-encodes, and that PNG decodes to the same pixels.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let bitmap = try? PNG.decode(bytes) else { return 0 }
    let input = bytes.prefix(64).map { String($0, radix: 16) }.joined(separator: " ")
    guard let encoded = try? PNG.encode(bitmap) else { FuzzCheck.fail("re-encoding a \(bitmap.width)x\(bitmap.height) image failed", input) }
    guard let again = try? PNG.decode(encoded) else { FuzzCheck.fail("the re-encoded PNG does not decode", input) }
    if again != bitmap { FuzzCheck.fail("decode → encode → decode changed the pixels", input) }
    return 0
}
