import GradientCSS
import GradientCore

/// Gives two gradients the same number of stops at the same locations without changing what
/// either draws, so Core Animation can animate one into the other stop by stop.
///
/// `CAGradientLayer` animates `colors` and `locations` element by element; arrays of
/// different lengths jump instead of animating. Equalised, every stop moves only in colour.
///
/// ```swift
/// let (a, b) = StopEqualization.equalize(
///     [ColorStop(.red, at: 0), ColorStop(.blue, at: 1)],
///     [ColorStop(.white, at: 0), ColorStop(.black, at: 0.5), ColorStop(.white, at: 1)])
/// // a: red 0, purple 0.5, blue 1;  b: white 0, black 0.5, white 1
/// ```
enum StopEqualization {
    /// Both stop lists resampled at the union of their locations. A hard edge (several stops at
    /// one location) keeps its stops; the other list repeats its colour there as often. Colours
    /// between stops are Core Animation's straight sRGB mix; an empty list stays empty.
    ///
    /// - Complexity: O((m + n) log(m + n)).
    static func equalize(_ a: [ColorStop], _ b: [ColorStop]) -> ([ColorStop], [ColorStop]) {
        var operations = 0
        return equalize(a, b, operations: &operations)
    }

    /// ``equalize(_:_:)``, adding to `operations` one for each stop looked at and each colour
    /// evaluated (for the test that checks the complexity by counting).
    static func equalize(_ a: [ColorStop], _ b: [ColorStop], operations: inout Int) -> ([ColorStop], [ColorStop]) {
        guard !a.isEmpty, !b.isEmpty else { return (a, b) }
        // Cleaned as a ramp cleans them, so in non-decreasing order: one merge walk visits each stop once.
        let cleanA = ColorRamp(a).stops
        let cleanB = ColorRamp(b).stops
        // A colour evaluation is a binary search over the stops.
        let lookupA = cleanA.count.bitWidth - cleanA.count.leadingZeroBitCount + 1
        let lookupB = cleanB.count.bitWidth - cleanB.count.leadingZeroBitCount + 1
        var outA: [ColorStop] = []
        var outB: [ColorStop] = []
        outA.reserveCapacity(cleanA.count + cleanB.count)
        outB.reserveCapacity(cleanA.count + cleanB.count)
        var i = 0
        var j = 0
        while i < cleanA.count || j < cleanB.count {
            let p = min(i < cleanA.count ? cleanA[i].location : .infinity, j < cleanB.count ? cleanB[j].location : .infinity)
            var hereA: [RGBA] = []
            var hereB: [RGBA] = []
            while i < cleanA.count, cleanA[i].location == p {
                hereA.append(cleanA[i].color)
                i += 1
                operations += 1
            }
            while j < cleanB.count, cleanB[j].location == p {
                hereB.append(cleanB[j].color)
                j += 1
                operations += 1
            }
            if hereA.isEmpty { operations += lookupA }
            if hereB.isEmpty { operations += lookupB }
            let count = max(hereA.count, hereB.count, 1)
            outA += colors(hereA, count: count, stops: cleanA, at: p).map { ColorStop($0, at: p) }
            outB += colors(hereB, count: count, stops: cleanB, at: p).map { ColorStop($0, at: p) }
        }
        return (outA, outB)
    }

    /// Every list resampled at the union of all their locations, so that all have the same
    /// count (each location as many times as the list that has it most often): the keyframes of
    /// an animation through several gradients. Each list draws what it drew; empty lists stay
    /// empty.
    ///
    /// - Complexity: O(k · n log n) for k lists of n stops in all.
    static func equalize(_ lists: [[ColorStop]]) -> [[ColorStop]] {
        let filled = lists.filter { !$0.isEmpty }
        guard var template = filled.first else { return lists }
        // The template gathers every location, each as often as the list holding it most.
        for list in filled.dropFirst() { template = equalize(template, list).0 }
        return lists.map { $0.isEmpty ? $0 : equalize($0, template).0 }
    }

    /// `count` colours at `p`: the stops there (the last repeated), or the straight mix of `stops`.
    private static func colors(_ here: [RGBA], count: Int, stops: [ColorStop], at p: Double) -> [RGBA] {
        guard let last = here.last else { return Array(repeating: stops.straightColor(at: p), count: count) }
        return here + Array(repeating: last, count: count - here.count)
    }
}
