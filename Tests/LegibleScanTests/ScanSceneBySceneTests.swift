import LegibleTestSupport
import Testing

@testable import LegibleScan

/// Issue 34: a storyboard is solved scene by scene, so the size limit is a scene's, not the
/// file's. A storyboard of two scenes of 351 views each (702 views, past the 600 the whole file
/// was once limited to) has both its labels solved; a single scene of 651 views is still not.
@Suite("Scan solves storyboards scene by scene")
struct ScanSceneBySceneTests {
    /// A scene whose root holds `fillers` empty views and a label `id` centred, kept at least
    /// 20 pt inside both edges: only the solve bounds it (the file's own width rules do not), at
    /// most the screen less 40 pt.
    static func scene(_ id: String, fillers: Int) -> String {
        let views = (0..<fillers).map { #"<view contentMode="scaleToFill" id="\#(id)-f\#($0)"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"# }
        return """
            <scene sceneID="s-\(id)"><objects>
                <viewController id="vc-\(id)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-\(id)">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            \(views.joined(separator: "\n"))
                            <label text="Connected accounts" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                <rect key="frame" x="100" y="0" width="175" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="\(id)" firstAttribute="centerX" secondItem="root-\(id)" secondAttribute="centerX" id="\(id)-c1"/>
                            <constraint firstItem="\(id)" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root-\(id)" secondAttribute="leading" constant="20" id="\(id)-c2"/>
                            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="\(id)" secondAttribute="trailing" constant="20" id="\(id)-c3"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """
    }

    static func storyboard(_ scenes: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>\(scenes.joined(separator: "\n"))</scenes>
        </document>
        """
    }

    @Test func twoScenesOfAFilePastTheOldLimitAreBothSolved() throws {
        let elements = try ScanButtonCellWidthTests.elements(Self.storyboard([Self.scene("a", fillers: 350), Self.scene("b", fillers: 350)]))
        // 375 − 2 × 20 = 335 and 440 − 2 × 20 = 400.
        #expect(ScanButtonCellWidthTests.widths(elements["a"]) == [.maximum(335), .maximum(400)])
        #expect(ScanButtonCellWidthTests.widths(elements["b"]) == [.maximum(335), .maximum(400)])
    }

    @Test func oneSceneTooLargeIsNotSolvedAndItsNeighbourIs() throws {
        let elements = try ScanButtonCellWidthTests.elements(Self.storyboard([Self.scene("big", fillers: 650), Self.scene("small", fillers: 5)]))
        #expect(elements["big"]?.screenTextWidths.isEmpty == true)
        #expect(ScanButtonCellWidthTests.widths(elements["small"]) == [.maximum(335), .maximum(400)])
    }
}
