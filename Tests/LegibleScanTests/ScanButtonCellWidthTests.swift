import Testing

@testable import LegibleScan

/// Buttons' titles and table view cells' labels read by the scan with their Auto Layout solved
/// at 375 pt (system margin 16) and 440 pt (system margin 20), each width worked out by hand
/// beside it, and the buttons whose title room the file does not give left unsolved.
@Suite("Scan widths of buttons and cells per device")
struct ScanButtonCellWidthTests {
    typealias Scene = IBConstraintSystemTests

    static func button(_ id: String, title: String = "Save", _ children: String = "") -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0" y="0" width="100" height="44"/>
            <state key="normal" title="\(title)"/>
            \(children)
        </button>
        """
    }

    static func elements(_ text: String, path: String = "Main.storyboard") throws -> [String: ScannedElement] {
        let elements = try InterfaceBuilderReader().read(text: text, path: path, resources: ScanResources()).elements
        return Dictionary(elements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    static func widths(_ element: ScannedElement?) -> [ScannedWidth] {
        #expect(element?.screenTextWidths.map(\.screen) == [375, 440])
        return element?.screenTextWidths.map(\.width) ?? []
    }

    static let pinnedToMargins = """
        <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
        <constraint firstAttribute="trailingMargin" secondItem="b" secondAttribute="trailing" id="c2"/>
        """

    @Test func buttonTitleIsTheSolvedWidthLessItsInsets() throws {
        // The button spans the margins, 343 and 400; its content insets take 10 + 12 and its
        // title insets 3 + 0: 343 − 25 = 318, 400 − 25 = 375.
        let insets = """
            <inset key="contentEdgeInsets" minX="10" minY="0" maxX="12" maxY="0"/>
            <inset key="titleEdgeInsets" minX="3" minY="0" maxX="0" maxY="0"/>
            """
        let elements = try Self.elements(Scene.scene(Self.button("b", insets), constraints: Self.pinnedToMargins))
        #expect(Self.widths(elements["b"]) == [.fixed(318), .fixed(375)])
    }

    @Test func buttonsSharingAHorizontalStackEqually() throws {
        // A stack 20 pt in from the screen's edges, 335 and 400, holds two buttons 8 apart
        // (fillEqually): (335 − 8) / 2 = 163.5 and (400 − 8) / 2 = 196.
        let stack = """
            <stackView distribution="fillEqually" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="20" y="0" width="350" height="44"/>
                <subviews>\(Self.button("a", title: "Cancel"))\(Self.button("b"))</subviews>
            </stackView>
            """
        let text = Scene.scene(
            stack,
            constraints: """
                <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="st" secondAttribute="trailing" constant="20" id="c2"/>
                """)
        let elements = try Self.elements(text)
        #expect(Self.widths(elements["a"]) == [.fixed(163.5), .fixed(196)])
        #expect(Self.widths(elements["b"]) == [.fixed(163.5), .fixed(196)])
    }

    @Test func buttonsWhoseTitleRoomIsNotInTheFileAreNotSolved() throws {
        // An image beside the title takes room the file does not give (the image's size), with or
        // without a configuration: no width (IBButtonConfigurationTests has the configurations).
        let image = """
            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="0" y="0" width="100" height="44"/>
                <state key="normal" title="Save" image="star"/>
            </button>
            """
        let configured = """
            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="0" y="0" width="100" height="44"/>
                <buttonConfiguration key="configuration" style="plain" image="star" title="Save"/>
            </button>
            """
        for button in [image, configured] {
            let element = try Self.elements(Scene.scene(button, constraints: Self.pinnedToMargins))["b"]
            #expect(element?.screenTextWidths == [])
        }
    }

    @Test func buttonPinnedOnOneSideRunsToTheScreensEdge() throws {
        // Only the leading edge is pinned: the title sets the width, and a long title runs off the
        // screen, so the title gets the room to the screen's edge: 375 − 16 = 359, 440 − 16 = 424.
        let leading = #"<constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>"#
        let text = Scene.scene(Self.button("b"), constraints: leading)
        #expect(try Self.elements(text)["b"]?.screenTextWidths.map(\.width) == [.maximum(359), .maximum(424)])
    }

    @Test func buttonNoConstraintPlacesIsLeftToItsTitle() throws {
        // Only a vertical constraint: where it sits across is not said, so the note names the constraint.
        let top = #"<constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c1"/>"#
        let element = try Self.elements(Scene.scene(Self.button("b"), constraints: top))["b"]
        #expect(element?.screenTextWidths == [])
        guard case .unknown(let reason)? = element?.textWidth else {
            Issue.record("expected an unknown width, got \(String(describing: element?.textWidth))")
            return
        }
        #expect(reason.contains("\"c1\""))
    }

    /// A table across the screen holding one cell whose content view the file draws `contentWidth`
    /// wide in a cell 320 wide, with a label 16 pt in from the content view's edges.
    static func table(contentWidth: Double, accessory: String) -> String {
        Scene.scene(
            """
            <tableView clipsSubviews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0" y="0" width="320" height="568"/>
                <prototypes>
                    <tableViewCell \(accessory) id="cell">
                        <rect key="frame" x="0" y="50" width="320" height="72"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" id="content">
                            <rect key="frame" x="0" y="0" width="\(contentWidth)" height="72"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>\(ScanDeviceWidthTests.label("l"))</subviews>
                            <constraints>
                                <constraint firstItem="l" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c3"/>
                                <constraint firstAttribute="trailing" secondItem="l" secondAttribute="trailing" constant="16" id="c4"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """,
            constraints: """
                <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="table" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c2"/>
                """)
    }

    @Test func cellAccessoryTakesItsRoomFromTheContentView() throws {
        // A disclosure indicator: the file draws the content view 293 pt wide in a 320 pt cell
        // (as Xcode writes it), 27 pt for the accessory on every device. The label: W − 27 − 32,
        // 316 at 375 and 381 at 440.
        let elements = try Self.elements(Self.table(contentWidth: 293, accessory: #"accessoryType="disclosureIndicator""#))
        #expect(Self.widths(elements["l"]) == [.fixed(316), .fixed(381)])
    }

    // Without an accessory the content view is the cell's width: ScanDeviceWidthTests'
    // tableViewCellContentViewIsTheTablesWidth, on this fixture.

    @Test func cellInItsOwnXibSpansTheScreenLessItsAccessory() throws {
        // A cell xib is laid out in the table that uses it; the scan takes a table across the
        // screen: 375 − 27 − 32 = 316 and 440 − 27 − 32 = 381.
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="72"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="293" height="72"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>\(ScanDeviceWidthTests.label("l"))</subviews>
                            <constraints>
                                <constraint firstItem="l" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c3"/>
                                <constraint firstAttribute="trailing" secondItem="l" secondAttribute="trailing" constant="16" id="c4"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let elements = try Self.elements(xib, path: "FilterNameCell.xib")
        #expect(Self.widths(elements["l"]) == [.fixed(316), .fixed(381)])
    }

    @Test func aCellThatCannotFitItsTableIsANoteOnItsOwnLabelsOnly() throws {
        // Cell `wide` (preserving its superview's margins, as Xcode writes cells) holds a 28 pt
        // button 9 pt past the content view's leading margin, then at least 67 pt further a 275 pt
        // image at its trailing margin: the margins are the system minimum, so it needs
        // 16 + 9 + 28 + 67 + 275 + 16 = 411 pt at 375, and 419 pt at 440, where it fits. Its label
        // gets a note at 375 and its width at 440 (from 16 pt in to 8 pt before the image, whose
        // leading edge is at 440 − 20 − 275 = 145: 145 − 8 − 16 = 121). The other cell of the same
        // table, and the table, keep their widths: W − 32, 343 and 408.
        let wide = """
            <tableViewCell preservesSuperviewLayoutMargins="YES" id="wide">
                <rect key="frame" x="0" y="100" width="320" height="72"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" preservesSuperviewLayoutMargins="YES" id="wideContent">
                    <rect key="frame" x="0" y="0" width="320" height="72"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="small">
                            <rect key="frame" x="25" y="0" width="28" height="28"/>
                            <constraints><constraint firstAttribute="width" constant="28" id="w1"/></constraints>
                        </button>
                        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="image">
                            <rect key="frame" x="30" y="0" width="275" height="60"/>
                            <constraints><constraint firstAttribute="width" constant="275" id="w2"/></constraints>
                        </imageView>
                        \(ScanDeviceWidthTests.label("m"))
                    </subviews>
                    <constraints>
                        <constraint firstItem="small" firstAttribute="leading" secondItem="wideContent" secondAttribute="leadingMargin" constant="9" id="c5"/>
                        <constraint firstItem="image" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="small" secondAttribute="trailing" constant="67" id="c6"/>
                        <constraint firstAttribute="trailingMargin" secondItem="image" secondAttribute="trailing" id="c7"/>
                        <constraint firstItem="m" firstAttribute="leading" secondItem="wideContent" secondAttribute="leading" constant="16" id="c8"/>
                        <constraint firstItem="image" firstAttribute="leading" secondItem="m" secondAttribute="trailing" constant="8" id="c9"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        let text = Self.table(contentWidth: 320, accessory: "").replacingOccurrences(of: "</prototypes>", with: wide + "</prototypes>")
        let elements = try Self.elements(text)
        #expect(Self.widths(elements["l"]) == [.fixed(343), .fixed(408)])
        let misfit = elements["m"]?.screenTextWidths ?? []
        #expect(misfit.last == ScreenTextWidth(screen: 440, width: .fixed(121)))
        guard case .unknown(let reason)? = misfit.first?.width else {
            Issue.record("expected a note at 375 pt, got \(String(describing: misfit.first))")
            return
        }
        #expect(reason.hasPrefix("its cell's required constraints do not fit its table on a screen 375 pt wide"))
    }
}
