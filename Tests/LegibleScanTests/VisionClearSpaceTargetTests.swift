import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// visionOS's 60 pt hit region counts the clear space around a control: "Aim to place buttons so
/// their centers are always at least 60 pts apart" (HIG, Buttons, visionOS), beside a standard
/// 44 pt button. VLC 12cd503e's visionOS target builds its iPhone xibs, and a judge read three of
/// its `target.small` errors there as wrong: buttons 45–56 pt tall with 10–30 pt of nothing around
/// them. Buttons side by side with no gap stay errors.
@Suite struct VisionClearSpaceTargetTests {
    /// A xib in a folder that names visionOS, with `root` as its top-level view.
    static func scan(_ root: String) async throws -> ScanReport {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            \(root)
                </objects>
            </document>
            """
        let folder = try ScanFolder(["App visionOS/View.xib": xib])
        defer { folder.remove() }
        return try await folder.scan()
    }

    static func targets(_ report: ScanReport) -> [Finding] {
        report.findings.findings.filter { $0.rule == "target.small" }
    }

    /// VLC AddToCollectionView.xib:37: a 300×45 pt button alone in a stack 10 pt below a
    /// collection view and 68 pt above the root view's bottom: 45 + 2 × 7.5 is met with space
    /// free of other targets.
    @Test func aButtonWithClearSpaceAroundItPasses() async throws {
        let report = try await Self.scan(
            """
            <view contentMode="scaleToFill" id="GSO-Mh-jPo">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
                    <collectionView clipsSubviews="YES" dataMode="none" translatesAutoresizingMaskIntoConstraints="NO" id="Ozj-oC-7Dg">
                        <rect key="frame" x="0.0" y="106" width="414" height="667"/>
                    </collectionView>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="LvI-AK-2Br">
                        <rect key="frame" x="57" y="783" width="300" height="45"/>
                        <subviews>
                            <button opaque="NO" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="A6v-5Z-MTf">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="45"/>
                                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>
                                <state key="normal" title="Default"/>
                            </button>
                        </subviews>
                    </stackView>
                </subviews>
            </view>
            """)
        #expect(Self.targets(report).isEmpty, "\(Self.targets(report).map(\.message))")
    }

    /// VLC SleepTimerView.xib:23 and :35: two 60×50 pt buttons 80 pt apart, 10 pt below a date
    /// picker (a target, but 165 pt tall: it needs none of the gap) and 30 pt above the bottom.
    @Test func buttonsUnderADatePickerWithRoomPass() async throws {
        let report = try await Self.scan(
            """
            <view contentMode="scaleToFill" id="7Au-zH-5I2" customClass="SleepTimerView">
                <rect key="frame" x="0.0" y="0.0" width="600" height="275"/>
                <subviews>
                    <datePicker contentMode="scaleToFill" datePickerMode="countDownTimer" translatesAutoresizingMaskIntoConstraints="NO" id="7J1-zD-eoL">
                        <rect key="frame" x="20" y="20" width="560" height="165"/>
                    </datePicker>
                    <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="qbm-fO-zWx" userLabel="Reset Button">
                        <rect key="frame" x="200" y="195" width="60" height="50"/>
                        <state key="normal" title="Reset"/>
                    </button>
                    <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="FDF-du-NQE" userLabel="Set Button">
                        <rect key="frame" x="340" y="195" width="60" height="50"/>
                        <state key="normal" title="Set"/>
                    </button>
                </subviews>
            </view>
            """)
        #expect(Self.targets(report).isEmpty, "\(Self.targets(report).map(\.message))")
    }

    /// VLC VideoPlayerControls.xib:24 and :51: 44×44 pt buttons side by side in a stack with no
    /// spacing, at the stack's left edge: no clear space makes up the 60 pt.
    @Test func touchingButtonsStillFire() async throws {
        let report = try await Self.scan(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="600" height="64"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="PII-h1-l4a">
                        <rect key="frame" x="0.0" y="10" width="88" height="44"/>
                        <subviews>
                            <button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="PBr-hb-t7N" userLabel="Rotation Lock">
                                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                                <state key="normal" image="lock.rotation"/>
                            </button>
                            <button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Xy4-Ix-lOi" userLabel="Subtitle">
                                <rect key="frame" x="44" y="0.0" width="44" height="44"/>
                                <state key="normal" image="iconSubtitle"/>
                            </button>
                        </subviews>
                    </stackView>
                </subviews>
            </view>
            """)
        let findings = Self.targets(report)
        #expect(Set(findings.map(\.id)) == ["PBr-hb-t7N", "Xy4-Ix-lOi"], "\(findings.map(\.id))")
        #expect(findings.allSatisfy { $0.severity == .error })
        // The subtitle button's left side ends at the rotation lock, which needs its own 8 pt.
        let subtitle = try #require(findings.first { $0.id == "Xy4-Ix-lOi" })
        #expect(subtitle.message.contains("the clear space around it does not make it up: 0 pt on the left"), "\(subtitle.message)")
    }

    /// A 44 pt button whose superview has no frame: the space around it is not known, so it is a
    /// note, not an error; a 30 pt one is small whatever surrounds it.
    @Test func unmeasuredSpaceIsANoteFromFortyFourPoints() async throws {
        let report = try await Self.scan(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                <subviews>
                    <view contentMode="scaleToFill" id="frameless">
                        <subviews>
                            <button opaque="NO" id="regular"><rect key="frame" x="0" y="0" width="44" height="44"/><state key="normal" image="a"/></button>
                            <button opaque="NO" id="mini"><rect key="frame" x="100" y="0" width="30" height="30"/><state key="normal" image="b"/></button>
                        </subviews>
                    </view>
                </subviews>
            </view>
            """)
        let findings = Dictionary(uniqueKeysWithValues: Self.targets(report).map { ($0.id, $0) })
        #expect(findings["regular"]?.severity == .note)
        #expect(findings["regular"]?.message.contains("clear space") == true, "\(findings["regular"]?.message ?? "")")
        #expect(findings["mini"]?.severity == .error)
    }

    /// The HIG's standard buttons: 44 pt, centres 60 pt apart, so 16 pt between two of them is
    /// enough and 8 pt is not; a neighbour of 60 pt or more takes none of the gap.
    @Test func aNeighbouringTargetTakesItsOwnShareOfTheGap() {
        let edge = ScannedClearSpace.Side(distance: 100, neighbourSize: nil, name: "edge")
        func space(right: ScannedClearSpace.Side) -> ScannedClearSpace { ScannedClearSpace(left: edge, right: right, top: edge, bottom: edge) }
        let minimum = (width: 60.0, height: 60.0)
        #expect(space(right: .init(distance: 16, neighbourSize: 44, name: "b")).shortSide(width: 44, height: 44, minimum: minimum) == nil)
        let short = space(right: .init(distance: 8, neighbourSize: 44, name: "b")).shortSide(width: 44, height: 44, minimum: minimum)
        #expect(short?.edge == "right" && short?.room == 0 && short?.needs == 8)
        #expect(space(right: .init(distance: 8, neighbourSize: 300, name: "list")).shortSide(width: 44, height: 44, minimum: minimum) == nil)
    }
}
