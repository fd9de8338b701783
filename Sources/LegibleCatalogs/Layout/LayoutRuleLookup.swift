/// Finds the first entry of a layout spec matching a key without trying every pattern: exact
/// patterns (no `*`, `?` or `\`) are looked up in a table, and only the globs are tried, in
/// order, up to the first exact match. The answer is ``LayoutSpec/ruleIndex(forKey:)``'s —
/// first match wins — in constant time for a spec of exact keys, such as the one `legible scan`
/// derives with one key per label.
///
/// ```swift
/// let lookup = LayoutRuleLookup(spec)
/// lookup.ruleIndex(forKey: "settings.title") == spec.ruleIndex(forKey: "settings.title")   // always
/// ```
public struct LayoutRuleLookup: Sendable {
    private let exact: [String: Int]
    /// The entries with a glob pattern, in order, with those patterns.
    private let globs: [(rule: Int, patterns: [String])]

    /// A lookup over a spec's `labels` entries.
    ///
    /// - Parameter spec: the spec.
    public init(_ spec: LayoutSpec) {
        var exact: [String: Int] = [:]
        var globs: [(rule: Int, patterns: [String])] = []
        for (index, rule) in spec.rules.enumerated() {
            var patterns: [String] = []
            for pattern in rule.patterns {
                if pattern.contains(where: { $0 == "*" || $0 == "?" || $0 == "\\" }) {
                    patterns.append(pattern)
                } else if exact[pattern] == nil {
                    exact[pattern] = index
                }
            }
            if !patterns.isEmpty { globs.append((index, patterns)) }
        }
        self.exact = exact
        self.globs = globs
    }

    /// The index of the first entry matching `key`, `nil` when only the default applies.
    ///
    /// - Parameter key: the key.
    public func ruleIndex(forKey key: String) -> Int? {
        let exactMatch = exact[key]
        for glob in globs {
            if let exactMatch, exactMatch < glob.rule { break }
            if glob.patterns.contains(where: { KeyGlob.matches(pattern: $0, key: key) }) { return glob.rule }
        }
        return exactMatch
    }
}
