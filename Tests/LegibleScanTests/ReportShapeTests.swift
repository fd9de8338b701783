import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// Issue 33, class 8: "say less". The text report lists errors and warnings and counts notes
/// (with the option that lists them) and each rule's findings; every other format keeps every
/// finding; messages stay within 200 characters with the details as properties.
@Suite("Report shape")
struct ReportShapeTests {
    static let findings = [
        Finding(id: "title", rule: "contrast.text", severity: .error, message: "too faint", location: Finding.Location(file: "A.xib", line: 3)),
        Finding(id: "save", rule: "target.small", severity: .warning, message: "too small", location: Finding.Location(file: "A.xib", line: 5)),
        Finding(id: "hint", rule: "contrast.text", severity: .note, message: "set in code", location: Finding.Location(file: "A.xib", line: 7)),
        Finding(id: "body", rule: "overflow.unknown-width", severity: .note, message: "width unknown", location: Finding.Location(file: "B.xib", line: 2)),
    ]

    /// The lines written by hand: errors, warnings, the counts with the option, a line per rule.
    @Test func textListsErrorsAndWarningsAndCountsNotesAndRules() {
        let lines = ScanReport(findings: Self.findings).rendered(as: .text).split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "A.xib:3: error: [contrast.text] title: too faint",
                "A.xib:5: warning: [target.small] save: too small",
                "1 error, 1 warning, 2 notes (notes not listed; --notes lists them)",
                "  contrast.text: 1 error, 1 note",
                "  overflow.unknown-width: 1 note",
                "  target.small: 1 warning",
                "Scanned 0 files (0 elements); 0 labels audited for overflow.",
            ])
    }

    @Test func listsNotesListsThemAndDropsTheHint() {
        var report = ScanReport(findings: Self.findings)
        report.listsNotes = true
        let text = report.rendered(as: .text)
        #expect(text.contains("A.xib:7: note: [contrast.text] hint: set in code"))
        #expect(text.contains("B.xib:2: note: [overflow.unknown-width] body: width unknown"))
        #expect(text.contains("1 error, 1 warning, 2 notes\n"))
        #expect(!text.contains("--notes"))
    }

    /// No note, no hint: the option is named only when something is left out.
    @Test func withoutNotesTheSummaryNamesNoOption() {
        let text = ScanReport(findings: Array(Self.findings.prefix(2))).rendered(as: .text)
        #expect(text.contains("1 error, 1 warning, 0 notes\n"))
        #expect(!text.contains("--notes"))
    }

    @Test func everyOtherFormatKeepsTheNotes() {
        let report = ScanReport(findings: Self.findings)
        for format in [ScanReport.Format.json, .sarif, .junit, .github, .html, .compiler] {
            let output = report.rendered(as: format)
            #expect(output.contains("set in code") && output.contains("width unknown"), "\(format)")
        }
    }

    /// `#777777` on white is 4.478:1 (WebAIM's checker rounds it to 4.48; by hand
    /// 1.05 / (0.1845 + 0.05)), written as reports write ratios, cut to 4.47:1 so it never
    /// rounds up past a minimum, in all four appearances, since neither colour varies: one
    /// sentence gives the ratio once, the properties every ratio.
    @Test func contrastDetailsAreProperties() async throws {
        let ratio = IndependentWCAG.ratio("#777777", "#ffffff")
        #expect(ratio > 4.475 && ratio < 4.48)
        let label = """
            <label text="Grey" id="grey"><rect key="frame" x="0" y="0" width="200" height="21"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <color key="textColor" red="0.4666666667" green="0.4666666667" blue="0.4666666667" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>
            """
        let folder = try ScanFolder(["App/Base.lproj/Main.xib": ScanFolder.xib(label)])
        defer { folder.remove() }
        let finding = try #require(try await folder.scan().findings.findings.first { $0.rule == "contrast.text" })
        // One ratio in every appearance is said once, not as "as low as" the same ratio.
        #expect(finding.message.hasPrefix("#777777 on #ffffff is 4.47:1 in light, the same in every appearance, below 4.5:1"))
        #expect(finding.message.count <= 200)
        #expect(!finding.message.contains("(and"))
        for appearance in ["light", "dark", "lightIncreasedContrast", "darkIncreasedContrast"] {
            #expect(finding.property("ratio.\(appearance)") == "4.47:1", "\(appearance)")
        }
        #expect(finding.property("text") == "#777777" && finding.property("background") == "#ffffff")
        #expect(finding.property("minimumRatio") == "4.5:1")
    }

    /// An asset grey that is black in dark mode fails in light and in light Increased Contrast
    /// alike and passes in dark: the one other appearance is named, its ratio not said again (nos
    /// 0ea82184 `AuthorListManageUsersView.swift:57` said "3.35:1 in light and 3.35:1 in
    /// lightIncreasedContrast"). Must not say the ratio twice; must still give each as a property.
    @Test func oneOtherAppearanceAlikeIsNamedOnce() async throws {
        let label = """
            <label text="Grey" id="grey"><rect key="frame" x="0" y="0" width="200" height="21"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <color key="textColor" name="greyText"/></label>
            """
        let colorset = """
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.4666666667","green":"0.4666666667","blue":"0.4666666667","alpha":"1.000"}}},\
            {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}],\
            "info":{"version":1,"author":"xcode"}}
            """
        let folder = try ScanFolder([
            "App/Base.lproj/Main.xib": ScanFolder.xib(label), "App/Assets.xcassets/greyText.colorset/Contents.json": colorset,
        ])
        defer { folder.remove() }
        let finding = try #require(try await folder.scan().findings.findings.first { $0.rule == "contrast.text" })
        #expect(finding.message.contains("is 4.47:1 in light, the same in lightIncreasedContrast, below 4.5:1"), "\(finding.message)")
        #expect(finding.property("ratio.lightIncreasedContrast") == "4.47:1")
    }

    /// Apple's secondaryLabel on a fixed white view fails in light and dark at different ratios
    /// (#3c3c43 at 60% in light, light grey in dark): the sentence gives each, it does not claim
    /// one ratio for all.
    @Test func differentRatiosStillNameTheLowest() async throws {
        let label = """
            <label text="Grey" id="grey"><rect key="frame" x="0" y="0" width="200" height="21"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <color key="textColor" systemColor="secondaryLabelColor"/></label>
            """
        let folder = try ScanFolder(["App/Base.lproj/Main.xib": ScanFolder.xib(label)])
        defer { folder.remove() }
        let finding = try #require(try await folder.scan().findings.findings.first { $0.rule == "contrast.text" })
        let ratios = finding.message.split(separator: " ").map { $0.trimmingCharacters(in: .punctuationCharacters) }.filter { $0.hasSuffix(":1") }
        // Two appearances' different ratios, then the minimum: never one ratio said for all.
        #expect(ratios.count == 3 && ratios[0] != ratios[1] && !finding.message.contains("the same in"), "\(finding.message)")
    }

    /// An expression written over several lines is shown on one: its line breaks and tabs are
    /// spaces, other control characters stay escaped so a message never breaks a line.
    @Test func codeOverSeveralLinesIsShownOnOneLine() {
        #expect(ScannedCodeText.shown("\n when (it.data) {\n\ttrue -> a\n}") == "when (it.data) { true -> a }")
        let bell = ScannedCodeText.shown("a\u{7}b")
        #expect(!bell.unicodeScalars.contains { $0.properties.generalCategory == .control } && bell.hasPrefix("a\\"))
    }

    @Test func longColourNamesGiveWayToTheirValues() {
        #expect(ContrastTextRule.compactName("?attr/colorPrimary in the theme AppTheme: colorPrimary (#217aba)") == "#217aba")
        #expect(ContrastTextRule.compactName("secondaryLabel (#3c3c43 at 60%)") == "#3c3c43 at 60%")
        #expect(ContrastTextRule.compactName("#ffffff") == "#ffffff")
    }

    /// The placeholder note says what code sets; the file's judgement follows whole when it fits,
    /// else its first clause; the whole is the `fileValueFinding` property either way.
    @Test func placeholderNotesDoNotNestWholeMessagesPastTheLimit() {
        let short = CodeSetPlaceholders.placeholderMessage(setter: "Cell.title.font", judged: "the font is a fixed 14 pt System Regular")
        #expect(short == "code sets Cell.title.font, so the file's value is a placeholder: the font is a fixed 14 pt System Regular")
        let judged =
            "the font is a fixed 14 pt System Regular, which Dynamic Type never changes; " + String(repeating: "use the Subheadline text style ", count: 4)
        let long = CodeSetPlaceholders.placeholderMessage(setter: "SPAuthViewController.headerLabel.font", judged: judged)
        #expect(
            long
                == "code sets SPAuthViewController.headerLabel.font, so the file's value is a placeholder: the font is a fixed 14 pt System Regular, which Dynamic Type never changes"
        )
        #expect(long.count <= 200)
        let endless = CodeSetPlaceholders.placeholderMessage(setter: "A.b.font", judged: String(repeating: "x", count: 300))
        #expect(endless == "code sets A.b.font, so the file's value is a placeholder")
    }

    @Test func aMessageOverTheLimitIsCutAtAWordAndKeptWhole() {
        let words = String(repeating: "measured width ", count: 20)
        var finding = Finding(id: "a", rule: "text.fixed-size", severity: .warning, message: words)
        CodeSetPlaceholders.shortened(&finding)
        #expect(finding.message.count <= 200 && finding.message.hasSuffix("width…"))
        #expect(finding.property("fullMessage") == words)
        let exact = String(repeating: "x", count: 200)
        var fits = Finding(id: "b", rule: "text.fixed-size", severity: .warning, message: exact)
        CodeSetPlaceholders.shortened(&fits)
        #expect(fits.message == exact && fits.properties.isEmpty)
    }
}
