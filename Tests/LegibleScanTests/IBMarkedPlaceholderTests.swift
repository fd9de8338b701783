import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Issue 33, class 4: a title wrapped in `#` is a stand-in for the text code gives (Simplenote's
/// sign-in screen titles its buttons `#Secondary#` and `#Quaternary#` and fills them from a
/// dictionary of its buttons, which the scan cannot follow; both were overflow errors). Text that
/// only starts with `#`, or has no letters between, is text people read and is audited as before.
@Suite struct IBMarkedPlaceholderTests {
    /// A 60 pt wide one-line label in 20 pt System, far narrower than any of these texts.
    static func label(_ id: String, _ text: String) -> String {
        """
        <label text="\(text)" numberOfLines="1" id="\(id)"><rect key="frame" x="0" y="0" width="60" height="24"/>
        <fontDescription key="fontDescription" type="system" pointSize="20"/></label>
        """
    }

    static func button(_ id: String, _ title: String) -> String {
        """
        <button contentHorizontalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="\(id)">
        <rect key="frame" x="0" y="0" width="60" height="44"/>
        <fontDescription key="fontDescription" type="system" pointSize="20"/>
        <state key="normal" title="\(title)"/></button>
        """
    }

    @Test func aTitleWrappedInHashesIsNotAudited() async throws {
        let subviews = [
            Self.button("secondary", "#Secondary#"), Self.label("warning", "#Invalid email#"),
            Self.label("heading", "# Willkommen bei uns"), Self.button("hashes", "######"),
        ].joined(separator: "\n")
        let connections = #"<outlet property="secondaryActionButton" destination="secondary" id="o1"/>"#
        let folder = try ScanFolder(["Auth.xib": ScanFolder.xib(subviews, connections: connections)])
        defer { folder.remove() }
        let overflowing = try await folder.scan().ids("overflow.label")
        // Reached by an outlet or not, a `#…#` title is no text anyone reads.
        #expect(!overflowing.contains { $0.hasPrefix("secondary") || $0.hasPrefix("warning") }, "\(overflowing)")
        // A heading mark and a row of hashes are drawn as written: too wide for 60 pt.
        #expect(overflowing.contains { $0.hasPrefix("heading") } && overflowing.contains { $0.hasPrefix("hashes") }, "\(overflowing)")
    }

    /// A `#…#` label keeps its place in the layout: pinned to the root view's margins it is as wide
    /// as it is with a real text (375 − 2·16 = 343, 440 − 2·20 = 400), so text code gives it is
    /// measured there (Simplenote's `#SignUp#` button had fallen back to its 360 pt frame).
    @Test func aMarkedTextIsDroppedAfterTheWidthsAreSolved() throws {
        let text = IBConstraintSystemTests.scene(
            ScanDeviceWidthTests.label("marked", "#SignUp#"),
            constraints: """
                <constraint firstItem="marked" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstAttribute="trailingMargin" secondItem="marked" secondAttribute="trailing" id="c2"/>
                """)
        let element = try #require(
            try InterfaceBuilderReader().read(text: text, path: "Main.storyboard", resources: ScanResources()).elements.first { $0.id == "marked" })
        #expect(element.text == nil)
        #expect(element.screenTextWidths.map(\.width) == [.fixed(343), .fixed(400)])
    }

    @Test func onlyALetteredTextBetweenTwoHashesIsMarked() {
        #expect(InterfaceBuilderReader.isMarkedPlaceholder("#Secondary#"))
        #expect(InterfaceBuilderReader.isMarkedPlaceholder(" #Invalid email# "))
        #expect(!InterfaceBuilderReader.isMarkedPlaceholder("#1"))
        #expect(!InterfaceBuilderReader.isMarkedPlaceholder("##"))
        #expect(!InterfaceBuilderReader.isMarkedPlaceholder("#42#"))
        #expect(!InterfaceBuilderReader.isMarkedPlaceholder("#general and #random"))
    }

    /// KeePassium (e651df4f) writes the text its code sets in braces: `{Save to Server}` on a
    /// button (DatabaseCreatorVC.storyboard:192), `{File Size}` in a cell (EntryFileViewerVC
    /// .storyboard:39). Once such views are solved, the braces would be audited as text.
    @Test func aTitleWrappedInBracesIsNotAudited() async throws {
        let subviews = [
            Self.button("server", "{Save to Server}"), Self.label("size", "{File Size}"),
            Self.label("count", "{0} Einträge gefunden"), Self.label("json", "{Name: {first}}"),
        ].joined(separator: "\n")
        let folder = try ScanFolder(["Creator.xib": ScanFolder.xib(subviews)])
        defer { folder.remove() }
        let overflowing = try await folder.scan().ids("overflow.label")
        #expect(!overflowing.contains { $0.hasPrefix("server") || $0.hasPrefix("size") }, "\(overflowing)")
        // A format's braces inside a sentence, and nested braces, are text drawn as written.
        #expect(overflowing.contains { $0.hasPrefix("count") } && overflowing.contains { $0.hasPrefix("json") }, "\(overflowing)")
    }

    @Test func onlyALetteredTextBetweenTwoBracesIsMarked() {
        #expect(InterfaceBuilderReader.isMarkedPlaceholder("{Title}"))
        #expect(InterfaceBuilderReader.isMarkedPlaceholder(" {Option description} "))
        #expect(!InterfaceBuilderReader.isMarkedPlaceholder("{0}"))
        #expect(!InterfaceBuilderReader.isMarkedPlaceholder("{count} items"))
        #expect(!InterfaceBuilderReader.isMarkedPlaceholder("{a} and {b}"))
        #expect(!InterfaceBuilderReader.isMarkedPlaceholder("{#}"))
    }
}
