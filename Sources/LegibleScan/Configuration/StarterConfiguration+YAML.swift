import LegibleTokens

extension StarterConfiguration {
    /// Pairs guessed from colour names: a text, label, title, link or foreground colour on the
    /// first background, surface or window colour; `onPrimary` (`brand_on_primary`, `on.primary`)
    /// on the colour named the same without `on`.
    ///
    /// ```swift
    /// StarterConfiguration.guessPairs(["text_primary", "window_background", "brand_on_primary", "brand_primary"])
    /// // text_primary on window_background, brand_on_primary on brand_primary
    /// ```
    ///
    /// - Parameter names: colour names in their source's order.
    public static func guessPairs(_ names: [String]) -> [GuessedPair] {
        let words = Dictionary(names.map { ($0, nameWords($0)) }, uniquingKeysWith: { first, _ in first })
        let backgroundWords: Set = ["background", "surface", "window", "canvas", "bg"]
        let foregroundWords: Set = ["text", "label", "title", "link", "foreground", "fg"]
        let backgrounds = names.filter { !Set(words[$0]!).isDisjoint(with: backgroundWords) }
        var pairs: [GuessedPair] = []
        for name in names where !backgrounds.contains(name) {
            let nameWords = words[name]!
            if let on = nameWords.firstIndex(of: "on") {
                var base = nameWords
                base.remove(at: on)
                if let background = names.first(where: { $0 != name && words[$0]! == base }) {
                    pairs.append(GuessedPair(foreground: name, background: background))
                }
            } else if !Set(nameWords).isDisjoint(with: foregroundWords), let background = backgrounds.first {
                pairs.append(GuessedPair(foreground: name, background: background))
            }
        }
        return pairs
    }

    /// A name's words, lower-cased: split at punctuation and where a capital follows a small letter.
    static func nameWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for character in name {
            if !character.isLetter && !character.isNumber {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLower = false
                continue
            }
            if character.isUppercase, previousIsLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += character.lowercased()
            previousIsLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The commented `legible.yaml`.
    ///
    /// - Parameter schema: the path or URL of `legible.schema.json` for the
    ///   `# yaml-language-server: $schema=` line editors read, or `nil` for none.
    public func yaml(schema: String?) -> String {
        var lines: [String] = []
        if let schema { lines.append("# yaml-language-server: $schema=\(schema)") }
        lines += [
            "#",
            "# Legible's configuration, written by `legible init` from what this folder holds. Paths are",
            "# relative to this file. `legible check` checks the contrast of every pair and palette below in",
            "# every appearance; `legible check --help` describes each key.",
            "",
            "# Where the colours are defined; a later source overrides an earlier one, per appearance.",
        ]
        if colorSources.isEmpty && unreadableSources.isEmpty {
            lines += [
                "# None found here (*.tokens.json, *.xcassets with colour sets, Android res/ with colours). Add yours:",
                "#   - tokens: design/tokens.json        # W3C design tokens; appearance: dark for a dark-only file",
                "#   - assets: App/Assets.xcassets       # light, dark and Increase Contrast variants",
                "#   - android: app/src/main/res         # values/ = light, values-night/ = dark",
                "sources: []",
            ]
        } else {
            lines.append("sources:")
            for source in colorSources {
                lines.append("  - \(source.kind.rawValue): \(Self.quotedIfNeeded(source.path))")
                if let appearance = source.appearance { lines.append("    appearance: \(appearance.rawValue)") }
            }
            for unreadable in unreadableSources {
                lines.append("  # - \(unreadable.source.kind.rawValue): \(Self.quotedIfNeeded(unreadable.source.path))")
                lines.append("  #   not read: \(Self.oneLine(unreadable.problem))")
            }
        }
        lines += ["", "# Foreground and background colours that must contrast (names, or globs such as color.text.*)."]
        if guessedPairs.isEmpty {
            lines += [
                "# use: text (4.5:1 at AA), largeText (3:1) or nonText (3:1); or style: headline, or size: and weight:.",
                "pairs: []",
                "#   - foreground: color.text.primary",
                "#     background: color.surface.default",
                "#     use: text",
            ]
        } else {
            lines += [
                "# Guessed from the colour names: keep the real pairs, remove the others, add what is missing.",
                "# use: text (4.5:1 at AA), largeText (3:1) or nonText (3:1); or style: headline, or size: and weight:.",
                "pairs:",
            ]
            for pair in guessedPairs {
                lines += [
                    "  - foreground: \(Self.quotedIfNeeded(pair.foreground))",
                    "    background: \(Self.quotedIfNeeded(pair.background))",
                    "    use: text",
                ]
            }
        }
        lines += [
            "",
            "# Colours that people with colour-vision deficiency must tell apart (chart series, status colours):",
            "# palettes:",
            "#   - name: chart",
            "#     colors: [\"chart.*\"]",
            "#     background: color.surface.default",
            "",
            "level: AA                               # AA or AAA",
            "appearances: [light, dark, lightIncreasedContrast, darkIncreasedContrast]",
            "# lock: [brand.primary]                 # colours legible check --suggest never changes",
        ]
        lines += scanSection() + auditSection()
        return lines.joined(separator: "\n") + "\n"
    }

    private func scanSection() -> [String] {
        var lines = ["", "# legible scan: the app's own screens (storyboards, xibs, Android layouts), element by element."]
        guard !interfacePaths.isEmpty else {
            return lines + [
                "# No storyboards, xibs or res/layout folders were found here; legible scan looks through this folder.",
                "scan:",
                "  screen: { ios: 375, android: 360 }   # points and dp, for widths tied to the screen",
                "  # exclude: [\"*Tests*\"]",
                "  # rules: { text.shrinks: note }      # off, note, warning or error (legible rules lists them)",
            ]
        }
        lines += ["# Found here: " + interfacePaths.prefix(6).joined(separator: ", ") + (interfacePaths.count > 6 ? ", …" : "")]
        lines += [
            "scan:",
            "  paths: [\(scanFolders.map(Self.quotedIfNeeded).joined(separator: ", "))]",
            "  screen: { ios: 375, android: 360 }   # points and dp, for widths tied to the screen",
            "  # exclude: [\"*Tests*\"]",
            "  # rules: { text.shrinks: note }      # off, note, warning or error (legible rules lists them)",
        ]
        return lines
    }

    /// The folders `scan: paths` names: the top folder of each storyboard or xib, and the folder
    /// holding the `res` of each Android layout folder (`.` for files at the top).
    var scanFolders: [String] {
        var folders: [String] = []
        for path in interfacePaths {
            let folder: String
            if let range = path.range(of: "/res/layout") ?? (path.hasPrefix("res/layout") ? path.range(of: "res/layout") : nil) {
                let above = String(path[..<range.lowerBound])
                folder = above.isEmpty ? "." : above
            } else {
                let components = path.split(separator: "/")
                folder = components.count > 1 ? String(components[0]) : "."
            }
            if !folders.contains(folder) { folders.append(folder) }
        }
        return folders.contains(".") ? ["."] : folders.sorted()
    }

    private func auditSection() -> [String] {
        var lines = ["", "# legible audit: label overflow at every text size, in every language of the string catalogs."]
        guard let first = stringCatalogs.first else {
            return lines + [
                "# No string catalogs were found here (.xcstrings, Localizable.strings, res/values*/strings.xml). Run:",
                "#   legible audit Localizable.xcstrings --width 200 --style body",
            ]
        }
        lines += ["# The catalogs found here, and a first run (every label 200 pt wide, in the Body style or Android's bodyLarge):"]
        lines += stringCatalogs.prefix(20).map { "#   \($0)" }
        if stringCatalogs.count > 20 { lines.append("#   … and \(stringCatalogs.count - 20) more") }
        // An Android catalog is measured in a Material role at font scales, an iOS one in a text style.
        let sizing = first.hasSuffix("strings.xml") ? "--platform android --width 200 --role bodyLarge" : "--width 200 --style body"
        lines.append("#   legible audit \(Self.shellQuoted(first)) \(sizing)")
        lines.append("# then describe each key's label in a layout spec: legible audit --help (--layout FILE).")
        return lines
    }

    private static func quotedIfNeeded(_ text: String) -> String {
        let plain =
            text.allSatisfy { $0.isLetter || $0.isNumber || "._-/ ".contains($0) } && !text.hasPrefix(" ") && !text.hasSuffix(" ")
            && !text.isEmpty
        guard !plain else { return text }
        return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func shellQuoted(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || "._-/+".contains($0) } ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
