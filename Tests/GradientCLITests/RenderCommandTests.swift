import Foundation
import GradientKit
import Testing

/// End-to-end tests of `gradient render` through the built binary.
@Suite struct RenderCommandTests {
    @Test func defaultRenderWritesGradientPNG() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let run = try CLIRunner.run(["render"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutText.contains("gradient.png"))
        let data = try Data(contentsOf: dir.appendingPathComponent("gradient.png"))
        let bitmap = try PNG.decode([UInt8](data))
        #expect(bitmap.width == 1200 && bitmap.height == 630)
        #expect(try CLIRunner.listing(dir) == ["gradient.png"])
    }
}
