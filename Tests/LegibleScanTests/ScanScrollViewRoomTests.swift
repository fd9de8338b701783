import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// A label nothing bounds, centred in a vertical scroll view's content, shows its text in the
/// scroll view's width: Auto Layout attaches a content view's width and centre constraints to the
/// scroll view's frame and its edge constraints to the content, so a content view pinned to the
/// edges and the centre is as wide as the frame, and the scroll view (which clips) cuts the text
/// (Pocket Casts c23892d1 PlaylistViewController.xib:46, "No Episodes", was an unknown width).
/// Content that can grow sideways is scrolled to: no room to judge.
@Suite struct ScanScrollViewRoomTests {
    /// A scroll view filling the root, a content view pinned to its edges (and, when
    /// `centred`, to its centre), and a one-line 22 pt Bold label centred in the content.
    static func scene(_ text: String, centred: Bool) -> String {
        let label = """
            <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="100" y="40" width="190" height="26"/>
            <fontDescription key="fontDescription" type="boldSystem" pointSize="22"/></label>
            """
        let content = """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="0" y="0" width="390" height="400"/>
            <subviews>\(label)</subviews>
            <constraints><constraint firstItem="l" firstAttribute="centerX" secondItem="c" secondAttribute="centerX" id="lc"/>
            <constraint firstItem="l" firstAttribute="top" secondItem="c" secondAttribute="top" constant="40" id="lt"/></constraints></view>
            """
        let centre = centred ? #"<constraint firstItem="c" firstAttribute="centerX" secondItem="s" secondAttribute="centerX" id="cx"/>"# : ""
        let scroll = """
            <scrollView clipsSubviews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="0" y="0" width="390" height="844"/>
            <subviews>\(content)</subviews>
            <constraints>
            <constraint firstItem="c" firstAttribute="leading" secondItem="s" secondAttribute="leading" id="cl"/>
            <constraint firstAttribute="trailing" secondItem="c" secondAttribute="trailing" id="cr"/>
            <constraint firstItem="c" firstAttribute="top" secondItem="s" secondAttribute="top" id="ct"/>
            <constraint firstAttribute="bottom" secondItem="c" secondAttribute="bottom" id="cb"/>\(centre)
            </constraints></scrollView>
            """
        let pins = ["leading", "trailing", "top", "bottom"].map {
            #"<constraint firstItem="s" firstAttribute="\#($0)" secondItem="root" secondAttribute="\#($0)" id="p\#($0)"/>"#
        }
        return IBConstraintSystemTests.scene(scroll, constraints: pins.joined())
    }

    static func findings(_ text: String, centred: Bool) async throws -> [Finding] {
        let folder = try ScanFolder(["Main.storyboard": Self.scene(text, centred: centred)])
        defer { folder.remove() }
        return try await folder.scan().findings.findings.filter { $0.rule.hasPrefix("overflow.") }
    }

    /// 40 "W"s at 22 pt Bold are wider than any phone (each over 19 pt); "Hi" is not.
    static let long = String(repeating: "W", count: 40)

    @Test func aLongTextCentredInContentAsWideAsTheFrameOverflows() async throws {
        let found = try await Self.findings(Self.long, centred: true)
        let overflow = try #require(found.first { $0.rule == "overflow.label" }, "\(found.map(\.message))")
        #expect(overflow.severity == .error)
        #expect(overflow.message.contains("375 pt available"), "\(overflow.message)")
    }

    @Test func aShortTextThereFits() async throws {
        let found = try await Self.findings("Hi", centred: true)
        #expect(!found.contains { $0.rule == "overflow.label" || $0.rule == "overflow.unknown-width" }, "\(found.map(\.message))")
    }

    @Test func contentThatCanGrowSidewaysLeavesTheWidthUnknown() async throws {
        let found = try await Self.findings(Self.long, centred: false)
        #expect(!found.contains { $0.rule == "overflow.label" }, "\(found.map(\.message))")
        #expect(found.contains { $0.rule == "overflow.unknown-width" }, "\(found.map(\.message))")
    }
}
