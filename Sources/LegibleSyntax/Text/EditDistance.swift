/// How far apart two words are, for "did you mean" hints: the Levenshtein distance by
/// characters (insertions, deletions and substitutions each count one).
///
/// ```swift
/// EditDistance.between("color.txt.primary", "color.text.primary")   // 1
/// ```
package enum EditDistance {
    /// The distance between two strings, or `limit + 1` as soon as it must exceed `limit`.
    ///
    /// - Parameters:
    ///   - first: one string.
    ///   - second: the other.
    ///   - limit: the largest distance of interest; `nil` for no limit.
    package static func between(_ first: String, _ second: String, limit: Int? = nil) -> Int {
        let (a, b) = (Array(first), Array(second))
        if let limit, abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            if let limit, current.min()! > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }
}
