import LegibleColor
import LegibleReporting
import LegibleSyntax
import LegibleTokens
import LegibleVision

/// Small pieces of wording the text and HTML reports share.
enum DesignCheckText {
    /// `light`, `dark`, `light+IC`, `dark+IC`: appearances in narrow columns.
    static func shortName(_ appearance: ColorAppearance) -> String {
        switch appearance {
        case .light: "light"
        case .dark: "dark"
        case .lightIncreasedContrast: "light+IC"
        case .darkIncreasedContrast: "dark+IC"
        }
    }

    /// `4.47`: the ratio truncated to two decimals, as ``WCAG/formattedRatio(_:)`` shows it, without `:1`.
    static func ratio(_ ratio: Double) -> String {
        String(WCAG.formattedRatio(ratio).dropLast(2))
    }

    static func oneDecimal(_ value: Double) -> String {
        DecimalText.string(value, decimals: 1)
    }

    static func distance(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    static func list(_ appearances: [ColorAppearance]) -> String {
        appearances.map(\.rawValue).joined(separator: ", ")
    }

    /// `Light`, `Dark`, `Light, Increase Contrast`: what the HTML page calls an appearance, in
    /// the words of the Settings switch rather than the configuration's identifier.
    static func humanName(_ appearance: ColorAppearance) -> String {
        switch appearance {
        case .light: "Light"
        case .dark: "Dark"
        case .lightIncreasedContrast: "Light, Increase Contrast"
        case .darkIncreasedContrast: "Dark, Increase Contrast"
        }
    }

    static func humanList(_ appearances: [ColorAppearance]) -> String {
        appearances.map(humanName).joined(separator: "; ")
    }

    /// `normal text 4.5:1`.
    static func needs(_ requirement: WCAGRequirement) -> String {
        "\(requirement.useDescription) \(requirement.minimumRatioText)"
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

extension DesignCheckReport {
    /// The pairs with a failing cell first, each group in configuration order, with their indexes.
    var pairsFailuresFirst: [(index: Int, pair: CheckedPair)] {
        let indexed = pairs.enumerated().map { (index: $0.offset, pair: $0.element) }
        return indexed.filter(\.pair.fails) + indexed.filter { !$0.pair.fails }
    }

    /// Counts of the pair checks (pairs × appearances) and palette checks by status.
    func counts() -> (pairs: [DesignCheckStatus: Int], palettes: [DesignCheckStatus: Int]) {
        var pairCounts: [DesignCheckStatus: Int] = [:]
        for pair in pairs {
            for cell in pair.cells { pairCounts[cell.status, default: 0] += 1 }
        }
        var paletteCounts: [DesignCheckStatus: Int] = [:]
        for palette in palettes { paletteCounts[palette.status, default: 0] += 1 }
        return (pairCounts, paletteCounts)
    }

    func writeText<Output: TextOutputStream>(to output: inout Output) {
        var sections = [header(), matrix()]
        sections.append(
            contentsOf: [failureLines(), paletteLines(), suggestionLines(), noteLines()].filter { !$0.isEmpty }.map {
                $0.joined(separator: "\n")
            })
        sections.append(summaryLine() + "\n" + "Reminder: 4.5:1 is the minimum for text; 7:1 is better (Apple Human Interface Guidelines).")
        output.write(sections.joined(separator: "\n\n") + "\n")
    }

    private func header() -> String {
        let source = configurationFile.map { "\($0): " } ?? ""
        return "\(source)\(DesignCheckText.plural(pairs.count, "pair")) in \(DesignCheckText.list(appearances)) at WCAG \(level.rawValue)"
    }

    private func matrix() -> String {
        guard !pairs.isEmpty else { return "No pairs declared." }
        var rows = [["Pair", "Needs"] + appearances.map(DesignCheckText.shortName)]
        for (_, pair) in pairsFailuresFirst {
            rows.append([pair.title, DesignCheckText.needs(pair.requirement)] + pair.cells.map(cellText))
        }
        var lines = [TextTable.render(rows)]
        if appearances.contains(where: \.isIncreasedContrast) {
            lines.append("IC: Increase Contrast on. ≤: no more contrast than without it (Apple asks increased-contrast colours to contrast more).")
        }
        return lines.joined(separator: "\n")
    }

    private func cellText(_ cell: CheckedPair.Cell) -> String {
        guard let result = cell.result else { return "missing" }
        let ratio = DesignCheckText.ratio(result.measurement.ratio)
        let padded = String(repeating: " ", count: max(0, 5 - ratio.count)) + ratio
        return "\(padded) \(result.passes ? "pass" : "FAIL")\(cell.gainsContrast == false ? " ≤" : "")"
    }

    /// Each failing pair with its colours and where they are defined; appearances where the
    /// pair fails with the same colours from the same places share one entry.
    private func failureLines() -> [String] {
        var lines: [String] = []
        for (_, pair) in pairsFailuresFirst where pair.fails {
            var groups: [[CheckedPair.Cell]] = []
            for cell in pair.cells where cell.status == .fail {
                if let last = groups.last?.first, last.foreground == cell.foreground, last.background == cell.background,
                    last.backdrop == cell.backdrop
                {
                    groups[groups.count - 1].append(cell)
                } else {
                    groups.append([cell])
                }
            }
            for group in groups {
                guard let cell = group.first, let result = cell.result, let foreground = cell.foreground, let background = cell.background else {
                    continue
                }
                lines.append(
                    "  \(pair.title) in \(DesignCheckText.list(group.map(\.appearance))): "
                        + "\(WCAG.formattedRatio(result.measurement.ratio)) — FAILS \(result.requirement.summary)")
                for (role, name, value) in [("foreground", pair.foreground, foreground), ("background", pair.background, background)] {
                    let alias = value.isAlias ? ", alias of \(value.aliasChain.dropFirst().joined(separator: " → "))" : ""
                    let locked = isLocked(name) ? ", locked" : ""
                    lines.append("    \(role) \(value.color.hex) at \(value.location.described)\(alias)\(locked)")
                }
                lines += result.notes.map { "    note: \($0)" }
                if let lc = result.apcaContrast {
                    lines.append("    APCA Lc \(DesignCheckText.oneDecimal(lc)) (advisory, not part of WCAG 2)")
                }
            }
        }
        return lines.isEmpty ? [] : ["Failures:"] + lines
    }

    private func paletteLines() -> [String] {
        guard !palettes.isEmpty else { return [] }
        var lines = ["Palettes (every pair ΔE00 ≥ 10 for normal vision, protanopia and deuteranopia; 3:1 against the background):"]
        for palette in palettes {
            let title = "  \(palette.name) in \(palette.appearance.rawValue): "
            guard let report = palette.report else {
                lines.append(title + "missing: \(palette.missingReason ?? "")")
                continue
            }
            var parts = [report.passes ? "pass" : "FAIL"]
            if let minimum = report.minimumDeltaEFound { parts.append("min ΔE00 \(DesignCheckText.oneDecimal(minimum))") }
            parts += Self.failureReasons(palette)
            lines.append(title + parts.joined(separator: "; "))
            if let suggestion = palette.suggestion {
                let changes = suggestion.changes.map { "\(palette.colors[$0.index]) \($0.original.hex) → \($0.suggested.hex)" }
                lines.append("    suggested\(suggestion.succeeded ? "" : " (still fails)"): \(changes.joined(separator: ", "))")
            } else if let note = palette.suggestionNote {
                lines.append("    no suggestion: \(note)")
            }
        }
        return lines
    }

    /// Why a palette fails, one phrase per reason, as the text and HTML reports both give them:
    /// the closest pair for each vision type that cannot tell two colours apart, and the colours
    /// below 3:1 against the background. Empty for a palette that passes or was not checked.
    static func failureReasons(_ palette: CheckedPalette) -> [String] {
        guard let report = palette.report else { return [] }
        var reasons: [String] = []
        for condition in report.conditions where !condition.passes {
            if let pair = condition.failingPairs.first {
                reasons.append(
                    "\(condition.condition.name): \(palette.colors[pair.first]) / \(palette.colors[pair.second]) ΔE00 \(DesignCheckText.oneDecimal(pair.deltaE))"
                )
            }
        }
        let weak = (report.contrast ?? []).filter { !$0.passes }
        if !weak.isEmpty {
            reasons.append(
                "below 3:1 against \(palette.background ?? "the background"): "
                    + weak.map { "\(palette.colors[$0.index]) \(WCAG.formattedRatio($0.ratio))" }.joined(separator: ", "))
        }
        return reasons
    }

    private func suggestionLines() -> [String] {
        guard let suggestions else { return [] }
        guard !suggestions.pairs.isEmpty else { return ["Suggestions: none needed."] }
        let locked = lock.isEmpty ? "" : "; locked: \(lock.joined(separator: ", "))"
        var lines = ["Suggestions (one change per token definition, each passing every check the token is in\(locked)):"]
        for change in suggestions.changes {
            lines.append(
                "  \(change.token) → \(change.suggested.hex) in \(DesignCheckText.list(change.appearances)) "
                    + "(was \(Self.originals(change)); ΔE OK \(DesignCheckText.distance(change.deltaEOK)); "
                    + "passes \(DesignCheckText.plural(change.constraintCount, "check")))")
            lines.append(
                change.needsOwnValue
                    ? "    give it its own value for these appearances; \(change.location.described) also serves others, which keep theirs"
                    : "    at \(change.location.described)")
        }
        let unfixed = suggestions.unfixed
        if !unfixed.isEmpty {
            lines.append("  Not fixed:")
            for fix in unfixed {
                lines.append("    \(fix.foreground) on \(fix.background) in \(fix.appearance.rawValue): \(fix.reason ?? "")")
            }
        }
        return lines
    }

    static func originals(_ change: TokenChange) -> String {
        let colors = change.appearances.compactMap { change.originals[$0]?.hex }
        var unique: [String] = []
        for color in colors where !unique.contains(color) { unique.append(color) }
        return unique.joined(separator: ", ")
    }

    private func noteLines() -> [String] {
        let notes = findings.filter { $0.rule == "color.missing" || $0.rule == "color.increased-contrast.aaa" }
        return notes.isEmpty ? [] : ["Notes:"] + notes.map { "  \($0.severity.rawValue): \($0.message)" }
    }

    private func summaryLine() -> String {
        let (pairCounts, paletteCounts) = counts()
        func describe(_ counts: [DesignCheckStatus: Int], _ noun: String) -> String {
            let total = counts.values.reduce(0, +)
            var text = "\(DesignCheckText.plural(total, noun)): \(counts[.pass] ?? 0) pass, \(counts[.fail] ?? 0) fail"
            if let missing = counts[.missing] { text += ", \(missing) missing" }
            return text
        }
        var parts = [describe(pairCounts, "pair check")]
        if !palettes.isEmpty { parts.append(describe(paletteCounts, "palette check")) }
        return "Summary: " + parts.joined(separator: "; ") + ". " + (fails ? "FAIL" : "PASS")
    }
}
