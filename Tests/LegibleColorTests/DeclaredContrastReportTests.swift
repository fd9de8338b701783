import Foundation
import LegibleTestSupport
import Testing

@testable import LegibleColor

@Suite("Declared contrast pairs")
struct DeclaredContrastReportTests {
    /// #777777 on white is 4.478089453577214:1 (Tests/Reference/wcag-anchors.csv; WebAIM, axe-core).
    private let grey = SRGBColor(red8: 0x77, green8: 0x77, blue8: 0x77)

    private func pair(_ kind: ForegroundKind, _ foreground: SRGBColor? = nil) -> DeclaredContrastPair {
        DeclaredContrastPair(foreground: "label.secondary", foreground ?? grey, background: "surface", .white, as: kind)
    }

    @Test func theRequirementFollowsFromWhatTheForegroundIs() {
        // 4.478:1 fails 4.5:1 (Body, 17 pt: normal text) and passes 3:1 (Title 1, 28 pt: large
        // text; non-text, SC 1.4.11); at AAA large text needs 4.5:1 and fails again.
        let pairs = [pair(.textStyle(.body)), pair(.textStyle(.title1)), pair(.use(.nonText)), pair(.text(size: PointSize(13), weight: .bold))]
        let aa = DeclaredContrastReport(checking: pairs, level: .aa)
        #expect(aa.entries.map(\.result.passes) == [false, true, true, false])
        #expect(aa.entries.map(\.result.requirement.minimumRatio) == [4.5, 3, 3, 4.5])
        #expect(aa.failingCount == 2 && aa.fails)
        let aaa = DeclaredContrastReport(checking: pairs, level: .aaa)
        #expect(aaa.entries.map(\.result.requirement.minimumRatio) == [7, 4.5, 3, 7])
        #expect(aaa.entries.map(\.result.passes) == [false, false, true, false])
    }

    @Test func apcaIsTheAdvisoryPublishedValue() throws {
        // apca-w3's own tests (Tests/Reference/apca-published-tests.csv).
        let table = try CSVTable.reference("apca-published-tests.csv")
        for row in table.rows.prefix(8) {
            let text = try SRGBColor(parsing: try #require(row["text"]))
            let background = try SRGBColor(parsing: try #require(row["background"]))
            let declared = DeclaredContrastPair(foreground: "text", text, background: "surface", background)
            let lc = try #require(declared.evaluate().apcaContrast)
            #expect(abs(lc - (try number(row["Lc"]))) < 1e-9, "\(row)")
        }
    }

    @Test func jsonKeepsTheNamesAndSaysWhatWasDeclared() throws {
        let report = DeclaredContrastReport(
            checking: [pair(.textStyle(.headline)), pair(.use(.nonText), try SRGBColor(parsing: "#0006"))], includesSuggestions: true)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.rendered(as: .json).utf8)) as? [String: Any])
        #expect(object["level"] as? String == "AA")
        #expect(object["summary"] as? [String: Int] == ["pairs": 2, "passing": 0, "failing": 2])
        let pairs = try #require(object["pairs"] as? [[String: Any]])
        #expect(pairs.map { $0["foreground"] as? String } == ["label.secondary", "label.secondary"])
        #expect(pairs.map { $0["background"] as? String } == ["surface", "surface"])
        #expect(pairs.map { $0["foregroundColor"] as? String } == ["#777777", "#00000066"])
        // Headline: 17 pt Semibold (600) at Large.
        let text = try #require(pairs[0]["text"] as? [String: Any])
        #expect(text["style"] as? String == "Headline" && text["size"] as? Double == 17 && text["weight"] as? Double == 600)
        #expect(abs((pairs[0]["ratio"] as? Double ?? 0) - 4.478089453577214) < 1e-12)
        #expect((pairs[0]["suggestion"] as? [String: Any])?["foreground"] is [String: Any])
        // 40 % black over white is #999999: 2.85:1 (the apca-w3 alphaBlend example), enough for nothing.
        #expect((pairs[1]["notes"] as? [String])?.first == "foreground is translucent; composited over the background it shows as #999999")
        #expect((pairs[1]["text"] as? [String: Any])?["use"] as? String == "non-text")
    }

    @Test func textNamesEveryPairAndSummarises() {
        let report = DeclaredContrastReport(checking: [pair(.textStyle(.body)), pair(.textStyle(.largeTitle))])
        let text = report.rendered(as: .text)
        #expect(text.contains("label.secondary on surface (#777777 on #ffffff): 4.47:1 — FAILS AA normal text (1.4.3, 4.5:1)"))
        #expect(text.contains("  Declared as Body at Large, 17 pt Regular: normal text (large from 18 pt, or 14 pt bold)."))
        #expect(text.contains("label.secondary on surface (#777777 on #ffffff): 4.47:1 — passes AA large text (1.4.3, 3:1)"))
        #expect(text.contains("2 pairs checked at AA: 1 pass, 1 fail."))
        #expect(text.hasSuffix("7:1 is better (Apple Human Interface Guidelines).\n"))
    }

    @Test func pairsDecodeFromAConfigurationAndRoundTrip() throws {
        let json = """
            [{"foreground": "text.primary", "foregroundColor": "#1c1c1e", "background": "surface", "backgroundColor": "white", "style": "body"},
             {"foreground": "button.label", "foregroundColor": "rgb(255 255 255)", "background": "accent", "backgroundColor": "#007aff",
              "size": 17, "weight": "semibold"},
             {"foreground": "divider", "foregroundColor": "#c6c6c8", "background": "surface", "backgroundColor": "#fff", "use": "nonText"},
             {"foreground": "caption", "foregroundColor": "#8e8e93", "background": "surface", "backgroundColor": "#fff"}]
            """
        let pairs = try JSONDecoder().decode([DeclaredContrastPair].self, from: Data(json.utf8))
        #expect(pairs.map(\.kind) == [.textStyle(.body), .text(size: PointSize(17), weight: .semibold), .use(.nonText), .normalText])
        #expect(pairs[1].foregroundColor == .white)
        #expect(try JSONDecoder().decode([DeclaredContrastPair].self, from: try JSONEncoder().encode(pairs)) == pairs)
        let report = DeclaredContrastReport(checking: pairs, level: .aaa, includesSuggestions: true)
        #expect(try JSONDecoder().decode(DeclaredContrastReport.self, from: try JSONEncoder().encode(report)) == report)
    }

    @Test(arguments: [
        ##"{"foreground": "a", "foregroundColor": "#12", "background": "b", "backgroundColor": "#fff"}"##,
        ##"{"foreground": "a", "foregroundColor": "#000", "background": "b", "backgroundColor": "#fff", "use": "large", "style": "body"}"##,
        ##"{"foreground": "a", "foregroundColor": "#000", "background": "b", "backgroundColor": "#fff", "weight": 700}"##,
        ##"{"foregroundColor": "#000", "background": "b", "backgroundColor": "#fff"}"##,
    ])
    func badDeclarationsAreRefused(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DeclaredContrastPair.self, from: Data(json.utf8)) }
    }
}
