import DesignSystem
import Foundation
import Legible
import Testing

@testable import DesignSystemChecks

/// WCAG 2.2's contrast ratio written out from its definition, with the constants of
/// `Tables/wcag-constants.csv`: relative luminance of linearised sRGB, (L1 + 0.05) / (L2 + 0.05).
struct IndependentWCAG {
    let red: Double, green: Double, blue: Double, threshold: Double, flare: Double

    init() throws {
        let constants = Dictionary(uniqueKeysWithValues: try tableRows("wcag-constants.csv").map { ($0["name"]!, $0["value"]!) })
        (red, green, blue) = (try number(constants["red_coefficient"]), try number(constants["green_coefficient"]), try number(constants["blue_coefficient"]))
        (threshold, flare) = (try number(constants["linear_threshold"]), try number(constants["flare"]))
    }

    func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16)!
        let channels = [value >> 16 & 0xff, value >> 8 & 0xff, value & 0xff].map { channel -> Double in
            let encoded = Double(channel) / 255
            return encoded <= threshold ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
        }
        return red * channels[0] + green * channels[1] + blue * channels[2]
    }

    func ratio(_ first: String, _ second: String) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + flare) / (min(a, b) + flare)
    }
}

@Suite("Colour pairs against WCAG")
struct ColorPairTests {
    /// The published anchors of `Tests/Reference/wcag-anchors.csv`, either way round.
    static func anchors() throws -> [Set<String>: Double] {
        var anchors: [Set<String>: Double] = [:]
        for row in try csvRows(referenceDirectory.appendingPathComponent("wcag-anchors.csv")) {
            anchors[[row["foreground"]!, row["background"]!]] = try number(row["ratio"])
        }
        return anchors
    }

    @Test func theIndependentFormulaReproducesEveryPublishedAnchor() throws {
        let wcag = try IndependentWCAG()
        for row in try csvRows(referenceDirectory.appendingPathComponent("wcag-anchors.csv")) {
            let expected = try number(row["ratio"])
            #expect(abs(wcag.ratio(row["foreground"]!, row["background"]!) - expected) < 1e-9, "\(row)")
        }
    }

    /// The minimum ratio a pairing needs at AA: from `Tables/wcag-thresholds.csv`, for the use the
    /// style's size and weight at Large give it (`Tables/dynamic-type-ios.csv`; large from 18 pt,
    /// or 14 pt at weight 700, `Tables/wcag-constants.csv`).
    static func minimumRatio(_ kind: ForegroundKind) throws -> (use: String, ratio: Double) {
        let constants = Dictionary(uniqueKeysWithValues: try tableRows("wcag-constants.csv").map { ($0["name"]!, $0["value"]!) })
        let weights = Dictionary(uniqueKeysWithValues: try tableRows("ios-bold-text-weights.csv").map { ($0["weight"]!, $0["css_weight"]!) })
        let use: String
        switch kind {
        case .use(.nonText): use = "non-text"
        case .textStyle(let style, .none):
            let row = try DynamicTypeTable().row(style.displayName, "Large")
            let (size, weight) = (try number(row["size_pt"]), try number(weights[row["weight"]!]))
            let (largeSize, boldSize, bold) = (
                try number(constants["large_text_minimum_pt"]), try number(constants["bold_large_text_minimum_pt"]), try number(constants["bold_weight"])
            )
            let large = size >= largeSize || (size >= boldSize && weight >= bold)
            use = large ? "large" : "normal"
        default:
            Issue.record("Harbor declares only text styles and non-text")
            use = "normal"
        }
        let threshold = try #require(try tableRows("wcag-thresholds.csv").first { $0["level"] == "AA" && $0["use"] == use })
        return (use, try number(threshold["minimum_ratio"]))
    }

    @Test func everyPairInBothModesAgainstTheAnchorsAndTheFormula() throws {
        let (wcag, anchors) = (try IndependentWCAG(), try Self.anchors())
        let reports = checkColorPairs()
        #expect(reports.map(\.appearance) == ["light", "dark"])
        var anchored = 0
        for (appearance, report) in reports {
            let section = ChecksRun.shared.section("Colour pairs, \(appearance) mode")
            #expect(report.entries.count == HarborColorPairing.all.count)
            for (entry, pairing) in zip(report.entries, HarborColorPairing.all) {
                let color = appearance == "light" ? \HarborColor.light : \HarborColor.dark
                let (foreground, background) = (pairing.foreground[keyPath: color].hex, pairing.background[keyPath: color].hex)
                let expected = anchors[[foreground, background]] ?? wcag.ratio(foreground, background)
                anchored += anchors[[foreground, background]] == nil ? 0 : 1
                let (use, minimum) = try Self.minimumRatio(pairing.kind)
                let name = "\(pairing.foreground.name) on \(pairing.background.name)"
                #expect(abs(entry.result.measurement.ratio - expected) < 1e-9, "\(appearance) \(name)")
                #expect(entry.result.requirement.minimumRatio == minimum, "\(appearance) \(name)")
                #expect(entry.result.passes == (expected >= minimum), "\(appearance) \(name)")

                // The printed line: verdict, the ratio truncated to two decimals (never rounded
                // up to a pass), the names, the use and ratio needed.
                let cells = try #require(section.first { $0.contains("  \(name)  ") }, "\(appearance) \(name) is not printed")
                    .split(separator: "  ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
                let truncated = String(format: "%.2f:1", (expected * 100).rounded(.down) / 100)
                #expect(Array(cells.prefix(3)) == [expected >= minimum ? "pass" : "FAIL", truncated, name], "\(cells)")
                #expect(cells.contains { $0.hasSuffix(use == "non-text" ? "non-text 3:1" : "\(use) text \(String(format: "%g", minimum)):1") }, "\(cells)")
            }
        }
        #expect(anchored == 12, "12 of the 16 pairs are published anchors")
    }

    /// Each suggested colour passes, by the independent formula, against the other colour of the
    /// pair; only failing pairs get suggestions.
    @Test func theSuggestedColoursPass() throws {
        let wcag = try IndependentWCAG()
        for (appearance, report) in checkColorPairs() {
            let section = ChecksRun.shared.section("Colour pairs, \(appearance) mode")
            let fixes = section.drop { !$0.hasPrefix("Nearest passing colours") }.dropFirst().prefix { $0.hasPrefix("  ") }
            let failing = report.entries.filter { !$0.result.passes }
            #expect(fixes.count == failing.count, "\(appearance)")
            for (entry, line) in zip(failing, fixes) {
                let (pair, minimum) = (entry.pair, entry.result.requirement.minimumRatio)
                #expect(line.hasPrefix("  \(pair.foreground) on \(pair.background): foreground #"), "\(line)")
                let suggestions = try #require(entry.result.suggestions)
                if let foreground = suggestions.foreground {
                    #expect(wcag.ratio(foreground.color.hex, pair.backgroundColor.hex) >= minimum, "\(line)")
                    #expect(line.contains("foreground \(foreground.color.hex) ("))
                }
                if let background = suggestions.background {
                    #expect(wcag.ratio(pair.foregroundColor.hex, background.color.hex) >= minimum, "\(line)")
                    #expect(line.contains("background \(background.color.hex) ("))
                }
            }
        }
    }

    /// APCA is advice: the Lc printed for black on white and white on black is the published one.
    @Test func apcaAgainstItsPublishedValues() throws {
        let published = try csvRows(referenceDirectory.appendingPathComponent("apca-published-tests.csv"))
        for (appearance, report) in checkColorPairs() {
            let entry = try #require(report.entries.first { $0.pair.foreground == "text.primary" })
            let row = try #require(published.first { $0["text"] == entry.pair.foregroundColor.hex && $0["background"] == entry.pair.backgroundColor.hex })
            let lc = try number(row["Lc"])
            #expect(abs((entry.result.apcaContrast ?? 0) - lc) < 1e-6, "\(appearance)")
            let line = try #require(ChecksRun.shared.section("Colour pairs, \(appearance) mode").first { $0.contains("  text.primary on surface  ") })
            #expect(line.hasSuffix(String(format: "%.1f", lc)))
        }
    }
}
