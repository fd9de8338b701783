import Foundation
import LegibleColor
import LegibleReporting

/// A palette check as a report: how far apart the colours stay for normal vision and each
/// simulated deficiency, their contrast against a background, and the suggested fix — what
/// `legible palette` prints.
///
/// ```swift
/// let check = try PaletteCheck(background: .white)
/// let report = PaletteCheckReport(checking: try NamedPalette.named("traffic-light"), with: check, suggesting: true)
/// report.fails                                  // true
/// report.report.weakDeficiencies                // [.protan, .deutan]
/// report.suggestion?.report.colors.map(\.color.hex)
/// print(report.rendered(as: .text), terminator: "")
/// ```
///
/// ## Formats
/// - `text`: a table of conditions (method, minimum ΔE00, closest pair), the pairs below the
///   threshold, contrast against the background, the deficiencies the palette is weak for, the
///   suggested changes, then `PASS` or `FAIL`.
/// - `json`: an object with sorted keys: `palette` (the built-in palette's identifier or null),
///   `metric`, `minimumDeltaE`, `colors` (each with its `input`, `hex`, `name` and how every
///   condition has it `seen`), `conditions` (each `{condition, deficiency, method, severity,
///   minDeltaE, closestPair, failingPairs, passes}`), `background` (`{color, minimumRatio,
///   results, passes}` or null), `weakFor`, `passes`, and `suggestion` when one was asked for.
///   Differences and ratios are rounded to 4 decimals.
/// - `svg`: the swatches as each condition sees them (``PaletteReport/svg()``), of the suggested
///   palette when there is a suggestion.
///
/// The report ``fails`` when the palette as given fails; a successful suggestion does not change that.
public struct PaletteCheckReport: CheckReport, Hashable, Codable {
    /// The formats the report renders.
    public enum Format: String, CaseIterable, Sendable {
        /// A table and verdict for people.
        case text
        /// One object with every pair, contrast and suggestion.
        case json
        /// Swatches as each condition sees them, as a standalone SVG document.
        case svg
    }

    /// The check of the palette as given.
    public let report: PaletteReport
    /// The text each colour was given as, in palette order (their hex codes when not given).
    public let inputs: [String]
    /// The built-in palette's identifier, such as `okabe-ito`, or `nil`.
    public let paletteName: String?
    /// The smallest changes that make the palette pass, when asked for.
    public let suggestion: PaletteSuggestion?

    /// Checks a palette.
    ///
    /// - Parameters:
    ///   - colors: the palette, opaque colours (composite translucent ones over their background first).
    ///   - check: the conditions, threshold and background.
    ///   - inputs: the text each colour was given as, for the JSON `input`; the hex codes by default.
    ///   - paletteName: a name for the palette, shown in the title and the JSON.
    ///   - suggesting: whether to search for the smallest changes that make it pass.
    ///   - progress: called after every step of the suggestion search, for a progress display.
    public init(
        checking colors: [PaletteColor], with check: PaletteCheck, inputs: [String]? = nil, paletteName: String? = nil,
        suggesting: Bool = false, progress: (PaletteSuggestion.Progress) -> Void = { _ in }
    ) {
        report = check.evaluate(colors)
        self.inputs = inputs ?? colors.map(\.color.hex)
        self.paletteName = paletteName
        suggestion = suggesting ? check.suggest(for: colors, progress: progress) : nil
    }

    /// Checks a built-in palette.
    ///
    /// - Parameters:
    ///   - palette: the palette, such as `try NamedPalette.named("okabe-ito")`.
    ///   - check: the conditions, threshold and background.
    ///   - suggesting: whether to search for the smallest changes that make it pass.
    public init(checking palette: NamedPalette, with check: PaletteCheck, suggesting: Bool = false) {
        self.init(checking: palette.colors, with: check, paletteName: palette.id, suggesting: suggesting)
    }

    /// Whether the palette as given fails a check.
    public var fails: Bool { !report.passes }

    /// Writes the report in `format`, ending with a newline.
    ///
    /// - Parameters:
    ///   - format: text, JSON or SVG.
    ///   - output: where to write it.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        switch format {
        case .text: output.write(text() + "\n")
        case .json: output.write(SortedJSON.string(JSONReport(self)) + "\n")
        case .svg: output.write((suggestion?.report ?? report).svg())
        }
    }
}

// MARK: Text

extension PaletteCheckReport {
    private func text() -> String {
        let (pad, one) = (VisionText.padded, VisionText.oneDecimal)
        func label(_ index: Int) -> String { report.colors[index].label }
        func pairText(_ pair: ColorPair) -> String { "\(label(pair.first)) / \(label(pair.second))" }

        let threshold = one(report.minimumDeltaE)
        var lines = [
            "\(paletteName.map { "Palette \($0)" } ?? "Palette"): \(report.colors.count) colours; every pair must differ by "
                + "ΔE00 ≥ \(threshold) (CIEDE2000, CIELAB D65) under each condition",
            "",
            pad("condition", 24) + pad("method", 14) + pad("min ΔE00", 10) + "closest pair",
        ]
        for result in report.conditions {
            let simulation = result.condition.simulation
            let name = simulation.map { $0.severity < 1 ? "\(result.condition.name) \($0.severity)" : result.condition.name } ?? "normal"
            let minimum = result.closestPair.map { one($0.deltaE) } ?? "–"
            let closest = result.closestPair.map(pairText) ?? "–"
            lines.append(
                pad(name, 24) + pad(simulation?.method.citation ?? "–", 14) + pad(minimum, 10) + closest
                    + (result.passes ? "" : "   FAIL"))
        }
        let failing = report.conditions.filter { !$0.passes }
        if !failing.isEmpty {
            lines += ["", "Pairs below ΔE00 \(threshold):"]
            for result in failing {
                for pair in result.failingPairs {
                    lines.append("  " + pad(result.condition.name, 22) + pad(pairText(pair), 40) + one(pair.deltaE))
                }
            }
        }
        if let background = report.background, let contrast = report.contrast {
            lines += ["", "Contrast against \(background.hex) (WCAG 1.4.11 non-text, at least \(WCAG.formattedRatio(report.minimumContrast))):"]
            for result in contrast {
                lines.append("  " + pad(label(result.index), 28) + pad(WCAG.formattedRatio(result.ratio), 10) + (result.passes ? "pass" : "FAIL"))
            }
        }
        lines.append("")
        if failing.contains(where: { $0.condition.simulation == nil }) {
            lines.append("Some colours are too close even with normal colour vision.")
        }
        for deficiency in report.weakDeficiencies {
            lines.append("Weak for \(deficiency.fullName): people with it confuse \(deficiency.confusions) (\(deficiency.prevalence)).")
        }
        if let suggestion {
            lines += [""] + suggestionLines(suggestion)
        }
        lines.append(report.passes ? "PASS" : "FAIL")
        return lines.joined(separator: "\n")
    }

    private func suggestionLines(_ suggestion: PaletteSuggestion) -> [String] {
        if suggestion.changes.isEmpty {
            return ["Suggestion: no change needed."]
        }
        let pad = VisionText.padded
        func signed(_ value: Double, _ places: Int) -> String {
            let rounded = VisionText.rounded(value, places: places)
            return String(format: "%+.\(places)f", rounded == 0 ? 0 : rounded)  // never "-0.000"
        }
        var lines = [suggestion.succeeded ? "Suggested changes (OKLCH, smallest found):" : "Best changes found (the palette still fails):"]
        for change in suggestion.changes {
            let name = report.colors[change.index].name.map { " \($0)" } ?? ""
            lines.append(
                "  " + pad("\(change.original.hex)\(name)", 26) + "→ " + pad(change.suggested.hex, 10)
                    + "ΔE OK \(String(format: "%.3f", change.distance))  (L \(signed(change.lightnessChange, 3)), "
                    + "C \(signed(change.chromaChange, 3)), h \(signed(change.hueChange, 1))°)")
        }
        let minimum = suggestion.report.minimumDeltaEFound.map(VisionText.oneDecimal) ?? "–"
        lines.append("  New palette: \(suggestion.report.colors.map(\.color.hex).joined(separator: " "))")
        lines.append("  New minimum ΔE00: \(minimum)\(suggestion.succeeded ? "" : " (still below the threshold)")")
        return lines
    }
}

// MARK: JSON

extension PaletteCheckReport {
    private struct JSONReport: Encodable {
        @NullWhenAbsent var palette: String?
        let metric: String
        let minimumDeltaE: Double
        let colors: [JSONColor]
        let conditions: [JSONCondition]
        @NullWhenAbsent var background: JSONBackground?
        let weakFor: [String]
        let passes: Bool
        /// Left out unless suggestions were asked for.
        let suggestion: JSONSuggestion?

        init(_ output: PaletteCheckReport) {
            let report = output.report
            let r = VisionText.rounded
            func pair(_ pair: ColorPair) -> JSONPair {
                JSONPair(
                    first: pair.first, second: pair.second,
                    colors: [report.colors[pair.first].color.hex, report.colors[pair.second].color.hex], deltaE: r(pair.deltaE, 4))
            }
            palette = output.paletteName
            metric = "CIEDE2000 (CIELAB, D65 white)"
            minimumDeltaE = report.minimumDeltaE
            colors = report.colors.enumerated().map { index, entry in
                JSONColor(
                    index: index, input: output.inputs.indices.contains(index) ? output.inputs[index] : entry.color.hex,
                    hex: entry.color.hex, name: entry.name,
                    seen: Dictionary(uniqueKeysWithValues: report.conditions.map { ($0.condition.name, $0.seen[index].hex) }))
            }
            conditions = report.conditions.map { result in
                JSONCondition(
                    condition: result.condition.name, deficiency: result.condition.simulation?.deficiency.rawValue,
                    method: result.condition.simulation?.method.rawValue, severity: result.condition.simulation?.severity,
                    minDeltaE: result.closestPair.map { r($0.deltaE, 4) }, closestPair: result.closestPair.map(pair),
                    failingPairs: result.failingPairs.map(pair), passes: result.passes)
            }
            background = report.background.map { background in
                let results = (report.contrast ?? []).map {
                    JSONContrast(index: $0.index, color: report.colors[$0.index].color.hex, ratio: r($0.ratio, 4), passes: $0.passes)
                }
                return JSONBackground(
                    color: background.hex, minimumRatio: report.minimumContrast, results: results, passes: results.allSatisfy(\.passes))
            }
            weakFor = report.conditions.filter { !$0.passes }.map(\.condition.name)
            passes = report.passes
            suggestion = output.suggestion.map { suggestion in
                JSONSuggestion(
                    succeeded: suggestion.succeeded,
                    changes: suggestion.changes.map {
                        JSONChange(
                            index: $0.index, from: $0.original.hex, to: $0.suggested.hex, deltaEOK: r($0.distance, 4),
                            lightnessChange: r($0.lightnessChange, 4), chromaChange: r($0.chromaChange, 4), hueChange: r($0.hueChange, 2))
                    },
                    colors: suggestion.report.colors.map(\.color.hex),
                    minDeltaE: suggestion.report.minimumDeltaEFound.map { r($0, 4) })
            }
        }
    }

    private struct JSONColor: Encodable {
        let index: Int
        let input: String
        let hex: String
        let name: String?
        let seen: [String: String]
    }

    private struct JSONPair: Encodable {
        let first: Int
        let second: Int
        let colors: [String]
        let deltaE: Double
    }

    private struct JSONCondition: Encodable {
        let condition: String
        // Every key is always present; normal vision has null method, deficiency and severity.
        @NullWhenAbsent var deficiency: String?
        @NullWhenAbsent var method: String?
        @NullWhenAbsent var severity: Double?
        @NullWhenAbsent var minDeltaE: Double?
        @NullWhenAbsent var closestPair: JSONPair?
        let failingPairs: [JSONPair]
        let passes: Bool
    }

    private struct JSONBackground: Encodable {
        let color: String
        let minimumRatio: Double
        let results: [JSONContrast]
        let passes: Bool
    }

    private struct JSONContrast: Encodable {
        let index: Int
        let color: String
        let ratio: Double
        let passes: Bool
    }

    private struct JSONChange: Encodable {
        let index: Int
        let from: String
        let to: String
        let deltaEOK: Double
        let lightnessChange: Double
        let chromaChange: Double
        let hueChange: Double
    }

    private struct JSONSuggestion: Encodable {
        let succeeded: Bool
        let changes: [JSONChange]
        let colors: [String]
        let minDeltaE: Double?
    }
}
