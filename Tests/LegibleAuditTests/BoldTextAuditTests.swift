import Foundation
import LegibleAudit
import LegibleCatalogs
import LegibleReporting
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// Auditing with Bold Text: each label measured at the weight Tables/ios-bold-text-weights.csv
/// gives, compared with hb-shape's advances at that weight (bold-text-fixtures.json), sizes from
/// Tables/dynamic-type-ios.csv.
@Suite("Bold Text audit", .enabled(if: !BoldTextFixtures.advances.isEmpty, "needs bold-text-fixtures.json"))
struct BoldTextAuditTests {
    static let text = "Datenschutzeinstellungen verwalten"
    static let arabic = "الإعدادات والخصوصية"
    static let arabicRegular = packageRoot.appendingPathComponent("Fonts/Noto/NotoSansArabic-Regular.ttf").path
    static let arabicBold = packageRoot.appendingPathComponent("Fonts/Noto/NotoSansArabic-Bold.ttf").path

    /// The largest Body category at which `text` fits `width` at CSS weight `weight`, worked out
    /// from hb-shape's advances (Inter Text below 20 pt, Inter Display from 20 pt, as the HIG
    /// pairs SF Pro Text and Display) and the table's Body sizes.
    static func expectedFitsUpTo(width: Double, weight: Int) throws -> String? {
        var largest: String?
        for row in try CSVTable.tables("dynamic-type-ios.csv").rows where row["style"] == "Body" {
            let size = try number(row["size_pt"])
            let font = size < 20 ? "Fonts/Inter/Inter-roman.var.ttf" : "Fonts/Inter/InterDisplay-roman.var.ttf"
            let needed = try #require(BoldTextFixtures.width(text, font: font, variations: "wght=\(weight)", size: size))
            guard needed <= width else { break }
            largest = row["category"]
        }
        return largest
    }

    static let bodySpec = LayoutSpec(defaults: LayoutRule(sizing: .textStyle(.body), width: 330, maxLines: 1, tracking: TrackingMode.none))

    @Test func bothSettingsAreMeasuredAndEachFitsUpToItsOwnSize() async throws {
        let options = AuditOptions(boldText: .both)
        let result = try await OverflowAuditor(spec: Self.bodySpec, options: options).audit([try catalog(#"{"privacy": "\#(Self.text)"}"#)])
        #expect(result.labels.map(\.legibilityWeight) == [.regular, .bold])
        let fits = result.fits
        #expect(fits.map(\.legibilityWeight) == [.regular, .bold])
        let regular = try Self.expectedFitsUpTo(width: 330, weight: 400)
        let bold = try Self.expectedFitsUpTo(width: 330, weight: BoldTextFixtures.boldTextWeight(of: 400))
        #expect(regular != bold, "the width is chosen so that Bold Text changes the answer")
        #expect(fits.map { $0.fitsUpTo?.displayName } == [regular, bold])
        let boldLabel = try #require(result.labels.last)
        #expect(boldLabel.weight.value == Double(try BoldTextFixtures.boldTextWeight(of: 400)))
        let large = try #require(boldLabel.measurements.first { $0.category == .large })
        let expected = try #require(BoldTextFixtures.width(Self.text, font: "Fonts/Inter/Inter-roman.var.ttf", variations: "wght=600", size: 17))
        #expect(abs(large.requiredWidth - expected) <= 1e-6)
        let ids = result.findings.filter { $0.rule == AuditRule.overflow }.map(\.id)
        #expect(ids == ["privacy [en]", "privacy [en bold-text]"])
        let boldFinding = try #require(result.findings.first { $0.id == "privacy [en bold-text]" })
        #expect(boldFinding.message.contains("overflows with Bold Text from") && boldFinding.message.contains("fits up to \(bold ?? "")"))
    }

    @Test func theOptionReplacesTheSpecsSettingAndTheSpecsSettingIsFollowedOtherwise() async throws {
        var rule = Self.bodySpec.defaults
        rule.boldText = .on
        let spec = LayoutSpec(defaults: rule)
        let input = [try catalog(#"{"privacy": "\#(Self.text)"}"#)]
        #expect(try await OverflowAuditor(spec: spec).audit(input).labels.map(\.legibilityWeight) == [.bold])
        #expect(try await OverflowAuditor(spec: spec, options: AuditOptions(boldText: .off)).audit(input).labels.map(\.legibilityWeight) == [.regular])
        #expect(try await OverflowAuditor(spec: Self.bodySpec).audit(input).labels.map(\.legibilityWeight) == [.regular])
    }

    @Test func aStaticFamilyTakesTheNextHeavierFaceTheLayoutNames() async throws {
        let spec = LayoutSpec(
            defaults: LayoutRule(
                sizing: .fixed(points: 17), font: Self.arabicRegular, width: 1000, tracking: TrackingMode.none,
                boldText: .both, faces: [LabelFace(weight: .bold, font: Self.arabicBold)]))
        let result = try await OverflowAuditor(spec: spec).audit([try catalog(#"{"settings": "\#(Self.arabic)"}"#, locale: "ar")])
        let widths = result.labels.map { $0.measurements[0].requiredWidth }
        let regular = try #require(BoldTextFixtures.width(Self.arabic, font: "Fonts/Noto/NotoSansArabic-Regular.ttf", variations: "", size: 17))
        let bold = try #require(BoldTextFixtures.width(Self.arabic, font: "Fonts/Noto/NotoSansArabic-Bold.ttf", variations: "", size: 17))
        #expect(widths.count == 2)
        #expect(abs(widths[0] - regular) <= 1e-6)
        #expect(abs(widths[1] - bold) <= 1e-6)
        #expect(result.missingBoldTextFaces.isEmpty)
    }

    @Test func aPerLocaleStaticFontTakesItsOwnHeavierFace() async throws {
        let spec = LayoutSpec(
            defaults: LayoutRule(
                sizing: .fixed(points: 17), localeFonts: ["ar": Self.arabicRegular], width: 1000, tracking: TrackingMode.none,
                boldText: .on, localeFaces: ["ar": [LabelFace(weight: .bold, font: Self.arabicBold)]]))
        let result = try await OverflowAuditor(spec: spec).audit([try catalog(#"{"settings": "\#(Self.arabic)"}"#, locale: "ar")])
        let bold = try #require(BoldTextFixtures.width(Self.arabic, font: "Fonts/Noto/NotoSansArabic-Bold.ttf", variations: "", size: 17))
        #expect(abs(try #require(result.labels.first).measurements[0].requiredWidth - bold) <= 1e-6)
        #expect(result.missingBoldTextFaces.isEmpty)
        // Semibold with Bold Text is Heavy: the Bold face is the closest named, measured and reported as short.
        var semibold = spec.defaults
        semibold.weight = .semibold
        let short = try await OverflowAuditor(spec: LayoutSpec(defaults: semibold)).audit([try catalog(#"{"settings": "\#(Self.arabic)"}"#, locale: "ar")])
        #expect(abs(try #require(short.labels.first).measurements[0].requiredWidth - bold) <= 1e-6)
        #expect(short.missingBoldTextFaces.map(\.measuredWith) == [Self.arabicBold])
        #expect(short.missingBoldTextFaces.map(\.font) == [Self.arabicRegular])
        #expect(short.findings.contains { $0.message.contains("measured with its heavier face \(Self.arabicBold)") })
    }

    @Test func aMissingHeavierFaceIsAWarningNamingTheFontAndWeight() async throws {
        let yaml = """
            default:
              size: 17
              width: 1000
              tracking: none
              boldText: both
              font: \(Self.arabicRegular)
            """
        let spec = try LayoutSpec(text: yaml, file: "layout.yaml", isJSON: false)
        let result = try await OverflowAuditor(spec: spec).audit([try catalog(#"{"settings": "\#(Self.arabic)"}"#, locale: "ar")])
        let semibold = FontWeight(value: Double(try BoldTextFixtures.boldTextWeight(of: 400)))
        #expect(
            result.missingBoldTextFaces == [
                MissingBoldTextFace(
                    font: Self.arabicRegular, designWeight: .regular, weight: semibold, location: Finding.Location(file: "layout.yaml", line: 2, column: 3))
            ])
        let finding = try #require(result.findings.first { $0.rule == AuditRule.missingBoldTextFace })
        #expect(finding.severity == .warning)
        #expect(finding.message.contains(Self.arabicRegular) && finding.message.contains("as \(semibold.name) (\(Int(semibold.value)))"))
        // Measured as it is, never passed over silently: the width is the Regular face's.
        let regular = try #require(BoldTextFixtures.width(Self.arabic, font: "Fonts/Noto/NotoSansArabic-Regular.ttf", variations: "", size: 17))
        #expect(result.labels.allSatisfy { abs($0.measurements[0].requiredWidth - regular) <= 1e-6 })
    }

    @Test func theFitterTakesTheSettingToo() throws {
        let fitter = LabelFitter()
        let body = LabelLayout(sizing: .textStyle(.body), width: 330, maxLines: 1, tracking: TrackingMode.none)
        let bold = try fitter.fit(Self.text, in: body, locale: "en", legibilityWeight: .bold)
        #expect(bold.legibilityWeight == .bold)
        #expect(bold.fitsUpTo?.displayName == (try Self.expectedFitsUpTo(width: 330, weight: BoldTextFixtures.boldTextWeight(of: 400))))
        #expect(try fitter.fit(Self.text, in: body, locale: "en").fitsUpTo?.displayName == (try Self.expectedFitsUpTo(width: 330, weight: 400)))
        #expect(bold.missingBoldTextFace == nil)
        let staticFont = LabelLayout(sizing: .fixed(points: 17), font: Self.arabicRegular, width: 1000, tracking: TrackingMode.none)
        let missing = try fitter.fit(Self.arabic, in: staticFont, locale: "ar", legibilityWeight: .bold).missingBoldTextFace
        #expect(missing?.font == Self.arabicRegular)
        #expect(missing?.weight.value == Double(try BoldTextFixtures.boldTextWeight(of: 400)))
    }

    @Test func everyReportFormatSaysWhichSettingEachFitIsFor() async throws {
        let result = try await OverflowAuditor(spec: Self.bodySpec, options: AuditOptions(boldText: .both))
            .audit([try catalog(#"{"privacy": "\#(Self.text)"}"#)])
        let report = AuditReport(result)
        let bold = try Self.expectedFitsUpTo(width: 330, weight: BoldTextFixtures.boldTextWeight(of: 400)) ?? "none"
        let text = report.rendered(as: .text)
        #expect(text.contains("en (Bold Text, Semibold)  error: fits up to \(bold)"))
        #expect(text.contains("privacy (Bold Text)  \(bold)"))
        let json = try JSONSerialization.jsonObject(with: Data(report.rendered(as: .json).utf8)) as? [String: Any]
        let fits = try #require(json?["fits"] as? [[String: Any]])
        #expect(fits.map { $0["boldText"] as? Bool } == [false, true])
        #expect(fits.last?["fitsUpTo"] as? String == bold)
        #expect(try FoundationJSON.rewritten(report.rendered(as: .json)) + "\n" == report.rendered(as: .json))
        for format in [AuditReport.Format.sarif, .junit, .github] {
            let rendered = report.rendered(as: format)
            #expect(rendered.contains("privacy [en bold-text]"), "\(format)")
            #expect(rendered.contains("with Bold Text") && rendered.contains("fits up to \(bold)"), "\(format)")
        }
    }
}
