import Testing

@testable import LegibleScan

/// Storyboard labels read by the scan with their Auto Layout solved at two devices, 375 pt
/// (system margin 16) and 440 pt (system margin 20), one form per test, each width worked out
/// by hand beside it.
@Suite("Scan widths per device")
struct ScanDeviceWidthTests {
    typealias Scene = IBConstraintSystemTests

    static func label(_ id: String, _ text: String = "Hello", _ attributes: String = "") -> String {
        #"<label text="\#(text)" translatesAutoresizingMaskIntoConstraints="NO" \#(attributes) id="\#(id)"><rect key="frame" x="0" y="0" width="100" height="20"/></label>"#
    }

    /// The width of each label of `ids` on each device, as the reader gives them.
    static func widths(_ text: String, _ ids: [String]) throws -> [String: [ScannedWidth]] {
        let elements = try InterfaceBuilderReader().read(text: text, path: "Main.storyboard", resources: ScanResources()).elements
        var widths: [String: [ScannedWidth]] = [:]
        for id in ids {
            let element = elements.first { $0.id == id }
            #expect(element?.screenTextWidths.map(\.screen) == [375, 440])
            widths[id] = element?.screenTextWidths.map(\.width)
        }
        return widths
    }

    @Test func pinnedToBothMarginsWithASiblingPinnedToIt() throws {
        // `l` spans the root view's margins: 375 − 2·16 = 343, 440 − 2·20 = 400. `s` shares its
        // leading and trailing edges (as a subtitle under a title does): the same widths.
        let text = Scene.scene(
            Self.label("l") + Self.label("s", "World"),
            constraints: """
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstAttribute="trailingMargin" secondItem="l" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="s" firstAttribute="leading" secondItem="l" secondAttribute="leading" id="c3"/>
                <constraint firstItem="s" firstAttribute="trailing" secondItem="l" secondAttribute="trailing" id="c4"/>
                <constraint firstItem="s" firstAttribute="top" secondItem="l" secondAttribute="bottom" constant="8" id="c5"/>
                """)
        let widths = try Self.widths(text, ["l", "s"])
        #expect(widths["l"] == [.fixed(343), .fixed(400)])
        #expect(widths["s"] == [.fixed(343), .fixed(400)])
    }

    @Test func horizontalStackViewFillEqually() throws {
        // The stack is 20 pt in from each edge: 335 and 400; two labels 10 pt apart share it:
        // (335 − 10) / 2 = 162.5 and (400 − 10) / 2 = 195.
        let stack = """
            <stackView distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="20" y="0" width="350" height="20"/>
                <subviews>\(Self.label("a"))\(Self.label("b", "World"))</subviews>
            </stackView>
            """
        let text = Scene.scene(
            stack,
            constraints: """
                <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="st" secondAttribute="trailing" constant="20" id="c2"/>
                """)
        let widths = try Self.widths(text, ["a", "b"])
        #expect(widths["a"] == [.fixed(162.5), .fixed(195)])
        #expect(widths["b"] == [.fixed(162.5), .fixed(195)])
    }

    @Test func widthMultiplierOfTheRootView() throws {
        // Half the screen: 187.5 and 220.
        let text = Scene.scene(
            Self.label("l"),
            constraints: """
                <constraint firstItem="l" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.5" id="c1"/>
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                """)
        #expect(try Self.widths(text, ["l"])["l"] == [.fixed(187.5), .fixed(220)])
    }

    @Test func tableViewCellContentViewIsTheTablesWidth() throws {
        // The table spans the screen, its cell and content view the table; the label is 16 pt
        // in from the content view's edges: 375 − 32 = 343, 440 − 32 = 408.
        let text = ScanButtonCellWidthTests.table(contentWidth: 320, accessory: "")
        #expect(try Self.widths(text, ["l"])["l"] == [.fixed(343), .fixed(408)])
    }

    @Test func aLabelOnlyItsContentSizesGetsTheRoomBesideASibling() throws {
        // `a` from the leading margin, `b` 8 pt after it, `b` at most to the trailing margin: with
        // `b` giving way entirely, `a` has 375 − 32 − 8 = 335 and 440 − 40 − 8 = 392 at most.
        let text = Scene.scene(
            Self.label("a") + Self.label("b", "World"),
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="c2"/>
                <constraint firstAttribute="trailingMargin" relation="greaterThanOrEqual" secondItem="b" secondAttribute="trailing" id="c3"/>
                """)
        let widths = try Self.widths(text, ["a", "b"])
        #expect(widths["a"] == [.maximum(335), .maximum(392)])
        #expect(widths["b"] == [.maximum(335), .maximum(392)])
    }

    @Test func aLabelNothingBoundsIsANoteNamingItsConstraints() throws {
        // Wrapping at a preferredMaxLayoutWidth (ScanUnboundedLabelTests has those that run off the screen).
        let text = Scene.scene(
            Self.label("l", "Hello", #"numberOfLines="0" preferredMaxLayoutWidth="100""#),
            constraints: #"<constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>"#)
        let element = try InterfaceBuilderReader().read(text: text, path: "Main.storyboard", resources: ScanResources()).elements.first { $0.id == "l" }
        #expect(element?.screenTextWidths == [])
        #expect(element?.textWidth == .unknown(reason: #"its constraints do not bound its width, so its text sets it (constraints "c1")"#))
    }

    @Test func contradictoryRequiredConstraintsAreANoteNamingThem() throws {
        // width = 100 and width = 200, both required: UIKit breaks one, which is not known.
        let text = Scene.scene(
            Self.label("l"),
            constraints: """
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="l" firstAttribute="width" constant="100" id="w1"/>
                <constraint firstItem="l" firstAttribute="width" constant="200" id="w2"/>
                """)
        let element = try InterfaceBuilderReader().read(text: text, path: "Main.storyboard", resources: ScanResources()).elements.first { $0.id == "l" }
        #expect(element?.screenTextWidths == [])
        guard case .unknown(let reason)? = element?.textWidth else {
            Issue.record("expected an unknown width, got \(String(describing: element?.textWidth))")
            return
        }
        #expect(reason.contains(#""w2""#) && reason.contains("contradict"))
    }

    @Test func fixedHeightFromAConstraintOrAFrame() throws {
        let text = Scene.scene(
            Self.label("h", "Hi", #"numberOfLines="0""#)
                + #"<label text="Framed" numberOfLines="0" id="f"><rect key="frame" x="0" y="0" width="100" height="61"/><autoresizingMask key="autoresizingMask"/></label>"#,
            constraints: """
                <constraint firstItem="h" firstAttribute="height" constant="41" id="c1"/>
                """)
        let elements = try InterfaceBuilderReader().read(text: text, path: "Main.storyboard", resources: ScanResources()).elements
        #expect(elements.first { $0.id == "h" }?.textHeight == 41)
        #expect(elements.first { $0.id == "f" }?.textHeight == 61)
    }
}

extension ScanDeviceWidthTests {
    @Test func aXibsViewControllerViewSpansTheScreen() throws {
        // File's Owner's `view`: the screen's width, whatever its frame (320 here); the label is
        // 10 pt in from each edge: 375 − 20 = 355, 440 − 20 = 420.
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SettingsViewController">
                        <connections><outlet property="view" destination="root" id="o1"/></connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="600"/>
                        <subviews>\(Self.label("l"))</subviews>
                        <constraints>
                            <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="l" secondAttribute="trailing" constant="10" id="c2"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let elements = try InterfaceBuilderReader().read(text: xib, path: "Settings.xib", resources: ScanResources()).elements
        #expect(elements.first { $0.id == "l" }?.screenTextWidths.map(\.width) == [.fixed(355), .fixed(420)])
    }
}

extension ScanDeviceWidthTests {
    @Test func aFixedFrameFollowsItsAutoresizingMask() throws {
        // `fixedFrame="YES"`: laid out by frame and mask though Xcode wrote translates… NO. In the
        // 390 pt root of the file, `w` is 16 pt in from each side with a flexible width:
        // 375 − 32 = 343, 440 − 32 = 408; `f` keeps its 243 pt.
        let framed = { (id: String, width: Int, mask: String) in
            """
            <label text="Hi" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="0" width="\(width)" height="20"/>
                <autoresizingMask key="autoresizingMask" \(mask)/>
            </label>
            """
        }
        let text = Scene.scene(framed("w", 358, #"widthSizable="YES""#) + framed("f", 243, #"flexibleMaxX="YES""#), constraints: "")
        let widths = try Self.widths(text, ["w", "f"])
        #expect(widths["w"] == [.fixed(343), .fixed(408)])
        #expect(widths["f"] == [.fixed(243), .fixed(243)])
    }
}

extension ScanDeviceWidthTests {
    @Test func sizeClassVariationsInstallTheirConstraintsOnTheirDevices() throws {
        // `w1` (width 100) is excluded for compact widths (iPhones in portrait): there the label
        // spans the root less 20 pt a side, 375 − 40 = 335 and 440 − 40 = 400, with no
        // contradiction; on an 820 pt iPad (regular width) `w1` holds against the edges, and
        // the contradiction is a note, not a guess.
        let text = Scene.scene(
            Self.label("l"),
            constraints: """
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="l" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstItem="l" firstAttribute="width" constant="100" id="w1"/>
                </constraints>
                <variation key="widthClass=compact"><mask key="constraints"><exclude reference="w1"/></mask></variation>
                <constraints>
                """)
        #expect(try Self.widths(text, ["l"])["l"] == [.fixed(335), .fixed(400)])
        var resources = ScanResources()
        resources.iOSScreenWidths = [375, 820]
        let element = try InterfaceBuilderReader().read(text: text, path: "Main.storyboard", resources: resources).elements.first { $0.id == "l" }
        #expect(element?.screenTextWidths.first == ScreenTextWidth(screen: 375, width: .fixed(335)))
        guard case .unknown(let reason)? = element?.screenTextWidths.last?.width else {
            Issue.record("expected a note at 820 pt, got \(String(describing: element?.screenTextWidths.last))")
            return
        }
        #expect(reason == #"its scene's required constraints do not fit a screen 820 pt wide (constraints "c1", "c2", "w1"); UIKit breaks one at run time"#)
    }
}

extension ScanDeviceWidthTests {
    @Test func aSwitchBesideALabelTakesItsFixedWidth() throws {
        // 16 pt | label | 16 pt | switch (UIKit draws it 51 pt wide) | 13 pt:
        // 375 − 16 − 16 − 51 − 13 = 279 and 440 − 96 = 344.
        let toggle = #"""
            <switch opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sw"><rect key="frame" x="258" y="0" width="51" height="31"/></switch>
            """#
        let text = Scene.scene(
            Self.label("l") + toggle,
            constraints: """
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="sw" firstAttribute="leading" secondItem="l" secondAttribute="trailing" constant="16" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="sw" secondAttribute="trailing" constant="13" id="c3"/>
                """)
        #expect(try Self.widths(text, ["l"])["l"] == [.fixed(279), .fixed(344)])
    }
}
