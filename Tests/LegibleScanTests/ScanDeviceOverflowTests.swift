import LegibleReporting
import Testing

@testable import LegibleScan

/// Overflow audited on each device and text cut at the bottom, against widths worked out by hand.
///
/// Widths: HarfBuzz advance sums ÷ units per em × size, plus SF Pro tracking at 17 pt (−0.43 pt,
/// Tables/tracking-sf-pro.csv) after every character but the last, Inter Text standing in for SF:
///
///     hb-shape --features=-liga,-clig --variations=wght=400 Fonts/Inter/Inter-roman.var.ttf
///       "Delivery address confirmed" → Σ ax = 36536 (2816 upem): 36536/2816·17 − 0.43·25 = 209.8 pt
///       "Open settings"              → Σ ax = 18604:                18604/2816·17 − 0.43·12 = 107.2 pt
///
/// Line heights: San Francisco's ascender + descender, (1950 + 494) / 2048 of the size (UIFont's
/// `lineHeight`, 20.29 pt at 17 pt); Body is 14, 15, 16, 17, 19 pt from xSmall to xLarge and 53 pt
/// at AX5 (Apple's Dynamic Type sizes).
@Suite("Scan overflow per device")
struct ScanDeviceOverflowTests {
    typealias Scene = IBConstraintSystemTests

    static func fixedLabel(_ id: String, _ text: String) -> String {
        """
        <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0" y="0" width="100" height="20"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
    }

    static func halfWidth(_ id: String) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.5" id="\(id)-w"/>
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="\(id)-l"/>
        """
    }

    @Test func overflowOnTheNarrowDeviceOnlyNamesIt() async throws {
        // Half the screen: 187.5 pt at 375 and 220 pt at 440. "Delivery address confirmed"
        // needs 209.8: cut at 375, whole at 440. "Open settings" needs 107.2: whole at both.
        let text = Scene.scene(
            Self.fixedLabel("m", "Delivery address confirmed") + Self.fixedLabel("o", "Open settings"),
            constraints: Self.halfWidth("m") + Self.halfWidth("o"))
        let folder = try ScanFolder(["Base.lproj/Main.storyboard": text])
        defer { folder.remove() }
        let report = try await folder.scan()
        let overflow = report.findings.findings.filter { $0.rule == "overflow.label" }
        #expect(overflow.count == 1)
        #expect(overflow.first?.id.hasPrefix("m.text") == true)
        #expect(overflow.first?.message.contains("187.5 pt available") == true)
        #expect(overflow.first?.message.hasPrefix("on iPhone SE (2nd and 3rd generation), 375 pt: ") == true, "\(overflow.first?.message ?? "")")
        #expect(report.ids("overflow.unknown-width").isEmpty)
        // Both labels were audited, each at its two widths.
        #expect(Set(report.labels.map(\.element.id)) == ["m", "o"])
        #expect(report.labels.filter { $0.element.id == "m" }.map(\.layout.width) == [187.5, 220])
    }

    @Test func configuredScreensAreTheDevicesAudited() async throws {
        // Only 440 pt: the label has 220 pt and "Delivery address confirmed" (209.8) fits.
        let text = Scene.scene(Self.fixedLabel("m", "Delivery address confirmed"), constraints: Self.halfWidth("m"))
        let folder = try ScanFolder(["Base.lproj/Main.storyboard": text])
        defer { folder.remove() }
        let configuration = try ScanConfiguration(parsing: "scan:\n  screens: { ios: [440] }\n", file: "legible.yaml", isJSON: false)
        let report = try await folder.scan(configuration: configuration)
        #expect(report.ids("overflow.label").isEmpty)
        #expect(report.labels.map(\.layout.width) == [220])
    }

    static func twoLineLabel(height: Int) -> String {
        """
        <label text="One&#10;Two" numberOfLines="0" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="t">
            <rect key="frame" x="0" y="0" width="200" height="41"/>
            <constraints>
                <constraint firstAttribute="width" constant="200" id="tw"/>
                <constraint firstAttribute="height" constant="\(height)" id="th"/>
            </constraints>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
        </label>
        """
    }

    @Test func textCutAtTheBottomOfAFixedHeight() async throws {
        // Two lines in 41 pt: at Large 2 × 20.29 = 40.6 fits; at xLarge (19 pt) a line is
        // 22.67 pt, one fits, the second is cut: 2 × 22.67 = 45.3 pt needed.
        let text = Scene.scene(Self.twoLineLabel(height: 41), constraints: "")
        let folder = try ScanFolder(["Base.lproj/Main.storyboard": text])
        defer { folder.remove() }
        let findings = try await folder.scan().findings.findings.filter { $0.rule == "overflow.label" }
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("cut at the bottom from xLarge (19 pt): 2 lines of 22.7 pt need 45.3 pt, the label is 41 pt high") == true)
    }

    @Test func textThatFitsAFixedHeightAtEverySizeIsNotCut() async throws {
        // 130 pt: even at AX5 (53 pt, lines of 63.25 pt) two lines take 126.5.
        let text = Scene.scene(Self.twoLineLabel(height: 130), constraints: "")
        let folder = try ScanFolder(["Base.lproj/Main.storyboard": text])
        defer { folder.remove() }
        #expect(try await folder.scan().ids("overflow.label").isEmpty)
    }
}
