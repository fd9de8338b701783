import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// INaturalistIOS 3ab22038 `MainStoryboard.storyboard:1208`: the "Select Taxon" button's frame is
/// 384×38, a stale frame, but its own `height = 45` constraint (:1211-1213) is required, so Auto
/// Layout makes it 45 pt tall; it was a `target.small` error at 38 pt (fresh-ios22c class 7).
@Suite struct IBRequiredSizeTargetTests {
    private static func button(frameHeight: Int, constraint: String) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="select">
        <rect key="frame" x="15" y="11" width="300" height="\(frameHeight)"/>
        <constraints>\(constraint)</constraints>
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
        <state key="normal" title="Select Taxon"/>
        <connections><action selector="actionTapped:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
        </button>
        """
    }

    private static func targets(_ button: String) async throws -> [Finding] {
        let folder = try ScanFolder(["App/Cell.xib": ScanFolder.xib(button)])
        defer { folder.remove() }
        return try await folder.scan().findings.findings.filter { $0.rule == "target.small" }
    }

    @Test func aRequiredHeightConstraintWinsOverAStaleFrame() async throws {
        let height45 = #"<constraint firstAttribute="height" constant="45" id="egE-AI-ipp"/>"#
        // Must not fire: 45 pt tall, whatever the frame says.
        #expect(try await Self.targets(Self.button(frameHeight: 38, constraint: height45)).isEmpty)
        // Must fire: the same frame with no constraint, and a required 30 pt over a 45 pt frame.
        #expect(try await Self.targets(Self.button(frameHeight: 38, constraint: "")).count == 1)
        let height30 = #"<constraint firstAttribute="height" constant="30" id="h30"/>"#
        let small = try await Self.targets(Self.button(frameHeight: 45, constraint: height30))
        #expect(small.count == 1 && small.first?.message.contains("300×30") == true)
        // A constraint below required priority may give way: the frame is kept.
        let optional = #"<constraint firstAttribute="height" priority="750" constant="45" id="h45"/>"#
        #expect(try await Self.targets(Self.button(frameHeight: 38, constraint: optional)).count == 1)
    }
}
