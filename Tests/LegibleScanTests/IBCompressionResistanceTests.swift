import Testing

@testable import LegibleScan

/// A label's text asks for its width at its horizontal compression resistance: a constraint of
/// the file's below that priority gives way to it, one at or above it holds (Habitica aafd43ae
/// HRPGItemStatsView.xib:49, "STR:" with `width = 20 @500` and compression resistance 1000 was
/// audited at 20 pt, though Auto Layout breaks the 500 and the label takes its text's width).
@Suite("Interface Builder compression resistance")
struct IBCompressionResistanceTests {
    /// A 200 pt box 20 pt from the root's leading edge; in it, label `l` 10 pt from the box's
    /// leading edge and at most 10 pt from its trailing one (required), with `width` (a
    /// constraint's attributes) and the label's extra `attributes`.
    static func boxed(width: String, attributes: String = "") -> String {
        IBConstraintSystemTests.scene(
            """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="0" width="200" height="40"/>
                <subviews>\(IBConstraintSystemTests.label("l", attributes))</subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="200" id="b1"/>
                    <constraint firstItem="l" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="10" id="b2"/>
                    <constraint firstItem="box" firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="l" secondAttribute="trailing" constant="10" id="b3"/>
                </constraints>
            </view>
            """,
            constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="l" firstAttribute="width" \(width) constant="20" id="c2"/>
                """)
    }

    /// Label `l`'s width on a 375 pt screen as the scan takes it.
    static func width(_ text: String) throws -> ScannedWidth? {
        let system = try IBConstraintSystem(reading: text, path: "Main.storyboard")
        let index = try #require(system.viewIndex("l"))
        return system.deviceWidths(of: [index], screenWidths: [375])[index]?.first?.width
    }

    @Test func anOptionalWidthBelowTheResistanceGivesWayToTheText() throws {
        // By hand: the text (at 1000 − 0.01) breaks `width = 20 @500` and grows to the box's
        // required bound, 200 − 10 − 10 = 180. Not fixed: with short text it is 20.
        let text = Self.boxed(width: #"priority="500""#, attributes: #"horizontalCompressionResistancePriority="1000""#)
        #expect(try Self.width(text) == .maximum(180))
        #expect(try IBConstraintSystemTests.widths(text, ["l"]) == [[nil], [nil]])
        // UIKit's default resistance, 750, beats 500 too.
        #expect(try Self.width(Self.boxed(width: #"priority="500""#)) == .maximum(180))
    }

    @Test func aRequiredWidthOrOneAtOrAboveTheResistanceHolds() throws {
        // Required: 20 whatever the text.
        #expect(try Self.width(Self.boxed(width: "", attributes: #"horizontalCompressionResistancePriority="1000""#)) == .fixed(20))
        // 500 above a resistance of 250: the label is squeezed to 20.
        #expect(try Self.width(Self.boxed(width: #"priority="500""#, attributes: #"horizontalCompressionResistancePriority="250""#)) == .fixed(20))
        // A tie (750 and the default 750) is kept, as the scan did before.
        #expect(try Self.width(Self.boxed(width: #"priority="750""#)) == .fixed(20))
        #expect(try IBConstraintSystemTests.widths(Self.boxed(width: #"priority="750""#), ["l"]) == [[20], [20]])
    }

    /// Habitica aafd43ae HRPGItemStatsView.xib, cut down: a loaded view holding a box centred in
    /// it at `width = 160 @500`; in the box "STR:" (`width = 20 @500`, resistance 1000) from its
    /// leading edge, then "+0" (`width = 21 @500`) 12 pt after it and flush with its trailing edge.
    static let itemStats = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="HRPGItemStatsView"/>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="272" height="139"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="Arw-dw-6iQ">
                            <rect key="frame" x="61" y="0.0" width="150" height="50"/>
                            <subviews>
                                <label horizontalHuggingPriority="999" horizontalCompressionResistancePriority="1000" text="STR:" translatesAutoresizingMaskIntoConstraints="NO" id="W5m-jp-ND0">
                                    <rect key="frame" x="0.0" y="0.0" width="37" height="21"/>
                                    <constraints><constraint firstAttribute="width" priority="500" constant="20" id="6YS-TK-QYu"/></constraints>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                                </label>
                                <label horizontalHuggingPriority="999" horizontalCompressionResistancePriority="1000" text="+0" translatesAutoresizingMaskIntoConstraints="NO" id="tpN-ip-wng">
                                    <rect key="frame" x="49" y="0.0" width="18.5" height="24"/>
                                    <constraints><constraint firstAttribute="width" priority="500" constant="21" id="7s8-pj-Bcq"/></constraints>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="W5m-jp-ND0" firstAttribute="leading" secondItem="Arw-dw-6iQ" secondAttribute="leading" id="fhG-qF-Nsr"/>
                                <constraint firstItem="tpN-ip-wng" firstAttribute="leading" secondItem="W5m-jp-ND0" secondAttribute="trailing" constant="12" id="Ceh-dH-5Eo"/>
                                <constraint firstAttribute="trailing" secondItem="tpN-ip-wng" secondAttribute="trailing" id="1y3-rq-rP9"/>
                                <constraint firstAttribute="width" priority="500" constant="160" id="sYE-rJ-ctU"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Arw-dw-6iQ" firstAttribute="centerX" secondItem="iN0-l3-epB" secondAttribute="centerX" id="gNI-mO-JxV"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func habiticaItemStatsLabelsAreNotAuditedAtTheirOptionalWidths() throws {
        let elements = try InterfaceBuilderReader().read(text: Self.itemStats, path: "HRPGItemStatsView.xib", resources: ScanResources()).elements
        for id in ["W5m-jp-ND0", "tpN-ip-wng"] {
            let label = try #require(elements.first { $0.id == id })
            // Nothing required bounds the row (the box is only centred): each label is as wide
            // as its text, so no width is known and there is nothing to overflow.
            #expect(label.screenTextWidths.allSatisfy { if case .unknown = $0.width { true } else { false } }, "\(label.screenTextWidths)")
        }
    }

    @Test func habiticaItemStatsWithARequiredBoxWidthStillOverflows() throws {
        // The same row in a box whose 160 pt is required: 160 − 12 = 148 between the two, and
        // "STR:" pulled wide gets 148 − 0 ("+0" may shrink to nothing): a bound, no longer 20.
        let required = Self.itemStats.replacingOccurrences(of: #"priority="500" constant="160""#, with: #"constant="160""#)
        let elements = try InterfaceBuilderReader().read(text: required, path: "HRPGItemStatsView.xib", resources: ScanResources()).elements
        let label = try #require(elements.first { $0.id == "W5m-jp-ND0" })
        #expect(label.screenTextWidths.first?.width == .maximum(148), "\(label.screenTextWidths)")
    }
}
