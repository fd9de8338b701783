import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// A label nothing bounds horizontally never wraps, yet each hard line break of its text starts a
/// line UIKit shows while its `numberOfLines` allows (Pocket Casts c23892d1
/// PodcastHeadingTableCell.xib:33, "SIGN IN FOR\nUPDATES" with `numberOfLines="0"`).
@Suite("Scan hard line breaks in labels that do not wrap")
struct ScanHardLineBreakTests {
    typealias Scene = IBConstraintSystemTests

    /// A 17 pt label 16 pt from the root's left, nothing else placing it: 359 pt of room at 375.
    static func scene(_ text: String, lines: String) -> String {
        Scene.scene(
            #"<label text="\#(text)" numberOfLines="\#(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="16" y="0" width="100" height="20"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#,
            constraints: #"<constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>"#)
    }

    static func overflows(_ text: String, lines: String) async throws -> Bool {
        let folder = try ScanFolder(["Main.storyboard": scene(text, lines: lines)])
        defer { folder.remove() }
        let report = try await folder.scan()
        return report.findings.findings.contains { $0.rule == "overflow.label" }
    }

    @Test func twoShortHardLinesBothShowWithNoLineLimit() async throws {
        // "Sign in for" and "updates" are each far narrower than 359 pt at 17 pt: two lines, both shown.
        #expect(try await !Self.overflows("Sign in for&#10;updates", lines: "0"))
    }

    @Test func aHardLineBreakInAOneLineLabelIsCut() async throws {
        // numberOfLines = 1 shows the first line only: "updates" is cut.
        #expect(try await Self.overflows("Sign in for&#10;updates", lines: "1"))
    }

    @Test func aHardLineWiderThanTheRoomStillRunsOff() async throws {
        // 60 letters of 17 pt text are far wider than 359 pt (more than 6 pt each): the first line runs off.
        let long = String(repeating: "Wwwwwwwwww", count: 6)
        #expect(try await Self.overflows(long + "&#10;updates", lines: "0"))
    }
}

/// The finding of a label that does not wrap says its widest line runs past the edge, not only
/// that it needs more lines than it has (Pocket Casts PodcastHeadingTableCell.xib:33's message).
@Suite struct ScanRunsPastTheEdgeMessageTests {
    static func overflow(_ scene: String) async throws -> Finding? {
        let folder = try ScanFolder(["Main.storyboard": scene])
        defer { folder.remove() }
        return try await folder.scan().findings.findings.first { $0.rule == "overflow.label" }
    }

    @Test func aHardLineThatRunsOffSaysSo() async throws {
        // 60 letters of 17 pt text are far wider than the 359 pt to the edge (more than 6 pt each).
        let long = String(repeating: "Wwwwwwwwww", count: 6)
        let finding = try #require(try await Self.overflow(ScanHardLineBreakTests.scene(long + "&#10;updates", lines: "0")))
        // The whole message: the shown one is cut at 200 characters.
        let message = finding.property("fullMessage") ?? finding.message
        #expect(message.contains("it does not wrap: its widest line"), "\(message)")
        #expect(message.contains("runs past the edge"), "\(message)")
    }

    @Test func aLabelPinnedOnBothSidesWrapsAndDoesNotSaySo() async throws {
        // The same text in two lines of a label pinned 16 pt from both sides wraps within them.
        let long = String(repeating: "Wwwwwwwwww", count: 6)
        let scene = IBConstraintSystemTests.scene(
            #"<label text="\#(long)&#10;updates" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="16" y="0" width="100" height="20"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#,
            constraints: #"<constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>"#
                + #"<constraint firstAttribute="trailing" secondItem="l" secondAttribute="trailing" constant="16" id="c2"/>"#
        )
        let finding = try #require(try await Self.overflow(scene))
        let message = finding.property("fullMessage") ?? finding.message
        #expect(!message.contains("runs past the edge"), "\(message)")
    }
}
