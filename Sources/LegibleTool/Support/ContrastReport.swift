import Foundation
import LegibleColor

/// Everything `legible contrast` reports about one pair, computed before anything is printed.
struct ContrastResult {
    let foreground: ParsedColor
    let background: ParsedColor
    let requirement: WCAGRequirement
    let measurement: ContrastMeasurement
    let apcaLc: Double?
    /// With `--suggest`: the closest passing foreground and background, each `nil` when none passes.
    let suggestions: (foreground: ContrastSuggestion?, background: ContrastSuggestion?)?

    init(
        foreground: ParsedColor, background: ParsedColor, requirement: WCAGRequirement, backdrops: [SRGBColor],
        includeAPCA: Bool, includeSuggestion: Bool
    ) {
        self.foreground = foreground
        self.background = background
        self.requirement = requirement
        measurement = ContrastMeasurement(
            foreground: foreground.color, background: background.color, backdrops: backdrops)
        apcaLc = includeAPCA ? measurement.apcaContrast : nil
        suggestions = includeSuggestion
            ? (
                ContrastSuggestion.foreground(
                    foreground.color, on: background.color, meeting: requirement, backdrops: backdrops),
                ContrastSuggestion.background(
                    background.color, under: foreground.color, meeting: requirement, backdrops: backdrops)
            )
            : nil
    }

    var passes: Bool { measurement.meets(requirement) }

    /// Facts a reader needs to trust the number: gamut mapping and translucency.
    var notes: [String] {
        var notes: [String] = []
        for (role, parsed) in [("foreground", foreground), ("background", background)] where parsed.wasGamutMapped {
            notes.append(
                "\(role) \(parsed.input.trimmingCharacters(in: .whitespaces)) is outside sRGB; mapped to \(parsed.color.hex) (CSS Color 4 gamut mapping in OKLCH)")
        }
        let worst = measurement.worst
        if !background.color.isOpaque, let backdrop = worst.backdrop {
            let others = measurement.renderings.filter { $0 != worst }
                .map { "over \($0.backdrop?.hex ?? "") \(WCAG.formattedRatio($0.ratio))" }
            let alternatives = others.isEmpty ? "" : "; " + others.joined(separator: ", ")
            notes.append(
                "background is translucent; worst case over \(backdrop.hex), where it shows as \(worst.background.hex)\(alternatives)")
        }
        if !foreground.color.isOpaque {
            notes.append("foreground is translucent; composited over the background it shows as \(worst.foreground.hex)")
        }
        return notes
    }

    // MARK: JSON

    struct JSON: Encodable {
        struct WCAGResults: Encodable {
            let AA: Bool, AALarge: Bool, AAA: Bool, AAALarge: Bool, nonText: Bool
        }
        struct Requirement: Encodable {
            let level: String, use: String, successCriterion: String, minimumRatio: Double
        }
        struct APCAResult: Encodable {
            let Lc: Double
            let version: String
            let minimumFontSizes: [String: FontSize]
        }
        enum FontSize: Encodable {
            case pixels(Double), nonTextOnly, prohibited
            func encode(to encoder: Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .pixels(let size): try container.encode(size)
                case .nonTextOnly: try container.encode("non-text only")
                case .prohibited: try container.encode("prohibited")
                }
            }
        }
        struct Suggested: Encodable {
            let color: String, ratio: Double, deltaEOK: Double
        }
        struct Suggestions: Encodable {
            let foreground: Suggested?
            let background: Suggested?
            enum CodingKeys: String, CodingKey { case foreground, background }
            func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(foreground, forKey: .foreground)  // null when none passes
                try container.encode(background, forKey: .background)
            }
        }

        let foreground: String
        let background: String
        let ratio: Double
        let wcag: WCAGResults
        let requirement: Requirement
        let passes: Bool
        let apca: APCAResult?
        let suggestion: Suggestions?
        let notes: [String]?
    }

    var json: JSON {
        let conformance = measurement.conformance
        let apca = apcaLc.map { lc in
            let sizes = APCAFontLookup.minimumFontSizes(lc: lc)
            var table: [String: JSON.FontSize] = [:]
            for (weight, requirement) in sizes {
                table[String(weight)] = switch requirement {
                case .minimumSize(let size): .pixels(size)
                case .nonTextOnly: .nonTextOnly
                case .prohibited: .prohibited
                }
            }
            return JSON.APCAResult(Lc: lc, version: APCA.version, minimumFontSizes: table)
        }
        func suggested(_ suggestion: ContrastSuggestion?) -> JSON.Suggested? {
            suggestion.map { JSON.Suggested(color: $0.color.hex, ratio: $0.ratio, deltaEOK: $0.deltaEOK) }
        }
        let suggestion = suggestions.map {
            JSON.Suggestions(foreground: suggested($0.foreground), background: suggested($0.background))
        }
        return JSON(
            foreground: foreground.color.hex, background: background.color.hex, ratio: measurement.ratio,
            wcag: JSON.WCAGResults(
                AA: conformance.aa, AALarge: conformance.aaLarge, AAA: conformance.aaa,
                AAALarge: conformance.aaaLarge, nonText: conformance.nonText),
            requirement: JSON.Requirement(
                level: requirement.level.rawValue, use: requirement.use.rawValue,
                successCriterion: requirement.successCriterion, minimumRatio: requirement.minimumRatio),
            passes: passes, apca: apca, suggestion: suggestion, notes: notes.isEmpty ? nil : notes)
    }
}

/// The human-readable report.
enum ContrastTextReport {
    static func render(_ results: [ContrastResult], requirement: WCAGRequirement) -> String {
        var blocks = results.map(block)
        if results.count > 1 {
            let failing = results.filter { !$0.passes }.count
            blocks.append(
                "\(results.count) pairs checked against \(requirement.summary): \(results.count - failing) pass, \(failing) fail.")
        }
        blocks.append("Reminder: 4.5:1 is the minimum for text; 7:1 is better (Apple Human Interface Guidelines).")
        return blocks.joined(separator: "\n\n")
    }

    private static func block(_ result: ContrastResult) -> String {
        let ratio = WCAG.formattedRatio(result.measurement.ratio)
        let verdict = result.passes ? "passes" : "FAILS"
        var lines = [
            "\(result.foreground.color.hex) on \(result.background.color.hex): \(ratio) — \(verdict) \(result.requirement.summary)"
        ]
        for requirement in WCAGRequirement.all {
            let name = "\(requirement.level.rawValue) \(requirement.useDescription)".padding(toLength: 16, withPad: " ", startingAt: 0)
            let criterion = "(\(requirement.successCriterion))".padding(toLength: 8, withPad: " ", startingAt: 0)
            let needs = requirement.minimumRatioText.padding(toLength: 5, withPad: " ", startingAt: 0)
            lines.append("  \(name) \(criterion)  needs \(needs)  \(result.measurement.meets(requirement) ? "pass" : "fail")")
        }
        lines += result.notes.map { "  Note: \($0)" }
        if let lc = result.apcaLc {
            lines.append("  APCA Lc \(String(format: "%.1f", lc)) (advisory, APCA \(APCA.version); not part of WCAG 2)")
            lines.append("    minimum font size by weight: \(fontSizes(lc))")
        }
        if let suggestions = result.suggestions {
            lines.append(describe(suggestions.foreground, role: "foreground", result: result))
            lines.append(describe(suggestions.background, role: "background", result: result))
        }
        return lines.joined(separator: "\n")
    }

    private static func fontSizes(_ lc: Double) -> String {
        let sizes = APCAFontLookup.minimumFontSizes(lc: lc)
        let requirements = APCAFontLookup.weights.compactMap { sizes[$0] }
        if requirements.allSatisfy({ $0 == .prohibited }) { return "none (too little contrast for anything)" }
        if requirements.allSatisfy({ $0 != .prohibited && !isSize($0) }) { return "none (non-text and spot text only)" }
        return APCAFontLookup.weights.map { weight in
            switch sizes[weight] {
            case .minimumSize(let size)?: "\(weight): \(size.formatted(.number.precision(.fractionLength(0...2)))) px"
            case .nonTextOnly?: "\(weight): non-text only"
            default: "\(weight): prohibited"
            }
        }.joined(separator: ", ")
    }

    private static func isSize(_ requirement: APCAFontRequirement) -> Bool {
        if case .minimumSize = requirement { return true }
        return false
    }

    private static func describe(_ suggestion: ContrastSuggestion?, role: String, result: ContrastResult) -> String {
        guard let suggestion else {
            let other = role == "foreground" ? "background" : "foreground"
            return "  Suggested \(role): none; no lightness of this hue reaches \(result.requirement.minimumRatioText) with this \(other)"
        }
        if suggestion.deltaEOK == 0 { return "  Suggested \(role): \(suggestion.color.hex) (unchanged; already passes)" }
        let ratio = WCAG.formattedRatio(suggestion.ratio)
        let distance = String(format: "%.3f", suggestion.deltaEOK)
        return "  Suggested \(role): \(suggestion.color.hex) (\(ratio), ΔE OK \(distance))"
    }
}
