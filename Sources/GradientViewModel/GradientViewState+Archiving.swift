import GradientCSS
import GradientCore

/// The configuration a user set, in a form `NSCoder` archives: what a view copied through
/// `NSKeyedArchiver` (or kept by state restoration) comes back with.
///
/// The dictionary holds property-list values only (strings, numbers, Booleans and arrays of
/// numbers), each under a key of its own and only when it differs from the default, so an
/// archive stays readable and a later version can add keys. The colours are not in it: the
/// views archive their `UIColor`s and `NSColor`s themselves, as the colour objects they are
/// (a system or dynamic colour stays one), under the keys of ``ArchiveKey``.
///
/// ```swift
/// var state = GradientViewState()
/// state.direction = .angle(30)
/// state.archivedConfiguration                                  // ["version": 1, "directionAngle": 30.0]
/// GradientViewState(archivedConfiguration: state.archivedConfiguration) == state   // true
/// ```
extension GradientViewState {
    /// The `NSCoder` keys a view archives its gradient under, prefixed with the Objective-C
    /// class name so they never meet UIKit's or AppKit's own.
    package enum ArchiveKey {
        /// ``GradientViewState/archivedConfiguration``: everything but the colours.
        package static let configuration = "GVGradientView.configuration"
        /// The `colors` array.
        package static let colors = "GVGradientView.colors"
        /// `startColor`.
        package static let startColor = "GVGradientView.startColor"
        /// `endColor`.
        package static let endColor = "GVGradientView.endColor"

        /// `color0…7`: `GVGradientView.color0` …
        package static func stopColor(_ index: Int) -> String { "GVGradientView.color\(index)" }
    }

    /// The archive format's version, stored under `version`.
    package static let archiveVersion = 1

    /// Everything the user set except the colours, as property-list values: the gradient
    /// string, the code locations, the direction, the geometry inspectables as Interface Builder
    /// set them, the type, the centre, radius and start angle, the interpolation, the eight stop locations and
    /// ``dimsWhenTintAdjusted``. A value at its default is left out; `version` is always there.
    /// ``isInterfaceBuilderPreview`` is not the user's and is never archived.
    package var archivedConfiguration: [String: Any] {
        var archive: [String: Any] = ["version": GradientViewState.archiveVersion]
        if let gradientString { archive["gradientString"] = gradientString }
        if let locations { archive["locations"] = locations }
        switch direction {
        case .vertical: break
        case .angle(let degrees): archive["directionAngle"] = degrees
        case .custom(let start, let end): archive["directionPoints"] = [start.x, start.y, end.x, end.y]
        default: archive["direction"] = direction.name
        }
        if let angle = inspectedGeometry.angle { archive["inspectedAngle"] = angle }
        if let start = inspectedGeometry.start { archive["inspectedStartPoint"] = [start.x, start.y] }
        if let end = inspectedGeometry.end { archive["inspectedEndPoint"] = [end.x, end.y] }
        if type != .axial { archive["type"] = type.rawValue }
        if center != .center { archive["center"] = [center.x, center.y] }
        if let radius { archive["radius"] = radius }
        if startAngle != 0 { archive["startAngle"] = startAngle }
        if interpolation != .srgb { archive["interpolation"] = interpolation.name }
        let stopLocations = (0..<InspectableStops.count).map { stops[$0].location }
        if stopLocations.contains(where: { $0 != InspectableStops.unsetLocation }) { archive["stopLocations"] = stopLocations }
        if dimsWhenTintAdjusted { archive["dimsWhenTintAdjusted"] = true }
        return archive
    }

    /// A state with the configuration of ``archivedConfiguration``, and no colours (the views
    /// set those from their own archive). Whatever is missing, of the wrong type or unknown (a
    /// name this version does not read, a key of a later version) keeps its default: an archive
    /// is outside data, and never traps.
    package init(archivedConfiguration archive: [String: Any]) {
        self.init()
        gradientString = archive["gradientString"] as? String
        locations = Self.numbers(archive["locations"])
        if let p = Self.numbers(archive["directionPoints"]), p.count == 4 {
            direction = .custom(start: GradientPoint(x: p[0], y: p[1]), end: GradientPoint(x: p[2], y: p[3]))
        } else if let degrees = Self.number(archive["directionAngle"]) {
            direction = .angle(degrees)
        } else if let name = archive["direction"] as? String, let named = Direction(name: name) {
            direction = named
        }
        inspectedGeometry.angle = Self.number(archive["inspectedAngle"])
        inspectedGeometry.start = Self.point(archive["inspectedStartPoint"])
        inspectedGeometry.end = Self.point(archive["inspectedEndPoint"])
        if let name = archive["type"] as? String, let value = GradientType(name: name) { type = value }
        if let point = Self.point(archive["center"]) { center = point }
        radius = Self.number(archive["radius"])
        startAngle = Self.number(archive["startAngle"]) ?? 0
        if let name = archive["interpolation"] as? String, let value = Interpolation(name: name) { interpolation = value }
        for (i, location) in (Self.numbers(archive["stopLocations"]) ?? []).prefix(InspectableStops.count).enumerated() {
            stops[i].location = location
        }
        dimsWhenTintAdjusted = archive["dimsWhenTintAdjusted"] as? Bool ?? false
    }

    /// A number as a property list gives it back (a real, or an integer).
    private static func number(_ value: Any?) -> Double? {
        if let number = value as? Double { return number }
        if let number = value as? Int { return Double(number) }
        return nil
    }

    /// An array of numbers, or `nil` if any element is not one.
    private static func numbers(_ value: Any?) -> [Double]? {
        guard let array = value as? [Any] else { return nil }
        let numbers = array.compactMap { number($0) }
        return numbers.count == array.count ? numbers : nil
    }

    /// A point stored as `[x, y]`.
    private static func point(_ value: Any?) -> GradientPoint? {
        guard let p = numbers(value), p.count == 2 else { return nil }
        return GradientPoint(x: p[0], y: p[1])
    }
}
