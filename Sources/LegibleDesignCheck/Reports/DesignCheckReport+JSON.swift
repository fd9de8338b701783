import LegibleColor
import LegibleReporting
import LegibleTokens
import LegibleVision

extension DesignCheckReport {
    /// The JSON document; `SortedJSON` sorts its keys. ``write(_:to:)`` streams the same bytes
    /// (`writeJSON`); this tree is what the tests hold the stream to.
    package struct JSONReport: Encodable {
        let pairs: [JSONPair]
        let palettes: [JSONPalette]
        /// `null` without --suggest rather than missing.
        @NullWhenAbsent var suggestions: [JSONChange]?
        let findings: [Finding]
        let summary: JSONSummary

        package init(_ report: DesignCheckReport) {
            var fixes: [Int: [ColorAppearance: PairFix]] = [:]
            for fix in report.suggestions?.pairs ?? [] { fixes[fix.pairIndex, default: [:]][fix.appearance] = fix }
            pairs = report.pairs.enumerated().flatMap { index, pair in
                pair.cells.compactMap { cell in JSONPair(pair, cell, fix: fixes[index]?[cell.appearance]) }
            }
            palettes = report.palettes.map(JSONPalette.init)
            suggestions = report.suggestions.map { suggestions in
                suggestions.changes.enumerated().map { index, change in
                    JSONChange(change, fixes: suggestions.pairs.filter { $0.after != nil && $0.changeIndexes.contains(index) })
                }
            }
            findings = report.findingsReport.findings
            summary = JSONSummary(report)
        }
    }

    /// One pair in one appearance where both colours have a value.
    struct JSONPair: Encodable {
        let foreground: String
        let background: String
        let appearance: ColorAppearance
        let foregroundColor: String
        let backgroundColor: String
        let ratio: Double
        let requirement: WCAGRequirement
        let passes: Bool
        let apca: ContrastResult.JSONAPCA?
        let foregroundLocation: Finding.Location
        let backgroundLocation: Finding.Location
        let backdrop: String?
        let standardRatio: Double?
        let notes: [String]?
        let fix: JSONFix?

        init?(_ pair: CheckedPair, _ cell: CheckedPair.Cell, fix: PairFix?) {
            guard let result = cell.result, let foregroundValue = cell.foreground, let backgroundValue = cell.background else { return nil }
            foreground = pair.foreground
            background = pair.background
            appearance = cell.appearance
            foregroundColor = foregroundValue.color.hex
            backgroundColor = backgroundValue.color.hex
            ratio = result.measurement.ratio
            requirement = result.requirement
            passes = result.passes
            apca = result.apcaContrast.map(ContrastResult.JSONAPCA.init)
            foregroundLocation = foregroundValue.location
            backgroundLocation = backgroundValue.location
            backdrop = result.measurement.backdrop?.hex
            standardRatio = cell.standardRatio
            var notes = result.notes
            if cell.gainsContrast == false {
                notes.append("no more contrast than in \(cell.appearance.standard.rawValue)")
            }
            self.notes = notes.isEmpty ? nil : notes
            self.fix = fix.map(JSONFix.init)
        }
    }

    /// What the suggestions do for a failing pair.
    struct JSONFix: Encodable {
        @NullWhenAbsent var ratio: Double?
        let changes: [Int]
        @NullWhenAbsent var reason: String?

        init(_ fix: PairFix) {
            ratio = fix.after?.measurement.ratio
            changes = fix.changeIndexes
            reason = fix.reason
        }
    }

    /// One suggested change.
    struct JSONChange: Encodable {
        struct Fixed: Encodable {
            let foreground: String
            let background: String
            let appearance: ColorAppearance
            let ratio: Double
        }

        let token: String
        let appearances: [ColorAppearance]
        let location: Finding.Location
        let from: [String: String]
        let to: String
        let deltaEOK: Double
        let needsOwnValue: Bool
        let checks: Int
        let fixes: [Fixed]

        init(_ change: TokenChange, fixes: [PairFix]) {
            token = change.token
            appearances = change.appearances
            location = change.location
            from = Dictionary(uniqueKeysWithValues: change.originals.map { ($0.key.rawValue, $0.value.hex) })
            to = change.suggested.hex
            deltaEOK = change.deltaEOK
            needsOwnValue = change.needsOwnValue
            checks = change.constraintCount
            self.fixes = fixes.compactMap { fix in
                fix.after.map { Fixed(foreground: fix.foreground, background: fix.background, appearance: fix.appearance, ratio: $0.measurement.ratio) }
            }
        }
    }

    /// One palette in one appearance.
    struct JSONPalette: Encodable {
        /// A colour; `color`, `location` and `seen` are left out when the palette could not be checked.
        struct Color: Encodable {
            let name: String
            let color: String?
            let location: Finding.Location?
            let seen: [String: String]?
        }

        struct Background: Encodable {
            let name: String
            let color: String
        }

        struct Pair: Encodable {
            let colors: [String]
            let deltaE: Double
        }

        struct Condition: Encodable {
            let condition: String
            let minDeltaE: Double?
            let failingPairs: [Pair]
            let passes: Bool
        }

        struct Contrast: Encodable {
            let name: String
            let ratio: Double
            let passes: Bool
        }

        struct Suggestion: Encodable {
            struct Change: Encodable {
                let name: String
                let from: String
                let to: String
            }

            let succeeded: Bool
            let changes: [Change]
        }

        let name: String
        let appearance: ColorAppearance
        let status: DesignCheckStatus
        let colors: [Color]
        let background: Background?
        let minimumDeltaE: Double?
        let conditions: [Condition]
        let contrast: [Contrast]?
        let missing: String?
        let suggestion: Suggestion?
        let suggestionNote: String?

        init(_ palette: CheckedPalette) {
            name = palette.name
            appearance = palette.appearance
            status = palette.status
            let report = palette.report
            if let report {
                colors = palette.values.enumerated().map { index, value in
                    Color(
                        name: palette.colors[index], color: report.colors[index].color.hex, location: value.location,
                        seen: Dictionary(uniqueKeysWithValues: report.conditions.map { ($0.condition.name, $0.seen[index].hex) }))
                }
            } else {
                colors = palette.colors.map { Color(name: $0, color: nil, location: nil, seen: nil) }
            }
            background = palette.background.flatMap { name in
                (report?.background ?? palette.backgroundValue?.color).map { Background(name: name, color: $0.hex) }
            }
            minimumDeltaE = report?.minimumDeltaE
            conditions = (report?.conditions ?? []).map { condition in
                Condition(
                    condition: condition.condition.name, minDeltaE: condition.closestPair?.deltaE,
                    failingPairs: condition.failingPairs.map { Pair(colors: [palette.colors[$0.first], palette.colors[$0.second]], deltaE: $0.deltaE) },
                    passes: condition.passes)
            }
            contrast = report?.contrast?.map { Contrast(name: palette.colors[$0.index], ratio: $0.ratio, passes: $0.passes) }
            missing = palette.missingReason
            suggestion = palette.suggestion.map { suggestion in
                Suggestion(
                    succeeded: suggestion.succeeded,
                    changes: suggestion.changes.map { Suggestion.Change(name: palette.colors[$0.index], from: $0.original.hex, to: $0.suggested.hex) })
            }
            suggestionNote = palette.suggestionNote
        }
    }

    struct JSONSummary: Encodable {
        let level: WCAGLevel
        let appearances: [ColorAppearance]
        let pairs: Int
        let pairChecks: Int
        let passing: Int
        let failing: Int
        let missing: Int
        let paletteChecks: Int
        let palettesPassing: Int
        let palettesFailing: Int
        let palettesMissing: Int
        /// `null` without --suggest rather than missing.
        @NullWhenAbsent var changes: Int?
        @NullWhenAbsent var unfixed: Int?
        let passes: Bool

        init(_ report: DesignCheckReport) {
            let (pairCounts, paletteCounts) = report.counts()
            level = report.level
            appearances = report.appearances
            pairs = report.pairs.count
            pairChecks = pairCounts.values.reduce(0, +)
            passing = pairCounts[.pass] ?? 0
            failing = pairCounts[.fail] ?? 0
            missing = pairCounts[.missing] ?? 0
            paletteChecks = report.palettes.count
            palettesPassing = paletteCounts[.pass] ?? 0
            palettesFailing = paletteCounts[.fail] ?? 0
            palettesMissing = paletteCounts[.missing] ?? 0
            changes = report.suggestions?.changes.count
            unfixed = report.suggestions?.unfixed.count
            passes = !report.fails
        }
    }
}
