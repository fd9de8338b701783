import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, class 5 (iOS): targets are what a finger can hit. UIKit draws a switch at 51×31 pt
/// and a slider 31 pt tall whatever the file says, so neither size is the file's mistake; a
/// hidden, transparent or non-interactive view is hit by no finger.
@Suite("iOS targets")
struct IOSTargetTests {
    static func view(_ name: String, _ id: String, _ attributes: String = "", width: Int, height: Int, inner: String = "") -> String {
        #"<\#(name) \#(attributes) id="\#(id)"><rect key="frame" x="0" y="0" width="\#(width)" height="\#(height)"/>\#(inner)</\#(name)>"#
    }

    @Test func systemControlsAtUIKitsSizeAndUntappableViewsAreNotJudged() async throws {
        let subviews = [
            Self.view("switch", "switch", width: 51, height: 31),
            Self.view("slider", "wideSlider", width: 200, height: 31),
            // UISegmentedControl's own height since iOS 13 is 32 pt.
            Self.view("segmentedControl", "systemSegments", width: 300, height: 32),
            Self.view("button", "hidden", #"hidden="YES""#, width: 20, height: 20),
            Self.view("button", "transparent", #"alpha="0.0""#, width: 20, height: 20),
            Self.view("button", "inert", #"userInteractionEnabled="NO""#, width: 20, height: 20),
            Self.view("button", "disabled", #"enabled="NO""#, width: 20, height: 20),
            // `enabled` is the control's own: a disabled container's button is still tapped.
            Self.view(
                "view", "disabledParent", #"enabled="NO""#, width: 100, height: 100,
                inner: "<subviews>" + Self.view("button", "inDisabledParent", width: 20, height: 20) + "</subviews>"),
            Self.view(
                "view", "hiddenParent", #"hidden="YES""#, width: 100, height: 100,
                inner: "<subviews>" + Self.view("button", "inHiddenParent", width: 20, height: 20) + "</subviews>"),
            Self.view(
                "imageView", "inertParent", #"userInteractionEnabled="NO""#, width: 100, height: 100,
                inner: "<subviews>" + Self.view("button", "inInertParent", width: 20, height: 20) + "</subviews>"),
            // Must fire: a visible 20×20 button, and a slider too narrow to drag.
            Self.view("button", "visible", width: 20, height: 20),
            Self.view("slider", "narrowSlider", width: 30, height: 31),
            Self.view("segmentedControl", "squashedSegments", width: 300, height: 20),
        ].joined(separator: "\n")
        let folder = try ScanFolder(["App/Base.lproj/Controls.xib": ScanFolder.xib(subviews)])
        defer { folder.remove() }
        let report = try await folder.scan()
        #expect(report.ids("target.small") == ["visible", "narrowSlider", "inDisabledParent", "squashedSegments"])
        let slider = try #require(report.findings.findings.first { $0.id == "narrowSlider" })
        // 44 − 30 = 14 → 7 pt left and right; the slider's height is UIKit's, not judged.
        #expect(slider.message == "hit area 30 pt wide is under the Apple HIG minimum of 44×44 pt; grow it by 7 pt left and right")
    }
}
