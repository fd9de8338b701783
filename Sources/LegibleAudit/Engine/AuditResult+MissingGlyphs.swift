import LegibleReporting
import LegibleShaping

extension AuditResult {
    /// One `overflow.missing-glyphs` warning per script and font with characters no font covers
    /// (a note for Android characters its system fallback fonts draw: `Tables/android-system-fallback-fonts.csv`),
    /// at the first label (in ``labels`` order) that has them, with that label's index: a
    /// translation in a script the fonts lack is one problem, not one per label. The message
    /// counts the labels; the `characters`, `labels`, `locales`, `font`, `script` and
    /// `firstLabel` properties give the details.
    ///
    /// ```text
    /// warning: [overflow.missing-glyphs] Tifinagh in bundled fonts: no font covers 3 Tifinagh
    ///   characters (U+2D30 ⴰ, U+2D63 ⵣ, U+2D49 ⵉ) in 12 labels set in the bundled fonts; …
    /// ```
    public var missingGlyphFindings: [(label: Int, finding: Finding)] {
        var order: [MissingGlyphGroup.Key] = []
        var groups: [MissingGlyphGroup.Key: MissingGlyphGroup] = [:]
        for index in labels.indices where !labels[index].missingCharacters.isEmpty {
            let label = labels[index]
            let font = label.layout.font(forLocale: label.entry.locale)
            var scripts: Set<String> = []
            for character in label.missingCharacters {
                let scalar = Self.scalar(described: character)
                let script = scalar.map(MissingCharacter.scriptName(of:)) ?? "Unknown"
                // On Android a character the fonts lack may still show: the system's fallback draws it.
                let systemFont =
                    label.layout.platform == .android
                    ? scalar.flatMap { AndroidSystemFallback.font(for: $0, script: MissingCharacter.scriptCode(of: $0)) } : nil
                let key = MissingGlyphGroup.Key(script: script, font: font, systemFont: systemFont)
                if groups[key] == nil {
                    order.append(key)
                    groups[key] = MissingGlyphGroup(firstLabel: index)
                }
                if groups[key]?.seen.insert(character).inserted == true { groups[key]?.characters.append(character) }
                guard scripts.insert(script).inserted else { continue }
                groups[key]?.labelCount += 1
                groups[key]?.locales.insert(label.entry.locale)
            }
        }
        return order.compactMap { key in
            guard let group = groups[key] else { return nil }
            return (group.firstLabel, finding(key, group))
        }
    }

    private func finding(_ key: MissingGlyphGroup.Key, _ group: MissingGlyphGroup) -> Finding {
        let first = labels[group.firstLabel]
        let file = key.font.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        let fontName = file.map { "font " + $0 } ?? "bundled fonts"
        let count = group.characters.count
        let shown = group.characters.prefix(3).joined(separator: ", ") + (count > 3 ? ", …" : "")
        let labelCount = group.labelCount == 1 ? "1 label" : "\(group.labelCount) labels"
        let characters = "\(count) \(key.script) character\(count == 1 ? "" : "s") (\(shown)) in \(labelCount)"
        // What Android's own fonts draw shows on the phone: only the measurement is approximate.
        let message =
            key.systemFont.map { "\(characters) \(count == 1 ? "is" : "are") drawn by Android's \($0), not bundled: widths use the missing-glyph box" }
            ?? "no font covers \(characters) set in the \(fontName); widths use the missing-glyph box"
        let position = first.entry.position
        var properties = [
            Finding.Property("script", key.script), Finding.Property("font", key.font ?? "bundled"),
            Finding.Property("labels", String(group.labelCount)), Finding.Property("characters", group.characters.joined(separator: ", ")),
            Finding.Property("locales", group.locales.sorted().joined(separator: ", ")), Finding.Property("firstLabel", first.findingID),
        ]
        if let systemFont = key.systemFont { properties.append(Finding.Property("androidSystemFont", systemFont)) }
        return Finding(
            // Named by the font's file name, not its path: the same on every machine, for baselines.
            id: "\(key.script) in \(file ?? "bundled fonts")", rule: AuditRule.missingGlyphs, severity: key.systemFont == nil ? .warning : .note,
            message: message,
            location: Finding.Location(file: first.entry.file, line: position.line, column: position.column), properties: properties)
    }

    /// The character of a `U+XXXX c` description (``LabelAudit/missingCharacters``).
    static func scalar(described description: String) -> Unicode.Scalar? {
        guard description.hasPrefix("U+") else { return nil }
        // By scalars: "U+ABE9 ꯩ" shows a combining vowel sign, which joins the space before it into
        // one Character, so a split by Characters never found the space (Meetei Mayek was "Unknown").
        let hex = description.unicodeScalars.dropFirst(2).prefix { $0 != " " }
        return UInt32(String(String.UnicodeScalarView(hex)), radix: 16).flatMap(Unicode.Scalar.init)
    }
}

/// The labels whose uncovered characters share a script and a font.
private struct MissingGlyphGroup {
    struct Key: Hashable {
        let script: String
        /// The layout's font for the locale, `nil` for the bundled fonts.
        let font: String?
        /// The Android system font that draws the characters (`Tables/android-system-fallback-fonts.csv`), `nil`
        /// on iOS and where no Android font covers them.
        let systemFont: String?
    }

    let firstLabel: Int
    var characters: [String] = []
    var seen: Set<String> = []
    var labelCount = 0
    var locales: Set<String> = []
}
