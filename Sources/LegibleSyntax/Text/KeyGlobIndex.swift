/// Globs indexed by the literal text they start with, so that finding the first glob matching
/// a key tries only the globs that can match it, not every one: 100,000 `labels` globs over
/// 10,000 keys tried each glob on each key (33–39 s).
///
/// An ASCII key can match a glob only if it starts with the glob's literal ASCII prefix (the
/// text before its first `*`, `?`, `\` or non-ASCII character, less the character just before
/// a non-ASCII one, which a combining mark may join), byte for byte, so the index is a filter:
/// `GlobPattern` still decides each candidate. Globs without such a prefix are candidates for
/// every key. A key with non-ASCII text is tried against every glob in order: `GlobPattern`
/// compares characters by canonical equivalence (`é` written as one scalar or two, the Kelvin
/// sign and `K`), which bytes cannot tell.
///
/// ```swift
/// let index = KeyGlobIndex(["settings.*", "tab.?", "*_button"])
/// index.firstMatch(forKey: "settings.title")   // 0
/// index.firstMatch(forKey: "home")             // nil
/// ```
package struct KeyGlobIndex: Sendable {
    private let patterns: [String]
    /// The globs' indexes by their literal prefix's bytes, each list in order.
    private let byPrefix: [[UInt8]: [Int]]
    /// The distinct prefix lengths, so a key is looked up only at lengths some glob has.
    private let prefixLengths: [Int]

    /// Indexes `patterns`; ``firstMatch(forKey:)`` returns positions in it.
    package init(_ patterns: [String]) {
        self.patterns = patterns
        var byPrefix: [[UInt8]: [Int]] = [:]
        for (index, pattern) in patterns.enumerated() {
            var prefix = Array(pattern.utf8.prefix { $0 < 0x80 && $0 != UInt8(ascii: "*") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "\\") })
            if prefix.count < pattern.utf8.count, pattern.utf8[pattern.utf8.index(pattern.utf8.startIndex, offsetBy: prefix.count)] >= 0x80 {
                prefix.removeLast(min(1, prefix.count))
            }
            byPrefix[prefix, default: []].append(index)
        }
        self.byPrefix = byPrefix
        prefixLengths = Set(byPrefix.keys.map(\.count)).sorted()
    }

    /// The position of the first glob that matches all of `key`, or `nil`.
    package func firstMatch(forKey key: String) -> Int? {
        let bytes = Array(key.utf8)
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return patterns.firstIndex { GlobPattern.matches($0, key) } }
        var best: Int?
        for length in prefixLengths {
            guard length <= bytes.count else { break }
            guard let candidates = byPrefix[Array(bytes[..<length])] else { continue }
            // Each list is in order: the first match in it is its best.
            for index in candidates {
                if let best, index >= best { break }
                if GlobPattern.matches(patterns[index], key) {
                    best = index
                    break
                }
            }
        }
        return best
    }
}
