import GradientKit

/// Whether `a` and `b` differ by at most `tolerance`.
public func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether every component of `a` (red, green, blue and alpha) is within `tolerance` of `b`'s.
public func close(_ a: RGBA, _ b: RGBA, _ tolerance: Double) -> Bool {
    zip(a.components, b.components).allSatisfy { abs($0 - $1) <= tolerance }
}
