// "Did you mean …?" for a misspelt name.

extension String {
    /// The candidate closest to this string by edit distance (insertions, deletions,
    /// substitutions and swaps of neighbours, ignoring case), if it is close enough to be a
    /// likely typo: at most 1 edit for names up to 4 characters, 2 up to 8, else 3. Ties go to
    /// the earlier candidate; a candidate that differs only in case wins (`Linear` → `linear`,
    /// for names read case-sensitively). `nil` when nothing is that close, when the string
    /// equals a candidate exactly, or when it is shorter than 3 characters (`-x` is one edit
    /// from every short flag).
    package func closestMatch(in candidates: some Sequence<String>) -> String? {
        let word = Array(lowercased().unicodeScalars)
        guard word.count >= 3, word.count <= 64 else { return nil }
        let budget = word.count <= 4 ? 1 : word.count <= 8 ? 2 : 3
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - word.count) <= budget else { continue }
            let d = Self.editDistance(word, other)
            if d == 0 { return candidate == self ? nil : candidate }
            if d <= budget, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// The optimal-string-alignment distance between `a` and `b`.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = Swift.min(d, before[j - 2] + 1) }
                current[j] = d
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }

    /// `" (did you mean 'x'?)"` for the closest candidate, or `""`: to insert into a
    /// one-sentence message after the name it is about.
    package func didYouMean(_ candidates: some Sequence<String>) -> String {
        guard let match = closestMatch(in: candidates) else { return "" }
        return " (did you mean \(match.quotedForMessage)?)"
    }
}
