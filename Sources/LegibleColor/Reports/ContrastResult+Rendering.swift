import Foundation
import LegibleReporting
import LegibleSyntax

// MARK: JSON

extension ContrastResult {
    /// Which of the five WCAG requirements the worst case meets, as `legible contrast` names them.
    struct JSONConformance: Encodable {
        let AA: Bool, AALarge: Bool, AAA: Bool, AAALarge: Bool, nonText: Bool

        init(_ conformance: WCAGConformance) {
            (AA, AALarge, AAA, AAALarge, nonText) =
                (conformance.aa, conformance.aaLarge, conformance.aaa, conformance.aaaLarge, conformance.nonText)
        }
    }

    /// The APCA Lc with its version and the smallest font size per weight, as every contrast
    /// report writes it in JSON.
    package struct JSONAPCA: Encodable {
        let Lc: Double
        let version: String
        let minimumFontSizes: [String: JSONFontSize]

        package init(lc: Double) {
            Lc = lc
            version = APCA.version
            minimumFontSizes = Dictionary(
                uniqueKeysWithValues: APCAFontLookup.minimumFontSizes(lc: lc).map { (String($0.key), JSONFontSize($0.value)) })
        }
    }

    /// A size in px, or the table's words for too little contrast.
    struct JSONFontSize: Encodable {
        let requirement: APCAFontRequirement

        init(_ requirement: APCAFontRequirement) {
            self.requirement = requirement
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch requirement {
            case .minimumSize(let size): try container.encode(size)
            case .nonTextOnly: try container.encode("non-text only")
            case .prohibited: try container.encode("prohibited")
            }
        }
    }

    struct JSONSuggested: Encodable {
        let color: String, ratio: Double, deltaEOK: Double

        init?(_ suggestion: ContrastSuggestion?) {
            guard let suggestion else { return nil }
            (color, ratio, deltaEOK) = (suggestion.color.hex, suggestion.ratio, suggestion.deltaEOK)
        }
    }

    struct JSONSuggestions: Encodable {
        // `null` when no lightness passes, rather than a missing key.
        @NullWhenAbsent var foreground: JSONSuggested?
        @NullWhenAbsent var background: JSONSuggested?

        init(_ suggestions: Suggestions) {
            foreground = JSONSuggested(suggestions.foreground)
            background = JSONSuggested(suggestions.background)
        }
    }

    /// One pair as `legible contrast --format json` prints it.
    struct JSONObject: Encodable {
        let foreground: String
        let background: String
        let ratio: Double
        let wcag: JSONConformance
        let requirement: WCAGRequirement
        let passes: Bool
        let apca: JSONAPCA?
        let suggestion: JSONSuggestions?
        let notes: [String]?

        init(_ result: ContrastResult) {
            foreground = result.foreground.color.hex
            background = result.background.color.hex
            ratio = result.measurement.ratio
            wcag = JSONConformance(result.measurement.conformance)
            requirement = result.requirement
            passes = result.passes
            apca = result.apcaContrast.map(JSONAPCA.init)
            suggestion = result.suggestions.map(JSONSuggestions.init)
            let notes = result.notes
            self.notes = notes.isEmpty ? nil : notes
        }
    }
}

// MARK: Text

extension ContrastResult {
    /// `#777777 on #ffffff: 4.47:1 — FAILS AA normal text (1.4.3, 4.5:1)`, or with names first.
    func headline(names: (foreground: String, background: String)? = nil) -> String {
        let colors = "\(foreground.color.hex) on \(background.color.hex)"
        let pair = names.map { "\($0.foreground) on \($0.background) (\(colors))" } ?? colors
        return "\(pair): \(WCAG.formattedRatio(measurement.ratio)) — \(passes ? "passes" : "FAILS") \(requirement.summary)"
    }

    /// The five requirements, one per line, each with pass or fail.
    var requirementLines: [String] { Self.requirementLines(ratio: measurement.ratio) }

    /// The five requirements, one per line, each with pass or fail for `ratio`.
    static func requirementLines(ratio: Double) -> [String] {
        WCAGRequirement.all.map { requirement in
            let name = "\(requirement.level.rawValue) \(requirement.useDescription)".padding(toLength: 16, withPad: " ", startingAt: 0)
            let criterion = "(\(requirement.successCriterion))".padding(toLength: 8, withPad: " ", startingAt: 0)
            let needs = requirement.minimumRatioText.padding(toLength: 5, withPad: " ", startingAt: 0)
            return "  \(name) \(criterion)  needs \(needs)  \(requirement.isMet(by: ratio) ? "pass" : "fail")"
        }
    }

    /// Notes, the APCA Lc with its font sizes, and the suggestions, each line indented.
    var detailLines: [String] {
        var lines = notes.map { "  Note: \($0)" }
        if let lc = apcaContrast { lines += Self.apcaLines(lc) }
        if let suggestions {
            lines.append(describe(suggestions.foreground, role: "foreground"))
            lines.append(describe(suggestions.background, role: "background"))
        }
        return lines
    }

    /// The APCA Lc and the minimum font sizes it allows, as two indented lines.
    static func apcaLines(_ lc: Double) -> [String] {
        [
            "  APCA Lc \(String(format: "%.1f", lc)) (advisory, APCA \(APCA.version); not part of WCAG 2)",
            "    minimum font size by weight: \(Self.fontSizes(lc))",
        ]
    }

    private static func fontSizes(_ lc: Double) -> String {
        let sizes = APCAFontLookup.minimumFontSizes(lc: lc)
        let requirements = APCAFontLookup.weights.compactMap { sizes[$0] }
        if requirements.allSatisfy({ $0 == .prohibited }) { return "none (too little contrast for anything)" }
        if requirements.allSatisfy({ $0 == .nonTextOnly }) { return "none (non-text and spot text only)" }
        return APCAFontLookup.weights.map { weight in
            switch sizes[weight] {
            // Two decimals at most, ties to even (15.625 px shows as 15.62 px).
            case .minimumSize(let size)?: "\(weight): \(DecimalText.string((size * 100).rounded(.toNearestOrEven) / 100, decimals: 2)) px"
            case .nonTextOnly?: "\(weight): non-text only"
            default: "\(weight): prohibited"
            }
        }.joined(separator: ", ")
    }

    private func describe(_ suggestion: ContrastSuggestion?, role: String) -> String {
        guard let suggestion else {
            let other = role == "foreground" ? "background" : "foreground"
            return "  Suggested \(role): none; no lightness of this hue reaches \(requirement.minimumRatioText) with this \(other)"
        }
        if suggestion.deltaEOK == 0 { return "  Suggested \(role): \(suggestion.color.hex) (unchanged; already passes)" }
        let distance = String(format: "%.3f", suggestion.deltaEOK)
        return "  Suggested \(role): \(suggestion.color.hex) (\(WCAG.formattedRatio(suggestion.ratio)), ΔE OK \(distance))"
    }
}

extension WCAGRequirement {
    /// The closing reminder of every contrast text report.
    static let higReminder = "Reminder: 4.5:1 is the minimum for text; 7:1 is better (Apple Human Interface Guidelines)."
}

// MARK: Streamed JSON

extension ContrastResult.JSONAPCA {
    /// Writes the object ``init(lc:)`` encodes, byte for byte, without building it: for reports
    /// that stream many pairs.
    package static func write(lc: Double, to json: inout JSONWriter) {
        json.beginObject()
        json.field("Lc", lc)
        json.key("minimumFontSizes")
        json.beginObject()
        let sizes = APCAFontLookup.minimumFontSizes(lc: lc)
        // The weights are all three digits, so their numeric order is the keys' sorted order.
        for weight in APCAFontLookup.weights {
            guard let size = sizes[weight] else { continue }
            json.key(weightKeys[weight / 100])
            switch size {
            case .minimumSize(let pixels): json.number(pixels)
            case .nonTextOnly: json.string("non-text only")
            case .prohibited: json.string("prohibited")
            }
        }
        json.endObject()
        json.field("version", APCA.version)
        json.endObject()
    }

    /// `"100"` … `"900"` by weight / 100.
    private static let weightKeys = (0...9).map { String($0 * 100) }
}

extension WCAGRequirement {
    /// Writes the object its `Encodable` conformance gives under sorted keys, without building it.
    package func writeJSON(to json: inout JSONWriter) {
        json.beginObject()
        json.field("level", level.rawValue)
        json.field("minimumRatio", minimumRatio)
        json.field("successCriterion", successCriterion)
        json.field("use", use.rawValue)
        json.endObject()
    }
}
