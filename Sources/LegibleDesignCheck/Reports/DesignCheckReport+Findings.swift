import LegibleColor
import LegibleReporting
import LegibleTokens
import LegibleVision

extension DesignCheckReport {
    /// The rules of ``findings``, for SARIF's rule list and JUnit's suites.
    public static let rules: [RuleDescriptor] = [
        RuleDescriptor(
            id: "color.contrast", name: "ColorContrast",
            summary: "A declared foreground/background pair does not reach its WCAG 2.2 contrast ratio in an appearance.",
            help:
                "Change the colour the finding points at (legible check --suggest gives the closest passing one that works for every pair the token is in), or the other colour of the pair.",
            defaultSeverity: .error,
            documentation: "A declared foreground/background pair does not reach its WCAG 2.2 ratio in an appearance."),
        RuleDescriptor(
            id: "color.missing", name: "ColorMissing",
            summary: "A pair or palette uses a colour that has no value in an appearance, so it was not checked there.",
            help: "Give the colour a value for the appearance, or leave the appearance out of `appearances:`.",
            defaultSeverity: .warning,
            documentation: "A pair or palette uses a colour that has no value in an appearance, so it was not checked there."),
        RuleDescriptor(
            id: "color.increased-contrast", name: "IncreasedContrastGain",
            summary: "With Increase Contrast on, a pair contrasts no more than without it.",
            help:
                "Give one of the colours an increased-contrast variant that moves it further from the other (Apple asks increased-contrast colours to contrast more).",
            defaultSeverity: .note,
            documentation: "With Increase Contrast on, a pair contrasts no more than without it."),
        RuleDescriptor(
            id: "color.increased-contrast.aaa", name: "IncreasedContrastAAA",
            summary: "At level AAA, text with Increase Contrast on stays below the 7:1 Apple's Human Interface Guidelines call better.",
            help: "Raise the increased-contrast variant to 7:1.",
            defaultSeverity: .warning,
            documentation: "At level AAA, text with Increase Contrast on stays below 7:1."),
        RuleDescriptor(
            id: "palette.distinguishable", name: "PaletteDistinguishable",
            summary: "Two colours of a palette are too close (CIEDE2000 below 10) for normal vision or a colour-vision deficiency in an appearance.",
            help: "Move the colours apart in lightness, not only in hue; colour must never be the only signal (label or pattern the marks too).",
            defaultSeverity: .error,
            documentation: "Two colours of a palette are too close (CIEDE2000 below 10) for normal vision or a colour-vision deficiency in an appearance."),
        RuleDescriptor(
            id: "palette.contrast", name: "PaletteContrast",
            summary: "A palette colour reaches less than 3:1 against the palette's background (WCAG 1.4.11, non-text contrast).",
            help: "Darken or lighten the colour until it reaches 3:1 against the background.",
            defaultSeverity: .error,
            documentation: "A palette colour reaches less than 3:1 against the palette's background (WCAG 1.4.11)."),
    ]

    /// Every finding, in the order the checks ran: failing pairs (errors), colours missing in
    /// an appearance (warnings), increased-contrast notes and, at level AAA, warnings, failing
    /// palettes (errors). Each points at the file, line and column where the colour to change
    /// is defined: the foreground's value, or the background's when only the foreground is
    /// locked; a palette's closest colour or its colour below 3:1.
    public var findings: [Finding] {
        var findings: [Finding] = []
        var fixes: [Int: [ColorAppearance: PairFix]] = [:]
        for fix in suggestions?.pairs ?? [] { fixes[fix.pairIndex, default: [:]][fix.appearance] = fix }
        for (index, pair) in pairs.enumerated() {
            let changesBackground = isLocked(pair.foreground) && !isLocked(pair.background)
            for cell in pair.cells {
                findings += self.findings(for: pair, cell, fix: fixes[index]?[cell.appearance], changesBackground: changesBackground)
            }
        }
        for palette in palettes {
            findings += self.findings(for: palette)
        }
        return findings
    }

    /// The findings with ``rules``, ready for the SARIF, JUnit and GitHub reporters.
    public var findingsReport: FindingsReport {
        FindingsReport(findings: findings, rules: Self.rules)
    }

    /// Whether the configuration's `lock` keeps a colour fixed.
    ///
    /// - Parameter name: the token's name.
    public func isLocked(_ name: String) -> Bool {
        lockedNames.contains(name)
    }

    private func findings(for pair: CheckedPair, _ cell: CheckedPair.Cell, fix: PairFix?, changesBackground: Bool) -> [Finding] {
        let id = "\(pair.title) [\(cell.appearance.rawValue)]"
        guard let result = cell.result, let foreground = cell.foreground, let background = cell.background else {
            let location = cell.foreground == nil ? cell.background?.location : cell.foreground?.location
            return [
                Finding(
                    id: id, rule: "color.missing", severity: .warning, message: "\(pair.title): \(cell.missingReason ?? "")",
                    location: location ?? pair.declaration)
            ]
        }
        var findings: [Finding] = []
        let ratio = WCAG.formattedRatio(result.measurement.ratio)
        let location = changesBackground ? background.location : foreground.location
        if !result.passes {
            let other = changesBackground ? ("foreground", foreground) : ("background", background)
            var message =
                "\(pair.title) in \(cell.appearance.rawValue): \(ratio), below \(result.requirement.summary); "
                + "\(result.foreground.color.hex) on \(result.background.color.hex), "
                + "\(other.0) defined at \(other.1.location.described)"
            if let fix {
                message += "; " + suggestionText(fix)
            }
            findings.append(Finding(id: id, rule: "color.contrast", severity: .error, message: message, location: location))
        }
        if cell.gainsContrast == false, let standardRatio = cell.standardRatio {
            findings.append(
                Finding(
                    id: id, rule: "color.increased-contrast", severity: .note,
                    message: "\(pair.title): \(ratio) in \(cell.appearance.rawValue), no more than the \(WCAG.formattedRatio(standardRatio)) "
                        + "in \(cell.appearance.standard.rawValue); an increased-contrast colour should contrast more",
                    location: location))
        }
        if level == .aaa, cell.appearance.isIncreasedContrast, pair.requirement.use != .nonText, result.passes,
            result.measurement.ratio < Self.higBetterRatio
        {
            findings.append(
                Finding(
                    id: id, rule: "color.increased-contrast.aaa", severity: .warning,
                    message: "\(pair.title): \(ratio) in \(cell.appearance.rawValue); with Increase Contrast on, text should reach the 7:1 "
                        + "Apple's Human Interface Guidelines call better",
                    location: location))
        }
        return findings
    }

    /// The ratio Apple's Human Interface Guidelines call better than 4.5:1.
    static let higBetterRatio = 7.0

    private func suggestionText(_ fix: PairFix) -> String {
        guard fix.after != nil, let changes = suggestions?.changes else { return "no suggestion: \(fix.reason ?? "")" }
        let parts = fix.changeIndexes.map { changes[$0] }.map { "\($0.token) \($0.suggested.hex)" }
        return "suggested: " + (parts.isEmpty ? "fixed by the other changes" : parts.joined(separator: ", "))
    }

    private func findings(for palette: CheckedPalette) -> [Finding] {
        let id = "palette \(palette.name) [\(palette.appearance.rawValue)]"
        guard let report = palette.report else {
            return [
                Finding(
                    id: id, rule: "color.missing", severity: .warning, message: "palette \(palette.name): \(palette.missingReason ?? "")",
                    location: palette.declaration)
            ]
        }
        var findings: [Finding] = []
        let failing = report.conditions.filter { !$0.passes }
        if let worst = failing.compactMap({ condition in condition.failingPairs.first.map { (condition, $0) } }).min(by: { $0.1.deltaE < $1.1.deltaE }) {
            let parts = failing.compactMap { condition in
                condition.failingPairs.first.map {
                    "\(condition.condition.name) (\(palette.colors[$0.first]) / \(palette.colors[$0.second]) ΔE00 \(DesignCheckText.oneDecimal($0.deltaE)))"
                }
            }
            findings.append(
                Finding(
                    id: id, rule: "palette.distinguishable", severity: .error,
                    message:
                        "palette \(palette.name) in \(palette.appearance.rawValue): colours closer than ΔE00 \(DesignCheckText.oneDecimal(report.minimumDeltaE)) for "
                        + parts.joined(separator: ", "),
                    location: palette.values[worst.1.second].location))
        }
        for contrast in report.contrast ?? [] where !contrast.passes {
            let name = palette.colors[contrast.index]
            findings.append(
                Finding(
                    id: "\(id) \(name)", rule: "palette.contrast", severity: .error,
                    message: "palette \(palette.name) in \(palette.appearance.rawValue): \(name) (\(report.colors[contrast.index].color.hex)) reaches "
                        + "\(WCAG.formattedRatio(contrast.ratio)) against \(palette.background ?? "the background") "
                        + "(\(report.background?.hex ?? "")); palette colours need 3:1 (WCAG 1.4.11)",
                    location: palette.values[contrast.index].location))
        }
        return findings
    }
}
