import LegibleSyntax

/// Finds the first entry of a layout spec matching a key without trying every pattern: exact
/// patterns (no `*`, `?` or `\`) are looked up in a table, and of the globs only those whose
/// literal prefix the key starts with are tried (`KeyGlobIndex` (LegibleSyntax)): 100,000 glob entries over
/// 10,000 keys tried every glob on every key (33–39 s). The answer is ``LayoutSpec/ruleIndex(forKey:)``'s —
/// first match wins — in constant time for a spec of exact keys, such as the one `legible scan`
/// derives with one key per label.
///
/// ```swift
/// let lookup = LayoutRuleLookup(spec)
/// lookup.ruleIndex(forKey: "settings.title") == spec.ruleIndex(forKey: "settings.title")   // always
/// ```
public struct LayoutRuleLookup: Sendable {
    private let exact: [String: Int]
    /// The glob patterns of every entry, in order, indexed by literal prefix.
    private let globs: KeyGlobIndex
    /// The entry each of those patterns belongs to.
    private let globRules: [Int]

    /// A lookup over a spec's `labels` entries.
    ///
    /// - Parameter spec: the spec.
    public init(_ spec: LayoutSpec) {
        var exact: [String: Int] = [:]
        var patterns: [String] = []
        var globRules: [Int] = []
        for (index, rule) in spec.rules.enumerated() {
            for pattern in rule.patterns {
                if pattern.contains(where: { $0 == "*" || $0 == "?" || $0 == "\\" }) {
                    patterns.append(pattern)
                    globRules.append(index)
                } else if exact[pattern] == nil {
                    exact[pattern] = index
                }
            }
        }
        self.exact = exact
        globs = KeyGlobIndex(patterns)
        self.globRules = globRules
    }

    /// The index of the first entry matching `key`, `nil` when only the default applies.
    ///
    /// - Parameter key: the key.
    public func ruleIndex(forKey key: String) -> Int? {
        // Patterns are in entry order, so the first matching glob belongs to the first entry with one.
        let globMatch = globs.firstMatch(forKey: key).map { globRules[$0] }
        guard let exactMatch = exact[key] else { return globMatch }
        return min(exactMatch, globMatch ?? exactMatch)
    }
}
