/// The Interface Builder side of ``GradientViewState``: inspectables whose values need
/// interpreting (sentinels, names, points that become a direction).
extension GradientViewState {
    /// The angle an Interface Builder field means: `−1` (and any negative or non-finite value)
    /// means "unset"; `0…360` are CSS degrees (0 up, 90 right, clockwise).
    public static let unsetAngle = -1.0

    /// Applies the inspectable angle: a finite value `≥ 0` sets ``direction`` to
    /// ``Direction/angle(_:)``; the unset value (negative or non-finite) leaves it alone.
    public mutating func setInspectedAngle(_ degrees: Double) {
        guard degrees.isFinite, degrees >= 0 else { return }
        direction = .angle(degrees)
    }

    /// The angle to show in Interface Builder: the degrees of an ``Direction/angle(_:)``
    /// direction, else ``unsetAngle``.
    public var inspectedAngle: Double {
        if case .angle(let degrees) = direction, degrees.isFinite { return degrees }
        return GradientViewState.unsetAngle
    }

    /// Applies the inspectable start point: ``direction`` becomes ``Direction/custom(start:end:)``
    /// from `point` to the current end point (taken at a unit size). A non-finite point is
    /// ignored.
    public mutating func setInspectedStartPoint(_ point: GradientPoint) {
        guard point.isFinite else { return }
        direction = .custom(start: point, end: inspectedPoints.end)
    }

    /// Applies the inspectable end point: ``direction`` becomes ``Direction/custom(start:end:)``
    /// from the current start point to `point`. A non-finite point is ignored.
    public mutating func setInspectedEndPoint(_ point: GradientPoint) {
        guard point.isFinite else { return }
        direction = .custom(start: inspectedPoints.start, end: point)
    }

    /// The start and end point to show in Interface Builder: ``direction``'s points for a
    /// unit square, left to right.
    public var inspectedPoints: (start: GradientPoint, end: GradientPoint) {
        points(width: 1, height: 1, layoutDirection: .leftToRight)
    }

    /// Sets ``type`` from its name (`"axial"`, `"radial"`, `"conic"`, case-insensitive; blank
    /// means axial).
    ///
    /// - Returns: `nil`, or a one-sentence message when the name is unknown (``type`` is then
    ///   left as it was).
    @discardableResult
    public mutating func setTypeName(_ name: String) -> String? {
        let key = name.trimmingWhitespace.lowercased()
        if key.isEmpty {
            type = .axial
            return nil
        }
        guard let value = GradientType(rawValue: key) else {
            return "\(name.quotedForMessage) is not a gradient type; use axial, radial or conic."
        }
        type = value
        return nil
    }

    /// Sets ``interpolation`` from its name (see ``ViewInterpolation/init(name:)``).
    ///
    /// - Returns: `nil`, or a one-sentence message when the name is unknown (``interpolation``
    ///   is then left as it was).
    @discardableResult
    public mutating func setInterpolationName(_ name: String) -> String? {
        guard let value = ViewInterpolation(name: name) else {
            return "\(name.quotedForMessage) is not an interpolation; use core-animation, premultiplied, linear, oklab or oklch."
        }
        interpolation = value
        return nil
    }
}
