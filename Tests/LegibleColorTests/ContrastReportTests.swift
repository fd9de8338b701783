import Foundation
import LegibleTestSupport
import LegibleTypeScale
import Testing

@testable import LegibleColor

/// Tests/Reference/wcag-anchors.csv: published WCAG ratios (WCAG examples, axe-core, color.js, chroma.js issues).
private let anchors: [(foreground: String, background: String, ratio: Double)] = {
    guard let table = try? CSVTable.reference("wcag-anchors.csv") else { return [] }
    return table.rows.compactMap { row in
        guard let foreground = row["foreground"], let background = row["background"],
            let ratio = row["ratio"].flatMap(Double.init)
        else { return nil }
        return (foreground, background, ratio)
    }
}()

/// A ratio as WCAG's threshold note wants it shown: truncated, never rounded up, to two decimals.
private func truncated(_ ratio: Double) -> String {
    String(format: "%.2f:1", (ratio * 100).rounded(.down) / 100)
}

private func jsonObject(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
}

@Suite("Contrast reports")
struct ContrastReportTests {
    @Test func everyPublishedAnchorIsReportedWithItsRatioAndVerdict() throws {
        #expect(anchors.count >= 25)
        let pairs = try anchors.map { try ContrastPair(parsingForeground: $0.foreground, background: $0.background) }
        let report = ContrastReport(checking: pairs)
        let array = try #require(try jsonObject(report.rendered(as: .json)) as? [[String: Any]])
        #expect(array.count == anchors.count)
        let text = report.rendered(as: .text)
        for (anchor, object) in zip(anchors, array) {
            let ratio = try #require(object["ratio"] as? Double)
            // Some anchors are published to 3–4 significant digits only (chroma.js 5.252).
            #expect(abs(ratio - anchor.ratio) < 1e-9 || abs(ratio - anchor.ratio) / anchor.ratio < 1e-3, "\(anchor)")
            #expect(object["passes"] as? Bool == (anchor.ratio >= 4.5), "\(anchor)")
            let verdict = anchor.ratio >= 4.5 ? "passes" : "FAILS"
            #expect(text.contains(": \(truncated(anchor.ratio)) — \(verdict) AA normal text (1.4.3, 4.5:1)"), "\(anchor)")
        }
        let failing = anchors.filter { $0.ratio < 4.5 }.count
        #expect(text.contains("\(anchors.count) pairs checked against AA normal text (1.4.3, 4.5:1): \(anchors.count - failing) pass, \(failing) fail."))
        #expect(report.fails == (failing > 0))
    }

    @Test func onePairIsOneObjectAndAListIsAnArrayEvenOfOne() throws {
        // #777 on white: 4.478:1 (WebAIM, axe-core); fails 1.4.3 AA, passes large text and non-text.
        let pair = try ContrastPair(parsingForeground: "#777", background: "white")
        let single = try #require(try jsonObject(ContrastReport(checking: pair).rendered(as: .json)) as? [String: Any])
        #expect(single["wcag"] as? [String: Bool] == ["AA": false, "AALarge": true, "AAA": false, "AAALarge": false, "nonText": true])
        #expect(single["apca"] == nil && single["suggestion"] == nil && single["notes"] == nil)
        let list = try jsonObject(ContrastReport(checking: [pair]).rendered(as: .json)) as? [[String: Any]]
        #expect(list?.count == 1)
        let text = ContrastReport(checking: pair).rendered(as: .text)
        #expect(!text.contains("pairs checked"))
        #expect(text.hasSuffix("Reminder: 4.5:1 is the minimum for text; 7:1 is better (Apple Human Interface Guidelines).\n"))
    }

    @Test func optionsDecideTheRequirementAndWhatIsAdded() throws {
        let pair = try ContrastPair(parsingForeground: "#888", background: "#fff")
        let options = ContrastOptions(level: .aaa, foreground: .textStyle(.largeTitle), includesAPCA: true, includesSuggestions: true)
        let report = ContrastReport(checking: pair, options: options)
        let result = report.results[0]
        // Large Title is 34 pt: large text, so AAA needs 4.5:1 (SC 1.4.6).
        #expect(report.requirement == WCAGRequirement(level: .aaa, use: .largeText))
        #expect(result.requirement.minimumRatio == 4.5)
        // apca-w3's own test: #888 on #fff is Lc 63.056469930209424.
        #expect(abs((result.apcaContrast ?? 0) - 63.056469930209424) < 1e-9)
        let suggestion = try #require(result.suggestions?.foreground)
        #expect(suggestion.ratio >= 4.5)
        #expect(ContrastMeasurement(foreground: suggestion.color, background: .white).ratio >= 4.5)
    }

    @Test func translucencyIsExplainedInNotes() throws {
        // White on a 40 % black scrim: over white the scrim shows as #999999 (255 × 0.6 = 153).
        let report = ContrastReport(checking: try ContrastPair(parsingForeground: "white", background: "rgb(0 0 0 / 40%)"))
        #expect(report.results[0].notes == ["background is translucent; worst case over #ffffff, where it shows as #999999; over #000000 21.00:1"])
        let p3 = ContrastReport(checking: try ContrastPair(parsingForeground: "color(display-p3 1 0 0)", background: "white"))
        #expect(p3.results[0].notes.first?.hasPrefix("foreground color(display-p3 1 0 0) is outside sRGB; mapped to #") == true)
    }

    @Test func reportsRoundTripThroughCodable() throws {
        let pairs = [
            try ContrastPair(parsingForeground: "color(display-p3 0 0.5 1)", background: "#fff"),
            try ContrastPair(parsingForeground: "#0006", background: "rgb(255 255 255 / 30%)"),
        ]
        let report = ContrastReport(checking: pairs, options: ContrastOptions(includesAPCA: true, includesSuggestions: true))
        let decoded = try JSONDecoder().decode(ContrastReport.self, from: try JSONEncoder().encode(report))
        #expect(decoded == report)
        #expect(decoded.rendered(as: .text) == report.rendered(as: .text))
    }

    @Test func badColoursNameTheirRole() {
        #expect(throws: ContrastError.self) { try ContrastPair(parsingForeground: "#12", background: "white") }
        do {
            _ = try ContrastPair(parsingForeground: "#fff", background: "bleu")
            Issue.record("bleu is not a colour")
        } catch {
            #expect(error.description.hasPrefix("background \"bleu\" is not a colour"))
            #expect(error.localizedDescription == error.description)
        }
    }
}

@Suite("Pairs files")
struct ContrastPairsFileTests {
    @Test func headerQuotesAndParenthesesAreRead() throws {
        let text = "Text colour, Background\n\"rgb(0, 120, 215)\",white\nrgb(0, 0, 0) , #fff\n\n#767676,#ffffff"
        let pairs = try ContrastPair.pairs(inCSV: text, file: "colours.csv")
        #expect(pairs.map(\.foreground.color.hex) == ["#0078d7", "#000000", "#767676"])
        #expect(pairs.map(\.background.color.hex) == ["#ffffff", "#ffffff", "#ffffff"])
    }

    @Test(arguments: [
        ("#fff,#000\n#767676,white\n#12,white\n", "pairs file 'p.csv' line 3: foreground \"#12\" is not a colour"),
        ("#fff,#000,#777\n", "pairs file 'p.csv' line 1: expected two colours, foreground,background, but found 3 fields in \"#fff,#000,#777\""),
        ("\n\n#fff\n", "pairs file 'p.csv' line 3: expected two colours, foreground,background, but found 1 field in \"#fff\""),
        ("\"#fff,#000\n", "pairs file 'p.csv' line 1: a double quote is not closed in \"\"#fff,#000\""),
        ("foreground,background\n", "pairs file 'p.csv': no colour pairs; expected CSV rows foreground,background such as #767676,#ffffff"),
        ("white,rgb(0 0 0\n", "pairs file 'p.csv' line 1: background \"rgb(0 0 0\" is not a colour"),
    ])
    func badFilesNameTheFileAndLine(text: String, message: String) {
        do {
            _ = try ContrastPair.pairs(inCSV: text, file: "p.csv")
            Issue.record("expected an error for \(text.debugDescription)")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }

    @Test func standardInputIsNamedSo() {
        #expect(ContrastPairsFileError(file: nil, line: 2, message: "x").description == "pairs file standard input line 2: x")
    }

    @Test func filesAreReadWithTheirOwnErrors() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("legible-pairs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good.csv")
        try "fg,bg\n#777,#fff\n".write(to: good, atomically: true, encoding: .utf8)
        #expect(try ContrastPair.pairs(contentsOfCSVFile: good.path).count == 1)
        let binary = directory.appendingPathComponent("binary.csv")
        try Data([0xff, 0xfe, 0x23]).write(to: binary)
        for (path, message) in [
            (directory.appendingPathComponent("missing.csv").path, "no such file"), (directory.path, "is a folder; expected a file"),
            (binary.path, "not valid UTF-8 text"),
        ] {
            #expect(throws: ContrastPairsFileError(file: path, line: nil, message: message)) { try ContrastPair.pairs(contentsOfCSVFile: path) }
        }
    }

    @Test func arbitraryTextNeverCrashes() {
        // A seeded generator over the characters that matter to the reader: every outcome is a
        // list of pairs or an error naming the file, never a crash or a hang.
        var generator = SplitMix64(seed: 0x1e61b1e)
        let alphabet = Array("#0aF(),\" \t\r\n%/.-rgbwhite\u{FEFF}é")
        for _ in 0..<3000 {
            let length = Int(generator.next() % 40)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            do {
                let pairs = try ContrastPair.pairs(inCSV: text, file: "fuzz.csv")
                #expect(!pairs.isEmpty)
            } catch {
                #expect(error.description.hasPrefix("pairs file 'fuzz.csv'"))
            }
        }
    }
}

/// A small deterministic generator (Steele, Lea & Flood's SplitMix64), so the fuzz cases are the same every run.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}

@Suite("Large text and point sizes")
struct PointSizeTests {
    @Test(arguments: [
        ("17", 17.0), ("17pt", 17), (" 17 PT ", 17), ("24px", 18), ("24 css-px", 18), ("18css-pt", 18), ("48dp", 48), ("1.5e1", 15),
    ])
    func sizesAreReadInIOSPoints(text: String, points: Double) throws {
        // 1 in = 96 CSS px = 72 CSS pt (CSS Values 4), and an iOS point is a CSS px (WCAG2ICT).
        #expect(try PointSize(parsing: text).points == points)
    }

    // Sizes out of range: 1e-320 pt printed as "0 pt" and 1e308 as "inf pt"; a text size is 1 to 10,000 pt.
    @Test(arguments: ["1e-320", "0.5", "0.99", "10000.01", "1e308", "1.3px", "13334px"])
    func sizesOutsideTextSizesAreRefused(text: String) {
        #expect(throws: ContrastError("--size \"\(text)\": expected a text size from 1 to 10000 points")) {
            try PointSize(parsing: text, role: "--size")
        }
    }

    @Test(arguments: [("1", 1.0), ("10000", 10_000), ("1.34px", 1.005), ("13333.32px", 9999.99)])
    func theEndsOfTextSizesRead(text: String, points: Double) throws {
        #expect(abs(try PointSize(parsing: text).points - points) < 1e-9)
    }

    @Test(arguments: ["big", "0", "-3", "0x10", "inf", "", "pt", "12 em"])
    func badSizesAreRefused(text: String) {
        #expect(throws: ContrastError("--size \"\(text)\": expected a positive size in points or CSS pixels, such as 17, 18pt or 24px")) {
            try PointSize(parsing: text, role: "--size")
        }
    }

    /// Every text style at Large, from Tables/dynamic-type-ios.csv, against WCAG's rule written
    /// out here: large at 18 pt or 14 pt bold, iOS points taken as WCAG's points (the HIG's table).
    @Test func textStylesAtLargeFollowTheRule() throws {
        let table = try CSVTable.tables("dynamic-type-ios.csv")
        var checked = 0
        for row in table.rows where row["category"] == "Large" {
            let style = try TextStyle(parsing: try #require(row["style"]))
            let size = try number(row["size_pt"])
            let isBold = try FontWeight(parsing: try #require(row["weight"])).value >= 700
            let expected: ContrastUse = size >= 18 || (size >= 14 && isBold) ? .largeText : .normalText
            #expect(ForegroundKind.textStyle(style).use == expected, "\(style)")
            #expect(ForegroundKind.textStyle(style).size == PointSize(size))
            checked += 1
        }
        #expect(checked == 11)
        // The consequence, spelled out: Body (17 pt) and Headline (17 pt Semibold) are normal text;
        // Title 3 (20 pt) and up are large; Headline in its bold emphasized weight is large (17 ≥ 14).
        #expect(ForegroundKind.textStyle(.body).use == .normalText)
        #expect(ForegroundKind.textStyle(.headline).use == .normalText)
        #expect(ForegroundKind.textStyle(.title3).use == .largeText)
        #expect(ForegroundKind.textStyle(.title2).use == .largeText)
        #expect(ForegroundKind.textStyle(.headline, weight: .bold).use == .largeText)
        #expect(ForegroundKind.textStyle(.caption2, weight: .bold).use == .normalText)
    }

    @Test func requirementsFollowFromTheKind() {
        #expect(WCAGRequirement(level: .aa, for: .textStyle(.body)).minimumRatio == 4.5)
        #expect(WCAGRequirement(level: .aa, for: .textStyle(.title1)).minimumRatio == 3)
        #expect(WCAGRequirement(level: .aaa, for: .textStyle(.title1)).minimumRatio == 4.5)
        #expect(WCAGRequirement(level: .aaa, for: .use(.nonText)).successCriterion == "1.4.11")
        #expect(WCAGRequirement(level: .aa, for: .text(size: PointSize(24, unit: .cssPixel))).use == .largeText)
    }

    @Test(arguments: [
        (#"{"use": "largeText"}"#, ForegroundKind.use(.largeText)),
        (#"{"use": "non-text"}"#, .use(.nonText)),
        (#"{"style": "headline"}"#, .textStyle(.headline)),
        (#"{"style": "Title 3", "weight": "bold"}"#, .textStyle(.title3, weight: .bold)),
        (#"{"size": 15, "weight": "semibold"}"#, .text(size: PointSize(15), weight: .semibold)),
        (#"{"size": "24px"}"#, .text(size: PointSize(18))),
    ])
    func kindsDecodeAsConfigurationsWriteThem(json: String, kind: ForegroundKind) throws {
        #expect(try JSONDecoder().decode(ForegroundKind.self, from: Data(json.utf8)) == kind)
        #expect(try JSONDecoder().decode(ForegroundKind.self, from: try JSONEncoder().encode(kind)) == kind)
    }

    @Test(arguments: [#"{}"#, #"{"use": "large", "style": "body"}"#, #"{"use": "large", "weight": 700}"#, #"{"use": "huge"}"#, #"{"size": 0}"#])
    func contradictoryKindsAreRefused(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ForegroundKind.self, from: Data(json.utf8)) }
    }
}
