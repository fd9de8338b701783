import LegibleReporting
import Testing

@testable import LegibleScan

/// Labels nothing bounds horizontally (only a leading edge, or a centre, placed): Auto Layout
/// gives them their text's width, so a long text runs past the screen's edge (or past a superview
/// that clips). Each is audited as one line in the room up to that edge, at 375 and 440 pt, the
/// widths worked out by hand beside each test.
@Suite("Scan labels nothing bounds")
struct ScanUnboundedLabelTests {
    typealias Scene = IBConstraintSystemTests
    typealias Widths = ScanDeviceWidthTests

    static func element(_ text: String, _ id: String) throws -> ScannedElement? {
        try InterfaceBuilderReader().read(text: text, path: "Main.storyboard", resources: ScanResources()).elements.first { $0.id == id }
    }

    @Test func onlyItsLeadingEdgePlacedRunsToTheScreensEdge() throws {
        // 20 pt from the left: 375 − 20 = 355 and 440 − 20 = 420.
        let text = Scene.scene(
            Widths.label("l"),
            constraints: #"<constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>"#)
        #expect(try Self.element(text, "l")?.screenTextWidths.map(\.width) == [.maximum(355), .maximum(420)])
    }

    @Test func centredItGrowsBothWaysToTheNearerEdge() throws {
        // Centre 50 pt right of the screen's: 237.5 at 375, nearer edge 137.5 away, 2 × 137.5 = 275;
        // 270 at 440, nearer edge 170 away: 340.
        let text = Scene.scene(
            Widths.label("l"),
            constraints: #"<constraint firstItem="l" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" constant="50" id="c1"/>"#)
        #expect(try Self.element(text, "l")?.screenTextWidths.map(\.width) == [.maximum(275), .maximum(340)])
    }

    static func container(clips: Bool) -> String {
        """
        <view \(clips ? #"clipsSubviews="YES""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="10" y="0" width="370" height="40"/>
            <subviews>\(Widths.label("l"))</subviews>
            <constraints>
                <constraint firstItem="l" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="30" id="c3"/>
            </constraints>
        </view>
        """
    }

    static let boxConstraints = """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" id="c2"/>
        """

    @Test func aSuperviewThatClipsCutsItAtItsEdge() throws {
        // The box spans 10…365 at 375 and 10…430 at 440; the label starts at 40: 325 and 390.
        let text = Scene.scene(Self.container(clips: true), constraints: Self.boxConstraints)
        #expect(try Self.element(text, "l")?.screenTextWidths.map(\.width) == [.maximum(325), .maximum(390)])
    }

    @Test func aSuperviewThatDoesNotClipLetsItRunToTheScreensEdge() throws {
        // From 40 to the screen's edge: 335 and 400.
        let text = Scene.scene(Self.container(clips: false), constraints: Self.boxConstraints)
        #expect(try Self.element(text, "l")?.screenTextWidths.map(\.width) == [.maximum(335), .maximum(400)])
    }

    @Test func aLabelOfSeveralLinesStaysOnOneLine() throws {
        // No width to wrap at: one line, 16 pt from the left: 359 and 424.
        let text = Scene.scene(
            Widths.label("l", "Hello", #"numberOfLines="0""#),
            constraints: #"<constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>"#)
        let element = try Self.element(text, "l")
        #expect(element?.screenTextWidths.map(\.width) == [.maximum(359), .maximum(424)])
        #expect(element?.maxLines == 1)
    }

    @Test func aLabelWithAPreferredWidthKeepsTheNote() throws {
        // It wraps at its preferredMaxLayoutWidth, which the solve does not model.
        let text = Scene.scene(
            Widths.label("l", "Hello", #"numberOfLines="0" preferredMaxLayoutWidth="200""#),
            constraints: #"<constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>"#)
        let element = try Self.element(text, "l")
        #expect(element?.screenTextWidths == [])
        #expect(element?.textWidth == .unknown(reason: #"its constraints do not bound its width, so its text sets it (constraints "c1")"#))
    }

    @Test func aLabelInAScrollViewKeepsTheNote() throws {
        // Its text can be scrolled to: no edge cuts it.
        let scroll = """
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="sv">
                <rect key="frame" x="0" y="0" width="390" height="400"/>
                <subviews>\(Widths.label("l"))</subviews>
                <constraints>
                    <constraint firstItem="l" firstAttribute="leading" secondItem="sv" secondAttribute="leading" constant="16" id="c3"/>
                </constraints>
            </scrollView>
            """
        let text = Scene.scene(
            scroll,
            constraints: """
                <constraint firstItem="sv" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="sv" secondAttribute="trailing" id="c2"/>
                """)
        let element = try Self.element(text, "l")
        #expect(element?.screenTextWidths == [])
        guard case .unknown? = element?.textWidth else {
            Issue.record("expected a note, got \(String(describing: element?.textWidth))")
            return
        }
    }

    @Test func longTextRunsOffTheNarrowScreenShortTextDoesNot() async throws {
        // 200 pt from the left: 175 pt at 375 and 240 at 440. At 17 pt (a fixed size)
        // "Delivery address confirmed" needs 209.8 pt (ScanDeviceOverflowTests' hb-shape sums):
        // cut at 375 only; "Open settings" needs 107.2: whole on both.
        let text = Scene.scene(
            ScanDeviceOverflowTests.fixedLabel("m", "Delivery address confirmed") + ScanDeviceOverflowTests.fixedLabel("o", "Open settings"),
            constraints: """
                <constraint firstItem="m" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="c1"/>
                <constraint firstItem="o" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="c2"/>
                """)
        let folder = try ScanFolder(["Base.lproj/Main.storyboard": text])
        defer { folder.remove() }
        let report = try await folder.scan()
        let overflow = report.findings.findings.filter { $0.rule == "overflow.label" }
        #expect(overflow.count == 1)
        #expect(overflow.first?.id.hasPrefix("m.text") == true)
        #expect(overflow.first?.message.hasPrefix("on iPhone SE (2nd and 3rd generation), 375 pt: ") == true, "\(overflow.first?.message ?? "")")
        #expect(overflow.first?.message.contains("175 pt available") == true)
        #expect(report.ids("overflow.unknown-width").isEmpty)
    }
}
