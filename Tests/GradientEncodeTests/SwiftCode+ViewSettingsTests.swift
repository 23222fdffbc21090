import GradientCSS
import GradientCore
import GradientEncode
import Testing

/// CSS turned into a gradient view's settings: expected values from CSS Images 3/4 (angles,
/// `to <side>`, percentages of the line, extent keywords as distances to the sides) worked
/// out by hand. What the settings draw is compared with the CSS render in the integration
/// suite (`SwiftCodeViewSettingsFidelityTests`).
@Suite struct SwiftCodeViewSettingsTests {
    static func settings(_ css: String) throws -> SwiftCode.ViewSettings {
        try SwiftCode.ViewSettings(CSSGradient(parsing: css))
    }

    @Test(arguments: [
        ("linear-gradient(red, blue)", Direction.vertical), ("linear-gradient(to bottom, red, blue)", .vertical),
        ("linear-gradient(to top, red, blue)", .angle(0)), ("linear-gradient(to right, red, blue)", .angle(90)),
        ("linear-gradient(to left, red, blue)", .angle(270)), ("linear-gradient(45deg, red, blue)", .angle(45)),
        ("linear-gradient(0.5turn, red, blue)", .vertical), ("linear-gradient(190deg, red, blue)", .angle(190)),
        ("linear-gradient(to bottom right, red, blue)", .topLeftToBottomRight),
        ("linear-gradient(to left bottom, red, blue)", .topRightToBottomLeft),
        ("linear-gradient(to top right, red, blue)", .bottomLeftToTopRight), ("linear-gradient(to top left, red, blue)", .bottomRightToTopLeft),
    ])
    func linearDirections(_ css: String, _ direction: Direction) throws {
        let s = try Self.settings(css)
        #expect(s.type == .axial && s.direction == direction)
        #expect(s.locations == nil && s.colors == [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0, blue: 1)])
    }

    /// Positions follow CSS Images 3 §3.4.3: missing ends 0 and 100%, raised to the largest
    /// before, missing ones spread evenly; a two-position stop is two stops.
    @Test func locationsAreCSSs() throws {
        #expect(try Self.settings("linear-gradient(red, lime 20%, blue, white 80%, black)").locations == [0, 0.2, 0.5, 0.8, 1])
        #expect(try Self.settings("linear-gradient(red 40%, lime 10%, blue)").locations == [0.4, 0.4, 1])
        let twice = try Self.settings("linear-gradient(red 10% 30%, blue)")
        #expect(twice.colors.count == 3 && twice.locations == [0.1, 0.3, 1])
        #expect(try Self.settings("conic-gradient(red 90deg, blue 0.75turn)").locations == [0.25, 0.75])
    }

    /// CSS's default mixing is premultiplied sRGB for legacy colours (straight for opaque
    /// ones, the same), OKLab otherwise; a given space is kept.
    @Test func interpolation() throws {
        #expect(try Self.settings("linear-gradient(red, blue)").interpolation == .srgb)
        #expect(try Self.settings("linear-gradient(red, #00f8)").interpolation == .premultipliedSRGB)
        #expect(try Self.settings("linear-gradient(oklch(70% 0.1 200), blue)").interpolation == .oklab)
        #expect(try Self.settings("linear-gradient(in oklch longer hue, red, blue)").interpolation == .oklch(.longer))
    }

    /// An ellipse whose radii are one fraction of the width and height: given, or an extent
    /// keyword whose side distances are equal (farthest corner: the view's default, `nil`).
    @Test(arguments: [
        ("radial-gradient(red, blue)", GradientPoint.center, Double?.none),
        ("radial-gradient(50% 50% at 30% 35%, red, blue)", GradientPoint(x: 0.3, y: 0.35), 0.5),
        ("radial-gradient(closest-side at 25% 25%, red, blue)", GradientPoint(x: 0.25, y: 0.25), 0.25),
        ("radial-gradient(farthest-side at 30% 70%, red, blue)", GradientPoint(x: 0.3, y: 0.7), 0.7),
        ("radial-gradient(closest-corner, red, blue)", GradientPoint.center, 0.5 * 2.0.squareRoot()),
        ("radial-gradient(ellipse farthest-corner at right 20% bottom 20%, red, blue)", GradientPoint(x: 0.8, y: 0.8), nil),
    ])
    func radial(_ css: String, _ center: GradientPoint, _ radius: Double?) throws {
        let s = try Self.settings(css)
        #expect(s.type == .radial)
        #expect(abs(s.center.x - center.x) < 1e-12 && abs(s.center.y - center.y) < 1e-12, "\(s.center)")
        #expect(s.radiusFraction.map { abs($0 - radius!) < 1e-12 } ?? (radius == nil), "\(String(describing: s.radiusFraction))")
    }

    @Test func conic() throws {
        let s = try Self.settings("conic-gradient(from 135deg at 25% 75%, red, blue)")
        #expect(s.type == .conic && s.startAngle == 135 && s.center == GradientPoint(x: 0.25, y: 0.75))
    }

    /// What the settings cannot say is refused with the reason (the Swift writer then
    /// resamples the gradient for one size and says why).
    @Test(arguments: [
        ("repeating-linear-gradient(red, blue 20%)", "repeating"), ("linear-gradient(red, 30%, blue)", "hint"),
        ("linear-gradient(red 20px, blue)", "20px"), ("linear-gradient(red calc(10% + 5px), blue)", "calc"),
        ("linear-gradient(red -10%, blue)", "outside"), ("linear-gradient(red, blue 120%)", "outside"),
        ("radial-gradient(circle, red, blue)", "circle"), ("radial-gradient(40% 20%, red, blue)", "different fractions"),
        ("radial-gradient(farthest-corner at 30% 40%, red, blue)", "different fractions"),
        ("radial-gradient(closest-side at 0% 0%, red, blue)", "zero size"), ("radial-gradient(30px 30px, red, blue)", "px"),
        ("radial-gradient(at 20px 50%, red, blue)", "px"), ("conic-gradient(at 10px 10px, red, blue)", "px"),
        ("linear-gradient(in oklch, oklch(70% 0.1 none), blue)", "none"),
    ])
    func refused(_ css: String, _ reason: String) throws {
        let error = try #require(throws: GradientError.self) { try Self.settings(css) }
        #expect(error.kind == .unsupported(format: "view settings"))
        #expect(error.message.hasPrefix("The view's settings cannot say this gradient: ") && error.message.contains(reason), "\(error.message)")
    }
}
