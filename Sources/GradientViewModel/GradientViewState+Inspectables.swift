import GradientCSS
import GradientCore

/// The Interface Builder side of ``GradientViewState``: inspectables whose values need
/// interpreting (sentinels, names, points that become a direction).
extension GradientViewState {
    /// The angle an Interface Builder field means: `−1` (and any negative or non-finite value)
    /// means "unset"; `0…360` are CSS degrees (0 up, 90 right, clockwise).
    public static let unsetAngle = -1.0

    /// Applies the inspectable angle: a finite value `≥ 0` makes ``direction``
    /// `Direction.angle(_:)`; the unset value (negative or non-finite) clears it, and the
    /// inspected points (if any) apply again.
    ///
    /// The angle wins over ``setInspectedStartPoint(_:)`` and ``setInspectedEndPoint(_:)``
    /// whatever the order, because a nib sets its attributes in an order the designer does not
    /// choose: an angle set first must not turn into unit-square points when a point follows.
    public mutating func setInspectedAngle(_ degrees: Double) {
        inspectedGeometry.angle = degrees.isFinite && degrees >= 0 ? degrees : nil
        applyInspectedGeometry()
    }

    /// The angle to show in Interface Builder: the degrees of an `Direction.angle(_:)`
    /// direction, else ``unsetAngle``.
    public var inspectedAngle: Double {
        if case .angle(let degrees) = direction, degrees.isFinite { return degrees }
        return GradientViewState.unsetAngle
    }

    /// Applies the inspectable start point: unless an inspected angle is set, ``direction``
    /// becomes `Direction.custom(start:end:)` from `point` to the inspected end point (or
    /// the current direction's, at a unit size). A non-finite point is ignored.
    public mutating func setInspectedStartPoint(_ point: GradientPoint) {
        guard point.isFinite else { return }
        inspectedGeometry.start = point
        applyInspectedGeometry()
    }

    /// Applies the inspectable end point (see ``setInspectedStartPoint(_:)``). A non-finite
    /// point is ignored.
    public mutating func setInspectedEndPoint(_ point: GradientPoint) {
        guard point.isFinite else { return }
        inspectedGeometry.end = point
        applyInspectedGeometry()
    }

    /// The start and end point to show in Interface Builder: ``direction``'s points for a
    /// unit square, left to right.
    public var inspectedPoints: (start: GradientPoint, end: GradientPoint) {
        points(width: 1, height: 1, layoutDirection: .leftToRight)
    }

    /// Sets ``direction`` from the inspected geometry: the angle if set, else the points, each
    /// missing one taken from the current direction.
    private mutating func applyInspectedGeometry() {
        if let angle = inspectedGeometry.angle {
            direction = .angle(angle)
        } else if inspectedGeometry.start != nil || inspectedGeometry.end != nil {
            let current: (start: GradientPoint, end: GradientPoint)
            if case .angle = direction { current = (.top, .bottom) } else { current = inspectedPoints }
            direction = .custom(start: inspectedGeometry.start ?? current.start, end: inspectedGeometry.end ?? current.end)
        }
    }

    /// The radius an Interface Builder field shows for "the farthest corner": `−1`.
    public static let unsetRadius = -1.0

    /// Applies the inspectable centre's `x` (unit coordinates); a non-finite value is ignored.
    public mutating func setInspectedCenterX(_ x: Double) {
        if x.isFinite { center.x = x }
    }

    /// Applies the inspectable centre's `y` (unit coordinates); a non-finite value is ignored.
    public mutating func setInspectedCenterY(_ y: Double) {
        if y.isFinite { center.y = y }
    }

    /// Applies the inspectable radius fraction: a positive finite value is ``radius``; `−1`
    /// (``unsetRadius``) and any other value reach the farthest corner (`nil`).
    public mutating func setInspectedRadius(_ fraction: Double) {
        radius = fraction > 0 && fraction.isFinite ? fraction : nil
    }

    /// The radius to show in Interface Builder: ``radius``, or ``unsetRadius``.
    public var inspectedRadius: Double { radius ?? GradientViewState.unsetRadius }

    /// Applies the inspectable start angle (CSS degrees); a non-finite value is `0`.
    public mutating func setInspectedStartAngle(_ degrees: Double) {
        startAngle = degrees.isFinite ? degrees : 0
    }

    /// Sets ``direction`` from a name (see `Direction.init(name:)`: `"vertical"`,
    /// `"horizontal"`, the four diagonals such as `"top-left-to-bottom-right"`, or `"45deg"`).
    ///
    /// - Returns: `nil`, or the error (`GradientError.Kind.invalidValue`) when the name is unknown (``direction`` is
    ///   then left as it was).
    @discardableResult
    public mutating func setDirectionName(_ name: String) -> GradientError? {
        guard let value = Direction(name: name) else {
            return GradientError(
                .invalidValue,
                "\(name.quotedForMessage) is not a direction; use vertical, horizontal, top-left-to-bottom-right, top-right-to-bottom-left, bottom-left-to-top-right, bottom-right-to-top-left or an angle such as 45deg."
            )
        }
        direction = value
        return nil
    }

    /// Sets ``type`` from its name (`"axial"` or `"linear"`, `"radial"`, `"conic"`, as the JSON
    /// spec reads them but case-insensitive; blank means axial).
    ///
    /// - Returns: `nil`, or the error (`GradientError.Kind.invalidValue`) when the name is unknown (``type`` is then
    ///   left as it was).
    @discardableResult
    public mutating func setTypeName(_ name: String) -> GradientError? {
        setNamed(\.type, name, blank: .axial, parse: GradientType.init(name:), unknown: GradientType.notAType(name))
    }

    /// Sets ``interpolation`` from its engine name (`Interpolation.init(name:)`: `srgb`,
    /// `core-animation`, `oklab`, `oklch-longer` …, with that initialiser's aliases such as
    /// `premultiplied` and `linear`), ignoring case and surrounding spaces; blank means
    /// `Interpolation.srgb`, the default.
    ///
    /// - Returns: `nil`, or the error (`GradientError.Kind.invalidValue`) when the name is unknown (``interpolation``
    ///   is then left as it was); it lists the names and suggests the closest.
    @discardableResult
    public mutating func setInterpolationName(_ name: String) -> GradientError? {
        setNamed(\.interpolation, name, blank: .srgb, parse: Interpolation.init(name:), unknown: Interpolation.unknownName(name.trimmingWhitespace))
    }

    /// Sets the property at `keyPath` from a name, read trimmed and lowercased: `blank` for a
    /// blank name, else what `parse` makes of it.
    ///
    /// - Returns: `nil`, or the error (`GradientError.Kind.invalidValue`) saying `unknown` when
    ///   `parse` knows no such name (the property is then left as it was).
    private mutating func setNamed<Value>(
        _ keyPath: WritableKeyPath<GradientViewState, Value>, _ name: String, blank: Value, parse: (String) -> Value?,
        unknown: @autoclosure () -> String
    ) -> GradientError? {
        let key = name.trimmingWhitespace.lowercased()
        guard let value = key.isEmpty ? blank : parse(key) else { return GradientError(.invalidValue, unknown()) }
        self[keyPath: keyPath] = value
        return nil
    }
}

/// The geometry inspectables as Interface Builder set them: `nil` where unset.
struct InspectedGeometry: Sendable, Hashable {
    var angle: Double?
    var start: GradientPoint?
    var end: GradientPoint?
}
