import LegibleCatalogs
import LegibleSyntax
import LegibleTypeScale

// Android string resources that are another string (`<string name="a">@string/b</string>`).
extension ScanResources {
    /// The string a resource's whole text refers to (`@string/b` → `b`), `nil` for other text.
    /// The resource compiler stores such a value as a reference, resolved in the device's
    /// configuration, so the app shows `b`'s text, never the reference.
    static func stringAlias(_ text: String) -> String? {
        let trimmed = text.trimmingWhitespace
        guard trimmed.hasPrefix("@string/") else { return nil }
        let name = trimmed.dropFirst("@string/".count)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return String(name)
    }

    /// The deepest chain of aliases followed: 8 (a longer one, or a cycle, is dropped).
    static let maximumAliasDepth = 8

    /// `entries` of `key` with each alias replaced by its target's text in the same locale (the
    /// target's development-language text where it has none), and, when the development
    /// language's entry is an alias, the target's other locales added: the device resolves the
    /// reference in its own locale, so an untranslatable alias shows every translation of its target.
    func resolvingAliases(_ entries: [CatalogEntry], key: String, depth: Int) -> [CatalogEntry] {
        guard depth < Self.maximumAliasDepth else { return entries.filter { Self.stringAlias($0.text) == nil } }
        var resolved: [CatalogEntry] = []
        var defaultTarget: [CatalogEntry]?
        for entry in entries {
            guard let target = Self.stringAlias(entry.text) else {
                resolved.append(entry)
                continue
            }
            let targetEntries = resolvingAliases(storedEntries(forKey: target, table: nil, platform: .android), key: target, depth: depth + 1)
            if entry.locale == developmentLanguage { defaultTarget = targetEntries }
            let shown = targetEntries.first { $0.locale == entry.locale } ?? targetEntries.first { $0.locale == developmentLanguage }
            guard var text = shown else { continue }
            text.key = key
            text.locale = entry.locale
            text.variant = entry.variant
            resolved.append(text)
        }
        guard let defaultTarget else { return resolved }
        let locales = Set(entries.map(\.locale))
        for var entry in defaultTarget where !locales.contains(entry.locale) {
            entry.key = key
            resolved.append(entry)
        }
        return resolved
    }
}
