import Testing

@testable import LegibleScan

/// Interface Builder constraints solved at two devices, 375 pt (system margin 16) and 440 pt
/// (system margin 20), each against widths worked out by hand beside it.
@Suite("Interface Builder constraint system")
struct IBConstraintSystemTests {
    /// A storyboard with one scene: a root view `root` holding `subviews` and `constraints`.
    static func scene(_ subviews: String, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
        \(subviews)
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
        \(constraints)
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    static func label(_ id: String, _ attributes: String = "") -> String {
        #"<label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" \#(attributes) id="\#(id)"><rect key="frame" x="0" y="0" width="100" height="20"/></label>"#
    }

    /// The widths of the labels `ids` at 375 and at 440 (nil where the layout leaves one open).
    static func widths(
        _ text: String, _ ids: [String], intrinsic: [String: Double] = [:]
    ) throws -> [[Double?]] {
        var system = try IBConstraintSystem(reading: text, path: "Main.storyboard")
        if !intrinsic.isEmpty {
            let probe = system
            system = try IBConstraintSystem(reading: text, path: "Main.storyboard") { index in
                intrinsic.first { probe.viewIndex($0.key) == index }?.value
            }
        }
        return [375.0, 440].map { screen in
            let solved = system.labelWidths(screenWidth: screen)
            return ids.map { id in system.viewIndex(id).flatMap { solved[$0] } }
        }
    }

    @Test func pinnedToTheSuperviewsEdges() throws {
        // 20 from each edge: W − 40 = 335 and 400.
        let text = Self.scene(
            Self.label("l"),
            constraints: """
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="l" secondAttribute="trailing" constant="20" id="c2"/>
                """)
        #expect(try Self.widths(text, ["l"]) == [[335], [400]])
    }

    @Test func pinnedToTheRootViewsMargins() throws {
        // The root's margins are the system minimum: W − 2·16 = 343 at 375, W − 2·20 = 400 at 440.
        let text = Self.scene(
            Self.label("l"),
            constraints: """
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="l" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="c2"/>
                """)
        #expect(try Self.widths(text, ["l"]) == [[343], [400]])
    }

    @Test func pinnedToTheSafeArea() throws {
        // No horizontal safe-area insets in portrait: W − 32 = 343 and 408.
        let text = Self.scene(
            Self.label("l"),
            constraints: """
                <constraint firstItem="l" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="l" secondAttribute="trailing" constant="16" id="c2"/>
                """)
        #expect(try Self.widths(text, ["l"]) == [[343], [408]])
    }

    @Test func firstItemOmittedIsTheViewHoldingTheConstraint() throws {
        // root.trailing = l.trailing + 10 (first item omitted, held by root), l.leading = root.leading + 10: W − 20.
        let text = Self.scene(
            Self.label("l"),
            constraints: """
                <constraint firstAttribute="trailing" secondItem="l" secondAttribute="trailing" constant="10" id="c1"/>
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c2"/>
                """)
        #expect(try Self.widths(text, ["l"]) == [[355], [420]])
    }

    @Test func aWidthMultiplierOfTheSuperview() throws {
        // l.width = root.width × 1:2 = 187.5 and 220.
        let text = Self.scene(
            Self.label("l"),
            constraints: """
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="l" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:2" id="c2"/>
                """)
        #expect(try Self.widths(text, ["l"]) == [[187.5], [220]])
    }

    @Test func aPositionMultiplierIsMeasuredInTheCommonAncestor() throws {
        // A container 20 from each edge (C = W − 40); l from C/4 to 3C/4 of it: C/2 = 167.5 and 200.
        // Measured from the screen's edge instead it would be (20 + C)/2 = 177.5 and 210.
        let text = Self.scene(
            """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="0" width="350" height="100"/>
                <subviews>\(Self.label("l"))</subviews>
                <constraints>
                    <constraint firstItem="l" firstAttribute="leading" secondItem="box" secondAttribute="trailing" multiplier="0.25" id="c3"/>
                    <constraint firstItem="l" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" multiplier="0.75" id="c4"/>
                </constraints>
            </view>
            """,
            constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c2"/>
                """)
        #expect(try Self.widths(text, ["l"]) == [[167.5], [200]])
    }

    @Test func prioritiesDecideBetweenConflictingConstraints() throws {
        // leading 16; trailing 16 from the edge at 750; width ≤ 350 required; width = 100 at 250.
        // 375: the 750 holds, 343 (≤ 350). 440: 408 > 350, so 350; the 250 loses both times.
        let text = Self.scene(
            Self.label("l"),
            constraints: """
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="l" secondAttribute="trailing" constant="16" priority="750" id="c2"/>
                <constraint firstItem="l" firstAttribute="width" relation="lessThanOrEqual" constant="350" id="c3"/>
                <constraint firstItem="l" firstAttribute="width" constant="100" priority="250" id="c4"/>
                """)
        #expect(try Self.widths(text, ["l"]) == [[343], [350]])
    }

    @Test func preservingTheSuperviewsMargins() throws {
        // Views 0 (`flush`) and 10 (`inset`) from the root's edges, preserving its margins (16 and
        // 20), their own 8; labels on their margins. flush: max(8, 16 − 0) = 16, max(8, 20) = 20:
        // W − 32 = 343, W − 40 = 400. inset (W − 20 wide): max(8, 16 − 10) = 8 and max(8, 20 − 10)
        // = 10: 355 − 16 = 339, 420 − 20 = 400. Without preserving, `plain` (flush): W − 16.
        let box = { (id: String) in
            """
            <view translatesAutoresizingMaskIntoConstraints="NO" \(id == "plain" ? "" : #"preservesSuperviewLayoutMargins="YES""#) id="\(id)">
                <rect key="frame" x="0" y="0" width="390" height="100"/>
                <subviews>\(Self.label(id + ".label"))</subviews>
                <constraints>
                    <constraint firstItem="\(id).label" firstAttribute="leading" secondItem="\(id)" secondAttribute="leadingMargin" id="\(id)1"/>
                    <constraint firstAttribute="trailingMargin" secondItem="\(id).label" secondAttribute="trailing" id="\(id)2"/>
                </constraints>
            </view>
            """
        }
        let pin = { (id: String, inset: Int) in
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(inset)" id="\(id)3"/>
            <constraint firstItem="root" firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="\(inset)" id="\(id)4"/>
            """
        }
        let text = Self.scene(box("flush") + box("inset") + box("plain"), constraints: pin("flush", 0) + pin("inset", 10) + pin("plain", 0))
        #expect(try Self.widths(text, ["flush.label", "inset.label", "plain.label"]) == [[343, 339, 359], [400, 400, 424]])
    }

    @Test func aLabelPinnedOnOneSideOnlyIsLeftOpen() throws {
        let text = Self.scene(
            Self.label("l"),
            constraints: #"<constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>"#)
        #expect(try Self.widths(text, ["l"]) == [[nil], [nil]])
    }

    @Test func absurdNumbersAreLeftOut() throws {
        // A constant of 1e300 and a multiplier of 1e9 are left out; the label keeps width = 120.
        let text = Self.scene(
            Self.label("l"),
            constraints: """
                <constraint firstItem="l" firstAttribute="width" constant="120" id="c1"/>
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="1e300" id="c2"/>
                <constraint firstItem="l" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1000000000" id="c3"/>
                """)
        #expect(try Self.widths(text, ["l"]) == [[120], [120]])
    }

    @Test func anUnsatisfiableRequiredConstraintIsLeftOutAndNamed() throws {
        // width = 100, then width = 200 (required, contradicting): the second is left out, width 100.
        let text = Self.scene(
            Self.label("l"),
            constraints: """
                <constraint firstItem="l" firstAttribute="width" constant="100" id="first"/>
                <constraint firstItem="l" firstAttribute="width" constant="200" id="second"/>
                """)
        let system = try IBConstraintSystem(reading: text, path: "Main.storyboard")
        #expect(system.unsatisfiableConstraintIDs == ["second"])
        #expect(try Self.widths(text, ["l"]) == [[100], [100]])
    }
}
