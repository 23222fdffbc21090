// Why this #if: the view exists on the platforms with a layer-backed view (see GradientView+UIKit.swift).
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import CoreGraphics
import GradientCore
import GradientViewModel
#if os(macOS)
import AppKit
#else
import UIKit
#endif

// The properties Interface Builder sets (IB has no arrays, optionals or structs other than
// points, so stops, names and geometry come as scalars). Each goes through the view model,
// which interprets sentinels (−1 for unset), names and points, and reports unusable values in
// `configurationProblem`. Objective-C and Swift code can set them too.
extension GradientView {
    #if !os(visionOS)  // Why: nib loading and this method are deprecated on visionOS.
    /// Shows the configured gradient in Interface Builder, a sample when nothing is set, and
    /// magenta stripes for a gradient string that does not parse.
    ///
    /// `prepareForInterfaceBuilder()` is declared on `NSObject` (UINibLoading.h,
    /// NSNibLoading.h) without main-actor isolation, so this override is nonisolated; Interface
    /// Builder calls it on the main thread, which `assumeIsolated` checks.
    override nonisolated open func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        MainThread.assumeIsolated {
            isInterfaceBuilderPreview = true
            updateGradientLayer()
        }
    }
    #endif

    /// A whole gradient as CSS (`linear-gradient(45deg, #f06 0%, #fc0 40%, #0cf)`) or a JSON
    /// spec; default `nil`. Text that does not parse shows magenta stripes in Interface Builder
    /// and is reported in ``configurationProblem``.
    @IBInspectable public var gradientString: String? {
        get { configuration.state.gradientString }
        set { configuration.state.gradientString = newValue }
    }

    /// Where an axial gradient starts, unit coordinates with `(0, 0)` the top-left corner on
    /// every platform (default `(0.5, 0)`). Setting it makes the direction custom, unless an
    /// ``angle`` is set (the angle wins whatever the order). A radial or conic gradient takes
    /// the two points as `CAGradientLayer` reads them (centre at the start point) only while
    /// ``centerX``, ``centerY``, ``radiusFraction`` and ``startAngle`` are at their defaults.
    @IBInspectable public var startPoint: CGPoint {
        get { CGPoint(configuration.state.inspectedPoints.start) }
        set { configuration.state.setInspectedStartPoint(GradientPoint(newValue)) }
    }

    /// Where the gradient ends, unit coordinates (default `(0.5, 1)`, the bottom edge).
    /// Setting it makes the direction custom, unless an ``angle`` is set.
    @IBInspectable public var endPoint: CGPoint {
        get { CGPoint(configuration.state.inspectedPoints.end) }
        set { configuration.state.setInspectedEndPoint(GradientPoint(newValue)) }
    }

    /// CSS degrees (0 up, 90 right, clockwise), kept right on any aspect ratio; `−1` (the
    /// default) means unset.
    @IBInspectable public var angle: CGFloat {
        get { CGFloat(configuration.state.inspectedAngle) }
        set { configuration.state.setInspectedAngle(Double(newValue)) }
    }

    /// ``direction`` by name: `vertical` (the default), `horizontal`,
    /// `top-left-to-bottom-right`, `top-right-to-bottom-left`, `bottom-left-to-top-right`,
    /// `bottom-right-to-top-left`, or an angle such as `45deg`; reads `custom` for points.
    @IBInspectable public var directionName: String {
        get { configuration.direction.name }
        set { updates.problems.report(configuration.state.setDirectionName(newValue), for: .directionName) }
    }

    /// `axial` (the default), `radial` or `conic`.
    @IBInspectable public var typeName: String {
        get { configuration.type.rawValue }
        set { updates.problems.report(configuration.state.setTypeName(newValue), for: .typeName) }
    }

    /// The ``gradientCenter``'s `x` (unit coordinates, `0` the left edge, `1` the right);
    /// default `0.5`. A value that is not finite is ignored.
    @IBInspectable public var centerX: CGFloat {
        get { CGFloat(configuration.state.center.x) }
        set { configuration.state.setInspectedCenterX(Double(newValue)) }
    }

    /// The ``gradientCenter``'s `y` (unit coordinates, `0` the top edge, `1` the bottom);
    /// default `0.5`. A value that is not finite is ignored.
    @IBInspectable public var centerY: CGFloat {
        get { CGFloat(configuration.state.center.y) }
        set { configuration.state.setInspectedCenterY(Double(newValue)) }
    }

    /// The radius of a radial gradient as a fraction of the view's size: the ellipse's radii
    /// are `radiusFraction × width` and `radiusFraction × height`, so `0.5` reaches the middle
    /// of each edge on any view (SwiftUI's `EllipticalGradient` reads its radius the same
    /// way). `−1` (the default), and any value that is not positive, reaches the farthest
    /// corner from the centre, so the last colour just touches it.
    @IBInspectable public var radiusFraction: CGFloat {
        get { CGFloat(configuration.state.inspectedRadius) }
        set { configuration.state.setInspectedRadius(Double(newValue)) }
    }

    /// Where a conic gradient starts, in CSS degrees on the screen: `0` (the default) up, `90`
    /// right; the colours sweep clockwise, evenly on the screen, as CSS's
    /// `conic-gradient(from …)` draws them. A value that is not finite is `0`.
    @IBInspectable public var startAngle: CGFloat {
        get { CGFloat(configuration.state.startAngle) }
        set { configuration.state.setInspectedStartAngle(Double(newValue)) }
    }

    /// ``interpolation`` by its engine name, as the command-line tool and JSON specs spell
    /// it: `srgb` (the default; blank reads as it), `core-animation`, `srgb-premultiplied`,
    /// `srgb-linear`, `oklab`, `oklch`, `oklch-longer`, `display-p3` …; the older
    /// `premultiplied` and `linear` still read. An unknown name is reported in
    /// ``configurationProblem`` with the closest name.
    @IBInspectable public var interpolationName: String {
        get { configuration.interpolation.name }
        set { updates.problems.report(configuration.state.setInterpolationName(newValue), for: .interpolationName) }
    }

    // The colour inspectables are declared with the platform's own colour type (not the
    // typealias) so that Interface Builder offers a colour well for each.
    #if os(macOS)
    /// The first colour of the two-colour form; default `nil`.
    @IBInspectable public var startColor: NSColor? {
        get { configuration.startColor }
        set { configuration.startColor = newValue }
    }
    /// The last colour of the two-colour form; default `nil`.
    @IBInspectable public var endColor: NSColor? {
        get { configuration.endColor }
        set { configuration.endColor = newValue }
    }
    @IBInspectable public var color0: NSColor? {
        get { stopColor(0) }
        set { setStopColor(0, newValue) }
    }
    @IBInspectable public var color1: NSColor? {
        get { stopColor(1) }
        set { setStopColor(1, newValue) }
    }
    @IBInspectable public var color2: NSColor? {
        get { stopColor(2) }
        set { setStopColor(2, newValue) }
    }
    @IBInspectable public var color3: NSColor? {
        get { stopColor(3) }
        set { setStopColor(3, newValue) }
    }
    @IBInspectable public var color4: NSColor? {
        get { stopColor(4) }
        set { setStopColor(4, newValue) }
    }
    @IBInspectable public var color5: NSColor? {
        get { stopColor(5) }
        set { setStopColor(5, newValue) }
    }
    @IBInspectable public var color6: NSColor? {
        get { stopColor(6) }
        set { setStopColor(6, newValue) }
    }
    @IBInspectable public var color7: NSColor? {
        get { stopColor(7) }
        set { setStopColor(7, newValue) }
    }
    #else
    /// The first colour of the two-colour form; default `nil`.
    @IBInspectable public var startColor: UIColor? {
        get { configuration.startColor }
        set { configuration.startColor = newValue }
    }
    /// The last colour of the two-colour form; default `nil`.
    @IBInspectable public var endColor: UIColor? {
        get { configuration.endColor }
        set { configuration.endColor = newValue }
    }
    @IBInspectable public var color0: UIColor? {
        get { stopColor(0) }
        set { setStopColor(0, newValue) }
    }
    @IBInspectable public var color1: UIColor? {
        get { stopColor(1) }
        set { setStopColor(1, newValue) }
    }
    @IBInspectable public var color2: UIColor? {
        get { stopColor(2) }
        set { setStopColor(2, newValue) }
    }
    @IBInspectable public var color3: UIColor? {
        get { stopColor(3) }
        set { setStopColor(3, newValue) }
    }
    @IBInspectable public var color4: UIColor? {
        get { stopColor(4) }
        set { setStopColor(4, newValue) }
    }
    @IBInspectable public var color5: UIColor? {
        get { stopColor(5) }
        set { setStopColor(5, newValue) }
    }
    @IBInspectable public var color6: UIColor? {
        get { stopColor(6) }
        set { setStopColor(6, newValue) }
    }
    @IBInspectable public var color7: UIColor? {
        get { stopColor(7) }
        set { setStopColor(7, newValue) }
    }
    #endif
    /// Stop locations in `0…1`; `−1` (the default) places the stop automatically; any other
    /// value outside `0…1` drops the stop.
    @IBInspectable public var location0: CGFloat {
        get { stopLocation(0) }
        set { setStopLocation(0, newValue) }
    }
    @IBInspectable public var location1: CGFloat {
        get { stopLocation(1) }
        set { setStopLocation(1, newValue) }
    }
    @IBInspectable public var location2: CGFloat {
        get { stopLocation(2) }
        set { setStopLocation(2, newValue) }
    }
    @IBInspectable public var location3: CGFloat {
        get { stopLocation(3) }
        set { setStopLocation(3, newValue) }
    }
    @IBInspectable public var location4: CGFloat {
        get { stopLocation(4) }
        set { setStopLocation(4, newValue) }
    }
    @IBInspectable public var location5: CGFloat {
        get { stopLocation(5) }
        set { setStopLocation(5, newValue) }
    }
    @IBInspectable public var location6: CGFloat {
        get { stopLocation(6) }
        set { setStopLocation(6, newValue) }
    }
    @IBInspectable public var location7: CGFloat {
        get { stopLocation(7) }
        set { setStopLocation(7, newValue) }
    }

    private func stopColor(_ i: Int) -> PlatformColor? { configuration.platformColors.stops[i] }
    func setStopColor(_ i: Int, _ color: PlatformColor?) { configuration.platformColors.stops[i] = color }
    private func stopLocation(_ i: Int) -> CGFloat { CGFloat(configuration.state.stops[i].location) }
    private func setStopLocation(_ i: Int, _ value: CGFloat) { configuration.state.stops[i].location = Double(value) }
}
#endif
