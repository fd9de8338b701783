import Foundation
import LegibleTestSupport
import Testing

/// `legible measure` end to end. Widths are checked against hb-shape's advances (from
/// Tests/LegibleShapingTests/Fixtures/hb-shape-fixtures.json: "Continue to payment" is 27840
/// units of 2816 in Inter, "Datenschutzeinstellungen" 34456) and against each other.
struct MeasureCommandTests {
    struct Report: Decodable {
        struct Line: Decodable {
            let text: String
            let width: Double
        }

        let text: String
        let size: Double
        let width: Double
        let lines: [Line]
        let lineCount: Int
        let height: Double
        let fits: Bool
        let overflow: Double
        let missingCharacters: [[String: String]]
        let truncatedAt: Int?
    }

    func report(_ arguments: [String], input: String? = nil) throws -> (Int32, Report) {
        let run = try legible(["measure"] + arguments + ["--format", "json"], input: input)
        return (run.status, try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8)))
    }

    @Test(.enabled(if: !BoldTextFixtures.advances.isEmpty, "needs bold-text-fixtures.json"))
    func boldTextMeasuresAtTheHeavierWeightHBShapeGives() throws {
        // Body is Regular; with Bold Text iOS draws the table's heavier weight.
        let weight = try BoldTextFixtures.boldTextWeight(of: 400)
        let expected = try #require(
            BoldTextFixtures.width(
                "Continue to payment", font: "Fonts/Inter/Inter-roman.var.ttf", variations: "wght=\(weight)", size: 17))
        let (status, result) = try report(["Continue to payment", "--bold-text", "--tracking", "none"])
        #expect(status == 0)
        #expect(abs(result.width - expected) < 1e-6)
        let text = try legible(["measure", "Continue to payment", "--bold-text"])
        #expect(text.stdout.contains("Body, Large: 17 pt, Bold Text Regular → Semibold, Inter"))
        let staticFont = try legible([
            "measure", "abc", "--bold-text", "--font", packageRoot.appendingPathComponent("Fonts/Noto/NotoSansArabic-Regular.ttf").path,
        ])
        #expect(staticFont.status == 0)
        #expect(staticFont.stderr.contains("warning: Bold Text:") && staticFont.stderr.contains("NotoSansArabic-Regular.ttf has no wght axis"))
    }

    @Test func widthEqualsHBShapeWithTrackingOff() throws {
        let (status, result) = try report(["Continue to payment", "--size", "17", "--tracking", "none"])
        #expect(status == 0)
        let expected: Double = 27840.0 / 2816.0 * 17.0
        #expect(abs(result.width - expected) < 1e-6)
        #expect(result.lineCount == 1)
        #expect(result.fits)
    }

    @Test func styleAndCategoryGiveDynamicTypeSizeAndLeading() throws {
        // Body at AX5 is 53 pt with 62 pt leading (Apple's Dynamic Type table).
        let (_, result) = try report(["Continue to payment", "--style", "body", "--category", "AX5", "--tracking", "none"])
        #expect(result.size == 53)
        #expect(result.height == 62)
    }

    @Test func higTrackingAddsTheTableValueBetweenClusters() throws {
        // SF Pro at 17 pt: −0.43 pt (HIG). "Continue to payment" has 19 clusters, 18 gaps.
        let (_, plain) = try report(["Continue to payment", "--size", "17", "--tracking", "none"])
        let (_, fixed) = try report(["Continue to payment", "--size", "17", "--tracking=-0.43"])
        let (_, hig) = try report(["Continue to payment", "--size", "17", "--tracking", "hig"])
        let expected: Double = plain.width - 18.0 * 0.43
        #expect(abs(fixed.width - expected) < 1e-9)
        #expect(abs(hig.width - fixed.width) < 1e-9)
    }

    @Test func doesNotFitExitsOneAndTruncates() throws {
        let (status, result) = try report(["Datenschutzeinstellungen verwalten", "--size", "17", "--width", "100", "--lines", "1"])
        #expect(status == 1)
        #expect(!result.fits)
        #expect(result.overflow > 0)
        #expect(result.lines.count == 1)
        #expect(result.lines[0].text.hasSuffix("…"))
        #expect(result.lines[0].width <= 100)
        #expect(result.truncatedAt != nil)
    }

    @Test func wrapsLongWordBetweenCharacters() throws {
        let (status, result) = try report(["Datenschutzeinstellungen", "--size", "17", "--tracking", "none", "--width", "150"])
        #expect(status == 0)
        #expect(result.lines.count == 2)
        #expect(result.lines.map(\.text).joined() == "Datenschutzeinstellungen")
        let total: Double = result.lines.map(\.width).reduce(0, +)
        let expected: Double = 34456.0 / 2816.0 * 17.0
        #expect(abs(total - expected) < 1e-6)
    }

    @Test func stringsFileGivesAnArrayInInputOrder() throws {
        let run = try legible(
            ["measure", "--strings", "-", "--size", "17", "--width", "80", "--format", "json"],
            input: "OK\nDatenschutzeinstellungen\n\nCancel\n")
        #expect(run.status == 0)
        let reports = try JSONDecoder().decode([Report].self, from: Data(run.stdout.utf8))
        #expect(reports.map(\.text) == ["OK", "Datenschutzeinstellungen", "", "Cancel"])
    }

    @Test func missingCharactersAreListed() throws {
        let (_, result) = try report(["Hi \u{13000}", "--size", "17"])
        #expect(result.missingCharacters == [["character": "\u{13000}", "codePoint": "U+13000"]])
    }

    @Test(arguments: [
        (["x", "--font", "/nonexistent/font.ttf"], "font '/nonexistent/font.ttf': no such file"),
        (["x", "--font", "README.md"], "not a font file"),
        (["x", "--font", "Fonts/Noto/NotoSansCJK-Regular.ttc", "--face-index", "10"], "face index 10 out of range"),
        (["x", "--size", "0"], "size \"0\""),
        (["x", "--size", "17", "--style", "body"], "not both"),
        (["x", "--style", "huge"], "huge"),
        (["x", "--category", "AX9"], "AX9"),
        (["x", "--tracking", "wide"], "tracking \"wide\""),
        (["x", "--width", "-5"], "width"),
        (["x", "--variations", "wght"], "variations 'wght'"),
        (["x", "--weight", "5000"], "weight \"5000\""),
        (["x", "--face-index", "1"], "--face-index"),
        ([], "missing TEXT"),
        (["x", "--strings", "-"], "not both"),
        (["--strings", "/nonexistent/strings.txt"], "no such file"),
    ])
    func badInputExitsTwoWithAMessage(arguments: [String], message: String) throws {
        let run = try legible(["measure"] + arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(message), "stderr: \(run.stderr)")
    }

    @Test func invalidUTF8StringsFileIsRejected() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("legible-bad-\(UUID().uuidString).txt")
        try Data([0x61, 0xFF, 0x0A]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try legible(["measure", "--strings", url.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("not valid UTF-8"))
    }

    @Test func embeddedNULInAStringsFileIsMeasured() throws {
        let run = try legible(["measure", "--strings", "-", "--size", "17", "--format", "json"], input: "Save\u{0}Cancel\n")
        #expect(run.status == 0)
        let reports = try JSONDecoder().decode([Report].self, from: Data(run.stdout.utf8))
        #expect(reports.first?.text == "Save\u{0}Cancel")
    }

    @Test func missingAxisIsReportedOnStandardError() throws {
        let run = try legible(["measure", "x", "--size", "17", "--variations", "wdth=90"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("no 'wdth' axis; wdth=90 not applied"))
    }

    @Test func stringsFileWithWindowsLineEndsIsSplitIntoLines() throws {
        let run = try legible(["measure", "--strings", "-", "--size", "17", "--format", "json"], input: "OK\r\nCancel\r\n\r\nDone")
        #expect(run.status == 0)
        let reports = try JSONDecoder().decode([Report].self, from: Data(run.stdout.utf8))
        #expect(reports.map(\.text) == ["OK", "Cancel", "", "Done"])
    }

    /// A JSON catalog holding "Save", for `audit`: one file of fixed name and content that every
    /// run writes over (atomically, so runs at once read a whole file), so none is left per run.
    static let oneStringCatalog: String = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("legible-one-string-catalog.json")
        guard (try? Data("{\"save\": \"Save\"}".utf8).write(to: url, options: .atomic)) != nil else { preconditionFailure("cannot write \(url.path)") }
        return url.path
    }()

    /// `measure` and `audit` read the label flags with one set of parsers: the same values are
    /// accepted by both, and a bad value gets the same message from both.
    @Test(arguments: [
        ["--weight", "semibold"], ["--weight", "Semi Bold"], ["--weight", "650"], ["--tracking", "20"], ["--tracking=-0.4"],
        ["--tracking", "NONE"], ["--style", "Title 1"], ["--style", "UIFontTextStyleHeadline"], ["--size", "2000"],
        ["--lines", "0"], ["--width", "1e2"],
    ])
    func labelFlagsAreAcceptedByMeasureAndAudit(flags: [String]) throws {
        let width = flags.contains("--width") ? [] : ["--width", "100"]
        let measure = try legible(["measure", "Save"] + flags + width)
        #expect(measure.status == 0 || measure.status == 1, "measure: \(measure.stderr)")
        let audit = try legible(["audit", Self.oneStringCatalog] + flags + width)
        #expect(audit.status == 0 || audit.status == 1, "audit: \(audit.stderr)")
    }

    @Test(arguments: [
        (["--width", "wide"], "legible: width \"wide\": expected a number, such as 17 or 15.5\n"),
        (["--width", "0x10"], "legible: width \"0x10\": expected a number, such as 17 or 15.5\n"),
        (["--width", "0"], "legible: width \"0\": expected a positive number of points\n"),
        (["--width", "100", "--size", "20000"], "legible: size \"20000\": expected 1 to 10000 points\n"),
        (["--width", "100", "--weight", "1001"], "legible: weight \"1001\": expected a number from 1 to 1000 (400 regular, 700 bold) or a name\n"),
        (
            ["--width", "100", "--tracking", "101"],
            "legible: tracking \"101\": expected hig, font, none, or a number of points from -100 to 100 such as -0.4\n"
        ),
        (["--width", "100", "--lines=-1"], "legible: lines -1: expected 0 (no limit) or more\n"),
        (
            ["--width", "100", "--style", "tiny"],
            "legible: text style \"tiny\": expected one of Large Title, Title 1, Title 2, Title 3, Headline, Body, Callout, Subheadline, Footnote, Caption 1, Caption 2\n"
        ),
    ])
    func badLabelFlagsGetOneMessageFromMeasureAndAudit(flags: [String], message: String) throws {
        let measure = try legible(["measure", "Save"] + flags)
        let audit = try legible(["audit", Self.oneStringCatalog] + flags)
        for run in [measure, audit] {
            #expect(run.status == 2)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr == message)
        }
    }
}

/// `legible measure --platform android`: widths against hb-shape advance sums with the bundled
/// Roboto (see Examples/android-overflow/README.md) and sizes from Android 14's table
/// (Tables/android-font-scale-curves.csv: 14 sp → 18.8 dp at 1.3x, 16 sp → 28 dp at 2x).
struct AndroidMeasureCommandTests {
    @Test func labelLargeAtAFontScaleIsRobotoMediumInDP() throws {
        let run = try legible([
            "measure", "Einstellungen für Benachrichtigungen", "--platform", "android", "--role", "labelLarge",
            "--font-scale", "1.3x",
        ])
        #expect(run.status == 0)
        // 34335/2048 × 18.8 + 0.13 × 36 = 319.86 dp (Roboto Medium, 0.1 sp letter spacing at 1.3x,
        // on Android 14 around all 36 characters); on Android 15 after 35 of them, 319.73 dp.
        #expect(run.stdout.contains("Label Large at 1.3x: 14 sp = 18.8 dp (Android 14), Roboto, tracking 0.13 dp (Material role's), line height 23.6 dp"))
        #expect(run.stdout.contains("width 319.86 dp, 1 line, height 23.6 dp\n"))
        let fifteen = try legible([
            "measure", "Einstellungen für Benachrichtigungen", "--platform", "android", "--role", "labelLarge",
            "--font-scale", "1.3x", "--android-version", "15",
        ])
        #expect(fifteen.stdout.contains("Label Large at 1.3x: 14 sp = 18.8 dp (Android 15)"))
        #expect(fifteen.stdout.contains("width 319.73 dp, 1 line, height 23.6 dp\n"))
    }

    @Test func bodyLargeIsTheDefaultRoleAndJSONHasTheDPWidth() throws {
        let run = try legible(["measure", "Настройки уведомлений", "--platform", "android", "--font-scale", "2", "--format", "json"])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        // 23893/2048 × 28 + 1 × 21 (0.5 sp letter spacing at 2x around each of 21 characters, Android 14).
        #expect(abs((json["width"] as? Double ?? 0) - (23893.0 / 2048 * 28 + 21)) < 0.001)
        #expect(json["size"] as? Double == 28)
        #expect(json["font"] as? String == "Roboto")
    }

    @Test(arguments: [
        (["--role", "labelLarge"], "--role, --font-scale and --android-version are Android's; give them with --platform android"),
        (["--platform", "android", "--style", "body"], "not iOS's --style"),
        (["--platform", "android", "--font-scale", "5"], "Android font scale \"5\": expected a factor from 0.5 to 3"),
        (["--platform", "android", "--role", "caption"], "Material type role \"caption\""),
    ])
    func badAndroidInputExitsTwo(arguments: [String], message: String) throws {
        let run = try legible(["measure", "x"] + arguments)
        #expect(run.status == 2)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }
}
