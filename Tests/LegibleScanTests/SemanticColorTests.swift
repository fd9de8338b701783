import Foundation
import LegibleColor
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import LegibleTokens
import Testing

/// Issue 33, class 7: Apple's semantic colours are resolved in the appearances two public
/// sources agree on (Tables/apple-semantic-colors.csv, cited in Tables/README.md), and left
/// unmeasured in the others.
@Suite("Apple semantic colours")
struct SemanticColorTests {
    @Test func everyRowOfTheTableIsWhatTheScanResolves() throws {
        let table = try CSVTable.tables("apple-semantic-colors.csv")
        #expect(table.rows.count == 19)
        for row in table.rows {
            let name = try #require(row["name"])
            let appearance = try #require(ColorAppearance(rawValue: row["appearance"] ?? ""))
            // Interface Builder writes `secondaryLabelColor`, Swift `secondaryLabel`: the same colour.
            for spelling in [name, name + "Color"] {
                guard case .resolved(let color, _) = ScanResources().resolve(.system(spelling), in: appearance) else {
                    Issue.record("\(spelling) in \(appearance) is not resolved")
                    continue
                }
                #expect(Int((color.red * 255).rounded()) == Int(row["red"] ?? ""))
                #expect(Int((color.green * 255).rounded()) == Int(row["green"] ?? ""))
                #expect(Int((color.blue * 255).rounded()) == Int(row["blue"] ?? ""))
                #expect(abs(color.alpha - (Double(row["alpha"] ?? "") ?? -1)) < 1e-9)
            }
        }
    }

    @Test func appearancesNoTwoSourcesGiveAreNotGuessed() {
        let resources = ScanResources()
        for name in ["label", "secondaryLabel", "systemGroupedBackground"] {
            for appearance in [ColorAppearance.lightIncreasedContrast, .darkIncreasedContrast] {
                guard case .unknownValue = resources.resolve(.system(name), in: appearance) else {
                    Issue.record("\(name) in \(appearance) was given a value")
                    continue
                }
            }
        }
        // One source alone gives link's dark #0984FF.
        guard case .unknownValue = resources.resolve(.system("link"), in: .dark) else {
            Issue.record("link in dark was given a value")
            return
        }
    }

    /// `labelColor` text on a white view: black on white in light (21:1), white on white in dark
    /// (1:1) — the commonest dark-mode bug. On `systemBackgroundColor` it passes in both.
    @Test func labelColorOnAHardCodedWhiteBackgroundFailsInDark() async throws {
        func label(_ id: String, background: String) -> String {
            """
            <view id="\(id)-box"><rect key="frame" x="0" y="0" width="300" height="40"/><subviews>
            <label text="Hello" id="\(id)"><rect key="frame" x="0" y="0" width="200" height="21"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/><color key="textColor" systemColor="labelColor"/></label>
            </subviews>\(background)</view>
            """
        }
        let white = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        let system = #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#
        let folder = try ScanFolder([
            "App/Base.lproj/Main.xib": ScanFolder.xib(label("onWhite", background: white) + "\n" + label("onSystem", background: system))
        ])
        defer { folder.remove() }
        let report = try await folder.scan()
        let findings = report.findings.findings.filter { $0.rule == "contrast.text" }
        #expect(findings.map(\.id) == ["onWhite"])
        let message = try #require(findings.first?.message)
        #expect(message.hasPrefix("label (#ffffff) on #ffffff is 1") && message.contains(" in dark"))
        #expect(!message.contains("in light"))
    }

    /// `secondaryLabelColor` (#3C3C43 at 60%) over white is #8A8A8E after compositing: 3.4:1, under
    /// the 4.5:1 normal text needs — worked out with the independent WCAG formula below.
    @Test func secondaryLabelOnWhiteIsMeasuredComposited() async throws {
        let composite = IndependentWCAG.composite([60.0 / 255, 60.0 / 255, 67.0 / 255, 0.6], over: [1, 1, 1])
        let ratio = IndependentWCAG.ratio(luminance: IndependentWCAG.luminance(composite[0], composite[1], composite[2]), 1)
        #expect(ratio > 3.4 && ratio < 3.5)
        let xib = ScanFolder.xib(
            #"<label text="Member since 2019" id="sub"><rect key="frame" x="0" y="0" width="200" height="21"/><fontDescription key="fontDescription" style="UICTFontTextStyleCallout"/><color key="textColor" systemColor="secondaryLabelColor"/></label>"#
        )
        let folder = try ScanFolder(["App/Base.lproj/Main.xib": xib])
        defer { folder.remove() }
        let report = try await folder.scan()
        let message = try #require(report.findings.findings.first { $0.rule == "contrast.text" }?.message)
        let hundredths = Int((ratio * 100).rounded(.down))
        let written = String(format: "%d.%02d:1", hundredths / 100, hundredths % 100)
        #expect(message.hasPrefix("secondaryLabel (#3c3c43 at 60%) on #ffffff is \(written) in light"))
    }
}
