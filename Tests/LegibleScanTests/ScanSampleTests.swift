import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Examples/ScanSample/ios scanned with its legible.yaml (`screen: ios: 375`), each finding
/// checked against numbers worked out by hand, not printed by Legible:
///
/// - Contrast: `IndependentWCAG` over the raw colour values of the asset catalog (Muted
///   #8E8E93, Brand #0A84FF / #409CFF dark) against white (light) and black (dark).
/// - Widths: HarfBuzz advance sums ÷ units per em × size, plus SF Pro tracking
///   (Tables/tracking-sf-pro.csv) after every character but the last, shaped as Legible shapes
///   under tracking (ligatures off):
///
///       hb-shape --features=-liga,-clig --variations=wght=400 --output-format=json \
///           Fonts/Inter/InterDisplay-roman.var.ttf "Save changes"          → Σ ax = 12366 (2048 upem)
///       … Fonts/Inter/Inter-roman.var.ttf "Änderungen speichern"           → Σ ax = 30136 (2816 upem)
///       hb-shape --face-index=2 Fonts/Noto/NotoSansCJK-Regular.ttc "変更を保存" → Σ ax = 5000 (1000 upem)
///
///   Body is 16 pt at Medium, 17 at Large, 28 at AX1, 33 at AX2 (HIG); Inter Text below 20 pt,
///   Inter Display from 20 pt; tracking −0.31 pt at 16, 0.38 at 28, 0.40 at 33.
/// - Targets: 44 − 30 = 14 → 7 pt a side; 44 − 40 = 4 → 2.
@Suite("Scan sample app")
struct ScanSampleTests {
    static let folder = packageRoot.appendingPathComponent("Examples/ScanSample/ios").path

    /// The sample scanned once for every test that reads it (each scan shapes every label at
    /// every size: ten scans were most of the suite's time here).
    private static let scanned = Task {
        let configuration = try ScanConfiguration(contentsOfFile: folder + "/legible.yaml")
        return try await ProjectScanner(paths: [], configuration: configuration, readers: [InterfaceBuilderReader()]).scan()
    }

    static func scan() async throws -> ScanReport {
        try await scanned.value
    }

    static func width(_ units: Double, upem: Double, size: Double, characters: Int, tracking: Double) -> Double {
        units / upem * size + tracking * Double(characters - 1)
    }

    /// The findings of a rule about an element, by the element's id at the start of the finding id.
    static func findings(_ report: ScanReport, _ rule: String, _ id: String) -> [Finding] {
        report.findings.findings.filter { $0.rule == rule && $0.id.hasPrefix(id) }
    }

    /// `line:column` of the `<` opening the element with `id` in a file of the sample.
    static func position(ofElement id: String, in file: String) throws -> String {
        let text = try String(contentsOfFile: folder + "/ScanSample/Base.lproj/" + file, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains("id=\"\(id)\"") && $0.contains("<") })
        let column =
            lines[line].unicodeScalars.firstIndex(of: "<").map { lines[line].unicodeScalars.distance(from: lines[line].unicodeScalars.startIndex, to: $0) } ?? 0
        return "\(line + 1):\(column + 1)"
    }

    @Test func fixedSizeLabelGetsTheHeadlineStyle() async throws {
        let report = try await Self.scan()
        let finding = try #require(Self.findings(report, "text.fixed-size", "Hdr-Lb-003").first)
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("fixed 17 pt System Semibold"))
        // 17 pt Semibold is Headline's size and weight at Large (HIG), not Body's 17 pt Regular.
        #expect(finding.message.contains("use the Headline text style (17 pt Semibold at the default size)"))
        let location = try #require(finding.location)
        #expect(location.file.hasSuffix("ScanSample/Base.lproj/Main.storyboard"))
        #expect("\(location.line ?? 0):\(location.column ?? 0)" == (try Self.position(ofElement: "Hdr-Lb-003", in: "Main.storyboard")))
    }

    @Test func customFontGetsTheNearestStyleAndItsWeight() async throws {
        let report = try await Self.scan()
        let finding = try #require(Self.findings(report, "text.fixed-size", "Nam-Lb-101").first)
        // 15 pt is Subheadline's size; Avenir-Heavy is heavier than its Regular.
        #expect(finding.message.contains("fixed 15 pt Avenir Heavy"))
        #expect(finding.message.contains("Subheadline text style (15 pt Regular at the default size) at weight Heavy"))
    }

    @Test func styleWithoutAutomaticAdjustmentIsNotLive() async throws {
        let report = try await Self.scan()
        #expect(Self.findings(report, "text.not-live", "Shr-Lb-012").count == 1)
        #expect(Self.findings(report, "text.not-live", "Sin-Lb-102").count == 1)
        // Every other text style in the sample sets adjustsFontForContentSizeCategory.
        let ids = Set(report.findings.findings.filter { $0.rule == "text.not-live" }.map(\.id))
        #expect(ids == ["Shr-Lb-012", "Sin-Lb-102"])
    }

    @Test func shrinkingBadgeIsANoteByConfigurationAndNotAuditedForOverflow() async throws {
        let report = try await Self.scan()
        let finding = try #require(Self.findings(report, "text.shrinks", "Shr-Lb-012").first)
        #expect(finding.severity == .note)  // re-graded in legible.yaml
        #expect(finding.message.contains("down to 50% of its size"))
        #expect(Self.findings(report, "overflow.label", "Shr-Lb-012").isEmpty)
    }

    @Test func saveLabelOverflowsAsHarfBuzzSays() async throws {
        let report = try await Self.scan()
        let found = Self.findings(report, "overflow.label", "Sav-Lb-002")
        // One finding for the label, in the locale it overflows in first (German, at the default
        // size), naming the other locales; each locale's own message is a property.
        #expect(found.map(\.id) == ["Sav-Lb-002.text [de]"])
        #expect(found.first?.message.hasSuffix("fits up to Small (also in en, ar and ja)") == true)
        #expect(Set(found.first?.property("locales")?.components(separatedBy: ", ") ?? []) == ["ar", "de", "en", "ja"])
        func message(_ locale: String) throws -> String {
            try #require(found.first?.property("message [\(locale)]"))
        }
        let english = Self.width(12366, upem: 2048, size: 28, characters: 12, tracking: 0.38)  // 173.25
        #expect(
            try message("en").contains("overflows from AX1 (Body 28 pt): needs \(String(format: "%.1f", english)) pt, 160 pt available; fits up to xxxLarge"))
        let german = Self.width(30136, upem: 2816, size: 16, characters: 20, tracking: -0.31)  // 165.34
        #expect(try message("de").contains("\"Änderungen speichern\" overflows from Medium (Body 16 pt): needs \(String(format: "%.1f", german)) pt"))
        let japanese = Self.width(5000, upem: 1000, size: 33, characters: 5, tracking: 0.40)  // 166.6
        #expect(try message("ja").contains("overflows from AX2 (Body 33 pt): needs \(String(format: "%.1f", japanese)) pt, 160 pt available; fits up to AX1"))
        #expect(found.allSatisfy { $0.location?.line != nil && $0.severity == .error })
    }

    @Test func labelsThatFitAreNotReported() async throws {
        let report = try await Self.scan()
        // Title 1 wraps without limit in 335 pt; the 200 pt Next button holds "Weiter", "التالي", "次へ".
        for id in ["Ttl-Lb-001", "Ok-Lb-005", "Nxt-Bt-009"] {
            #expect(report.findings.findings.filter { $0.id.hasPrefix(id) }.isEmpty, "\(id)")
        }
        // Pinned to the screen's safe area at 20 pt a side: 375 − 40 = 335 pt, audited.
        #expect(report.labels.contains { $0.element.id == "Ttl-Lb-001" && $0.layout.width == 335 })
        #expect(report.labels.contains { $0.element.id == "Ban-Lb-007" && $0.layout.width == 335 })
    }

    @Test func contrastMatchesTheWCAGFormulaOverRawValues() async throws {
        let report = try await Self.scan()
        let muted = IndependentWCAG.ratio(luminance: IndependentWCAG.luminance(red8: 142, green8: 142, blue8: 147), 1)  // 3.26
        let caption = try #require(Self.findings(report, "contrast.text", "Cap-Lb-004").first)
        #expect(caption.message.hasPrefix("Muted (#8e8e93) on systemBackground (#ffffff) is \(Self.truncated(muted)) in light"))
        // On black, #8E8E93 reaches 6.44:1: dark passes and is not listed.
        #expect(!caption.message.contains("in dark"))
        #expect(caption.message.contains("below 4.5:1, the WCAG AA minimum for text at 12 pt Regular"))

        // White text on the banner's Brand background, found on its parent view.
        let light = IndependentWCAG.ratio(luminance: 1, IndependentWCAG.luminance(red8: 10, green8: 132, blue8: 255))  // 3.64
        let dark = IndependentWCAG.ratio(luminance: 1, IndependentWCAG.luminance(red8: 64, green8: 156, blue8: 255))  // 2.83
        let banner = try #require(Self.findings(report, "contrast.text", "Ban-Lb-007").first)
        #expect(banner.message.contains("on Brand (#0a84ff) is \(Self.truncated(light)) in light"))
        #expect(banner.message.contains("\(Self.truncated(dark)) in dark"))
        // Headline is 17 pt Semibold: under WCAG's 14 pt bold, so normal text (4.5:1).
        #expect(banner.message.contains("below 4.5:1, the WCAG AA minimum for text at 17 pt Semibold"))

        // TextPrimary reaches 17:1 and 18.8:1.
        #expect(Self.findings(report, "contrast.text", "Ok-Lb-005").isEmpty)
        #expect(Self.findings(report, "contrast.text", "Ttl-Lb-001").isEmpty)
        // secondaryLabelColor (#3C3C43 at 60%, Tables/apple-semantic-colors.csv) over white is
        // #8A8A8E: 3.4:1 in light, under 4.5:1 for 16 pt Callout; #EBEBF5 at 60% over black passes.
        let secondary = IndependentWCAG.composite([60.0 / 255, 60.0 / 255, 67.0 / 255, 0.6], over: [1, 1, 1])
        let secondaryRatio = IndependentWCAG.ratio(luminance: IndependentWCAG.luminance(secondary[0], secondary[1], secondary[2]), 1)
        let member = try #require(Self.findings(report, "contrast.text", "Sin-Lb-102").first)
        #expect(member.message.hasPrefix("secondaryLabel (#3c3c43 at 60%) on systemBackground (#ffffff) is \(Self.truncated(secondaryRatio)) in light"))
        #expect(!member.message.contains("in dark"))
        // Apple's own colour failing only the 4.5:1 of normal text: a warning that says so.
        #expect(member.severity == .warning && member.message.hasSuffix("Apple's own secondary-text colour"))
    }

    @Test func smallTargetsAreWordedAsLegibleTargetsWordsThem() async throws {
        let report = try await Self.scan()
        let expected = [
            "Cls-Bt-008": "hit area 30×30 pt is under the Apple HIG minimum of 44×44 pt; grow it by 7 pt on every side",
            "Avt-Vw-011": "hit area 40×40 pt is under the Apple HIG minimum of 44×44 pt; grow it by 2 pt on every side",
        ]
        let found = report.findings.findings.filter { $0.rule == "target.small" }
        #expect(Dictionary(uniqueKeysWithValues: found.map { ($0.id, $0.message) }) == expected)
        // 200×50 and 64×44 reach 44×44. The 51×31 switch Ntf-Sw-010 is UIKit's own size, which
        // no file can change: not judged (issue 33).
        #expect(Self.findings(report, "target.small", "Ntf-Sw-010").isEmpty)
        #expect(found.allSatisfy { $0.severity == .error })
    }

    @Test func unknownWidthsAreNotesThatSayWhy() async throws {
        let report = try await Self.scan()
        // Pinned to the root view's margins: solved (issue 34), 375 − 2 × 16 (the system minimum
        // margin below 414 pt) = 343 pt, so audited and no note.
        #expect(Self.findings(report, "overflow.unknown-width", "Mrg-Lb-013").isEmpty)
        #expect(report.labels.filter { $0.element.id == "Mrg-Lb-013" }.map(\.layout.width) == [343])
        let unbounded = try #require(Self.findings(report, "overflow.unknown-width", "Ign-Lb-014").first)
        #expect(unbounded.message.contains("do not bound its width"))
        #expect(unbounded.severity == .note)
        let configured = try #require(Self.findings(report, "overflow.unknown-width", "Edt-Bt-103").first)
        // A large configuration: its insets are published nowhere (a medium one is solved).
        #expect(configured.message.contains("a large button configuration"))
    }

    @Test func ignoreEntryWithAReasonSuppresses() async throws {
        let report = try await Self.scan()
        #expect(Self.findings(report, "text.fixed-size", "Ign-Lb-014").isEmpty)
        #expect(report.suppressedCount == 1)
        #expect(report.findings.findings.allSatisfy { $0.rule != "scan.suppression-reason" })
    }

    /// WCAG's ratio as Legible shows it: truncated to two decimals.
    static func truncated(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        return String(format: "%d.%02d:1", hundredths / 100, hundredths % 100)
    }
}

/// A storyboard or xib named on its own is read with its app folder's `.lproj` strings and asset
/// catalog, so it gets exactly the findings a scan of the whole sample gives it (before, its
/// colours were unresolved and only its development-language text was audited).
@Suite struct NamedInterfaceBuilderFileTests {
    @Test(arguments: ["Main.storyboard", "ProfileHeader.xib"])
    func aFileNamedAloneGetsTheFindingsOfTheWholeScan(name: String) async throws {
        let configuration = try ScanConfiguration(contentsOfFile: ScanSampleTests.folder + "/legible.yaml")
        let file = ScanSampleTests.folder + "/ScanSample/Base.lproj/" + name
        let alone = try await ProjectScanner(paths: [file], configuration: configuration, readers: [InterfaceBuilderReader()]).scan()
        let whole = try await ScanSampleTests.scan()
        func lines(_ report: ScanReport) -> [String] {
            report.findings.findings.filter { $0.location?.file.hasSuffix("Base.lproj/" + name) == true }
                .map { "\($0.rule) \($0.id) \($0.location?.line ?? 0) \($0.message)" }.sorted()
        }
        #expect(lines(alone).count == alone.findings.findings.count)
        #expect(lines(alone) == lines(whole))
        // The storyboard's colours come from the asset catalog beside Base.lproj.
        if name == "Main.storyboard" { #expect(lines(alone).contains { $0.hasPrefix("contrast.text") }) }
        #expect(alone.files.interfaceFiles == [file])
    }
}
