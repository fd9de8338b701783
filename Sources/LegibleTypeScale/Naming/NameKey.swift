/// The comparable form of a name typed by a person or copied from code: lower case, letters and
/// digits only, so `Title 1`, `title-1`, `.title1` and `TITLE_1` are all `title1`.
func nameKey(_ text: String) -> String {
    String(text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
}

/// Looks a name up among the spellings of each value, after removing any of `prefixes`
/// (API namespaces such as `UIFontTextStyle`).
func lookUp<Value>(_ text: String, prefixes: [String], in spellings: [(Value, [String])]) -> Value? {
    var key = nameKey(text)
    for prefix in prefixes.map(nameKey) where key.hasPrefix(prefix) && key.count > prefix.count {
        key.removeFirst(prefix.count)
        break
    }
    return spellings.first { $0.1.contains(key) }?.0
}
