import LegibleCatalogs

// Format arguments whose source the code shows (``ScannedArgumentSample``, issue 33) are put in
// the text before the audit, in each locale: a byte size as "12.34 MB", a local's string
// resources as the longest of their texts in that locale. The audit's own samples ("Alexandra",
// "12,345") then fill only the arguments nobody can know, and the fixed part it measures without
// them holds these (LibreTorrent ae96f20b item_peers_list.xml:90 was "↓ Alexandra/s | ↑
// Alexandra/s", an error that "fits at no size").
extension ScanOverflowAudit {
    /// Whether a specifier takes text (`%s`, `%1$s`, `%@`), not a number.
    static func isTextArgument(_ specifier: FormatSpecifier) -> Bool {
        specifier.kind == .string || specifier.kind == .object
    }

    /// A text's specifiers that take an argument, each with its argument's position: its own
    /// (`%2$s`), else the next in order.
    static func numberedSpecifiers(in text: String) -> [(specifier: FormatSpecifier, position: Int)] {
        var next = 0
        return FormatSpecifier.specifiers(in: text).compactMap { specifier in
            guard specifier.kind != nil else { return nil }
            if let argument = specifier.argument { return (specifier, argument) }
            next += 1
            return (specifier, next)
        }
    }

    /// `entries` with each text argument the code shows written in (a `%` in it as `%%`, so the
    /// audit's samples leave it alone).
    static func fillingKnownArguments(_ entries: [CatalogEntry], samples: [Int: ScannedArgumentSample], resources: ScanResources) -> [CatalogEntry] {
        guard !samples.isEmpty else { return entries }
        var texts: [String: [String: String]] = [:]
        for key in Set(samples.values.flatMap(\.keys)) {
            for entry in resources.entries(forKey: key, table: nil, platform: .android) where entry.variant == nil {
                texts[key, default: [:]][entry.locale] = texts[key]?[entry.locale] ?? entry.text
            }
        }
        return entries.map { entry in
            var entry = entry
            for (specifier, position) in numberedSpecifiers(in: entry.text).reversed() {
                guard isTextArgument(specifier), let sample = samples[position] else { continue }
                let value =
                    sample.literal
                    ?? sample.keys.compactMap { texts[$0]?[entry.locale] ?? texts[$0]?[resources.developmentLanguage] }.max { $0.count < $1.count }
                guard let value else { continue }
                entry.text.replaceSubrange(specifier.range, with: value.replacingOccurrences(of: "%", with: "%%"))
            }
            return entry
        }
    }
}
